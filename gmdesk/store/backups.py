"""Numbered backups before risky operations: upgrading an old file, accepting a re-resolution
(which drops the replaced turns) and importing over an existing file.

``FILE.bak1`` is the newest, ``FILE.bak2`` the one before, up to :data:`KEEP_BACKUPS`; older ones
are deleted. Each backup is a complete war file (open it read-only, or export it) made with
SQLite's backup API, so it is consistent even while the file is open in WAL mode.
"""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

from gmdesk.errors import WarFileError

KEEP_BACKUPS = 5


def backup_path(path: Path, number: int) -> Path:
    return path.with_name(f"{path.name}.bak{number}")


def list_backups(path: Path) -> list[Path]:
    """Existing backups, newest first."""
    found = []
    number = 1
    while backup_path(path, number).exists():
        found.append(backup_path(path, number))
        number += 1
    return found


def make_backup(conn: sqlite3.Connection, path: Path, keep: int = KEEP_BACKUPS) -> Path:
    """Copy the database behind ``conn`` to ``FILE.bak1``, shifting the older ones along.

    The copy is written to a temporary name first and renamed into place, so a crash leaves
    either the old set of backups or the new one.
    """
    if keep < 1:
        raise ValueError("keep at least one backup")
    tmp = path.with_name(path.name + ".bak-new")
    _remove(tmp)
    try:
        dest = sqlite3.connect(tmp)
        try:
            conn.backup(dest)
            dest.execute("PRAGMA journal_mode = DELETE")
        finally:
            dest.close()
        with open(tmp, "rb+") as handle:
            os.fsync(handle.fileno())
    except (OSError, sqlite3.Error) as exc:
        _remove(tmp)
        raise WarFileError(f"cannot write a backup: {exc}", path=str(tmp)) from None
    number = keep + 1
    while backup_path(path, number).exists():  # left over from a larger retention
        _remove(backup_path(path, number))
        number += 1
    _remove(backup_path(path, keep))
    for number in range(keep - 1, 0, -1):
        if backup_path(path, number).exists():
            os.replace(backup_path(path, number), backup_path(path, number + 1))
    os.replace(tmp, backup_path(path, 1))
    return backup_path(path, 1)


def _remove(path: Path) -> None:
    try:
        os.unlink(path)
    except FileNotFoundError:
        pass
