"""An event's explanation kept so it can be said in another language (the Timeline, the Events dock).

An event whose ``explain`` is a :class:`~gmdesk.messages.Message` is stored with its English text as always,
and beside it, under ``explain_words``, what that text is made of: its template and values, JSON-plain and as
small as they go (the English is not repeated):

- a :class:`Message` is a dict, its template under ``""`` (no placeholder is named ``""``) and each value under
  its own name: ``{"": "{who} Health {before} → {after}", "who": "Saber", "before": 60, "after": 39}``;
- a :class:`Listing` is ``{"": separator, "*": [items]}``;
- a value is kept when it is a number, a truth value, ``None`` or text, else written as its text.

Read back (:func:`words_from`), the words are used only when they give the stored English again, letter for
letter; otherwise (a damaged or hand-edited file, a value whose text formats differently) the event keeps its
English, as an event stored before these words does.
"""

from __future__ import annotations

from typing import Any

from gmdesk.messages import Listing, Message

KEY = "explain_words"
"""The event dict's key for them (written only when ``explain`` is a :class:`Message`)."""


def words_data(text: Message) -> dict[str, Any]:
    """``text``'s template and values as JSON (see the module)."""
    if isinstance(text, Listing):
        return {"": text.template, "*": [_value(item) for item in text.items]}
    out: dict[str, Any] = {"": text.template}
    for key, value in text.values.items():
        out[key] = _value(value)
    return out


def _value(value: object) -> Any:
    if isinstance(value, Message):
        return words_data(value)
    if value is None or type(value) in (str, int, float, bool):
        return value
    return str(value)  # (an enum, a rank, a list: its text, what the template printed)


def words_from(data: object, english: str) -> str:
    """The :class:`Message` ``data`` describes when it says ``english`` again, else ``english`` itself."""
    try:
        said = _read(data)
    except (KeyError, IndexError, ValueError, TypeError, AttributeError, RecursionError):
        return english
    return said if isinstance(said, Message) and str(said) == english else english


def _read(data: object) -> object:
    if not isinstance(data, dict):
        return data
    template = data[""]
    if not isinstance(template, str):
        raise TypeError("a template is text")
    items = data.get("*")
    if isinstance(items, list) and len(data) == 2:
        return Listing([_read(item) for item in items], template)
    return Message(template, **{str(k): _read(v) for k, v in data.items() if k != ""})
