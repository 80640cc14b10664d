"""Which action orders resolve in a phase, and in which order: an order's slot (``attack``, ``support``…)
against ``Phase.slots`` and the delays it names, whether its actor can still act, and the initiative groups
the ruleset's keys make (a delay "as AGI X" changes the key; full ties act on one snapshot).
"""

from __future__ import annotations

from typing import Any

from gmdesk.engine.combat import act_words, told
from gmdesk.engine.combat.actions import build_action
from gmdesk.engine.combat.state import combat_of
from gmdesk.engine.context import TurnContext
from gmdesk.engine.order import Order
from gmdesk.errors import IllegalOrderError
from gmdesk.messages import Message
from gmdesk.model.ranks import parse_rank
from gmdesk.model.vocabulary import EventKind, PhaseOrder
from gmdesk.rulesets.base import Ruleset
from gmdesk.rulesets.descriptions import Phase
from gmdesk.rulesets.own_words import own_words

ACTION_ORDERS = ("attack", "skill", "command-spell", "spirit-form")


def is_action(ctx: TurnContext, order: Order) -> bool:
    if order.action in ACTION_ORDERS:
        return order.action != "attack" or ctx.ruleset.has_combat
    return ctx.ruleset.special_action_slot(order.raw) is not None


def action_orders(ctx: TurnContext) -> list[Order]:
    """The turn's action orders (:func:`is_action`), picked once per list of orders."""
    known = ctx.memo.get("action-orders")
    if known is not None and known[0] is ctx.orders:
        found: list[Order] = known[1]
        return found
    found = [o for o in ctx.orders if is_action(ctx, o)]
    ctx.memo["action-orders"] = (ctx.orders, found)
    return found


def slot_of(ctx: TurnContext, order: Order) -> str | None:
    """The slot an order resolves in (the skill's, the basic attack's, or the special action's)."""
    action = order.action
    if action == "command-spell":
        return "command-spell"
    if action == "attack" or action == "skill":
        actor = ctx.war.characters[order.actor]
        # the slot reads only the actor's skill list and the order
        checked = order.checked
        if checked.get("skills") is actor.skills and "action" in checked:
            # the order's checks built its action from this very list (same war, same order)
            built = checked["action"]
            return built.skill.slot if built is not None else None
        # else kept for the turn while the list is the same
        known = ctx.memo.get(("slot", order.index))
        if known is not None and known[0] is actor.skills and known[1] is order.raw:
            slot: str | None = known[2]
            return slot
        try:
            slot = build_action(ctx.ruleset, ctx.war, actor, order.raw).skill.slot
        except IllegalOrderError:
            slot = None
        ctx.memo[("slot", order.index)] = (actor.skills, order.raw, slot)
        return slot
    return ctx.ruleset.special_action_slot(order.raw)


def phase_index(ctx: TurnContext) -> dict[str, int]:
    """Each phase's place in the turn (by id), worked out once per tuple of phases."""
    phases = ctx.ruleset.phases_for(ctx.war)
    known = ctx.memo.get("phase-index")
    if known is not None and known[0] is phases:
        index: dict[str, int] = known[1]
        return index
    index = {}
    for i, p in enumerate(phases):
        index.setdefault(p.id, i)
    ctx.memo["phase-index"] = (phases, index)
    return index


def due_here(ctx: TurnContext, order: Order, phase: Phase, ids: dict[str, int] | None = None) -> bool:
    """Whether ``order`` resolves in ``phase``; ``ids``: :func:`phase_index`, when the caller has it already."""
    slot = slot_of(ctx, order)
    if slot is None:
        return False
    if ids is None:
        ids = phase_index(ctx)
    return phase.id in ids and _due(slot, _delay_phase(order), phase, ids)


def due_orders(ctx: TurnContext, phase: Phase, done: set[int]) -> list[Order]:
    """The action orders not in ``done`` that resolve in ``phase`` (:func:`due_here` of each), in the turn's order.

    An act phase asks this of every order of the turn: each order's slot and delay are read once per turn
    (:func:`_slots`), and the slot again only when the actor's skill list is no longer the one it was read from
    (the same condition :func:`slot_of` keeps its answer on)."""
    ids = phase_index(ctx)
    if phase.id not in ids:
        return []
    characters, slots, here = ctx.war.characters, phase.slots, ids[phase.id]
    due = []
    for order, index, actor, skills, slot, delayed in _slots(ctx):
        if index in done:
            continue
        if skills is not None and characters[actor].skills is not skills:
            slot = slot_of(ctx, order)
        if slot is None:
            continue
        if delayed is None:  # (_due, asked of every order of every act phase)
            if slot in slots:
                due.append(order)
        elif delayed in ids and here >= ids[delayed] and slot in slots or delayed == phase.id:
            due.append(order)
    return due


def _due(slot: str, delayed: Any, phase: Phase, ids: dict[str, int]) -> bool:
    """An order of ``slot`` resolves in ``phase`` (listed in ``ids``): from the first phase of its slot on, or
    from the phase its delay names (``delayed``), or in that very phase."""
    if delayed is None:
        return slot in phase.slots
    return delayed in ids and ids[phase.id] >= ids[delayed] and slot in phase.slots or delayed == phase.id


def _delay_phase(order: Order) -> Any:
    """The phase an order's delay names, None if it names none."""
    delay = order.raw.get("delay")
    return delay.get("phase") or None if isinstance(delay, dict) else None


def _slots(ctx: TurnContext) -> list[tuple[Order, int, str, Any, str | None, Any]]:
    """Each action order with its index and actor (read here once, not in every act phase), the skill list its
    slot was read from (None: not read from a sheet), its slot and its delay's phase, once per list of orders."""
    known = ctx.memo.get("order-slots")
    if known is not None and known[0] is ctx.orders:
        table: list[tuple[Order, int, str, Any, str | None, Any]] = known[1]
        return table
    characters, ruleset = ctx.war.characters, ctx.ruleset
    table = []
    # (one loop over the turn's orders with is_action, slot_of and _delay_phase read inline: no call of its own for
    # each order, and a special action's slot asked of the ruleset once, not by is_action then by slot_of)
    for o in ctx.orders:
        action = o.action
        skills = None
        if action == "attack" or action == "skill":
            if action == "attack" and not ruleset.has_combat:
                continue
            skills = characters[o.actor].skills
            checked = o.checked
            if checked.get("skills") is skills and "action" in checked:  # (as slot_of reads it first)
                built = checked["action"]
                slot = built.skill.slot if built is not None else None
            else:
                slot = slot_of(ctx, o)
        elif action == "command-spell":
            slot = "command-spell"
        else:
            slot = ruleset.special_action_slot(o.raw)
            if slot is None and action != "spirit-form":  # (spirit-form is an action order even without a slot)
                continue
        delay = o.raw.get("delay")
        table.append((o, o.index, o.actor, skills, slot, delay.get("phase") or None if isinstance(delay, dict) else None))
    ctx.memo["order-slots"] = (ctx.orders, table)
    return table


def actor_can_act(ctx: TurnContext, order: Order) -> bool:
    """The dead do not act: their order is dropped once, with an event."""
    state = combat_of(ctx)
    actor = ctx.war.characters[order.actor]
    if not actor.alive:
        if order.index not in state.done:
            state.done.add(order.index)
            ctx.emit(EventKind.CANCEL, [actor.id], Message("{name} is dead: the {action} order is not carried out", name=actor.name,
                                                 action=act_words.action(order.action)),
                     ctx.ruleset.combat_rule, order=order.index)
        return False
    return True


def ordered(ctx: TurnContext, phase: Phase, orders: list[Order]) -> list[list[Order]]:
    """Groups of orders acting at the same moment, in initiative order."""
    if not orders:
        return []
    if phase.order == PhaseOrder.SIMULTANEOUS or len(orders) == 1:
        return [orders]  # (one order: its key would order nothing, and one order has no acting order to tell)
    keyed: dict[tuple[Any, ...], list[Order]] = {}
    plain = _plain_key(type(ctx.ruleset))  # (read once for the phase's orders)
    # an undelayed order's plain key is its actor's (``initiative_key``, as acting_key asks it, without its call):
    # asked once per actor, the war does not change while the phase's orders are sorted
    actor_keys: dict[str, tuple[Any, ...]] = {}
    ruleset, war = ctx.ruleset, ctx.war
    for order in orders:
        if plain and "delay" not in order.raw:
            key = actor_keys.get(order.actor)
            if key is None:
                key = actor_keys[order.actor] = (1,) + tuple(ruleset.initiative_key(war.characters[order.actor], war))
        else:
            key = acting_key(ctx, order, phase, plain)
        keyed.setdefault(key, []).append(order)
    groups: list[list[Order]] = []
    # a ruleset whose full ties act together: ``break_tie`` gives every tie back as one group (no call for each tie)
    together = ctx.ruleset.initiative_tie == "simultaneous"
    for key in sorted(keyed, reverse=True):
        tied = keyed[key]
        if together:
            groups.append(tied)
            continue
        actors = []
        ids_seen: set[str] = set()  # by id: comparing characters would compare every field
        for o in tied:
            if o.actor not in ids_seen:
                ids_seen.add(o.actor)
                actors.append(ctx.war.characters[o.actor])
        if len(actors) == 1:
            groups.append(tied)
            continue
        for actor_group in ctx.break_tie(actors):
            ids = {c.id for c in actor_group}
            groups.append([o for o in tied if o.actor in ids])
    explain_order(ctx, phase, groups)
    return groups


def acting_key(ctx: TurnContext, order: Order, phase: Phase, plain: bool | None = None) -> tuple[Any, ...]:
    """The order's place in the phase's acting order (greater acts first). ``plain``: :func:`_plain_key` of the
    ruleset's class, when the caller has it."""
    actor = ctx.war.characters[order.actor]
    delay = order.raw.get("delay")
    if delay and isinstance(delay, dict):
        if delay.get("as_agi"):
            return (1,) + tuple(ctx.ruleset.delayed_key(actor, ctx.war, parse_rank(delay["as_agi"])))
        if "initiative" in delay:
            key, _why = ctx.ruleset.delay_key(actor, ctx.war, delay["initiative"], delay.get("tie"))
            if key is not None:
                return (1,) + tuple(key)
        if delay.get("at") == "end":
            # after everyone else in the phase ("to the end of the Attacking Phase", ap-sp 000:L822)
            return (0,) + tuple(ctx.ruleset.delayed_key(actor, ctx.war, None))
    ruleset = ctx.ruleset
    if plain is None:
        plain = _plain_key(type(ruleset))
    if plain:  # (the defaults' answer, without their two calls for every order of every phase)
        return (1,) + tuple(ruleset.initiative_key(actor, ctx.war))
    return (1,) + tuple(ruleset.order_initiative_key(actor, ctx.war, phase, order.raw, order.index))


def _plain_key(cls: type[Ruleset]) -> bool:
    """Whether ``cls`` keeps the default ``order_initiative_key`` and ``phase_initiative_key``, which come down to
    ``initiative_key`` (then :func:`acting_key` asks that directly)."""
    return (cls.order_initiative_key is Ruleset.order_initiative_key
            and cls.phase_initiative_key is Ruleset.phase_initiative_key)


def explain_order(ctx: TurnContext, phase: Phase, groups: list[list[Order]]) -> None:
    if sum(map(len, groups)) < 2:  # (one order has no acting order to tell)
        return
    parts = []
    war, ruleset = ctx.war, ctx.ruleset
    sayable = ruleset.terms.language != "en"  # (a document in another language: its GM reads the actions said)
    named: list[str] = []  # every order's actor, and by group (the event's targets and data), read in the same loop
    by_group: list[list[str]] = []
    for group in groups:
        shown: list[str] = []
        seen = set()
        actors: list[str] = []
        by_group.append(actors)
        for order in group:
            actors.append(order.actor)
            if order.actor in seen:  # (an actor's id is its character's)
                continue
            seen.add(order.actor)
            ch = war.characters[order.actor]
            why = ruleset.explain_initiative(ch, war)
            delay = order.raw.get("delay")
            if delay and isinstance(delay, dict):
                why = _delayed_why(delay, why)
            if sayable or isinstance(why, Message):  # (plain text stays an f-string for an English document: a hot path)
                shown.append(Message("{name} {action} ({why})" if why else "{name} {action}", name=ch.name,
                                     action=act_words.action(order.action), why=why))
            else:
                shown.append(f"{ch.name} {order.action} ({why})" if why else f"{ch.name} {order.action}")
        parts.append(told.joined(shown, " = "))
        named += actors
    ctx.emit(EventKind.INITIATIVE, named, Message("{phase} acting order: {order}", phase=own_words(phase.name),
                                                  order=told.joined(parts, " → ")), ctx.ruleset.initiative_rule,
             groups=by_group)


def _delayed_why(delay: dict[str, Any], why: str) -> str:
    """An actor's initiative text (``why``) with the delay its order names."""
    if delay.get("as_agi"):
        return f"delayed as AGI {delay['as_agi']}; own {why}"
    if "initiative" in delay:
        tie = f", {delay['tie']} those at {delay['initiative']}" if delay.get("tie") else ""
        return f"delayed to initiative {delay['initiative']}{tie}; own {why}"
    if delay.get("at") == "end":
        return f"delayed to the end of the phase; own {why}"
    return why
