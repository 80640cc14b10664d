"""The turn engine: orders and decisions in, events and the next state out. Qt-free and pure."""

from gmdesk.engine.turn import TurnResult, resolve_turn

__all__ = ["TurnResult", "resolve_turn"]
