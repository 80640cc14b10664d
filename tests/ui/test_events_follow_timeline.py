"""The Events dock and the timeline are two lists of one turn's events: picking an event in either shows it in the
other (QA first hour: a damage row picked in the narrow Events dock left the timeline saying "Select an event", its
formula out of sight). From the Events dock, the timeline comes forward with the whole explanation and the map
stands at that moment."""

from __future__ import annotations

from gmdesk.ui.docks.events import EVENT_ROLE
from tests.ui.test_night_desk_timeline_and_charts import desk_of, resolve_night_two, window  # noqa: F401


def _row_of(events_dock, seq):
    return next(row for row in range(events_dock.proxy.rowCount())
                if events_dock.proxy.index(row, 0).data(EVENT_ROLE).seq == seq)


def test_an_event_picked_in_the_events_dock_is_explained_in_the_timeline_at_its_moment(qtbot, window):
    timeline = resolve_night_two(qtbot, window)
    desk_of(window)  # the Turn Desk in front of the timeline, as after entering orders
    events = window.docks["events"]
    damage = next(e for e in timeline.events if e.kind == "damage")
    events.view.selectRow(_row_of(events, damage.seq))
    assert not timeline.visibleRegion().isEmpty()  # brought forward
    assert timeline.selected_event().seq == damage.seq and timeline.moment() == damage.seq


def test_an_event_picked_in_the_timeline_is_selected_in_the_events_dock_without_echo(qtbot, window):
    timeline = resolve_night_two(qtbot, window)
    events = window.docks["events"]
    move = next(e for e in timeline.events if e.kind == "move")
    chosen = []
    events.event_chosen.connect(lambda number, seq: chosen.append(seq))
    timeline.select_event(move.seq)
    current = events.view.currentIndex().data(EVENT_ROLE)
    assert current.seq == move.seq and chosen == []  # followed, not told back
