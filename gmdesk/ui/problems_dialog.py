"""The list behind the status bar's problems button (:mod:`gmdesk.ui.problems`), imported on its first click."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from gmdesk.errors import Problem
from gmdesk.model.wording import Names
from gmdesk.ui.i18n import say, tr
from gmdesk.ui.widgets import TableDialog
from gmdesk.validation import problem_sentence


class ProblemsDialog(TableDialog):
    """Each problem as a sentence naming the character (by name) and the field; the file's path in the
    tooltip, for a GM who edits the JSON."""

    def __init__(self, problems: list[Problem], names: Names, parent: QWidget | None = None, *,
                 notices: list[Problem] | None = None) -> None:
        """``notices`` (nothing refused: two places sharing a name) come after the problems, marked as such."""
        rows = [tuple(say(text) for text in problem_sentence(p, names)) for p in problems]
        rows += [(say(problem_sentence(n, names)[0]), tr("Problems", "Notice: {0}.").format(say(n.message)))
                 for n in notices or []]
        problems = problems + list(notices or [])
        super().__init__(tr("Problems", "Problems in the war"),
                         [tr("Problems", "Who"), tr("Problems", "What is wrong")], rows, (720, 320), parent)
        for row, problem in enumerate(problems):
            for col in range(2):
                item = self.table.item(row, col)
                if item is not None:
                    item.setToolTip(f"{problem.field} = {problem.value!r}")
