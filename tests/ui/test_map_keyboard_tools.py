"""The map's Add and Link tools by keyboard (QA keyboard, finding 6: A then Enter did nothing, and a link could
only be dragged): Enter in the Add tool adds a location in the middle of the view, clear of the others, and
selects it; Tab picks a location, L takes the Link tool and Enter asks which location to link it to, by name.
One undo step each."""

from __future__ import annotations

import math

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog

from gmdesk.ui.map.keyboard import LinkDialog


def press(qtbot, panel, key, modifier=Qt.KeyboardModifier.NoModifier):
    panel.view.setFocus()
    qtbot.keyClick(panel.view.viewport(), key, modifier)


def test_a_then_enter_adds_a_location_in_the_view_clear_of_the_others_and_undo_takes_it_away(panel, qtbot, document):
    before = set(document.war.map.locations)
    press(qtbot, panel, Qt.Key.Key_A)
    assert panel.scene.mode.name == "add_location"
    press(qtbot, panel, Qt.Key.Key_Return)
    first = [lid for lid in document.war.map.locations if lid not in before]
    assert len(first) == 1 and panel.scene.selected_location_ids() == first  # selected: Enter now names it
    assert panel.scene.mode.name == "select"
    press(qtbot, panel, Qt.Key.Key_A)
    press(qtbot, panel, Qt.Key.Key_Enter, Qt.KeyboardModifier.KeypadModifier)
    added = [lid for lid in document.war.map.locations if lid not in before]
    assert len(added) == 2 and document.undo_stack.count() == 2
    places = document.war.map.locations
    for lid in added:
        others = [loc for other, loc in places.items() if other != lid]
        assert min(math.hypot(places[lid].x - o.x, places[lid].y - o.y) for o in others) >= 40
        assert panel.view.viewport().rect().contains(panel.view.mapFromScene(places[lid].x, places[lid].y))
    document.undo_stack.undo()
    document.undo_stack.undo()
    assert set(document.war.map.locations) == before


def test_tab_l_enter_links_the_selected_location_to_the_one_named(panel, qtbot, document):
    links = list(document.war.map.links)
    order = list(document.war.map.locations)
    press(qtbot, panel, Qt.Key.Key_Tab)
    start = panel.scene.selected_location_ids()[0]
    far = next(lid for lid in order if lid != start and (start, lid) not in links and (lid, start) not in links)
    asked = []

    def answer(dialog):
        asked.append(dialog)
        assert isinstance(dialog, LinkDialog)
        dialog.edit.setText(document.war.map.locations[far].name.upper())  # letter case aside
        return QDialog.DialogCode.Accepted

    panel.run_dialog = answer
    press(qtbot, panel, Qt.Key.Key_L)
    assert panel.scene.mode.name == "link"
    press(qtbot, panel, Qt.Key.Key_Return)
    assert len(asked) == 1
    assert len(document.war.map.links) == len(links) + 1
    assert {start, far} == set(document.war.map.links[-1])
    document.undo_stack.undo()
    assert list(document.war.map.links) == links


def test_enter_in_the_link_tool_without_a_selection_says_what_to_do(panel, qtbot, document):
    panel.scene.select_locations([])
    panel.run_dialog = lambda dialog: (_ for _ in ()).throw(AssertionError("no dialog without a location"))
    press(qtbot, panel, Qt.Key.Key_L)
    press(qtbot, panel, Qt.Key.Key_Return)
    assert "Select the location to link first" in panel.status.text()
    assert document.undo_stack.count() == 0


def test_a_location_added_by_key_is_linked_by_l_enter(panel, qtbot, document):
    press(qtbot, panel, Qt.Key.Key_A)
    press(qtbot, panel, Qt.Key.Key_Return)
    new = panel.scene.selected_location_ids()[0]
    panel.run_dialog = lambda dialog: dialog.edit.setText("Weir Bridge") or QDialog.DialogCode.Accepted
    press(qtbot, panel, Qt.Key.Key_L)
    press(qtbot, panel, Qt.Key.Key_Return)
    assert set(document.war.map.links[-1]) == {new, "weir-bridge"}
