"""Benchmark (not a test): how fast the timeline's lanes paint a long turn, against bare pyqtgraph.

Builds a synthetic turn of 2,000 events over 13 phases (the ap-sp phases with the engine's own
beginning and end; initiative phases with their acting order; actors from the ap-sp night-2
sample, each event with a kept state), lays it out with :func:`build_lanes` and measures, for our
:class:`LanesPlot` and for a bare ``pg.PlotWidget`` holding the same 2,000 rectangles
(``BarGraphItem``, the idiomatic pyqtgraph way, and 2,000 ``QGraphicsRectItem``; neither has labels):

- first paint: lanes set and ``grab()`` of a 1200×700 plot, median of 5;
- a pan frame: scroll by a tenth of the view and repaint, median of 60 frames (not for the whole
  turn, which has nowhere to scroll);
- a zoom frame: zoom in by 20 % and out again around the middle and repaint, median of 60 frames;

each at three zooms: readable (blocks wide enough for their labels), 200 events in view (coloured
bars) and the whole turn (2,000 events in view, under a pixel each). Also the layout itself
(``build_lanes``) and selecting an event in a full :class:`TimelineView` (the panel's state table).

Prints the medians (milliseconds) and the ratio ours / bare.

Run: QT_QPA_PLATFORM=offscreen python benchmarks/bench_timeline.py
"""

from __future__ import annotations

import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtGui import QBrush, QPen  # noqa: E402
from PySide6.QtWidgets import QApplication, QGraphicsRectItem  # noqa: E402

from common import median_ms  # noqa: E402
from gmdesk.engine.events import Event  # noqa: E402
from gmdesk.model.vocabulary import PhaseOrder  # noqa: E402
from gmdesk.model.warfile import load_war  # noqa: E402
from gmdesk.ui.timeline.blocks import build_lanes  # noqa: E402
from gmdesk.ui.timeline.kinds import kind_color  # noqa: E402
from gmdesk.ui.timeline.lanes import BLOCK_HEIGHT, BLOCK_WIDTH, LanesPlot  # noqa: E402
from gmdesk.ui.timeline.plotting import pg  # noqa: E402

EVENTS = 2000
VIEW_SIZE = (1200, 700)
FRAMES = 60
SAMPLE = Path(__file__).resolve().parent.parent / "maps" / "sample-ap-sp-night2.json"
KINDS = ("action", "damage", "status", "effect", "move", "detect", "heal", "intercept", "countdown", "economy")


def big_turn(war, seed: int = 11) -> list[Event]:
    """2,000 events, as a long battle night would give: most in the attacking phases."""
    from gmdesk import rulesets

    rng = random.Random(seed)
    phases = ["turn-start"] + [p for p in rulesets.get(war.ruleset).phases] + ["turn-end"]
    weights = [1 if isinstance(p, str) else (8 if p.order == PhaseOrder.INITIATIVE else 2) for p in phases]
    total = sum(weights)
    cids = sorted(war.characters)
    events: list[dict] = []
    for phase, weight in zip(phases, weights):
        pid = phase if isinstance(phase, str) else phase.id
        order = PhaseOrder.SIMULTANEOUS if isinstance(phase, str) else phase.order
        count = max(2, round((EVENTS - len(phases) * 2) * weight / total))
        events.append({"phase": pid, "kind": "phase", "actors": [], "explain": f"{pid} ({order})",
                       "data": {"phase_order": order}})
        if order == PhaseOrder.INITIATIVE:
            acting = rng.sample(cids, 8)
            events.append({"phase": pid, "kind": "initiative", "actors": acting, "explain": "acting order",
                           "data": {"groups": [[c] for c in acting]}})
        for i in range(count):
            actors = rng.sample(cids, rng.choice((1, 2)))
            kind = rng.choice(KINDS)
            ch = war.characters[actors[-1]]
            events.append({"phase": pid, "kind": kind, "actors": actors,
                           "explain": f"{kind} of {' and '.join(actors)}: {rng.random() * 40:.2f} → {i}",
                           "rule": "ap-sp 000:L249",
                           "data": {"order": i if kind == "action" else None,
                                    "state": {actors[-1]: {"location": ch.location, "health": ch.health,
                                                           "mana": ch.mana, "alive": True, "spirit_form": False,
                                                           "statuses": [], "points": dict(ch.points)}}}})
    del events[EVENTS:]
    while len(events) < EVENTS:  # rounding left a few short: the night ends with more bookkeeping
        events.append(dict(events[-1], explain=f"{events[-1]['explain']} (more)"))
    for seq, event in enumerate(events, start=1):
        event.update(seq=seq, turn=2)
    return [Event.from_dict(event) for event in events]


def bare_bars(lanes) -> pg.PlotWidget:
    """pyqtgraph's own rectangles: one BarGraphItem, each bar its kind's colour."""
    plot = pg.PlotWidget()
    plot.getPlotItem().getViewBox().invertY(True)
    bars = pg.BarGraphItem(x=[b.rank for b in lanes.blocks], y0=[b.lane - BLOCK_HEIGHT / 2 for b in lanes.blocks],
                           height=BLOCK_HEIGHT, width=BLOCK_WIDTH,
                           brushes=[QBrush(kind_color(b.kind)) for b in lanes.blocks], pen=None)
    plot.addItem(bars)
    return plot


def bare_items(lanes) -> pg.PlotWidget:
    """2,000 stock QGraphicsRectItem in a plot: no Python in the paint path."""
    plot = pg.PlotWidget()
    plot.getPlotItem().getViewBox().invertY(True)
    plot.disableAutoRange()  # else every addItem measures every item before it
    for b in lanes.blocks:
        item = QGraphicsRectItem(b.rank - BLOCK_WIDTH / 2, b.lane - BLOCK_HEIGHT / 2, BLOCK_WIDTH, BLOCK_HEIGHT)
        item.setBrush(QBrush(kind_color(b.kind)))
        item.setPen(QPen(kind_color(b.kind).darker(130), 0))
        plot.addItem(item)
    return plot


def place(plot: pg.PlotWidget, lanes, span: float) -> None:
    box = plot.getPlotItem().getViewBox()
    box.setYRange(-0.5, len(lanes.phases) - 0.5, padding=0)
    middle = len(lanes) / 2
    box.setXRange(middle - span / 2, middle + span / 2, padding=0)


def first_paint(make, lanes) -> float:
    keep = []
    times = []
    for _ in range(5):
        start = time.perf_counter()
        plot = make(lanes)
        plot.resize(*VIEW_SIZE)
        plot.grab()
        times.append((time.perf_counter() - start) * 1000)
        keep.append(plot)
    return statistics.median(times)


def frames(plot: pg.PlotWidget, lanes, span: float, zoom: bool) -> float:
    plot.resize(*VIEW_SIZE)
    plot.show()
    place(plot, lanes, span)
    QApplication.processEvents()
    box = plot.getPlotItem().getViewBox()
    direction = [1]
    count = [0]

    def frame():
        (x0, x1), _ = box.viewRange()
        width = x1 - x0
        if zoom:  # in, then out again: the whole turn stays the widest view
            factor = 1.25 if count[0] % 2 else 0.8
            middle = (x0 + x1) / 2
            box.setXRange(middle - width * factor / 2, middle + width * factor / 2, padding=0)
        else:  # along the turn, turning back at its ends
            step = direction[0] * width / 10
            if x0 + step < -1 or x1 + step > len(lanes) + 1:
                direction[0] *= -1
                step = -step
            box.setXRange(x0 + step, x1 + step, padding=0)
        count[0] += 1
        plot.viewport().repaint()

    frame()  # warm the caches (glyphs, fills)
    result = median_ms(frame, repeat=FRAMES)
    plot.hide()
    return result


def main() -> None:
    app = QApplication.instance() or QApplication([])
    war = load_war(SAMPLE)
    events = big_turn(war)
    names = {cid: ch.name for cid, ch in war.characters.items()}
    from gmdesk import rulesets
    phase_names = {p.id: p.name for p in rulesets.get(war.ruleset).phases}
    layout_ms = median_ms(lambda: build_lanes(events, names, phase_names), repeat=9)
    lanes = build_lanes(events, names, phase_names)
    print(f"turn: {len(lanes)} events in {len(lanes.phases)} lanes; plot {VIEW_SIZE[0]}x{VIEW_SIZE[1]}; "
          f"medians of {FRAMES} frames")

    def ours(lanes_):
        plot = LanesPlot()
        plot.set_lanes(lanes_)
        return plot

    readable = ours(lanes)
    readable.resize(*VIEW_SIZE)
    readable_span = float(readable.readable_count()) if readable.view_box.width() else VIEW_SIZE[0] / 125

    rows = [("first paint", first_paint(ours, lanes), first_paint(bare_bars, lanes),
             first_paint(bare_items, lanes))]
    for name, span in (("readable", readable_span), ("200 in view", 200.0), ("whole turn", len(lanes) + 1.0)):
        for zoom in ((True,) if name == "whole turn" else (False, True)):
            label = f"{'zoom' if zoom else 'pan'} frame, {name}"
            rows.append((label, frames(ours(lanes), lanes, span, zoom), frames(bare_bars(lanes), lanes, span, zoom),
                         frames(bare_items(lanes), lanes, span, zoom)))
    print(f"{'':28} {'ours ms':>8} {'bars ms':>8} {'items ms':>9} {'ours/bars':>10} {'ours/items':>11}")
    for name, mine, bars, items in rows:
        print(f"{name:28} {mine:8.2f} {bars:8.2f} {items:9.2f} {mine / bars:10.2f} {mine / items:11.2f}")
    print(f"{'layout (build_lanes)':28} {layout_ms:8.2f}")

    from gmdesk.ui.document import WarDocument
    from gmdesk.ui.timeline import TimelineView
    with tempfile.TemporaryDirectory() as folder:
        document = WarDocument.create(Path(folder) / "bench.gmdesk", war)
        view = TimelineView(document)
        view.resize(1400, 800)
        view.show()
        view.show_events(events, war, "benchmark")
        QApplication.processEvents()
        seqs = [b.seq for b in lanes.blocks]
        picks = iter(seqs[::7] * 3)
        print(f"{'select an event (panel)':28} {median_ms(lambda: view.select_event(next(picks)), repeat=31):8.2f}")
        print(f"{'show the turn (view)':28} "
              f"{median_ms(lambda: view.show_events(events, war, 'benchmark'), repeat=9):8.2f}")
        view.close()
        document.close()
    app.processEvents()


if __name__ == "__main__":
    main()
