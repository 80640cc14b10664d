"""The player's post beside the orders read from it: the GM pastes what the team wrote this turn.

The text becomes one undo step when the GM is done with it (the editor loses focus, another team is
shown, or the turn is resolved), never one per keystroke. The orders are read from it
(:func:`gmdesk.intake.read_post`) when it is shown and shortly after the GM stops typing, and shown
beside it (below it in a narrow column) (:class:`~gmdesk.ui.desk.post_reading.PostReadingView`).

A post belongs to the turn it was pasted for (:func:`gmdesk.model.orderedits.post_turn`): once that turn is
resolved the box starts empty for the coming turn and says an earlier turn's post is not used again (its
text in the note's tooltip), so last turn's orders cannot be used again by a click. A post that reads like
another team's (the team :func:`gmdesk.intake.read_post` tells when given none) says so above the reading
and offers to move it there.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, QTimer, Signal
from PySide6.QtGui import QFocusEvent, QResizeEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPlainTextEdit, QSplitter, QVBoxLayout, QWidget

from gmdesk.errors import GmdeskError
from gmdesk.intake import read_post
from gmdesk.model.war import War
from gmdesk.ui.desk.post_reading import PostReadingView
from gmdesk.ui.i18n import tr, turn_said
from gmdesk.ui.labels import team_name
from gmdesk.model.orderedits import kept_posts
from gmdesk.ui.widgets import OneLineLabel

#: How long after the last keystroke the post is read again (ms).
READ_DELAY_MS = 600
#: From this width on the post and its reading stand side by side (each still reads a line of a post in
#: a few lines); narrower, the reading goes under the post.
SIDE_BY_SIDE_FROM = 460
#: The post and its reading share the room 2 : 3: the GM has the post on the forum; the reading is the work.
POST_AND_READING = [200, 300]


def posts_of_turn(war: War) -> set[str]:
    """The teams with a post kept for the coming turn (an untagged one counted in)."""
    return {team for team, post in kept_posts(war).items() if post.turn in (None, war.turn) and post.text.strip()}


class _PostText(QPlainTextEdit):
    left = Signal()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.left.emit()


class PostEditor(QWidget):
    """One team's post. :attr:`post_edited` carries (team id, text) when the GM changed it."""

    post_edited = Signal(str, str)
    #: (the shown team, the team the post reads like, the text): the GM moves the post to that team.
    move_requested = Signal(str, str, str)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.team: str | None = None
        self.war: War | None = None
        self.readonly = True
        self._shown = ""
        #: The turn of the post kept for the shown team when it is an earlier turn's (None: none such).
        self.earlier: int | None = None
        self.title = QLabel(tr("PostEditor", "Player's post"))
        self.title.setObjectName("postTitle")
        font = self.title.font()
        font.setBold(True)
        self.title.setFont(font)
        self.hint = OneLineLabel()
        self.hint.setStyleSheet("color: #6b7580;")
        self.text = _PostText()
        self.text.setObjectName("postText")
        self.text.setPlaceholderText(tr("PostEditor", "Paste the team's post for this turn here: the orders beside it are read "
                                     "from it. Players never see this copy."))
        self.text.left.connect(self.commit)
        self.reading = PostReadingView()
        self.orders_accepted = self.reading.orders_accepted
        self.reading.move_requested.connect(self._move)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(READ_DELAY_MS)
        self._timer.timeout.connect(self.read_now)
        self.text.textChanged.connect(self._timer.start)
        split = QSplitter(Qt.Orientation.Vertical)
        split.setObjectName("postSplitter")
        split.setChildrenCollapsible(False)
        split.addWidget(self.text)
        split.addWidget(self.reading)
        split.setSizes(POST_AND_READING)
        self.splitter = split
        heading = QHBoxLayout()  # one line: the post and its reading get the height (a 1366 × 768 desk is low)
        heading.addWidget(self.title)
        heading.addWidget(self.hint, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(heading)
        layout.addWidget(split, 1)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        # No taller than it must be: in its scrolled column the post and its reading share the height there
        # is (each scrolls itself) rather than the column scrolling the reading out of view.
        return QSize(super().sizeHint().width(), self.minimumSizeHint().height())

    def hasHeightForWidth(self) -> bool:  # noqa: N802 (Qt's name)
        return False  # its height is the column's (see sizeHint), not what its wrapped lines would like

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        wide = event.size().width() >= SIDE_BY_SIDE_FROM
        orientation = Qt.Orientation.Horizontal if wide else Qt.Orientation.Vertical
        if self.splitter.orientation() != orientation:
            self.splitter.setOrientation(orientation)
            self.splitter.setSizes(POST_AND_READING)

    def show_team(self, war: War, team: str | None, text: str, *, readonly: bool, earlier: int | None = None,
                  earlier_text: str = "") -> None:
        """Show ``team``'s post for the coming turn (None: no single team is shown, and nothing can be written).
        ``earlier``: the team's kept post is turn ``earlier``'s (``earlier_text``), not the coming turn's."""
        self.commit()  # what the GM typed is kept before anything else is shown
        self.team, self.war, self.readonly = team, war, readonly
        self._shown = text
        self.earlier = earlier if team is not None else None
        if team is None:
            self.title.setText(tr("PostEditor", "Player's post"))
            self.hint.setText(tr("PostEditor", "Pick a character to read their team's post."))
        else:
            coming = turn_said(war.ruleset, war.turn)  # Night 2, 夜 2: the ruleset's word
            self.title.setText(tr("PostEditor", "Post of {0} for {1}").format(team_name(war, team), coming))
            self.hint.setText(tr("PostEditor", "Kept with the war for the GM only.") if not readonly
                              else tr("PostEditor", "Read-only war file."))
            if self.earlier is not None:
                before = turn_said(war.ruleset, self.earlier)
                self.hint.setText(tr("PostEditor", "{0}'s post is not used again: paste {1}'s here.").format(
                    before, coming))
                self.hint.setToolTip(tr("PostEditor", "{0}'s post:").format(before) + "\n" + earlier_text)
        if self.text.toPlainText() != text:
            self.text.setPlainText(text)
        self.text.setReadOnly(readonly or team is None)
        self.text.setEnabled(team is not None)
        self.read_now()

    def read_now(self) -> None:
        """Read the orders from the post as it stands and show them below it."""
        self._timer.stop()
        if self.war is None:
            return
        text = self.text.toPlainText()
        if self.team is None or not text.strip():
            self.reading.show_reading(self.war, None, readonly=self.readonly,
                                      problem="" if self.team is None else tr("PostEditor", "Paste the post above: its orders are "
                                      "read line by line."))
            self.reading.show_other_team(None)
            return
        try:
            # Read as nobody's first: the team it names most (the command line's ``gmdesk intake`` without
            # --team); the same reading when that is the shown team, else read again as the shown team's.
            guessed = read_post(self.war, text)
            reading = guessed if guessed.team == self.team else read_post(self.war, text, self.team)
        except (GmdeskError, ValueError) as exc:
            self.reading.show_reading(self.war, None, readonly=self.readonly,
                                      problem=tr("PostEditor", "The post cannot be read: {0}").format(exc))
            return
        self.reading.show_reading(self.war, reading, readonly=self.readonly)
        other = guessed.team if guessed.team not in (None, self.team) else None
        self.reading.show_other_team(other, team_name(self.war, other) if other else "",
                                     replaces=bool(other and other in posts_of_turn(self.war)))

    def _move(self, other: str) -> None:
        """The GM moves the shown post to ``other``, the team it reads like."""
        if self.team is None or not other or self.readonly:
            return
        text = self.text.toPlainText()
        self._shown = text  # handed on whole with the move, not also as an edit of this team's post
        self.move_requested.emit(self.team, other, text)

    def commit(self) -> None:
        """Hand the text on if the GM changed it (once)."""
        if self.team is None or self.text.isReadOnly():
            return
        text = self.text.toPlainText()
        if text != self._shown:
            self._shown = text
            self.post_edited.emit(self.team, text)
