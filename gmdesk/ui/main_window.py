"""The GM's desk: the map in the middle, the cast and the sheets at hand, the turns at the bottom.

The window owns the menus (built from :mod:`gmdesk.ui.actions`), the open :class:`WarDocument`, the
docks and what is remembered between runs. Every file operation goes through :meth:`open_path`,
:meth:`create_war` and :meth:`close_war`, so the menus, the command line and the tests take one road;
the File menu's questions that lead there are :class:`FileDialogs`'.
"""

from __future__ import annotations

import os
import traceback
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer
from PySide6.QtGui import QAction, QKeySequence, QUndoGroup
from PySide6.QtWidgets import QLabel, QMainWindow, QMenu, QWidget

from gmdesk import rulesets
from gmdesk.errors import GmdeskError, WarFileError
from gmdesk.model.war import War
from gmdesk.model.warfile import load_war
from gmdesk.store import is_sqlite_file
from gmdesk.ui.actions import WAR_ACTIONS, WRITING_ACTIONS, ActionId, build_actions, redo_keys
from gmdesk.ui.characters import CharacterCommands
from gmdesk.ui.dock_layout import first_size, hide_stray_tab_bars, pane_menu, place_corners, view_action
from gmdesk.ui.document import WarDocument, check_ruleset
from gmdesk.ui.errors import show_error
from gmdesk.ui import help_pages
from gmdesk.ui.file_dialogs import FileDialogs, same_file
from gmdesk.ui.fonts import install_fallback
from gmdesk.ui.i18n import language_menu, say, tr, turn_said
from gmdesk.ui.icon import app_icon
from gmdesk.ui.map.panel import MapPanel
from gmdesk.ui.problems import ProblemsButton
from gmdesk.ui.sample_menu import SampleMenu
from gmdesk.ui.settings import Settings
from gmdesk.ui.startup import DeferredDocks, build_docks
from gmdesk.ui.turn_commands import TurnCommands
from gmdesk.rulesets import turn_titles

if TYPE_CHECKING:  # pragma: no cover
    from PySide6.QtCore import QByteArray
    from PySide6.QtGui import QCloseEvent, QResizeEvent
    from PySide6.QtWidgets import QDockWidget
    from gmdesk.ui.map_import import Ask

#: Map command groups shown as submenus of the Map menu.
SUBMENUS = ("Layers", "Auto layout", "Background", "As seen by")


class MainWindow(QMainWindow):
    def __init__(self, settings: Settings, home: Path, parent: QWidget | None = None):
        super().__init__(parent)
        install_fallback()  # Japanese sheets (roll-dice) render on a machine without a CJK font
        self.setObjectName("mainWindow")
        self.setWindowIcon(app_icon())
        self.settings = settings
        self.home = home
        self.document: WarDocument | None = None
        self.map_panel: MapPanel | None = None
        self._docks: dict[str, QDockWidget] = {}  # built after the map's first paint (gmdesk/ui/startup.py)
        self._pending_docks: DeferredDocks | None = None
        self._ever_docked = False  # no dock tab bars to tidy in a window that never had docks
        self._language_menu = language_menu(settings, self)  # View's one command with no war open too
        self.dialogs: list[QWidget] = []  # non-blocking dialogs stay alive while shown
        self.undo_group = QUndoGroup(self)
        self.menu_actions = build_actions(self)
        self.file_dialogs = FileDialogs(self)
        self.characters = CharacterCommands(self)
        self._default_state: QByteArray | None = None
        self._build_status_bar()
        self.turn_commands = TurnCommands(self)
        self._build_menus()
        self._connect_actions()
        self._enable_war_actions(False)  # the welcome panel comes when the window is shown without a war
        self.resize(*first_size())
        geometry = settings.get("window/geometry")
        if not geometry.isEmpty():
            self.restoreGeometry(geometry)
        self._update_title()

    # -- building ---------------------------------------------------------------------------------------
    def _build_status_bar(self) -> None:
        # a mark that stays while the file is read-only (a status message goes at the next menu hover)
        self.status_problems: ProblemsButton | None = None  # one per open war
        self.status_readonly = QLabel(tr("MainWindow", "Read-only"))
        self.status_readonly.setObjectName("status.readonly")
        self.status_readonly.setStyleSheet("color: #b00020; font-weight: bold; padding: 0 8px;")
        self.status_readonly.hide()
        self.statusBar().addPermanentWidget(self.status_readonly)
        self.status_ruleset = QLabel()
        self.status_turn = QLabel()
        self.status_phase = QLabel()
        for label in (self.status_ruleset, self.status_turn, self.status_phase):
            label.setContentsMargins(8, 0, 8, 0)
            self.statusBar().addPermanentWidget(label)

    def _build_menus(self) -> None:
        a = self.menu_actions
        bar = self.menuBar()
        file_menu = bar.addMenu(tr("MainWindow", "&File"))
        file_menu.addAction(a[ActionId.NEW])
        file_menu.addAction(a[ActionId.OPEN])
        self.recent_menu = QMenu(tr("MainWindow", "Open &Recent"), self)
        self.recent_menu.setObjectName("menu.recent")
        self.recent_menu.aboutToShow.connect(self._fill_recent_menu)
        self.sample_menu = SampleMenu(self.home, self)
        self.sample_menu.opened.connect(self.open_path)
        self.sample_menu.failed.connect(lambda exc: self.error(tr("MainWindow", "Cannot open the war"), exc))
        file_menu.addMenu(self.recent_menu)
        file_menu.addMenu(self.sample_menu)
        file_menu.addSeparator()
        for action_id in (ActionId.SAVE, ActionId.SAVE_AS, ActionId.EXPORT_JSON, ActionId.IMPORT_JSON):
            file_menu.addAction(a[action_id])
        file_menu.addSeparator()
        for action_id in (ActionId.IMPORT_MAP, ActionId.EXPORT_MAP, ActionId.EXPORT_PNG, ActionId.EXPORT_SVG):
            file_menu.addAction(a[action_id])
        file_menu.addSeparator()
        file_menu.addAction(a[ActionId.PRINT_SHEETS])
        file_menu.addAction(a[ActionId.EXPORT_SHEETS_PDF])
        file_menu.addSeparator()
        file_menu.addAction(a[ActionId.CLOSE])
        file_menu.addAction(a[ActionId.QUIT])

        edit_menu = bar.addMenu(tr("MainWindow", "&Edit"))
        self.undo_action = self.undo_group.createUndoAction(self, tr("MainWindow", "&Undo"))
        self.undo_action.setShortcuts(QKeySequence.StandardKey.Undo)
        self.undo_action.setObjectName("action.undo")
        self.redo_action = self.undo_group.createRedoAction(self, tr("MainWindow", "&Redo"))
        self.redo_action.setShortcuts(redo_keys())
        self.redo_action.setObjectName("action.redo")
        edit_menu.addAction(self.undo_action)
        edit_menu.addAction(self.redo_action)

        self.characters_menu = bar.addMenu(tr("MainWindow", "&Characters"))
        self.characters_menu.setObjectName("menu.characters")
        for action_id in (ActionId.NEW_CHARACTER, ActionId.DUPLICATE_CHARACTER, ActionId.DELETE_CHARACTER):
            self.characters_menu.addAction(a[action_id])
        self.characters_menu.addSeparator()
        self.characters_menu.addAction(a[ActionId.EDIT_SHEET])
        self.characters_menu.addAction(a[ActionId.TEAMS])

        self.turn_menu = bar.addMenu(tr("MainWindow", "&Turn"))
        self.turn_menu.setObjectName("menu.turn")
        self.turn_menu.addActions([a[ActionId.RESOLVE_TURN], a[ActionId.ASK_RESOLVE]])
        self.turn_menu.addAction(a[ActionId.USE_POST_ORDERS])
        self.turn_menu.addAction(a[ActionId.READ_POSTS])
        self.turn_menu.addSeparator()
        for action_id in (ActionId.ADD_RULING, ActionId.CORRECT_TURN, ActionId.COMPARE_TURNS,
                          ActionId.CHARACTER_CHARTS, ActionId.TURN_UPDATES, ActionId.RULE_READINGS):
            self.turn_menu.addAction(a[action_id])

        self.map_menu = bar.addMenu(tr("MainWindow", "&Map"))
        self.map_menu.setObjectName("menu.map")
        self.view_menu = bar.addMenu(tr("MainWindow", "&View"))
        self.view_menu.setObjectName("menu.view")
        self.view_menu.aboutToShow.connect(self.ensure_ready)  # its dock list, complete
        help_menu = bar.addMenu(tr("MainWindow", "&Help"))
        for action_id in (ActionId.USER_GUIDE, ActionId.SHORTCUTS, ActionId.RULES_REFERENCE, ActionId.ABOUT):
            help_menu.addAction(a[action_id])

    def _connect_actions(self) -> None:
        a, ask = self.menu_actions, self.file_dialogs
        a[ActionId.NEW].triggered.connect(ask.new_war)
        a[ActionId.OPEN].triggered.connect(ask.open_war)
        a[ActionId.SAVE].triggered.connect(self.save)
        a[ActionId.SAVE_AS].triggered.connect(ask.save_as)
        a[ActionId.EXPORT_JSON].triggered.connect(ask.export_json)
        a[ActionId.IMPORT_JSON].triggered.connect(ask.import_json)
        a[ActionId.IMPORT_MAP].triggered.connect(ask.import_map)
        a[ActionId.EXPORT_MAP].triggered.connect(ask.export_map)
        a[ActionId.EXPORT_PNG].triggered.connect(lambda: ask.export_picture("png"))
        a[ActionId.EXPORT_SVG].triggered.connect(lambda: ask.export_picture("svg"))
        a[ActionId.PRINT_SHEETS].triggered.connect(self.characters.print_sheets)
        a[ActionId.EXPORT_SHEETS_PDF].triggered.connect(self.characters.export_sheets)
        a[ActionId.NEW_CHARACTER].triggered.connect(lambda: self.characters.new_character())
        a[ActionId.DUPLICATE_CHARACTER].triggered.connect(self.characters.duplicate_character)
        a[ActionId.DELETE_CHARACTER].triggered.connect(self.characters.delete_character)
        a[ActionId.EDIT_SHEET].triggered.connect(lambda: self.characters.edit_sheet())
        a[ActionId.TEAMS].triggered.connect(self.characters.teams)
        turn = self.turn_commands
        a[ActionId.RESOLVE_TURN].triggered.connect(turn.resolve)
        a[ActionId.USE_POST_ORDERS].triggered.connect(turn.use_post_orders)
        a[ActionId.READ_POSTS].triggered.connect(turn.read_posts)
        a[ActionId.ADD_RULING].triggered.connect(turn.add_ruling)
        a[ActionId.CORRECT_TURN].triggered.connect(turn.correct_turn)
        a[ActionId.COMPARE_TURNS].triggered.connect(turn.compare_turns)
        a[ActionId.CHARACTER_CHARTS].triggered.connect(turn.character_charts)
        a[ActionId.TURN_UPDATES].triggered.connect(lambda: turn.show_updates())
        a[ActionId.RULE_READINGS].triggered.connect(turn.rule_readings)
        a[ActionId.CLOSE].triggered.connect(self.close_war)
        a[ActionId.QUIT].triggered.connect(self.close)
        a[ActionId.RESET_LAYOUT].triggered.connect(self.reset_layout)
        a[ActionId.ABOUT].triggered.connect(lambda: help_pages.about(self))
        a[ActionId.SHORTCUTS].triggered.connect(lambda: help_pages.shortcuts(self))
        a[ActionId.RULES_REFERENCE].triggered.connect(lambda: help_pages.rules_of_this_war(self))
        a[ActionId.USER_GUIDE].triggered.connect(lambda: help_pages.user_guide(self))

    def _show_welcome(self, unless_filled: bool = False) -> None:
        if unless_filled and (self.document is not None or self.centralWidget() is not None):
            return  # shown, then a war opened at once: no panel (it is built in the next turn, before the first paint)
        from gmdesk.ui.welcome import WelcomePanel  # not needed by a start that opens a war
        welcome = WelcomePanel(self.settings.recent_files(), self.sample_menu)
        welcome.new_requested.connect(self.file_dialogs.new_war)
        welcome.open_requested.connect(self.file_dialogs.open_war)
        welcome.recent_requested.connect(self.open_path)
        self.setCentralWidget(welcome)
        if unless_filled:  # the window is on screen: the panel at once, not in the next turn (Qt's way)
            welcome.show()
        self._enable_war_actions(False)
        self.view_menu.clear()  # the docks' entries go with the war; the interface's language stays
        self.view_menu.addMenu(self._language_menu)

    def _enable_war_actions(self, enabled: bool) -> None:
        for action_id in WAR_ACTIONS:
            self.menu_actions[action_id].setEnabled(enabled)
        for menu in (self.map_menu, self.characters_menu, self.turn_menu):  # filled only while a war is open
            menu.menuAction().setEnabled(enabled)

    # -- opening and closing ------------------------------------------------------------------------------
    def open_path(self, path: str | Path) -> bool:
        """Open a war file (a JSON war is imported into a war file first). False when it could not be."""
        path = Path(path)
        if self.document is not None and same_file(path, self.document.path):
            # opening it again would find our own lock and give a read-only copy of the war
            self.statusBar().showMessage(tr("MainWindow", "{0} is open already").format(path.name), 3000)
            return True
        if path.suffix.lower() == ".json" and path.exists() and not is_sqlite_file(path):
            return self.import_json(path)
        try:
            document = WarDocument.open(path)
        except (GmdeskError, OSError) as exc:
            self.error(tr("MainWindow", "Cannot open the war"), exc)
            if isinstance(exc, WarFileError) and not path.exists():
                self.settings.forget_recent(path)
                if self.document is None:
                    self._show_welcome()  # its list of recent wars, without the one that is gone
            return False
        return self._install(document)

    def import_json(self, json_path: Path, target: Path | None = None) -> bool:
        """Make a war file from a JSON war (beside it, or where the GM says) and open it. The JSON is
        read first, so a bad file is reported before the GM is asked for a name."""
        try:
            war = load_war(json_path)
            check_ruleset(war.ruleset, json_path)
        except (GmdeskError, OSError) as exc:
            self.error(tr("MainWindow", "Cannot import the JSON war"), exc)
            return False
        replace = False
        if target is None:
            target = json_path.with_suffix(".gmdesk")
            if target.exists() and (choice := self.file_dialogs.imported_before(json_path, target)) != "import":
                return choice == "open" and self.open_path(target)  # the war file made from it before, or cancelled
            if target.exists() or not os.access(target.parent, os.W_OK):  # taken, or a folder we may not write
                if not target.exists():
                    target = self.home / target.name
                target, replace = self.file_dialogs.ask_new_file(tr("MainWindow", "Save the imported war as"), target)
                if target is None:
                    return False
        return self.create_war(war, target, replace=replace)

    def create_war(self, war: War, target: Path, *, replace: bool = False) -> bool:
        """Write ``war`` to a new war file and open it; ``replace`` when the GM agreed to overwrite
        ``target`` (the old file is backed up). The war open now is never overwritten."""
        target = Path(target)
        try:
            if self.document is not None and same_file(target, self.document.path):
                raise WarFileError("this war is open now: pick another name", path=str(target))
            if target.exists() and not replace:
                raise WarFileError("exists already: pick another name", path=str(target))
            document = WarDocument.create(target, war, replace=replace)
        except (GmdeskError, OSError) as exc:
            self.error(tr("MainWindow", "Cannot create the war file"), exc)
            return False
        return self._install(document)

    def close_war(self) -> bool:
        """Save and close the open war; False (and the war stays open) when saving fails."""
        if self.document is None:
            return True
        if self._pending_docks is not None:  # closed before its docks came: none to build now
            self._pending_docks.cancel()
            self._pending_docks = None
            self.settings.add_recent(self.document.path)  # it was opened all the same
        self._remember_layout()
        self.characters.commit_pending()
        try:
            self.document.close()
        except (GmdeskError, OSError) as exc:
            if not self.file_dialogs.rescue_before_close(exc):  # Save As…, Export JSON…, Discard or Cancel
                return False
            self.document.undo_stack.setClean()
            self.document.close()
        self.undo_group.removeStack(self.document.undo_stack)
        self.document.deleteLater()
        self.document = None
        for dock in self._docks.values():
            self.removeDockWidget(dock)
            dock.setParent(None)  # out of the window now: restoreState must find the next war's docks
            dock.deleteLater()
        self._docks = {}
        if self._ever_docked:
            hide_stray_tab_bars(self, self._docks)  # the closed war's tab bars
        self.turn_commands.back_to_now.hide()
        self.map_panel = None
        self.status_readonly.hide()
        if self.status_problems is not None:
            self.statusBar().removeWidget(self.status_problems)
            self.status_problems.deleteLater()
            self.status_problems = None
        self.map_menu.clear()
        self._show_welcome()
        self._update_title()
        return True

    def _install(self, document: WarDocument) -> bool:
        """Show ``document`` in the window instead of the war open now. A file whose parts cannot be shown
        (a damaged row the docks read) gives the error dialog, and the war open before comes back."""
        previous = self.document.path if self.document is not None else None
        if not self.close_war():
            document.close()
            return False
        try:
            self._show_document(document, previous)
        except Exception as exc:  # a file must never take the window down: the GM reads why instead
            self._cannot_show(exc, document, previous)
            return False
        return True

    def _scan_pages(self, document: WarDocument) -> None:  # the whole-file page scan, in the background
        from gmdesk.ui.page_scan import scan_in_background
        scan_in_background(self, document.path, lambda title, text: self.error(title, text))

    def _cannot_show(self, exc: Exception, document: WarDocument, previous: Path | None) -> None:
        """A war whose parts cannot be shown: the error dialog, and the war open before comes back."""
        traceback.print_exc()
        self.error(tr("MainWindow", "Cannot show the war"), exc)
        try:
            self.close_war()
        except Exception:  # noqa: BLE001 - already reported; the window must stay usable
            traceback.print_exc()
        if previous is not None and not same_file(previous, document.path):
            self.open_path(previous)

    def _show_document(self, document: WarDocument, previous: Path | None = None) -> None:
        self.document = document
        document.setParent(self)
        self.undo_group.addStack(document.undo_stack)
        self.undo_group.setActiveStack(document.undo_stack)
        document.dirty_changed.connect(lambda _: self._update_title())
        document.changed.connect(lambda _: self._update_title())
        document.refused.connect(lambda text: self.error(tr("MainWindow", "The editor refused"), text))
        document.save_failed.connect(self.file_dialogs.cannot_save)
        document._autosave.setInterval(self.settings.get("autosave/delay_ms"))

        map_panel = self.map_panel = MapPanel(document)
        map_panel.problem.connect(self.error)
        self.setCentralWidget(map_panel)
        self._restore_map_look(map_panel)
        self._fill_map_menu(map_panel)
        map_panel.viewers_changed.connect(lambda: self._fill_map_menu(map_panel))
        document.turns.questions_changed.connect(lambda _questions: self._update_title())  # "waiting for a decision"
        self._fill_view_menu()
        if self.isVisible():  # the map is painted first, the docks come after (gmdesk/ui/startup.py)
            self._pending_docks = DeferredDocks(map_panel.view,
                                                lambda: self._build_docks(document, map_panel, previous, True))
        else:
            self._build_docks(document, map_panel)
        self._enable_war_actions(True)
        for action_id in WRITING_ACTIONS:  # nothing a read-only war can take
            self.menu_actions[action_id].setEnabled(not document.readonly)
        self.status_problems = ProblemsButton(document, self, check_now=self._pending_docks is None)
        self.statusBar().insertPermanentWidget(0, self.status_problems)
        self.status_readonly.setVisible(document.readonly)
        self.status_readonly.setToolTip(say(document.store.readonly_reason) if document.readonly else "")
        self._update_title()
        self.statusBar().showMessage(tr("MainWindow", "Opened read-only: nothing can be changed (the red Read-only "
                                        "mark's tip says why)") if document.readonly else "")  # not the war before's
        if document.store.upgraded_from is not None:
            self.statusBar().showMessage(tr("MainWindow", "Upgraded from file version {0}; the old file is kept as {1}")
                                         .format(document.store.upgraded_from, document.store.upgrade_backup))

    @property
    def docks(self) -> dict[str, QDockWidget]:
        """The open war's docks by name, built now if they were still to come after the first paint."""
        self.ensure_ready()
        return self._docks

    def built_docks(self) -> dict[str, QDockWidget]:
        """The docks built so far (none while they wait for the first paint)."""
        return self._docks

    def set_docks(self, docks: dict[str, QDockWidget]) -> None:
        self._docks = docks
        self._ever_docked = True

    def ensure_ready(self) -> None:
        """Build now what the window leaves for after the map's first paint (gmdesk/ui/startup.py)."""
        if self._pending_docks is not None:
            self._pending_docks.run()

    def _build_docks(self, document: WarDocument, map_panel: MapPanel, previous: Path | None = None,
                     deferred: bool = False) -> None:
        self._pending_docks = None
        try:
            build_docks(self, document, map_panel)
        except Exception as exc:
            if not deferred:
                raise  # _install tells the GM
            self._cannot_show(exc, document, previous)
            return
        self.turn_commands.connect_docks()
        self._scan_pages(document)  # with the docks: after the first paint, not competing with it
        self.settings.add_recent(document.path)  # so is the settings file's write, and its syncs
        if deferred and self.status_problems is not None and self.status_problems.document is document:
            self.status_problems.check()
        if self._default_state is None:
            if self.isVisible():
                self._activate_layout()  # the sizes just given, not the ones before
            self._default_state = self.saveState()
        state = self.settings.get("window/state")
        if not state.isEmpty():
            self.restoreState(state)
        self.tidy_tab_bars()
        QTimer.singleShot(0, self.tidy_tab_bars)  # and once the window has settled
        self._fill_view_menu()

    def tidy_tab_bars(self) -> None:
        """Hide the dock tab bars Qt leaves on screen unused (see :func:`hide_stray_tab_bars`)."""
        hide_stray_tab_bars(self, self._docks)

    def _activate_layout(self) -> None:
        layout = self.layout()
        assert layout is not None, "a QMainWindow always has its layout"
        layout.activate()

    def focus_character(self, cid: str) -> None:
        if self.map_panel is not None and hasattr(self.map_panel, "focus_character"):
            self.map_panel.focus_character(cid)

    def _fill_map_menu(self, map_panel: MapPanel) -> None:
        """The map panel's commands: tools, editing and view inline, the longer lists as submenus."""
        self.map_menu.clear()
        for title, group in map_panel.action_groups():
            if title in SUBMENUS:
                submenu = self.map_menu.addMenu(tr("MapPanel", title))
                submenu.setObjectName(f"menu.map.{title.lower().replace(' ', '_')}")
                submenu.addActions(group)
            else:
                self.map_menu.addActions(group)
                self.map_menu.addSeparator()

    def _fill_view_menu(self) -> None:
        self.view_menu.clear()
        self.view_menu.addActions([view_action(dock) for dock in self._docks.values()])
        self.view_menu.addMenu(pane_menu(self))  # Go To: Alt+1… and F6 between the map and the docks
        self.view_menu.addSeparator()
        self.view_menu.addAction(self.menu_actions[ActionId.RESET_LAYOUT])
        self.view_menu.addMenu(self._language_menu)  # one, kept: the View menu is filled again as docks come

    def _fill_recent_menu(self) -> None:
        self.recent_menu.clear()
        files = self.settings.recent_files()
        if not files:
            empty = self.recent_menu.addAction(tr("MainWindow", "(no recent wars)"))
            empty.setEnabled(False)
        for number, path in enumerate(files, 1):
            action = self.recent_menu.addAction(f"&{number} {Path(path).name}")
            action.setToolTip(path)
            action.triggered.connect(lambda _=False, p=path: self.open_path(p))

    # -- saving and the map file ----------------------------------------------------------------------------
    def save(self) -> bool:
        if self.document is None:
            return False
        self.characters.commit_pending()
        try:
            self.document.save()
        except (GmdeskError, OSError) as exc:
            self.file_dialogs.cannot_save(exc)
            return False
        self.statusBar().showMessage(tr("MainWindow", "Saved {0}").format(self.document.path.name), 3000)
        return True

    def save_as(self, target: Path) -> bool:
        """Copy the war file (history and all) to ``target`` and go on in the copy, undo steps kept."""
        if self.document is None:
            return False
        self.characters.commit_pending()
        if same_file(target, self.document.path) or self.document.readonly:
            return self.save()  # Save As onto itself is a Save; a read-only war says why it cannot
        try:  # the war in memory goes to the copy: it works when the old file cannot be written
            self.document.save_to(target, replace=target.exists())
        except (GmdeskError, OSError) as exc:
            self.error(tr("MainWindow", "Cannot save a copy"), exc)
            return False
        self.settings.add_recent(self.document.path)
        self._update_title()
        return True

    def import_map(self, path: Path, ask: Ask | None = None) -> bool:
        """Map > Import…: places matched by id and name, the rest asked (``ask``, default a dialog), everyone
        moved along, then a summary of what came in (gmdesk/ui/map_import.py)."""
        from gmdesk.model.mapio import read_map_file
        from gmdesk.ui.map_import import ask_with_dialog, import_map_file, summary_box
        if self.document is None:
            return False
        try:
            lines = import_map_file(self.document, path, read_map_file, ask or ask_with_dialog(self))
        except (GmdeskError, OSError) as exc:
            self.error(tr("MainWindow", "Cannot read the map"), exc)
            return False
        if lines is None:
            return False
        self.keep_dialog(summary_box(self, lines))
        return True

    # -- the View and Help menus ----------------------------------------------------------------------------
    def reset_layout(self) -> None:
        if self._default_state is not None:
            self.restoreState(self._default_state)
        for dock in self.docks.values():
            dock.show()
        QTimer.singleShot(0, self.tidy_tab_bars)

    def actions_by_name(self, name: str) -> QAction:
        """The menu action with this objectName (``action.save``, ``map.add_location``, …)."""
        for action in self.findChildren(QAction):
            if action.objectName() == name:
                return action
        raise KeyError(name)

    # -- errors, title, status ------------------------------------------------------------------------------
    def error(self, title: str, exc: BaseException | str) -> None:
        """A non-blocking dialog in plain words (kept in :attr:`dialogs` until closed)."""
        self.keep_dialog(show_error(self, title, exc))

    def keep_dialog(self, dialog: QWidget | None) -> None:
        """Keep a non-blocking dialog alive while it is shown (Python would collect it otherwise)."""
        self.dialogs = [d for d in self.dialogs if d.isVisible()] + ([dialog] if dialog is not None else [])

    def _update_title(self) -> None:
        doc = self.document
        if doc is None:
            self.setWindowTitle("gmdesk")
            for label in (self.status_ruleset, self.status_turn, self.status_phase):
                label.clear()
            return
        war = doc.war
        readonly = tr("MainWindow", " (read-only)") if doc.readonly else ""
        title = turn_titles.without_turn_if_read(war.title)  # a stale "— night 2" left out
        if title is None:  # the turn words are read after the first paint
            QTimer.singleShot(0, lambda: turn_titles.read_words(self._update_title))
        self.setWindowTitle(tr("MainWindow", "{0} — {1} — {2}[*]{3} — gmdesk").format(
            war.title if title is None else title, turn_said(war.ruleset, war.turn), doc.path.name, readonly))
        self.setWindowModified(doc.is_dirty())
        self.status_ruleset.setText(rulesets.short_name(war.ruleset))
        self.status_turn.setText(turn_said(war.ruleset, war.turn))
        self.status_phase.setText(tr("MainWindow", "waiting for a decision") if doc.turns.questions()
                                  else tr("MainWindow", "orders open"))

    # -- remembering ----------------------------------------------------------------------------------------
    def _restore_map_look(self, map_panel: MapPanel) -> None:
        """The layers and the grid as the GM left them last time."""
        shown = set(self.settings.get("map/layers"))
        for layer, action in map_panel.layer_actions().items():
            action.setChecked(layer in shown)
        map_panel.scene.set_snap(self.settings.get("map/snap"), self.settings.get("map/grid"))
        map_panel.action("map.snap").setChecked(self.settings.get("map/snap"))

    def _remember_layout(self) -> None:
        self.settings.set("window/geometry", self.saveGeometry())
        if self._docks:  # not before they are built: the layout remembered last stays
            self.settings.set("window/state", self.saveState())
        if self.map_panel is not None:
            scene = self.map_panel.scene
            self.settings.set("map/layers", [name for name, on in scene.layers.items() if on])
            self.settings.set("map/snap", scene.snap)
            self.settings.set("map/grid", scene.grid)
        self.settings.sync()

    def setVisible(self, visible: bool) -> None:  # noqa: N802 (Qt's name)
        if visible and self.document is None and self.centralWidget() is None:  # the welcome panel, queued
            QTimer.singleShot(0, self, lambda: self._show_welcome(unless_filled=True))
        super().setVisible(visible)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        if self._docks:
            place_corners(self)  # the Sheet runs the full height once the window is wide enough

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt's name)
        self._remember_layout()
        if not self.close_war():
            event.ignore()
            return
        event.accept()
