"""ap-sp: a sheet that lacks what the document lists on it says so beside its problems (QA qa-newwar).

A GM starting an ap-sp war from nothing made a Servant from a blank sheet: no stats, no AP, no Basic Attack. The
editor said "No problems: the rules accept this sheet" and the Turn Desk offered the Servant no attack on the
enemy beside it, with no word why. The document lists AP on the sheet (ap-sp 000:L230: "a number of Action
Points … listed on their individual sheets") and the Basic Attack as a skill of its own (000:L267); a stat the
sheet lacks is read as 0 by the engine (000:L58-75 and the other tables). Each is a notice, not a problem: no
rule is broken, and older files keep resolving.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from gmdesk import rulesets
from gmdesk.model.mapgraph import WarMap
from gmdesk.model.sheetedits import new_character
from gmdesk.model.war import War
from gmdesk.messages import say
from gmdesk.model.warfile import load_war
from gmdesk.sheets.library import library
from gmdesk.sheets.problems import sheet_notices, sheet_problems

MAPS = Path(__file__).resolve().parents[2] / "maps"
RULESET = rulesets.get("ap-sp")


def _blank(kind: str) -> tuple[War, str]:
    """A war of one place and a blank sheet of ``kind``, as New Character makes it."""
    war = War(ruleset="ap-sp", title="t", map=WarMap.from_dict({"locations": [{"id": "a", "name": "A"}],
                                                                 "links": []}), characters={})
    data = new_character(war, "Saber", kind, None, "a", RULESET)
    return _with(war, data), data["id"]


def _with(war: War, sheet: dict) -> War:
    """``war`` with ``sheet`` as its one character, read as a war file holds it."""
    return War.from_dict({**war.to_dict(), "characters": [sheet]})


def _notices(war: War, cid: str) -> dict[str, str]:
    return {n.field: str(n.message) for n in sheet_notices(war, RULESET, cid)}


def test_a_blank_servant_is_told_what_it_lacks():
    war, cid = _blank("servant")
    assert not sheet_problems(war, RULESET, cid)  # no rule broken: "No problems" stays true
    notices = _notices(war, cid)
    assert notices["stats.STR"] == ("no STR, END, MAE, MAR, AGI, LCK on the sheet: the engine reads each as 0 "
                                     "(ap-sp 000:L58-145)")  # one line: ACT and NP may be left out (000:L147-171)
    assert notices["points.AP"].startswith("no AP on the sheet: a servant gains the AP its sheet lists at each "
                                           "turn's start") and notices["points.AP"].endswith("(ap-sp 000:L230)")
    assert "Skills ▸ From Library…" in notices["skills"] and "(ap-sp 000:L267)" in notices["skills"]


def test_a_servant_with_its_stats_ap_and_a_library_basic_attack_lacks_nothing():
    war, cid = _blank("servant")
    basic = next(s.entry for s in library("ap-sp") if s.name == "Rapid Cut")  # 000:L714-L730
    sheet = {**war.characters[cid].to_dict(), "stats": {spec.key: "C" for spec in RULESET.stats if spec.key != "ACT"},
             "points": {"AP": 4}, "skills": [basic]}
    assert _notices(_with(war, sheet), cid) == {}


@pytest.mark.parametrize("kind", ["master", "familiar"])
def test_a_master_needs_no_ap_and_neither_a_master_nor_a_familiar_a_basic_attack(kind):
    """Masters have no AP (000:L233); the Basic Attack is a Servant's (000:L267)."""
    war, cid = _blank(kind)
    notices = _notices(war, cid)
    assert "skills" not in notices
    assert ("points.AP" in notices) == (kind == "familiar")


def test_a_stat_left_out_is_named_alone_and_in_japanese():
    war, cid = _blank("master")
    sheet = {**war.characters[cid].to_dict(), "stats": {k: "C" for k in ("STR", "END", "MAE", "MAR", "LCK")}}
    war = _with(war, sheet)
    [notice] = [n for n in sheet_notices(war, RULESET, cid) if n.field.startswith("stats.")]
    assert (notice.field, str(notice.message)) == ("stats.AGI", "no AGI on the sheet: the engine reads each as 0 "
                                                                "(ap-sp 000:L58-145)")
    assert say(notice.message, "ja") == "シートに敏捷がありません：エンジンはそれぞれを0とみなします（ap-sp 000:L58-145）"


def test_the_dead_lack_nothing():
    war, cid = _blank("servant")
    war.characters[cid].alive = False
    assert _notices(war, cid) == {}


@pytest.mark.parametrize("name", ["sample-ap-sp.json", "sample-ap-sp-night2.json"])
def test_the_sample_wars_sheets_lack_nothing(name):
    war = load_war(MAPS / name)
    assert {cid: _notices(war, cid) for cid in war.characters if _notices(war, cid)} == {}
