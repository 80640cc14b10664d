"""War.copy by attribute clone (gmdesk.model.clone, issue 21): the same war, sharing nothing mutable."""

import json
from pathlib import Path

from dataclasses import fields

from gmdesk.model.character import Character, copy_character
from gmdesk.model.clone import _clone_attributes, clone
from gmdesk.model.ranks import Rank
from gmdesk.model.war import Battle, War, copy_battle

SAMPLE = Path(__file__).resolve().parent.parent.parent / "maps" / "sample-ap-sp-night2.json"


def _attrs(obj: object) -> dict:
    """A slotted model object's fields by name, in order (``vars`` of a class with slots has none)."""
    return {f.name: getattr(obj, f.name) for f in fields(obj)}


def sample() -> War:
    return War.from_dict(json.loads(SAMPLE.read_text(encoding="utf-8")))


def test_copy_is_equal_and_independent():
    war = sample()
    war.characters[next(iter(war.characters))].extra["note"] = {"nested": [1, {"deep": "x"}]}
    before = json.dumps(war.to_dict(), sort_keys=True)
    copied = war.copy()
    assert copied.to_dict() == war.to_dict()
    assert list(copied.characters) == list(war.characters)  # file order kept
    for cid, ch in war.characters.items():
        other = copied.characters[cid]
        assert other is not ch and type(other) is type(ch)
        for name in ("stats", "points", "statuses", "skills", "items", "flags", "extra"):
            assert getattr(other, name) == getattr(ch, name)
            assert getattr(other, name) is not getattr(ch, name)
        for mine, theirs in zip(ch.skills, other.skills):
            assert mine is not theirs
    first = next(iter(copied.characters.values()))
    first.extra["note"]["nested"][1]["deep"] = "changed"
    first.skills.append({"Name": "New"})
    if copied.battles:
        copied.battles[0].participants.append("someone")
    copied.map.locations[next(iter(copied.map.locations))].effects.append("fog")
    copied.settings.setdefault("interpretations", {})["x"] = "y"
    assert json.dumps(war.to_dict(), sort_keys=True) == before
    assert next(iter(war.characters.values())).extra["note"]["nested"][1]["deep"] == "x"


def test_battles_and_teams_are_copies_too():
    war = sample()
    copied = war.copy()
    for mine, theirs in zip(war.battles, copied.battles):
        assert mine == theirs and mine is not theirs and mine.participants is not theirs.participants
    for mine, theirs in zip(war.teams, copied.teams):
        assert mine == theirs and mine is not theirs


def test_clone_shares_only_immutable_values():
    rank = Rank("B", 1)
    value = {"a": [1, 2.5, "x", None, True, rank, (1, [2])], "b": {"c": []}}
    copied = clone(value)
    assert copied == value
    assert copied["a"] is not value["a"] and copied["b"]["c"] is not value["b"]["c"]
    assert copied["a"][5] is rank  # a Rank is frozen: shared
    assert copied["a"][6][1] is not value["a"][6][1]


def test_copy_of_a_resolved_war_resolves_the_same():
    """The engine resolves on a copy: resolving twice gives the same events (determinism kept)."""
    from gmdesk.engine import resolve_turn

    war = sample()
    before = war.to_dict()
    first = resolve_turn(war).to_dict()
    assert resolve_turn(war).to_dict() == first
    assert war.to_dict() == before  # the input war is not changed


def test_plain_containers_are_copied_whole_and_still_new():
    """A dict or list of plain values (points, a skill entry) is copied in one step: a new object, equal."""
    points = {"CP": 1, "x": 2.5, "flag": True, "none": None}
    names = ["a", 1, 2.0]
    value = {"points": points, "names": names, "empty": {}, "nothing": [], "mixed": [1, {"deep": ["x"]}]}
    copied = clone(value)
    assert copied == value
    for key in value:
        assert copied[key] is not value[key] and type(copied[key]) is type(value[key])
    assert copied["mixed"][1]["deep"] is not value["mixed"][1]["deep"]
    copied["points"]["CP"] = 2
    assert points["CP"] == 1


def test_the_characters_own_copier_gives_the_generic_copy():
    """copy_character is written field by field: it covers every field of Character, and its copy equals
    the generic walk of the attributes, containers new, values the same."""
    war = sample()
    names = [f.name for f in fields(Character)]
    for ch in war.characters.values():
        ch.flags["nested"] = {"deep": [1, 2]}
        mine, generic = copy_character(ch), _clone_attributes(ch)
        assert type(mine) is Character and list(_attrs(mine)) == names == list(_attrs(generic))
        assert _attrs(mine) == _attrs(generic)
        for name in names:
            value = getattr(ch, name)
            if isinstance(value, (dict, list)):
                assert getattr(mine, name) is not value
        assert mine.flags["nested"]["deep"] is not ch.flags["nested"]["deep"]
    assert all(type(c) is Character for c in war.copy().characters.values())


def test_the_battles_own_copier_gives_the_generic_copy():
    """copy_battle covers every field of Battle and copies like the generic walk: participants and extra new."""
    battle = Battle("b1", "park", ["saber", "archer"], 3, {"note": {"deep": [1]}})
    mine, generic = copy_battle(battle), _clone_attributes(battle)
    assert type(mine) is Battle and list(_attrs(mine)) == [f.name for f in fields(Battle)] == list(_attrs(generic))
    assert _attrs(mine) == _attrs(generic)
    assert mine.participants is not battle.participants and mine.extra["note"]["deep"] is not battle.extra["note"]["deep"]
    assert copy_battle(Battle("b2", "park", [])).extra == {}


def test_the_wars_own_copier_gives_the_generic_copy():
    """copy_war covers every field of War and copies like the generic walk of its attributes: every container
    new (the characters, battles and map by their own copiers), the values the same."""
    from gmdesk.model.war import Team, copy_war

    war = sample()
    war.teams.append(Team("t9", "Team nine", players=["someone"], extra={"deep": [1]}))
    war.settings["nested"] = {"deep": [1, 2]}
    war.knowledge["saber"] = [{"fact": ["x"]}]
    war.orders.append({"actor": "saber", "action": "stay", "route": ["a"]})
    war.decisions.append({"id": "d1", "choice": "yes"})
    war.extra["note"] = {"deep": [3]}
    war.duplicate_character_ids.append("dup")
    mine, generic = copy_war(war), _clone_attributes(war)
    names = [f.name for f in fields(War)]
    assert type(mine) is War and list(_attrs(mine)) == names == list(_attrs(generic))
    assert mine.to_dict() == generic.to_dict() == war.to_dict()
    for name in names:
        value = getattr(war, name)
        if name == "map":
            assert mine.map is not war.map and mine.map.to_dict() == war.map.to_dict()
            assert all(a is not b and a.effects is not b.effects for a, b in
                       zip(mine.map.locations.values(), war.map.locations.values()))
        elif isinstance(value, (dict, list)):
            assert getattr(mine, name) == getattr(generic, name) and getattr(mine, name) is not value
        else:
            assert getattr(mine, name) is value
    assert mine.settings["nested"]["deep"] is not war.settings["nested"]["deep"]
    assert mine.knowledge["saber"][0]["fact"] is not war.knowledge["saber"][0]["fact"]
    assert mine.teams[-1] is not war.teams[-1] and mine.teams[-1].extra["deep"] is not war.teams[-1].extra["deep"]
    assert all(type(c) is Character for c in mine.characters.values())
    assert all(a is not b for a, b in zip(mine.characters.values(), war.characters.values()))
    assert all(a is not b and a.participants is not b.participants for a, b in zip(mine.battles, war.battles))
    assert type(war.copy()) is War and war.copy().to_dict() == war.to_dict()


def test_entries_are_copied_like_clone():
    """clone_entries: plain entries by one ``{**entry}`` each, anything else (a nested value, an entry that is
    not a plain dict) by clone; always new containers, equal, of the same types."""
    from gmdesk.model.clone import clone_entries

    rank = Rank("B", 1)
    cases = [
        [],
        [{"Name": "Cleave", "Rank": "B", "n": 1, "x": 2.5, "flag": True, "none": None, "rank": rank}],
        [{"Name": "a"}, {"Name": "b", "nested": {"deep": [1]}}],
        [{"Name": "a"}, ["not", "a", "dict"]],
        [{"Name": "a"}, "text"],
    ]
    for entries in cases:
        copied = clone_entries(entries)
        assert copied == entries == clone(entries) and copied is not entries
        for mine, theirs in zip(copied, entries):
            assert type(mine) is type(theirs)
            if isinstance(theirs, (dict, list)):
                assert mine is not theirs
    nested = cases[2]
    assert clone_entries(nested)[1]["nested"]["deep"] is not nested[1]["nested"]["deep"]
