"""'+' and '−' on the stat pools of an attack or defence check (roll-dice 004:L897-L909, L915).

A '+' multiplies the dice by (1 + count) when its condition is met: either HP or MP equal to the extra dice
paid before the check (L901), or a situation written on the sheet that holds less often than not (L902). A
'−' divides the dice by (1 + count), rounded up: unless HP or MP equal to the dice it takes is paid (L908), or
under a situation that holds more often than not (L909). So by default a '+' is off and a '−' is on; the
player invokes the exception in the order and the GM rules a claimed situation (a recorded decision):

- attacker (its attack or skill order on this target): ``plus: mp|hp`` pays, ``plus: condition`` claims the
  situation; ``minus_pay: mp|hp`` pays the '−' off, ``minus: avoided`` claims its situation is not met;
- defender (any of its orders this turn): the same with ``defence_`` before each field name.
EX takes no '+' but may add 14 for MP (L867-L868): ``plus: mp`` pays it (interpretation ex-boost-cost).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from gmdesk.model.ranks import Rank
from gmdesk.model.vocabulary import ChangeKind
from gmdesk.rulesets.combat import Change
from gmdesk.rulesets.dice import CheckQuestion, DicePool
from gmdesk.rulesets.roll_dice import formulas as F, luck as L, tables as T

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.model.character import Character
    from gmdesk.model.war import War

RULE = T.cite("L897-L909")
PAY_POOLS = {"mp": "mana", "hp": "health"}
NAMES = {"STR": "筋力", "END": "耐久", "AGI": "敏捷", "MAG": "魔力", "LCK": "幸運"}


def claim(ch: "Character", war: "War", other: "Character", role: str, key: str) -> str:
    """An order field about ``ch``'s marks: on its attack/skill order on ``other`` (attacker), or any of its
    orders with the ``defence_`` prefix (defender)."""
    field = key if role == "attack" else f"defence_{key}"
    for order in L.orders_of(ch, war):
        if role == "attack" and not (order.get("action") in ("attack", "skill")
                                     and order.get("target") in (other.id, None)):
            continue
        value = order.get(field)
        if isinstance(value, str):
            return value.strip().casefold()
    return ""


def key_of(ch: "Character", stat: str, attacker: "Character", target: "Character") -> str:
    return f"mark.{ch.id}.{stat}.{attacker.id}-{target.id}"


def question(ch: "Character", stat: str, role: str, attacker: "Character", target: "Character",
             war: "War") -> CheckQuestion | None:
    """The GM's ruling on a claimed situation (L902, L909), or None when nothing is claimed."""
    rank = ch.stats.get(stat)
    if rank is None:
        return None
    other = target if role == "attack" else attacker
    label = f"{ch.name}'s {NAMES.get(stat, stat)} {rank}"
    if rank.plus and claim(ch, war, other, role, "plus") == "condition":
        text = f"{ch.name} claims the situation of {label} '+' holds for its {role} check: does it?"
    elif rank.minus and claim(ch, war, other, role, "minus") == "avoided":
        text = f"{ch.name} claims the situation of {label} '−' is not met in its {role} check: is it avoided?"
    else:
        return None
    return CheckQuestion(key_of(ch, stat, attacker, target), f"{text} (the sheet states it, L915)", ("no", "yes"),
                         RULE)


def _pay(ch: "Character", how: str, cost: int) -> bool:
    have = ch.mana if how == "mp" else ch.health
    return have is not None and have >= cost


def stat_pool(ch: "Character", stat: str, role: str, attacker: "Character", target: "Character", war: "War",
              answers: dict[str, str], ex_cost: str) -> tuple[DicePool, list[Change], list[str]]:
    """One side's stat pool with its marks settled, the payments as changes, and what was decided."""
    rank: Rank = ch.stats[stat]
    other = target if role == "attack" else attacker
    label = f"{ch.name} {NAMES.get(stat, stat)} {rank}"
    upheld = answers.get(key_of(ch, stat, attacker, target)) == "yes"
    notes: list[str] = []
    changes: list[Change] = []
    plus = minus = False
    how = claim(ch, war, other, role, "plus")
    if (rank.plus or rank.letter == "EX") and how in PAY_POOLS:
        trial = F.stat_pool(rank, plus_active=True, ex_boost_cost=ex_cost)
        cost = trial.cost or 0
        if _pay(ch, how, cost):
            plus = True
            changes.append(Change(ch.id, ChangeKind.PAY, f"{ch.name} pays {cost} {how.upper()} before the check for "
                                  f"the '+' of {label}: {trial.explain}", T.cite("L901"), amount=cost,
                                  value=PAY_POOLS[how]))
        else:
            notes.append(f"{label}: the '+' is not used, {ch.name} cannot pay {cost} {how.upper()} ({T.cite('L901')})")
    elif rank.plus and how == "condition":
        plus = upheld
        notes.append(f"{label}: the GM rules the '+' situation {'holds' if upheld else 'does not hold'} "
                     f"({T.cite('L902')})")
    if rank.minus:
        paid = claim(ch, war, other, role, "minus_pay")
        base, cut = F.stat_pool(rank), F.stat_pool(rank, minus_active=True)
        cost = base.dice - cut.dice
        if paid in PAY_POOLS and _pay(ch, paid, cost):
            changes.append(Change(ch.id, ChangeKind.PAY, f"{ch.name} pays {cost} {paid.upper()} to keep the '−' of "
                                  f"{label} off ({base.dice} dice instead of {cut.dice})", T.cite("L908"),
                                  amount=cost, value=PAY_POOLS[paid]))
        elif claim(ch, war, other, role, "minus") == "avoided":
            minus = not upheld
            notes.append(f"{label}: the GM rules the '−' situation {'is avoided' if upheld else 'is met'} "
                         f"({T.cite('L909')})")
        else:
            minus = True
            notes.append(f"{label}: the '−' applies, neither paid off nor its situation avoided "
                         f"({T.cite('L908-L909')})")
    pool = F.stat_pool(rank, plus_active=plus, minus_active=minus, ex_boost_cost=ex_cost)
    if plus or minus or pool.bonus:
        notes.append(f"{label}: {pool.explain} ({pool.rule})")
    return DicePool(pool.dice, pool.threshold, label, automatic=pool.automatic, bonus=pool.bonus), changes, notes
