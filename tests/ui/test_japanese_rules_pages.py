"""Turn > Rule Readings and Help > Rules of This War in a Japanese window (QA qa-jagm #2, #4): a reading's option is
named by its short label in the window's language, its id only in a tooltip and the source line; the roll-dice
rules page says its summary, the phases' activities, initiative, Command Spells and the stats in the document's
Japanese; Correct a Past Turn names a turn by the ruleset's word (#11). An English window keeps its English (and the
CLI its text)."""

from __future__ import annotations

import re

from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QRadioButton

from gmdesk.ui import i18n
from gmdesk.ui.readings_dialog import ReadingsDialog
from gmdesk.ui.rules_reference import rules_html
from tests.ui.test_japanese_roll_dice_sheet import day, japanese  # noqa: F401 (fixtures)
from tests.ui.test_readings_dialog import _item

#: The English the QA read on the Japanese rules page (qa-jagm #4).
ENGLISH_ON_THE_PAGE = ("d6 pools", "— move", "effects, act", "— flee", "descending IV", "a Master has",
                       "points.command_spells_granted", "Strength", "Endurance", "Agility", "Magic", "Luck",
                       "Noble Phantasm", "up to 2", "without subranks", "for none")


def _page(war) -> str:
    page = QTextDocument()
    page.setHtml(rules_html(war))
    return page.toPlainText()


def test_the_readings_dialog_names_options_by_their_japanese_labels(qtbot, day, japanese):
    dialog = ReadingsDialog(day)
    qtbot.addWidget(dialog)
    assert day.war.settings["interpretations"]["iv-tie"] == "random"  # the sample day's own choice
    row = _item(dialog, "iv-tie")
    assert row.text(1) == "ランダムに決める（変更済み）"
    assert row.toolTip(1).split("\n") == ["対抗判定の代わりにランダムに決める（文書のルールではない）",
                                          "既定: GMが対抗判定を振る", "戦争ファイルでの書き方：iv-tie = random"]
    ids = re.compile(r"^[a-z0-9-]+(（|$)")  # an option shown by its id: `gm（既定）`, `random（変更済み…`
    shown = [_item(dialog, key).text(1) for key in dialog._rows]
    assert [text for text in shown if ids.match(text)] == [] and len(shown) == 22  # 18 roll-dice readings and 4 update readings
    assert dialog.show_key("row-placement")
    buttons = {button.objectName(): button for button in dialog.findChildren(QRadioButton)
               if button.isVisibleTo(dialog)}
    assert buttons["readingOption.gm"].text() == "GMが配置する（既定）"
    assert buttons["readingOption.default-line"].text() == "例の並びのとおり"
    assert buttons["readingOption.default-line"].toolTip() == "戦争ファイルでの書き方：row-placement = default-line"
    assert dialog.source.text().startswith("row-placement")  # the key stays in the source line
    assert dialog.choose("combat-turns", "gm")
    assert day.undo_stack.undoText() == "「1行動ターン内の戦闘ターン」の解釈を「最初の後はGMに尋ねる」にする"
    assert _item(dialog, "combat-turns").text(1) == "最初の後はGMに尋ねる（変更済み）"


def test_the_readings_dialog_keeps_english_labels_in_english(qtbot, day):
    dialog = ReadingsDialog(day)
    qtbot.addWidget(dialog)
    assert _item(dialog, "iv-tie").text(1) == "random draw (changed)"
    assert _item(dialog, "iv-tie").toolTip(1).split("\n")[1:] == ["Default: the GM rolls the contest",
                                                                  "In the war file: iv-tie = random"]
    assert _item(dialog, "move-range").text(1) == "a linked district (default)"


def test_the_rules_page_speaks_the_documents_japanese(day, japanese):
    text, _english_notes = _page(day.war).split("以下の表・移動・注記は")
    assert [english for english in ENGLISH_ON_THE_PAGE if english in text] == []
    assert "ステータスレベル×2個のダイス" in text and "1日は4行動ターン" in text
    assert "戦闘ターン：逃走宣言 (同時) — 戦闘離脱" in text and "— 効果、行動" in text
    assert "roll-dice 004:L197-L201, L871：IVの高い順、IV＝敏捷×3＋幸運" in text and "IVが同値のとき" in text
    assert "マスターの令呪は3画（roll-dice 004:L274）" in text and "「追加された令呪」" in text
    assert "STR 筋力: E/D/C/B/A/EX、'+' は2個まで" in text and "幸運による振り直し" in text
    assert "IVが同値のとき: ランダムに決める — 対抗判定の代わりに" in text and "iv-tie = random" in text
    assert _english_notes.startswith("、gmdesk が文書について書いた技術メモで、英語のままです。")


def test_the_rules_page_keeps_its_english_in_english(day):
    text = _page(day.war)
    assert text.count("d6 pools: a stat rolls level × 2 dice") == 1 and "STR Strength: E/D/C/B/A/EX" in text
    assert "— effects, act" in text and "— flee the battle" in text
    assert "descending IV, IV = AGI × 3 + LCK (full tie: Equal IV (iv-tie))" in text
    assert "entered on the sheet as “Command Spells granted”" in text and "points.command_spells" not in text
    assert "engineering notes" not in text


def test_correct_a_past_turn_names_turns_with_the_rulesets_word(qtbot, day, japanese):
    """QA qa-jagm #11: the turn selector read "Turn 1" in a Japanese window; roll-dice's turn is 行動ターン (L237)."""
    from gmdesk.ui.desk import CorrectionDialog

    assert day.store.resolve(orders=[], seed=1).resolved
    dialog = CorrectionDialog(day)
    qtbot.addWidget(dialog)
    assert [dialog.turn.itemText(i) for i in range(dialog.turn.count())] == ["行動ターン 1"]
    i18n.install("en")
    english = CorrectionDialog(day)
    qtbot.addWidget(english)
    assert english.turn.itemText(0) == "Action turn 1"
