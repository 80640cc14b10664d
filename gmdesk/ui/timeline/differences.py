"""Which events of one turn the other turn lacks, and a changed field in words (no Qt).

Two events are the same when their phase, kind, actors and explanation are: the sequence numbers
move as soon as one event more happens earlier, and the explanation already carries the numbers.
Repeated events are matched one for one, so a second identical hit in one turn still shows.

A changed list (a team's knowledge: all its facts in one field) is told by the entries one side has
and the other lacks: both lists cut to their first characters would read the same.
"""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

from gmdesk.engine.events import Event
from gmdesk.store.diff import show_value


def event_key(event: Event) -> tuple[str, str, tuple[str, ...], str]:
    return (event.phase, str(event.kind), tuple(event.actors), event.explain)


def unmatched(left: list[Event], right: list[Event]) -> tuple[list[int], list[int]]:
    """The indexes of the events of ``left`` not in ``right``, and of ``right`` not in ``left``."""
    return _only_in(left, right), _only_in(right, left)


def _only_in(these: list[Event], others: list[Event]) -> list[int]:
    unused = Counter(event_key(e) for e in others)
    missing = []
    for i, event in enumerate(these):
        key = event_key(event)
        if unused[key] > 0:
            unused[key] -= 1
        else:
            missing.append(i)
    return missing


def change_text(path: str, old: Any, new: Any) -> str:
    """``path: old → new``; for two lists, the entries only one of them has (``+`` new, ``−`` gone)."""
    if isinstance(old, list) and isinstance(new, list):
        gone, added = _list_only_in(old, new), _list_only_in(new, old)
        if gone or added:
            parts = [f"+ {show_value(item)}" for item in added] + [f"\u2212 {show_value(item)}" for item in gone]
            return f"{path}: {len(old)} \u2192 {len(new)} entries; " + "; ".join(parts)
    return f"{path}: {show_value(old)} \u2192 {show_value(new)}"


def _list_only_in(these: list[Any], others: list[Any]) -> list[Any]:
    unused = Counter(json.dumps(item, sort_keys=True, default=str) for item in others)
    missing = []
    for item in these:
        key = json.dumps(item, sort_keys=True, default=str)
        if unused[key] > 0:
            unused[key] -= 1
        else:
            missing.append(item)
    return missing
