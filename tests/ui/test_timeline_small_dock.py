"""The timeline at a laptop's size (the 1366x768 window's Timeline dock, about 700x230): lane names take at
most a share of the width, elided with their whole name in a tooltip; lanes keep a readable height and
scroll when thirteen do not fit; a resolved turn opens where the Moment slider stands (its last event)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF
from PySide6.QtWidgets import QApplication, QGraphicsSceneHoverEvent

from gmdesk.ui.timeline import TimelineView
from gmdesk.ui.timeline.lane_axis import MIN_LANE_PX, NAME_SHARE
from tests.ui.helpers import resolve_next_turn, shown

DOCK = (700, 230)


def _timeline(qtbot, document, size=DOCK):
    resolve_next_turn(document)
    view = shown(qtbot, TimelineView(document), size)
    view.show_turn(2)
    QApplication.processEvents()
    return view


def _lane_height(view) -> float:
    box = view.plot.view_box
    return abs(box.mapViewToDevice(QPointF(0, 1)).y() - box.mapViewToDevice(QPointF(0, 0)).y())


def test_thirteen_lanes_keep_a_readable_height_and_scroll(qtbot, document):
    view = _timeline(qtbot, document)
    plot = view.plot
    count = len(view.lanes.phases)
    assert count == 13  # ap-sp: every phase of the night
    first, in_view = plot.lanes_shown()
    assert 1 <= in_view < count
    assert _lane_height(view) >= MIN_LANE_PX - 0.5
    assert plot.lane_bar.isVisible() and plot.lane_bar.maximum() == count - in_view
    # the lanes scroll with the bar
    plot.lane_bar.setValue(0)
    (_x0, _x1), (y0, y1) = plot.view_box.viewRange()
    assert (y0, y1) == (-0.5, in_view - 0.5)
    # selecting an event in a lane out of view brings its lane into view
    block = next(b for b in view.lanes.blocks if b.lane >= in_view)
    view.select_event(block.seq)
    first, in_view = plot.lanes_shown()
    assert first <= block.lane < first + in_view


def test_lane_names_take_a_share_of_the_width_elided_whole_in_the_tooltip(qtbot, document):
    view = _timeline(qtbot, document)
    axis = view.plot.lane_axis
    assert axis.width() <= view.plot.width() * NAME_SHARE + 1
    names = view.lanes.names
    assert axis.names == names
    cut = [(name, short) for name, short in zip(names, axis.shown) if name != short]
    assert cut and all(short.endswith("\u2026") and name.startswith(short[:-1]) for name, short in cut)
    assert [label for _y, label in axis._tickLevels[0]] == axis.shown
    # hovering a name gives the whole of it
    lane = names.index(cut[0][0])
    view.plot.lane_bar.setValue(min(lane, view.plot.lane_bar.maximum()))
    hover = QGraphicsSceneHoverEvent(QEvent.Type.GraphicsSceneHoverMove)
    hover.setScenePos(view.plot.view_box.mapViewToScene(QPointF(0, lane)))
    axis.hoverMoveEvent(hover)
    assert axis.toolTip() == names[lane]


def test_a_wide_timeline_keeps_every_lane_and_whole_names(qtbot, document):
    view = _timeline(qtbot, document, (1300, 700))
    first, in_view = view.plot.lanes_shown()
    assert (first, in_view) == (0, len(view.lanes.phases))
    assert not view.plot.lane_bar.isVisible()
    assert view.plot.lane_axis.shown == view.lanes.names


def test_a_resolved_turn_opens_where_the_moment_stands(qtbot, document):
    """QA: the plot showed events 1-4 while the Moment slider read "after event 105 of 105"."""
    view = _timeline(qtbot, document)
    blocks = view.lanes.blocks
    last = blocks[-1]
    assert view.scrubber.rank() == last.rank
    assert view.scrubber.label.text().startswith(f"after event {last.seq} of {last.seq}")
    x0, x1 = view.plot.visible_range()
    assert x0 <= last.rank <= x1 and x1 - x0 < len(blocks)  # a readable stretch, ending with the last event
    first, in_view = view.plot.lanes_shown()
    assert first <= last.lane < first + in_view
    assert view.plot.moment_line.isVisible() and view.plot.moment_line.value() == last.rank + 0.5
    assert view.moment() is None  # nothing chosen yet: the map still shows the war as it is now
