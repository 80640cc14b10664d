"""A hit's own rolls: whether the target dodges it and whether it is critical (a chance rolled with the seeded
generator, a certain answer, or the GM's decision), each told by its event; split from :mod:`act`, which asks
them of each hit (and ``scout``, of an ambush)."""

from __future__ import annotations

import re

from gmdesk.engine import checks, decision_words
from gmdesk.engine.context import TurnContext
from gmdesk.messages import Message
from gmdesk.model.character import Character
from gmdesk.model.flags import Flag
from gmdesk.model.vocabulary import EventKind
from gmdesk.rulesets.scores import Check, Score, fmt


def slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.casefold()).strip("-")


def dodged(ctx: TurnContext, attacker: Character, target: Character, label: str, check: Check,
            decision_id: str) -> bool:
    if target.flags.get(Flag.FORGO_DODGE):
        ctx.emit(EventKind.DODGE, [target.id, attacker.id], Message("{target} foregoes the dodge chance against {label}", target=target.name, label=label),
                 check.rule, dodged=False, forgone=True)
        return False
    if check.certain is not None:
        yes = bool(check.certain)
        roll_text = ""
    elif check.chance is None:
        yes = ctx.decide(decision_id, Message("Does {target} dodge {attacker}'s {label}? ({explain})",
                                              target=target.name, attacker=attacker.name, label=label,
                                              explain=check.explain),
                  ["yes", "no"], rule=check.rule, labels=decision_words.dodge(target.name, attacker.name)) == "yes"
        roll_text = checks.GM_DECIDES
    else:
        roll = ctx.rng.roll()
        yes = roll < (check.chance or 0.0)
        roll_text = checks.roll_text(roll, check.chance or 0.0, yes)
    ctx.emit(EventKind.DODGE, [target.id, attacker.id],
             Message("{target} dodges {attacker}'s {label}: {explain}{roll}" if yes else
                     "{target} does not dodge {attacker}'s {label}: {explain}{roll}", target=target.name,
                     attacker=attacker.name, label=label, explain=check.explain, roll=roll_text),
             check.rule, dodged=yes, chance=check.chance)
    return yes


def critical(ctx: TurnContext, attacker: Character, target: Character, label: str, check: Check,
              score: Score, decision_id: str) -> Score:
    """Roll (or ask the GM) whether a hit that was not dodged is critical; its damage is then multiplied."""
    if check.certain is not None:
        crit = bool(check.certain)
        roll_text = ""
    elif check.chance is None:
        crit = ctx.decide(decision_id, Message("Is {attacker}'s {label} on {target} a critical hit? ({explain})",
                                               attacker=attacker.name, label=label, target=target.name,
                                               explain=check.explain), ["yes", "no"], rule=check.rule,
                          labels=decision_words.critical()) == "yes"
        roll_text = checks.GM_DECIDES
    else:
        roll = ctx.rng.roll()
        crit = roll < check.chance
        roll_text = checks.roll_text(roll, check.chance, crit)
    ctx.emit(EventKind.CRITICAL, [attacker.id, target.id],
             Message("{attacker}'s {label} on {target} is a critical hit: {explain}{roll}" if crit else
                     "{attacker}'s {label} on {target} is not a critical hit: {explain}{roll}", attacker=attacker.name,
                     label=label, target=target.name, explain=check.explain, roll=roll_text),
             check.rule, critical=crit, chance=check.chance)
    if not crit:
        return score
    factor = float(check.data.get("multiplier", 1.0))
    value = round(score.value * factor, 10)
    return Score(value, f"{score.explain}; critical hit: {fmt(score.value)} × {fmt(factor)} = {fmt(value)}",
                 f"{score.rule}; {check.rule}" if score.rule else check.rule)
