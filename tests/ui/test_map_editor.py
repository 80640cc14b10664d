"""The map editor driven with real mouse and key events on the offscreen widgets: every gesture is one
undo step on the document, and undo/redo bring the model and the drawing back together."""

from __future__ import annotations

import struct
import zlib

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QDialog

from gmdesk.model.mapedits import MoveLocations, SetLocationFields


def pos(document, lid) -> QPointF:
    loc = document.war.map.locations[lid]
    return QPointF(loc.x, loc.y)


def item_pos(panel, lid) -> QPointF:
    return panel.scene.location_items[lid].pos()


def last_edit(document):
    return document.undo_stack.command(document.undo_stack.count() - 1).edit


# -- adding ---------------------------------------------------------------------------------------------
def test_click_in_add_mode_adds_a_location_where_clicked(panel, mouse, document):
    panel.action("map.add_location").trigger()
    assert panel.scene.mode.name == "add_location"
    before = set(document.war.map.locations)
    spot = QPointF(400, 700)
    mouse.click(spot)
    assert set(document.war.map.locations) - before == {"new-location"}
    loc = document.war.map.locations["new-location"]
    assert loc.name == "New location"
    assert abs(loc.x - spot.x()) < 3 and abs(loc.y - spot.y()) < 3
    assert item_pos(panel, "new-location") == QPointF(loc.x, loc.y)
    mouse.click(QPointF(430, 800))
    assert document.war.map.locations["new-location-2"].name == "New location 2"
    assert document.undo_stack.count() == 2
    document.undo_stack.undo()
    assert "new-location-2" not in document.war.map.locations
    assert "new-location-2" not in panel.scene.location_items


def test_click_on_a_node_in_add_mode_adds_nothing(panel, mouse, document):
    panel.set_mode("add")
    mouse.click(pos(document, "threeways"))
    assert document.undo_stack.count() == 0


# -- linking --------------------------------------------------------------------------------------------
def test_drag_from_node_to_node_in_link_mode_links_them(panel, mouse, document):
    war_map = document.war.map
    assert not war_map.adjacent("threeways", "collegium")
    panel.action("map.link").trigger()
    mouse.drag(pos(document, "threeways"), pos(document, "collegium"))
    assert war_map.adjacent("threeways", "collegium")
    assert frozenset(("threeways", "collegium")) in panel.scene.link_items
    assert document.undo_stack.count() == 1
    assert panel.scene.mode._line is None  # the rubber line is gone
    document.undo_stack.undo()
    assert not war_map.adjacent("threeways", "collegium")
    assert frozenset(("threeways", "collegium")) not in panel.scene.link_items


def test_releasing_a_link_drag_on_nothing_adds_nothing(panel, mouse, document):
    panel.set_mode("link")
    links = list(document.war.map.links)
    mouse.drag(pos(document, "threeways"), QPointF(300, 50))
    assert document.war.map.links == links
    assert document.undo_stack.count() == 0


def test_clicking_a_road_in_link_mode_removes_it(panel, mouse, document):
    panel.set_mode("link")
    a, b = pos(document, "weir-mills"), pos(document, "weir-bridge")
    mouse.click((a + b) / 2)
    assert not document.war.map.adjacent("weir-mills", "weir-bridge")
    assert frozenset(("weir-mills", "weir-bridge")) not in panel.scene.link_items
    document.undo_stack.undo()
    assert document.war.map.adjacent("weir-mills", "weir-bridge")
    assert frozenset(("weir-mills", "weir-bridge")) in panel.scene.link_items


def test_escape_returns_to_select_mode(panel, qtbot):
    panel.set_mode("link")
    panel.view.setFocus()
    qtbot.keyClick(panel.view.viewport(), Qt.Key.Key_Escape)
    assert panel.scene.mode.name == "select"
    assert panel.action("map.select").isChecked()


# -- moving ---------------------------------------------------------------------------------------------
def test_dragging_a_node_is_one_move_and_undo_redo_follow(panel, mouse, document):
    start = pos(document, "threeways")
    link = panel.scene.link_items[frozenset(("weir-mills", "threeways"))]
    mouse.drag(start, start + QPointF(80, 40))
    moved = pos(document, "threeways")
    assert moved != start and abs(moved.x() - (start.x() + 80)) < 3 and abs(moved.y() - (start.y() + 40)) < 3
    assert document.undo_stack.count() == 1
    edit = last_edit(document)
    assert isinstance(edit, MoveLocations) and edit.label == "move" and set(edit.positions) == {"threeways"}
    assert item_pos(panel, "threeways") == moved
    assert moved in (link.line().p1(), link.line().p2())  # the road followed its end

    document.undo_stack.undo()
    assert pos(document, "threeways") == start and item_pos(panel, "threeways") == start
    assert start in (link.line().p1(), link.line().p2())
    document.undo_stack.redo()
    assert pos(document, "threeways") == moved and item_pos(panel, "threeways") == moved


def test_dragging_a_selection_moves_all_in_one_step(panel, mouse, document):
    a, b = pos(document, "threeways"), pos(document, "collegium")
    mouse.click(a)
    mouse.click(b, modifier=Qt.KeyboardModifier.ControlModifier)
    assert set(panel.scene.selected_location_ids()) == {"threeways", "collegium"}
    mouse.drag(b, b + QPointF(0, 60))
    assert document.undo_stack.count() == 1
    assert set(last_edit(document).positions) == {"threeways", "collegium"}
    assert abs(pos(document, "threeways").y() - (a.y() + 60)) < 3
    assert abs(pos(document, "collegium").y() - (b.y() + 60)) < 3


def test_a_click_without_moving_pushes_nothing(panel, mouse, document):
    mouse.click(pos(document, "threeways"))
    assert panel.scene.selected_location_ids() == ["threeways"]
    assert document.undo_stack.count() == 0


def test_rubber_band_selects(panel, mouse, document):
    mouse.drag(QPointF(50, 40), QPointF(400, 300))
    assert set(panel.scene.selected_location_ids()) == {"threeways", "calder-hill", "collegium"}
    assert document.undo_stack.count() == 0


def test_snap_to_grid_puts_a_dragged_node_on_the_grid(panel, mouse, document):
    panel.action("map.snap").setChecked(True)
    assert panel.scene.snap and panel.scene.grid == 20
    start = pos(document, "threeways")
    mouse.drag(start, start + QPointF(33, 27))
    x, y = document.war.map.locations["threeways"].x, document.war.map.locations["threeways"].y
    assert x % 20 == 0 and y % 20 == 0 and (x, y) != (start.x(), start.y())
    assert item_pos(panel, "threeways") == QPointF(x, y)


def test_snap_to_grid_applies_to_added_locations(panel, mouse, document):
    panel.scene.set_snap(True, grid=50)
    panel.set_mode("add_location")
    mouse.click(QPointF(412, 688))
    loc = document.war.map.locations["new-location"]
    assert (loc.x, loc.y) == (400, 700)


# -- deleting -------------------------------------------------------------------------------------------
def test_deleting_where_characters_stand_asks_where_they_go_and_undo_restores(panel, mouse, document):
    war = document.war
    links_before = list(war.map.links)
    mouse.click(pos(document, "cape-light"))
    asked = []

    def answer(dialog):
        asked.append(sorted(dialog.relocation()))
        first = dialog.combo_for("tobias")
        assert first.itemData(0) in war.map.neighbours("cape-light")  # neighbours are offered first
        dialog.choose("tobias", "harbour-docks")
        dialog.choose("archer", "bonded-warehouses")
        return QDialog.DialogCode.Accepted

    panel.run_dialog = answer
    assert panel.action("map.delete").isEnabled()
    panel.action("map.delete").trigger()
    assert asked == [["archer", "tobias"]]
    assert "cape-light" not in war.map.locations and "cape-light" not in panel.scene.location_items
    assert war.characters["tobias"].location == "harbour-docks"
    assert war.characters["archer"].location == "bonded-warehouses"
    assert panel.scene.token_items["tobias"].parentItem() is panel.scene.location_items["harbour-docks"]
    assert document.undo_stack.count() == 1

    document.undo_stack.undo()
    assert "cape-light" in war.map.locations and war.map.links == links_before
    assert war.characters["tobias"].location == "cape-light"
    assert war.characters["archer"].location == "cape-light"
    assert panel.scene.token_items["archer"].parentItem() is panel.scene.location_items["cape-light"]
    assert frozenset(("bonded-warehouses", "cape-light")) in panel.scene.link_items


def test_delete_key_deletes_an_empty_location(panel, mouse, qtbot, document):
    mouse.click(pos(document, "collegium"))
    qtbot.keyClick(panel.view.viewport(), Qt.Key.Key_Delete)
    assert "collegium" not in document.war.map.locations


def test_cancelling_the_relocate_dialog_deletes_nothing(panel, mouse, document):
    mouse.click(pos(document, "hollin-wood"))
    panel.run_dialog = lambda dialog: QDialog.DialogCode.Rejected
    assert not panel.delete_selected()
    assert "hollin-wood" in document.war.map.locations and document.undo_stack.count() == 0


def test_deleting_a_battlefield_is_refused_with_a_reason(panel, mouse, document, qtbot):
    mouse.click(pos(document, "gasworks"))
    panel.run_dialog = lambda dialog: QDialog.DialogCode.Accepted  # everyone to the first offer
    with qtbot.waitSignal(panel.message) as said:
        panel.delete_selected()
    assert "battle" in said.args[0]
    assert "gasworks" in document.war.map.locations
    assert "battle" in panel.status.text()


# -- properties -----------------------------------------------------------------------------------------
def test_double_click_edits_the_properties_as_one_step_with_only_the_changes(panel, mouse, document):
    seen = []

    def answer(dialog):
        seen.append(dialog.name_edit.text())
        dialog.name_edit.setText("Threeways Cross")
        dialog.effects_edit.setText("crossroads, market-day")
        dialog.owner_combo.setCurrentIndex(dialog.owner_combo.findData("hale"))
        return QDialog.DialogCode.Accepted

    panel.run_dialog = answer
    mouse.double_click(pos(document, "threeways"))
    assert seen == ["Threeways"]
    loc = document.war.map.locations["threeways"]
    assert (loc.name, loc.effects, loc.home_base, loc.hidden) == (
        "Threeways Cross", ["crossroads", "market-day"], "hale", False)
    edit = last_edit(document)
    assert isinstance(edit, SetLocationFields) and set(edit.values) == {"name", "effects", "home_base"}
    item = panel.scene.location_items["threeways"]
    assert item.name == "Threeways Cross" and item.owner_color is not None and len(item.effects) == 2
    document.undo_stack.undo()
    assert document.war.map.locations["threeways"].name == "Threeways"
    assert panel.scene.location_items["threeways"].owner_color is None


def test_properties_dialog_unchanged_pushes_nothing(panel, mouse, document):
    panel.run_dialog = lambda dialog: QDialog.DialogCode.Accepted
    mouse.click(pos(document, "collegium"))
    assert not panel.action("map.properties").trigger()
    assert document.undo_stack.count() == 0


# -- auto layout ----------------------------------------------------------------------------------------
def test_auto_layout_is_one_undo_step(panel, document):
    before = {lid: (loc.x, loc.y) for lid, loc in document.war.map.locations.items()}
    panel.action("map.layout.spring").trigger()
    assert document.undo_stack.count() == 1
    edit = last_edit(document)
    assert isinstance(edit, MoveLocations) and edit.label == "auto layout (spring)"
    assert set(edit.positions) == set(before)
    after = {lid: (loc.x, loc.y) for lid, loc in document.war.map.locations.items()}
    assert after != before
    for lid, (x, y) in after.items():
        assert panel.scene.location_items[lid].pos() == QPointF(x, y)
    assert panel.action("map.layout.spring").statusTip()
    document.undo_stack.undo()
    assert {lid: (loc.x, loc.y) for lid, loc in document.war.map.locations.items()} == before


# -- background -----------------------------------------------------------------------------------------
def _png(path, width=4, height=3):
    """A tiny real PNG (grey), written without Qt."""
    raw = b"".join(b"\x00" + b"\x80\x80\x80" * width for _ in range(height))

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    path.write_bytes(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
                     + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))
    return path


def test_background_picture_set_change_and_undo(panel, document, tmp_path):
    picture = _png(tmp_path / "plan.png")
    assert panel.background.load(picture, opacity=0.5, scale=3.0)
    bg = document.background
    assert bg.image == picture.read_bytes() and bg.mime == "image/png" and (bg.opacity, bg.scale) == (0.5, 3.0)
    item = panel.scene.background_item
    assert item is not None and item.opacity() == 0.5 and item.scale() == 3.0
    assert item.zValue() < min(link.zValue() for link in panel.scene.link_items.values())
    assert panel.action("map.background.remove").isEnabled()

    panel.run_dialog = lambda dialog: (dialog.opacity_spin.setValue(0.25), QDialog.DialogCode.Accepted)[1]
    assert panel.action("map.background.settings").trigger() is None
    assert document.background.opacity == 0.25 and panel.scene.background_item.opacity() == 0.25

    document.undo_stack.undo()
    assert document.background.opacity == 0.5
    document.undo_stack.undo()
    assert document.background is None and panel.scene.background_item is None
    document.undo_stack.redo()
    assert panel.scene.background_item is not None


def test_a_file_that_is_not_a_picture_is_refused_naming_it(panel, tmp_path, document):
    import pytest

    from gmdesk.errors import WarFileError

    bad = tmp_path / "notes.png"
    bad.write_text("not a picture")
    with pytest.raises(WarFileError, match="notes.png"):
        panel.background.load(bad)
    assert document.background is None


# -- as seen by, layers ---------------------------------------------------------------------------------
def test_as_seen_by_a_team_shows_only_what_it_knows_and_stops_editing(panel, document, qtbot):
    war = document.war
    war.map.locations["collegium"].hidden = True
    war.knowledge["greenhalgh"] = [{"turn": 1, "kind": "sighting", "who": "lancer", "where": "bonded-warehouses"}]
    index = panel.viewer_combo.findData("greenhalgh")
    panel.viewer_combo.setCurrentIndex(index)
    scene = panel.scene
    assert scene.viewer == "greenhalgh" and not scene.editable
    assert "collegium" not in scene.location_items
    assert set(scene.token_items) == {"tobias", "archer", "lancer"}
    assert scene.token_items["lancer"].state.seen_turn == 1
    assert scene.token_items["lancer"].parentItem() is scene.location_items["bonded-warehouses"]
    assert not panel.action("map.add_location").isEnabled()
    assert not scene.location_items["threeways"].flags() & scene.location_items["threeways"].GraphicsItemFlag.ItemIsMovable
    panel.set_mode("add_location")
    assert scene.mode.name == "select"
    assert panel.action("map.viewer.greenhalgh").isChecked()

    panel.viewer_combo.setCurrentIndex(panel.viewer_combo.findData(None))
    assert scene.editable and "collegium" in scene.location_items and "saber" in scene.token_items


def test_layer_actions_hide_and_show(panel):
    scene = panel.scene
    panel.action("map.layer.tokens").setChecked(False)
    assert not any(t.isVisible() for t in scene.token_items.values())
    panel.action("map.layer.links").setChecked(False)
    assert not any(link.isVisible() for link in scene.link_items.values())
    panel.action("map.layer.names").setChecked(False)
    assert not any(item.draws_name() for item in scene.location_items.values())
    panel.action("map.layer.home_bases").setChecked(False)
    assert not scene.location_items["weir-mills"].draws_home_base()
    panel.action("map.layer.effects").setChecked(False)
    assert not scene.location_items["threeways"].draws_effects()
    panel.action("map.layer.tokens").setChecked(True)
    assert all(t.isVisible() for t in scene.token_items.values())


# -- the view -------------------------------------------------------------------------------------------
def test_wheel_zoom_keeps_the_point_under_the_cursor(panel, qtbot):
    from PySide6.QtCore import QPoint
    from PySide6.QtGui import QWheelEvent
    from PySide6.QtWidgets import QApplication

    view = panel.view
    where = QPoint(300, 250)
    under = view.mapToScene(where)
    zoom = view.zoom()
    event = QWheelEvent(QPointF(where), QPointF(view.viewport().mapToGlobal(where)), QPoint(), QPoint(0, 120),
                        Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(view.viewport(), event)
    assert view.zoom() > zoom
    after = view.mapToScene(where)
    assert abs(after.x() - under.x()) < 2 / view.zoom() and abs(after.y() - under.y()) < 2 / view.zoom()


def test_zoom_keys_fit_and_clamps(panel, qtbot):
    view = panel.view
    view.setFocus()
    zoom = view.zoom()
    qtbot.keyClick(view, Qt.Key.Key_Plus)
    assert view.zoom() > zoom
    qtbot.keyClick(view, Qt.Key.Key_Minus)
    qtbot.keyClick(view, Qt.Key.Key_Minus)
    assert view.zoom() < zoom
    for _ in range(60):
        view.zoom_in()
    assert view.zoom() == 8.0
    for _ in range(80):
        view.zoom_out()
    assert view.zoom() == 0.05
    panel.action("map.fit").trigger()
    visible = view.visible_scene_rect()
    assert all(visible.contains(item.pos()) for item in panel.scene.location_items.values())


def test_middle_button_drag_pans(panel, mouse):
    view = panel.view
    view.set_zoom(2.0)
    h, v = view.horizontalScrollBar().value(), view.verticalScrollBar().value()
    centre = view.mapToScene(view.viewport().rect().center())
    mouse.drag(centre, centre + QPointF(40, 30), button=Qt.MouseButton.MiddleButton)
    assert view.horizontalScrollBar().value() < h and view.verticalScrollBar().value() < v


def test_actions_for_menu_are_grouped_and_named(panel):
    groups = panel.actions_for_menu()
    names = [action.objectName() for group in groups for action in group]
    for name in ("map.select", "map.add_location", "map.link", "map.delete", "map.properties", "map.fit",
                 "map.zoom_in", "map.zoom_out", "map.snap", "map.layer.names", "map.layer.tokens",
                 "map.layout.spring", "map.layout.kamada-kawai", "map.layout.planar", "map.background.load",
                 "map.background.remove", "map.viewer.gm", "map.viewer.hale"):
        assert name in names
    assert len(names) == len(set(names))
    assert panel.action("map.select").actionGroup().isExclusive()


def test_space_drag_pans_instead_of_selecting(panel, mouse, qtbot, document):
    view = panel.view
    view.set_zoom(2.0)
    view.setFocus()
    h = view.horizontalScrollBar().value()
    qtbot.keyPress(view, Qt.Key.Key_Space)
    start = pos(document, "lantern-market")
    mouse.drag(start, start + QPointF(30, 0))
    qtbot.keyRelease(view, Qt.Key.Key_Space)
    assert view.horizontalScrollBar().value() < h
    assert pos(document, "lantern-market") == start and document.undo_stack.count() == 0


def test_the_view_drags_as_the_mode_says(panel):
    from PySide6.QtWidgets import QGraphicsView

    assert panel.view.dragMode() == QGraphicsView.DragMode.RubberBandDrag
    panel.set_mode("link")
    assert panel.view.dragMode() == QGraphicsView.DragMode.NoDrag
    assert panel.action("map.link").isChecked()


def test_find_jumps_to_a_location_or_a_character(panel):
    """Map > Find (Ctrl+F): on a big map the GM names what they look for."""
    war = panel.document.war
    picked = []
    panel.scene.character_clicked.connect(picked.append)
    assert panel.find_named("gaswo")
    assert panel.scene.selected_location_ids() == ["gasworks"]
    ch = next(c for c in war.characters.values() if c.location)
    assert panel.find_named(ch.name.upper())
    assert picked == [ch.id]
    assert panel.scene.selected_location_ids() == [ch.location]
    assert not panel.find_named("no such place at all")
    assert panel.action("map.find").shortcut() == QKeySequence(QKeySequence.StandardKey.Find)


def test_the_find_dialog_offers_every_name(panel):
    from gmdesk.ui.map.find import FindDialog

    answered = []

    def answer(dialog):
        assert isinstance(dialog, FindDialog)
        dialog.edit.setText("Weir Bridge")
        answered.append(dialog.edit.completer().model().rowCount())
        return dialog.DialogCode.Accepted

    panel.run_dialog = answer
    assert panel.ask_find()
    assert panel.scene.selected_location_ids() == ["weir-bridge"]
    war = panel.document.war
    assert answered == [len(war.map.locations) + sum(1 for c in war.characters.values() if c.location)]
