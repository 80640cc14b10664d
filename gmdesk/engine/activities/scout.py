"""Scouting: a temporary look at another location, and whether the people there notice the scout."""

from __future__ import annotations

from gmdesk.engine.context import TurnContext
from gmdesk.engine.knowledge import learn
from gmdesk.rulesets.base import Check, fmt

STAYING_CHOICES = {"show", "stay", "stay-fight", "minor-ambush"}


def run(ctx: TurnContext, phase) -> None:
    rules = ctx.movement.scout
    orders = ctx.orders_for("scout")
    if rules is None or not orders:
        return
    targets = {o.actor: o.get("target") for o in orders}
    for order in orders:
        scout = ctx.char(order.actor)
        target = order.get("target")
        origin = scout.location
        present = [c for c in ctx.war.at(target) if ctx.hostile(c, scout)]
        fellow_scouts = [ctx.char(cid) for cid, t in targets.items()
                         if t == target and cid != scout.id and ctx.hostile(ctx.char(cid), scout)]
        seen = present + fellow_scouts
        ctx.scout_paths[scout.id] = [origin, target, origin]
        ctx.emit(
            "scout", [scout.id],
            f"{scout.name} scouts {_place(ctx, target)} from {_place(ctx, origin)} and sees "
            + (", ".join(f"{c.name} ({ctx.team_label(c.team)})" for c in present) or "nobody")
            + (f"; also scouting there: {', '.join(c.name for c in fellow_scouts)}" if fellow_scouts else ""),
            rules.rule, target=target, origin=origin, seen=[c.id for c in present],
            scouts_there=[c.id for c in fellow_scouts],
        )
        learn(ctx, scout.team, kind="scouted", where=target, who=[c.id for c in present], by=scout.id)
        if not seen:
            continue
        detected_by = _detection(ctx, scout, seen)
        if detected_by:
            _spotted(ctx, scout, target, origin, detected_by)


def _detection(ctx: TurnContext, scout, observers) -> list[str]:
    """Run the ruleset's detection formula; roll where it gives a chance. Returns who detected."""
    rules = ctx.movement.scout
    detected: list[str] = []
    for who, check in ctx.ruleset.scout_detection(scout, observers, ctx.war):
        hit, roll_text = _settle(ctx, check, f"t{ctx.turn}.scout-detect.{scout.id}.{'-'.join(who)}",
                                 f"Do {', '.join(who)} detect the scout {scout.id}?")
        names = ", ".join(ctx.name(w) for w in who)
        verdict = "detected" if hit else "not detected"
        ctx.emit("detect", list(who) + [scout.id],
                 f"{scout.name} scouting: {check.explain}{roll_text} → {verdict} by {names}",
                 check.rule or rules.detection_rule, detected=hit, observers=list(who), scout=scout.id,
                 **dict(check.data))
        if hit:
            detected.extend(who)
            for w in who:
                learn(ctx, ctx.char(w).team, kind="detected-scout", where=ctx.scout_paths[scout.id][1], who=[scout.id])
    return detected


def _settle(ctx: TurnContext, check: Check, decision_id: str, question: str) -> tuple[bool, str]:
    """Turn a Check into yes/no: certain as stated, rolled on the turn's generator, or asked."""
    if check.certain is not None:
        return bool(check.certain), ""
    if check.chance is not None:
        roll = ctx.rng.roll()
        hit = roll < check.chance
        return hit, f"; roll {fmt(round(roll * 100, 2))} {'<' if hit else '≥'} {fmt(round(check.chance * 100, 2))}"
    answer = ctx.decide(decision_id, question + f" ({check.explain})", ["yes", "no"], rule=check.rule)
    return answer == "yes", "; the GM decides"


def _spotted(ctx: TurnContext, scout, target: str, origin: str, detected_by: list[str]) -> None:
    rules = ctx.movement.scout
    options = list(rules.spotted_options) + list(rules.class_options.get(scout.class_name or "", ()))
    if not options:
        return
    choice = ctx.decide(
        f"t{ctx.turn}.scout-spotted.{scout.id}",
        f"{scout.name} was spotted scouting {_place(ctx, target)}. What does {ctx.team_label(scout.team)} do?",
        options, asks=scout.team or "gm", rule=rules.rule,
    )
    if choice in STAYING_CHOICES:
        scout.location = target
        ctx.scout_paths[scout.id] = [origin, target, target]
        ctx.arrivals[scout.id] = target
        explain = f"{scout.name} stays at {_place(ctx, target)} ({choice})"
    else:
        explain = f"{scout.name} goes back to {_place(ctx, origin)} ({choice})"
        if choice == "flee-back":
            for w in detected_by:
                learn(ctx, ctx.char(w).team, kind="scout-fled", where=target, who=[scout.id], toward=origin)
            explain += "; those present see the direction it came from"
    ctx.emit("scout", [scout.id], explain, rules.rule, choice=choice, target=target, origin=origin)


def _place(ctx: TurnContext, loc: str) -> str:
    return ctx.war.map.locations[loc].name
