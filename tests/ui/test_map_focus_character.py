"""Picking a character (in the cast, at the Turn Desk, by Find) shows where it stands without losing the city:
a token already in view leaves the map as it is (still fitted, its place selected); one out of view is panned
to, never zoomed (QA recheck, observation 8: at 1920x1080 a pick at the desk scrolled half the city out of
view until Fit)."""

from __future__ import annotations


def _view_state(view):
    return (view.transform().m11(), view.horizontalScrollBar().value(), view.verticalScrollBar().value(),
            view.keep_fitted)


def _token_in_view(view, token) -> bool:
    return view.viewport().rect().contains(view.mapFromScene(token.sceneBoundingRect()).boundingRect())


def test_a_character_in_view_leaves_the_fitted_map_as_it_is(panel, qtbot):
    view, scene = panel.view, panel.scene
    panel.resize(820, 560)
    view.fit()
    qtbot.wait(10)
    before = _view_state(view)
    places_in_view = view.mapToScene(view.viewport().rect()).boundingRect()
    for cid in ("saber", "assassin", "archer"):
        token = scene.token_items[cid]
        assert _token_in_view(view, token)
        assert panel.focus_character(cid)
        assert _view_state(view) == before, cid
        assert scene.selected_location_ids() == [panel.document.war.characters[cid].location]
    assert view.keep_fitted
    assert all(places_in_view.contains(item.scenePos()) for item in scene.location_items.values())


def test_a_character_out_of_view_is_panned_to_without_zooming(panel, qtbot):
    view, scene = panel.view, panel.scene
    panel.resize(820, 560)
    view.set_zoom(1.6)
    war = panel.document.war
    token = scene.token_items["saber"]
    far = max(scene.location_items.values(), key=lambda item: (item.scenePos() - token.scenePos()).manhattanLength())
    view.centerOn(far)  # the GM looks at the other end of the city
    qtbot.wait(10)
    assert not _token_in_view(view, token)
    assert panel.focus_character("saber")
    assert view.transform().m11() == 1.6
    assert _token_in_view(view, token)
    assert scene.selected_location_ids() == [war.characters["saber"].location]
