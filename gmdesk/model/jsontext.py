"""The one reading boundary for JSON from files: war files, war-file columns, orders, map files.

``json.loads`` alone lets through what later breaks deep inside gmdesk: an integer of 5,000 digits (a
``ValueError`` at parsing), 100,000 nested lists (a ``RecursionError`` when the war is copied), ``1e400``
(infinity), a whole number of 400 digits that no float holds, a string of a hundred megabytes (a printed sheet
that never ends). Every value is checked here, once, against documented limits, and what is refused is
named: the file, the field (``characters[3].skills[0].Damage``) and the value, in a :class:`Message` (a
Japanese window says it in Japanese: resources/i18n/core_ja.json).
"""

from __future__ import annotations

import json
import math
from typing import Any, Callable

from gmdesk.errors import WarFileError
from gmdesk.messages import Message
from gmdesk.model.reading import character_path

MAX_DEPTH = 64
"""Objects and lists inside each other: a war needs about ten."""
MAX_ITEMS = 100_000
"""Entries in one object or list (characters, locations, events of a turn, skills)."""
MAX_TEXT = 200_000
"""Characters in one text (a sheet's notes: about fifty printed pages)."""
MAX_INTEGER = 10**308
"""The largest whole number, either sign: about the largest a float holds, so any number can be computed with
(a 400-digit regeneration would overflow at the first multiplication)."""


def parse_json(text: str, source: str, field: str = "", stored: bool = False) -> Any:
    """``text`` as JSON, checked against the limits above; a :class:`WarFileError` names what is wrong
    (``stored``: a column of a war file, whose errors say it is damaged)."""
    if type(text) is str and len(text) <= MAX_TEXT and text.count("[") + text.count("{") < MAX_DEPTH:
        try:  # the usual case: no walk over the value afterwards (see _SCAN_SHORT)
            value, end = (_SCAN_SHORT if len(text) <= _SHORT else _SCAN_LONG)(text, 0)
            if end == len(text):
                return value
        except (StopIteration, ValueError, RecursionError, _Beyond):
            pass  # an error, or a number beyond the limits: the full way below finds it and names it
    framing = DAMAGED if stored else READ
    try:
        value = _compact(text)
    except json.JSONDecodeError as exc:
        where = (Message("at character {pos}", pos=exc.pos) if stored
                 else Message("line {line}, column {column}", line=exc.lineno, column=exc.colno))
        raise _refused(Message("not valid JSON ({where}: {error})", where=where, error=exc.msg), framing,
                       source, field) from None
    except RecursionError:
        raise _refused(_too_deep(), framing, source, field) from None
    except ValueError as exc:  # a whole number too long for Python to read (4,300 digits and more)
        check_limits(_with_long_numbers(text), source, field, framing)  # names it, and where it is
        raise _refused(Message("not readable JSON: {error}", error=str(exc)), framing, source, field) from None
    if not within_limits(value, len(text)):
        check_limits(value, source, field, framing)
    return value


READ = "{reason}"
"""How a refusal is framed (a :class:`Message` template around its reason): read from a file, as it is."""
DAMAGED = "damaged: {reason}"
"""Read from a war file's column, which is then damaged."""
STORED = "cannot be stored: {reason}"
"""A value refused before it is written (:func:`refuse_unreadable`)."""


def _refused(reason: Message, framing: str, source: str, field: str) -> WarFileError:
    """The error naming ``source`` and ``field``; its sentence a :class:`Message`, so a window says it in its
    own language."""
    return WarFileError(reason if framing == READ else Message(framing, reason=reason), path=source, field=field)


def _too_deep() -> Message:
    return Message("nested deeper than {most} levels", most=MAX_DEPTH)


def _with_long_numbers(text: str) -> Any:
    """``text``'s value with each whole number too long to read kept as its count of digits, so that
    :func:`check_limits` names it by field like any number beyond MAX_INTEGER (Python's own error names
    ``sys.set_int_max_str_digits``, nothing a GM can act on); None when it cannot be read even so."""
    try:
        return json.loads(text, parse_int=_whole_or_digits)
    except (ValueError, RecursionError):
        return None


class _Digits:
    """A whole number too long to read, by its count of digits."""

    def __init__(self, count: int) -> None:
        self.count = count


def _whole_or_digits(text: str) -> int | _Digits:
    digits = len(text.lstrip("-"))
    return _Digits(digits) if digits > _SHORT + 1 else int(text)  # (10**308 itself has 309 digits)


def _whole_number(digits: int) -> Message:
    return Message("a whole number of {digits} digits (at most 10^308)", digits=digits)


#: The decoder's scanner, as ``json.loads`` itself uses it (set up by ``JSONDecoder.__init__``, not typed).
_SCAN: Callable[[str, int], tuple[Any, int]] = getattr(json.JSONDecoder(), "scan_once")


class _Beyond(Exception):
    """A number beyond the limits met by the checking scanner."""


def _finite(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):  # 1e400
        raise _Beyond
    return value


def _constant(text: str) -> Any:  # NaN, Infinity, -Infinity
    raise _Beyond


def _short_int(text: str) -> int:
    if len(text) > _SHORT:  # perhaps beyond MAX_INTEGER (a 309-digit number): the walk decides
        raise _Beyond
    return int(text)


#: A number of this many characters or fewer is within MAX_INTEGER (10**308 has 309 digits).
_SHORT = 308
_SCAN_SHORT: Callable[[str, int], tuple[Any, int]] = getattr(
    json.JSONDecoder(parse_float=_finite, parse_constant=_constant), "scan_once")
_SCAN_LONG: Callable[[str, int], tuple[Any, int]] = getattr(
    json.JSONDecoder(parse_float=_finite, parse_constant=_constant, parse_int=_short_int), "scan_once")
"""The checking scanners (issue 21: the walk of :func:`within_limits` cost as much as the parse). A text no
longer than MAX_TEXT holds no longer text and no more than MAX_ITEMS entries; with fewer than MAX_DEPTH
brackets (strings' brackets counted too) it is not nested too deep; no longer than ``_SHORT`` characters it
holds no whole number beyond MAX_INTEGER, and a longer one has its whole numbers looked at as they are
read (``_SCAN_LONG``); every float and NaN or Infinity is looked at as it is read. What these refuse goes
the full way, where it is named."""


def _compact(text: str) -> Any:
    """``json.loads(text)``, straight to the scanner for compact JSON (a war file's columns), without the two
    whitespace passes and three Python calls around it; anything else (whitespace around the value, an
    error) goes through ``json.loads`` itself, so the value and the error are its own."""
    if type(text) is not str:
        return json.loads(text)
    try:
        value, end = _SCAN(text, 0)
    except StopIteration:
        return json.loads(text)
    if end != len(text):
        return json.loads(text)
    return value


def within_limits(value: Any, text_length: int = MAX_TEXT + 1) -> bool:
    """True when ``value`` keeps every limit: the quick pass made over every value read (issue 21: the
    named check below cost ten times the parse). It builds no field names; when it says False,
    :func:`check_limits` walks again to name the field. Texts need no look when the whole JSON text
    (``text_length``) is no longer than one text may be."""
    texts = text_length > MAX_TEXT
    if type(value) not in (dict, list):
        return _scalar_ok(value, texts)
    stack: list[tuple[Any, int]] = [(value, 0)]
    pop, push = stack.pop, stack.append
    while stack:
        item, depth = pop()
        if depth >= MAX_DEPTH or len(item) > MAX_ITEMS:
            return False
        if type(item) is dict:
            if texts and any(len(key) > MAX_TEXT for key in item):
                return False
            items = item.values()
        else:
            items = item
        for inner in items:
            kind = type(inner)
            if kind is dict or kind is list:
                push((inner, depth + 1))
            elif kind is str:
                if texts and len(inner) > MAX_TEXT:
                    return False
            elif kind is int:
                if inner > MAX_INTEGER or inner < -MAX_INTEGER:
                    return False
            elif kind is float:
                if not math.isfinite(inner):
                    return False
    return True


def _scalar_ok(value: Any, texts: bool) -> bool:
    if type(value) is str:
        return not texts or len(value) <= MAX_TEXT
    if type(value) is int:
        return -MAX_INTEGER <= value <= MAX_INTEGER
    if type(value) is float:
        return math.isfinite(value)
    return True


def refuse_unreadable(value: Any, text: str, field: str) -> None:
    """Refuse to write ``value`` (dumped as ``text``) when :func:`parse_json` would refuse to read it back:
    a war file must never hold what gmdesk then cannot open (a skill's 300,000-character text was stored,
    and the file refused on the next open). Free for a text of ``_SHORT`` characters, within every limit."""
    if len(text) > _SHORT and not within_limits(value, len(text)):
        check_limits(value, "", field, STORED)


def check_limits(value: Any, source: str, field: str = "", framing: str = READ) -> None:
    """Raise a :class:`WarFileError` naming the first value beyond the limits (read without recursion)."""
    stack: list[tuple[Any, str, int]] = [(value, field, 0)]
    while stack:
        item, where, depth = stack.pop()
        if isinstance(item, (dict, list)):
            if depth >= MAX_DEPTH:
                raise _refused(_too_deep(), framing, source, where)
            if len(item) > MAX_ITEMS:
                raise _refused(Message("more than {most:,} entries ({count:,})", most=MAX_ITEMS, count=len(item)),
                               framing, source, where)
            if isinstance(item, dict):
                for key, inner in item.items():
                    _check_text(key, source, where, framing)
                    stack.append((inner, f"{where}.{key}" if where else str(key), depth + 1))
            else:
                stack.extend((inner, character_path(i, inner) if where == "characters" else f"{where}[{i}]", depth + 1)
                             for i, inner in enumerate(item))
        elif isinstance(item, str):
            _check_text(item, source, where, framing)
        elif isinstance(item, (int, float)) and not isinstance(item, bool):
            if isinstance(item, float) and not math.isfinite(item):
                raise _refused(Message("must be a finite number (got {value})", value=item), framing, source, where)
            if isinstance(item, int) and abs(item) > MAX_INTEGER:
                raise _refused(_whole_number(len(str(abs(item)))), framing, source, where)
        elif isinstance(item, _Digits):
            raise _refused(_whole_number(item.count), framing, source, where)


def _check_text(text: str, source: str, where: str, framing: str) -> None:
    if len(text) > MAX_TEXT:
        raise _refused(Message("a text of {length:,} characters (at most {most:,})", length=len(text), most=MAX_TEXT),
                       framing, source, where)
