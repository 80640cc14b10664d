"""The question asked before resolving a turn that has problems (Turn > Resolve Turn, Ctrl+R, the desk's
Resolve button): "Resolve anyway?", without blocking.

A GM who clicks Resolve by mistake, half the night's posts not entered yet, got a resolved turn at once.
Now, when the war has a problem that would change the turn (:func:`resolve_problems`), a window-modal
question opened with ``open()`` (never ``exec()``, which would hang every scripted and tested resolve)
lists them, at most :data:`LISTED` lines, with "Resolve Anyway" and "Cancel" (the default; Esc cancels).
Resolve Anyway runs the very resolve Resolve runs without problems (one undo step, the same progress, the
same errors). Its "Don't ask again for this war" box is kept in the app settings
(:data:`NOT_ASKED`, the war file's full path), not in the war: a habit of this desk, not a fact of the war
or its turns; Turn > Ask Before Resolving with Problems (checked: ask) turns it back on.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QMessageBox, QPushButton, QWidget

from gmdesk.messages import Listing
from gmdesk.ui.i18n import said_error, say, tr
from gmdesk.ui.labels import team_name

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.model.war import War
    from gmdesk.ui.settings import Settings

#: The app setting (gmdesk/ui/settings.py) listing the war files whose GM said "don't ask again".
NOT_ASKED = "turn/resolve_without_asking"
#: How many problems the question lists; the rest are counted ("… and 3 more").
LISTED = 8


def resolve_problems(war: War) -> list[str]:
    """What is worth a question before ``war``'s coming turn is resolved, one sentence each.

    Counted, because the turn would come out other than the GM means:

    * a team none of whose living characters has an order (characters without a team count as one
      group): its post was most likely not entered yet, and its characters would stand idle all turn.
      A character alone without orders is not asked about: in skirmish and valor a Master often gives
      none while the Servant acts (the sample nights do), and a question each night would be ticked
      away unread;
    * the problems ``gmdesk resolve`` refuses a war for (the model's checks and the ruleset's sheet
      checks, as the status bar's "⚠ problems" lists them): the engine resolves the sheets as they are (a
      stat not set counts as nothing, an unknown place as nowhere), and a stored turn made from such a
      war is one that replaying calls invalid (gmdesk/store/replay.py).

    Not counted: orders the rules refuse (Resolve stops at them with their own error dialog, no turn is
    made, so asking first would be two dialogs for one thing), a question the turn waits for (Resolve asks
    it again; nothing is resolved until it is answered), and notices that change nothing in the turn
    (post lines read as unsure, posts kept but not used when their orders are in place).
    """
    from gmdesk import rulesets
    from gmdesk.errors import GmdeskError
    from gmdesk.model.wording import Names
    from gmdesk.ui.problems_dialog import sheet_field_namer
    from gmdesk.validation import problem_sentence

    actors = {o.get("actor") for o in war.orders if isinstance(o, dict)}
    lines: list[str] = []
    groups: dict[str | None, list[str]] = {}
    for ch in war.alive():
        groups.setdefault(ch.team, []).append(ch.id)
    for team, members in groups.items():
        if any(cid in actors for cid in members):
            continue
        who = team_name(war, team) if team is not None else tr("ResolveAsk", "Characters with no team")
        names = say(Listing([war.characters[cid].name for cid in members]))  # (、 in Japanese)
        lines.append(tr("ResolveAsk", "{0} has no orders ({1}).").format(who, names))
    problems = list(war.problems())
    try:
        problems += rulesets.get(war.ruleset).validate_war(war)
    except GmdeskError as exc:
        lines.append(said_error(exc))
    names_of, namer = Names.of(war), sheet_field_namer(war)
    for problem in problems:
        lines.append(say(problem_sentence(problem, names_of, namer)[1]))  # the sentence names the character
    return lines


def asks(settings: Settings, path: Path) -> bool:
    """Whether Resolve asks first for the war file at ``path`` (yes unless its GM said not to)."""
    return _key(path) not in settings.get(NOT_ASKED)


def set_asks(settings: Settings, path: Path, ask: bool) -> None:
    """Ask (again) before resolving the war file at ``path`` with problems, or stop asking."""
    key = _key(path)
    kept = [p for p in settings.get(NOT_ASKED) if p != key]
    settings.set(NOT_ASKED, kept if ask else [*kept, key])


def _key(path: Path) -> str:
    return str(Path(path).resolve())


class ResolveQuestion(QMessageBox):
    """Resolve Night 2 with these problems? (``turn``: the turn as the window names it, in the ruleset's word.)
    Opened window-modal with :meth:`open`; ``on_resolve`` runs on Resolve Anyway (after the "don't ask again"
    box is kept by ``on_dont_ask``); Cancel does nothing."""

    def __init__(self, turn: str, problems: list[str], parent: QWidget,
                 on_resolve: Callable[[], object], on_dont_ask: Callable[[], None]) -> None:
        count = len(problems)
        lines = [f"• {line}" for line in problems[:LISTED]]
        if count > LISTED:
            lines.append(tr("ResolveAsk", "… and {0} more").format(count - LISTED))
        # ("to check", not "problems": the status bar's problems are the sheets', and a team's missing orders is none)
        head = (tr("ResolveAsk", "{0} has one thing to check before it resolves:") if count == 1
                else tr("ResolveAsk", "{0} has {1} things to check before it resolves:"))
        text = (head.format(turn, count) + "\n\n" + "\n".join(lines) + "\n\n"
                + tr("ResolveAsk", "Resolve it anyway? (Once resolved, Turn > Correct a Past Turn… changes its orders.)"))
        super().__init__(QMessageBox.Icon.Warning, tr("ResolveAsk", "Resolve {0}?").format(turn), text,
                         QMessageBox.StandardButton.NoButton, parent)
        self.setObjectName("resolveQuestion")
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.problems = problems
        self.resolve_button: QPushButton = self.addButton(tr("ResolveAsk", "Resolve Anyway"),
                                                          QMessageBox.ButtonRole.AcceptRole)
        self.resolve_button.setObjectName("resolveAnyway")
        self.cancel_button: QPushButton = self.addButton(tr("ResolveAsk", "Cancel"), QMessageBox.ButtonRole.RejectRole)
        self.cancel_button.setObjectName("cancelResolve")
        self.setDefaultButton(self.cancel_button)
        self.setEscapeButton(self.cancel_button)
        self.dont_ask = QCheckBox(tr("ResolveAsk", "Don't ask again for this war"))
        self.dont_ask.setObjectName("dontAskAgain")
        self.dont_ask.setToolTip(tr("ResolveAsk", "Turn > Ask Before Resolving with Problems asks again"))
        self.setCheckBox(self.dont_ask)
        self._on_resolve, self._on_dont_ask = on_resolve, on_dont_ask
        self.finished.connect(self._finished)

    def _finished(self, _result: int) -> None:
        """Once the question is gone (the turn's own question or error may follow it)."""
        if self.clickedButton() is not self.resolve_button:
            return
        if self.dont_ask.isChecked():
            self._on_dont_ask()
        self._on_resolve()
