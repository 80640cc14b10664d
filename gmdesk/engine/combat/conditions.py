"""Conditional orders: "if X, do A; otherwise, do B" from a closed vocabulary.

A condition is data (``{"kind": "attacked", "who": "master1"}``), never code. Every kind only asks
what the character can know at that moment (ap-sp 000:L831-843: no conditions on what an opponent
"would" do, on attack categories or on hidden Health). Unknown kinds are refused before resolution.
"""

from __future__ import annotations

from typing import Any, Callable

from gmdesk.engine.combat.state import combat_of
from gmdesk.engine.context import TurnContext
from gmdesk.engine.order import Order
from gmdesk.messages import Message
from gmdesk.model.character import Character, hostile
from gmdesk.model.vocabulary import EventKind
from gmdesk.rulesets.base import Ruleset

Condition = dict[str, Any]
"""A condition as the order writes it (``{"kind": "attacked", "who": "master1"}``)."""

RULE = "conditions come from a closed vocabulary (docs/combat.md)"


def rule_of(ruleset: Ruleset) -> str:
    """The ruleset's own rule on conditional orders, else the vocabulary's note."""
    return ruleset.conditions_rule or RULE


def _hostile_here(ctx: TurnContext, actor: Character, cond: Condition) -> bool:
    return any(hostile(actor, c) and c.alive and not c.spirit_form
               for c in ctx.war.at(actor.location) if c.id != actor.id)


def _attacked(ctx: TurnContext, actor: Character, cond: Condition) -> bool:
    who = cond.get("who", actor.id)
    return who in combat_of(ctx).facts.attacked


def _attacked_by(ctx: TurnContext, actor: Character, cond: Condition) -> bool:
    by = cond.get("by")
    team = {c.id for c in ctx.war.characters.values() if c.team == actor.team} if actor.team else {actor.id}
    return any(a == by and t in team for a, t in combat_of(ctx).facts.attack_log)


def _target_here(ctx: TurnContext, actor: Character, cond: Condition, order: Order | None = None) -> bool:
    target = cond.get("target") or (order.get("target") if order else None)
    ch = ctx.war.characters.get(target) if isinstance(target, str) else None
    return ch is not None and ch.alive and ch.location == actor.location


def _in_battle(ctx: TurnContext, actor: Character, cond: Condition) -> bool:
    return ctx.war.battle_of(actor.id) is not None or actor.id in ctx.engaged


def _entered(ctx: TurnContext, actor: Character, cond: Condition) -> bool:
    return any(e.kind == EventKind.MOVE and e.data.get("to") == actor.location
               and any(hostile(actor, ctx.char(a)) for a in e.actors if a in ctx.war.characters)
               for e in ctx.events)


CONDITIONS: dict[str, tuple[Callable[..., bool], str]] = {
    "hostile-here": (_hostile_here, "a hostile is at the actor's location"),
    "attacked": (_attacked, "the actor (or `who`, a team member) was attacked earlier this turn"),
    "attacked-by": (_attacked_by, "`by` attacked the actor's team earlier this turn"),
    "target-here": (_target_here, "the order's target is at the actor's location"),
    "in-battle": (_in_battle, "the actor is in a battle"),
    "entered": (_entered, "a hostile entered the actor's location this turn"),
}


def problem(cond: Any) -> str | None:
    """Why a condition is not in the vocabulary (checked before resolution), or None."""
    if not isinstance(cond, dict) or not isinstance(cond.get("kind"), str) or cond["kind"] not in CONDITIONS:
        known = ", ".join(CONDITIONS)
        return (f"condition {cond!r} is not in the closed vocabulary ({known}); a condition may only ask "
                f"what the character can know")
    if cond["kind"] == "attacked-by" and not isinstance(cond.get("by"), str):
        return "condition attacked-by needs `by`: a character id"
    return None


def holds(ctx: TurnContext, actor: Character, cond: Condition, order: Order | None = None) -> bool:
    test, _ = CONDITIONS[cond["kind"]]
    result = test(ctx, actor, cond, order) if test is _target_here else test(ctx, actor, cond)
    return not result if cond.get("not") else result


def describe(cond: Condition) -> str:
    text = CONDITIONS[cond["kind"]][1]
    extra = ", ".join(f"{k}={v}" for k, v in cond.items() if k not in ("kind", "not"))
    head = cond["kind"] + (f" ({extra})" if extra else "")
    return f"not {head}: it is not so that {text}" if cond.get("not") else f"{head}: {text}"


def said(ctx: TurnContext, actor: Character, cond: Condition, order: Order | None = None) -> Message:
    """The condition as the GM reads it in the turn's log, with names (``Rider was attacked earlier this turn``);
    :func:`describe` is the vocabulary's own wording (``attacked: the actor (or `who`, …)``), for the desk's tips."""
    kind, name = cond["kind"], actor.name

    def called(cid: Any) -> str:
        ch = ctx.war.characters.get(str(cid))
        return ch.name if ch is not None else str(cid)

    if kind == "attacked":
        text = Message("{who} was attacked earlier this turn", who=called(cond.get("who", actor.id)))
    elif kind == "attacked-by":
        text = Message("{by} attacked {name}'s team earlier this turn", by=called(cond.get("by")), name=name)
    elif kind == "target-here":
        target = cond.get("target") or (order.get("target") if order else None)
        text = Message("{target} is at {name}'s location", target=called(target), name=name) if target else \
            Message("the order's target is at {name}'s location", name=name)
    elif kind == "in-battle":
        text = Message("{name} is in a battle", name=name)
    elif kind == "entered":
        text = Message("a hostile entered {name}'s location this turn", name=name)
    else:
        text = Message("a hostile is at {name}'s location", name=name)
    return Message("it is not so that {condition}", condition=text) if cond.get("not") else text
