"""The odds of an order's random outcomes, from the ruleset's own formulas, before the turn is resolved.

The turn desk shows them beside each order: the chance that each target dodges an attack, that a
Surprise Attack is detected, that a scout is detected, that a search finds a hidden home base, that an
escape the other side blocks gets away. Each number is the very :class:`~gmdesk.rulesets.scores.Check`
the engine rolls against at resolution (``Check.chance``, or ``certain`` as 1 or 0), or an exact
combination of such checks; nothing is sampled, and the turn's random generator is never touched.
Outcomes the GM decides (a formula that gives no chance) have no odds.

The odds are those of the war as it stands at the beginning of the turn: who stands where, who guards
whom. Where the turn may change that before the roll (a move before a scout looks, in rulesets with
two-half moves), the explanation says so.
"""

from __future__ import annotations

import copy

from dataclasses import dataclass
from typing import Any

from gmdesk import rulesets
from gmdesk.messages import Listing, Message
from gmdesk.engine.combat.actions import build_action
from gmdesk.engine.knowledge import knows
from gmdesk.engine.order import RawOrder
from gmdesk.errors import IllegalOrderError
from gmdesk.model.character import Character, hostile
from gmdesk.model.flags import Flag
from gmdesk.model.war import War
from gmdesk.rulesets.base import Ruleset
from gmdesk.rulesets.dice import contest_odds, pools_text
from gmdesk.rulesets.scores import Check, fmt
from gmdesk.rulesets.combat import Skill


@dataclass(frozen=True)
class Odds:
    """One random outcome of an order: its exact probability (0..1), how it was computed, and the rule."""

    label: str
    probability: float
    explain: str
    rule: str

    @property
    def percent(self) -> str:
        return f"{fmt(round(self.probability * 100, 2))} %"


def order_odds(war: War, order: RawOrder, orders: list[RawOrder] | None = None) -> list[Odds]:
    """The odds of ``order``'s random outcomes, with the turn's ``orders`` (default: ``war.orders``)
    for what other orders change (other scouts of the same place, fellow fugitives). A conditional
    order gives the odds of its order and, prefixed "otherwise", those of its otherwise-order."""
    ruleset = rulesets.get(war.ruleset)
    raw = dict(order)
    actor = war.characters.get(raw["actor"]) if isinstance(raw.get("actor"), str) else None
    if actor is None or not actor.alive:
        return []
    turn_orders = list(war.orders if orders is None else orders)
    if raw not in war.orders:  # an order the GM is weighing: the rulesets that read the turn's orders (roll-dice's
        war = copy.copy(war)   # Luck, priority, '+'/'−' fields) read it too, in a shallow copy (the war is the desk's)
        war.orders = [*war.orders, raw]
    found = _odds_of(war, ruleset, actor, raw, turn_orders)
    if "if" not in raw:
        return found
    found = [Odds(Message("{condition}: {label}", condition=_condition_text(raw["if"]), label=o.label), o.probability,
                  o.explain, o.rule) for o in found]
    otherwise = raw.get("else")
    if isinstance(otherwise, dict):
        alternative = {**{k: v for k, v in raw.items() if k not in ("if", "else")}, **otherwise}
        found += [Odds(Message('otherwise: {label}', label=o.label), o.probability, o.explain, o.rule)
                  for o in _odds_of(war, ruleset, actor, alternative, turn_orders)]
    return found


def _condition_text(cond: Any) -> str:
    if not isinstance(cond, dict):
        return Message("if the condition holds")
    return Message("if not {kind}" if cond.get("not") else "if {kind}", kind=cond.get("kind"))


def _odds_of(war: War, ruleset: Ruleset, actor: Character, raw: RawOrder, orders: list[RawOrder]) -> list[Odds]:
    how = _BY_ACTION.get(raw.get("action", ""))
    return how(war, ruleset, actor, raw, orders) if how else []


def probability(check: Check) -> float | None:
    """The chance a Check gives: its ``chance``, 1 or 0 when ``certain``, None when the GM decides."""
    if check.certain is not None:
        return 1.0 if check.certain else 0.0
    if check.chance is not None:
        return float(check.chance)
    return None


def _odds(label: str, check: Check, extra: str = "", rule: str = "") -> list[Odds]:
    chance = probability(check)
    if chance is None:
        return []
    return [Odds(label, chance, check.explain + extra, check.rule or rule)]


def _place(war: War, loc: str | None) -> str:
    found = war.map.locations.get(loc) if loc is not None else None
    return found.name if found else str(loc)


# -- attacks and skills ----------------------------------------------------------------------------
def _strike_odds(war: War, ruleset: Ruleset, actor: Character, raw: RawOrder, orders: list[RawOrder]) -> list[Odds]:
    """Surprise Attack detection per target, then each target's dodge (combat rulesets)."""
    if not ruleset.has_combat:
        return []
    try:
        action = build_action(ruleset, war, actor, raw)
    except IllegalOrderError:
        return []
    targets = _struck_targets(war, actor, action.targets)
    found: list[Odds] = []
    if action.skill.surprise:
        for target in targets:
            found += _surprise_odds(war, ruleset, actor, target, action.skill)
    if action.skill.attack:
        for target in targets:
            found += _contest_odds(war, ruleset, actor, target, action.skill) or \
                (_dodge_odds(war, ruleset, actor, target, action.skill)
                 + _critical_odds(war, ruleset, actor, target, action.skill))
    return found


def _critical_odds(war: War, ruleset: Ruleset, actor: Character, target: Character, skill: Skill) -> list[Odds]:
    """The chance that one hit that is not dodged is a critical hit (``Ruleset.critical``)."""
    struck, note = _interception(war, ruleset, actor, target, skill)
    check = ruleset.critical(actor, struck, skill, war)
    if check is None:
        return []
    factor = check.data.get("multiplier")
    what = Message(" (damage × {factor})", factor=fmt(factor)) if isinstance(factor, (int, float)) else ""
    return _odds(Message(
        'one hit of {name} on {name2} is a critical hit{what}',
        name=skill.name, name2=struck.name, what=what), check, note)


def _contest_odds(war: War, ruleset: Ruleset, actor: Character, target: Character, skill: Skill) -> list[Odds]:
    """An opposed dice-pool check (``Ruleset.contest``): the exact chance that the attack wins, and of a tie."""
    struck, note = _interception(war, ruleset, actor, target, skill)
    contest = ruleset.contest(actor, struck, skill, war)
    if contest is None:
        return []
    odds = contest_odds(contest)
    how = (f"{contest.explain}: attack {pools_text(contest.attack, contest.attack_modifier)} against defence "
           f"{pools_text(contest.defence, contest.defence_modifier)}; {odds.text()}{note}")
    return [Odds(Message(
        "{name}'s {name2} beats {name3}'s defence",
        name=actor.name, name2=skill.name, name3=struck.name), float(odds.attack_wins), how,
                 contest.rule),
            Odds(Message(
                "{name}'s {name2} ties {name3}'s defence",
                name=actor.name, name2=skill.name, name3=struck.name), float(odds.tie), how, contest.rule)]


def _struck_targets(war: War, actor: Character, targets: list[str]) -> list[Character]:
    """Characters an attack is aimed at: a location target means the hostiles there (as the engine
    expands it, ap-sp 000:L636)."""
    out: list[Character] = []
    for tid in targets:
        if tid in war.characters:
            found = [war.characters[tid]]
        else:
            found = sorted((c for c in war.at(tid) if c.id != actor.id and hostile(actor, c)), key=lambda c: c.id)
        out += [c for c in found if c.alive and c not in out]
    return out


def _surprise_odds(war: War, ruleset: Ruleset, actor: Character, target: Character, skill: Skill) -> list[Odds]:
    check = ruleset.surprise_detection(actor, target, war)
    if check is None:
        return []
    return _odds(Message(
        '{name} detects {name2}: the {name3} fails',
        name=target.name, name2=actor.name, name3=skill.name), check)


def _dodge_odds(war: War, ruleset: Ruleset, actor: Character, target: Character, skill: Skill) -> list[Odds]:
    """The dodge of the character the attack strikes (the target, or who intercepts it), per hit; and,
    for several hits, the chance that none is dodged: each hit and damage part is dodged on its own
    roll (engine: one evasion check per hit and part)."""
    struck, note = _interception(war, ruleset, actor, target, skill)
    if struck.flags.get(Flag.FORGO_DODGE):
        return [Odds(Message(
            '{name} dodges {name2}',
            name=struck.name, name2=skill.name), 0.0, f"{struck.name} foregoes the dodge chance{note}",
                     ruleset.combat_rule)]
    check = ruleset.evasion(actor, struck, skill, war)
    if check is None:
        return []
    found = _odds(Message('{name} dodges one hit of {name2}', name=struck.name, name2=skill.name), check, note)
    rolls = skill.hits * max(1, len(skill.damage))
    if found and rolls > 1:
        one = found[0].probability
        found.append(Odds(Message(
            'all {rolls} hits of {name} land on {name2}',
            rolls=rolls, name=skill.name, name2=struck.name), (1.0 - one) ** rolls,
                          f"each hit is dodged on its own roll: (1 − {fmt(round(one, 6))})^{rolls}{note}",
                          check.rule))
    return found


def _interception(war: War, ruleset: Ruleset, actor: Character, target: Character,
                  skill: Skill) -> tuple[Character, str]:
    who, why, _rule = ruleset.interceptor(actor, target, skill, war)
    if who is None or who == target.id or who not in war.characters:
        return target, ""
    struck = war.characters[who]
    return struck, f"; {struck.name} intercepts the attack aimed at {target.name} ({why})"


# -- scouting -------------------------------------------------------------------------------------------
def _scout_odds(war: War, ruleset: Ruleset, actor: Character, raw: RawOrder, orders: list[RawOrder]) -> list[Odds]:
    """Detection by the hostiles at the scouted place and by other scouts of it (ruleset.scout_detection);
    with several independent checks, also the chance that anyone detects the scout."""
    movement = ruleset.movement_for(war)
    target = raw.get("target")
    if movement.scout is None or not isinstance(target, str) or not war.map.has(target):
        return []
    observers = _observers(war, actor, target, orders)
    where = f"; observers: who stands at {_place(war, target)} at the beginning of the turn"
    if movement.half_steps:
        where += " (moves in the first half may change them)"
    found: list[Odds] = []
    for who, check in ruleset.scout_detection(actor, observers, war):
        names = Listing([war.characters[w].name for w in who if w in war.characters])
        found += _odds(Message(
            '{name} is detected by {names}',
            name=actor.name, names=names), check, where, movement.scout.detection_rule)
    if len(found) > 1:
        missed = 1.0
        for odds in found:
            missed *= 1.0 - odds.probability
        found.append(Odds(Message('{name} is detected by anyone', name=actor.name), 1.0 - missed,
                          "1 − the product of the chances that each check misses: "
                          + " × ".join(f"(1 − {odds.percent})" for odds in found) + where,
                          movement.scout.detection_rule or movement.scout.rule))
    if not observers and not _hostiles_moving(war, actor, orders):
        found.append(Odds(Message(
            '{name} is detected',
            name=actor.name), 0.0, f"no hostile at {_place(war, target)} to detect the scout"
                          + where, movement.scout.detection_rule or movement.scout.rule))
    return found


def _hostiles_moving(war: War, scout: Character, orders: list[RawOrder]) -> bool:
    """Whether a hostile moves this turn: it may pass the scouted place on the road and spot the scout
    there (valor's two-half moves), which only the resolution knows, so no "0 %" is claimed then."""
    return any(o.get("action") == "move" and o.get("actor") in war.characters
               and hostile(war.characters[o["actor"]], scout) for o in orders)


def _observers(war: War, scout: Character, target: str, orders: list[RawOrder]) -> list[Character]:
    present = [c for c in war.at(target) if hostile(c, scout)]
    fellows = [war.characters[o["actor"]] for o in orders
               if o.get("action") == "scout" and o.get("target") == target and o.get("actor") in war.characters
               and o.get("actor") != scout.id]
    return present + [c for c in fellows if c.alive and hostile(c, scout) and c not in present]


# -- searching ---------------------------------------------------------------------------------------------
def _search_odds(war: War, ruleset: Ruleset, actor: Character, raw: RawOrder, orders: list[RawOrder]) -> list[Odds]:
    """A home-base search (true-hgw 003 §V): per adjacent hidden base unknown to the team, or one roll for
    the whole search, by the ruleset's interpretation."""
    rules = ruleset.movement_for(war).search
    if rules is None:
        return []
    bases = _hidden_bases(war, actor)
    chance = rules.chance
    if not bases:
        where = _place(war, actor.location)
        return [Odds(Message('{name} finds a hidden home base', name=actor.name), 0.0,
                     f"no hidden home base unknown to the team is adjacent to {where}", rules.rule)]
    mode = ruleset.choice(war, rules.roll_interpretation) if rules.roll_interpretation else "per-base"
    note = ruleset.interpretation(rules.roll_interpretation).describe(mode) if rules.roll_interpretation else ""
    if mode == "per-search":
        return [Odds(Message('{name} finds a hidden home base', name=actor.name), chance,
                     f"one roll of {fmt(chance * 100)} % for the search ({note}); {len(bases)} adjacent", rules.rule)]
    found = [Odds(Message("{name} finds the home base at {place}", name=actor.name, place=_place(war, loc)), chance,
                  f"{fmt(chance * 100)} % for each adjacent hidden home base ({note})", rules.rule) for loc in bases]
    if len(bases) > 1:
        found.append(Odds(Message(
            '{name} finds at least one home base',
            name=actor.name), 1.0 - (1.0 - chance) ** len(bases),
                          f"1 − (1 − {fmt(chance)})^{len(bases)}: one roll per base ({note})", rules.rule))
    return found


def _hidden_bases(war: War, actor: Character) -> list[str]:
    """Adjacent hidden home bases of other teams the actor's team does not know (as the search rolls for)."""
    assert actor.location is not None  # alive, so it stands somewhere (War.problems)
    return [loc for loc in war.map.neighbours(actor.location)
            if war.map.locations[loc].hidden and war.map.locations[loc].home_base not in (None, actor.team)
            and not knows(war, actor.team, "home-base", where=loc)]


# -- escaping --------------------------------------------------------------------------------------------------
def _flee_odds(war: War, ruleset: Ruleset, actor: Character, raw: RawOrder, orders: list[RawOrder]) -> list[Odds]:
    """An escape the other side may try to stop (roll-dice 004:L520-L523): the ruleset's escape_check of
    the fugitives fleeing together against every hostile left in the battle, should they block."""
    rules = ruleset.movement_for(war).flee
    battle = war.battle_of(actor.id)
    if rules is None or not rules.blockable or battle is None:
        return []
    fugitives = _fellow_fugitives(war, actor, raw.get("to"), orders)
    blockers = [war.characters[c] for c in battle.participants
                if c in war.characters and war.characters[c] not in fugitives and war.characters[c].alive
                and any(hostile(war.characters[c], f) for f in fugitives)]
    fleeing = {o.get("actor") for o in orders if o.get("action") == "flee"}
    staying = [war.characters[c] for c in battle.participants
               if c in war.characters and war.characters[c] not in fugitives and c not in fleeing
               and war.characters[c].alive and war.characters[c].location == battle.location
               and not any(hostile(war.characters[c], f) for f in fugitives)]
    check = ruleset.faction_escape_check(fugitives, staying, blockers, war) or ruleset.escape_check(fugitives, blockers)
    names = Listing([b.name for b in blockers]) if blockers else Message("no one")
    away = "{fugitives} gets away" if len(fugitives) == 1 else "{fugitives} get away"
    stop = " if {names} tries to stop them" if len(blockers) == 1 else " if {names} try to stop them"
    return _odds(Message(away + stop, fugitives=Listing([f.name for f in fugitives], " and "), names=names), check,
                 rule=rules.rule)


def _fellow_fugitives(war: War, actor: Character, dest: Any, orders: list[RawOrder]) -> list[Character]:
    """The actor and its team members fleeing from the same place to the same destination (they flee as one)."""
    out = [actor]
    for o in orders:
        other = war.characters.get(o["actor"]) if isinstance(o.get("actor"), str) else None
        if (o.get("action") == "flee" and other is not None and other is not actor and other.alive
                and o.get("to") == dest and other.location == actor.location and war.battle_of(other.id) is not None
                and (other.team or other.id) == (actor.team or actor.id)):
            out.append(other)
    return out


_BY_ACTION = {
    "attack": _strike_odds,
    "skill": _strike_odds,
    "scout": _scout_odds,
    "search": _search_odds,
    "flee": _flee_odds,
}
