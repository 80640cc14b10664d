"""Further combat turns inside one turn: while a battle goes on, the ruleset's combat-turn phases run
again (``Ruleset.combat_turn_phases``), each fighter's attack order is carried out once more, and the
battle counts one more battle turn (roll-dice 004:L240: the combat turns end before the action turn's
remainder). ``Ruleset.combat_turn_limit`` gives (count, ask): after ``count`` combat turns they stop, or
with ``ask`` the GM is asked before each further one."""

from __future__ import annotations

from typing import Callable

from gmdesk.engine import decision_words
from gmdesk.engine.combat import changes
from gmdesk.engine.combat.budgets import foes_of
from gmdesk.engine.combat.state import combat_of
from gmdesk.engine.context import TurnContext
from gmdesk.messages import Message
from gmdesk.model.character import hostile
from gmdesk.model.vocabulary import EventKind
from gmdesk.model.war import Battle
from gmdesk.rulesets.descriptions import Phase

Handler = Callable[[TurnContext, Phase], None]


def run(ctx: TurnContext, handlers: Callable[[str], Handler]) -> None:
    """Run further combat turns until no battle goes on, the limit is reached or the GM stops them."""
    ruleset = ctx.ruleset
    ids = ruleset.combat_turn_phases
    if not ids:
        return
    by_id = {p.id: p for p in ruleset.phases_for(ctx.war)}
    phases = [by_id[i] for i in ids if i in by_id]
    limit, ask = ruleset.combat_turn_limit(ctx.war)
    state = combat_of(ctx)
    number = 1
    seen = 0
    while True:
        _combat_turn_end(ctx, number)
        going = _going_on(ctx)  # each battle that goes on, with its attack orders
        acted = len(ctx.events) > seen and any(e.kind in (EventKind.CONTEST, EventKind.DAMAGE, EventKind.DODGE)
                                               for e in ctx.events[seen:])
        seen = len(ctx.events)
        if not going or not acted:  # nothing left to fight over, or no attack could be made last combat turn
            return
        places = ", ".join(ctx.place(b.location) for b, _orders in going)
        if number >= limit and not ask:
            ctx.emit(EventKind.PHASE, [], Message("{number} combat turns fought this turn (the limit): {number} ≥ "
                                                  "{limit}; the battle at {places} goes on in the next turn",
                                                  number=number, limit=limit, places=places),
                     ruleset.combat_turn_rule, round=number)
            return
        if number >= limit:
            answer = ctx.decide(f"t{ctx.turn}.combat-turn.{number + 1}",
                                Message("The battle at {places} goes on: fight combat turn {number} in this turn?",
                                        places=places, number=number + 1),
                                ["stop", "continue"], rule=ruleset.combat_turn_rule,
                                labels=decision_words.combat_turn(number + 1))
            if answer == "stop":
                return
        number += 1
        state.combat_turn = number
        _again(ctx, going)
        for phase in phases:
            ctx.phase = phase
            ctx.emit(EventKind.PHASE, [], Message("{phase} (combat turn {number})", phase=phase.name, number=number), phase.rule,
                     phase_order=phase.order, activities=list(phase.activities), round=number)
            for name in phase.activities:
                handlers(name)(ctx, phase)


def _combat_turn_end(ctx: TurnContext, number: int) -> None:
    """What the ruleset does at the end of each combat turn fought in a battle (``Ruleset.combat_turn_end``)."""
    fighters = frozenset(ctx.engaged | {cid for battle in ctx.war.battles for cid in battle.participants})
    if not fighters:
        return
    changes.apply_all(ctx, ctx.ruleset.combat_turn_end(ctx.war, number, fighters))
    changes.settle_deaths(ctx)


def _attack_orders(ctx: TurnContext, battle: Battle) -> list[int]:
    """Plain attack orders of living fighters of ``battle`` aimed at a living hostile one still in it."""
    found = []
    for order in ctx.orders:
        if order.action != "attack" or "if" in order.raw or order.actor not in battle.participants:
            continue
        actor, target = ctx.war.characters.get(order.actor), ctx.war.characters.get(str(order.get("target")))
        if (actor is None or target is None or not actor.alive or not target.alive
                or target.id not in battle.participants or not hostile(actor, target)
                or actor.location != battle.location or target.location != battle.location):
            continue
        found.append(order.index)
    return found


def _going_on(ctx: TurnContext) -> list[tuple[Battle, list[int]]]:
    """The battles that go on, each with its attack orders (:func:`_attack_orders`, read once for both uses)."""
    going = []
    for battle in ctx.war.battles:
        orders = _attack_orders(ctx, battle)
        if orders:
            going.append((battle, orders))
    return going


def _again(ctx: TurnContext, going: list[tuple[Battle, list[int]]]) -> None:
    """A new combat turn: the battle counts one more turn, its fighters get their budget again and their
    attack orders (read when the combat turn began: nothing has changed since) are due once more."""
    state = combat_of(ctx)
    for battle, orders in going:
        battle.turns += 1
        for index in orders:
            state.done.discard(index)
            ctx.spent_orders.discard(index)
        for cid in battle.participants:
            ch = ctx.war.characters.get(cid)
            if ch is not None and ch.alive:
                state.budgets[cid] = ctx.ruleset.turn_budget(ch, ctx.war, foes_of(ctx.war, ch, hostile), False)
