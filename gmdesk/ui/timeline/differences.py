"""Which events of one turn the other turn lacks (no Qt).

Two events are the same when their phase, kind, actors and explanation are: the sequence numbers
move as soon as one event more happens earlier, and the explanation already carries the numbers.
Repeated events are matched one for one, so a second identical hit in one turn still shows.
"""

from __future__ import annotations

from collections import Counter
from typing import Any


def event_key(event: dict[str, Any]) -> tuple:
    return (event.get("phase"), event.get("kind"), tuple(event.get("actors", [])), event.get("explain"))


def unmatched(left: list[dict[str, Any]], right: list[dict[str, Any]]) -> tuple[list[int], list[int]]:
    """The indexes of the events of ``left`` not in ``right``, and of ``right`` not in ``left``."""
    return _only_in(left, right), _only_in(right, left)


def _only_in(these: list[dict[str, Any]], others: list[dict[str, Any]]) -> list[int]:
    unused = Counter(event_key(e) for e in others)
    missing = []
    for i, event in enumerate(these):
        key = event_key(event)
        if unused[key] > 0:
            unused[key] -= 1
        else:
            missing.append(i)
    return missing
