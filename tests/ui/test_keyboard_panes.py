"""The keyboard's way between the map and the docks (QA keyboard): F6 leaves the map (where Tab picks the next
location), Alt+number goes to a pane and puts the focus on its main control, View > (a dock) moves the focus
there, a control focused inside a dock hidden behind a tab brings the dock forward, and Tab leaves a table."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QApplication, QLineEdit

from gmdesk.ui.dock_layout import view_action
from gmdesk.ui.panes import PANES, dock_of


def _focused(qtbot, window):
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)


def _in(widget):
    focus = QApplication.focusWidget()
    return focus is not None and (focus is widget or widget.isAncestorOf(focus))


def test_f6_leaves_the_map_and_goes_round_the_panes_in_screen_order(qtbot, sample_window):
    window = sample_window
    _focused(qtbot, window)
    view = window.map_panel.view
    view.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is view)
    qtbot.keyClick(view, Qt.Key.Key_Tab)  # Tab stays the map's: the next location
    assert QApplication.focusWidget() is view and window.map_panel.scene.selected_location_ids()
    seen = []
    for _ in range(8):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_F6)
        seen.append(next(name for name, *_ in PANES if _in(window.map_panel if name == "map" else window.docks[name])))
        if seen[-1] == "map":
            break
    assert seen[0] == "sheet"  # the map's right-hand neighbour on the top row (cast, map, sheet)
    assert seen[-1] == "map" and {"cast", "sheet", "turns"} <= set(seen)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_F6, Qt.KeyboardModifier.ShiftModifier)
    assert _in(window.docks[seen[-2]])  # Shift+F6 goes back


def test_alt_number_goes_to_a_dock_behind_a_tab_and_focuses_its_control(qtbot, sample_window):
    window = sample_window
    _focused(qtbot, window)
    desk = window.docks["desk"]
    assert desk.visibleRegion().isEmpty()  # behind the Timeline as the window opens
    window.map_panel.view.setFocus()
    qtbot.keyClick(window.map_panel.view, Qt.Key.Key_4, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: not desk.visibleRegion().isEmpty())
    focus = QApplication.focusWidget()
    assert isinstance(focus, QAbstractItemView) and focus is desk.widget().characters
    qtbot.keyClick(focus, Qt.Key.Key_1, Qt.KeyboardModifier.AltModifier)
    assert QApplication.focusWidget() is window.map_panel.view


def test_view_menu_entry_moves_the_focus_into_the_dock(qtbot, sample_window):
    window = sample_window
    _focused(qtbot, window)
    undo = window.docks["undo"]
    window.map_panel.view.setFocus()
    view_action(undo).trigger()
    qtbot.waitUntil(lambda: not undo.visibleRegion().isEmpty())
    assert _in(undo)


def test_tab_into_a_dock_behind_a_tab_brings_it_forward_and_tab_leaves_tables(qtbot, sample_window):
    window = sample_window
    _focused(qtbot, window)
    events = window.docks["events"]
    assert events.visibleRegion().isEmpty()  # behind Turns
    turns_view = window.docks["turns"].findChild(QAbstractItemView)
    turns_view.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is turns_view)
    qtbot.keyClick(turns_view, Qt.Key.Key_Tab)  # out of the table, not to its next cell
    assert QApplication.focusWidget() is not turns_view
    assert dock_of(QApplication.focusWidget()) is events
    qtbot.waitUntil(lambda: not events.visibleRegion().isEmpty())  # the focus is where the GM sees it
    assert isinstance(QApplication.focusWidget(), QLineEdit)  # the events' filter


def test_tab_leaves_the_desk_s_orders_for_the_picker_not_the_next_cell(qtbot, sample_window):
    """The orders table had Qt's tabKeyNavigation: Tab walked its cells for ever, and the Timeline behind it was
    never reached by keys (QA keyboard, finding 5)."""
    window = sample_window
    _focused(qtbot, window)
    desk = window.docks["desk"].widget()
    table = desk.findChild(QAbstractItemView, "ordersTable")
    assert not table.tabKeyNavigation()
    qtbot.keyClick(window.map_panel.view, Qt.Key.Key_4, Qt.KeyboardModifier.AltModifier)
    desk.select_character(next(iter(window.document.war.characters)))
    qtbot.waitUntil(table.isVisible)
    table.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is table)
    qtbot.keyClick(table, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is not table and _in(window.docks["desk"])


def test_each_pane_s_key_lands_on_its_main_control(qtbot, sample_window):
    from PySide6.QtWidgets import QUndoView

    window = sample_window
    _focused(qtbot, window)
    window.docks["sheet"].show_character("saber")
    view = window.map_panel.view
    view.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is view)
    wanted = {Qt.Key.Key_3: lambda w: w is window.docks["sheet"].editor.field("name"),
              Qt.Key.Key_5: lambda w: type(w).__name__ == "LanesPlot",
              Qt.Key.Key_9: lambda w: isinstance(w, QUndoView),
              Qt.Key.Key_2: lambda w: isinstance(w, QAbstractItemView) and _in(window.docks["cast"]),
              Qt.Key.Key_1: lambda w: w is view}
    for key, landed in wanted.items():
        qtbot.keyClick(QApplication.focusWidget(), key, Qt.KeyboardModifier.AltModifier)
        assert landed(QApplication.focusWidget()), (key, QApplication.focusWidget())
