"""The Fate/roll dice sheet: stat keys, rank policies, pools and the sheet checks of 004.

Ranks are written as the document writes them, marks included: "A+", "B−−" (L866, L895, L898).
The '+'/'−' *condition* is text for the skills or background (L915), not part of the rank.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from gmdesk.errors import Problem, RulesetError
from gmdesk.messages import Message
from gmdesk.model.ranks import RankPolicy
from gmdesk.model.wording import kind_word
from gmdesk.rulesets.descriptions import PoolSpec, StatSpec
from gmdesk.rulesets.roll_dice import formulas as F, tables as T

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.model.character import Character

STAT_POLICY = RankPolicy(max_plus=T.MAX_MARKS, max_minus=T.MAX_MARKS, ex_subranks=False,
                         allow_na=False, allow_none=False)
"""E..EX, up to two '+' or '−' (L914), EX without marks (L867-L868); no '-' (none)."""

NONE_POLICY = RankPolicy(max_plus=T.MAX_MARKS, max_minus=T.MAX_MARKS, ex_subranks=False,
                         allow_na=False, allow_none=True)
"""As STAT_POLICY, plus '-' = none = 0Lv: 宝具 and 社会 start at '-' (L668, L885); a troop may set
魔力, 社会 or 宝具 to '-' (L371-L373)."""

_POLICY_RULE = {
    "STR": "L862-L866, L914", "END": "L862-L866, L914", "AGI": "L862-L866, L914", "LCK": "L862-L866, L914",
    "MAG": "L862-L866, L914; '-' troops only, L371",
    "NP": "L862-L866, L885, L914; '-' = no NP, L668",
    "SOC": "L862-L866, L885, L914; '-' = none, L885, L372",
}

STAT_SPECS: tuple[StatSpec, ...] = tuple(
    StatSpec(
        key=k.key,
        name=k.english,
        policy=NONE_POLICY if k.key in ("MAG", "NP", "SOC") else STAT_POLICY,
        description=k.japanese,
        rule=T.cite(_POLICY_RULE[k.key]),
        required=k.key in T.COMMON_KEYS,
    )
    for k in T.STAT_KEYS
)
"""NP (宝具) is required of Servants and SOC (社会) of Masters; a troop has one of them
(L344, L364): :func:`check_sheet` checks the sixth stat by kind."""

POOLS: tuple[PoolSpec, ...] = (
    PoolSpec("health", "HP", {}, T.cite("L871, L204, L241"),
             "(max(END, STR) × 3 + min(END, STR)) × 2 + rank level; 0 = incapacitated (L204); "
             "Masters recover 2d6 at day end, Servants never by themselves (L241)"),
    PoolSpec("mana", "MP", {}, T.cite("L871-L872, L241"),
             "(MAG × 3 + LCK) × 2 + rank level; HP pays a shortfall only (L872); Masters recover "
             "fully at day end (L241)"),
    PoolSpec("iv", "IV", {}, T.cite("L871, L197-L201"),
             "AGI × 3 + LCK; acting order in combat, may be lowered to delay but not below 0 (L201)"),
    PoolSpec("fp", "FP", {}, T.cite("L750, L885-L888, L910-L911"),
             "rank level × 6 to build the sheet; stats cost 6 per level, A→EX 18, '+' 3, '−' −3"),
    PoolSpec("luck", "Luck rerolls", {}, T.cite("L215-L217, L869"),
             "Luck level per day (EX 8); reroll every failed die of one check"),
)


def _problem(where: str, field: str, value: object, message: str, lines: str) -> Problem:
    """A sheet problem whose sentence (a Message) is said in the GM's language, with its rule."""
    return Problem(f"{where}.{field}", value, Message("{reason} ({rule})", reason=message, rule=T.cite(lines)))


def check_sheet(ch: "Character", where: str) -> list[Problem]:
    """What the document asks of one sheet beyond the rank policies."""
    found: list[Problem] = []
    for key in T.COMMON_KEYS:
        if key not in ch.stats:
            found.append(_problem(where, f"stats.{key}", None,
                                  Message("a {kind} sheet has {key}", kind=kind_word(ch.kind), key=Message(key)),
                                  "L862, L1541, L1605"))
    sixth = T.SIXTH_KEY.get(ch.kind)
    if sixth is not None:
        other = "SOC" if sixth == "NP" else "NP"
        if sixth not in ch.stats:
            found.append(_problem(where, f"stats.{sixth}", None,
                                  Message("a {kind} sheet has {key}", kind=kind_word(ch.kind), key=Message(sixth)),
                                  "L862"))
        if other in ch.stats:
            found.append(_problem(where, f"stats.{other}", str(ch.stats[other]),
                                  Message("a {kind} has no {key} status", kind=kind_word(ch.kind), key=Message(other)),
                                  "L862"))
    elif ch.kind == "troop":
        present = [k for k in ("SOC", "NP") if k in ch.stats]
        if len(present) != 1:
            found.append(_problem(where, "stats", present, Message("a troop has either SOC or NP as its sixth status"),
                                  "L344, L364, L1654"))
    mag = ch.stats.get("MAG")
    if mag is not None and mag.letter == "-" and not (ch.kind == "troop" and "SOC" in ch.stats):
        found.append(_problem(where, "stats.MAG", "-", Message("only a troop with SOC may set MAG to '-'"), "L371"))
    if ch.kind == "troop":
        levels = [F.level(r) for k, r in ch.stats.items() if k in T.RANK_LEVEL.stats and r.letter != "-"]
        if levels and max(levels) - min(levels) > 2:
            found.append(_problem(where, "stats", {k: str(r) for k, r in ch.stats.items()},
                                  Message("a troop's highest and lowest stat differ by at most 2"), "L374"))
    found.extend(_check_rank_level(ch, where))
    return found


def _check_rank_level(ch: "Character", where: str) -> list[Problem]:
    try:
        rl = F.rank_level(ch)
    except RulesetError as exc:
        why = str(exc) if "beyond any sheet" in str(exc) else Message(
            "the sheet records its rank level (HP and MP need it)")
        return [_problem(where, "points.rank_level", ch.points.get("rank_level"), why, "L749, L871")]
    low, high = T.RANK_LEVEL_RANGE.get(ch.kind, (1, None))
    if rl < low or (high is not None and rl > high):
        why = (Message("a {kind}'s rank level is {low}-{high}", kind=kind_word(ch.kind), low=low, high=high)
               if high is not None else
               Message("a {kind}'s rank level is at least {low}", kind=kind_word(ch.kind), low=low))
        return [_problem(where, "points.rank_level", rl, why, "L747-L748")]
    return []


STARTING_TYPES = {"master": ("Master", None), "servant": ("Saber", "Saber")}
"""Not in the document (it gives each type's base sheet, L660-L706, and leaves the build to the GM): a new Master
sheet starts at the Master base sheet, a new Servant at the first class's (Saber, L666-L670), each at the lowest
rank level of its range (L747-L748), with HP and MP full by L871; troops are designed by the GM (L367)."""


def starting_sheet(kind: str) -> dict[str, Any]:
    """A new sheet of ``kind`` as :data:`STARTING_TYPES` builds it, so a new war has no problems to fix first."""
    from gmdesk.model.character import Character
    from gmdesk.rulesets.roll_dice.follow import class_skill_entries  # follow.py reads this module's neighbours

    if kind not in STARTING_TYPES:
        return {}
    base, class_name = STARTING_TYPES[kind]
    data: dict[str, Any] = {"stats": dict(T.BASE_SHEETS[base].stats),
                            "points": {"rank_level": T.RANK_LEVEL_RANGE[kind][0]}}
    if class_name is not None:
        data["class"] = class_name
        data["skills"] = class_skill_entries(class_name)  # 基本クラス別スキル at their free rank (L666-L670)
    sheet = Character.from_dict({"id": "new", "name": "new", "kind": kind, **data}, "new")
    for pool, score in (("health", F.hp(sheet)), ("mana", F.mp(sheet))):
        data[pool] = data[f"{pool}_max"] = score.value
    return data
