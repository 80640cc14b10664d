"""Attack priority and defence priority (攻撃優先・防御優先, roll-dice 004:L220-L225).

A character's attack order may say ``priority: attack`` or ``priority: defence`` with ``dice: N``: for that
(combat) turn N dice move from its defence checks to its attack checks, or back. Only dice usable for both
move: 敏捷 AGI, 魔力 MAG for a magician (L223-L224; 筋力 and 耐久 never); ``from`` names the stat (default:
the attack's stat when it is AGI or MAG, else AGI). The moved dice keep the threshold of the stat they come
from (L222). At most the dice of the larger base stat used to attack and defend, and never more than the
losing side has (L225). Which defence loses them is interpretation ``priority-source`` (not in the
document): ``source-stat`` takes them out of that stat's own pool (defending with another stat is given
up), ``any-defence`` out of whichever stat defends.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from gmdesk.rulesets.combat import Skill
from gmdesk.rulesets.dice import DicePool
from gmdesk.rulesets.roll_dice import combat as C, formulas as F, luck as L, tables as T

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.model.character import Character
    from gmdesk.model.war import War

RULE = T.cite("L220-L225")
BOTH_WAYS = ("AGI", "MAG")


@dataclass(frozen=True)
class Shift:
    """Dice moved this turn: ``toward`` attack or defence, ``dice`` of ``source``; ``refused`` says why not."""

    toward: str
    dice: int
    source: str
    threshold: int
    asked: int
    refused: str = ""


def _declared(ch: "Character", war: "War") -> tuple[str, int, str] | None:
    """(toward, dice, source) of the priority ``ch`` declared; ``toward`` empty: dice or a source given without
    ``priority: attack | defence``, which moves nothing (said so, not passed over)."""
    for order in L.orders_of(ch, war):
        if order.get("action") in ("attack", "skill") and order.get("priority") in ("attack", "defence"):
            source = order.get("from")
            return str(order["priority"]), L.count_field(order, "dice"), str(source).upper() if source else ""
    for order in L.orders_of(ch, war):
        if order.get("action") in ("attack", "skill") and (L.count_field(order, "dice") or order.get("from")):
            return "", L.count_field(order, "dice"), str(order.get("from") or "").upper()
    return None


def _dice(ch: "Character", key: str) -> int:
    rank = ch.stats.get(key)
    return F.stat_pool(rank).dice if rank is not None and rank.letter != "EX" else 0


def shift(ch: "Character", other: "Character", skill: Skill, war: "War", *, defending: bool = False) -> Shift | None:
    """The priority ``ch`` declared this turn, checked against L223-L225 (None: none declared)."""
    declared = _declared(ch, war)
    if declared is None:
        return None
    toward, asked, source = declared
    if not toward:
        return Shift(toward, 0, source, 0, asked,
                     f"dice: {asked} given without priority: attack or defence ({T.cite('L220')})")
    own_attack = next((o for o in L.orders_of(ch, war) if o.get("action") == "attack"), None)
    attack_stat = C.stat_of(skill) if not defending else str((own_attack or {}).get("mode") or "STR").upper()
    attack_stat = attack_stat.removesuffix(C.SUBDUE.upper())
    source = source or (attack_stat if attack_stat in BOTH_WAYS else "AGI")
    rank = ch.stats.get(source)
    if source not in BOTH_WAYS or rank is None or (source == "MAG" and not C.knows_magic(ch)):
        return Shift(toward, 0, source, 0, asked, f"{source} dice do not serve both attack and defence "
                                                  f"(only 敏捷, or 魔力 with magecraft; {T.cite('L223-L224')})")
    if toward == "defence" and attack_stat != source:
        return Shift(toward, 0, source, 0, asked, f"the attack rolls {attack_stat}, not {source}: no {source} dice "
                                                  f"to move out of it ({T.cite('L223')})")
    cap = min(max(_dice(ch, attack_stat), _dice(ch, source)), _dice(ch, source))
    dice = min(asked, cap)
    threshold = F.level(rank)
    refused = "" if dice == asked else (f"{asked} asked, at most {cap}: the larger base stat's dice, and the "
                                        f"losing side never below 0 ({T.cite('L225')})")
    return Shift(toward, dice, source, threshold, asked, refused)


def _note(ch: "Character", s: Shift, side: str) -> str:
    what = {"attack": "攻撃優先 attack priority", "defence": "防御優先 defence priority"}.get(s.toward,
                                                                                    "declared priority")
    if not s.dice:
        return f"{ch.name}'s {what} moves no dice: {s.refused} ({RULE})"
    cut = f"; {s.refused}" if s.refused else ""
    return (f"{ch.name}'s {what}: {s.dice} {C.STAT_NAMES[s.source]} dice move to its {side} check, success on ≤ "
            f"{s.threshold} as in {s.source} ({RULE}{cut})")


def apply_attack(ch: "Character", pools: list[DicePool], s: Shift | None) -> tuple[list[DicePool], list[str]]:
    """The attacker's pools with its priority applied: + dice under attack priority, − under defence priority."""
    if s is None:
        return pools, []
    if not s.dice:
        return pools, [_note(ch, s, "attack")]
    if s.toward == "attack":
        return pools + [DicePool(s.dice, s.threshold, f"{ch.name} 攻撃優先 ({s.source})")], [_note(ch, s, "attack")]
    first = pools[0]
    return [replace(first, dice=max(0, first.dice - s.dice), label=f"{first.label} − {s.dice} (防御優先)"),
            *pools[1:]], [_note(ch, s, "defence")]


def apply_defence(ch: "Character", key: str, pools: list[DicePool], s: Shift | None,
                  choice: str = "source-stat") -> tuple[list[DicePool], list[str]]:
    """The defender's pools with its priority: + dice under defence priority, − under attack priority (from the
    source stat's pool, or from whichever defends under priority-source=any-defence)."""
    if s is None:
        return pools, []
    if not s.dice:
        return pools, [_note(ch, s, "defence")]
    if s.toward == "defence":
        return pools + [DicePool(s.dice, s.threshold, f"{ch.name} 防御優先 ({s.source})")], [_note(ch, s, "defence")]
    first = pools[0]
    taken = s.dice if key == s.source or choice == "any-defence" else 0
    if not taken:
        return [replace(first, dice=0, label=f"{first.label}: its {s.source} dice went to the attack, defending "
                                              f"with {key} is given up (priority-source=source-stat)"), *pools[1:]], \
            [_note(ch, s, "attack")]
    return [replace(first, dice=max(0, first.dice - taken), label=f"{first.label} − {taken} (攻撃優先)"),
            *pools[1:]], [_note(ch, s, "attack") + f" (priority-source={choice})"]
