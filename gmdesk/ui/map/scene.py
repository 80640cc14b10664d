"""The map scene: a picture of the war that follows the document and never owns the truth.

``MapScene`` builds one item per location, link and character from the war it draws (the GM's whole war,
or what one team knows, "as seen by"), and on each ``document.changed`` redraws only what the edit
touched: a drag on a 1,000-location map moves one node and its roads. Every change the GM makes goes
through ``document.do``; mouse gestures are read by the current interaction mode
(:mod:`gmdesk.ui.map.modes`), which the scene hands its events to.
"""

from __future__ import annotations

import contextlib
import math
from typing import TYPE_CHECKING, Iterable, Iterator

from PySide6.QtCore import QObject, QPointF, QRect, QRectF, Qt, Signal
from PySide6 import QtGui, QtWidgets  # the background picture, the tooltips: when first used
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QStyleOptionGraphicsItem

from gmdesk.model.flags import Flag
from gmdesk.model.mapgraph import Location
from gmdesk.model.war import War
from gmdesk.ui.colors import team_color
from gmdesk.ui.document import WarDocument
from gmdesk.ui.map.items import (LAYERS, PAPER, LinkItem, LocationItem, Look, TokenItem, TokenLook,
                                 character_tooltip, location_tooltip, solid)
from gmdesk.ui.map.fanout import fan_out
from gmdesk.ui.map.labels import symbol_scales, thin_labels
from gmdesk.ui.map.modes import MODES, Mode, SelectMode
from gmdesk.ui.map.placing import distance_to_segment as _distance_to_segment
from gmdesk.ui.map.placing import fallback_grid as _fallback_grid

if TYPE_CHECKING:  # pragma: no cover  (the input events: made by PySide when the first one comes)
    from gmdesk.model.mapedits import Touched
    from PySide6.QtGui import QKeyEvent
    from PySide6.QtWidgets import QGraphicsPixmapItem, QGraphicsSceneHelpEvent, QGraphicsSceneMouseEvent

#: Room around the map to pan into and add locations (scene units).
SCENE_MARGIN = 800.0
GRID_COLOR = QColor(120, 110, 90, 45)


class MapScene(QGraphicsScene):
    """The war's map as Qt items, kept in step with a :class:`~gmdesk.ui.document.WarDocument`."""

    #: The interaction mode changed (its name: "select", "add_location", "link").
    mode_changed = Signal(str)
    #: The war drawn changed from the GM's to a team's view or back (team id or None).
    viewer_changed = Signal(object)
    #: The GM double-clicked a location (its id): open its properties.
    location_activated = Signal(str)
    #: The GM clicked a character's token (its id).
    character_clicked = Signal(str)
    #: Something the GM should read in the status line.
    message = Signal(str)

    def __init__(self, document: WarDocument, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.document = document
        self.look = Look()
        self.snap = False
        self.grid = 20
        self.viewer: str | None = None
        self._view_war: War | None = None
        self._moment_war: War | None = None  # a moment of a resolved turn (the timeline's scrubber)
        self.arrow_items: list = []
        self.location_items: dict[str, LocationItem] = {}
        self.link_items: dict[frozenset, LinkItem] = {}
        self.token_items: dict[str, TokenItem] = {}
        self.background_item: QGraphicsPixmapItem | None = None
        #: The zoom of the view showing the scene, and how much names, nodes and tokens are enlarged at it.
        self.zoom = 1.0
        self.scales = symbol_scales(1.0)
        self._auto_positions: dict[str, tuple[float, float]] = {}
        self.mode: Mode = SelectMode(self)
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.BspTreeIndex)
        self.setBackgroundBrush(solid(PAPER))
        document.changed.connect(self.on_changed)
        document.background_changed.connect(self.update_background)
        self.rebuild()

    # -- what is drawn ---------------------------------------------------------------------------------
    @property
    def war(self) -> War:
        """The war on screen: a moment of a resolved turn, the team's view, or the document's war."""
        if self._moment_war is not None:
            return self._moment_war
        return self._view_war if self._view_war is not None else self.document.war

    @property
    def editable(self) -> bool:
        """Edits are made on the GM's war only (not on a team's view, not on a past moment), and never on a
        read-only file."""
        return self.viewer is None and self._moment_war is None and not self.document.readonly

    @property
    def layers(self) -> dict[str, bool]:
        return dict(self.look.layers)

    def layer_visible(self, name: str) -> bool:
        return self.look.layers[_layer(name)]

    def set_layer(self, name: str, visible: bool) -> None:
        """Show or hide one layer: names, tokens, home_bases, effects, links."""
        self.look.layers[_layer(name)] = bool(visible)
        if name == "tokens":
            for token in self.token_items.values():
                token.setVisible(visible)
        elif name == "links":
            for link in self.link_items.values():
                link.setVisible(visible)
        else:
            for item in self.location_items.values():
                item.update()
            self.thin_labels()

    def set_view_zoom(self, zoom: float) -> None:
        """The view now shows the map at ``zoom``: keep names, nodes and tokens readable at it."""
        if zoom == self.zoom:
            return
        self.zoom, self.scales = zoom, symbol_scales(zoom)
        for item in self.location_items.values():
            item.apply_scales(self.scales)
        self.thin_labels()

    def thin_labels(self) -> int:
        """Fan the tokens out off other places, then show the names that fit without colliding (home bases
        and occupied places first)."""
        fan_out(self.location_items.values())
        return thin_labels(self.location_items.values(), self.zoom)

    def set_viewer(self, team: str | None) -> None:
        """Draw the war as ``team`` knows it ("as seen by"); None is the GM's whole war. Editing is off
        while a team's view is shown."""
        if team is not None and team not in self.document.war.team_ids():
            raise ValueError(f"unknown team {team!r}")
        self.viewer = team
        self._view_war = None  # rebuild makes the team's view
        if team is not None and self.mode.name != SelectMode.name:
            self.set_mode(SelectMode.name)
        self.rebuild()
        self.viewer_changed.emit(team)

    def show_moment(self, war: War, moves: list[tuple[str, str, str, str]]) -> None:
        """Draw ``war`` (everyone where they stood at a moment of a resolved turn) with arrows for the moves
        made until then: (character, from, to, kind). Editing is off until :meth:`clear_moment`.

        "As seen by" a team, the moment goes through the knowledge filter as the present does: the team's
        own characters where they stood, the others only as the team knew them when the turn began (what
        it learns during the turn is in the war after it), and only the team's own moves drawn (another
        team's arrow would tell where it went)."""
        if self.viewer is not None:
            from gmdesk.engine.knowledge_view import view_for

            war = view_for(war, self.viewer)
            own = {cid for cid, ch in war.characters.items() if ch.team == self.viewer}
            moves = [move for move in moves if move[0] in own]
        self._moment_war = war
        if self.mode.name != SelectMode.name:
            self.set_mode(SelectMode.name)
        self.rebuild()
        self._draw_arrows(moves)

    def clear_moment(self) -> None:
        """Back to the war as it is now."""
        if self._moment_war is None:
            return
        self._moment_war = None
        self.rebuild()

    @property
    def showing_moment(self) -> bool:
        return self._moment_war is not None

    def _draw_arrows(self, moves: list[tuple[str, str, str, str]]) -> None:
        from gmdesk.ui.map.arrows import MoveArrow, move_tip  # a moment of a resolved turn: never at the first paint

        lanes: dict[frozenset, int] = {}
        war = self.war
        for cid, start, end, kind in moves:
            if start not in self.location_items or end not in self.location_items or start == end:
                continue
            key = frozenset((start, end))
            lane = lanes.get(key, 0)
            lanes[key] = lane + 1
            ch = war.characters.get(cid)
            color = team_color(war, ch.team if ch is not None else None)
            name = ch.name if ch is not None else cid
            tip = move_tip(name, kind, war.map.locations[start].name, war.map.locations[end].name)
            arrow = MoveArrow(self.position_of(start), self.position_of(end), color, kind, lane, tip,
                              self.scales.node)
            self.addItem(arrow)
            self.arrow_items.append(arrow)

    def _team_view(self) -> War:
        from gmdesk.engine.knowledge_view import view_for  # the knowledge filter, loaded when first needed

        return view_for(self.document.war, self.viewer)

    # -- modes -----------------------------------------------------------------------------------------
    def set_mode(self, mode: str | Mode) -> None:
        """Hand mouse gestures to another mode ("select", "add_location", "link" or a Mode object)."""
        if isinstance(mode, str) and mode not in MODES:
            raise ValueError(f"unknown map mode {mode!r} (modes: {', '.join(MODES)})")
        new = MODES[mode](self) if isinstance(mode, str) else mode
        self.mode.leave()
        self.mode = new
        new.enter()
        self._apply_item_flags()
        self.mode_changed.emit(new.name)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.mode.mouse_press(event)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.mode.mouse_move(event)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.mode.mouse_release(event)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.mode.mouse_double_click(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        self.mode.key_press(event)

    def _locations_selectable(self) -> bool:
        """Whether nodes can be selected now: in a mode that selects, even on a team's view or a
        read-only file (the GM still picks a place to read its properties)."""
        return self.mode.moves_locations

    def _locations_movable(self) -> bool:
        """Whether nodes can be dragged now: only when the war can be edited, in a mode that moves them."""
        return self.editable and self.mode.moves_locations

    def _apply_item_flags(self) -> None:
        flags = {QGraphicsItem.GraphicsItemFlag.ItemIsSelectable: self._locations_selectable(),
                 QGraphicsItem.GraphicsItemFlag.ItemIsMovable: self._locations_movable()}
        for item in self.location_items.values():
            for flag, on in flags.items():
                item.setFlag(flag, on)

    # -- tooltips (made when asked for: building them for a thousand nodes up front costs) --------------
    def helpEvent(self, event: QGraphicsSceneHelpEvent) -> None:
        text = ""
        for item in self.items(event.scenePos()):
            if isinstance(item, TokenItem):
                text = self.character_tooltip(item.character_id)
                break
            if isinstance(item, LocationItem):
                text = self.tooltip_for(item.location_id)
                break
        if text:
            QtWidgets.QToolTip.showText(event.screenPos(), text, event.widget())
            event.accept()
        else:
            QtWidgets.QToolTip.hideText()
            event.ignore()

    def tooltip_for(self, location_id: str) -> str:
        """What hovering a location shows: the place, and who is there (name, kind, team, health, mana)."""
        war = self.war
        loc = war.map.locations[location_id]
        occupants = _ordered(war, [ch for ch in war.characters.values() if ch.location == location_id])
        return location_tooltip(war, loc, occupants, location_id in _battle_places(war))

    def character_tooltip(self, character_id: str) -> str:
        war = self.war
        return character_tooltip(war, war.characters[character_id])

    # -- looking things up -----------------------------------------------------------------------------
    def location_id_at(self, point: QPointF) -> str | None:
        """The location whose node (or one of whose tokens) is under ``point``."""
        for item in self.items(point):
            if isinstance(item, LocationItem):
                return item.location_id
            parent = item.parentItem()
            if isinstance(item, TokenItem) and isinstance(parent, LocationItem):
                return parent.location_id
        return None

    def token_at(self, point: QPointF) -> str | None:
        """The character whose token is drawn at ``point`` (the topmost), if any."""
        for item in self.items(point):
            if isinstance(item, TokenItem) and item.isVisible():
                return item.character_id
        return None

    def link_at(self, point: QPointF, tolerance: float = 5.0) -> tuple[str, str] | None:
        """The ends of the road drawn nearest ``point`` (within ``tolerance``), or None."""
        box = QRectF(point.x() - tolerance, point.y() - tolerance, 2 * tolerance, 2 * tolerance)
        best, best_distance = None, tolerance
        for item in self.items(box):
            if isinstance(item, LinkItem) and item.isVisible():
                distance = _distance_to_segment(point, item.line().p1(), item.line().p2())
                if distance <= best_distance:
                    best, best_distance = item.ends, distance
        return best

    def selected_location_ids(self) -> list[str]:
        return [item.location_id for item in self.selectedItems() if isinstance(item, LocationItem)]

    def select_locations(self, ids: Iterable[str]) -> None:
        self.clearSelection()
        for lid in ids:
            item = self.location_items.get(lid)
            if item is not None and item.flags() & QGraphicsItem.GraphicsItemFlag.ItemIsSelectable:
                item.setSelected(True)

    def select_next_location(self, forward: bool = True) -> str | None:
        """Select the location after the selection in file order (``forward``), or before it; round the
        end to the start. Nothing selected: the first (or the last). Returns the id selected."""
        order = [lid for lid in self.war.map.locations if lid in self.location_items]
        if not order:
            return None
        selected = set(self.selected_location_ids())
        places = [i for i, lid in enumerate(order) if lid in selected]
        if not places:
            index = 0 if forward else len(order) - 1
        else:
            index = (places[-1] + 1 if forward else places[0] - 1) % len(order)
        self.select_locations([order[index]])
        return order[index]

    def position_of(self, location_id: str) -> QPointF:
        """Where the node is drawn: the war's x/y, or the place the layout gave a location without one."""
        loc = self.war.map.locations[location_id]
        if loc.x is not None and loc.y is not None:
            return QPointF(loc.x, loc.y)
        if location_id not in self._auto_positions:
            self._auto_positions = self._place_unplaced(self.war)
        x, y = self._auto_positions.get(location_id, (0.0, 0.0))
        return QPointF(x, y)

    # -- snapping --------------------------------------------------------------------------------------
    def set_snap(self, on: bool, grid: int | None = None) -> None:
        self.snap = bool(on)
        if grid is not None:
            if grid < 2:
                raise ValueError(f"a grid step is at least 2, not {grid}")
            self.grid = int(grid)
        self.update()

    def snapped(self, point: QPointF) -> QPointF:
        """``point`` on the grid when snapping is on, else as it is."""
        if not self.snap:
            return QPointF(point)
        g = self.grid
        return QPointF(round(point.x() / g) * g, round(point.y() / g) * g)

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:  # noqa: N802 (Qt's name)
        if self.look.exporting:
            painter.fillRect(rect, Qt.GlobalColor.white)
            return
        super().drawBackground(painter, rect)  # the paper; fillRect(rect, brush) from Python would create QGradient
        if not self.snap:
            return
        lod = QStyleOptionGraphicsItem.levelOfDetailFromTransform(painter.worldTransform())
        if lod <= 0:
            return
        step = self.grid
        while step * lod < 8:  # never a grid denser than 8 screen pixels
            step *= 5
        pen = QPen(GRID_COLOR, 0)
        painter.setPen(pen)
        left = math.floor(rect.left() / step) * step
        top = math.floor(rect.top() / step) * step
        x = left
        while x <= rect.right():
            painter.drawLine(QPointF(x, rect.top()), QPointF(x, rect.bottom()))
            x += step
        y = top
        while y <= rect.bottom():
            painter.drawLine(QPointF(rect.left(), y), QPointF(rect.right(), y))
            y += step

    @contextlib.contextmanager
    def exporting(self) -> Iterator[None]:
        """Draw for a picture file: white ground, no grid, no selection marks, names as text."""
        self.look.exporting = True
        try:
            yield
        finally:
            self.look.exporting = False

    # -- building --------------------------------------------------------------------------------------
    def rebuild(self) -> None:
        """Throw every item away and draw the war again (on open, whole-map changes, another viewer)."""
        selected = self.selected_location_ids()
        self.mode.leave()
        self.clear()
        self.location_items, self.link_items, self.token_items = {}, {}, {}
        self.arrow_items = []
        self.background_item = None
        if self.viewer is not None:
            self._view_war = self._team_view()
        war = self.war
        self._auto_positions = self._place_unplaced(war)
        battles = _battle_places(war)
        for loc in war.map.locations.values():
            self._add_location_item(loc, war, battles)
        self._sync_links()
        standing: dict[str, list] = {}
        for ch in war.characters.values():
            if ch.location is not None:
                standing.setdefault(ch.location, []).append(ch)
        for lid, occupants in standing.items():
            self._arrange_tokens(lid, war, occupants)
        self.thin_labels()
        self.update_background()
        self.select_locations(selected)
        self._fit_scene_rect()

    def _add_location_item(self, loc: Location, war: War, battles: set[str]) -> LocationItem:
        item = LocationItem(loc.id, self.look, self.position_of(loc.id), self._locations_selectable(),
                            self._locations_movable())
        self._show_location(item, loc, war, battles)
        item.apply_scales(self.scales)
        self.addItem(item)
        self.location_items[loc.id] = item
        return item

    def _show_location(self, item: LocationItem, loc: Location, war: War, battles: set[str]) -> None:
        owner = team_color(war, loc.home_base) if loc.home_base is not None else None
        item.load(loc.name, loc.effects, owner, loc.hidden, loc.id in battles)

    def _sync_links(self) -> None:
        """Make the drawn roads the war's roads: drop the gone, add the new, keep the rest."""
        war_map = self.war.map
        wanted: dict[frozenset, tuple[str, str]] = {}
        for a, b in war_map.links:
            key = frozenset((a, b))
            if a != b and a in self.location_items and b in self.location_items and key not in wanted:
                wanted[key] = (a, b)
        for key in [k for k in self.link_items if k not in wanted]:
            link = self.link_items.pop(key)
            link.detach()
            self.removeItem(link)
        visible = self.look.layers["links"]
        for key, (a, b) in wanted.items():
            if key not in self.link_items:
                link = LinkItem(self.location_items[a], self.location_items[b])
                link.setVisible(visible)
                self.addItem(link)
                self.link_items[key] = link

    def _arrange_tokens(self, location_id: str, war: War, occupants: list | None = None) -> None:
        """Put the tokens of everyone standing in ``location_id`` around its node."""
        item = self.location_items.get(location_id)
        if item is None:
            return
        if occupants is None:
            occupants = [ch for ch in war.characters.values() if ch.location == location_id]
        tokens = []
        visible = self.look.layers["tokens"]
        for ch in _ordered(war, occupants):
            token = self.token_items.get(ch.id)
            if token is None or token.parentItem() is not item:
                if token is not None:
                    self._drop_token(ch.id)
                token = TokenItem(ch.id, item)
                self.token_items[ch.id] = token
            token.load(TokenLook(ch.name, ch.kind, team_color(war, ch.team), ch.alive, ch.spirit_form,
                                 ch.flags.get(Flag.SEEN_TURN) if isinstance(ch.flags, dict) else None))
            token.setVisible(visible)
            tokens.append(token)
        item.occupied = bool(tokens)
        item.apply_scales(self.scales)  # the tokens placed at the scale they are drawn

    def _drop_token(self, character_id: str) -> str | None:
        """Remove a character's token; the location it stood at (to rearrange the others)."""
        token = self.token_items.pop(character_id, None)
        if token is None:
            return None
        parent = token.parentItem()
        self.removeItem(token)
        return parent.location_id if isinstance(parent, LocationItem) else None

    def _place_unplaced(self, war: War) -> dict[str, tuple[float, float]]:
        """Positions for locations the war gives no x/y: the auto layout around the placed ones."""
        missing = [lid for lid, loc in war.map.locations.items() if loc.x is None or loc.y is None]
        if not missing:
            return {}
        fixed = [lid for lid in war.map.locations if lid not in missing]
        try:
            from gmdesk.model.layout import auto_layout
        except ImportError:
            return _fallback_grid(war, missing)
        positions, _note = auto_layout(war.map, "spring", seed=0, fixed=fixed)
        return {lid: (float(positions[lid][0]), float(positions[lid][1])) for lid in missing if lid in positions}

    def _fit_scene_rect(self) -> None:
        rect = self.itemsBoundingRect()
        if rect.isNull():
            rect = QRectF(0, 0, 1000, 800)
        self.setSceneRect(rect.adjusted(-SCENE_MARGIN, -SCENE_MARGIN, SCENE_MARGIN, SCENE_MARGIN))

    # -- following the document ------------------------------------------------------------------------
    def on_changed(self, touched: Touched) -> None:
        """Redraw what an edit touched (the whole map only when it was replaced, or for a team view)."""
        if self.viewer is not None and self.viewer not in self.document.war.team_ids():
            self.set_viewer(None)  # the team shown was removed (Characters > Teams…): the GM's war again
            return
        if touched.whole_map or self.viewer is not None:
            self.rebuild()
            return
        war = self.war
        battles = _battle_places(war)
        rearrange: set[str] = set()
        for lid in touched.removed:
            item = self.location_items.pop(lid, None)
            if item is None:
                continue
            for token in [t for t in item.childItems() if isinstance(t, TokenItem)]:
                self.token_items.pop(token.character_id, None)
            for link in list(item.links):
                self.link_items.pop(frozenset(link.ends), None)
                link.detach()
                self.removeItem(link)
            self.removeItem(item)
        for lid in touched.added:
            loc = war.map.locations.get(lid)
            if loc is not None and lid not in self.location_items:
                self._add_location_item(loc, war, battles)
                rearrange.add(lid)
        for lid in touched.locations:
            loc = war.map.locations.get(lid)
            item = self.location_items.get(lid)
            if loc is None or item is None:
                continue
            self._show_location(item, loc, war, battles)
            item.setPos(self.position_of(lid))
            rearrange.add(lid)
        if touched.links or touched.added or touched.removed:
            self._sync_links()
        for cid in touched.characters:
            old = self._drop_token(cid)
            if old is not None:
                rearrange.add(old)
            ch = war.characters.get(cid)
            if ch is not None and ch.location is not None:
                rearrange.add(ch.location)
        for lid in rearrange:
            if lid in self.location_items:
                self._arrange_tokens(lid, war)
        if touched.added or touched.locations:
            self._grow_scene_rect()
        self.thin_labels()

    def _grow_scene_rect(self) -> None:
        rect = self.itemsBoundingRect().adjusted(-SCENE_MARGIN, -SCENE_MARGIN, SCENE_MARGIN, SCENE_MARGIN)
        if not self.sceneRect().contains(rect):
            self.setSceneRect(self.sceneRect().united(rect))

    # -- the background picture ------------------------------------------------------------------------
    def update_background(self) -> None:
        """Draw ``document.background`` under everything (at the origin, with its opacity and scale)."""
        if self.background_item is not None:
            self.removeItem(self.background_item)
            self.background_item = None
        background = self.document.background
        if background is None:
            return
        pixmap = QtGui.QPixmap()
        if not pixmap.loadFromData(background.image):
            self.message.emit(f"the background picture ({background.mime}) cannot be read")
            return
        item = QtWidgets.QGraphicsPixmapItem(pixmap)
        item.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
        item.setShapeMode(QtWidgets.QGraphicsPixmapItem.ShapeMode.BoundingRectShape)
        item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        item.setOpacity(background.opacity)
        item.setScale(background.scale)
        item.setPos(*background.offset)
        item.setZValue(-1000)
        self.addItem(item)
        self.background_item = item
        self._grow_scene_rect()


_KIND_ORDER = {"servant": 0, "master": 1, "familiar": 2, "troop": 3}


def _ordered(war: War, characters: list) -> list:
    """Tokens in a stable order: the living first, team by team, Servants before Masters."""
    teams = {tid: i for i, tid in enumerate(war.team_ids())}
    return sorted(characters, key=lambda ch: (not ch.alive, teams.get(ch.team, len(teams)),
                                              _KIND_ORDER.get(ch.kind, 9)))


def _battle_places(war: War) -> set[str]:
    return {battle.location for battle in war.battles}


def _layer(name: str) -> str:
    if name not in LAYERS:
        raise ValueError(f"unknown map layer {name!r} (layers: {', '.join(LAYERS)})")
    return name
