"""An event's Message explanation is stored with its template and values (``explain_words``), so a stored event
read back is said in another language; a plain explanation stores nothing more; a turn stored before these words
replays as a rewording, not a change (gmdesk/store/rewording.py)."""

from __future__ import annotations

import json

from gmdesk.engine.event_words import KEY, words_from
from gmdesk.engine.events import Event
from gmdesk.messages import Listing, Message, say
from gmdesk.model.vocabulary import EventKind
from gmdesk.store.rewording import reworded_events


def _stored(event: Event) -> dict:
    return json.loads(json.dumps(event.to_dict(), ensure_ascii=False))


def _damage() -> Event:
    scores = Message("achievement {attack} against {defence}", attack=17, defence=7)
    how = Message("{scores}: difference {margin} + {weapon} − armour {armour} = {total}", scores=scores, margin=10,
                  weapon=Message("weapon {name} {power}", name="鎖付き短剣", power="2"), armour="1", total="11")
    explain = Message("{how}; {name} Health {before} → {after}",
                      how=Message("{label} on {target}: {how}", label="敏捷攻撃 (AGI attack)", target="セイバー", how=how),
                      name="セイバー", before="60", after="39")
    return Event(7, 2, "combat", EventKind.DAMAGE, ["rider", "saber"], explain, "roll-dice 004:L202-L203",
                 {"amount": 21})


def test_a_message_explanation_is_read_back_and_said_in_japanese():
    stored = _stored(_damage())
    assert stored["explain"] == ("敏捷攻撃 (AGI attack) on セイバー: achievement 17 against 7: difference 10 + weapon "
                                 "鎖付き短剣 2 − armour 1 = 11; セイバー Health 60 → 39")
    back = Event.from_dict(stored)
    assert back == _damage() and isinstance(back.explain, Message)
    assert say(back.explain, "ja") == ("セイバーへの敏捷攻撃 (AGI attack)：達成値17 対 7：差分10 ＋ 武器 鎖付き短剣 2 − 防具 1 ＝ 11；"
                                       "セイバー 体力 60 → 39")
    assert back.to_dict()[KEY] == stored[KEY]  # written again as it was read


def test_a_plain_explanation_stores_no_words_and_damaged_words_keep_the_english():
    plain = Event(1, 1, "start", EventKind.BUDGET, ["saber"], "Saber this turn: 4 AP")
    assert KEY not in plain.to_dict()
    stored = _stored(_damage())
    for damaged in ({"": "{x}", "x": "something else"}, {"": 5}, "text", {"": "{missing}"}, {"": "{a:d}", "a": "x"}):
        event = Event.from_dict(dict(stored, **{KEY: damaged}))
        assert event.explain == stored["explain"] and not isinstance(event.explain, Message)


def test_a_listing_and_odd_values_come_back():
    listing = Listing([Message("one attack and one move in this action turn ({rule})", rule="L239"), "x"], "; ")
    assert str(words_from(json.loads(json.dumps(_stored_words(listing))), str(listing))) == str(listing)
    assert say(words_from(_stored_words(listing), str(listing)), "ja") == "この行動ターンに攻撃1回と移動1回（L239）；x"
    odd = Message("{who} rolls {faces}", who=None, faces=[3, 1])
    assert words_from(_stored_words(odd), str(odd)) == "None rolls [3, 1]"


def _stored_words(text: Message) -> object:
    event = Event(1, 1, "p", EventKind.NOTE, [], text)
    return json.loads(json.dumps(event.to_dict()[KEY]))


def test_a_turn_stored_before_the_words_replays_as_a_rewording():
    new = _stored(_damage())
    old = {k: v for k, v in new.items() if k != KEY}
    pairs = reworded_events([old], [new], lambda a, b: a == b)
    assert pairs == [(old, new)]
    changed = dict(new, data={"amount": 20})
    assert reworded_events([old], [changed], lambda a, b: a == b) is None
