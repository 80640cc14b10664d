"""Writing a whole file or nothing: every file gmdesk writes beside the war file (JSON wars, maps, updates).

The data goes to a temporary file in the same folder, is flushed to the disk, and only then renamed over the
target. A full disk, a removed stick or a crash mid-write leaves the file that was there whole (a plain
``write_text`` had already emptied it), and the failure is a :class:`WarFileError` naming the file and what
the system said ("No space left on device"), never a traceback.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from gmdesk.errors import WarFileError
from gmdesk.messages import Message


def write_atomically(path: str | os.PathLike[str], data: bytes) -> None:
    """Put ``data`` in ``path`` whole. The file gets the permissions a plain write would give it (those of the
    file it replaces, else the user's umask), not the owner-only ones of a ``tempfile`` file."""
    path = Path(path)
    tmp = str(path.with_name(f"{path.name}.{os.urandom(6).hex()}.tmp"))  # not secrets: before the first paint
    try:
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o666)
    except OSError as exc:
        raise WarFileError(Message("cannot write here: {error}", error=exc.strerror or str(exc)), path=str(path)) from None
    try:
        with os.fdopen(fd, "wb") as handle:
            if path.exists():
                os.chmod(tmp, stat.S_IMODE(path.stat().st_mode))
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except OSError as exc:
        _remove(tmp)
        raise WarFileError(Message("cannot write: {error}", error=exc.strerror or str(exc)), path=str(path)) from None
    except BaseException:
        _remove(tmp)
        raise


def _remove(tmp: str) -> None:
    if os.path.exists(tmp):
        os.unlink(tmp)
