"""The Help menu: keyboard shortcuts, the rules of the open war, and About (kept out of the main window)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6 import QtWidgets  # QMessageBox when first asked (PySide makes a class on first use)

from gmdesk import __version__
from gmdesk.ui.i18n import tr

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.ui.main_window import MainWindow
    from gmdesk.ui.guide import GuideDialog
    from gmdesk.ui.rules_reference import RulesDialog


def shortcuts(window: "MainWindow") -> None:
    """Help > Keyboard Shortcuts: every key the menus and docks answer to."""
    from gmdesk.ui.shortcuts import ShortcutsDialog

    window.ensure_ready()  # every dock's commands listed
    ShortcutsDialog(window.menuBar(), window).exec()


def rules_of_this_war(window: "MainWindow") -> "RulesDialog | None":
    """Help > Rules of This War: the open war's ruleset as the engine applies it, non-blocking."""
    if window.document is None:
        return None
    from gmdesk.ui.rules_reference import RulesDialog

    dialog = RulesDialog(window.document.war, window)
    window.keep_dialog(dialog)
    dialog.show()
    return dialog


def user_guide(window: "MainWindow") -> "GuideDialog":
    """Help > User Guide: docs/desktop.md inside the window, non-blocking (no war needed); its note's link (a window
    in another language than English) opens Help > Rules of This War."""
    from gmdesk.ui.guide import GuideDialog

    dialog = GuideDialog(window)
    def rules_wanted() -> None:
        if rules_of_this_war(window) is None:
            dialog.no_war_for_the_rules()

    dialog.rules_wanted.connect(rules_wanted)
    window.keep_dialog(dialog)
    dialog.show()
    return dialog


def about(window: "MainWindow") -> None:
    QtWidgets.QMessageBox.about(window, tr("MainWindow", "About gmdesk"), f"<b>gmdesk {__version__}</b><p>" + tr(
        "MainWindow", "A game master's desk for Holy Grail War games. The rules come from the ruleset documents; "
        "every number the engine gives carries its formula and rule.") + "</p>")
