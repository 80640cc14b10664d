"""One writer at a time.

Two locks, for two different failures:

- an OS advisory lock (``flock``) on ``FILE.lock`` beside the war file. The kernel drops it when
  the process dies, however it dies, so a crashed gmdesk never blocks the next one on this machine.
  The lock file holds the holder's pid, host and start time, for the message the second gmdesk
  shows; it is removed when the writer closes.
- a lock row inside the war file (pid, host, a random token, a heartbeat). It is what another
  machine sees when the file sits on a shared folder where ``flock`` may not reach, and every write
  checks that the row is still ours, so two writers can never both write silently.

A lock row is stale (and taken over) when it was written on this host and the ``flock`` is free (every
gmdesk writer holds it, so the row's process is gone, whatever its pid now names), when its process
is dead (same host), or when its heartbeat is more than :data:`STALE_AFTER` seconds away from now, in
the past (a crashed or idle writer elsewhere) or in the future (a clock set wrong must not lock the
file for days). The writer refreshes the heartbeat with every write and on
:meth:`WarStore.refresh_lock`.
"""

from __future__ import annotations

import datetime
import json
import math
import os
import secrets
import socket
import time
from dataclasses import dataclass
from pathlib import Path

from sqlite_utils import Database

from gmdesk.errors import WarFileError

try:  # POSIX
    import fcntl
except ImportError:  # pragma: no cover - Windows
    fcntl = None  # type: ignore[assignment]
    import msvcrt

#: Seconds after which a lock row whose holder cannot be checked (another host, or a pid that may
#: have been reused) counts as stale.
STALE_AFTER = 600.0


@dataclass(frozen=True)
class Holder:
    """Who writes: enough to tell the GM where the other gmdesk runs."""

    pid: int
    host: str
    since: str
    token: str = ""
    heartbeat: float = 0.0

    def describe(self) -> str:
        return f"pid {self.pid} on host {self.host!r}, since {self.since}"

    def same_process(self, other: "Holder") -> bool:
        return self.token == other.token and self.pid == other.pid and self.host == other.host


def this_process() -> Holder:
    now = time.time()
    since = datetime.datetime.fromtimestamp(now, datetime.timezone.utc).isoformat(timespec="seconds")
    return Holder(os.getpid(), socket.gethostname(), since, secrets.token_hex(8), now)


def lock_path(path: Path) -> Path:
    """``FILE.lock`` beside the file itself: a symbolic link and its target share one lock."""
    real = Path(os.path.realpath(path))
    return real.with_name(real.name + ".lock")


def pid_alive(pid: int) -> bool:
    if pid <= 0:
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    except OSError:
        return False
    return True


def stale_reason(row: Holder, me: Holder, now: float | None = None, flock_free: bool = False) -> str:
    """Why the lock row no longer names a writer at work ("" when it may still be one).

    ``flock_free``: this process knows nobody holds the ``flock`` (it holds it itself, or found it
    free); on the row's own host that proves the row's writer is gone.
    """
    now = time.time() if now is None else now
    age = now - row.heartbeat
    if age >= STALE_AFTER:
        return f"no heartbeat for {age / 60:.0f} minutes"
    if -age >= STALE_AFTER:
        return f"its heartbeat is {-age / 60:.0f} minutes in the future (a clock set wrong)"
    if row.host == me.host:
        if flock_free:
            return "written on this host, and no gmdesk holds the lock file"
        if not pid_alive(row.pid):
            return f"process {row.pid} is not running"
    return ""


def is_live(row: Holder, me: Holder, now: float | None = None, flock_free: bool = False) -> bool:
    """Does the lock row name another writer that may still be at work?"""
    if row.same_process(me):
        return False
    return not stale_reason(row, me, now, flock_free)


def flock_free(path: Path) -> bool:
    """True when no gmdesk on this host can hold the ``flock`` of ``path``: a writer keeps the lock
    file until it closes, so a missing lock file means nobody holds it. (Trying the lock itself
    would, for that instant, turn away a writer opening the file.)"""
    return not os.path.lexists(lock_path(path))


class FileLock:
    """The ``flock`` on ``FILE.lock``."""

    def __init__(self, path: Path):
        self.path = lock_path(path)
        self._fd: int | None = None

    @property
    def held(self) -> bool:
        return self._fd is not None

    def acquire(self, me: Holder) -> Holder | None:
        """Take the lock and return None, or return who holds it (pid 0 when it cannot be read).

        The previous holder removes the file when it closes; after locking, the path must still
        name the file we locked, or we locked a file that no longer counts and try again.
        """
        for _ in range(5):
            try:
                fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
            except OSError as exc:
                raise WarFileError(f"cannot create the lock file: {exc.strerror}", path=str(self.path)) from None
            if not _try_lock(fd):
                holder = _read_holder(fd)
                os.close(fd)
                return holder
            try:
                same = os.path.samestat(os.fstat(fd), os.stat(self.path))
            except FileNotFoundError:
                same = False
            if not same:
                os.close(fd)
                continue
            os.ftruncate(fd, 0)
            os.write(fd, json.dumps({"pid": me.pid, "host": me.host, "since": me.since}).encode("utf-8"))
            self._fd = fd
            return None
        raise WarFileError("the lock file keeps changing under us; is another gmdesk starting?",
                           path=str(self.path))

    def release(self) -> None:
        """Remove the lock file while still holding it, then let go (see :meth:`acquire`)."""
        if self._fd is None:
            return
        fd, self._fd = self._fd, None
        if fcntl is not None:
            _unlink(self.path)
            os.close(fd)
        else:  # pragma: no cover - Windows cannot remove an open file
            os.close(fd)
            _unlink(self.path)


def _try_lock(fd: int) -> bool:
    try:
        if fcntl is not None:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        else:  # pragma: no cover - Windows
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
    except OSError:
        return False
    return True


def _read_holder(fd: int) -> Holder:
    try:
        os.lseek(fd, 0, os.SEEK_SET)
        data = json.loads(os.read(fd, 4096).decode("utf-8"))
        return Holder(int(data["pid"]), str(data["host"]), str(data["since"]))
    except (OSError, ValueError, KeyError, TypeError):
        return Holder(0, "?", "?")


def _unlink(path: Path) -> None:
    try:
        os.unlink(path)
    except FileNotFoundError:
        pass


# -- the lock row ----------------------------------------------------------------------------------------
def read_row(db: Database, path: str = "") -> Holder | None:
    """The lock row, checked: a damaged one is named (table, column, value), never half-read."""
    row = db.execute("SELECT pid, host, since, token, heartbeat FROM lock WHERE id = 1").fetchone()
    if row is None:
        return None
    pid, host, since, token, heartbeat = row
    if not _whole(pid):
        raise WarFileError("damaged: the writer's process id must be a whole number", path=path,
                           field="lock.pid", value=pid)
    for name, value in (("host", host), ("since", since), ("token", token)):
        if not isinstance(value, str):
            raise WarFileError("damaged: must be text", path=path, field=f"lock.{name}", value=value)
    if not (_whole(heartbeat) or isinstance(heartbeat, float)) or not math.isfinite(heartbeat):
        raise WarFileError("damaged: the heartbeat must be a time in seconds", path=path, field="lock.heartbeat",
                           value=heartbeat)
    return Holder(pid, host, since, token, float(heartbeat))


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def claim_row(db: Database, me: Holder) -> None:
    """Write our row (inside a transaction)."""
    db.execute("INSERT OR REPLACE INTO lock (id, pid, host, token, since, heartbeat) VALUES (1, ?, ?, ?, ?, ?)",
               [me.pid, me.host, me.token, me.since, time.time()])


def check_row(db: Database, me: Holder, path: str) -> None:
    """Inside a write transaction: the row must still be ours, and its heartbeat is refreshed."""
    row = read_row(db, path)
    if row is None or not row.same_process(me):
        who = row.describe() if row else "nobody"
        raise WarFileError(f"this gmdesk lost its write lock (now held by {who}); nothing was written: "
                           f"close and reopen the file", path=path)
    db.execute("UPDATE lock SET heartbeat = ? WHERE id = 1", [time.time()])


def release_row(db: Database, me: Holder) -> None:
    db.execute("DELETE FROM lock WHERE id = 1 AND token = ? AND pid = ?", [me.token, me.pid])
