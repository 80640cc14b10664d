"""Each character's health, mana and points across the stored turns (no Qt).

The history is read once, a block of turns at a time (:class:`HistoryReading`): the cast before the first
stored turn, then the cast after each turn, read straight from the snapshots' characters
(:mod:`gmdesk.store.cast_history`; reading every turn whole took 13 s at 2,000 turns); a turn resolved later
is added to it (:meth:`HistoryStates.add_turn`). A point the character did not have at some turn is NaN, so
its curve shows a gap there rather than a made-up zero.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from typing import Any

from gmdesk.errors import WarFileError
from gmdesk.model.war import War
from gmdesk.store.cast_history import TurnCast, turn_casts
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

    def add_cast(self, cast: TurnCast) -> None:
        """A turn's cast as the store read it (:func:`~gmdesk.store.cast_history.turn_casts`): the moment
        after it, and the moment before it when it is the first; a cast that cannot be read is named."""
        if cast.problem:
            self.unreadable[cast.number] = cast.problem
            return
        if not self.xs and cast.before is not None:
            self._add_dicts(cast.number - 1, f"before T{cast.number}", cast.before)
        self._add_dicts(cast.number, f"after T{cast.number}", cast.after)

    def _add(self, x: float, label: str, war: War) -> None:
        self.xs.append(float(x))
        self.labels.append(label)
        self.states.append({cid: CharacterState.of(ch) for cid, ch in war.characters.items()})
        self.names.update({cid: ch.name for cid, ch in war.characters.items()})

    def _add_dicts(self, x: float, label: str, characters: list[dict[str, Any]]) -> None:
        self.xs.append(float(x))
        self.labels.append(label)
        self.states.append({ch["id"]: CharacterState.from_snapshot(ch) for ch in characters})
        self.names.update({ch["id"]: ch.get("name", ch["id"]) for ch in characters})


#: Turns read at a time: about a twentieth of a second of work, so the window stays responsive between blocks.
READ_BLOCK = 40


class HistoryReading:
    """Reading a branch's history into a :class:`HistoryStates`, a block of turns at a time (:meth:`step`)."""

    def __init__(self, store: WarStore, branch: str = MAIN_BRANCH, block: int | None = None):
        self.store = store
        self.branch = branch
        self.block = block or READ_BLOCK
        self.numbers = store.turn_numbers(branch)
        self.done = 0
        self.history = HistoryStates()

    @property
    def total(self) -> int:
        return len(self.numbers)

    @property
    def finished(self) -> bool:
        return self.done >= len(self.numbers)

    def step(self) -> bool:
        """Read the next block of turns; True once every turn is read."""
        if not self.finished:
            numbers = self.numbers[self.done:self.done + self.block]
            try:
                casts = turn_casts(self.store, numbers[0], numbers[-1], branch=self.branch,
                                   with_before=not self.history.xs)
            except WarFileError as exc:  # the file went away or a page is damaged: those turns are named
                casts = [TurnCast(number, [], problem=str(exc)) for number in numbers]
            for cast in casts:
                self.history.add_cast(cast)
            self.done += len(numbers)
        return self.finished


def read_history(store: WarStore, branch: str = MAIN_BRANCH) -> HistoryStates:
    """Everyone's state before the first stored turn (at x = that turn − 1) and after each turn n (at x = n)."""
    reading = HistoryReading(store, branch)
    while not reading.step():
        pass
    return reading.history
