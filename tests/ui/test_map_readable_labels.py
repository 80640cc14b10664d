"""Names and tokens stay readable however far the map is zoomed out: a minimum size on screen, and names
thinned by priority (home bases and occupied places first) where they would collide — on the live map
and on the map at a moment of a resolved turn."""

from __future__ import annotations

from PySide6.QtCore import QRect

from gmdesk.ui.map.labels import NAME_PIXELS, SMALLER, symbol_scales


def _screen_rect(view, item) -> QRect:
    return view.mapFromScene(item.sceneBoundingRect()).boundingRect()


def _shown_labels(scene):
    return [item for item in scene.location_items.values() if item.label.isVisible()]


def test_names_keep_their_size_on_screen_when_zoomed_out(panel):
    view, scene = panel.view, panel.scene
    for zoom in (1.0, 0.6, 0.44, 0.27, 0.1):
        view.set_zoom(zoom)
        assert scene.zoom == view.zoom()
        for item in _shown_labels(scene):
            label = item.label
            text_height = view.transform().m11() * item.scale() * label.scale() * label.FONT.pixelSize()
            # a home base's or occupied place's name with no room at its size may be drawn a little smaller
            needed = item.owner_color is not None or item.occupied
            least = NAME_PIXELS * (SMALLER[-1] if needed else 1.0)
            assert text_height >= least - 0.01, (zoom, item.name, text_height)
        tokens = [t for t in scene.token_items.values() if t.isVisible()]
        for token in tokens:
            assert _screen_rect(view, token).width() >= 2 * token.radius - 1, (zoom, token.character_id)


def test_shown_names_never_overlap_each_other_nor_other_places(panel):
    view, scene = panel.view, panel.scene
    for zoom in (0.8, 0.44, 0.3, 0.15):
        view.set_zoom(zoom)
        shown = _shown_labels(scene)
        assert shown, zoom
        rects = [(item, item.label.plate()) for item in shown]
        for i, (a, ra) in enumerate(rects):
            for b, rb in rects[i + 1:]:
                assert not ra.intersects(rb), (zoom, a.name, b.name)
            for other in scene.location_items.values():
                if other is not a:
                    assert not ra.intersects(other.mapRectToScene(other.ink_rect())), (zoom, a.name, other.name)


def test_home_bases_and_occupied_places_keep_their_names_first(panel):
    view, scene = panel.view, panel.scene
    view.set_zoom(0.12)  # crowded: only some names fit
    items = list(scene.location_items.values())
    shown = _shown_labels(scene)
    assert 0 < len(shown) < len(items)
    hidden_homes = [i for i in items if i.owner_color is not None and not i.label.isVisible()]
    shown_plain = [i for i in shown if i.owner_color is None and not i.occupied and not i.effects and not i.battle]
    # a plain place only shows a name when no home base lost its own to it
    for plain in shown_plain:
        for home in hidden_homes:
            assert not plain.label.plate().intersects(home.label.plate())


def test_the_whole_map_fits_with_every_name_at_a_roomy_size(panel):
    panel.resize(1400, 900)
    panel.view.fit()
    scene, view = panel.scene, panel.view
    viewport = view.viewport().rect()
    assert len(_shown_labels(scene)) == len(scene.location_items)
    for item in scene.location_items.values():
        assert viewport.contains(_screen_rect(view, item.label)), item.name


def test_scales_grow_as_the_zoom_shrinks():
    near, far = symbol_scales(1.0), symbol_scales(0.25)
    assert (near.node, near.token, near.label) == (1.0, 1.0, 1.0)
    assert far.node > 1 and far.label > 1
    assert abs(0.25 * far.node * far.token - 1.0) < 1e-9  # tokens at full size: initials readable


def test_the_map_at_a_moment_keeps_names_and_initials(panel, document):
    scene, view = panel.scene, panel.view
    view.set_zoom(0.5)
    saber = document.war.characters["saber"]
    here = saber.location
    there = next(b if a == here else a for a, b in document.war.map.links if here in (a, b))
    past = document.war.copy()
    past.characters["saber"].location = there
    scene.show_moment(past, [("saber", here, there, "move")])
    assert scene.location_items[there].occupied
    shown = _shown_labels(scene)
    assert len(shown) >= len(scene.location_items) // 2  # the arrows run between named places
    token = scene.token_items["saber"]
    assert view.transform().m11() * scene.scales.node * token.scale() * token.FONT.pixelSize() >= 9 - 0.01
    arrow = scene.arrow_items[0]
    assert arrow.pen().widthF() == 3.0 * scene.scales.node  # as thick on screen as the nodes are enlarged
