"""roll-dice: Characters > New Character gives a sheet the war can use at once (QA qa-files finding 14: a new
roll-dice war had 14 problems, every stat and the rank level missing). The other rulesets start a sheet at their
pools' maxima; roll-dice's pools come from its stats (004:L871), so it starts from a base sheet (L660-L706)."""

from __future__ import annotations

import pytest

from gmdesk import rulesets
from gmdesk.model.mapgraph import Location, WarMap
from gmdesk.model.sheetedits import AddCharacter, new_character
from gmdesk.model.war import Team, War


def _new_war(ruleset_id: str) -> War:
    return War(ruleset=ruleset_id, title="t", map=WarMap([Location("a", "A")], []), characters={},
               teams=[Team("red", "Red")])


def test_a_new_master_and_servant_start_from_the_base_sheets_with_full_hp_and_mp():
    ruleset = rulesets.get("roll-dice")
    war = _new_war("roll-dice")
    master = new_character(war, "Ayaka", "master", "red", "a", ruleset)
    AddCharacter(master).apply(war)
    servant = new_character(war, "Saber", "servant", "red", "a", ruleset)
    AddCharacter(servant).apply(war)
    assert master["stats"] == {"STR": "D", "END": "D", "AGI": "D", "MAG": "E", "LCK": "E", "SOC": "E"}  # L660-L664
    assert master["points"] == {"rank_level": 1} and servant["points"] == {"rank_level": 7}  # L747-L748
    # L871: HP = (max(END, STR) × 3 + min) × 2 + rank level; MP = (MAG × 3 + LCK) × 2 + rank level
    assert (master["health"], master["health_max"], master["mana"]) == ((2 * 3 + 2) * 2 + 1, 17, (1 * 3 + 1) * 2 + 1)
    assert servant["class"] == "Saber" and servant["stats"]["STR"] == "A"  # L666-L670
    assert (servant["health"], servant["mana"]) == ((5 * 3 + 4) * 2 + 7, (3 * 3 + 2) * 2 + 7)
    assert ruleset.validate_war(war) == []


@pytest.mark.parametrize("ruleset_id", ["ap-sp", "valor", "skirmish", "true-hgw", "roll-dice"])
def test_every_ruleset_s_new_characters_make_a_war_without_problems(ruleset_id):
    ruleset = rulesets.get(ruleset_id)
    war = _new_war(ruleset_id)
    for name, kind in (("Ayaka", "master"), ("Saber", "servant")):
        AddCharacter(new_character(war, name, kind, "red", "a", ruleset)).apply(war)
    assert [str(p) for p in ruleset.validate_war(war)] == []
