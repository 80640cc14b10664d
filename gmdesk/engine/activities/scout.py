"""Scouting: a temporary look at another location, and whether the people there notice the scout.

In a ruleset with two-half moves (``valor``) the scout is on the road like everyone else: it looks
at its target after the first half, once crossings and sightings are settled (see ``move.py``), and
only at those who are still there and did not already meet it on the way. Elsewhere it looks at
once, at everyone in the target location and at the other scouts of the same place.
"""

from __future__ import annotations

from gmdesk.engine import decision_words
from gmdesk.engine.activities import encounters
from gmdesk.engine.checks import settle
from gmdesk.engine.context import CHOICE_WORDS, TurnContext
from gmdesk.engine.knowledge import learn
from gmdesk.messages import Listing, Message
from gmdesk.model.character import Character, hostile
from gmdesk.model.vocabulary import ChangeKind, EventKind
from gmdesk.rulesets.combat import Change
from gmdesk.rulesets.descriptions import Phase

STAYING_CHOICES = {"show", "stay", "stay-fight", "minor-ambush"}


def run(ctx: TurnContext, phase: Phase) -> None:
    rules = ctx.movement.scout
    orders = ctx.orders_for("scout")
    if rules is None or not orders:
        return
    for order in orders:
        scout = ctx.char(order.actor)
        assert scout.location is not None  # alive, so it stands somewhere (War.problems)
        ctx.scout_paths[scout.id] = [scout.location, order.get("target"), scout.location]
    if ctx.movement.half_steps and "move" in phase.activities:
        return  # looked at from move.py, after the first half
    targets = {o.actor: o.get("target") for o in orders}
    for order in orders:
        scout = ctx.char(order.actor)
        target = order.get("target")
        present = [c for c in ctx.war.at(target) if hostile(c, scout)]
        fellows = [ctx.char(cid) for cid, t in targets.items()
                   if t == target and cid != scout.id and hostile(ctx.char(cid), scout)]
        look(ctx, scout, target, present, fellows)


def look(ctx: TurnContext, scout: Character, target: str, present: list[Character],
         fellows: list[Character]) -> None:
    """The scout sees ``present`` (and ``fellows``, other scouts there); they may detect it."""
    rules = ctx.movement.scout
    assert rules is not None  # there are scout orders only where the ruleset has scouting
    origin = ctx.scout_paths[scout.id][0]
    ctx.emit(
        EventKind.SCOUT, [scout.id],
        Message("{name} scouts {place} from {origin} and sees {seen}{fellows}" if present else
                "{name} scouts {place} from {origin} and sees nobody{fellows}", name=scout.name, place=ctx.place(target),
                origin=ctx.place(origin),
                seen=Listing([Message("{name} ({team})", name=c.name, team=ctx.team_label(c.team)) for c in present]),
                fellows=Message("; also scouting there: {names}", names=Listing([c.name for c in fellows]))
                if fellows else ""),
        rules.rule, target=target, origin=origin, seen=[c.id for c in present], scouts_there=[c.id for c in fellows],
    )
    learn(ctx, scout.team, kind="scouted", where=target, who=[c.id for c in present], by=scout.id)
    seen = present + fellows
    if seen:
        detected_by = _detection(ctx, scout, target, seen)
        if detected_by:
            _spotted(ctx, scout, target, origin, detected_by)


def _detection(ctx: TurnContext, scout: Character, target: str, observers: list[Character]) -> list[str]:
    """Run the ruleset's detection formula; roll where it gives a chance. Returns who detected."""
    rules = ctx.movement.scout
    assert rules is not None  # there are scout orders only where the ruleset has scouting
    detected: list[str] = []
    for who, check in ctx.ruleset.scout_detection(scout, observers, ctx.war):
        hit, roll_text = settle(ctx, check, f"t{ctx.turn}.scout-detect.{scout.id}.{'-'.join(who)}",
                                decision_words.scout_detection(Listing([ctx.name(w) for w in who]), len(who), scout.name),
                                decision_words.detection(Listing([ctx.name(w) for w in who]), len(who), scout.name))
        ctx.emit(EventKind.DETECT, list(who) + [scout.id],
                 Message("{name} scouting: {how}{roll} → detected by {names}" if hit else
                         "{name} scouting: {how}{roll} → not detected by {names}", name=scout.name, how=check.explain,
                         roll=roll_text, names=Listing([ctx.name(w) for w in who])),
                 check.rule or rules.detection_rule, detected=hit, observers=list(who), scout=scout.id,
                 **dict(check.data))
        if hit:
            detected.extend(who)
            for w in who:
                learn(ctx, ctx.char(w).team, kind="detected-scout", where=target, who=[scout.id])
    return detected


def _spotted(ctx: TurnContext, scout: Character, target: str, origin: str, detected_by: list[str]) -> None:
    rules = ctx.movement.scout
    assert rules is not None  # there are scout orders only where the ruleset has scouting
    options = list(rules.spotted_options) + list(rules.class_options.get(scout.class_name or "", ()))
    if not options:
        return
    choice = ctx.decide(
        f"t{ctx.turn}.scout-spotted.{scout.id}",
        Message("{scout} was spotted scouting {place}. What does {team} do?", scout=scout.name,
                place=ctx.place(target), team=ctx.team_label(scout.team)),
        options, asks=scout.team or "gm", rule=rules.rule,
        labels=decision_words.scout_spotted(scout.name, ctx.place(target), ctx.place(origin)),
    )
    if choice in STAYING_CHOICES:
        ctx.scout_paths[scout.id] = [origin, target, target]
        explain = Message("{name} stays at {place} ({choice}), as if it had moved there", name=scout.name,
                          place=ctx.place(target), choice=CHOICE_WORDS.get(choice, choice))
    else:
        explain = Message("{name} goes back to {place} ({choice})", name=scout.name, place=ctx.place(origin),
                          choice=CHOICE_WORDS.get(choice, choice))
        if choice == "flee-back":
            for w in detected_by:
                learn(ctx, ctx.char(w).team, kind="scout-fled", where=target, who=[scout.id], toward=origin)
            explain = Message("{name} goes back to {place} ({choice}); those present see the direction it came from",
                              name=scout.name, place=ctx.place(origin), choice=CHOICE_WORDS.get(choice, choice))
    ctx.emit(EventKind.SCOUT, [scout.id], explain, rules.rule, choice=choice, target=target, origin=origin)
    if choice == "flee-back":
        spotters = [ctx.char(w) for w in sorted(set(detected_by))]
        for wid in ctx.ruleset.fleeing_scout_attackers(scout, spotters, ctx.war):
            _strike_fleeing(ctx, ctx.char(wid), scout, target)
    if ctx.scout_paths[scout.id][2] != scout.location and not ctx.movement.half_steps:
        scout.location = target
        encounters.report(ctx, [scout.id])


def _strike_fleeing(ctx: TurnContext, attacker: Character, scout: Character, target: str) -> None:
    """The spotter's side decides whether it strikes the fleeing scout once, as in a skirmish: the
    ruleset's first normal attack, its dodge chance and damage (valor 001:L29)."""
    from gmdesk.engine.combat import act, changes
    from gmdesk.engine.combat.state import combat_of

    rule = ctx.ruleset.combat_rule
    skills = ctx.ruleset.basic_attacks(attacker)
    if not attacker.alive or not scout.alive or not skills:
        return
    choice = ctx.decide(
        f"t{ctx.turn}.scout-strike.{attacker.id}.{scout.id}",
        Message("{scout} flees back from {place}. Does {attacker} strike it as it flees?", scout=scout.name,
                place=ctx.place(target), attacker=attacker.name),
        ["strike", "let-go"], asks=attacker.team or "gm", rule=rule,
        labels=decision_words.scout_strike(attacker.name, scout.name),
    )
    if choice != "strike":
        ctx.emit(EventKind.SCOUT, [attacker.id, scout.id], Message("{name} lets the fleeing {scout} go", name=attacker.name,
                                                                  scout=scout.name),
                 rule, choice=choice)
        return
    skill = skills[0]
    dodge = ctx.ruleset.evasion(attacker, scout, skill, ctx.war)
    if dodge is not None and act._dodged(ctx, attacker, scout, skill.name, dodge,
                                         f"t{ctx.turn}.dodge.{attacker.id}.{scout.id}.fleeing-scout"):
        return
    score = ctx.ruleset.damage(attacker, scout, skill, 0, ctx.war, combat_of(ctx).facts)
    changes.apply(ctx, Change(scout.id, ChangeKind.HEALTH,
                              f"{attacker.name} strikes the fleeing scout {scout.name} as in a skirmish: "
                              f"{score.explain}", score.rule or rule, amount=-score.value, value=attacker.id,
                              kind=EventKind.DAMAGE))
    reason = ctx.ruleset.death_reason(scout, ctx.war)
    if reason is not None:
        changes.apply(ctx, Change(scout.id, ChangeKind.KILL, f"{scout.name} dies: {reason}", rule,
                                  value=attacker.id, kind=EventKind.DEATH))
