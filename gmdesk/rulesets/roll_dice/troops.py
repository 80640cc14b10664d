"""Troops in battle (トループ, roll-dice 004:L390-L396).

- A troop's attacks count as anti-army (対軍) weapons (L392); anti-army, anti-world (対界) and anti-fortress
  (対城/対砦 on several targets) attacks deal a troop 1.5 × the final damage, rounded up (L395). An NP or skill
  entry says its class in ``target`` (対人/対軍/対城/対界, the sheet's 対象区分, L1553).
- A troop at half its HP or less (half rounded down) has its final achievement halved, rounded up (L394).
- Covering without penalties (L393) and splitting (L396-L403) are the GM's to rule as events.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from gmdesk.rulesets.combat import Skill
from gmdesk.rulesets.roll_dice import tables as T
from gmdesk.rulesets.scores import Score, fmt
from gmdesk.rulesets.sheetformat import entry_flag

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.model.character import Character

ARMY = ("対軍", "anti-army", "対界", "anti-world")
FORTRESS = ("対城", "対砦", "anti-fortress")


def divisor(ch: "Character") -> tuple[int, str]:
    """2 when ``ch`` is a troop at or below half its HP (rounded down), with why (L394); else 1."""
    if ch.kind != "troop" or ch.health is None or ch.health_max is None:
        return 1, ""
    half = math.floor(ch.health_max / 2)
    if ch.health > half:
        return 1, ""
    return 2, (f"{ch.name} is a troop at HP {fmt(ch.health)} ≤ half of {fmt(ch.health_max)} rounded down = "
               f"{half}: its final achievement is halved, rounded up ({T.cite('L394')})")


def anti_army(attacker: "Character", skill: Skill, several: bool) -> str:
    """Why this attack counts as anti-army against a troop (L392, L395), or ''."""
    if attacker.kind == "troop":
        return f"{attacker.name} is a troop: its attacks count as 対軍 ({T.cite('L392')})"
    kind = str(entry_flag(skill.raw, "target") or "") if skill.raw else ""
    if any(word in kind for word in ARMY):
        return f"{skill.name} is {kind}"
    if several and any(word in kind for word in FORTRESS):
        return f"{skill.name} is {kind} on several targets"
    return ""


def troop_damage(score: Score, attacker: "Character", target: "Character", skill: Skill, several: bool) -> Score:
    """The final damage on a troop from an anti-army attack × 1.5, rounded up (L395)."""
    if target.kind != "troop" or score.value <= 0:
        return score
    why = anti_army(attacker, skill, several)
    if not why:
        return score
    value = math.ceil(score.value * 1.5)
    return Score(value, f"{score.explain}; {target.name} is a troop and {why}: {fmt(score.value)} × 1.5 rounded up "
                        f"= {fmt(value)}", f"{score.rule}; {T.cite('L392, L395')}")
