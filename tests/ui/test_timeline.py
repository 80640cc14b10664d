"""The phase-timeline inspector: a resolved turn as lanes of events, the moment scrubber, the
explanation panel with the state before and after, a character's charts across turns, and two turns
(or a turn and its re-resolution) compared."""

from __future__ import annotations

import copy
import dataclasses

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from gmdesk.engine.events import Event
from gmdesk.model.sheetedits import SetSheetValue
from gmdesk.ui.timeline import CharacterCharts, TimelineView, TurnCompare
from gmdesk.ui.timeline.blocks import build_lanes
from gmdesk.ui.timeline.detail import NO_STATES_NOTE
from gmdesk.ui.timeline.differences import event_key, unmatched
from gmdesk.ui.timeline.states import states_around
from tests.ui.helpers import resolve_next_turn, shown as shown_at


def shown(qtbot, widget, size=(1300, 700)):
    return shown_at(qtbot, widget, size)


@pytest.fixture
def timeline(qtbot, document):
    resolve_next_turn(document)
    view = shown(qtbot, TimelineView(document))
    view.show_turn(2)
    return view


def first(events, kind, actor=None):
    return next(e for e in events if e.kind == kind and (actor is None or e.actors[:1] == [actor]))


def block_position(view, block):
    """Where a block is on the plot's viewport (once pyqtgraph has applied the last change of range)."""
    QApplication.processEvents()
    scene_point = view.plot.blocks.mapToScene(float(block.rank), float(block.lane))
    return view.plot.mapFromScene(scene_point)


# -- the lanes -------------------------------------------------------------------------------------------
def test_the_lanes_are_the_turns_phases_in_the_order_they_ran(timeline, document):
    events = document.store.turn(2).events
    in_order = []
    for event in sorted(events, key=lambda e: e.seq):
        if event.phase not in in_order:
            in_order.append(event.phase)
    lanes = timeline.lanes
    assert lanes.phases == in_order
    assert lanes.phases[0] == "turn-start" and lanes.phases[-1] == "turn-end"
    ruleset_ids = [p.id for p in document.ruleset.phases]
    assert [p for p in lanes.phases if p in ruleset_ids] == ruleset_ids  # the ruleset's order, every phase
    names = dict(zip(lanes.phases, lanes.names))
    assert names["attacking"] == "Attacking Phase" and names["turn-start"] == "Budgets"
    left_axis = timeline.plot.plot.getAxis("left")
    assert [label for _y, label in left_axis._tickLevels[0]] == lanes.names
    assert [b.seq for b in lanes.blocks] == sorted(e.seq for e in events)
    assert [b.rank for b in lanes.blocks] == list(range(len(events)))
    for block in lanes.blocks:
        assert lanes.phases[block.lane] == block.event.phase
    assert timeline.header.text() == f"Night 2 \u00b7 {len(events)} events in {len(in_order)} phases"


def test_a_block_is_labelled_with_its_kind_and_actors_and_its_initiative_slot(timeline, document):
    lanes = timeline.lanes
    damage = next(b for b in lanes.blocks if b.kind == "damage" and b.event.actors[:1] == ["rider"])
    assert damage.title == "damage"
    assert damage.actors == "Rider, Saber"
    attacking = [b for b in lanes.blocks if b.event.phase == "attacking"]
    order = first(document.store.turn(2).events, "initiative", "lancer").data["groups"]
    # Lancer acts first (his attack is cancelled), Rider second: the slots follow the initiative order
    assert next(b for b in attacking if b.kind == "cancel").slot == 1 and order[0] == ["lancer"]
    assert next(b for b in attacking if b.kind == "action" and b.event.actors[0] == "rider").slot == 2
    assert damage.slot == 2  # the damage of Rider's skill belongs to Rider's slot
    slots = [b.slot for b in attacking if b.slot is not None]
    assert slots == sorted(slots) and slots[-1] == len(order)
    assert all(b.slot is None for b in lanes.blocks if b.event.phase == "movement")


# -- selecting ----------------------------------------------------------------------------------------------
def test_clicking_an_event_selects_it_and_the_panel_explains_it_with_its_rule(qtbot, timeline):
    block = next(b for b in timeline.lanes.blocks if b.kind == "damage")
    timeline.plot.show_from(block.rank - 2)
    with qtbot.waitSignal(timeline.event_selected) as selected:
        qtbot.mouseClick(timeline.plot.viewport(), Qt.MouseButton.LeftButton, pos=block_position(timeline, block))
    assert selected.args == [block.seq]
    assert timeline.selected_event() is block.event
    assert timeline.plot.blocks.selected == block.rank
    text = timeline.detail.toPlainText()
    assert block.event.explain in text
    assert f"Rule: {block.event.rule}" in text
    assert f"Actors: {block.actors}" in text
    assert timeline.moment() == block.seq  # the moment follows the selection


def test_clicking_beside_the_blocks_selects_nothing(qtbot, timeline):
    block = timeline.lanes.blocks[3]
    empty_lane = (block.lane + 3) % len(timeline.lanes.phases)
    QApplication.processEvents()
    point = timeline.plot.mapFromScene(timeline.plot.blocks.mapToScene(float(block.rank), float(empty_lane)))
    qtbot.mouseClick(timeline.plot.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert timeline.selected_event() is None


def test_the_arrow_keys_walk_the_events_in_order(qtbot, timeline):
    blocks = timeline.lanes.blocks
    timeline.select_event(blocks[10].seq)
    timeline.plot.setFocus()
    with qtbot.waitSignal(timeline.event_selected) as selected:
        qtbot.keyClick(timeline.plot, Qt.Key.Key_Right)
    assert selected.args == [blocks[11].seq]
    qtbot.keyClick(timeline.plot, Qt.Key.Key_Left)
    qtbot.keyClick(timeline.plot, Qt.Key.Key_Left)
    assert timeline.selected_event() is blocks[9].event
    qtbot.keyClick(timeline.plot, Qt.Key.Key_Home)
    qtbot.keyClick(timeline.plot, Qt.Key.Key_Left)  # stops at the first event
    assert timeline.selected_event() is blocks[0].event
    qtbot.keyClick(timeline.plot, Qt.Key.Key_End)
    assert timeline.selected_event() is blocks[-1].event
    x0, x1 = timeline.plot.visible_range()
    assert x0 <= blocks[-1].rank <= x1  # the selection is scrolled into view
    qtbot.keyClick(timeline, Qt.Key.Key_Left)  # the view itself steps too (focus on its header)
    assert timeline.selected_event() is blocks[-2].event


def test_selecting_an_event_the_turn_lacks_is_refused(timeline):
    with pytest.raises(ValueError, match="no event 99999"):
        timeline.select_event(99999)


# -- the moment --------------------------------------------------------------------------------------------
def test_the_scrubber_sets_the_moment_and_draws_its_line(qtbot, timeline):
    blocks = timeline.lanes.blocks
    # opened: no moment chosen (the map shows now), the slider, the line and the lanes at the turn's end
    assert timeline.moment() is None and timeline.scrubber.rank() == len(blocks) - 1
    assert timeline.plot.moment_line.isVisible() and timeline.plot.moment_line.value() == pytest.approx(len(blocks) - 0.5)
    with qtbot.waitSignal(timeline.moment_changed) as moment:
        timeline.scrubber.slider.setValue(40)
    assert moment.args == [blocks[40].seq]
    assert timeline.moment() == blocks[40].seq
    assert timeline.plot.moment_line.isVisible()
    assert timeline.plot.moment_line.value() == pytest.approx(40.5)  # just after event 40
    assert timeline.plot.blocks.moment == 40  # the events after it are drawn faded
    assert timeline.scrubber.label.text().startswith(f"after event {blocks[40].seq} of {blocks[-1].seq}")
    assert timeline.selected_event() is None  # scrubbing does not select

    timeline.set_moment(blocks[5].seq)
    assert timeline.scrubber.slider.value() == 5
    assert timeline.plot.moment_line.value() == pytest.approx(5.5)


def test_dropping_the_moment_line_snaps_it_to_an_event(qtbot, timeline):
    line = timeline.plot.moment_line
    timeline.set_moment(timeline.lanes.blocks[3].seq)
    line.setValue(20.3)
    with qtbot.waitSignal(timeline.moment_changed) as moment:
        line.sigPositionChangeFinished.emit(line)
    assert moment.args == [timeline.lanes.blocks[20].seq]
    assert line.value() == pytest.approx(20.5)
    assert timeline.scrubber.slider.value() == 20


# -- the state before and after ----------------------------------------------------------------------------
def snapshot(ch, **changes):
    state = {"location": ch.location, "health": ch.health, "mana": ch.mana, "alive": ch.alive,
             "spirit_form": ch.spirit_form, "statuses": [s["name"] for s in ch.statuses], "points": dict(ch.points)}
    state.update(changes)
    return state


def test_the_panel_shows_each_characters_state_before_and_after_from_the_events_states(qtbot, document):
    war = document.war
    saber, rider = war.characters["saber"], war.characters["rider"]
    here = saber.location
    there = next(b if a == here else a for a, b in war.map.links if here in (a, b))
    events = [Event.from_dict(e) for e in [
        {"seq": 1, "turn": 2, "phase": "turn-start", "kind": "phase", "actors": [], "explain": "Beginning"},
        {"seq": 2, "turn": 2, "phase": "movement", "kind": "move", "actors": ["saber"],
         "explain": "Saber moves", "rule": "L520",
         "data": {"from": here, "to": there, "state": {"saber": snapshot(saber, location=there)}}},
        {"seq": 3, "turn": 2, "phase": "attacking", "kind": "damage", "actors": ["rider", "saber"],
         "explain": "Bridle of Storms on Saber: 20 * (.45 - .68 + 1) = 15.4; Saber Health 262.5 \u2192 247.1",
         "rule": "ap-sp 000:L261",
         "data": {"target": "saber", "state": {"saber": snapshot(saber, location=there, health=247.1,
                                                                 statuses=["Stun"]),
                                               "rider": snapshot(rider)}}},
    ]]
    view = shown(qtbot, TimelineView(document))
    view.show_events(events, war, "Checked turn")

    pairs = {p.cid: p for p in states_around(view.events, 2, war)}
    assert list(pairs) == ["rider", "saber"]
    assert pairs["saber"].before.location == there and pairs["saber"].before_source == "event"
    assert pairs["saber"].before.health == saber.health
    assert pairs["saber"].after.health == 247.1 and pairs["saber"].after.statuses == ("Stun",)
    assert pairs["rider"].before_source == "turn" and pairs["rider"].before.health == rider.health

    view.select_event(3)
    text = view.detail.toPlainText().replace("\n", "\t")
    assert "Rule: ap-sp 000:L261" in text and "Actors: Rider, Saber" in text
    assert "\tBefore\tAfter\tRider\tHealth\t" in text
    assert "(start of turn)" not in text and "unknown" not in text
    there_name = war.map.locations[there].name
    assert f"Saber\tHealth\t{saber.health:g}\t247.1\tMana\t{saber.mana:g}\t{saber.mana:g}\t" \
           f"Location\t{there_name}\t{there_name}\tStatuses\tnone\tStun" in text
    assert 'font-weight:bold">247.1</td>' in view.detail.shown_html  # changed: marked
    assert f'<td>{saber.mana:g}</td>' in view.detail.shown_html  # unchanged: plain


def test_without_kept_states_before_is_the_war_before_and_after_is_unknown(qtbot, timeline, document):
    turn = document.store.turn(2)
    events = copy.deepcopy(turn.events)
    for event in events:
        event.data.pop("state", None)
    war_before = turn.war_before()
    timeline.show_events(events, war_before, "Turn 2 (old)")
    damage = first(events, "damage", "rider")
    timeline.select_event(damage.seq)
    text = timeline.detail.toPlainText().replace("\n", "\t")
    assert "Before (start of turn)" in text
    saber = war_before.characters["saber"]
    assert f"Health\t{saber.health:g}\tunknown" in text
    assert NO_STATES_NOTE in timeline.detail.toPlainText().replace("\n", " ")


# -- following the document ----------------------------------------------------------------------------------
def test_a_renamed_character_is_relabelled_and_the_selection_kept(qtbot, timeline, document):
    block = next(b for b in timeline.lanes.blocks if b.kind == "damage" and b.event.actors[0] == "rider")
    timeline.select_event(block.seq)
    document.do(SetSheetValue("saber", ("name",), "Artoria"))
    assert timeline.lanes.block_of(block.seq).actors == "Rider, Artoria"
    assert timeline.selected_event().seq == block.seq
    assert "Actors: Rider, Artoria" in timeline.detail.toPlainText()


def test_a_proposal_turn_is_shown_and_an_accepted_history_is_read_again(qtbot, timeline, document):
    orders = document.store.turn(2).orders
    document.store.rebranch({2: {"orders": orders[1:]}})  # drop Tobias's scouting
    proposal = document.store.proposal()
    timeline.show_turn(2, branch=proposal.name)
    assert proposal.name in timeline.header.text()
    assert not any(b.kind == "scout" for b in timeline.lanes.blocks)

    document.store.accept()
    document.reload()  # the proposal shown is the history now
    assert (timeline.turn_number, timeline.branch) == (2, "main")
    assert not any(b.kind == "scout" for b in timeline.lanes.blocks)
    assert timeline.header.text().startswith("Night 2 \u00b7")


# -- charts ------------------------------------------------------------------------------------------------------
def test_the_charts_show_a_characters_health_mana_and_points_across_two_turns(qtbot, document):
    resolve_next_turn(document)
    resolve_next_turn(document)
    charts = shown(qtbot, CharacterCharts(document), (900, 600))
    charts.show_character("saber")
    store = document.store
    expected = [store.turn(2).war_before(), store.turn(2).war_after(), store.turn(3).war_after()]
    xs, health = charts.curves["health"].getData()
    assert list(xs) == [1.0, 2.0, 3.0]
    assert list(health) == [w.characters["saber"].health for w in expected]
    _, mana = charts.curves["mana"].getData()
    assert list(mana) == [w.characters["saber"].mana for w in expected]
    _, ap = charts.curves["points.AP"].getData()
    assert list(ap) == [w.characters["saber"].points["AP"] for w in expected]
    ticks = charts.pools.getAxis("bottom")._tickLevels[0]
    assert ticks == [(1.0, "before Night 2"), (2.0, "after Night 2"), (3.0, "after Night 3")]  # ap-sp: nights
    assert charts.picker.currentData() == "saber"
    assert charts.header.text() == "Saber across 2 turns"

    charts.picker.setCurrentIndex(charts.picker.findData("caster"))
    charts.picker.activated.emit(charts.picker.currentIndex())
    assert charts.series.cid == "caster"
    with pytest.raises(ValueError, match="no character 'nobody'"):
        charts.show_character("nobody")


def test_the_charts_follow_a_newly_resolved_turn(qtbot, document):
    resolve_next_turn(document)
    charts = shown(qtbot, CharacterCharts(document), (900, 600))
    charts.show_character("rider")
    assert len(charts.curves["health"].getData()[0]) == 2
    resolve_next_turn(document)
    document.reload()
    assert len(charts.curves["health"].getData()[0]) == 3
    assert charts.series.cid == "rider"


# -- comparing turns ---------------------------------------------------------------------------------------------
def test_compare_marks_the_events_one_turn_has_and_the_other_lacks(qtbot, document):
    resolve_next_turn(document)
    resolve_next_turn(document)
    compare = shown(qtbot, TurnCompare(document))
    compare.compare(2, 3)
    left, right = compare.differences()
    turn2, turn3 = document.store.turn(2).events, document.store.turn(3).events
    keys2, keys3 = {event_key(e) for e in turn2}, {event_key(e) for e in turn3}
    assert left and right
    assert all(event_key(e) not in keys3 for e in left)
    assert all(event_key(e) not in keys2 for e in right)
    assert sorted(compare.left_list.marked_indexes()) == compare.left_only
    assert compare.summary.text() == f"\u2212 {len(left)} only in Night 2 \u00b7 + {len(right)} only in Night 3"
    states = compare.state_view.toPlainText()
    assert "differs from the war after" in states and "changed from" in states
    assert '{"' not in states and "characters." not in states  # sentences with names, not JSON paths

    compare.only_differences.setChecked(True)
    assert compare.left_list.shown_indexes() == compare.left_only
    document.reload()  # the history was read again: the GM's pair stays
    assert (compare.left_turn.number, compare.right_turn.number) == (2, 3)
    compare.compare(3, 3)
    assert compare.differences() == ([], [])
    assert compare.summary.text() == "The same events"
    assert "are the same" in compare.state_view.toPlainText()


def test_compare_a_turn_with_its_re_resolution(qtbot, document):
    resolve_next_turn(document)
    orders = document.store.turn(2).orders
    scout = orders[0]
    assert scout["action"] == "scout"
    document.store.rebranch({2: {"orders": orders[1:]}})
    compare = shown(qtbot, TurnCompare(document))  # opens on the proposal, the telling pair
    name = document.store.proposal().name
    assert compare.right_turn.branch == name and compare.left_turn.branch == "main"
    assert name in compare.right_picker.currentText()
    left, right = compare.differences()
    assert any(e.kind == "scout" and e.actors == [scout["actor"]] for e in left)
    assert not any(e.kind == "scout" for e in right)
    assert "Tobias Greenhalgh" in compare.left_list.topLevelItem(1).child(1).text(3)


def test_events_are_matched_one_for_one():
    hit = Event(1, 2, "attacking", "damage", ["saber", "rider"], "10 damage")
    other = dataclasses.replace(hit, explain="12 damage")
    assert unmatched([hit, hit], [dataclasses.replace(hit, seq=9)]) == ([1], [])
    assert unmatched([hit], [other]) == ([0], [0])


def test_layout_without_initiative_has_no_slots():
    events = [Event(2, 2, "b", "move", ["x"], "", data={"order": 3}),
              Event(1, 2, "a", "phase", [], "Alpha Phase (simultaneous)", data={"phase_order": "simultaneous"})]
    lanes = build_lanes(events, {"x": "Ex"}, {"a": "Alpha Phase"})
    assert lanes.phases == ["a", "b"] and lanes.names == ["Alpha Phase", "B"]
    assert [b.slot for b in lanes.blocks] == [None, None]
    assert lanes.blocks[1].actors == "Ex" and lanes.blocks[0].actors == "simultaneous"


def test_the_charts_follow_a_renamed_character_and_draw_a_resolved_turn_once(qtbot, document, monkeypatch):
    resolve_next_turn(document)
    charts = shown(qtbot, CharacterCharts(document), (900, 600))
    charts.show_character("saber")
    document.do(SetSheetValue("saber", ("name",), "Artoria"))
    assert charts.header.text() == "Artoria across 1 turn"
    drawn = []
    draw = charts._draw
    monkeypatch.setattr(charts, "_draw", lambda: (drawn.append(1), draw())[1])
    document.turns.resolve()
    assert len(drawn) == 1 and charts.header.text() == "Artoria across 2 turns"
    assert list(charts.curves["health"].getData()[0]) == [1.0, 2.0, 3.0]
