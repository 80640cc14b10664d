"""The map's drawing tools by keyboard (QA keyboard: a location or a link could only be made with the mouse).

Enter (or Return) in the Add tool adds a location in the middle of the view, on the first free spot around it,
and selects it in the Select tool, so the next Enter opens its properties (its name);
Enter in the Link tool asks which location to link the one selected when the tool was taken to (Tab picks it
first, then L), by name, with the names completed; it stays the start, so a hub's roads are drawn one Enter each. Each is one undo step, like the click or the drag it stands for; Esc leaves the tool.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QCompleter, QDialog, QLabel, QLineEdit, QVBoxLayout, QWidget

from gmdesk.model.war import War
from gmdesk.ui.i18n import tr
from gmdesk.ui.map.modes import add_location_at
from gmdesk.ui.widgets import ok_cancel

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.ui.map.panel import MapPanel

#: How far apart (in scene units) a location added by key keeps from the others, at least.
ROOM = 40.0
#: How many rings of spots around the middle are tried before giving up.
RINGS = 12


def enter_in_tool(panel: MapPanel) -> bool:
    """Enter in the Add or Link tool: what it does there (True when the war changed)."""
    tool = panel.scene.mode.name
    if tool == "add_location":
        return add_in_view(panel) is not None
    if tool == "link":
        return link_selected(panel)
    return False


def free_spot(war: War, centre: QPointF, room: float) -> QPointF | None:
    """The spot nearest ``centre``, on rings ``room`` apart, at least ``room`` from every location."""
    taken = [(loc.x, loc.y) for loc in war.map.locations.values() if loc.x is not None and loc.y is not None]
    for ring in range(RINGS):
        count = max(1, 6 * ring)
        for k in range(count):
            angle = 2 * math.pi * k / count
            spot = QPointF(centre.x() + ring * room * math.cos(angle), centre.y() + ring * room * math.sin(angle))
            if all(math.hypot(spot.x() - x, spot.y() - y) >= room for x, y in taken):
                return spot
    return None


def add_in_view(panel: MapPanel) -> str | None:
    """Add a location in the middle of the view (the nearest free spot); its id, or None (a message says why)."""
    scene, view = panel.scene, panel.view
    if not scene.editable:
        return None
    room = max(ROOM, 2.0 * scene.grid)
    spot = free_spot(scene.document.war, view.mapToScene(view.viewport().rect().center()), room)
    if spot is None:
        panel.status.show_message(tr("MapKeys", "No free spot near the middle of the view: scroll or zoom out, "
                                               "then press Enter again"))
        return None
    added = add_location_at(scene, scene.snapped(spot))
    if added is not None:  # selected, in the Select tool: Enter names it, L then Enter links it
        panel.set_mode("select")
        scene.select_locations([added])
        view.ensureVisible(scene.location_items[added])
    return added


class LinkDialog(QDialog):
    """Which location to link ``start`` to: a name, completed from the map's other locations."""

    def __init__(self, war: War, start: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.war, self.start = war, start
        self.setObjectName("linkDialog")
        self.setWindowTitle(tr("MapKeys", "Link locations"))
        self.edit = QLineEdit()
        self.edit.setPlaceholderText(tr("MapKeys", "a location's name"))
        names = sorted(loc.name for lid, loc in war.map.locations.items() if lid != start)
        completer = QCompleter(names, self)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        completer.setFilterMode(Qt.MatchFlag.MatchContains)
        self.edit.setCompleter(completer)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(tr("MapKeys", "Link {0} to:").format(war.map.locations[start].name)))
        layout.addWidget(self.edit)
        layout.addWidget(ok_cancel(self))
        self.resize(380, 120)

    def target(self) -> str | None:
        """The location the typed text names: its whole name (or id) first, else the first name that holds it."""
        wanted = self.edit.text().strip().casefold()
        if not wanted:
            return None
        places = [(loc.name.casefold(), lid) for lid, loc in self.war.map.locations.items() if lid != self.start]
        exact = [lid for name, lid in places if wanted in (name, lid.casefold())]
        within = [lid for name, lid in sorted(places) if wanted in name]
        return next(iter(exact or within), None)


def link_selected(panel: MapPanel) -> bool:
    """Link the location selected when the Link tool was taken (or the one selected now) to the one the GM names,
    as one undo step; False, with a message, if there is none or the name names no other location."""
    from gmdesk.model.mapedits import AddLink  # with the first edit: docs/startup.md

    scene = panel.scene
    if not scene.editable:
        return False
    selected = scene.selected_location_ids()
    start = getattr(scene.mode, "keyed_from", None) or (selected[0] if len(selected) == 1 else None)
    if start is None or start not in scene.document.war.map.locations:
        panel.status.show_message(tr("MapKeys", "Select the location to link first (Tab picks the next one), "
                                               "then press L and Enter"))
        return False
    dialog = LinkDialog(scene.document.war, start, panel)
    if panel.run_dialog(dialog) != QDialog.DialogCode.Accepted:
        return False
    target = dialog.target()
    if target is None:
        panel.status.show_message(tr("MapKeys", "No other location is called {0}").format(
            repr(dialog.edit.text().strip())))
        return False
    return panel.document.do(AddLink(start, target))
