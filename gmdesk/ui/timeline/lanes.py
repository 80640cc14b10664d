"""The lanes plot: one lane per phase, one block per event, the moment as a vertical line.

A turn holds hundreds of events and a long battle thousands, so the blocks are one pyqtgraph item
that paints only the blocks in view, in device pixels: labels stay crisp at every zoom and are drawn
only where they fit (a block narrower than a word is a coloured bar). Zoom and scroll are along
the turn (x); all lanes stay in view.
"""

from __future__ import annotations

import html
import math

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPalette, QPen
from PySide6.QtWidgets import QWidget

from gmdesk.model.vocabulary import EventKind
from gmdesk.ui.i18n import say, tr
from gmdesk.ui.timeline.blocks import Block, Lanes
from gmdesk.ui.timeline.kinds import blend, kind_color
from gmdesk.ui.timeline.lane_axis import NAME_SHARE, LaneAxis, lanes_in_view, make_lane_bar
from gmdesk.ui.timeline.plotting import pg, style_plot

#: A block is this share of its column and of its lane (the rest is the gap between blocks).
BLOCK_WIDTH = 0.9
BLOCK_HEIGHT = 0.78
#: Below this many pixels a block shows no text; below the next, no border either.
LABEL_MIN_PX = 34
BORDER_MIN_PX = 4
#: Pixels a readable block is given when a turn is first shown.
READABLE_BLOCK_PX = 115
#: How many blocks a turn shows at least when it is first shown, when their titles stay whole at that width.
FIRST_SHOWN = 4


class BlocksItem(pg.GraphicsObject):
    """Every block of a turn; paints the ones in view. Item coordinates: x = rank, y = lane."""

    clicked = Signal(int)

    def __init__(self, palette: QPalette):
        super().__init__()
        self.lanes = Lanes()
        self._title_px: float | None = None
        self.selected: int | None = None
        self.moment: int | None = None
        self.setAcceptHoverEvents(True)
        self.title_font = QFont()
        self.title_font.setBold(True)
        self.text_font = QFont()
        self.set_palette(palette)

    # -- state ----------------------------------------------------------------------------------------
    def set_palette(self, palette: QPalette) -> None:
        self.base = palette.color(QPalette.ColorRole.Base)
        self.text = palette.color(QPalette.ColorRole.Text)
        self.muted = blend(self.text, self.base, 0.45)
        self.highlight = palette.color(QPalette.ColorRole.Highlight)
        self.band = blend(self.text, self.base, 0.045)
        self.dark = self.base.lightness() < 128
        self._fills: dict[tuple[str, str], QColor] = {}
        self.update()

    def set_lanes(self, lanes: Lanes) -> None:
        self.prepareGeometryChange()
        self.lanes = lanes
        self._title_px = None
        self.selected = None
        self.moment = None
        self.update()

    def title_px(self) -> float:
        """The pixels the widest block of the turn needs for its title whole (its slot badge, the colour strip
        and the margins with it)."""
        if self._title_px is None:
            metrics = QFontMetricsF(self.title_font)
            badge = metrics.height() + 4
            widest = max((metrics.horizontalAdvance(b.title) + (badge if b.slot is not None else 0)
                          for b in self.lanes.blocks), default=0.0)
            self._title_px = (widest + 4 + 4 + 4 + 2) / BLOCK_WIDTH
        return self._title_px

    def set_selected(self, rank: int | None) -> None:
        self.selected = rank
        self.update()

    def set_moment(self, rank: int | None) -> None:
        self.moment = rank
        self.update()

    def block_at(self, point: QPointF) -> Block | None:
        """The block under a point in item coordinates, if any."""
        rank, lane = round(point.x()), round(point.y())
        if not 0 <= rank < len(self.lanes):
            return None
        block = self.lanes.blocks[rank]
        inside = abs(point.x() - rank) <= BLOCK_WIDTH / 2 and abs(point.y() - lane) <= BLOCK_HEIGHT / 2
        return block if inside and block.lane == lane else None

    # -- QGraphicsItem --------------------------------------------------------------------------------
    def boundingRect(self) -> QRectF:
        return QRectF(-0.5, -0.5, max(len(self.lanes), 1), max(len(self.lanes.phases), 1))

    def paint(self, painter: QPainter, option, widget=None) -> None:
        view = self.viewRect()
        if view is None or not self.lanes.blocks:
            return
        transform = painter.transform()
        sx, sy, dx, dy = transform.m11(), transform.m22(), transform.m31(), transform.m32()
        first = max(0, math.floor(view.left() - 0.5))
        last = min(len(self.lanes), math.ceil(view.right() + 0.5) + 1)
        painter.save()
        painter.resetTransform()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
        self._paint_bands(painter, view, sx, sy, dx, dy)
        width_px = abs(sx) * BLOCK_WIDTH
        if width_px < LABEL_MIN_PX:
            self._paint_bars(painter, first, last, sx, sy, dx, dy)
        else:
            for block in self.lanes.blocks[first:last]:
                if block.rank != self.selected:
                    self._paint_block(painter, block, sx, sy, dx, dy, width_px)
        if self.selected is not None and first <= self.selected < last:
            self._paint_block(painter, self.lanes.blocks[self.selected], sx, sy, dx, dy, width_px)
        painter.restore()

    def _paint_bands(self, painter, view: QRectF, sx, sy, dx, dy) -> None:
        """Every other lane shaded, so a block's lane reads across a wide view."""
        left, right = dx + sx * view.left(), dx + sx * view.right()
        for lane in range(1, len(self.lanes.phases), 2):
            top, bottom = dy + sy * (lane - 0.5), dy + sy * (lane + 0.5)
            painter.fillRect(QRectF(left, min(top, bottom), right - left, abs(bottom - top)), self.band)

    def _fill(self, kind: str, state: str) -> QColor:
        key = (kind, state)
        if key not in self._fills:
            amount = {"plain": 0.3 if self.dark else 0.2, "selected": 0.55 if self.dark else 0.42,
                      "later": 0.1, "bar": 0.85, "later-bar": 0.3}[state]
            self._fills[key] = blend(kind_color(kind), self.base, amount)
        return self._fills[key]

    def _paint_bars(self, painter: QPainter, first: int, last: int, sx, sy, dx, dy) -> None:
        """Blocks too narrow for a label: coloured bars, batched by colour. Several blocks that fall
        in one pixel column of a lane are one bar (the last one's colour): a zoomed-out turn costs
        what its width in pixels costs, not what its events do."""
        half_w, half_h = BLOCK_WIDTH / 2, BLOCK_HEIGHT / 2
        width = max(abs(sx) * BLOCK_WIDTH, 1.0)
        merge = abs(sx) < 1.0
        by_fill: dict[tuple[str, str], list[QRectF]] = {}
        column_of: dict[int, int] = {}
        moment = self.moment
        for block in self.lanes.blocks[first:last]:
            if block.rank == self.selected:
                continue
            x = dx + sx * (block.rank - half_w)
            if merge:
                column = int(x)
                if column_of.get(block.lane) == column:
                    continue
                column_of[block.lane] = column
            y0, y1 = dy + sy * (block.lane - half_h), dy + sy * (block.lane + half_h)
            later = moment is not None and block.rank > moment
            by_fill.setdefault((block.kind, "later-bar" if later else "bar"), []).append(
                QRectF(x, min(y0, y1), width, abs(y1 - y0)))
        painter.setPen(Qt.PenStyle.NoPen)
        for (kind, state), rects in by_fill.items():
            painter.setBrush(self._fill(kind, state))
            painter.drawRects(rects)

    def _paint_block(self, painter: QPainter, block: Block, sx, sy, dx, dy, width_px: float) -> None:
        x0, x1 = dx + sx * (block.rank - BLOCK_WIDTH / 2), dx + sx * (block.rank + BLOCK_WIDTH / 2)
        y0, y1 = dy + sy * (block.lane - BLOCK_HEIGHT / 2), dy + sy * (block.lane + BLOCK_HEIGHT / 2)
        rect = QRectF(min(x0, x1), min(y0, y1), max(abs(x1 - x0), 1.0), abs(y1 - y0))
        later = self.moment is not None and block.rank > self.moment
        selected = block.rank == self.selected
        color = kind_color(block.kind)
        painter.fillRect(rect, self._fill(block.kind, "selected" if selected else "later" if later else "plain"))
        strip = QRectF(rect.left(), rect.top(), min(4.0, rect.width() / 3), rect.height())
        painter.fillRect(strip, blend(color, self.base, 0.35) if later else color)
        if width_px >= BORDER_MIN_PX:
            pen = QPen(self.highlight, 2.5) if selected else QPen(blend(color, self.base, 0.3 if later else 0.7), 1)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(rect.adjusted(0.5, 0.5, -0.5, -0.5))
        if width_px >= LABEL_MIN_PX:
            self._paint_label(painter, block, rect.adjusted(strip.width() + 4, 1, -4, -1), later)

    def _paint_label(self, painter: QPainter, block: Block, rect: QRectF, later: bool) -> None:
        title_metrics = QFontMetricsF(self.title_font)
        line = title_metrics.height()
        if rect.height() < line or rect.width() < 8:
            return
        left = rect.left()
        two_lines = rect.height() >= 2 * line + 2 and bool(block.actors)
        top = rect.top() + (rect.height() - (2 * line if two_lines else line)) / 2
        if block.slot is not None:
            left = self._paint_slot(painter, block, QPointF(left, top), line, later)
        text_color = self.muted if later else self.text
        painter.setPen(text_color)
        room = rect.right() - left
        painter.setFont(self.title_font)
        title = title_metrics.elidedText(block.title, Qt.TextElideMode.ElideRight, room)
        painter.drawText(QRectF(left, top, room, line), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         title)
        if not block.actors:
            return
        metrics = QFontMetricsF(self.text_font)
        painter.setFont(self.text_font)
        if two_lines:
            text = metrics.elidedText(block.actors, Qt.TextElideMode.ElideRight, rect.right() - rect.left())
            painter.drawText(QRectF(rect.left(), top + line, rect.width(), line),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)
        else:
            used = title_metrics.horizontalAdvance(title) + 6
            if room - used > 20:
                text = metrics.elidedText(block.actors, Qt.TextElideMode.ElideRight, room - used)
                painter.setPen(self.muted)
                painter.drawText(QRectF(left + used, top, room - used, line),
                                 Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)

    def _paint_slot(self, painter: QPainter, block: Block, at: QPointF, size: float, later: bool) -> float:
        """The initiative slot as a round badge before the title; returns where the title starts."""
        color = kind_color(EventKind.INITIATIVE)
        if later:
            color = blend(color, self.base, 0.4)
        text = str(block.slot)
        width = max(size, QFontMetricsF(self.title_font).horizontalAdvance(text) + 8)
        badge = QRectF(at.x(), at.y(), width, size)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(color))
        painter.drawRoundedRect(badge, size / 2, size / 2)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        painter.setPen(QColor("white"))
        painter.setFont(self.title_font)
        painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, text)
        return badge.right() + 4

    # -- pyqtgraph's mouse events ---------------------------------------------------------------------
    def mouseClickEvent(self, ev) -> None:
        if ev.button() != Qt.MouseButton.LeftButton:
            return
        block = self.block_at(ev.pos())
        if block is not None:
            ev.accept()
            self.clicked.emit(block.seq)

    def hoverEvent(self, ev) -> None:
        block = None if ev.isExit() else self.block_at(ev.pos())
        if block is None:
            self.setToolTip("")
            return
        event = block.event
        self.setToolTip(f"<p><b>{block.seq}. {html.escape(block.title)}</b> {html.escape(block.actors)}</p>"
                        f"<p>{html.escape(say(event.explain))}</p>")


class EventAxis(pg.AxisItem):
    """The x axis in event numbers (``seq``), one tick per event at most."""

    def __init__(self, orientation: str = "bottom"):
        super().__init__(orientation)
        self.seqs: list[int] = []

    def tickSpacing(self, minVal, maxVal, size):
        levels = [(spacing, offset) for spacing, offset in super().tickSpacing(minVal, maxVal, size) if spacing >= 1]
        return levels or [(1, 0)]

    def tickStrings(self, values, scale, spacing):
        out = []
        for value in values:
            rank = round(value)
            out.append(str(self.seqs[rank]) if abs(value - rank) < 1e-6 and 0 <= rank < len(self.seqs) else "")
        return out


class LanesPlot(pg.PlotWidget):
    """The lanes of one turn. Tells the view what the GM did; the view decides what is selected."""

    block_clicked = Signal(int)
    #: Left/right arrows (−1/+1), Home/End (a large negative/positive step).
    step_requested = Signal(int)
    #: The moment line was dragged and let go over event ``rank``.
    moment_dragged = Signal(int)

    def __init__(self, parent: QWidget | None = None):
        lane_axis = LaneAxis()
        super().__init__(parent, axisItems={"bottom": EventAxis("bottom"), "left": lane_axis})
        self.lane_axis = lane_axis
        self.setObjectName("timelineLanes")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.plot = self.getPlotItem()
        self.view_box = self.plot.getViewBox()
        self.view_box.setMouseEnabled(x=True, y=False)
        self.view_box.setMenuEnabled(False)
        self.view_box.invertY(True)
        self.plot.hideButtons()
        self.plot.setLabel("bottom", tr("Lanes", "event"))
        #: Scrolls the lanes when they do not all fit at a readable height (the timeline puts it beside).
        self.lane_bar = make_lane_bar()
        self.lane_bar.valueChanged.connect(self._show_lanes_from)
        self.lane_axis.lane_bar = self.lane_bar
        self.view_box.sigResized.connect(self._fit_lanes)
        self.view_box.sigXRangeChanged.connect(self._follow_blocks)
        self.blocks = BlocksItem(self.palette())
        self.blocks.clicked.connect(self.block_clicked)
        self.plot.addItem(self.blocks)
        highlight = self.palette().color(QPalette.ColorRole.Highlight)
        self.moment_line = pg.InfiniteLine(angle=90, movable=True, pen=pg.mkPen(highlight, width=2),
                                           hoverPen=pg.mkPen(highlight, width=4))
        self.moment_line.setZValue(10)
        self.moment_line.hide()
        self.moment_line.sigPositionChangeFinished.connect(self._line_dropped)
        self.plot.addItem(self.moment_line)
        style_plot(self, [self.plot])

    @property
    def lanes(self) -> Lanes:
        return self.blocks.lanes

    # -- what the view sets ---------------------------------------------------------------------------
    def set_lanes(self, lanes: Lanes) -> None:
        self.blocks.set_lanes(lanes)
        self.getPlotItem().getAxis("bottom").seqs = [b.seq for b in lanes.blocks]
        self.lane_axis.set_names(lanes.names, self.width() * NAME_SHARE)
        self.lane_bar.blockSignals(True)
        self.lane_bar.setValue(0)
        self.lane_bar.blockSignals(False)
        count = max(len(lanes), 1)
        self.view_box.setLimits(xMin=-1.0, xMax=count + 0.0, minXRange=2.0, maxXRange=count + 1.0,
                                yMin=-0.5, yMax=max(len(lanes.phases), 1) - 0.5)
        self._fit_lanes()
        self.moment_line.hide()
        self.show_from(0)

    def set_selected(self, rank: int | None) -> None:
        self.blocks.set_selected(rank)
        if rank is not None:
            self.ensure_visible(rank)

    # -- the lanes in view ----------------------------------------------------------------------------
    def lanes_shown(self) -> tuple[int, int]:
        """The first lane in view and how many are (all of them when they fit at a readable height)."""
        return self.lane_bar.value(), lanes_in_view(self.view_box.height(), len(self.lanes.phases))

    def _fit_lanes(self, *_args: object) -> None:
        """As many lanes as fit at :data:`~gmdesk.ui.timeline.lane_axis.MIN_LANE_PX` each, a scroll bar
        for the rest; the names' column at most a share of the width."""
        count = max(len(self.lanes.phases), 1)
        shown = lanes_in_view(self.view_box.height(), count)
        self.lane_axis.fit_width(self.width() * NAME_SHARE)
        self.view_box.setLimits(minYRange=shown, maxYRange=shown)
        self.lane_bar.blockSignals(True)
        self.lane_bar.setRange(0, count - shown)
        self.lane_bar.setPageStep(shown)
        self.lane_bar.blockSignals(False)
        self.lane_bar.setVisible(shown < count)
        self._show_lanes_from(self.lane_bar.value())
        anchor = self.blocks.selected if self.blocks.selected is not None else self.blocks.moment
        x0, x1 = self.visible_range()
        if anchor is not None and anchor < len(self.lanes) and x0 <= anchor <= x1:
            self.ensure_lane_visible(self.lanes.blocks[anchor].lane)  # the selection's or the moment's lane
        else:
            self._follow_blocks()

    def _show_lanes_from(self, first: int) -> None:
        _, shown = self.lanes_shown()
        self.view_box.setYRange(first - 0.5, first + shown - 0.5, padding=0)

    def _follow_blocks(self, *_args: object) -> None:
        """Scrolled along the turn to events none of whose lanes are in view: show the first one's lane."""
        first, shown = self.lanes_shown()
        if shown >= len(self.lanes.phases) or not self.lanes.blocks:
            return
        x0, x1 = self.visible_range()
        in_view = self.lanes.blocks[max(0, math.ceil(x0)):max(0, math.floor(x1) + 1)]
        if in_view and not any(first <= block.lane < first + shown for block in in_view):
            self.ensure_lane_visible(in_view[0].lane)

    def ensure_lane_visible(self, lane: int) -> None:
        first, shown = self.lanes_shown()
        if lane < first:
            self.lane_bar.setValue(lane)
        elif lane >= first + shown:
            self.lane_bar.setValue(lane - shown + 1)

    def set_moment(self, rank: int | None) -> None:
        self.blocks.set_moment(rank)
        if rank is None:
            self.moment_line.hide()
            return
        self.moment_line.blockSignals(True)
        self.moment_line.setValue(rank + 0.5)
        self.moment_line.blockSignals(False)
        self.moment_line.show()

    # -- the part of the turn in view -----------------------------------------------------------------
    def visible_range(self) -> tuple[float, float]:
        (x0, x1), _ = self.view_box.viewRange()
        return x0, x1

    def readable_count(self) -> int:
        """How many blocks fit side by side with their labels at the plot's width: a readable block's width
        each, or up to :data:`FIRST_SHOWN` in a narrow dock as long as every title stays whole (QA: at
        1366x768 four blocks read "rege…", "phas…", "battl…"), never fewer than two."""
        width = self.view_box.width() or self.width() - 150
        whole_titles = int(width / max(self.blocks.title_px(), 1.0))
        return max(2, int(width / READABLE_BLOCK_PX), min(FIRST_SHOWN, whole_titles))

    def show_from(self, rank: int) -> None:
        """A readable stretch of the turn starting at ``rank`` (all of it when it is short)."""
        count = len(self.lanes)
        span = min(count, self.readable_count())
        start = max(0, min(rank, count - span))
        self.view_box.setXRange(start - 0.5, start + span - 0.5, padding=0)

    def show_all(self) -> None:
        self.view_box.setXRange(-0.5, max(len(self.lanes), 1) - 0.5, padding=0)

    def ensure_visible(self, rank: int) -> None:
        """Scroll (never zoom) so block ``rank`` is whole in view: by one block when it is the next one
        past an edge (stepping with the arrows), else to the middle (a jump); and its lane, when the lanes
        are scrolled."""
        if 0 <= rank < len(self.lanes):
            self.ensure_lane_visible(self.lanes.blocks[rank].lane)
        x0, x1 = self.visible_range()
        width = x1 - x0
        if x0 <= rank - 0.5 and rank + 0.5 <= x1:
            return
        if x0 - 1.5 <= rank - 0.5 < x0:
            start = rank - 0.5
        elif x1 < rank + 0.5 <= x1 + 1.5:
            start = rank + 0.5 - width
        else:
            start = rank - width / 2
        self.view_box.setXRange(start, start + width, padding=0)

    # -- Qt events -------------------------------------------------------------------------------------
    def keyPressEvent(self, event) -> None:
        steps = {Qt.Key.Key_Left: -1, Qt.Key.Key_Right: 1, Qt.Key.Key_Home: -(10 ** 9), Qt.Key.Key_End: 10 ** 9}
        step = steps.get(event.key())
        if step is None:
            super().keyPressEvent(event)
            return
        event.accept()
        self.step_requested.emit(step)

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() == event.Type.PaletteChange and hasattr(self, "blocks"):
            self.blocks.set_palette(self.palette())
            style_plot(self, [self.plot])

    def _line_dropped(self) -> None:
        count = len(self.lanes)
        if not count:
            return
        rank = min(count - 1, max(0, round(self.moment_line.value() - 0.5)))
        self.moment_dragged.emit(rank)

