"""Surprise Attacks: whether a target detects the user, whom an undetected one stops from acting, and the
attack a detected one becomes where its ruleset says so.

A detection makes the attack fail (ap-sp 000:L314), unless the ruleset's detection check names the order made
instead (``Check.data["instead"]``: skirmish, interpretation surprise-detected). Then detection is settled
before anything is paid, and the user makes that order at its own place in the turn (the first later phase
of its slot), paying for it there.
"""

from __future__ import annotations

from typing import Any, Mapping

from gmdesk.engine import decision_words
from gmdesk.engine.checks import settle
from gmdesk.engine.combat import act_words as W
from gmdesk.engine.combat.actions import Action, build_action
from gmdesk.engine.combat.state import combat_of
from gmdesk.engine.context import TurnContext
from gmdesk.engine.order import Order
from gmdesk.errors import IllegalOrderError
from gmdesk.messages import Message
from gmdesk.model.character import Character
from gmdesk.model.vocabulary import EventKind
from gmdesk.rulesets.descriptions import Phase
from gmdesk.rulesets.scores import Check

_SETTLED_KEYS = ("if", "else", "delay")
"""What an order made instead leaves out: its condition was settled, and it goes at its actor's own place."""


def _checks(ctx: TurnContext, actor: Character, action: Action) -> list[tuple[Character, Check]]:
    """Each target's detection check (a ruleset without one: none)."""
    out = []
    for tid in action.targets:
        target = ctx.war.characters.get(tid)
        check = ctx.ruleset.surprise_detection(actor, target, ctx.war) if target is not None else None
        if target is not None and check is not None:
            out.append((target, check))
    return out


def _detector(ctx: TurnContext, actor: Character,
              checks: list[tuple[Character, Check]]) -> tuple[Character, Check] | None:
    """Settle each target's detection in turn, with an event each; the first who detects the user, with its check."""
    for target, check in checks:
        detected, how = settle(ctx, check, f"t{ctx.turn}.surprise.{actor.id}.{target.id}",
                               Message("Does {target} detect {actor}'s Surprise Attack?", target=target.name,
                                       actor=actor.name), decision_words.detection(target.name, 1, actor.name))
        ctx.emit(EventKind.DETECT, [target.id, actor.id], W.detects(target.name, actor.name, detected, check.explain,
                                                                    how), check.rule, detected=detected)
        if detected:
            return target, check
    return None


def settle_first(ctx: TurnContext, actor: Character, action: Action, index: int | None,
                 raw: Mapping[str, Any] | None) -> bool | None:
    """Before anything is paid, where a detection turns the attack into another order: True when a target
    detected the user (the other order waits for its place, nothing more happens now), False when none did.
    None where a detection makes the attack fail: it is settled after paying (:func:`goes_ahead`)."""
    checks = _checks(ctx, actor, action)
    instead = next((c.data["instead"] for _t, c in checks if c.data.get("instead")), None)
    if instead is None or index is None or raw is None:
        return None
    found = _detector(ctx, actor, checks)
    if found is None:
        return False
    check = found[1]
    order = {k: v for k, v in raw.items() if k not in _SETTLED_KEYS}
    order["mode"] = instead["mode"]
    combat_of(ctx).instead.append(Order(index, order))
    ctx.emit(EventKind.CANCEL, [actor.id] + list(action.targets),
             W.detected_instead(actor.name, action.skill.name, instead["why"]), check.rule, order=index,
             skill=action.skill.name, reason="detected")
    return True


def goes_ahead(ctx: TurnContext, actor: Character, action: Action, settled: bool) -> bool:
    """A Surprise Attack disables its opponents for the rest of the turn, unless a target detects the user, and
    then it fails (ap-sp 000:L314). ``settled``: detection was settled before paying (:func:`settle_first`)."""
    found = None if settled else _detector(ctx, actor, _checks(ctx, actor, action))
    if found is not None:
        ctx.emit(EventKind.CANCEL, [actor.id, found[0].id], W.detected(actor.name, action.skill.name), found[1].rule,
                 skill=action.skill.name, reason="detected")
        return False
    state = combat_of(ctx)
    rule = action.skill.rule or ctx.ruleset.combat_rule
    for tid in ctx.ruleset.surprise_disables(actor, [t for t in action.targets if t in ctx.war.characters],
                                             ctx.war):
        if tid in ctx.war.characters:
            state.disabled[tid] = (W.surprise_by(actor.name), rule)
            ctx.emit(EventKind.DISABLED, [tid, actor.id], W.disabled(ctx.name(tid), W.surprise_by(actor.name)), rule)
    return True


def due_instead(ctx: TurnContext, phase: Phase) -> list[Order]:
    """The orders made instead of detected surprise attacks that resolve in ``phase`` (taken off the list)."""
    state = combat_of(ctx)
    due: list[Order] = []
    waiting: list[Order] = []
    for order in state.instead:
        try:
            slot = build_action(ctx.ruleset, ctx.war, ctx.war.characters[order.actor], order.raw).skill.slot
        except IllegalOrderError:
            slot = None
        (due if slot in phase.slots else waiting).append(order)
    state.instead = waiting
    return due
