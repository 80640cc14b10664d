"""The map editor's reversible edits (gmdesk.model.mapedits), without any window.

Every edit must leave the war exactly as it was after apply + revert, and refuse what would break it.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gmdesk.model.mapedits import (AddLink, AddLocation, Batch, DeleteLocation, EditRefused, MapEdit,
                                   MoveLocations, PlaceCharacter, RemoveLink, ReplaceMap, SetLocationFields,
                                   Touched, delete_locations, new_location_id)
from gmdesk.model.mapgraph import Location, WarMap
from gmdesk.model.war import Battle, War
from gmdesk.model.warfile import load_war
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
    with pytest.raises(EditRefused, match="Saber stands in B: say where they go"):
        DeleteLocation("b").check(w)
    with pytest.raises(EditRefused, match="cannot go to 'B'"):
        DeleteLocation("b", {"saber": "b", "rin": "a"}).check(w)
    edit = DeleteLocation("b", {"saber": "a", "rin": "c"})
    roundtrip(w, edit)
    assert "b" not in w.map.locations
    assert (w.characters["saber"].location, w.characters["rin"].location) == ("a", "c")
    assert all("b" not in link for link in w.map.links)


def test_delete_location_where_a_battle_is_fought_is_refused():
    w = small_war()
    w.battles.append(Battle("b1", "d", ["lancer"]))
    with pytest.raises(EditRefused, match="a battle is fought at D"):
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
    with pytest.raises(EditRefused, match="no B, D, where Saber, Rin, Lancer stand"):
        ReplaceMap(WarMap.from_dict(line_map("a", "c"))).check(w)
    roundtrip(w, ReplaceMap(WarMap.from_dict(line_map("d", "b", "x"))))
    assert list(w.map.locations) == ["d", "b", "x"]


def test_new_location_ids_are_readable_and_unique():
    m = WarMap.from_dict(line_map("weir-bridge"))
    assert new_location_id(m, "Weir Bridge") == "weir-bridge-2"
    assert new_location_id(m, "St. Anne's Hospital!") == "st-anne-s-hospital"
    assert new_location_id(m, "???") == "location"


def test_add_location_checks_its_fields_as_an_edit_of_them_would():
    w = small_war()
    with pytest.raises(EditRefused, match="no team 'green'"):
        AddLocation(Location("e", "Echo", home_base="green")).check(w)
    with pytest.raises(EditRefused, match="list of names"):
        AddLocation(Location("e", "Echo", effects=["fog", ""])).check(w)
    with pytest.raises(EditRefused, match="finite"):
        AddLocation(Location("e", "Echo", x=float("inf"), y=0)).check(w)
    with pytest.raises(EditRefused, match="finite"):
        AddLocation(Location("e", "Echo", x=5)).check(w)
    roundtrip(w, AddLocation(Location("e", "Echo", ["fog"], "blue", True, 1, 2, "quiet"), links=[["e", "a"]]))
    assert w.map.links[-1] == ("e", "a") and w.problems() == []


@pytest.mark.parametrize("value", ["", 3, ["red"]])
def test_a_home_base_is_a_team_id(value):
    with pytest.raises(EditRefused, match="belongs to a team"):
        SetLocationFields("a", {"home_base": value}).check(small_war())


@pytest.mark.parametrize("position", [(True, 0), (0, float("inf")), (0, "1"), (1e10, 0)])
def test_a_position_is_two_finite_numbers(position):
    with pytest.raises(EditRefused, match="finite"):
        MoveLocations({"a": position}).check(small_war())


def test_setting_each_field_alone_reverts_exactly():
    for values in ({"effects": ["leyline", "fog"]}, {"effects": []}, {"home_base": "blue"}, {"home_base": None},
                   {"hidden": True}, {"notes": "two\nlines"}, {"name": "Alpha"}):
        w = small_war()
        w.map.locations["a"].home_base = "red"
        w.map.locations["a"].effects = ["old"]
        roundtrip(w, SetLocationFields("a", values))
        for key, value in values.items():
            assert getattr(w.map.locations["a"], key) == value
    w = small_war()
    edit = SetLocationFields("a", {"effects": ["fog"]})
    edit.apply(w)
    edit.values["effects"].append("rain")  # the edit's list is not the location's
    w.map.locations["a"].effects.append("snow")
    edit.revert(w)
    edit.apply(w)
    assert w.map.locations["a"].effects == ["fog", "rain"]


def test_deleting_a_home_base_takes_the_base_with_it_and_undo_brings_it_back():
    w = small_war()
    w.map.locations["c"].home_base = "blue"
    edit = delete_locations(w, ["c"], {})
    roundtrip(w, edit)
    assert w.map.home_bases("blue") == [] and w.problems() == []
    edit.revert(w)
    assert w.map.home_bases("blue") == ["c"] and list(w.map.locations) == ["a", "b", "c", "d"]


def test_a_deleted_id_used_again_by_a_new_location_undoes_and_redoes_in_order():
    """Delete b, add a new location that takes the free id b, then undo both and redo both."""
    w = small_war()
    states = [json.dumps(w.to_dict())]
    delete = DeleteLocation("b", {"saber": "a", "rin": "a"})
    delete.check(w)
    delete.apply(w)
    states.append(json.dumps(w.to_dict()))
    assert new_location_id(w.map, "B") == "b"
    add = AddLocation(Location("b", "New B", x=1, y=1), links=[("b", "d")])
    add.check(w)
    add.apply(w)
    states.append(json.dumps(w.to_dict()))
    assert w.map.locations["b"].name == "New B" and not w.map.adjacent("a", "b")
    add.revert(w)
    assert json.dumps(w.to_dict()) == states[1]
    with pytest.raises(EditRefused, match="exists already"):
        AddLocation(Location("b", "Again")).check(small_war())
    delete.revert(w)
    assert json.dumps(w.to_dict()) == states[0] and w.map.locations["b"].name == "B"
    delete.apply(w)
    add.apply(w)
    assert json.dumps(w.to_dict()) == states[2]
    assert w.problems() == []


def test_a_batch_deleting_two_locations_relocates_into_a_third():
    w = small_war()
    edit = delete_locations(w, ["b", "d"], {"saber": "a", "rin": "c", "lancer": "c", "nobody": "a"})
    assert edit.text == "delete 2 locations"
    roundtrip(w, edit)
    assert list(w.map.locations) == ["a", "c"] and w.map.links == []
    assert {c.location for c in w.characters.values()} == {"a", "c"}


def test_a_batch_cannot_relocate_into_a_location_it_deletes_later():
    w = small_war()
    before = json.dumps(w.to_dict())
    with pytest.raises(EditRefused, match="Saber stands in C"):
        delete_locations(w, ["b", "c"], {"saber": "c", "rin": "a"}).check(w)
    assert json.dumps(w.to_dict()) == before


class Exploding(MapEdit):
    """An edit that breaks half-way: in its check, or in its apply after changing a location."""

    def __init__(self, where: str):
        self.where = where

    def check(self, war: War) -> None:
        if self.where == "check":
            war.map.locations["a"].name = "half-checked"
            raise RuntimeError("a bug in check")

    def apply(self, war: War) -> Touched:
        war.map.locations["a"].notes = "half-applied"
        raise RuntimeError("a bug in apply")

    def revert(self, war: War) -> Touched:
        raise AssertionError("never applied, never reverted")


@pytest.mark.parametrize("where", ["check", "apply"])
def test_a_batch_check_that_fails_in_the_middle_leaves_the_war_untouched(where):
    w = small_war()
    w.battles.append(Battle("b1", "d", ["lancer"], extra={"note": 1}))
    before = json.dumps(w.to_dict())
    objects = (w.map, dict(w.map.locations), list(w.map.links), dict(w.characters))
    batch = Batch([AddLocation(Location("e", "Echo"), [("e", "a")]), DeleteLocation("c"),
                   MoveLocations({"a": (5, 5)}), SetLocationFields("b", {"effects": ["fog"]}),
                   PlaceCharacter("saber", "a"), Exploding(where)])
    with pytest.raises(RuntimeError, match=f"a bug in {where}"):
        batch.check(w)
    assert json.dumps(w.to_dict()) == before
    assert (w.map, w.map.locations, w.map.links, w.characters) == objects
    assert w.map.locations["a"] is objects[1]["a"] and w.map.graph.has_edge("b", "c")


def test_a_batch_whose_apply_fails_in_the_middle_takes_back_what_it_made():
    w = small_war()
    before = json.dumps(w.to_dict())
    batch = Batch([AddLocation(Location("e", "Echo"), [("e", "a")]), DeleteLocation("c"),
                   MoveLocations({"a": (5, 5)}), Exploding("apply")])
    with pytest.raises(RuntimeError, match="a bug in apply"):
        batch.apply(w)
    w.map.locations["a"].notes = ""  # the broken edit's own half-change: its apply is its own to get right
    assert json.dumps(w.to_dict()) == before


def test_replace_map_keeps_home_bases_the_imported_map_is_silent_on():
    """A map drawn in another tool knows no home bases: the war's stay on the same locations."""
    w = load_war(MAPS / "sample-ap-sp.json")
    bases = {lid: loc.home_base for lid, loc in w.map.locations.items() if loc.home_base}
    drawn = WarMap.from_dict(w.map.to_dict())
    for loc in drawn.locations.values():
        loc.home_base = None
    drawn.locations["weir-mills"].name = "Weir Mills (redrawn)"
    roundtrip(w, ReplaceMap(drawn))
    assert {lid: loc.home_base for lid, loc in w.map.locations.items() if loc.home_base} == bases
    assert w.map.locations["weir-mills"].name == "Weir Mills (redrawn)"
    assert drawn.locations["weir-mills"].home_base is None  # the imported map itself is not changed


def test_replace_map_refuses_to_drop_or_give_away_a_home_base():
    w = load_war(MAPS / "sample-ap-sp.json")
    drawn = WarMap.from_dict(w.map.to_dict())
    drawn.locations["calder-hill"].home_base = "hale"
    with pytest.raises(EditRefused, match=r"gives away the home base calder-hill \(lindqvist\)"):
        ReplaceMap(drawn).check(w)
    smaller = WarMap.from_dict({"locations": [l.to_dict() for l in w.map.locations.values()
                                              if l.id != "weir-mills"],
                                "links": [list(k) for k in w.map.links if "weir-mills" not in k]})
    if any(ch.location == "weir-mills" for ch in w.characters.values()):
        for ch in w.characters.values():
            if ch.location == "weir-mills":
                ch.location = "threeways"
    with pytest.raises(EditRefused, match=r"drops or gives away the home base weir-mills \(verhaegen\)"):
        ReplaceMap(smaller).check(w)
    drawn = WarMap.from_dict(w.map.to_dict())
    drawn.locations["threeways"].home_base = "nobody"
    with pytest.raises(EditRefused, match="imported map's threeways: there is no team 'nobody'"):
        ReplaceMap(drawn).check(w)
    drawn.locations["threeways"].home_base = "hale"  # a new base the imported map states is fine
    roundtrip(w, ReplaceMap(drawn))
    assert "threeways" in w.map.home_bases("hale")
    assert w.problems() == []


def test_replace_map_leaves_the_new_map_its_own():
    w = small_war()
    new_map = WarMap.from_dict(line_map("a", "b", "c", "d", "e"))
    edit = ReplaceMap(new_map)
    edit.apply(w)
    w.map.locations["e"].name = "changed"
    assert new_map.locations["e"].name == "E"
    edit.revert(w)
    edit.apply(w)
    assert w.map.locations["e"].name == "E" and w.map is not new_map


# -- any sequence ------------------------------------------------------------------------------------------
EDIT_KINDS = ["add", "link", "unlink", "move", "rename", "fields", "place", "delete", "batch", "replace"]


def an_edit(w: War, kind: str, i: int, j: int) -> MapEdit:
    """One edit of ``kind`` on the war as it is now, its targets picked by ``i`` and ``j``."""
    ids = list(w.map.locations)
    a, b = ids[i % len(ids)], ids[j % len(ids)]
    teams = w.team_ids()
    chars = list(w.characters)
    elsewhere = next((lid for lid in ids if lid not in (a, b)), a)
    new_id = new_location_id(w.map, "New")
    if kind == "add":
        return AddLocation(Location(new_id, "New", ["fog"] * (j % 2), x=float(i), y=float(j)), [(new_id, a)])
    if kind == "link":
        return AddLink(a, b)
    if kind == "unlink":
        return RemoveLink(a, b)
    if kind == "move":
        return MoveLocations({a: (i * 10.0, j * 10.0), b: (j * 1.5, -i)})
    if kind == "rename":
        return SetLocationFields(a, {"name": f"Renamed {j}"})
    if kind == "fields":
        choices = [{"effects": [f"e{j}", "leyline"]}, {"effects": []}, {"home_base": teams[j % len(teams)]},
                   {"home_base": None}, {"hidden": bool(j % 2)}, {"notes": f"note {j}"},
                   {"name": "Both", "hidden": True, "effects": ["x"], "home_base": teams[i % len(teams)]}]
        return SetLocationFields(a, choices[(i + j) % len(choices)])
    if kind == "place":
        return PlaceCharacter(chars[i % len(chars)], b)
    if kind == "delete":
        return DeleteLocation(a, {ch.id: b for ch in w.characters.values() if ch.location == a})
    if kind == "batch":
        return Batch([SetLocationFields(a, {"notes": "batched"}), AddLink(a, b), MoveLocations({b: (1.0, 2.0)}),
                      delete_locations(w, [a], {ch.id: elsewhere for ch in w.characters.values()
                                                if ch.location == a})])
    drawn = WarMap.from_dict(w.map.to_dict())
    del drawn.locations[b]
    drawn.links = [link for link in drawn.links if b not in link]
    drawn.add_location(Location(new_id, "Imported", x=float(i), y=float(j)))
    drawn.add_link(new_id, a if a != b else elsewhere)
    return ReplaceMap(drawn)


@settings(max_examples=80, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(EDIT_KINDS + ["undo", "redo"]), st.integers(0, 40),
                          st.integers(0, 40)), max_size=14))
def test_any_sequence_of_edits_undos_and_redos_is_exact(steps):
    """Undo by exact inverse: after every undo the war is byte for byte what it was before that edit,
    after every redo what the edit first made; no edit ever leaves a problem in the war."""
    w = load_war(MAPS / "sample-ap-sp-night2.json")
    start = json.dumps(w.to_dict())
    done: list[tuple[MapEdit, str, str]] = []
    undone: list[tuple[MapEdit, str, str]] = []
    for kind, i, j in steps:
        if kind == "undo" and done:
            edit, before, after = done.pop()
            assert json.dumps(w.to_dict()) == after
            edit.revert(w)
            assert json.dumps(w.to_dict()) == before
            undone.append((edit, before, after))
        elif kind == "redo" and undone:
            edit, before, after = undone.pop()
            edit.apply(w)
            assert json.dumps(w.to_dict()) == after
            done.append((edit, before, after))
        elif kind in EDIT_KINDS:
            edit = an_edit(w, kind, i, j)
            before = json.dumps(w.to_dict())
            try:
                edit.check(w)
            except EditRefused:
                assert json.dumps(w.to_dict()) == before
                continue
            assert json.dumps(w.to_dict()) == before  # checking changes nothing
            edit.apply(w)
            assert w.problems() == []
            done.append((edit, before, json.dumps(w.to_dict())))
            undone.clear()  # a new edit drops the redo steps, as Qt's undo stack does
    for edit, before, _ in reversed(done):
        edit.revert(w)
        assert json.dumps(w.to_dict()) == before
    assert json.dumps(w.to_dict()) == start


def test_the_undo_history_speaks_in_names_not_ids():
    w = small_war()
    w.map.locations["a"].name = "Weir Bridge"
    w.map.locations["b"].name = "Old Gasworks"
    assert MoveLocations({"a": (1, 2)}).describe(w) == "move Weir Bridge"
    assert AddLink("a", "d").describe(w) == "link Weir Bridge and D"
    assert RemoveLink("a", "b").describe(w) == "unlink Weir Bridge and Old Gasworks"
    assert SetLocationFields("a", {"name": "Bridge"}).describe(w) == "rename Weir Bridge to Bridge"
    assert SetLocationFields("a", {"home_base": "red"}).describe(w) == "edit Weir Bridge (home base)"
    assert PlaceCharacter("saber", "a").describe(w) == "place Saber in Weir Bridge"
    assert delete_locations(w, ["b"], {"saber": "a", "rin": "a"}).describe(w) == "delete Old Gasworks"
    assert AddLocation(Location("e", "Echo")).describe(w) == "add Echo"
