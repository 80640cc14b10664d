"""The Turn menu and what ties the night's docks together: the desk asks the document's turn controller to
resolve, the timeline shows the turn it stored, and the map follows the timeline's moment (everyone where
they stood, moves drawn as arrows).

The map shows a moment only while the GM scrubs; "Back to Now" (or showing another turn, or a change of
history) returns it to the war as it is, where it can be edited again.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pathlib import Path

from PySide6 import QtWidgets  # QFileDialog when first asked (PySide makes a class on first use)
from PySide6.QtWidgets import QPushButton

from gmdesk.store.schema import MAIN_BRANCH
from gmdesk.ui.actions import ActionId
from gmdesk.ui.i18n import tr, turn_said

#: The setting that remembers the folder of the last posts read (gmdesk/ui/settings.py).
POSTS_FOLDER = "files/posts_folder"

if TYPE_CHECKING:  # pragma: no cover  (the rest is imported when first used: docs/startup.md)
    from PySide6.QtWidgets import QDialog, QMessageBox

    from gmdesk.store.turns import StoredTurn
    from gmdesk.ui.document import WarDocument
    from gmdesk.ui.main_window import MainWindow


class TurnCommands:
    """Resolve, rulings, corrections, comparisons and charts, for the open war."""

    def __init__(self, window: "MainWindow"):
        self.window = window
        self.back_to_now = QPushButton(tr("TurnCommands", "Back to Now"))
        self.back_to_now.setObjectName("status.backToNow")
        self.back_to_now.setToolTip(tr("TurnCommands",
                                       "The map shows a moment of a resolved turn; go back to the war as it is now"))
        self.back_to_now.clicked.connect(self.clear_moment)
        self.back_to_now.hide()
        window.statusBar().addPermanentWidget(self.back_to_now)
        #: The status line that says which moment the map shows (cleared when the map returns to now).
        self._moment_message = ""
        #: The last "Resolve anyway?" question (kept so tests and the GM can reach it).
        self.resolve_question: QMessageBox | None = None
        self.ask_action = window.menu_actions[ActionId.ASK_RESOLVE]
        self.ask_action.setCheckable(True)
        self.ask_action.setChecked(True)
        self.ask_action.triggered.connect(self.set_asking)
        self._asking_hooked = False

    def dock(self, name: str):
        return self.window.docks.get(name)

    # -- the menu ---------------------------------------------------------------------------------------
    def resolve(self):
        """Turn > Resolve Turn (Ctrl+R, the desk's Resolve button): the desk resolves (asking what the rules
        leave to the GM). When the war has problems that would change the turn, :attr:`resolve_question`
        asks first, without blocking (gmdesk/ui/resolve_ask.py); None is returned then, and Resolve Anyway
        runs :meth:`resolve_now`."""
        desk = self._show("desk")
        if desk is None:
            return None
        self.window.characters.commit_pending()
        from gmdesk.ui import resolve_ask  # a QMessageBox: not before the first paint (docs/startup.md)

        document = self.window.document
        if document is not None and not document.readonly and resolve_ask.asks(self.window.settings, document.path):
            problems = resolve_ask.resolve_problems(document.war)
            if problems:
                self._ask_before_resolving(document, problems)
                return None
        return self.resolve_now()

    def resolve_now(self):
        """Resolve without asking about problems (what Resolve Anyway does): the desk's resolve, as Resolve's."""
        desk = self._show("desk")
        if desk is None:
            return None
        self.window.characters.commit_pending()
        return desk.widget().resolve()

    def _ask_before_resolving(self, document: "WarDocument", problems: list[str]) -> None:
        from gmdesk.ui import resolve_ask

        if self.resolve_question is not None:
            self.resolve_question.close()
        path = document.path

        def dont_ask() -> None:
            resolve_ask.set_asks(self.window.settings, path, False)
            self.show_asking()

        war = document.war
        question = resolve_ask.ResolveQuestion(turn_said(war.ruleset, war.turn), problems, self.window,
                                               self.resolve_now, dont_ask)
        self.resolve_question = question
        question.open()

    def set_asking(self, ask: bool) -> None:
        """Turn > Ask Before Resolving with Problems: ask (again) for the open war, or stop asking."""
        from gmdesk.ui import resolve_ask

        document = self.window.document
        if document is not None:
            resolve_ask.set_asks(self.window.settings, document.path, ask)
        self.show_asking()

    def show_asking(self) -> None:
        """The menu's check mark as the open war's setting is (kept in the app settings: a war saved under
        another name is asked about again)."""
        from gmdesk.ui import resolve_ask

        document = self.window.document
        self.ask_action.setChecked(document is None or resolve_ask.asks(self.window.settings, document.path))

    def use_post_orders(self):
        """Turn > Use Orders from Post: the desk's post box hands its orders to the shown team."""
        desk = self._show("desk")
        return desk.widget().use_post() if desk is not None else None

    def read_posts(self):
        """Turn > Read Posts from Files: a night's posts, one text file per team, into the desk."""
        desk = self._show("desk")
        if desk is None:
            return None
        war = self.window.document.war
        title = tr("TurnCommands", "Read the posts for {0}").format(turn_said(war.ruleset, war.turn))  # Night 2
        paths, _ = QtWidgets.QFileDialog.getOpenFileNames(self.window, title, self.posts_folder(),
                                                           tr("TurnCommands", "Posts (*.txt *.md *.bbcode);;All files (*)"))
        if not paths:
            return None
        self.window.settings.set(POSTS_FOLDER, str(Path(paths[0]).parent))
        return desk.widget().read_post_files([Path(p) for p in paths])

    def posts_folder(self) -> str:
        """Where Read Posts from Files opens: the folder the last posts were read from, else the war file's."""
        last = self.window.settings.get(POSTS_FOLDER)
        if last and Path(last).is_dir():
            return str(last)
        document = self.window.document
        return str(document.path.parent) if document is not None else ""

    def add_ruling(self):
        desk = self.dock("desk")
        return desk.widget().open_ruling() if desk is not None else None

    def correct_turn(self):
        """Turn > Correct a Past Turn…: on the turn selected in the Turns dock (the newest after a resolve), unless a
        re-resolution waits (its own turn then)."""
        desk = self.dock("desk")
        dialog = desk.widget().open_correction() if desk is not None else None
        turns = self.dock("turns")
        selected = turns.selected_turn() if turns is not None else None
        document = self.window.document
        if dialog is not None and selected is not None and document is not None and document.store.proposal() is None:
            dialog.show_turn(selected)
        return dialog

    def compare_turns(self) -> QDialog | None:
        """Turn > Compare Turns: two turns (or a turn and its re-resolution) side by side, non-blocking."""
        document = self.window.document
        if document is None:
            return None
        from gmdesk.ui.compare_dialog import CompareDialog

        dialog = CompareDialog(document, self.window)
        self.window.keep_dialog(dialog)
        dialog.open()
        return dialog

    def rule_readings(self, key: str | None = None) -> QDialog | None:
        """Turn > Rule Readings…: the war's readings of the rules' open questions, non-blocking (a change is an undo
        step); ``key``: the reading shown first (an event's link to the reading it depends on)."""
        document = self.window.document
        if document is None:
            return None
        from gmdesk.ui.readings_dialog import ReadingsDialog

        dialog = ReadingsDialog(document, self.window)
        dialog.proposal_made.connect(self.correct_turn)  # its differences, to accept or discard
        if key:
            dialog.show_key(key)
        self.window.keep_dialog(dialog)
        dialog.open()
        return dialog

    def show_updates(self, number: int | None = None) -> QDialog | None:
        """Turn > Updates…: the updates of stored turn ``number`` (the last by default), non-blocking."""
        document = self.window.document
        if document is None:
            return None
        if not document.store.turn_numbers() and not document.turns.questions():
            self.window.statusBar().showMessage(tr("TurnCommands",
                                                   "No turn resolved yet: resolve one, then write its updates"), 5000)
            return None
        from PySide6.QtCore import Qt
        from gmdesk.ui.updates_window import UpdatesDialog

        QtWidgets.QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)  # every team's update written: up to a second on a
        try:                                                         # long war's old turn (QA long war)
            dialog = UpdatesDialog(document, number, self.window)
        finally:
            QtWidgets.QApplication.restoreOverrideCursor()
        self.window.keep_dialog(dialog)
        dialog.show()
        return dialog

    def character_charts(self) -> None:
        charts = self._show("charts")
        selected = self.window.characters.selected()
        if charts is not None and selected is not None:
            charts.widget().show_character(selected)

    def _show(self, name: str):
        dock = self.dock(name)
        if dock is not None:
            dock.show()
            dock.raise_()
        return dock

    # -- wiring ------------------------------------------------------------------------------------------
    def connect_docks(self) -> None:
        """Called once the war's docks exist."""
        document, panel = self.window.document, self.window.map_panel
        if document is None or panel is None:
            return
        desk, timeline, turns = self.dock("desk").widget(), self.dock("timeline").widget(), self.dock("turns")
        desk.resolve_button.clicked.disconnect(desk.resolve)  # the desk's button asks as the menu does
        desk.resolve_button.clicked.connect(self.resolve)
        if not self._asking_hooked:  # the menu shows the open war's setting (Save As gives another war file)
            self._asking_hooked = True
            self.window.turn_menu.aboutToShow.connect(self.show_asking)
        self.show_asking()
        document.turns.turn_stored.connect(self.show_stored)
        turns.turn_selected.connect(lambda number: self.show_turn(number, bring_forward=False))
        turns.updates_requested.connect(self.show_updates)
        timeline.moment_changed.connect(self.show_moment)
        events = self.dock("events")  # the two lists of a turn's events follow each other
        events.event_chosen.connect(self.show_event)
        timeline.event_selected.connect(lambda seq: events.select_seq(timeline.turn_number, seq))
        cast = self.dock("cast")
        cast.character_selected.connect(desk.select_character)
        cast.character_selected.connect(self._chart_character)
        document.history_changed.connect(self.clear_moment)
        panel.scene.viewer_changed.connect(self._viewer_changed)
        last = document.last_turn()
        if last is not None:
            timeline.show_turn(last)  # the night the GM last resolved, ready to inspect

    def show_turn(self, number: int, bring_forward: bool = True) -> None:
        """Show a resolved turn in the timeline (brought forward after a resolve); the map returns to now."""
        self.clear_moment()
        timeline = self._show("timeline") if bring_forward else self.dock("timeline")
        if timeline is not None:
            timeline.widget().show_turn(number)

    def show_event(self, number: int, seq: int) -> None:
        """An event picked in the Events dock, explained in the timeline (brought forward) with the map at that
        moment."""
        timeline = self._show("timeline")
        if timeline is None:
            return
        view = timeline.widget()
        if view.turn_number != number or view.branch != MAIN_BRANCH:
            view.show_turn(number)
        if view.turn_number == number:
            view.select_event(seq)

    def show_stored(self, turn: StoredTurn) -> None:
        """The turn just resolved, in the timeline brought forward, as the engine made it; the map returns to now."""
        self.clear_moment()
        timeline = self._show("timeline")
        if timeline is not None:
            timeline.widget().show_stored(turn)

    def show_moment(self, seq: int) -> None:
        """The map as the turn stood after event ``seq``, with the moves made until then."""
        from gmdesk.engine.moments import moves_until, war_at

        timeline = self.dock("timeline").widget()
        panel = self.window.map_panel
        if panel is None or timeline.war_before is None:
            return
        moment = war_at(timeline.war_before, timeline.events, seq)
        moves = [(m.character, m.origin, m.to, m.kind)
                 for m in moves_until(timeline.events, seq, timeline.war_before) if m.origin and m.to]
        panel.scene.show_moment(moment, moves)
        self._moves_in_view(panel, [move[0] for move in moves])
        panel._update_actions()  # the editing tools are off while the map shows the past
        self.back_to_now.show()
        self._moment_message = tr("TurnCommands", "The map shows {0} after event {1}: moves drawn as arrows; "
                                  "Back to Now returns").format(timeline.title, seq)
        self.window.statusBar().showMessage(self._moment_message, 6000)
        self._title_cast(tr("TurnCommands", "Cast — now, not at the map's moment"))

    @staticmethod
    def _moves_in_view(panel, movers: list[str]) -> None:
        """The characters who moved, where a moment puts them, in view (QA first hour: tokens that arrived at the
        topmost place sat half under the map's toolbar): a map kept whole is fitted again; one the GM zoomed or
        panned scrolls the least it takes, when they fit at all."""
        view = panel.view
        if view.keep_fitted:
            view.fit()
            return
        tokens = [panel.scene.token_items[cid] for cid in movers if cid in panel.scene.token_items]
        if tokens:
            rect = tokens[0].sceneBoundingRect()
            for token in tokens[1:]:
                rect = rect.united(token.sceneBoundingRect())
            view.ensureVisible(rect, 24, 24)

    def _title_cast(self, title: str) -> None:
        """The Cast dock's title: while the map shows a moment of a turn the cast still shows the war now (its
        health and places), and says so, so the two are not read as one."""
        cast = self.dock("cast")
        if cast is not None:
            cast.setWindowTitle(title)

    def clear_moment(self) -> None:
        """The map back to the war as it is now (and the line that said it showed a moment gone with it)."""
        panel = self.window.map_panel
        if panel is not None:
            panel.scene.clear_moment()
            if panel.view.keep_fitted:
                panel.view.fit()
            panel._update_actions()
        self.back_to_now.hide()
        self._title_cast(tr("Cast", "Cast"))
        bar = self.window.statusBar()
        if self._moment_message and bar.currentMessage() == self._moment_message:
            bar.clearMessage()
        self._moment_message = ""

    def _viewer_changed(self, _team) -> None:
        """Another "Seen by" while the map shows a moment: draw the same moment as that viewer sees it."""
        timeline = self.dock("timeline")
        panel = self.window.map_panel
        seq = timeline.widget().moment() if timeline is not None else None
        if panel is not None and panel.scene.showing_moment and seq is not None:
            self.show_moment(seq)

    def _chart_character(self, cid: str) -> None:
        charts = self.dock("charts")
        if charts is not None and charts.isVisible():
            charts.widget().show_character(cid)
