"""Stealth (隠密) and ambush (奇襲), roll-dice 004:L443-L457.

- ``{"actor", "action": "hide"}`` uses the action: 敏捷 or 魔力 + stealth skills against each hostile
  present, who reacts without an action with 幸運, 魔力 or the rank-level check + perception skills; ties
  are rolled again (L444-L445). Won: hidden (status 隠密, its achievement kept in points.stealth, L448);
  with nobody present the achievement must be at least 1 (L449: 0 ends stealth).
- A hidden character cannot be targeted by those it hides from (L445).
- Attacking from stealth: the stealth check again against the target's alertness (L453). Won: an ambush,
  the margin added to the attack and the difference's damage doubled (L454); lost: a normal attack, the
  margin added to the defence (L455). Melee reaches the back row (L457). Stealth ends (L457).
"""

from __future__ import annotations

from typing import Any, Mapping, TYPE_CHECKING

from gmdesk.messages import Listing, Message
from gmdesk.model.character import hostile
from gmdesk.model.flags import Flag
from gmdesk.model.vocabulary import ChangeKind, EventKind
from gmdesk.rulesets.combat import Change
from gmdesk.rulesets.dice import Contest
from gmdesk.rulesets.roll_dice import side_checks as K, modifiers as M, tables as T
from gmdesk.rulesets.sheetformat import is_yes

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.model.character import Character
    from gmdesk.model.war import War

STEALTH_SKILLS = ("気配遮断", "隠密", "潜伏", "Presence Concealment")
"""Skills that add their dice to the stealth check (関係するスキル, L444)."""
SENSE_SKILLS = ("知覚", "気配察知", "千里眼", "心眼", "直感", "Clairvoyance")
"""Perception skills (知覚系のスキル, L445)."""
RULE = T.cite("L443-L449")
AMBUSH_RULE = T.cite("L453-L457")
HIDDEN = "隠密"


def _stealth_status(status: Mapping[str, Any]) -> bool:
    return status.get("rd") == "hidden" or status.get("name") in (HIDDEN, "Stealth")


def hidden(ch: "Character") -> bool:
    """In stealth: the status 隠密 (or Stealth), or the sheet's flag ``stealth`` (L445)."""
    return any(_stealth_status(s) for s in ch.statuses) or is_yes(ch.flags.get(Flag.STEALTH))


def _hide_pools(ch: "Character") -> tuple[Any, ...]:
    pool = K.best_pool(ch, ("AGI", "MAG"))
    return tuple(p for p in (pool, *K.skill_pools(ch, STEALTH_SKILLS)) if p is not None)


def _alert_pools(ch: "Character") -> tuple[Any, ...]:
    pool = K.best_pool(ch, ("LCK", "MAG"), with_rank_level=True)
    return tuple(p for p in (pool, *K.skill_pools(ch, SENSE_SKILLS)) if p is not None)


def observers(ch: "Character", war: "War", choice: str) -> list["Character"]:
    """The hostiles present who react (stealth-observers: each, or only the strongest)."""
    found = [c for c in sorted(war.alive(), key=lambda c: c.id)
             if c.location == ch.location and hostile(ch, c) and not hidden(c)]
    if choice == "strongest" and found:
        return [max(found, key=lambda c: K.expected(_alert_pools(c)))]
    return found


def hide(ch: "Character", war: "War", choice: str) -> list[Change]:
    """The stealth check of a ``hide`` order (L444-L449)."""
    if hidden(ch):
        raise K.Refused(f"{ch.name} is hidden already", RULE)
    pools = _hide_pools(ch)
    if not pools:
        raise K.Refused(f"{ch.name} has neither 敏捷 nor 魔力 to hide with", RULE)
    enter = Change(ch.id, ChangeKind.EFFECT_ADD, Message("{name} is hidden (隠密)", name=ch.name), RULE,
                   value={"name": HIDDEN, "rd": "hidden", "rule": RULE}, kind=EventKind.STEALTH)
    watchers = observers(ch, war, choice)
    record = ((ch.id, "stealth", "attack"),)
    if not watchers:
        contest = Contest(pools, (), Message("{name} hides with nobody hostile present: achievement ≥ 1 is needed "
                                             "(0 ends stealth, L449)", name=ch.name), RULE)
        return [K.check(ch, Message("{name}'s stealth check (隠密)", name=ch.name), RULE, contest, {"win": [enter]}, record=record,
                        kind=EventKind.STEALTH)]
    outcome: list[Change] = [enter]
    for watcher in reversed(watchers):
        seen = Change(ch.id, ChangeKind.NOTE, Message("{watcher} sees through {name}'s stealth", watcher=watcher.name, name=ch.name), RULE,
                      value={"by": watcher.id}, kind=EventKind.STEALTH)
        contest = Contest(pools, _alert_pools(watcher), Message("{name} hides (敏捷 or 魔力 + stealth skills) against "
                          "{watcher}'s reaction (幸運, 魔力 or rank level + perception); ties rolled again",
                          name=ch.name, watcher=watcher.name), RULE)
        outcome = [K.check(ch, Message("{name}'s stealth check against {watcher}", name=ch.name, watcher=watcher.name), RULE, contest,
                           {"win": outcome, "lose": [seen]}, against=watcher.id, ties="reroll",
                           record=record if watcher is watchers[0] else (), kind=EventKind.STEALTH)]
    return outcome


def targetable(attacker: "Character", target: "Character") -> str | None:
    """A hidden character is out of sight of those it hides from (L445)."""
    if hidden(target) and hostile(attacker, target):
        return Message("{name} is hidden (隠密) from {attacker} ({rule})", name=target.name, attacker=attacker.name,
                       rule=T.cite("L445"))
    return None


def before_attack(attacker: "Character", target: "Character") -> list[Change]:
    """An attack from stealth: the stealth check again against the target's alertness, its margin kept for
    the attack (L453-L455); stealth ends (L457)."""
    if not hidden(attacker):
        return []
    contest = Contest(_hide_pools(attacker), _alert_pools(target),
                      Message("{attacker} attacks from stealth: its stealth check against {target}'s alertness; "
                              "ties rolled again", attacker=attacker.name, target=target.name), AMBUSH_RULE)
    ends = _lose_stealth(attacker, Message("{name} leaves stealth by attacking", name=attacker.name), T.cite("L457"))
    ambush = Change(attacker.id, ChangeKind.NOTE, Message("{attacker} ambushes {target} (奇襲)", attacker=attacker.name, target=target.name), AMBUSH_RULE,
                    value={"target": target.id}, kind=EventKind.STEALTH)
    seen = Change(attacker.id, ChangeKind.NOTE, Message("{target} is alert: a normal attack, the margin goes to the defence",
                          target=target.name), T.cite("L453, L455"), value={"target": target.id}, kind=EventKind.STEALTH)
    return [K.check(attacker, Message("{attacker}'s ambush check on {target}", attacker=attacker.name, target=target.name), AMBUSH_RULE, contest,
                    {"win": [ambush, *ends], "lose": [seen, *ends]}, against=target.id, ties="reroll",
                    record=((attacker.id, M.AMBUSH, "margin"),), kind=EventKind.STEALTH)]


def _lose_stealth(ch: "Character", why: str, rule: str) -> list[Change]:
    found = [Change(ch.id, ChangeKind.EFFECT_REMOVE, why, rule, value=s.get("id") or s.get("name"),
                    kind=EventKind.STEALTH) for s in ch.statuses if _stealth_status(s)]
    if is_yes(ch.flags.get(Flag.STEALTH)):
        found.append(Change(ch.id, ChangeKind.FLAG, why, rule, value=(Flag.STEALTH, None), kind=EventKind.STEALTH))
    return found


def encounter(movers: list["Character"], location: str, war: "War") -> list[Change]:
    """A hidden character meeting others rolls its stealth again: a lower achievement replaces the one kept,
    and 0 ends stealth (L449)."""
    arriving = {c.id for c in movers}
    here = [c for c in sorted(war.alive(), key=lambda c: c.id) if c.location == location or c.id in arriving]
    found: list[Change] = []
    for ch in here:
        met = [o for o in here if hostile(ch, o) and (ch.id in arriving or o.id in arriving)]
        if not hidden(ch) or not met:
            continue
        contest = Contest(_hide_pools(ch), (), Message("{name}, hidden, meets {others}: the stealth check again; a lower achievement stands, "
                                  "0 ends stealth", name=ch.name, others=Listing([o.name for o in met])), T.cite("L449"))
        found.append(K.check(ch, Message("{name}'s stealth check on meeting others", name=ch.name), T.cite("L449"), contest,
                             {"lose": _lose_stealth(ch, Message("{name}'s stealth achievement falls to 0: it is "
                                                                "no longer hidden", name=ch.name), T.cite("L449"))},
                             record=((ch.id, "stealth", "attack-min"),), kind=EventKind.STEALTH))
    return found


def alert(ch: "Character", war: "War") -> list[Change]:
    """A declared lookout (警戒, a reaction, no action): the perception check against each hidden hostile's
    kept stealth achievement; reaching it sees the hidden one, who is no longer hidden (L447-L448)."""
    found: list[Change] = []
    for other in sorted(war.alive(), key=lambda c: c.id):
        if other.location != ch.location or not hostile(ch, other) or not hidden(other):
            continue
        target = int(other.points.get("stealth") or 0)
        contest = Contest(_alert_pools(ch), (), Message("{name} keeps watch: its perception against {other}'s "
                                  "stealth achievement {target}", name=ch.name, other=other.name, target=target), T.cite("L447-L448"), defence_modifier=target - 1)
        found.append(K.check(ch, Message("{name}'s lookout (警戒) for {other}", name=ch.name, other=other.name), T.cite("L448"), contest,
                             {"win": _lose_stealth(other, Message("{name} finds {other}: no longer hidden", name=ch.name, other=other.name),
                                                   T.cite("L448"))}, kind=EventKind.STEALTH))
    if not found:
        found.append(Change(ch.id, ChangeKind.NOTE, Message("{name} keeps watch: nobody hidden is found", name=ch.name),
                            T.cite("L447-L448"), kind=EventKind.STEALTH))
    return found
