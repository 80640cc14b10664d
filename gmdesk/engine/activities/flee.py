"""Fleeing a battle, and pursuit by guessing where the fugitives went."""

from __future__ import annotations

from gmdesk.engine.activities import encounters
from gmdesk.engine.context import TurnContext
from gmdesk.model.war import Battle


def run(ctx: TurnContext, phase) -> None:
    rules = ctx.movement.flee
    flees = ctx.orders_for("flee")
    pursues = ctx.orders_for("pursue")
    if rules is None or not (flees or pursues):
        return
    origins: dict[str, str] = {}
    fled_to: dict[str, str] = {}
    groups: dict[tuple, list[str]] = {}
    for group in ctx.ordered_groups([ctx.char(o.actor) for o in flees]):
        for ch in group:
            dest = ctx.order_of(ch.id, "flee").get("to")
            if ctx.war.battle_of(ch.id) is None:
                ctx.emit("flee", [ch.id], f"{ch.name} ordered to flee to {_name(ctx, dest)}, but is in no battle "
                         f"now: stays at {_name(ctx, ch.location)}", rules.rule, fled=False, to=dest)
                continue
            groups.setdefault((ch.team or ch.id, ch.location, dest), []).append(ch.id)
    for (team, origin, dest), members in groups.items():
        battle = ctx.war.battle_of(members[0])
        turn_no = battle.turns + 1 if battle else None
        for cid in members:
            ch = ctx.char(cid)
            origins[cid] = ch.location
            fled_to[cid] = dest
            _leave_battle(ctx, cid)
            ch.location = dest
            ctx.arrivals[cid] = dest
            if rules.pursuit == "moves-last":
                ch.flags["moves_last_turn"] = ctx.turn + 1
        names = " and ".join(ctx.name(c) for c in members)
        explain = (f"{names} ({ctx.team_label(ctx.char(members[0]).team)}) flee "
                   f"{_name(ctx, origin)} → {_name(ctx, dest)}"
                   + (f" in battle turn {turn_no}" if turn_no else "")
                   + (" (uses the Move Action)" if rules.consumes_move_action else ""))
        if rules.pursuit == "moves-last":
            explain += "; they must move last in the next Movement Phase"
        ctx.emit("flee", members, explain, rules.rule, fled=True, **{"from": origin, "to": dest, "battle_turn": turn_no})
    moved = list(fled_to)
    for order in pursues:
        moved.append(order.actor)
        _pursue(ctx, order, origins, fled_to)
    _prune_battles(ctx)
    encounters.report(ctx, moved)


def _pursue(ctx: TurnContext, order, origins: dict[str, str], fled_to: dict[str, str]) -> None:
    rules = ctx.movement.flee
    pursuer = ctx.char(order.actor)
    target = order.get("target")
    guess = order.get("to")
    start = pursuer.location
    old_battle = ctx.war.battle_of(pursuer.id)
    _leave_battle(ctx, pursuer.id)
    pursuer.location = guess
    ctx.arrivals[pursuer.id] = guess
    if target not in fled_to:
        ctx.emit("pursuit", [pursuer.id, target],
                 f"{pursuer.name} goes to {_name(ctx, guess)} to cut off {ctx.name(target)}, "
                 f"who did not flee", rules.pursuit_rule, intercepted=False, guess=guess)
        return
    if fled_to[target] != guess:
        ctx.emit("pursuit", [pursuer.id, target],
                 f"{pursuer.name} guesses {_name(ctx, guess)}, but {ctx.name(target)} fled to "
                 f"{_name(ctx, fled_to[target])}: no interception", rules.pursuit_rule,
                 intercepted=False, guess=guess, fled_to=fled_to[target])
        return
    battle = ctx.battle_at(guess)
    if battle is None:
        turns = old_battle.turns if old_battle else 0
        battle = Battle(id=f"{old_battle.id if old_battle else 'b' + str(ctx.turn)}-{guess}", location=guess,
                        participants=[], turns=turns)
        ctx.war.battles.append(battle)
    for cid in [c for c, d in fled_to.items() if d == guess] + [pursuer.id]:
        if cid not in battle.participants:
            battle.participants.append(cid)
    ctx.emit("pursuit", [pursuer.id, target],
             f"{pursuer.name} guesses right: {ctx.name(target)} is intercepted at {_name(ctx, guess)} "
             f"(from {_name(ctx, start)}); the battle resumes there as if never interrupted, no skirmish",
             rules.pursuit_rule, intercepted=True, guess=guess, battle=battle.id)


def _leave_battle(ctx: TurnContext, cid: str) -> None:
    battle = ctx.war.battle_of(cid)
    if battle is not None:
        battle.participants.remove(cid)


def _prune_battles(ctx: TurnContext) -> None:
    """A battle ends when no two hostile participants are left in its location."""
    kept = []
    for battle in ctx.war.battles:
        battle.participants = [c for c in battle.participants
                               if ctx.char(c).alive and ctx.char(c).location == battle.location]
        people = [ctx.char(c) for c in battle.participants]
        if any(ctx.hostile(a, b) for a in people for b in people if a is not b):
            kept.append(battle)
    ctx.war.battles = kept


def _name(ctx: TurnContext, loc: str) -> str:
    return ctx.war.map.locations[loc].name if loc in ctx.war.map.locations else str(loc)
