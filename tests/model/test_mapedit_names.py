"""A map edit names places as the GM sees them, and two places never share a name (QA qf-mapdraw #1, #2).

A GM who renamed "New location 6" to "School" reads "School" in every refusal, never the id the place was born
with; and a name another place has already ("Harbour", "harbour ", "HARBOUR") is refused, since a post that
says "move to harbour", Find and Import Map's match by name could not tell the two apart.
"""

from __future__ import annotations

import json

import pytest

from gmdesk.model.mapedits import (AddLink, AddLocation, DeleteLocation, EditRefused, PlaceCharacter, RemoveLink,
                                   ReplaceMap, SetLocationFields, name_key)
from gmdesk.model.mapgraph import Location, WarMap
from gmdesk.model.war import Battle
from tests.builders import line_map, person, war


def drawn_war():
    """Places drawn in the editor keep the ids they were born with ("new-location-2") under new names."""
    w = war("ap-sp", line_map("new-location", "new-location-2", "new-location-3"),
            [person("saber", "red", "new-location-2")], teams=[{"id": "red", "name": "Red"}])
    for lid, name in (("new-location", "Harbour"), ("new-location-2", "Old Church"), ("new-location-3", "School")):
        w.map.locations[lid].name = name
    return w


@pytest.mark.parametrize("name", ["Harbour", "harbour ", "HARBOUR", "  Harbour", "Har bour".replace(" ", ""),
                                  "Ｈａｒｂｏｕｒ"])
def test_a_rename_to_a_name_another_place_has_is_refused_and_changes_nothing(name):
    w = drawn_war()
    before = json.dumps(w.to_dict())
    with pytest.raises(EditRefused, match="another location is called Harbour already"):
        SetLocationFields("new-location-3", {"name": name}).check(w)
    assert json.dumps(w.to_dict()) == before


def test_a_new_place_may_not_take_a_name_the_map_has():
    w = drawn_war()
    with pytest.raises(EditRefused, match="another location is called Old Church already"):
        AddLocation(Location("x", "old church")).check(w)
    AddLocation(Location("x", "Old Church Yard")).check(w)  # a longer name is another name


def test_a_place_may_change_the_case_of_its_own_name_and_keep_it_when_other_fields_change():
    w = drawn_war()
    SetLocationFields("new-location", {"name": "HARBOUR"}).check(w)
    w.map.locations["new-location-3"].name = "Harbour"  # a war that has two already (an older file, an import)
    SetLocationFields("new-location-3", {"effects": ["Fog"]}).check(w)  # its other fields still edit


def test_name_key_ignores_case_width_and_spaces():
    assert name_key(" Weir  Mills ") == name_key("weir mills") == name_key("ＷＥＩＲ　ＭＩＬＬＳ")
    assert name_key("Weir Mills") != name_key("Weir Mill")


def test_refusals_name_the_places_not_their_ids():
    w = drawn_war()
    with pytest.raises(EditRefused) as linked:
        AddLink("new-location", "new-location-2").check(w)
    assert str(linked.value) == "Harbour and Old Church are linked already"
    with pytest.raises(EditRefused) as unlinked:
        RemoveLink("new-location", "new-location-3").check(w)
    assert str(unlinked.value) == "Harbour and School are not linked"
    with pytest.raises(EditRefused) as standing:
        DeleteLocation("new-location-2").check(w)
    assert str(standing.value) == "Saber stands in Old Church: say where they go first"
    with pytest.raises(EditRefused, match="cannot go to 'Old Church'"):
        DeleteLocation("new-location-2", {"saber": "new-location-2"}).check(w)
    w.battles.append(Battle("b1", "new-location-2", ["saber"]))
    with pytest.raises(EditRefused) as battle:
        DeleteLocation("new-location-2", {"saber": "new-location"}).check(w)
    assert str(battle.value) == "a battle is fought at Old Church: end it before deleting the location"
    with pytest.raises(EditRefused) as moving:
        PlaceCharacter("saber", "new-location").check(w)
    assert str(moving.value) == "Saber fights in the battle at Old Church: end the battle before moving them"
    assert "b1" not in str(battle.value) + str(moving.value)  # a battle is named by its place, never by its id
    w.battles[0] = Battle("b1", "new-location-3", ["saber"])
    smaller = WarMap.from_dict(line_map("new-location", "new-location-2"))
    with pytest.raises(EditRefused) as imported:
        ReplaceMap(smaller).check(w)
    assert str(imported.value) == "the imported map has no School, where a battle is fought"
