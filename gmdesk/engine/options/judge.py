"""Judging candidate orders: an order is offered only when check_orders accepts it with the turn's others.

An :class:`ActionOption` is one kind of order (a move, a skill, a Command Spell…): ``template`` is a
complete legal order, and ``fields`` lists, per order field, the values that stay legal when only that
field of the template changes (a value ``None`` means "leave the field out").
"""

from __future__ import annotations

import copy
import itertools
from dataclasses import dataclass, field
from typing import Any, Iterable

from gmdesk.engine.combat import conditions
from gmdesk.engine.options.quick import TurnBase
from gmdesk.engine.orders import check_orders
from gmdesk.errors import GmdeskError, WarFileError
from gmdesk.model.character import Character
from gmdesk.model.war import War
from gmdesk.messages import Message
from gmdesk.rulesets.base import Ruleset
from gmdesk.rulesets.combat import TurnFacts

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
    template: dict[str, Any]
    value_rules: dict[str, dict[Any, str]] = field(default_factory=dict)
    """The rule of an order whose field takes a given value, where it is not :attr:`rule` (an attack's mode:
    skirmish 002:L74 for Assassin's surprise attack): field → value → rule."""
    text_fields: tuple[str, ...] = ()
    """Fields whose value the GM writes (a free command, skirmish 002:L45): no list of values; the template
    holds a stand-in for the words (the desk's text box starts empty, and the order check refuses an empty one)."""

    def rule_for(self, order: dict[str, Any]) -> str:
        """The rule of ``order`` (one of this option's orders): its field value's own, else :attr:`rule`."""
        for name, rules in self.value_rules.items():
            value = order.get(name)
            if isinstance(value, str) and rules.get(value):
                return rules[value]
        return self.rule

    def order(self, **choices: Any) -> dict[str, Any]:
        """The template with some fields set to other values (``None`` leaves a field out)."""
        return with_fields(self.template, choices)

    def values(self, name: str) -> list[Any]:
        """The values offered for field ``name`` (empty when the field is not offered)."""
        return [value for value, _ in self.fields.get(name, [])]


def character_of(war: War, cid: str) -> Character:
    if cid not in war.characters:
        raise WarFileError(f"unknown character {cid!r}", field="actor", value=cid)
    return war.characters[cid]


def with_orders(war: War, orders: list[dict[str, Any]]) -> War:
    """A shallow copy of ``war`` holding ``orders``: rulesets read the turn's orders from the war while
    orders are checked (a Command Spell that frees a Servant, an agreement to leave combat)."""
    trial = copy.copy(war)
    trial.orders = list(orders)
    return trial


def with_fields(order: dict[str, Any], changes: dict[str, Any]) -> dict[str, Any]:
    out = copy.deepcopy(order)
    for key, value in changes.items():
        if value is None:
            out.pop(key, None)
        else:
            out[key] = copy.deepcopy(value)
    return out


# -- judging candidates ------------------------------------------------------------------------
class Judge:
    """Says whether a candidate order of the actor is accepted with the turn's other orders."""

    quick = True
    """Check only what a candidate can change (:mod:`gmdesk.engine.options.quick`); False: the whole
    check_orders for every candidate (the reference the tests compare the quick answers with)."""

    def __init__(self, war: War, ruleset: Ruleset, actor: Character, context: list[dict[str, Any]],
                 base: TurnBase | None = None):
        self.war = war
        self.ruleset = ruleset
        self.actor = actor
        self.context = context
        self.movement = ruleset.movement_for(war)
        self.facts = TurnFacts(turn=war.turn)
        self._verdicts: dict[str, bool] = {}
        self._base = base

    @property
    def turn(self) -> TurnBase:
        """The context's checks, run once for every candidate (and shared with the special actions' judge)."""
        if self._base is None:
            self._base = TurnBase(self.war, self.ruleset, self.context)
        return self._base

    def accepts(self, order: dict[str, Any]) -> bool:
        key = repr(order)  # cheaper than JSON text; an equal order written in another key order is judged again
        if key not in self._verdicts:
            self._verdicts[key] = self._check(order)
        return self._verdicts[key]

    def _check(self, order: dict[str, Any]) -> bool:
        if self.quick:
            return self.turn.accepts(order)
        trial = self.context + [order]
        try:
            check_orders(with_orders(self.war, trial), self.ruleset, trial)
        except GmdeskError:
            return False
        return True

    def base(self, action: str, **fields: Any) -> dict[str, Any]:
        return {"actor": self.actor.id, "action": action, **fields}

    def destination(self, cid: str) -> str | None:
        """Where a move or flight of this turn takes ``cid`` (None: it stays)."""
        for raw in self.context:
            if raw.get("actor") == cid and raw.get("action") in ("move", "flee") and isinstance(raw.get("to"), str):
                return str(raw["to"])
        return None


def settle(judge: Judge, base: dict[str, Any], main: dict[str, list[Choice]],
           modifiers: dict[str, list[Choice]]) -> tuple[dict[str, Any], dict[str, list[Choice]]] | None:
    """The first legal combination of the main fields (the template), then, per field, the values that
    stay legal when only that field of the template changes. None: nothing is legal."""
    names = list(main)
    template = None
    for combo in itertools.product(*(main[n] for n in names)):
        candidate = with_fields(base, {n: value for n, (value, _) in zip(names, combo)})
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


def _values_kept(judge: Judge, template: dict[str, Any], name: str, choices: list[Choice]) -> list[Choice]:
    return [(v, text) for v, text in choices if judge.accepts(with_fields(template, {name: v}))]


def _conditions_kept(judge: Judge, template: dict[str, Any], name: str, choices: list[Choice]) -> list[Choice]:
    """Conditions of the closed vocabulary. check_orders reads a condition only through
    ``conditions.problem`` and through its presence (order_checks.check, the actor's one pass in ``actor_refusals``,
    ``_reach_refusals``), so every condition ``problem`` accepts is legal exactly when one is: one whole check stands
    for them all (the tests check each)."""
    valid = [(v, text) for v, text in choices if v is None or conditions.problem(v) is None]
    sample = next((v for v, _ in valid if v is not None), None)
    if sample is None or not judge.accepts(with_fields(template, {name: sample})):
        return [(v, text) for v, text in valid if v is None and judge.accepts(with_fields(template, {name: v}))]
    return [(v, text) for v, text in valid if v is not None or judge.accepts(with_fields(template, {name: v}))]


def own_fields(judge: Judge, base: dict[str, Any], main: dict[str, list[Choice]],
               modifiers: dict[str, list[Choice]]) -> tuple[dict[str, list[Choice]], dict[str, list[Choice]]]:
    """``main`` and ``modifiers`` with the ruleset's own fields of ``base`` added (``Ruleset.order_field_choices``:
    roll-dice's "restore" Command Spell needs ``pool: HP | MP``, 004:L289). A field whose values hold ``None``
    ("leave it out") is a modifier, offered before the condition and delay: the template goes without it. One
    without ``None`` must be given: it joins the main fields, whose first legal combination makes the template.
    A field the engine offers keeps the engine's values."""
    found = judge.ruleset.order_field_choices(judge.actor, base, judge.war)
    if not found:
        return main, modifiers
    main, own = dict(main), dict[str, list[Choice]]()
    for name, choices in found.items():
        if name in main or name in modifiers or name in base:
            continue
        (own if any(value is None for value, _ in choices) else main)[name] = list(choices)
    return main, {**own, **modifiers}  # the order's own fields before its condition and delay


def offer(judge: Judge, base: dict[str, Any], label: str, cost: str, rule: str, main: dict[str, list[Choice]],
          modifiers: dict[str, list[Choice]] | None = None) -> list[ActionOption]:
    main, modifiers = own_fields(judge, base, main, modifiers or {})
    if any(not choices for choices in main.values()):
        return []
    settled = settle(judge, base, main, modifiers)
    if settled is None:
        return []
    template, fields = settled
    return [ActionOption(base["action"], label, fields, cost, rule, template)]


# -- labels ----------------------------------------------------------------------------------
def place(war: War, loc: str | None) -> str:
    found = war.map.locations.get(loc) if loc is not None else None
    return found.name if found else str(loc)


def places(war: War, ids: Iterable[str]) -> list[Choice]:
    return [(loc, place(war, loc)) for loc in ids]


def people(war: War, chars: Iterable[Character]) -> list[Choice]:
    return [(c.id, Message("{name} ({place})", name=c.name, place=place(war, c.location))) for c in chars]


def action_cost_text(judge: Judge, *orders: str) -> str:
    """The Move Action when the ruleset spends it on these orders, else no action."""
    if any(o in judge.movement.move_action_orders for o in orders):
        return Message("the Move Action")
    return Message("no action")

