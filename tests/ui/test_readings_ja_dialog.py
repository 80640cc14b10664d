"""Turn > Rule Readings… (Ctrl+Shift+D) and Help > Rules of This War in a Japanese window on an ap-sp war (an English
document, 000): the reading's question and each option's meaning are said in Japanese, the line references kept
(000:L471); the key and the war file's option ids stay in the source line and the tooltips. An English window shows
the ruleset's English."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QRadioButton

from gmdesk.ui.readings_dialog import ReadingsDialog
from gmdesk.ui.rules_reference import rules_html
from tests.ui.test_japanese_roll_dice_sheet import japanese  # noqa: F401 (fixture)
from tests.ui.test_japanese_rules_pages import _page
from tests.ui.test_readings_dialog import _item

SCOUT_QUESTION = "偵察は「ある場所への一時的な移動を1回」行います（000:L471）。その場所が隣接していなければならないかは書かれていません。"


def _meanings(dialog) -> list[str]:
    """The meanings under the options shown (the labels below the radio buttons)."""
    box = dialog.options_box
    return [box.itemAt(i).widget().text() for i in range(box.count())
            if isinstance(box.itemAt(i).widget(), QLabel) and not isinstance(box.itemAt(i).widget(), QRadioButton)]


def test_the_readings_dialog_asks_an_ap_sp_question_in_japanese(japanese, sample_window):
    window = sample_window
    action = window.actions_by_name("action.rule_readings")
    assert action.shortcut().toString() == "Ctrl+Shift+D"
    action.trigger()
    dialog = window.dialogs[-1]
    assert isinstance(dialog, ReadingsDialog) and dialog.isVisible()
    assert dialog.show_key("scout-range")
    assert dialog.title.text() == "偵察が見られる範囲"
    assert dialog.question.isVisible() and dialog.question.text() == SCOUT_QUESTION
    assert dialog.source.text() == "scout-range · 出典: I0.12; 000:L471"
    assert _meanings(dialog) == ["偵察の移動も移動なので、隣接する場所のみ（000:L520と同じ）", "地図上のどの場所でも"]
    buttons = {b.objectName(): b for b in dialog.findChildren(QRadioButton)}  # (the earlier row's are gone)
    assert buttons["readingOption.any"].text() == "地図上のどこでも"
    assert buttons["readingOption.any"].toolTip() == "戦争ファイルでの書き方：scout-range = any"
    assert dialog.show_key("low-health-penalty")  # a worked example's numbers as the document prints them
    assert dialog.question.text().startswith("「体力が1/3以下のキャラクターの攻撃は……与えるダメージが25%少なくなる」（000:L40）")
    assert "計算例が43.5375としているとおり、適用しない（000:L871）" in _meanings(dialog)
    dialog.filter_edit.setText("偵察は")  # the filter finds a reading by the words of its Japanese question
    assert dialog.current_key() == "scout-range"
    dialog.filter_edit.clear()
    assert dialog.choose("scout-range", "any")
    assert _item(dialog, "scout-range").toolTip(1).split("\n")[0] == "地図上のどの場所でも"  # the meaning in force
    text = _page(window.document.war)
    assert "偵察が見られる範囲: 地図上のどこでも — 地図上のどの場所でも" in text  # Rules of This War's changed reading
    assert "any location on the map" not in text and "scout-range = any" in text


def test_an_english_window_keeps_the_ap_sp_english(qtbot, document):
    dialog = ReadingsDialog(document)
    qtbot.addWidget(dialog)
    assert dialog.show_key("scout-range")
    assert dialog.question.text() == ("A scout makes \"a single temporary move to a location\" (000:L471); the text "
                                      "does not say whether that location must be adjacent.")
    assert _meanings(dialog) == ["a scouting move is a move: adjacent locations only (as 000:L520)",
                                 "any location on the map"]
    assert dialog.choose("scout-range", "any")
    assert "How far a scout may look: any location — any location on the map" in _page(document.war)
    assert rules_html(document.war).count("偵察") == 0
