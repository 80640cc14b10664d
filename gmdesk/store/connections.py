"""Opening a war file: connections, the checks made before anything may change, crash recovery.

The order matters and is the point of this module: SQLite's header is read by hand (sniff), then
the file is looked at through a connection that cannot write (``probe``), its schema and contents
are checked (``inspect``, ``check_contents``), and only then may a writer touch it. After a crash
the file's ``-wal`` or ``-journal`` must be applied before anyone reads: a writer does it in place,
a reader on a copy (``recovered_copy``).
"""

from __future__ import annotations

import contextlib
import os
import shutil
import sqlite3
import tempfile
from pathlib import Path
from typing import Iterator

from gmdesk import __version__
from gmdesk.errors import WarFileError
from gmdesk.messages import Listing, Message, message_of
from gmdesk.model.war import War
from gmdesk.store import check as checks
from gmdesk.store.quickread import read_war
from gmdesk.store.schema import APPLICATION_ID, CURRENT_VERSION, STORE_FORMAT, TABLES
from gmdesk.store.sql import MIGRATIONS_TABLE, applied_steps

#: Seconds a statement waits for another connection's lock before giving up.
BUSY_TIMEOUT = 5.0
SIDECARS = ("-wal", "-shm")


def connect(path: Path) -> sqlite3.Connection:
    """A read-write connection in autocommit mode: transactions are explicit (see transaction)."""
    conn = sqlite3.connect(f"{path.resolve().as_uri()}?mode=rw", uri=True, isolation_level=None,
                           timeout=BUSY_TIMEOUT)
    return conn


def connect_readonly(path: Path, wal_header: bool, long_lived: bool = True) -> sqlite3.Connection:
    """A connection that cannot write, and that creates no ``-wal`` or ``-shm`` file to read.

    - A ``-wal`` without its ``-shm`` (a copy, or a crash): SQLite would make the ``-shm``, so the
      file and its log are read in a copy in memory (:func:`recovered_copy`).
    - A file left in WAL mode without its ``-wal`` (a copy of an open file): SQLite would make both.
      It is read ``immutable``; that promises SQLite nobody changes the file, which a short look
      (``long_lived`` false: the checks before a writer opens) can promise, and a store that stays
      open cannot: that one reads a copy in memory, the file as it was when opened.
    - Otherwise (rollback mode, or a writer at work with both files there) ``mode=ro``.
    """
    uri = path.resolve().as_uri()
    has_wal, has_shm = (os.path.exists(f"{path}{s}") for s in SIDECARS)
    if has_wal and not has_shm:
        return recovered_copy(path)
    if wal_header and not has_wal:
        conn = sqlite3.connect(uri + "?immutable=1", uri=True, isolation_level=None, timeout=BUSY_TIMEOUT)
        if not long_lived:
            return conn
        try:
            return memory_copy(conn)
        finally:
            conn.close()
    return sqlite3.connect(uri + "?mode=ro", uri=True, isolation_level=None, timeout=BUSY_TIMEOUT)


def memory_copy(conn: sqlite3.Connection) -> sqlite3.Connection:
    memory = sqlite3.connect(":memory:", isolation_level=None)
    try:
        conn.backup(memory)
    except BaseException:
        memory.close()
        raise
    return memory


def probe(path: Path, wal_header: bool, may_recover: bool) -> sqlite3.Connection:
    """A connection to check the file with, changing nothing when it can.

    After a writer crashed, its ``-wal`` file holds committed transactions (or a ``-journal`` file
    holds the undo of an unfinished one) that SQLite must apply before anyone reads, and a
    read-only connection cannot. A gmdesk about to write recovers the file itself (the data is the
    file's own); a read-only gmdesk reads a recovered copy in memory.
    """
    conn = connect_readonly(path, wal_header, long_lived=not may_recover)
    try:
        conn.execute("SELECT count(*) FROM sqlite_master").fetchone()
        return conn
    except sqlite3.OperationalError:
        conn.close()
        if not recovery_files(path):
            raise
    if may_recover:
        return connect(path)
    return recovered_copy(path)


def recovery_files(path: Path) -> list[str]:
    return [s for s in ("-wal", "-journal") if os.path.exists(f"{path}{s}")]


def recovered_copy(path: Path) -> sqlite3.Connection:
    """The file and its log or journal, recovered in a scratch folder and copied into memory."""
    memory = sqlite3.connect(":memory:", isolation_level=None)
    with tempfile.TemporaryDirectory(prefix="gmdesk-recover-") as scratch:
        copy = Path(scratch) / "war.gmdesk"
        shutil.copyfile(path, copy)
        for suffix in recovery_files(path):
            with contextlib.suppress(FileNotFoundError):  # the writer finished meanwhile
                shutil.copyfile(f"{path}{suffix}", f"{copy}{suffix}")
        conn = sqlite3.connect(copy, isolation_level=None)
        try:
            conn.backup(memory)
        finally:
            conn.close()
    return memory


@contextlib.contextmanager
def transaction(conn: sqlite3.Connection, immediate: bool = False) -> Iterator[None]:
    conn.execute("BEGIN IMMEDIATE" if immediate else "BEGIN")
    try:
        yield
    except BaseException:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        raise
    conn.execute("COMMIT")


@contextlib.contextmanager
def read_transaction(conn: sqlite3.Connection) -> Iterator[None]:
    """A transaction that only reads: ended by ROLLBACK, which cannot fail the way a COMMIT does after
    a read met a damaged page (the reader that handled the damage still gets its answer)."""
    conn.execute("BEGIN")
    try:
        yield
    finally:
        if conn.in_transaction:
            with contextlib.suppress(sqlite3.Error):
                conn.execute("ROLLBACK")


def inspect(conn: sqlite3.Connection, path: Path) -> int:
    """The schema version, after checking this is a gmdesk war file gmdesk can read."""
    # two plain pragmas: half what one query joining their table-valued forms takes to prepare and run
    version = conn.execute("PRAGMA user_version").fetchone()[0]
    app = conn.execute("PRAGMA application_id").fetchone()[0]
    objects = checks.schema_objects(conn)
    tables = {name for kind, name, _, _ in objects if kind == "table"}
    if app != APPLICATION_ID:
        raise WarFileError(Message("not a gmdesk war file: an SQLite database without gmdesk's tables"),
                           path=str(path))
    if version > CURRENT_VERSION:
        raise newer_error(path, version)
    if version < 1:
        raise WarFileError(Message("damaged: schema version {version}", version=version), path=str(path))
    missing = [t for t in TABLES[version] if t not in tables]
    if missing:
        raise WarFileError(Message("damaged: missing table(s) {tables}", tables=Listing(missing)), path=str(path))
    refused, _ = checks.schema_problems(conn, version, objects)
    if refused:
        raise checks.as_error(refused[0], str(path))
    row = conn.execute("SELECT value FROM meta WHERE key = 'format'").fetchone()
    if row is None or row[0] != STORE_FORMAT:
        raise WarFileError(Message("not a gmdesk war file: meta.format is {format!r}", format=row[0] if row else None),
                           path=str(path))
    steps = applied_steps(conn) if MIGRATIONS_TABLE in tables else 0
    if steps != version:
        raise WarFileError(Message("damaged: schema version {version}, but {steps} migration step(s) recorded",
                                   version=version, steps=steps),
                           path=str(path))
    return version


def check_contents(conn: sqlite3.Connection, path: Path, *, every_page: bool = False) -> War:
    """The war must load: a file whose contents break the model's rules is refused at the door, and
    so is a damaged row beside it (lock, pending question, proposal, background). Returns the war it
    read, so the store that opens next need not parse it again.

    ``every_page`` (after a crash: the file had a log or journal to apply) adds ``quick_check``, which
    reads every page once. A cleanly closed file is not scanned whole on every open: that cost grows
    with the history, and damage in an old turn is found where it is read (the row is named, the war
    still opens) and by ``gmdesk check``, which runs the full ``integrity_check``."""
    if every_page:
        lines = [r[0] for r in conn.execute("PRAGMA quick_check")]
        if lines != ["ok"]:
            raise WarFileError(Message("damaged: {lines}", lines="; ".join(lines[:3])), path=str(path))
    with transaction(conn):
        war = read_war(conn, str(path))
        problems = checks.row_problems(conn, str(path))
    if problems:
        raise checks.as_error(problems[0], str(path))
    return war


def page_damage(path: Path) -> list[str]:
    """SQLite's ``quick_check`` of every page, on a connection of its own that cannot write, so the
    window can run it in the background after opening; empty when the file is whole. Unreadable
    files give their error as the one line."""
    try:
        conn = connect_readonly(path, wal_header=False, long_lived=False)
    except sqlite3.DatabaseError as exc:
        return [str(exc)]
    try:
        lines = [r[0] for r in conn.execute("PRAGMA quick_check")]
    except (sqlite3.DatabaseError, UnicodeDecodeError) as exc:
        return [str(exc)]
    finally:
        conn.close()
    return [] if lines == ["ok"] else lines


def fingerprint(path: Path) -> tuple[tuple[int, int, int], ...]:
    """Size, change time and inode of the file and its log: unchanged between two moments means no
    writer committed in between (a commit grows or rewrites the ``-wal``, a checkpoint the file)."""
    marks = []
    for name in (str(path), f"{path}-wal", f"{path}-journal"):
        try:
            st = os.stat(name)
        except FileNotFoundError:
            marks.append((0, 0, 0))
        else:
            marks.append((st.st_size, st.st_mtime_ns, st.st_ino))
    return tuple(marks)


def upgraded_copy(conn: sqlite3.Connection, path: Path) -> sqlite3.Connection:
    """An in-memory copy upgraded to the current schema (for reading an old file without writing)."""
    from gmdesk.store.migrations import upgrade  # only here: it imports sqlite_utils

    memory = sqlite3.connect(":memory:", isolation_level=None)
    conn.backup(memory)
    try:
        upgrade(memory)
    except sqlite3.DatabaseError as exc:
        memory.close()
        raise damaged_error(path, exc) from None
    return memory


def newer_error(path: Path, version: int) -> WarFileError:
    return WarFileError(Message("written by a newer gmdesk (schema version {version}; this gmdesk {ours} reads "
                                "versions up to {newest}): update gmdesk to open it", version=version,
                                ours=__version__, newest=CURRENT_VERSION),
                        path=str(path))


def naming_file(exc: WarFileError, path: Path) -> WarFileError:
    """The same error, naming the war file (errors from the row and JSON helpers know only the field)."""
    said = message_of(exc)
    inner = said.values.get("message") if isinstance(said, Message) and said.template == "{where}: {message}" else None
    if isinstance(inner, str) and isinstance(said, Message) and said.values.get("where") == exc.field:
        message = inner  # kept a Message: a Japanese window says it in Japanese
    else:
        message = str(exc)
        if exc.field and message.startswith(f"{exc.field}: "):
            message = message[len(exc.field) + 2:]
    return WarFileError(message, path=str(path), field=exc.field, value=exc.value)


def damaged_error(path: Path, exc: sqlite3.DatabaseError | UnicodeDecodeError, *,
                  writing: bool = False) -> WarFileError:
    """SQLite's error in words that say what happened to the file. A write refused by the disk (full,
    read-only, an I/O error, the file gone) is not damage: the transaction was rolled back, so the file
    holds what was last saved. ``writing``: the error came from a write (a save)."""
    if isinstance(exc, UnicodeDecodeError):
        return WarFileError(Message("damaged or unreadable: it holds text that is not UTF-8 (in its schema or a row)"),
                            path=str(path))
    message = str(exc)
    if isinstance(exc, sqlite3.OperationalError) and "locked" in message:
        return WarFileError(Message("busy: another program holds the database lock ({error})", error=message),
                            path=str(path))
    cause = disk_cause(exc)
    if cause and writing:
        return WarFileError(Message("the change was not written: {cause}. The file is not damaged: it holds the "
                                    "war as it was last saved", cause=cause), path=str(path))
    if cause:
        return WarFileError(Message("cannot be read: {cause}", cause=cause), path=str(path))
    return WarFileError(Message("damaged or unreadable: {error}", error=message), path=str(path))


def disk_cause(exc: sqlite3.DatabaseError) -> str:
    """What the system refused, when SQLite's error is the disk's and not the file's ("" otherwise)."""
    name = getattr(exc, "sqlite_errorname", "")
    message = str(exc)
    if name == "SQLITE_FULL" or "disk is full" in message:
        return Message("the disk is full")
    if is_readonly_error(exc):
        return Message("the disk or folder is read-only (no permission to write)")
    if name.startswith("SQLITE_IOERR") or "disk I/O error" in message:
        return Message("the disk reported an input/output error (was it removed or disconnected?)")
    if name.startswith("SQLITE_CANTOPEN") or "unable to open database file" in message:
        return Message("the file or its folder cannot be reached (moved, deleted, or the disk removed)")
    return ""


def write_refusal(path: Path) -> str:
    """Why this gmdesk cannot write the war file ("" when it can): the file is read-only, or its
    folder is, where the lock file and the write-ahead log must be made. Such a file is opened
    read-only with this reason, instead of failing half-way through opening it for writing."""
    real = Path(os.path.realpath(path))
    if not os.access(real, os.W_OK):
        return Message("{path} is read-only (no permission to write it); opened read-only", path=path)
    folder = real.parent
    if not os.access(folder, os.W_OK | os.X_OK):
        return Message("the folder {folder} is read-only (gmdesk writes a lock file and a write-ahead log beside "
                       "the war file); opened read-only", folder=folder)
    return ""


def try_write(conn: sqlite3.Connection) -> None:
    """A write that changes nothing, rolled back: raises SQLite's "readonly database" error when the
    system will not let this process write the file, before anything (a backup) is made."""
    conn.execute("BEGIN IMMEDIATE")
    try:
        conn.execute("DELETE FROM meta WHERE 0")
    finally:
        conn.execute("ROLLBACK")


def is_readonly_error(exc: sqlite3.DatabaseError) -> bool:
    """SQLite was refused a write by the system (permissions, a read-only disk)."""
    return "readonly database" in str(exc) or getattr(exc, "sqlite_errorname", "").startswith("SQLITE_READONLY")


def current_umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


def sidecars(path: Path) -> set[str]:
    return {s for s in SIDECARS if os.path.exists(f"{path}{s}")}


def remove_new_sidecars(path: Path, before: set[str]) -> None:
    """After a refused open, remove the ``-wal``/``-shm`` files SQLite made for our read."""
    for suffix in SIDECARS:
        if suffix not in before:
            with contextlib.suppress(FileNotFoundError):
                os.unlink(f"{path}{suffix}")


def close_quietly(conn: sqlite3.Connection) -> None:
    with contextlib.suppress(sqlite3.Error):
        conn.close()
