"""roll-dice keeps its movement rules, phases and basic attacks by what they read (issue 21: the desk's
first ask): an edit made in place on the same war or character is answered anew."""

from __future__ import annotations

from pathlib import Path

import pytest

from gmdesk.errors import RulesetError
from gmdesk.model.ranks import parse_rank
from gmdesk.model.warfile import load_war
from gmdesk.rulesets.roll_dice import RULESET

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def war():
    return load_war(ROOT / "maps" / "sample-roll-dice.json")


def test_movement_rules_follow_a_setting_changed_in_place(war):
    """move-range (004:L574, not in the document: the interpretation) and action-order (L197) read anew."""
    before = RULESET.movement_for(war)
    assert (before.range, before.move_order) == ("adjacent", "simultaneous")
    war.settings["interpretations"] = {"move-range": "anywhere", "action-order": "initiative"}
    after = RULESET.movement_for(war)
    assert (after.range, after.max_steps, after.move_order) == ("anywhere", None, "initiative")
    war.settings["interpretations"]["escape-destination"] = "stay"
    assert RULESET.movement_for(war).flee.destination == "stay"  # L520-L524 name no place
    del war.settings["interpretations"]
    assert RULESET.movement_for(war) == before


def test_a_refused_setting_is_refused_every_time(war):
    """move-range=gm is not an option (004:L574): asked twice, refused twice (no answer kept)."""
    war.settings["interpretations"] = {"move-range": "gm"}
    for _ in range(2):
        with pytest.raises(RulesetError, match="move-range='gm'"):
            RULESET.movement_for(war)


def test_phases_follow_the_turn_and_the_action_order(war):
    """Day-end after the fourth action turn only (004:L241); action-order=initiative orders moves by IV (L197)."""
    assert "day-end" not in [p.id for p in RULESET.phases_for(war)]
    war.turn = 4
    assert [p.id for p in RULESET.phases_for(war)][-1] == "day-end"
    war.settings["interpretations"] = {"action-order": "initiative"}
    phases = {p.id: p for p in RULESET.phases_for(war)}
    assert (phases["move"].order, phases["action"].order) == ("initiative", "initiative")
    assert "command-spell" in phases["action"].slots  # the declared actions and Command Spells (L239, L287)


def test_basic_attacks_follow_the_stats_and_magic(war):
    """One attack per stat, strongest first, 魔力 only with a 魔術 skill (004:L208-L213)."""
    lancer = war.characters["lancer"]  # STR B+, AGI A+, MAG D-, no 魔術 skill
    assert [s.type for s in RULESET.basic_attacks(lancer)] == ["AGI", "AGI-subdue", "STR", "STR-subdue"]
    lancer.skills.append({"name": "魔術", "rank": "C"})
    assert [s.type for s in RULESET.basic_attacks(lancer)][-2:] == ["MAG", "MAG-subdue"]
    lancer.stats["MAG"] = parse_rank("EX")
    assert [s.type for s in RULESET.basic_attacks(lancer)][:2] == ["MAG", "MAG-subdue"]
    shown = RULESET.basic_attacks(lancer)
    shown.clear()  # the caller's own list
    assert len(RULESET.basic_attacks(lancer)) == 6
