"""Small things the Qt tests share: a widget shown at a size, and a turn resolved as the desk would."""

from __future__ import annotations


def resolve_next_turn(document) -> None:
    """Resolve the next turn in the store, answering every question with its first option, and load
    the war after it (what the turn desk does once a turn is stored)."""
    decisions: list[dict] = []
    result = document.store.resolve()
    while not result.resolved:
        decisions.append({"id": result.pending[0].id, "choice": result.pending[0].options[0]})
        result = document.store.resolve(decisions=decisions)
    document.war = document.store.load_war()


def shown(qtbot, widget, size):
    """``widget`` on screen (offscreen) at ``size``, exposed, closed with the test."""
    qtbot.addWidget(widget)
    widget.resize(*size)
    widget.show()
    qtbot.waitExposed(widget)
    return widget
