"""Opening and creating a war file: the checks before anything on disk changes, the lock, the upgrade.

Opening checks the file through a read-only connection first (header, schema version, tables, the
war itself), so a bad file gives one :class:`~gmdesk.errors.WarFileError` and the disk stays as it
was. Only then is the lock taken and the file changed (WAL mode, an upgrade after its backup). Kept
apart from :class:`~gmdesk.store.store.WarStore` because it runs before there is a store to ask.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
import tempfile
from dataclasses import dataclass
from pathlib import Path

from gmdesk import __version__
from gmdesk.errors import WarFileError
from gmdesk.messages import Message
from gmdesk.model.war import War
from gmdesk.store import connections as conns, lock as locking
from gmdesk.store.backups import KEEP_BACKUPS, make_backup
from gmdesk.store.replacing import install
from gmdesk.store.rows import write_state
from gmdesk.store.schema import CURRENT_VERSION, STORE_FORMAT
from gmdesk.store.sniff import read_header
from gmdesk.store.sql import insert_rows, now_text, set_journal_mode


@dataclass
class Opened:
    """A connection to a checked war file and how it may be used: what a store is made of."""

    conn: sqlite3.Connection
    readonly: bool
    reason: str = ""
    file_lock: locking.FileLock | None = None
    me: locking.Holder | None = None
    upgraded_from: int | None = None
    backup: Path | None = None
    keep_backups: int = KEEP_BACKUPS
    file_version: int = CURRENT_VERSION
    #: The war as the checks on open read it, for the store's first ``load_war`` (None: read it anew).
    war: War | None = None


def open_file(path: Path, readonly: bool, keep_backups: int) -> Opened:
    """See :meth:`WarStore.open <gmdesk.store.store.WarStore.open>`."""
    header = read_header(path)
    if header.user_version > CURRENT_VERSION:
        raise conns.newer_error(path, header.user_version)
    refusal = "" if readonly else conns.write_refusal(path)
    may_write = not readonly and not refusal
    before = conns.sidecars(path)
    after_crash = bool(conns.recovery_files(path))
    seen = conns.fingerprint(path) if may_write else ()  # to hand the checked war on to a writer
    try:
        probe = conns.probe(path, header.wal, may_recover=may_write)
        try:
            version = conns.inspect(probe, path)
            checked = conns.upgraded_copy(probe, path) if version < CURRENT_VERSION else probe
            war = conns.check_contents(checked, path, every_page=after_crash)
        except BaseException:
            probe.close()
            raise
    except (sqlite3.DatabaseError, UnicodeDecodeError) as exc:
        # invalid UTF-8 in the schema itself reaches Python as a UnicodeDecodeError of SQLite's message
        conns.remove_new_sidecars(path, before)
        raise conns.damaged_error(path, exc) from None
    except BaseException:
        conns.remove_new_sidecars(path, before)
        raise
    if not may_write:
        if checked is not probe:
            probe.close()
        return Opened(checked, readonly=True, reason=refusal or Message("opened read-only"), file_version=version,
                      war=war)
    if checked is not probe:
        checked.close()
    probe.close()
    return _open_writable(path, version, keep_backups, checked_war=(seen, war) if checked is probe else None)


def _names_of(path: Path) -> int:
    """How many names (hard links) the file has; 1 where the system cannot say."""
    try:
        return max(1, os.stat(path).st_nlink)
    except OSError:
        return 1


def _open_writable(path: Path, version: int, keep_backups: int,
                   checked_war: tuple[tuple[tuple[int, int, int], ...], War] | None = None) -> Opened:
    """Take the lock, then change the file: WAL mode, the upgrade (after its backup), our lock
    row. Whether the file can be written at all is tried before the backup, so a refused open
    leaves the backups as they were.

    ``checked_war`` is the war the checks read and the file's fingerprint before they did: when the
    file is unchanged once the lock is ours, that war is handed on instead of being parsed again."""
    names = _names_of(path)
    if names > 1:
        return _readonly_after_all(path, Message(
            "{path} is one file with {names} names (hard links): another gmdesk writing it under another name "
            "could not see this one, so gmdesk writes only a file with a single name (copy it); opened read-only",
            path=path, names=names))
    me = locking.this_process()
    file_lock = locking.FileLock(path)
    holder = file_lock.acquire(me)
    if holder is not None:
        who = holder.describe() if holder.pid else Message("another gmdesk")
        return _readonly_after_all(path, Message("{path} is open for writing in another gmdesk ({who}); "
                                                 "opened read-only", path=path, who=who))
    war = checked_war[1] if checked_war and conns.fingerprint(path) == checked_war[0] else None
    conn = None
    try:
        conn = conns.connect(path)
        row = locking.read_row(conn, str(path))
        if row is not None and locking.is_live(row, me, path=path):
            conn.close()
            file_lock.release()
            return _readonly_after_all(path, Message("{path} is being written by another gmdesk ({who}); "
                                                     "opened read-only", path=path, who=row.describe()))
        conns.try_write(conn)
        backup = make_backup(conn, path, keep_backups) if version < CURRENT_VERSION else None
        set_journal_mode(conn, "wal")
        conn.execute("PRAGMA synchronous = FULL")
        if version < CURRENT_VERSION:
            from gmdesk.store.migrations import upgrade  # only here and on create: it imports sqlite_utils

            upgrade(conn)
        with conns.transaction(conn):
            locking.claim_row(conn, me)
        return Opened(conn, readonly=False, file_lock=file_lock, me=me,
                      upgraded_from=version if version < CURRENT_VERSION else None, backup=backup,
                      keep_backups=keep_backups, war=war)
    except BaseException as exc:
        if conn is not None:
            conns.close_quietly(conn)
        file_lock.release()
        if isinstance(exc, sqlite3.DatabaseError) and conns.is_readonly_error(exc):
            return _readonly_after_all(path, Message("{path} cannot be written ({error}); opened read-only",
                                                     path=path, error=exc))
        if isinstance(exc, (sqlite3.DatabaseError, UnicodeDecodeError)):
            raise conns.damaged_error(path, exc) from None
        raise


def _readonly_after_all(path: Path, reason: str) -> Opened:
    header = read_header(path)
    try:
        conn = conns.probe(path, header.wal, may_recover=False)
    except (sqlite3.DatabaseError, UnicodeDecodeError) as exc:
        raise conns.damaged_error(path, exc) from None
    try:
        version = conns.inspect(conn, path)
        if version < CURRENT_VERSION:
            upgraded = conns.upgraded_copy(conn, path)
            conn.close()
            conn = upgraded
    except (sqlite3.DatabaseError, UnicodeDecodeError) as exc:
        conn.close()
        raise conns.damaged_error(path, exc) from None
    return Opened(conn, readonly=True, reason=reason, file_version=version)


def create_file(path: Path, war: War, *, replace: bool, keep_backups: int) -> None:
    """See :meth:`WarStore.create <gmdesk.store.store.WarStore.create>`: the file is built whole under a
    temporary name, then put in place."""
    if os.path.lexists(path) and not replace:
        raise WarFileError("exists already (import with --replace to overwrite it; a backup is kept)",
                           path=str(path))
    tmp = temporary_beside(path)
    os.chmod(tmp, 0o666 & ~conns.current_umask())  # mkstemp makes it private; a war file is an ordinary file
    from gmdesk.store.migrations import apply_all  # only here and on upgrade: it imports sqlite_utils

    try:
        conn = conns.connect(tmp)
        try:
            apply_all(conn)
            with conns.transaction(conn):
                insert_rows(conn, "meta", [{"key": "format", "value": STORE_FORMAT},
                                       {"key": "created_at", "value": now_text()},
                                       {"key": "created_by", "value": f"gmdesk {__version__}"}])
                write_state(conn, war)
        finally:
            conn.close()
        with open(tmp, "rb+") as handle:
            os.fsync(handle.fileno())
        install(path, tmp, keep_backups, damaged_old_ok=False)
    except BaseException as exc:
        for leftover in [tmp] + [Path(f"{tmp}{s}") for s in conns.SIDECARS + ("-journal",)]:
            with contextlib.suppress(FileNotFoundError):
                leftover.unlink()
        if isinstance(exc, WarFileError) and not exc.path:
            raise conns.naming_file(exc, path) from None
        if isinstance(exc, (sqlite3.DatabaseError, OSError)):  # a full disk: said, and nothing left behind
            raise _not_created(path, exc) from None
        raise


def _not_created(path: Path, exc: sqlite3.DatabaseError | OSError) -> WarFileError:
    cause = conns.disk_cause(exc) if isinstance(exc, sqlite3.DatabaseError) else exc.strerror
    return WarFileError(Message("cannot be created: {cause}", cause=cause or str(exc)), path=str(path))


def temporary_beside(path: Path) -> Path:
    """An empty temporary file in ``path``'s folder, where the finished file is then moved into place."""
    try:
        fd, tmp_name = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent or ".")
    except OSError as exc:
        raise WarFileError(f"cannot create: {exc.strerror}", path=str(path)) from None
    os.close(fd)
    return Path(tmp_name)
