"""Importing a map into a war under way (gmdesk/model/mapimport.py): places matched by id, then by name,
the rest mapped by the GM; characters, battles, home bases, orders and knowledge moved along; nodes
without names or positions named and laid out, and said so."""

from __future__ import annotations

import re

import pytest

from builders import person, war
from gmdesk.model.mapedits import EditRefused
from gmdesk.model.mapgraph import Location, WarMap
from gmdesk.model.mapimport import ImportMap, match_places, prepare_map, summarize


def _war():
    """A war drawn in the app: its places have gmdesk's ids (new-location…), a home base and people."""
    map_ = {"locations": [{"id": "new-location", "name": "Church", "x": 0, "y": 0, "home_base": "red"},
                          {"id": "new-location-2", "name": "Old  Docks", "x": 100, "y": 0},
                          {"id": "new-location-3", "name": "Bridge", "x": 50, "y": 50}],
            "links": [["new-location", "new-location-2"], ["new-location-2", "new-location-3"]]}
    people = [person("saber", "red", "new-location"), person("archer", "blue", "new-location-2"),
              person("rider", "blue", "new-location-3")]
    return war("ap-sp", map_, people, teams=[{"id": "red", "name": "Red"}, {"id": "blue", "name": "Blue"}],
               orders=[{"actor": "saber", "action": "move", "to": "new-location-2"}],
               knowledge={"red": [{"turn": 1, "kind": "encounter", "where": "new-location-2", "who": ["archer"]}]})


def _yed_map():
    """A yEd drawing: ids n0…, labels as names, one node without label or position."""
    return WarMap([Location("n0", "church", x=10.0, y=10.0), Location("n1", "Old Docks", x=200.0, y=10.0),
                   Location("n5", "n5"), Location("n7", "Tower", x=100.0, y=150.0)],
                  [("n0", "n1"), ("n1", "n5"), ("n5", "n7")])


def test_old_places_are_matched_by_name_and_the_rest_left_to_the_gm():
    w = _war()
    match = match_places(w, _yed_map())
    assert match.mapping == {"new-location": "n0", "new-location-2": "n1"}
    assert match.how == {"new-location": "name", "new-location-2": "name"}  # case and spaces aside
    assert match.unmapped == ["new-location-3"]  # Rider stands on the Bridge, which the drawing lacks


def test_the_import_is_refused_until_every_needed_place_is_mapped_then_moves_everyone():
    w = _war()
    prepared = prepare_map(_yed_map())
    match = match_places(w, prepared.war_map)
    with pytest.raises(EditRefused, match="say where Bridge went"):
        ImportMap(prepared.war_map, match.mapping).check(w)
    match.map("new-location-3", "n7")
    summary = summarize(w, prepared, match)
    edit = ImportMap(prepared.war_map, match.mapping)
    edit.check(w)
    edit.apply(w)
    assert {c.id: c.location for c in w.characters.values()} == {"saber": "n0", "archer": "n1", "rider": "n7"}
    assert w.map.locations["n0"].home_base == "red"  # the home base goes with its place
    assert w.orders == [{"actor": "saber", "action": "move", "to": "n1"}]
    assert w.knowledge["red"][0]["where"] == "n1" and w.knowledge["red"][0]["who"] == ["archer"]
    assert w.problems() == []
    edit.revert(w)
    assert w.characters["rider"].location == "new-location-3" and "new-location" in w.map.locations
    assert w.orders[0]["to"] == "new-location-2"
    lines = summary.lines()
    assert lines[0] == "Imported 4 locations and 3 links."
    assert "Bridge is now Tower (as you chose)." in lines and "Church is now church (by name)." in lines
    assert "Rider moved from Bridge to Tower." in lines


def test_nodes_without_names_or_positions_are_named_laid_out_and_said():
    """Issue 19: a yEd file brought nodes named "n0", "n5" without positions and no summary."""
    prepared = prepare_map(_yed_map(), seed=3)
    assert prepared.unnamed == ("n5",) and prepared.laid_out == ("n5",)
    n5 = prepared.war_map.locations["n5"]
    assert n5.x is not None and n5.y is not None
    assert (prepared.war_map.locations["n0"].x, prepared.war_map.locations["n0"].y) == (10.0, 10.0)  # kept
    w = _war()
    match = match_places(w, prepared.war_map)
    match.map("new-location-3", "n7")
    lines = summarize(w, prepared, match).lines()
    assert any(line.startswith("1 had neither a name nor a label") and "n5" in line for line in lines)
    assert any(line.startswith("1 came without a position and were laid out") for line in lines)


def test_two_owners_on_one_place_are_refused():
    w = _war()
    new = WarMap([Location("a", "Church", x=0.0, y=0.0, home_base="blue"), Location("b", "Old Docks", x=1.0, y=1.0),
                  Location("c", "Bridge", x=2.0, y=2.0)], [("a", "b"), ("b", "c")])
    match = match_places(w, new)
    assert match.unmapped == []
    with pytest.raises(EditRefused, match="Church is red's home base"):
        ImportMap(new, match.mapping).check(w)


def test_a_name_two_new_places_share_is_left_to_the_gm():
    w = _war()
    new = WarMap([Location("a", "Church"), Location("b", "church"), Location("c", "Old Docks"),
                  Location("d", "Bridge")], [])
    match = match_places(w, new)
    assert match.ambiguous == {"new-location": ["a", "b"]} and "new-location" in match.unmapped


def test_a_yed_file_brings_its_labels_and_a_bare_node_is_laid_out(tmp_path):
    """yEd: the labels name the places; a node yEd wrote without graphics (no label, no position) keeps its
    id as its name and is placed by the layout, and the summary says both."""
    from gmdesk.model.mapio import read_map_file
    from test_mapio import YED

    bare = re.sub(r'<node id="n2">.*?</node>', '<node id="n2"/>', YED, flags=re.S)  # no graphics at all
    assert bare != YED
    path = tmp_path / "town.graphml"
    path.write_text(bare, encoding="utf-8")
    prepared = prepare_map(read_map_file(path))
    assert [loc.name for loc in prepared.war_map.locations.values()] == ["Church", "Docks", "n2"]
    assert prepared.unnamed == ("n2",) and prepared.laid_out == ("n2",)
    assert prepared.war_map.locations["n2"].x is not None
