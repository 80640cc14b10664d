"""The turn's beginning takes the battles and foes the whole-turn order checks worked out on the same war
(``budgets.grant``), and works them out again for another war."""

from __future__ import annotations

from gmdesk.engine.combat import budgets
from gmdesk.engine.combat.budgets import Fighting
from gmdesk.engine.context import TurnContext
from gmdesk.engine.rng import TurnRandom
from gmdesk.model.character import hostile
from tests.engine.test_turn_reuse import turn  # noqa: F401 (the fixture: the benchmark war's checked turn)


def test_the_checks_fighting_serves_the_same_war(turn):
    known = turn.orders[0].checked["fighting"]
    assert isinstance(known, Fighting) and known.war is turn.war
    assert budgets._checked_fighting(turn) is known
    for ch in turn.war.alive():  # what it tells is what a new one works out on this war
        battle, foes = known.of(ch)
        assert battle is turn.war.battle_of(ch.id)
        assert foes == budgets.foes_in(turn.war, ch, battle, hostile)


def test_another_war_is_read_again(turn):
    other = turn.war.copy()
    ctx = TurnContext(other, turn.ruleset, turn.orders, {}, TurnRandom(other.seed, other.turn))
    fighting = budgets._checked_fighting(ctx)
    assert fighting.war is other and fighting is not turn.orders[0].checked["fighting"]


def test_no_orders_no_checked_fighting(turn):
    ctx = TurnContext(turn.war, turn.ruleset, [], {}, TurnRandom(turn.war.seed, turn.war.turn))
    assert budgets._checked_fighting(ctx).war is turn.war
