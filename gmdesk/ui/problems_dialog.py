"""The list behind the status bar's problems button (:mod:`gmdesk.ui.problems`), imported on its first click."""

from __future__ import annotations

from typing import Callable

from PySide6.QtWidgets import QWidget

from gmdesk import rulesets
from gmdesk.errors import GmdeskError, Problem
from gmdesk.model.war import War
from gmdesk.model.wording import Names
from gmdesk.sheets.problem_words import problem_field_words
from gmdesk.ui.i18n import language_in_use, say, tr
from gmdesk.ui.widgets import TableDialog
from gmdesk.validation import problem_sentence


class ProblemsDialog(TableDialog):
    """Each problem as a sentence naming the character (by name) and the field; the file's path in the
    tooltip, for a GM who edits the JSON."""

    def __init__(self, problems: list[Problem], names: Names, parent: QWidget | None = None, *,
                 notices: list[Problem] | None = None, war: War | None = None) -> None:
        """``notices`` (nothing refused: two places sharing a name) come after the problems, marked as such;
        ``war``: its sheets name their fields (``FP``, not ``fp points``)."""
        namer = sheet_field_namer(war) if war is not None else None
        rows = [tuple(say(text) for text in problem_sentence(p, names, namer)) for p in problems]
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


def sheet_field_namer(war: War) -> Callable[[str, str], str | None]:
    """A character's field as the sheet editor names it, in the window's language (``FP``, ``筋力``), for
    :func:`gmdesk.validation.problem_sentence`; the model's words when the war's ruleset cannot be loaded."""
    try:
        ruleset = rulesets.get(war.ruleset)
    except GmdeskError:
        return lambda cid, field: None
    language = language_in_use()

    def named(cid: str, field: str) -> str | None:
        return problem_field_words(ruleset, field, war.characters.get(cid), language)
    return named
