"""Encounters: who ends up in the same place as a hostile after characters moved."""

from __future__ import annotations

from gmdesk.engine.context import TurnContext
from gmdesk.engine.knowledge import learn
from gmdesk.messages import Listing, Message
from gmdesk.model.character import Character, hostile
from gmdesk.model.vocabulary import EventKind


def report(ctx: TurnContext, moved: list[str]) -> None:
    """One ``encounter`` event per location where a mover now stands with hostiles.

    Late entrants (arriving where a battle goes on) are marked, with the ruleset's consequence.
    """
    movement = ctx.movement
    places: dict[str, list[str]] = {}
    for cid in moved:
        ch = ctx.char(cid)
        if ch.alive and ch.location is not None:
            places.setdefault(ch.location, []).append(cid)
    for location in sorted(places):
        arrived = places[location]
        away = [c for c in ctx.war.at(location) if c.id not in arrived and
                (_away_scouting(ctx, c.id) or (c.spirit_form and ctx.ruleset.is_concealed(c)))]
        everyone = [c for c in ctx.war.at(location) if c not in away]
        arrived_chars = [ctx.char(c) for c in arrived]
        hostiles = [c for c in everyone if any(hostile(c, a) for a in arrived_chars)]
        if not hostiles:
            continue
        battle = ctx.battle_at(location)
        late = battle is not None and any(cid not in battle.participants for cid in arrived)
        present = [c.id for c in everyone if c.id not in arrived]
        teams = sorted({ctx.team_label(c.team) for c in everyone})
        one = len(arrived) == 1
        if present:
            template = (("At {place}: {arrived} arrives" if one else "At {place}: {arrived} arrive")
                        + (" where {present} stands" if len(present) == 1 else " where {present} stand"))
        else:
            template = "At {place}: {arrived} arrives together" if one else "At {place}: {arrived} arrive together"
        parts: list[str] = [Message(template + " — teams {teams} meet", place=ctx.place(location),
                                    arrived=Listing([ctx.name(c) for c in arrived]),
                                    present=Listing([ctx.name(c) for c in present]), teams=Listing(teams))]
        if away:
            parts.append(Message("; {names} is away scouting and not there to protect them" if len(away) == 1 else
                                 "; {names} are away scouting and not there to protect them",
                                 names=Listing([c.name for c in away])))
        if late:
            rule = _late_entrant_rule(ctx).rstrip()
            parts.append(Message(". A battle goes on here: late entrants {rule}", rule=rule) if rule
                         else Message(". A battle goes on here: late entrants"))
        explain = Listing(parts, "") if len(parts) > 1 else parts[0]
        _learn_who_is_there(ctx, location, everyone)
        ctx.emit(EventKind.ENCOUNTER, arrived + present, explain,
                 movement.late_entrant_rule if late else movement.rule,
                 location=location, arrived=arrived, present=present, late_entrant=late,
                 away=[c.id for c in away] or None,
                 battle=battle.id if battle else None)


def _learn_who_is_there(ctx: TurnContext, location: str, everyone: list[Character]) -> None:
    """Everyone who meets here sees the others (those away scouting or concealed are not among them):
    each team learns who stood there, so what it is shown later (the knowledge filter) holds them."""
    for team in sorted({c.team for c in everyone if c.team}):
        others = [c.id for c in everyone if c.team != team]
        if others:
            learn(ctx, team, kind="encounter", where=location, who=others)


def _late_entrant_rule(ctx: TurnContext) -> str:
    """The ruleset's text for late entrants, or the interpretation in force when it names one."""
    text = ctx.movement.late_entrant
    if any(i.key == text for i in ctx.ruleset.interpretations):
        return f"follow {ctx.interpretation_note(text)}"
    return text


def _away_scouting(ctx: TurnContext, cid: str) -> bool:
    """A scout that went out this turn and comes back at its end was not home when others came
    (valor 001:L29: "this leaves the master defenseless")."""
    path = ctx.scout_paths.get(cid)
    return path is not None and path[0] == path[2] and path[1] != path[0]
