"""The orders read from a team's post, line by line, beside the post: read, unsure (the GM picks a
reading), unread (an order line not understood or refused, with why) or prose (chatter, quotes, headings:
:mod:`gmdesk.intake.tally`); "Use these orders" makes them the team's orders (one undo step). The lines the
GM must act on come first (unsure, then unread), then the orders read, then the prose, each in the post's
order, so a low dock shows the work first. Below, the teams that have no orders yet, on one line. The
reading itself is :func:`gmdesk.intake.read_post` (no Qt there)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (QAbstractItemView, QComboBox, QHBoxLayout, QHeaderView, QLabel, QPushButton,
                               QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget)

from gmdesk.intake import PostReading, Status
from gmdesk.intake.tally import Tally, is_prose
from gmdesk.intake.vocab import vocabulary
from gmdesk.model.war import War
from gmdesk.ui.desk.wording import order_text
from gmdesk.ui.i18n import N, say, tr
from gmdesk.ui.widgets import OneLineLabel

MARKS = {Status.READ: (N("PostReading", "read"), "#2e7d32"), Status.UNSURE: (N("PostReading", "unsure"), "#b35900"),
         Status.UNREAD: (N("PostReading", "unread"), "#6b7580")}
PICK = N("PostReading", "pick a reading…")
PROSE = (N("PostReading", "prose"), "#9aa3ab")
#: An order line that was not read stands out from the prose (grey): the GM has an order to fix there.
UNREAD_ORDER_COLOR = "#b3261e"
#: The order rows are shown in: what the GM must act on first, the post's prose last.
UNSURE_FIRST, UNREAD_NEXT, READ_THEN, PROSE_LAST = range(4)


def summary_text(counts: Tally) -> str:
    """"2 read, 0 unsure, 1 unread, 5 prose/quotes": the order lines not understood apart from the prose."""
    return tr("PostReading", "{0} read, {1} unsure, {2} unread, {3} prose/quotes").format(
        counts.read, counts.unsure, counts.unread, counts.prose)


def missing_teams(war: War) -> list[str]:
    """The names of the teams with a living character and no order yet this turn."""
    ordered = {war.characters[o["actor"]].team for o in war.orders
               if isinstance(o, dict) and o.get("actor") in war.characters}
    alive = {c.team for c in war.characters.values() if c.alive and c.team}
    return [t.name for t in war.teams if t.id in alive and t.id not in ordered]


class PostReadingView(QWidget):
    """What was read from one post; :attr:`orders_accepted` carries (team id, the orders chosen)."""

    orders_accepted = Signal(str, list)
    #: The GM asked to move the post to the team it reads like (that team's id).
    move_requested = Signal(str)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.war: War | None = None
        self.reading: PostReading | None = None
        self.summary = QLabel(tr("PostReading", "Orders read from the post appear here."))
        self.summary.setObjectName("postReadingSummary")
        self.summary.setWordWrap(True)
        self.table = QTableWidget(0, 3)
        self.table.setObjectName("postLines")
        self.table.setHorizontalHeaderLabels([tr("PostReading", "Line"), "",
                                              tr("PostReading", "Order read, or why not")])
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setWordWrap(True)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        header.setTextElideMode(Qt.TextElideMode.ElideRight)  # a narrow column ends its title in "…"
        # A reason wraps to the column's width as it is now, not as it was when the post was read.
        header.sectionResized.connect(lambda *_: self.table.resizeRowsToContents())
        self.use_button = QPushButton(tr("PostReading", "Use these orders"))
        self.use_button.setObjectName("usePostOrders")
        self.use_button.setToolTip(tr("PostReading", "Make the orders read (and the readings picked) this team's orders for the "
                                   "coming turn, in place of the ones it has; asks first when some of those are not "
                                   "in the post (one undo step)"))
        self.use_button.clicked.connect(self.accept)
        self.missing = OneLineLabel()  # one line (the whole list its tooltip): the reading keeps the height
        self.missing.setObjectName("missingTeams")
        self.missing.setStyleSheet("color: #b35900;")
        # A post that reads like another team's (QA qa-posts finding 10): said above the reading, with a move.
        self.other_team = OneLineLabel()  # one line beside the move (which names the team): no squeezed lines
        self.other_team.setObjectName("postOtherTeam")
        self.other_team.setStyleSheet("color: #b35900; font-weight: bold;")
        self.move_button = QPushButton()
        self.move_button.setObjectName("movePost")
        self.move_button.clicked.connect(lambda: self.move_requested.emit(self._other or ""))
        self._other: str | None = None
        other = QHBoxLayout()
        other.setContentsMargins(0, 0, 0, 0)
        other.addWidget(self.other_team, 1)
        other.addWidget(self.move_button)
        self.other_bar = QWidget()
        self.other_bar.setLayout(other)
        self.other_bar.hide()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.other_bar)
        top = QHBoxLayout()  # the summary wraps beside the button in a narrow column rather than pushing it out
        top.addWidget(self.summary, 1)
        top.addWidget(self.use_button, 0, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
        layout.addLayout(top)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.missing)
        self._combos: dict[int, QComboBox] = {}
        #: The table row of each line of the reading (by its index in ``reading.lines``).
        self._rows: dict[int, int] = {}
        self.counts = Tally()
        #: Readings the GM picked, by line (number and text): kept when the post is read again.
        self._picked: dict[tuple[int, str], dict[str, Any]] = {}
        self._readonly = True

    def show_reading(self, war: War, reading: PostReading | None, *, readonly: bool, problem: str = "") -> None:
        """Show ``reading`` (None: no post to read, or ``problem`` says why it could not be read)."""
        self.war, self.reading, self._readonly = war, reading, readonly
        self._combos, self._rows = {}, {}
        self.counts = Tally()
        self.table.setRowCount(0)
        missing = missing_teams(war)
        self.missing.setText(tr("PostReading", "No orders yet from: ") + ", ".join(missing) if missing
                             else tr("PostReading", "Every team has orders."))
        if reading is None:
            self.summary.setText(problem or tr("PostReading", "Orders read from the post appear here."))
            self.use_button.setEnabled(False)
            return
        vocab = vocabulary(war) if reading.count(Status.UNREAD) else None
        prose = {i for i, line in enumerate(reading.lines) if is_prose(war, reading.team, line, vocab)}
        rank = {Status.UNSURE: UNSURE_FIRST, Status.UNREAD: UNREAD_NEXT, Status.READ: READ_THEN}
        shown = sorted(range(len(reading.lines)), key=lambda i: (PROSE_LAST if i in prose
                                                                 else rank[reading.lines[i].status], i))
        for i in shown:
            line = reading.lines[i]
            self._rows[i] = self.table.rowCount()
            self._add_row(war, line.number, line.status, line.readings, line.why, line.text, prose=i in prose)
        self.counts = Tally(reading.count(Status.READ), reading.count(Status.UNSURE),
                            reading.count(Status.UNREAD) - len(prose), len(prose))
        self.summary.setText(summary_text(self.counts))
        self.table.resizeRowsToContents()
        self._enable()

    def show_other_team(self, team: str | None, name: str = "", replaces: bool = False) -> None:
        """Say the post reads like ``team``'s (called ``name``) and offer to move it there (None: it reads like
        the shown team's, or nobody's in particular). ``replaces``: that team has a post for this turn."""
        self._other = team
        self.other_bar.setVisible(team is not None)
        if team is None:
            return
        self.other_team.setText(tr("PostReading", "Reads like another team's post:"))
        self.other_team.setToolTip(tr("PostReading", "This post names {0}, its players or its characters more than "
                                      "this team's.").format(name))
        self.move_button.setText(tr("PostReading", "Move to {0}").format(name))
        self.move_button.setEnabled(not self._readonly)
        self.move_button.setToolTip(
            tr("PostReading", "Keep this text as {0}'s post (it replaces the post {0} has for this turn) and show "
               "that team; one undo step").format(name) if replaces else
            tr("PostReading", "Keep this text as {0}'s post and show that team; one undo step").format(name))

    def _enable(self) -> None:
        self.use_button.setEnabled(not self._readonly and bool(self.chosen_orders()))

    def _add_row(self, war: War, number: int, status: Status, readings: list[dict[str, Any]], why: str,
                 text: str, *, prose: bool = False) -> None:
        row = self.table.rowCount()
        self.table.insertRow(row)
        number_item = QTableWidgetItem(str(number))
        number_item.setToolTip(text)
        self.table.setItem(row, 0, number_item)
        word, color = PROSE if prose else MARKS[status]
        color = UNREAD_ORDER_COLOR if status == Status.UNREAD and not prose else color
        mark = QTableWidgetItem(tr("PostReading", word))
        mark.setForeground(QColor(color))
        self.table.setItem(row, 1, mark)
        if status == Status.UNSURE:
            combo = QComboBox()
            combo.setObjectName(f"postPick-{row}")
            # The pick says why the line is unsure first (a word not understood, a near spelling).
            pick = tr("PostReading", "{0} — pick a reading…").format(say(why)) if why else tr("PostReading", PICK)
            combo.addItem(pick)
            for order in readings:
                combo.addItem(say(order_text(war, order, with_actor=True)))
            tip = tr("PostReading", "Line {0}: {1}").format(number, text)
            combo.setToolTip(tip + "\n" + say(why) if why else tip)
            kept = self._picked.get((number, text))
            if kept in readings:
                combo.setCurrentIndex(readings.index(kept) + 1)
            combo.currentIndexChanged.connect(lambda i, key=(number, text), options=readings: self._picked_one(key, options, i))
            self._combos[row] = combo
            self.table.setCellWidget(row, 2, combo)
            return
        shown = say(order_text(war, readings[0], with_actor=True)) if status == Status.READ else say(why)
        item = QTableWidgetItem(shown)
        item.setToolTip(tr("PostReading", "Line {0}: {1}").format(number, text) + "\n" + shown)  # the whole reason
        if status == Status.UNREAD:
            item.setForeground(QColor(color))
        self.table.setItem(row, 2, item)

    def _picked_one(self, key: tuple[int, str], readings: list[dict[str, Any]], index: int) -> None:
        if index > 0:
            self._picked[key] = readings[index - 1]
        else:
            self._picked.pop(key, None)
        self._enable()

    def pick(self, row: int, index: int) -> None:
        """Pick reading ``index`` (0-based) of the unsure line in table row ``row``."""
        self._combos[row].setCurrentIndex(index + 1)

    def row_of(self, number: int) -> int:
        """The table row of the post's line ``number`` (its first reading; -1 when not shown)."""
        if self.reading is None:
            return -1
        return next((self._rows[i] for i, line in enumerate(self.reading.lines) if line.number == number), -1)

    def chosen_orders(self) -> list[dict[str, Any]]:
        """The orders read and the readings picked, in the post's order."""
        if self.reading is None:
            return []
        chosen: list[dict[str, Any]] = []
        for i, line in enumerate(self.reading.lines):
            row = self._rows.get(i, -1)
            if line.status == Status.READ:
                chosen.append(line.readings[0])
            elif row in self._combos and self._combos[row].currentIndex() > 0:
                chosen.append(line.readings[self._combos[row].currentIndex() - 1])
        return chosen

    def accept(self) -> list[dict[str, Any]] | None:
        """Hand on the chosen orders as the team's (None when there is nothing to use)."""
        if self.reading is None or self.reading.team is None or not self.use_button.isEnabled():
            return None
        orders = self.chosen_orders()
        self.orders_accepted.emit(self.reading.team, orders)
        return orders
