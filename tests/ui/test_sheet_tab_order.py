"""Tab walks the sheet from its tabs into the form, field after field in the form's order (QA keyboard, finding 7:
Tab went from the tabs to the problems list and on to the other docks; the fields came last of all)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication


def test_tab_from_the_sheet_s_tabs_reaches_name_then_true_name(qtbot, sample_window):
    window = sample_window
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    sheet = window.docks["sheet"]
    sheet.show_character("saber")
    sheet.raise_()
    bar = sheet.editor.tabs.tabBar()
    qtbot.waitUntil(bar.isVisible)
    bar.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is bar)
    qtbot.keyClick(bar, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is sheet.editor.field("name")
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is sheet.editor.field("true_name")
    sheet.show_character("archer")  # a form made again keeps the order
    bar.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is bar)
    qtbot.keyClick(bar, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is sheet.editor.field("name")
