"""The map does not jump when a line comes or goes under it (QA qf-mapdraw): the first place added on an empty
map stays where the GM clicked as the empty-map hint goes, and a refusal's line leaves every node in place."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt

from gmdesk.model.mapgraph import WarMap
from gmdesk.model.war import War
from gmdesk.ui.document import WarDocument


def test_the_first_place_lands_where_the_gm_clicked(qtbot, tmp_path):
    from gmdesk.ui.map.panel import MapPanel

    document = WarDocument.create(tmp_path / "new.gmdesk",
                                  War(ruleset="ap-sp", title="New", map=WarMap(), characters={}, seed=1))
    panel = MapPanel(document)
    qtbot.addWidget(panel)
    panel.resize(560, 300)
    panel.show()
    qtbot.waitExposed(panel)
    assert panel.status.isVisible()  # the empty-map hint
    panel.set_mode("add_location")
    for click in (QPoint(60, 60), QPoint(160, 60)):
        qtbot.mouseClick(panel.view.viewport(), Qt.MouseButton.LeftButton, pos=click)
        qtbot.wait(20)
    assert not panel.status.isVisible()
    shown = [panel.view.mapFromScene(panel.scene.position_of(lid)) for lid in document.war.map.locations]
    assert [(p.x(), p.y()) for p in shown] == [(60, 60), (160, 60)]
    document.close()


def test_a_line_under_the_map_moves_no_node(panel, document, qtbot):
    panel.view.set_zoom(panel.view.zoom() * 1.5)  # the GM zoomed: the map is no longer kept fitted
    assert not panel.view.keep_fitted
    where = panel.view.mapFromScene(panel.scene.position_of("threeways"))
    panel.status.show_message("Weir Mills and Threeways are linked already")
    qtbot.waitUntil(lambda: panel.status.isVisible())
    qtbot.wait(20)
    assert panel.view.mapFromScene(panel.scene.position_of("threeways")) == where
    panel.status.show_message("")
    qtbot.wait(20)
    assert panel.view.mapFromScene(panel.scene.position_of("threeways")) == where
