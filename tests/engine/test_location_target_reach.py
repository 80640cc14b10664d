"""A skill aimed at a location is refused when the orders are taken if its user does not stand there and no move of
the turn takes it there: the engine would only cancel it when it comes up ("Lantern Market is not Sister Agathe's
location"), so the order was accepted and then did nothing (QA qa-skirmishja: Star Reckoning on Lantern Market,
read from a post and accepted by the desk, cancelled at resolution). The same reach rule as a character elsewhere
(``order_checks.reach_refusals``); a move to the place, or the user's own place, is accepted."""

from __future__ import annotations

import pytest

from gmdesk.engine.orders import OrdersRefused, check_orders
from gmdesk.intake.post import read_post
from gmdesk.messages import say
from gmdesk.model.vocabulary import LineStatus
from gmdesk.rulesets import get
from tests.rulesets.test_skirmish_combat import ch, war

SKILL = {"name": "Star Reckoning", "rank": "C", "type": "Support"}


def _war():
    master = ch("agathe", "x", "a", kind="master")
    master["name"] = "Agathe"
    master["skills"] = [SKILL]
    return war([master, ch("caster", "x", "a", master="agathe")])


def test_a_skill_on_another_location_is_refused_with_its_reason():
    w = _war()
    order = {"actor": "agathe", "action": "skill", "skill": "Star Reckoning", "targets": ["b"]}
    with pytest.raises(OrdersRefused) as refused:
        check_orders(w, get("skirmish"), [order])
    reason = refused.value.refusals[0].reason
    assert "b is not agathe's location (a) and no move this turn takes agathe there" in reason
    assert "Star Reckoning does not reach another location" in reason
    assert say(reason, "ja").startswith("bはagatheのいる場所（a）ではなく")


def test_the_same_skill_on_its_own_location_or_after_a_move_there_is_accepted():
    w = _war()
    here = {"actor": "agathe", "action": "skill", "skill": "Star Reckoning", "targets": ["a"]}
    assert check_orders(w, get("skirmish"), [here])
    there = {"actor": "agathe", "action": "skill", "skill": "Star Reckoning", "targets": ["b"]}
    assert check_orders(w, get("skirmish"), [{"actor": "agathe", "action": "move", "to": "b"}, there])


def test_a_post_aiming_it_elsewhere_is_unread_with_the_rules_refusal():
    w = _war()
    reading = read_post(w, "Orders\n- Agathe uses Star Reckoning on B.", team="x")
    line = next(r for r in reading.lines if "Star Reckoning" in r.text)
    assert line.status == LineStatus.UNREAD
    assert "refused by the rules" in line.why and "does not reach another location" in line.why
