"""Checking action orders before resolution: unknown skills, wrong phases, targets out of reach,
more than the turn's budget, Full Turn conflicts, illegal conditions. Each refusal gives the reason."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping, Sequence

from gmdesk.engine.combat import conditions, spells
from gmdesk.engine.combat.actions import Action, Sheets, build_action
from gmdesk.engine.combat.budgets import Fighting
from gmdesk.engine.options.labels import ORDER_LABELS, special_label
from gmdesk.engine.order import Order
from gmdesk.errors import IllegalOrderError
from gmdesk.messages import Listing, Message
from gmdesk.rulesets.costwords import ACTION_WORDS, resource_word
from gmdesk.model.character import Character
from gmdesk.model.ranks import parse_rank
from gmdesk.model.war import Battle, War
from gmdesk.rulesets.base import Ruleset
from gmdesk.rulesets.combat import Budget, Cost, Skill
from gmdesk.rulesets.descriptions import Phase
from gmdesk.rulesets.movement import MovementRules
from gmdesk.rulesets.scores import fmt

ACTIONS = ("attack", "skill", "command-spell", "spirit-form")


def is_action(ruleset: Ruleset, raw: Mapping[str, Any]) -> bool:
    action = raw.get("action")
    if action in ACTIONS and ruleset.has_combat:
        return True
    return ruleset.special_action_slot(raw) is not None


def check(war: War, ruleset: Ruleset, order: Order, actor: Character | None = None, sheets: Sheets | None = None) -> None:
    """One action order on its own; raises IllegalOrderError. ``actor``: its actor, when the caller has it;
    ``sheets``: the sheets the caller's pass over the orders has read (``actions.Sheets``), when it keeps them."""
    raw = order.raw
    if actor is None:
        actor = war.characters[order.actor]
    if "if" in raw:
        why = conditions.problem(raw["if"])
        if why:
            raise IllegalOrderError(raw, why, rule=conditions.rule_of(ruleset))
        if "else" in raw and not isinstance(raw["else"], dict):
            raise IllegalOrderError(raw, Message("`else` must be an order's fields (a mapping)"))
    if "delay" in raw:  # (most orders have none)
        _check_delay(war, ruleset, order)
    kind = order.action
    if kind != "attack" and kind != "skill":
        if kind == "command-spell":
            why = spells.problem(war, ruleset, actor, raw)
            if why:
                raise IllegalOrderError(raw, why, rule=ruleset.combat_rule)
        return
    checked = order.checked
    if "action" in checked:
        action = checked["action"]
        if action is None:
            action = build_action(ruleset, war, actor, raw, sheets)  # cannot be read: raises its refusal
    else:  # (as _built_action keeps it, without a second build when it cannot be read)
        checked["skills"] = actor.skills
        try:
            action = checked["action"] = build_action(ruleset, war, actor, raw, sheets)
        except IllegalOrderError:
            checked["action"] = None
            raise
    for tid in action.targets:
        if tid not in war.characters and not war.map.has(tid):
            raise IllegalOrderError(raw, Message('unknown target {tid!r}', tid=tid))
        target = war.characters.get(tid)
        if target is not None and not target.alive:
            raise IllegalOrderError(raw, Message('{tid} is dead', tid=tid))
    if action.skill.attack and not action.targets:
        raise IllegalOrderError(raw, Message('{name} needs a target', name=action.skill.name), rule=action.skill.rule)


def _check_delay(war: War, ruleset: Ruleset, order: Order) -> None:
    delay = order.raw.get("delay")
    if delay is None or delay is False or not ruleset.has_combat:
        return
    if not isinstance(delay, dict):
        raise IllegalOrderError(order.raw, Message(
            "delay must be {{'phase': ID}} or {{'as_agi': RANK}}, got {delay!r}",
            delay=delay))
    ids = [p.id for p in ruleset.phases_for(war)]
    if "phase" in delay and delay["phase"] not in ids:
        raise IllegalOrderError(order.raw, f"delay to unknown phase {delay['phase']!r} (phases: {', '.join(ids)})")
    if "phase" in delay:
        phase = next(p for p in ruleset.phases_for(war) if p.id == delay["phase"])
        if "act" not in phase.activities:
            raise IllegalOrderError(order.raw, Message(
                'no action can happen in the {name}',
                name=phase.name), rule=phase.rule)
        slot = _slot(war, ruleset, order)
        first = next((p for p in ruleset.phases_for(war) if slot in p.slots), None)
        if first is not None and ids.index(phase.id) < ids.index(first.id):
            raise IllegalOrderError(order.raw, Message(
                'an action can only be delayed to a later phase: its own is the {name}',
                name=first.name), rule=first.rule)
    if "initiative" in delay:
        key, why = ruleset.delay_key(war.characters[order.actor], war, delay["initiative"], delay.get("tie"))
        if key is None:
            raise IllegalOrderError(order.raw, why, rule=ruleset.initiative_rule)
    if "as_agi" in delay:
        actor = war.characters[order.actor]
        own = actor.stat("AGI")
        wanted = parse_rank(delay["as_agi"], field="delay.as_agi", owner=actor.id)
        if own is not None and wanted.sort_key() >= own.sort_key():
            raise IllegalOrderError(order.raw, Message(
                "a delay inside a phase goes to a lower AGI than {actor}'s own {own}; {wanted} is not"
                ' lower',
                actor=actor.id, own=own, wanted=wanted), rule=ruleset.initiative_rule)


def _slot(war: War, ruleset: Ruleset, order: Order) -> str | None:
    if order.action == "command-spell":
        return "command-spell"
    if order.action in ("attack", "skill"):
        return build_action(ruleset, war, war.characters[order.actor], order.raw).skill.slot
    return ruleset.special_action_slot(order.raw)


@dataclass
class Reach:
    """Where this turn's orders may take each character, for the reach check (:func:`reach_refusals`)."""

    dest: dict[str, set[str]] = field(default_factory=dict)
    """Every place a move or flight may take each character (a move, then a flight)."""
    on_route: dict[str, set[str]] = field(default_factory=dict)
    """A move along a route may stop on the way (valor 001:L111 "stop")."""
    spelled: set[Any] = field(default_factory=set)
    """Masters and Servants named by a Command Spell order."""

    def add(self, o: Order) -> None:
        """Take in one more order (each can only widen the sets, so it never makes another order refused)."""
        action, raw = o.action, o.raw
        if action == "move" or action == "flee":
            to = raw.get("to")
            if isinstance(to, str):
                self.dest.setdefault(o.actor, set()).add(to)
            route = raw.get("route")
            if action == "move" and isinstance(route, list):
                self.on_route[o.actor] = {r for r in route if isinstance(r, str)}
        elif action == "command-spell":
            self.spelled.update({o.actor, raw.get("servant")})


def reach_of(orders: Sequence[Order]) -> Reach:
    reach = Reach()
    for o in orders:
        reach.add(o)
    return reach


def _reach_refusals(war: War, ruleset: Ruleset, orders: Sequence[Order]) -> list[IllegalOrderError]:
    """Targets in another location that no move this turn can bring together with the attacker.

    Only a move, a flight or a Command Spell widens the reach (:meth:`Reach.add`), and only an order with a
    target elsewhere than its user can be refused (:func:`reach_refusals`): the others are passed over here, as
    most orders of a battle are (their targets stand where their users do)."""
    reach = Reach()
    for o in orders:
        if o.action in _REACHING:
            reach.add(o)
    characters = war.characters
    refusals: list[IllegalOrderError] = []
    for order in orders:
        if order.action != "attack" and order.action != "skill":
            continue
        checked = order.checked
        if "action" in checked:  # (built by the order's own check: its targets, without a call)
            action = checked["action"]
            if action is None:
                continue
            here = characters[order.actor].location
            for tid in action.targets:
                target = characters.get(tid)
                if target.location != here if target is not None else tid != here:  # (a location: its id)
                    break
            else:
                continue  # every target stands where its user does, or is the place it stands
        refusals += reach_refusals(war, ruleset, order, reach)
    return refusals


_REACHING = ("move", "flee", "command-spell")
"""The orders :meth:`Reach.add` takes in (it passes over every other)."""


def reach_refusals(war: War, ruleset: Ruleset, order: Order, reach: Reach) -> list[IllegalOrderError]:
    """The targets of one attack or skill order that ``reach`` does not bring together with its user."""
    if order.action not in ("attack", "skill") or "if" in order.raw:
        return []
    actor = war.characters[order.actor]
    checked = order.checked  # (built by the order's own check, most often)
    action = checked["action"] if "action" in checked else _built_action(war, ruleset, actor, order)
    if action is None:
        return []
    if action.skill.across_locations or order.actor in reach.spelled:
        return []
    refusals = []
    for tid in action.targets:
        if tid in reach.spelled:
            continue
        target = war.characters.get(tid)
        here = {actor.location} | reach.dest.get(actor.id, set()) | reach.on_route.get(actor.id, set())
        if target is None:
            if tid not in here and war.map.has(tid):
                refusals.append(_refusal(order, Message(
                    '{place} is not {actor}\'s location ({location}) and no move this turn takes {actor} there; {name} '
                    'does not reach another location', place=tid, actor=actor.id, location=actor.location,
                    name=action.skill.name), ruleset.combat_rule))
            continue
        if target.location == actor.location:
            continue
        there = {target.location} | reach.dest.get(tid, set()) | reach.on_route.get(tid, set())
        if here & there - {None}:
            continue
        refusals.append(_refusal(order, Message(
            '{tid} is at {location} and {actor} at {location2}; {name} does not reach another '
            'location and no move this turn brings them together',
            tid=tid, location=target.location, actor=actor.id, location2=actor.location, name=action.skill.name),
            ruleset.combat_rule))
    return refusals


def check_turn(war: War, ruleset: Ruleset, orders: Sequence[Order],
               movement: MovementRules | None = None) -> list[IllegalOrderError]:
    """Whole-turn checks for each character: the sum of costs within the turn's budget, Full Turn alone.
    ``movement``: ``ruleset.movement_for(war)``, when the caller has it already."""
    if not ruleset.has_combat:
        return []
    refusals: list[IllegalOrderError] = _reach_refusals(war, ruleset, orders)
    fighting = Fighting(war)
    if movement is None:
        movement = ruleset.movement_for(war)  # (the same for every character: asked once)
    phases = ruleset.phases_for(war)  # (asked once for the simulations of every character, with their first slots)
    firsts = _first_phases(phases)
    for cid, own in by_actor(orders).items():
        refusals += actor_refusals(war, ruleset, cid, own, fighting, movement, phases, firsts)
    if orders:
        orders[0].checked["fighting"] = fighting  # for the turn's beginning (budgets.grant), on this same war
    return refusals


def by_actor(orders: Sequence[Order]) -> dict[str, list[Order]]:
    found: dict[str, list[Order]] = {}
    for order in orders:
        found.setdefault(order.actor, []).append(order)
    return found


def actor_refusals(war: War, ruleset: Ruleset, cid: str, own: list[Order], fighting: Fighting | None = None,
                   movement: MovementRules | None = None,
                   phases: tuple[Phase, ...] | None = None,
                   firsts: dict[str | None, int] | None = None) -> list[IllegalOrderError]:
    """The whole-turn checks of one character's orders ``own`` (combat rulesets): budget, actions, Full Turn.
    ``fighting``: each character's battle and foes (:class:`Fighting` of ``war``), ``movement``
    (``ruleset.movement_for(war)``), ``phases`` (``ruleset.phases_for(war)``) and ``firsts`` (their
    :func:`_first_phases`), when the caller has them already.

    One pass over ``own`` reads what every check below needs of each order (its skill and cost, whether it is
    conditional, moves or takes the Move Action): the war does not change while the orders are checked, so each
    is worked out once, and the simulation gets the paid orders as they were found."""
    refusals: list[IllegalOrderError] = []
    ch = war.characters[cid]
    if fighting is None:
        fighting = Fighting(war)
    battle, foes = fighting.of(ch)
    first = battle is not None and battle.turns == 0
    budget = ruleset.turn_budget(ch, war, foes, first)
    # kept for the turn's beginning (budgets.grant) as it is: the simulation below pays from copies (_simulated)
    fighting.budgets[cid] = (ch, first, budget)
    if movement is None:
        movement = ruleset.movement_for(war)
    move_orders = movement.move_action_orders
    conditional = False  # orders with conditions may never all happen; their costs are checked when they do
    needed: dict[str, float] = {}
    actions: list[str] = []
    full_turn = []
    move_user: Order | None = None  # the first order that is a move of the Move Action (a move, a flight…)
    uses_move: Order | None = None  # the first order whose cost takes the Move Action
    costs: list[tuple[str, str, Skill | None, float]] = []  # each order's share of a resource (key, action, skill)
    paid: list[tuple[Order, Cost | None, Skill | None]] = []  # the attack and skill orders (the simulation's)
    attacks = False  # one of them is an attack (it may start a battle)
    for order in own:
        if "if" in order.raw:
            conditional = True
        kind = order.action
        if move_user is None and kind in move_orders:
            move_user = order
        cost: Cost | None = None
        skill: Skill | None = None
        if kind == "attack" or kind == "skill":
            checked = order.checked  # (the action the order's own check built, most often)
            built = checked["action"] if "action" in checked else _built_action(war, ruleset, ch, order)
            skill = None if built is None else built.skill
            if skill is not None:
                if skill.attack:
                    attacks = True
                try:  # (reads the war, not the budget)
                    cost = ruleset.action_cost(ch, skill, war)
                except IllegalOrderError:
                    cost = None
            paid.append((order, cost, skill))
        elif kind != "command-spell":
            cost = _special_cost(war, ruleset, ch, order)
        if cost is None:
            continue
        for key, amount in cost.resources.items():
            needed[key] = needed.get(key, 0.0) + (amount or 0.0)
            if amount:
                costs.append((key, kind, skill, amount))
        if cost.actions:
            actions += cost.actions
            if "full-turn" in cost.actions:
                full_turn.append(order)
            if uses_move is None and "move" in cost.actions:
                uses_move = order
    for key, amount in needed.items():
        have = getattr(ch, key) if key in ("mana", "health") else budget.resources.get(key, 0.0)
        have = have or 0.0
        if amount > have and not conditional:
            refusals.append(_refusal(own[-1], _short(cid, key, amount, have, costs, budget), ruleset.combat_rule))
    for action in set(actions) if actions else ():  # (most characters' costs take no action)
        if action == "full-turn":
            continue
        count = actions.count(action)
        if action not in budget.actions and action != "move":
            refusals.append(_refusal(own[-1], Message(
                '{cid} has no {action} action this turn',
                cid=cid, action=ACTION_WORDS.get(action, action)), ruleset.combat_rule))
        elif count > 1 and not conditional:
            refusals.append(_refusal(own[-1], Message(
                "{cid}'s orders use the {action} action {count} times; there is one per turn",
                cid=cid, action=ACTION_WORDS.get(action, action), count=count), ruleset.combat_rule))
    for order in full_turn:
        others = [o for o in own if o is not order and o.action not in ("scout",)]
        if others:
            refusals.append(_refusal(order, Message(
                "a Full Turn action allows no other action that turn aside from scouting; {cid} also has {actions}",
                cid=cid, actions=Listing([o.action for o in others])), ruleset.combat_rule))
    if paid and not conditional:  # (with no attack or skill order, the simulation pays nothing and refuses nothing)
        refusals += _simulated(war, ruleset, ch, paid, attacks, budget, battle, move_user is not None, phases, firsts)
    if move_user is not None and uses_move is not None:
        refusals.append(_refusal(uses_move, Message(
            '{action} uses the Move Action, and {cid} also has a {action2} order',
            action=uses_move.action, cid=cid, action2=move_user.action), movement.rule))
    return refusals


def _simulated(war: War, ruleset: Ruleset, ch: Character, paid: list[tuple[Order, Cost | None, Skill | None]],
               attacks: bool, budget: Budget, battle: Battle | None, moves: bool,
               phases: tuple[Phase, ...] | None = None,
               firsts: dict[str | None, int] | None = None) -> list[IllegalOrderError]:
    """The ruleset's own cost rules, order by order as they would be paid (first turn of battle: one AP
    or one SP, a Master's Turn Action after moving…). Conditional orders are left to resolution (the caller
    does not simulate them). ``paid``: the attack and skill orders with their cost and skill (None: it cannot be
    worked out), as the caller found them (the war does not change while orders are checked, so ``action_cost``
    gives the same again); ``attacks``: one of these skills is an attack; ``moves``: an order of the actor uses
    the Move Action; ``phases``: ``ruleset.phases_for(war)``, and ``firsts``: their :func:`_first_phases`, when the
    caller has them."""
    limit = {**budget.limit, "checking": True}  # rulesets may tell checking from resolving
    if battle is None and attacks:
        limit["first_battle_turn"] = True
    given = budget  # (kept as the ruleset gave it: the turn's beginning takes it, budgets.grant)
    used = given.used_actions
    if moves and attacks:
        used = [*used, "move"]  # the move happens before the second round's attacks
    # The simulation reads the given budget's parts (cost_problem only reads a budget) and pays from copies of them,
    # made at the first payment a later order sees; the last order's payment is not made, as nothing reads it.
    # (Copying every budget beforehand cost ~6 k instructions a character, ~1 % of the ap-sp battle turn.)
    budget = Budget(given.resources, given.actions, given.explain, given.spent, used, limit)
    refusals = []
    if len(paid) > 1:  # (a stable sort: the paid orders keep their places among themselves)
        if phases is None or firsts is None:
            phases = ruleset.phases_for(war) if phases is None else phases
            firsts = _first_phases(phases)
        at = []
        for o, _, skill in paid:  # (an undelayed order of a slot already placed: no call)
            place = firsts.get(skill.slot) if skill is not None and "delay" not in o.raw else None
            at.append(_phase_index(o, skill, phases, firsts) if place is None else place)
        if at != sorted(at):  # (most often they are given in phase order already)
            paid = [found for _, _, found in sorted(zip(at, range(len(at)), paid))]
    last = paid[-1][0]
    for order, cost, found in paid:
        skill = found or build_action(ruleset, war, ch, order.raw).skill
        problem = ruleset.cost_problem(ch, skill, budget, war, cost)
        if problem:
            refusals.append(_refusal(order, problem, skill.rule or ruleset.combat_rule))
            continue
        if cost is None:  # it was found illegal: working it out again raises as it did
            cost = ruleset.action_cost(ch, skill, war)
        if order is last:
            break
        if budget.resources is given.resources:  # (the first payment: on copies)
            budget.resources, budget.actions, budget.spent = dict(given.resources), set(given.actions), dict(given.spent)
            if used is given.used_actions:
                budget.used_actions = list(used)
        for key, amount in cost.resources.items():
            if key not in ("mana", "health") and amount:
                budget.resources[key] = budget.resources.get(key, 0.0) - amount
                budget.spent[key] = budget.spent.get(key, 0.0) + amount
        for action in cost.actions:
            budget.actions.discard(action)
            budget.used_actions.append(action)
    return refusals


def _built_action(war: War, ruleset: Ruleset, ch: Character, order: Order) -> Action | None:
    """The action of an attack or skill order, None when it cannot be read: built once per order while
    checking (the checks ask several times and the war does not change meanwhile). Not to be changed."""
    if "action" not in order.checked:
        order.checked["skills"] = ch.skills  # the sheet it was read from (phase_orders.slot_of)
        try:
            order.checked["action"] = build_action(ruleset, war, ch, order.raw)
        except IllegalOrderError:
            order.checked["action"] = None
    action: Action | None = order.checked["action"]
    return action


def _phase_index(order: Order, skill: Skill | None, phases: tuple[Phase, ...], firsts: dict[str | None, int]) -> int:
    """Where an attack or skill order using ``skill`` (None: it cannot be read) resolves in the turn (``phases``:
    the turn's; ``firsts``: their :func:`_first_phases`), to simulate payments in the order they happen."""
    if skill is None:
        return len(phases)
    delay = order.raw.get("delay")
    if delay and isinstance(delay, dict) and delay.get("phase"):
        return next((i for i, p in enumerate(phases) if p.id == delay["phase"]), len(phases))
    slot = skill.slot
    place = firsts.get(slot)
    if place is None:
        place = firsts[slot] = next((i for i, p in enumerate(phases) if slot in p.slots), len(phases))
    return place


def _first_phases(phases: tuple[Phase, ...]) -> dict[str | None, int]:
    """The index of the first phase of each slot among ``phases``, filled in as slots are asked for; one per tuple
    of phases (kept with it, so its id is not reused; phases are frozen)."""
    known = _SLOT_PLACES.get(id(phases))
    if known is None or known[0] is not phases:
        if len(_SLOT_PLACES) > 64:
            _SLOT_PLACES.clear()
        known = _SLOT_PLACES[id(phases)] = (phases, {})
    return known[1]


_SLOT_PLACES: dict[int, tuple[tuple[Phase, ...], dict[str | None, int]]] = {}
"""The first phase of each slot, by tuple of phases (kept, so its id is not reused; phases are frozen)."""


def _special_cost(war: War, ruleset: Ruleset, ch: Character, order: Order) -> Cost | None:
    """What a special action order (``ruleset.special_action_slot``) costs, None for another order or when it
    cannot be worked out."""
    try:
        if ruleset.special_action_slot(order.raw) is not None:
            return ruleset.special_action_cost(ch, order.raw, war)
    except IllegalOrderError:
        return None
    return None


def _cost_name(kind: str, skill: Skill | None) -> str:
    """What an order's share of a cost is called: its skill (an attack's too), else the desk's action word."""
    if (kind == "attack" or kind == "skill") and skill is not None:
        return skill.name
    return ORDER_LABELS.get(kind) or special_label(kind)


def _short(cid: str, key: str, amount: float, have: float, costs: list[tuple[str, str, Skill | None, float]],
           budget: Budget) -> Message:
    """The refusal of orders that cost more of ``key`` than ``cid`` has, each number with its operands: what each
    order costs (``costs``: key, action, skill, amount), and what the turn's budget gives (its own explanation)
    or the pool holds now."""
    shares = [Message("{what} {amount}", what=_cost_name(kind, skill), amount=fmt(share))
              for cost_key, kind, skill, share in costs if cost_key == key]
    values = {"cid": cid, "amount": fmt(amount), "resource": resource_word(key), "have": fmt(have),
              "costs": Listing(shares, " + ")}
    if key in ("mana", "health"):  # a pool: what the character holds, not the turn's budget
        return Message("{cid} needs {amount} {resource} for its orders ({costs}), has {have}", **values)
    return Message("{cid} needs {amount} {resource} for its orders ({costs}), has {have} this turn ({why})",
                   why=Listing(budget.explain, "; ") if budget.explain else Message("budget"), **values)


def _refusal(order: Order, reason: str, rule: str) -> IllegalOrderError:
    exc = IllegalOrderError(order.raw, reason, rule=rule)
    exc.order = dict(exc.order, _index=order.index)
    return exc
