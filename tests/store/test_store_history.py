"""The history: every resolved turn stored whole with its inputs and outputs, the current war kept in
step with it, pending questions, autosave, and replay (issue 4)."""

import json
import sqlite3
import time

import pytest

from gmdesk.engine import resolve_turn
from gmdesk.errors import WarFileError
from gmdesk.model.warfile import dump_war
from gmdesk.store import TurnInputs, WarStore
from tests.store.helpers import unpacked, new_store, patrol_orders, play, sample_war


def test_a_resolved_turn_is_stored_with_its_inputs_and_outputs(tmp_path):
    with new_store(tmp_path) as store:
        before = store.load_war()
        rulings = [{"kind": "gm", "text": "the bridge is closed tonight"}]
        result = store.resolve(patrol_orders(1), rulings=rulings)
        assert result.resolved
        turn = store.turn(1)
        assert turn.orders == patrol_orders(1) and turn.decisions == [] and turn.rulings == rulings
        assert turn.seed == before.seed
        assert turn.stored_events == [e.to_dict() for e in result.events]
        assert [e.kind for e in turn.events] == [e.kind for e in result.events]
        assert dump_war(turn.war_before()) == dump_war(_with_orders(before, patrol_orders(1)))
        assert dump_war(turn.war_after()) == dump_war(result.war)
        assert dump_war(store.load_war()) == dump_war(result.war)
        [summary] = store.history()
        assert (summary.number, summary.orders, summary.rulings, summary.events) == (1, 5, 1, len(result.events))


def _with_orders(war, orders):
    war = war.copy()
    war.orders = orders
    return war


def test_the_turn_can_be_shown_as_it_was_after_later_edits(tmp_path):
    with new_store(tmp_path) as store:
        play(store, 2)
        war = store.load_war()
        war.characters["saber"].notes = "edited after turn 2"
        store.save_state(war)
        assert store.turn(2).war_after().characters["saber"].notes != "edited after turn 2"
        assert store.load_war().characters["saber"].notes == "edited after turn 2"


def test_autosave_is_kept_across_opening(tmp_path):
    with new_store(tmp_path) as store:
        war = store.load_war()
        war.characters["odile"].health = 12.5
        war.orders = [{"actor": "saber", "action": "stay"}]
        store.save_state(war)
    with WarStore.open(tmp_path / "war.gmdesk") as store:
        war = store.load_war()
        assert war.characters["odile"].health == 12.5 and war.orders == [{"actor": "saber", "action": "stay"}]


def test_a_failed_save_changes_nothing(tmp_path):
    """Every change is one transaction: a save that fails half-way leaves the previous state."""
    with new_store(tmp_path) as store:
        good = dump_war(store.load_war())
        war = store.load_war()
        war.title = "half-written"
        list(war.characters.values())[-1].mana = float("inf")  # refused while writing the last row
        with pytest.raises(WarFileError, match=r"characters\[13\]\(berserker\)\.mana"):
            store.save_state(war)
        assert dump_war(store.load_war()) == good


def test_the_saved_war_must_be_at_the_turn_after_the_history(tmp_path):
    with new_store(tmp_path) as store:
        play(store, 1)
        war = store.load_war()
        war.turn = 7
        with pytest.raises(WarFileError, match="at turn 7, but the history ends at turn 1"):
            store.save_state(war)


def test_record_turn_refuses_what_does_not_fit(tmp_path):
    with new_store(tmp_path) as store:
        war = store.load_war()
        stale = war.copy()
        stale.turn = 5
        result = resolve_turn(stale, [], [])
        with pytest.raises(WarFileError, match="turn 5 was resolved, but the war file is at turn 1"):
            store.record_turn(result, TurnInputs(stale, [], [], stale.seed))
        assert store.history() == []


def test_a_pending_turn_stores_only_the_question(tmp_path):
    war = sample_war("sample-valor-night3.json")
    answers = war.decisions
    war.decisions = []
    with new_store(tmp_path, war) as store:
        before = dump_war(store.load_war())
        result = store.resolve()
        assert result.status == "pending"
        assert store.history() == []
        assert dump_war(store.load_war()) == before
        [question] = store.pending()
        assert question["id"] == result.pending[0].id and question["options"]
        result = store.resolve(decisions=answers)
        assert result.resolved and store.pending() == []
        assert store.turn(3).decisions == answers


def test_missing_turn_names_the_history(tmp_path):
    with new_store(tmp_path) as store:
        play(store, 2)
        with pytest.raises(WarFileError, match="no turn 9 in the history \\(turns 1–2\\)"):
            store.turn(9)


def test_replay_of_100_turns_finds_no_difference(tmp_path):
    with new_store(tmp_path) as store:
        play(store, 100)
        assert store.load_war().turn == 101
        started = time.perf_counter()
        report = store.replay()
        elapsed = time.perf_counter() - started
        assert report.turns == 100 and report.ok, [d.lines() for d in report.differences]
        assert store.check() == []
    assert elapsed < 20


def test_replay_reports_the_turn_that_no_longer_replays(tmp_path):
    path = tmp_path / "war.gmdesk"
    with new_store(tmp_path) as store:
        play(store, 4)
    conn = sqlite3.connect(path)
    events = json.loads(conn.execute("SELECT events FROM turns WHERE number = 3").fetchone()[0])
    moved = next(e for e in events if e["kind"] == "move")
    original = dict(moved)
    moved["explain"] = "hand-edited"
    after = unpacked(conn.execute("SELECT state_after FROM turns WHERE number = 3").fetchone()[0])
    after["characters"][1]["location"] = "threeways-by-hand"
    conn.execute("UPDATE turns SET events = ?, state_after = ? WHERE number = 3",
                 [json.dumps(events), json.dumps(after)])
    conn.commit()
    conn.close()
    with WarStore.open(path, readonly=True) as store:
        report = store.replay()
    assert [d.turn for d in report.differences] == [3]
    [diff] = report.differences
    assert [e["explain"] for e in diff.removed_events] == ["hand-edited"]
    assert diff.added_events == [original]
    assert [str(c) for c in diff.state_changes] == ['characters.saber.location: "threeways-by-hand" → "threeways"']


def test_the_listing_takes_the_kept_counts_unchecked_and_reads_the_lists_checked(tmp_path):
    """Issue 21: listing a long history reads the counts kept beside each turn's lists (``checked=False``);
    the checked listing also reads the lists, so a damaged one shows as unknown. ``span`` lists some turns."""
    with new_store(tmp_path) as store:
        play(store, 3)
        events = [s.events for s in store.history()]
    with sqlite3.connect(tmp_path / "war.gmdesk") as conn:
        conn.execute("UPDATE turns SET events = 'not json' WHERE number = 2")
    with WarStore.open(tmp_path / "war.gmdesk", readonly=True) as store:
        assert [s.events for s in store.history(checked=False)] == events
        assert [s.events for s in store.history()] == [events[0], None, events[2]]
        assert [(s.number, s.events) for s in store.history(span=(2, 3))] == [(2, None), (3, events[2])]
        assert [s.number for s in store.history(checked=False, span=(1, 2))] == [1, 2]
