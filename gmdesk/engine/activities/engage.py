"""Engaging: an attack order starts a battle (or joins one). Damage comes with the combat rules."""

from __future__ import annotations

from gmdesk.engine.context import TurnContext
from gmdesk.messages import Listing, Message
from gmdesk.model.vocabulary import EventKind
from gmdesk.model.war import Battle
from gmdesk.rulesets.descriptions import Phase

BATTLE_STARTS = Message("a battle starts")
FIGHT_ON = Message("they fight on")


def run(ctx: TurnContext, phase: Phase) -> None:
    """Attack orders start or join battles. A later combat round (``phase.round`` > 1) is only for
    those who were not in an earlier one (ap-sp 000:L447); an attack that landed is spent."""
    later_chance = _engage_later(ctx, phase)
    orders = [o for o in ctx.orders_for("attack") if o.index not in ctx.spent_orders]
    if phase.round > 1:
        orders = [o for o in orders if o.actor not in ctx.engaged]
    actors = [ctx.char(o.actor) for o in orders]
    for group in ctx.ordered_groups(actors):
        for attacker in group:
            order = ctx.order_of(attacker.id, "attack")
            assert order is not None and attacker.location is not None  # an attacker of a living one
            target = ctx.char(order.get("target"))
            if not target.alive:
                continue
            if target.location != attacker.location and not order.get("ranged_across"):
                if later_chance:
                    continue  # the target may still come into reach after moving
                ctx.emit(EventKind.ENGAGE, [attacker.id, target.id],
                         Message("{attacker} cannot reach {target}: {target} is at {there}, {attacker} at {here}",
                                 attacker=attacker.name, target=target.name, there=ctx.place(target.location),
                                 here=ctx.place(attacker.location)),
                         phase.rule, reached=False)
                continue
            battle = ctx.battle_at(attacker.location)
            new = battle is None
            if battle is None:
                battle = Battle(id=f"b{ctx.turn}-{attacker.location}", location=attacker.location,
                                participants=[], turns=0)
                ctx.war.battles.append(battle)
            ctx.spent_orders.add(order.index)
            joined = [attacker.id, target.id]
            if ctx.ruleset.engage_pulls_team:
                joined += [c.id for c in ctx.war.at(attacker.location)
                           if c.team in (attacker.team, target.team) and c.id not in joined]
            for cid in joined:
                if cid not in battle.participants:
                    battle.participants.append(cid)
                ctx.engaged.add(cid)
            also = [c for c in joined if c not in (attacker.id, target.id)]
            team_note = Message("; {names} of their teams are in it too",
                                names=Listing([ctx.name(c) for c in also])) if also else ""
            ctx.emit(EventKind.ENGAGE, joined,
                     Message("{attacker} attacks {target} at {place}: {what} (battle turn {number}){note}",
                             attacker=attacker.name, target=target.name, place=ctx.place(attacker.location),
                             what=BATTLE_STARTS if new else FIGHT_ON, number=battle.turns + 1, note=team_note),
                     ctx.ruleset.engage_rule or phase.rule,
                     battle=battle.id, location=attacker.location, new_battle=new, reached=True)


def _engage_later(ctx: TurnContext, phase: Phase) -> bool:
    """Whether another phase later in this turn also engages (a second combat round)."""
    phases = list(ctx.ruleset.phases_for(ctx.war))
    ids = [p.id for p in phases]
    later = phases[ids.index(phase.id) + 1:] if phase.id in ids else []
    return any("engage" in p.activities for p in later)
