"""Legal action orders: basic attacks, skills with their targets, Command Spells, special actions."""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Callable, Iterable

from gmdesk.engine.combat.actions import sheet_skills
from gmdesk.engine.combat.order_checks import is_action
from gmdesk.engine.options.judge import ActionOption, Choice, Judge, offer, people, place, places
from gmdesk.engine.options.modifiers import modifiers
from gmdesk.engine.options.quick import TurnBase
from gmdesk.errors import GmdeskError
from gmdesk.model.character import Character, hostile
from gmdesk.model.war import War
from gmdesk.messages import Listing, Message
from gmdesk.engine.options.labels import special_label
from gmdesk.rulesets.costwords import ACTION_WORDS
from gmdesk.rulesets.base import Ruleset
from gmdesk.rulesets.combat import Skill, TurnFacts


# -- targets -------------------------------------------------------------------------------------
def _in_reach(judge: Judge, target: str, skill: Skill | None) -> bool:
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


def _target_problem(judge: Judge, target: Character, skill: Skill) -> str | None:
    try:
        return judge.ruleset.target_problem(judge.actor, target, skill, judge.war, judge.facts)
    except GmdeskError as exc:
        return str(exc)


def _acts_this_turn(judge: Judge, target: Character) -> bool:
    """Whether ``target`` has an order of its own this turn: what it does may change, before the actor's order
    resolves, the state the ruleset's target rules read now (roll-dice: a hidden Servant that attacks leaves
    stealth, 004:L457, so an attack delayed past its ambush may aim at it)."""
    return any(o.get("actor") == target.id for o in judge.context)


def _refused_for_now(judge: Judge, target: Character, skill: Skill | None) -> bool:
    """Whether the ruleset's target rules refuse ``target`` now (the check resolution runs when the action acts,
    gmdesk/engine/combat/act.py) and nothing of this turn can change that first: a target with orders of its
    own this turn is offered (the order may need a delay; resolution refuses it with the reason if the state
    has not changed by then)."""
    return skill is not None and _target_problem(judge, target, skill) is not None and not _acts_this_turn(judge, target)


def _target_text(judge: Judge, target: Character, skill: Skill | None) -> str:
    """A target's name and place; for one the rules refuse now (offered because it acts this turn), why."""
    where = Message("{name} ({place})", name=target.name, place=place(judge.war, target.location))
    why = _target_problem(judge, target, skill) if skill is not None else None
    return where if why is None else Message("{target} — now: {why}", target=where, why=why)


def _skill_problem(judge: Judge, skill: Skill, targets: list[str]) -> str | None:
    try:
        return judge.ruleset.skill_problem(judge.actor, skill, targets, judge.war)
    except GmdeskError as exc:
        return str(exc)


def _ranked(judge: Judge, chars: list[Character], foes_first: bool) -> list[Character]:
    """Foes first for attacks, the actor's own side first for everything else; then by id."""
    def key(c: Character) -> tuple[bool, str]:
        foe = hostile(judge.actor, c)
        return (foe != foes_first, c.id)
    return sorted(chars, key=key)


def _character_targets(judge: Judge, skill: Skill) -> list[Character]:
    """Living characters the skill may be aimed at now: in reach, allowed by the ruleset's target rules
    and by the skill's listed types of target."""
    found = []
    for ch in judge.war.alive():
        if not _in_reach(judge, ch.id, skill):
            continue
        if _refused_for_now(judge, ch, skill) or _skill_problem(judge, skill, [ch.id]):
            continue
        found.append(ch)
    return _ranked(judge, found, foes_first=skill.attack)


def _location_targets(judge: Judge, skill: Skill) -> list[str]:
    """Locations, for skills whose Type of Target lists [Location]: those in reach."""
    if "location" not in {t.casefold() for t in skill.target_types}:
        return []
    return [loc for loc in judge.war.map.locations
            if _in_reach(judge, loc, skill) and not _skill_problem(judge, skill, [loc])]


def _target_lists(judge: Judge, skill: Skill) -> list[Choice]:
    """Values of a skill order's ``targets``: each single target, then, for a skill with several targets,
    all those in reach at once on the side it is meant for (foes for an attack, the user's own otherwise)."""
    war = judge.war
    people = _character_targets(judge, skill)
    out: list[Choice] = [([c.id], _target_text(judge, c, skill)) for c in people]
    out += [([loc], place(war, loc)) for loc in _location_targets(judge, skill)]
    side = [c for c in people if hostile(judge.actor, c) == skill.attack]
    limit = skill.targets_max if skill.targets_max is not None else len(side)
    if limit > 1 and len(side) > 1:
        group = side[:limit]
        out.append(([c.id for c in group], Message("all of: {names}", names=Listing([c.name for c in group]))))
    return out




# -- attacks and skills -------------------------------------------------------------------------------
def _engage_rule(judge: Judge) -> str:
    if judge.ruleset.engage_rule:
        return judge.ruleset.engage_rule
    phase = next((p for p in judge.ruleset.phases_for(judge.war) if "engage" in p.activities), None)
    return phase.rule if phase else ""


def _engages(judge: Judge) -> bool:
    """Whether an attack order does anything here: combat actions, or a phase that starts battles."""
    return judge.ruleset.has_combat or any("engage" in p.activities for p in judge.ruleset.phases_for(judge.war))


def attack_options(judge: Judge) -> list[ActionOption]:
    """The basic attack (combat rulesets) or the attack that starts a battle (the others)."""
    if not _engages(judge):
        return []
    ruleset, actor, war = judge.ruleset, judge.actor, judge.war
    basics = ruleset.basic_attacks(actor) if ruleset.has_combat else []
    slots = {slot for phase in ruleset.phases_for(war) for slot in phase.slots}
    basics = [s for s in basics if s.slot in slots]  # an attack no phase resolves is made by the rules, not ordered
    if ruleset.has_combat and not basics:
        return []
    skill = basics[0] if basics else None
    foes = [c for c in war.alive() if c.id != actor.id and hostile(actor, c)
            and _in_reach(judge, c.id, skill) and not _refused_for_now(judge, c, skill)]
    main: dict[str, list[Choice]] = {"target": [(c.id, _target_text(judge, c, skill))
                                                for c in sorted(foes, key=lambda c: c.id)]}
    if len(basics) > 1:
        main["mode"] = [(s.name, s.name) for s in basics]
    if skill is None:
        return offer(judge, judge.base("attack"), Message("Attack (start or join a battle)"), Message("no action"), _engage_rule(judge),
                      main)
    cost = ruleset.action_cost(actor, skill, war).text()
    found = offer(judge, judge.base("attack"), Message("Basic attack ({skill})", skill=skill.name), cost,
                  skill.rule or ruleset.combat_rule, main, modifiers(judge, skill.slot))
    rules = {s.name: s.rule or ruleset.combat_rule for s in basics}  # each mode's own rule (a surprise attack's)
    return [replace(option, value_rules={"mode": rules}) for option in found] if "mode" in main else found


def _skill_option(judge: Judge, skill: Skill) -> list[ActionOption]:
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
    return offer(judge, base, label, cost, skill.rule or ruleset.combat_rule, main, modifiers(judge, skill.slot))


def skill_options(judge: Judge) -> list[ActionOption]:
    if not judge.ruleset.has_combat:
        return []
    found: list[ActionOption] = []
    for skill in sheet_skills(judge.ruleset, judge.actor):
        if skill.slot != "passive":
            found += _skill_option(judge, skill)
    return found


# -- Command Spells -------------------------------------------------------------------------------------
FREE_TEXT_PARAMS = ("command",)
"""Command Spell fields the GM writes in words (skirmish 002:L45 "an absolute command"): the desk offers a
text box; the option's template (a legal order) holds :data:`_WRITTEN` standing in for the words (any
non-empty command is legal, an empty one is refused: engine/combat/spells.py)."""
_WRITTEN = "\u2026"


def _spell_params(judge: Judge) -> dict[str, list[Choice]]:
    """Values of the order fields Command Spells take (``to``, ``target``, ``stat``)."""
    war, actor = judge.war, judge.actor
    return {
        "to": places(war, [loc for loc in war.map.locations if loc != actor.location]),
        "target": people(war, sorted(war.alive(), key=lambda c: c.id)),
        "stat": [(spec.key, spec.name) for spec in judge.ruleset.stats],
    }


def command_spell_options(judge: Judge) -> list[ActionOption]:
    ruleset, actor, war = judge.ruleset, judge.actor, judge.war
    if not (ruleset.has_combat and actor.is_master() and (actor.command_spells or 0) > 0):
        return []
    servants = [s for s in war.servants_of(actor.id) if s.alive]
    params = _spell_params(judge)
    found: list[ActionOption] = []
    for spell in ruleset.command_spells.values():
        written = {p: _WRITTEN for p in spell.params if p in FREE_TEXT_PARAMS}
        base = judge.base("command-spell", spell=spell.key, **written)
        own = ruleset.order_field_choices(actor, base, war)  # the ruleset's own fields (restore's pool)
        if any(p not in params and p not in written and p not in own for p in spell.params):
            continue  # a field nobody offers values for: the GM writes that order by hand
        main = {"servant": people(war, servants), **{p: params[p] for p in spell.params if p in params}}
        uses = ruleset.command_spell_actions(spell, war)
        cost = Listing([Message("1 Command Spell")] + [Message("the {action} action of both", action=ACTION_WORDS.get(a, a))
                                                       for a in uses])
        offered = offer(judge, base,
                        Message('Command Spell "{words}"', words=spell.words), cost,
                        spell.rule, main, modifiers(judge, "command-spell"))
        found += [replace(o, text_fields=tuple(written)) for o in offered]
    return found


# -- special actions ---------------------------------------------------------------------------------------
def _effects_controlled(judge: Judge) -> list[Choice]:
    """Effects the actor put on itself or its Servants (the only ones it may cancel: ap-sp 000:L634,
    true-hgw 003 §III, §IX)."""
    names: list[str] = []
    for holder in [judge.actor] + judge.war.servants_of(judge.actor.id):
        for effect in holder.statuses:
            name = effect.get("name")
            if isinstance(name, str) and name not in names and (effect.get("source") or holder.id) == judge.actor.id:
                names.append(name)
    return [(n, n) for n in names]


def _contract_fields(judge: Judge) -> dict[str, list[Choice]]:
    """A Servant names a Master other than its own; a Master names a Servant not already its own."""
    war, actor = judge.war, judge.actor
    if actor.is_servant():
        return {"master": people(war, [c for c in war.alive() if c.is_master() and c.id != actor.master])}
    return {"servant": people(war, [c for c in war.alive() if c.is_servant() and c.master != actor.id])}


def _consumed(judge: Judge) -> list[Choice]:
    """Whom a Servant may consume: a civilian (the order without a target: skirmish 002:L16 takes none, ap-sp
    000:L551 reads none as a civilian), or a Master already down in its location (skirmish 002:L22, ap-sp
    000:L554); the ruleset's own action refuses the rest."""
    war, actor = judge.war, judge.actor
    down = [c for c in war.characters.values() if c.is_master() and c.location == actor.location
            and (not c.alive or (c.health is not None and c.health <= 0)) and hostile(actor, c)]
    return [(None, Message("a civilian"))] + people(war, sorted(down, key=lambda c: c.id))


def _named(entries: Iterable[dict[str, Any]]) -> list[Choice]:
    names = [e.get("name") or e.get("Name") for e in entries if isinstance(e, dict)]
    return [(n, n) for n in names if isinstance(n, str)]


def _valor_about(judge: Judge) -> list[Choice]:
    """What Valor may be exchanged about: the IGM's choice, or another team."""
    teams = sorted({c.team for c in judge.war.characters.values() if c.team and c.team != judge.actor.team})
    out: list[Choice] = [("igm", Message("the IGM's choice"))]
    return out + [(t, Message("team {team}", team=t)) for t in teams]


def _helped(judge: Judge) -> list[Choice]:
    """Whom a support or supply may help: the actor's Servants, and its Master (a Caster Servant's case)."""
    war, actor = judge.war, judge.actor
    helped = [s for s in war.servants_of(actor.id) if s.alive]
    if actor.master and actor.master in war.characters and war.characters[actor.master].alive:
        helped.append(war.characters[actor.master])
    return people(war, helped)


def _derived(judge: Judge, key: str) -> Any:
    """One of the ruleset's derived values of the actor (what its sheet allows), or None."""
    return next((d for d in judge.ruleset.derived_values(judge.actor, judge.war) if d.key == key), None)


def _spendable(judge: Judge, points: str) -> list[Choice]:
    """Points an order may spend (roll-dice 財産ポイント on a check, 004:L963): none, or 1 up to what the sheet
    has left (the derived value ``<points>.left``); the ruleset's own action refuses more."""
    total, left = _derived(judge, points), _derived(judge, f"{points}.left")
    count = left.value if left is not None and isinstance(left.value, int) and not isinstance(left.value, bool) else 0
    name = total.label if total is not None else points
    return [(None, Message("spend none"))] + [(n, Message("spend {count} {points}", count=n, points=name))
                                               for n in range(1, count + 1)]


SpecialFields = Callable[[Judge], dict[str, list[Choice]]]

_SPECIAL_FIELDS: dict[str, SpecialFields] = {
    "spirit-form": lambda j: {"enter": [(not j.actor.spirit_form,
                                         Message("leave Spirit Form" if j.actor.spirit_form else "enter Spirit Form"))]},
    "cancel": lambda j: {"effect": _effects_controlled(j)},
    "consume": lambda j: {"target": _consumed(j)},
    "claim": lambda j: {},
    "resign": lambda j: {},
    "leave-combat": lambda j: {},
    "shelter": lambda j: {},
    "pay-cost": lambda j: {"ability": [(s.name, s.name) for s in sheet_skills(j.ruleset, j.actor)
                                       if s.slot == "passive" and not s.cost.empty]},
    "contract": _contract_fields,
    "release": lambda j: {"servant": people(j.war, [s for s in j.war.servants_of(j.actor.id) if s.alive])},
    "use-item": lambda j: {"item": _named(j.actor.items)},
    "civilians": lambda j: {},
    "exchange-valor": lambda j: {"about": _valor_about(j)},
    "drain": lambda j: {"target": people(j.war, [c for c in j.war.characters.values() if c.is_master()
                                                 and not c.alive and c.location == j.actor.location])},
    "retire": lambda j: {},
    # -- ap-sp's economy (000:L572-619): the ruleset names the values of their fields (order_field_choices)
    "buy": lambda j: {},
    "give": lambda j: {},
    "service": lambda j: {},
    "information": lambda j: {},
    # -- roll-dice battle (rdbattle): a Master's support and supply of its Servant (004:L226-L235)
    "support": lambda j: {"target": _helped(j)},
    "supply": lambda j: {"target": _helped(j),
                         "mp": [(n, f"{n} MP") for n in range(1, int(j.actor.mana or 0) + 1)]},
    # -- roll-dice statuses (rdstatus): stealth, covering, sleep, identification (004:L444, L471, L246, L306)
    "hide": lambda j: {},
    "alert": lambda j: {},
    "cover": lambda j: {"target": people(j.war, [c for c in j.war.alive() if c.team == j.actor.team
                                                 and c.id != j.actor.id and c.location == j.actor.location])},
    "sleep": lambda j: {},
    "identify": lambda j: {"target": people(j.war, [c for c in j.war.alive() if c.is_servant()
                                                    and c.team != j.actor.team]),
                           "wealth": _spendable(j, "wealth")},
}
"""Special actions the desk can offer and the values of their fields; the ruleset decides which exist
(``special_action_slot``) and whether one can happen (its own action, run on a copy)."""


def _special_happens(judge: "_SpecialJudge", order: dict[str, Any]) -> bool:
    """The ruleset's own action on a copy of the war: an action it refuses now is not offered."""
    trial = judge.trial_war()
    trial.orders = judge.context + [order]
    try:
        judge.ruleset.special_action(trial.characters[judge.actor.id], order, trial, TurnFacts(turn=trial.turn))
    except GmdeskError:
        return False
    return True


class _SpecialJudge(Judge):
    """A judge that also runs the ruleset's special action on a copy of the war.

    One copy serves every candidate of the character: a special action returns the changes it would
    make and writes nothing (the engine calls it on the war it resolves, and applies the changes
    itself, gmdesk/engine/combat/act.py), so the copy only keeps the GM's war out of reach. Copying
    the war for each candidate was a sixth of the legal-order search."""

    def __init__(self, war: War, ruleset: Ruleset, actor: Character, context: list[dict[str, Any]],
                 base: TurnBase | None = None):
        super().__init__(war, ruleset, actor, context, base)
        self._trial: War | None = None

    def trial_war(self) -> War:
        if self._trial is None:
            self._trial = self.war.copy()
        return self._trial

    def _check(self, order: dict[str, Any]) -> bool:
        return super()._check(order) and _special_happens(self, order)


def special_options(judge: Judge) -> list[ActionOption]:
    ruleset, actor, war = judge.ruleset, judge.actor, judge.war
    if not ruleset.has_combat:
        return []
    special = _SpecialJudge(war, ruleset, actor, judge.context, judge.turn)
    found: list[ActionOption] = []
    for action, fields_of in _SPECIAL_FIELDS.items():
        base = judge.base(action)
        if not is_action(ruleset, base):
            continue
        slot = ruleset.special_action_slot(base)
        cost = ruleset.special_action_cost(actor, base, war).text()
        rule = ruleset.special_action_rules.get(action, ruleset.combat_rule)
        found += offer(special, base, special_label(action), cost, rule,
                        fields_of(judge), modifiers(judge, slot))
    return found

