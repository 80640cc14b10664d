"""Events read back from storage: kinds become EventKind, unknown kinds stay words, and data keys
stored before each had one meaning are read with today's keys."""

from gmdesk.engine.events import Event, current_event
from gmdesk.model.vocabulary import EventKind


def stored(kind, data):
    return {"seq": 1, "turn": 1, "phase": "p", "kind": kind, "actors": [], "explain": "", "data": data}


def test_a_stored_kind_reads_as_an_event_kind():
    event = Event.from_dict(stored("battle-end", {}))
    assert event.kind is EventKind.BATTLE_END


def test_an_unknown_stored_kind_still_loads_as_its_word():
    event = Event.from_dict(stored("house-rule-thing", {"x": 1}))
    assert event.kind == "house-rule-thing" and not isinstance(event.kind, EventKind)
    assert event.to_dict()["kind"] == "house-rule-thing"


def test_old_order_keys_are_read_with_their_own_names_in_place():
    phase = current_event(stored("phase", {"order": "initiative", "activities": [], "state": {}}))
    assert list(phase["data"]) == ["phase_order", "activities", "state"]
    groups = current_event(stored("initiative", {"order": [["a"], ["b"]]}))
    assert groups["data"] == {"groups": [["a"], ["b"]]}
    cancel = current_event(stored("cancel", {"order": "move", "to": "x"}))
    assert list(cancel["data"]) == ["action", "to"]


def test_an_order_index_keeps_its_key():
    action = stored("action", {"order": 3})
    assert current_event(action) is action
    assert Event.from_dict(stored("cancel", {"order": 2})).data == {"order": 2}
