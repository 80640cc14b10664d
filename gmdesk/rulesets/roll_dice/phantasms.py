"""Noble Phantasms on the sheet (roll-dice 004:L1038, L1054, L1097-L1103): the levels a Servant's NPs use
against what its 宝具 stat gives.

A 宝具 stat of level L gives one NP of rank L (L1038); several NPs split the level (A 5 = C 3 + D 2, L1098)
or use extra capacity: one level per minus effect taken for it or '+' on the stat (L1099-L1102; the sheet's
``points.np_extra``, which the GM checks against the effects), and EX gives 2 more (L1103). An armour NP is
acquired at half its rank, rounded up (L1054). The sheet's NPs are the items whose type is 宝具 with a rank.
"""

from __future__ import annotations

import math
from typing import Any, Mapping, TYPE_CHECKING

from gmdesk.errors import Problem, RankError
from gmdesk.messages import Message
from gmdesk.model.ranks import parse_rank
from gmdesk.rulesets.roll_dice import formulas as F, tables as T
from gmdesk.rulesets.scores import fmt
from gmdesk.rulesets.sheetformat import Derived, entry_flag

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.model.character import Character

RULE = T.cite("L1038, L1054, L1097-L1103")


def _np_level(entry: Mapping[str, Any]) -> tuple[int, str] | None:
    kind = " ".join(str(entry_flag(entry, k) or "") for k in ("type", "kind"))
    if "宝具" not in kind and "noble phantasm" not in kind.casefold() or not entry.get("rank"):
        return None
    try:
        rank = parse_rank(str(entry["rank"]), F.SKILL_POLICY)
    except RankError:
        return None
    level = F.level(rank)
    if "防具" in kind or "armour" in kind.casefold() or "armor" in kind.casefold():
        half = math.ceil(level / 2)
        return half, f"{entry.get('name', '?')} {rank} armour ⌈{level} ÷ 2⌉ = {half}"
    return level, f"{entry.get('name', '?')} {rank} {level}"


def usage(ch: "Character") -> tuple[int, int, str] | None:
    """(levels used, levels given, the arithmetic), or None when the sheet has no 宝具 stat or no ranked NP."""
    stat = ch.stats.get("NP")
    parts = [p for p in (_np_level(i) for i in ch.items) if p is not None]
    if stat is None or not parts:
        return None
    base = F.level(stat) if stat.letter != "-" else 0
    ex = 2 if stat.letter == "EX" else 0
    extra = int(ch.points.get("np_extra") or 0)
    used = sum(level for level, _ in parts)
    given = base + ex + extra
    text = Message("{parts} = {used} of 宝具 {stat} {base}{ex}{extra} = {given}", parts=" + ".join(t for _, t in parts),
                   used=used, stat=stat, base=base, ex=" + EX 2" if ex else "", given=given,
                   extra=Message(" + extra {extra} (np_extra)", extra=extra) if extra else "")
    return used, given, text


def derived(ch: "Character") -> list[Derived]:
    found = usage(ch)
    if found is None:
        return []
    used, given, text = found
    return [Derived("np.levels", Message("宝具 levels used"), used, text, RULE,
                    Message("{count} level(s) more than the 宝具 stat gives", count=fmt(used - given))
                    if used > given else "")]


def problems(ch: "Character", where: str) -> list[Problem]:
    found = usage(ch)
    if found is None or found[0] <= found[1]:
        return []
    return [Problem(f"{where}.items", found[0], f"the Noble Phantasms use more levels than the 宝具 stat gives: "
                                                f"{found[2]} ({RULE})")]
