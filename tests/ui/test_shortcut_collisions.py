"""No key of the main window is claimed twice where both claims are live: Qt then runs neither ("Ambiguous
shortcut overload") and the key silently does nothing (QA first hour: Del on the map did nothing because the
Turn Desk's order list claimed Del window-wide). And Redo answers Ctrl+Y as the user guide says."""

from __future__ import annotations

from collections import defaultdict

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence, QShortcut

from gmdesk.ui.map.items import LocationItem

WINDOW_WIDE = (Qt.ShortcutContext.WindowShortcut, Qt.ShortcutContext.ApplicationShortcut)


def _claims(window) -> dict[str, list[tuple[str, bool]]]:
    """Every key the window's actions (those on a menu, toolbar or widget) and QShortcuts claim: who claims it,
    and whether window-wide (live wherever the focus is) or for a widget (live while it, or a child, has focus)."""
    claims: dict[str, list[tuple[str, bool]]] = defaultdict(list)
    for action in window.findChildren(QAction):
        if action.associatedObjects():
            for keys in action.shortcuts():
                claims[keys.toString()].append((action.objectName() or action.text(),
                                                action.shortcutContext() in WINDOW_WIDE))
    for shortcut in window.findChildren(QShortcut):
        for keys in shortcut.keys():
            claims[keys.toString()].append((f"QShortcut of {shortcut.parent().objectName() or shortcut.parent()}",
                                            shortcut.context() in WINDOW_WIDE))
    return claims


def test_no_window_wide_key_is_claimed_again_anywhere(sample_window):
    """A window-wide key is live wherever the focus is, so any other claim of it is ambiguous while live (two
    claims scoped to different widgets are not: only one has the focus)."""
    assert sample_window.docks  # every dock built (the desk's order list among them)
    ambiguous = {keys: who for keys, who in _claims(sample_window).items()
                 if keys and len(who) > 1 and any(wide for _, wide in who)}
    assert not ambiguous, ambiguous


def test_del_on_the_map_deletes_the_selected_location_and_ctrl_y_redoes(sample_window, qtbot):
    assert sample_window.docks
    view = sample_window.map_panel.view
    scene = view.scene()
    before = len(sample_window.document.war.map.locations)
    war = sample_window.document.war
    empty = {lid for lid in war.map.locations} - {ch.location for ch in war.characters.values()}
    item = next(i for i in scene.items() if isinstance(i, LocationItem) and i.location_id in empty)
    scene.clearSelection()
    item.setSelected(True)
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Delete)
    assert len(sample_window.document.war.map.locations) == before - 1
    qtbot.keyClick(view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert len(sample_window.document.war.map.locations) == before
    qtbot.keyClick(view, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    assert len(sample_window.document.war.map.locations) == before - 1
    assert any(k.matches(QKeySequence("Ctrl+Y")) == QKeySequence.SequenceMatch.ExactMatch
               for k in sample_window.redo_action.shortcuts())
    # QTest's last event was Ctrl's release, which still carries Ctrl: the application would read Ctrl as held for
    # the tests that follow (a click then toggles a selection). A plain key leaves no modifier behind.
    qtbot.keyClick(view, Qt.Key.Key_Escape)
