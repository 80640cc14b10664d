"""The Character Charts on a long war (QA long war): the history read a block of turns at a time with the header
saying how far (a 2,000-turn war froze the window 13 s), the same values as reading every turn whole, and a
long history drawn so the curves can be read (no hatch of markers, no dots run together, turn labels apart)."""

from __future__ import annotations

import math

from PySide6.QtGui import QFontMetricsF

from gmdesk.store.cast_history import turn_casts
from gmdesk.ui.timeline import CharacterCharts
from gmdesk.ui.timeline import series as series_module
from gmdesk.ui.timeline.series import HistoryStates, read_history
from gmdesk.ui.timeline.states import CharacterState
from tests.ui.helpers import resolve_next_turn, shown


def test_the_casts_give_the_same_history_as_the_whole_turns(document):
    for _ in range(3):
        resolve_next_turn(document)
    store = document.store
    whole = HistoryStates()
    for number in store.turn_numbers():
        whole.add_turn(store.turn(number))
    read = read_history(store)
    assert (read.xs, read.labels, read.names) == (whole.xs, whole.labels, whole.names)
    assert read.states == whole.states and not read.unreadable
    assert [c.number for c in turn_casts(store, 3, 4)] == [3, 4]


def test_the_charts_read_the_history_a_block_at_a_time_and_say_how_far(qtbot, document, monkeypatch):
    for _ in range(3):
        resolve_next_turn(document)
    monkeypatch.setattr(series_module, "READ_BLOCK", 1)
    charts = shown(qtbot, CharacterCharts(document), (900, 600))
    charts.refresh()
    assert charts.reading is not None and charts.history is None
    assert charts.progress.isVisible() and charts.progress.text() == "Reading the history: 1 of 3 turns…"
    charts.show_character("rider")  # picked while reading: drawn once read
    assert charts.picker.currentData() == "rider" and not charts.curves
    qtbot.waitUntil(lambda: charts.reading is None)
    assert not charts.progress.isVisible()
    assert charts.series.cid == "rider" and charts.header.text() == "Rider across 3 turns"
    store = document.store
    expected = [store.turn(2).war_before()] + [store.turn(n).war_after() for n in (2, 3, 4)]
    xs, health = charts.curves["health"].getData()
    assert list(xs) == [1.0, 2.0, 3.0, 4.0]
    assert list(health) == [w.characters["rider"].health for w in expected]


def long_history(turns: int) -> HistoryStates:
    history = HistoryStates(names={"saber": "Saber"})
    history.xs = [float(x) for x in range(1, turns + 2)]
    history.labels = ["before T2"] + [f"after T{n}" for n in range(2, turns + 2)]
    history.states = [{"saber": CharacterState(health=100 + 50 * math.sin(x / 7), mana=80.0, points={"AP": 4})}
                      for x in history.xs]
    return history


def drawn(qtbot, document, turns: int, size: tuple[int, int]) -> CharacterCharts:
    charts = shown(qtbot, CharacterCharts(document), size)
    charts.history = long_history(turns)
    charts.show_character("saber")
    qtbot.wait(50)
    return charts


def markers(charts: CharacterCharts) -> int:
    xs, _ys = charts._turn_lines[id(charts.pools)].getData()
    return 0 if xs is None else len(xs) // 2


def test_a_long_history_is_drawn_as_curves_with_a_marker_only_at_the_labelled_turns(qtbot, document):
    charts = drawn(qtbot, document, 300, (420, 500))
    ticks = charts.pools.getAxis("bottom")._tickLevels[0]
    assert 2 <= len(ticks) < 30 and all(text for _x, text in ticks)  # no tick without its label
    assert markers(charts) == len(ticks)
    assert all(curve.opts["symbol"] is None for curve in charts.curves.values())
    assert len(charts.curves["health"].getData()[0]) == 301  # every turn is still on the curve

    few = drawn(qtbot, document, 20, (1200, 500))
    assert markers(few) == 21
    assert all(curve.opts["symbol"] == "o" for curve in few.curves.values())


def test_the_turn_labels_of_two_thousand_turns_stay_apart(qtbot, document):
    charts = drawn(qtbot, document, 2000, (1200, 600))
    box = charts.pools.getViewBox()
    (low, high), _ = box.viewRange()
    pixels = box.width() / (high - low)
    metrics = QFontMetricsF(charts.font())
    ticks = charts.points.getAxis("bottom")._tickLevels[0]
    assert len(ticks) > 5
    for (x1, a), (x2, b) in zip(ticks, ticks[1:]):
        assert (x2 - x1) * pixels >= (metrics.horizontalAdvance(a) + metrics.horizontalAdvance(b)) / 2


def test_a_long_historys_turn_labels_are_round_numbers(qtbot, document):
    charts = drawn(qtbot, document, 2000, (1200, 600))
    ticks = charts.points.getAxis("bottom")._tickLevels[0]
    inner = [int(text.removeprefix("T")) for _x, text in ticks if text.startswith("T")][:-1]
    steps = {b - a for a, b in zip(inner, inner[1:])}
    assert len(steps) == 1 and steps.pop() in (10, 20, 50, 100, 200, 500)  # T100, T200… not T22, T108…
    assert all(number % 10 == 0 for number in inner)
