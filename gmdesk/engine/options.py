"""Legal order choices for one character: what the turn desk offers in its pickers.

Like a chess board's legal moves, the desk asks the engine what a character may order instead of
letting the GM type orders that resolution would refuse. Every choice is built as a candidate order
and kept only when :func:`~gmdesk.engine.orders.check_orders` accepts it together with the turn's
other orders, so an offered order is legal by construction. Where the refusal would only come at
resolution for a reason already known now, the choice is left out too: targets out of reach, targets
the ruleset's target rules refuse (Spirit Form, Type of Target), special actions the ruleset's own
action refuses on the current state.

An :class:`ActionOption` is one kind of order (a move, a skill, a Command Spell…): ``template`` is a
complete legal order, and ``fields`` lists, per order field, the values that stay legal when only that
field of the template changes (a value ``None`` means "leave the field out"). Choosing values of two
fields at once may conflict; :func:`order_problem` says why.
"""

from __future__ import annotations

import copy
import itertools
import json
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable

from gmdesk import rulesets
from gmdesk.engine.combat import conditions, spells
from gmdesk.engine.combat.actions import build_action, sheet_skills
from gmdesk.engine.combat.budgets import foes_of
from gmdesk.engine.combat.order_checks import is_action
from gmdesk.engine.orders import OrdersRefused, check_orders
from gmdesk.errors import GmdeskError, IllegalOrderError, WarFileError
from gmdesk.model.character import Character
from gmdesk.model.ranks import LETTERS, parse_rank
from gmdesk.model.war import War
from gmdesk.rulesets.base import Ruleset
from gmdesk.rulesets.movement import FleeRules, MovementRules
from gmdesk.rulesets.scores import fmt
from gmdesk.rulesets.combat import Budget, Cost, Skill, TurnFacts

Choice = tuple[Any, str]
"""A value an order field may take, and how the picker shows it."""


@dataclass(frozen=True)
class ActionOption:
    """One kind of order a character may give, with every legal value of its fields."""

    action: str
    label: str
    fields: dict[str, list[Choice]]
    cost: str
    rule: str
    template: dict

    def order(self, **choices: Any) -> dict:
        """The template with some fields set to other values (``None`` leaves a field out)."""
        return _with(self.template, choices)

    def values(self, name: str) -> list[Any]:
        """The values offered for field ``name`` (empty when the field is not offered)."""
        return [value for value, _ in self.fields.get(name, [])]


@dataclass(frozen=True)
class CharacterOptions:
    """Everything one character may order this turn, and what is left of its turn's budget."""

    actor: str
    actions: list[ActionOption]
    budget_text: str

    def of(self, action: str) -> list[ActionOption]:
        """The options of one order action (``move``, ``skill``…)."""
        return [a for a in self.actions if a.action == action]


def order_options(war: War, cid: str, orders: list[dict] | None = None) -> CharacterOptions:
    """The legal orders of ``cid`` given the turn's other ``orders`` (default: ``war.orders``).

    Orders of ``orders`` that the rules refuse are set aside first, so one bad order does not make
    every choice look illegal. ``war`` is not changed.
    """
    ruleset = rulesets.get(war.ruleset)
    actor = _character(war, cid)
    context = legal_orders(war, list(war.orders if orders is None else orders))
    judge = _Judge(war, ruleset, actor, context)
    actions: list[ActionOption] = []
    if actor.alive:
        for build in _BUILDERS:
            actions.extend(build(judge))
    return CharacterOptions(cid, actions, remaining_budget(war, cid, context))


def order_problem(war: War, order: dict, orders: list[dict] | None = None) -> str | None:
    """Why ``order`` is refused together with the turn's other (legal) ``orders``, or None when it is legal."""
    ruleset = rulesets.get(war.ruleset)
    context = legal_orders(war, list(war.orders if orders is None else orders))
    trial = context + [dict(order)]
    try:
        check_orders(_with_orders(war, trial), ruleset, trial)
    except OrdersRefused as exc:
        return "; ".join(f"{r.reason}" + (f" ({r.rule})" if r.rule else "") for r in exc.refusals)
    except GmdeskError as exc:
        return str(exc)
    return None


def legal_orders(war: War, orders: list[dict]) -> list[dict]:
    """The orders that check_orders accepts together: refused ones are set aside until the rest pass."""
    ruleset = rulesets.get(war.ruleset)
    kept = [dict(o) for o in orders if isinstance(o, dict)]
    while kept:
        try:
            check_orders(_with_orders(war, kept), ruleset, kept)
            return kept
        except OrdersRefused as exc:
            refused = {r.order.get("_index") for r in exc.refusals}
            if None in refused:
                return []
            kept = [o for i, o in enumerate(kept) if i not in refused]
        except GmdeskError:
            return []
    return kept


def _character(war: War, cid: str) -> Character:
    if cid not in war.characters:
        raise WarFileError(f"unknown character {cid!r}", field="actor", value=cid)
    return war.characters[cid]


def _with_orders(war: War, orders: list[dict]) -> War:
    """A shallow copy of ``war`` holding ``orders``: rulesets read the turn's orders from the war while
    orders are checked (a Command Spell that frees a Servant, an agreement to leave combat)."""
    trial = copy.copy(war)
    trial.orders = list(orders)
    return trial


def _with(order: dict, changes: dict[str, Any]) -> dict:
    out = copy.deepcopy(order)
    for key, value in changes.items():
        if value is None:
            out.pop(key, None)
        else:
            out[key] = copy.deepcopy(value)
    return out


# -- judging candidates ------------------------------------------------------------------------
class _Judge:
    """Says whether a candidate order of the actor is accepted with the turn's other orders."""

    def __init__(self, war: War, ruleset: Ruleset, actor: Character, context: list[dict]):
        self.war = war
        self.ruleset = ruleset
        self.actor = actor
        self.context = context
        self.movement = ruleset.movement_for(war)
        self.facts = TurnFacts(turn=war.turn)
        self._verdicts: dict[str, bool] = {}

    def accepts(self, order: dict) -> bool:
        key = json.dumps(order, sort_keys=True, default=str)
        if key not in self._verdicts:
            self._verdicts[key] = self._check(order)
        return self._verdicts[key]

    def _check(self, order: dict) -> bool:
        trial = self.context + [order]
        try:
            check_orders(_with_orders(self.war, trial), self.ruleset, trial)
        except GmdeskError:
            return False
        return True

    def base(self, action: str, **fields: Any) -> dict:
        return {"actor": self.actor.id, "action": action, **fields}

    def destination(self, cid: str) -> str | None:
        """Where a move or flight of this turn takes ``cid`` (None: it stays)."""
        for raw in self.context:
            if raw.get("actor") == cid and raw.get("action") in ("move", "flee") and isinstance(raw.get("to"), str):
                return raw["to"]
        return None

    def hostile(self, a: Character, b: Character) -> bool:
        """Different teams are hostile (the engine's reading: alliances are not mechanical)."""
        return a.team != b.team or a.team is None


def _settle(judge: _Judge, base: dict, main: dict[str, list[Choice]],
            modifiers: dict[str, list[Choice]]) -> tuple[dict, dict[str, list[Choice]]] | None:
    """The first legal combination of the main fields (the template), then, per field, the values that
    stay legal when only that field of the template changes. None: nothing is legal."""
    names = list(main)
    template = None
    for combo in itertools.product(*(main[n] for n in names)):
        candidate = _with(base, {n: value for n, (value, _) in zip(names, combo)})
        if judge.accepts(candidate):
            template = candidate
            break
    if template is None:
        return None
    fields: dict[str, list[Choice]] = {}
    for name, choices in {**main, **modifiers}.items():
        keep = _conditions_kept if name == "if" else _values_kept
        kept = keep(judge, template, name, choices)
        if any(v is not None for v, _ in kept):
            fields[name] = kept
    return template, fields


def _values_kept(judge: _Judge, template: dict, name: str, choices: list[Choice]) -> list[Choice]:
    return [(v, text) for v, text in choices if judge.accepts(_with(template, {name: v}))]


def _conditions_kept(judge: _Judge, template: dict, name: str, choices: list[Choice]) -> list[Choice]:
    """Conditions of the closed vocabulary. check_orders reads a condition only through
    ``conditions.problem`` and through its presence (order_checks.check, ``_conditional``,
    ``_reach_refusals``), so every condition ``problem`` accepts is legal exactly when one is: one whole
    check stands for them all (the tests check each)."""
    valid = [(v, text) for v, text in choices if v is None or conditions.problem(v) is None]
    sample = next((v for v, _ in valid if v is not None), None)
    if sample is None or not judge.accepts(_with(template, {name: sample})):
        return [(v, text) for v, text in valid if v is None and judge.accepts(_with(template, {name: v}))]
    return [(v, text) for v, text in valid if v is not None or judge.accepts(_with(template, {name: v}))]


def _offer(judge: _Judge, base: dict, label: str, cost: str, rule: str, main: dict[str, list[Choice]],
           modifiers: dict[str, list[Choice]] | None = None) -> list[ActionOption]:
    if any(not choices for choices in main.values()):
        return []
    settled = _settle(judge, base, main, modifiers or {})
    if settled is None:
        return []
    template, fields = settled
    return [ActionOption(base["action"], label, fields, cost, rule, template)]


# -- labels ----------------------------------------------------------------------------------
def _place(war: War, loc: str) -> str:
    found = war.map.locations.get(loc)
    return found.name if found else loc


def _places(war: War, ids: Iterable[str]) -> list[Choice]:
    return [(loc, _place(war, loc)) for loc in ids]


def _people(war: War, chars: Iterable[Character]) -> list[Choice]:
    return [(c.id, f"{c.name} ({_place(war, c.location)})") for c in chars]


def _action_cost_text(judge: _Judge, *orders: str) -> str:
    """The Move Action when the ruleset spends it on these orders, else no action."""
    if any(o in judge.movement.move_action_orders for o in orders):
        return "the Move Action"
    return "no action"


# -- movement -----------------------------------------------------------------------------------
def _reachable(war: War, start: str, movement: MovementRules) -> list[str]:
    """Locations a regular move may reach (anywhere, adjacent, or up to ``max_steps`` along the map),
    nearest first: the template's one-location move may then also wait for the second half."""
    distance = {loc: war.map.distance(start, loc) for loc in war.map.locations if loc != start}
    limit = movement.max_steps
    if movement.range != "anywhere":
        distance = {loc: d for loc, d in distance.items() if d is not None and (limit is None or d <= limit)}
    return sorted(distance, key=lambda loc: (distance[loc] is None, distance[loc] or 0, loc))


def _move_options(judge: _Judge) -> list[ActionOption]:
    war, movement, actor = judge.war, judge.movement, judge.actor
    main = {"to": _places(war, _reachable(war, actor.location, movement))}
    modifiers = {}
    if movement.half_steps:
        modifiers["delay"] = [(None, "at once"), (True, "wait for the second half (a one-location move)")]
    return _offer(judge, judge.base("move"), "Move", _action_cost_text(judge, "move"), movement.rule, main, modifiers)


def _scout_options(judge: _Judge) -> list[ActionOption]:
    rules = judge.movement.scout
    if rules is None:
        return []
    war, actor = judge.war, judge.actor
    main = {"target": _places(war, [loc for loc in war.map.locations if loc != actor.location])}
    cost = _action_cost_text(judge, "scout")
    return _offer(judge, judge.base("scout"), "Scout", cost, rules.rule, main)


def _flee_destinations(war: War, rules: FleeRules, here: str) -> list[str]:
    """Where a flight may go: an adjacent location, the same one (an escape that stays), or anywhere."""
    if rules.destination == "adjacent":
        return war.map.neighbours(here)
    if rules.destination == "stay":
        return [here]
    return [loc for loc in war.map.locations if loc != here]


def _flee_options(judge: _Judge) -> list[ActionOption]:
    rules = judge.movement.flee
    if rules is None:
        return []
    war, actor = judge.war, judge.actor
    main = {"to": _places(war, _flee_destinations(war, rules, actor.location))}
    label = "Flee the battle" if war.battle_of(actor.id) else "Flee, should a battle start this turn"
    cost = "the Move Action" if rules.consumes_move_action else "no action"
    return _offer(judge, judge.base("flee"), label, cost, rules.rule, main)


def _pursue_options(judge: _Judge) -> list[ActionOption]:
    rules = judge.movement.flee
    battle = judge.war.battle_of(judge.actor.id)
    if rules is None or rules.pursuit != "guess" or battle is None:
        return []
    war, actor = judge.war, judge.actor
    foes = [war.characters[c] for c in battle.participants
            if c in war.characters and war.characters[c].alive and judge.hostile(actor, war.characters[c])]
    main = {"target": _people(war, foes), "to": _places(war, war.map.neighbours(actor.location))}
    return _offer(judge, judge.base("pursue"), "Pursue (guess where the fugitive flees)",
                  _action_cost_text(judge, "pursue"), rules.pursuit_rule, main)


def _search_options(judge: _Judge) -> list[ActionOption]:
    rules = judge.movement.search
    if rules is None:
        return []
    modifiers = {"move_to_found": [(None, "stay where you are"), (True, "move at once to a home base found")]}
    cost = "the Move Action" if rules.consumes_move_action else "no action"
    return _offer(judge, judge.base("search"), "Search for hidden home bases", cost, rules.rule, {}, modifiers)


def _stay_options(judge: _Judge) -> list[ActionOption]:
    """"Do nothing" (docs/war-format.md), for a character with no other order this turn."""
    if any(raw.get("actor") == judge.actor.id for raw in judge.context):
        return []
    return _offer(judge, judge.base("stay"), "Stay (do nothing)", "no action", judge.movement.rule, {})


# -- targets -------------------------------------------------------------------------------------
def _in_reach(judge: _Judge, target: str, skill: Skill | None) -> bool:
    """Whether ``target`` (a character or a location) is, or can come, where the actor is this turn:
    the same location now, or brought together by a move or flight of this turn (as check_orders reads
    reach), unless the skill reaches other locations."""
    if skill is not None and skill.across_locations:
        return True
    actor = judge.actor
    here = {actor.location, judge.destination(actor.id)} - {None}
    if target in judge.war.characters:
        there = {judge.war.characters[target].location, judge.destination(target)} - {None}
    else:
        there = {target}
    return bool(here & there)


def _target_problem(judge: _Judge, target: Character, skill: Skill) -> str | None:
    try:
        return judge.ruleset.target_problem(judge.actor, target, skill, judge.war, judge.facts)
    except GmdeskError as exc:
        return str(exc)


def _skill_problem(judge: _Judge, skill: Skill, targets: list[str]) -> str | None:
    try:
        return judge.ruleset.skill_problem(judge.actor, skill, targets, judge.war)
    except GmdeskError as exc:
        return str(exc)


def _ranked(judge: _Judge, chars: list[Character], foes_first: bool) -> list[Character]:
    """Foes first for attacks, the actor's own side first for everything else; then by id."""
    def key(c: Character) -> tuple:
        foe = judge.hostile(judge.actor, c)
        return (foe != foes_first, c.id)
    return sorted(chars, key=key)


def _character_targets(judge: _Judge, skill: Skill) -> list[Character]:
    """Living characters the skill may be aimed at now: in reach, allowed by the ruleset's target rules
    and by the skill's listed types of target."""
    found = []
    for ch in judge.war.alive():
        if not _in_reach(judge, ch.id, skill):
            continue
        if _target_problem(judge, ch, skill) or _skill_problem(judge, skill, [ch.id]):
            continue
        found.append(ch)
    return _ranked(judge, found, foes_first=skill.attack)


def _location_targets(judge: _Judge, skill: Skill) -> list[str]:
    """Locations, for skills whose Type of Target lists [Location]: those in reach."""
    if "location" not in {t.casefold() for t in skill.target_types}:
        return []
    return [loc for loc in judge.war.map.locations
            if _in_reach(judge, loc, skill) and not _skill_problem(judge, skill, [loc])]


def _target_lists(judge: _Judge, skill: Skill) -> list[Choice]:
    """Values of a skill order's ``targets``: each single target, then, for a skill with several targets,
    all those in reach at once on the side it is meant for (foes for an attack, the user's own otherwise)."""
    war = judge.war
    people = _character_targets(judge, skill)
    out: list[Choice] = [([c.id], f"{c.name} ({_place(war, c.location)})") for c in people]
    out += [([loc], _place(war, loc)) for loc in _location_targets(judge, skill)]
    side = [c for c in people if judge.hostile(judge.actor, c) == skill.attack]
    limit = skill.targets_max if skill.targets_max is not None else len(side)
    if limit > 1 and len(side) > 1:
        group = side[:limit]
        out.append(([c.id for c in group], "all of: " + ", ".join(c.name for c in group)))
    return out


# -- conditions and delays ------------------------------------------------------------------------
def _condition_variants(judge: _Judge, kind: str) -> list[dict]:
    """The conditions of one kind of the engine's closed vocabulary, with the characters they may name."""
    war, actor = judge.war, judge.actor
    if kind == "attacked":
        mates = [c for c in war.alive() if c.id != actor.id and c.team is not None and c.team == actor.team]
        return [{"kind": kind}] + [{"kind": kind, "who": c.id} for c in mates]
    if kind == "attacked-by":
        near = [c for c in war.alive() if judge.hostile(actor, c) and c.location == actor.location]
        return [{"kind": kind, "by": c.id} for c in sorted(near, key=lambda c: c.id)]
    return [{"kind": kind}]


def _condition_choices(judge: _Judge) -> list[Choice]:
    """"If X, do A": every condition of the closed vocabulary (conditions.CONDITIONS), and its negation."""
    out: list[Choice] = [(None, "always (no condition)")]
    for kind in conditions.CONDITIONS:
        for cond in _condition_variants(judge, kind):
            for variant in (cond, {**cond, "not": True}):
                if conditions.problem(variant) is None:
                    out.append((variant, "if " + conditions.describe(variant)))
    return out


def _first_phase(judge: _Judge, slot: str | None) -> int | None:
    phases = judge.ruleset.phases_for(judge.war)
    return next((i for i, p in enumerate(phases) if slot in p.slots), None)


def _delay_phases(judge: _Judge, slot: str | None) -> list[Choice]:
    """Later phases an action may be delayed to (ap-sp 000:L408; true-hgw 003 §VI). Not a phase where
    characters move, unless the action belongs there ("No other action can occur during the Movement
    Phase", ap-sp 000:L520); not a second combat round for a character already in battle, who fights in
    the first (ap-sp 000:L447)."""
    phases = judge.ruleset.phases_for(judge.war)
    start = _first_phase(judge, slot)
    if start is None:
        return []
    in_battle = judge.war.battle_of(judge.actor.id) is not None
    out = []
    for phase in phases[start + 1:]:
        if "act" not in phase.activities or ("move" in phase.activities and slot not in phase.slots):
            continue
        if phase.round > 1 and in_battle:
            continue
        out.append(({"phase": phase.id}, f"delayed to the {phase.name}"))
    return out


def _delay_ranks(judge: _Judge) -> list[Choice]:
    """Inside its phase, an action may act as though its user had a lower AGI (ap-sp 000:L408, L824)."""
    own = judge.actor.stat("AGI")
    if own is None or own.is_special:
        return []
    return [({"as_agi": letter}, f"delayed as though AGI {letter}") for letter in LETTERS
            if parse_rank(letter).sort_key() < own.sort_key()]


def _orders_end_delays(judge: _Judge) -> bool:
    """Whether the ruleset orders delays "to the end of a phase" (ap-sp 000:L822): its ``delayed_key``
    takes no rank for them. A ruleset whose delays always name a rank (true-hgw 003 §VI) has none."""
    try:
        judge.ruleset.delayed_key(judge.actor, judge.war, None)
    except (AttributeError, TypeError):
        return False
    return True


def _delay_choices(judge: _Judge, slot: str | None) -> list[Choice]:
    out: list[Choice] = [(None, "not delayed")]
    out += _delay_phases(judge, slot)
    out += _delay_ranks(judge)
    if _orders_end_delays(judge):
        out.append(({"at": "end"}, "delayed to the end of its phase"))
    return out


def _modifiers(judge: _Judge, slot: str | None) -> dict[str, list[Choice]]:
    """Conditions and delays of an action order (combat rulesets only: elsewhere the engine reads neither)."""
    if not judge.ruleset.has_combat:
        return {}
    return {"if": _condition_choices(judge), "delay": _delay_choices(judge, slot)}


# -- attacks and skills -------------------------------------------------------------------------------
def _engage_rule(judge: _Judge) -> str:
    if judge.ruleset.engage_rule:
        return judge.ruleset.engage_rule
    phase = next((p for p in judge.ruleset.phases_for(judge.war) if "engage" in p.activities), None)
    return phase.rule if phase else ""


def _engages(judge: _Judge) -> bool:
    """Whether an attack order does anything here: combat actions, or a phase that starts battles."""
    return judge.ruleset.has_combat or any("engage" in p.activities for p in judge.ruleset.phases_for(judge.war))


def _attack_options(judge: _Judge) -> list[ActionOption]:
    """The basic attack (combat rulesets) or the attack that starts a battle (the others)."""
    if not _engages(judge):
        return []
    ruleset, actor, war = judge.ruleset, judge.actor, judge.war
    basics = ruleset.basic_attacks(actor) if ruleset.has_combat else []
    if ruleset.has_combat and not basics:
        return []
    skill = basics[0] if basics else None
    foes = [c for c in war.alive() if c.id != actor.id and not (c.team is not None and c.team == actor.team)
            and _in_reach(judge, c.id, skill) and not (skill and _target_problem(judge, c, skill))]
    main: dict[str, list[Choice]] = {"target": _people(war, sorted(foes, key=lambda c: c.id))}
    if len(basics) > 1:
        main["mode"] = [(s.name, s.name) for s in basics]
    if skill is None:
        return _offer(judge, judge.base("attack"), "Attack (start or join a battle)", "no action", _engage_rule(judge),
                      main)
    cost = ruleset.action_cost(actor, skill, war).text()
    return _offer(judge, judge.base("attack"), f"Basic attack ({skill.name})", cost,
                  skill.rule or ruleset.combat_rule, main, _modifiers(judge, skill.slot))


def _skill_option(judge: _Judge, skill: Skill) -> list[ActionOption]:
    ruleset, actor, war = judge.ruleset, judge.actor, judge.war
    base = judge.base("skill", skill=skill.name)
    main: dict[str, list[Choice]] = {}
    if skill.self_only:
        if _skill_problem(judge, skill, [actor.id]):
            return []
    elif skill.targets_max != 0:
        main["targets"] = _target_lists(judge, skill)
    cost = ruleset.action_cost(actor, skill, war).text()
    label = f"{skill.name}" + (f" ({skill.type})" if skill.type else "")
    return _offer(judge, base, label, cost, skill.rule or ruleset.combat_rule, main, _modifiers(judge, skill.slot))


def _skill_options(judge: _Judge) -> list[ActionOption]:
    if not judge.ruleset.has_combat:
        return []
    found: list[ActionOption] = []
    for skill in sheet_skills(judge.ruleset, judge.actor):
        if skill.slot != "passive":
            found += _skill_option(judge, skill)
    return found


# -- Command Spells -------------------------------------------------------------------------------------
def _spell_params(judge: _Judge) -> dict[str, list[Choice]]:
    """Values of the order fields Command Spells take (``to``, ``target``, ``stat``)."""
    war, actor = judge.war, judge.actor
    return {
        "to": _places(war, [loc for loc in war.map.locations if loc != actor.location]),
        "target": _people(war, sorted(war.alive(), key=lambda c: c.id)),
        "stat": [(spec.key, spec.name) for spec in judge.ruleset.stats],
    }


def _command_spell_options(judge: _Judge) -> list[ActionOption]:
    ruleset, actor, war = judge.ruleset, judge.actor, judge.war
    if not (ruleset.has_combat and actor.is_master() and (actor.command_spells or 0) > 0):
        return []
    servants = [s for s in war.servants_of(actor.id) if s.alive]
    params = _spell_params(judge)
    found: list[ActionOption] = []
    for spell in ruleset.command_spells.values():
        if any(p not in params for p in spell.params):
            continue  # a field this desk cannot offer values for: the GM writes that order by hand
        main = {"servant": _people(war, servants), **{p: params[p] for p in spell.params}}
        uses = ruleset.command_spell_actions(spell, war)
        cost = "1 Command Spell" + "".join(f", the {a} action of both" for a in uses)
        found += _offer(judge, judge.base("command-spell", spell=spell.key), f'Command Spell "{spell.words}"', cost,
                        spell.rule, main, _modifiers(judge, "command-spell"))
    return found


# -- special actions ---------------------------------------------------------------------------------------
def _effects_controlled(judge: _Judge) -> list[Choice]:
    """Effects the actor put on itself or its Servants (the only ones it may cancel: ap-sp 000:L634,
    true-hgw 003 §III, §IX)."""
    names: list[str] = []
    for holder in [judge.actor] + judge.war.servants_of(judge.actor.id):
        for effect in holder.statuses:
            name = effect.get("name")
            if isinstance(name, str) and name not in names and (effect.get("source") or holder.id) == judge.actor.id:
                names.append(name)
    return [(n, n) for n in names]


def _contract_fields(judge: _Judge) -> dict[str, list[Choice]]:
    """A Servant names a Master other than its own; a Master names a Servant not already its own."""
    war, actor = judge.war, judge.actor
    if actor.is_servant():
        return {"master": _people(war, [c for c in war.alive() if c.is_master() and c.id != actor.master])}
    return {"servant": _people(war, [c for c in war.alive() if c.is_servant() and c.master != actor.id])}


def _named(entries: Iterable[dict]) -> list[Choice]:
    names = [e.get("name") or e.get("Name") for e in entries if isinstance(e, dict)]
    return [(n, n) for n in names if isinstance(n, str)]


SpecialFields = Callable[[_Judge], dict[str, list[Choice]]]

_SPECIAL_FIELDS: dict[str, SpecialFields] = {
    "spirit-form": lambda j: {"enter": [(not j.actor.spirit_form,
                                         "leave Spirit Form" if j.actor.spirit_form else "enter Spirit Form")]},
    "cancel": lambda j: {"effect": _effects_controlled(j)},
    "consume": lambda j: {"target": [("civilian", "a civilian")]},
    "claim": lambda j: {},
    "resign": lambda j: {},
    "leave-combat": lambda j: {},
    "shelter": lambda j: {},
    "pay-cost": lambda j: {"ability": [(s.name, s.name) for s in sheet_skills(j.ruleset, j.actor)
                                       if s.slot == "passive" and not s.cost.empty]},
    "contract": _contract_fields,
    "release": lambda j: {"servant": _people(j.war, [s for s in j.war.servants_of(j.actor.id) if s.alive])},
    "use-item": lambda j: {"item": _named(j.actor.items)},
}
"""Special actions the desk can offer and the values of their fields; the ruleset decides which exist
(``special_action_slot``) and whether one can happen (its own action, run on a copy)."""


def _special_happens(judge: "_SpecialJudge", order: dict) -> bool:
    """The ruleset's own action on a copy of the war: an action it refuses now is not offered."""
    trial = judge.trial_war()
    trial.orders = judge.context + [order]
    try:
        judge.ruleset.special_action(trial.characters[judge.actor.id], order, trial, TurnFacts(turn=trial.turn))
    except GmdeskError:
        return False
    return True


class _SpecialJudge(_Judge):
    """A judge that also runs the ruleset's special action on a copy of the war.

    One copy serves every candidate of the character: a special action returns the changes it would
    make and writes nothing (the engine calls it on the war it resolves, and applies the changes
    itself, gmdesk/engine/combat/act.py), so the copy only keeps the GM's war out of reach. Copying
    the war for each candidate was a sixth of the legal-order search."""

    def __init__(self, war: War, ruleset: Ruleset, actor: Character, context: list[dict]):
        super().__init__(war, ruleset, actor, context)
        self._trial: War | None = None

    def trial_war(self) -> War:
        if self._trial is None:
            self._trial = self.war.copy()
        return self._trial

    def _check(self, order: dict) -> bool:
        return super()._check(order) and _special_happens(self, order)


def _special_options(judge: _Judge) -> list[ActionOption]:
    ruleset, actor, war = judge.ruleset, judge.actor, judge.war
    if not ruleset.has_combat:
        return []
    special = _SpecialJudge(war, ruleset, actor, judge.context)
    found: list[ActionOption] = []
    for action, fields_of in _SPECIAL_FIELDS.items():
        base = judge.base(action)
        if not is_action(ruleset, base):
            continue
        slot = ruleset.special_action_slot(base)
        cost = ruleset.special_action_cost(actor, base, war).text()
        found += _offer(special, base, action.replace("-", " ").capitalize(), cost, ruleset.combat_rule,
                        fields_of(judge), _modifiers(judge, slot))
    return found


_BUILDERS: tuple[Callable[[_Judge], list[ActionOption]], ...] = (
    _move_options,
    _scout_options,
    _flee_options,
    _pursue_options,
    _search_options,
    _stay_options,
    _attack_options,
    _skill_options,
    _command_spell_options,
    _special_options,
)


# -- what is left of the turn's budget -----------------------------------------------------------------------
ACTION_NAMES = {"move": "Move Action", "turn": "Turn Action", "standard": "standard action", "full-turn": "Full Turn"}


@dataclass
class _Plan:
    """What a character's orders of the turn will spend."""

    resources: dict[str, float] = field(default_factory=dict)
    actions: list[str] = field(default_factory=list)
    spells: int = 0

    def add(self, cost: Cost) -> None:
        for key, amount in cost.resources.items():
            self.resources[key] = self.resources.get(key, 0.0) + float(amount or 0.0)
        self.actions += list(cost.actions)


def remaining_budget(war: War, cid: str, orders: list[dict] | None = None) -> str:
    """What ``cid`` has left once the turn's ``orders`` are paid for ("AP 2 of 4 · SP 1 of 1 · Mana 120 ·
    Move Action used"), from the ruleset's turn budget and costs."""
    ruleset = rulesets.get(war.ruleset)
    ch = _character(war, cid)
    if not ch.alive:
        return f"{ch.name} is dead"
    orders = list(war.orders if orders is None else orders)
    budget = _turn_budget(war, ruleset, ch, orders)
    plan = _planned(war, ruleset, ch, orders)
    parts = (_resource_parts(budget, plan) + _pool_parts(ch, plan) + _action_parts(budget, plan)
             + _spell_parts(ruleset, ch, plan))
    if budget.limit.get("first_battle_turn"):
        parts.append("first turn of battle")
    return " · ".join(parts) or "nothing to spend"


def _turn_budget(war: War, ruleset: Ruleset, ch: Character, orders: list[dict]) -> Budget:
    """The budget as check_orders grants it: a battle in its first turn, or, out of battle, an attack
    order that starts one, makes this the first turn of battle (order_checks._simulated)."""
    battle = war.battle_of(ch.id)
    foes = foes_of(war, ch, lambda a, b: a.team != b.team or a.team is None)
    first = battle.turns == 0 if battle is not None else _starts_battle(war, ruleset, ch, orders)
    return ruleset.turn_budget(ch, war, foes, first)


def _starts_battle(war: War, ruleset: Ruleset, ch: Character, orders: list[dict]) -> bool:
    for raw in orders:
        if raw.get("actor") != ch.id or raw.get("action") not in ("attack", "skill") or not ruleset.has_combat:
            continue
        try:
            if build_action(ruleset, war, ch, raw).skill.attack:
                return True
        except IllegalOrderError:
            continue
    return False


def _order_cost(war: War, ruleset: Ruleset, ch: Character, raw: dict) -> Cost | None:
    action = raw.get("action")
    try:
        if action in ("attack", "skill") and ruleset.has_combat:
            return ruleset.action_cost(ch, build_action(ruleset, war, ch, raw).skill, war)
        if action not in ("attack", "command-spell") and is_action(ruleset, raw):
            return ruleset.special_action_cost(ch, raw, war)
    except IllegalOrderError:
        return None
    return None


def _spell_actions(war: War, ruleset: Ruleset, ch: Character, raw: dict) -> tuple[str, ...]:
    """Actions a Command Spell order takes from ``ch``, its caster or its Servant (the one named, or the
    caster's only Servant)."""
    spell = spells.find(ruleset, raw.get("spell"))
    if spell is None or ch.id not in (raw.get("actor"), _spell_servant(war, raw)):
        return ()
    return tuple(ruleset.command_spell_actions(spell, war))


def _spell_servant(war: War, raw: dict) -> str | None:
    if isinstance(raw.get("servant"), str):
        return raw["servant"]
    own = war.servants_of(str(raw.get("actor")))
    return own[0].id if len(own) == 1 else None


def _planned(war: War, ruleset: Ruleset, ch: Character, orders: list[dict]) -> _Plan:
    movement = ruleset.movement_for(war)
    moving = set(movement.move_action_orders)
    if movement.search is not None and movement.search.consumes_move_action:
        moving.add("search")
    plan = _Plan()
    for raw in orders:
        if raw.get("action") == "command-spell" and ruleset.has_combat:
            plan.actions += list(_spell_actions(war, ruleset, ch, raw))
            plan.spells += raw.get("actor") == ch.id
            continue
        if raw.get("actor") != ch.id:
            continue
        if raw.get("action") in moving:
            plan.actions.append("move")
        cost = _order_cost(war, ruleset, ch, raw)
        if cost is not None:
            plan.add(cost)
    return plan


def _resource_parts(budget: Budget, plan: _Plan) -> list[str]:
    return [f"{key} {fmt(granted - plan.resources.get(key, 0.0))} of {fmt(granted)}"
            for key, granted in budget.resources.items()]


def _pool_parts(ch: Character, plan: _Plan) -> list[str]:
    parts = []
    for key in ("mana", "health"):
        have = getattr(ch, key)
        spent = plan.resources.get(key, 0.0)
        if have is None or (key == "health" and not spent):
            continue
        text = f"{key.capitalize()} {fmt(round(have - spent, 10))}"
        parts.append(text + (f" ({fmt(spent)} planned)" if spent else ""))
    return parts


def _action_parts(budget: Budget, plan: _Plan) -> list[str]:
    parts = []
    acting = any(a != "full-turn" for a in plan.actions) or any(plan.resources.values())
    for action in sorted(set(budget.actions) | set(plan.actions)):
        name = ACTION_NAMES.get(action, f"{action} action")
        if action not in budget.actions:
            parts.append(f"{name} needed but not available")
        elif action in plan.actions:
            parts.append(f"{name} used")
        elif action == "full-turn" and acting:
            parts.append(f"{name} no longer possible")
        else:
            parts.append(f"{name} free")
    return parts


def _spell_parts(ruleset: Ruleset, ch: Character, plan: _Plan) -> list[str]:
    if ch.command_spells is None or not ruleset.has_combat or not ruleset.command_spells:
        return []
    return [f"Command Spells {ch.command_spells - plan.spells} of {ch.command_spells}"]
