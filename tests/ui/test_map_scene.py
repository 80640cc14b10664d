"""The map scene mirrors the document's war: one item per location, road and character, updated
from the ``Touched`` of each edit (only what changed), drawn as the GM or as one team knows it."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from gmdesk.model.mapedits import (AddLink, AddLocation, MoveLocations, PlaceCharacter, ReplaceMap,
                                   SetLocationFields)
from gmdesk.model.mapgraph import Location
from gmdesk.ui.colors import stable_color, team_color
from gmdesk.ui.map.items import LinkItem, LocationItem, TokenItem, initials, token_offsets
from gmdesk.ui.map.scene import MapScene


def make_scene(document) -> MapScene:
    return MapScene(document)


def render(scene: MapScene, rect: QRectF) -> QImage:
    image = QImage(int(rect.width()), int(rect.height()), QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    scene.render(painter, QRectF(0, 0, rect.width(), rect.height()), rect)
    painter.end()
    return image


def test_one_item_per_location_road_and_placed_character(document):
    scene = make_scene(document)
    war = document.war
    assert set(scene.location_items) == set(war.map.locations)
    for lid, loc in war.map.locations.items():
        item = scene.location_items[lid]
        assert isinstance(item, LocationItem) and item.pos() == QPointF(loc.x, loc.y) and item.name == loc.name
    assert set(scene.link_items) == {frozenset(link) for link in war.map.links}
    assert set(scene.token_items) == {cid for cid, ch in war.characters.items() if ch.location}
    for cid, token in scene.token_items.items():
        assert isinstance(token, TokenItem)
        assert token.parentItem() is scene.location_items[war.characters[cid].location]
    assert len([i for i in scene.items() if isinstance(i, LinkItem)]) == len(war.map.links)


def test_home_bases_get_their_team_colour_and_battles_their_mark(document):
    scene = make_scene(document)
    weir_mills = scene.location_items["weir-mills"]
    assert weir_mills.owner_color == QColor("#2f6fd0") and weir_mills.draws_home_base()
    assert scene.location_items["threeways"].owner_color is None
    assert scene.location_items["gasworks"].battle and not scene.location_items["threeways"].battle


def test_team_colours_fall_back_to_a_stable_colour(document):
    war = document.war
    assert team_color(war, "hale") == QColor("#b8860b")
    assert team_color(war, "nobody-team") == stable_color("nobody-team") == stable_color("nobody-team")
    assert stable_color("a") != stable_color("b")


def test_a_moved_node_drags_its_roads_along(document):
    """itemChange(ItemPositionHasChanged) fires and the links follow."""
    scene = make_scene(document)
    item = scene.location_items["threeways"]
    item.setPos(QPointF(-50, -60))
    for key, link in scene.link_items.items():
        if "threeways" in key:
            assert QPointF(-50, -60) in (link.line().p1(), link.line().p2())


def test_an_edit_redraws_only_what_it_touched(document):
    scene = make_scene(document)
    items = dict(scene.location_items)
    links = dict(scene.link_items)
    tokens = dict(scene.token_items)
    document.do(SetLocationFields("collegium", {"name": "Old Collegium", "effects": ["library"]}))
    document.do(MoveLocations({"threeways": (222.0, 270.0)}))
    assert scene.location_items == items and all(scene.location_items[k] is v for k, v in items.items())
    assert all(scene.link_items[k] is v for k, v in links.items())
    assert all(scene.token_items[k] is v for k, v in tokens.items())
    assert items["collegium"].name == "Old Collegium" and items["collegium"].effects == ["library"]
    assert items["threeways"].pos() == QPointF(222, 270)
    document.undo_stack.undo()
    document.undo_stack.undo()
    assert items["collegium"].name == "Collegium Quarter" and items["threeways"].pos() == QPointF(210, 260)


def test_adding_and_removing_locations_and_roads(document):
    scene = make_scene(document)
    document.do(AddLocation(Location("kiln", "The Kiln", x=-100, y=-100), links=[("kiln", "threeways")]))
    assert scene.location_items["kiln"].pos() == QPointF(-100, -100)
    assert frozenset(("kiln", "threeways")) in scene.link_items
    assert scene.sceneRect().contains(QPointF(-100, -100))
    document.do(AddLink("kiln", "calder-hill"))
    assert frozenset(("kiln", "calder-hill")) in scene.link_items
    document.undo_stack.undo()
    document.undo_stack.undo()
    assert "kiln" not in scene.location_items
    assert not [key for key in scene.link_items if "kiln" in key]
    assert all(link.scene() is scene for link in scene.link_items.values())
    assert not any(link.a.location_id == "kiln" or link.b.location_id == "kiln"
                   for item in scene.location_items.values() for link in item.links)


def test_placing_a_character_moves_its_token(document):
    scene = make_scene(document)
    document.do(PlaceCharacter("piet", "velodrome"))
    token = scene.token_items["piet"]
    assert token.parentItem() is scene.location_items["velodrome"]
    assert "Piet Brandauer" in scene.tooltip_for("velodrome")
    assert "Piet Brandauer" not in scene.tooltip_for("hollin-wood")
    document.undo_stack.undo()
    assert scene.token_items["piet"].parentItem() is scene.location_items["hollin-wood"]


def test_the_tooltip_says_who_is_there(document):
    scene = make_scene(document)
    tip = scene.tooltip_for("cape-light")
    for text in ("Cape Lighthouse", "Tobias Greenhalgh", "Archer", "Servant", "Master", "Greenhalgh Pilotage",
                 "Health 300/300", "Mana 200/200", "home base of Greenhalgh Pilotage"):  # as the sheet names them
        assert text in tip, text
    assert "nobody here" in scene.tooltip_for("threeways")
    assert "battle" in scene.tooltip_for("gasworks")
    assert "Archer" in scene.character_tooltip("archer")


def test_hovering_shows_the_tooltip(panel, qtbot):
    """helpEvent builds the tooltip of the node under the cursor when Qt asks for it."""
    from PySide6.QtCore import QEvent
    from PySide6.QtWidgets import QGraphicsSceneHelpEvent, QToolTip

    scene, view = panel.scene, panel.view
    event = QGraphicsSceneHelpEvent(QEvent.Type.GraphicsSceneHelp)
    where = QPointF(950, 880)  # Cape Lighthouse
    event.setScenePos(where)
    event.setScreenPos(view.viewport().mapToGlobal(view.mapFromScene(where)))
    scene.helpEvent(event)
    qtbot.waitUntil(lambda: QToolTip.isVisible())
    assert "Tobias Greenhalgh" in QToolTip.text()
    QToolTip.hideText()


def test_tokens_show_death_spirit_form_and_old_sightings(document):
    war = document.war
    war.characters["lancer"].alive = False
    war.characters["archer"].spirit_form = True
    scene = make_scene(document)
    assert not scene.token_items["lancer"].state.alive
    assert scene.token_items["archer"].state.spirit_form
    assert "dead" in scene.character_tooltip("lancer")
    assert "spirit form" in scene.character_tooltip("archer")
    war.knowledge["greenhalgh"] = [{"turn": 1, "kind": "sighting", "who": "saber", "where": "gasworks"}]
    scene.set_viewer("greenhalgh")
    assert scene.token_items["saber"].state.seen_turn == 1
    assert "seen on Night 1" in scene.character_tooltip("saber")  # ap-sp names its turns nights
    image = render(scene, QRectF(100, 540, 80, 80))  # the hollow token paints
    assert image.pixelColor(0, 0) != image.pixelColor(40, 40)


def test_tokens_sit_around_the_node_without_overlapping():
    radii = [9.5, 8.0, 9.5, 8.0, 9.5, 8.0, 9.5, 8.0, 9.5]
    offsets = token_offsets(radii)
    assert len(offsets) == len(radii)
    for i, a in enumerate(offsets):
        assert math.hypot(a.x(), a.y()) > 12  # outside the node
        for b in offsets[i + 1:]:
            assert math.hypot(a.x() - b.x(), a.y() - b.y()) >= 2 * 9.5
    assert initials("Odile Verhaegen") == "OV" and initials("Saber") == "Sa"


def test_as_seen_by_hides_what_the_team_does_not_know(document):
    war = document.war
    war.map.locations["collegium"].hidden = True
    war.map.locations["printers-lane"].hidden = True
    war.knowledge["castellan"] = [{"turn": 1, "kind": "sighting", "who": ["archer"], "where": "cape-light"},
                                  {"turn": 1, "kind": "scouted", "where": "printers-lane"}]
    scene = make_scene(document)
    assert {"collegium", "printers-lane"} <= set(scene.location_items)
    scene.set_viewer("castellan")
    assert "collegium" not in scene.location_items and "printers-lane" in scene.location_items
    assert not [key for key in scene.link_items if "collegium" in key]
    assert set(scene.token_items) == {"mirela", "lancer", "archer"}
    assert scene.location_items["weir-mills"].owner_color is None  # another team's base, never revealed
    assert scene.location_items["ashcombe-manor"].owner_color is not None  # its own
    assert "Tobias" not in scene.tooltip_for("cape-light")
    assert not scene.editable
    scene.set_viewer(None)
    assert "collegium" in scene.location_items and len(scene.token_items) == 14


def test_a_team_view_follows_undo_made_elsewhere(document):
    scene = make_scene(document)
    document.do(MoveLocations({"threeways": (0.0, 0.0)}))
    scene.set_viewer("hale")
    assert scene.location_items["threeways"].pos() == QPointF(0, 0)
    document.undo_stack.undo()
    assert scene.location_items["threeways"].pos() == QPointF(210, 260)


def test_layers(document):
    scene = make_scene(document)
    scene.set_layer("tokens", False)
    assert not any(t.isVisible() for t in scene.token_items.values())
    scene.set_layer("links", False)
    assert not any(link.isVisible() for link in scene.link_items.values())
    document.do(AddLink("threeways", "collegium"))
    assert not scene.link_items[frozenset(("threeways", "collegium"))].isVisible()
    document.do(PlaceCharacter("piet", "velodrome"))
    assert not scene.token_items["piet"].isVisible()
    area = QRectF(300, 140, 120, 60)  # Collegium Quarter and its name
    with_names = render(scene, area)
    scene.set_layer("names", False)
    assert render(scene, area) != with_names
    assert scene.layers == {"names": False, "tokens": False, "home_bases": True, "effects": True,
                            "links": False}
    import pytest

    with pytest.raises(ValueError, match="unknown map layer"):
        scene.set_layer("weather", True)


def test_locations_without_a_position_are_laid_out_near_the_others(document):
    scene = make_scene(document)
    document.do(AddLocation(Location("attic", "The Attic"), links=[("attic", "threeways")]))
    where = scene.location_items["attic"].pos()
    assert all(map(math.isfinite, (where.x(), where.y())))
    others = [item.pos() for lid, item in scene.location_items.items() if lid != "attic"]
    assert min(math.hypot(where.x() - p.x(), where.y() - p.y()) for p in others) > 5
    assert document.war.map.locations["attic"].x is None  # the layout draws it, the war is unchanged


def test_a_replaced_map_is_drawn_anew(document):
    import copy

    scene = make_scene(document)
    new_map = copy.deepcopy(document.war.map)
    new_map.add_location(Location("annex", "Annex", x=1000, y=1000))
    document.do(ReplaceMap(new_map))
    assert "annex" in scene.location_items and len(scene.location_items) == 26
    document.undo_stack.undo()
    assert "annex" not in scene.location_items and len(scene.token_items) == 14


def test_background_picture_under_everything(document):
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice

    from gmdesk.store.background import Background

    scene = make_scene(document)
    image = QImage(50, 40, QImage.Format.Format_RGB32)
    image.fill(QColor("#336699"))
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    document.set_background(Background(bytes(data), "image/png", opacity=0.4, scale=2.5))
    item = scene.background_item
    assert item.opacity() == 0.4 and item.scale() == 2.5 and item.zValue() < -10
    assert item.boundingRect().width() == 50
    scene.rebuild()
    assert scene.background_item is not None
    document.undo_stack.undo()
    assert scene.background_item is None


def test_snap_and_grid(document):
    scene = make_scene(document)
    assert scene.snapped(QPointF(33, 27)) == QPointF(33, 27)
    scene.set_snap(True)
    assert scene.snapped(QPointF(33, 27)) == QPointF(40, 20)
    scene.set_snap(True, grid=25)
    assert scene.snapped(QPointF(33, 27)) == QPointF(25, 25)
    plain = render(scene, QRectF(-700, -700, 100, 100))  # empty ground: only the grid shows
    scene.set_snap(False)
    assert render(scene, QRectF(-700, -700, 100, 100)) != plain


def test_modes_are_objects_and_set_item_flags(document):
    from PySide6.QtWidgets import QGraphicsItem

    from gmdesk.ui.map.modes import AddLocationMode, LinkMode, SelectMode

    scene = make_scene(document)
    movable = QGraphicsItem.GraphicsItemFlag.ItemIsMovable
    assert isinstance(scene.mode, SelectMode) and scene.location_items["threeways"].flags() & movable
    scene.set_mode("link")
    assert isinstance(scene.mode, LinkMode) and not scene.location_items["threeways"].flags() & movable
    scene.set_mode(AddLocationMode(scene))
    assert scene.mode.name == "add_location"
