"""A moment of a turn shows the characters who moved where it puts them (QA first hour: two characters moved to the
topmost location, and their tokens sat half under the map's toolbar after Resolve): a map kept whole is fitted again,
one the GM zoomed scrolls the least it takes."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from gmdesk.model.orderedits import SetOrders
from gmdesk.model.war import War
from tests.ui.helpers import window_on


def _war() -> War:
    return War.from_dict({
        "format": "gmdesk-war/1", "ruleset": "ap-sp", "title": "Three places", "seed": 3, "turn": 1,
        "map": {"locations": [{"id": "home", "name": "New location", "x": 0, "y": 120, "home_base": "einz"},
                              {"id": "top", "name": "New location 2", "x": 520, "y": 100},
                              {"id": "low", "name": "New location 3", "x": 330, "y": 330}],
                "links": [["home", "top"], ["home", "low"]]},
        "teams": [{"id": "einz", "name": "Team Einzbern"}],
        "characters": [
            {"id": "kiri", "name": "Kiritsugu", "kind": "master", "team": "einz", "location": "home",
             "health": 150, "health_max": 150, "mana": 75, "mana_max": 75, "command_spells": 3},
            {"id": "arto", "name": "Artoria", "kind": "servant", "team": "einz", "location": "home", "master": "kiri",
             "health": 300, "health_max": 300, "mana": 200, "mana_max": 200}]})


import pytest


@pytest.mark.parametrize("fitted", [True, False], ids=["kept-whole", "zoomed-by-the-gm"])
def test_a_moment_s_moved_tokens_are_in_view(qtbot, tmp_path, fitted):
    window = window_on(qtbot, tmp_path, _war(), (1366, 740))
    try:
        document, view = window.document, window.map_panel.view
        assert window.docks
        document.do(SetOrders([{"actor": "kiri", "action": "move", "to": "top"},
                               {"actor": "arto", "action": "move", "to": "top"}]))
        window.turn_commands.resolve()
        QApplication.processEvents()
        assert view.keep_fitted
        if not fitted:  # the GM zoomed in, the top place just inside the top edge
            view.set_zoom(view.zoom() * 1.6)
            top = window.map_panel.scene.location_items["top"].scenePos()
            view.centerOn(top.x(), top.y() + (view.viewport().height() / 2 - 30) / view.zoom())
            QApplication.processEvents()
            assert not view.keep_fitted
        timeline = window.docks["timeline"].widget()
        timeline.select_event([e.seq for e in timeline.events if e.kind == "move"][-1])
        QApplication.processEvents()
        scene = window.map_panel.scene
        tokens = [item for item in scene.location_items["top"].childItems() if item.isVisible()]
        assert len(tokens) >= 2
        viewport = view.viewport().rect()
        for item in tokens:
            assert viewport.contains(view.mapFromScene(item.sceneBoundingRect()).boundingRect()), item
    finally:
        window.close_war()
