"""View > Interface Language: System / English / 日本語, stored in the settings, used from the next start."""

from __future__ import annotations

from PySide6.QtGui import QActionGroup
from PySide6.QtWidgets import QMenu, QWidget

from gmdesk.ui.i18n import LANGUAGES, SYSTEM, tr
from gmdesk.ui.settings import Settings


def language_menu(settings: Settings, parent: QWidget) -> QMenu:
    """The submenu: one checkable choice per language; picking one stores it and says when it applies."""
    menu = QMenu(tr("LanguageMenu", "Interface &Language"), parent)
    menu.setObjectName("menu.language")
    group = QActionGroup(menu)
    chosen = settings.get("ui/language")
    choices = {SYSTEM: tr("LanguageMenu", "System"), **LANGUAGES}
    for code, name in choices.items():
        action = menu.addAction(name)
        action.setObjectName(f"action.language.{code}")
        action.setCheckable(True)
        action.setChecked(code == chosen or (code == SYSTEM and chosen not in LANGUAGES))
        action.setStatusTip(tr("LanguageMenu", "Takes effect when gmdesk starts again"))
        group.addAction(action)
        action.triggered.connect(lambda _=False, c=code: _choose(settings, c, parent))
    menu.addSeparator()
    note = menu.addAction(tr("LanguageMenu", "(takes effect at the next start)"))
    note.setEnabled(False)
    return menu


def _choose(settings: Settings, code: str, parent: QWidget) -> None:
    settings.set("ui/language", code)
    settings.sync()
    status = getattr(parent, "statusBar", None)
    if callable(status):
        status().showMessage(tr(
            "LanguageMenu", "The interface language changes when gmdesk starts again"), 5000)
