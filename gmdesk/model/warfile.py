"""Reading and writing the JSON interchange format ``gmdesk-war/1`` (see docs/war-format.md)."""

from __future__ import annotations

import json
import os

from gmdesk.errors import WarFileError
from gmdesk.messages import Message
from gmdesk.model.atomicfile import write_atomically
from gmdesk.model.jsontext import parse_json, refuse_unreadable
from gmdesk.model.textfile import read_text_file
from gmdesk.model.war import War


def load_war(path: str | os.PathLike[str]) -> War:
    """Read a war file; every error names the file, and where it can, the field and value."""
    text = read_text_file(path)
    return parse_war(text, source=str(path))


def parse_war(text: str, source: str = "<text>") -> War:
    return War.from_dict(parse_json(text, source), source)


def dump_war(war: War) -> str:
    return json.dumps(war.to_dict(), ensure_ascii=False, indent=2) + "\n"


def save_war(war: War, path: str | os.PathLike[str]) -> None:
    """Write atomically: a crash or a full disk mid-write leaves the previous file whole. A war gmdesk could
    not read back (a number that is not finite, a text beyond the limits of :mod:`gmdesk.model.jsontext`) is
    refused, naming the field, and nothing is written."""
    data = war.to_dict()
    try:
        text = json.dumps(data, ensure_ascii=False, indent=2, allow_nan=False) + "\n"
    except ValueError:
        raise WarFileError(Message("a number that is not finite (NaN or infinity) cannot be written"),
                           path=str(path)) from None
    try:
        refuse_unreadable(data, text, "")
        encoded = text.encode("utf-8")
    except WarFileError as exc:
        raise WarFileError(str(exc), path=str(path)) from None
    except UnicodeEncodeError as exc:
        raise WarFileError("text that is not valid Unicode (an unpaired surrogate escape such as \\ud800) "
                           f"cannot be written: {exc.object[exc.start:exc.end]!a}", path=str(path)) from None
    write_atomically(path, encoded)
