"""The roll-dice sheet in a Japanese window (QA qa-ja #5, #6, #9, #11): the editor's labels, stat readings, derived
values, skill columns and notices, the dock's preview and the print preview's size. The document's own words stay;
in an English window the English stays."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QLabel, QTableView

from gmdesk import rulesets
from gmdesk.model.warfile import load_war
from gmdesk.sheets.printable import printable_sheets
from gmdesk.ui import i18n
from gmdesk.ui.document import WarDocument
from gmdesk.ui.printing.preview import PREVIEW_SIZE, make_preview
from gmdesk.ui.sheet.editor import SheetEditor
from tests.ui.helpers import shown

MAPS = Path(__file__).resolve().parents[2] / "maps"
#: The app's own English the QA found in a Japanese window (qa-ja #9, #11).
ENGLISH = ("Strength", "Endurance", "rank level", "stat dice", "stat threshold", "HP (formula)", "FP budget",
           "FP on stats", "FP left", "Luck rerolls", "rank_level", "Name (", "FP per level", "Kind", "formula gives",
           "マスター マスター", "Master (contract)")


@pytest.fixture
def japanese(qapp):
    assert i18n.install("ja") == "ja"
    yield
    i18n.install("en")


@pytest.fixture
def day(tmp_path, qtbot):
    doc = WarDocument.create(tmp_path / "day.gmdesk", load_war(MAPS / "sample-roll-dice-day1.json"))
    yield doc
    doc.close()


def editor_words(editor: SheetEditor) -> str:
    """Every text the editor shows: labels, the derived table, the skill columns, the problem list."""
    texts = [label.text() for label in editor.findChildren(QLabel) if label.text()]
    table = editor.derived_table
    texts += [table.item(r, c).text() for r in range(table.rowCount()) for c in range(3) if table.item(r, c)]
    for view in editor.findChildren(QTableView):
        model = view.model()
        texts += [str(model.headerData(c, Qt.Orientation.Horizontal)) for c in range(model.columnCount())]
    texts += [editor.problem_list.item(i).text() for i in range(editor.problem_list.count())]
    return "\n".join(texts)


def test_the_roll_dice_sheet_speaks_japanese_in_a_japanese_window(qtbot, day, japanese):
    editor = shown(qtbot, SheetEditor(day), (900, 800))
    editor.set_character("saber")
    words = editor_words(editor)
    for english in ENGLISH:
        assert english not in words, english
    assert "<b>筋力</b>" in words and "筋力 STR" not in words  # the document's word alone (QA qa-jagm #6)
    for japanese_word in ("ランクレベル 5", "ダイス数 10", "HP（計算式）", "FP総量", "FP残り", "スキル名",
                          "効果詳細", "1レベルのFP", "ランクレベル", "マスター"):
        assert japanese_word in words, japanese_word
    # the formula's disagreement with the sheet is a notice under "no problems", as on the GM's printed copy
    items = [editor.problem_list.item(i).text() for i in range(editor.problem_list.count())]
    assert items[0].startswith("問題なし")
    assert "注：HP（計算式）：シートの最大値は60、計算式では46" in items


def test_an_english_window_keeps_the_english(qtbot, day):
    editor = shown(qtbot, SheetEditor(day), (900, 800))
    editor.set_character("saber")
    words = editor_words(editor)
    for english in ("Strength", "rank level 5", "HP (formula)", "FP budget", "Name (スキル名)", "FP per level",
                    "真名 True name", "マスター Master (contract)"):
        assert english in words, english
    assert "Note: HP (formula): the sheet's maximum is 60, the formula gives 46" in words
    assert not re.search(r"マスター マスター", words)


def test_the_print_preview_fits_the_screen(qtbot):
    """qa-night #5: the preview opened 900x1000 on a 768-px screen."""
    war = load_war(MAPS / "sample-roll-dice-day1.json")
    sheets = printable_sheets(war, rulesets.get(war.ruleset), ["saber"], player_copy=False)
    preview = make_preview(None, sheets, "A4")
    qtbot.addWidget(preview)
    free = QGuiApplication.primaryScreen().availableGeometry()
    assert preview.width() <= min(PREVIEW_SIZE[0], free.width()) and preview.height() < free.height()
    assert free.contains(preview.geometry())
    if free.height() > PREVIEW_SIZE[1] + 100:  # a tall screen gets the whole wished size
        assert (preview.width(), preview.height()) == PREVIEW_SIZE


def test_roll_dice_phase_lanes_are_named_in_the_document_s_japanese(qapp, japanese):
    """qa-ja #8: 「行動ターン: movement」 in a Japanese window; the engine's text keeps its English."""
    from gmdesk.ui.timeline.blocks import phase_name, turn_phase_names
    war = load_war(MAPS / "sample-roll-dice-day1.json")
    ruleset = rulesets.get(war.ruleset)
    names = turn_phase_names(ruleset, war)
    assert [phase_name(p, names) for p in ("move", "action", "encounter", "escape", "combat")] == [
        "行動ターン：移動", "行動ターン：行動", "遭遇：戦闘開始", "戦闘ターン：逃走宣言", "戦闘ターン：IV順の行動"]
    assert str(names["move"]) == "行動ターン: movement"  # what the events and the CLI write


def test_in_english_the_phase_lanes_keep_their_names(qapp):
    from gmdesk.ui.timeline.blocks import phase_name, turn_phase_names
    war = load_war(MAPS / "sample-roll-dice-day1.json")
    assert phase_name("combat", turn_phase_names(rulesets.get(war.ruleset), war)) == "戦闘ターン: actions by IV"


def test_the_new_character_dialog_names_kinds_as_the_sheet_does(qtbot, japanese):
    """qa-ja #10: 種類 read "Master" in a Japanese window while the sheet editor says マスター."""
    from gmdesk.ui.sheet.new_character import NewCharacterDialog
    war = load_war(MAPS / "sample-roll-dice-day1.json")
    dialog = NewCharacterDialog(war, rulesets.get(war.ruleset))
    qtbot.addWidget(dialog)
    assert [dialog.kind.itemText(i) for i in range(dialog.kind.count())] == ["マスター", "サーヴァント", "トループ"]
    assert "セイバー (サーヴァント)" in [dialog.copy_of.itemText(i) for i in range(dialog.copy_of.count())]
