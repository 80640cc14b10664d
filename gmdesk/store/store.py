"""WarStore: one open war file, and everything the desk does with it.

A ``.gmdesk`` file is an SQLite database (see ``docs/war-file.md``): the current war as tables, the
history of resolved turns with their inputs and outputs, proposals of re-resolved history, and the
map's background image. Every change is one transaction in WAL mode, so a crash leaves the file as
it was before the change or after it, never between.

Opening checks the file before anything can change it: the header, the schema version, the tables
and the war itself; a bad file gives one :class:`~gmdesk.errors.WarFileError` naming the file and
the problem, and leaves the disk as it was. Only one gmdesk writes at a time
(:mod:`gmdesk.store.lock`); the others get a read-only store that says who holds the file.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Iterator, Mapping

from gmdesk.engine.decisions import PendingDecision
from gmdesk.errors import Problem, WarFileError
from gmdesk.model.war import War
from gmdesk.store import connections as conns, lock as locking
from gmdesk.store.background import Background, join_background
from gmdesk.store.backups import KEEP_BACKUPS, backup_path, list_backups, make_backup, write_copy
from gmdesk.store.jsoncol import dump_json
from gmdesk.store.opening import create_file, open_file, temporary_beside
from gmdesk.store.records import BranchInfo, as_question, read_pending, read_proposal
from gmdesk.store.replacing import install
from gmdesk.store.quickread import read_war
from gmdesk.store.rows import (check_turn, read_background, read_war_dict, write_background, write_current,
                               write_state)
from gmdesk.store.schema import CURRENT_VERSION, MAIN_BRANCH
from gmdesk.store.sql import insert_rows, set_journal_mode
from gmdesk.store.statuses import ProposalStatus

if TYPE_CHECKING:
    from gmdesk.engine import TurnResult
    from gmdesk.store.branches import Proposal
    from gmdesk.store.replay import ReplayReport
    from gmdesk.store.turns import Resolution, StoredTurn, TurnInputs, TurnSummary

# The history's rows (gmdesk.store.turns) and the whole-file checks (gmdesk.store.check) are imported by the
# methods that read or write them: opening a war and showing its map needs neither (issue 21, cold start).

#: Seconds ``close`` waits for a reader in the middle of a read before checkpointing without it.
CLOSE_WAIT = 1.0

#: Re-resolution proposals are branches named after the turn they start from.
PROPOSAL_PREFIX = "proposal-t"


class WarStore:
    """An open ``.gmdesk`` war file. Use :meth:`open` or :meth:`create`, and close it (or use ``with``)."""

    def __init__(self, path: Path, conn: sqlite3.Connection, *, readonly: bool, reason: str = "",
                 file_lock: locking.FileLock | None = None, me: locking.Holder | None = None,
                 upgraded_from: int | None = None, backup: Path | None = None,
                 keep_backups: int = KEEP_BACKUPS, file_version: int = CURRENT_VERSION):
        self.path = path
        self.conn = conn
        self.readonly = readonly
        #: Why the store is read-only (asked for, or who else holds the file).
        self.readonly_reason = reason
        #: The schema version the file had before this open upgraded it (None: it was current).
        self.upgraded_from = upgraded_from
        #: The backup made before the upgrade, if any.
        self.upgrade_backup = backup
        #: The schema version of the file on disk (a read-only store reads an old file through an
        #: upgraded copy in memory, and the file stays at its version).
        self.file_version = file_version
        self.keep_backups = keep_backups
        self._file_lock = file_lock
        self._me = me
        self._closed = False
        self._checked_war: War | None = None

    # -- opening and closing ------------------------------------------------------------------------
    @classmethod
    def open(cls, path: str | os.PathLike[str], readonly: bool = False, *,
             keep_backups: int = KEEP_BACKUPS) -> "WarStore":
        """Open a war file; read-only when asked, when another gmdesk writes it, or when this
        gmdesk may not write it (a read-only file or folder): ``readonly_reason`` says which.

        Nothing on disk changes unless the file is good: its header, schema and war are checked
        through a read-only connection first. An older file is then upgraded, after a numbered
        backup; a read-only open of an older file upgrades a copy in memory instead
        (see :mod:`gmdesk.store.opening`).
        """
        path = Path(path)
        opened = open_file(path, readonly, keep_backups)
        store = cls(path, opened.conn, readonly=opened.readonly, reason=opened.reason, file_lock=opened.file_lock,
                    me=opened.me, upgraded_from=opened.upgraded_from, backup=opened.backup,
                    keep_backups=opened.keep_backups, file_version=opened.file_version)
        store._checked_war = opened.war
        return store

    @classmethod
    def create(cls, path: str | os.PathLike[str], war: War, *, replace: bool = False,
               keep_backups: int = KEEP_BACKUPS) -> "WarStore":
        """Write a new war file holding ``war`` (no history yet) and open it for writing.

        The file is built whole under a temporary name and only then put in place, so a crash or a
        war that cannot be stored leaves no half-made file and the old one untouched. With
        ``replace`` an existing war file is backed up and replaced, but only when no other gmdesk
        writes it and no reader has it open (see :mod:`gmdesk.store.replacing`).
        """
        path = Path(path)
        create_file(path, war, replace=replace, keep_backups=keep_backups)
        return cls.open(path, keep_backups=keep_backups)

    @classmethod
    def restore(cls, path: str | os.PathLike[str], number: int = 1, *,
                keep_backups: int = KEEP_BACKUPS) -> tuple[Path | None, Path | None]:
        """Put backup ``number`` (``FILE.bakN``) back as the war file; returns where that backup is
        now (the backups moved one along; None when it was the oldest kept, now dropped: its
        contents are the war file) and the backup of the file it replaced.

        The backup is checked as any war file is on open, and copied whole under a temporary name.
        The current file is then backed up first, as ``FILE.bak1`` (a damaged one byte for byte),
        and replaced only when no other gmdesk writes it and no reader has it open.
        """
        path = Path(path)
        source = backup_path(path, number)
        if number < 1 or not os.path.isfile(source):
            have = ", ".join(p.name for p in list_backups(path)) or "none"
            raise WarFileError(f"no backup {source.name} (backups: {have})", path=str(path))
        tmp = path.with_name(path.name + ".restore-new")
        with cls.open(source, readonly=True) as backup:
            write_copy(backup.conn, tmp)
        try:
            kept = install(path, tmp, keep_backups, damaged_old_ok=True)
        except BaseException:
            with contextlib.suppress(FileNotFoundError):
                tmp.unlink()
            raise
        if kept is None:
            return source, None
        moved = backup_path(path, number + 1)
        return (moved if number < keep_backups else None), kept

    def close(self) -> None:
        """Give up the lock and leave a self-contained file.

        The write-ahead log is checkpointed into the file first, so the ``.gmdesk`` alone holds every
        change, then the journal goes back to rollback mode and SQLite removes ``-wal`` and
        ``-shm``. While a read-only gmdesk still has the file open the mode cannot change: the
        (empty) ``-wal`` and the ``-shm`` stay until the next writer closes, and the file itself is
        still whole. (A reader in the middle of a read holds back the checkpoint of what it may still
        need; close waits :data:`CLOSE_WAIT` for it.)
        """
        if self._closed:
            return
        self._closed = True
        try:
            if not self.readonly:
                with contextlib.suppress(sqlite3.Error):
                    with conns.transaction(self.conn):
                        if self._me is not None:
                            locking.release_row(self.conn, self._me)
                with contextlib.suppress(sqlite3.Error):
                    # a reader in the middle of a read holds the checkpoint back: wait for it briefly
                    self.conn.execute(f"PRAGMA busy_timeout = {int(CLOSE_WAIT * 1000)}")
                    self.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchone()
                with contextlib.suppress(sqlite3.Error):
                    set_journal_mode(self.conn, "delete")
        finally:
            self.conn.close()
            if self._file_lock is not None:
                self._file_lock.release()

    @property
    def closed(self) -> bool:
        """True once :meth:`close` ran: nothing more can be read or written."""
        return self._closed

    def __enter__(self) -> "WarStore":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- the current war ----------------------------------------------------------------------------
    def load_war(self) -> War:
        """The war as it stands now (the war the next turn resolves), without the background image.

        The first call after opening returns the war the checks on open read (parsed once, not twice);
        every later call reads the file anew."""
        war, self._checked_war = self._checked_war, None
        if war is not None:
            return war
        with self._reading():
            return read_war(self.conn, str(self.path))

    def save_state(self, war: War) -> None:
        """Autosave: replace the current war with ``war`` in one transaction.

        The war must be at the turn after the last stored one: the history and the current war
        always agree on where the war stands.
        """
        with self._writing():
            check_turn(self.conn, war)
            write_state(self.conn, war)

    def export_war(self) -> War:
        """The current war with its background image, as the JSON format carries it."""
        with self._reading():
            data = read_war_dict(self.conn, str(self.path))
            background = read_background(self.conn, str(self.path))
        if background is not None:
            data["map"] = {"locations": data["map"]["locations"], "links": data["map"]["links"],
                           **join_background({k: v for k, v in data["map"].items()
                                              if k not in ("locations", "links")}, background)}
        return War.from_dict(data, source=str(self.path))

    def background(self) -> Background | None:
        with self._reading():
            return read_background(self.conn, str(self.path))

    def set_background(self, background: Background | None) -> None:
        """Set or (with None) remove the map's background image."""
        with self._writing():
            write_background(self.conn, background)

    # -- turns ----------------------------------------------------------------------------------------
    def resolve(self, orders: list[dict[str, Any]] | None = None,
                decisions: list[dict[str, Any]] | dict[str, Any] | None = None,
                seed: int | None = None, rulings: list[dict[str, Any]] | None = None) -> TurnResult:
        """Resolve the next turn and store it; when a decision is missing, store only the question.

        ``rulings`` (the GM's overrides) are applied by the engine and stored with the turn.
        Illegal orders raise :class:`~gmdesk.engine.orders.OrdersRefused`, a bad ruling
        :class:`~gmdesk.errors.WarFileError`, and nothing is stored.
        """
        return self.resolve_stored(orders, decisions, seed, rulings).result

    def resolve_stored(self, orders: list[dict[str, Any]] | None = None,
                       decisions: list[dict[str, Any]] | dict[str, Any] | None = None,
                       seed: int | None = None, rulings: list[dict[str, Any]] | None = None) -> Resolution:
        """:meth:`resolve`, giving also the turn as stored: the window shows it without reading it back,
        and the war is parsed once (here, from the file: what the turn is resolved from)."""
        from gmdesk.engine import resolve_turn  # the rules load with the first turn, not with the store
        from gmdesk.store.turns import Resolution, TurnInputs, decision_list

        self._require_writable()
        war = self.load_war()
        used_orders = list(war.orders if orders is None else orders)
        used_decisions = decision_list(war.decisions if decisions is None else decisions)
        used_rulings = list(rulings or [])
        result = resolve_turn(war, used_orders, used_decisions, seed, used_rulings)
        if not result.resolved:
            self.set_pending(war.turn, result.pending)
            return Resolution(result, None)
        war.orders, war.decisions = used_orders, used_decisions  # the war before, as the turn keeps it
        return Resolution(result, self.record_turn(result, TurnInputs(war, used_orders, used_decisions,
                                                                      result.seed, used_rulings)))

    def record_turn(self, result: TurnResult, inputs: TurnInputs) -> StoredTurn:
        """Store a resolved turn whole: its history row and the war after it, in one transaction.
        Returns the turn as stored (made from ``result`` and ``inputs``, not read back)."""
        from gmdesk.store.turns import insert_turn, turn_record, turn_row

        if not result.resolved:
            raise WarFileError("only a resolved turn goes into the history (store a pending one with "
                               "set_pending)", path=str(self.path))
        number = inputs.war.turn
        if result.war.turn != number + 1:
            raise WarFileError(f"the result is at turn {result.war.turn}, not the turn after {number}",
                               path=str(self.path), field="turn", value=result.war.turn)
        with self._writing():  # the row made inside it: a value the file could not give back is named
            row = turn_row(result, inputs)
            self._refuse_during_proposal("store a new turn")
            current = self.conn.execute("SELECT turn FROM war WHERE id = 1").fetchone()[0]
            if number != current:
                raise WarFileError(f"turn {number} was resolved, but the war file is at turn {current}",
                                   path=str(self.path), field="turn", value=number)
            insert_turn(self.conn, row)
            write_state(self.conn, result.war)
            self.conn.execute("DELETE FROM pending")
        return turn_record(row, result, inputs, str(self.path))

    def set_pending(self, turn: int, pending: list[PendingDecision]) -> None:
        """Store the questions the next turn waits for (replacing earlier ones)."""
        from gmdesk.store.sql import now_text

        with self._writing():
            self.conn.execute("DELETE FROM pending")
            for i, question in enumerate(pending):
                insert_rows(self.conn, "pending", [{"position": i, "id": question.id, "turn": turn,
                                                    "question": dump_json(question.to_dict(), "pending"),
                                                    "asked_at": now_text()}])

    def pending(self) -> list[dict[str, Any]]:
        with self._reading():
            return read_pending(self.conn, str(self.path))

    def questions(self) -> list[PendingDecision]:
        """The questions the next turn waits for, as the engine asked them."""
        return [as_question(q) for q in self.pending()]

    def history(self, branch: str = MAIN_BRANCH, *, checked: bool = True,
                span: tuple[int, int] | None = None) -> list[TurnSummary]:
        """A line per stored turn (see :func:`~gmdesk.store.turns.summaries`: ``checked`` reads every
        list to mark a damaged one; unchecked takes the counts kept beside them, for a long history)."""
        from gmdesk.store.turns import summaries

        with self._reading():
            return summaries(self.conn, branch, checked=checked, span=span)

    def turn_numbers(self, branch: str = MAIN_BRANCH) -> list[int]:
        from gmdesk.store.turns import turn_numbers

        with self._reading():
            return turn_numbers(self.conn, branch)

    def turn(self, number: int, branch: str = MAIN_BRANCH) -> StoredTurn:
        from gmdesk.store.turns import read_turn, turn_numbers

        with self._reading():
            turn = read_turn(self.conn, number, branch, str(self.path))
            if turn is None:
                numbers = turn_numbers(self.conn, branch)
                span = f"turns {numbers[0]}–{numbers[-1]}" if numbers else "no turns"
                raise WarFileError(f"no turn {number} in the history ({span})", path=str(self.path),
                                   field="turn", value=number)
            return turn

    def replay(self, turns: list[int] | None = None) -> ReplayReport:
        """Resolve stored turns again and report every difference (see :mod:`gmdesk.store.replay`)."""
        from gmdesk.store.replay import replay_turns  # with the rules it replays by, not with every open

        numbers = self.turn_numbers() if turns is None else turns
        return replay_turns(self.turn(number) for number in numbers)  # one turn in memory at a time

    # -- re-resolution ------------------------------------------------------------------------------
    def rebranch(self, corrections: Mapping[int, dict[str, Any]],
                 progress: Callable[[int, int], bool] | None = None) -> Proposal:
        """Re-resolve history from the earliest corrected turn, as a proposal beside the history.

        ``corrections`` maps a turn number to ``{"orders": […], "decisions": […], "rulings": […],
        "seed": N}`` (any of them). A pending proposal is extended: its corrections stay and these
        are added, so the GM can answer the question it stopped at. Nothing in the history changes
        until :meth:`accept`. ``progress(done, total)`` is told after each turn re-resolved; when it answers False
        the run stops with :class:`~gmdesk.store.branches.ReresolveCancelled` and the file stays as it was (an
        earlier proposal too).
        """
        from gmdesk.store.branches import check_correction, merge_corrections, reresolve
        from gmdesk.store.turns import insert_turn, now_text, turn_numbers, turn_row

        fixes = {int(turn): check_correction(turn, c) for turn, c in corrections.items()}
        if not fixes:
            raise WarFileError("no correction given", path=str(self.path))
        with self._writing():
            existing = self._proposal()
            merged = merge_corrections(existing.corrections if existing else {}, fixes)
            numbers = turn_numbers(self.conn, MAIN_BRANCH)
            for turn in merged:
                if turn not in numbers:
                    span = f"turns {numbers[0]}–{numbers[-1]}" if numbers else "no turns"
                    raise WarFileError(f"turn {turn} is not in the history ({span})", path=str(self.path),
                                       field="turn", value=turn)
            start = min(merged)
            name = f"{PROPOSAL_PREFIX}{start}"
            self._drop_proposals()
            place = {n: i + 1 for i, n in enumerate(n for n in numbers if n >= start)}  # a turn's rank in the run
            told = None if progress is None else (lambda number: progress(place[number], len(place)))
            proposal = reresolve((self.turn(n) for n in place), merged,
                                 lambda result, inputs: insert_turn(self.conn, turn_row(result, inputs, name)), told)
            insert_rows(self.conn, "branches", [{
                "name": name, "base_turn": start, "created_at": now_text(),
                "corrections": dump_json([dict(c, turn=t) for t, c in sorted(merged.items())], "corrections"),
                "outcome": dump_json(proposal.outcome(), "outcome")}])
        return proposal

    def proposal(self) -> BranchInfo | None:
        with self._reading():
            return self._proposal()

    def accept(self) -> BranchInfo:
        """Make the proposal the history. The replaced turns are dropped, after a backup.

        The current war becomes the proposal's last war after, with the GM's edits made since the
        last turn carried over and the coming turn's orders and decisions kept. Everything that can
        refuse the accept (no complete proposal, a lost lock, a new war the model refuses) is
        checked before the backup, so a refused accept leaves the backups as they were.
        """
        self._require_writable()
        with self._writing():
            info = self._proposal()
            if info is None:
                raise WarFileError("there is no re-resolution to accept", path=str(self.path))
            if info.status != ProposalStatus.COMPLETE:
                raise WarFileError(f"the re-resolution stopped at turn {info.outcome.get('stopped_at')} "
                                   f"({info.status}); correct that turn or discard the re-resolution",
                                   path=str(self.path))
            self._accepted_war(info)
        self.backup()
        with self._writing():
            again = self._proposal()
            if again is None or again.name != info.name:
                raise WarFileError("the re-resolution changed while it was being accepted; nothing was changed",
                                   path=str(self.path))
            war = self._accepted_war(info)
            self.conn.execute("DELETE FROM turns WHERE branch = ? AND number >= ?", [MAIN_BRANCH, info.base_turn])
            self.conn.execute("UPDATE turns SET branch = ? WHERE branch = ?", [MAIN_BRANCH, info.name])
            self.conn.execute("DELETE FROM branches WHERE name = ?", [info.name])
            self.conn.execute("DELETE FROM pending")
            write_state(self.conn, war)
        return info

    def _accepted_war(self, info: BranchInfo) -> War:
        """The current war once ``info`` is accepted (inside a transaction)."""
        from gmdesk.store.branches import accepted_war
        from gmdesk.store.turns import read_turn

        current = read_war_dict(self.conn, str(self.path))
        last = self._last_number()
        old_last = read_turn(self.conn, last, MAIN_BRANCH, str(self.path)) if last is not None else None
        new_last = read_turn(self.conn, last, info.name, str(self.path)) if last is not None else None
        if old_last is None or new_last is None:
            raise WarFileError(f"the proposal does not reach turn {last}", path=str(self.path))
        return accepted_war(current, old_last, new_last, str(self.path))

    def discard(self) -> BranchInfo:
        """Drop the proposal; the history stays as it was."""
        with self._writing():
            info = self._proposal()
            if info is None:
                raise WarFileError("there is no re-resolution to discard", path=str(self.path))
            self._drop_proposals()
        return info

    # -- care -------------------------------------------------------------------------------------------
    def backup(self) -> Path:
        """A numbered backup now (``FILE.bak1`` newest; see :mod:`gmdesk.store.backups`)."""
        return make_backup(self.conn, self.path, self.keep_backups)

    def save_copy(self, path: str | os.PathLike[str], *, replace: bool = False,
                  current: tuple[War, Background | None] | None = None) -> Path:
        """The whole war file (history, branches, background) copied to ``path`` (File > Save As), with
        ``current`` (the war and background in memory, unsaved edits and all) as its current war.

        Built under a temporary name with SQLite's backup API and only then put in place; an existing
        war file is replaced only with ``replace`` and after a numbered backup. It reads this file
        only, so it works when this file can no longer be written (a full disk, a read-only folder).
        """
        path = Path(path)
        if path.resolve() == self.path.resolve():
            raise WarFileError("that is the file already open", path=str(path))
        if os.path.lexists(path) and not replace:
            raise WarFileError("exists already", path=str(path))
        tmp = temporary_beside(path)
        try:
            with self._reading():
                write_copy(self.conn, tmp, then=None if current is None else partial(write_current, *current))
            os.chmod(tmp, 0o666 & ~conns.current_umask())
            install(path, tmp, self.keep_backups, damaged_old_ok=False)
        except BaseException:
            with contextlib.suppress(FileNotFoundError):
                tmp.unlink()
            raise
        return path

    def backups(self) -> list[Path]:
        return list_backups(self.path)

    def refresh_lock(self) -> None:
        """Tell other machines this writer is still here (call every few minutes when idle)."""
        with self._writing():
            pass

    def lock_holder(self) -> locking.Holder | None:
        with self._reading():
            return locking.read_row(self.conn, str(self.path))

    def lock_stale_reason(self, holder: locking.Holder) -> str:
        """Why the writer named by the lock row is not at work any more ("" when it may be)."""
        me = locking.this_process()
        return locking.stale_reason(holder, me, path=self.path)

    def check(self) -> list[Problem]:
        """Integrity and history problems (the war's own are :func:`gmdesk.validation.war_problems`'s)."""
        from gmdesk.store import check as checks

        with self._reading():
            found = checks.integrity_problems(self.conn)
            if not found:
                refused, noted = checks.schema_problems(self.conn, self.schema_version())
                found += refused + noted
            if not found:
                found += checks.row_problems(self.conn, str(self.path))
                current = self.conn.execute("SELECT turn FROM war WHERE id = 1").fetchone()
                found += checks.history_problems(self.conn, str(self.path), current[0] if current else 0)
            return found

    def free_space(self) -> int:
        """Bytes of free pages inside the file (dropped turns, a discarded proposal); the next turns
        reuse them, and :meth:`compact` gives them back to the disk."""
        with self._reading():
            pages: int = self.conn.execute("PRAGMA freelist_count").fetchone()[0]
            size: int = self.conn.execute("PRAGMA page_size").fetchone()[0]
            return pages * size

    def compact(self) -> tuple[int, int]:
        """Rewrite the file without its free pages (SQLite's ``VACUUM``); returns its size before
        and after, in bytes.

        Explicit (``gmdesk compact``) rather than after every accept or discard: it rewrites the
        whole file, about 0.2 s per 35 MB on a fast disk and far more on a slow or shared one, and
        the free pages are reused by the next turns anyway.
        """
        with self._writing():  # the lock row is still ours
            pass
        size = self._file_size()
        try:
            self.conn.execute("VACUUM")
            self.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchone()
        except sqlite3.DatabaseError as exc:
            raise conns.damaged_error(self.path, exc) from None
        return size, self._file_size()

    def _file_size(self) -> int:
        pages: int = self.conn.execute("PRAGMA page_count").fetchone()[0]
        size: int = self.conn.execute("PRAGMA page_size").fetchone()[0]
        return pages * size

    def schema_version(self) -> int:
        version: int = self.conn.execute("PRAGMA user_version").fetchone()[0]
        return version

    def meta(self) -> dict[str, str]:
        with self._reading():
            return dict(self.conn.execute("SELECT key, value FROM meta").fetchall())

    # -- internals ------------------------------------------------------------------------------------
    def _require_writable(self) -> None:
        if self._closed:
            raise WarFileError("the war file is closed", path=str(self.path))
        if self.readonly:
            raise WarFileError(f"cannot write: {self.readonly_reason}", path=str(self.path))

    @contextlib.contextmanager
    def _writing(self) -> Iterator[None]:
        """One write transaction: BEGIN IMMEDIATE, check the lock row is ours, COMMIT or roll back."""
        self._require_writable()
        self._checked_war = None  # the war read on open is the file's no longer
        try:
            with conns.transaction(self.conn, immediate=True):
                locking.check_row(self.conn, self._holder(), str(self.path))
                yield
        except sqlite3.DatabaseError as exc:
            raise conns.damaged_error(self.path, exc, writing=True) from None
        except WarFileError as exc:
            if exc.path:
                raise
            raise conns.naming_file(exc, self.path) from None

    @contextlib.contextmanager
    def _reading(self) -> Iterator[None]:
        """One read transaction, so a read sees one state of the file even while another writes."""
        if self._closed:
            raise WarFileError("the war file is closed", path=str(self.path))
        try:
            if self.conn.in_transaction:
                yield
            else:
                with conns.read_transaction(self.conn):
                    yield
        except sqlite3.DatabaseError as exc:
            raise conns.damaged_error(self.path, exc) from None

    def _last_number(self) -> int | None:
        row = self.conn.execute("SELECT max(number) FROM turns WHERE branch = ?", [MAIN_BRANCH]).fetchone()
        number: int | None = row[0]
        return number

    def _holder(self) -> locking.Holder:
        """This gmdesk as the lock row names it (every writable store has one)."""
        if self._me is None:
            raise WarFileError(f"cannot write: {self.readonly_reason or 'not open for writing'}", path=str(self.path))
        return self._me

    def _proposal(self) -> BranchInfo | None:
        return read_proposal(self.conn, str(self.path))

    def _drop_proposals(self) -> None:
        self.conn.execute("DELETE FROM turns WHERE branch != ?", [MAIN_BRANCH])
        self.conn.execute("DELETE FROM branches")

    def _refuse_during_proposal(self, what: str) -> None:
        info = self._proposal()
        if info is not None:
            raise WarFileError(f"cannot {what} while the re-resolution from turn {info.base_turn} waits: "
                               f"accept or discard it first", path=str(self.path))

