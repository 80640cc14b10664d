"""A character's health, mana and points across the whole history, as curves.

Two plots share the turn axis: health and mana (same scale, both pools of hundreds) above, the
points (AP, SP, CP…, of very different scales among themselves but small beside health) below.
Each stored turn is a dashed marker on the axis; a death is a cross on the health curve. On a long war the
markers, the dots on the curves and the turn ticks are thinned to what the plot's width can show apart (a dot
and a marker for each of 300 turns in a dock 300 pixels wide hid the curves under a grey hatch).

The history is read when the charts are first brought forward, a block of turns at a time between the window's
events (:class:`~gmdesk.ui.timeline.series.HistoryReading`), the header saying how far it got: a 2,000-turn war
took seconds, and the window froze meanwhile.
"""

from __future__ import annotations

import html
import math

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QColor, QFontMetricsF, QPalette
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QProgressBar, QVBoxLayout, QWidget

from gmdesk.model.mapedits import Touched
from gmdesk.rulesets.scores import fmt
from gmdesk.sheets.html import pool_name
from gmdesk.sheets.words import sheet_words
from gmdesk.store.turns import StoredTurn
from gmdesk.ui.document import WarDocument
from gmdesk.ui.i18n import language_in_use, tr, turn_said
from gmdesk.ui.timeline.kinds import blend
from gmdesk.ui.timeline.plotting import is_dark, pg, style_plot
from gmdesk.ui.timeline.series import CharacterSeries, HistoryReading, HistoryStates, read_history

HEALTH_COLOR = "#d23c3c"
MANA_COLOR = "#3b78d4"
POINT_COLORS = ("#c99a1e", "#2f9e5e", "#8660c6", "#e06a2c", "#2b9a9a", "#b3369a", "#7d8796")
#: Values are written beside the points only while they stay readable.
MAX_VALUE_LABELS = 12
#: Where a value label sits against its point (pyqtgraph anchors): over it, or under it.
ABOVE, BELOW = (0.5, 1.3), (0.5, -0.3)
#: Pixels a turn needs on the axis for its dashed marker (closer ones ran into a grey hatch).
MARKER_GAP = 6.0
#: Pixels a turn needs for its dot on the curves (8 pixels wide): closer, the curves are drawn as lines only.
DOT_GAP = 11.0


class CharacterCharts(QWidget):
    """Pick a character; see their pools and points turn by turn."""

    def __init__(self, document: WarDocument, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("CharacterCharts")
        self.document = document
        self.history: HistoryStates | None = None
        self.series: CharacterSeries | None = None
        #: The curves drawn, by what they show ("health", "mana", "points.AP"…).
        self.curves: dict[str, pg.PlotDataItem] = {}
        #: The values each plot shows (by ``id`` of the plot), to fit its range to its size.
        self._columns: dict[int, list[list[float]]] = {}
        #: The value labels written under their points (mana): plot, label, value.
        self._below: list[tuple[pg.PlotItem, pg.TextItem, float]] = []
        #: Each plot's vertical line at every turn, one item a plot (by ``id`` of the plot).
        self._turn_lines: dict[int, pg.PlotCurveItem] = {}
        #: The history being read a block at a time (None: not reading), and the character to show then.
        self.reading: HistoryReading | None = None
        self._wanted: str | None = None
        self._read_timer = QTimer(self)
        self._read_timer.setSingleShot(True)
        self._read_timer.setInterval(0)
        self._read_timer.timeout.connect(self._read_more)

        self.picker = QComboBox()
        self.picker.setObjectName("chartsCharacter")
        self.picker.setMinimumContentsLength(18)
        self.picker.activated.connect(lambda _i: self.show_character(self.picker.currentData()))
        self.header = QLabel()
        self.header.setTextFormat(Qt.TextFormat.PlainText)
        self.header.setEnabled(False)
        top = QHBoxLayout()
        top.addWidget(QLabel(tr("Charts", "Character")))
        top.addWidget(self.picker)
        top.addWidget(self.header, 1)

        self.canvas = pg.GraphicsLayoutWidget()
        self.canvas.setObjectName("chartsCanvas")
        self.pools = self.canvas.addPlot(row=0, col=0)
        self.points = self.canvas.addPlot(row=1, col=0)
        self.points.setXLink(self.pools)
        for plot, title in ((self.pools, tr("Charts", "Health and mana")), (self.points, tr("Charts", "Points"))):
            plot.setMenuEnabled(False)
            plot.hideButtons()
            plot.showGrid(y=True, alpha=0.15)
            plot.setMouseEnabled(x=True, y=False)
            plot.getAxis("left").setWidth(48)
        self.pools.getAxis("bottom").setStyle(showValues=False)
        for plot in (self.pools, self.points):  # a dock made narrow or short: labels kept inside
            plot.getViewBox().sigResized.connect(lambda _box: self._fit())
        style_plot(self.canvas, [self.pools, self.points])
        self._titles([], [])

        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addLayout(top)
        # how far the history is read, over the plots' room (a line beside the picker was cut in the narrow dock)
        self.progress = QProgressBar()
        self.progress.setObjectName("chartsReading")
        self.progress.hide()
        layout.addWidget(self.progress)
        layout.addWidget(self.canvas, 1)

        document.history_changed.connect(self.refresh)
        document.turns.turn_stored.connect(self.add_turn)
        document.changed.connect(self._document_changed)
        # The history is read when the charts are first brought forward, not when the war opens (issue 21:
        # a tab behind the cast cost 20 s on a 500-turn war): until then ``history`` stays None.
        self._in_front: bool | None = None  # None: no dock tells (the charts on their own): shown = in front

    def dock_shown(self, visible: bool) -> None:
        """The charts' dock became the current tab, or stopped being it (its ``visibilityChanged``)."""
        self._in_front = visible
        if visible and self.history is None and self.reading is None and not self.document.store.closed:
            self.refresh()  # (not while the war closes)

    # -- public ----------------------------------------------------------------------------------------
    def refresh(self) -> None:
        """Read the history again (a turn was resolved or re-resolved) and redraw; while the charts are
        hidden, only forget it (it is read when they are shown)."""
        self.reading = None
        self._read_timer.stop()
        self.progress.hide()
        if not (self._in_front if self._in_front is not None else self.isVisible()):
            self.history = None
            return
        self.history = None
        self.reading = HistoryReading(self.document.store)
        self._fill_picker()  # the war's characters, to pick one while the history is read
        self._read_more()

    def _read_more(self) -> None:
        """The next block of turns; the header says how far; drawn once all are read."""
        reading = self.reading
        if reading is None or self.document.store.closed:
            self.reading = None
            self.progress.hide()
            return
        if not reading.step():
            self.progress.setRange(0, reading.total)
            self.progress.setValue(reading.done)
            self.progress.setFormat(tr("Charts", "Reading the history: {0} of {1} turns…").format(reading.done,
                                                                                                reading.total))
            self.progress.show()
            self.header.setText("")
            self._read_timer.start()
            return
        self.reading = None
        self.progress.hide()
        self.history = reading.history
        wanted, self._wanted = self._wanted, None
        self._fill_picker()
        if wanted is not None and wanted in self._names():
            self.show_character(wanted)
        else:
            self._redraw()

    def _redraw(self) -> None:
        self._fill_picker()
        cid = self.series.cid if self.series is not None else self.picker.currentData()
        if cid is not None:
            self.show_character(cid)
        else:
            self._clear()

    def add_turn(self, turn: StoredTurn) -> None:
        """A turn was resolved: its moment joins the curves (the history before it is not read again)."""
        if self.history is None:
            self.refresh()  # read whole when shown (again, with this turn, when being read); hidden: nothing to do
            return
        self.history.add_turn(turn)
        self._redraw()

    def show_character(self, cid: str) -> None:
        """Draw ``cid``'s curves; while the history is being read, once it is read."""
        if self.reading is not None:
            self._wanted = cid
            index = self.picker.findData(cid)
            if index >= 0:
                self.picker.setCurrentIndex(index)
            return
        if self.history is None:
            self.history = read_history(self.document.store)
            self._fill_picker()
        history = self.history
        assert history is not None  # refresh read it
        names = self._names()
        if cid not in names:
            raise ValueError(f"no character {cid!r} in the war or its history")
        self.series = history.series(cid)
        self.series.name = names[cid]
        index = self.picker.findData(cid)
        if index >= 0:
            self.picker.setCurrentIndex(index)
        self._draw()

    # -- drawing ---------------------------------------------------------------------------------------
    def _draw(self) -> None:
        self._clear()
        series = self.series
        if series is None:
            return
        turns = len(series.xs) - 1
        header = ((tr("Charts", "{0} across {1} turns") if turns != 1 else tr("Charts", "{0} across {1} turn"))
                  .format(series.name, turns) if turns > 0
                  else tr("Charts", "No turn resolved yet"))
        unreadable = self.history.unreadable if self.history is not None else {}
        if unreadable:
            header += " · " + tr("Charts", "{0} cannot be read (File > Check)").format(
                ", ".join(turn_said(self.document.war.ruleset, n) for n in sorted(unreadable)))
            self.header.setToolTip("\n".join(unreadable.values()))
        self.header.setText(header)
        pen = pg.mkPen(self._marker_color(), width=1, style=Qt.PenStyle.DashLine)
        for plot in (self.pools, self.points):  # one item for every turn's line: spanned to the range in _fit
            lines = pg.PlotCurveItem(pen=pen, connect="pairs")
            plot.addItem(lines, ignoreBounds=True)
            self._turn_lines[id(plot)] = lines
        pools = [("health", tr("Charts", "Health"), HEALTH_COLOR), ("mana", tr("Charts", "Mana"), MANA_COLOR)]
        words = sheet_words(language_in_use())  # a point as the sheet names it: ランクレベル, not rank_level
        points = [(f"points.{key}", pool_name(self.document.ruleset, key, words), POINT_COLORS[i % len(POINT_COLORS)])
                  for i, key in enumerate(series.point_keys())]
        for plot, curves in ((self.pools, pools), (self.points, points)):
            for i, (what, _label, color) in enumerate(curves):
                self._curve(plot, series, what, color, below=plot is self.pools and i == 1)
            self._columns[id(plot)] = [series.values(what) for what, _label, _color in curves]
        dead = series.dead_at()
        if dead:
            health = dict(zip(series.xs, series.values("health")))
            self.pools.addItem(pg.ScatterPlotItem(dead, [health[x] if health[x] == health[x] else 0 for x in dead],
                                                  symbol="x", size=16, pen=pg.mkPen(self._text(), width=2.5)))
        self._titles([(label, color) for _what, label, color in pools], [(label, color) for _w, label, color in points])
        self._fit()

    def _curve(self, plot, series: CharacterSeries, what: str, color: str, below: bool = False) -> None:
        """One curve with its values written beside its points (``below`` them for mana, so equal
        health and mana do not write over each other)."""
        xs, ys = series.xs, series.values(what)
        if not any(y == y for y in ys):  # no value on any turn (a sheet without it): no curve to draw
            return
        curve = plot.plot(xs, ys, connect="finite", pen=pg.mkPen(color, width=2.5), symbol="o",
                          symbolSize=8, symbolBrush=color, symbolPen=pg.mkPen(self._base(), width=1.5))
        self.curves[what] = curve
        if len(xs) <= MAX_VALUE_LABELS:
            for x, y in zip(xs, ys):
                if y == y:  # not NaN
                    text = pg.TextItem(fmt(round(y, 2)), color=color, anchor=BELOW if below else ABOVE)
                    text.setPos(x, y)
                    plot.addItem(text)
                    if below:
                        self._below.append((plot, text, y))

    def _fit(self) -> None:
        """The ranges and the turn labels for the plots' size now: the values written beside the points
        stay inside (in pixels, whatever the dock's size), and the turn labels never run together."""
        series = self.series
        if series is None or not series.xs:
            return
        metrics = QFontMetricsF(self.font())
        labelled = len(series.xs) <= MAX_VALUE_LABELS
        widest = max([metrics.horizontalAdvance(fmt(round(v, 2))) for column in self._columns.values()
                      for values in column for v in values if v == v] + [0.0]) if labelled else 0.0
        box = self.pools.getViewBox()
        width = max(box.width(), 1.0)
        span = series.xs[-1] - series.xs[0]
        half = widest / 2 + 4  # pixels a label at either end needs beside its point
        pad = 0.3 if width <= 2 * half else max(0.3, min(1.0, half * max(span, 1.0) / (width - 2 * half)))
        for plot in (self.pools, self.points):
            plot.setXRange(series.xs[0] - pad, series.xs[-1] + pad, padding=0)
            self._fit_y(plot, self._columns.get(id(plot), []), metrics.height() if labelled else 0.0)
        for plot, text, y in self._below:  # too near the axis to be written under its point: over it
            (_x0, _x1), (low, high) = plot.getViewBox().viewRange()
            room = (y - low) / ((high - low) or 1.0) * max(plot.getViewBox().height(), 1.0)
            text.setAnchor(BELOW if room >= 1.3 * metrics.height() + 2 else ABOVE)
        per_turn = width / (span + 2 * pad)
        labels = self._tick_labels(metrics, per_turn)
        # a tick only where a label is written (a tick for each of 2,000 turns drew a black bar under the plot)
        ticks = [[(x, text) for x, text in zip(series.xs, labels) if text], []]
        for plot in (self.pools, self.points):
            plot.getAxis("bottom").setTicks(ticks)
        self._thin(per_turn, [x for x, text in zip(series.xs, labels) if text])

    def _thin(self, per_turn: float, labelled: list[float]) -> None:
        """The turn markers and the curves' dots, as many as can be told apart at ``per_turn`` pixels a turn:
        a marker for every turn, else only at the labelled ticks; a dot on every point, else none (a curve)."""
        series = self.series
        if series is None:
            return
        marked = series.xs if per_turn >= MARKER_GAP else labelled
        for plot in (self.pools, self.points):
            lines = self._turn_lines.get(id(plot))
            if lines is not None:
                _xr, (low, high) = plot.getViewBox().viewRange()
                lines.setData([x for x in marked for _ in (0, 1)], [low, high] * len(marked))
        dots = per_turn >= DOT_GAP
        for curve in self.curves.values():
            if (curve.opts["symbol"] is not None) != dots:
                curve.setSymbol("o" if dots else None)

    def _tick_labels(self, metrics: QFontMetricsF, per_turn: float) -> list[str]:
        """"before Night 2", "after Night 2"… (the ruleset's word) when they fit side by side; else "start",
        "T2"…, every n-th one."""
        written = list(self.series.labels) if self.series is not None else []
        ruleset = self.document.war.ruleset
        labels = [_tick_text(text, ruleset) for text in written]
        if not labels:
            return labels
        if max(metrics.horizontalAdvance(text) for text in labels) + 10 <= per_turn:
            return labels
        short = [tr("Charts", "start") if text.startswith("before") else _short_tick(text) for text in written]
        # (per_turn under a pixel on a long war: it was taken as one, and 2,000 turns' labels ran together)
        every = max(1, math.ceil((max(metrics.horizontalAdvance(text) for text in short) + 10) / max(per_turn, 1e-3)))
        xs = self.series.xs if self.series is not None else []
        if every == 1 or len(xs) != len(short):
            last = len(short) - 1
            return [text if (last - i) % every == 0 else "" for i, text in enumerate(short)]
        # a long war: round turns (T100, T200… rather than T22, T108…), and the newest when it has the room
        step = nice_step(every)
        labels = [text if int(x) % step == 0 else "" for x, text in zip(xs, short)]
        marked = [x for x, text in zip(xs, labels) if text]
        if not marked or xs[-1] - marked[-1] >= every:
            labels[-1] = short[-1]
        return labels

    def _fit_y(self, plot, columns: list[list[float]], label_height: float) -> None:
        """From zero (a pool reads against empty) to above the highest value, with room for the labels
        written over the points (``label_height`` pixels tall)."""
        values = [v for column in columns for v in column if v == v]
        low = min(values + [0.0])
        high = max(values + [0.0])
        if high <= low:
            high = low + 1
        height = max(plot.getViewBox().height(), 1.0)
        room = min(0.5, max(0.12, (1.3 * label_height + 6) / height))  # share of the height above the top
        plot.setYRange(low, high + (high - low) * room / (1 - room), padding=0)

    def _clear(self) -> None:
        self.curves = {}
        self._columns = {}
        self._turn_lines = {}
        self._below = []
        for plot in (self.pools, self.points):
            plot.clear()

    def _titles(self, pools: list[tuple[str, str]], points: list[tuple[str, str]]) -> None:
        """The titles double as legends: each name in its curve's colour."""
        text = self._text().name()

        def title(name: str, curves: list[tuple[str, str]]) -> str:
            keys = " ".join(f'<span style="color:{color}">\u25cf {html.escape(label)}</span>&nbsp;'
                            for label, color in curves)
            return f'<span style="color:{text}">{name}</span>&nbsp;&nbsp; {keys}'

        self.pools.setTitle(title(tr("Charts", "Health and mana"), pools), size="10pt")
        self.points.setTitle(title(tr("Charts", "Points"), points) if points else title(tr("Charts", "Points"), []) +
                             f'<span style="color:{text}"> {html.escape(tr("Charts", "(none)"))}</span>', size="10pt")

    def _text(self) -> QColor:
        return self.palette().color(QPalette.ColorRole.Text)

    def _base(self) -> QColor:
        return self.palette().color(QPalette.ColorRole.Base)

    def _marker_color(self) -> QColor:
        return blend(self.palette().color(QPalette.ColorRole.Text), self._base(), 0.45 if is_dark(self) else 0.3)

    # -- names -------------------------------------------------------------------------------------------
    def _names(self) -> dict[str, str]:
        names = dict(self.history.names) if self.history is not None else {}
        names.update({cid: ch.name for cid, ch in self.document.war.characters.items()})
        return names

    def _fill_picker(self) -> None:
        current = self.picker.currentData()
        self.picker.blockSignals(True)
        self.picker.clear()
        for cid, name in sorted(self._names().items(), key=lambda item: item[1].casefold()):
            self.picker.addItem(name, cid)
        index = self.picker.findData(current)
        self.picker.setCurrentIndex(index if index >= 0 else 0)
        self.picker.blockSignals(False)

    def _document_changed(self, touched: Touched) -> None:
        """Names follow the war; the curves are the history's, drawn again only when the shown character
        was renamed (a resolved turn touches the whole map, and :meth:`add_turn` draws it)."""
        if touched.characters or touched.whole_map:
            self._fill_picker()
            names = self._names()
            if self.series is not None and names.get(self.series.cid, self.series.name) != self.series.name:
                self.show_character(self.series.cid)


def nice_step(least: int) -> int:
    """The smallest of 1, 2, 5, 10, 20, 50, 100… that is at least ``least``."""
    scale = 1
    while True:
        for factor in (1, 2, 5):
            if factor * scale >= least:
                return factor * scale
        scale *= 10


def _tick_text(label: str, ruleset_id: str) -> str:
    """A moment's label ("before T2", "after T3", as the history names them) in the interface's language, the
    turn in the ruleset's word: "before Night 2", 夜 2 の前."""
    when, _, turn = label.partition(" T")
    if when in ("before", "after") and turn.isdigit():
        said = turn_said(ruleset_id, int(turn))
        return tr("Charts", "before {0}").format(said) if when == "before" else tr("Charts", "after {0}").format(said)
    return label


def _short_tick(label: str) -> str:
    """"after T3" as a narrow chart writes it: "T3" (the word left out: "Action turn 3" would not fit)."""
    when, _, turn = label.partition(" T")
    return tr("Charts", "T{0}").format(turn) if when == "after" else label
