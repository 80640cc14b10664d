"""Where everyone stands at a moment of a resolved turn, and who moved how to get there.

A timeline scrubs through a turn's events; a map beside it draws the positions after the chosen
event and the moves so far. Both are read from the events alone (stored turns keep them), so a turn
stored long ago is shown as it was resolved.

Two sources are combined. The engine's move-like events say what happened in their data (a ``move``
or ``flee`` carries ``from``/``to``, a pursuit its ``guess`` or ``to``, a scout that stays its
``target``; a Command Spell's flight is a change with ``what: "move"``). The ``data["state"]``
snapshots say where each named character is after the event, which catches every location change,
including those no event announces (a scout arriving after the first half of a two-half move). A
move announced but not seen in the snapshots (a flight that lands next turn) is not counted until
a snapshot shows the arrival. Events without snapshots (stored by an older gmdesk) are read by
their data only.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterable, NamedTuple

from gmdesk.engine.events import Event
from gmdesk.model.vocabulary import ChangeKind, EventKind
from gmdesk.model.war import War

STAYING_SCOUT_CHOICES = frozenset({"show", "stay", "stay-fight", "minor-ambush"})
"""Scout choices that leave the scout where it looked (as :mod:`gmdesk.engine.activities.scout`)."""


class Move(NamedTuple):
    """One location change: who, from where (None when unknown), to where, and the kind of event."""

    character: str
    origin: str | None
    to: str
    kind: str


def positions_at(war_before: War | dict[str, Any], events: Iterable[Event | dict[str, Any]],
                 seq: int) -> dict[str, str | None]:
    """Every character's location right after event ``seq`` (``0``: the war before the turn)."""
    tracker = _Tracker(_start_positions(war_before))
    tracker.run(events, seq)
    return tracker.where


def moves_until(events: Iterable[Event | dict[str, Any]], seq: int,
                war_before: War | dict[str, Any] | None = None) -> list[Move]:
    """The location changes from the start of the turn up to and including event ``seq``, in order.

    ``kind`` is the kind of the event that made the move (``move``, ``flee``, ``pursuit``, ``scout``,
    or the kind of a change such as a Command Spell's ``flee``). Without ``war_before`` the origin of
    a move is None when no event before it showed where the character was (a pursuer's first event)."""
    tracker = _Tracker(_start_positions(war_before) if war_before is not None else {})
    tracker.run(events, seq)
    return tracker.moves


# -- reading events -----------------------------------------------------------------------------------
def _parts(event: Event | dict[str, Any]) -> tuple[int, str, list[str], dict[str, Any]]:
    if isinstance(event, Event):
        return event.seq, event.kind, list(event.actors), event.data
    return event["seq"], event["kind"], list(event.get("actors", [])), event.get("data") or {}


def _announced(kind: str, actors: list[str], data: dict[str, Any]) -> list[tuple[str, str | None, str]]:
    """(character, from, to) for each move an event's data announces."""
    if kind == EventKind.FLEE and not data.get("fled"):
        return []
    if data.get("deferred"):
        return []  # a pursuit that sets off now and arrives next turn
    if isinstance(data.get("from"), str) and isinstance(data.get("to"), str) and kind != EventKind.CANCEL:
        movers = [data["target"]] if data.get("what") == ChangeKind.MOVE and isinstance(data.get("target"),
                                                                                        str) else actors
        return [(cid, data["from"], data["to"]) for cid in movers]
    if kind == EventKind.PURSUIT and actors:
        to = data.get("to") if isinstance(data.get("to"), str) else data.get("guess")
        return [(actors[0], None, to)] if isinstance(to, str) else []
    if kind == EventKind.SCOUT and data.get("choice") in STAYING_SCOUT_CHOICES and isinstance(data.get("target"), str):
        return [(cid, data.get("origin"), data["target"]) for cid in actors[:1]]
    return []


def _start_positions(war: War | dict[str, Any]) -> dict[str, str | None]:
    if isinstance(war, War):
        return {cid: ch.location for cid, ch in war.characters.items()}
    return {ch["id"]: ch.get("location") for ch in war.get("characters", [])}


@dataclass
class _Tracker:
    where: dict[str, str | None]
    moves: list[Move] = field(default_factory=list)
    expected: dict[str, tuple[str, str]] = field(default_factory=dict)
    """Announced moves not yet seen in a snapshot: character → (destination, kind)."""
    unlabelled: dict[str, int] = field(default_factory=dict)
    """The last move of a character seen only in a snapshot (its index in ``moves``), to be named by
    the event that announces it just after."""

    def run(self, events: Iterable[Event | dict[str, Any]], seq: int) -> None:
        for event in events:
            number, kind, actors, data = _parts(event)
            if number > seq:
                break
            self.event(kind, actors, data)

    def event(self, kind: str, actors: list[str], data: dict[str, Any]) -> None:
        state = data.get("state")
        announced = {cid: (origin, to) for cid, origin, to in _announced(kind, actors, data)}
        for cid, (origin, to) in announced.items():
            if not isinstance(state, dict) or cid not in state:
                self._record(cid, origin, to, kind)
            elif state[cid].get("location") != to:
                self.expected[cid] = (to, kind)
            elif self.where.get(cid) == to and cid in self.unlabelled:
                index = self.unlabelled.pop(cid)
                self.moves[index] = self.moves[index]._replace(kind=kind)
        if not isinstance(state, dict):
            return
        for cid, snapshot in state.items():
            loc = snapshot.get("location") if isinstance(snapshot, dict) else None
            if cid not in self.where:
                if cid in announced and announced[cid][1] == loc:
                    self._record(cid, announced[cid][0], loc, kind)
                else:
                    self.where[cid] = loc
                continue
            if loc == self.where[cid]:
                continue
            if cid in announced and announced[cid][1] == loc:
                self._record(cid, self.where[cid], loc, kind)
            elif self.expected.get(cid, (None,))[0] == loc:
                self._record(cid, self.where[cid], loc, self.expected.pop(cid)[1])
            else:
                self._record(cid, self.where[cid], loc, kind)
                self.unlabelled[cid] = len(self.moves) - 1

    def _record(self, cid: str, origin: str | None, to: str | None, kind: str) -> None:
        if origin is None:
            origin = self.where.get(cid)
        self.where[cid] = to
        self.unlabelled.pop(cid, None)
        self.expected.pop(cid, None)
        if to is not None and origin != to:
            self.moves.append(Move(cid, origin, to, kind))


def war_at(war_before: War, events: Iterable[Event | dict[str, Any]], seq: int) -> War:
    """The war as it stood after event ``seq``: everyone where :func:`positions_at` puts them, alive, in
    spirit form, with the health and mana of their last state snapshot in the turn (the map draws it)."""
    events = list(events)
    war = war_before.copy()
    for cid, location in positions_at(war_before, events, seq).items():
        if cid in war.characters:
            war.characters[cid].location = location
    for event in events:
        number, _kind, _actors, data = _parts(event)
        if number > seq:
            break
        for cid, state in (data.get("state") or {}).items():
            ch = war.characters.get(cid)
            if ch is None or not isinstance(state, dict):
                continue
            for key in ("alive", "spirit_form", "health", "mana"):
                if key in state:
                    setattr(ch, key, state[key])
    return war
