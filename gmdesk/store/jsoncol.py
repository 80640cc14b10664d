"""JSON columns: nested parts of the war (stats, statuses, events, snapshots) kept as JSON text.

Data only: text is read with ``json.loads`` and nothing else. Errors name the column so a damaged
file says where it is damaged.
"""

from __future__ import annotations

import json
import zlib
from typing import Any

from gmdesk.errors import WarFileError
from gmdesk.messages import Message
from gmdesk.model.jsontext import DAMAGED, parse_json, refuse_unreadable


def dump_json(value: Any, field: str) -> str:
    """Compact JSON. NaN and infinities are refused: JSON has no such numbers and SQLite would turn
    them into NULL, so the war would not come back as it went in. So is text that is not Unicode
    (see :func:`bad_text`), and a value beyond the limits the reader keeps (a text of more than 200,000
    characters: :mod:`gmdesk.model.jsontext`)."""
    try:
        text = json.dumps(value, ensure_ascii=False, separators=(",", ":"), allow_nan=False)
    except ValueError:
        raise WarFileError(Message("a number that is not finite (NaN or infinity) cannot be stored"),
                           field=field) from None
    except TypeError as exc:
        raise WarFileError(f"not JSON data: {exc}", field=field) from None
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        refuse_bad_text(value, field)
    refuse_unreadable(value, text, field)
    return text


def bad_text(value: Any, where: str = "") -> tuple[str, str] | None:
    """The first text (key or value) in ``value`` that is not Unicode, as ``(field, text)``.

    JSON's ``\\ud800`` escapes decode to lone surrogates: Python keeps them, but they cannot be
    written as UTF-8 (SQLite, a file, the terminal), so they are refused where the data comes in.
    """
    if isinstance(value, str):
        return None if _encodes(value) else (where, value)
    if isinstance(value, dict):
        for key, item in value.items():
            inner = f"{where}.{key}" if where else str(key)
            if isinstance(key, str) and not _encodes(key):
                return inner, key
            found = bad_text(item, inner)
            if found:
                return found
    elif isinstance(value, (list, tuple)):
        for i, item in enumerate(value):
            found = bad_text(item, f"{where}[{i}]")
            if found:
                return found
    return None


def refuse_bad_text(value: Any, field: str = "", path: str = "") -> None:
    """Raise a WarFileError naming the first text in ``value`` that is not Unicode."""
    found = bad_text(value)
    if found is None:
        return
    inner, text = found
    name = ".".join(p for p in (field, inner) if p).replace(".[", "[")
    shown = text.encode("ascii", "backslashreplace").decode("ascii")
    raise WarFileError(f"text that is not valid Unicode (an unpaired surrogate escape such as \\ud800) "
                       f"cannot be stored or shown: \"{shown}\"", path=path, field=name)


def _encodes(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


#: The most a packed column may unpack to: far beyond any war (a 320-character war is ~1 MB of JSON),
#: and a stop for a "zip bomb" planted in a file.
MAX_UNPACKED = 256 * 1024 * 1024


def dump_packed(value: Any, field: str) -> bytes:
    """Compact JSON, deflated (the history's snapshots: a war repeats itself, and deflate keeps about a
    seventh of it). Read back by :func:`load_json`, which takes text or packed bytes alike."""
    return zlib.compress(dump_json(value, field).encode("utf-8"), 6)


def load_json(text: Any, field: str, path: str = "") -> Any:
    """A JSON column's value: JSON text, or JSON packed by :func:`dump_packed` (a blob)."""
    if text == "{}" or text == "[]":  # most columns of a war (no flags, no effects, no extra): no parse
        return {} if text == "{}" else []
    if isinstance(text, bytes):
        text = _unpacked(text, field, path)
    if not isinstance(text, str):
        raise WarFileError(_damaged(Message("expected JSON text")), path=path, field=field, value=text)
    return parse_json(text, path, field, stored=True)


def _unpacked(blob: bytes, field: str, path: str) -> str:
    inflate = zlib.decompressobj()
    try:
        data = inflate.decompress(blob, MAX_UNPACKED)
    except zlib.error as exc:
        raise WarFileError(_damaged(Message("a packed value that does not unpack ({error})", error=str(exc))),
                           path=path, field=field) from None
    if inflate.unconsumed_tail or not inflate.eof:
        raise WarFileError(_damaged(Message("a packed value that is cut short or unpacks to more than {most} MB",
                                            most=MAX_UNPACKED // 2**20)), path=path, field=field) from None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise WarFileError(_damaged(Message("a packed value whose text is not UTF-8")), path=path,
                           field=field) from None


def _damaged(reason: Message) -> Message:
    return Message(DAMAGED, reason=reason)
