"""The ``effects`` activity and the end of a turn: per-turn effects the ruleset lists, as changes."""

from __future__ import annotations

from gmdesk.engine.combat import changes
from gmdesk.engine.combat.state import combat_of
from gmdesk.engine.context import TurnContext
from gmdesk.messages import Message
from gmdesk.model.character import Character, any_hostile
from gmdesk.model.vocabulary import ChangeKind, EventKind
from gmdesk.rulesets.combat import Change
from gmdesk.rulesets.descriptions import Phase


def run(ctx: TurnContext, phase: Phase) -> None:
    """Regeneration, upkeep, poison…: whatever the ruleset says is due in this phase."""
    changes.apply_all(ctx, ctx.ruleset.phase_effects(phase, ctx.war, combat_of(ctx).facts))
    for rolled in ctx.ruleset.phase_dice(phase, ctx.war):
        faces = ctx.rng.dice(rolled.dice, rolled.sides)
        total = sum(faces) * rolled.sign
        changes.apply(ctx, Change(rolled.target, ChangeKind(rolled.what),
                                  Message("{how}: {dice}d{sides} [{faces}] = {total}", how=rolled.explain,
                                          dice=rolled.dice, sides=rolled.sides, faces=" ".join(map(str, faces)),
                                          total=sum(faces)), rolled.rule, amount=total, kind=EventKind.HEAL if total > 0
                                  else EventKind.EFFECT))


def end_of_turn(ctx: TurnContext) -> None:
    """Durations, cooldowns and points at the end of the turn; then whether the war is over."""
    state = combat_of(ctx)
    state.facts.in_battle.update(ctx.engaged)
    for battle in ctx.war.battles:
        state.facts.in_battle.update(battle.participants)
    changes.apply_all(ctx, ctx.ruleset.end_of_turn(ctx.war, state.facts))
    _prune_battles(ctx)
    result = ctx.ruleset.war_result(ctx.war)
    if result and ctx.war.extra.get("result") != result:
        ctx.war.extra["result"] = result
        ctx.emit(EventKind.WAR_END, [], result, ctx.ruleset.combat_rule)


def _prune_battles(ctx: TurnContext) -> None:
    """The dead leave their battles; a battle with no two hostile fighters left is over."""
    kept = []
    characters = ctx.war.characters
    for battle in ctx.war.battles:
        ids: list[str] = []
        alive: list[Character] = []  # (the living fighters, read once for the ids and the teams)
        for cid in battle.participants:
            if cid in characters and (ch := characters[cid]).alive:
                ids.append(cid)
                alive.append(ch)
        battle.participants[:] = ids
        if any_hostile(alive):
            kept.append(battle)
        else:
            ctx.emit(EventKind.BATTLE_END, list(battle.participants),
                     Message("the battle at {place} is over: no hostile fighters left",
                             place=ctx.place(battle.location)),
                     ctx.ruleset.combat_rule, battle=battle.id)
    ctx.war.battles[:] = kept
