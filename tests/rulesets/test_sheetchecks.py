"""The sheet checks every ruleset shares (gmdesk/rulesets/sheetchecks.py), each with its document's limits.

Issue 19: Health −5 passed everywhere; 9 Command Spells passed under ap-sp, skirmish and roll-dice; a cost
of "banana" passed ``gmdesk validate`` under valor and skirmish. Each case names the line it follows.
"""

from __future__ import annotations

import pytest

from builders import line_map, person, war
from gmdesk import rulesets
from gmdesk.sheets.problems import sheet_problems
from gmdesk.validation import war_problems

#: (ruleset, the line that gives a Master its Command Spells, whether the document lets a Master gain more)
LIMITS = [
    # ap-sp 000:L374 "each Master possesses three Command Spells"; L559 the Seal of the IGM grants more.
    ("ap-sp", "000:L374", True),
    # valor 001:L53 "All masters start the game with a total of 3 command spells".
    ("valor", "001:L53", False),
    # skirmish 002:L29 "A Master has access to three command spells, and cannot gain any others".
    ("skirmish", "002:L29", False),
    # true-hgw 003 §III "each Master begins with 3 Command Spells".
    ("true-hgw", "003 §III", False),
    # roll-dice 004:L274 three a war; "GMが発生させたイベントで稀に追加される" (a GM's event may add one).
    ("roll-dice", "004:L274", True),
]

#: A valid sheet of each kind in each ruleset (roll-dice sheets carry their own stats).
ROLL_DICE_STATS = {"STR": "C", "END": "C", "AGI": "C", "MAG": "C", "LCK": "C"}


def _master(ruleset: str, **fields) -> dict:
    extra = {"stats": dict(ROLL_DICE_STATS)} if ruleset == "roll-dice" else {}
    return person("m", "t", "a", kind="master", **extra, **fields)


def _problems(ruleset: str, **fields):
    w = war(ruleset, line_map("a", "b"), [_master(ruleset, **fields)])
    return {p.field: p for p in war_problems(w)}, {p.field: p for p in sheet_problems(w, rulesets.get(ruleset), "m")}


@pytest.mark.parametrize("ruleset, line, gains", LIMITS)
def test_more_command_spells_than_the_document_gives_are_flagged_in_each_ruleset(ruleset, line, gains):
    validate, editor = _problems(ruleset, command_spells=9)
    assert line in validate["characters[0](m).command_spells"].message
    assert line in editor["command_spells"].message
    assert "9 is more than the 3" in editor["command_spells"].message


@pytest.mark.parametrize("ruleset, line, gains", LIMITS)
def test_three_command_spells_pass_and_granted_ones_count_only_where_the_document_allows_gains(ruleset, line, gains):
    validate, _ = _problems(ruleset, command_spells=3)
    assert "characters[0](m).command_spells" not in validate
    validate, _ = _problems(ruleset, command_spells=4, points={"command_spells_granted": 1})
    assert ("characters[0](m).command_spells" in validate) is not gains


@pytest.mark.parametrize("ruleset", [r for r, _, _ in LIMITS])
def test_negative_command_spells_are_flagged(ruleset):
    validate, editor = _problems(ruleset, command_spells=-1)
    assert "fewer than 0" in editor["command_spells"].message
    assert "characters[0](m).command_spells" in validate


@pytest.mark.parametrize("ruleset, cite", [
    ("ap-sp", "000:L40"),       # "Masters die only at Health 0"
    ("valor", "001:L21"),       # death at 0 Health
    ("skirmish", "002:L88"),
    ("true-hgw", "003 §II"),    # "Once this is reduced to 0 or below, the character is dead"
    ("roll-dice", "004:L204"),  # HP 0 from an attack meant to kill
])
def test_a_living_character_at_minus_five_health_is_flagged_with_the_death_rule(ruleset, cite):
    validate, editor = _problems(ruleset, health=-5)
    assert cite in editor["health"].message
    assert "characters[0](m).health" in validate


@pytest.mark.parametrize("ruleset", [r for r, _, _ in LIMITS])
def test_a_dead_character_may_hold_negative_health(ruleset):
    validate, _ = _problems(ruleset, health=-5, alive=False)
    assert "characters[0](m).health" not in validate


@pytest.mark.parametrize("ruleset", [r for r, _, _ in LIMITS])
def test_a_negative_maximum_is_flagged_as_not_in_the_document(ruleset):
    _, editor = _problems(ruleset, health_max=-10, mana_regen=-1)
    assert "not in the document" in editor["health_max"].message
    assert "below 0" in editor["mana_regen"].message


@pytest.mark.parametrize("ruleset, skill, field, cite", [
    # 000:L286-329 the SKILL FORMAT's Cost holds amounts of AP, SP, Mana…
    ("ap-sp", {"name": "Slash", "rank": "C", "type": "Anti-Personnel", "cost": "banana"}, "cost", ""),
    # 001:L119 the Mana in brackets after the name is a number
    ("valor", {"name": "Slash", "rank": "C", "type": "offensive", "cost": "banana"}, "cost", "001:L119"),
    ("skirmish", {"name": "Slash", "rank": "C", "type": "offensive", "cost": "banana"}, "cost", ""),
    # 003 §IX "The skill's cost must be paid when it is cast"
    ("true-hgw", {"name": "Slash", "rank": "C", "type": "Melee Attack", "targets": "[Enemy] 1", "cost": "banana"},
     "cost", "003 §IX"),
])
def test_a_cost_of_banana_is_flagged_by_validate_and_the_editor(ruleset, skill, field, cite):
    validate, editor = _problems(ruleset, skills=[skill])
    text = " ".join(p.message for p in editor.values())
    assert "banana" in text and cite in text
    assert any(f.endswith(f"skills[0].{field}") for f in validate), validate


@pytest.mark.parametrize("ruleset, line, gains", LIMITS)
def test_gmdesk_rules_says_the_command_spell_limit_it_checks(ruleset, line, gains):
    text = rulesets.get(ruleset).describe()["command_spells"]
    assert line in text and ("more only from" in text) is gains
