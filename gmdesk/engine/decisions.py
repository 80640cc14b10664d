"""Decisions: a choice the rules give to a player or the GM mid-turn.

A missing decision pauses resolution: the engine raises :class:`DecisionNeeded`, the caller shows
the question, stores the answer with the turn's inputs and resolves again from the start.
Decision ids are built from the turn and what is being decided, so they are stable across runs.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass
class PendingDecision:
    id: str
    question: str
    options: list[str]
    asks: str = "gm"
    rule: str = ""
    context: dict[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"id": self.id, "question": self.question, "options": list(self.options),
                               "asks": self.asks}
        if self.rule:
            out["rule"] = self.rule
        if self.context:
            out["context"] = self.context
        return out


class DecisionNeeded(Exception):
    """Raised inside resolution; caught by :func:`gmdesk.engine.resolve_turn`."""

    def __init__(self, pending: PendingDecision):
        self.pending = pending
        super().__init__(pending.question)
