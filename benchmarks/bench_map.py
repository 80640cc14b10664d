"""Benchmark (not a test): how fast the map editor draws a big map, against a bare QGraphicsView.

Builds a 1,000-location / 3,000-link war (a jittered grid, its grid roads plus seeded random roads
between near locations, 40 characters, home bases and effects) and measures, for our
MapScene/MapView and for a bare QGraphicsView holding the same number of QGraphicsEllipseItem +
QGraphicsLineItem + QGraphicsSimpleTextItem:

- first paint: the scene built and ``view.grab()`` of a 1200×800 view, at 100 % zoom (about a tenth
  of the map in view) and fitted (the whole map in view, where our labels are skipped as unreadable);
- a pan frame: scroll by 40 px and repaint the whole viewport, median of 50 frames, at both zooms;
- the autosave of that war (one store transaction), which the GM waits for after an edit.

Prints the medians (milliseconds) and the ratio ours / bare.

Run: QT_QPA_PLATFORM=offscreen python benchmarks/bench_map.py
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

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtGui import QBrush, QColor, QPainter, QPen  # noqa: E402
from PySide6.QtWidgets import (QApplication, QGraphicsEllipseItem, QGraphicsLineItem, QGraphicsScene,  # noqa: E402
                               QGraphicsSimpleTextItem, QGraphicsView)

from common import median_ms  # noqa: E402
from gmdesk.model.character import Character  # noqa: E402
from gmdesk.model.mapgraph import Location, WarMap  # noqa: E402
from gmdesk.model.war import Team, War  # noqa: E402

LOCATIONS = 1000
LINKS = 3000
COLUMNS = 40
SPACING = 110.0
VIEW_SIZE = (1200, 800)
PAN_FRAMES = 50
PAN_STEP = 40


def big_war(seed: int = 7) -> War:
    rng = random.Random(seed)
    locations = []
    for i in range(LOCATIONS):
        col, row = i % COLUMNS, i // COLUMNS
        loc = Location(f"l{i}", f"Location {i}", x=col * SPACING + rng.uniform(-25, 25),
                       y=row * SPACING + rng.uniform(-25, 25))
        if i % 7 == 0:
            loc.effects = ["civilians"] if i % 2 else ["leyline", "bridge"]
        locations.append(loc)
    links: set[frozenset] = set()
    ordered: list[tuple[str, str]] = []

    def link(a: int, b: int) -> None:
        key = frozenset((a, b))
        if a != b and 0 <= b < LOCATIONS and key not in links:
            links.add(key)
            ordered.append((f"l{a}", f"l{b}"))

    for i in range(LOCATIONS):
        if i % COLUMNS + 1 < COLUMNS:
            link(i, i + 1)
        link(i, i + COLUMNS)
    while len(ordered) < LINKS:
        a = rng.randrange(LOCATIONS)
        link(a, a + rng.choice((COLUMNS + 1, COLUMNS - 1, 2, 2 * COLUMNS, -COLUMNS + 1)))
    teams = [Team(f"t{t}", f"Team {t}", None) for t in range(10)]
    for t in range(10):
        locations[t * 97].home_base = f"t{t}"
    characters = {}
    for c in range(40):
        cid = f"c{c}"
        characters[cid] = Character(cid, f"Character {c}", "servant" if c % 2 else "master", team=f"t{c // 4}",
                                    location=f"l{rng.randrange(LOCATIONS)}", health=100, health_max=100)
    return War("ap-sp", "benchmark", WarMap(locations, ordered), characters, teams=teams)


def bare_scene(war: War) -> QGraphicsScene:
    """The same number of stock items, no Python in the paint path: the floor to compare with."""
    scene = QGraphicsScene()
    pen = QPen(QColor("#5e5547"), 1.6)
    brush = QBrush(QColor("#fffdf7"))
    line_pen = QPen(QColor("#a99c84"), 3.0)
    for a, b in war.map.links:
        la, lb = war.map.locations[a], war.map.locations[b]
        line = QGraphicsLineItem(la.x, la.y, lb.x, lb.y)
        line.setPen(line_pen)
        line.setZValue(-10)
        scene.addItem(line)
    for loc in war.map.locations.values():
        node = QGraphicsEllipseItem(-12, -12, 24, 24)
        node.setPen(pen)
        node.setBrush(brush)
        node.setPos(loc.x, loc.y)
        scene.addItem(node)
        label = QGraphicsSimpleTextItem(loc.name)
        label.setPos(loc.x - label.boundingRect().width() / 2, loc.y + 17)
        scene.addItem(label)
    return scene


def bare_view(scene: QGraphicsScene) -> QGraphicsView:
    view = QGraphicsView(scene)
    view.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    view.resize(*VIEW_SIZE)
    return view


def place(view: QGraphicsView, fitted: bool) -> None:
    scene_rect = view.scene().itemsBoundingRect()
    view.resetTransform()
    if fitted:
        view.fitInView(scene_rect, Qt.AspectRatioMode.KeepAspectRatio)
    view.centerOn(scene_rect.center())


def first_paint(make, fitted: bool) -> float:
    """Median time from nothing to a grabbed picture of the view (scene and view built inside)."""
    keep = []

    def run():
        scene, view = make()
        place(view, fitted)
        view.grab()
        keep.append((scene, view))  # deleting a big scene is not what we time

    times = []
    for _ in range(5):
        start = time.perf_counter()
        run()
        times.append((time.perf_counter() - start) * 1000)
        keep.clear()
    return statistics.median(times)


def pan_frame(view: QGraphicsView, fitted: bool) -> float:
    place(view, fitted)
    view.show()
    QApplication.processEvents()
    bar = view.horizontalScrollBar() if not fitted else view.verticalScrollBar()
    direction = [1]

    def frame():
        value = bar.value() + direction[0] * PAN_STEP
        if not bar.minimum() <= value <= bar.maximum():
            direction[0] *= -1
            value = bar.value() + direction[0] * PAN_STEP
        bar.setValue(value)
        view.viewport().repaint()

    frame()  # warm the caches (laid-out labels, glyphs)
    return median_ms(frame, repeat=PAN_FRAMES)


def main() -> None:
    app = QApplication.instance() or QApplication([])
    from gmdesk.ui.document import WarDocument
    from gmdesk.ui.map.scene import MapScene
    from gmdesk.ui.map.view import MapView

    war = big_war()
    print(f"map: {len(war.map.locations)} locations, {len(war.map.links)} links, {len(war.characters)} characters; "
          f"view {VIEW_SIZE[0]}x{VIEW_SIZE[1]}")
    with tempfile.TemporaryDirectory() as folder:
        document = WarDocument.create(Path(folder) / "bench.gmdesk", war)

        def ours():
            scene = MapScene(document)
            view = MapView(scene)
            view.resize(*VIEW_SIZE)
            return scene, view

        def bare():
            scene = bare_scene(document.war)
            return scene, bare_view(scene)

        rows = []
        for fitted in (False, True):
            zoom = "fitted" if fitted else "100 %"
            rows.append((f"first paint, {zoom}", first_paint(ours, fitted), first_paint(bare, fitted)))
            our_scene, our_view = ours()
            bare_scene_, bare_view_ = bare()
            rows.append((f"pan frame, {zoom}", pan_frame(our_view, fitted), pan_frame(bare_view_, fitted)))
            our_view.hide()
            bare_view_.hide()
            del our_scene, bare_scene_
        print(f"{'':24} {'ours ms':>9} {'bare ms':>9} {'ratio':>6}")
        for name, mine, floor in rows:
            print(f"{name:24} {mine:9.1f} {floor:9.1f} {mine / floor:6.2f}")
        # what the GM waits for when an edit is written (two seconds after the last one)
        print(f"{'autosave (whole war)':24} {median_ms(document.save, repeat=9):9.1f}")
        document.close()
    app.processEvents()


if __name__ == "__main__":
    main()
