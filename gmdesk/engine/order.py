"""One checked order: kept apart from the checking (orders.py) so that the turn's context can hold
orders without importing the checks, which import the combat modules that take the context."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

RawOrder = dict[str, Any]
"""An order as the war file writes it: free-form JSON (``{"actor": "saber", "action": "move", "to": "park"}``)."""


@dataclass(init=False)
class Order:
    """A checked order: the raw dict, its index in the turn's list, and what checking worked out."""

    index: int
    raw: RawOrder
    route: list[str] = field(default_factory=list)
    checked: dict[str, Any] = field(default_factory=dict, repr=False, compare=False)
    """What the whole-turn checks worked out once for this order while checking (the war does not change
    then), such as its action: ``order_checks`` only, except ``fighting`` (each character's battle, foes and turn
    budget, ``budgets.Fighting``, on the turn's first order), which the turn's beginning (``budgets.grant``) takes
    instead of working them out again, and
    ``action`` with ``skills`` (the skill list it was built from), whose slot ``phase_orders.slot_of`` reads
    while the actor's skill list is that very list."""

    def __init__(self, index: int, raw: RawOrder, route: list[str] | None = None,
                 checked: dict[str, Any] | None = None) -> None:
        """The dataclass's fields, and the order's ``actor`` and ``action`` read from ``raw`` once as plain attributes
        (a turn reads them about 900 times): ``raw`` is never changed once the Order is made (the checks and the
        desk build a new Order for other fields). They are not dataclass fields (not annotated on the class) nor a
        descriptor of the class, which Python 3.11 reads half as fast as a plain attribute. A field missing from
        ``raw`` is missing on the order too (reading it raises AttributeError): the checks refuse such an order
        before they read it. (An ``__init__`` of its own: a ``__post_init__`` would be one more call per order.)"""
        self.index = index
        self.raw = raw
        self.route = [] if route is None else route
        self.checked = {} if checked is None else checked
        if "actor" in raw:
            self.actor: str = raw["actor"]
        if "action" in raw:
            self.action: str = raw["action"]

    def get(self, key: str, default: Any = None) -> Any:
        return self.raw.get(key, default)
