"""Who takes an attack and who may be targeted (000:L222, L482, L494, L504, L387-389, L624, L636).

Servants protect their Masters in the same location: "skills that inflict damage cannot do so on a
Master if a Servant of theirs is in the same location as them and is capable of intercepting it. If a
Servant is in Spirit Form, in a different location from their Master, incapacitated by an effect, or
dead, then that Master can be attacked directly" (000:L494). Familiars intercept only when their
sheet says so (``flags.intercepts``, 000:L222). "Defend X!" and "Get behind me!" redirect (000:L387-389).
An effect with ``"incapacitated": true`` (or ``flags.incapacitated``) makes a character incapacitated.
"""

from __future__ import annotations

from typing import Any, Callable, TYPE_CHECKING

from gmdesk.model.flags import Flag
from gmdesk.model.vocabulary import ChangeKind, EventKind
from gmdesk.rulesets.scores import fmt

from . import command_spells as cs
from .damage import flight_rank
from .hunt import protection_negated
from .interpretations import FLIGHT_ATTACKED

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.model.character import Character
    from gmdesk.model.war import War
    from gmdesk.rulesets.ap_sp.ruleset import ApSpRuleset
    from gmdesk.rulesets.combat import Change, Skill, TurnFacts

# The flags read on every hit, as module names: an enum member read through its class goes through
# EnumType.__getattr__ on Python 3.11 (~70 ns a read, a module global ~15).
_FLIGHT = Flag.FLIGHT
_INCAPACITATED = Flag.INCAPACITATED
_INTERCEPTS = Flag.INTERCEPTS
PROTECT_RULE = "ap-sp 000:L494"
FAMILIAR_RULE = "ap-sp 000:L222"
DEFEND_RULE = "ap-sp 000:L387"
BEHIND_RULE = "ap-sp 000:L389"


def incapacitated(ch: "Character") -> bool:
    if ch.flags.get(_INCAPACITATED):
        return True
    if not ch.statuses:
        return False  # (most characters: no effect, and no generator to run over none)
    return any(e.get("incapacitated") and (e.get("turns") is None or e.get("turns", 0) > 0) for e in ch.statuses)


def can_intercept(ch: "Character", at: str | None) -> str:
    """Why ``ch`` cannot intercept in location ``at`` ("" when it can)."""
    if not ch.alive:
        return "dead"
    if ch.location != at:
        return "in a different location"
    if ch.spirit_form:
        return "in Spirit Form (000:L482)"
    if incapacitated(ch):
        return "incapacitated by an effect"
    return ""


def defenders_of(target: "Character", war: "War") -> list["Character"]:
    """Servants under "Defend X!" naming ``target`` (000:L387)."""
    found = []
    tid, key = target.id, cs.DEFEND
    # (a plain loop: a slot read and a test per character cost less than a C filter's call of attrgetter for each)
    for c in war.characters.values():
        if c.statuses and c.id != tid:  # most have no status
            for e in c.statuses:  # cs.active(c, DEFEND)'s test, without building its list (asked every attack)
                if e.get("key") == key and (e.get("turns") is None or e.get("turns", 0) > 0) \
                        and e.get("target") == tid:
                    found.append(c)
                    break
    return found


def guards_of(master: "Character", war: "War") -> list["Character"]:
    """Who protects a Master by default: its Servants, and familiars whose sheet says they intercept
    (000:L494, L222); a Servant under "Get behind me!" stops taking hits for its Master (000:L389)."""
    out = []
    for c in war.served_by(master.id):
        if c.id == master.id:
            continue
        if c.kind == "servant" and not (c.statuses and cs.active(c, cs.GET_BEHIND)):
            out.append(c)
        elif c.kind == "familiar" and c.flags.get(_INTERCEPTS):
            out.append(c)
    return out


def interceptor(ruleset: "ApSpRuleset", attacker: "Character", target: "Character", skill: "Skill",
                war: "War") -> tuple[str | None, str, str]:
    """(who takes the attack instead, why, rule) or (None, "", ""): Servant protection, "Defend X!", "Get behind
    me!" (000:L494, L387-389). The ruleset's ``interceptor`` hook itself (ApSpRuleset.interceptor is this
    function: an attack asks it with no layer between, and whether the attack would kill a "Get behind me!" caster
    is bound only when such an effect is in play)."""
    if not skill.attack:
        return None, "", ""
    for guard in defenders_of(target, war):
        if guard.id == attacker.id or can_intercept(guard, target.location):
            continue
        return guard.id, (f'"Defend {target.name}!": {guard.name} intercepts any attack directed at '
                          f"{target.name}"), DEFEND_RULE
    kind = target.kind  # (``is_servant``/``is_master`` read inline: asked for every attack)
    if target.statuses and kind == "servant":  # ("Get behind me!" is an effect on the Servant)
        for spell, caster in behind_guards(attacker, target, war):
            kills, text = ruleset.would_kill(skill, war, attacker, caster)
            if kills:
                return None, "", ""  # canceled: "the caster will not die as a direct result of this spell"
            return caster.id, (f'"Get behind me!": {caster.name} intercepts the attack directed at '
                               f"{target.name} ({text})"), BEHIND_RULE
    if kind == "master" and not skill.raw.get("hits_masters"):
        guards = guards_of(target, war)
        if len(guards) > 1:  # (most Masters: one Servant, nothing to sort)
            guards.sort(key=lambda c: (c.kind != "servant", c.id))
        for guard in guards:
            if guard.id == attacker.id or can_intercept(guard, target.location):
                continue
            rule = PROTECT_RULE if guard.kind == "servant" else f"{PROTECT_RULE}, {FAMILIAR_RULE[7:]}"
            return guard.id, (f"{guard.name} protects its Master {target.name} in the same location and "
                              f"intercepts the attack"), rule
    return None, "", ""


def behind_guards(attacker: "Character", target: "Character", war: "War") -> list[tuple[dict[str, Any], "Character"]]:
    """The "Get behind me!" effects on the Servant ``target`` whose caster could take the attack (000:L389)."""
    found = []
    for spell in cs.active(target, cs.GET_BEHIND):
        caster = war.characters.get(spell.get("source") or target.master or "")
        if caster is not None and caster.id != attacker.id and not can_intercept(caster, target.location):
            found.append((spell, caster))
    return found


def cancelled_guards(attacker: "Character", target: "Character", skill: "Skill", war: "War",
                     would_kill: Callable[["Character", "Character"], tuple[bool, str]]) -> list["Change"]:
    """"Get behind me!" effects on ``target`` that this attack cancels because it would kill the caster
    (000:L389); the Servant then takes the attack itself."""
    from gmdesk.rulesets.combat import Change

    if not (skill.attack and target.statuses and target.is_servant()) or not cs.active(target, cs.GET_BEHIND) \
            or defenders_of(target, war):
        return []  # (no "Get behind me!" on the target: nothing to cancel, whoever defends it)
    out = []
    for spell, caster in behind_guards(attacker, target, war):
        kills, text = would_kill(attacker, caster)
        if kills:
            out.append(Change(target.id, ChangeKind.EFFECT_REMOVE,
                              f'"Get behind me!" is canceled: intercepting {attacker.name}\'s '
                              f"{skill.name} would kill {caster.name} ({text}); {target.name} takes it", BEHIND_RULE,
                              value=spell.get("id") or spell.get("name"), kind=EventKind.EFFECT_END))
    return out


def flier_attacks(flier: "Character", war: "War", facts: "TurnFacts", reading: str,
                  ruleset: "ApSpRuleset | None" = None) -> bool:
    """Whether a flier "used an attack" this Turn (000:L504; interpretation flight-attacked): made one earlier
    (``attacked-earlier``), or also has an unconditional attack order this Turn (``attacks-this-turn``)."""
    if flier.id in facts.attackers:
        return True
    if reading != "attacks-this-turn":
        return False
    for raw in getattr(war, "orders", []) or []:
        if raw.get("actor") != flier.id or "if" in raw:
            continue
        if raw.get("action") == "attack":
            return True
        if raw.get("action") == "skill" and ruleset is not None:
            found = [s for s in ruleset.skills_of(flier) if s.key == str(raw.get("skill", "")).casefold()]
            if found and found[0].attack:
                return True
    return False


def target_problem(attacker: "Character", target: "Character", skill: "Skill", war: "War",
                   facts: "TurnFacts", flight_reading: str | None = "attacked-earlier",
                   ruleset: "ApSpRuleset | None" = None) -> str | None:
    """Why ``target`` cannot be targeted now (000:L482, L504, L624, L636), or None. ``flight_reading`` None:
    interpretation flight-attacked is read from ``ruleset`` when a Flightless attacker meets a flier."""
    if not target.alive:
        return f"{target.name} is dead"
    if target.spirit_form and target.id != attacker.id and not protection_negated(target, war):
        return f"{target.name} is in Spirit Form and cannot be targeted by skills (000:L482)"
    if skill.self_only and target.id != attacker.id:
        return f"{skill.name} targets [Self] only"
    if target.location != attacker.location and not skill.across_locations:
        return (f"{target.name} is in another location; a skill's range is the location it was activated in "
                f"(000:L624)")
    if skill.area and target.id != attacker.id and attacker.team is not None and target.team == attacker.team:
        return f"{target.name} is on {attacker.name}'s team: a team is immune to its own members' area effects (000:L636)"
    for part in skill.damage:
        if part.kind == "Physical":
            break
    else:
        return None  # Flight shields only from physical attacks (000:L504)
    # (flight_rank's own first test, read here: most targets have neither a status nor the flag)
    if (target.statuses or target.flags.get(_FLIGHT)) and flight_rank(target)[0] and not flight_rank(attacker)[0]:
        if flight_reading is None:
            flight_reading = ruleset.choice(war, FLIGHT_ATTACKED) if ruleset is not None else "attacked-earlier"
        if not flier_attacks(target, war, facts, flight_reading, ruleset):
            when = ("has not attacked yet this Turn" if flight_reading == "attacked-earlier"
                    else "makes no attack this Turn")
            return (f"{target.name} has Flight and {when}: it cannot be targeted by physical attacks made by a "
                    f"Flightless opponent (000:L504; interpretation flight-attacked={flight_reading})")
    return None


def kill_text(before: float, total: float) -> str:
    return f"Health {fmt(before)} - {fmt(total)} = {fmt(before - total)}"
