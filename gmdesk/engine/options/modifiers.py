"""What an action order may add: a condition of the closed vocabulary ("if X, do A") and a delay."""

from __future__ import annotations

from typing import Any

from gmdesk.engine.combat import conditions
from gmdesk.engine.options.judge import Choice, Judge
from gmdesk.model.character import hostile
from gmdesk.model.ranks import LETTERS, parse_rank
from gmdesk.messages import Message


def _condition_variants(judge: Judge, kind: str) -> list[dict[str, Any]]:
    """The conditions of one kind of the engine's closed vocabulary, with the characters they may name."""
    war, actor = judge.war, judge.actor
    if kind == "attacked":
        mates = [c for c in war.alive() if c.id != actor.id and not hostile(actor, c)]
        return [{"kind": kind}] + [{"kind": kind, "who": c.id} for c in mates]
    if kind == "attacked-by":
        near = [c for c in war.alive() if hostile(actor, c) and c.location == actor.location]
        return [{"kind": kind, "by": c.id} for c in sorted(near, key=lambda c: c.id)]
    return [{"kind": kind}]


def _condition_choices(judge: Judge) -> list[Choice]:
    """"If X, do A": every condition of the closed vocabulary (conditions.CONDITIONS), and its negation."""
    out: list[Choice] = [(None, Message("always (no condition)"))]
    for kind in conditions.CONDITIONS:
        for cond in _condition_variants(judge, kind):
            for variant in (cond, {**cond, "not": True}):
                if conditions.problem(variant) is None:
                    out.append((variant, Message("if {condition}", condition=conditions.describe(variant))))
    return out


def _first_phase(judge: Judge, slot: str | None) -> int | None:
    phases = judge.ruleset.phases_for(judge.war)
    return next((i for i, p in enumerate(phases) if slot in p.slots), None)


def _delay_phases(judge: Judge, slot: str | None) -> list[Choice]:
    """Later phases an action may be delayed to (ap-sp 000:L408; true-hgw 003 §VI). Not a phase where
    characters move, unless the action belongs there ("No other action can occur during the Movement
    Phase", ap-sp 000:L520); not a second combat round for a character already in battle, who fights in
    the first (ap-sp 000:L447)."""
    phases = judge.ruleset.phases_for(judge.war)
    start = _first_phase(judge, slot)
    if start is None:
        return []
    in_battle = judge.war.battle_of(judge.actor.id) is not None
    out: list[Choice] = []
    for phase in phases[start + 1:]:
        if "act" not in phase.activities or ("move" in phase.activities and slot not in phase.slots):
            continue
        if phase.round > 1 and in_battle:
            continue
        out.append(({"phase": phase.id}, Message("delayed to the {phase}", phase=phase.name)))
    return out


def _delay_ranks(judge: Judge) -> list[Choice]:
    """Inside its phase, an action may act as though its user had a lower AGI (ap-sp 000:L408, L824)."""
    own = judge.actor.stat("AGI")
    if own is None or own.is_special:
        return []
    return [({"as_agi": letter}, Message("delayed as though AGI {letter}", letter=letter)) for letter in LETTERS
            if parse_rank(letter).sort_key() < own.sort_key()]


def _orders_end_delays(judge: Judge) -> bool:
    """Whether the ruleset orders delays "to the end of a phase" (ap-sp 000:L822): its ``delayed_key``
    takes no rank for them. A ruleset whose delays always name a rank (true-hgw 003 §VI) has none."""
    try:
        judge.ruleset.delayed_key(judge.actor, judge.war, None)
    except (AttributeError, TypeError):
        return False
    return True


def _delay_choices(judge: Judge, slot: str | None) -> list[Choice]:
    out: list[Choice] = [(None, Message("not delayed"))]
    out += _delay_phases(judge, slot)
    out += _delay_ranks(judge)
    if _orders_end_delays(judge):
        out.append(({"at": "end"}, Message("delayed to the end of its phase")))
    return out


def modifiers(judge: Judge, slot: str | None) -> dict[str, list[Choice]]:
    """Conditions and delays of an action order (combat rulesets only: elsewhere the engine reads neither)."""
    if not judge.ruleset.has_combat:
        return {}
    return {"if": _condition_choices(judge), "delay": _delay_choices(judge, slot)}

