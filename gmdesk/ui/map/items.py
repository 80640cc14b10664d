"""What the map draws: locations (nodes), links (roads) and character tokens.

The items mirror the war and own none of it: the scene builds them from the war it draws and calls
:meth:`LocationItem.load` / :meth:`TokenItem.load` when the war changes. They paint cheaply because a
GM's map can hold a thousand locations: pens, brushes and glyph paths are made once per class, a label
is its own child item laid out once (``QStaticText``, :mod:`gmdesk.ui.map.labels`), kept readable when the
map is zoomed out (the scene enlarges names, nodes and tokens over their true size, and thins names that
would collide), and links are plain ``QGraphicsLineItem``s painted by Qt itself.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen, QPolygonF, QStaticText, QTransform
from PySide6.QtWidgets import QGraphicsItem, QGraphicsLineItem, QStyleOptionGraphicsItem, QWidget

from gmdesk import rulesets
from gmdesk.errors import UnknownRulesetError
from gmdesk.model.character import Character
from gmdesk.model.flags import Flag
from gmdesk.model.mapgraph import Location
from gmdesk.model.war import War
from gmdesk.ui.i18n import language_in_use, tr, turn_said
from gmdesk.ui.labels import team_name
from gmdesk.ui.map.labels import LabelItem, Scales

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.rulesets.base import Ruleset

# -- sizes (scene units: one unit is one pixel at 100 % zoom) -----------------------------------------------
NODE_RADIUS = 12.0
LABEL_GAP = 5.0
TOKEN_RADIUS = {"servant": 9.5, "master": 8.0}
TOKEN_RADIUS_OTHER = 6.0

# Below these levels of detail (device pixels per scene unit) a part is not worth drawing.
LOD_GLYPHS = 0.3
#: Token initials are drawn when they come out at least this many pixels tall.
TOKEN_TEXT_PIXELS = 6.5
LOD_BADGE_COUNT = 0.9

# -- colours ------------------------------------------------------------------------------------------------
PAPER = QColor("#f3eee2")
INK = QColor("#2d2822")
NODE_FILL = QColor("#fffdf7")
NODE_LINE = QColor("#5e5547")
LINK_COLOR = QColor("#a99c84")
SELECTED = QColor(47, 111, 208, 90)
EFFECT_COLOR = QColor("#c9971c")
BATTLE_COLOR = QColor("#c0392b")
DEAD_COLOR = QColor("#9b9b9b")

LAYERS = ("names", "tokens", "home_bases", "effects", "links")

#: Stacking: roads stay at 0 (no call per road), nodes above them, a node's tokens above it (children).
LOCATION_Z = 10.0


@dataclass
class Look:
    """What every item of one scene shares: which layers show, and whether a picture is being exported
    (no selection marks, text drawn as text so an SVG keeps the names)."""

    layers: dict[str, bool] = field(default_factory=lambda: dict.fromkeys(LAYERS, True))
    exporting: bool = False


def _house_path() -> QPainterPath:
    path = QPainterPath()
    path.addPolygon(QPolygonF([QPointF(-5.5, -0.5), QPointF(0, -6), QPointF(5.5, -0.5), QPointF(4, -0.5),
                               QPointF(4, 5), QPointF(1.3, 5), QPointF(1.3, 1.8), QPointF(-1.3, 1.8),
                               QPointF(-1.3, 5), QPointF(-4, 5), QPointF(-4, -0.5)]))
    path.closeSubpath()
    return path


def _diamond_path(r: float) -> QPainterPath:
    path = QPainterPath()
    path.addPolygon(QPolygonF([QPointF(0, -r), QPointF(r, 0), QPointF(0, r), QPointF(-r, 0)]))
    path.closeSubpath()
    return path


def _swords_path() -> QPainterPath:
    """Two crossed blades with their cross-guards: a battle is being fought here."""
    path = QPainterPath()
    for sign in (1, -1):
        path.moveTo(-5 * sign, -5)  # blade
        path.lineTo(4 * sign, 4)
        path.moveTo(1.5 * sign, 5.5)  # cross-guard
        path.lineTo(5.5 * sign, 1.5)
    return path


def _font(pixels: int, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(pixels)
    font.setBold(bold)
    font.setHintingPreference(QFont.HintingPreference.PreferNoHinting)  # same layout at every zoom
    return font


# Enum members looked up once: PySide's enum attribute access costs microseconds, paid per item otherwise.
_POSITION_HAS_CHANGED = QGraphicsItem.GraphicsItemChange.ItemPositionHasChanged
_FOLLOWED = QGraphicsItem.GraphicsItemFlag.ItemSendsGeometryChanges
_SELECTABLE = QGraphicsItem.GraphicsItemFlag.ItemIsSelectable
_MOVABLE = QGraphicsItem.GraphicsItemFlag.ItemIsMovable
_NONE = QGraphicsItem.GraphicsItemFlag(0)
_LEFT_BUTTON = Qt.MouseButton.LeftButton
_NO_BUTTON = Qt.MouseButton.NoButton
_NO_PEN = Qt.PenStyle.NoPen
_NO_BRUSH = Qt.BrushStyle.NoBrush
_SOLID = Qt.BrushStyle.SolidPattern
def solid(color: QColor) -> QBrush:
    """A solid brush of ``color``. Not ``QBrush(color)``: PySide would try that call's QGradient and QImage
    overloads first, creating those classes (a 169-member enum among them) before the first paint."""
    return QBrush(color, _SOLID)


#: The first item type of an application's own (65536): PySide6's stubs lack it, Qt has it.
_USER_TYPE: int = QGraphicsItem.UserType  # type: ignore[attr-defined]  # missing from PySide6 6.11's stubs


class LocationItem(QGraphicsItem):
    """A location: a round node, its name below, its owner's ring, glyphs for effects and home bases."""

    Type = _USER_TYPE + 1

    # Fonts, pens and brushes shared by every node, made on first use (_make_tools): a QFont needs the
    # QGuiApplication.
    _TOOLS_MADE: ClassVar[bool] = False
    BADGE_FONT: ClassVar[QFont]
    NODE_PEN: ClassVar[QPen]
    HIDDEN_PEN: ClassVar[QPen]
    NODE_BRUSH: ClassVar[QBrush]
    HALO_BRUSH: ClassVar[QBrush]
    EFFECT_BRUSH: ClassVar[QBrush]
    EFFECT_PEN: ClassVar[QPen]
    WHITE_PEN: ClassVar[QPen]
    SWORD_PEN: ClassVar[QPen]
    # Shapes need no application.
    HOUSE = _house_path()
    DIAMOND = _diamond_path(6.5)
    SWORDS = _swords_path()
    NODE_RECT = QRectF(-NODE_RADIUS, -NODE_RADIUS, 2 * NODE_RADIUS, 2 * NODE_RADIUS)
    HALO_RECT = NODE_RECT.adjusted(-6, -6, 6, 6)
    BADGE_AT = QPointF(NODE_RADIUS * 0.85, NODE_RADIUS * 0.85)
    BADGE_RECT = QRectF(-6.5, -6.5, 13, 13)
    SWORDS_AT = QPointF(-NODE_RADIUS * 1.05, NODE_RADIUS * 0.75)
    NODE_SHAPE = QPainterPath()
    NODE_SHAPE.addEllipse(NODE_RECT.adjusted(-2, -2, 2, 2))

    def __init__(self, location_id: str, look: Look, position: QPointF, selectable: bool = False,
                 movable: bool = False) -> None:
        super().__init__()
        if not LocationItem._TOOLS_MADE:
            LocationItem._make_tools()
        self.location_id = location_id
        self.look = look
        self.links: list[LinkItem] = []
        self.name = ""
        self.effects: list[str] = []
        self.owner_color: QColor | None = None
        self.hidden = False
        self.battle = False
        #: Someone stands here (their names win a collision over empty places').
        self.occupied = False
        #: Where its tokens' arc faces (radians, screen y down): over its top unless that covers a neighbour
        self.facing = -math.pi / 2
        self.label = LabelItem(self, NODE_RADIUS + LABEL_GAP)
        self._count = QStaticText()
        self._bounds = QRectF()
        self._ring_pen = QPen()
        self._owner_brush = QBrush()
        # Placed before it reports moves, and its flags set in one call: every change an item reports
        # goes through itemChange in Python, which costs on a map of a thousand.
        self.setPos(position)
        self.setZValue(LOCATION_Z)
        self.setFlags(_FOLLOWED | (_SELECTABLE if selectable else _NONE) | (_MOVABLE if movable else _NONE))
        self.setAcceptedMouseButtons(_LEFT_BUTTON)

    @classmethod
    def _make_tools(cls) -> None:
        """Fonts, pens and brushes shared by every node (a QFont needs the QGuiApplication)."""
        cls.BADGE_FONT = _font(8, bold=True)
        cls.NODE_PEN = QPen(NODE_LINE, 1.6)
        cls.HIDDEN_PEN = QPen(NODE_LINE, 1.6, Qt.PenStyle.DashLine)
        cls.NODE_BRUSH = solid(NODE_FILL)
        cls.HALO_BRUSH = solid(SELECTED)
        cls.EFFECT_BRUSH = solid(EFFECT_COLOR)
        cls.EFFECT_PEN = QPen(EFFECT_COLOR.darker(140), 1.0)
        cls.WHITE_PEN = QPen(QColor("white"))
        cls.SWORD_PEN = QPen(BATTLE_COLOR, 1.8, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
        cls._TOOLS_MADE = True

    def type(self) -> int:
        return self.Type

    # -- what to show ----------------------------------------------------------------------------------
    def load(self, name: str, effects: list[str], owner_color: QColor | None, hidden: bool, battle: bool) -> None:
        """Take the location's current data (called by the scene when the war changes)."""
        self.prepareGeometryChange()
        self.name, self.effects, self.owner_color, self.hidden, self.battle = (
            name, list(effects), owner_color, hidden, battle)
        if name != self.label.text:
            self.label.set_text(name)
        self._count = QStaticText(str(len(self.effects)))
        self._count.prepare(QTransform(), self.BADGE_FONT)  # its size centres it in the badge
        if owner_color is not None:
            self._ring_pen = QPen(owner_color, 4.0)
            self._owner_brush = solid(owner_color)
        self._bounds = self.HALO_RECT.adjusted(-2, -2, 2, 2)
        self.update()

    def ink_rect(self) -> QRectF:
        """What the node draws (its disc, the effects' badge, the swords), without the selection's halo:
        what another place's name must not cover."""
        rect = self.NODE_RECT
        if self.effects:
            rect = rect.united(self.BADGE_RECT.translated(self.BADGE_AT))
        if self.battle:
            rect = rect.united(QRectF(-6, -6, 12, 12).translated(self.SWORDS_AT))
        return rect

    def draws_name(self) -> bool:
        return self.look.layers["names"] and bool(self.name)

    def apply_scales(self, scales: Scales) -> None:
        """Enlarge the node, its tokens and its name over their true size (see ``symbol_scales``)."""
        if self.scale() != scales.node:
            self.setScale(scales.node)
        self.label.set_scale(scales.label)
        tokens = [child for child in self.childItems() if isinstance(child, TokenItem)]
        for token in tokens:
            token.setScale(scales.token)
        for token, offset in zip(tokens, token_offsets([t.radius * scales.token for t in tokens], self.facing)):
            token.setPos(offset)

    def draws_home_base(self) -> bool:
        return self.look.layers["home_bases"] and self.owner_color is not None

    def draws_effects(self) -> bool:
        return self.look.layers["effects"] and bool(self.effects)

    # -- geometry --------------------------------------------------------------------------------------
    def boundingRect(self) -> QRectF:
        return self._bounds

    def shape(self) -> QPainterPath:
        return self.NODE_SHAPE  # the node only: a click on the name is a click on the ground

    def itemChange(self, change: QGraphicsItem.GraphicsItemChange, value: Any) -> Any:  # noqa: N802 (Qt's name)
        if change == _POSITION_HAS_CHANGED:
            for link in self.links:
                link.adjust()
        return value  # what QGraphicsItem.itemChange returns (cheaper than calling it, on every change)

    # -- painting --------------------------------------------------------------------------------------
    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        lod = QStyleOptionGraphicsItem.levelOfDetailFromTransform(painter.worldTransform())
        look = self.look
        layers = look.layers
        # isSelected(), what the scene sets State_Selected from: option.state would make PySide create QStyle
        if self.isSelected() and not look.exporting:
            painter.setPen(_NO_PEN)
            painter.setBrush(self.HALO_BRUSH)
            painter.drawEllipse(self.HALO_RECT)
        painter.setBrush(self.NODE_BRUSH)
        painter.setPen(self.HIDDEN_PEN if self.hidden else self.NODE_PEN)
        painter.drawEllipse(self.NODE_RECT)
        home = self.owner_color is not None and layers["home_bases"]
        if home:
            painter.setBrush(_NO_BRUSH)
            painter.setPen(self._ring_pen)
            painter.drawEllipse(self.NODE_RECT.adjusted(1, 1, -1, -1))
        if lod < LOD_GLYPHS:
            return
        if home:
            painter.setPen(_NO_PEN)
            painter.setBrush(self._owner_brush)
            painter.drawPath(self.HOUSE)
        if self.effects and layers["effects"]:
            painter.translate(self.BADGE_AT)
            painter.setPen(self.EFFECT_PEN)
            painter.setBrush(self.EFFECT_BRUSH)
            painter.drawPath(self.DIAMOND)
            if len(self.effects) > 1 and lod >= LOD_BADGE_COUNT:
                painter.setPen(self.WHITE_PEN)
                painter.setFont(self.BADGE_FONT)
                if look.exporting:
                    painter.drawText(self.BADGE_RECT, int(Qt.AlignmentFlag.AlignCenter), self._count.text())
                else:
                    size = self._count.size()
                    painter.drawStaticText(QPointF(-size.width() / 2, -size.height() / 2), self._count)
            painter.translate(-self.BADGE_AT)
        if self.battle:
            painter.translate(self.SWORDS_AT)
            painter.setPen(self.SWORD_PEN)
            painter.setBrush(_NO_BRUSH)
            painter.drawPath(self.SWORDS)
            painter.translate(-self.SWORDS_AT)


class LinkItem(QGraphicsLineItem):
    """A road between two locations; Qt paints it (no Python per frame), it follows its ends."""

    Type = _USER_TYPE + 2
    PEN: ClassVar[QPen | None] = None  # made on first use, as the nodes' tools

    def __init__(self, a: LocationItem, b: LocationItem) -> None:
        super().__init__(QLineF(a.pos(), b.pos()))
        pen = LinkItem.PEN
        if pen is None:
            # flat ends: they hide under the nodes, and round caps double the cost of drawing roads
            pen = LinkItem.PEN = QPen(LINK_COLOR, 3.0, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap)
        self.a, self.b = a, b
        self.setPen(pen)
        a.links.append(self)
        b.links.append(self)

    def type(self) -> int:
        return self.Type

    @property
    def ends(self) -> tuple[str, str]:
        return self.a.location_id, self.b.location_id

    def adjust(self) -> None:
        self.setLine(QLineF(self.a.pos(), self.b.pos()))

    def detach(self) -> None:
        for end in (self.a, self.b):
            if self in end.links:
                end.links.remove(self)


def initials(name: str) -> str:
    """Two letters for a token: "Odile Verhaegen" gives "OV", "Saber" gives "Sa"."""
    words = [w for w in name.replace("-", " ").split() if w[:1].isalnum()]
    if not words:
        return "?"
    if len(words) == 1:
        return words[0][:2]
    return (words[0][0] + words[-1][0]).upper()


@dataclass
class TokenLook:
    """How a character's token is drawn (from the war as the scene draws it)."""

    name: str
    kind: str
    color: QColor
    alive: bool = True
    spirit_form: bool = False
    seen_turn: int | None = None


class TokenItem(QGraphicsItem):
    """A character: a small disc in its team's colour with its initials, a child of its location."""

    Type = _USER_TYPE + 3

    # Made on first use, as the nodes' tools.
    _TOOLS_MADE: ClassVar[bool] = False
    FONT: ClassVar[QFont]
    SMALL_FONT: ClassVar[QFont]
    DEAD_BRUSH: ClassVar[QBrush]
    DEAD_PEN: ClassVar[QPen]
    CROSS_PEN: ClassVar[QPen]
    OUTLINE: ClassVar[QPen]
    HOLLOW_BRUSH: ClassVar[QBrush]

    def __init__(self, character_id: str, parent: LocationItem) -> None:
        super().__init__(parent)
        if not TokenItem._TOOLS_MADE:
            TokenItem._make_tools()
        self.character_id = character_id
        self.look = parent.look
        self.radius = TOKEN_RADIUS_OTHER
        self.state = TokenLook("", "", QColor())
        self._rect = QRectF()
        self._text = QStaticText()
        self._text_pen = QPen()
        self._brush = QBrush()
        self._pen = QPen()
        self._font = QFont()
        self._text_lod = 1.0
        self.setAcceptedMouseButtons(_NO_BUTTON)

    @classmethod
    def _make_tools(cls) -> None:
        cls.FONT = _font(9, bold=True)
        cls.SMALL_FONT = _font(8, bold=True)  # for Masters' two capitals in a smaller disc
        cls.DEAD_BRUSH = solid(DEAD_COLOR)
        cls.DEAD_PEN = QPen(QColor("#4a4a4a"), 1.0)
        cls.CROSS_PEN = QPen(QColor("#3a3a3a"), 1.8, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
        cls.OUTLINE = QPen(QColor("white"), 1.2)
        cls.HOLLOW_BRUSH = solid(QColor(255, 255, 255, 235))
        cls._TOOLS_MADE = True

    def type(self) -> int:
        return self.Type

    def load(self, state: TokenLook) -> None:
        self.prepareGeometryChange()
        self.state = state
        self.radius = TOKEN_RADIUS.get(state.kind, TOKEN_RADIUS_OTHER)
        r = self.radius
        self._rect = QRectF(-r, -r, 2 * r, 2 * r)
        color = state.color
        light = color.lightnessF() > 0.62
        if not state.alive:
            self._brush, self._pen = self.DEAD_BRUSH, self.DEAD_PEN
            self._text_pen = QPen(QColor("#f4f4f4"))
        elif state.seen_turn is not None:
            self._brush, self._pen = self.HOLLOW_BRUSH, QPen(color, 1.8)
            self._text_pen = QPen(color.darker(130))
        elif state.spirit_form:
            faded = QColor(color)
            faded.setAlpha(80)
            self._brush, self._pen = solid(faded), QPen(color.darker(120), 1.4, Qt.PenStyle.DashLine)
            self._text_pen = QPen(color.darker(170))
        else:
            self._brush, self._pen = solid(color), self.OUTLINE
            self._text_pen = QPen(QColor("#222222") if light else QColor("white"))
        self._text = QStaticText(initials(state.name))
        self._text.setTextFormat(Qt.TextFormat.PlainText)
        self._font = self.FONT if self.radius >= TOKEN_RADIUS["servant"] else self.SMALL_FONT
        self._text.prepare(QTransform(), self._font)
        self._text_lod = TOKEN_TEXT_PIXELS / self._font.pixelSize()
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-2, -2, 2, 2)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addEllipse(self._rect)
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setPen(self._pen)
        painter.setBrush(self._brush)
        painter.drawEllipse(self._rect)
        lod = QStyleOptionGraphicsItem.levelOfDetailFromTransform(painter.worldTransform())
        if lod >= self._text_lod and self.state.kind in TOKEN_RADIUS:  # familiars, troops: too small
            painter.setPen(self._text_pen)
            painter.setFont(self._font)
            if self.look.exporting:
                painter.drawText(self._rect, int(Qt.AlignmentFlag.AlignCenter), self._text.text())
            else:
                size = self._text.size()
                painter.drawStaticText(QPointF(-size.width() / 2, -size.height() / 2), self._text)
        if not self.state.alive:
            r = self.radius * 0.75
            painter.setPen(self.CROSS_PEN)
            painter.drawLine(QPointF(-r, -r), QPointF(r, r))
            painter.drawLine(QPointF(-r, r), QPointF(r, -r))


def token_offsets(radii: list[float], facing: float = -math.pi / 2) -> list[QPointF]:
    """Where tokens sit around a node: on arcs centred on ``facing`` (radians, screen y down; over its top
    by default, the name below), ring after ring."""
    if not radii:
        return []
    biggest = max(radii)
    offsets: list[QPointF] = []
    remaining = len(radii)
    ring = 0
    while remaining:
        distance = NODE_RADIUS + 5 + biggest + ring * (2 * biggest + 3)
        step = 2 * math.asin(min(1.0, (biggest + 2.5) / distance))
        capacity = max(1, int(math.radians(220) / step) + 1)
        count = min(capacity, remaining)
        for i in range(count):
            angle = facing + (i - (count - 1) / 2) * step
            offsets.append(QPointF(distance * math.cos(angle), distance * math.sin(angle)))
        remaining -= count
        ring += 1
    return offsets


def character_tooltip(war: War, ch: Character) -> str:
    """One line for a character: name, kind, team, and health/mana when known, in the window's language
    (the kind and the pools as the ruleset names them, as the sheet does; a sighting's turn in its word)."""
    import html  # tooltips come with the mouse, after the first paint

    from gmdesk.sheets.html import kind_name, pool_name
    from gmdesk.sheets.words import sheet_words

    ruleset, words = _ruleset(war), sheet_words(language_in_use())
    parts = [f"<b>{html.escape(ch.name)}</b>", html.escape(kind_name(ruleset, ch.kind, words))]
    if ch.team:
        parts.append(html.escape(team_name(war, ch.team)))
    line = " · ".join(parts)
    numbers = []
    for pool, value, maximum in (("health", ch.health, ch.health_max), ("mana", ch.mana, ch.mana_max)):
        if value is not None:
            numbers.append(html.escape(pool_name(ruleset, pool, words)) + f" {_number(value)}"
                           + (f"/{_number(maximum)}" if maximum is not None else ""))
    comma = tr("MapTooltip", ", ")
    if numbers:
        line += " — " + comma.join(numbers)
    notes = []
    if not ch.alive:
        notes.append(tr("MapTooltip", "dead"))
    if ch.spirit_form:
        notes.append(tr("MapTooltip", "in spirit form"))
    seen = ch.flags.get(Flag.SEEN_TURN) if isinstance(ch.flags, dict) else None
    if seen is not None:
        notes.append(tr("MapTooltip", "seen on {0}").format(_turn_said(war, seen)))
    if notes:
        line += " <i>" + html.escape(tr("MapTooltip", "({0})").format(comma.join(notes))) + "</i>"
    return line


def _ruleset(war: War) -> Ruleset | None:
    """The war's ruleset, to name kinds and pools by; None for one not installed (the English words then)."""
    try:
        return rulesets.get(war.ruleset)
    except UnknownRulesetError:
        return None


def _turn_said(war: War, turn: object) -> str:
    """``Night 3`` (夜 3); the number alone when the ruleset is not installed or the file's turn is no number."""
    if not isinstance(turn, int) or _ruleset(war) is None:
        return str(turn)
    return turn_said(war.ruleset, turn)


def _number(value: float) -> str:
    return f"{value:g}"


def location_tooltip(war: War, loc: Location, occupants: list[Character], battle: bool) -> str:
    """Who is there, and what the place is (shown on hover), in the window's language."""
    import html

    lines = [f"<b>{html.escape(loc.name)}</b> <span style='color:#777'>({html.escape(loc.id)})</span>"]
    if loc.home_base:
        lines.append(html.escape(tr("MapTooltip", "home base of {0}").format(team_name(war, loc.home_base))))
    if loc.effects:
        lines.append(html.escape(tr("MapTooltip", "effects: {0}").format(tr("MapTooltip", ", ").join(loc.effects))))
    if loc.hidden:
        lines.append("<i>" + html.escape(tr("MapTooltip", "hidden")) + "</i>")
    if battle:
        lines.append("<span style='color:#c0392b'>" + html.escape(tr("MapTooltip", "a battle is being fought here"))
                     + "</span>")
    if occupants:
        lines.append("<hr>" + "<br>".join(character_tooltip(war, ch) for ch in occupants))
    else:
        lines.append("<span style='color:#777'>" + html.escape(tr("MapTooltip", "nobody here")) + "</span>")
    return "<br>".join(lines)
