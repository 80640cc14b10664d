"""The 社会 stat's points on the sheet (roll-dice 004:L959-L979).

A Master gets 社会 level × 2 財産ポイント (wealth) and as many 常備化ポイント (standing points) (L960).
Wealth spent (points.wealth_used) comes back one point at the end of each day (L961) and adds its points
to a 社会 or rank-level check (L963: an identification check's ``wealth``). Standing points spent on
equipment (points.standing_equipment) give 2 equipment points each (L970); the sheet's items spend them
(``equipment_points`` on an item).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from gmdesk.errors import Problem
from gmdesk.messages import Message
from gmdesk.rulesets.combat import Change
from gmdesk.rulesets.roll_dice import formulas as F, tables as T
from gmdesk.rulesets.scores import fmt
from gmdesk.rulesets.sheetformat import Derived

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.model.character import Character
    from gmdesk.model.war import War

WEALTH_USED = "wealth_used"
STANDING_KEYS = ("standing_equipment", "standing_knowledge", "standing_recovery", "standing_skill", "standing_trap")
"""points.standing_*: 常備化ポイント spent on each use of L970-L974."""


def soc_points(ch: "Character") -> int | None:
    rank = ch.stats.get("SOC")
    return None if rank is None else F.level(rank) * 2


def wealth_left(ch: "Character") -> int:
    total = soc_points(ch) or 0
    return max(0, total - int(ch.points.get(WEALTH_USED) or 0))


def _item_points(ch: "Character") -> float:
    total = 0.0
    for item in ch.items:
        value = item.get("equipment_points")
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            total += float(value)
    return total


def _soc_text(rank: object, total: int) -> Message:
    """社会's points worked out (L960), said in the window's language."""
    return Message("社会 {rank} level {level} × 2 = {total}", rank=rank, level=total // 2, total=total)


def derived(ch: "Character") -> list[Derived]:
    total = soc_points(ch)
    if total is None:
        return []
    rank = ch.stats["SOC"]
    rule = T.cite("L960")
    standing = sum(float(ch.points.get(k) or 0) for k in STANDING_KEYS)
    equipment = float(ch.points.get("standing_equipment") or 0) * 2
    used = _item_points(ch)
    return [
        Derived("wealth", "財産ポイント", total, _soc_text(rank, total), rule),
        Derived("wealth.left", Message("財産ポイント left"), wealth_left(ch),
                Message("{total} − {used} spent = {left}", total=total, used=fmt(ch.points.get(WEALTH_USED) or 0),
                        left=wealth_left(ch)), T.cite("L961")),
        Derived("standing", "常備化ポイント", total, _soc_text(rank, total), rule,
                Message("{spent} spent > {total}", spent=fmt(standing), total=total) if standing > total else ""),
        Derived("equipment", "装備ポイント", equipment,
                Message("常備化 {standing} × 2 = {points}; items use {used}", standing=fmt(equipment / 2),
                        points=fmt(equipment), used=fmt(used)), T.cite("L970"),
                Message("items use {used} > {points}", used=fmt(used), points=fmt(equipment))
                if used > equipment else ""),
    ]


def problems(ch: "Character", where: str) -> list[Problem]:
    total = soc_points(ch)
    if total is None:
        return []
    found = []
    used = ch.points.get(WEALTH_USED) or 0
    if used > total:
        found.append(Problem(f"{where}.points.{WEALTH_USED}", used,
                             f"more 財産ポイント spent than 社会 × 2 = {total} ({T.cite('L960-L961')})"))
    standing = sum(float(ch.points.get(k) or 0) for k in STANDING_KEYS)
    if standing > total:
        found.append(Problem(f"{where}.points.standing_equipment", standing,
                             f"常備化ポイント spent {fmt(standing)} > 社会 × 2 = {total} ({T.cite('L960, L969')})"))
    items = _item_points(ch)
    if items > float(ch.points.get("standing_equipment") or 0) * 2:
        found.append(Problem(f"{where}.items", items, f"the items use {fmt(items)} 装備ポイント, more than 2 per "
                             f"常備化ポイント spent on equipment ({T.cite('L970')})"))
    return found


def day_end(war: "War") -> list[Change]:
    """One 財産ポイント back for each Master that spent some (L961)."""
    return [Change.point(ch.id, WEALTH_USED, Message("{name} gets 1 財産ポイント back at the end of the day ({spent} spent "
                                                     "→ {left})", name=ch.name, spent=fmt(ch.points[WEALTH_USED]),
                                                     left=fmt(ch.points[WEALTH_USED] - 1)), T.cite("L961"),
                         amount=-1)
            for ch in sorted(war.alive(), key=lambda c: c.id) if (ch.points.get(WEALTH_USED) or 0) >= 1]
