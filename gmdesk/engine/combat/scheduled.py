"""The ``scheduled`` activity: actions the rules make characters take without an order.

A skirmish (skirmish 002:L57-59) has each Servant deliver a melee attack in Agility order, and a
Servant already struck counter-attacks instead. The ruleset names who takes part
(``Ruleset.scheduled_actors``); when each one's turn comes, in initiative order, it says what that
character does now (``Ruleset.scheduled_action``), seeing the hits of those before it, which land
before the next character acts.
"""

from __future__ import annotations

from gmdesk.engine.combat import act, act_words
from gmdesk.engine.combat.actions import build_action
from gmdesk.engine.combat.state import combat_of
from gmdesk.engine.context import TurnContext
from gmdesk.errors import IllegalOrderError
from gmdesk.model.character import Character
from gmdesk.model.vocabulary import EventKind
from gmdesk.rulesets.descriptions import Phase


def run(ctx: TurnContext, phase: Phase) -> None:
    """Each actor in initiative order; one with nothing to do when its turn comes waits, and is asked
    again after each later action (a Servant that only counter-attacks once struck), until it acts once."""
    state = combat_of(ctx)
    ids = ctx.ruleset.scheduled_actors(phase, ctx.war, state.facts)
    actors = [ctx.char(cid) for cid in sorted(set(ids)) if ctx.char(cid).alive]
    waiting: list[Character] = []
    for group in ctx.ordered_groups(actors):
        hits: list[act.Hit] = []
        for actor in group:
            acted = _act(ctx, phase, actor, hits)
            if not acted:
                waiting.append(actor)
        act.apply_hits(ctx, hits)
        while hits and waiting:
            hits = []
            for actor in list(waiting):
                if _act(ctx, phase, actor, hits):
                    waiting.remove(actor)
            act.apply_hits(ctx, hits)


def _act(ctx: TurnContext, phase: Phase, actor: Character, hits: list[act.Hit]) -> bool:
    """Ask the ruleset what ``actor`` does now and compute its hits; False when it does nothing yet."""
    state = combat_of(ctx)
    if not actor.alive or actor.id in state.disabled:
        return True
    raw = ctx.ruleset.scheduled_action(phase, actor, ctx.war, state.facts)
    if raw is None:
        return False
    try:
        action = build_action(ctx.ruleset, ctx.war, actor, {**raw, "actor": actor.id})
    except IllegalOrderError as exc:
        ctx.emit(EventKind.CANCEL, [actor.id], act_words.refused(actor.name, exc.reason), exc.rule)
        return True
    hits += act.perform(ctx, phase, actor, action)
    return True
