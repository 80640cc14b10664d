"""The turn engine: orders and decisions in, events and the next state out. Qt-free and pure."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from gmdesk.engine.turn import TurnResult, resolve_turn

__all__ = ["TurnResult", "resolve_turn"]


def __getattr__(name: str) -> Any:
    """The turn's names, imported on first use: a module that only reads the engine's light parts
    (events, decisions) does not load every rule with them (the window's first paint, issue 21)."""
    if name in __all__:
        from gmdesk.engine import turn

        return getattr(turn, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
