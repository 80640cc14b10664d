"""The engine's sentences around a ruleset's explanation, kept sayable in another language.

A ruleset may write an explanation as a :class:`~gmdesk.messages.Message` (roll-dice does, so a Japanese window
reads 達成値 and 防具). The engine wraps it ("{label} on {target}: …", "…; Saber Health 60 → 39"): an f-string
would flatten it to English. These wrap it as a Message only when what they wrap is one; a plain text (every
other ruleset) is wrapped by the same f-string as before, so those events, their bytes and their speed stay
as they were. The English is the same either way; the Japanese is in ``resources/i18n/core_ja.json``.
"""

from __future__ import annotations

from typing import Sequence

from gmdesk.messages import Listing, Message
from gmdesk.rulesets.scores import fmt


def told(template: str, **values: object) -> str:
    """``template`` filled: a :class:`Message` when one of ``values`` is one, else plain text."""
    for value in values.values():
        if isinstance(value, Message):
            return Message(template, **values)
    return template.format(**values)


def joined(parts: Sequence[str], separator: str) -> str:
    """``parts`` joined: a :class:`Listing` when one of them is a :class:`Message`, else plain text."""
    for part in parts:
        if isinstance(part, Message):
            return Listing(list(parts), separator)
    return separator.join(parts)


def hit_on(label: str, target: str, how: str) -> str:
    """``{label} on {target}: {how}`` (an attack's damage, act.py)."""
    if type(how) is str:
        return f"{label} on {target}: {how}"
    return Message("{label} on {target}: {how}", label=label, target=target, how=how)


def health_after(explain: str, name: str, before: float, after: float) -> str:
    """``{explain}; {name} Health {before} → {after}`` (a hit landing, act.py)."""
    if type(explain) is str:
        return f"{explain}; {name} Health {fmt(before)} → {fmt(after)}"
    return Message("{how}; {name} Health {before} → {after}", how=explain, name=name, before=fmt(before),
                   after=fmt(after))


def pool_after(explain: str, what: str, before: float, after: float, capped: float | None) -> str:
    """``{explain}: {what} {before} → {after}``, `` (capped at the maximum {cap})`` when ``capped`` (a pool
    changed, changes.py)."""
    note = f" (capped at the maximum {fmt(capped)})" if capped is not None else ""
    if type(explain) is str:
        return f"{explain}: {what} {fmt(before)} → {fmt(after)}{note}"
    return Message("{how}: {what} {before} → {after}" if capped is None else
                   "{how}: {what} {before} → {after} (capped at the maximum {cap})", how=explain, what=Message(str(what)),
                   before=fmt(before), after=fmt(after), cap=fmt(capped) if capped is not None else "")


def point_after(explain: str, key: str, before: float, after: object) -> str:
    """``{explain}: {key} {before} → {after}`` (a point set or added, changes.py). The key is said as the
    table says it (``awake_turns`` → 睡眠をとらない時間), else kept."""
    if type(explain) is str:
        return f"{explain}: {key} {fmt(before)} → {fmt(after)}"
    return Message("{how}: {key} {before} → {after}", how=explain, key=Message(key), before=fmt(before),
                   after=fmt(after))
