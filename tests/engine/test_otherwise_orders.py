"""The otherwise-order of a conditional order is checked as the engine carries it out: its fields laid over
the order's others (gmdesk/engine/combat/act.py), so a refused branch is caught before it is entered."""

from __future__ import annotations

from pathlib import Path

from gmdesk.engine.options.legal import order_options
from gmdesk.engine.options.otherwise import branch, can_have_else, carried_out, otherwise_problem
from gmdesk.model.warfile import load_war

NIGHT2 = Path(__file__).resolve().parents[2] / "maps" / "sample-ap-sp-night2.json"


def _mirela():
    war = load_war(NIGHT2)
    order = next(o for o in war.orders if o.get("actor") == "mirela" and "else" in o)
    others = [o for o in war.orders if o is not order]
    return war, order, others


def test_the_otherwise_order_takes_the_fields_it_does_not_set_from_the_order():
    _war, order, _others = _mirela()
    assert carried_out(order) == {"actor": "mirela", "action": "skill", "skill": "Gracious Hostess",
                                  "targets": ["mirela"]}
    assert carried_out({**order, "delay": {"at": "end"}})["delay"] == {"at": "end"}
    assert carried_out({k: v for k, v in order.items() if k != "if"}) is None  # no condition: never carried out


def test_the_samples_otherwise_order_is_legal_and_a_bad_one_is_refused_with_the_reason():
    war, order, others = _mirela()
    assert otherwise_problem(war, order, others) is None
    bad = {**order, "else": {"action": "skill", "skill": "Moonlit Waltz", "targets": ["mirela"]}}
    problem = otherwise_problem(war, bad, others)
    assert problem is not None and "Moonlit Waltz" in problem


def test_a_branch_is_built_from_an_offered_order_without_actor_condition_or_delay():
    war, _order, others = _mirela()
    options = order_options(war, "mirela", others)
    hostess = next(o for o in options.actions if o.label.startswith("Gracious Hostess"))
    assert can_have_else(hostess)
    assert not can_have_else(next(o for o in options.actions if o.action == "move"))
    made = branch(hostess, targets=["mirela"], delay={"at": "end"})
    assert made == {"action": "skill", "skill": "Gracious Hostess", "targets": ["mirela"]}
