"""Team edits: each changes the war as asked, refuses what would break it, and undoes exactly."""

from __future__ import annotations

import pytest

from gmdesk.model.mapedits import EditRefused
from gmdesk.model.teams import (AddTeam, RecolourTeam, RemoveTeam, RenameTeam, SetHomeBase, SetMembers, SetPlayers,
                                home_bases)
from gmdesk.model.war import War
from tests.builders import line_map, person, war


def _war() -> War:
    chars = [person("odile", "blue", "a", kind="master"), person("saber", "blue", "a", master="odile"),
             person("tobias", "green", "c", kind="master")]
    return war("ap-sp", line_map("a", "b", "c"), chars,
               teams=[{"id": "blue", "name": "Blue", "color": "#00f"}, {"id": "green", "name": "Green"}])


def _round_trip(w: War, edit) -> dict:
    """Apply, check the war file form reads back, revert: the war is as before. Returns the form after."""
    before = w.to_dict()
    edit.apply(w)
    after = w.to_dict()
    assert War.from_dict(after).to_dict() == after
    edit.revert(w)
    assert w.to_dict() == before
    edit.apply(w)  # redo makes the same change again
    assert w.to_dict() == after
    return after


def test_add_team_makes_a_readable_id_and_keeps_it_on_redo():
    w = _war()
    edit = AddTeam("House Verhaegen", "teal", ["Ann", " Ann ", "Bob"])
    after = _round_trip(w, edit)
    assert after["teams"][-1] == {"id": "house-verhaegen", "name": "House Verhaegen", "color": "teal",
                                  "players": ["Ann", "Bob"]}
    assert edit.team_id == "house-verhaegen"


@pytest.mark.parametrize("color", ["#f00; background-image:url(/etc/passwd)", "#12", "red!", 7])
def test_a_colour_the_war_file_refuses_is_refused(color):
    w = _war()
    with pytest.raises(EditRefused, match="#rgb, #rrggbb"):
        RecolourTeam("blue", color).check(w)
    with pytest.raises(EditRefused, match="#rgb, #rrggbb"):
        AddTeam("Red", color).check(w)


def test_recolour_rename_and_players_are_undoable():
    w = _war()
    assert _round_trip(w, RecolourTeam("blue", "#2f6fd0"))["teams"][0]["color"] == "#2f6fd0"
    assert "color" not in _round_trip(w, RecolourTeam("blue", ""))["teams"][0]
    assert _round_trip(w, RenameTeam("green", "Greenhalgh Pilotage"))["teams"][1]["name"] == "Greenhalgh Pilotage"
    assert _round_trip(w, SetPlayers("greenhalgh pilotage", ["Chiyo"]))["teams"][1]["players"] == ["Chiyo"]


def test_a_second_team_of_the_same_name_is_refused():
    w = _war()
    with pytest.raises(EditRefused, match="already a team named 'Blue'"):
        AddTeam("blue").check(w)
    with pytest.raises(EditRefused, match="already a team named"):
        RenameTeam("green", "BLUE").check(w)


def test_removing_a_team_with_characters_is_refused_naming_them():
    w = _war()
    with pytest.raises(EditRefused, match="Blue still has characters \\(Odile, Saber\\)"):
        RemoveTeam("blue").check(w)


def test_removing_a_team_moves_its_characters_and_home_bases_when_asked():
    w = _war()
    SetHomeBase("blue", "a").apply(w)
    after = _round_trip(w, RemoveTeam("blue", move_to="green"))
    assert [t["id"] for t in after["teams"]] == ["green"]
    assert {c["id"]: c.get("team") for c in after["characters"]} == {"odile": "green", "saber": "green",
                                                                     "tobias": "green"}
    assert after["map"]["locations"][0]["home_base"] == "green"
    assert not w.problems()


def test_an_empty_team_is_removed_and_its_home_base_freed():
    w = _war()
    SetMembers("green", []).apply(w)
    SetHomeBase("green", "c").apply(w)
    RemoveTeam("green").apply(w)
    assert [t.id for t in w.teams] == ["blue"] and w.map.locations["c"].home_base is None
    assert w.characters["tobias"].team is None


def test_members_join_the_team_and_those_left_out_leave_it():
    w = _war()
    after = _round_trip(w, SetMembers("green", ["tobias", "saber"]))
    assert {c["id"]: c.get("team") for c in after["characters"]} == {"odile": "blue", "saber": "green",
                                                                     "tobias": "green"}
    with pytest.raises(EditRefused, match="no character 'nobody'"):
        SetMembers("green", ["nobody"]).check(w)


def test_home_bases_are_added_and_removed():
    w = _war()
    _round_trip(w, SetHomeBase("blue", "b"))
    assert home_bases(w, "blue") == ["b"]
    _round_trip(w, SetHomeBase("blue", "b", on=False))
    with pytest.raises(EditRefused, match="B is not a home base of Green"):
        SetHomeBase("green", "b", on=False).check(w)
    with pytest.raises(EditRefused, match="no location 'x'"):
        SetHomeBase("green", "x").check(w)


def test_an_unknown_team_is_refused_naming_the_teams():
    with pytest.raises(EditRefused, match="no team 'red' \\(teams: blue \\(Blue\\), green \\(Green\\)\\)"):
        RenameTeam("red", "Red").check(_war())


def test_players_are_read_and_checked_in_the_war_file():
    from gmdesk.errors import WarFileError

    data = _war().to_dict()
    data["teams"][0]["players"] = ["Ann", ""]
    with pytest.raises(WarFileError, match="players\\[1\\]"):
        War.from_dict(data)
