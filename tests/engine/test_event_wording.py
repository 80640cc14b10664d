"""The words of movement, cost and roll events: a verb agrees with how many characters it names, one attack
is "1 attack", and a chance and the roll compared with it are on one scale, in percent, numbers unchanged.

Samples: maps/sample-valor-night2.json, sample-valor-night3.json, sample-skirmish-night2.json.
"""

from __future__ import annotations

import json
from pathlib import Path

from gmdesk.engine import resolve_turn
from gmdesk.messages import say
from gmdesk.model.vocabulary import EventKind
from gmdesk.model.war import War
from gmdesk.rulesets.combat import Cost
from gmdesk.rulesets.costwords import resource_word

MAPS = Path(__file__).resolve().parents[2] / "maps"


def events(name: str):
    result = resolve_turn(War.from_dict(json.loads((MAPS / name).read_text(encoding="utf-8"))))
    assert result.resolved
    return result.events


def explains(name: str, kind: EventKind) -> list[str]:
    return [e.explain for e in events(name) if e.kind == kind]


def test_one_character_flees_and_arrives_where_one_stands():
    """valor 001:L107 (fleeing to an adjacent location), 001:L5 (movement): Assassin flees alone; Assassin
    and Lancer arrive at Hollin Wood where Piet Brandauer alone stands."""
    night3 = events("sample-valor-night3.json")
    flee = [e.explain for e in night3 if e.kind == EventKind.FLEE]
    assert any(t.startswith("Assassin (Brandauer Chandlery) flees Old Velodrome → Hollin Wood") for t in flee), flee
    meet = [e.explain for e in night3 if e.kind == EventKind.ENCOUNTER]
    assert any(t.startswith("At Hollin Wood: Assassin, Lancer arrive where Piet Brandauer stands — ") for t in meet)
    moves = [e.explain for e in night3 if e.kind == EventKind.MOVE]
    assert any(" and " in t.split(" (")[0] and ") move " in t for t in moves), moves  # two together: "move"
    assert not [t for t in moves if " and " not in t.split(" (")[0] and ") move " in t], moves


def test_one_attack_is_said_in_the_singular():
    """valor 001:L91: a normal attack costs one of the turn's attacks."""
    actions = explains("sample-valor-night2.json", EventKind.ACTION)
    assert "Rider uses STR normal attack on Assassin (cost: 1 attack; attacks 1 → 0)" in actions
    assert not [t for t in actions if "1 attacks" in t]
    assert Cost({"attacks": 1.0}).text() == "1 attack" and Cost({"attacks": 2.0}).text() == "2 attacks"
    assert resource_word("attacks") == "attacks" and resource_word("mana", 1) == "mana"
    assert say(Cost({"attacks": 1.0}).text(), "ja") == "攻撃 1"


def test_skirmish_chances_are_shown_as_a_fraction_and_a_percentage_and_the_roll_on_that_scale():
    """skirmish 002:L84: critical chance (attacker AGI − defender AGI) × (attacker LCK − defender LCK) = 0.5 ×
    0.02 = 0.01, i.e. 1 %; the seeded roll 78.38 (of 100) is compared with 1 %."""
    crits = explains("sample-skirmish-night2.json", EventKind.CRITICAL)
    assert ("Rider's Skirmish attack (physical) on Saber is not a critical hit: Rider AGI A = 2.5, LCK B = 0.12; "
            "Saber AGI B = 2, LCK C+ = 0.1; chance (2.5 − 2) × (0.12 − 0.1) = 0.5 × 0.02 = 0.01 = 1 %; "
            "roll 78.38 ≥ 1 %") in crits


def test_valor_dodge_roll_is_compared_with_a_percentage():
    """valor 001:L105: "The ordinary dodge chance is a percentage": 0.953815 read as 0.95 %; roll 78.38 ≥ 0.95 %."""
    dodges = explains("sample-valor-night2.json", EventKind.DODGE)
    assert any(t.endswith("= 0.953815, read as a percentage (dodge-scale=percent): 0.95 %; roll 78.38 ≥ 0.95 %")
               for t in dodges), dodges
