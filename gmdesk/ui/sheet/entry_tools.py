"""The commands of one list of a sheet, over its table: add, remove, move, duplicate, copy to another
character and (for skills) add from the library — on a toolbar, and as keys while the table has the focus.

The toolbar only triggers and enables: each command is a callable of the skills editor, which makes the
edit, and the editor says what the selection allows (:meth:`EntryTools.enable_for`).
"""

from __future__ import annotations

from typing import Callable, Mapping, Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QTableView, QToolBar, QToolButton, QWidget

from gmdesk.ui.i18n import N, tr

#: The lists' and entries' names as the undo history and the tool tips show them, translated where shown
#: (``tr("SheetUndo", …)``).
_SHOWN = {"skills": N("SheetUndo", "skills"), "items": N("SheetUndo", "items"), "statuses": N("SheetUndo", "statuses"),
          "skill": N("SheetUndo", "skill"), "item": N("SheetUndo", "item"), "status": N("SheetUndo", "status")}


def shown_noun(noun: str) -> str:
    """A list's or an entry's name for the undo history and the tool tips, in the interface's language (a name
    outside the table as written)."""
    return tr("SheetUndo", _SHOWN[noun]) if noun in _SHOWN else noun


class EntryTools(QToolBar):
    """The list's commands, by key (``by_key``): add, remove, up, down, duplicate, copy, and library when
    ``commands`` has one."""

    def __init__(self, list_name: str, noun: str, view: QTableView, commands: Mapping[str, Callable[[], object]],
                 copy_targets: Callable[[], list[tuple[str, str]]], copy_to: Callable[[str], object],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(f"{list_name}Tools")
        self.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.copy_targets = copy_targets
        self.copy_to = copy_to
        self.by_key: dict[str, QAction] = {}
        specs = [
            ("add", tr("SheetEntryTools", "Add"), QKeySequence(Qt.Key.Key_Insert), tr("SheetEntryTools", "add a blank {0} (Ins)").format(shown_noun(noun))),
            ("remove", tr("SheetEntryTools", "Remove"), QKeySequence(QKeySequence.StandardKey.Delete),
             tr("SheetEntryTools", "remove the selected {0} (Del; Undo brings them back)").format(
                 shown_noun(list_name))),
            ("up", tr("SheetEntryTools", "Move Up"), QKeySequence("Ctrl+Up"),
             tr("SheetEntryTools", "move up (Ctrl+Up)")),
            ("down", tr("SheetEntryTools", "Move Down"), QKeySequence("Ctrl+Down"),
             tr("SheetEntryTools", "move down (Ctrl+Down)")),
            ("duplicate", tr("SheetEntryTools", "Duplicate"), QKeySequence("Ctrl+D"),
             tr("SheetEntryTools", "copy the selected {0} below them (Ctrl+D)").format(
                 shown_noun(list_name))),
        ]
        for key, text, keys, tip in specs:
            action = QAction(text, self)
            action.setObjectName(f"{list_name}.{key}")
            action.setShortcut(keys)
            action.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
            action.setToolTip(tip)
            action.triggered.connect(lambda _checked=False, s=commands[key]: s())
            view.addAction(action)
            self.by_key[key] = action
        self.copy_menu = QMenu(self)
        self.copy_menu.aboutToShow.connect(self.fill_copy_menu)
        copy_action = QAction(tr("SheetEntryTools", "Copy to…"), self)
        copy_action.setIconText(tr("SheetEntryTools", "Copy to…"))
        copy_action.setObjectName(f"{list_name}.copy")
        copy_action.setToolTip(tr("SheetEntryTools", "copy the selected {0} to another character's sheet").format(
            shown_noun(list_name)))
        copy_action.setMenu(self.copy_menu)
        self.by_key["copy"] = copy_action
        if "library" in commands:
            open_library = commands["library"]
            library_action = QAction(tr("SheetEntryTools", "From Library…"), self)
            library_action.setIconText(tr("SheetEntryTools", "From Library…"))
            library_action.setObjectName(f"{list_name}.library")
            library_action.setShortcut(QKeySequence("Ctrl+L"))
            library_action.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
            library_action.setToolTip(tr("SheetEntryTools",
                                         "add skills the rules document gives or describes (Ctrl+L)"))
            library_action.triggered.connect(lambda _checked=False: open_library())
            view.addAction(library_action)
            self.by_key["library"] = library_action
        # The commands by how often a GM wants them: in a narrow Sheet dock (1366 × 768) the last ones go under the
        # toolbar's » menu, so the library (a new Servant's Basic Attack) comes second, the moves (Ctrl+Up/Down) last
        for key in ("add", "library", "remove", "duplicate", "copy", "up", "down"):
            if key in self.by_key:
                self.addAction(self.by_key[key])
        button = self.widgetForAction(copy_action)
        if isinstance(button, QToolButton):
            button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)

    def fill_copy_menu(self) -> None:
        """One entry per other character (asked each time the menu opens: the cast changes)."""
        self.copy_menu.clear()
        targets = self.copy_targets()
        for cid, name in targets:
            action = self.copy_menu.addAction(name)
            action.setObjectName(f"copyTo:{cid}")
            action.triggered.connect(lambda _checked=False, c=cid: self.copy_to(c))
        if not targets:
            self.copy_menu.addAction(tr("SheetEntryTools", "(no other character)")).setEnabled(False)

    def enable_for(self, editable: bool, rows: Sequence[int], count: int, others: bool) -> None:
        """Enable what the selected ``rows`` of ``count`` allow; ``others``: someone else to copy to."""
        by_key = self.by_key
        by_key["add"].setEnabled(editable)
        by_key["remove"].setEnabled(editable and bool(rows))
        by_key["duplicate"].setEnabled(editable and bool(rows))
        by_key["up"].setEnabled(editable and bool(rows) and rows[0] > 0)
        by_key["down"].setEnabled(editable and bool(rows) and rows[-1] < count - 1)
        can_copy = editable and bool(rows) and others
        by_key["copy"].setEnabled(can_copy)
        self.copy_menu.setEnabled(can_copy)  # the menu keeps its own state: a read-only war copies nothing
        if "library" in by_key:
            by_key["library"].setEnabled(editable)
