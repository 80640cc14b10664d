"""Ctrl+Z in a sheet field undoes the war's edit once the field holds the war's value (QA keyboard, finding 4:
the text box took the key, showed the old name, and the war kept the new one); while the GM is still typing,
Ctrl+Z undoes the typing and the war is left alone."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

CTRL, SHIFT = Qt.KeyboardModifier.ControlModifier, Qt.KeyboardModifier.ShiftModifier


def _name_field(qtbot, window, cid):
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    sheet = window.docks["sheet"]
    sheet.show_character(cid)
    sheet.raise_()
    field = sheet.editor.field("name")
    qtbot.waitUntil(field.isVisible)
    field.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is field)
    return field


def test_ctrl_z_after_enter_undoes_the_war_s_edit_and_ctrl_shift_z_and_ctrl_y_redo_it(qtbot, sample_window):
    war = lambda: sample_window.document.war  # noqa: E731
    field = _name_field(qtbot, sample_window, "saber")
    field.selectAll()
    qtbot.keyClicks(field, "Saber of the Weir")
    qtbot.keyClick(field, Qt.Key.Key_Return)
    assert war().characters["saber"].name == "Saber of the Weir"
    qtbot.keyClick(field, Qt.Key.Key_Z, CTRL)
    assert war().characters["saber"].name == "Saber"
    qtbot.waitUntil(lambda: field.text() == "Saber")  # the field shows the war's value again
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Z, CTRL | SHIFT)
    assert war().characters["saber"].name == "Saber of the Weir"
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Z, CTRL)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Y, CTRL)
    assert war().characters["saber"].name == "Saber of the Weir"


def test_ctrl_z_while_typing_undoes_the_typing_only(qtbot, sample_window):
    field = _name_field(qtbot, sample_window, "saber")
    steps = sample_window.document.undo_stack.count()
    field.end(False)
    qtbot.keyClicks(field, "x")
    qtbot.keyClick(field, Qt.Key.Key_Z, CTRL)
    assert field.text() == "Saber"
    assert sample_window.document.undo_stack.count() == steps and sample_window.document.war.characters["saber"].name == "Saber"
