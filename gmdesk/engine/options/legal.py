"""Legal order choices for one character: what the turn desk offers in its pickers.

Like a chess board's legal moves, the desk asks the engine what a character may order instead of
letting the GM type orders that resolution would refuse. Every choice is built as a candidate order
and kept only when :func:`~gmdesk.engine.orders.check_orders` accepts it together with the turn's
other orders, so an offered order is legal by construction. Where the refusal would only come at
resolution for a reason already known now, the choice is left out too: targets out of reach, targets
the ruleset's target rules refuse (Spirit Form, Type of Target) unless the target has orders of its own
this turn (which may change that first: a hidden Servant that ambushes leaves stealth, roll-dice
004:L457), special actions the ruleset's own action refuses on the current state.

An :class:`ActionOption` is one kind of order (a move, a skill, a Command Spell…): ``template`` is a
complete legal order, and ``fields`` lists, per order field, the values that stay legal when only that
field of the template changes (a value ``None`` means "leave the field out"). Choosing values of two
fields at once may conflict; :func:`order_problem` says why.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from gmdesk import rulesets
from gmdesk.engine.options import combat, movement
from gmdesk.engine.options.budget import remaining_budget
from gmdesk.engine.options.judge import ActionOption, Judge, character_of, with_orders
from gmdesk.engine.options.quick import TurnBase
from gmdesk.engine.orders import OrdersRefused, check_orders
from gmdesk.errors import GmdeskError
from gmdesk.model.war import War
from gmdesk.messages import Listing, Message


@dataclass(frozen=True)
class CharacterOptions:
    """Everything one character may order this turn, and what is left of its turn's budget."""

    actor: str
    actions: list[ActionOption]
    budget_text: str

    def of(self, action: str) -> list[ActionOption]:
        """The options of one order action (``move``, ``skill``…)."""
        return [a for a in self.actions if a.action == action]


def order_options(war: War, cid: str, orders: list[dict[str, Any]] | None = None,
                  turn: TurnBase | None = None) -> CharacterOptions:
    """The legal orders of ``cid`` given the turn's other ``orders`` (default: ``war.orders``).

    Orders of ``orders`` that the rules refuse are set aside first, so one bad order does not make
    every choice look illegal. ``war`` is not changed. ``turn`` (from :func:`turn_of` with the same war
    and orders) shares that work, and the checks of those orders, among the characters asked about.
    """
    ruleset = rulesets.get(war.ruleset)
    actor = character_of(war, cid)
    if turn is None:
        turn = turn_of(war, orders)
    context = turn.context
    judge = Judge(war, ruleset, actor, context, turn)
    actions: list[ActionOption] = []
    if actor.alive:
        for build in BUILDERS:
            actions.extend(build(judge))
    return CharacterOptions(cid, actions, remaining_budget(war, cid, context))


def turn_of(war: War, orders: list[dict[str, Any]] | None = None) -> TurnBase:
    """The legal ones of the turn's ``orders`` (default: ``war.orders``), checked once for every candidate."""
    return TurnBase(war, rulesets.get(war.ruleset), legal_orders(war, list(war.orders if orders is None else orders)))


def order_problem(war: War, order: dict[str, Any], orders: list[dict[str, Any]] | None = None) -> str | None:
    """Why ``order`` is refused together with the turn's other (legal) ``orders``, or None when it is legal."""
    ruleset = rulesets.get(war.ruleset)
    context = legal_orders(war, list(war.orders if orders is None else orders))
    trial = context + [dict(order)]
    try:
        check_orders(with_orders(war, trial), ruleset, trial)
    except OrdersRefused as exc:
        return Listing([Message("{reason} ({rule})", reason=r.reason, rule=r.rule) if r.rule else r.reason
                        for r in exc.refusals], "; ")
    except GmdeskError as exc:
        return str(exc)
    return None


def legal_orders(war: War, orders: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The orders that check_orders accepts together: refused ones are set aside until the rest pass."""
    ruleset = rulesets.get(war.ruleset)
    kept = [dict(o) for o in orders if isinstance(o, dict)]
    while kept:
        try:
            check_orders(with_orders(war, kept), ruleset, kept)
            return kept
        except OrdersRefused as exc:
            refused = {r.order.get("_index") for r in exc.refusals}
            if None in refused:
                return []
            kept = [o for i, o in enumerate(kept) if i not in refused]
        except GmdeskError:
            return []
    return kept


BUILDERS: tuple[Callable[[Judge], list[ActionOption]], ...] = (
    movement.move_options,
    movement.scout_options,
    movement.flee_options,
    movement.pursue_options,
    movement.search_options,
    movement.stay_options,
    combat.attack_options,
    combat.skill_options,
    combat.command_spell_options,
    combat.special_options,
)
