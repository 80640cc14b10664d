"""True-name identification (正体看破) and what a team sees of others' sheets, roll-dice 004:L297-L312, L500.

- ``{"actor": MASTER, "action": "identify", "target": SERVANT, "skills": [...], "wealth": N}``: after its
  team has seen the Servant (L306), the Master rolls 社会, 魔力 or the rank-level check (its best) + the
  knowledge or magic skills the GM allowed (the order's ``skills``) + N 財産ポイント (L963), against the
  target number 12 − (⌈rank level ÷ 2⌉ + the NPs its team saw used + its 知名度/悪名/ご当地 ranks + its
  特徴容姿 level + the GM's modifier) (L307-L311); the GM is asked the modifier. Reaching it: the team
  learns the true name (fact ``true-name``).
- Another team's Servant, once seen, shows its class, rank level, stats but 宝具, HP/MP/IV maxima and
  its equipment but Noble Phantasms (ステータス確認, L301, L303, L500); current HP/MP only while in sight;
  skills and NPs only as entries marked ``revealed`` (used on that team, L304). A true name known shows
  the whole sheet (L305). Of another team's Master or troop the document grants nothing: only who and where.
"""

from __future__ import annotations

import copy
import math
from typing import Any, Mapping, TYPE_CHECKING

from gmdesk.errors import RankError, RulesetError
from gmdesk.messages import Message
from gmdesk.model.flags import Flag
from gmdesk.model.ranks import parse_rank
from gmdesk.model.vocabulary import ChangeKind, EventKind
from gmdesk.rulesets.base import GM_ONLY_KEYS
from gmdesk.rulesets.combat import Change
from gmdesk.rulesets.dice import Contest
from gmdesk.rulesets.roll_dice import side_checks as K, economy as E, formulas as F, tables as T
from gmdesk.rulesets.sheetformat import entry_flag, is_yes

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.model.character import Character
    from gmdesk.model.war import War

RULE = T.cite("L306-L311")
FAME = ("知名度", "悪名", "ご当地")
GM_MODIFIERS = ("-2", "-1", "0", "+1", "+2", "+3", "+4")
"""The GM's modifier to the sum in the target number (L307): the sum is subtracted from 12, so + lowers
the target (easier) and − raises it (L309-L311: a minor figure, a weapon not in the legend: harder)."""


def _public(entry: Mapping[str, Any]) -> dict[str, Any]:
    """An entry without the GM's notes on it."""
    return {k: copy.deepcopy(v) for k, v in entry.items() if not (isinstance(k, str) and k.casefold() in GM_ONLY_KEYS)}


def _np(entry: Mapping[str, Any]) -> bool:
    kind = " ".join(str(entry_flag(entry, k) or "") for k in ("type", "kind")).casefold()
    return "宝具" in kind or "noble phantasm" in kind


def known(war: "War", team: str | None, kind: str, who: str) -> bool:
    return any(f.get("kind") == kind and f.get("about") == who for f in war.knowledge.get(team or "", []))


def _seen(war: "War", team: str | None, cid: str) -> bool:
    for fact in war.knowledge.get(team or "", []):
        if cid in (fact.get("who"), fact.get("about"), fact.get("by")) or cid in (fact.get("who") or ()):
            return True
    return any(b for b in war.battles if cid in b.participants and any(
        war.characters[p].team == team for p in b.participants if p in war.characters))


def target_sum(servant: "Character", war: "War", team: str | None) -> tuple[int, str]:
    """The sum subtracted from 12 without the GM's modifier, and its operands (L307)."""
    rl = F.rank_level(servant)
    half = math.ceil(rl / 2)
    used = sum(1 for e in servant.items + servant.skills if _np(e) and is_yes(entry_flag(e, "revealed")))
    fame = sum(1 for s in servant.skills if any(w in str(s.get("name", "")) for w in FAME))
    looks = 0
    for s in servant.skills:
        if "特徴容姿" in str(s.get("name", "")) and s.get("rank"):
            try:
                looks = F.level(parse_rank(str(s["rank"]), F.SKILL_POLICY))
            except RankError:  # a bad rank is a sheet problem reported elsewhere
                looks = 0
    total = half + used + fame + looks
    return total, Message("⌈rank level {rl} ÷ 2⌉ {half} + NPs seen used {used} + 知名度/悪名/ご当地 {fame} + "
                          "特徴容姿 {looks}", rl=rl, half=half, used=used, fame=fame, looks=looks)


def identify(ch: "Character", order: Mapping[str, Any], war: "War") -> list[Change]:
    tid = order.get("target")
    servant = war.characters.get(tid) if isinstance(tid, str) else None
    if servant is None or servant.kind != "servant" or servant.team == ch.team:
        raise K.Refused(f"identify: {tid!r} is not another team's Servant", RULE)
    if known(war, ch.team, "true-name", servant.id):
        raise K.Refused(f"{ch.name}'s team knows {servant.name}'s true name already", RULE)
    if servant.location != ch.location and not _seen(war, ch.team, servant.id):
        raise K.Refused(f"{ch.name}'s team has not met {servant.name} (L306: the PC must know it)", RULE)
    wealth = order.get("wealth", 0)
    if not isinstance(wealth, int) or isinstance(wealth, bool) or wealth < 0 or wealth > E.wealth_left(ch):
        raise K.Refused(f"identify: wealth {wealth!r} is not a number of 財産ポイント {ch.name} has left "
                                f"({E.wealth_left(ch)})", T.cite("L961-L963"))
    pool = K.best_pool(ch, ("SOC", "MAG"), with_rank_level=True)
    if pool is None:
        raise K.Refused(f"{ch.name} has neither 社会 nor 魔力 to identify with", RULE)
    allowed = [str(s) for s in order.get("skills") or () if isinstance(s, str)]
    pools = (pool, *K.skill_pools(ch, allowed))
    try:
        base, operands = target_sum(servant, war, ch.team)
    except RulesetError as exc:
        raise K.Refused(str(exc), RULE) from exc
    learn = Change(ch.id, ChangeKind.KNOWLEDGE, Message("{name} identifies {servant}: the team learns its true name", name=ch.name,
                                                        servant=servant.name),
                   RULE, value=(ch.team, {"kind": "true-name", "about": servant.id}), kind=EventKind.IDENTIFY)
    miss = Change(ch.id, ChangeKind.NOTE, Message("{name} does not identify {servant}", name=ch.name, servant=servant.name), RULE,
                  value={"about": servant.id}, kind=EventKind.IDENTIFY)
    spend = [Change.point(ch.id, E.WEALTH_USED, Message("{name} spends {wealth} 財産ポイント on the check (+{wealth})", name=ch.name, wealth=wealth),
                          T.cite("L963"), amount=wealth, kind=EventKind.ECONOMY)] if wealth else []
    branches: dict[str, list[Change]] = {}
    for option in GM_MODIFIERS:
        mod = int(option)
        target = 12 - (base + mod)
        contest = Contest(pools, (), Message("{name} identifies {servant}: target 12 − ({operands} + GM {option}) = "
                                             "{target}" if not wealth else "{name} identifies {servant}: target 12 − "
                                             "({operands} + GM {option}) = {target}, +{wealth} 財産ポイント",
                                             name=ch.name, servant=servant.name, operands=operands, option=option,
                                             target=target, wealth=wealth), RULE,
                          attack_modifier=wealth, defence_modifier=target - 1)
        branches[option] = [K.check(ch, Message("{name}'s identification check (正体看破)", name=ch.name), RULE, contest,
                                    {"win": [learn], "lose": [miss]}, against=None, kind=EventKind.IDENTIFY)]
    ask = Change(ch.id, ChangeKind.DECISION, "the GM's modifier", RULE,
                 value={"id": f"t{war.turn}.identify.{ch.id}.{servant.id}",
                        "question": Message("{name} tries to identify {servant}: the GM's modifier to ({operands}) "
                                            "(L307-L311; + easier, − harder)", name=ch.name, servant=servant.name,
                                            operands=operands),
                        "options": list(GM_MODIFIERS), "then": branches})
    return spend + [ask]


def show(seen: "Character", ch: "Character", war: "War", team: str) -> None:
    """Fill the seen record of another team's ``ch`` with what ``team`` may see (see the module docstring)."""
    if ch.kind != "servant":
        return
    if known(war, team, "true-name", ch.id):
        full = copy.deepcopy(ch)
        full.gm_notes, full.extra, full.notes = "", {}, ""
        full.skills = [_public(e) for e in full.skills if not is_yes(entry_flag(e, "hidden"))]
        full.items = [_public(e) for e in full.items if not is_yes(entry_flag(e, "hidden"))]
        full.flags = {Flag.SEEN_TURN: seen.flags.get(Flag.SEEN_TURN)} if seen.flags.get(Flag.SEEN_TURN) else {}
        full.statuses, full.location, full.master = [], seen.location, None
        if seen.flags.get(Flag.SEEN_TURN) != war.turn:
            full.health, full.mana = None, None
        for name in ("true_name", "class_name", "stats", "health", "health_max", "mana", "mana_max", "skills",
                     "items", "alignment", "points"):
            setattr(seen, name, getattr(full, name))
        seen.points = {k: v for k, v in full.points.items() if k in ("rank_level", "iv")}
        return
    seen.class_name = ch.class_name
    seen.stats = {k: v for k, v in ch.stats.items() if k != "NP"}
    seen.health_max, seen.mana_max = ch.health_max, ch.mana_max
    if seen.flags.get(Flag.SEEN_TURN) == war.turn:
        seen.health, seen.mana = ch.health, ch.mana
    seen.points = {k: v for k, v in ch.points.items() if k in ("rank_level", "iv")}
    seen.items = [_public(i) for i in ch.items
                  if not is_yes(entry_flag(i, "hidden")) and (not _np(i) or is_yes(entry_flag(i, "revealed")))]
    seen.skills = [_public(s) for s in ch.skills
                   if not is_yes(entry_flag(s, "hidden")) and is_yes(entry_flag(s, "revealed"))]
