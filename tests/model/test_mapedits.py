"""The map editor's reversible edits (gmdesk.model.mapedits), without any window.

Every edit must leave the war exactly as it was after apply + revert, and refuse what would break it.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gmdesk.model.mapedits import (AddLink, AddLocation, Batch, DeleteLocation, EditRefused, MoveLocations,
                                   PlaceCharacter, RemoveLink, ReplaceMap, SetLocationFields,
                                   delete_locations, new_location_id)
from gmdesk.model.mapgraph import Location, WarMap
from gmdesk.model.war import War
from tests.builders import line_map, person, war

MAPS = Path(__file__).resolve().parents[2] / "maps"


def small_war() -> War:
    return war("ap-sp", line_map("a", "b", "c", "d"),
               [person("saber", "red", "b"), person("rin", "red", "b", kind="master"),
                person("lancer", "blue", "d")],
               teams=[{"id": "red", "name": "Red"}, {"id": "blue", "name": "Blue"}])


def roundtrip(w: War, edit) -> None:
    """apply then revert gives back the very same war, and apply again gives the same result."""
    before = json.dumps(w.to_dict())
    edit.check(w)
    edit.apply(w)
    after = json.dumps(w.to_dict())
    edit.revert(w)
    assert json.dumps(w.to_dict()) == before
    edit.apply(w)
    assert json.dumps(w.to_dict()) == after


def test_add_location_with_links_and_revert():
    w = small_war()
    edit = AddLocation(Location("e", "Echo", x=10, y=20), links=[("e", "d")])
    roundtrip(w, edit)
    assert w.map.adjacent("e", "d")
    assert w.map.locations["e"].x == 10


def test_add_location_refuses_duplicates_and_links_to_nowhere():
    w = small_war()
    with pytest.raises(EditRefused, match="exists already"):
        AddLocation(Location("a", "Again")).check(w)
    with pytest.raises(EditRefused, match="no such location"):
        AddLocation(Location("e", "Echo"), links=[("e", "zz")]).check(w)
    with pytest.raises(EditRefused, match="join it to another location"):
        AddLocation(Location("e", "Echo"), links=[("a", "b")]).check(w)
    with pytest.raises(EditRefused, match="needs a name"):
        AddLocation(Location("e", "  ")).check(w)


def test_delete_location_asks_where_the_people_standing_there_go():
    w = small_war()
    with pytest.raises(EditRefused, match="Saber stands in b: say where they go"):
        DeleteLocation("b").check(w)
    with pytest.raises(EditRefused, match="cannot go to 'b'"):
        DeleteLocation("b", {"saber": "b", "rin": "a"}).check(w)
    edit = DeleteLocation("b", {"saber": "a", "rin": "c"})
    roundtrip(w, edit)
    assert "b" not in w.map.locations
    assert (w.characters["saber"].location, w.characters["rin"].location) == ("a", "c")
    assert all("b" not in link for link in w.map.links)


def test_delete_location_where_a_battle_is_fought_is_refused():
    w = small_war()
    w.battles = []
    from gmdesk.model.war import Battle

    w.battles.append(Battle("b1", "d", ["lancer"]))
    with pytest.raises(EditRefused, match="battle b1"):
        DeleteLocation("d", {"lancer": "c"}).check(w)


def test_delete_restores_location_order_and_link_order():
    w = small_war()
    edit = delete_locations(w, ["c"], {})
    roundtrip(w, edit)
    edit.revert(w)
    assert list(w.map.locations) == ["a", "b", "c", "d"]
    assert w.map.links == [("a", "b"), ("b", "c"), ("c", "d")]


def test_move_locations_and_refuse_non_numbers():
    w = small_war()
    roundtrip(w, MoveLocations({"a": (1.5, 2), "d": (30, 40)}))
    assert (w.map.locations["d"].x, w.map.locations["d"].y) == (30, 40)
    with pytest.raises(EditRefused, match="finite"):
        MoveLocations({"a": (float("nan"), 0)}).check(w)
    with pytest.raises(EditRefused, match="no location 'zz'"):
        MoveLocations({"zz": (0, 0)}).check(w)


def test_set_fields_renames_and_sets_owner_and_refuses_unknown_team():
    w = small_war()
    roundtrip(w, SetLocationFields("a", {"name": "Alpha", "effects": ["leyline"], "home_base": "red",
                                         "hidden": True, "notes": "quiet"}))
    loc = w.map.locations["a"]
    assert (loc.name, loc.effects, loc.home_base, loc.hidden, loc.notes) == ("Alpha", ["leyline"], "red",
                                                                            True, "quiet")
    with pytest.raises(EditRefused, match="no team 'green'"):
        SetLocationFields("a", {"home_base": "green"}).check(w)
    with pytest.raises(EditRefused, match="not a location field"):
        SetLocationFields("a", {"id": "x"}).check(w)
    with pytest.raises(EditRefused, match="list of names"):
        SetLocationFields("a", {"effects": "leyline"}).check(w)


def test_links_add_and_remove_either_way_round():
    w = small_war()
    roundtrip(w, AddLink("a", "d"))
    assert w.map.adjacent("a", "d")
    with pytest.raises(EditRefused, match="linked already"):
        AddLink("d", "a").check(w)
    with pytest.raises(EditRefused, match="two different"):
        AddLink("a", "a").check(w)
    w2 = small_war()
    roundtrip(w2, RemoveLink("c", "b"))
    assert not w2.map.adjacent("b", "c")
    with pytest.raises(EditRefused, match="not linked"):
        RemoveLink("a", "d").check(w2)


def test_place_character_refuses_leaving_a_battle():
    w = small_war()
    roundtrip(w, PlaceCharacter("lancer", "a"))
    from gmdesk.model.war import Battle

    w.battles.append(Battle("b1", "b", ["saber"]))
    with pytest.raises(EditRefused, match="end the battle"):
        PlaceCharacter("saber", "a").check(w)


def test_batch_is_checked_step_by_step_and_left_untouched_when_refused():
    w = small_war()
    before = json.dumps(w.to_dict())
    good = Batch([AddLocation(Location("e", "Echo")), AddLink("e", "a")])
    roundtrip(w, good)
    bad = Batch([AddLocation(Location("f", "Fox")), AddLink("f", "nowhere")])
    w2 = small_war()
    with pytest.raises(EditRefused):
        bad.check(w2)
    assert json.dumps(w2.to_dict()) == before


def test_replace_map_refuses_when_someone_would_stand_nowhere():
    w = small_war()
    with pytest.raises(EditRefused, match="no b, d, where Saber, Rin, Lancer stand"):
        ReplaceMap(WarMap.from_dict(line_map("a", "c"))).check(w)
    roundtrip(w, ReplaceMap(WarMap.from_dict(line_map("d", "b", "x"))))
    assert list(w.map.locations) == ["d", "b", "x"]


def test_new_location_ids_are_readable_and_unique():
    m = WarMap.from_dict(line_map("weir-bridge"))
    assert new_location_id(m, "Weir Bridge") == "weir-bridge-2"
    assert new_location_id(m, "St. Anne's Hospital!") == "st-anne-s-hospital"
    assert new_location_id(m, "???") == "location"


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(["add", "link", "unlink", "move", "rename", "delete"]),
                          st.integers(0, 30), st.integers(0, 30)), max_size=12))
def test_any_sequence_of_edits_undoes_back_to_the_start(steps):
    """Undo by exact inverse: whatever the GM did, undoing every step gives the war back byte for byte."""
    w = War.from_dict(json.loads((MAPS / "sample-ap-sp.json").read_text()))
    start = json.dumps(w.to_dict())
    done = []
    for kind, i, j in steps:
        ids = list(w.map.locations)
        a, b = ids[i % len(ids)], ids[j % len(ids)]
        new_id = new_location_id(w.map, "New")
        edit = {"add": lambda: AddLocation(Location(new_id, "New"), [(new_id, a)]),
                "link": lambda: AddLink(a, b),
                "unlink": lambda: RemoveLink(a, b),
                "move": lambda: MoveLocations({a: (i * 10.0, j * 10.0)}),
                "rename": lambda: SetLocationFields(a, {"name": f"Renamed {j}"}),
                "delete": lambda: DeleteLocation(a, {ch.id: b for ch in w.characters.values()
                                                     if ch.location == a})}[kind]()
        try:
            edit.check(w)
        except EditRefused:
            continue
        edit.apply(w)
        done.append(edit)
        assert not w.map.problems()
    for edit in reversed(done):
        edit.revert(w)
    assert json.dumps(w.to_dict()) == start
