"""Reading and writing the JSON interchange format ``gmdesk-war/1`` (see docs/war-format.md)."""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path

from gmdesk.errors import WarFileError
from gmdesk.model.jsontext import parse_json
from gmdesk.model.war import War


def load_war(path: str | os.PathLike[str]) -> War:
    """Read a war file; every error names the file, and where it can, the field and value."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise WarFileError("no such file", path=str(path)) from None
    except UnicodeDecodeError:
        raise WarFileError("not a text file (expected UTF-8 JSON)", path=str(path)) from None
    except OSError as exc:
        raise WarFileError(f"cannot read: {exc.strerror}", path=str(path)) from None
    return parse_war(text, source=str(path))


def parse_war(text: str, source: str = "<text>") -> War:
    return War.from_dict(parse_json(text, source), source)


def dump_war(war: War) -> str:
    return json.dumps(war.to_dict(), ensure_ascii=False, indent=2) + "\n"


def save_war(war: War, path: str | os.PathLike[str]) -> None:
    """Write atomically: a crash mid-write leaves the previous file whole."""
    path = Path(path)
    text = dump_war(war)
    try:
        fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent or ".")
    except OSError as exc:
        raise WarFileError(f"cannot write here: {exc.strerror}", path=str(path)) from None
    try:
        _same_mode_as(path, tmp)
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


def _same_mode_as(path: Path, tmp: str) -> None:
    """mkstemp makes an owner-only file: give it the old file's mode, or what the umask allows."""
    if path.exists():
        os.chmod(tmp, path.stat().st_mode & 0o7777)
    else:
        mask = os.umask(0)
        os.umask(mask)
        os.chmod(tmp, 0o666 & ~mask)
