"""What is left of a character's turn once its orders are paid for: the budget line of the turn desk
("AP 1 of 4 · SP 0 of 1 · Mana 120 · Move Action used")."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from gmdesk import rulesets
from gmdesk.engine.combat import spells
from gmdesk.engine.combat.actions import build_action
from gmdesk.engine.combat.budgets import foes_of
from gmdesk.engine.combat.order_checks import is_action
from gmdesk.engine.options.judge import character_of
from gmdesk.errors import IllegalOrderError
from gmdesk.model.character import Character, hostile
from gmdesk.model.war import War
from gmdesk.messages import Listing, Message
from gmdesk.rulesets.costwords import POOL_NAMES, action_name, resource_word
from gmdesk.rulesets.base import Ruleset
from gmdesk.rulesets.scores import fmt
from gmdesk.rulesets.combat import Budget, Cost


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


def remaining_budget(war: War, cid: str, orders: list[dict[str, Any]] | None = None) -> str:
    """What ``cid`` has left once the turn's ``orders`` are paid for ("AP 2 of 4 · SP 1 of 1 · Mana 120 ·
    Move Action used"), from the ruleset's turn budget and costs."""
    ruleset = rulesets.get(war.ruleset)
    ch = character_of(war, cid)
    if not ch.alive:
        return Message("{name} is dead", name=ch.name)
    orders = list(war.orders if orders is None else orders)
    budget = _turn_budget(war, ruleset, ch, orders)
    plan = _planned(war, ruleset, ch, orders)
    parts = (_resource_parts(budget, plan) + _pool_parts(ch, plan) + _action_parts(budget, plan)
             + _spell_parts(ruleset, ch, plan))
    if budget.limit.get("first_battle_turn"):
        parts.append(Message("first turn of battle"))
    return Listing(parts, " · ") if parts else Message("nothing to spend")


def _turn_budget(war: War, ruleset: Ruleset, ch: Character, orders: list[dict[str, Any]]) -> Budget:
    """The budget as check_orders grants it: a battle in its first turn, or, out of battle, an attack
    order that starts one, makes this the first turn of battle (order_checks._simulated)."""
    battle = war.battle_of(ch.id)
    foes = foes_of(war, ch, hostile)
    first = battle.turns == 0 if battle is not None else _starts_battle(war, ruleset, ch, orders)
    return ruleset.turn_budget(ch, war, foes, first)


def _starts_battle(war: War, ruleset: Ruleset, ch: Character, orders: list[dict[str, Any]]) -> bool:
    for raw in orders:
        if raw.get("actor") != ch.id or raw.get("action") not in ("attack", "skill") or not ruleset.has_combat:
            continue
        try:
            if build_action(ruleset, war, ch, raw).skill.attack:
                return True
        except IllegalOrderError:
            continue
    return False


def _order_cost(war: War, ruleset: Ruleset, ch: Character, raw: dict[str, Any]) -> Cost | None:
    action = raw.get("action")
    try:
        if action in ("attack", "skill") and ruleset.has_combat:
            return ruleset.action_cost(ch, build_action(ruleset, war, ch, raw).skill, war)
        if action not in ("attack", "command-spell") and is_action(ruleset, raw):
            return ruleset.special_action_cost(ch, raw, war)
    except IllegalOrderError:
        return None
    return None


def _spell_actions(war: War, ruleset: Ruleset, ch: Character, raw: dict[str, Any]) -> tuple[str, ...]:
    """Actions a Command Spell order takes from ``ch``, its caster or its Servant (the one named, or the
    caster's only Servant)."""
    spell = spells.find(ruleset, raw.get("spell"))
    if spell is None or ch.id not in (raw.get("actor"), _spell_servant(war, raw)):
        return ()
    return tuple(ruleset.command_spell_actions(spell, war))


def _spell_servant(war: War, raw: dict[str, Any]) -> str | None:
    if isinstance(raw.get("servant"), str):
        return str(raw["servant"])
    own = war.servants_of(str(raw.get("actor")))
    return own[0].id if len(own) == 1 else None


def _planned(war: War, ruleset: Ruleset, ch: Character, orders: list[dict[str, Any]]) -> _Plan:
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
    return [Message("{key} {left} of {granted}", key=resource_word(key), left=fmt(granted - plan.resources.get(key, 0.0)),
                    granted=fmt(granted)) for key, granted in budget.resources.items()]


def _pool_parts(ch: Character, plan: _Plan) -> list[str]:
    parts: list[str] = []
    for key in ("mana", "health"):
        have = getattr(ch, key)
        spent = plan.resources.get(key, 0.0)
        if have is None or (key == "health" and not spent):
            continue
        text = Message("{pool} {amount}", pool=POOL_NAMES[key], amount=fmt(round(have - spent, 10)))
        parts.append(Message("{pool} ({spent} planned)", pool=text, spent=fmt(spent)) if spent else text)
    return parts


def _action_parts(budget: Budget, plan: _Plan) -> list[str]:
    parts: list[str] = []
    acting = any(a != "full-turn" for a in plan.actions) or any(plan.resources.values())
    for action in sorted(set(budget.actions) | set(plan.actions)):
        name = action_name(action)
        if action not in budget.actions:
            parts.append(Message("{name} needed but not available", name=name))
        elif action in plan.actions:
            parts.append(Message("{name} used", name=name))
        elif action == "full-turn" and acting:
            parts.append(Message("{name} no longer possible", name=name))
        else:
            parts.append(Message("{name} free", name=name))
    return parts


def _spell_parts(ruleset: Ruleset, ch: Character, plan: _Plan) -> list[str]:
    if ch.command_spells is None or not ruleset.has_combat or not ruleset.command_spells:
        return []
    return [Message("Command Spells {left} of {total}", left=ch.command_spells - plan.spells, total=ch.command_spells)]

