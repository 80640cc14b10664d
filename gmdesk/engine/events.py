"""Events: one thing that happened in a turn, with the numbers and the rule behind it."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from gmdesk.engine import event_words
from gmdesk.messages import Message
from gmdesk.model.vocabulary import DataKey, EventKind


@dataclass(slots=True)
class Event:
    """``seq`` orders events in the turn; ``explain`` is for the GM, ``data`` for programs.

    ``explain`` may be a :class:`~gmdesk.messages.Message`: its English is stored as always, its template and
    values beside it (``explain_words``, :mod:`gmdesk.engine.event_words`), so a window says it in its language.

    Slotted: a turn makes about 120 events, and a slotted one is made in about half the time (no
    ``__dict__`` to build); equality, ``repr`` and the stored form are the dataclass's, as before.

    Events made by the engine carry ``data["state"]``: each character the event names (its actors,
    and a ``target``/``targets`` of its data) as it is right after the event (location, health, mana,
    alive, spirit_form, status names, points). Events stored by an older gmdesk have none.

    ``kind`` is an :class:`EventKind`; a stored kind this gmdesk does not know (written by a newer
    one, or by hand) stays a plain string, so the event still reads and shows."""

    seq: int
    turn: int
    phase: str
    kind: EventKind | str
    actors: list[str]
    explain: str
    rule: str = ""
    data: dict[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "seq": self.seq,
            "turn": self.turn,
            "phase": self.phase,
            "kind": self.kind,
            "actors": list(self.actors),
            "explain": self.explain,
            "rule": self.rule,
        }
        if self.data:
            out["data"] = self.data
        explain = self.explain
        if type(explain) is not str and isinstance(explain, Message):  # (a plain text, the most, in one test)
            out[event_words.KEY] = event_words.words_data(explain, explain)
        return out

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "Event":
        """The event a stored dict holds; ``TypeError`` when a field is not of its type (a damaged file:
        the store names it), so whatever shows an event can trust its fields."""
        current = current_event(data)
        event = cls(
            seq=current["seq"], turn=current["turn"], phase=current["phase"], kind=event_kind(current["kind"]),
            actors=list(current["actors"]), explain=current["explain"], rule=current.get("rule", ""),
            data=dict(current.get("data", {})),
        )
        if not (type(event.seq) is int and type(event.turn) is int and type(event.phase) is str and isinstance(event.kind, str)
                and all(type(a) is str for a in event.actors) and isinstance(event.explain, str)
                and type(event.rule) is str):
            raise TypeError("an event's seq and turn are whole numbers; its phase, kind, explain, rule and "
                            "actors are text")
        if event_words.KEY in current:  # its words in other languages (event_words), when they still say it
            event.explain = event_words.words_from(current[event_words.KEY], event.explain)
        return event


def event_kind(word: str) -> EventKind | str:
    """The :class:`EventKind` of a stored kind, or the word itself when this gmdesk does not know it."""
    try:
        return EventKind(word)
    except ValueError:
        return word


def current_event(event: dict[str, Any]) -> dict[str, Any]:
    """A stored event dict with its data keys as this gmdesk writes them (the same dict when they are).

    Before each data key had one meaning, ``order`` was also a phase's order (now ``phase_order``),
    an initiative's groups (now ``groups``) and the cancelled move (now ``action``). Renamed in place,
    so the keys keep their positions and a stored turn replays equal to a fresh resolution."""
    data = event.get("data")
    if not isinstance(data, dict) or DataKey.ORDER not in data:
        return event
    renamed = _renamed_order(event.get("kind"), data[DataKey.ORDER])
    if renamed is None:
        return event
    new_data = {(renamed if key == DataKey.ORDER else key): value for key, value in data.items()}
    return dict(event, data=new_data)


def _renamed_order(kind: Any, value: Any) -> DataKey | None:
    if kind == EventKind.PHASE:
        return DataKey.PHASE_ORDER
    if kind == EventKind.INITIATIVE and isinstance(value, list):
        return DataKey.GROUPS
    if kind == EventKind.CANCEL and isinstance(value, str):
        return DataKey.ACTION
    return None
