"""A question the turn stopped at, answered by the GM (for themselves or on a player's behalf).

Shown with ``open`` (window-modal, never a nested event loop): the desk stays in view behind it and
nothing waits on it. One button per option, so an answer is one click; a button says what its answer does
(the question's labels, in the window's language), its tooltip the id stored and the rule; the rule the
question comes from is shown under it.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QGridLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from gmdesk.engine.decisions import PendingDecision
from gmdesk.errors import GmdeskError
from gmdesk.model.war import War
from gmdesk.ui.desk.wording import asker_text, option_text
from gmdesk.ui.i18n import say, tr, turn_said

#: Options per row of buttons, when every answer is short (names, yes/no); longer ones (what an answer
#: does, "Archer goes back to its Master at Cape Lighthouse") take a row each, so they read as a list.
BUTTONS_PER_ROW = 4
SHORT_ANSWER = 24


def as_pending(question: PendingDecision | dict[str, Any]) -> PendingDecision:
    """A stored question (``WarStore.pending()`` gives dicts) as the engine's :class:`PendingDecision`."""
    if isinstance(question, PendingDecision):
        return question
    if not (isinstance(question, dict) and isinstance(question.get("id"), str)
            and isinstance(question.get("options"), list) and question["options"]):
        raise GmdeskError(f"a question needs an id and options, not {question!r}")
    return PendingDecision.from_dict(question)


def answer_words(war: War, pending: PendingDecision, option: Any) -> str:
    """What answering ``option`` does, in the window's language: the question's label for it, else
    the option as a name (a character, a party, a place) or as it is."""
    label = pending.label(option)
    return say(label) if label else option_text(war, option)


class DecisionDialog(QDialog):
    """Ask one question; :attr:`chosen` carries the option picked (the dialog then closes)."""

    chosen = Signal(object)

    def __init__(self, question: PendingDecision | dict[str, Any], war: War, parent: QWidget | None = None,
                 *, turn: int | None = None):
        super().__init__(parent)
        self.pending = as_pending(question)
        self.setObjectName("decisionDialog")
        self.setWindowTitle(tr("DecisionDialog", "{0} waits for an answer").format(
            turn_said(war.ruleset, turn if turn is not None else war.turn)))

        who = QLabel(tr("DecisionDialog", "Question for {0}").format(say(asker_text(war, self.pending.asks))))
        who.setObjectName("decisionAsks")
        font = who.font()
        font.setBold(True)
        who.setFont(font)
        self.question = QLabel(say(self.pending.question))
        self.question.setObjectName("decisionQuestion")
        self.question.setWordWrap(True)
        self.question.setTextFormat(Qt.TextFormat.PlainText)
        self.question.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        rule = QLabel(tr("DecisionDialog", "Rule: {0}").format(self.pending.rule) if self.pending.rule else "")
        rule.setObjectName("decisionRule")
        rule.setWordWrap(True)
        rule.setTextFormat(Qt.TextFormat.PlainText)
        rule.setStyleSheet("color: #6b7580;")
        rule.setVisible(bool(self.pending.rule))

        self.buttons: dict[Any, QPushButton] = {}
        grid = QGridLayout()
        texts = {option: self.option_words(war, option) for option in self.pending.options}
        per_row = BUTTONS_PER_ROW if all(len(t) <= SHORT_ANSWER for t in texts.values()) else 1
        for i, option in enumerate(self.pending.options):
            button = QPushButton(texts[option])
            button.setObjectName(f"option-{option}")
            button.setToolTip(self.option_tip(option))
            button.setMinimumHeight(32)
            button.clicked.connect(lambda _=False, o=option: self.choose(o))
            grid.addWidget(button, i // per_row, i % per_row)
            self.buttons[option] = button

        later = QDialogButtonBox()
        later.addButton(tr("DecisionDialog", "Answer later"), QDialogButtonBox.ButtonRole.RejectRole)
        later.rejected.connect(self.reject)
        note = QLabel(tr("DecisionDialog", "The answer is kept with the turn's orders, and the turn is resolved again "
                         "from its start."))
        note.setObjectName("decisionNote")
        note.setToolTip(tr("DecisionDialog", "Decision {0}").format(self.pending.id))  # the stored id, for the curious
        note.setWordWrap(True)
        note.setStyleSheet("color: #6b7580;")

        layout = QVBoxLayout(self)
        layout.addWidget(who)
        layout.addWidget(self.question)
        layout.addWidget(rule)
        layout.addSpacing(6)
        layout.addLayout(grid)
        layout.addSpacing(6)
        layout.addWidget(note)
        layout.addWidget(later)
        self.resize(520, self.sizeHint().height())

    def option_words(self, war: War, option: Any) -> str:
        return answer_words(war, self.pending, option)

    def option_tip(self, option: Any) -> str:
        """The id the answer is stored as, the decision and the rule the question comes from."""
        tip = tr("DecisionDialog", "Answer {0} (decision {1})").format(repr(option), self.pending.id)
        if self.pending.rule:
            tip += "\n" + tr("DecisionDialog", "Rule: {0}").format(self.pending.rule)
        return tip

    def choose(self, option: Any) -> None:
        """Answer ``option`` (one of the question's); the dialog closes and :attr:`chosen` fires."""
        if option not in self.pending.options:
            raise GmdeskError(f"decision {self.pending.id}: {option!r} is not one of "
                              f"{', '.join(map(str, self.pending.options))}")
        self.accept()
        self.chosen.emit(option)
