"""``gmdesk team``: the team edits on a war file and on a JSON war, written back whole or not at all."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gmdesk.cli import main
from gmdesk.commands.common import read_war

CITY = Path(__file__).resolve().parents[1] / "maps" / "city.map.json"


def run(capsys, *argv) -> tuple[int, str, str]:
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture(params=["war.gmdesk", "war.json"])
def war_path(request, tmp_path, capsys) -> Path:
    path = tmp_path / request.param
    gm = tmp_path / "w.gmdesk"
    assert run(capsys, "new", gm, "--ruleset", "valor", "--map", CITY, "--seed", "3")[0] == 0
    if path.suffix == ".json":
        assert run(capsys, "export", gm, path)[0] == 0
    return path if path.suffix == ".json" else gm


def test_a_team_is_made_listed_and_removed(capsys, war_path):
    assert run(capsys, "team", "add", war_path, "House Verhaegen", "--colour", "#2f6fd0", "--player", "Ann")[0] == 0
    assert run(capsys, "team", "add", war_path, "Greenhalgh", "--id", "green")[0] == 0
    assert run(capsys, "team", "players", war_path, "house verhaegen", "Ann", "Bob")[0] == 0
    assert run(capsys, "team", "rename", war_path, "green", "Greenhalgh Pilotage")[0] == 0
    assert run(capsys, "team", "colour", war_path, "green", "seagreen")[0] == 0
    base = next(iter(read_war(str(war_path)).map.locations))
    assert run(capsys, "team", "home-base", "add", war_path, "green", base)[0] == 0
    code, out, _ = run(capsys, "team", "list", war_path, "--json")
    assert code == 0
    rows = json.loads(out)
    assert [(r["id"], r["name"], r["color"], r["players"], r["home_bases"]) for r in rows] == [
        ("house-verhaegen", "House Verhaegen", "#2f6fd0", ["Ann", "Bob"], []),
        ("green", "Greenhalgh Pilotage", "seagreen", [], [base])]
    assert run(capsys, "team", "remove", war_path, "green", "--move-to", "house-verhaegen")[0] == 0
    war = read_war(str(war_path))
    assert [t.id for t in war.teams] == ["house-verhaegen"]
    assert war.map.locations[base].home_base == "house-verhaegen"
    code, out, _ = run(capsys, "team", "list", war_path)
    assert "house-verhaegen: House Verhaegen [#2f6fd0]" in out and "players:    Ann, Bob" in out


def test_a_refused_edit_says_why_and_writes_nothing(capsys, war_path):
    run(capsys, "team", "add", war_path, "Red")
    before = read_war(str(war_path)).to_dict()
    code, _, err = run(capsys, "team", "colour", war_path, "red", "#f00; background-image:url(x)")
    assert code == 2
    assert f"gmdesk: {war_path}" in err and "a team colour is #rgb, #rrggbb" in err
    code, _, err = run(capsys, "team", "rename", war_path, "blue", "Blue")
    assert code == 2 and "there is no team 'blue' (teams: red (Red))" in err
    assert read_war(str(war_path)).to_dict() == before


def test_a_team_with_characters_is_kept_unless_they_move(capsys, tmp_path):
    sample = Path(__file__).resolve().parents[1] / "maps" / "sample-valor.json"
    path = tmp_path / "s.json"
    path.write_text(sample.read_text(encoding="utf-8"), encoding="utf-8")
    first, second = [t.id for t in read_war(str(path)).teams][:2]
    code, _, err = run(capsys, "team", "remove", path, first)
    assert code == 2 and "still has characters" in err
    assert run(capsys, "team", "remove", path, first, "--move-to", second)[0] == 0
    war = read_war(str(path))
    assert first not in war.team_ids() and all(c.team != first for c in war.characters.values())
    assert run(capsys, "team", "members", path, second)[0] == 0
    assert read_war(str(path)).team_members(second) == []
