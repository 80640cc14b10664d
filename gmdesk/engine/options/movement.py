"""Legal movement orders: move, scout, flee, pursue, search, stay."""

from __future__ import annotations

from gmdesk.engine.options.judge import ActionOption, Choice, Judge, action_cost_text, offer, people, places
from gmdesk.model.character import hostile
from gmdesk.model.vocabulary import FleeDestination, MoveRange, Pursuit
from gmdesk.model.war import War
from gmdesk.messages import Message
from gmdesk.rulesets.movement import FleeRules, MovementRules


def _reachable(war: War, start: str, movement: MovementRules) -> list[str]:
    """Locations a regular move may reach (anywhere, adjacent, or up to ``max_steps`` along the map),
    nearest first: the template's one-location move may then also wait for the second half."""
    distance = {loc: war.map.distance(start, loc) for loc in war.map.locations if loc != start}
    limit = movement.max_steps
    if movement.range != MoveRange.ANYWHERE:
        distance = {loc: d for loc, d in distance.items() if d is not None and (limit is None or d <= limit)}
    return sorted(distance, key=lambda loc: (distance[loc] is None, distance[loc] or 0, loc))


def move_options(judge: Judge) -> list[ActionOption]:
    war, movement, actor = judge.war, judge.movement, judge.actor
    assert actor.location is not None  # options are built for the living, who stand somewhere
    main = {"to": places(war, _reachable(war, actor.location, movement))}
    modifiers: dict[str, list[Choice]] = {}
    if movement.half_steps:
        modifiers["delay"] = [(None, Message("at once")),
                              (True, Message("wait for the second half (a one-location move)"))]
    return offer(judge, judge.base("move"), Message("Move"), action_cost_text(judge, "move"), movement.rule, main, modifiers)


def scout_options(judge: Judge) -> list[ActionOption]:
    rules = judge.movement.scout
    if rules is None:
        return []
    war, actor = judge.war, judge.actor
    main = {"target": places(war, [loc for loc in war.map.locations if loc != actor.location])}
    cost = action_cost_text(judge, "scout")
    return offer(judge, judge.base("scout"), Message("Scout"), cost, rules.rule, main)


def _flee_destinations(war: War, rules: FleeRules, here: str) -> list[str]:
    """Where a flight may go: an adjacent location, the same one (an escape that stays), or anywhere."""
    if rules.destination == FleeDestination.ADJACENT:
        return war.map.neighbours(here)
    if rules.destination == FleeDestination.STAY:
        return [here]
    return [loc for loc in war.map.locations if loc != here]


def flee_options(judge: Judge) -> list[ActionOption]:
    rules = judge.movement.flee
    if rules is None:
        return []
    war, actor = judge.war, judge.actor
    assert actor.location is not None  # options are built for the living, who stand somewhere
    main = {"to": places(war, _flee_destinations(war, rules, actor.location))}
    label = Message("Flee the battle" if war.battle_of(actor.id) else "Flee, should a battle start this turn")
    cost = Message("the Move Action" if rules.consumes_move_action else "no action")
    return offer(judge, judge.base("flee"), label, cost, rules.rule, main)


def pursue_options(judge: Judge) -> list[ActionOption]:
    rules = judge.movement.flee
    battle = judge.war.battle_of(judge.actor.id)
    if rules is None or rules.pursuit != Pursuit.GUESS or battle is None:
        return []
    war, actor = judge.war, judge.actor
    assert actor.location is not None  # options are built for the living, who stand somewhere
    foes = [war.characters[c] for c in battle.participants
            if c in war.characters and war.characters[c].alive and hostile(actor, war.characters[c])]
    main = {"target": people(war, foes), "to": places(war, war.map.neighbours(actor.location))}
    return offer(judge, judge.base("pursue"), Message("Pursue (guess where the fugitive flees)"),
                  action_cost_text(judge, "pursue"), rules.pursuit_rule, main)


def search_options(judge: Judge) -> list[ActionOption]:
    rules = judge.movement.search
    if rules is None:
        return []
    modifiers: dict[str, list[Choice]] = {"move_to_found": [(None, Message("stay where you are")),
                                   (True, Message("move at once to a home base found"))]}
    cost = Message("the Move Action" if rules.consumes_move_action else "no action")
    return offer(judge, judge.base("search"), Message("Search for hidden home bases"), cost, rules.rule, {}, modifiers)


def stay_options(judge: Judge) -> list[ActionOption]:
    """"Do nothing" (docs/war-format.md), for a character with no other order this turn."""
    if any(raw.get("actor") == judge.actor.id for raw in judge.context):
        return []
    return offer(judge, judge.base("stay"), Message("Stay (do nothing)"), Message("no action"), judge.movement.rule, {})

