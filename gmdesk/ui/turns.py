"""The turn workflow of the open war: resolve, answer the question a turn stops at, the questions waiting,
the last stored turn. Widgets only show (Orange canvas's rule): the desk asks this controller to resolve,
and every view hears the outcome through its signals.

The war document owns it (``document.turns``). The Qt-free part is the store's
(:meth:`WarStore.resolve_stored <gmdesk.store.WarStore.resolve_stored>` gives the engine's result with
the turn as stored, :meth:`WarStore.questions <gmdesk.store.WarStore.questions>` the questions as the
engine asked them); what is left here needs the document: saving first, an answer as an undo step, the
war after the turn taken as it came out of the engine, and the signals.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

from gmdesk.engine.decisions import PendingDecision
from gmdesk.errors import WarFileError
from gmdesk.store.schema import MAIN_BRANCH
from gmdesk.ui.i18n import tr
from gmdesk.messages import Message

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.store.turns import StoredTurn
    from gmdesk.engine.turn import TurnResult  # the rules load with the first turn, not the window
    from gmdesk.ui.document import WarDocument


def with_answer(decisions: list[dict[str, Any]], question_id: str, choice: Any) -> list[dict[str, Any]]:
    """The coming turn's decisions with ``choice`` as the answer to ``question_id`` (replacing an earlier one)."""
    return [d for d in decisions if d.get("id") != question_id] + [{"id": question_id, "choice": choice}]


class TurnController(QObject):
    """Resolves the coming turn of a :class:`~gmdesk.ui.document.WarDocument` and keeps what came of it."""

    #: A turn was resolved and stored (its :class:`~gmdesk.store.turns.StoredTurn`, events as the engine made
    #: them); the document already holds the war after it.
    turn_stored = Signal(object)
    #: The questions the coming turn waits for changed (a list of :class:`PendingDecision`, maybe empty).
    questions_changed = Signal(list)

    def __init__(self, document: "WarDocument"):
        super().__init__(document)
        self.document = document
        self._questions: list[PendingDecision] | None = None
        self._last: StoredTurn | None = None

    # -- what the views read ------------------------------------------------------------------------
    def questions(self) -> list[PendingDecision]:
        """The questions the coming turn waits for (read from the file once, then kept)."""
        if self._questions is None:
            self._questions = self.document.store.questions()
        return list(self._questions)

    def last_turn(self) -> StoredTurn | None:
        """The last turn of the history: the one just resolved as it came out of the engine, else read."""
        number = self.document.last_turn()
        if number is None:
            return None
        if self._last is None or self._last.number != number:
            self._last = self.document.store.turn(number)
        return self._last

    def turn(self, number: int, branch: str = MAIN_BRANCH) -> StoredTurn:
        """Stored turn ``number`` of ``branch``; the last turn is not read again."""
        last = self._last
        if branch == MAIN_BRANCH and last is not None and last.number == number:
            return last
        return self.document.store.turn(number, branch)

    # -- the workflow --------------------------------------------------------------------------------
    def resolve(self) -> TurnResult:
        """Save, then resolve the coming turn with the war's orders and answers, and store it.

        A resolved turn becomes the document's war (the undo stack starts afresh) and is announced by
        :attr:`turn_stored`; a turn that stops at a question stores the question and announces it by
        :attr:`questions_changed`. Refused orders raise :class:`~gmdesk.engine.orders.OrdersRefused`, a
        file that cannot be written :class:`~gmdesk.errors.WarFileError`; nothing is stored then."""
        document = self.document
        if document.readonly:
            raise WarFileError(Message("opened read-only ({reason})", reason=document.store.readonly_reason),
                               path=str(document.path))
        war = document.war
        if document.is_dirty():
            document.save()
        resolution = document.store.resolve_stored(orders=list(war.orders), decisions=list(war.decisions),
                                                   rulings=[])
        self._questions = resolution.questions
        if resolution.turn is None:
            self.questions_changed.emit(self.questions())
            return resolution.result
        self._last = resolution.turn
        document.take_resolved(resolution.result.war)
        self.questions_changed.emit([])
        self.turn_stored.emit(resolution.turn)
        return resolution.result

    def keep_answer(self, question_id: str, choice: Any) -> bool:
        """Keep ``choice`` as the answer to ``question_id`` with the coming turn (one undo step, saved with
        the war, so it survives closing it); False when the document refuses the edit."""
        decisions = with_answer(list(self.document.war.decisions), question_id, choice)
        label = tr("Turns", "answer {0}: {1}").format(question_id, choice)
        from gmdesk.model.orderedits import SetDecisions  # the order edits load with the first answer kept

        return self.document.do(SetDecisions(decisions, label=label))

    def answer(self, question_id: str, choice: Any) -> TurnResult | None:
        """Keep the answer and resolve the turn again from its start (None: the answer was refused)."""
        if not self.keep_answer(question_id, choice):
            return None
        return self.resolve()

    def forget(self) -> None:
        """The history was rewritten (a re-resolution accepted, a ruling): read it again when asked."""
        self._last = None
        self._questions = None
