"""The map editor: a toolbar over the map view, and the GM's map commands as actions.

Every command ends in one ``document.do`` (or ``document.set_background``): one undo step each. The
actions are declared once here with object names ("map.add_location", …) and shortcuts that work while
the map has the focus; :meth:`MapPanel.actions_for_menu` hands the same actions to the main window's
Map menu. Dialogs are run through :attr:`MapPanel.run_dialog`, so a test can answer them.

A war that cannot be edited (a team's view, a read-only file) can still be read: locations are
selected as usual and their properties open read-only. What the editor has to say goes on the
:class:`MessageLine` under the map; the picture under it is :class:`BackgroundCommands`' job.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from PySide6.QtCore import QPoint, Qt, Signal
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6 import QtWidgets  # QDialog when first used (PySide makes a class on first use)
from PySide6.QtWidgets import (QApplication, QComboBox, QHBoxLayout, QLabel, QMenu, QSizePolicy, QToolBar,
                               QToolButton, QVBoxLayout, QWidget)

from gmdesk.errors import GmdeskError
from gmdesk.messages import Message
from gmdesk.ui.document import WarDocument
from gmdesk.ui.i18n import N, said_error, say, tr
from gmdesk.ui.labels import team_name
from gmdesk.ui.map.background import BackgroundCommands
from gmdesk.ui.map.message_line import MessageLine
from gmdesk.ui.map.scene import MapScene
from gmdesk.ui.map.view import MapView

if TYPE_CHECKING:  # pragma: no cover  (networkx and numpy: loaded when a layout is first asked for)
    from PySide6.QtWidgets import QDialog

    from gmdesk.model.layout import Extent

LAYOUT_TITLES = {"spring": N("MapPanel", "Spring"), "kamada-kawai": "Kamada–Kawai",
                 "planar": N("MapPanel", "Planar")}
LAYOUT_METHODS = tuple(LAYOUT_TITLES)
LAYER_TITLES = {"names": N("MapPanel", "Names"), "tokens": N("MapPanel", "Characters"),
                "home_bases": N("MapPanel", "Home bases"), "effects": N("MapPanel", "Effects"),
                "links": N("MapPanel", "Roads")}
#: Short names the main window may use for the modes.
MODE_ALIASES = {"add": "add_location"}
MODE_ACTIONS = (("select", "map.select", N("MapPanel", "&Select"), N("MapPanel", "Select"), "S"),
                ("add_location", "map.add_location", N("MapPanel", "&Add location"), N("MapPanel", "Add"), "A"),
                ("link", "map.link", N("MapPanel", "&Link locations"), N("MapPanel", "Link"), "L"))
#: Toolbar labels of the menus (the Map menu uses the group titles).
TOOLBAR_MENUS = {"Layers": N("MapPanel", "Layers"), "Auto layout": N("MapPanel", "Layout"),
                 "Background": N("MapPanel", "Picture")}
#: What the Select tool says it does, its keys included (the nudges have no menu entry of their own).
SELECT_TIP = N("MapPanel", "Select and move locations (Esc). Arrow keys nudge the selection one grid step "
                            "(Shift+arrow: five); Tab / Shift+Tab select the next / previous location; "
                            "Enter opens its properties")


#: What a map command's keys are given as.
Shortcut = QKeySequence | QKeySequence.StandardKey | str


class MapPanel(QWidget):
    """The map view with its toolbar, editing ``document``'s map."""

    #: A line for the status bar (refused edits, layout notes, errors).
    message = Signal(str)
    #: Something went wrong that the GM must see (a title and what happened): the window shows a dialog.
    problem = Signal(str, str)
    #: The "Seen by" entries changed (a team was made, renamed or removed): the Map menu is built again.
    viewers_changed = Signal()

    def __init__(self, document: WarDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.document = document
        self.scene = MapScene(document, self)
        self.view = MapView(self.scene, self)
        #: Runs a dialog and returns its result; tests replace it to answer dialogs.
        self.run_dialog: Callable[[QDialog], int] = lambda dialog: dialog.exec()
        self._actions: dict[str, QAction] = {}
        self._groups: list[tuple[str, list[QAction]]] = []
        self.toolbar = QToolBar(tr("MapPanel", "Map"), self)
        self.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.viewer_combo = QComboBox(self)
        self.viewer_combo.setObjectName("map.viewer")
        # narrow, so the tools keep their room on a small window; the list itself shows whole names
        self.viewer_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.viewer_combo.setMinimumContentsLength(12)
        self.viewer_combo.setToolTip(tr("MapPanel", "Draw the war as one team knows it (editing is off meanwhile)"))
        self.status = MessageLine(self._shows_empty_hint, self)
        self.status.shown.connect(self.message)
        self.status.problem.connect(self.problem)
        # run_dialog is looked up at each call: a test replaces it after the panel is made
        self.background = BackgroundCommands(document, self.scene, line=self.status, parent=self,
                                             run_dialog=lambda dialog: self.run_dialog(dialog))
        self._build_actions()
        self._build_toolbar()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        top = QHBoxLayout()  # the viewer stays in sight however narrow the map gets; the tools overflow
        top.setContentsMargins(0, 0, 6, 0)
        top.addWidget(self.toolbar, 1)
        top.addWidget(QLabel(tr("MapPanel", "Seen by"), self))
        top.addWidget(self.viewer_combo)
        layout.addLayout(top)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.status)
        self.scene.mode_changed.connect(self._follow_mode)
        self.scene.location_activated.connect(self.edit_location)
        self.view.context_menu_requested.connect(self.show_context_menu)
        self.scene.selectionChanged.connect(self._update_actions)
        self.scene.message.connect(self.status.show_message)
        self.document.refused.connect(self.status.show_message)
        self.document.background_changed.connect(self._update_actions)
        self.document.changed.connect(self.status.update_hint)
        self.document.changed.connect(self._follow_teams)
        self._update_actions()
        self.status.update_hint()
        self.view.fit()  # and it stays fitted as the window settles, until the GM zooms or pans

    # -- actions ---------------------------------------------------------------------------------------
    def _action(self, name: str, text: str, slot: Callable[..., object] | None = None,
                shortcut: Shortcut | list[Shortcut] | None = None, checkable: bool = False, tip: str = "",
                short: str = "", on_map_only: bool = False) -> QAction:
        """One map action; ``short`` is its toolbar label (the menu shows ``text``). ``on_map_only``:
        its keys work only while the map view has the focus (Tab, Return: the other widgets of the
        panel keep their own meaning for them)."""
        action = QAction(text, self)
        if short:
            action.setIconText(short)
        action.setObjectName(name)
        action.setCheckable(checkable)
        if shortcut is not None:
            keys = shortcut if isinstance(shortcut, list) else [shortcut]
            action.setShortcuts([QKeySequence(key) for key in keys])
            action.setShortcutContext(Qt.ShortcutContext.WidgetShortcut if on_map_only
                                      else Qt.ShortcutContext.WidgetWithChildrenShortcut)
            if on_map_only:
                self.view.addAction(action)
        if tip:
            action.setStatusTip(tip)
            action.setToolTip(tip)
        if slot is not None:
            (action.toggled if checkable else action.triggered).connect(slot)
        self.addAction(action)
        self._actions[name] = action
        return action

    def action(self, name: str) -> QAction:
        """An action by its object name ("map.add_location", "map.layer.names", …)."""
        return self._actions[name]

    def layer_actions(self) -> dict[str, QAction]:
        """The Layers actions by layer ("names", "tokens", …). Not ``findChildren``: PySide would wrap each
        child Qt made itself (the combo's model and view), creating their classes before the first paint."""
        return {name.removeprefix("map.layer."): action for name, action in self._actions.items()
                if name.startswith("map.layer.")}

    def _build_actions(self) -> None:
        self.mode_group = QActionGroup(self)
        self.mode_group.setExclusive(True)
        modes = []
        for mode, name, text, short, key in MODE_ACTIONS:
            tip = {"select": tr("MapPanel", SELECT_TIP),
                   "add_location": tr("MapPanel", "Click on the map to add a location (Enter: one in the middle of the "
                                                  "view)"),
                   "link": tr("MapPanel", "Drag from a location to another to link them; click a road to remove it "
                                          "(Enter: link the selected location to one you name)")}
            action = self._action(name, tr("MapPanel", text), shortcut=key, checkable=True,
                                  short=tr("MapPanel", short), tip=tip[mode])
            action.setData(mode)
            action.triggered.connect(lambda _checked=False, m=mode: self.set_mode(m))
            self.mode_group.addAction(action)
            modes.append(action)
        modes[0].setChecked(True)
        edit = [self._action("map.delete", tr("MapPanel", "&Delete"), self.delete_selected,
                             QKeySequence.StandardKey.Delete, tip=tr("MapPanel", "Delete the selected locations"),
                             short=tr("MapPanel", "Delete")),  # the toolbar's word, without the menu's "(&D)"
                self._action("map.properties", tr("MapPanel", "Location &properties…"), self._edit_selected,
                             ["Alt+Return", "Return", "Enter"], on_map_only=True,
                             tip=tr("MapPanel",
                                    "Edit the selected location's name, effects, owner, notes (or double-click it)"),
                             short=tr("MapPanel", "Edit…")),
                self._action("map.select_next", tr("MapPanel", "Select &next location"), lambda: self.select_next(True),
                             "Tab", on_map_only=True,
                             tip=tr("MapPanel", "Select the next location, in the map file's order")),
                self._action("map.select_previous", tr("MapPanel", "Select pre&vious location"),
                             lambda: self.select_next(False), "Shift+Tab", on_map_only=True,
                             tip=tr("MapPanel", "Select the previous location, in the map file's order"))]
        view = [self._action("map.zoom_in", tr("MapPanel", "Zoom &in"), self.view.zoom_in,
                             QKeySequence.StandardKey.ZoomIn, tip=tr("MapPanel", "Zoom in (or the mouse wheel)"),
                             short="+"),
                self._action("map.zoom_out", tr("MapPanel", "Zoom &out"), self.view.zoom_out,
                             QKeySequence.StandardKey.ZoomOut, tip=tr("MapPanel", "Zoom out (or the mouse wheel)"),
                             short="−"),
                self._action("map.fit", tr("MapPanel", "Fi&t the whole map"), self.view.fit, "F",
                             tip=tr("MapPanel", "Show the whole map"), short=tr("MapPanel", "Fit")),
                self._action("map.snap", tr("MapPanel", "Snap to &grid"), self.scene.set_snap, "G", checkable=True,
                             tip=tr("MapPanel", "Dragged and added locations land on the grid"),
                             short=tr("MapPanel", "Grid"))]
        view.append(self._action("map.find", tr("MapPanel", "&Find…"), self.ask_find, QKeySequence.StandardKey.Find,
                                 tip=tr("MapPanel", "Jump to a location or a character by name"),
                                 short=tr("MapPanel", "Find")))
        view[-1].setShortcutContext(Qt.ShortcutContext.WindowShortcut)  # a window-wide search: from the cast too
        # Ctrl+= too: Ctrl++ needs Shift on most keyboards
        view[0].setShortcuts([QKeySequence(QKeySequence.StandardKey.ZoomIn), QKeySequence("Ctrl+=")])
        layers = []
        for layer, title in LAYER_TITLES.items():
            title = tr("MapPanel", title)
            action = self._action(f"map.layer.{layer}", title, checkable=True,
                                  tip=tr("MapPanel", "Show {0}").format(title.lower()))
            action.setChecked(True)
            action.toggled.connect(lambda on, layer=layer: self.scene.set_layer(layer, on))
            layers.append(action)
        layouts = []
        for method in LAYOUT_METHODS:
            action = self._action(f"map.layout.{method}", tr("MapPanel", LAYOUT_TITLES[method]),
                                  tip=tr("MapPanel", "Place every location with the {0} layout (one undo step)").format(
                                      method))
            action.triggered.connect(lambda _checked=False, m=method: self.auto_layout(m))
            layouts.append(action)
        background = [self._action("map.background.load", tr("MapPanel", "Load picture…"), self.background.choose,
                                   tip=tr("MapPanel", "Put a picture (a drawn town plan) under the map")),
                      self._action("map.background.settings", tr("MapPanel", "Picture opacity, scale and place…"),
                                   self.background.edit_look),
                      self._action("map.background.remove", tr("MapPanel", "Remove picture"), self.background.remove)]
        self.viewer_group = QActionGroup(self)
        self.viewer_group.setExclusive(True)
        self.viewer_combo.currentIndexChanged.connect(
            lambda index: self.set_viewer(self.viewer_combo.itemData(index)))
        self._groups = [(N("MapPanel", "Tools"), modes), (N("MapPanel", "Edit"), edit), (N("MapPanel", "View"), view),
                        (N("MapPanel", "Layers"), layers), (N("MapPanel", "Auto layout"), layouts),
                        (N("MapPanel", "Background"), background), (N("MapPanel", "As seen by"), self._viewers())]

    def _viewers(self) -> list[QAction]:
        """"Seen by": the GM and each team, in the combo above the map and as actions for the Map menu."""
        war = self.document.war
        self._viewer_teams = [(tid, team_name(war, tid)) for tid in war.team_ids()]
        self.viewer_combo.blockSignals(True)
        self.viewer_combo.clear()
        for action in self.viewer_group.actions():
            self.viewer_group.removeAction(action)
            self._actions.pop(action.objectName(), None)
            action.deleteLater()
        everything = tr("MapPanel", "GM (everything)")
        self.viewer_combo.addItem(everything, None)
        entries: list[tuple[str | None, QAction]] = [(None, self._action("map.viewer.gm", everything,
                                                                        checkable=True))]
        for tid, name in self._viewer_teams:
            self.viewer_combo.addItem(name, tid)
            entries.append((tid, self._action(f"map.viewer.{tid}", name, checkable=True)))
        for viewer, action in entries:
            action.setData(viewer)
            action.setChecked(viewer == self.scene.viewer)
            action.triggered.connect(lambda _checked=False, t=viewer: self.set_viewer(t))
            self.viewer_group.addAction(action)
        self.viewer_combo.setCurrentIndex(max(0, self.viewer_combo.findData(self.scene.viewer)))
        self.viewer_combo.blockSignals(False)
        return [action for _viewer, action in entries]

    def _follow_teams(self, *_args: object) -> None:
        """Teams made, renamed or removed (Characters > Teams…): "Seen by" offers the teams there are now."""
        war = self.document.war
        if [(tid, team_name(war, tid)) for tid in war.team_ids()] == self._viewer_teams:
            return
        if self.scene.viewer is not None and self.scene.viewer not in war.team_ids():
            self.set_viewer(None)
        self._groups[-1] = (N("MapPanel", "As seen by"), self._viewers())
        self.viewers_changed.emit()

    def _build_toolbar(self) -> None:
        bar = self.toolbar
        for name in ("map.select", "map.add_location", "map.link"):
            bar.addAction(self.action(name))
        bar.addSeparator()
        bar.addAction(self.action("map.delete"))
        bar.addSeparator()
        bar.addAction(self.action("map.fit"))  # zoom in/out: the wheel, the keys and the Map menu
        bar.addAction(self.action("map.snap"))
        bar.addSeparator()
        for title, group in self._groups:
            if title in ("Layers", "Auto layout", "Background"):
                menu = QMenu(tr("MapPanel", title), self)
                menu.addActions(group)
                button = QToolButton(self)
                button.setText(tr("MapPanel", TOOLBAR_MENUS[title]))
                button.setObjectName(f"map.menu.{title.lower().replace(' ', '_')}")
                button.setMenu(menu)
                button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
                bar.addWidget(button)
        spacer = QWidget(self)
        spacer.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        bar.addWidget(spacer)

    def actions_for_menu(self) -> list[list[QAction]]:
        """The map's actions in groups, for the main window's Map menu (a separator between groups)."""
        return [list(actions) for _title, actions in self._groups]

    def action_groups(self) -> list[tuple[str, list[QAction]]]:
        """The same groups with their titles ("Tools", "Edit", "View", "Layers", …), for submenus."""
        return [(title, list(actions)) for title, actions in self._groups]

    def _update_actions(self, *_args: object) -> None:
        editable = self.scene.editable
        selected = self.scene.selected_location_ids()
        for name in ("map.add_location", "map.link"):
            self.action(name).setEnabled(editable)
        self.action("map.delete").setEnabled(editable and bool(selected))
        tool = editable and self.scene.mode.name != "select"  # its Enter adds or links (gmdesk/ui/map/keyboard.py)
        self.action("map.properties").setEnabled(len(selected) == 1 or tool)  # read-only when the war cannot change
        for method in LAYOUT_METHODS:
            self.action(f"map.layout.{method}").setEnabled(editable)
        has_background = self.document.background is not None
        self.action("map.background.load").setEnabled(editable)
        self.action("map.background.settings").setEnabled(editable and has_background)
        self.action("map.background.remove").setEnabled(editable and has_background)

    def _shows_empty_hint(self) -> bool:
        """The empty-map hint is for a GM who can start drawing: not under "Seen by", not read-only."""
        return not self.document.war.map.locations and self.scene.editable

    # -- modes and viewers -----------------------------------------------------------------------------
    def set_mode(self, mode: str) -> None:
        """Switch the interaction mode: "select", "add_location" (or "add"), "link"."""
        mode = MODE_ALIASES.get(mode, mode)
        if mode != "select" and not self.scene.editable:
            self.status.show_message(tr("MapPanel",
                                        "The map cannot be edited now (a team's view, or a read-only file)"))
            mode = "select"
        self.scene.set_mode(mode)

    def _follow_mode(self, mode: str) -> None:
        for action in self.mode_group.actions():
            if action.data() == mode:
                action.setChecked(True)
        self._update_actions()
        self.view.setFocus()

    def set_viewer(self, team: str | None) -> None:
        """Draw the war as ``team`` knows it (None: the GM's whole war)."""
        if team == self.scene.viewer:
            return
        self.scene.set_viewer(team)
        index = self.viewer_combo.findData(team)
        if index >= 0 and index != self.viewer_combo.currentIndex():
            self.viewer_combo.blockSignals(True)
            self.viewer_combo.setCurrentIndex(index)
            self.viewer_combo.blockSignals(False)
        for action in self.viewer_group.actions():
            if action.data() == team:
                action.setChecked(True)
        self._update_actions()
        if team is not None:
            self.status.show_message(tr("MapPanel", "The map as seen by {0} (the cast, sheet and timeline still show everything): editing is off").format(
                team_name(self.document.war, team)))
        else:
            self.status.show_message("")
            self.status.update_hint()

    def select_next(self, forward: bool = True) -> str | None:
        """Select the next location in file order (``forward``), or the previous, and bring it in view
        (Tab / Shift+Tab on the map); the Select tool takes over, since it is the one that selects."""
        if self.scene.mode.name != "select":
            self.set_mode("select")
        lid = self.scene.select_next_location(forward)
        if lid is not None:
            self.view.ensureVisible(self.scene.location_items[lid])
        return lid

    def focus_character(self, character_id: str) -> bool:
        """Show where a character stands: select its location, and pan to its token if it is out of view
        (never zooming; in view, the map stays as it is)."""
        ch = self.scene.war.characters.get(character_id)
        if ch is None or not ch.location:
            return False
        item = self.scene.location_items.get(ch.location)
        if item is None:
            return False
        self.scene.select_locations([ch.location])
        token = self.scene.token_items.get(character_id)
        self.view.bring_into_view(token if token is not None and token.isVisible() else item)
        return True

    def ask_find(self) -> bool:
        from gmdesk.ui.map.find import FindDialog  # the map's dialogs load when one is first asked for

        dialog = FindDialog(self.scene.war, self)
        if self.run_dialog(dialog) != QtWidgets.QDialog.DialogCode.Accepted:
            return False
        return self.find_named(dialog.text())

    def find_named(self, text: str) -> bool:
        """Centre the map on the location or character ``text`` names, and select it."""
        from gmdesk.ui.map.find import best_match

        found = best_match(self.scene.war, text)
        if found is None:
            self.status.show_message(tr("MapPanel", "Nothing on the map is called {0}").format(repr(text.strip())))
            return False
        kind, target = found
        if kind == "character":
            self.scene.character_clicked.emit(target)
            return self.focus_character(target)
        self.scene.select_locations([target])
        self.view.keep_fitted = False
        self.view.centerOn(self.scene.location_items[target])
        return True

    # -- editing ---------------------------------------------------------------------------------------
    def delete_selected(self) -> bool:
        """Delete the selected locations in one undo step, asking where the people standing there go."""
        from gmdesk.model.mapedits import delete_locations, standing_in  # with the first edit: docs/startup.md

        ids = self.scene.selected_location_ids()
        if not ids or not self.scene.editable:
            return False
        war = self.document.war
        standing = [ch for lid in ids for ch in standing_in(war, lid)]
        relocate: dict[str, str] = {}
        if standing:
            if len(ids) >= len(war.map.locations):
                self.status.report(tr("MapPanel", "Cannot delete"),
                                   tr("MapPanel", "Someone stands there and there would be nowhere left to go"))
                return False
            # refused for another reason (a battle there)? say so before asking where everyone goes
            somewhere = next(lid for lid in war.map.locations if lid not in ids)
            if not self.document.can_do(delete_locations(war, ids, {ch.id: somewhere for ch in standing})):
                return False
            from gmdesk.ui.map.dialogs import RelocateDialog

            dialog = RelocateDialog(war, ids, standing, self)
            if self.run_dialog(dialog) != QtWidgets.QDialog.DialogCode.Accepted:
                return False
            relocate = dialog.relocation()
        bases = [tr("MapPanel", "{0} was {1}'s home base").format(war.map.locations[lid].name,
                                                                  team_name(war, war.map.locations[lid].home_base))
                 for lid in ids if war.map.locations[lid].home_base is not None]
        done = self.document.do(delete_locations(war, ids, relocate))
        if done and bases:  # a home base goes with its place: say so (QA qf-mapdraw #6)
            self.status.show_message(tr("MapPanel", "{0}: the team has no home base there now (Edit ▸ Undo brings "
                                                    "it back)").format("; ".join(bases)))
        return done

    def show_context_menu(self, at: QPoint) -> QMenu:
        """The context menu for the viewport point ``at`` (gmdesk/ui/map/context_menu.py), popped up there."""
        from gmdesk.ui.map.context_menu import build_context_menu

        menu = build_context_menu(self, self.view.mapToScene(at))
        menu.aboutToHide.connect(menu.deleteLater)
        self.context_menu = menu  # the one shown last (tests read it)
        menu.popup(self.view.viewport().mapToGlobal(at))
        return menu

    def _edit_selected(self) -> bool:
        if self.scene.mode.name != "select":  # Enter in the Add or Link tool: add, or link (gmdesk/ui/map/keyboard.py)
            from gmdesk.ui.map.keyboard import enter_in_tool
            return enter_in_tool(self)
        ids = self.scene.selected_location_ids()
        return len(ids) == 1 and self.edit_location(ids[0])

    def edit_location(self, location_id: str) -> bool:
        """The location's properties in a dialog; the changed fields as one SetLocationFields. On a war
        that cannot be edited the dialog only shows them, as the war on screen has them (under "Seen
        by", what that team knows), and nothing is ever changed."""
        if not self.scene.editable:
            self.show_location(location_id)
            return False
        from gmdesk.model.mapedits import SetLocationFields  # with the first edit: docs/startup.md

        war = self.document.war
        location = war.map.locations.get(location_id)
        if location is None:
            return False
        from gmdesk.ui.map.dialogs import LocationDialog, refusal

        dialog = LocationDialog(war, location, self)
        dialog.refusal = lambda values: refusal(war, SetLocationFields(location_id, values)) if values else None
        if self.run_dialog(dialog) != QtWidgets.QDialog.DialogCode.Accepted:
            return False
        values = dialog.changed_values()
        return bool(values) and self.document.do(SetLocationFields(location_id, values))

    def show_location(self, location_id: str) -> None:
        """The properties of a location read-only, from the war on screen (``scene.war``)."""
        war = self.scene.war
        location = war.map.locations.get(location_id)
        if location is None:
            return
        if self.scene.viewer is not None:
            note = tr("MapPanel", "As seen by {0}: nothing can be changed here").format(
                team_name(self.document.war, self.scene.viewer))
        else:
            note = tr("MapPanel", "{0} is open read-only: nothing can be changed").format(self.document.path.name)
        from gmdesk.ui.map.dialogs import LocationDialog

        dialog = LocationDialog(war, location, self, readonly=True, note=note,
                                show_hidden=self.scene.viewer is None)
        self.run_dialog(dialog)

    def auto_layout(self, method: str) -> bool:
        """Place every location with a layout ("spring", "kamada-kawai", "planar") as one undo step."""
        if not self.scene.editable:
            return False
        from gmdesk.model.layout import auto_layout  # networkx layouts, loaded when first asked for
        from gmdesk.model.mapedits import MoveLocations

        war_map = self.document.war.map
        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)  # up to a second on 1,000 locations
        try:
            positions, note = auto_layout(war_map, method, seed=0, extent=self._layout_extent())
        except (GmdeskError, ValueError) as exc:
            self.status.report(tr("MapPanel", "Auto layout failed"),
                               tr("MapPanel", "Auto layout ({0}) failed: {1}").format(method, said_error(exc)))
            return False
        finally:
            QApplication.restoreOverrideCursor()
        moves = {lid: (float(x), float(y)) for lid, (x, y) in positions.items() if lid in war_map.locations}
        if not moves:
            return False
        done = self.document.do(MoveLocations(moves, label=Message("auto layout ({method})", method=method)))
        if done:
            self.action(f"map.layout.{method}").setStatusTip(say(note) or tr("MapPanel", "{0} layout").format(method))
            self.status.show_message(say(note) or tr("MapPanel", "Auto layout ({0}) done").format(method))
            self.view.fit()
        return done

    def _layout_extent(self) -> Extent | None:
        """The area the layout fills: the map's current drawing, or a pleasant default."""
        rect = None
        for item in self.scene.location_items.values():
            point = item.pos()
            rect = (point.x(), point.y(), point.x(), point.y()) if rect is None else (
                min(rect[0], point.x()), min(rect[1], point.y()), max(rect[2], point.x()), max(rect[3], point.y()))
        if rect is None or rect[2] - rect[0] < 200 or rect[3] - rect[1] < 200:
            return None
        return rect
