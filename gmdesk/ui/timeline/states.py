"""Each character's state just before and just after an event, for the detail panel (no Qt).

The engine keeps, in every event's ``data["state"]``, the state of the characters it touched as they
are right after it. "Before" is then the last such state of that character earlier in the turn, or the
war before the turn. Turns stored before the engine kept these states have none: "before" is then the
war before the turn, and "after" is not known (the panel says so rather than guessing).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from gmdesk.engine.events import Event
from gmdesk.model.character import Character
from gmdesk.model.war import War


@dataclass(frozen=True)
class CharacterState:
    """What the panel shows of a character at one moment."""

    location: str | None = None
    health: float | None = None
    mana: float | None = None
    alive: bool = True
    spirit_form: bool = False
    statuses: tuple[str, ...] = ()
    points: dict[str, float] = field(default_factory=dict)

    @classmethod
    def of(cls, ch: Character) -> "CharacterState":
        return cls(ch.location, ch.health, ch.mana, ch.alive, ch.spirit_form,
                   tuple(str(s.get("name", "?")) for s in ch.statuses), dict(ch.points))

    @classmethod
    def from_snapshot(cls, data: dict[str, Any]) -> "CharacterState":
        """A state as ``data["state"][cid]`` holds it (statuses by name)."""
        statuses = data.get("statuses") or []
        return cls(data.get("location"), data.get("health"), data.get("mana"), bool(data.get("alive", True)),
                   bool(data.get("spirit_form", False)),
                   tuple(str(s.get("name", "?")) if isinstance(s, dict) else str(s) for s in statuses),
                   dict(data.get("points") or {}))


@dataclass(frozen=True)
class StatePair:
    """One character around one event; ``after`` is None when the turn did not keep it."""

    cid: str
    before: CharacterState | None
    after: CharacterState | None
    #: Where "before" comes from: "event" (an earlier event of the turn) or "turn" (the war before).
    before_source: str


def snapshot_of(event: Event, cid: str) -> dict[str, Any] | None:
    state = event.data.get("state")
    if isinstance(state, dict) and isinstance(state.get(cid), dict):
        return state[cid]
    return None


def turn_keeps_states(events: list[Event]) -> bool:
    """Whether the engine kept per-event states when this turn was resolved."""
    return any(isinstance(e.data.get("state"), dict) for e in events)


def involved(event: Event, war: War) -> list[str]:
    """The characters an event concerns: its actors, its targets and those it kept a state for."""
    data = event.data
    found: list[str] = []
    candidates = list(event.actors)
    for key in ("target", "targets"):
        value = data.get(key)
        if isinstance(value, str):
            candidates.append(value)
        elif isinstance(value, list):
            candidates += [v for v in value if isinstance(v, str)]
    state = data.get("state")
    if isinstance(state, dict):
        candidates += list(state)
    for cid in candidates:
        if cid not in found and (cid in war.characters or snapshot_of(event, cid) is not None):
            found.append(cid)
    return found


def states_around(events: list[Event], index: int, war_before: War) -> list[StatePair]:
    """Each involved character's state before and after ``events[index]`` (events in ``seq`` order)."""
    event = events[index]
    pairs = []
    for cid in involved(event, war_before):
        before, source = None, "turn"
        for earlier in reversed(events[:index]):
            found = snapshot_of(earlier, cid)
            if found is not None:
                before, source = CharacterState.from_snapshot(found), "event"
                break
        if before is None and cid in war_before.characters:
            before = CharacterState.of(war_before.characters[cid])
        after = snapshot_of(event, cid)
        pairs.append(StatePair(cid, before, CharacterState.from_snapshot(after) if after is not None else None,
                               source))
    return pairs
