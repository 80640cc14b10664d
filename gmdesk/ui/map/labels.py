"""Names and symbols readable at every zoom: a minimum screen size, and names thinned where they collide.

Zoomed out, a map drawn at its true size turns names into 3-pixel smudges and tokens into dots. Instead
the view tells the scene its zoom, and :func:`symbol_scales` gives each part a scale that keeps it at a
minimum size on screen: names never below :data:`NAME_PIXELS` pixels, tokens (their initials) at their
full size, nodes at least :data:`NODE_MIN_ZOOM` of theirs. Names that would then overlap are thinned by
:func:`thin_labels`: home bases first, then the places where someone stands, battles and effects, then
the rest in the map's order; a name that would cover one already shown, or another place, tries the right
of its node, the left, then above, and is hidden only when all four are taken (the tooltip still gives it).
A name the GM needs (a home base, an occupied place) tries the node's corners too, then smaller sizes (down
to 8.5 pixels), then further out joined to its node by a leader line: at a laptop's map size every
occupied place stays named (QA recheck: Tanners' Row, Collegium Quarter, St. Brannoc Infirmary were not).
A name beside its node must lie nearer it than any other node (else it reads as the neighbour's); a leader
line crosses no other place or name. The tokens were fanned out before (:mod:`gmdesk.ui.map.fanout`).
On each side the name sits past its own node's tokens, never under them (the tokens are filed before any
name, so a name under them would count as blocked: an occupied place would lose its name to its own tokens).

The name is its own item (:class:`LabelItem`), a child of the node, so Qt itself scales, clips and
hit-tests it; it takes no clicks (a click on a name is a click on the ground, as before).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar, Iterable, Iterator, Sequence

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QStaticText, QTextOption
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.ui.map.items import LocationItem

#: The names' font size at 100 % zoom (scene units), and the least they come out on screen (pixels).
LABEL_PIXELS = 11
NAME_PIXELS = 11.0
#: Widest a name is laid out before it wraps (scene units at 100 %).
LABEL_WIDTH = 118.0
#: A longer name is cut on the map, with "…" (the tooltip and the editor keep it whole): a 100,000-character
#: name laid out whole was taller than the map, and Fit showed nothing else (QA qa-safety).
LABEL_CHARS = 60
#: Nodes (and their rings, glyphs) keep at least this share of their size on screen, up to this scale.
NODE_MIN_ZOOM = 0.55
NODE_MAX_SCALE = 3.0
#: Tokens keep their full size (initials of 9 and 8 pixels), up to this scale over the node's.
TOKEN_MIN_ZOOM = 1.0
TOKEN_MAX_SCALE = 4.0
#: Where a name may go around its node, in the order tried (below first, as the map is drawn; its sides,
#: then its corners).
PLACES = ("below", "right", "left", "above", "below-right", "below-left", "above-right", "above-left")
_DIRECTIONS = {"below": (0, 1), "right": (1, 0), "left": (-1, 0), "above": (0, -1), "below-right": (1, 1),
               "below-left": (-1, 1), "above-right": (1, -1), "above-left": (-1, -1)}
#: How close a name's corner comes to its node at a diagonal place (a share of the gap under the node).
CORNER = 0.75
#: The name of a home base or an occupied place with no room at its size is tried at these smaller sizes
#: (shares of it: 11 pixels, then 9.5 and 8.5) before it is hidden.
SMALLER = (1.0, 0.86, 0.78)
#: Then, at the smallest size, further out by these shares of the name's height, joined by a leader line
#: that starts this share of the gap from the node's centre (past its rim).
FURTHER = (1.0, 2.0, 3.0)
LEADER_START = 0.8
#: Room kept clear around a shown name (pixels), so neighbours do not touch.
LABEL_PADDING = 2.0

PAPER_BACK = QColor(243, 238, 226, 215)
INK = QColor("#2d2822")
_WRAP_CENTRED = int(Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap)
_USER_TYPE: int = QGraphicsItem.UserType  # type: ignore[attr-defined]  # missing from PySide6 6.11's stubs


@dataclass(frozen=True)
class Scales:
    """How much each part is enlarged over its true size at one zoom (1.0: drawn as is)."""

    node: float
    token: float  # over the node's (tokens are the node's children)
    label: float  # over the node's (names are the node's children)


def symbol_scales(zoom: float) -> Scales:
    """The scales that keep nodes, tokens and names readable at ``zoom`` (screen pixels per scene unit)."""
    zoom = max(zoom, 1e-6)
    node = min(NODE_MAX_SCALE, max(1.0, NODE_MIN_ZOOM / zoom))
    token = min(TOKEN_MAX_SCALE, max(1.0, TOKEN_MIN_ZOOM / (zoom * node)))
    label = max(1.0, NAME_PIXELS / LABEL_PIXELS / (zoom * node))
    return Scales(node, token, label)


class LabelItem(QGraphicsItem):
    """A location's name under its node, on a paper-coloured plate."""

    Type = _USER_TYPE + 4
    _TOOLS_MADE: ClassVar[bool] = False
    FONT: ClassVar[QFont]
    METRICS: ClassVar[QFontMetricsF]
    OPTION: ClassVar[QTextOption]
    BACK: ClassVar[QBrush]
    PEN: ClassVar[QPen]
    LEADER_PEN: ClassVar[QPen]
    NO_SHAPE = QPainterPath()

    def __init__(self, parent: QGraphicsItem, top: float) -> None:
        super().__init__(parent)
        if not LabelItem._TOOLS_MADE:
            LabelItem._make_tools()
        self.top = top  # where the text starts under the node's centre, at scale 1
        self.base_scale = 1.0  # the scale the zoom asks for (a crowded name may be drawn a little smaller)
        self.text = self.shown = ""  # the whole name, and what the map shows of it (LABEL_CHARS)
        self._static = QStaticText()
        self._rect = QRectF()
        self._leader: QLineF | None = None  # a line to the node, when the name had to stand further out
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)

    @classmethod
    def _make_tools(cls) -> None:
        font = QFont()
        font.setPixelSize(LABEL_PIXELS)
        font.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
        cls.FONT = font
        cls.METRICS = QFontMetricsF(font)
        cls.OPTION = QTextOption(Qt.AlignmentFlag.AlignHCenter)
        cls.OPTION.setWrapMode(QTextOption.WrapMode.WordWrap)
        cls.BACK = QBrush(PAPER_BACK, Qt.BrushStyle.SolidPattern)  # not QBrush(colour): see items.solid
        cls.PEN = QPen(INK)
        cls.LEADER_PEN = QPen(INK, 0)  # cosmetic: one pixel at every zoom
        cls._TOOLS_MADE = True

    def type(self) -> int:
        return self.Type

    def set_text(self, text: str) -> None:
        self.prepareGeometryChange()
        self.text = text
        if len(text) > LABEL_CHARS:
            text = text[:LABEL_CHARS - 1].rstrip() + "…"
        self.shown = text
        width = self.METRICS.horizontalAdvance(text)
        if width <= LABEL_WIDTH:  # one line (most names): no layout needed
            text_rect = QRectF(-width / 2, 0, width, self.METRICS.height())
        else:
            text_rect = self.METRICS.boundingRect(QRectF(-LABEL_WIDTH / 2, 0, LABEL_WIDTH, 400), _WRAP_CENTRED, text)
        self._rect = text_rect.adjusted(-3, -1, 3, 1)
        self._static = QStaticText(text)  # laid out on first draw, then drawn from the cache
        self._static.setTextFormat(Qt.TextFormat.PlainText)
        self._static.setTextWidth(LABEL_WIDTH)
        self._static.setTextOption(self.OPTION)
        self.update()

    def set_scale(self, scale: float) -> None:
        """Enlarge the name by ``scale`` over the node's, keeping it just under the node."""
        self.base_scale = scale
        self.place(PLACES[0], scale=scale)

    def place(self, where: str, beside: Sequence[QRectF] = (), out: float = 0.0, scale: float | None = None) -> None:
        """Put the name where :meth:`spot` says, at ``scale`` (its own by default)."""
        scale = self.scale() if scale is None else scale
        self.put(self.spot(where, beside, out, scale), scale, out > 0)

    def spot(self, where: str, beside: Sequence[QRectF], out: float, scale: float) -> QRectF:
        """Where the name's plate would be, in the node's coordinates, drawn at ``scale``: on one side of
        the node (below, right, left, above) or at one of its corners ("below-right"…); then, if it
        covers one of ``beside`` (the node's own tokens, in the node's coordinates), further out that way
        until it covers none: a name sits beside its own tokens, never under them. ``out`` (node units)
        moves it further still (a leader line will join it to its node). Pure geometry: nothing moves."""
        dx, dy = _DIRECTIONS[where]
        rect, gap = self._rect, self.top
        width, height = rect.width() * scale, rect.height() * scale
        reach = gap * (CORNER if dx and dy else 1.0)
        left = reach if dx > 0 else -reach - width if dx < 0 else -width / 2
        top = reach if dy > 0 else -reach - height if dy < 0 else -height / 2
        if where == "below":  # where the name has always been, under its node
            left, top = rect.left() * scale, gap + rect.top() * scale
        own = QRectF(left, top, width, height)
        for _ in range(len(beside)):  # each step clears at least one more token
            covered = [other for other in beside if other.intersects(own)]
            if not covered:
                break
            steps = []  # how far to move out on each axis the name moves along, to clear them all
            if dx:
                steps.append(max(o.right() for o in covered) - own.left() if dx > 0
                             else own.right() - min(o.left() for o in covered))
            if dy:
                steps.append(max(o.bottom() for o in covered) - own.top() if dy > 0
                             else own.bottom() - min(o.top() for o in covered))
            step = min(steps)  # a corner clears its tokens by moving out on either axis: the shorter
            own.translate(dx * step, dy * step)
        if out:
            own.translate(dx * out, dy * out)
        return own

    def put(self, spot: QRectF, scale: float, leader: bool = False) -> None:
        """Draw the name at ``scale`` with its plate at ``spot`` (node coordinates, from :meth:`spot`)."""
        if self.scale() != scale:
            self.setScale(scale)
        self.setPos(spot.left() - self._rect.left() * scale, spot.top() - self._rect.top() * scale)
        self._set_leader(leader)

    def leader(self) -> QLineF | None:
        """The leader line in the scene (from the node's rim to the plate), when the name has one."""
        if self._leader is None:
            return None
        return QLineF(self.mapToScene(self._leader.p1()), self.mapToScene(self._leader.p2()))

    def plate(self) -> QRectF:
        """The name's plate in the scene (without its leader line): what must not cover anything."""
        return self.mapRectToScene(self._rect)

    def _set_leader(self, on: bool) -> None:
        leader = None
        if on:  # from the node's rim to the nearest point of the plate, in the name's coordinates
            centre, rect = self.mapFromParent(QPointF(0, 0)), self._rect
            near = QPointF(min(max(centre.x(), rect.left()), rect.right()),
                           min(max(centre.y(), rect.top()), rect.bottom()))
            line = QLineF(centre, near)
            rim = LEADER_START * self.top / max(self.scale(), 1e-6)
            if line.length() > rim:
                leader = QLineF(line.pointAt(rim / line.length()), near)
        if leader != self._leader:
            self.prepareGeometryChange()
            self._leader = leader

    def boundingRect(self) -> QRectF:
        if self._leader is None:
            return self._rect
        return self._rect.united(QRectF(self._leader.p1(), self._leader.p2()).normalized().adjusted(-1, -1, 1, 1))

    def shape(self) -> QPainterPath:
        return self.NO_SHAPE  # never under the mouse: a click on the name is a click on the ground

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if self._leader is not None:
            painter.setPen(self.LEADER_PEN)
            painter.drawLine(self._leader)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.BACK)
        painter.drawRoundedRect(self._rect, 3, 3)
        painter.setPen(self.PEN)
        painter.setFont(self.FONT)
        look = getattr(self.parentItem(), "look", None)
        if look is not None and look.exporting:  # as text, so an SVG holds the names
            painter.drawText(QRectF(-LABEL_WIDTH / 2, 0, LABEL_WIDTH, 400), _WRAP_CENTRED, self.shown)
        else:
            painter.drawStaticText(QPointF(-LABEL_WIDTH / 2, 0), self._static)


def label_priority(item: LocationItem, index: int) -> tuple[int, int]:
    """Which names win a collision: home bases, then occupied places, battles and effects, then the rest
    (in the map's order)."""
    if item.owner_color is not None:
        rank = 0
    elif item.occupied:
        rank = 1
    elif item.battle or item.effects:
        rank = 2
    else:
        rank = 3
    return rank, index


def thin_labels(items: Iterable[LocationItem], zoom: float) -> int:
    """Show the names that cover neither another shown name nor another place's node or tokens, by
    :func:`label_priority`; returns how many show. A home base's or an occupied place's name with no room
    at its size tries the node's corners, the :data:`SMALLER` sizes, then :data:`FURTHER` out with a
    leader line before it is hidden.

    The rectangles are compared in scene units, names padded by :data:`LABEL_PADDING` screen pixels; a
    coarse grid of buckets keeps this fast on a map of a thousand places."""
    items = list(items)
    pad = LABEL_PADDING / max(zoom, 1e-6)
    grid = _Buckets(max((item.sceneBoundingRect().width() for item in items), default=1.0) * 3)
    centres = _Buckets(grid.cell)  # the nodes' centres: a name must lie nearer its own than any other
    extent = QRectF()  # the nodes' extent: a name stood further out stays inside it if it can (Fit's room)
    for item in items:  # the symbols are there before any name; a name may touch its own node only
        ink = item.mapRectToScene(item.ink_rect())
        grid.add(ink, item)
        extent = extent.united(ink)
        centre = item.scenePos()
        centres.add(QRectF(centre.x(), centre.y(), 1e-3, 1e-3), item)
        for child in item.childItems():
            if child is not item.label and child.isVisible():
                grid.add(child.sceneBoundingRect(), child)
    shown = 0
    for rank, item in sorted(((label_priority(item, i), item) for i, item in enumerate(items)),
                             key=lambda pair: pair[0]):
        label = item.label
        if not item.draws_name():
            label.setVisible(False)
            continue
        found = _find_spot(item, rank[0] <= 1, grid, centres, pad, extent)
        if found is None:
            label.place(PLACES[0], scale=label.base_scale)
            label.setVisible(False)
            continue
        spot, scale, rect, line = found
        label.put(spot, scale, line is not None)
        label.setVisible(True)
        shown += 1
        grid.add(rect, None)
        if line is not None:  # the names placed after keep off the line too: filed as small squares along it
            grid.add_line(line, 4 * pad)
    return shown


def _find_spot(item: LocationItem, needed: bool, grid: _Buckets, centres: _Buckets, pad: float,
               extent: QRectF) -> tuple[QRectF, float, QRectF, QLineF | None] | None:
    """The first place (with its scale, padded scene rectangle and leader line) where ``item``'s name
    covers nothing, in :func:`_tries`' order; a place further out that leaves the nodes' extent comes
    after those that stay inside it."""
    label = item.label
    alone: set[object] = {item}
    own: set[object] = {item, *item.childItems()}  # a leader line may pass its own tokens (drawn over it)
    # the node's own tokens, padded, in its coordinates: the name goes beside them, not under them
    node_pad = 1.5 * pad / max(item.scale(), 1e-6)  # a little over the pad: no rounding lets them touch
    tokens = [child.mapRectToParent(child.boundingRect()).adjusted(-node_pad, -node_pad, node_pad, node_pad)
              for child in item.childItems() if child is not label and child.isVisible()]
    outside: list[tuple[QRectF, float, QRectF, QLineF]] = []
    for share, out, where in _tries(needed, label):
        scale = label.base_scale * share
        spot = label.spot(where, tokens, out, scale)
        rect = item.mapRectToScene(spot).adjusted(-pad, -pad, pad, pad)
        if grid.hits(rect, alone):
            continue
        if not out:  # beside its node: nearer another node it would read as that one's name
            if not centres.nearer(item.mapRectToScene(spot), item, item.scenePos()):
                return spot, scale, rect, None
            continue
        line = _leader_line(item, rect)  # further out: its line shows whose name it is, and crosses nothing
        if grid.crosses(line, own):
            continue
        if extent.contains(rect):
            return spot, scale, rect, line
        outside.append((spot, scale, rect, line))
    return outside[0] if outside else None


def _leader_line(item: LocationItem, plate: QRectF) -> QLineF:
    """A leader line in the scene: from the node's centre to the nearest point of the name's plate."""
    centre = item.scenePos()
    return QLineF(centre, QPointF(min(max(centre.x(), plate.left()), plate.right()),
                                  min(max(centre.y(), plate.top()), plate.bottom())))


def _tries(needed: bool, label: LabelItem) -> Iterator[tuple[float, float, str]]:
    """Sizes, distances (node units) and places to try for a name, in order: every place at the name's
    size (its sides; its corners too for a name the GM needs: a home base, an occupied place); for those,
    the smaller sizes, then further out."""
    if not needed:
        for where in PLACES[:4]:  # an empty place's name at a corner would look like its neighbour's
            yield 1.0, 0.0, where
        return
    for share in SMALLER:
        for where in PLACES:
            yield share, 0.0, where
    if needed:
        height = label._rect.height() * label.base_scale * SMALLER[-1]
        for further in FURTHER:
            for where in PLACES:
                yield SMALLER[-1], further * height, where


class _Buckets:
    """Rectangles filed by the grid cells they cover, each with the place it belongs to."""

    def __init__(self, cell: float) -> None:
        self.cell = max(cell, 1.0)
        self.cells: dict[tuple[int, int], list[tuple[QRectF, object]]] = {}

    def add(self, rect: QRectF, owner: object) -> None:
        for key in _cells(rect, self.cell):
            self.cells.setdefault(key, []).append((rect, owner))

    def hits(self, rect: QRectF, owners: set[object]) -> bool:
        """Whether ``rect`` meets a rectangle filed by an owner not in ``owners`` (a shown name has none)."""
        return any(other_owner not in owners and rect.intersects(other)
                   for key in _cells(rect, self.cell) for other, other_owner in self.cells.get(key, ()))

    def nearer(self, plate: QRectF, own: object, centre: QPointF) -> bool:
        """Whether a point filed by another owner than ``own`` lies nearer ``plate`` than ``centre``."""
        mine = _distance(plate, centre)
        near = plate.adjusted(-mine, -mine, mine, mine)
        return any(owner is not own and _distance(plate, rect.topLeft()) < mine
                   for key in _cells(near, self.cell) for rect, owner in self.cells.get(key, ()))

    def add_line(self, line: QLineF, step: float) -> None:
        """File a segment as squares of side ``step`` along it (owned by no place, as a shown name)."""
        count = max(1, int(line.length() // step))
        for i in range(count + 1):
            point = line.pointAt(i / count)
            self.add(QRectF(point.x() - step / 2, point.y() - step / 2, step, step), None)

    def crosses(self, line: QLineF, owners: set[object]) -> bool:
        """Whether the segment ``line`` meets a rectangle filed by an owner not in ``owners``."""
        box = QRectF(line.p1(), line.p2()).normalized()
        return any(other_owner not in owners and segment_meets(line, other)
                   for key in _cells(box, self.cell) for other, other_owner in self.cells.get(key, ()))


def _distance(rect: QRectF, point: QPointF) -> float:
    """How far ``point`` lies from ``rect`` (0 inside it)."""
    dx = max(rect.left() - point.x(), 0.0, point.x() - rect.right())
    dy = max(rect.top() - point.y(), 0.0, point.y() - rect.bottom())
    return float(dx * dx + dy * dy) ** 0.5


def segment_meets(line: QLineF, rect: QRectF) -> bool:
    """Whether the segment ``line`` meets ``rect`` (Liang–Barsky clipping)."""
    x0, y0, dx, dy = line.x1(), line.y1(), line.dx(), line.dy()
    low, high = 0.0, 1.0
    for p, q in ((-dx, x0 - rect.left()), (dx, rect.right() - x0), (-dy, y0 - rect.top()), (dy, rect.bottom() - y0)):
        if p == 0:
            if q < 0:
                return False
            continue
        t = q / p
        if p < 0:
            low = max(low, t)
        else:
            high = min(high, t)
        if low > high:
            return False
    return True


def _cells(rect: QRectF, cell: float) -> list[tuple[int, int]]:
    x0, x1 = int(rect.left() // cell), int(rect.right() // cell)
    y0, y1 = int(rect.top() // cell), int(rect.bottom() // cell)
    return [(x, y) for x in range(x0, x1 + 1) for y in range(y0, y1 + 1)]
