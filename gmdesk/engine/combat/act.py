"""The ``act`` activity: action orders (attacks, skills, Command Spells, special actions) in a phase.

Which orders resolve here: those whose slot (``attack``, ``support``…) the phase lists in
``Phase.slots``, from the first such phase of the order's round on, or from the phase a delay
names. Actors go in initiative order (a delay "as AGI X" changes the key); simultaneous phases
(and full ties resolved as simultaneous) compute every action on the same snapshot, then apply.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Mapping

from gmdesk.engine.combat import act_words as W
from gmdesk.engine.combat import changes, conditions, contest, out_of_play, phase_orders, rolls, spells, surprise, told
from gmdesk.engine.combat.actions import Action, build_action
from gmdesk.engine.combat.budgets import cost_shortfall, pay
from gmdesk.engine.combat.state import CombatState, combat_of
from gmdesk.engine.context import TurnContext
from gmdesk.engine.order import Order
from gmdesk.errors import IllegalOrderError
from gmdesk.model.character import Character, hostile
from gmdesk.model.flags import Flag
from gmdesk.model.vocabulary import ChangeKind, EventKind
from gmdesk.model.war import Battle
from gmdesk.rulesets.base import Ruleset
from gmdesk.rulesets.scores import fmt
from gmdesk.rulesets.descriptions import Phase
from gmdesk.rulesets.combat import Change, Skill

@dataclass
class Hit:
    """A hit computed on the snapshot, applied with the rest of its group."""

    attacker: str
    target: str
    amount: float | None
    """None: a hit that carries only statuses."""
    explain: str
    rule: str
    inflicts: list[Change] = field(default_factory=list)


_dodged, _critical, _slug = rolls.dodged, rolls.critical, rolls.slug
"""A hit's rolls (:mod:`rolls`), by the names this module has always had (``scout`` asks ``act._dodged``)."""

_ACTION, _DAMAGE, _INTERCEPT, _LAST_ATTACK_TURN = EventKind.ACTION, EventKind.DAMAGE, EventKind.INTERCEPT, \
    Flag.LAST_ATTACK_TURN
"""Enum members named for every action, target or hit, read once: on Python 3.11 each attribute read of an enum
class goes through the slot of ``EnumType.__getattr__`` (~70 ns, four times a plain global read)."""


def run(ctx: TurnContext, phase: Phase) -> None:
    state = combat_of(ctx)
    state.quiet = None  # (CombatState.quiet: only within this phase)
    if _all_done(ctx, state):
        orders: list[Order] = []  # (what due_orders would find, without asking every order of every later phase)
    else:
        orders = phase_orders.due_orders(ctx, phase, state.done)
        if phase.round > 1:
            orders = [o for o in orders if o.actor not in state.round_one]
        characters = ctx.war.characters
        # the dead do not act (actor_can_act drops their orders, with an event)
        orders = [o for o in orders if characters[o.actor].alive or phase_orders.actor_can_act(ctx, o)]
    if state.instead:  # detected surprise attacks made at their actors' own place (surprise.settle_first)
        orders = orders + surprise.due_instead(ctx, phase)
    emitted = len(ctx.events)
    groups = phase_orders.ordered(ctx, phase, orders) if orders else ()
    if len(ctx.events) > emitted:  # the acting-order event, just emitted in this phase: the first action keeps its
        state.mark_quiet(ctx)  # 20 snapshots unless something was written since (as after a group's hits)
    for group in groups:
        hits: list[Hit] = []
        # Command Spells go first ("priority over all other abilities", true-hgw 003 §III; ap-sp 000:L397).
        spells_first = []  # (a loop: a comprehension would be a call of its own for every group)
        for o in group:
            if o.action == "command-spell":
                spells_first.append(o)
        if spells_first and len(spells_first) < len(group):
            group = spells_first + [o for o in group if o.action != "command-spell"]
        for order in group:
            hits += _resolve(ctx, phase, order, state)
        _apply_hits(ctx, hits)
        state.mark_quiet(ctx)
    state.quiet = None
    waiting, state.at_phase_end = state.at_phase_end, []
    for effect in waiting:
        effect()
    if phase.round == 1:
        state.round_one.update(ctx.engaged)


def _all_done(ctx: TurnContext, state: CombatState) -> bool:
    """Whether every action order of the turn is resolved or dropped (``state.done``): then none is due in any later
    phase (``due_orders`` passes over those in ``done``) until a new combat turn takes some out of ``done`` again."""
    every = phase_orders.action_orders(ctx)
    known = ctx.memo.get("act.action-indexes")
    if known is None or known[0] is not every:  # (their indexes, once per list: a set compares in C)
        known = ctx.memo["act.action-indexes"] = (every, frozenset([o.index for o in every]))
    return known[1] <= state.done


# -- one order --------------------------------------------------------------------------------
def _resolve(ctx: TurnContext, phase: Phase, order: Order, state: CombatState) -> list[Hit]:
    actor = ctx.war.characters[order.actor]
    if not actor.alive:  # died earlier in this phase
        phase_orders.actor_can_act(ctx, order)  # drops the order, with an event
        return []
    if actor.id in state.disabled:
        state.done.add(order.index)
        why, rule = state.disabled[actor.id]
        ctx.emit(EventKind.CANCEL, [actor.id], W.cannot_act(actor.name, why), rule, order=order.index)
        return []
    raw = order.raw
    cond = raw.get("if")
    if cond:
        said = conditions.said(ctx, actor, cond, order)
        if conditions.holds(ctx, actor, cond, order):
            ctx.emit(EventKind.CONDITION, [actor.id], W.condition(actor.name, said, True, False),
                     conditions.rule_of(ctx.ruleset), order=order.index, holds=True)
        else:
            alternative = raw.get("else")
            ctx.emit(EventKind.CONDITION, [actor.id], W.condition(actor.name, said, False, bool(alternative)),
                     conditions.rule_of(ctx.ruleset), order=order.index, holds=False)
            if not alternative:
                state.done.add(order.index)
                return []
            raw = {**{k: v for k, v in raw.items() if k not in ("if", "else")}, **alternative}
    if raw["action"] == "command-spell":
        state.done.add(order.index)
        spells.cast(ctx, order, raw)
        return []
    if raw["action"] not in ("attack", "skill"):
        state.done.add(order.index)
        _special(ctx, order, raw, actor)
        return []
    try:
        action = _action_of(ctx, actor, order, raw)
    except IllegalOrderError as exc:
        state.done.add(order.index)
        ctx.emit(EventKind.CANCEL, [actor.id], W.refused(actor.name, exc.reason), exc.rule, order=order.index)
        return []
    characters, here = ctx.war.characters, actor.location
    away = False  # whether a target may be out of reach (most orders: characters where the actor stands)
    for t in action.targets:  # (a loop, no call: most orders name characters only, all in reach)
        if t not in characters:
            action = Action(action.skill, list(action.targets))  # (expanded here: the checks' one stays as built)
            _expand_location_targets(ctx, actor, action)
            away = True
            break
        if characters[t].location != here:
            away = True
    reach = _reach_problem(ctx, actor, action) if away else ""  # (targets all here, no location: none)
    if reach:
        if _later_chance(ctx, phase, order):
            return []  # the target may still come into reach after moving (a second round)
        state.done.add(order.index)
        ctx.emit(EventKind.CANCEL, [actor.id] + action.targets, W.cannot_use(actor.name, action.skill.name, reach),
                 ctx.ruleset.combat_rule, order=order.index, reached=False)
        return []
    state.done.add(order.index)
    ctx.spent_orders.add(order.index)
    return perform(ctx, phase, actor, action, order.index, raw)


def _action_of(ctx: TurnContext, actor: Character, order: Order, raw: Mapping[str, Any]) -> Action:
    """The order's action: for a skill order of its own fields, the one its checks built from this very skill list
    (a skill is found on the sheet's entries alone, ``sheet_skills``), and so for an attack order when the
    ruleset's basic attacks come from the sheet alone (``basic_attacks_from_sheet``); else built now (a basic
    attack may depend on more than the sheet, such as stats). The checks' action is shared, not copied: resolving
    only reads an action, but for expanding location targets, which :func:`_resolve` does on a copy."""
    checked = order.checked
    if (raw is order.raw and (raw["action"] == "skill" or ctx.ruleset.basic_attacks_from_sheet)
            and checked.get("skills") is actor.skills):
        built: Action | None = checked.get("action")
        if built is not None:
            return built
    return build_action(ctx.ruleset, ctx.war, actor, raw)


def _later_chance(ctx: TurnContext, phase: Phase, order: Order) -> bool:
    phases = list(ctx.ruleset.phases_for(ctx.war))
    ids = [p.id for p in phases]
    slot = phase_orders.slot_of(ctx, order)
    later = phases[ids.index(phase.id) + 1:]
    return any("act" in p.activities and slot in p.slots and p.round > phase.round for p in later)


def _expand_location_targets(ctx: TurnContext, actor: Character, action: Action) -> None:
    """A [Location] target means everyone there but the user's own team, who are immune to their
    members' area effects (ap-sp 000:L636); the location itself must be in reach."""
    characters = ctx.war.characters
    for t in action.targets:
        if t not in characters and ctx.war.map.has(t):
            break
    else:
        return  # no location among the targets
    expanded: list[str] = []
    for tid in action.targets:
        if tid in ctx.war.characters:
            expanded.append(tid)
            continue
        action.locations.append(tid)
        for ch in sorted(ctx.war.at(tid), key=lambda c: c.id):
            if ch.id != actor.id and ch.alive and hostile(actor, ch) and ch.id not in expanded:
                expanded.append(ch.id)
    action.targets = expanded


def _reach_problem(ctx: TurnContext, actor: Character, action: Action) -> str:
    for loc in action.locations:
        if loc != actor.location and not action.skill.across_locations:
            return W.not_there(ctx.place(loc), actor.name, ctx.place(actor.location))
    for tid in action.targets:
        target = ctx.war.characters.get(tid)
        if target is None:
            continue
        if target.location != actor.location and not action.skill.across_locations:
            return W.apart(target.name, ctx.place(target.location), actor.name, ctx.place(actor.location))
    return ""


def perform(ctx: TurnContext, phase: Phase, actor: Character, action: Action, index: int | None = None,
            raw: Mapping[str, Any] | None = None) -> list[Hit]:
    """Pay for the action and work out its hits on the current snapshot (``raw``: the order, when it has one)."""
    state = ctx.combat or combat_of(ctx)  # (made by the phase already: no call)
    ruleset, skill, characters = ctx.ruleset, action.skill, ctx.war.characters
    budget = state.budgets.get(actor.id)
    if skill.attack and budget is not None and ctx.war.battle_of(actor.id) is None:
        for t in action.targets:  # (a loop: a generator is a call of its own for every target)
            target = characters.get(t)
            if target is not None and target.location == actor.location and hostile(actor, target):
                budget.limit = {**budget.limit, "first_battle_turn": True}  # this attack starts its battle
                break
    cost = ruleset.action_cost(actor, skill, ctx.war)  # what is paid below: nothing changes until then
    problem = cost_shortfall(actor, cost, budget)
    if problem is None and budget is not None:
        problem = ruleset.cost_problem(actor, skill, budget, ctx.war, cost)
    if problem:
        ctx.emit(EventKind.CANCEL, [actor.id], W.cannot_use(actor.name, skill.name, problem),
                 skill.rule or ruleset.combat_rule,
                 order=index, skill=skill.name, reason="cost")
        return []
    missing = [name for name in skill.requires_active if not _active(actor, name)] if skill.requires_active else ()
    if missing:
        ctx.emit(EventKind.CANCEL, [actor.id],
                 W.not_met(actor.name, skill.name, missing), skill.rule or ruleset.combat_rule,
                 order=index, skill=skill.name, reason="requirements")
        return []
    blocked = ruleset.skill_problem(actor, skill, action.targets + action.locations, ctx.war)
    if blocked:
        ctx.emit(EventKind.CANCEL, [actor.id],
                 W.canceled(actor.name, skill.name, blocked), skill.rule or ruleset.combat_rule, order=index,
                 skill=skill.name,
                 reason="requirements")
        return []
    refused = []  # (loops, not comprehensions: each comprehension is a call of its own in this Python)
    first: str | None | object = _UNKNOWN  # the first target's answer, for _attack
    for t in action.targets:
        if t in characters:
            problem = out_of_play.target_problem(ruleset, actor, characters[t], skill, ctx.war, state.facts)
            if first is _UNKNOWN and t == action.targets[0]:
                first = problem
            if problem:
                refused.append(t)
    if action.targets and len(refused) == len(action.targets):
        why = out_of_play.target_problem(ruleset, actor, characters[refused[0]], skill, ctx.war, state.facts)
        ctx.emit(EventKind.CANCEL, [actor.id] + refused, W.not_targeted(actor.name, ctx.name(refused[0]), why, skill.name),
                 skill.rule or ruleset.combat_rule,
                 order=index, skill=skill.name, reason="target")
        return []
    settled = surprise.settle_first(ctx, actor, action, index, raw) if skill.surprise else None
    if settled:
        return []  # detected: the attack waits for its own place in the turn (surprise.settle_first)
    written = before_pay = ctx.writes
    paid = pay(ctx, actor, cost, budget)  # (writes only the actor's pools: see CombatState.quiet)
    written = written if ruleset.target_problem_reads_pools else ctx.writes  # (paying wrote only the pools)
    named, names = [], []
    for t in action.targets:
        if t in characters:
            named.append(t)
            names.append(characters[t].name)
    if action.locations:
        targets = W.targets(names, [ctx.place(t) for t in action.locations])
    else:  # (one name, the most: no call)
        targets = names[0] if len(names) == 1 else W.targets(names, [] if names else [ctx.place(t) for t in action.targets])
    quiet = state.quiet is not None and ctx.events[-1] is state.quiet and before_pay == ctx.emitted_writes
    ctx.emit(_ACTION, [actor.id] + named,
             W.uses(actor.name, skill.name, targets, cost.text(), paid),
             skill.rule or ruleset.combat_rule, previous_settled=quiet, skill=skill.name, slot=skill.slot, targets=list(action.targets),
             order=index, cost={"resources": dict(cost.resources), "actions": list(cost.actions)})
    state.facts.casts.append((actor.id, skill.key))
    if skill.surprise and not surprise.goes_ahead(ctx, actor, action, settled is False):
        return []  # (before the skill's changes: a surprise attack that fails makes none)
    for change in ruleset.skill_changes(actor, skill, action.targets + action.locations, ctx.war, state.facts):
        changes.apply(ctx, change)  # deaths are settled with the group's hits
    if not skill.attack:
        _support(ctx, actor, action)
        return []
    if skill.surprise or ctx.writes != written:
        first = _UNKNOWN  # the war may have changed since the first target was checked: ask again
    return _attack(ctx, phase, actor, action, state, first)


_UNKNOWN = object()
"""No answer kept for the first target (see :func:`_attack`)."""


def _active(actor: Character, name: str) -> bool:
    folded = name.casefold()
    return any(str(e.get("name", "")).casefold() == folded for e in actor.statuses)


def _support(ctx: TurnContext, actor: Character, action: Action) -> None:
    """A skill without damage: its effect stays active while it lasts; statuses and healing apply."""
    skill = action.skill
    if skill.duration is not None or skill.upkeep is not None or skill.ongoing:
        changes.apply(ctx, Change(actor.id, ChangeKind.EFFECT_ADD, W.active(skill.name), skill.rule,
                                  value={"name": skill.name, "kind": "skill", "turns": skill.duration,
                                         "upkeep": skill.upkeep.text() if skill.upkeep else None,
                                         "upkeep_cost": dict(skill.upkeep.resources) if skill.upkeep else None,
                                         "targets": list(action.targets), "source": actor.id,
                                         "self_only": skill.self_only}))
    for tid in action.targets:
        target = ctx.war.characters.get(tid)
        if target is None:
            continue
        problem = ctx.ruleset.target_problem(actor, target, skill, ctx.war, combat_of(ctx).facts)
        if problem:
            ctx.emit(EventKind.CANCEL, [actor.id, tid], W.does_not_reach(skill.name, target.name, problem),
                     skill.rule or ctx.ruleset.combat_rule, skill=skill.name, reason="target")
            continue
        if skill.heals:
            changes.apply(ctx, Change(tid, ChangeKind.HEALTH, W.heals(skill.name, target.name, fmt(skill.heals)),
                                      skill.rule, amount=skill.heals), EventKind.HEAL)
        changes.apply_all(ctx, ctx.ruleset.inflict(target, skill, ctx.war))


def _attack(ctx: TurnContext, phase: Phase, actor: Character, action: Action, state: CombatState,
            first: str | None | object = _UNKNOWN) -> list[Hit]:
    """The hits of an attack on each target. ``first``: ``Ruleset.target_problem``'s answer for the first target,
    asked by :func:`perform` with nothing written into the war since (paying and the skill's changes go through
    ``changes``; its count of writes, ``ctx.writes``, did not move, a payment from a pool aside when the ruleset's
    target check reads no pool (``Ruleset.target_problem_reads_pools``); a Surprise Attack is asked again), so it
    holds: the hook is a query of the attacker, target, skill, war and facts (``facts.casts``, added to since, is read
    by no rule). Later targets are asked here: an earlier target's engagement and flags may change their answer."""
    ruleset, skill, war = ctx.ruleset, action.skill, ctx.war
    characters, facts, turn = war.characters, state.facts, war.turn
    hits: list[Hit] = []
    intercepted_by: set[str] = set()
    asks, contests, dodges, crits = _OWN_HIT_HOOKS.get(type(ruleset)) or _own_hit_hooks(type(ruleset))
    once = ruleset.intercept_once_per_skill  # (a class attribute: read once, not for every target)
    for i, tid in enumerate(action.targets):
        target = characters[tid]
        if i == 0 and first is not _UNKNOWN:
            problem = first
        else:
            problem = out_of_play.target_problem(ruleset, actor, target, skill, war, facts)
        if problem:
            ctx.emit(EventKind.CANCEL, [actor.id, tid], W.cannot_target(actor.name, target.name, problem),
                     skill.rule or ruleset.combat_rule, skill=skill.name, reason="target")
            continue
        _engage(ctx, phase, actor, target, state)
        facts.attack_log.append((actor.id, tid))
        # used or affected by a damaging skill (ap-sp 000:L479): the engine's own flag, set without an event
        characters[actor.id].flags[_LAST_ATTACK_TURN] = turn
        target.flags[_LAST_ATTACK_TURN] = turn
        state.touched.update((actor.id, tid))  # (written here, not through changes: see changes.settle_deaths)
        facts.attacked.add(tid)
        facts.attackers.add(actor.id)
        struck = target
        for change in ruleset.interception_changes(actor, target, skill, war, facts):
            changes.apply(ctx, change)
        who, why, rule = ruleset.interceptor(actor, target, skill, war)
        if once and (who in intercepted_by or (who != tid and who in action.targets)):
            ctx.emit(EventKind.INTERCEPT, [who, tid, actor.id], W.guards_twice(ctx.name(who), target.name,
                     who in intercepted_by, skill.name, why), rule, interceptor=who, target=tid, once=True)
            continue
        if who is not None and who != tid:
            intercepted_by.add(who)
            struck = characters[who]
            ctx.emit(_INTERCEPT, [who, tid, actor.id], W.intercepts(struck.name, actor.name, skill.name, target.name,
                     why), rule, interceptor=who, target=tid)
            facts.attacked.add(who)
        if not skill.damage:
            hits += _status_only(ctx, actor, struck, skill)
            continue
        for hit in range(skill.hits):
            label = f"{skill.name} hit {hit + 1} of {skill.hits}" if skill.hits > 1 else skill.name  # (Message kept)
            for part in range(len(skill.damage)):
                # (each hook asked only where the ruleset has its own: a default's answer is known)
                questions = ruleset.contest_questions(actor, struck, skill, war) if asks else None
                asked = contest.answers(ctx, questions) if questions else {}  # (contest.ask's first step)
                opposed = ruleset.contest(actor, struck, skill, war, asked) if contests else None
                if opposed is not None:
                    facts.aimed_at = tid
                    rolled = contest.roll(ctx, actor, struck, told.on(label, struck.name, opposed.explain), opposed)
                    score = ruleset.contest_damage(actor, struck, skill, rolled, war)
                    if score.value > 0:
                        found = ruleset.inflict(struck, skill, war) if part == 0 else None
                        hits.append(Hit(actor.id, struck.id, score.value, told.hit_on(label, struck.name, score.explain),
                                        score.rule, _sourced(found, actor.id) if found else []))
                    else:
                        ctx.emit(EventKind.DAMAGE, [actor.id, struck.id], told.hit_on(label, struck.name, score.explain),
                                 score.rule, amount=0, attacker=actor.id, target=struck.id)
                    continue
                dodge = ruleset.evasion(actor, struck, skill, war) if dodges else None
                if dodge is not None and _dodged(ctx, actor, struck, label, dodge,
                                                 f"t{turn}.dodge.{actor.id}.{struck.id}.{_slug(skill.key)}.{hit}.{part}"):
                    continue
                facts.aimed_at = tid
                score = ruleset.damage(actor, struck, skill, part, war, facts)
                crit = ruleset.critical(actor, struck, skill, war) if crits else None
                if crit is not None:
                    score = _critical(ctx, actor, struck, label, crit, score,
                                      f"t{turn}.critical.{actor.id}.{struck.id}.{_slug(skill.key)}.{hit}.{part}")
                found = ruleset.inflict(struck, skill, war) if part == 0 else None  # (sourced below)
                hits.append(Hit(actor.id, struck.id, score.value,
                                told.hit_on(label, struck.name, score.explain), score.rule,
                                _sourced(found, actor.id) if found else []))
    state.mark_quiet(ctx)
    return hits


def _own_hit_hooks(cls: type[Ruleset]) -> tuple[bool, bool, bool, bool]:
    """Whether ``cls`` has its own ``contest_questions``, ``contest``, ``evasion`` and ``critical``: the defaults
    answer nothing (no question, no contest, no dodge, no critical hit), so a hit need not ask them."""
    own = _OWN_HIT_HOOKS[cls] = (cls.contest_questions is not Ruleset.contest_questions,
                                 cls.contest is not Ruleset.contest, cls.evasion is not Ruleset.evasion,
                                 cls.critical is not Ruleset.critical)
    return own


_OWN_HIT_HOOKS: dict[type[Ruleset], tuple[bool, bool, bool, bool]] = {}  # by class (its methods are fixed)


def _sourced(found: list[Change], source: str) -> list[Change]:
    """Effects an attack inflicts remember who inflicted them (poison damage is the poisoner's)."""
    return [replace(c, value={**c.value, "source": c.value.get("source") or source})
            if c.what == ChangeKind.EFFECT_ADD and isinstance(c.value, dict) else c for c in found]


def _status_only(ctx: TurnContext, actor: Character, struck: Character, skill: Skill) -> list[Hit]:
    """An attack that only inflicts statuses (Poison T/D): each hit may be dodged, then the statuses land."""
    out = []
    for hit in range(skill.hits):
        dodge = ctx.ruleset.evasion(actor, struck, skill, ctx.war)
        if dodge is not None and _dodged(ctx, actor, struck, skill.name, dodge,
                                         f"t{ctx.turn}.dodge.{actor.id}.{struck.id}.{_slug(skill.key)}.{hit}.s"):
            continue
        out.append(Hit(actor.id, struck.id, None, W.on(skill.name, struck.name), skill.rule,
                       _sourced(ctx.ruleset.inflict(struck, skill, ctx.war), actor.id)))
    return out


def apply_hits(ctx: TurnContext, hits: list[Hit]) -> None:
    """Apply hits computed on one snapshot (for other activities that act, such as ``scheduled``)."""
    _apply_hits(ctx, hits)


def _apply_hits(ctx: TurnContext, hits: list[Hit]) -> None:
    """Apply a group's hits together: everything was computed on the same snapshot."""
    characters, events = ctx.war.characters, ctx.events
    # (the last damage event, and writes after it: the same, land_hit aside, keep its snapshots; CombatState.quiet,
    # which the first hit starts from: the group's last attack's event, an interception's most often)
    shown: object = ctx.combat.quiet if ctx.combat is not None else None
    written = ctx.emitted_writes
    for hit in hits:
        target = characters[hit.target]
        if hit.amount is None:
            if target.alive:
                for change in hit.inflicts:
                    changes.apply(ctx, change)
            continue
        if not target.alive:
            ctx.emit(EventKind.DAMAGE, [hit.attacker, hit.target], W.already_dead(hit.explain, target.name),
                     hit.rule, previous_settled=shown is not None and events[-1] is shown and ctx.writes == written,
                     amount=0, attacker=hit.attacker, target=hit.target)
            shown, written = events[-1], ctx.writes
            continue
        before = target.health or 0.0
        after = changes.round10(before - hit.amount)
        cap = target.health_max  # changes.pool_max, read here for every hit
        if cap is None:
            cap = ctx.ruleset.pool_maximum("health", target.kind)
        if cap is not None and after > (cap if cap > before else before):  # (max(before, cap), without its call)
            after = max(before, cap)  # negative damage heals, never beyond the maximum
            hit.explain = W.at_maximum(hit.explain, fmt(cap))
        survive = ctx.ruleset.fatal_blow(target, after, ctx.war) if after <= 0 else None
        changes.land_hit(ctx, target, after, hit.attacker)  # a HIT change, told by the damage event below
        # (land_hit writes only the two characters this event names; fatal_blow only reads)
        shown = ctx.emit(_DAMAGE, [hit.attacker, hit.target],
                         told.health_after(hit.explain, target.name, before, after), hit.rule,
                         previous_settled=shown is not None and events[-1] is shown and ctx.writes == written + 1,
                         amount=hit.amount, attacker=hit.attacker, target=hit.target, before=before, after=after)
        written = ctx.writes
        if survive:
            for change in survive:
                changes.apply(ctx, change)
        for change in hit.inflicts:
            changes.apply(ctx, change)
    changes.settle_deaths(ctx)


def _engage(ctx: TurnContext, phase: Phase, attacker: Character, target: Character, state: CombatState) -> None:
    """An attack starts a battle or joins one (true-hgw 003 §VII; ap-sp 000:L489)."""
    location = attacker.location
    if target.location != location or not hostile(attacker, target):
        return
    assert location is not None  # alive, so it stands somewhere (War.problems)
    battle = ctx.battle_at(location)
    new = battle is None
    if battle is None:
        battle = Battle(id=f"b{ctx.turn}-{location}", location=location, participants=[], turns=0)
        ctx.war.battles.append(battle)
    joined = [attacker.id, target.id]
    participants, engaged = battle.participants, ctx.engaged
    if ctx.ruleset.engage_pulls_team:
        teams = (attacker.team, target.team)
        for c in ctx.war.at(location):  # (a loop: a comprehension would be a call of its own)
            if c.team in teams and c.id not in joined and not c.spirit_form:
                joined.append(c.id)
    elif attacker.id in participants and target.id in participants:  # (most attacks: both fight there already)
        engaged.update(joined)
        state.facts.in_battle.update(joined)
        return  # nobody joins: no event (what the loops below come to)
    fresh = []  # (a loop: a comprehension would be a call of its own)
    for cid in joined:
        if cid not in participants:
            fresh.append(cid)
    for cid in joined:
        if cid not in participants:
            participants.append(cid)
        engaged.add(cid)
    state.facts.in_battle.update(joined)
    if not fresh:
        return
    for cid in fresh:
        budget = state.budgets.get(cid)
        if budget is not None:
            budget.limit = {**budget.limit, "first_battle_turn": True}
    ctx.emit(EventKind.ENGAGE, joined,
             W.joins(attacker.name, target.name, ctx.place(location), new, battle.turns + 1,
                     [ctx.name(c) for c in participants]),
             ctx.ruleset.engage_rule or phase.rule, battle=battle.id, location=location, new_battle=new,
             reached=True, joined=fresh)


def _special(ctx: TurnContext, order: Order, raw: Mapping[str, Any], actor: Character) -> None:
    """Spirit form, consumption, items, claims…: the ruleset says what changes."""
    state = combat_of(ctx)
    budget = state.budgets.get(actor.id)
    cost = ctx.ruleset.special_action_cost(actor, raw, ctx.war)
    shortfall = cost_shortfall(actor, cost, budget)
    if shortfall:
        ctx.emit(EventKind.CANCEL, [actor.id], W.cannot_special(actor.name, raw["action"], shortfall),
                 ctx.ruleset.special_action_rules.get(raw["action"], ctx.ruleset.combat_rule),
                 order=order.index, reason="cost")
        return
    raw = {k: v for k, v in raw.items() if k != "achievement"}  # only a roll sets it
    check = ctx.ruleset.special_action_check(actor, raw, ctx.war)
    if check is not None:
        pools, what, rule = check
        raw["achievement"] = contest.roll_pools(ctx, actor, pools, what, rule)
    try:
        result = ctx.ruleset.special_action(actor, raw, ctx.war, state.facts)
    except IllegalOrderError as exc:
        ctx.emit(EventKind.CANCEL, [actor.id], W.cannot_special(actor.name, raw["action"], exc.reason), exc.rule,
                 order=order.index, reason="illegal")
        return
    paid = pay(ctx, actor, cost, budget)
    ctx.emit(EventKind.ACTION, [actor.id], W.special_done(actor.name, raw["action"], cost.text(), paid),
             ctx.ruleset.special_action_rules.get(raw["action"], ctx.ruleset.combat_rule), action=raw["action"], order=order.index,
             cost={"resources": dict(cost.resources), "actions": list(cost.actions)})
    changes.apply_all(ctx, result)
