"""Regular movement: adjacent steps, routes of several locations, or anywhere on the map.

The ruleset's :class:`~gmdesk.rulesets.movement.MovementRules` say which. Moves in a simultaneous
phase happen at once; in an initiative phase one by one. With two-half moves (``half_steps``)
the parties' paths are checked for crossings and sightings before anyone arrives.
"""

from __future__ import annotations

from gmdesk.engine.activities import encounters, flee, meetings, search
from gmdesk.engine.activities.scout import look
from gmdesk.engine.combat import budgets, changes, told
from gmdesk.engine.context import TurnContext, compress
from gmdesk.model.character import Character, hostile, out_of_war
from gmdesk.model.flags import Flag
from gmdesk.messages import Listing, Message
from gmdesk.model.vocabulary import EventKind, MoveRange, PhaseOrder
from gmdesk.rulesets.descriptions import Phase

_INITIATIVE = PhaseOrder.INITIATIVE  # (a module alias of the member: not EnumType's ~70 ns lookup every movement)


def run(ctx: TurnContext, phase: Phase) -> None:
    movement = ctx.movement
    plans: dict[str, list[str]] = {}
    routes: dict[str, list[str]] = {}
    for order in ctx.orders_for("move"):
        ch = ctx.char(order.actor)
        if movement.cancel_if_engaged and ch.id in ctx.engaged:
            ctx.emit(EventKind.CANCEL, [ch.id],
                     Message("{name}'s move to {place} is cancelled: pulled into a battle before they could move",
                             name=ch.name, place=ctx.place(order.get("to"))), movement.cancel_rule,
                     action="move", to=order.get("to"))
            continue
        route = list(order.route)
        if route and route[0] != ch.location:  # moved earlier this turn (a Command Spell): start from here
            found = _route_from(ctx, ch, order.get("to"))
            if found is None:
                ctx.emit(EventKind.CANCEL, [ch.id],
                         Message("{name}'s move to {place} is cancelled: from {here}, where {name} now stands, it is "
                                 "out of reach", name=ch.name, place=ctx.place(order.get("to")),
                                 here=ctx.place(ch.location)), movement.rule,
                         action="move", to=order.get("to"))
                continue
            route = found
        plans[ch.id] = _path(route, bool(order.get("delay")), movement.half_steps)
        routes[ch.id] = route
    landed = flee.land_deferred(ctx)
    for cid, dest in landed.items():
        start = ctx.char(cid).location
        assert start is not None  # alive, so it stands somewhere (War.problems)
        plans[cid] = _path([start, dest], False, movement.half_steps)
        routes[cid] = [start, dest]
    if movement.half_steps:
        moved = _two_halves(ctx, plans, routes)
    elif phase.order == _INITIATIVE:
        moved = _one_by_one(ctx, plans, phase)
    else:
        moved = _all_at_once(ctx, plans)
    flee.settle_deferred(ctx, landed)
    encounters.report(ctx, moved)


def _route_from(ctx: TurnContext, ch: Character, dest: str) -> list[str] | None:
    """A new route to ``dest`` from where ``ch`` stands now, within the ruleset's reach (None: out of reach)."""
    movement = ctx.movement
    assert ch.location is not None  # alive, so it stands somewhere (War.problems)
    if dest == ch.location:
        return None
    if movement.range == MoveRange.ANYWHERE:
        return [ch.location, dest]
    return ctx.war.map.shortest_route(ch.location, dest, movement.max_steps)


def _path(route: list[str], delay: bool, half_steps: bool) -> list[str]:
    """Positions at the start, after the first half and at the end of the phase.

    A route of more steps than two (a house rule) is split at its middle location."""
    if not half_steps:
        return list(route)
    if len(route) == 2:
        return [route[0], route[0], route[1]] if delay else [route[0], route[1], route[1]]
    return [route[0], route[(len(route) - 1 + 1) // 2], route[-1]]


def _all_at_once(ctx: TurnContext, plans: dict[str, list[str]]) -> list[str]:
    for party, path in _parties(ctx, plans):
        _arrive(ctx, party, path)
    return list(plans)


def _one_by_one(ctx: TurnContext, plans: dict[str, list[str]], phase: Phase) -> list[str]:
    """Initiative order; fugitives who fled last turn move after everyone else (true-hgw §VIII).

    Searches in the same phase take their place in the same order (they use the Move Action)."""
    searchers: list[str] = []
    if "search" in phase.activities and ctx.movement.search is not None:
        searchers = [o.actor for o in ctx.orders_for("search")]
    actors = [ctx.char(cid) for cid in list(plans) + searchers]
    late = [c for c in actors if c.id in plans and c.flags.get(Flag.MOVES_LAST_TURN) == ctx.turn]
    early = [c for c in actors if c not in late]
    moved: list[str] = []
    arrived_at: dict[str, list[str]] = {}
    for group in ctx.ordered_groups(early):
        for ch in group:
            if ch.id in plans:
                _arrive(ctx, [ch.id], plans[ch.id])
            else:
                start = ch.location
                search.search_one(ctx, ch, ctx.order_of(ch.id, "search"))
                if ch.location == start:
                    continue
            moved.append(ch.id)
            assert ch.location is not None  # it has just arrived somewhere
            arrived_at.setdefault(ch.location, []).append(ch.id)
    for group in ctx.ordered_groups(late):
        for ch in group:
            if _caught(ctx, ch, arrived_at):
                continue
            _arrive(ctx, [ch.id], plans[ch.id], note="moving last after fleeing last turn")
            moved.append(ch.id)
    return moved


def _caught(ctx: TurnContext, fugitive: Character, arrived_at: dict[str, list[str]]) -> bool:
    flee = ctx.movement.flee
    assert fugitive.location is not None  # alive, so it stands somewhere (War.problems)
    pursuers = [c for c in arrived_at.get(fugitive.location, []) if hostile(ctx.char(c), fugitive)]
    if not pursuers:
        return False
    key = flee.pursuit_interpretation if flee else None
    held = key is not None and ctx.interpretation(key) == "held"
    note = ctx.interpretation_note(key) if key else ""
    ctx.emit(EventKind.PURSUIT, pursuers + [fugitive.id],
             Message(("{pursuers} reaches" if len(pursuers) == 1 else "{pursuers} reach") + " {place} before "
                     "{name}, who fled last turn and must move last: " + ("{name} is held there and does not move ({note})"
                                                                          if held else "{name} still moves last ({note})"),
                     pursuers=Listing([ctx.name(p) for p in pursuers]), place=ctx.place(fugitive.location),
                     name=fugitive.name, note=note),
             flee.pursuit_rule if flee else "", caught=held, location=fugitive.location)
    return held


def _two_halves(ctx: TurnContext, plans: dict[str, list[str]], routes: dict[str, list[str]]) -> list[str]:
    parties = _meeting_parties(ctx, plans)
    met = meetings.resolve(ctx, parties)
    _skip_second_halves(ctx, parties)
    _scouts_look(ctx, parties, met)
    moved: list[str] = []
    for party in parties:
        if party.scouting:
            scout = ctx.char(party.members[0])
            if party.path[2] != party.path[0]:
                scout.location = party.path[2]
                moved.append(scout.id)
            continue
        if not party.moves():
            continue
        note = "; ".join(party.history)
        path = compress(party.path) if party.history else routes[party.members[0]]
        _arrive(ctx, party.members, path, note=note)
        moved.extend(party.members)
    return moved


def _skip_second_halves(ctx: TurnContext, parties: list[meetings.Party]) -> None:
    """A move delayed to the second half is skipped when a hostile arrives in the first half to
    start a battle (valor 001:L5: "this second half will be skipped in the case of a hostile player
    starting a battle upon arriving"). Arriving means stopping there: a party that only passes
    through the waiting party's place on a two-location move starts no battle there."""
    attacks = {o.actor: o.get("target") for o in ctx.orders_for("attack")}
    for waiting in parties:
        p = waiting.path
        if waiting.scouting or not (p[0] == p[1] != p[2]):
            continue
        for other in parties:
            q = other.path
            if other.team == waiting.team or other.at_peace or waiting.at_peace or q[0] == q[1] or q[1] != p[1] \
                    or q[1] != q[2]:
                continue
            attackers = [m for m in other.members if attacks.get(m) in waiting.members]
            if not attackers:
                continue
            waiting.path[2] = p[1]
            waiting.history.append("second half skipped")
            ctx.emit(EventKind.CANCEL, waiting.members,
                     Message("{waiting} waited for the second half, but {attackers} arrived at {place} in the first "
                             "half to start a battle: the second half is skipped",
                             waiting=Listing([ctx.name(m) for m in waiting.members]),
                             attackers=Listing([ctx.name(a) for a in attackers]), place=ctx.place(p[1])),
                     ctx.movement.cancel_rule or ctx.movement.rule,
                     action="move", location=p[1])
            break


def _scouts_look(ctx: TurnContext, parties: list[meetings.Party], met: set[frozenset[str]]) -> None:
    """Scouts look at their target after the first half, at whoever is there then and did not
    already meet them on the road (valor 001:L29, L109)."""
    scouts = [p for p in parties if p.scouting]
    for party in scouts:
        scout = ctx.char(party.members[0])
        target = ctx.scout_paths[scout.id][1]
        if party.path[1] != target:
            continue
        present: list[Character] = []
        fellows: list[Character] = []
        for other in parties:
            if other is party or other.team == party.team or other.at_peace or other.path[1] != target:
                continue
            if frozenset((party.key, other.key)) in met:
                continue
            (fellows if other.scouting else present).extend(ctx.char(m) for m in other.members)
        look(ctx, scout, target, present, fellows)
        party.path[2] = ctx.scout_paths[scout.id][2]


def _meeting_parties(ctx: TurnContext, plans: dict[str, list[str]]) -> list[meetings.Party]:
    parties: list[meetings.Party] = []
    for members, path in _parties(ctx, plans):
        team = ctx.char(members[0]).team
        parties.append(meetings.Party(f"{team}:{'-'.join(members)}", team, members, list(path),
                                      at_peace=all(out_of_war(ctx.char(m)) for m in members)))
    for cid, path in sorted(ctx.scout_paths.items()):
        scout = ctx.char(cid)
        parties.append(meetings.Party(f"{scout.team}:scout-{cid}", scout.team, [cid], list(path), scouting=True,
                                      at_peace=out_of_war(scout)))
    busy = set(plans) | set(ctx.scout_paths)
    standing: dict[tuple[str, str], list[str]] = {}
    for ch in ctx.war.alive():
        if ch.id not in busy and ch.location is not None:
            standing.setdefault((ch.team or "", ch.location), []).append(ch.id)
    for (team, loc), members in sorted(standing.items()):
        parties.append(meetings.Party(f"{team}:{'-'.join(members)}", team or None, members, [loc, loc, loc],
                                      at_peace=all(out_of_war(ctx.char(m)) for m in members)))
    return parties


def _parties(ctx: TurnContext, plans: dict[str, list[str]]) -> list[tuple[list[str], list[str]]]:
    """Team members with the same path move together (ap-sp 000:L520: a team that picks the
    same destination moves together)."""
    grouped: dict[tuple[str, tuple[str, ...]], list[str]] = {}
    for cid, path in plans.items():
        grouped.setdefault((ctx.char(cid).team or cid, tuple(path)), []).append(cid)
    return [(members, list(path)) for (team, path), members in grouped.items()]


def _arrive(ctx: TurnContext, members: list[str], path: list[str], note: str = "") -> None:
    route = compress(path)
    dest = route[-1]
    for cid in members:
        changes.put(ctx, cid, dest, "moves")
        budgets.spend(ctx, cid, "move")
    team = ctx.team_label(ctx.char(members[0]).team)
    movement = ctx.movement
    explain = told.moved([ctx.name(c) for c in members], team, [ctx.place(r) for r in route], movement.range,
                         len(route) - 1, movement.max_steps, note)
    ctx.emit(EventKind.MOVE, members, explain, movement.rule, route=route, to=dest, **{"from": route[0]})
    changes.apply_all(ctx, ctx.ruleset.arrival_changes([ctx.char(c) for c in members], dest, ctx.war))
