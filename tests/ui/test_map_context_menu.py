"""The map's context menu (QA qf-mapdraw #4): a right click on a place offers its properties, links to the
nearest places, unlinks from its neighbours and Delete; on empty ground a new location there. Each entry is one
undo step; a right drag still pans and opens nothing."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt


def at(document, lid) -> QPointF:
    loc = document.war.map.locations[lid]
    return QPointF(loc.x, loc.y)


def entries(menu) -> list[str]:
    return [action.text().replace("&", "") for action in menu.actions() if not action.isSeparator()]


def submenu(menu, name):
    return next(action.menu() for action in menu.actions() if action.menu() and action.menu().objectName() == name)


def test_a_right_click_on_a_place_offers_what_can_be_done_to_it(panel, mouse, document):
    panel.context_menu = None
    mouse.click(at(document, "threeways"), button=Qt.MouseButton.RightButton)
    menu = panel.context_menu
    assert menu is not None and menu.isVisible()
    assert entries(menu) == ["Properties of Threeways…", "Link to", "Unlink from", "Delete"]
    assert panel.scene.selected_location_ids() == ["threeways"]
    neighbours = {document.war.map.locations[n].name for n in document.war.map.neighbours("threeways")}
    assert set(entries(submenu(menu, "map.context.unlink"))) == neighbours
    offered = entries(submenu(menu, "map.context.link"))
    assert offered and not set(offered) & neighbours and "Threeways" not in offered
    menu.close()


def test_link_to_and_unlink_from_are_one_undo_step_each(panel, mouse, document):
    war = document.war
    mouse.click(at(document, "threeways"), button=Qt.MouseButton.RightButton)
    link = submenu(panel.context_menu, "map.context.link").actions()[0]
    target = next(loc.id for loc in war.map.locations.values() if loc.name == link.text())
    link.trigger()
    assert war.map.adjacent("threeways", target) and document.undo_stack.count() == 1
    assert document.undo_stack.undoText() == f"link Threeways and {link.text()}"
    panel.context_menu.close()
    mouse.click(at(document, "threeways"), button=Qt.MouseButton.RightButton)
    unlink = next(a for a in submenu(panel.context_menu, "map.context.unlink").actions() if a.text() == link.text())
    unlink.trigger()
    assert not war.map.adjacent("threeways", target) and document.undo_stack.count() == 2
    panel.context_menu.close()


def test_a_right_click_on_empty_ground_adds_a_location_there(panel, mouse, document):
    spot = QPointF(at(document, "threeways").x() + 60, at(document, "threeways").y() - 45)
    assert panel.scene.location_id_at(spot) is None
    mouse.click(spot, button=Qt.MouseButton.RightButton)
    menu = panel.context_menu
    assert entries(menu) == ["Add a location here", "Fit the whole map"]
    before = set(document.war.map.locations)
    next(a for a in menu.actions() if a.objectName() == "map.context.add").trigger()
    (new,) = set(document.war.map.locations) - before
    loc = document.war.map.locations[new]
    assert loc.name == "New location"
    assert abs(loc.x - spot.x()) < 2 and abs(loc.y - spot.y()) < 2  # where the click was (to a view pixel)
    assert document.undo_stack.count() == 1 and panel.scene.selected_location_ids() == [new]
    menu.close()


def test_delete_from_the_menu_deletes_the_place_clicked(panel, mouse, document):
    empty = next(lid for lid in document.war.map.locations
                 if not any(ch.location == lid for ch in document.war.characters.values())
                 and not any(b.location == lid for b in document.war.battles))
    mouse.click(at(document, empty), button=Qt.MouseButton.RightButton)
    next(a for a in panel.context_menu.actions() if a.objectName() == "map.delete").trigger()
    assert empty not in document.war.map.locations and document.undo_stack.count() == 1


def test_a_right_drag_pans_and_opens_no_menu(panel, mouse, document):
    panel.context_menu = None
    bar = panel.view.horizontalScrollBar()
    panel.view.set_zoom(panel.view.zoom() * 3)
    before = bar.value()
    mouse.drag(at(document, "threeways"), at(document, "threeways") + QPointF(80, 0),
               button=Qt.MouseButton.RightButton)
    assert panel.context_menu is None and bar.value() != before


def test_a_war_that_cannot_be_edited_offers_only_the_read_only_properties(panel, mouse, document):
    panel.set_viewer(document.war.team_ids()[0])
    mouse.click(at(document, "threeways"), button=Qt.MouseButton.RightButton)
    assert entries(panel.context_menu) == ["Properties of Threeways…"]
    panel.context_menu.close()


def test_the_menu_key_opens_the_selected_places_menu(panel, document, qtbot):
    from PySide6.QtCore import QPoint
    from PySide6.QtGui import QContextMenuEvent
    from PySide6.QtWidgets import QApplication

    panel.scene.select_locations(["weir-mills"])
    event = QContextMenuEvent(QContextMenuEvent.Reason.Keyboard, QPoint(5, 5), panel.view.mapToGlobal(QPoint(5, 5)))
    QApplication.sendEvent(panel.view, event)
    assert panel.context_menu.actions()[0].text() == "Properties of Weir Mills…"
    panel.context_menu.close()
