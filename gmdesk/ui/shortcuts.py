"""Help > Keyboard Shortcuts: every menu command that has a key, read from the menus themselves, so
the list can never disagree with what the keys do; then the keys the docks answer to without a menu entry (the
sheet's lists, the desk's orders, the timeline, the map's tools), from :data:`DOCK_KEYS` (QA keyboard: the list
named none of them; ``tests/ui/test_keyboard_help.py`` checks it names every key the window's widgets claim)."""

from __future__ import annotations

import re

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QKeySequence
from PySide6.QtWidgets import QMenu, QMenuBar, QWidget

from gmdesk.ui.i18n import N, tr
from gmdesk.ui.widgets import TableDialog


def on_a_keyboard(keys: QKeySequence) -> bool:
    """Whether ``keys`` can be typed on a GM's keyboard: the standard shortcuts also list the media and
    appliance keys ("Save", "Undo", "Help" keys) and the function keys past F12 of old Sun keyboards, which only
    clutter the list."""
    if keys.isEmpty():
        return False
    first = keys[0]  # type: ignore[index]  # QKeySequence[i] is Qt's operator[]; PySide6 6.11's stubs lack it
    key = first.key().value
    if Qt.Key.Key_F13.value <= key <= Qt.Key.Key_F35.value:  # Sun's Undo (F14), Copy (F16)…: no such key here
        return False
    return key < Qt.Key.Key_Help.value


def plain(text: str) -> str:
    """A menu text without its mnemonic: "&Save" → "Save", "保存(&S)" → "保存"."""
    return re.sub(r"\(&[^&\s]\)", "", text).replace("&", "")


def shortcut_rows(menu_bar: QMenuBar) -> list[tuple[str, str, str]]:
    """(menu, command, keys) for every action under ``menu_bar`` that has a shortcut."""
    rows: list[tuple[str, str, str]] = []

    def walk(menu: QMenu, path: str) -> None:
        for action in menu.actions():
            submenu = action.menu()
            if isinstance(submenu, QMenu):
                walk(submenu, f"{path} › {plain(action.text())}")
            elif [k for k in action.shortcuts() if on_a_keyboard(k)]:
                keys = ", ".join(k.toString(QKeySequence.SequenceFormat.NativeText)
                                 for k in action.shortcuts() if on_a_keyboard(k))
                rows.append((path, plain(action.text()), keys))

    for action in menu_bar.actions():
        menu = action.menu()
        if isinstance(menu, QMenu):
            walk(menu, plain(action.text()))
    return rows


#: (where, what, keys) of the keys without a menu entry; keys as Qt writes them ("Ctrl+Up"), several joined by "|".
DOCK_KEYS: tuple[tuple[str, str, str], ...] = (
    (N("Shortcuts", "Sheet › Skills, Statuses, Items"), N("Shortcuts", "Add a blank entry"), "Ins"),
    (N("Shortcuts", "Sheet › Skills, Statuses, Items"), N("Shortcuts", "Remove the selected entries"), "Del"),
    (N("Shortcuts", "Sheet › Skills, Statuses, Items"), N("Shortcuts", "Move up / down"), "Ctrl+Up|Ctrl+Down"),
    (N("Shortcuts", "Sheet › Skills, Statuses, Items"), N("Shortcuts", "Duplicate the selected entries"), "Ctrl+D"),
    (N("Shortcuts", "Sheet › Skills"), N("Shortcuts", "From Library…"), "Ctrl+L"),
    (N("Shortcuts", "Sheet"), N("Shortcuts", "Undo / redo the war's last edit (in a field not being typed in)"),
     "Ctrl+Z|Ctrl+Shift+Z|Ctrl+Y"),
    (N("Shortcuts", "Turn Desk"), N("Shortcuts", "Remove the selected order"), "Del"),
    (N("Shortcuts", "Timeline"), N("Shortcuts", "Previous / next event"), "Left|Right"),
    (N("Shortcuts", "Timeline"), N("Shortcuts", "First / last event"), "Home|End"),
    (N("Shortcuts", "Map"), N("Shortcuts", "Nudge the selected locations (Shift: five grid steps)"),
     "Left|Right|Up|Down"),
    (N("Shortcuts", "Map"), N("Shortcuts", "Add tool: add a location in the middle of the view"), "Return|Enter"),
    (N("Shortcuts", "Map"), N("Shortcuts", "Link tool: link the selected location to one you name"), "Return|Enter"),
    (N("Shortcuts", "Map"), N("Shortcuts", "Leave the Add or Link tool"), "Esc"),
    (N("Shortcuts", "Map"), N("Shortcuts", "Pan (hold, then move the mouse)"), "Space"),
)


def dock_key_rows() -> list[tuple[str, str, str]]:
    """:data:`DOCK_KEYS` in the interface's language, the keys written as the menus write theirs."""
    return [(tr("Shortcuts", where), tr("Shortcuts", what),
             ", ".join(QKeySequence(k).toString(QKeySequence.SequenceFormat.NativeText) for k in keys.split("|")))
            for where, what, keys in DOCK_KEYS]


class ShortcutsDialog(TableDialog):
    """The list, as wide as its three columns (the screen allows): at 560 pixels the Keys column, the one the GM
    opened it for, was out of view behind a sideways scroll (QA qa-newwar, 1366 × 768)."""

    def __init__(self, menu_bar: QMenuBar, parent: QWidget | None = None) -> None:
        super().__init__(tr("Shortcuts", "Keyboard Shortcuts"),
                         [tr("Shortcuts", "Menu"), tr("Shortcuts", "Command"), tr("Shortcuts", "Keys")],
                         shortcut_rows(menu_bar) + dock_key_rows(), (560, 560), parent)
        table = self.table
        table.resizeColumnsToContents()
        columns = sum(table.columnWidth(c) for c in range(table.columnCount()))
        frame = 2 * table.frameWidth() + table.verticalScrollBar().sizeHint().width()
        layout = self.layout()
        assert layout is not None, "TableDialog lays its table out"
        margins = layout.contentsMargins()
        wanted = columns + frame + margins.left() + margins.right() + 8
        screen = (parent.screen() if parent is not None else QGuiApplication.primaryScreen()).availableGeometry()
        self.resize(min(max(wanted, 560), int(screen.width() * 0.95)), min(640, int(screen.height() * 0.85)))
