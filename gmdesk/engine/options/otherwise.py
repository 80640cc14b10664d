"""The "else" of a conditional order, as the picker builds it and as the engine will carry it out.

When an order's condition does not hold, the engine carries out its ``else`` laid over the order's other
fields (``{**order without if/else, **else}``, :func:`gmdesk.engine.combat.act._resolve`). So an otherwise-order
is checked as that whole order: a field of the main order it does not set (a target, a delay) goes with it.
"""

from __future__ import annotations

from typing import Any

from gmdesk.engine.options.judge import ActionOption
from gmdesk.engine.options.legal import order_problem
from gmdesk.model.war import War

#: Fields an otherwise-order never carries: who acts is the main order's, and it has no condition of its own.
NOT_IN_BRANCH = ("actor", "if", "else", "delay")


def can_have_else(option: ActionOption) -> bool:
    """Orders offered with a condition may have an otherwise-order (combat rulesets' action orders); not one
    with words the GM writes (a free command): the otherwise-order's picker has no text box."""
    return "if" in option.fields and not option.text_fields


def branch(option: ActionOption, **choices: Any) -> dict[str, Any]:
    """The otherwise-order made from ``option`` (its template with ``choices``), without the fields an
    otherwise-order does not carry."""
    order = option.order(**choices)
    return {k: v for k, v in order.items() if k not in NOT_IN_BRANCH}


def carried_out(order: dict[str, Any]) -> dict[str, Any] | None:
    """The order the engine carries out when the condition fails (None: nothing is done)."""
    otherwise = order.get("else")
    if not isinstance(otherwise, dict) or not order.get("if"):
        return None
    return {**{k: v for k, v in order.items() if k not in ("if", "else")}, **otherwise}


def otherwise_problem(war: War, order: dict[str, Any], orders: list[dict[str, Any]]) -> str | None:
    """Why the otherwise-order would be refused beside the turn's other ``orders`` (None: it is legal, or
    there is none)."""
    alternative = carried_out(order)
    if alternative is None:
        return None
    return order_problem(war, alternative, orders)
