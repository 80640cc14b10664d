"""Orders: what players asked their characters to do this turn, checked before resolution.

An order is a plain dict (``{"actor": "saber", "action": "move", "to": "park"}``). :func:`check_orders`
refuses every order the rules do not allow, each with the reason and the rule, so the GM can fix
them before anything is resolved. Conditions are never code: only the closed vocabulary below.
"""

from __future__ import annotations

from gmdesk.engine.combat import order_checks
from gmdesk.engine.combat.actions import Sheets
from gmdesk.engine.order import Order, RawOrder
from gmdesk.errors import IllegalOrderError
from gmdesk.messages import Listing, Message
from gmdesk.model.character import hostile, out_of_war
from gmdesk.model.flags import FLAGS, Flag
from gmdesk.model.vocabulary import FleeDestination, MoveRange, Pursuit, ScoutInBattle, ScoutRange
from gmdesk.model.war import War
from gmdesk.rulesets.base import Ruleset
from gmdesk.rulesets.movement import FleeRules, MovementRules

MOVEMENT_ACTIONS = ("move", "scout", "flee", "pursue", "search", "attack", "stay")


class OrdersRefused(IllegalOrderError):
    """One or more orders are illegal; ``refusals`` lists every one."""

    def __init__(self, refusals: list[IllegalOrderError]):
        self.refusals = refusals
        first = refusals[0]
        super().__init__(first.order, first.reason, rule=first.rule)
        lines = "\n".join(f"- orders[{r.order.get('_index', '?')}]: {r}" for r in refusals)
        self.args = (f"{len(refusals)} order(s) refused:\n{lines}",)


def check_orders(war: War, ruleset: Ruleset, raw_orders: list[RawOrder]) -> list[Order]:
    """Check every order; return them as :class:`Order` or raise :class:`OrdersRefused`."""
    movement = ruleset.movement_for(war)
    refusals: list[IllegalOrderError] = []
    checked: list[Order] = []
    used_move_action: dict[str, str] = {}
    seen_actions: set[tuple[str, str]] = set()
    move_orders = movement.move_action_orders
    sheets: Sheets = {}  # (no order check changes a sheet: each actor's is read once, see actions.Sheets)
    for index, raw in enumerate(raw_orders):
        order = Order(index, dict(raw))
        try:
            repeatable = check_one(war, ruleset, movement, order, sheets)
            actor, action = order.actor, order.action
            if (actor, action) in seen_actions and not repeatable:
                raise IllegalOrderError(raw, Message(
                    '{actor} already has a {action} order this turn',
                    actor=actor, action=action))
            seen_actions.add((actor, action))
            if action in move_orders:
                if actor in used_move_action:
                    raise IllegalOrderError(
                        raw,
                        Message("{action} needs the Move Action, already used by {other}", action=action,
                                other=used_move_action[actor]),
                        rule=movement.rule,
                    )
                used_move_action[actor] = action
            checked.append(order)
        except IllegalOrderError as exc:
            exc.order = dict(exc.order, _index=index)
            refusals.append(exc)
    refusals.extend(spirit_form_refusals(war, movement, checked))
    if not refusals:
        refusals.extend(order_checks.check_turn(war, ruleset, checked, movement))
    if refusals:
        raise OrdersRefused(refusals)
    return checked


def _refuse(order: Order, reason: str, rule: str = "") -> IllegalOrderError:
    return IllegalOrderError(order.raw, reason, rule=rule)


def check_one(war: War, ruleset: Ruleset, movement: MovementRules, order: Order, sheets: Sheets | None = None) -> bool:
    """One order on its own (the turn's other orders only as ``war.orders``); raises IllegalOrderError.
    Returns whether it is an action order (``order_checks.is_action``), which a character may give several of.
    ``sheets``: the sheets the caller's pass over the orders has read (``actions.Sheets``), when it keeps them."""
    raw = order.raw
    actor_id = raw.get("actor")
    if not isinstance(actor_id, str) or actor_id not in war.characters:
        raise _refuse(order, Message('unknown actor {actor_id!r}', actor_id=actor_id))
    action = raw.get("action")
    # (order_checks.is_action, read inline: asked for every order of every turn)
    combat_action = action in order_checks.ACTIONS and ruleset.has_combat or ruleset.special_action_slot(raw) is not None
    if action not in MOVEMENT_ACTIONS and not combat_action:
        known = MOVEMENT_ACTIONS + (order_checks.ACTIONS if ruleset.has_combat else ())
        raise _refuse(order, Message("unknown action {action!r} (known: {known})", action=action,
                                     known=Listing(list(dict.fromkeys(known)))))
    actor = war.characters[actor_id]
    if not actor.alive:
        raise _refuse(order, Message('{actor_id} is dead', actor_id=actor_id))
    if combat_action:
        if action == "attack":
            _check_attack(war, ruleset, movement, order)
        order_checks.check(war, ruleset, order, actor, sheets)
        return True
    check = _CHECKS.get(order.action)
    if check:
        check(war, ruleset, movement, order)
    return False


def _location(war: War, order: Order, key: str) -> str:
    value = order.get(key)
    if not isinstance(value, str) or not war.map.has(value):
        raise _refuse(order, Message('{key}: unknown location {value!r}', key=key, value=value))
    return value


def _check_move(war: War, ruleset: Ruleset, movement: MovementRules, order: Order) -> None:
    actor = war.characters[order.actor]
    assert actor.location is not None  # alive, so it stands somewhere (War.problems)
    dest = _location(war, order, "to")
    start = actor.location
    if movement.battle_blocks_move and war.battle_of(actor.id) is not None and not _freed_by_spell(war, ruleset, actor.id) \
            and not ruleset.frees_from_battle(war, actor.id):
        raise _refuse(order, Message(
            '{actor} is in a battle: the only way out is to flee',
            actor=actor.id), movement.rule)
    if dest == start:
        raise _refuse(order, Message('{actor} is already at {dest}', actor=actor.id, dest=dest))
    bound = actor.flags.get(Flag.FLEES_TO) or (actor.flags.get(Flag.PURSUES) or {}).get("to")
    if bound is not None:
        raise _refuse(order, Message(
            '{actor} fled or gave chase last turn and goes to {bound} this movement; no other move',
            actor=actor.id, bound=bound), movement.flee.rule if movement.flee else movement.rule)
    route = order.get("route")
    if route is not None:
        if not (isinstance(route, list) and all(isinstance(x, str) for x in route)):
            raise _refuse(order, Message('route must be a list of location ids, got {route!r}', route=route))
        if not route or route[0] != start:
            route = [start] + list(route)
        if route[-1] != dest:
            raise _refuse(order, Message('route {route} does not end at {dest}', route=route, dest=dest))
    if movement.range == MoveRange.ANYWHERE:
        order.route = list(route) if route else [start, dest]
        return
    if route is None:
        route = war.map.shortest_route(start, dest, movement.max_steps)
        if route is None:
            distance = war.map.distance(start, dest)
            if distance is None:
                raise _refuse(order, Message('no route from {start} to {dest}', start=start, dest=dest), movement.rule)
            limit = movement.max_steps
            what = Message("an adjacent location" if limit == 1 else "at most {limit} locations", limit=limit)
            raise _refuse(order, Message(
                '{start} → {dest} is {distance} locations; a move goes to {what}',
                start=start, dest=dest, distance=distance, what=what), movement.rule)
    elif not war.map.is_route(route):
        raise _refuse(order, Message(
            'route {route} uses a location pair that is not linked',
            route=route), movement.rule)
    steps = len(route) - 1
    limit = movement.max_steps if movement.max_steps is not None else steps
    if steps > limit:
        what = Message("an adjacent location" if limit == 1 else "at most {limit} locations", limit=limit)
        raise _refuse(order, Message(
            '{start} → {dest} is {steps} locations; a move goes to {what}',
            start=start, dest=dest, steps=steps, what=what), movement.rule)
    if movement.no_return and len(set(route)) != len(route):
        raise _refuse(order, Message('route {route} returns to a location it left', route=route), movement.rule)
    if order.get("delay"):
        if not movement.half_steps:
            raise _refuse(order, Message('this ruleset has no half-turn delay for moves'), movement.rule)
        if steps != 1:
            raise _refuse(order, Message('only a move of one location can wait for the second half'), movement.rule)
    order.route = list(route)


def _freed_by_spell(war: War, ruleset: Ruleset, cid: str) -> bool:
    """A flight Command Spell this turn takes ``cid`` out of its battle before the Movement Phase."""
    for raw in war.orders:
        if raw.get("action") != "command-spell" or cid not in (raw.get("actor"), raw.get("servant")):
            continue
        spell = ruleset.command_spells.get(raw.get("spell", "")) if ruleset.has_combat else None
        if spell is not None and spell.effect == "flee" and "move" not in ruleset.command_spell_actions(spell, war):
            return True
    return False


def _check_scout(war: War, ruleset: Ruleset, movement: MovementRules, order: Order) -> None:
    rules = movement.scout
    if rules is None:
        raise _refuse(order, Message('{ruleset} has no scouting', ruleset=ruleset.id))
    actor = war.characters[order.actor]
    assert actor.location is not None  # alive, so it stands somewhere (War.problems)
    if actor.kind not in rules.kinds:
        raise _refuse(order, f"a {actor.kind} cannot scout here (who may: {', '.join(rules.kinds)})", rules.rule)
    target = _location(war, order, "target")
    if target == actor.location:
        raise _refuse(order, Message('a scout looks at another location than its own'), rules.rule)
    scout_range = ruleset.choice(war, rules.range_interpretation) if rules.range_interpretation else rules.range
    if scout_range == ScoutRange.ADJACENT and not war.map.adjacent(actor.location, target):
        raise _refuse(order, Message(
            '{target} is not adjacent to {location}',
            target=target, location=actor.location), rules.rule)
    if movement.spirit_form_follows_master and actor.spirit_form:
        raise _refuse(order, Message(
            '{actor} is in spirit form and cannot leave its Master',
            actor=actor.id), movement.rule)
    if rules.in_battle_interpretation and war.battle_of(actor.id) is not None \
            and ruleset.choice(war, rules.in_battle_interpretation) == ScoutInBattle.REFUSED:
        raise _refuse(order, Message(
            "{actor} is in a battle and cannot scout from it (interpretation {key}={choice})", actor=actor.name,
            key=rules.in_battle_interpretation, choice=ScoutInBattle.REFUSED.value), rules.in_battle_rule or rules.rule)
    if rules.not_after_battle and was_in_battle_last_turn(war, actor.id):
        raise _refuse(order, Message('{actor} was in battle during the previous turn', actor=actor.id), rules.rule)
    order.route = [actor.location, target]


def _check_flee(war: War, ruleset: Ruleset, movement: MovementRules, order: Order) -> None:
    rules = movement.flee
    if rules is None:
        raise _refuse(order, Message('{ruleset} has no flee rule', ruleset=ruleset.id))
    actor = war.characters[order.actor]
    assert actor.location is not None  # alive, so it stands somewhere (War.problems)
    dest = _location(war, order, "to")
    battle = war.battle_of(actor.id)
    if battle is None and rules.min_battle_turn > 1:
        raise _refuse(order, Message('{actor} is not in a battle', actor=actor.id), rules.rule)
    order.route = [actor.location, dest]
    if battle is None:
        # Fleeing is allowed in a battle's first turn: the order stands in case a battle starts
        # this turn; where it leads is checked when the flight happens (the character may move first).
        return
    problem = flee_destination_problem(war, rules, actor.location, dest)
    if problem:
        raise _refuse(order, problem, rules.rule)
    battle_turn = battle.turns + 1
    exact = rules.exact_turn_interpretation and ruleset.choice(war, rules.exact_turn_interpretation) == "exact"
    if battle_turn < rules.min_battle_turn or (exact and battle_turn != rules.min_battle_turn):
        when = Message("only in battle turn {turn}" if exact else "from battle turn {turn} on", turn=rules.min_battle_turn)
        raise _refuse(order, Message(
            'this is battle turn {battle_turn}; fleeing is allowed {when}',
            battle_turn=battle_turn, when=when), rules.rule)


def _check_pursue(war: War, ruleset: Ruleset, movement: MovementRules, order: Order) -> None:
    rules = movement.flee
    if rules is None or rules.pursuit != Pursuit.GUESS:
        raise _refuse(order, Message('{ruleset} has no pursuit by guessing the destination', ruleset=ruleset.id))
    actor = war.characters[order.actor]
    assert actor.location is not None  # alive, so it stands somewhere (War.problems)
    target = order.get("target")
    battle = war.battle_of(actor.id)
    if target not in war.characters or battle is None or target not in battle.participants:
        raise _refuse(order, Message(
            '{target!r} is not in a battle with {actor}',
            target=target, actor=actor.id), rules.pursuit_rule)
    dest = _location(war, order, "to")
    if not war.map.adjacent(actor.location, dest):
        raise _refuse(order, Message(
            '{dest} is not adjacent to {location}',
            dest=dest, location=actor.location), rules.pursuit_rule)
    order.route = [actor.location, dest]


def _check_search(war: War, ruleset: Ruleset, movement: MovementRules, order: Order) -> None:
    if movement.search is None:
        raise _refuse(order, Message('{ruleset} has no home-base search', ruleset=ruleset.id))
    if war.battle_of(order.actor) is not None and movement.battle_blocks_move:
        raise _refuse(order, Message('{actor} is in a battle', actor=order.actor), movement.search.rule)


def _check_attack(war: War, ruleset: Ruleset, movement: MovementRules, order: Order) -> None:
    actor = war.characters[order.actor]
    target_id = order.raw.get("target")
    target = war.characters.get(target_id) if isinstance(target_id, str) else None
    if target is None or not target.alive:
        raise _refuse(order, Message('no living target {target_id!r}', target_id=target_id))
    if out_of_war(target) or out_of_war(actor):
        left = target if out_of_war(target) else actor
        raise _refuse(order, Message("{name} has left the war peacefully: no one's foe", name=left.name),
                      FLAGS[Flag.OUT_OF_WAR].rule)
    if not hostile(actor, target):
        raise _refuse(order, Message("{target_id} is on {actor}'s own team", target_id=target_id, actor=actor.id))


_CHECKS = {
    "move": _check_move,
    "scout": _check_scout,
    "flee": _check_flee,
    "pursue": _check_pursue,
    "search": _check_search,
    "attack": _check_attack,
}


def spirit_form_refusals(war: War, movement: MovementRules, orders: list[Order]) -> list[IllegalOrderError]:
    """A Servant in spirit form moves only together with its Master (valor 001:L25)."""
    if not movement.spirit_form_follows_master:
        return []
    moves = {o.actor: o for o in orders if o.action == "move"}
    refusals = []
    for order in moves.values():
        actor = war.characters[order.actor]
        if not (actor.spirit_form and actor.master):
            continue
        master_move = moves.get(actor.master)
        if master_move is None or master_move.get("to") != order.get("to"):
            exc = IllegalOrderError(order.raw, Message(
                '{actor} is in spirit form and can only move with its Master {master}',
                actor=actor.id, master=actor.master), rule=movement.rule)
            exc.order = dict(exc.order, _index=order.index)
            refusals.append(exc)
    return refusals


def was_in_battle_last_turn(war: War, cid: str) -> bool:
    """In battle during the previous turn: in a battle now, or marked so when last turn ended."""
    ch = war.characters[cid]
    return war.battle_of(cid) is not None or ch.flags.get(Flag.LAST_BATTLE_TURN) == war.turn - 1


def flee_destination_problem(war: War, rules: FleeRules, here: str, dest: str) -> str:
    """Why ``dest`` is not a place to flee to from ``here`` (empty when it is)."""
    if rules.destination == FleeDestination.ADJACENT and not war.map.adjacent(here, dest):
        return f"{dest} is not adjacent to {here}"
    if rules.destination == FleeDestination.STAY and dest != here:
        return f"an escape leaves the battle but not the location: the destination must be {here}"
    return ""
