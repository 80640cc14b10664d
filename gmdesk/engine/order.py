"""One checked order: kept apart from the checking (orders.py) so that the turn's context can hold
orders without importing the checks, which import the combat modules that take the context."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

RawOrder = dict[str, Any]
"""An order as the war file writes it: free-form JSON (``{"actor": "saber", "action": "move", "to": "park"}``)."""


@dataclass
class Order:
    """A checked order: the raw dict, its index in the turn's list, and what checking worked out."""

    index: int
    raw: RawOrder
    route: list[str] = field(default_factory=list)
    checked: dict[str, Any] = field(default_factory=dict, repr=False, compare=False)
    """What the whole-turn checks worked out once for this order while checking (the war does not change
    then), such as its action: ``order_checks`` only, except ``budget`` (the actor's turn budget, on its first
    order), which the turn's beginning (``budgets.grant``) takes instead of working it out again, and
    ``action`` with ``skills`` (the skill list it was built from), whose slot ``phase_orders.slot_of`` reads
    while the actor's skill list is that very list."""

    # Read once, then kept on the order (a turn asks about 800 times): an order's ``raw`` is never changed once
    # the Order is made (the checks and the desk build a new Order for other fields).
    @cached_property
    def actor(self) -> str:
        actor: str = self.raw["actor"]
        return actor

    @cached_property
    def action(self) -> str:
        action: str = self.raw["action"]
        return action

    def get(self, key: str, default: Any = None) -> Any:
        return self.raw.get(key, default)
