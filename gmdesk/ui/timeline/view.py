"""The phase-timeline inspector: a stored turn as lanes of events, a moment slider, and the selected
event explained with the state before and after it.

The view shows a stored turn's :class:`~gmdesk.engine.events.Event` objects (a turn just resolved as the
engine made them, through the document's turn controller) and never changes them. Selecting an event
also moves the moment to it, so walking the turn with the arrow keys walks the map along with it (whoever
listens to :attr:`TimelineView.moment_changed`, reading :attr:`TimelineView.events`,
:attr:`~TimelineView.war_before` and :attr:`~TimelineView.title`).
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSplitter, QVBoxLayout, QWidget

from gmdesk.engine.events import Event
from gmdesk.errors import WarFileError
from gmdesk.model.mapedits import Touched
from gmdesk.model.war import War
from gmdesk.store.schema import MAIN_BRANCH
from gmdesk.store.turns import StoredTurn
from gmdesk.ui.document import WarDocument
from gmdesk.ui.i18n import tr, turn_said
from gmdesk.ui.timeline.blocks import Block, Lanes, build_lanes, turn_phase_names
from gmdesk.ui.timeline.detail import DetailContext, EventDetail
from gmdesk.ui.timeline.lanes import LanesPlot
from gmdesk.ui.timeline.scrubber import Scrubber


class TimelineView(QWidget):
    """One stored turn (of the history, or of a re-resolution proposal) as a timeline."""

    #: The selected event's ``seq``.
    event_selected = Signal(int)
    #: The moment: the turn as it stood after the event with this ``seq``.
    moment_changed = Signal(int)

    def __init__(self, document: WarDocument, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("TimelineView")
        self.document = document
        self.turn_number: int | None = None
        self.branch = MAIN_BRANCH
        self.events: list[Event] = []
        self.war_before: War | None = None
        #: What the shown events are, in the ruleset's word ("Night 3", "Night 3 — re-resolution proposal-t2"; "" when none).
        self.title = ""
        self._selected: int | None = None
        self._moment: int | None = None

        self.header = QLabel()
        self.header.setObjectName("timelineHeader")
        self.header.setTextFormat(Qt.TextFormat.PlainText)
        font = self.header.font()
        font.setBold(True)
        self.header.setFont(font)
        hint = QLabel(tr("View", "Click an event · \u2190 \u2192 step · wheel zooms · drag scrolls"))
        hint.setEnabled(False)
        hint.setMinimumWidth(1)  # a hint: cut when narrow, never widening the window (QA recheck: +60 px in Japanese)
        self.whole_button = QPushButton(tr("View", "Whole turn"))
        self.whole_button.setToolTip(tr("View", "Zoom out to every event of the turn"))

        self.plot = LanesPlot()
        self.whole_button.clicked.connect(lambda: self.plot.show_all())
        self.plot.block_clicked.connect(self.select_event)
        self.plot.step_requested.connect(self.step)
        self.plot.moment_dragged.connect(self._moment_dragged)
        self.scrubber = Scrubber()
        self.scrubber.moved.connect(self._scrubbed)
        self.detail = EventDetail()

        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.setSpacing(6)
        plot_row = QHBoxLayout()
        plot_row.setContentsMargins(0, 0, 0, 0)
        plot_row.setSpacing(0)
        plot_row.addWidget(self.plot, 1)
        plot_row.addWidget(self.plot.lane_bar)
        left_layout.addLayout(plot_row, 1)
        left_layout.addWidget(self.scrubber)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(left)
        splitter.addWidget(self.detail)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 1)
        splitter.setChildrenCollapsible(False)
        self.detail.setMinimumWidth(300)
        self.splitter = splitter

        top = QHBoxLayout()
        top.setSpacing(12)
        top.addWidget(self.header)
        top.addWidget(hint, 1)
        top.addWidget(self.whole_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.setSpacing(6)
        layout.addLayout(top)
        layout.addWidget(splitter, 1)

        document.changed.connect(self._document_changed)
        document.history_changed.connect(self._history_changed)
        self._show_nothing(tr("View", "No turn shown"))

    # -- public ----------------------------------------------------------------------------------------
    @property
    def lanes(self) -> Lanes:
        return self.plot.lanes

    def show_turn(self, number: int, branch: str = MAIN_BRANCH) -> None:
        """Show stored turn ``number`` of ``branch`` (the history, or a proposal's branch name)."""
        try:
            turn = self.document.turns.turn(number, branch)
        except WarFileError as exc:
            self._cannot_read(number, branch, exc)
            return
        self.show_stored(turn)

    def show_stored(self, turn: StoredTurn) -> None:
        """Show a stored turn (the one just resolved comes whole from the turn controller)."""
        try:
            war_before = turn.war_before()
        except WarFileError as exc:
            self._cannot_read(turn.number, turn.branch, exc)
            return
        where = "" if turn.branch == MAIN_BRANCH else tr("View", " — re-resolution {0}").format(turn.branch)
        self.show_events(turn.events, war_before, turn_said(self.document.war.ruleset, turn.number) + where)
        self.turn_number, self.branch = turn.number, turn.branch

    def show_events(self, events: list[Event], war_before: War, title: str) -> None:
        """Show any list of events (a turn's, or a turn being checked before it is stored)."""
        self.events = sorted(events, key=lambda e: e.seq)
        self.war_before = war_before
        self.title = title
        self.turn_number, self.branch = None, MAIN_BRANCH
        self._selected = self._moment = None
        lanes = build_lanes(self.events, self._names(), self._phase_names())
        self.plot.set_lanes(lanes)
        self.scrubber.set_lanes(lanes)
        if lanes.blocks:  # the slider stands at the end of the turn (the war as it is now): so do the line, the lanes
            last = len(lanes) - 1
            self.plot.set_moment(last)
            self.plot.show_from(last)
            self.plot.ensure_visible(last)
        self.header.setText(tr("View", "{0} · {1} events in {2} phases").format(title, len(lanes), len(lanes.phases)))
        self.detail.show_hint(tr("View", "Select an event to read it whole.") if lanes.blocks
                              else tr("View", "This turn has no events."))

    def select_event(self, seq: int) -> None:
        """Select the event ``seq``: explain it, and move the moment to it."""
        block = self._block(seq)
        changed = self._selected != block.rank
        self._selected = block.rank
        self.plot.set_selected(block.rank)
        self.detail.show_block(block, self.lanes.names[block.lane], self._context())
        if changed:
            self.event_selected.emit(seq)
        self.set_moment(seq)

    def selected_event(self) -> Event | None:
        return None if self._selected is None else self.lanes.blocks[self._selected].event

    def set_moment(self, seq: int) -> None:
        """Show the turn as it stood after event ``seq``: the line, the slider, later events faded."""
        rank = self._block(seq).rank
        self.scrubber.set_rank(rank)
        self.plot.set_moment(rank)
        self.plot.ensure_visible(rank)  # the slider may jump far: the line stays in sight
        if self._moment != rank:
            self._moment = rank
            self.moment_changed.emit(seq)

    def moment(self) -> int | None:
        """The ``seq`` of the event the moment stands after (None: no moment chosen yet)."""
        return None if self._moment is None else self.lanes.blocks[self._moment].seq

    def step(self, delta: int) -> None:
        """Select the event ``delta`` places later (earlier when negative), stopping at the ends."""
        if not self.lanes.blocks:
            return
        start = self._selected if self._selected is not None else (-1 if delta > 0 else len(self.lanes))
        rank = min(len(self.lanes) - 1, max(0, start + delta))
        self.select_event(self.lanes.blocks[rank].seq)

    # -- Qt ----------------------------------------------------------------------------------------------
    def keyPressEvent(self, event) -> None:
        steps = {Qt.Key.Key_Left: -1, Qt.Key.Key_Right: 1}
        if event.key() in steps:
            event.accept()
            self.step(steps[event.key()])
            return
        super().keyPressEvent(event)

    # -- inside ------------------------------------------------------------------------------------------
    def _block(self, seq: int) -> Block:
        block = self.lanes.block_of(seq)
        if block is None:
            span = f"events {self.lanes.blocks[0].seq}\u2013{self.lanes.blocks[-1].seq}" if self.lanes.blocks \
                else tr("View", "no events")
            raise ValueError(f"the timeline shows no event {seq!r} ({span})")
        return block

    def _cannot_read(self, number: int, branch: str, exc: WarFileError) -> None:
        self.turn_number, self.branch = number, branch
        self._show_nothing(tr("View", "{0}: cannot be read ({1})").format(turn_said(self.document.war.ruleset, number),
                                                                             exc))

    def _show_nothing(self, text: str) -> None:
        self.events, self.war_before, self.title = [], None, ""
        self._selected = self._moment = None
        self.plot.set_lanes(Lanes())
        self.scrubber.set_lanes(Lanes())
        self.header.setText(text)
        self.detail.show_hint(tr("View", "Resolve a turn, then pick it to see its phases here."))

    def _names(self) -> dict[str, str]:
        names = {cid: ch.name for cid, ch in self.war_before.characters.items()} if self.war_before else {}
        names.update({cid: ch.name for cid, ch in self.document.war.characters.items()})
        return names

    def _places(self) -> dict[str, str]:
        places = {lid: loc.name for lid, loc in self.war_before.map.locations.items()} if self.war_before else {}
        places.update({lid: loc.name for lid, loc in self.document.war.map.locations.items()})
        return places

    def _phase_names(self) -> dict[str, str]:
        return turn_phase_names(self.document.ruleset, self.war_before)

    def _context(self) -> DetailContext:
        if self.war_before is None:
            raise ValueError(tr("View", "the timeline shows no turn"))
        return DetailContext(self._names(), self._places(), self.war_before, self.events)

    def _scrubbed(self, rank: int) -> None:
        self.set_moment(self.lanes.blocks[rank].seq)

    def _moment_dragged(self, rank: int) -> None:
        self.set_moment(self.lanes.blocks[rank].seq)

    def _document_changed(self, touched: Touched) -> None:
        """Characters renamed: relabel the blocks and the panel, keeping the selection and moment."""
        if not (touched.characters or touched.whole_map) or not self.events or self.war_before is None:
            return
        selected, moment = self.selected_event(), self.moment()
        x_range = self.plot.visible_range()
        lanes = build_lanes(self.events, self._names(), self._phase_names())
        self.plot.set_lanes(lanes)
        self.scrubber.set_lanes(lanes)
        self.plot.view_box.setXRange(*x_range, padding=0)
        self._selected = self._moment = None
        rank = lanes.rank_of(moment) if moment is not None else None
        if rank is not None:
            self.plot.set_moment(rank)
            self.scrubber.set_rank(rank)
            self._moment = rank
        block = lanes.block_of(selected.seq) if selected is not None else None
        if block is not None:
            self._selected = block.rank
            self.plot.blocks.set_selected(block.rank)
            self.detail.show_block(block, lanes.names[block.lane], self._context())

    def _history_changed(self) -> None:
        """The history was resolved again or replaced: read the shown turn anew (or say it is gone)."""
        if self.turn_number is None:
            return
        branch = self.branch
        if branch != MAIN_BRANCH and self.turn_number not in self.document.store.turn_numbers(branch):
            branch = MAIN_BRANCH  # the proposal was accepted (it is the history now) or discarded
        self.show_turn(self.turn_number, branch)
