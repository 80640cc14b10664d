"""Each character's health, mana and points across the stored turns (no Qt).

The history is read once, one turn at a time: the war before the first stored turn, then the war
after each turn; a turn resolved later is added to it (:meth:`HistoryStates.add_turn`). A point the
character did not have at some turn is NaN, so its curve shows a gap there rather than a made-up zero.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from gmdesk.errors import WarFileError
from gmdesk.model.war import War
from gmdesk.store.schema import MAIN_BRANCH
from gmdesk.store.store import WarStore
from gmdesk.store.turns import StoredTurn
from gmdesk.ui.timeline.states import CharacterState


@dataclass
class CharacterSeries:
    """One character's values at each moment of the history (``None`` state: not in the war then)."""

    cid: str
    name: str
    xs: list[float]
    labels: list[str]
    states: list[CharacterState | None]

    def values(self, what: str) -> list[float]:
        """``health``, ``mana`` or ``points.KEY``; NaN where unknown."""
        out = []
        for state in self.states:
            if state is None:
                out.append(math.nan)
            elif what.startswith("points."):
                value = state.points.get(what[len("points."):])
                out.append(math.nan if value is None else float(value))
            else:
                value = getattr(state, what)
                out.append(math.nan if value is None else float(value))
        return out

    def point_keys(self) -> list[str]:
        keys: list[str] = []
        for state in self.states:
            for key in (state.points if state is not None else {}):
                if key not in keys:
                    keys.append(key)
        return keys

    def dead_at(self) -> list[float]:
        return [x for x, s in zip(self.xs, self.states) if s is not None and not s.alive]


@dataclass
class HistoryStates:
    """The moments of the history: x positions, their tick labels, everyone's state at each."""

    xs: list[float] = field(default_factory=list)
    labels: list[str] = field(default_factory=list)
    states: list[dict[str, CharacterState]] = field(default_factory=list)
    names: dict[str, str] = field(default_factory=dict)
    unreadable: dict[int, str] = field(default_factory=dict)
    """Stored turns that could not be read (damaged rows), with the reason: left out of the curves."""

    def series(self, cid: str) -> CharacterSeries:
        return CharacterSeries(cid, self.names.get(cid, cid), list(self.xs), list(self.labels),
                               [moment.get(cid) for moment in self.states])

    def add_turn(self, turn: StoredTurn) -> None:
        """The moment after ``turn`` (at x = its number), and for the first turn the moment before it."""
        if not self.xs:
            self._add(turn.number - 1, f"before T{turn.number}", turn.war_before())
        self._add(turn.number, f"after T{turn.number}", turn.war_after())

    def _add(self, x: float, label: str, war: War) -> None:
        self.xs.append(float(x))
        self.labels.append(label)
        self.states.append({cid: CharacterState.of(ch) for cid, ch in war.characters.items()})
        self.names.update({cid: ch.name for cid, ch in war.characters.items()})


def read_history(store: WarStore, branch: str = MAIN_BRANCH) -> HistoryStates:
    """Everyone's state before the first stored turn (at x = that turn − 1) and after each turn n (at x = n)."""
    history = HistoryStates()
    for number in store.turn_numbers(branch):
        try:
            history.add_turn(store.turn(number, branch))
        except WarFileError as exc:  # a damaged row: the rest of the history is still worth drawing
            history.unreadable[number] = str(exc)
    return history
