"""`gmdesk updates WAR [--turn N] (--public | --team ID | --all DIR) [--format …] [--focus …]` for every
ruleset's sample night (issue 18: "the same CLI flow works for every ruleset's sample night")."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gmdesk.cli import main
from gmdesk.model.updateedits import FOCUS_SETTING
from gmdesk.model.warfile import load_war
from gmdesk.store import WarStore

MAPS = Path(__file__).resolve().parents[2] / "maps"
NIGHTS = ["sample-ap-sp-night2.json", "sample-valor-night2.json", "sample-skirmish-night2.json",
          "sample-true-hgw-night2.json", "sample-roll-dice.json"]


@pytest.mark.parametrize("name", NIGHTS)
def test_every_sample_night_gives_a_public_update_and_one_per_team(name, tmp_path, capsys):
    teams = [t["id"] for t in json.loads((MAPS / name).read_text(encoding="utf-8"))["teams"]]
    assert main(["updates", str(MAPS / name), "--all", str(tmp_path), "--format", "markdown"]) == 0
    assert len(capsys.readouterr().out.splitlines()) == 1 + len(teams)  # the files written, one a line
    written = sorted(p.name for p in tmp_path.iterdir())
    assert len(written) == 1 + len(teams) and all(p.endswith(".md") for p in written)
    assert main(["updates", str(MAPS / name), "--team", teams[0]]) == 0
    out = capsys.readouterr().out
    assert out.startswith("[size=4]") and "[u]Your characters[/u]" in out


def test_a_war_file_gives_the_updates_of_a_stored_turn_and_records_the_focus(tmp_path, capsys):
    path = tmp_path / "night.gmdesk"
    with WarStore.create(path, load_war(MAPS / "sample-ap-sp-night2.json")):
        pass
    assert main(["updates", str(path), "--public"]) == 2
    assert "no turn resolved yet" in capsys.readouterr().err
    assert main(["resolve", str(path)]) == 0
    capsys.readouterr()
    assert main(["updates", str(path), "--public", "--format", "text", "--focus", "mirela,odile"]) == 0
    assert "Told as Mirela Castellan saw it." in capsys.readouterr().out
    with WarStore.open(path, readonly=True) as store:
        assert store.load_war().settings[FOCUS_SETTING] == ["mirela", "odile"]
    assert main(["updates", str(path), "--public", "--format", "text"]) == 0  # the recorded choice is kept
    assert "Told as Mirela Castellan saw it." in capsys.readouterr().out
    assert main(["updates", str(path), "--turn", "7", "--public"]) == 2
    assert "no turn 7" in capsys.readouterr().err


def test_bad_input_is_a_clear_error(capsys):
    night = str(MAPS / "sample-ap-sp-night2.json")
    assert main(["updates", night, "--team", "nobody"]) == 2
    assert "unknown team 'nobody'" in capsys.readouterr().err
    assert main(["updates", night, "--public", "--focus", "ghost"]) == 2
    assert "--focus: no character ghost" in capsys.readouterr().err
    assert main(["updates", night, "--public", "--turn", "5"]) == 2
    assert "a JSON war holds only its next turn, 2" in capsys.readouterr().err
