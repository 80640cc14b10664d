"""Domain errors. Each one says what was wrong and where, in words a GM can act on."""

from __future__ import annotations

from typing import Any, Mapping

from gmdesk.messages import Listing, Message


SHOWN_VALUE_CHARS = 200
"""How much of a value an error line shows: enough to recognise it, never a megabyte of text."""


def shown_value(value: object) -> str:
    """``repr(value)``, cut to ``SHOWN_VALUE_CHARS`` with a note of how much was left out."""
    text = repr(value)
    if len(text) <= SHOWN_VALUE_CHARS:
        return text
    return Message("{head}… ({count} more characters not shown)", head=text[:SHOWN_VALUE_CHARS],
                   count=f"{len(text) - SHOWN_VALUE_CHARS:,}")


SHOWN_LINE_HEAD, SHOWN_LINE_TAIL = 600, 300
"""An error line longer than head + tail keeps its start (file, field) and end (the reason)."""


def shown_line(text: str) -> str:
    """``text`` whole when short; else its start and end around a note of what was left out, so a
    message quoting a huge value still fits a terminal and still names the field and the reason."""
    cut = len(text) - SHOWN_LINE_HEAD - SHOWN_LINE_TAIL
    if cut <= 40:
        return text
    return Message("{head}… ({count} characters not shown) …{tail}", head=text[:SHOWN_LINE_HEAD], count=f"{cut:,}",
                   tail=text[-SHOWN_LINE_TAIL:])


class GmdeskError(ValueError):
    """Base of every error gmdesk raises on purpose."""


class RankError(GmdeskError):
    """A rank text that a ruleset does not allow (``A++++``, ``F``, ``b``, empty)."""

    def __init__(self, value: object, reason: str, *, field: str = "", owner: str = ""):
        self.value = value
        self.reason = reason
        self.field = field
        self.owner = owner
        where = ""
        if owner and field:
            where = f"{owner}: {field}: "
        elif field:
            where = f"{field}: "
        super().__init__(Message("{where}invalid rank {value!r}: {reason}", where=where, value=value, reason=reason))


class WarFileError(GmdeskError):
    """A war file that cannot be read: names the file, the field and the value."""

    def __init__(self, message: str, *, path: str = "", field: str = "", value: object = None):
        self.path = path
        self.field = field
        self.value = value
        parts = [p for p in (path, field) if p]
        prefix = ": ".join(parts)
        if value is not None and repr(value) not in message and str(value) not in message:
            message = Message("{message} (got {value})", message=message, value=shown_value(value))
        super().__init__(Message("{where}: {message}", where=prefix, message=message) if prefix else message)


class ValidationError(GmdeskError):
    """A war that breaks the model's rules; ``problems`` lists every one found."""

    def __init__(self, problems: list["Problem"]):
        self.problems = problems
        lines = Listing([Message("- {problem}", problem=str(p)) for p in problems], "\n")
        super().__init__(Message("{count} problem(s) in the war:\n{lines}", count=len(problems), lines=lines))


class Problem:
    """One validation finding: the field path, the offending value and what is wrong."""

    __slots__ = ("field", "value", "message")

    def __init__(self, field: str, value: object, message: str):
        self.field = field
        self.value = value
        self.message = message

    def __str__(self) -> str:
        return shown_line(Message("{field} = {value}: {message}", field=self.field, value=shown_value(self.value),
                                  message=self.message))

    def __repr__(self) -> str:
        return f"Problem({self.field!r}, {self.value!r}, {self.message!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Problem) and (self.field, self.value, self.message) == (
            other.field,
            other.value,
            other.message,
        )


class IllegalOrderError(GmdeskError):
    """An order the rules refuse before resolution, with the reason."""

    def __init__(self, order: Mapping[str, Any], reason: str, *, rule: str = ""):
        self.order = order
        self.reason = reason
        self.rule = rule
        actor = order.get("actor", "?")
        action = order.get("action", "?")
        cite = f" ({rule})" if rule else ""
        super().__init__(f"order {actor} {action}: {reason}{cite}")


class UnknownRulesetError(GmdeskError):
    def __init__(self, ruleset_id: str, known: list[str]):
        self.ruleset_id = ruleset_id
        super().__init__(f"unknown ruleset {ruleset_id!r}; known: {', '.join(known)}")


class RulesetError(GmdeskError):
    """A ruleset asked for something it does not define (a plugin bug or a missing feature)."""
