"""The map from the keyboard: arrows nudge the selection by grid steps (a burst of presses is one undo
step), Tab / Shift+Tab walk through the locations in file order, Enter opens the selected one."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QDialog

from gmdesk.model.mapedits import MoveLocations
from gmdesk.ui.map import nudge

SHIFT = Qt.KeyboardModifier.ShiftModifier


def pos(document, lid) -> QPointF:
    loc = document.war.map.locations[lid]
    return QPointF(loc.x, loc.y)


def last_edit(document):
    return document.undo_stack.command(document.undo_stack.count() - 1).edit


class Clock:
    """A clock the test moves by hand (nudges merge by time)."""

    def __init__(self):
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock(monkeypatch):
    fake = Clock()
    monkeypatch.setattr(nudge, "clock", fake)
    return fake


def press(qtbot, panel, key, modifier=Qt.KeyboardModifier.NoModifier):
    panel.view.setFocus()
    qtbot.keyClick(panel.view.viewport(), key, modifier)


def test_arrows_nudge_the_selection_one_grid_step_and_a_burst_is_one_undo_step(panel, mouse, qtbot, document,
                                                                                clock):
    start = pos(document, "threeways")
    mouse.click(start)
    assert panel.scene.grid == 20
    press(qtbot, panel, Qt.Key.Key_Right)
    assert pos(document, "threeways") == start + QPointF(20, 0)
    assert panel.scene.location_items["threeways"].pos() == start + QPointF(20, 0)
    edit = last_edit(document)
    assert isinstance(edit, MoveLocations) and edit.label == "nudge"
    assert document.undo_stack.undoText() == "nudge Threeways"
    clock.now += 1.0
    press(qtbot, panel, Qt.Key.Key_Right)
    clock.now += 1.0  # 1 s after the last one: still the same burst
    press(qtbot, panel, Qt.Key.Key_Down, SHIFT)
    press(qtbot, panel, Qt.Key.Key_Up)
    assert pos(document, "threeways") == start + QPointF(40, 80)
    assert document.undo_stack.count() == 1

    document.undo_stack.undo()
    assert pos(document, "threeways") == start
    assert panel.scene.location_items["threeways"].pos() == start
    document.undo_stack.redo()
    assert pos(document, "threeways") == start + QPointF(40, 80)


def test_a_pause_or_another_selection_starts_a_new_undo_step(panel, mouse, qtbot, document, clock):
    a, b = pos(document, "threeways"), pos(document, "collegium")
    mouse.click(a)
    press(qtbot, panel, Qt.Key.Key_Left)
    clock.now += 2.0  # a pause longer than the merge window
    press(qtbot, panel, Qt.Key.Key_Left)
    assert document.undo_stack.count() == 2
    mouse.click(b, modifier=Qt.KeyboardModifier.ControlModifier)  # now both are selected
    press(qtbot, panel, Qt.Key.Key_Up, SHIFT)
    assert document.undo_stack.count() == 3
    assert set(last_edit(document).positions) == {"threeways", "collegium"}
    assert pos(document, "threeways") == a + QPointF(-40, -100)
    assert pos(document, "collegium") == b + QPointF(0, -100)
    document.undo_stack.undo()
    assert pos(document, "threeways") == a + QPointF(-40, 0) and pos(document, "collegium") == b


def test_a_nudge_after_a_save_is_a_step_of_its_own(panel, mouse, qtbot, document, clock):
    mouse.click(pos(document, "threeways"))
    press(qtbot, panel, Qt.Key.Key_Right)
    document.save()  # what the autosave does two seconds after an edit
    press(qtbot, panel, Qt.Key.Key_Right)
    assert document.undo_stack.count() == 2
    document.undo_stack.undo()
    assert document.undo_stack.isClean()


def test_the_nudge_follows_the_grid_setting(panel, mouse, qtbot, document, clock):
    panel.scene.set_snap(False, grid=50)
    start = pos(document, "collegium")
    mouse.click(start)
    press(qtbot, panel, Qt.Key.Key_Left, SHIFT)
    assert pos(document, "collegium") == start + QPointF(-250, 0)


def test_arrows_without_a_selection_scroll_the_map(panel, qtbot, document):
    panel.view.set_zoom(3.0)
    bar = panel.view.horizontalScrollBar()
    before = bar.value()
    press(qtbot, panel, Qt.Key.Key_Right)
    assert bar.value() > before
    assert document.undo_stack.count() == 0


def test_arrows_in_another_tool_move_nothing(panel, mouse, qtbot, document):
    mouse.click(pos(document, "threeways"))
    panel.set_mode("link")
    press(qtbot, panel, Qt.Key.Key_Right)
    assert document.undo_stack.count() == 0


def test_tab_walks_the_locations_in_file_order_and_enter_opens_one(panel, qtbot, document):
    order = list(document.war.map.locations)
    press(qtbot, panel, Qt.Key.Key_Tab)
    assert panel.scene.selected_location_ids() == [order[0]]
    press(qtbot, panel, Qt.Key.Key_Tab)
    assert panel.scene.selected_location_ids() == [order[1]]
    press(qtbot, panel, Qt.Key.Key_Tab, SHIFT)
    press(qtbot, panel, Qt.Key.Key_Tab, SHIFT)  # round the start to the end
    assert panel.scene.selected_location_ids() == [order[-1]]
    assert panel.view.hasFocus()  # Tab stayed on the map

    opened = []
    panel.run_dialog = lambda dialog: opened.append(dialog.name_edit.text()) or QDialog.DialogCode.Rejected
    press(qtbot, panel, Qt.Key.Key_Return)
    press(qtbot, panel, Qt.Key.Key_Enter, Qt.KeyboardModifier.KeypadModifier)
    assert opened == [document.war.map.locations[order[-1]].name] * 2
    assert document.undo_stack.count() == 0


def test_tab_goes_on_from_the_last_of_several_selected_and_takes_the_select_tool(panel, mouse, qtbot, document):
    order = list(document.war.map.locations)
    panel.scene.select_locations([order[2], order[5]])
    press(qtbot, panel, Qt.Key.Key_Tab)
    assert panel.scene.selected_location_ids() == [order[6]]
    panel.set_mode("add")
    press(qtbot, panel, Qt.Key.Key_Tab)
    assert panel.scene.mode.name == "select" and panel.scene.selected_location_ids() == [order[0]]


def test_the_keys_are_in_the_map_menu_and_the_select_tool_says_so(panel):
    names = {action.objectName(): action for group in panel.actions_for_menu() for action in group}
    assert names["map.select_next"].shortcut() == QKeySequence("Tab")
    assert names["map.select_previous"].shortcut() == QKeySequence("Shift+Tab")
    assert QKeySequence("Return") in names["map.properties"].shortcuts()
    assert QKeySequence("Alt+Return") in names["map.properties"].shortcuts()
    tip = panel.action("map.select").toolTip()
    for words in ("Arrow keys", "grid step", "Shift+arrow", "Tab", "Enter"):
        assert words in tip


def test_a_fitted_map_shows_no_scroll_bar_so_no_refit_can_flip_one(panel):
    """A fit that showed a scroll bar shrank the view, whose refit hid it again, forever (a frozen window at
    some sizes): while the whole map is kept in view no bar is shown, and the GM's zoom brings them back."""
    from PySide6.QtCore import Qt

    view = panel.view
    off, needed = Qt.ScrollBarPolicy.ScrollBarAlwaysOff, Qt.ScrollBarPolicy.ScrollBarAsNeeded
    view.fit()
    assert view.keep_fitted
    assert (view.horizontalScrollBarPolicy(), view.verticalScrollBarPolicy()) == (off, off)
    for height in (500, 486, 500, 486):
        view.resize(view.width(), height)
        assert view.keep_fitted and view.horizontalScrollBarPolicy() == off
    view.zoom_in()
    assert not view.keep_fitted
    assert (view.horizontalScrollBarPolicy(), view.verticalScrollBarPolicy()) == (needed, needed)
