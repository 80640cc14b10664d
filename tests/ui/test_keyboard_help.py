"""Help > Keyboard Shortcuts names every key the window answers to (QA keyboard, finding 8: the docks' own keys,
the sheet lists' Ins/Del/Ctrl+D…, the desk's Del, were in no list), and no key it lists is claimed twice."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QAction, QKeySequence, QShortcut

from gmdesk.ui import shortcuts
from gmdesk.ui.shortcuts import dock_key_rows, shortcut_rows

NATIVE = QKeySequence.SequenceFormat.NativeText


def _listed(window) -> set[tuple[str, str]]:
    """(command or place, key) of every row of the dialog, keys one by one."""
    rows = shortcut_rows(window.menuBar()) + dock_key_rows()
    return {(where, key.strip()) for where, _what, keys in rows for key in keys.split(",")}


def test_every_key_a_widget_of_the_window_claims_is_in_the_list(qtbot, sample_window):
    window = sample_window
    window.docks["sheet"].show_character("saber")  # the sheet's lists and their tools
    listed_keys = {key for _where, key in _listed(window)}
    claimed = {}
    for action in window.findChildren(QAction):
        if action.associatedObjects() and action.shortcutContext() != Qt.ShortcutContext.WindowShortcut:
            for keys in action.shortcuts():
                claimed[keys.toString(NATIVE)] = action.objectName()
    for shortcut in window.findChildren(QShortcut):
        for keys in shortcut.keys():
            claimed[keys.toString(NATIVE)] = shortcut.parent().objectName()
    assert {"Ins", "Del", "Ctrl+D", "Ctrl+L", "Ctrl+Up"} <= set(claimed)  # the sheet's tools are there to check
    missing = {keys: who for keys, who in claimed.items() if keys not in listed_keys}
    assert not missing, missing


def test_the_go_to_keys_and_the_timeline_s_are_listed(sample_window):
    rows = shortcut_rows(sample_window.menuBar()) + dock_key_rows()
    by_command = {what: keys for _where, what, keys in rows}
    assert by_command["Next Pane"] == "F6" and by_command["Cast"] == "Alt+2"
    assert by_command["Previous / next event"] == "Left, Right"


def test_a_japanese_menu_s_letter_is_left_out_of_the_list():
    from gmdesk.ui.shortcuts import plain

    assert plain("保存(&S)") == "保存" and plain("&Save") == "Save" and plain("Save &As…") == "Save As…"


class _Screen:
    def __init__(self, width: int, height: int):
        self.rect = QRect(0, 0, width, height)

    def availableGeometry(self) -> QRect:  # noqa: N802 (Qt's name)
        return self.rect


@pytest.mark.parametrize("screen", [(1366, 768), (1920, 1080)])
def test_the_keys_column_is_in_view_when_the_list_opens(qtbot, sample_window, monkeypatch, screen):
    """QA qa-newwar: at 560 pixels wide the Keys column (the one the GM opened the list for) was behind a sideways
    scroll; the dialog now opens as wide as its columns, within the screen."""
    monkeypatch.setattr(shortcuts.QGuiApplication, "primaryScreen", staticmethod(lambda: _Screen(*screen)))
    dialog = shortcuts.ShortcutsDialog(sample_window.menuBar())
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    table = dialog.table
    keys_end = table.columnViewportPosition(2) + table.columnWidth(2)
    assert keys_end <= table.viewport().width(), (keys_end, table.viewport().width())
    assert dialog.width() <= screen[0] and dialog.height() <= screen[1]
    assert table.horizontalScrollBar().maximum() == 0
