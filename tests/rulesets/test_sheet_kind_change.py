"""A sheet whose kind the GM changes is read again: skirmish's skill steps depend on who uses them, a Master's
support or a Servant's ("Master support … Servant support", skirmish 002:L64). Before, the skills parsed for
the old kind were kept (they were kept by the character's id and skill entries alone)."""

from pathlib import Path

from gmdesk import rulesets
from gmdesk.engine.combat.actions import sheet_skills
from gmdesk.model.warfile import load_war

SAMPLE = Path(__file__).resolve().parents[2] / "maps" / "sample-skirmish-night2.json"


def test_a_master_made_a_servant_uses_the_servants_steps():
    war = load_war(SAMPLE)
    ruleset = rulesets.get(war.ruleset)
    odile = war.characters["odile"]
    assert [s.slot for s in sheet_skills(ruleset, odile)] == ["master-support", "master-support"]
    assert [s.slot for s in ruleset.skills_of(odile)] == ["master-support", "master-support"]
    odile.kind = "servant"  # the sheet editor's Kind field, edited in place
    assert [s.slot for s in sheet_skills(ruleset, odile)] == ["servant-support", "servant-support"]
    assert [s.slot for s in ruleset.skills_of(odile)] == ["servant-support", "servant-support"]
