"""The turn desk: the coming turn's orders per character, the players' posts beside them, and Resolve.

The desk never owns the truth: it draws ``document.war`` and changes it with the document's undoable
edits (:mod:`gmdesk.model.orderedits`). Resolving is the document's turn controller's work
(:mod:`gmdesk.ui.turns`); the desk shows what comes of it: a question the turn stops at is answered in a
non-blocking :class:`DecisionDialog` (the controller keeps the answer with the war and resolves again),
and orders the rules refuse are marked on their rows, the first one selected.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QHBoxLayout, QLabel, QMessageBox, QPushButton, QTabWidget,
                               QVBoxLayout, QWidget)

from gmdesk.engine.decisions import PendingDecision
from gmdesk.engine.orders import OrdersRefused
from gmdesk.engine.turn import TurnResult
from gmdesk.errors import GmdeskError
from gmdesk.intake import Status
from gmdesk.messages import Message
from gmdesk.intake.night import PostsRefused, orders_with, read_posts
from gmdesk.model.mapedits import Batch, MapEdit, Touched
from gmdesk.intake.tally import Tally, tally
from gmdesk.model.orderedits import SetOrders, SetPost, kept_posts, post_turn
from gmdesk.model.textfile import read_text_file
from gmdesk.store.turns import StoredTurn
from gmdesk.ui.desk.character_list import CharacterList
from gmdesk.ui.dock_layout import scrolled
from gmdesk.ui.desk.correction_dialog import CorrectionDialog
from gmdesk.ui.desk.decision_dialog import DecisionDialog, answer_words, as_pending
from gmdesk.ui.desk.desk_columns import POST_TAB, DeskColumns
from gmdesk.ui.desk.orders_panel import OrdersPanel
from gmdesk.ui.desk.post_editor import PostEditor
from gmdesk.ui.desk.post_use import files_summary, lost_orders, replace_question, team_orders, with_post_orders
from gmdesk.ui.desk.ruling_dialog import RulingDialog
from gmdesk.ui.desk.wording import named, order_text
from gmdesk.ui.document import WarDocument
from gmdesk.ui.errors import show_error
from gmdesk.ui.i18n import said_error, say, tr, turn_said
from gmdesk.ui.labels import team_name
from gmdesk.ui.turns import TurnController
from gmdesk.ui.widgets import OneLineLabel, compact_tabs
from gmdesk.validation import clean_order
from gmdesk.rulesets.turn_titles import without_turn

WAITING_COLOR = "#b35900"


class TurnDesk(QWidget):
    """Enter the coming turn's orders, resolve it, answer its questions."""

    def __init__(self, document: WarDocument, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("turnDesk")
        self.document = document
        #: The question being asked, if any (kept so tests and the GM can reach it).
        self.decision_dialog: DecisionDialog | None = None
        #: The last error shown (refused orders, a file that cannot be written).
        self.error_dialog: QMessageBox | None = None
        #: The question asked before a post's orders replace orders the GM gave by hand (kept for tests).
        self.replace_dialog: QMessageBox | None = None
        self.ruling_dialog: RulingDialog | None = None
        self.correction_dialog: CorrectionDialog | None = None
        #: Refusals of the last resolve, by order index (cleared when the orders change).
        self.refusals: dict[int, str] = {}
        #: The document changed while the desk was hidden: redraw when shown.
        self._stale = True

        self.title = QLabel()
        self.title.setObjectName("deskTitle")
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.25)
        font.setBold(True)
        self.title.setFont(font)
        self.summary = OneLineLabel()  # the war, the orders, the battles: one line, the whole in its tooltip
        self.summary.setObjectName("deskSummary")
        self.summary.setStyleSheet("color: #6b7580;")
        self.resolve_button = QPushButton(tr("TurnDesk", "Resolve turn"))
        self.resolve_button.setObjectName("resolveButton")
        self.resolve_button.setMinimumHeight(34)
        bold = self.resolve_button.font()
        bold.setBold(True)
        self.resolve_button.setFont(bold)
        self.resolve_button.clicked.connect(self.resolve)
        self.ruling_button = QPushButton(tr("TurnDesk", "GM ruling…"))
        self.ruling_button.setToolTip(tr(
            "TurnDesk", "Override a value of the last resolved turn's result (kept with that turn, "
                                      "so it survives replay)"))
        self.ruling_button.clicked.connect(self.open_ruling)
        self.correction_button = QPushButton(tr("TurnDesk", "Correct a past turn…"))
        self.correction_button.setToolTip(tr(
            "TurnDesk", "Change a resolved turn's orders and re-resolve the history from there"))
        self.correction_button.clicked.connect(self.open_correction)

        top = QHBoxLayout()
        heading = QVBoxLayout()
        heading.setSpacing(0)
        heading.addWidget(self.title)
        heading.addWidget(self.summary)
        top.addLayout(heading, 1)
        top.addWidget(self.ruling_button)
        top.addWidget(self.correction_button)
        top.addWidget(self.resolve_button)

        self.waiting = OneLineLabel()  # one line: the whole question is its tooltip, and Answer… asks it
        self.waiting.setObjectName("deskWaiting")
        self.waiting.setStyleSheet(f"color: {WAITING_COLOR}; font-weight: bold;")
        self.answer_button = QPushButton(tr("TurnDesk", "Answer…"))
        self.answer_button.clicked.connect(self.answer_waiting)
        waiting_row = QHBoxLayout()
        waiting_row.addWidget(self.waiting, 1)
        waiting_row.addWidget(self.answer_button)
        self.waiting_bar = QWidget()
        self.waiting_bar.setLayout(waiting_row)
        waiting_row.setContentsMargins(0, 0, 0, 0)

        self.characters = CharacterList()
        self.characters.character_selected.connect(self._character_selected)
        self.orders = OrdersPanel()
        self.orders.orders_edited.connect(self._orders_edited)
        self.post = PostEditor()
        self.post.post_edited.connect(self._post_edited)
        self.post.orders_accepted.connect(self.use_post_orders)
        self.post.move_requested.connect(self.move_post)

        # Beside the orders, not under them: the picker (with its Add button) and the team's post share a
        # column as two tabs, so a dock a third of a 1366 × 768 screen high shows the budget, the orders
        # and the picker at once. Each column scrolls rather than squeezing its words.
        self.side = QTabWidget()
        self.side.setObjectName("deskSide")
        self.side.setDocumentMode(True)
        for page, title in ((scrolled(self.orders.take_picker()), tr("OrderPicker", "Add an order")),
                            (scrolled(self.post), tr("PostEditor", "Player's post"))):
            self.side.setTabToolTip(self.side.addTab(page, title), title)
        tabs = self.side.tabBar()
        compact_tabs(tabs)
        tabs.setUsesScrollButtons(False)  # both tabs always in view: a title too long for it ends in "…"
        tabs.setElideMode(Qt.TextElideMode.ElideRight)
        # Everyone's orders take the picker's room, the post the orders' (desk_columns.py).
        split = DeskColumns(self.characters, scrolled(self.orders), self.side)
        self.splitter = split

        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        layout.addLayout(top)
        layout.addWidget(self.waiting_bar)
        layout.addWidget(split, 1)

        document.changed.connect(self._document_changed)
        document.history_changed.connect(self.refresh)
        self.turns.turn_stored.connect(self._turn_stored)
        self.turns.questions_changed.connect(self._questions_changed)
        self.refresh()

    # -- what the desk shows ------------------------------------------------------------------------
    @property
    def war(self):
        return self.document.war

    @property
    def turns(self) -> TurnController:
        return self.document.turns

    def refresh(self) -> None:
        """Redraw everything from the document (after a turn is resolved, or an undo). While the desk is
        hidden (another tab) only a note is made, and it redraws when shown."""
        if not self.on_screen():
            self._stale = True
            return
        self._redraw()

    def _redraw(self) -> None:
        self._stale = False
        war = self.war
        readonly = self.document.readonly
        done = self.document.last_turn()
        self.title.setText(tr("TurnDesk", "{0} — orders for the coming turn").format(
            turn_said(war.ruleset, war.turn)))  # Night 2, as the updates and the sheet name it
        self._show_summary()
        self.resolve_button.setEnabled(not readonly)
        self.ruling_button.setEnabled(not readonly and done is not None)
        self.correction_button.setEnabled(not readonly and done is not None)
        self.characters.fill(war, war.orders)
        self._show_selected()
        self._show_waiting()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if self._stale:
            self._redraw()

    def on_screen(self) -> bool:
        """Shown, and not behind another dock's tab: Qt moves a tabbed dock that is not the current tab
        out of the window rather than hiding it, so :meth:`isVisible` stays true there."""
        return self.isVisible() and not self.visibleRegion().isEmpty()

    def dock_shown(self, visible: bool) -> None:
        """The desk's dock became the current tab (its ``visibilityChanged``): redraw what changed."""
        if visible and self._stale:
            self._redraw()

    def _show_summary(self) -> None:
        war = self.war
        count = len(war.battles)
        battles = (tr("TurnDesk", "no battle going on") if not count else tr("TurnDesk", "1 battle going on")
                   if count == 1 else tr("TurnDesk", "{0} battles going on").format(count))
        done = self.document.last_turn()
        last = (tr("TurnDesk", "last resolved: {0}").format(turn_said(war.ruleset, done)) if done is not None
                else tr("TurnDesk", "no turn resolved yet"))
        readonly = (tr("TurnDesk", " · read-only ({0})").format(say(self.document.store.readonly_reason))
                    if self.document.readonly else "")
        orders = tr("TurnDesk", "1 order") if len(war.orders) == 1 else tr("TurnDesk", "{0} orders").format(
            len(war.orders))
        title = without_turn(war.title) or self.document.path.name  # (a stored "— night 2" goes stale)
        self.summary.setText(f"{title} · {self.document.ruleset.short_name or war.ruleset} · "
                             f"{orders} · {battles} · {last}{readonly}")

    def select_character(self, cid: str | None) -> None:
        """Show ``cid``'s orders (None: everyone's)."""
        self.characters.select(cid)

    def selected_character(self) -> str | None:
        return self.characters.selected()

    def _show_selected(self) -> None:
        war = self.war
        cid = self.characters.selected()
        self.orders.show_orders(war, war.orders, cid, readonly=self.document.readonly, refusals=self.refusals)
        self.splitter.show_everyone(cid is None)
        self._show_post()

    def _show_post(self) -> None:
        # What the GM typed is stored first: the text shown next is read after it (the same team's post,
        # when the next character is a teammate).
        self.post.commit()
        war = self.war
        cid = self.characters.selected()
        team = war.characters[cid].team if cid in war.characters else None
        kept = kept_posts(war).get(team) if team else None
        turn = None
        if kept is not None and team is not None:
            last = self.turns.last_turn() if kept.turn is None else None  # an untagged post: was it last turn's?
            turn = post_turn(war, team, last.number if last else None, last.state_before if last else None)
        current = kept is not None and turn == war.turn
        self.post.show_team(war, team, kept.text if kept is not None and current else "",
                            readonly=self.document.readonly, earlier=turn if kept is not None and not current else None,
                            earlier_text=kept.text if kept is not None and not current else "")

    def _show_waiting(self) -> None:
        waiting = self.turns.questions()
        if waiting:
            first = waiting[0]
            options = " / ".join(answer_words(self.war, first, o) for o in first.options)
            self.waiting.setText(tr("TurnDesk", "{0} waits for an answer: {1} ({2})").format(
                turn_said(self.war.ruleset, self.war.turn), say(first.question), options))
        self.waiting_bar.setVisible(bool(waiting))
        self.answer_button.setEnabled(bool(waiting) and not self.document.readonly)

    # -- editing ------------------------------------------------------------------------------------
    def _character_selected(self, cid: Any) -> None:
        self._show_selected()

    def _orders_edited(self, orders: list, label: str) -> None:
        self.post.commit()
        refusals, self.refusals = self.refusals, {}  # they name indexes of the list being replaced
        if not self.document.do(SetOrders(orders, label=label)):
            self.refusals = refusals

    def _post_edited(self, team: str, text: str) -> None:
        self.document.do(SetPost(team, text))

    def show_post_tab(self) -> None:
        """Bring the team's post forward in the column it shares with the picker (it takes the orders' room)."""
        self.side.setCurrentIndex(POST_TAB)

    def show_picker_tab(self) -> None:
        """Bring the order picker forward in the column it shares with the post."""
        self.side.setCurrentIndex(0)

    def use_post(self) -> list | None:
        """Use the orders read from the shown team's post (the menu's way to the button); says why not
        when there is nothing to use."""
        self.show_post_tab()
        self.post.read_now()
        view = self.post.reading
        if not view.use_button.isEnabled():
            why = view.summary.text() if self.post.team else tr(
                "TurnDesk", "Pick a character of the team whose post to use.")
            self.error_dialog = show_error(self, tr("TurnDesk", "No orders from the post"),
                                           tr("TurnDesk", "No order to use: {0}").format(why))
            return None
        return view.accept()

    def read_post_files(self, paths: list[Path]) -> str | None:
        """Each file one team's post: kept as the team's post and its read orders made the team's orders,
        all in one undo step. Returns the summary shown (None, with an error dialog, when refused)."""
        self.post.commit()
        self.show_post_tab()
        war = self.war
        try:
            texts = [(p.name, read_text_file(p, Message("a post saved as UTF-8 text"))) for p in paths]
            readings = read_posts(war, texts)
        except (OSError, UnicodeDecodeError, PostsRefused, GmdeskError) as exc:
            self.error_dialog = show_error(self, tr("TurnDesk", "The posts were not read"), said_error(exc))
            return None
        edits: list[MapEdit] = [SetPost(r.team, text) for (_, r), (_, text) in zip(readings, texts) if r.team]
        edits.append(SetOrders(orders_with(war, [r for _, r in readings])))
        self.refusals = {}
        if not self.document.do(Batch(edits, label=Message("orders from {count} posts", count=len(readings)))):
            return None
        unsure = [name for name, r in readings if r.count(Status.UNSURE)]
        counts = sum((tally(war, r) for _, r in readings), Tally())
        summary = files_summary(len(readings), sum(len(r.orders) for _, r in readings), counts, unsure)
        self.summary.setText(summary)
        return summary

    def use_post_orders(self, team: str, orders: list) -> None:
        """Make ``orders`` (read from ``team``'s post) that team's orders for the coming turn: one undo step.
        When some of the team's orders are not in the post (given by hand), the GM is asked first
        (:attr:`replace_dialog`): replace them, keep them too, or cancel."""
        self.post.commit()
        war = self.war
        lost = lost_orders(war, team, orders)
        if not lost:
            self._use_post_orders(team, orders, keep=False)
            return
        box, replace, keep = replace_question(self, war, team_name(war, team), orders, len(team_orders(war, team)),
                                              lost)
        replace.clicked.connect(lambda: self._use_post_orders(team, orders, keep=False))
        keep.clicked.connect(lambda: self._use_post_orders(team, orders, keep=True))
        self.replace_dialog = box
        box.open()

    def _use_post_orders(self, team: str, orders: list, *, keep: bool) -> None:
        war = self.war
        self.refusals = {}
        self.document.do(SetOrders(with_post_orders(war, team, orders, keep=keep), label=tr(
            "TurnDesk", "orders from the post of {0}").format(team_name(war, team))))

    def move_post(self, shown: str, other: str, text: str) -> None:
        """The post pasted into ``shown``'s box reads like ``other``'s: keep it as ``other``'s post (``shown``'s
        cleared) in one undo step, and show ``other``'s first living character."""
        war = self.war
        if self.document.do(Batch([SetPost(other, text), SetPost(shown, "")], label=tr(
                "TurnDesk", "move the post to {0}").format(team_name(war, other)))):
            first = next((c.id for c in war.characters.values() if c.team == other and c.alive),
                         next((c.id for c in war.characters.values() if c.team == other), None))
            self.select_character(first)
            self.show_post_tab()

    def _turn_stored(self, _turn: StoredTurn) -> None:
        self.refresh()

    def _questions_changed(self, _questions: list[PendingDecision]) -> None:
        self._show_waiting()

    def _document_changed(self, touched: Touched) -> None:
        """An edit (here or in another view) or its undo: redraw when it touched what orders depend on."""
        if touched == Touched():
            self._show_post()  # a post or an answer (or their undo): nothing the orders show
            return
        if not self.on_screen():  # the legal orders take up to half a second: worked out when shown
            self._stale = True
            return
        self.characters.fill(self.war, self.war.orders)
        self._show_selected()
        self._show_summary()

    # -- resolving ----------------------------------------------------------------------------------
    def resolve(self) -> TurnResult | None:
        """Resolve the coming turn (the controller saves first). Returns the result (None when the store or
        the rules refused). A question opens :attr:`decision_dialog`; a resolved turn is announced by the
        controller's ``turn_stored``."""
        if self.document.readonly:
            return None
        return self._run(self.turns.resolve)

    def ask(self, question: PendingDecision | dict) -> DecisionDialog:
        """Show ``question`` without blocking; the answer resolves the turn again."""
        if self.decision_dialog is not None:
            self.decision_dialog.close()
        pending = as_pending(question)
        dialog = DecisionDialog(pending, self.war, self)
        dialog.chosen.connect(lambda option, p=pending: self.answer(p, option))
        self.decision_dialog = dialog
        dialog.open()
        return dialog

    def answer(self, question: PendingDecision, option: Any) -> TurnResult | None:
        """Keep the answer with the coming turn (one undo step) and resolve again."""
        return self._run(lambda: self.turns.answer(question.id, option))

    def answer_waiting(self) -> DecisionDialog | None:
        """Ask the question the stored turn waits for (from an earlier session, or the command line)."""
        waiting = self.turns.questions()
        if not waiting or self.document.readonly:
            return None
        return self.ask(waiting[0])

    def _run(self, step: Callable[[], TurnResult | None]) -> TurnResult | None:
        """One step of the controller's workflow, its outcome shown: refused orders on their rows, an error
        in a dialog, the question the turn stops at in :attr:`decision_dialog`."""
        self.post.commit()
        number = self.war.turn
        try:
            result = step()
        except OrdersRefused as refused:
            self._show_refusals(refused)
            return None
        except GmdeskError as exc:
            self.error_dialog = show_error(self, tr("TurnDesk", "{0} was not resolved").format(
                turn_said(self.war.ruleset, number)), exc)
            return None
        if result is None:
            return None
        if self.refusals:
            self.refusals = {}
            self._show_selected()
        if not result.resolved:
            self.ask(result.pending[0])
        return result

    def _show_refusals(self, refused: OrdersRefused) -> None:
        war = self.war
        self.refusals = {}
        lines = []
        for r in refused.refusals:
            index = r.order.get("_index")
            if isinstance(index, int):
                self.refusals.setdefault(index, say(named(war, r.reason)))  # the rule is in the error dialog
            # the order as the desk words it, its actor by name (the list below selects it; no file index)
            lines.append(f"• {say(order_text(war, clean_order(r.order), with_actor=True))}\n   {say(named(war, r.reason))}"
                         + ("\n   " + tr("TurnDesk", "Rule: {0}").format(r.rule) if r.rule else ""))
        first = min(self.refusals) if self.refusals else None
        self.show_picker_tab()  # to put a legal order instead
        if first is not None and 0 <= first < len(war.orders):
            actor = war.orders[first].get("actor")  # shown with the picker, to put a legal order instead
            self.characters.select(actor if actor in war.characters else None)
        self._show_selected()
        if first is not None:
            self.orders.select_order(first)
        count = len(refused.refusals)
        head = (tr("TurnDesk", "{0} was not resolved: the rules refuse {1} order. Change or remove them and "
                   "resolve again.") if count == 1 else tr(
            "TurnDesk", "{0} was not resolved: the rules refuse {1} orders. Change or remove them and resolve again."))
        text = head.format(turn_said(war.ruleset, war.turn), count) + "\n\n" + "\n".join(lines)
        self.error_dialog = show_error(self, tr("TurnDesk", "Orders refused"), text)

    # -- rulings and corrections --------------------------------------------------------------------
    def open_ruling(self) -> RulingDialog | None:
        """Override a value of the last resolved turn (non-blocking)."""
        if self.document.readonly or self.document.last_turn() is None:
            return None
        try:
            self.ruling_dialog = RulingDialog(self.document, self)
        except GmdeskError as exc:
            self.error_dialog = show_error(self, tr("TurnDesk", "GM ruling"), exc)
            return None
        self.ruling_dialog.open()
        return self.ruling_dialog

    def open_correction(self) -> CorrectionDialog | None:
        """Correct a past turn's orders and re-resolve the history (non-blocking)."""
        if self.document.readonly or self.document.last_turn() is None:
            return None
        try:
            self.correction_dialog = CorrectionDialog(self.document, self)
        except GmdeskError as exc:
            self.error_dialog = show_error(self, tr("TurnDesk", "Correct a past turn"), exc)
            return None
        self.correction_dialog.open()
        return self.correction_dialog
