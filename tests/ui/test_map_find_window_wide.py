"""Map > Find… (Ctrl+F) is a window-wide search: it opens from the cast or the sheet, not only when the map
has the keyboard focus (QA: with the focus in the Sheet editor Ctrl+F did nothing). The map's one-letter
keys stay the map's own."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLineEdit


def test_ctrl_f_opens_find_from_the_cast_filter(qtbot, sample_window):
    from gmdesk.ui.map.find import FindDialog

    panel = sample_window.map_panel
    asked = []

    def answer(dialog):
        asked.append(isinstance(dialog, FindDialog))
        dialog.edit.setText("Weir Bridge")
        return dialog.DialogCode.Accepted

    panel.run_dialog = answer
    sample_window.activateWindow()
    edits = sample_window.docks["cast"].findChildren(QLineEdit)  # the cast's filter
    assert edits and not panel.isAncestorOf(edits[0])
    edits[0].setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is edits[0])
    qtbot.keyClick(edits[0], Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    assert asked == [True]
    assert panel.scene.selected_location_ids() == ["weir-bridge"]
    # a plain F typed in the filter stays a letter, not the map's Fit
    qtbot.keyClick(edits[0], Qt.Key.Key_F)
    assert edits[0].text().endswith("f")
    assert asked == [True]
