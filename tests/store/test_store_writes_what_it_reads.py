"""A war file never holds what gmdesk then refuses to read (QA qa-safety): a save or a turn beyond the reader's
limits (docs/war-format.md, "Limits": 200,000 characters in a text, 100,000 entries in a list) is refused
before anything is written, naming the field, and the file opens as it was last saved. Before, a skill's
300,000-character text was saved and the war no longer opened; a 300,000-character note went into a turn's
snapshot, the turn was stored, and the resolve reported a failure for a turn that was in the file."""

from __future__ import annotations

import sqlite3

import pytest

from gmdesk.errors import WarFileError
from gmdesk.store import WarStore
from tests.store.helpers import patrol_orders, run

LONG = "n" * 300_000


def _long_skill(war):
    war.characters["odile"].skills = [{"name": "Long", "text": LONG}]


def _many_skills(war):
    war.characters["odile"].skills = [{"name": f"s{i}"} for i in range(100_001)]


def _long_points_key(war):
    war.characters["odile"].points = {LONG: 1}


def _long_notes(war):
    war.characters["odile"].notes = LONG


def _long_place_notes(war):
    next(iter(war.map.locations.values())).notes = LONG


def _long_title(war):
    war.title = LONG


CASES = {
    "a skill's text": (_long_skill, "characters[0](odile).skills[0].text", "300,000 characters"),
    "a list of 100,001 skills": (_many_skills, "characters[0](odile).skills", "more than 100,000 entries"),
    "a key of points": (_long_points_key, "characters[0](odile).points", "300,000 characters"),
    "a character's notes": (_long_notes, "characters[0](odile).notes", "300,000 characters"),
    "a place's notes": (_long_place_notes, "map.locations[0].notes", "300,000 characters"),
    "the title": (_long_title, "title", "300,000 characters"),
}


@pytest.mark.parametrize("name", CASES)
def test_a_save_the_reader_would_refuse_is_refused_and_the_file_opens_as_saved(played, name):
    change, field, what = CASES[name]
    with WarStore.open(played) as store:
        saved = store.load_war().to_dict()
        war = store.load_war()
        change(war)
        with pytest.raises(WarFileError) as caught:
            store.save_state(war)
    message = str(caught.value)
    assert f"{played}: {field}: cannot be stored" in message and what in message, message
    with WarStore.open(played, readonly=True) as store:
        assert store.load_war().to_dict() == saved
        assert store.check() == []


def test_a_turn_whose_snapshot_could_not_be_read_back_is_not_stored(played):
    """A note written by an older gmdesk (its column took any length): the turn is refused whole."""
    conn = sqlite3.connect(played)
    conn.execute("UPDATE characters SET notes = ? WHERE id = 'odile'", [LONG])
    conn.commit()
    conn.close()
    with WarStore.open(played) as store:
        war = store.load_war()
        with pytest.raises(WarFileError) as caught:
            store.resolve(patrol_orders(war.turn))
        assert str(caught.value).startswith(f"{played}: turns(main, 4).state_before.characters[0].notes: "
                                            "cannot be stored: a text of 300,000 characters")
        assert [t.number for t in store.history()] == [1, 2, 3]
        assert store.load_war().turn == 4
        war.characters["odile"].notes = "trimmed"  # the GM shortens the note: the war goes on
        store.save_state(war)
        assert store.resolve(patrol_orders(war.turn)).resolved
        assert [t.number for t in store.history()] == [1, 2, 3, 4]


def test_a_stored_turn_whose_seed_is_not_a_whole_number_is_named(played, capsys):
    """Replay drew its numbers from the damaged seed ('x') and said "no difference"."""
    conn = sqlite3.connect(played)
    conn.execute("UPDATE turns SET seed = 'x' WHERE number = 2")
    conn.commit()
    conn.close()
    with WarStore.open(played, readonly=True) as store:
        with pytest.raises(WarFileError, match=r"turns\(main, 2\)\.seed: damaged: .*whole number \(got 'x'\)"):
            store.turn(2)
        assert any("turns(main, 2).seed" in str(p) for p in store.check())
    code, out, err = run(capsys, "replay", played)
    assert code == 2 and "turns(main, 2).seed" in err


def test_the_refusal_is_said_in_japanese_in_a_japanese_window(played):
    from gmdesk.messages import message_of, say

    with WarStore.open(played) as store:
        war = store.load_war()
        _long_notes(war)
        with pytest.raises(WarFileError) as caught:
            store.save_state(war)
    assert say(message_of(caught.value), "ja") == (f"{played}: characters[0](odile).notes：保存できません："
                                                  "300,000文字のテキストです（最大200,000文字）")
