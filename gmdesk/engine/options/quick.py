"""Judging a candidate order by checking only what it can change in a turn already known to be legal.

The desk judges up to a few hundred candidate orders of one character beside the same legal orders of the
turn (the context). :func:`~gmdesk.engine.orders.check_orders` of context + candidate is a loop of
per-order checks, the spirit-form check of moves, then the whole-turn checks: the reach check of attacks
and each character's budget (``order_checks.check_turn``). Adding one order of actor A can change:

- the candidate's own per-order check, and whether it repeats an order of A or A's Move Action;
- the spirit-form check of moves (re-run whole: a scan of the moves);
- the reach check of the candidate itself: an added order only widens where moves and Command Spells may
  take characters (``order_checks.Reach.add``), so it never refuses another order;
- A's whole-turn checks;
- any check that reads the turn's orders from the war (``war.orders``: a Command Spell that frees a
  Servant from battle, a contract both sides ask for, a second Command Spell of the turn…).

Which checks read the turn's orders is not declared by hand: :class:`TurnBase` runs every check of the
context once on a war whose ``orders`` attribute counts its reads (:class:`_Watched`), and a check that
read them is run again for every candidate (the conservative answer); one that did not read them is a
function of the war and its own orders only, so its answer (accepted: the context is legal) stands.
Every answer is the same as check_orders' (tests/engine/test_options_quick.py compares them on the
sample wars of every ruleset and on the benchmark wars).
"""

from __future__ import annotations

import copy
from typing import Any

from gmdesk.engine import orders as checks
from gmdesk.engine.combat import order_checks
from gmdesk.engine.order import Order
from gmdesk.errors import GmdeskError
from gmdesk.model.war import War
from gmdesk.rulesets.base import Ruleset

_reads = [0]
"""How many times any watched war's ``orders`` was read (one counter: a copy of a watched war counts too)."""


class _Watched(War):
    """A war whose ``orders`` counts its reads (only for :class:`TurnBase`'s run of the context)."""

    @property
    def orders(self) -> list[dict[str, Any]]:
        _reads[0] += 1
        found: list[dict[str, Any]] = self.__dict__["orders"]
        return found

    @orders.setter
    def orders(self, value: list[dict[str, Any]]) -> None:
        self.__dict__["orders"] = value


def _watched(war: War, orders: list[dict[str, Any]]) -> War:
    trial = copy.copy(war)
    trial.__class__ = _Watched
    trial.orders = list(orders)
    return trial


def _with_orders(war: War, orders: list[dict[str, Any]]) -> War:
    trial = copy.copy(war)
    trial.orders = list(orders)
    return trial


def _fresh(order: Order) -> Order:
    """The order as check_orders holds it after its own check (its route), before the whole-turn checks."""
    return Order(order.index, dict(order.raw), list(order.route))


class TurnBase:
    """The context's checks, run once, and which of them read the turn's orders (see the module text)."""

    def __init__(self, war: War, ruleset: Ruleset, context: list[dict[str, Any]]):
        self.war, self.ruleset, self.context = war, ruleset, context
        self.movement = ruleset.movement_for(war)
        self.orders: list[Order] = []
        self.seen: set[tuple[str, str]] = set()
        self.used_move: set[str] = set()
        self.rerun_orders: list[int] = []
        self.rerun_actors: list[str] = []
        self.reach_reads = False
        self.own: dict[str, list[Order]] = {}
        self.reach = order_checks.Reach()
        try:
            self.whole = not self._run()
        except GmdeskError:
            self.whole = True
        """Whether every candidate gets the whole check_orders (the context is not legal as a whole)."""

    def _run(self) -> bool:
        """Every check of the context on a watched war; False when one refuses."""
        war, ruleset, movement = _watched(self.war, self.context), self.ruleset, self.movement
        for index, raw in enumerate(self.context):
            order = Order(index, dict(raw))
            before = _reads[0]
            checks.check_one(war, ruleset, movement, order)
            if _reads[0] != before:
                self.rerun_orders.append(index)
            key = (order.actor, order.action)
            if key in self.seen and not order_checks.is_action(ruleset, order.raw):
                return False
            self.seen.add(key)
            if order.action in movement.move_action_orders:
                if order.actor in self.used_move:
                    return False
                self.used_move.add(order.actor)
            self.orders.append(order)
        if checks.spirit_form_refusals(war, movement, self.orders):
            return False
        if not ruleset.has_combat:
            return True
        self.reach = order_checks.reach_of(self.orders)
        before = _reads[0]
        if any(order_checks.reach_refusals(war, ruleset, o, self.reach) for o in self.orders):
            return False
        self.reach_reads = _reads[0] != before
        self.own = order_checks.by_actor(self.orders)
        for cid, own in self.own.items():
            before = _reads[0]
            if order_checks.actor_refusals(war, ruleset, cid, [_fresh(o) for o in own]):
                return False
            if _reads[0] != before:
                self.rerun_actors.append(cid)
        return True

    def accepts(self, raw: dict[str, Any]) -> bool:
        """Whether check_orders accepts the context and ``raw`` (added last) on the war holding them."""
        turn = self.context + [raw]
        war = _with_orders(self.war, turn)
        if self.whole:
            try:
                checks.check_orders(war, self.ruleset, turn)
            except GmdeskError:
                return False
            return True
        try:
            return self._accepts(war, raw)
        except GmdeskError:
            return False

    def _accepts(self, war: War, raw: dict[str, Any]) -> bool:
        ruleset, movement = self.ruleset, self.movement
        again: dict[int, Order] = {}  # the context orders checked again, as this check holds them
        for index in self.rerun_orders:
            again[index] = Order(index, dict(self.context[index]))
            checks.check_one(war, ruleset, movement, again[index])
        order = Order(len(self.context), dict(raw))
        checks.check_one(war, ruleset, movement, order)
        if (order.actor, order.action) in self.seen and not order_checks.is_action(ruleset, order.raw):
            return False
        if order.action in movement.move_action_orders and order.actor in self.used_move:
            return False
        if checks.spirit_form_refusals(war, movement, self.orders + [order]):
            return False
        if not ruleset.has_combat:
            return True
        def held(o: Order) -> Order:
            return again.get(o.index) or _fresh(o)

        if self.reach_reads:
            return not order_checks.check_turn(war, ruleset, [held(o) for o in self.orders] + [order])
        if order_checks.reach_refusals(war, ruleset, order, self.reach):
            return False
        for cid in self.rerun_actors:
            if cid != order.actor and order_checks.actor_refusals(war, ruleset, cid, [held(o) for o in self.own[cid]]):
                return False
        own = [held(o) for o in self.own.get(order.actor, [])] + [order]
        return not order_checks.actor_refusals(war, ruleset, order.actor, own)
