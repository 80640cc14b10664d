"""What changed between two versions of a turn: its events and the war after it.

Used by ``replay`` (the stored turn against the same inputs resolved again) and by re-resolution
(the old branch against the new one). Wars are compared field by field, characters and locations
by id, so a report reads ``characters.saber.location: 'bridge' → 'park'`` rather than as a text diff.
"""

from __future__ import annotations

import difflib
import json
from dataclasses import dataclass, field
from typing import Any

from gmdesk.store.rewording import reworded_events
from gmdesk.store.statuses import DiffStatus

MISSING: Any = type("Missing", (), {"__repr__": lambda self: "(absent)"})()

#: Collections compared element by element, keyed by ``id``.
_KEYED = {("characters",), ("map", "locations")}


@dataclass(frozen=True)
class Change:
    path: tuple[str, ...]
    old: Any
    new: Any

    @property
    def where(self) -> str:
        return ".".join(self.path)

    def __str__(self) -> str:
        return f"{self.where}: {show_value(self.old)} → {show_value(self.new)}"

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"path": self.where}
        if self.old is not MISSING:
            out["old"] = self.old
        if self.new is not MISSING:
            out["new"] = self.new
        return out


@dataclass
class TurnDiff:
    """One turn compared, with its :class:`DiffStatus`."""

    turn: int
    status: DiffStatus
    removed_events: list[dict[str, Any]] = field(default_factory=list)
    added_events: list[dict[str, Any]] = field(default_factory=list)
    state_changes: list[Change] = field(default_factory=list)
    pending: list[dict[str, Any]] = field(default_factory=list)
    refusals: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    reasons: list[str] = field(default_factory=list)
    """Why the turn could not be resolved again, in the GM's words (a character's name and the rules' reason):
    what a window shows first, where ``refusals`` keep the orders as written."""

    @property
    def differs(self) -> bool:
        """Whether the turn came out otherwise: a turn only told in other words came out the same."""
        return self.status not in (DiffStatus.SAME, DiffStatus.REWORDED)

    def to_dict(self) -> dict[str, Any]:
        return {"turn": self.turn, "status": self.status, "removed_events": self.removed_events,
                "added_events": self.added_events, "state_changes": [c.to_dict() for c in self.state_changes],
                "pending": self.pending, "refusals": self.refusals, "notes": self.notes,
                **({"reasons": self.reasons} if self.reasons else {})}

    def lines(self) -> list[str]:
        """The report a GM reads, one line each."""
        out = [f"turn {self.turn}: {self.status}"]
        out += [f"  - {_event_text(e)}" for e in self.removed_events]
        out += [f"  + {_event_text(e)}" for e in self.added_events]
        out += [f"  ~ {c}" for c in self.state_changes]
        out += [f"  ? {p['id']}: {p.get('question', '')} (options: {', '.join(p.get('options', []))})"
                for p in self.pending]
        out += [f"  ! {r}" for r in self.refusals]
        out += [f"  note: {n}" for n in self.notes]
        return out


def flatten(war: dict[str, Any]) -> dict[tuple[str, ...], Any]:
    """Every field of a war dict under a path; characters and locations by id."""
    out: dict[tuple[str, ...], Any] = {}
    for key, value in war.items():
        if key == "map" and isinstance(value, dict):
            for map_key, map_value in value.items():
                _put(out, ("map", map_key), map_value)
        elif key == "knowledge" and isinstance(value, dict):
            for team, facts in value.items():
                out[("knowledge", team)] = facts
        else:
            _put(out, (key,), value)
    return out


def _put(out: dict[tuple[str, ...], Any], path: tuple[str, ...], value: Any) -> None:
    if path in _KEYED and _has_unique_ids(value):
        for item in value:
            for name, field_value in item.items():
                out[path + (item["id"], name)] = field_value
    else:
        out[path] = value


def _has_unique_ids(items: Any) -> bool:
    if not isinstance(items, list) or not all(isinstance(i, dict) and isinstance(i.get("id"), str) for i in items):
        return False
    return len({i["id"] for i in items}) == len(items)


def state_changes(old: dict[str, Any], new: dict[str, Any], skip: tuple[str, ...] = ()) -> list[Change]:
    """Field-level differences between two war dicts, in a stable order."""
    a, b = flatten(old), flatten(new)
    paths = list(a) + [p for p in b if p not in a]
    return [Change(p, a.get(p, MISSING), b.get(p, MISSING)) for p in paths
            if p[0] not in skip and not same_json(a.get(p, MISSING), b.get(p, MISSING))]


def event_changes(old: list[dict[str, Any]],
                  new: list[dict[str, Any]]) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """Events only in ``old`` and events only in ``new``, ignoring their sequence numbers."""
    def key(event: dict[str, Any]) -> str:
        return json.dumps({k: v for k, v in event.items() if k != "seq"}, sort_keys=True)

    matcher = difflib.SequenceMatcher(a=[key(e) for e in old], b=[key(e) for e in new], autojunk=False)
    removed: list[dict[str, Any]] = []
    added: list[dict[str, Any]] = []
    for op, i1, i2, j1, j2 in matcher.get_opcodes():
        if op != "equal":
            removed.extend(old[i1:i2])
            added.extend(new[j1:j2])
    return removed, added


def compare_turn(turn: int, old_events: list[dict[str, Any]], new_events: list[dict[str, Any]],
                 old_after: dict[str, Any], new_after: dict[str, Any]) -> TurnDiff:
    """Events and war after compared; values may be plain JSON or what the engine made (tuples)."""
    if same_json(old_events, new_events) and same_json(old_after, new_after):
        return TurnDiff(turn, DiffStatus.SAME)
    if same_json(old_after, new_after):
        reworded = reworded_events(old_events, new_events, same_json)
        if reworded:
            return TurnDiff(turn, DiffStatus.REWORDED, notes=_rewording_notes(reworded))
    removed, added = event_changes(old_events, new_events)
    changes = state_changes(old_after, new_after)
    notes = []
    if not (removed or added) and not same_json(old_events, new_events):
        notes.append("the same events, numbered differently")
    status = DiffStatus.CHANGED if (removed or added or changes or notes) else DiffStatus.SAME
    return TurnDiff(turn, status, removed, added, changes, notes=notes)


REWORDINGS_SHOWN = 3
"""How many rewordings a report quotes; the rest are counted."""


def _rewording_notes(pairs: list[tuple[dict[str, Any], dict[str, Any]]]) -> list[str]:
    notes = [f"{len(pairs)} event(s) told in other words, with the same numbers"]
    for old, new in pairs[:REWORDINGS_SHOWN]:
        said = (f"{old.get('explain')!r} → {new.get('explain')!r}" if old.get("explain") != new.get("explain")
                else f"rule {old.get('rule')!r} → {new.get('rule')!r}" if old.get("rule") != new.get("rule")
                else "the same English, now with its words for other languages (explain_words)")
        notes.append(f"event {new.get('seq')}: {said}")
    if len(pairs) > REWORDINGS_SHOWN:
        notes.append(f"and {len(pairs) - REWORDINGS_SHOWN} more")
    return notes


def same_json(a: Any, b: Any) -> bool:
    """Equal as JSON: ``1`` and ``1.0`` differ, as they would in the file. Most values compared are the same
    (a re-resolution compares whole wars, field by field): those are told by :func:`_identical` without writing
    either; anything it cannot vouch for is written out and compared as text."""
    if a is MISSING or b is MISSING:
        return a is b
    if _identical(a, b):
        return True
    return json.dumps(a, sort_keys=True) == json.dumps(b, sort_keys=True)


def _identical(a: Any, b: Any) -> bool:
    """Whether ``a`` and ``b`` are plain JSON values that write the same text: the same types (a list and a
    tuple write alike), equal, text keys only, a float's sign too (``0.0`` and ``-0.0`` write differently).
    False says only "not vouched for" (a NaN, a number key, a subclass of str…): :func:`same_json` then compares
    the texts."""
    ta, tb = type(a), type(b)
    if ta in _SEQUENCES and tb in _SEQUENCES:
        if len(a) != len(b):
            return False
        for x, y in zip(a, b):
            if not _identical(x, y):
                return False
        return True
    if ta is not tb:
        return False
    if ta is dict:
        if len(a) != len(b):
            return False
        for key, value in a.items():
            if type(key) is not str or key not in b or not _identical(value, b[key]):
                return False
        return True
    if ta is float:
        return a == b and (a != 0.0 or str(a) == str(b))
    return ta in _SCALARS and a == b


_SEQUENCES = (list, tuple)
_SCALARS = (str, int, bool, type(None))


def show_value(value: Any) -> str:
    if value is MISSING:
        return "(absent)"
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= 80 else text[:77] + "..."


def _event_text(event: dict[str, Any]) -> str:
    return f"[{event.get('phase', '')}] {event.get('kind', '')}: {event.get('explain', '')}"
