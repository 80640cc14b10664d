"""The interface's language: English (the source text) or Japanese, from the system or a setting.

Qt's own mechanism: every visible string is written in English through ``QCoreApplication.translate``
(``QT_TRANSLATE_NOOP`` in tables), and a :class:`QTranslator` loaded at start from
``resources/i18n/gmdesk_<lang>.qm`` gives the Japanese. Qt's own catalogue (``qtbase_<lang>.qm``, shipped with
PySide6) translates the standard buttons (OK, Cancel, Discard…) and dialogs. The catalogue's source is
``resources/i18n/gmdesk_ja.ts``; ``resources/i18n/build`` re-extracts the strings (pyside6-lupdate) and
compiles the ``.qm`` (pyside6-lrelease). See docs/desktop.md, "The interface's language".

The choice is the setting ``ui/language`` (``system``, ``en`` or ``ja``), read once before the first window:
a change takes effect at the next start. What a ruleset says (its title, events, rule quotes, terms) is
not translated here: it stays in the document's language.
"""

from __future__ import annotations

import logging
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtGui import QActionGroup
from PySide6.QtWidgets import QMenu, QWidget

from gmdesk import messages, rulesets
from gmdesk.places import resources_dir
from gmdesk.ui.settings import Settings

if TYPE_CHECKING:  # pragma: no cover
    from PySide6.QtCore import QTranslator

log = logging.getLogger(__name__)

#: The interface languages, in the order the menu offers them (code: the name in its own language).
LANGUAGES = dict(messages.LANGUAGE_NAMES)
SYSTEM = "system"
#: The catalogues' base name: ``gmdesk_ja.qm``.
CATALOGUE = "gmdesk"

_installed: list[QTranslator] = []  # the catalogues' classes are imported by install(), for another language


def catalogue_dirs() -> list[Path]:
    """Where the compiled catalogues may be: the resources beside the package (a checkout, or the desktop
    bundle's own folder), else the installed share."""
    return [resources_dir() / "i18n", Path(sys.prefix) / "share" / "gmdesk" / "i18n"]


def system_locale() -> QLocale:
    """The system's locale (Qt reads LANG, LC_ALL… on Linux, the user's settings elsewhere)."""
    return QLocale.system()


def system_language() -> str:
    """The system's interface language if gmdesk speaks it, else English."""
    for name in system_locale().uiLanguages():
        code = name.replace("_", "-").split("-")[0].lower()
        if code in LANGUAGES:
            return code
    return "en"


def resolve(choice: str | None) -> str:
    """The language a setting means: ``system`` (or anything unknown) follows the system."""
    return choice if choice in LANGUAGES else system_language()


def install(language: str) -> str:
    """Load the catalogues for ``language`` into the application (replacing any loaded before) and return
    the language in use: English when the catalogue cannot be found (a warning says where it looked)."""
    app = QCoreApplication.instance()
    if app is None:
        raise RuntimeError("install needs a QCoreApplication")
    for old in _installed:
        app.removeTranslator(old)
    _installed.clear()
    if language == "en":
        QLocale.setDefault(QLocale(QLocale.Language.English))
        return "en"
    from PySide6.QtCore import QLibraryInfo, QTranslator

    ours = QTranslator(app)
    folder = next((d for d in catalogue_dirs() if (d / f"{CATALOGUE}_{language}.qm").is_file()), None)
    if folder is None or not ours.load(f"{CATALOGUE}_{language}", str(folder)):
        log.warning("no %s_%s.qm (looked in %s): the interface stays English", CATALOGUE, language,
                    ", ".join(str(d) for d in catalogue_dirs()))
        return "en"
    qt_own = QTranslator(app)
    if qt_own.load(f"qtbase_{language}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(qt_own)
        _installed.append(qt_own)
    app.installTranslator(ours)
    _installed.append(ours)
    QLocale.setDefault(QLocale(language))
    if language == "ja":
        from gmdesk.ui.fonts import install_fallback

        install_fallback()  # the bundled Japanese font, before the first window
    return language


def language_in_use() -> str:
    """The language the loaded catalogues speak (``en`` when none is loaded)."""
    return "en" if not _installed else QLocale().name().split("_")[0]


def tr(context: str, text: str) -> str:
    """``text`` in the interface's language (``QCoreApplication.translate``). The catalogue build
    (``resources/i18n/build``) tells pyside6-lupdate that ``tr(context, text)`` is ``translate``."""
    return QCoreApplication.translate(context, text)


def N(context: str, text: str) -> str:  # noqa: N802 (Qt's QT_TRANSLATE_NOOP, short)
    """Marks ``text`` for the catalogue and returns it as it is: for tables translated where shown."""
    del context
    return text


# -- View > Interface Language: System / English / 日本語, stored in the settings, used from the next start
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


def say(text: object) -> str:
    """A sentence of the core (a :class:`gmdesk.messages.Message`: an edit's undo label, a refusal, a sheet
    problem) in the interface's language; any other text as it is."""
    return messages.say(text, language_in_use())


def turn_said(ruleset_id: str, turn: int) -> str:
    """``Night 2`` (夜 2; roll-dice: ``Action turn 2``) in the interface's language: the window names a turn as the
    updates and the printed sheet do."""
    return say(rulesets.turn_name(ruleset_id, turn))


def turn_word_said(ruleset_id: str) -> str:
    """The ruleset's word for a turn (``Night``, 夜) in the interface's language, for a box that holds the number."""
    return say(messages.Message(rulesets.turn_word(ruleset_id)))


def said_error(error: BaseException) -> str:
    """What ``error`` says, in the interface's language when it was raised with a Message."""
    return messages.say(messages.message_of(error), language_in_use())
