"""Reading a text file a GM gave gmdesk (a JSON war, orders, a map, a forum post) the one way: UTF-8, with or
without the byte order mark Windows editors put first (Notepad's "UTF-8" until 2019: a war saved there was
refused as "Unexpected UTF-8 BOM"), and every failure a :class:`WarFileError` naming the file."""

from __future__ import annotations

import os
from pathlib import Path

from gmdesk.errors import WarFileError
from gmdesk.messages import Message


def read_text_file(path: str | os.PathLike[str], expected: str = Message("UTF-8 JSON")) -> str:
    """The text of ``path``; ``expected`` says what it should have been when it is not UTF-8 text."""
    try:
        raw = Path(path).read_bytes()
    except FileNotFoundError:
        raise WarFileError(Message("no such file"), path=str(path)) from None
    except OSError as exc:
        raise WarFileError(Message("cannot read: {error}", error=exc.strerror or str(exc)), path=str(path)) from None
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise WarFileError(Message("not a text file (expected {expected})", expected=expected), path=str(path)) from None
