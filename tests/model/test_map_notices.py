"""Two places sharing a name in a war saved before the location dialog refused it, or brought by Map > Import
(QA qf-mapdraw, left open): a notice naming both and saying to rename one, in ``gmdesk validate`` and the status
bar; never a problem (WarMap.problems() refuses Resolve and is Import Map's gate, ReplaceMap.check)."""

from __future__ import annotations

import copy
import json
from pathlib import Path

from gmdesk.cli import main
from gmdesk.model.mapedits import ReplaceMap
from gmdesk.model.mapnotices import shared_names
from gmdesk.model.war import War
from gmdesk.validation import war_notices, war_problems

SAMPLE = Path(__file__).resolve().parents[2] / "maps" / "sample-skirmish-night2.json"


def _war(name: str) -> War:
    """The skirmish night-2 sample with Threeways renamed ``name``."""
    data = json.loads(SAMPLE.read_text(encoding="utf-8"))
    next(loc for loc in data["map"]["locations"] if loc["id"] == "threeways")["name"] = name
    return War.from_dict(data)


def test_a_name_shared_but_for_case_width_and_spaces_is_a_notice_naming_both():
    for name in (" weir  MILLS", "Ｗｅｉｒ Mills", "Weir Mills"):
        war = _war(name)
        assert shared_names(war.map) == [["weir-mills", "threeways"]]
        [notice] = war_notices(war)
        assert notice.field == "map.locations.threeways.name" and notice.value == name
        assert notice.message.startswith(f"Weir Mills (weir-mills) and {name} (threeways) share one name: "
                                         "rename one of them")
        assert war_problems(war) == [] and war.map.problems() == []  # Resolve is not refused


def test_a_map_of_distinct_names_has_no_notice():
    assert war_notices(_war("Threeways")) == []


def test_import_map_still_takes_a_map_with_a_shared_name():
    war = _war("Threeways")
    drawn = copy.deepcopy(_war("weir mills").map)
    ReplaceMap(drawn).check(war)  # the gate (WarMap.problems) is unchanged: no refusal
    ReplaceMap(drawn).apply(war)
    assert war.map.locations["threeways"].name == "weir mills" and len(war_notices(war)) == 1


def test_validate_prints_the_notice_and_still_says_valid(capsys, tmp_path):
    path = tmp_path / "old.json"
    path.write_text(json.dumps(_war("WEIR MILLS").to_dict()), encoding="utf-8")
    assert main(["validate", str(path)]) == 0
    out = capsys.readouterr().out
    assert f"{path}: valid (skirmish" in out and f"{path}: 1 notice(s)" in out
    assert "Weir Mills (weir-mills) and WEIR MILLS (threeways) share one name: rename one of them" in out
