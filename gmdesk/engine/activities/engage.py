"""Engaging: an attack order starts a battle (or joins one). Damage comes with the combat rules."""

from __future__ import annotations

from gmdesk.engine.context import TurnContext
from gmdesk.model.war import Battle


def run(ctx: TurnContext, phase) -> None:
    orders = ctx.orders_for("attack")
    actors = [ctx.char(o.actor) for o in orders]
    for group in ctx.ordered_groups(actors):
        for attacker in group:
            order = ctx.order_of(attacker.id, "attack")
            target = ctx.char(order.get("target"))
            if not target.alive:
                continue
            if target.location != attacker.location and not order.get("ranged_across"):
                ctx.emit("engage", [attacker.id, target.id],
                         f"{attacker.name} cannot reach {target.name}: {target.name} is at "
                         f"{_place(ctx, target.location)}, {attacker.name} at {_place(ctx, attacker.location)}",
                         phase.rule, reached=False)
                continue
            battle = ctx.battle_at(attacker.location)
            new = battle is None
            if battle is None:
                battle = Battle(id=f"b{ctx.turn}-{attacker.location}", location=attacker.location,
                                participants=[], turns=0)
                ctx.war.battles.append(battle)
            for cid in (attacker.id, target.id):
                if cid not in battle.participants:
                    battle.participants.append(cid)
                ctx.engaged.add(cid)
            what = "starts a battle with" if new else "fights"
            ctx.emit("engage", [attacker.id, target.id],
                     f"{attacker.name} attacks {target.name} at {_place(ctx, attacker.location)} and {what} them "
                     f"(battle {battle.id}, battle turn {battle.turns + 1})", phase.rule,
                     battle=battle.id, location=attacker.location, new_battle=new, reached=True)


def _place(ctx: TurnContext, loc: str | None) -> str:
    return ctx.war.map.locations[loc].name if loc in ctx.war.map.locations else str(loc)
