"""GM rulings in a war file (issue 7): "A resolved turn is a pure function of (state before, orders, GM
decisions, seed). Store those inputs; the event log is derived and must replay identically" — the
GM's rulings are inputs too: stored with the turn, applied again by replay and by re-resolution."""

import json
import sqlite3

import pytest

from gmdesk.engine.moments import positions_at
from gmdesk.errors import WarFileError
from gmdesk.store import WarStore
from gmdesk.store.replay import events_without_states
from tests.store.helpers import new_store, patrol_orders, run, sample_war

HEAL = {"id": "r1", "character": "saber", "field": "health", "value": 50, "reason": "the GM's call"}


def _ruled(tmp_path, ruling=HEAL):
    """The ap-sp sample's second night resolved in a war file with one ruling."""
    store = new_store(tmp_path, sample_war("sample-ap-sp-night2.json"))
    store.resolve(rulings=[ruling])
    return store


def test_a_ruling_is_stored_with_its_turn_and_replays(tmp_path):
    with _ruled(tmp_path) as store:
        turn = store.turn(2)
        assert turn.rulings == [HEAL]
        assert store.history()[0].rulings == 1
        last = turn.events[-1]
        assert last.kind == "ruling" and last.phase == "gm-rulings"
        assert last.explain == "GM ruling: Saber's health 247.1 → 50 (reason: the GM's call)"
        assert last.data["state"]["saber"]["health"] == 50
        assert store.load_war().characters["saber"].health == 50
        assert turn.war_after().characters["saber"].health == 50
        report = store.replay()
        assert report.ok and report.turns == 1


def test_replay_resolves_with_the_stored_ruling(tmp_path):
    """Edit the stored ruling by hand: replay applies the stored one and reports what differs."""
    with _ruled(tmp_path):
        path = tmp_path / "war.gmdesk"
    conn = sqlite3.connect(path)
    conn.execute("UPDATE turns SET rulings = ? WHERE number = 2", [json.dumps([dict(HEAL, value=60)])])
    conn.commit()
    conn.close()
    with WarStore.open(path, readonly=True) as store:
        [diff] = store.replay().differences
    assert [e["explain"] for e in diff.added_events] == [
        "GM ruling: Saber's health 247.1 → 60 (reason: the GM's call)"]
    assert [str(c) for c in diff.state_changes] == ["characters.saber.health: 50 → 60"]


def test_a_bad_ruling_stores_nothing(tmp_path):
    with new_store(tmp_path, sample_war("sample-ap-sp-night2.json")) as store:
        before = store.load_war().to_dict()
        with pytest.raises(WarFileError) as info:
            store.resolve(rulings=[{"character": "saber", "field": "location", "value": "atlantis"}])
        assert info.value.field == "rulings[0].value" and info.value.value == "atlantis"
        assert store.history() == [] and store.pending() == []
        assert store.load_war().to_dict() == before


def test_correcting_a_ruling_re_resolves_and_later_turns_keep_their_own(tmp_path):
    """Turn 1's ruling is corrected; turn 2's ruling is reapplied in the re-resolved history."""
    with new_store(tmp_path) as store:
        store.resolve(patrol_orders(1), rulings=[{"id": "a", "character": "saber", "field": "health", "value": 90}])
        store.resolve(patrol_orders(2), rulings=[{"id": "b", "character": "lancer", "field": "mana", "value": 7,
                                                 "reason": "drained"}])
        store.resolve(patrol_orders(3))
        assert store.load_war().characters["saber"].health == 90
        fixed = [{"id": "a", "character": "saber", "field": "health", "value": 120, "reason": "less harsh"}]
        proposal = store.rebranch({1: {"rulings": fixed}})
        assert proposal.complete and [d.status for d in proposal.diffs] == ["changed", "changed", "changed"]
        first = proposal.diffs[0]
        assert [e["explain"] for e in first.removed_events] == ["GM ruling: Saber's health 150 → 90"]
        assert [e["explain"] for e in first.added_events] == [
            "GM ruling: Saber's health 150 → 120 (reason: less harsh)"]
        store.accept()
        assert store.turn(1).rulings == fixed
        assert store.turn(2).rulings == [{"id": "b", "character": "lancer", "field": "mana", "value": 7,
                                          "reason": "drained"}]
        assert store.turn(2).events[-1].explain == "GM ruling: Lancer's mana 100 → 7 (reason: drained)"
        war = store.load_war()
        assert war.characters["saber"].health == 120 and war.characters["lancer"].mana == 7
        assert store.replay().ok


def test_a_bad_ruling_in_a_correction_stops_the_re_resolution(tmp_path):
    with new_store(tmp_path) as store:
        store.resolve(patrol_orders(1))
        proposal = store.rebranch({1: {"rulings": [{"character": "saber", "field": "alive", "value": "no"}]}})
        assert proposal.status == "failed" and proposal.stopped_at == 1
        assert "rulings[0].value" in proposal.diffs[0].refusals[0]
        store.discard()


def test_turns_stored_before_event_snapshots_replay(tmp_path):
    """Events an older gmdesk stored carry no ``state``: the snapshots are derived from the same
    inputs, so the turn is compared without them. Stored snapshots, once there, are compared."""
    with _ruled(tmp_path) as store:
        path = tmp_path / "war.gmdesk"
        events = store.turn(2).stored_events
    conn = sqlite3.connect(path)
    conn.execute("UPDATE turns SET events = ? WHERE number = 2", [json.dumps(events_without_states(events))])
    conn.commit()
    with WarStore.open(path, readonly=True) as store:
        assert store.replay().ok
    events[-1]["data"]["state"]["saber"]["health"] = 51
    conn.execute("UPDATE turns SET events = ? WHERE number = 2", [json.dumps(events)])
    conn.commit()
    conn.close()
    with WarStore.open(path, readonly=True) as store:
        [diff] = store.replay().differences
    assert [e["kind"] for e in diff.removed_events] == ["ruling"]


def test_a_stored_turn_shows_its_moments(tmp_path):
    with _ruled(tmp_path) as store:
        turn = store.turn(2)
    flee = next(e for e in turn.events if e.kind == "flee")
    assert positions_at(turn.war_before(), turn.events, flee.seq - 1)["rider"] == "gasworks"
    assert positions_at(turn.war_before(), turn.events, flee.seq)["rider"] == "weir-bridge"
    assert positions_at(turn.war_before(), turn.events, turn.events[-1].seq) == {
        cid: ch.location for cid, ch in turn.war_after().characters.items()}


def test_the_command_line_applies_rulings(capsys, tmp_path):
    with new_store(tmp_path, sample_war("sample-ap-sp-night2.json")):
        path = tmp_path / "war.gmdesk"
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps([{"character": "saber", "field": "health", "value": "fifty"}]))
    code, out, err = run(capsys, "resolve", path, "--rulings", bad)
    assert code == 2 and "rulings[0].value" in err and "'fifty'" in err
    good = tmp_path / "rulings.json"
    good.write_text(json.dumps([HEAL]))
    code, out, err = run(capsys, "resolve", path, "--rulings", good)
    assert code == 0 and "GM ruling: Saber's health 247.1 → 50 (reason: the GM's call)" in out
    with WarStore.open(path, readonly=True) as store:
        assert store.turn(2).rulings == [HEAL] and store.load_war().characters["saber"].health == 50


def test_accepting_a_ruled_death_keeps_it_in_the_war(tmp_path):
    """The accepted war is the re-resolution's war after, plus the GM's own edits only: a stored turn and the
    war table write defaults differently (``alive`` left out or written), which must not read as an edit."""
    path = tmp_path / "w.gmdesk"
    with WarStore.create(path, sample_war("sample-ap-sp-night2.json")) as store:
        result = store.resolve()
        decisions = []
        while not result.resolved:
            decisions.append({"id": result.pending[0].id, "choice": result.pending[0].options[0]})
            result = store.resolve(decisions=decisions)
        ruling = {"id": "r1", "character": "rider", "field": "alive", "value": False, "reason": "a GM's call"}
        store.rebranch({2: {"rulings": [ruling]}})
        store.accept()
        assert store.turn(2).war_after().characters["rider"].alive is False
        assert store.load_war().characters["rider"].alive is False
