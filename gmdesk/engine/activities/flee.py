"""Fleeing a battle, and pursuit by guessing where the fugitives went."""

from __future__ import annotations

from typing import Any

from gmdesk.engine import decision_words
from gmdesk.engine.activities import encounters
from gmdesk.engine.checks import settle
from gmdesk.engine.combat import budgets, changes, spells, told
from gmdesk.engine.context import TurnContext
from gmdesk.engine.order import Order
from gmdesk.engine.orders import flee_destination_problem
from gmdesk.messages import Listing, Message
from gmdesk.model.character import Character, any_hostile, hostile
from gmdesk.model.flags import Flag
from gmdesk.model.vocabulary import EventKind, Pursuit
from gmdesk.model.war import Battle
from gmdesk.rulesets.descriptions import Phase

# Members read for every living character in every movement (land_deferred), as module aliases of the same
# members: a module global read costs ~15 ns, an enum class attribute read ~70 ns (EnumType's lookup, Python 3.11).
_FLEES_TO = Flag.FLEES_TO
_PURSUES = Flag.PURSUES


def run(ctx: TurnContext, phase: Phase) -> None:
    rules = ctx.movement.flee
    flees = ctx.orders_for("flee")
    pursues = ctx.orders_for("pursue")
    if rules is None or not (flees or pursues):
        return
    deferred = bool(rules.timing_interpretation and ctx.interpretation(rules.timing_interpretation) == "next-movement")
    origins: dict[str, str | None] = {}
    fled_to: dict[str, str] = {}
    groups: dict[tuple[str, str, str], list[str]] = {}
    for group in ctx.ordered_groups([ctx.char(o.actor) for o in flees]):
        for ch in group:
            order = ctx.order_of(ch.id, "flee")
            assert order is not None and ch.location is not None  # a living one's flee order
            dest = order.get("to")
            if ctx.war.battle_of(ch.id) is None and ctx.combat is not None and ctx.combat.combat_turn > 1:
                continue  # it escaped in an earlier combat turn of this turn (or was never in a battle: said then)
            if ctx.war.battle_of(ch.id) is None:
                ctx.emit(EventKind.FLEE, [ch.id],
                         Message("{name} ordered to flee to {place}, but is in no battle now: stays at {here}",
                                 name=ch.name, place=ctx.place(dest), here=ctx.place(ch.location)), rules.rule,
                         fled=False, to=dest,
                         order=order.index)
                continue
            problem = flee_destination_problem(ctx.war, rules, ch.location, dest)
            if problem:
                ctx.emit(EventKind.FLEE, [ch.id], Message("{name} cannot flee: {problem}; stays in the battle", name=ch.name,
                                                           problem=problem), rules.rule,
                         fled=False, to=dest, order=order.index)
                continue
            groups.setdefault((ch.team or ch.id, ch.location, dest), []).append(ch.id)
    for (team, origin, dest), members in groups.items():
        battle = ctx.war.battle_of(members[0])
        turn_no = battle.turns + 1 if battle else None
        if rules.blockable and not _gets_away(ctx, members, battle):
            continue
        for cid in members:
            ch = ctx.char(cid)
            origins[cid] = ch.location
            fled_to[cid] = dest
            if rules.consumes_move_action:
                budgets.spend(ctx, cid, "move")
            _leave_battle(ctx, cid)
            if deferred:
                changes.set_flag(ctx, cid, Flag.FLEES_TO, dest, "flees, landing next turn")
                continue
            changes.put(ctx, cid, dest, "flees")
            if rules.pursuit == Pursuit.MOVES_LAST:
                changes.set_flag(ctx, cid, Flag.MOVES_LAST_TURN, ctx.turn + 1, "fled: moves last next turn")
        parts: list[str] = [Message("{names} ({team}) flees {origin} → {dest}" if len(members) == 1 else
                                    "{names} ({team}) flee {origin} → {dest}",
                                    names=Listing([ctx.name(c) for c in members], " and "),
                                    team=ctx.team_label(ctx.char(members[0]).team), origin=ctx.place(origin),
                                    dest=ctx.place(dest))]
        if turn_no:
            parts.append(Message(" in battle turn {number}", number=turn_no))
        if rules.consumes_move_action:
            parts.append(Message(" (uses the Move Action)"))
        if rules.pursuit == Pursuit.MOVES_LAST:
            parts.append(Message("; they must move last in the next Movement Phase"))
        if deferred:
            assert rules.timing_interpretation  # deferred only under it
            parts.append(Message("; until next turn they are still regarded to be at {place} and arrive at the start "
                                 "of the next movement ({note})", place=ctx.place(origin),
                                 note=ctx.interpretation_note(rules.timing_interpretation)))
        ctx.emit(EventKind.FLEE, members, told.joined(parts, ""), rules.rule, fled=True, **{"from": origin, "to": dest,
                                                                             "battle_turn": turn_no})
        if not deferred:
            changes.apply_all(ctx, ctx.ruleset.arrival_changes([ctx.char(c) for c in members], dest, ctx.war))
            spells.chase(ctx, members, dest)
    if deferred:
        for order in pursues:
            pursuer = ctx.char(order.actor)
            _leave_battle(ctx, pursuer.id)
            changes.set_flag(ctx, pursuer.id, Flag.PURSUES, {"target": order.get("target"), "to": order.get("to")},
                             "sets off after a fugitive")
            ctx.emit(EventKind.PURSUIT, [pursuer.id, order.get("target")],
                     Message("{name} sets off after {target} towards {place}: pursuers and fugitives arrive "
                             "together at the start of the next movement", name=pursuer.name,
                             target=ctx.name(order.get("target")), place=ctx.place(order.get("to"))),
                     rules.pursuit_rule, guess=order.get("to"), deferred=True)
        _prune_battles(ctx)
        return
    moved = [c for c in fled_to if fled_to[c] != origins[c]]
    for order in pursues:
        moved.append(order.actor)
        _pursue(ctx, order, origins, fled_to)
    _prune_battles(ctx)
    encounters.report(ctx, moved)


def _gets_away(ctx: TurnContext, members: list[str], battle: Battle | None) -> bool:
    """The other side may try to stop the escape (a decision); then the ruleset's contest is
    rolled (roll-dice 004:L520-L523)."""
    rules = ctx.movement.flee
    assert rules is not None and battle is not None  # fugitives of a battle, under flee rules
    fugitives = [ctx.char(c) for c in members]
    blockers = [ctx.char(c) for c in battle.participants
                if c not in members and ctx.char(c).alive and any(hostile(ctx.char(c), f) for f in fugitives)]
    if not blockers:
        return True
    names = Listing([f.name for f in fugitives])  # 「、」 in a Japanese question (the same text in English)
    fleeing = {o.actor for o in ctx.orders_for("flee")}
    staying = [ctx.char(c) for c in battle.participants
               if c not in members and c not in fleeing and ctx.char(c).alive and ctx.char(c).location == battle.location
               and not any(hostile(ctx.char(c), f) for f in fugitives)]
    faction = ctx.ruleset.faction_escape_check(fugitives, staying, blockers, ctx.war)
    if faction is not None and faction.certain:
        ctx.emit(EventKind.FLEE, members, Message("{names} escapes: {how}" if len(members) == 1 else "{names} escape: {how}",
                                                   names=names, how=faction.explain),
                 faction.rule or rules.rule, fled=True, contest=False)
        return True
    choice = ctx.decide(
        f"t{ctx.turn}.escape-block.{'-'.join(members)}",
        Message(decision_words.escape_question(len(fugitives), len(blockers)), names=names,
                blockers=Listing([b.name for b in blockers])),
        ["block", "let-go"], asks=blockers[0].team or "gm", rule=rules.rule,
        labels=decision_words.escape_block(Listing([b.name for b in blockers]), names, len(blockers), len(fugitives)))
    if choice == "let-go":
        return True
    check = faction if faction is not None else ctx.ruleset.escape_check(fugitives, blockers)
    away, roll_text = settle(ctx, check, f"t{ctx.turn}.escape-contest.{'-'.join(members)}",
                             Message("Does the escape of {names} succeed?", names=names))
    one = len(members) == 1
    ctx.emit(EventKind.FLEE, members,
             Message(("{names} tries to escape and is blocked: " if one else "{names} try to escape and are blocked: ")
                     + ("{how}{roll} → gets away" if away else "{how}{roll} → held in the battle"), names=names,
                     how=check.explain, roll=roll_text), check.rule or rules.rule,
             fled=away, contest=True)
    return away


def land_deferred(ctx: TurnContext) -> dict[str, str]:
    """Fugitives and pursuers of last turn reach their destinations now, in the first half of the
    movement (valor 001:L107 under pursuit-timing=next-movement). Returns who goes where."""
    landing: dict[str, str] = {}
    for ch in ctx.war.alive():
        flags = ch.flags
        if _FLEES_TO in flags:
            landing[ch.id] = flags[_FLEES_TO]
        elif _PURSUES in flags:
            landing[ch.id] = flags[_PURSUES]["to"]
    return landing


def settle_deferred(ctx: TurnContext, landed: dict[str, str] | None = None) -> None:
    """After the deferred flights landed: pursuers who guessed right intercept their fugitives.

    ``landed``: what :func:`land_deferred` returned at the start of this movement. Empty, no living character
    flew or pursued last turn (only the flight activity sets those flags, and no one comes back to life in a
    move), so there is nothing to settle but the battles, and the living are not read again."""
    if landed is not None and not landed:
        _prune_battles(ctx)
        return
    alive = ctx.war.alive()  # (once: clearing a flag below changes no one's life)
    fled_to = {c.id: c.flags[_FLEES_TO] for c in alive if _FLEES_TO in c.flags}
    for cid in fled_to:
        changes.set_flag(ctx, cid, _FLEES_TO, None, "has landed")
    for ch in alive:
        chase = ch.flags.get(_PURSUES)
        if _PURSUES in ch.flags:
            changes.set_flag(ctx, ch.id, _PURSUES, None, "has arrived")
        if chase:
            _pursue(ctx, _Chase(ch.id, chase["target"], chase["to"]), {}, fled_to, moved_already=True)
    _prune_battles(ctx)


class _Chase:
    """A pursuit carried over from last turn, shaped like an order."""

    def __init__(self, actor: str, target: str, to: str) -> None:
        self.actor = actor
        self._fields = {"target": target, "to": to}

    def get(self, key: str, default: Any = None) -> Any:
        return self._fields.get(key, default)


def _pursue(ctx: TurnContext, order: Order | _Chase, origins: dict[str, str | None], fled_to: dict[str, str],
            moved_already: bool = False) -> None:
    rules = ctx.movement.flee
    assert rules is not None  # pursuit orders exist only under flee rules
    pursuer = ctx.char(order.actor)
    target = order.get("target")
    guess = order.get("to")
    start = origins.get(pursuer.id, pursuer.location)
    old_battle = ctx.war.battle_of(pursuer.id)
    if not moved_already:
        _leave_battle(ctx, pursuer.id)
        changes.put(ctx, pursuer.id, guess, "pursues")
    if target not in fled_to:
        ctx.emit(EventKind.PURSUIT, [pursuer.id, target],
                 Message("{name} goes to {place} to cut off {target}, who did not flee", name=pursuer.name,
                         place=ctx.place(guess), target=ctx.name(target)), rules.pursuit_rule, intercepted=False, guess=guess)
        return
    if fled_to[target] != guess:
        ctx.emit(EventKind.PURSUIT, [pursuer.id, target],
                 Message("{name} guesses {place}, but {target} fled to {there}: no interception", name=pursuer.name,
                         place=ctx.place(guess), target=ctx.name(target), there=ctx.place(fled_to[target])),
                 rules.pursuit_rule,
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
    ctx.emit(EventKind.PURSUIT, [pursuer.id, target],
             Message("{name} guesses right: {target} is intercepted at {place} (from {start}); the battle resumes "
                     "there as if never interrupted, no skirmish", name=pursuer.name, target=ctx.name(target),
                     place=ctx.place(guess), start=ctx.place(start)),
             rules.pursuit_rule, intercepted=True, guess=guess, battle=battle.id)


def _leave_battle(ctx: TurnContext, cid: str) -> None:
    battle = ctx.war.battle_of(cid)
    if battle is not None:
        battle.participants.remove(cid)


def _prune_battles(ctx: TurnContext) -> None:
    """A battle ends when no two hostile participants are left in its location."""
    kept = []
    characters = ctx.war.characters
    for battle in ctx.war.battles:
        ids: list[str] = []
        people: list[Character] = []  # (the ones kept, read once for the ids and the teams: every movement asks)
        location = battle.location
        for cid in battle.participants:
            if (ch := characters[cid]).alive and ch.location == location:
                ids.append(cid)
                people.append(ch)
        battle.participants = ids
        if any_hostile(people, itself=False):
            kept.append(battle)
        else:
            ctx.emit(EventKind.BATTLE_END, list(battle.participants),
                     Message("the battle at {place} is over: no hostile fighters are left there",
                             place=ctx.place(battle.location)),
                     ctx.movement.flee.rule if ctx.movement.flee else "", battle=battle.id)
    ctx.war.battles = kept
