"""A turn's GM rulings changed as one undo step: a ruling stored, a ruling removed (Edit ▸ Undo takes it back).

Rulings are kept with the turn they override (``StoredTurn.rulings``): changing them re-resolves that turn
and the ones after it (``WarStore.rebranch``) and accepts the result at once, so replay stays a pure
function of the stored inputs. Undo and redo do the same with the list before or after the step. The
document then reads the war again, keeping its undo stack (:meth:`WarDocument.reload`).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QUndoCommand

from gmdesk.errors import GmdeskError
from gmdesk.model.wording import Names
from gmdesk.ui.desk.correction_dialog import outcome_lines
from gmdesk.ui.document import WarDocument
from gmdesk.ui.i18n import said_error, tr, turn_said


def store_rulings(document: WarDocument, number: int, rulings: list[dict[str, Any]], *,
                  keep_undo: bool = False) -> None:
    """Turn ``number``'s rulings become ``rulings``: the history from that turn is resolved again and
    accepted, and the document reads the war again. Raises :class:`GmdeskError` (nothing changed) when
    a re-resolution waits, or the turns after could not be resolved again with the new rulings."""
    store = document.store
    waiting = store.proposal()
    if waiting is not None:
        raise GmdeskError(tr("RulingDialog", "a re-resolution from {0} waits: accept or discard it (Correct a "
                             "past turn…) before changing a ruling").format(
                                 turn_said(document.war.ruleset, waiting.base_turn)))
    if document.is_dirty():
        document.save()
    proposal = store.rebranch({number: {"rulings": rulings}})
    if not proposal.complete:
        store.discard()
        lines = outcome_lines({"diffs": [d.to_dict() for d in proposal.diffs if d.differs]},
                              document.war.ruleset, Names.of(document.war))  # sentences, not JSON
        raise GmdeskError(tr("RulingDialog", "the turns after the ruling could not be resolved again ({0} at "
                             "{1}); nothing was changed:").format(proposal.status, _stop(document, proposal.stopped_at))
                          + "\n" + "\n".join(lines))
    store.accept()
    document.reload(keep_undo=keep_undo)


def _stop(document: WarDocument, number: int | None) -> str:
    """The turn a re-resolution stopped at, in the ruleset's word (Night 3, 夜 3)."""
    return turn_said(document.war.ruleset, number) if number is not None else "?"


class RulingsStep(QUndoCommand):
    """Turn ``number``'s rulings from ``before`` to ``after``, done already when pushed (the dialog stored
    it, so that a refusal could be shown there first). A later undo or redo that the store refuses
    is said through ``document.refused`` and drops the step (the rulings stay as they are)."""

    def __init__(self, document: WarDocument, number: int, before: list[dict[str, Any]],
                 after: list[dict[str, Any]], text: str):
        super().__init__(text)
        self.document = document
        self.number = number
        self.before = [dict(r) for r in before]
        self.after = [dict(r) for r in after]
        self._done = True

    def redo(self) -> None:
        if self._done:  # the first redo, when pushed: stored already
            self._done = False
            return
        self._set(self.after)

    def undo(self) -> None:
        self._set(self.before)

    def _set(self, rulings: list[dict[str, Any]]) -> None:
        try:
            store_rulings(self.document, self.number, rulings, keep_undo=True)
        except GmdeskError as exc:
            self.setObsolete(True)
            self.document.refused.emit(said_error(exc))


def push_rulings(document: WarDocument, number: int, before: list[dict[str, Any]], after: list[dict[str, Any]],
                 text: str) -> None:
    """Store turn ``number``'s new rulings and put the change on the undo stack (as its only step: the
    steps before it belonged to the war before); raises :class:`GmdeskError` when it cannot be stored."""
    store_rulings(document, number, after)
    document.undo_stack.push(RulingsStep(document, number, before, after, text))
