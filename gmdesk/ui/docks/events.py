"""What happened in one stored turn: its events in order, each with the rule behind it.

The table keeps one line per event (a turn has hundreds); the event under the cursor is shown whole
below it, with the numbers the engine kept. Actors are shown by their current names.
"""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import (QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, QSortFilterProxyModel,
                            Qt, QUrl, Signal, Slot)
from PySide6.QtGui import QBrush, QColor, QFont, QPalette, QResizeEvent
from PySide6.QtWidgets import (QAbstractItemView, QDockWidget, QHBoxLayout, QHeaderView, QLabel, QLineEdit,
                               QSplitter, QTableView, QTextBrowser, QVBoxLayout, QWidget)

from gmdesk.engine.events import Event
from gmdesk.errors import WarFileError
from gmdesk.model.mapedits import Touched
from gmdesk.model.vocabulary import EventKind
from gmdesk.store.turns import StoredTurn
from gmdesk.ui.docks.common import fit_columns, read_only_table
from gmdesk.ui.docks.event_data import DataWords, data_html, effect_names
from gmdesk.ui.document import WarDocument
from gmdesk.ui.i18n import N, say, tr, turn_said
from gmdesk.ui.reading_links import reading_key, readings_html
from gmdesk.ui.timeline.blocks import phase_name
from gmdesk.ui.timeline.kind_titles import kind_title

#: Everything a row is found by, lower case: phase, kind, actors (names and ids), text, rule.
FILTER_ROLE = Qt.ItemDataRole.UserRole + 1
#: The :class:`Event` behind a row.
EVENT_ROLE = Qt.ItemDataRole.UserRole + 2

COLUMNS = (N("Events", "Phase"), N("Events", "Actors"), N("Events", "What happened"), N("Events", "Rule"))
PHASE, ACTORS, TEXT, RULE = range(len(COLUMNS))


def phase_label(phase_id: str, names: dict[str, str]) -> str:
    """The phase's name as the timeline's lane says it (the ruleset's or the engine's, in the interface's language)."""
    return phase_name(phase_id, names)


class EventsModel(QAbstractTableModel):
    """A stored turn's :class:`Event` objects as table rows."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.events: list[Event] = []
        self.names: dict[str, str] = {}
        self.phases: dict[str, str] = {}
        self._bold = QFont()
        self._bold.setBold(True)
        #: The phase column repeats on every event; only the phase's own line is in full colour.
        self._muted = QBrush(QColor(128, 128, 128))

    def set_events(self, events: list[Event], names: dict[str, str], phases: dict[str, str]) -> None:
        self.beginResetModel()
        self.events = list(events)
        self.names = dict(names)
        self.phases = dict(phases)
        self.endResetModel()

    def set_names(self, names: dict[str, str]) -> None:
        """Characters were renamed: only the actors column changes."""
        self.names = dict(names)
        if self.events:
            self.dataChanged.emit(self.index(0, ACTORS), self.index(len(self.events) - 1, ACTORS))

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: N802
        return 0 if parent.isValid() else len(self.events)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: N802
        return 0 if parent.isValid() else len(COLUMNS)

    def headerData(self, section: int, orientation: Qt.Orientation,  # noqa: N802 (Qt's name)
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return tr("Events", COLUMNS[section])
        return None

    def actors_text(self, event: Event) -> str:
        return ", ".join(self.names.get(a, a) for a in event.actors)

    def phase_text(self, event: Event) -> str:
        return phase_label(event.phase, self.phases)

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        event = self.events[index.row()]
        column = index.column()
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            if column == PHASE:
                return self.phase_text(event)
            if column == ACTORS:
                return self.actors_text(event)
            if column == TEXT:
                return say(event.explain)  # (the engine's Message in the window's language, else as stored)
            if column == RULE:
                return event.rule
        if role == Qt.ItemDataRole.FontRole and event.kind == EventKind.PHASE:
            return self._bold
        if role == Qt.ItemDataRole.ForegroundRole and column == PHASE and event.kind != EventKind.PHASE:
            return self._muted
        if role == Qt.ItemDataRole.BackgroundRole and event.kind == EventKind.PHASE:
            return QBrush(QColor(47, 111, 208, 38))
        if role == FILTER_ROLE:
            return " ".join([self.phase_text(event), event.phase, str(event.kind), kind_title(event.kind),
                             self.actors_text(event),
                             " ".join(event.actors), event.explain, say(event.explain), event.rule]).casefold()
        if role == EVENT_ROLE:
            return event
        return None


class EventFilter(QSortFilterProxyModel):
    """Keeps the events whose text contains every word typed (any column, any case)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.words: list[str] = []

    def set_text(self, text: str) -> None:
        if hasattr(QSortFilterProxyModel, "Direction"):  # Qt 6.10 and later deprecate invalidateFilter()
            self.beginFilterChange()
            self.words = text.casefold().split()
            self.endFilterChange(QSortFilterProxyModel.Direction.Rows)
        else:
            self.words = text.casefold().split()
            self.invalidateRowsFilter()

    def filterAcceptsRow(self, source_row: int,  # noqa: N802 (Qt's name)
                         source_parent: QModelIndex | QPersistentModelIndex) -> bool:
        if not self.words:
            return True
        haystack = self.sourceModel().index(source_row, 0, source_parent).data(FILTER_ROLE) or ""
        return all(word in haystack for word in self.words)


class EventsView(QTableView):
    """The events table; its columns are as wide as their words (``ResizeToContents``, set by the dock), except in a
    narrow dock (the default layout's bottom-left tab is about 200 px wide): there the text of each event is what
    must be seen, so the phase and rule columns step aside (each phase still heads its events as a bold row, and
    the detail below names both) and the actors column takes at most a third of the width."""

    NARROW = 520
    """Viewport width (px) under which only the actors and the text are shown."""

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        self.fit_to_width()

    def fit_to_width(self) -> None:
        width = self.viewport().width()
        narrow = width < self.NARROW
        self.setColumnHidden(PHASE, narrow)
        self.setColumnHidden(RULE, narrow)
        header = self.horizontalHeader()
        if narrow:  # the text fills the rest, cut at its end (whole in its tooltip and in the detail below)
            actors = max(40, min(self.sizeHintForColumn(ACTORS), width // 3))
            for column, size in ((ACTORS, actors), (TEXT, max(80, width - actors))):
                header.setSectionResizeMode(column, QHeaderView.ResizeMode.Interactive)
                header.resizeSection(column, size)
        else:
            for column in (ACTORS, TEXT):
                if header.sectionResizeMode(column) != QHeaderView.ResizeMode.ResizeToContents:
                    header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)

    def scrollTo(self, index: QModelIndex | QPersistentModelIndex,  # noqa: N802 (Qt's name)
                 hint: QAbstractItemView.ScrollHint = QAbstractItemView.ScrollHint.EnsureVisible) -> None:
        """To the row only: a picked event's long text would otherwise scroll the list sideways to its end,
        leaving the dock blank (QA first hour)."""
        sideways = self.horizontalScrollBar().value()
        super().scrollTo(index, hint)
        self.horizontalScrollBar().setValue(sideways)


class EventsDock(QDockWidget):
    """The events of one stored turn (the last one unless the GM picks another)."""

    #: A reading named by the event shown was clicked: its key (the window opens Turn > Rule Readings… on it).
    reading_requested = Signal(str)
    #: The GM picked an event in the list: its turn and ``seq`` (the timeline and the map follow it).
    event_chosen = Signal(int, int)

    def __init__(self, document: WarDocument, parent: QWidget | None = None):
        super().__init__(tr("Events", "Events"), parent)
        self.setObjectName("EventsDock")
        self.document = document
        self.turn_number: int | None = None
        self.turn_orders: list[Any] = []  # the shown turn's orders: an event's ``order`` said in words
        self._effects: dict[str, str] = {}  # the shown turn's effects by id: their names
        self._follow_last = True
        self._following = False  # a row selected to follow the timeline: not told back to it

        self.header = QLabel()
        self.header.setObjectName("eventsHeader")
        self.header.setTextFormat(Qt.TextFormat.PlainText)
        font = self.header.font()
        font.setBold(True)
        self.header.setFont(font)
        self.filter_edit = QLineEdit(placeholderText=tr("Events", "Filter events: words in any column"))
        self.filter_edit.setClearButtonEnabled(True)

        self.model = EventsModel(self)
        self.proxy = EventFilter(self)
        self.proxy.setSourceModel(self.model)
        self.filter_edit.textChanged.connect(self._filter_changed)

        self.view = EventsView()
        self.view.setObjectName("eventsView")
        self.view.setModel(self.proxy)
        read_only_table(self.view)
        self.view.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.view.verticalHeader().setDefaultSectionSize(self.view.fontMetrics().height() + 8)
        header = self.view.horizontalHeader()
        header.setDefaultAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        # every column as wide as its words (none elided; the view scrolls sideways when narrow)
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(False)  # a stretched last column would be cut when the rest is wide
        self.view.selectionModel().currentRowChanged.connect(self._show_detail)

        self.detail = QTextBrowser()
        self.detail.setObjectName("eventDetail")
        self.detail.setOpenLinks(False)
        self.detail.anchorClicked.connect(self._link_clicked)
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(self.view)
        splitter.addWidget(self.detail)
        splitter.setStretchFactor(0, 2)
        splitter.setStretchFactor(1, 1)
        splitter.setChildrenCollapsible(False)

        top = QHBoxLayout()
        top.setContentsMargins(0, 0, 0, 0)
        top.setSpacing(12)
        top.addWidget(self.header)
        top.addWidget(self.filter_edit, 1)
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.setSpacing(4)
        layout.addLayout(top)
        layout.addWidget(splitter)
        self.setWidget(body)

        document.changed.connect(self._document_changed)
        document.turns.turn_stored.connect(self._turn_stored)
        self.refresh()

    # -- public --------------------------------------------------------------------------------------
    @Slot(int)
    def show_turn(self, number: int) -> None:
        """Show the events of stored turn ``number`` (and stop following the newest turn)."""
        self._follow_last = False
        self._load(number)

    def show_last_turn(self) -> None:
        """Show the newest stored turn, and keep showing the newest as turns are resolved."""
        self._follow_last = True
        self._load(self.document.last_turn())

    def refresh(self) -> None:
        """Re-read the shown turn (or the newest, when following it) from the history."""
        number = self.document.last_turn() if self._follow_last else self.turn_number
        self._load(number)

    def shown_events(self) -> list[Event]:
        """The events the filter lets through, in turn order."""
        return [self.proxy.index(row, 0).data(EVENT_ROLE) for row in range(self.proxy.rowCount())]

    # -- loading -------------------------------------------------------------------------------------
    def _load(self, number: int | None) -> None:
        if number is None:
            self._show(None, [], tr("Events", "No turn resolved yet"))
            return
        try:
            turn = self.document.turns.turn(number)
        except WarFileError as exc:
            self._show(number, [], tr("Events", "{0}: cannot be read ({1})").format(self._turn(number), exc))
        else:
            self._show(number, turn.events, self._heading(number, len(turn.events)), turn.orders)

    def _turn_stored(self, turn: StoredTurn) -> None:
        """A turn was resolved: shown as the engine made it, when the dock follows the newest turn."""
        if self._follow_last:
            self._show(turn.number, turn.events, self._heading(turn.number, len(turn.events)), turn.orders)

    def _show(self, number: int | None, events: list[Event], header: str, orders: list[Any] | None = None) -> None:
        self.turn_number = number
        self.turn_orders = list(orders or [])
        self._effects = effect_names(events)
        self.header.setText(header)
        self.model.set_events(events, self._names(), self._phases())
        fit_columns(self.view)
        self.view.fit_to_width()
        self.detail.setHtml(self._placeholder())
        self.setWindowTitle(tr("Events", "Events — {0}").format(self._turn(number)) if number is not None
                            else tr("Events", "Events"))

    def _turn(self, number: int) -> str:
        """``Night 2`` (夜 2): the turn in the ruleset's word, as the Turns dock and the updates name it."""
        return turn_said(self.document.war.ruleset, number)

    def _heading(self, number: int, count: int) -> str:
        return tr("Events", "{0} — {1} events").format(self._turn(number), count)

    def _names(self) -> dict[str, str]:
        return {cid: ch.name for cid, ch in self.document.war.characters.items()}

    def _phases(self) -> dict[str, str]:
        return {p.id: p.name for p in self.document.ruleset.phases}

    def _filter_changed(self, text: str) -> None:
        self.proxy.set_text(text)

    def _placeholder(self) -> str:
        if not self.model.events:
            return ""
        return tr("Events", "<p><i>Select an event to read it whole.</i></p>")

    # -- the event under the cursor ------------------------------------------------------------------
    def _link_clicked(self, url: QUrl) -> None:
        key = reading_key(url)
        if key is not None:
            self.reading_requested.emit(key)

    def select_seq(self, number: int | None, seq: int) -> bool:
        """Select event ``seq`` of turn ``number`` when that turn is shown (the timeline picked it): the list follows,
        without telling the timeline back. Whether the event was found."""
        if number is None or number != self.turn_number:
            return False
        for row in range(self.proxy.rowCount()):
            index = self.proxy.index(row, TEXT)
            event = index.data(EVENT_ROLE)
            if isinstance(event, Event) and event.seq == seq:
                self._following = True
                try:
                    self.view.setCurrentIndex(index)
                    self.view.scrollTo(index)
                finally:
                    self._following = False
                return True
        return False

    def _show_detail(self, current: QModelIndex, _previous: QModelIndex) -> None:
        event = current.data(EVENT_ROLE) if current.isValid() else None
        if not isinstance(event, Event):
            self.detail.setHtml(self._placeholder())
            return
        dark = self.detail.palette().color(QPalette.ColorRole.Base).lightness() < 128
        words = DataWords(self.document.war, self.turn_orders, self._effects)
        self.detail.setHtml(event_html(event, self.model.phase_text(event), self.model.actors_text(event),
                                       muted="#a6b0ba" if dark else "#5f6b76", words=words))
        if not self._following and self.turn_number is not None:
            self.event_chosen.emit(self.turn_number, event.seq)

    # -- the document --------------------------------------------------------------------------------
    def _document_changed(self, touched: Touched) -> None:
        if touched.characters or touched.whole_map:
            self.model.set_names(self._names())
            current = self.view.currentIndex()
            if current.isValid():
                self._show_detail(current, QModelIndex())


def event_html(event: Event, phase: str, actors: str, muted: str, words: DataWords | None = None) -> str:
    """One event in full: phase and kind, actors, the explanation, the rule, and the engine's numbers in words
    (:mod:`gmdesk.ui.docks.event_data`: names from ``words``). The GM's: nothing is filtered for a team."""
    esc = html.escape
    seq = tr("Events", "event {0}").format(event.seq)
    lines = [f"<p><b>{esc(phase)}</b> <span style=\"color:{muted}\">· {esc(kind_title(event.kind))}"
             f" · {esc(seq)}</span></p>"]
    if actors:
        lines.append("<p><b>" + tr("Events", "Actors:") + f"</b> {esc(actors)}</p>")
    lines.append(f"<p>{esc(say(event.explain))}</p>")
    if event.rule:
        lines.append("<p><b>" + tr("Events", "Rule:") + f"</b> {esc(event.rule)}</p>")
    lines.append(readings_html(event.explain, muted))  # each reading named, a link to its question
    if event.data:
        lines.append(data_html(event.data, words or DataWords(), muted))
    return "".join(lines)
