"""What follows a GM's edit of a Fate/roll dice sheet, made with it as one step.

A sheet is built from its type's base sheet (L610, L625: 基本ステータス + FP; L631: クラス別スキル + FP) and its
HP and MP are computed from the stats and the rank level (L871). So, when the GM edits a sheet:

* a Servant whose class changes while its stats are still exactly the old class's base sheet takes the new class's
  base stats (L660-L706), and its class skills at their base rank are replaced by the new class's;
* a maximum HP or MP that was the formula's before the edit follows the formula after it; a pool that was full
  stays full, and one above its new maximum comes down to it.

A sheet the GM built away from the base (a stat raised, a maximum typed by hand) is left as it is: the FP count
and the sheet's notes say what differs (L885-L890). Not in the document: it describes building a sheet on
paper; this is how the sheet editor keeps a sheet being built consistent.
"""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING, Any, Callable

from gmdesk.errors import RulesetError
from gmdesk.rulesets.roll_dice import formulas as F, tables as T

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.model.character import Character

Path = tuple[str | int, ...]
Follow = tuple[Path, Any]

CLASS_SKILL_TYPE = "Class skill"
"""The skill format's kind of a 【クラス別スキル】 entry (L1547)."""


def class_skill_entries(class_name: str | None) -> list[dict[str, Any]]:
    """The 基本クラス別スキル of a class as sheet entries (L666-L706): 「対魔力 (Magic Resistance)」 at rank E…"""
    cls = F._normalise_class(class_name or "")
    if cls is None:
        return []
    entries = []
    for text in T.BASE_SHEETS[cls].class_skills:
        name = text.rstrip("ABCDEX")
        english = F.CLASS_SKILL_NAMES.get(name)
        entries.append({"name": f"{name} ({english})" if english else name, "rank": text[len(name):],
                        "type": CLASS_SKILL_TYPE})
    return entries


def sheet_follows(before: "Character", after: "Character") -> list[Follow]:
    """The values that follow the edit from ``before`` to ``after``: (path, value) pairs, in order."""
    found = _class_follows(before, after)
    if found:
        after = _with(after, found)
    return found + _pool_follows(before, after)


def _base_letters(ch: "Character") -> dict[str, str] | None:
    """The base sheet's stats of a Servant's class, or None (no class of the seven, or a GM's own base, L709)."""
    if ch.kind != "servant" or "base_stats" in ch.extra:
        return None
    cls = F._normalise_class(ch.class_name or "")
    return dict(T.BASE_SHEETS[cls].stats) if cls is not None else None


def _class_follows(before: "Character", after: "Character") -> list[Follow]:
    if before.kind != after.kind or before.class_name == after.class_name:
        return []
    old, new = _base_letters(before), _base_letters(after)
    if old is None or new is None or old == new:
        return []
    if {k: str(r) for k, r in before.stats.items()} != old:
        return []  # the GM built this sheet away from its base: the FP count says what the new class costs
    found: list[Follow] = [(("stats", key), letter) for key, letter in new.items()]
    old_bases = F.base_class_skills(before)
    kept = []
    for entry in before.skills:
        japanese = F._base_of(entry, old_bases)
        rank = entry.get("rank")
        if japanese is not None and isinstance(rank, str) and rank.strip() == str(old_bases[japanese]):
            old_bases.pop(japanese)  # the old class's skill at its free rank goes with the class
            continue
        kept.append(entry)
    new_bases = F.base_class_skills(after)
    present = {F._base_of(entry, new_bases) for entry in kept}
    for entry in class_skill_entries(after.class_name):
        if F._base_of(entry, new_bases) not in present:
            kept.append(entry)
    if kept != list(before.skills):
        found.append((("skills",), kept))
    return found


def _with(ch: "Character", follows: list[Follow]) -> "Character":
    from gmdesk.model.character import Character

    data = copy.deepcopy(ch.to_dict())
    for path, value in follows:
        place: Any = data
        for key in path[:-1]:
            place = place.setdefault(key, {})
        place[path[-1]] = value
    return Character.from_dict(data, f"characters.{ch.id}")


_POOLS: tuple[tuple[str, Callable[["Character"], Any]], ...] = (("health", F.hp), ("mana", F.mp))


def _formula(fn: Callable[["Character"], Any], ch: "Character") -> float | None:
    try:
        return float(fn(ch).value)
    except (RulesetError, KeyError, ValueError):
        return None


def _number(value: float) -> int | float:
    return int(value) if float(value).is_integer() else value


def _pool_follows(before: "Character", after: "Character") -> list[Follow]:
    found: list[Follow] = []
    for pool, fn in _POOLS:
        was_max, now_max = getattr(before, f"{pool}_max"), getattr(after, f"{pool}_max")
        old, new = _formula(fn, before), _formula(fn, after)
        if old is None or new is None or old == new or was_max is None or was_max != now_max or was_max != old:
            continue
        found.append(((f"{pool}_max",), _number(new)))
        current = getattr(after, pool)
        if current is not None and (current == was_max or current > new):
            found.append(((pool,), _number(new)))
    return found

