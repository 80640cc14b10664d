"""Which events of one turn the other turn lacks, and a changed field in words (no Qt).

Two events are the same when their phase, kind, actors and explanation are: the sequence numbers
move as soon as one event more happens earlier, and the explanation already carries the numbers.
Repeated events are matched one for one, so a second identical hit in one turn still shows.

A changed field is told as a sentence (:mod:`gmdesk.store.diffwords`); a changed list (a team's
knowledge: all its facts in one field) by the entries one side has and the other lacks.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from gmdesk.engine.events import Event
from gmdesk.model.wording import Names
from gmdesk.store.diffwords import change_sentence


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


def change_text(path: str, old: Any, new: Any, names: Names | None = None) -> str:
    """A changed field as a sentence (:func:`gmdesk.store.diffwords.change_sentence`): names, not ids;
    words, not JSON."""
    return change_sentence(path, old, new, names)
