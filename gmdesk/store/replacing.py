"""Putting a new war file in the place of an old one (``import --replace``, ``restore``), safely.

The new file is made whole under a temporary name in the same folder first; only then is the old one
touched. Replacing it must not lose anything and must not mix the two files:

- no other gmdesk may be writing the old file (the ``flock``, and the lock row for other hosts);
- the old file is backed up first (``FILE.bak1``; see :mod:`gmdesk.store.backups`);
- no ``-wal`` or ``-shm`` may stay beside it: SQLite would apply the old file's log to the new one
  and corrupt it. The old file is checkpointed and switched out of WAL mode, which SQLite only
  allows when no other connection has it open; when a reader still has it open, the replacement is
  refused with a message saying so, and nothing has changed but the backup.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
from pathlib import Path


from gmdesk.errors import WarFileError
from gmdesk.store import connections as conns
from gmdesk.store import lock as locking
from gmdesk.store.backups import make_backup, make_raw_backup
from gmdesk.store.sniff import is_sqlite_file

LOGS = conns.SIDECARS + ("-journal",)


def install(path: Path, new: Path, keep_backups: int, *, damaged_old_ok: bool) -> Path | None:
    """Move the finished war file ``new`` (in the same folder) to ``path``; returns the backup of
    the file it replaced, if there was one.

    ``damaged_old_ok``: an old file that is not a readable war file is kept byte for byte as the
    backup (``restore`` over a damaged file); otherwise it is refused (``import --replace`` only
    replaces war files).
    """
    me = locking.this_process()
    file_lock = locking.FileLock(path)
    holder = file_lock.acquire(me)
    if holder is not None:
        who = holder.describe() if holder.pid else "another gmdesk"
        raise WarFileError(f"open for writing in another gmdesk ({who}); close it there first", path=str(path))
    try:
        backup = _retire(path, me, keep_backups, damaged_old_ok) if os.path.lexists(path) else None
        left = _logs(path)
        if left:
            raise WarFileError(f"{', '.join(path.name + s for s in left)} lie beside it without a war file; "
                               f"SQLite would apply them to the new file. If no program has the war open, "
                               f"remove them and try again", path=str(path))
        os.replace(new, path)
        _sync_folder(path.parent)
        return backup
    finally:
        file_lock.release()


def _retire(path: Path, me: locking.Holder, keep: int, damaged_old_ok: bool) -> Path:
    """Back up the old file, leaving it on disk without a log beside it.

    The log is dealt with first: when a reader still has the file open the replacement is refused
    before a backup pushes the oldest one out.
    """
    if not os.path.isfile(path) or not os.access(path, os.W_OK):
        raise WarFileError("cannot replace it: it is read-only or not an ordinary file", path=str(path))
    if not is_sqlite_file(path):
        if not damaged_old_ok:
            raise WarFileError("not a war file: refusing to replace it (move it away first)", path=str(path))
        return _raw_backup(path, keep)
    conn = None
    try:
        conn = conns.connect(path)
        conn.execute("SELECT count(*) FROM sqlite_master").fetchone()
        try:
            row = locking.read_row(conn, str(path))
        except (sqlite3.DatabaseError, WarFileError):
            row = None  # no lock table, or a damaged row: no gmdesk writes through it
        if row is not None and locking.is_live(row, me, path=path):
            raise WarFileError(f"being written by another gmdesk ({row.describe()}); close it there first",
                               path=str(path))
        _leave_wal(conn, path)
        try:
            return make_backup(conn, path, keep)
        except WarFileError:
            if not damaged_old_ok:
                raise  # damaged pages SQLite cannot copy; kept byte for byte below when allowed
    except sqlite3.DatabaseError:
        pass  # damaged: SQLite cannot read it
    finally:
        if conn is not None:
            conns.close_quietly(conn)
    if not damaged_old_ok:
        raise WarFileError("damaged or unreadable: refusing to replace it (`gmdesk restore` keeps a damaged "
                           "file as a backup; or move it away first)", path=str(path))
    return _raw_backup(path, keep)


def _leave_wal(conn: sqlite3.Connection, path: Path) -> None:
    """Checkpoint and switch to rollback mode: SQLite then removes ``-wal`` and ``-shm`` itself,
    and refuses while another connection has the file open."""
    try:
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchone()
        mode = conn.execute("PRAGMA journal_mode = DELETE").fetchone()[0]
    except sqlite3.OperationalError as exc:
        if "locked" not in str(exc) and "busy" not in str(exc):
            raise
        mode = None
    if mode != "delete" or _logs(path):
        raise WarFileError("another program still has it open (a read-only gmdesk, or an SQLite tool) and "
                           "its write-ahead log is in use: close it there and try again; nothing was changed",
                           path=str(path))


def _raw_backup(path: Path, keep: int) -> Path:
    if _logs(path):
        raise WarFileError(f"cannot be read as a war file, and {', '.join(path.name + s for s in _logs(path))} "
                           f"lie beside it: if no program has the war open, move them away with the file, "
                           f"then try again", path=str(path))
    return make_raw_backup(path, keep)


def _logs(path: Path) -> list[str]:
    return [s for s in LOGS if os.path.lexists(f"{path}{s}")]


def _sync_folder(folder: Path) -> None:
    """Make the rename durable (POSIX; a no-op where folders cannot be opened)."""
    with contextlib.suppress(OSError):
        fd = os.open(folder or ".", os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)
