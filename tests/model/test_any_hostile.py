"""any_hostile (gmdesk/model/character.py) reads the teams once; it answers as asking hostile() of every pair does."""

import random

from gmdesk.model.character import Character, any_hostile, hostile


def test_any_hostile_equals_every_pair_asked():
    rng = random.Random(21)
    pool = [Character(f"c{i}", f"C{i}", "servant", team=rng.choice([None, "a", "b", "c"])) for i in range(12)]
    for _ in range(3000):
        people = [rng.choice(pool) for _ in range(rng.randrange(0, 5))]  # repeats: one character twice
        assert any_hostile(people) == any(hostile(a, b) for a in people for b in people)
        assert any_hostile(people, itself=False) == any(hostile(a, b) for a in people for b in people if a is not b)


def test_a_lone_character_without_a_team_is_hostile_only_to_itself():
    alone = Character("x", "X", "servant")
    assert any_hostile([alone]) and not any_hostile([alone], itself=False)
    assert not any_hostile([]) and not any_hostile([alone, alone], itself=False)
    assert any_hostile([alone, Character("y", "Y", "servant")], itself=False)
