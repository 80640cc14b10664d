"""Interaction modes of the map editor: small objects the scene hands its mouse and key events to.

A mode is a gesture grammar (Orange canvas's rule: modes are objects, not flags in the scene). Each one
turns a finished gesture into ONE edit through ``document.do``: a drag of several locations is one
MoveLocations pushed on release, a click in empty space one AddLocation, a drag from node to node one
AddLink. The base class passes everything else on to Qt's own handling, so selection and item dragging
keep working as Qt does them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QLineF, QPointF, Qt
from PySide6.QtGui import QPen
from PySide6.QtWidgets import QGraphicsLineItem, QGraphicsScene, QGraphicsView

from gmdesk.messages import Message
from gmdesk.model.mapgraph import Location, WarMap
from gmdesk.ui.i18n import N, tr
from gmdesk.ui.map.nudge import BIG_STEPS, nudge_selection

if TYPE_CHECKING:
    from PySide6.QtGui import QKeyEvent
    from PySide6.QtWidgets import QGraphicsSceneMouseEvent

    from gmdesk.ui.map.scene import MapScene

#: The name a new location gets ("New location", "New location 2", …) until the GM renames it.
NEW_LOCATION_NAME = N("MapModes", "New location")
#: Arrow keys and the way each nudges the selection (in grid steps); keyed as ``QKeyEvent.key()`` gives them.
ARROWS: dict[int, tuple[int, int]] = {Qt.Key.Key_Left: (-1, 0), Qt.Key.Key_Right: (1, 0), Qt.Key.Key_Up: (0, -1),
                                      Qt.Key.Key_Down: (0, 1)}


def rubber_pen() -> QPen:
    """The dashed line a gesture draws until it is finished (a link being drawn, a token being moved)."""
    return QPen(Qt.GlobalColor.darkBlue, 2, Qt.PenStyle.DashLine)


class Mode:
    """Qt's default behaviour; subclasses take over the gestures they own."""

    name = "mode"
    #: How the view drags with the left button in this mode.
    drag_mode = QGraphicsView.DragMode.NoDrag
    cursor = Qt.CursorShape.ArrowCursor
    #: Whether locations can be selected and dragged in this mode (when the war can be edited).
    moves_locations = False

    def __init__(self, scene: "MapScene") -> None:
        self.scene = scene

    def enter(self) -> None:
        """Called when the mode becomes the scene's mode."""

    def leave(self) -> None:
        """Called when another mode takes over (or the scene is rebuilt): drop any gesture under way."""

    def mouse_press(self, event: QGraphicsSceneMouseEvent) -> None:
        QGraphicsScene.mousePressEvent(self.scene, event)

    def mouse_move(self, event: QGraphicsSceneMouseEvent) -> None:
        QGraphicsScene.mouseMoveEvent(self.scene, event)

    def mouse_release(self, event: QGraphicsSceneMouseEvent) -> None:
        QGraphicsScene.mouseReleaseEvent(self.scene, event)

    def mouse_double_click(self, event: QGraphicsSceneMouseEvent) -> None:
        QGraphicsScene.mouseDoubleClickEvent(self.scene, event)

    def key_press(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape and self.name != SelectMode.name:
            self.scene.set_mode(SelectMode.name)
            event.accept()
            return
        QGraphicsScene.keyPressEvent(self.scene, event)


class SelectMode(Mode):
    """Click or rubber-band to select; drag to move the selection (one undo step on release)."""

    name = "select"
    drag_mode = QGraphicsView.DragMode.RubberBandDrag
    moves_locations = True

    def __init__(self, scene: "MapScene") -> None:
        super().__init__(scene)
        self._start: dict[str, QPointF] = {}
        self._token: str | None = None  # a character token being clicked or dragged
        self._token_line: QGraphicsLineItem | None = None

    def leave(self) -> None:
        self._start = {}
        self._drop_token_gesture()

    def mouse_press(self, event: QGraphicsSceneMouseEvent) -> None:
        token = self.scene.token_at(event.scenePos())
        if token is not None and event.button() == Qt.MouseButton.LeftButton:
            # A character: a click picks it (cast and sheet follow), a drag to another location puts
            # it there (a GM's correction, one undo step).
            self._token = token
            self.scene.character_clicked.emit(token)
            event.accept()
            return
        super().mouse_press(event)  # Qt selects the item under the cursor first
        if event.button() == Qt.MouseButton.LeftButton and self.scene.editable:
            self._start = {lid: self.scene.location_items[lid].pos()
                           for lid in self.scene.selected_location_ids()}
        else:
            self._start = {}

    def mouse_move(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._token is None:
            return super().mouse_move(event)
        if not self.scene.editable:
            return
        origin = self.scene.token_items[self._token].scenePos()
        if self._token_line is None:
            self._token_line = self.scene.addLine(QLineF(origin, origin), rubber_pen())
            self._token_line.setZValue(1e6)
        self._token_line.setLine(QLineF(origin, event.scenePos()))

    def _drop_token_gesture(self) -> None:
        if self._token_line is not None:
            self.scene.removeItem(self._token_line)
            self._token_line = None
        self._token = None

    def mouse_release(self, event: QGraphicsSceneMouseEvent) -> None:
        from gmdesk.model.mapedits import MoveLocations, PlaceCharacter  # with the first edit: docs/startup.md

        if self._token is not None:
            token, dragged = self._token, self._token_line is not None
            self._drop_token_gesture()
            target = self.scene.location_id_at(event.scenePos()) if dragged else None
            here = self.scene.document.war.characters[token].location
            if target is not None and target != here:
                self.scene.document.do(PlaceCharacter(token, target))
            return
        super().mouse_release(event)
        if event.button() != Qt.MouseButton.LeftButton or not self._start:
            return
        start, self._start = self._start, {}
        moved = {}
        for lid, before in start.items():
            item = self.scene.location_items.get(lid)
            if item is not None and item.pos() != before:
                moved[lid] = self.scene.snapped(item.pos())
        if not moved:
            return
        edit = MoveLocations({lid: (p.x(), p.y()) for lid, p in moved.items()}, label=Message("move"))
        if not self.scene.document.do(edit):
            for lid, before in start.items():  # refused: put the nodes back where the war has them
                if lid in self.scene.location_items:
                    self.scene.location_items[lid].setPos(before)

    def mouse_double_click(self, event: QGraphicsSceneMouseEvent) -> None:
        lid = self.scene.location_id_at(event.scenePos())
        if lid is not None and event.button() == Qt.MouseButton.LeftButton:
            self.scene.location_activated.emit(lid)
            event.accept()
            return
        super().mouse_double_click(event)

    def key_press(self, event: QKeyEvent) -> None:
        """An arrow nudges the selection one grid step (Shift+arrow: five), one undo step per burst of
        presses; without a selection, or on a war that cannot be edited, the view scrolls as usual."""
        step = ARROWS.get(event.key())
        modifiers = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if (step is not None and modifiers in (Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.ShiftModifier)
                and not self._start and self._token is None):  # never in the middle of a drag
            distance = self.scene.grid * (BIG_STEPS if modifiers == Qt.KeyboardModifier.ShiftModifier else 1)
            if nudge_selection(self.scene, step[0] * distance, step[1] * distance):
                event.accept()
                return
        super().key_press(event)


class AddLocationMode(Mode):
    """Click on empty ground to add a location there (one click, one undo step)."""

    name = "add_location"
    cursor = Qt.CursorShape.CrossCursor

    def mouse_press(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return super().mouse_press(event)
        event.accept()
        add_location_at(self.scene, event.scenePos())

    def mouse_move(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()

    def mouse_release(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()

    def mouse_double_click(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()  # a double click is two clicks: the first one added the location already


def add_location_at(scene: "MapScene", point: QPointF) -> str | None:
    """Add a location at ``point`` (on the grid when it snaps) as one undo step and select it; its id, or None
    when there is a location there already or the war cannot be edited."""
    from gmdesk.model.mapedits import AddLocation, new_location_id  # with the first edit: docs/startup.md

    if not scene.editable or scene.location_id_at(point) is not None:
        return None
    war_map = scene.document.war.map
    name = next_location_name(war_map)
    at = scene.snapped(point)
    location = Location(new_location_id(war_map, name), name, x=at.x(), y=at.y())
    if not scene.document.do(AddLocation(location)):
        return None
    scene.select_locations([location.id])
    return location.id


def next_location_name(war_map: WarMap) -> str:
    """The first of "New location", "New location 2", … that no location is called (case and spaces aside)."""
    from gmdesk.model.mapedits import name_key

    names = {name_key(loc.name) for loc in war_map.locations.values()}
    base = tr("MapModes", NEW_LOCATION_NAME)  # (新しい場所 in a Japanese window: the GM renames it anyway)
    if name_key(base) not in names:
        return base
    n = 2
    while name_key(f"{base} {n}") in names:
        n += 1
    return f"{base} {n}"


class LinkMode(Mode):
    """Drag from one node to another to link them; click on a road to remove it."""

    name = "link"
    cursor = Qt.CursorShape.CrossCursor

    def __init__(self, scene: "MapScene") -> None:
        super().__init__(scene)
        self._from: str | None = None
        self._line: QGraphicsLineItem | None = None
        #: The location selected when the tool was taken: Enter links it to one the GM names (gmdesk/ui/map/keyboard.py).
        self.keyed_from: str | None = None

    def enter(self) -> None:
        selected = self.scene.selected_location_ids()  # before the tool's flags deselect it
        self.keyed_from = selected[0] if len(selected) == 1 else None

    def leave(self) -> None:
        self._drop_line()

    def _drop_line(self) -> None:
        if self._line is not None and self._line.scene() is self.scene:
            self.scene.removeItem(self._line)
        self._line = None
        self._from = None

    def mouse_press(self, event: QGraphicsSceneMouseEvent) -> None:
        from gmdesk.model.mapedits import RemoveLink  # with the first edit: docs/startup.md

        if event.button() != Qt.MouseButton.LeftButton:
            return super().mouse_press(event)
        event.accept()
        scene = self.scene
        if not scene.editable:
            return
        lid = scene.location_id_at(event.scenePos())
        if lid is not None:
            self._from = lid
            start = scene.location_items[lid].pos()
            self._line = QGraphicsLineItem(QLineF(start, event.scenePos()))
            self._line.setPen(rubber_pen())
            self._line.setZValue(50)
            scene.addItem(self._line)
            return
        ends = scene.link_at(event.scenePos())
        if ends is not None:
            scene.document.do(RemoveLink(*ends))

    def mouse_move(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()
        if self._line is not None:
            line = self._line.line()
            line.setP2(event.scenePos())
            self._line.setLine(line)

    def mouse_release(self, event: QGraphicsSceneMouseEvent) -> None:
        from gmdesk.model.mapedits import AddLink  # with the first edit: docs/startup.md

        event.accept()
        if event.button() != Qt.MouseButton.LeftButton or self._from is None:
            return
        start = self._from
        self._drop_line()
        target = self.scene.location_id_at(event.scenePos())
        if target is not None and target != start:
            self.scene.document.do(AddLink(start, target))
        elif target == start:  # a click, or a drag back onto its start: say how a link is made (no silent no-op)
            name = self.scene.document.war.map.locations[start].name
            self.scene.message.emit(tr("MapPanel", "A link joins two places: drag from {0} to another location to "
                                       "link them").format(name))

    def mouse_double_click(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()


MODES = {mode.name: mode for mode in (SelectMode, AddLocationMode, LinkMode)}
