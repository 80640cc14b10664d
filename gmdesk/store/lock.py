"""One writer at a time.

Two locks, for two different failures:

- an OS advisory lock (``flock``) on ``FILE.lock`` beside the war file. The kernel drops it when
  the process dies, however it dies, so a crashed gmdesk never blocks the next one on this machine.
  The lock file holds the holder's pid, host and start time, for the message the second gmdesk
  shows; it is removed when the writer closes.
- a lock row inside the war file (pid, host, a random token, a heartbeat). It is what another
  machine sees when the file sits on a shared folder where ``flock`` may not reach, and every write
  checks that the row is still ours, so two writers can never both write silently.

A lock row is stale (and taken over) when its process is gone (same host: the pid is not running, does
not have this very file open for writing — the row came inside a copy, or the number was reused — or
started after the row was written), or when its heartbeat is more
than :data:`STALE_AFTER` seconds away from now, in the past (a crashed or idle writer elsewhere) or in
the future (a clock set wrong must not lock the file for days). The writer refreshes the heartbeat
with every write and on :meth:`WarStore.refresh_lock`.

A free ``flock`` alone never makes a live writer's row stale: a second name of the same file (a hard
link) has a lock file of its own, and a lock file can be deleted under its holder; the row, inside the
file itself, is what every name shares. The lock file is never followed through a symbolic link, so a
link planted in a shared folder cannot make gmdesk overwrite another file.
"""

from __future__ import annotations

import datetime
import json
import math
import os
import sqlite3
import time
from dataclasses import dataclass
from pathlib import Path

from gmdesk.errors import WarFileError
from gmdesk.messages import Message

try:  # POSIX
    import fcntl
except ImportError:  # pragma: no cover - Windows
    fcntl = None  # type: ignore[assignment]
    import msvcrt

NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
"""Open the lock file itself, never what a symbolic link planted in its place points to."""

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
        return Message("pid {pid} on host {host!r}, since {since}", pid=self.pid, host=self.host, since=self.since)

    def same_process(self, other: "Holder") -> bool:
        return self.token == other.token and self.pid == other.pid and self.host == other.host


def this_process() -> Holder:
    now = time.time()
    since = datetime.datetime.fromtimestamp(now, datetime.timezone.utc).isoformat(timespec="seconds")
    return Holder(os.getpid(), _host_name(), since, os.urandom(8).hex(), now)  # os.urandom: what secrets uses


def _host_name() -> str:
    """This machine's name, as ``socket.gethostname()`` gives it (uname's node name), without importing
    socket and its dependencies at each start."""
    if hasattr(os, "uname"):
        return os.uname().nodename
    import socket  # Windows

    return socket.gethostname()


_WRITERS: dict[tuple[int, int], str] = {}
"""The files this process writes, by device and inode, with the token of their lock row: a copy of such
a row, or a row left by a store of this process that has closed, is told apart from a live one."""


def file_identity(path: Path | str) -> tuple[int, int] | None:
    try:
        found = os.stat(path)
    except OSError:
        return None
    return found.st_dev, found.st_ino


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


def process_start(pid: int) -> float | None:
    """When process ``pid`` started (seconds since the epoch), where the system says (Linux's /proc)."""
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        with open("/proc/stat", encoding="ascii") as system:
            boot = next(float(line.split()[1]) for line in system if line.startswith("btime "))
        return boot + int(fields[19]) / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError, StopIteration):
        return None


def _since_seconds(since: str) -> float | None:
    try:
        return datetime.datetime.fromisoformat(since).timestamp()
    except ValueError:
        return None


def process_writes(pid: int, path: Path | str) -> bool | None:
    """Whether process ``pid`` has the file at ``path`` open for writing, through any of its names (its
    device and inode), where the system says (Linux's /proc, for a process of this user); else None."""
    try:
        target = os.stat(path)
        fds = os.listdir(f"/proc/{pid}/fd")
    except OSError:
        return None
    for fd in fds:
        try:
            opened = os.stat(f"/proc/{pid}/fd/{fd}")
            if (opened.st_dev, opened.st_ino) != (target.st_dev, target.st_ino):
                continue
            with open(f"/proc/{pid}/fdinfo/{fd}", encoding="ascii") as info:
                flags = int(next(line for line in info if line.startswith("flags:")).split()[1], 8)
        except (OSError, ValueError, StopIteration, IndexError):
            continue
        if flags & os.O_ACCMODE in (os.O_WRONLY, os.O_RDWR):
            return True
    return False


def stale_reason(row: Holder, me: Holder, now: float | None = None, path: Path | str | None = None) -> str:
    """Why the lock row of the war file at ``path`` no longer names a writer at work ("" when it may
    still be one)."""
    now = time.time() if now is None else now
    age = now - row.heartbeat
    if age >= STALE_AFTER:
        return f"no heartbeat for {age / 60:.0f} minutes"
    if -age >= STALE_AFTER:
        return f"its heartbeat is {-age / 60:.0f} minutes in the future (a clock set wrong)"
    if row.host != me.host:
        return ""
    if row.pid == os.getpid() and path is not None:
        if _WRITERS.get(file_identity(path) or (-1, -1)) != row.token:
            return "this gmdesk does not write this file (the row came with a copy, or its store has closed)"
        return ""
    if not pid_alive(row.pid):
        return f"process {row.pid} is not running"
    if path is not None and process_writes(row.pid, path) is False:
        return (f"process {row.pid} does not have this file open for writing (the row came with a copy, or "
                f"the number was reused)")
    started, wrote = process_start(row.pid), _since_seconds(row.since)
    if started is not None and wrote is not None and started > wrote + 2:
        return f"process {row.pid} started after the row was written: its number was reused"
    return ""


def is_live(row: Holder, me: Holder, now: float | None = None, path: Path | str | None = None) -> bool:
    """Does the lock row name another writer that may still be at work on the file at ``path``?"""
    if row.same_process(me):
        return False
    return not stale_reason(row, me, now, path)


class FileLock:
    """The ``flock`` on ``FILE.lock``."""

    def __init__(self, path: Path):
        self.path = lock_path(path)
        self.war_path = path
        self._fd: int | None = None
        self._identity: tuple[int, int] | None = None

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
                fd = os.open(self.path, os.O_RDWR | os.O_CREAT | NOFOLLOW, 0o644)
            except OSError as exc:
                if os.path.islink(self.path):
                    raise WarFileError(Message("the lock file is a symbolic link, which gmdesk never follows; remove it "
                                               "if no gmdesk has the war open"), path=str(self.path)) from None
                raise WarFileError(Message("cannot create the lock file: {error}", error=exc.strerror),
                                   path=str(self.path)) from None
            if not _try_lock(fd):
                holder = _read_holder(fd)
                os.close(fd)
                return holder
            try:
                same = os.path.samestat(os.fstat(fd), os.lstat(self.path))
            except FileNotFoundError:
                same = False
            if not same:
                os.close(fd)
                continue
            identity = file_identity(self.war_path)
            if identity is not None and identity in _WRITERS:  # the same file, by another name
                os.close(fd)
                return Holder(me.pid, me.host, "now (this gmdesk, under another name of the file)")
            os.ftruncate(fd, 0)
            os.write(fd, json.dumps({"pid": me.pid, "host": me.host, "since": me.since}).encode("utf-8"))
            self._fd = fd
            if identity is not None:
                _WRITERS[identity] = me.token
                self._identity = identity
            return None
        raise WarFileError(Message("the lock file keeps changing under us; is another gmdesk starting?"),
                           path=str(self.path))

    def release(self) -> None:
        """Remove the lock file while still holding it, then let go (see :meth:`acquire`)."""
        if self._fd is None:
            return
        fd, self._fd = self._fd, None
        if self._identity is not None:
            _WRITERS.pop(self._identity, None)
            self._identity = None
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
def read_row(db: sqlite3.Connection, path: str = "") -> Holder | None:
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


def claim_row(db: sqlite3.Connection, me: Holder) -> None:
    """Write our row (inside a transaction)."""
    db.execute("INSERT OR REPLACE INTO lock (id, pid, host, token, since, heartbeat) VALUES (1, ?, ?, ?, ?, ?)",
               [me.pid, me.host, me.token, me.since, time.time()])


def check_row(db: sqlite3.Connection, me: Holder, path: str) -> None:
    """Inside a write transaction: the row must still be ours, and its heartbeat is refreshed."""
    row = read_row(db, path)
    if row is None or not row.same_process(me):
        who = row.describe() if row else Message("nobody")
        raise WarFileError(Message("this gmdesk lost its write lock (now held by {who}); nothing was written: "
                                   "close and reopen the file", who=who), path=path)
    db.execute("UPDATE lock SET heartbeat = ? WHERE id = 1", [time.time()])


def release_row(db: sqlite3.Connection, me: Holder) -> None:
    db.execute("DELETE FROM lock WHERE id = 1 AND token = ? AND pid = ?", [me.token, me.pid])
