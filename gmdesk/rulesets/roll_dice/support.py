"""A Master's support actions in battle (サポート行動, roll-dice 004:L226-L235).

- ``support`` (支援, L227-L230): in its IV turn the Master rolls 魔力 + its magic skills (``stat`` and the
  skills with ``combat`` may stand in when the player explains how, L227), and banks up to that
  achievement + the affinity modifier (``points.affinity``; a negative one lowers it) on its Servant, in
  ``points.support``. It pays 1 MP per point banked beyond the affinity's (L230); ``amount`` banks less.
  Banks add up (L229). Only together with the Servant (same place, L230, L234).
- The Servant spends its bank on later checks, 1 point once (L228-L229): an attack order's ``support: N``
  adds N to the attack's achievement; ``defence_support: N`` on any of its orders adds up to N to each
  defence check, while the bank lasts.
- ``supply`` (補給, L231, L234): any ``mp`` of the Master's MP to the Servant, no check; away from it, only
  half arrives (rounded down).
- A Caster Servant may support its Master or a Fake it summoned the same way (L233); a split battle's line
  stops support across it (L193).
"""

from __future__ import annotations

from typing import Any, Mapping, TYPE_CHECKING

from gmdesk.errors import IllegalOrderError
from gmdesk.messages import Message
from gmdesk.model.vocabulary import ChangeKind, EventKind
from gmdesk.rulesets.combat import Change, Cost
from gmdesk.rulesets.dice import DicePool
from gmdesk.rulesets.roll_dice import combat as C, formulas as F, lineups as LN, luck as L, tables as T
from gmdesk.rulesets.scores import fmt
from gmdesk.rulesets.sheetformat import entry_flag, is_yes

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.model.character import Character
    from gmdesk.model.war import War

BANK = "support"
SUPPORT_RULE = T.cite("L227-L230")
SUPPLY_RULE = T.cite("L231, L234")
ACTIONS = ("support", "supply")


def _refuse(order: Mapping[str, Any], reason: str, rule: str) -> IllegalOrderError:
    return IllegalOrderError(dict(order), reason, rule=rule)


def _helped(ch: "Character", order: Mapping[str, Any], war: "War", rule: str) -> "Character":
    """The one ``ch`` supports: its Servant, or for a Caster Servant its Master or a Fake it summoned (L233)."""
    tid = order.get("target")
    target = war.characters.get(str(tid)) if tid is not None else None
    if target is None:
        servants = [c for c in war.alive() if c.master == ch.id and c.kind == "servant"]
        target = servants[0] if len(servants) == 1 else None
    if target is None or not target.alive:
        raise _refuse(order, f"support needs a target: {ch.name}'s Servant (target {tid!r})", rule)
    own = target.master == ch.id
    caster = (ch.kind == "servant" and str(ch.class_name or "").casefold().endswith("caster")
              and (ch.master == target.id or target.flags.get("summoner") == ch.id))
    if not (own or caster):
        raise _refuse(order, f"{ch.name} supports only its own Servant (a Caster Servant also its Master or the "
                             f"Fake it summoned, L233), not {target.name}", T.cite("L226, L233"))
    return target


def check(ch: "Character", order: Mapping[str, Any], war: "War") -> tuple[tuple[DicePool, ...], str, str] | None:
    """The support check: 魔力 (or the order's ``stat``) + magic skills with ``combat`` (L227)."""
    if order.get("action") != "support":
        return None
    try:
        target = _helped(ch, order, war, SUPPORT_RULE)
    except IllegalOrderError:
        return None  # refused by ``changes`` without a roll
    if ch.location is None or ch.location != target.location or LN.crossing(ch, target):
        return None
    stat = str(order.get("stat") or "MAG").upper()
    if stat not in ch.stats:
        return None
    rank = ch.stats[stat]
    pool = F.stat_pool(rank)
    pools = [DicePool(pool.dice, pool.threshold, f"{ch.name} {C.STAT_NAMES.get(stat, stat)} {rank}",
                      automatic=pool.automatic)]
    if stat == "MAG":
        pools += _magic_pools(ch)
    return tuple(pools), f"{ch.name}'s support check (サポート行動・支援)", SUPPORT_RULE


def _magic_pools(ch: "Character") -> list[DicePool]:
    """魔術系スキル: each skill named 魔術 (or marked ``magic``) adds 1 die per level, success on ≤ level (L922)."""
    found = []
    for entry in ch.skills:
        if not ("魔術" in str(entry.get("name", "")) or is_yes(entry_flag(entry, "magic"))) or not entry.get("rank"):
            continue
        pool = C.skill_pool(ch, entry, "")
        if pool is not None:
            found.append(pool)
    return found


def changes(ch: "Character", order: Mapping[str, Any], war: "War") -> list[Change]:
    """What a ``support`` or ``supply`` action does (raises IllegalOrderError when it cannot)."""
    action = order.get("action")
    rule = SUPPORT_RULE if action == "support" else SUPPLY_RULE
    target = _helped(ch, order, war, rule)
    together = ch.location is not None and ch.location == target.location
    line = LN.crossing(ch, target)
    if line:
        raise _refuse(order, line, T.cite("L187-L193"))
    if action == "supply":
        return _supply(ch, target, order, together)
    if not together:
        raise _refuse(order, Message("{name} is not with {target}: support only together on one battlefield",
                                     name=ch.name, target=target.name),
                      T.cite("L230, L234"))
    achieved = int(order.get("achievement") or 0)
    affinity = int(ch.points.get("affinity") or target.points.get("affinity") or 0)
    ceiling = max(0, achieved + affinity)
    wanted = L.count_field(order, "amount") if "amount" in order else ceiling
    banked = min(wanted, ceiling)
    free = min(max(affinity, 0), banked)
    mp = banked - free
    if mp > (ch.mana or 0):
        banked, mp = free + int(ch.mana or 0), int(ch.mana or 0)
    explain = Message("{name} supports {target}: up to achievement {achieved} + affinity {affinity} = {ceiling}; "
                      "{banked} banked for its later checks, {mp} MP paid ({banked} − {free} from affinity)",
                      name=ch.name, target=target.name, achieved=achieved, affinity=affinity, ceiling=ceiling,
                      banked=banked, mp=mp, free=free)
    found = [Change.point(target.id, BANK, explain, rule, amount=banked, kind=EventKind.SUPPORT)]
    if mp:
        found.append(Change(ch.id, ChangeKind.PAY, Message("{name} pays {mp} MP for the support", name=ch.name,
                                                           mp=mp), rule, amount=mp,
                            value="mana"))
    return found


def _supply(ch: "Character", target: "Character", order: Mapping[str, Any], together: bool) -> list[Change]:
    mp = L.count_field(order, "mp")
    if mp <= 0 or mp > (ch.mana or 0):
        raise _refuse(order, f"supply gives a number of MP from 1 to {fmt(ch.mana or 0)} ({ch.name}'s MP), not "
                             f"{order.get('mp')!r}", SUPPLY_RULE)
    arrives = mp if together else mp // 2
    how = Message("together") if together else Message("from afar only half arrives: {mp} ÷ 2 rounded down = "
                                                        "{arrives}", mp=mp, arrives=arrives)
    return [Change(ch.id, ChangeKind.PAY, Message("{name} gives {mp} MP to {target} (サポート行動・補給)", name=ch.name,
                                                  mp=mp, target=target.name), SUPPLY_RULE, amount=mp, value="mana"),
            Change(target.id, ChangeKind.MANA, Message("{target} receives {arrives} MP from {name} ({how})",
                                                       target=target.name, arrives=arrives, name=ch.name, how=how),
                   SUPPLY_RULE, amount=arrives, kind=EventKind.SUPPORT)]


def cost(order: Mapping[str, Any]) -> Cost:
    """Support and supply take the character's action of the turn (L231: 行動は消費します)."""
    return Cost(actions=("standard",))


def spend(ch: "Character", war: "War", key: str, what: str) -> tuple[int, list[Change]]:
    """Achievement from the support bank spent on one check: the order's ``support``/``defence_support``,
    up to the bank (L228-L229)."""
    asked = max((L.count_field(o, key) for o in L.orders_of(ch, war)
                 if key != "support" or o.get("action") in ("attack", "skill")), default=0)
    bank = int(ch.points.get(BANK) or 0)
    used = min(asked, bank)
    if not used:
        return 0, []
    return used, [Change.point(ch.id, BANK, Message("{name} adds {used} support achievement to {what} ({bank} banked, "
                                                    "{left} left; {asked} asked)", name=ch.name, used=used,
                                                    what=Message(what), bank=bank, left=bank - used, asked=asked),
                               T.cite("L228-L229"),
                               amount=-used)]

