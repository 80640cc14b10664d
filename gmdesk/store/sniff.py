"""Recognising a war file by its first bytes, before SQLite is allowed anywhere near it.

SQLite opens almost anything and only complains later, and even a read may create ``-wal`` and
``-shm`` files next to a database in WAL mode. Reading the 100-byte header ourselves lets gmdesk
refuse a JSON file, a truncated copy or a file of another program with one clear message and with
nothing changed on disk. The layout is SQLite's documented file format
(https://www.sqlite.org/fileformat.html, "The Database Header").
"""

from __future__ import annotations

import os
import stat
from dataclasses import dataclass
from pathlib import Path

from gmdesk.errors import WarFileError
from gmdesk.store.schema import APPLICATION_ID

SQLITE_MAGIC = b"SQLite format 3\x00"
HEADER_SIZE = 100


@dataclass(frozen=True)
class Header:
    """What the header says. ``user_version`` is gmdesk's schema version."""

    page_size: int
    wal: bool
    page_count: int
    size_is_valid: bool
    user_version: int
    application_id: int
    file_size: int


def is_sqlite_file(path: str | os.PathLike[str]) -> bool:
    """True when a regular file starts with SQLite's magic string (the kind is decided by content)."""
    try:
        data, _ = _read_start(Path(path), len(SQLITE_MAGIC))
    except (OSError, WarFileError):
        return False
    return data == SQLITE_MAGIC


def _read_start(path: Path, count: int) -> tuple[bytes, int]:
    """The first ``count`` bytes and the size of a regular file.

    Opened without blocking and checked with ``fstat`` before reading: a named pipe or a device
    would otherwise make gmdesk wait forever for bytes that never come.
    """
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            raise IsADirectoryError(21, "Is a directory", str(path))
        if not stat.S_ISREG(info.st_mode):
            raise WarFileError("not a regular file (a pipe, socket or device); a war file is an ordinary "
                               "file", path=str(path))
        data = b""
        while len(data) < count:  # os.read may return fewer bytes than asked; an empty read is the end
            more = os.read(fd, count - len(data))
            if not more:
                break
            data += more
        return data, info.st_size
    finally:
        os.close(fd)


def read_header(path: Path) -> Header:
    """Read and check the header; every refusal names the file and what is wrong with it."""
    try:
        data, size = _read_start(path, HEADER_SIZE)
    except FileNotFoundError:
        raise WarFileError("no such file", path=str(path)) from None
    except IsADirectoryError:
        raise WarFileError("is a folder, not a war file", path=str(path)) from None
    except OSError as exc:
        raise WarFileError(f"cannot read: {exc.strerror}", path=str(path)) from None
    if not data.startswith(SQLITE_MAGIC[: len(data)]) or not data:
        raise WarFileError(_not_sqlite(data), path=str(path))
    if len(data) < HEADER_SIZE:
        raise WarFileError(f"truncated: {len(data)} bytes, shorter than an SQLite header", path=str(path))
    raw_page_size = int.from_bytes(data[16:18], "big")
    page_size = 65536 if raw_page_size == 1 else raw_page_size
    if page_size < 512 or page_size & (page_size - 1):
        raise WarFileError(f"damaged: impossible page size {raw_page_size} in the header", path=str(path))
    change_counter = int.from_bytes(data[24:28], "big")
    page_count = int.from_bytes(data[28:32], "big")
    header = Header(
        page_size=page_size,
        wal=data[18] == 2 or data[19] == 2,
        page_count=page_count,
        size_is_valid=page_count > 0 and change_counter == int.from_bytes(data[92:96], "big"),
        user_version=int.from_bytes(data[60:64], "big", signed=True),
        application_id=int.from_bytes(data[68:72], "big", signed=True),
        file_size=size,
    )
    _check_size(path, header)
    if header.application_id not in (0, APPLICATION_ID):
        raise WarFileError(
            f"not a gmdesk war file: an SQLite database of another program "
            f"(application id {header.application_id:#x}, gmdesk's is {APPLICATION_ID:#x})",
            path=str(path))
    return header


def _check_size(path: Path, header: Header) -> None:
    """A file shorter than its header says is a truncated copy (an interrupted download or copy).

    With a write-ahead log or a rollback journal beside it (a writer at work, or one that
    crashed) the main file may be between two states, so the check is only made without them.
    """
    expected = header.page_size * header.page_count
    if header.file_size % header.page_size:
        raise WarFileError(f"truncated or damaged: {header.file_size} bytes is not a whole number of "
                           f"{header.page_size}-byte pages", path=str(path))
    logs = any(os.path.exists(f"{path}{suffix}") for suffix in ("-wal", "-journal"))
    if header.size_is_valid and not logs and header.file_size < expected:
        raise WarFileError(f"truncated: the file has {header.file_size} bytes, its header says "
                           f"{expected} ({header.page_count} pages)", path=str(path))


def _not_sqlite(data: bytes) -> str:
    start = data.lstrip()[:1]
    if start in (b"{", b"["):
        return "not a gmdesk war file: this looks like JSON (use `gmdesk import WAR.json FILE`)"
    if not data:
        return "not a gmdesk war file: the file is empty"
    return "not a gmdesk war file: not an SQLite database"
