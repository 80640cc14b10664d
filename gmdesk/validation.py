"""Every problem in a war: the model's rules, its ruleset's sheet rules, and its orders.

Shared by ``gmdesk validate`` (JSON or war file) and ``gmdesk check`` (war files), so both report a
war the same way.
"""

from __future__ import annotations

from typing import Any, Mapping

from gmdesk import rulesets
from gmdesk.engine.orders import OrdersRefused, check_orders
from gmdesk.errors import GmdeskError, Problem
from gmdesk.model.war import War


def war_problems(war: War) -> list[Problem]:
    """Model problems, then the ruleset's; orders are only checked in a war without either."""
    problems = list(war.problems())
    try:
        ruleset = rulesets.get(war.ruleset)
    except GmdeskError as exc:
        return problems + [Problem("ruleset", war.ruleset, str(exc))]
    problems.extend(ruleset.validate_war(war))
    if not problems:
        try:
            check_orders(war, ruleset, war.orders)
        except OrdersRefused as refused:
            for r in refused.refusals:
                problems.append(Problem(f"orders[{r.order.get('_index')}]", clean_order(r.order), r.reason))
    return problems


def clean_order(order: Mapping[str, Any]) -> dict[str, Any]:
    """An order without the engine's bookkeeping keys (``_index``)."""
    return {k: v for k, v in order.items() if not k.startswith("_")}
