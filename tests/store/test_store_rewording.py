"""A turn stored by a gmdesk that worded its events otherwise replays as "reworded", not "changed": the same
events, values and numbers, only the sentences (or rule citations) differ. Anything else is still a change."""

import json
import sqlite3

from gmdesk.store import WarStore
from gmdesk.store.diff import compare_turn, same_json
from gmdesk.store.rewording import reworded_events
from tests.store.helpers import run, sample_war


def _war():
    return sample_war().to_dict()


EVENTS = [{"seq": 1, "kind": "phase", "explain": "Movement (simultaneous)", "rule": "valor 001:L3"},
          {"seq": 2, "kind": "damage", "actors": ["saber"], "explain": "Saber deals 25 × (0.68 − 0.05 + 1) = 40.75",
           "rule": "ap-sp 000:L200", "data": {"amount": 40.75, "target": "lancer"}}]


def _told(events, seq, **telling):
    return [dict(e, **telling) if e["seq"] == seq else e for e in events]


def test_other_words_with_the_same_numbers_are_a_rewording():
    new = _told(EVENTS, 2, explain="Saber hits Lancer: 25 × (0.68 − 0.05 + 1) = 40.75")
    diff = compare_turn(4, EVENTS, new, _war(), _war())
    assert diff.status == "reworded" and not diff.differs
    assert diff.notes[0] == "1 event(s) told in other words, with the same numbers"
    assert "'Saber deals 25 × (0.68 − 0.05 + 1) = 40.75' → 'Saber hits Lancer:" in diff.notes[1]
    assert compare_turn(4, EVENTS, _told(EVENTS, 1, rule="valor 001:L4"), _war(), _war()).status == "reworded"


def test_operands_added_to_a_result_are_a_rewording():
    """A newer gmdesk may show the operands of a number it used to state alone ("Explain every number": a countdown's
    ``3 − 1 = 2``); the old numbers, in their order, are all still there. A number of the old sentence that the new
    one lacks, or has out of order, is a change."""
    old = [{"seq": 1, "kind": "countdown", "explain": "Stun on Saber: 2 Turn(s) left", "rule": "ap-sp 000:L642"}]
    assert compare_turn(4, old, _told(old, 1, explain="Stun on Saber: 3 − 1 = 2 Turn(s) left"), _war(),
                        _war()).status == "reworded"
    assert compare_turn(4, old, _told(old, 1, explain="Stun on Saber: 3 − 1 Turn(s) left"), _war(),
                        _war()).status == "changed"
    two = _told(old, 1, explain="Saber: 2 of 5 left")
    assert compare_turn(4, two, _told(old, 1, explain="Saber: 5 − 3 = 2 left"), _war(), _war()).status == "changed"


def test_a_changed_number_value_event_or_war_is_still_a_change():
    other_number = _told(EVENTS, 2, explain="Saber deals 25 × (0.70 − 0.05 + 1) = 40.75")
    assert compare_turn(4, EVENTS, other_number, _war(), _war()).status == "changed"
    other_value = [EVENTS[0], dict(EVENTS[1], data={"amount": 41, "target": "lancer"})]
    assert compare_turn(4, EVENTS, other_value, _war(), _war()).status == "changed"
    assert reworded_events(EVENTS, EVENTS[:1], same_json) is None  # an event fewer
    after = _war()
    after["characters"][0]["health"] = 1
    reworded = _told(EVENTS, 2, explain="Saber hits for 25 × (0.68 − 0.05 + 1) = 40.75")
    assert compare_turn(4, EVENTS, reworded, _war(), after).status == "changed"


def test_replay_of_a_file_stored_in_older_words_says_so_and_passes(capsys, played):
    conn = sqlite3.connect(played)
    events = json.loads(conn.execute("SELECT events FROM turns WHERE number = 2").fetchone()[0])
    said = next(i for i, e in enumerate(events) if any(ch.isdigit() for ch in e.get("explain", "")))
    events[said]["explain"] = "In older words: " + events[said]["explain"]
    conn.execute("UPDATE turns SET events = ? WHERE number = 2", [json.dumps(events)])
    conn.commit()
    code, out, err = run(capsys, "replay", played)
    assert code == 0 and "turn 2: reworded" in out and "In older words: " in out
    assert "3 turn(s) replayed, no difference (turn(s) 2 told in newer words: the same events and numbers)" in out
    with WarStore.open(played, readonly=True) as store:
        assert store.replay().ok
    events[said]["explain"] += " 7"  # a number the turn does not give
    conn.execute("UPDATE turns SET events = ? WHERE number = 2", [json.dumps(events)])
    conn.commit()
    conn.close()
    code, out, err = run(capsys, "replay", played)
    assert code == 1 and "turn 2: changed" in out
