"""The one reading boundary for JSON from files: war files, war-file columns, orders, map files.

``json.loads`` alone lets through what later breaks deep inside gmdesk: an integer of 5,000 digits (a
``ValueError`` at parsing), 100,000 nested lists (a ``RecursionError`` when the war is copied), ``1e400``
(infinity), a whole number of 400 digits that no float holds, a string of a hundred megabytes (a printed sheet
that never ends). Every value is checked here, once, against documented limits, and what is refused is
named: the file, the field (``characters[3].skills[0].Damage``) and the value.
"""

from __future__ import annotations

import json
import math
from typing import Any, Callable

from gmdesk.errors import WarFileError
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
    damaged = "damaged: " if stored else ""
    try:
        value = _compact(text)
    except json.JSONDecodeError as exc:
        where = f"at character {exc.pos}" if stored else f"line {exc.lineno}, column {exc.colno}"
        raise WarFileError(f"{damaged}not valid JSON ({where}: {exc.msg})", path=source, field=field) from None
    except RecursionError:
        raise WarFileError(f"{damaged}nested deeper than {MAX_DEPTH} levels", path=source, field=field) from None
    except ValueError as exc:  # an integer too long to read
        raise WarFileError(f"{damaged}not readable JSON: {exc}", path=source, field=field) from None
    if not within_limits(value, len(text)):
        check_limits(value, source, field, damaged)
    return value


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
        check_limits(value, "", field, "cannot be stored: ")


def check_limits(value: Any, source: str, field: str = "", prefix: str = "") -> None:
    """Raise a :class:`WarFileError` naming the first value beyond the limits (read without recursion)."""
    stack: list[tuple[Any, str, int]] = [(value, field, 0)]
    while stack:
        item, where, depth = stack.pop()
        if isinstance(item, (dict, list)):
            if depth >= MAX_DEPTH:
                raise WarFileError(f"{prefix}nested deeper than {MAX_DEPTH} levels", path=source, field=where)
            if len(item) > MAX_ITEMS:
                raise WarFileError(f"{prefix}more than {MAX_ITEMS:,} entries ({len(item):,})", path=source,
                                   field=where)
            if isinstance(item, dict):
                for key, inner in item.items():
                    _check_text(key, source, where, prefix)
                    stack.append((inner, f"{where}.{key}" if where else str(key), depth + 1))
            else:
                stack.extend((inner, character_path(i, inner) if where == "characters" else f"{where}[{i}]", depth + 1)
                             for i, inner in enumerate(item))
        elif isinstance(item, str):
            _check_text(item, source, where, prefix)
        elif isinstance(item, (int, float)) and not isinstance(item, bool):
            if isinstance(item, float) and not math.isfinite(item):
                raise WarFileError(f"{prefix}must be a finite number (got {item})", path=source, field=where)
            if isinstance(item, int) and abs(item) > MAX_INTEGER:
                raise WarFileError(f"{prefix}a whole number of {len(str(abs(item)))} digits (at most 10^308)",
                                   path=source, field=where)


def _check_text(text: str, source: str, where: str, prefix: str) -> None:
    if len(text) > MAX_TEXT:
        raise WarFileError(f"{prefix}a text of {len(text):,} characters (at most {MAX_TEXT:,})", path=source,
                           field=where)
