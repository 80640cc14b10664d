"""Searching for hidden home bases next to the searcher's location, with the seeded generator."""

from __future__ import annotations

from gmdesk.engine import decision_words
from gmdesk.engine.activities import encounters
from gmdesk.engine.combat import budgets, changes
from gmdesk.engine.context import TurnContext
from gmdesk.engine.knowledge import knows, learn
from gmdesk.engine.order import Order
from gmdesk.messages import Listing, Message
from gmdesk.model.character import Character
from gmdesk.model.vocabulary import EventKind, PhaseOrder
from gmdesk.rulesets.descriptions import Phase
from gmdesk.rulesets.scores import fmt

FINDS_NOTHING = Message("finds nothing")


def run(ctx: TurnContext, phase: Phase) -> None:
    rules = ctx.movement.search
    orders = ctx.orders_for("search")
    if rules is None or not orders:
        return
    if phase.order == PhaseOrder.INITIATIVE and "move" in phase.activities:
        return  # searches interleave with moves in one initiative order: see move.py
    for group in ctx.ordered_groups([ctx.char(o.actor) for o in orders]):
        for ch in group:
            search_one(ctx, ch, ctx.order_of(ch.id, "search"))
    encounters.report(ctx, [o.actor for o in orders if o.get("move_to_found")])


def search_one(ctx: TurnContext, ch: Character, order: Order | None) -> None:
    """One character's search (003 §V): roll for the adjacent hidden home bases it does not know."""
    rules = ctx.movement.search
    assert rules is not None and order is not None  # a search order, under the ruleset's search rules
    assert ch.location is not None  # alive, so it stands somewhere (War.problems)
    if rules.consumes_move_action:
        budgets.spend(ctx, ch.id, "move")
    key = rules.roll_interpretation
    mode = ctx.interpretation(key) if key else "per-base"
    note = ctx.interpretation_note(key) if key else ""
    chance = rules.chance
    candidates = [
        loc for loc in ctx.war.map.neighbours(ch.location)
        if ctx.war.map.locations[loc].hidden
        and ctx.war.map.locations[loc].home_base not in (None, ch.team)
        and not knows(ctx.war, ch.team, "home-base", where=loc)
    ]
    where = ctx.place(ch.location)
    if not candidates:
        ctx.emit(EventKind.SEARCH, [ch.id],
                 Message("{name} searches around {where} for hidden home bases: none unknown is adjacent, nothing "
                         "found (the Move Action is used)", name=ch.name, where=where), rules.rule, found=[], rolls=[], order=order.index)
        return
    found: list[str] = []
    rolls = []
    if mode == "per-search":
        roll = ctx.rng.roll()
        rolls.append(round(roll * 100, 2))
        text = Message("one roll {roll} vs {chance} %", roll=fmt(round(roll * 100, 2)), chance=fmt(chance * 100))
        if roll < chance:
            if len(candidates) == 1:
                found = candidates
            else:
                pick = ctx.decide(f"t{ctx.turn}.search.{ch.id}",
                                  Message("{name}'s search succeeds; several hidden home bases are adjacent. "
                                          "Which is found?", name=ch.name),
                                  candidates, rule=rules.rule,
                                  labels=decision_words.places({c: ctx.place(c) for c in candidates}))
                found = [pick]
        parts = [text]
    else:
        parts = []
        for loc in candidates:
            roll = ctx.rng.roll()
            rolls.append(round(roll * 100, 2))
            hit = roll < chance
            parts.append(Message("{place}: roll {roll} {sign} {chance} %", place=ctx.place(loc),
                                 roll=fmt(round(roll * 100, 2)), sign="<" if hit else "≥", chance=fmt(chance * 100)))
            if hit:
                found.append(loc)
    for loc in found:
        learn(ctx, ch.team, kind="home-base", where=loc, owner=ctx.war.map.locations[loc].home_base, by=ch.id)
    result = Message("finds {bases} (permanently revealed to the team)", bases=Listing(
        [Message("the home base at {place}", place=ctx.place(f)) for f in found])) if found else FINDS_NOTHING
    ctx.emit(EventKind.SEARCH, [ch.id], Message("{name} searches around {where}: {rolls} → {result} ({note})",
                                                name=ch.name, where=where, rolls=Listing(parts, "; "), result=result,
                                                note=note),
             rules.rule, found=found, rolls=rolls, candidates=len(candidates), order=order.index)
    go = order.get("move_to_found")
    if found and go:
        dest = go if isinstance(go, str) and go in found else found[0]
        origin = ch.location
        changes.put(ctx, ch.id, dest, "moves to the home base found")
        ctx.emit(EventKind.MOVE, [ch.id],
                 Message("{name} moves at once to the home base found at {place} (the Move Action was spent on the "
                         "search)", name=ch.name, place=ctx.place(dest)), rules.rule,
                 route=[origin, dest], to=dest, **{"from": origin})
        changes.apply_all(ctx, ctx.ruleset.arrival_changes([ch], dest, ctx.war))
