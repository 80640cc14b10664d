"""The war's problems at a glance: a status-bar button that counts them and lists them on a click.

The same check as ``gmdesk validate`` (:func:`gmdesk.validation.war_problems`): the model's rules, the
ruleset's, and the orders. It runs a moment after the last edit, so a GM who breaks something (a home
base owned by a team that does not exist, an order for a deleted location) sees it at once. Notices
(:func:`gmdesk.validation.war_notices`: two places sharing a name) are counted beside them and listed after
them; they refuse nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QToolButton, QWidget

from gmdesk.ui.i18n import tr

if TYPE_CHECKING:  # pragma: no cover  (the check and the list come after the first paint: docs/startup.md)
    from gmdesk.errors import Problem
    from gmdesk.ui.document import WarDocument

#: How long after the last edit the war is checked again (milliseconds).
CHECK_DELAY_MS = 400


class ProblemsButton(QToolButton):
    def __init__(self, document: WarDocument, parent: QWidget | None = None, *, check_now: bool = True) -> None:
        """``check_now=False``: say "checking…" until :meth:`check` is called (the window calls it with the
        docks, after the map's first paint: the check loads the rules, which the first paint does not need)."""
        super().__init__(parent)
        self.setObjectName("status.problems")
        self.setAutoRaise(True)
        self.document = document
        self.problems: list[Problem] = []
        self.notices: list[Problem] = []
        self._timer = QTimer(self, singleShot=True, interval=CHECK_DELAY_MS)
        self._timer.timeout.connect(self.check)
        document.changed.connect(lambda _touched: self._timer.start())
        document.history_changed.connect(self._timer.start)
        self.clicked.connect(self.show_list)
        if check_now:
            self.check()
        else:
            self.setText(tr("Problems", "checking…"))

    def check(self) -> None:
        from gmdesk.validation import war_notices, war_problems

        self.problems = war_problems(self.document.war)
        self.notices = war_notices(self.document.war)
        count, notices = len(self.problems), len(self.notices)
        if count:
            self.setText((tr("Problems", "⚠ 1 problem") if count == 1
                          else tr("Problems", "⚠ {0} problems").format(count))
                         + (tr("Problems", " · {0} notice(s)").format(notices) if notices else ""))
            self.setStyleSheet("color: #b00020; font-weight: bold;")
            self.setToolTip(tr("Problems", "The war breaks a rule: click to see where"))
        elif notices:
            self.setText(tr("Problems", "ⓘ 1 notice") if notices == 1
                         else tr("Problems", "ⓘ {0} notices").format(notices))
            self.setStyleSheet("color: #8a5a00; font-weight: bold;")
            self.setToolTip(tr("Problems", "No rule is broken, but something may need the GM: click to read it"))
        else:
            self.setText(tr("Problems", "✓ no problems"))
            self.setStyleSheet("color: #2e7d32;")
            self.setToolTip(tr("Problems", "The war passes every check of `gmdesk validate`"))

    def show_list(self) -> None:
        from gmdesk.model.wording import Names
        from gmdesk.ui.problems_dialog import ProblemsDialog

        ProblemsDialog(self.problems, Names.of(self.document.war), self.window(), notices=self.notices,
                       war=self.document.war).exec()

