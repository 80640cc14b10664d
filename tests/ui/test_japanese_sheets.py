"""The printed sheets in the interface's language (issue 22): with the interface in Japanese, the Print Sheets
dialog prints the sheet's own words (headings, labels, the copy's mark, the page bands) in Japanese and none of
the English ones; in English the printed sheet is as before. The war's and the ruleset's words stay as written.
"""

from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import QFileDialog

from gmdesk import rulesets
from gmdesk.sheets.html import character_html
from gmdesk.sheets.words import ENGLISH, TRANSLATIONS, sheet_words
from gmdesk.ui import i18n
from gmdesk.ui.printing.dialog import PrintSheetsDialog
from gmdesk.ui.sheet.skills import SkillsEditor
from tests.ui.test_printing import PDF_FILTER, pages_of

#: The sheet's English headings and marks (as printed: upper case), none of which a Japanese sheet shows.
ENGLISH_HEADINGS = ("GM COPY", "TRUE NAME", "LOCATION", "MASTER", "DERIVED VALUES", "GM ONLY", "STATS",
                    "SKILLS(", "ITEMS(", "NOTES", "COMMAND SPELLS", "(continued)", "RANK")
#: Their Japanese: the copy's mark (its turn in the ruleset's word, 夜 2, as the updates say it), the identity labels,
#: the headings, the GM's box, the page band.
JAPANESE_HEADINGS = ("GM用", "真名", "現在地", "マスター", "GM専用", "能力値", "スキル(", "メモ", "令呪",
                     "夜 2", "1/1ページ", "ランク", "毎ターン+")


@pytest.fixture
def japanese(qapp):
    assert i18n.install("ja") == "ja"
    yield
    i18n.install("en")


def print_every_sheet(qtbot, document, target, monkeypatch) -> str:
    dialog = PrintSheetsDialog(document, "saber")
    qtbot.addWidget(dialog)
    dialog.every.setChecked(True)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), PDF_FILTER))
    dialog.export()
    return "".join("".join(pages_of(target)).split())  # Qt spaces kanji apart in the text layer: none kept


def test_a_sheet_printed_in_japanese_has_japanese_headings_and_no_english_ones(qtbot, document, tmp_path,
                                                                              monkeypatch, japanese):
    text = print_every_sheet(qtbot, document, tmp_path / "ja.pdf", monkeypatch)
    for heading in JAPANESE_HEADINGS:
        assert heading.replace(" ", "") in text, heading
    for heading in ENGLISH_HEADINGS:
        assert heading.replace(" ", "") not in text, heading
    assert not re.search(r"page\d+/\d+", text) and "GMcopy" not in text and "第2ターン" not in text
    assert "OdileVerhaegen" in text  # the war's own names are kept
    assert "サーヴァント·HouseVerhaegen" in text and "Servant·" not in text  # the kind, beside the team


def test_in_english_the_printed_sheet_keeps_its_english_words(qtbot, document, tmp_path, monkeypatch):
    text = print_every_sheet(qtbot, document, tmp_path / "en.pdf", monkeypatch)
    for heading in ("GMCOPY", "TRUENAME", "LOCATION", "GMONLY", "STATS", "SKILLS(", "NOTES", "Night2", "page1/1",
                    "RANK", "+20aturn"):
        assert heading in text, heading
    assert not any(word in text for word in ("GM用", "真名", "現在地", "算出値"))


def test_the_preview_tab_speaks_the_language_it_is_given(document):
    ruleset = rulesets.get(document.war.ruleset)
    english = character_html(document.war, ruleset, "saber")
    japanese = character_html(document.war, ruleset, "saber", language="ja")
    assert english == character_html(document.war, ruleset, "saber", language="en")
    assert ">Location<" in english and ">現在地<" in japanese and ">Location<" not in japanese
    assert ">Skills<" in english and ">スキル<" in japanese and ">Skills<" not in japanese


def test_the_japanese_table_names_only_known_words_and_keeps_the_placeholders():
    for language, table in TRANSLATIONS.items():
        words = sheet_words(language)
        for key, text in table.items():
            english = getattr(ENGLISH, key)
            assert getattr(words, key) == text
            assert re.findall(r"\{\d\}", text) == re.findall(r"\{\d\}", english) or key == "battle_turn", key
    assert sheet_words("fr") == ENGLISH


def test_the_undo_history_and_tool_tips_of_a_sheet_list_speak_japanese(qtbot, document, japanese):
    editor = SkillsEditor(document)
    qtbot.addWidget(editor)
    editor.set_character("saber")
    assert editor.toolbar.by_key["remove"].toolTip() == "選択したスキルを削除（Del、元に戻すで復元）"
    assert editor.toolbar.by_key["add"].toolTip() == "空のスキルを追加 (Ins)"
    editor.select_rows([0, 2])
    assert editor.remove()
    assert document.undo_stack.text(0) == "Saber: スキルを2件削除"
    editor.select_rows([0, 1])
    assert editor.duplicate() and document.undo_stack.text(1) == "Saber: スキルを2件複製"
    editor.select_rows([0])
    assert editor.duplicate() and document.undo_stack.text(2) == "Saber: スキル「Warden of the Crossing」を複製"
    editor.close()


def test_the_print_dialogs_list_joins_kind_and_team_in_the_windows_language(qtbot, document, japanese):
    """QA qa-printja: "Odile Verhaegen — マスター、House Verhaegen", the Japanese comma, as the window writes lists."""
    dialog = PrintSheetsDialog(document, "odile")
    qtbot.addWidget(dialog)
    assert dialog.list.item(0).text() == "Odile Verhaegen — マスター、House Verhaegen"


def test_the_print_dialogs_list_in_english(qtbot, document):
    dialog = PrintSheetsDialog(document, "odile")
    qtbot.addWidget(dialog)
    assert dialog.list.item(0).text() == "Odile Verhaegen — master, House Verhaegen"  # as before
