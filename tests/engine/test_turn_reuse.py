"""What a turn works out once and reads again (docs/engine-speed.md, fourth pass): a cost's text, an order's
actor and action, and the action an order's checks built, read for its slot and its resolution only while the
actor's skill list is the very list it was built from."""

from __future__ import annotations

from pathlib import Path

import pytest

from gmdesk import rulesets
from gmdesk.engine.combat import act, phase_orders
from gmdesk.engine.context import TurnContext
from gmdesk.engine.order import Order
from gmdesk.engine.orders import check_orders
from gmdesk.engine.rng import TurnRandom
from gmdesk.model.clone import clone
from gmdesk.rulesets.combat import Cost

ROOT = Path(__file__).resolve().parents[2]


def test_a_costs_text_is_its_own_whatever_was_asked_before():
    costs = [Cost({"AP": 1.0}), Cost({"AP": 2.0}), Cost({"AP": 1}), Cost({"AP": True}), Cost({"SP": 1.0}),
             Cost({"AP": 1.0}, ("turn",)), Cost({"AP": 1.0, "SP": 1.0}), Cost({"SP": 1.0, "AP": 1.0}), Cost()]
    for _ in range(2):  # asked again: the kept text
        for cost in costs:
            assert cost.text() == cost._text()
    assert Cost({"AP": True}).text() == "True AP"  # not the text of the equal key 1
    assert Cost({"AP": 1.0}, ("turn",)).text() != Cost({"AP": 1.0}).text()
    assert Cost().text() == "no cost"


def test_an_orders_actor_and_action_are_read_from_its_fields():
    order = Order(0, {"actor": "saber", "action": "attack"})
    assert (order.actor, order.action) == ("saber", "attack")
    assert Order(1, {"actor": "archer", "action": "skill"}).actor == "archer"  # each order its own
    with pytest.raises(AttributeError):
        _ = Order(2, {"action": "move"}).actor
    assert Order(0, {"actor": "saber", "action": "attack"}) == order


@pytest.fixture
def turn(monkeypatch):
    monkeypatch.syspath_prepend(str(ROOT / "benchmarks"))
    from bench_combat import accepted, build

    war, orders = build("ap-sp")
    war.orders = accepted(war, orders)
    ruleset = rulesets.get(war.ruleset)
    checked = check_orders(war, ruleset, list(war.orders))
    return TurnContext(war, ruleset, checked, {}, TurnRandom(war.seed, war.turn))


def _skill_order(ctx: TurnContext) -> Order:
    return next(o for o in ctx.orders if o.action == "skill")


def test_the_slot_and_action_come_from_the_checks_for_the_same_skill_list(turn):
    order = _skill_order(turn)
    actor = turn.char(order.actor)
    built = order.checked["action"]
    assert order.checked["skills"] is actor.skills
    assert phase_orders.slot_of(turn, order) == built.skill.slot
    action = act._action_of(turn, actor, order, order.raw)
    assert action is built  # shared: resolving only reads it (location targets are expanded on a copy)


def test_a_replaced_skill_list_is_read_again(turn):
    order = _skill_order(turn)
    actor = turn.char(order.actor)
    built = order.checked["action"]
    actor.skills = clone(actor.skills)
    entry = next(e for e in actor.skills if built.skill.name in e.values())
    entry["Cost"] = "2 AP, 10 Mana"
    turn.memo.clear()
    action = act._action_of(turn, actor, order, order.raw)
    assert action.skill.cost != built.skill.cost  # built again from the new list
    assert action.skill.cost.resources["AP"] == 2
    assert phase_orders.slot_of(turn, order) == action.skill.slot


def test_an_attack_order_is_built_again_at_resolution(turn):
    order = next(o for o in turn.orders if o.action == "attack")
    actor = turn.char(order.actor)
    action = act._action_of(turn, actor, order, order.raw)
    assert action.skill == order.checked["action"].skill  # the same basic attack, read again
    otherwise = {**order.raw}
    assert act._action_of(turn, actor, order, otherwise).targets == action.targets


def test_a_skills_key_and_attack_follow_its_own_fields():
    from dataclasses import replace

    from gmdesk.rulesets.combat import Damage, Inflict, Skill

    plain = Skill("Guard Up", "support", target_types=("Self",))
    assert (plain.key, plain.attack, plain.self_only) == ("guard up", False, True)
    assert (plain.key, plain.attack, plain.self_only) == ("guard up", False, True)  # asked again: the same
    hitting = replace(plain, name="Cleave", damage=(Damage(30, "Physical"),), target_types=("Enemy",))
    assert (hitting.key, hitting.attack, hitting.self_only) == ("cleave", True, False)  # a new skill reads its own
    poisoning = replace(plain, inflicts=(Inflict("Poison", 3, 30),))
    assert poisoning.attack and not plain.attack
    assert hitting == replace(plain, name="Cleave", damage=(Damage(30, "Physical"),), target_types=("Enemy",))
