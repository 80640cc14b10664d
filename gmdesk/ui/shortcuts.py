"""Help > Keyboard Shortcuts: every menu command that has a key, read from the menus themselves, so
the list can never disagree with what the keys do."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QMenu, QMenuBar, QWidget

from gmdesk.ui.i18n import tr
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


def shortcut_rows(menu_bar: QMenuBar) -> list[tuple[str, str, str]]:
    """(menu, command, keys) for every action under ``menu_bar`` that has a shortcut."""
    rows: list[tuple[str, str, str]] = []

    def walk(menu: QMenu, path: str) -> None:
        for action in menu.actions():
            submenu = action.menu()
            if isinstance(submenu, QMenu):
                walk(submenu, f"{path} › {action.text().replace('&', '')}")
            elif [k for k in action.shortcuts() if on_a_keyboard(k)]:
                keys = ", ".join(k.toString(QKeySequence.SequenceFormat.NativeText)
                                 for k in action.shortcuts() if on_a_keyboard(k))
                rows.append((path, action.text().replace("&", ""), keys))

    for action in menu_bar.actions():
        menu = action.menu()
        if isinstance(menu, QMenu):
            walk(menu, action.text().replace("&", ""))
    return rows


class ShortcutsDialog(TableDialog):
    def __init__(self, menu_bar: QMenuBar, parent: QWidget | None = None) -> None:
        super().__init__(tr("Shortcuts", "Keyboard Shortcuts"),
                         [tr("Shortcuts", "Menu"), tr("Shortcuts", "Command"), tr("Shortcuts", "Keys")],
                         shortcut_rows(menu_bar), (520, 560), parent)
