"""An event's explanation kept so it can be said in another language (the Timeline, the Events dock).

An event whose ``explain`` is a :class:`~gmdesk.messages.Message` is stored with its English text as always,
and beside it, under ``explain_words``, what that text is made of: its template and values, JSON-plain and as
small as they go (the English is not repeated):

- a :class:`Message` is a dict, its template under ``""`` (no placeholder is named ``""``) and each value under
  its own name: ``{"": "{who} Health {before} → {after}", "who": "Saber", "before": 60, "after": 39}``. A
  template the language tables know (``resources/i18n/core_<lang>.json``; every literal template is there,
  ``tests/test_messages.py``) is written as its CRC-32, a number (``{"": 2849129845, …}``): the words are
  only ever said through a table, so a table that lacks it could not say it anyway; this halves what the
  words add to a stored turn;
- a :class:`Listing` is ``{"": separator, "*": [items]}``;
- a value is kept when it is a number, a truth value, ``None`` or text, else written as its text; a text longer
  than :data:`SHORT` that the English holds (a dice pool, the faces rolled) is written as where it is there,
  ``[start, end]``, and read back from the English.

Read back (:func:`words_from`), the words are used only when they give the stored English again, letter for
letter; otherwise (a damaged or hand-edited file, a value whose text formats differently) the event keeps its
English, as an event stored before these words does.
"""

from __future__ import annotations

import zlib
from functools import lru_cache
from typing import Any

from gmdesk.messages import Listing, Message, available_languages, catalogue

KEY = "explain_words"
"""The event dict's key for them (written only when ``explain`` is a :class:`Message`)."""


def words_data(text: Message, english: str | None = None) -> dict[str, Any]:
    """``text``'s template and values as JSON (see the module); ``english``: the whole explanation, where a long
    text value is found (``str(text)`` when not given). (One loop, no call per value: a roll-dice turn writes
    some 2,000 of these.)"""
    whole = str(text) if english is None else english
    if isinstance(text, Listing):
        return {"": text.template, "*": [_value(item, whole) for item in text.items]}
    out: dict[str, Any] = {"": _code(text.template)}
    for key, value in text.values.items():
        if type(value) is str:
            if len(value) > SHORT:
                start = whole.find(value)
                if start >= 0:
                    out[key] = [start, start + len(value)]
                    continue
            out[key] = value
        elif value is None or type(value) in (int, float, bool):
            out[key] = value
        else:
            out[key] = _value(value, whole)
    return out


def _value(value: object, english: str) -> Any:
    if isinstance(value, Message):
        return words_data(value, english)
    if type(value) is str:
        if len(value) > SHORT:
            start = english.find(value)
            if start >= 0:
                return [start, start + len(value)]
        return value
    if value is None or type(value) in (int, float, bool):
        return value
    return str(value)  # (an enum, a rank, a list: its text, what the template printed)


SHORT = 12
"""A text value longer than this that the English holds is written as where it is there: ``[start, end]``."""


@lru_cache(maxsize=None)
def _code(template: str) -> int | str:
    """How ``template`` is written: its CRC-32 when the tables know it, else itself."""
    code = zlib.crc32(template.encode("utf-8"))
    return code if _known().get(code) == template else template


@lru_cache(maxsize=1)
def _known() -> dict[int, str]:
    """The templates of every language table, by CRC-32 (the first of two that share one)."""
    found: dict[int, str] = {}
    for language in available_languages():
        for template in catalogue(language):
            found.setdefault(zlib.crc32(template.encode("utf-8")), template)
    return found


def words_from(data: object, english: str) -> str:
    """The :class:`Message` ``data`` describes when it says ``english`` again, else ``english`` itself."""
    try:
        said = _read(data, english)
    except (KeyError, IndexError, ValueError, TypeError, AttributeError, RecursionError):
        return english
    return said if isinstance(said, Message) and str(said) == english else english


def _read(data: object, english: str) -> object:
    if isinstance(data, list):
        start, end = data
        if not (type(start) is int and type(end) is int and 0 <= start <= end <= len(english)):
            raise ValueError("a place in the English")
        return english[start:end]
    if not isinstance(data, dict):
        return data
    template = data[""]
    if type(template) is int:
        template = _known()[template]  # (a KeyError: a template this gmdesk's tables lack)
    if not isinstance(template, str):
        raise TypeError("a template is text or the number of one")
    items = data.get("*")
    if isinstance(items, list) and len(data) == 2:
        return Listing([_read(item, english) for item in items], template)
    return Message(template, **{str(k): _read(v, english) for k, v in data.items() if k != ""})
