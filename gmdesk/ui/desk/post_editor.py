"""The player's post beside the orders read from it: the GM pastes what the team wrote this turn.

The text becomes one undo step when the GM is done with it (the editor loses focus, another team is
shown, or the turn is resolved), never one per keystroke. The orders are read from it
(:func:`gmdesk.intake.read_post`) when it is shown and shortly after the GM stops typing, and shown
beside it (below it in a narrow column) (:class:`~gmdesk.ui.desk.post_reading.PostReadingView`).
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, QTimer, Signal
from PySide6.QtGui import QFocusEvent, QResizeEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPlainTextEdit, QSplitter, QVBoxLayout, QWidget

from gmdesk.errors import GmdeskError
from gmdesk.intake import read_post
from gmdesk.model.war import War
from gmdesk.ui.desk.post_reading import PostReadingView
from gmdesk.ui.i18n import tr
from gmdesk.ui.labels import team_name
from gmdesk.ui.widgets import OneLineLabel

#: How long after the last keystroke the post is read again (ms).
READ_DELAY_MS = 600
#: From this width on the post and its reading stand side by side (each still reads a line of a post in
#: a few lines); narrower, the reading goes under the post.
SIDE_BY_SIDE_FROM = 460


class _PostText(QPlainTextEdit):
    left = Signal()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.left.emit()


class PostEditor(QWidget):
    """One team's post. :attr:`post_edited` carries (team id, text) when the GM changed it."""

    post_edited = Signal(str, str)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.team: str | None = None
        self.war: War | None = None
        self.readonly = True
        self._shown = ""
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
        split.setSizes([300, 300])
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
            self.splitter.setSizes([300, 300])  # half each

    def show_team(self, war: War, team: str | None, text: str, *, readonly: bool) -> None:
        """Show ``team``'s post (None: no single team is shown, and nothing can be written)."""
        self.commit()  # what the GM typed is kept before anything else is shown
        self.team, self.war, self.readonly = team, war, readonly
        self._shown = text
        if team is None:
            self.title.setText(tr("PostEditor", "Player's post"))
            self.hint.setText(tr("PostEditor", "Pick a character to read their team's post."))
        else:
            self.title.setText(tr("PostEditor", "Post of {0}").format(team_name(war, team)))
            self.hint.setText(tr("PostEditor", "Kept with the war for the GM only.") if not readonly
                              else tr("PostEditor", "Read-only war file."))
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
            return
        try:
            reading = read_post(self.war, text, self.team)
        except (GmdeskError, ValueError) as exc:
            self.reading.show_reading(self.war, None, readonly=self.readonly,
                                      problem=tr("PostEditor", "The post cannot be read: {0}").format(exc))
            return
        self.reading.show_reading(self.war, reading, readonly=self.readonly)

    def commit(self) -> None:
        """Hand the text on if the GM changed it (once)."""
        if self.team is None or self.text.isReadOnly():
            return
        text = self.text.toPlainText()
        if text != self._shown:
            self._shown = text
            self.post_edited.emit(self.team, text)
