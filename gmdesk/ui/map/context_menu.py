"""The map's context menu (a right click that does not pan, or the Menu key): what a GM does to the place under
the cursor, or on the empty ground there (QA qf-mapdraw #4).

On a place: its properties, links to the nearest places not linked yet and unlinks from its neighbours (so a
link can be made without a drag, between places far apart too), Delete. On empty ground: a new location there,
and Fit. Every entry ends in the panel's own commands, so each edit is one undo step, checked and refused as
the toolbar's are. A war that cannot be edited offers the read-only properties and Fit only.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QMenu

from gmdesk.ui.i18n import tr
from gmdesk.ui.map.modes import add_location_at

if TYPE_CHECKING:
    from gmdesk.model.war import War
    from gmdesk.ui.map.panel import MapPanel

#: How many of the nearest places "Link to" offers.
LINK_CHOICES = 12


def build_context_menu(panel: MapPanel, point: QPointF) -> QMenu:
    """The menu for the scene point ``point``; the place there (if any) is selected first."""
    scene = panel.scene
    menu = QMenu(panel)
    menu.setObjectName("map.contextMenu")
    lid = scene.location_id_at(point)
    if lid is None:
        if scene.editable:
            add = menu.addAction(tr("MapPanel", "Add a location here"))
            add.setObjectName("map.context.add")
            add.triggered.connect(lambda: add_location_at(scene, point))
        menu.addAction(panel.action("map.fit"))
        return menu
    if lid not in scene.selected_location_ids():
        scene.select_locations([lid])
    war = scene.war
    name = war.map.locations[lid].name
    properties = menu.addAction(tr("MapPanel", "Properties of {0}…").format(name))
    properties.setObjectName("map.context.properties")
    properties.triggered.connect(lambda: panel.edit_location(lid))
    if scene.editable:
        _link_menus(panel, menu, war, lid)
        menu.addSeparator()
        menu.addAction(panel.action("map.delete"))
    return menu


def _link_menus(panel: MapPanel, menu: QMenu, war: War, lid: str) -> None:
    """"Link to" the nearest places not linked yet, "Unlink from" each neighbour, by name."""
    from gmdesk.model.mapedits import AddLink, RemoveLink  # with the first edit: docs/startup.md

    here = panel.scene.position_of(lid)
    neighbours = set(war.map.neighbours(lid))
    others = [loc for other, loc in war.map.locations.items() if other != lid and other not in neighbours]
    others.sort(key=lambda loc: _distance(here, panel.scene.position_of(loc.id)))
    link = menu.addMenu(tr("MapPanel", "Link to"))
    link.setObjectName("map.context.link")
    for loc in others[:LINK_CHOICES]:
        action = link.addAction(loc.name)
        action.triggered.connect(lambda _checked=False, to=loc.id: panel.document.do(AddLink(lid, to)))
    link.setEnabled(bool(others))
    unlink = menu.addMenu(tr("MapPanel", "Unlink from"))
    unlink.setObjectName("map.context.unlink")
    for other in sorted(neighbours, key=lambda n: war.map.locations[n].name.lower()):
        action = unlink.addAction(war.map.locations[other].name)
        action.triggered.connect(lambda _checked=False, to=other: panel.document.do(RemoveLink(lid, to)))
    unlink.setEnabled(bool(neighbours))


def _distance(a: QPointF, b: QPointF) -> float:
    return math.hypot(a.x() - b.x(), a.y() - b.y())
