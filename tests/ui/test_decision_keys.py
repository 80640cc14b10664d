"""The GM's question answered by keyboard: the first answer has the focus, Tab / arrows move between the answers,
Space or Enter gives the one in focus, and Esc answers later (nothing chosen)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from gmdesk.engine.decisions import PendingDecision
from gmdesk.ui.desk.decision_dialog import DecisionDialog


def _asked(qtbot, document):
    dialog = DecisionDialog(PendingDecision("q-1", "Who goes first?", ["saber", "archer"], "gm", "", {}),
                            document.war)
    qtbot.addWidget(dialog)
    chosen = []
    dialog.chosen.connect(chosen.append)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.buttons["saber"])
    return dialog, chosen


def test_tab_then_enter_answers_the_answer_in_focus(qtbot, document):
    dialog, chosen = _asked(qtbot, document)
    qtbot.keyClick(dialog.buttons["saber"], Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is dialog.buttons["archer"]
    qtbot.keyClick(dialog.buttons["archer"], Qt.Key.Key_Return)
    assert chosen == ["archer"] and not dialog.isVisible()


def test_escape_answers_later(qtbot, document):
    dialog, chosen = _asked(qtbot, document)
    qtbot.keyClick(dialog.buttons["saber"], Qt.Key.Key_Escape)
    assert chosen == [] and not dialog.isVisible()
