"""A ruleset's own words (a phase's name and description, its summary) as a :class:`~gmdesk.messages.Message`.

The English-document rulesets write these as plain text; their English is the key of their Japanese in
``resources/i18n/core_ja.json``. Wrapped here where they are shown or written into an event, a window says them in
its language through :func:`gmdesk.messages.say` like any core sentence; the English text is the same.
"""

from __future__ import annotations

from gmdesk.messages import Message


def own_words(text: str) -> Message:
    """``text`` as a Message with no values (its English its template), or itself when it is one already."""
    return text if isinstance(text, Message) else Message(text)
