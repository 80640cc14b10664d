"""What the order checks and the phase order work out once (docs/engine-speed.md, engine sprint round 4): each
order's skill and cost read in one pass over a character's orders, the reach check passing over orders whose
targets stand with their user, and an undelayed order's initiative key asked once per actor and phase. Each answer
is compared with the check or order it stands for, on the benchmark's 20-character ap-sp war."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from gmdesk import rulesets
from gmdesk.engine.combat import order_checks, phase_orders
from gmdesk.engine.combat.state import combat_of
from gmdesk.engine.context import TurnContext
from gmdesk.engine.order import Order
from gmdesk.engine.orders import OrdersRefused, check_orders
from gmdesk.engine.rng import TurnRandom

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def battle(monkeypatch):
    """The benchmark's war (ap-sp, 20 characters in four battles) and its 32 accepted orders."""
    monkeypatch.syspath_prepend(str(ROOT / "benchmarks"))
    from bench_combat import accepted, build

    war, orders = build("ap-sp")
    war.orders = accepted(war, orders)
    return war, rulesets.get(war.ruleset)


def _counting(monkeypatch, ruleset, name: str) -> list[Any]:
    """Record every call of the ruleset's hook ``name`` (its first argument), answering as before."""
    calls: list[Any] = []
    hook = getattr(ruleset, name)

    def counted(*args: Any, **kwargs: Any) -> Any:
        calls.append(args[0])
        return hook(*args, **kwargs)

    monkeypatch.setattr(ruleset, name, counted)
    return calls


def test_each_orders_cost_and_each_budget_is_worked_out_once_while_checking(battle, monkeypatch):
    war, ruleset = battle
    costs = _counting(monkeypatch, ruleset, "action_cost")
    budgets = _counting(monkeypatch, ruleset, "turn_budget")
    checked = check_orders(war, ruleset, list(war.orders))
    paid = [o for o in checked if o.action in ("attack", "skill")]
    assert len(paid) == 30 and len(costs) == len(paid)  # one cost per attack or skill order, none again
    assert sorted(c.id for c in budgets) == sorted({o.actor for o in checked})  # one budget per actor
    for order in paid:  # the skill each cost was asked for is the one the order's own check built
        assert order.checked["action"] is not None


def test_a_target_elsewhere_is_refused_as_the_order_by_order_check_refuses_it(battle):
    war, ruleset = battle
    war.characters["s4"].location = "market"  # s8's and s4's own attacks now aim at another location
    with pytest.raises(OrdersRefused) as refused:
        check_orders(war, ruleset, list(war.orders))
    reasons = [str(r) for r in refused.value.refusals]
    assert any("s4 is at market and s8 at harbour" in r and "does not reach another location" in r for r in reasons)
    # the reference: every order through reach_refusals, none passed over
    orders = [Order(i, dict(raw)) for i, raw in enumerate(war.orders)]
    for order in orders:
        order_checks.check(war, ruleset, order)
    reach = order_checks.reach_of(orders)
    expected = [str(r) for o in orders for r in order_checks.reach_refusals(war, ruleset, o, reach)]
    assert len(expected) == 2 and [str(r) for r in order_checks._reach_refusals(war, ruleset, orders)] == expected


def test_the_simulation_still_refuses_a_second_skill_in_the_first_turn_of_battle(battle):
    war, ruleset = battle
    for b in war.battles:
        b.turns = 0  # the first Turn of battle: only 1 AP or 1 SP in skills (ap-sp 000:L489)
    with pytest.raises(OrdersRefused) as refused:
        check_orders(war, ruleset, list(war.orders))
    assert any("first Turn of battle" in str(r) for r in refused.value.refusals)


def test_an_actors_initiative_key_is_asked_once_per_phase(battle, monkeypatch):
    war, ruleset = battle
    checked = check_orders(war, ruleset, list(war.orders))
    ctx = TurnContext(war, ruleset, checked, {}, TurnRandom(war.seed, war.turn))
    phase = next(p for p in ruleset.phases_for(war) if p.id == "attacking")
    ctx.phase = phase
    due = phase_orders.due_orders(ctx, phase, combat_of(ctx).done)
    actors = {o.actor for o in due}
    assert len(due) > len(actors)  # a Servant's attack and Cleave both act in the Attacking Phase
    expected = {o.index: phase_orders.acting_key(ctx, o, phase) for o in due}
    keys = _counting(monkeypatch, ruleset, "initiative_key")
    groups = phase_orders.ordered(ctx, phase, due)
    assert sorted(c.id for c in keys) == sorted(actors)
    got = [expected[o.index] for g in groups for o in g]
    assert got == sorted(got, reverse=True) and sorted(o.index for g in groups for o in g) == sorted(expected)


def test_a_delayed_order_keeps_its_own_key(battle, monkeypatch):
    war, ruleset = battle
    raws = list(war.orders)
    cleave = next(i for i, r in enumerate(raws) if r["actor"] == "s0" and r["action"] == "skill")
    raws[cleave] = {**raws[cleave], "delay": {"at": "end"}}  # to the end of the phase (ap-sp 000:L822)
    war.orders = raws
    checked = check_orders(war, ruleset, raws)
    ctx = TurnContext(war, ruleset, checked, {}, TurnRandom(war.seed, war.turn))
    phase = next(p for p in ruleset.phases_for(war) if p.id == "attacking")
    ctx.phase = phase
    due = phase_orders.due_orders(ctx, phase, combat_of(ctx).done)
    groups = phase_orders.ordered(ctx, phase, due)
    flat = [o for g in groups for o in g]
    assert flat[-1].index == cleave  # after everyone else, though s0's own attack keeps its place
    assert any(o.actor == "s0" and o.action == "attack" for o in flat[:-1])
