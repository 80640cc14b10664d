"""Turns told in newer words: the same events, the same numbers, other sentences.

A gmdesk that words an event better (a clearer question, a renamed phase) would otherwise make every turn stored
by an older one "changed" on replay, and every later turn of a correction look different. Only an event's telling,
its ``explain`` sentence (with its words in other languages,
``explain_words``) and its ``rule`` citation, may differ; its kind, phase, actors and data must be equal, and its
sentence must hold the old sentence's numbers in the same order, so a changed operand or result is never taken for a
rewording. The newer sentence may add numbers between them: the operands of a result it used to state alone
(``2 Turn(s) left`` → ``3 − 1 = 2 Turn(s) left``, "Explain every number"); the war after the turn and the event's
data, equal as they must be, still hold everything that happened.
"""

from __future__ import annotations

import re
from typing import Any, Callable

#: The fields that only tell an event; every other field is what happened.
TELLING = ("explain", "rule", "explain_words")

_NUMBER = re.compile(r"\d+(?:[.,]\d+)*")
"""A number in a sentence (``40.75``, ``1,000``); its sign is left out, since a dash or a minus word is wording."""


def reworded_events(old: list[dict[str, Any]], new: list[dict[str, Any]],
                    same: Callable[[Any, Any], bool]) -> list[tuple[dict[str, Any], dict[str, Any]]] | None:
    """The pairs of events (old, new) that differ only in their telling, or None when the two lists differ in
    anything else (another event, another value, another number in a sentence). ``same`` compares two values as
    the file would (``diff.same_json``)."""
    if len(old) != len(new):
        return None
    pairs = []
    for before, after in zip(old, new):
        if same(before, after):
            continue
        if not (isinstance(before, dict) and isinstance(after, dict)) or not _same_but_telling(before, after, same):
            return None
        pairs.append((before, after))
    return pairs


def _same_but_telling(before: dict[str, Any], after: dict[str, Any], same: Callable[[Any, Any], bool]) -> bool:
    facts_before = {k: v for k, v in before.items() if k not in TELLING}
    facts_after = {k: v for k, v in after.items() if k not in TELLING}
    if not same(facts_before, facts_after):
        return False
    old_text, new_text = before.get("explain"), after.get("explain")
    if not (isinstance(old_text, str) and isinstance(new_text, str)):
        return same(old_text, new_text)
    return _in_order(_NUMBER.findall(old_text), _NUMBER.findall(new_text))


def _in_order(old: list[str], new: list[str]) -> bool:
    """Whether every number of ``old`` is in ``new``, in the same order (``new`` may hold more between them)."""
    rest = iter(new)
    return all(number in rest for number in old)
