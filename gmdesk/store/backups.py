"""Numbered backups before risky operations: upgrading an old file, accepting a re-resolution
(which drops the replaced turns) and importing over an existing file.

``FILE.bak1`` is the newest, ``FILE.bak2`` the one before, up to :data:`KEEP_BACKUPS`; older ones
are deleted. Each backup is a complete war file (open it read-only, or export it) made with
SQLite's backup API, so it is consistent even while the file is open in WAL mode, and carries no
lock row. ``gmdesk restore FILE [--backup N]`` puts one back (:meth:`WarStore.restore`).
"""

from __future__ import annotations

import os
import shutil
import sqlite3
from pathlib import Path
from typing import Callable

from gmdesk.errors import WarFileError
from gmdesk.messages import Message
from gmdesk.store.connections import disk_cause

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
    either the old set of backups or the new one. It carries no lock row: the writer that made it
    does not write the backup.
    """
    if keep < 1:
        raise ValueError("keep at least one backup")
    tmp = path.with_name(path.name + ".bak-new")
    write_copy(conn, tmp)
    return _rotate_in(tmp, path, keep)


def make_raw_backup(path: Path, keep: int = KEEP_BACKUPS) -> Path:
    """Keep the file's bytes as ``FILE.bak1`` (a file SQLite cannot read, kept as it was)."""
    if keep < 1:
        raise ValueError("keep at least one backup")
    tmp = path.with_name(path.name + ".bak-new")
    try:
        shutil.copyfile(path, tmp)
        with open(tmp, "rb+") as handle:
            os.fsync(handle.fileno())
    except OSError as exc:
        _remove(tmp)
        raise WarFileError(f"cannot write a backup: {exc.strerror}", path=str(tmp)) from None
    return _rotate_in(tmp, path, keep)


def write_copy(conn: sqlite3.Connection, dest: Path, *,
               then: Callable[[sqlite3.Connection], None] | None = None) -> None:
    """A complete war file at ``dest`` with the contents behind ``conn``: SQLite's backup API
    (consistent even while the file is written), rollback journal mode, no lock row, on disk.
    ``then`` writes more into the copy before it is closed (Save As: the war as it stands in memory), in
    the same transaction as the lock row's removal."""
    _remove(dest)
    try:
        copy = sqlite3.connect(dest)
        try:
            conn.backup(copy)
            if copy.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'lock'").fetchone():
                copy.execute("DELETE FROM lock")
            if then is not None:
                then(copy)
            copy.commit()
            copy.execute("PRAGMA journal_mode = DELETE")
        finally:
            copy.close()
        with open(dest, "rb+") as handle:
            os.fsync(handle.fileno())
    except (OSError, sqlite3.Error) as exc:
        _remove(dest)
        for suffix in ("-journal", "-wal", "-shm"):
            _remove(Path(f"{dest}{suffix}"))
        cause = (disk_cause(exc) if isinstance(exc, sqlite3.DatabaseError)
                 else exc.strerror if isinstance(exc, OSError) else "") or str(exc)
        words = (Message("cannot write a backup: {cause}", cause=cause) if then is None
                 else Message("cannot write the copy: {cause}", cause=cause))
        raise WarFileError(words, path=str(dest)) from None
    except BaseException:
        _remove(dest)
        raise


def _rotate_in(tmp: Path, path: Path, keep: int) -> Path:
    """``tmp`` becomes ``FILE.bak1``; the others move one along, the oldest beyond ``keep`` go."""
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
