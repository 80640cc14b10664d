"""One checked order: kept apart from the checking (orders.py) so that the turn's context can hold
orders without importing the checks, which import the combat modules that take the context."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, overload

RawOrder = dict[str, Any]
"""An order as the war file writes it: free-form JSON (``{"actor": "saber", "action": "move", "to": "park"}``)."""


class _RawField:
    """An order's field read from ``raw`` on first use, then kept on the order (a descriptor without ``__set__``,
    so the kept value is an instance attribute found first); a missing field raises KeyError every time."""

    def __init__(self, key: str) -> None:
        self.key = key

    @overload
    def __get__(self, order: None, owner: Any = None) -> "_RawField": ...

    @overload
    def __get__(self, order: "Order", owner: Any = None) -> str: ...

    def __get__(self, order: "Order | None", owner: Any = None) -> "str | _RawField":
        if order is None:
            return self
        value: str = order.raw[self.key]
        # (not through ``order.__dict__``, which would turn the order's attribute storage into a slower dict)
        object.__setattr__(order, self.key, value)
        return value


@dataclass
class Order:
    """A checked order: the raw dict, its index in the turn's list, and what checking worked out."""

    index: int
    raw: RawOrder
    route: list[str] = field(default_factory=list)
    checked: dict[str, Any] = field(default_factory=dict, repr=False, compare=False)
    """What the whole-turn checks worked out once for this order while checking (the war does not change
    then), such as its action: ``order_checks`` only, except ``budget`` (the actor's turn budget, on its first
    order) and ``fighting`` (each character's battle and foes, on the turn's first order), which the turn's
    beginning (``budgets.grant``) takes instead of working them out again, and
    ``action`` with ``skills`` (the skill list it was built from), whose slot ``phase_orders.slot_of`` reads
    while the actor's skill list is that very list."""

    # Read once, then kept on the order (a turn asks about 800 times): an order's ``raw`` is never changed once
    # the Order is made (the checks and the desk build a new Order for other fields).
    actor = _RawField("actor")  # (not annotated: not dataclass fields)
    action = _RawField("action")

    def get(self, key: str, default: Any = None) -> Any:
        return self.raw.get(key, default)
