"""resolve_turn's contract: pure, refuses illegal orders up front, pauses for decisions."""

import pytest

from gmdesk.engine import resolve_turn
from gmdesk.engine.orders import OrdersRefused
from tests.builders import line_map, person, war


def _valor_war():
    return war("valor", line_map("a", "b", "c", "d"), [
        person("s1", "t1", "a", stats={"LCK": "B", "AGI": "C"}),
        person("m1", "t1", "a", kind="master", stats={"LCK": "C", "AGI": "D"}),
        person("s2", "t2", "c", stats={"LCK": "C", "AGI": "B"}),
    ])


def test_input_war_is_not_changed():
    w = _valor_war()
    before = w.to_dict()
    result = resolve_turn(w, [{"actor": "s2", "action": "move", "to": "d"}], [])
    assert result.resolved
    assert w.to_dict() == before
    assert result.war.characters["s2"].location == "d"
    assert result.war.turn == 2 and result.war.orders == []


def test_illegal_orders_are_all_refused_before_anything_happens():
    """Every illegal order is listed with its reason; nothing resolves (issue: orders refused)."""
    w = _valor_war()
    orders = [
        {"actor": "s1", "action": "move", "to": "d"},          # three locations (valor 001:L5)
        {"actor": "ghost", "action": "move", "to": "b"},
        {"actor": "s2", "action": "dance"},
        {"actor": "s2", "action": "scout", "target": "a"},     # not adjacent (001:L29)
    ]
    with pytest.raises(OrdersRefused) as info:
        resolve_turn(w, orders, [])
    reasons = [r.reason for r in info.value.refusals]
    assert len(reasons) == 4
    assert "a move goes to at most 2 locations" in reasons[0]
    assert "unknown actor 'ghost'" in reasons[1]
    assert "unknown action 'dance'" in reasons[2]
    assert "not adjacent" in reasons[3]


def test_missing_decision_pauses_and_leaves_the_war_as_it_was():
    """A missing decision is asked for; the war is unchanged until it is answered."""
    w = _valor_war()
    orders = [{"actor": "s1", "action": "move", "to": "c"}, {"actor": "m1", "action": "move", "to": "c"},
              {"actor": "s2", "action": "move", "to": "a"}]
    pending = resolve_turn(w, orders, [])
    assert pending.status == "pending"
    assert pending.war.turn == 1 and pending.war.characters["s1"].location == "a"
    (question,) = pending.pending
    assert question.options == ["ignore", "follow", "stop"]
    done = resolve_turn(w, orders, [{"id": question.id, "choice": "ignore"}])
    assert done.resolved
    assert done.war.characters["s1"].location == "c" and done.war.characters["s2"].location == "a"


def test_unused_decisions_are_reported():
    result = resolve_turn(_valor_war(), [], [{"id": "t9.nothing", "choice": "x"}])
    assert result.unused_decisions == ["t9.nothing"]


def test_a_wrong_answer_is_an_error_naming_the_options():
    w = _valor_war()
    orders = [{"actor": "s1", "action": "move", "to": "c"}, {"actor": "m1", "action": "move", "to": "c"},
              {"actor": "s2", "action": "move", "to": "a"}]
    pid = resolve_turn(w, orders, []).pending[0].id
    with pytest.raises(Exception) as info:
        resolve_turn(w, orders, [{"id": pid, "choice": "dance"}])
    assert "ignore, follow, stop" in str(info.value)


def test_events_name_phase_rule_and_explanation():
    result = resolve_turn(_valor_war(), [{"actor": "s2", "action": "move", "to": "a"}], [])
    moves = [e for e in result.events if e.kind == "move"]
    assert moves and moves[0].phase == "movement" and "001:L5" in moves[0].rule
    assert "C → B → A" in moves[0].explain
