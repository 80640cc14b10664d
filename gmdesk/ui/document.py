"""The open war: its file, the War in memory, the undo stack, and the signals the views listen to.

Views never own the truth (Orange canvas's rule): they draw ``document.war`` and ask for changes with
:meth:`WarDocument.do`, which checks the edit, pushes it on the undo stack and tells every view what it
touched. Saving writes the whole current war in one store transaction, so a crash mid-save leaves the
last good state; edits are saved a few seconds after the last one (and on Save, and on close).
"""

from __future__ import annotations

import contextlib
import copy
from pathlib import Path
from typing import TYPE_CHECKING, Iterator

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from gmdesk import rulesets
from gmdesk.errors import UnknownRulesetError, WarFileError
from gmdesk.model.war import War
from gmdesk.model.warfile import save_war
from gmdesk.store import WarStore
from gmdesk.store.background import Background, join_background
from gmdesk.ui.i18n import said_error, say, tr, turn_said
from gmdesk.messages import Message
from gmdesk.ui.turns import TurnController

if TYPE_CHECKING:  # pragma: no cover  (the edits' module comes with the first edit: docs/startup.md)
    from gmdesk.model.mapedits import MapEdit, Touched

#: Edits are written this long after the last one (milliseconds); Save writes at once.
AUTOSAVE_DELAY_MS = 2000
#: The writer's lock heartbeat, so other machines see this gmdesk is still at work.
LOCK_REFRESH_MS = 120_000


def check_ruleset(ruleset_id: str, path: str | Path) -> None:
    """Raise a :class:`WarFileError` naming the file when this gmdesk has no such ruleset: every dock
    reads the ruleset, so a war without one cannot be shown (its plugin may not be installed here)."""
    if not rulesets.known(ruleset_id):
        exc = UnknownRulesetError(ruleset_id, rulesets.available())
        raise WarFileError(f"{exc} (is its plugin installed?)", path=str(path), field="ruleset")


class EditCommand(QUndoCommand):
    """One :class:`MapEdit` on the undo stack."""

    def __init__(self, document: "WarDocument", edit: MapEdit):
        super().__init__(say(edit.describe(document.war)))
        self.document = document
        self.edit = edit

    def redo(self) -> None:
        self.document._changed(self.edit.apply(self.document.war))

    def undo(self) -> None:
        self.document._changed(self.edit.revert(self.document.war))


class BackgroundCommand(QUndoCommand):
    """Set, change or remove the background picture (undoable like any edit)."""

    def __init__(self, document: "WarDocument", new: Background | None, text: str):
        super().__init__(text)
        self.document = document
        self.old = copy.deepcopy(document.background)
        self.new = copy.deepcopy(new)

    def redo(self) -> None:
        self.document._set_background(copy.deepcopy(self.new))

    def undo(self) -> None:
        self.document._set_background(copy.deepcopy(self.old))


class WarDocument(QObject):
    """An open ``.gmdesk`` war file and the war the GM is editing."""

    #: Something in the war changed (a :class:`Touched` says what).
    changed = Signal(object)
    #: The background picture changed.
    background_changed = Signal()
    #: Saved or unsaved (True = there are unsaved edits).
    dirty_changed = Signal(bool)
    #: An edit was refused; the text says why.
    refused = Signal(str)
    #: Saving failed; the text says why (the edits stay in memory and on the undo stack).
    save_failed = Signal(str)
    #: The stored history was rewritten (a re-resolution accepted, a ruling): the war was read again. A turn
    #: resolved is announced by ``turns.turn_stored`` instead.
    history_changed = Signal()
    #: The war file was let go (``close``): windows editing this war close with it.
    closed = Signal()
    #: The undo stack started afresh after a turn resolved or the history was rewritten: why, in words (the Undo
    #: History's first line), so that the edits before are not simply gone from sight.
    undo_restarted = Signal(str)

    def __init__(self, store: WarStore, parent: QObject | None = None):
        super().__init__(parent)
        self.store = store
        self.war: War = store.load_war()
        check_ruleset(self.war.ruleset, store.path)
        self.background: Background | None = store.background()
        self._saved_background = copy.deepcopy(self.background)
        self.undo_stack = QUndoStack(self)
        self.undo_stack.cleanChanged.connect(lambda clean: self.dirty_changed.emit(not clean))
        self.undo_stack.indexChanged.connect(self._schedule_autosave)
        self._autosave = QTimer(self, singleShot=True, interval=AUTOSAVE_DELAY_MS)
        self._autosave.timeout.connect(self.save_quietly)
        self._heartbeat = QTimer(self, interval=LOCK_REFRESH_MS)
        self._heartbeat.timeout.connect(self._refresh_lock)
        if not store.readonly:
            self._heartbeat.start()
        #: The turn workflow: resolve, answer, the questions waiting, the last stored turn.
        self.turns = TurnController(self)

    # -- opening -------------------------------------------------------------------------------------
    @classmethod
    def open(cls, path: str | Path, parent: QObject | None = None) -> "WarDocument":
        """Open a war file; one whose ruleset this gmdesk lacks is refused and let go (not left locked)."""
        store = WarStore.open(path)
        try:
            return cls(store, parent)
        except BaseException:
            store.close()
            raise

    @classmethod
    def create(cls, path: str | Path, war: War, parent: QObject | None = None, *,
               replace: bool = False) -> "WarDocument":
        """Write ``war`` to a new war file (``replace``: back up and replace the file there)."""
        check_ruleset(war.ruleset, path)
        return cls(WarStore.create(path, war, replace=replace), parent)

    # -- what the views read --------------------------------------------------------------------------
    @property
    def path(self) -> Path:
        return self.store.path

    @property
    def readonly(self) -> bool:
        return self.store.readonly

    @property
    def ruleset(self):
        return rulesets.get(self.war.ruleset)

    def is_dirty(self) -> bool:
        return not self.undo_stack.isClean()

    def last_turn(self) -> int | None:
        numbers = self.store.turn_numbers()
        return numbers[-1] if numbers else None

    # -- editing --------------------------------------------------------------------------------------
    def do(self, edit: MapEdit) -> bool:
        """Check ``edit`` and make it as one undo step; False (and :attr:`refused`) when refused."""
        if not self.can_do(edit):
            return False
        self.undo_stack.push(EditCommand(self, edit))
        return True

    def can_do(self, edit: MapEdit) -> bool:
        """Whether ``edit`` would be made now; when not, :attr:`refused` says why. Nothing changes: the
        editor asks this before it asks the GM questions whose answers a refusal would waste."""
        if self.readonly:
            self.refused.emit(tr("Document", "{0} is open read-only ({1}): nothing can be changed").format(
                self.path.name, say(self.store.readonly_reason)))
            return False
        from gmdesk.model.mapedits import EditRefused  # imported already by whoever made ``edit``

        try:
            edit.check(self.war)
        except EditRefused as exc:
            self.refused.emit(said_error(exc))
            return False
        return True

    def set_background(self, background: Background | None, text: str = "set the background") -> bool:
        if self.readonly:
            self.refused.emit(tr("Document", "{0} is open read-only: the background cannot change").format(
                self.path.name))
            return False
        self.undo_stack.push(BackgroundCommand(self, background, text))
        return True

    def reload(self, *, keep_undo: bool = False) -> None:
        """Read the war again after the store rewrote the history (a re-resolution accepted, a ruling).
        Unsaved edits are saved first; the undo stack starts afresh, since its steps belong to the war
        before (``keep_undo``: a step on the stack is being undone or redone, and it rewrote the history)."""
        if self.is_dirty() and not self.readonly:
            self.save()
        self.turns.forget()
        self.war = self.store.load_war()
        self.background = self.store.background()
        self._saved_background = copy.deepcopy(self.background)
        if not keep_undo:
            self.undo_stack.clear()
            self.undo_restarted.emit(tr("Document", "(the history was rewritten: the edits before are part of it)"))
        from gmdesk.model.mapedits import Touched

        self.changed.emit(Touched(whole_map=True))
        self.background_changed.emit()
        self.history_changed.emit()

    def take_resolved(self, war: War) -> None:
        """Go on from the war a resolved turn left (the store holds it already; it is not read back).
        The undo stack starts afresh, since its steps belong to the war before."""
        self._autosave.stop()
        self.war = war
        self.undo_stack.clear()
        self.undo_restarted.emit(tr("Document", "({0} resolved: the edits before it are part of it;\nTurn > "
                                    "Correct a Past Turn… changes them)").format(
                                        turn_said(war.ruleset, war.turn - 1)))
        from gmdesk.model.mapedits import Touched

        self.changed.emit(Touched(whole_map=True))

    def _changed(self, touched: Touched) -> None:
        self.changed.emit(touched)

    def _set_background(self, background: Background | None) -> None:
        self.background = background
        self.background_changed.emit()

    # -- saving ---------------------------------------------------------------------------------------
    def _schedule_autosave(self) -> None:
        if not self.readonly:
            self._autosave.start()

    def save(self) -> None:
        """Write the war now, in one transaction; raises :class:`WarFileError` when it cannot."""
        self._autosave.stop()
        if self.readonly:
            raise WarFileError(Message("opened read-only ({reason})", reason=self.store.readonly_reason),
                               path=str(self.path))
        self.store.save_state(self.war)
        if self.background != self._saved_background:
            self.store.set_background(self.background)
            self._saved_background = copy.deepcopy(self.background)
        self.undo_stack.setClean()

    def save_quietly(self) -> bool:
        """Autosave: a failure is reported through :attr:`save_failed`, never raised into Qt."""
        try:
            self.save()
        except WarFileError as exc:
            self.save_failed.emit(said_error(exc))  # (in the window's language)
            return False
        return True

    def export_json(self, path: str | Path) -> None:
        """The current war (with unsaved edits and the background) as a JSON war file."""
        war = self.war.copy()
        if self.background is not None:
            war.map.extra = join_background(war.map.extra, self.background)
        save_war(war, path)

    def save_to(self, target: str | Path, *, replace: bool = False) -> None:
        """File > Save As: copy the war file (history and all) to ``target`` with the war as it stands in
        memory, unsaved edits included, then go on there: the war, the undo steps and the views stay, the
        old file is let go. It only reads the old file, so it rescues the edits when the old file can no
        longer be written (a full disk, a read-only folder)."""
        if self.is_dirty():
            try:  # the old file keeps the edits made in it, as the autosave would have written them
                self.save()
            except (WarFileError, OSError):
                pass  # it cannot take them now (a full disk, a read-only folder): the copy does
        self._autosave.stop()
        target = Path(target)
        self.store.save_copy(target, replace=replace, current=(self.war, self.background))
        store = WarStore.open(target)
        old, self.store = self.store, store
        old.close()
        self._saved_background = copy.deepcopy(self.background)
        self.undo_stack.setClean()
        self._heartbeat.stop()
        if not store.readonly:
            self._heartbeat.start()

    @contextlib.contextmanager
    def timers_paused(self) -> Iterator[None]:
        """Autosave and the lock heartbeat wait while the window does long work in one store transaction (a
        write of theirs would start inside it); each starts again afterwards if it was running."""
        autosave, heartbeat = self._autosave.isActive(), self._heartbeat.isActive()
        self._autosave.stop()
        self._heartbeat.stop()
        try:
            yield
        finally:
            if heartbeat:
                self._heartbeat.start()
            if autosave:
                self._autosave.start()

    def _refresh_lock(self) -> None:
        try:
            self.store.refresh_lock()
        except WarFileError as exc:
            self.save_failed.emit(said_error(exc))  # (in the window's language)

    def close(self) -> None:
        """Save what is unsaved and let the file go (a failed save raises and keeps the file open)."""
        if self.is_dirty() and not self.readonly:
            self.save()
        self._heartbeat.stop()
        self._autosave.stop()
        self.store.close()
        self.closed.emit()
