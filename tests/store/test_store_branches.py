"""Re-resolving after the GM corrects a past turn: later turns follow from their stored inputs, the
differences are shown per turn, and the old history stays until the GM accepts (issue 4)."""

import json
import sqlite3

import pytest

from gmdesk.errors import WarFileError
from gmdesk.model.warfile import dump_war
from gmdesk.store import WarStore
from gmdesk.store.schema import MAIN_BRANCH
from tests.store.helpers import unpacked, new_store, patrol_orders, play, sample_war


def _archer_detour(turn):
    """Turn ``turn``'s patrol, but Archer walks to the warehouses instead of the docks."""
    return [dict(o, to="bonded-warehouses") if o["actor"] == "archer" else o for o in patrol_orders(turn)]


@pytest.fixture
def played(tmp_path):
    store = new_store(tmp_path)
    play(store, 5)
    yield store
    store.close()


def test_a_corrected_order_is_re_resolved_with_the_turns_after_it(played):
    old_history = [dump_war(played.turn(n).war_after()) for n in range(1, 6)]
    proposal = played.rebranch({3: {"orders": _archer_detour(3)}})
    assert proposal.complete and proposal.base_turn == 3
    assert [(d.turn, d.status) for d in proposal.diffs] == [(3, "changed"), (4, "changed"), (5, "same")]
    turn3 = proposal.diffs[0]
    assert [str(c) for c in turn3.state_changes] == [
        'characters.archer.location: "harbour-docks" → "bonded-warehouses"',
        # where valor's end of turn records each character (001:L81, "together for at least 1 turn")
        'characters.archer.flags: {"valor:at": "harbour-docks", "valor:here_since": 3} → '
        '{"valor:at": "bonded-warehouses", "valor:here_since": 3}']
    assert any("Harbour Docks" in e["explain"] for e in turn3.removed_events)
    assert any("Bonded Warehouses" in e["explain"] for e in turn3.added_events)
    assert "turn 3: changed" in proposal.diffs[0].lines()[0]
    # nothing in the history changes before the GM accepts
    assert [dump_war(played.turn(n).war_after()) for n in range(1, 6)] == old_history
    assert played.proposal().status == "complete"
    assert [t.number for t in played.history(branch="proposal-t3")] == [3, 4, 5]


def test_accept_makes_the_proposal_the_history_after_a_backup(played):
    played.rebranch({3: {"orders": _archer_detour(3)}})
    played.accept()
    assert played.proposal() is None
    assert played.turn(3).orders == _archer_detour(3)
    assert played.turn(3).war_after().characters["archer"].location == "bonded-warehouses"
    assert [t.number for t in played.history()] == [1, 2, 3, 4, 5]
    assert played.load_war().turn == 6
    assert played.replay().ok and played.check() == []
    [backup] = played.backups()
    with WarStore.open(backup, readonly=True) as old:
        assert old.turn(3).orders == patrol_orders(3) and old.proposal().name == "proposal-t3"


def test_discard_keeps_the_history(played):
    before = [dump_war(played.turn(n).war_after()) for n in range(1, 6)]
    current = dump_war(played.load_war())
    played.rebranch({3: {"orders": _archer_detour(3)}})
    played.discard()
    assert played.proposal() is None
    assert [dump_war(played.turn(n).war_after()) for n in range(1, 6)] == before
    assert dump_war(played.load_war()) == current
    rows = played.conn.execute("SELECT count(*) FROM turns WHERE branch != ?", [MAIN_BRANCH]).fetchone()[0]
    assert rows == 0 and played.backups() == []


def test_no_new_turn_while_a_proposal_waits(played):
    played.rebranch({5: {"orders": []}})
    with pytest.raises(WarFileError, match="re-resolution from turn 5 waits: accept or discard it first"):
        play(played, 1)


def test_orders_no_longer_legal_stop_the_re_resolution(played):
    """Saber and Odile stay home on turn 3, so their turn-4 walk home is refused."""
    corrected = [o for o in patrol_orders(3) if o["actor"] not in ("saber", "odile")]
    proposal = played.rebranch({3: {"orders": corrected}})
    assert proposal.status == "refused" and proposal.stopped_at == 4
    assert any("saber is already at weir-mills" in r for r in proposal.diffs[-1].refusals)
    with pytest.raises(WarFileError, match=r"stopped at turn 4 \(refused\)"):
        played.accept()
    # the GM corrects turn 4 too: the proposal keeps the turn-3 correction
    fixed = [o for o in patrol_orders(4) if o["actor"] not in ("saber", "odile")]
    proposal = played.rebranch({4: {"orders": fixed}})
    assert proposal.complete and proposal.base_turn == 3
    assert sorted(proposal.corrections) == [3, 4]
    played.accept()
    # home on turns 3 and 4, then turn 5's stored order walks Saber out again
    assert [played.turn(n).war_after().characters["saber"].location for n in (3, 4, 5)] == [
        "weir-mills", "weir-mills", "threeways"]


def test_a_decision_now_missing_is_reported_pending_and_answered(tmp_path):
    war = sample_war("sample-valor-night3.json")
    with new_store(tmp_path, war) as store:
        store.resolve()
        stored = store.turn(3).decisions
        path = tmp_path / "war.gmdesk"
    # the history was stored before one of these questions existed
    conn = sqlite3.connect(path)
    conn.execute("UPDATE turns SET decisions = ? WHERE number = 3", [json.dumps(stored[1:])])
    conn.commit()
    conn.close()
    with WarStore.open(path) as store:
        proposal = store.rebranch({3: {"rulings": [{"text": "re-read the crossing rule"}]}})
        assert proposal.status == "pending" and proposal.stopped_at == 3
        [question] = proposal.diffs[0].pending
        assert question["id"] == stored[0]["id"]
        proposal = store.rebranch({3: {"decisions": [stored[0]]}})
        assert proposal.complete
        assert [d.status for d in proposal.diffs] == ["same"]
        store.accept()
        assert store.turn(3).rulings == [{"text": "re-read the crossing rule"}]
        assert {d["id"] for d in store.turn(3).decisions} == {d["id"] for d in stored}


def test_gm_edits_between_turns_are_carried_over(played):
    """Odile healed by hand after turn 3 stays healed in the re-resolved turns 4 and 5; edits made
    since the last turn, and the coming turn's orders, survive the accept."""
    path = played.path
    played.close()
    conn = sqlite3.connect(path)
    before4 = unpacked(conn.execute("SELECT state_before FROM turns WHERE number = 4").fetchone()[0])
    odile = next(c for c in before4["characters"] if c["id"] == "odile")
    odile["health"] = 7
    conn.execute("UPDATE turns SET state_before = ? WHERE number = 4", [json.dumps(before4)])
    conn.commit()
    conn.close()
    with WarStore.open(path) as store:
        war = store.load_war()
        war.characters["rider"].notes = "edited before turn 6"
        war.orders = [{"actor": "rider", "action": "stay"}]
        store.save_state(war)
        proposal = store.rebranch({2: {"orders": _archer_detour(2)}})
        assert proposal.complete
        new4 = store.turn(4, branch="proposal-t2")
        assert new4.war_before().characters["odile"].health == 7
        store.accept()
        war = store.load_war()
        assert war.characters["rider"].notes == "edited before turn 6"
        assert war.orders == [{"actor": "rider", "action": "stay"}]
        assert war.characters["odile"].health == 7


def test_corrections_are_checked_before_anything_runs(played):
    with pytest.raises(WarFileError, match="turn 9 is not in the history"):
        played.rebranch({9: {"orders": []}})
    with pytest.raises(WarFileError, match=r"corrections\[3\].moves: unknown key"):
        played.rebranch({3: {"moves": []}})
    with pytest.raises(WarFileError, match=r"corrections\[3\].orders: must be a list of objects"):
        played.rebranch({3: {"orders": "saber moves"}})
    assert played.proposal() is None
