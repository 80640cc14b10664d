"""The fonts gmdesk ships, and Japanese text that renders on a machine without a Japanese font.

A ruleset may speak its document's language (roll-dice 004 is Japanese: 筋力, 宝具, 令呪). A bare Linux
machine often has no CJK font at all, and then the window and the printed PDF show boxes. gmdesk ships
IPAexGothic (``resources/fonts/ipaexg.ttf``, IPA Font License v1.0, the licence beside it) and:

- registers it with Qt (:func:`register_bundled_fonts`, once per process, needs a QGuiApplication);
- makes it the fallback for the glyphs the first family lacks (:func:`with_fallback`): the window's font
  (:func:`install_fallback`, at start) and every printed sheet's font (``gmdesk.ui.printing.pdf``).

Latin text keeps the family it had (the fallback is listed after it). Where the fonts are:
``resources/fonts/`` beside the package (a source checkout or an editable install) or inside a PyInstaller
bundle (:func:`gmdesk.places.resources_dir`), else
``<prefix>/share/gmdesk/fonts/`` (a wheel install, ``[tool.setuptools.data-files]`` in pyproject.toml; the
user's base for ``pip install --user``).
"""

from __future__ import annotations

import logging
import site
import sys
from pathlib import Path

from PySide6.QtGui import QFont, QFontDatabase, QFontInfo, QGuiApplication

from gmdesk import places

log = logging.getLogger(__name__)

#: The bundled font files, in ``resources/fonts/``: IPAexGothic covers kanji, kana and Latin.
FONT_FILES = ("ipaexg.ttf",)
#: Its licence, shipped beside it (IPA Font License Agreement v1.0 requires it).
LICENSE_FILE = "IPA_Font_License_Agreement_v1.0.txt"
#: The family name inside ``ipaexg.ttf``, used before registration has told us (and checked by it).
JAPANESE_FAMILY = "IPAexGothic"

_registered: list[str] | None = None


def font_dirs() -> list[Path]:
    """Where the bundled fonts may be, in the order looked at."""
    return [places.resources_dir() / "fonts",  # a source checkout, an editable install, a bundle
            Path(sys.prefix) / "share" / "gmdesk" / "fonts",  # pip install (a venv, the system)
            Path(site.getuserbase()) / "share" / "gmdesk" / "fonts"]  # pip install --user


def fonts_dir() -> Path | None:
    """The folder holding the bundled fonts (None: this installation has none)."""
    return next((d for d in font_dirs() if all((d / name).is_file() for name in FONT_FILES)), None)


def register_bundled_fonts() -> list[str]:
    """Register the bundled fonts with Qt (once a process) and return their family names ([] when none
    could be: a warning names the file). Needs a QGuiApplication."""
    global _registered
    if _registered is not None:
        return list(_registered)
    if QGuiApplication.instance() is None:
        raise RuntimeError("register_bundled_fonts needs a QGuiApplication")
    families: list[str] = []
    folder = fonts_dir()
    if folder is None:
        log.warning("no bundled fonts (looked in %s): Japanese text may show as boxes",
                    ", ".join(str(d) for d in font_dirs()))
    else:
        for name in FONT_FILES:
            font_id = QFontDatabase.addApplicationFont(str(folder / name))
            if font_id < 0:
                log.warning("Qt could not load the font %s: Japanese text may show as boxes", folder / name)
                continue
            families += [f for f in QFontDatabase.applicationFontFamilies(font_id) if f not in families]
    _registered = families
    return list(families)


def fallback_families() -> list[str]:
    """The families to fall back on for Japanese text (registering the bundled fonts first)."""
    return register_bundled_fonts()


def with_fallback(font: QFont) -> QFont:
    """``font`` with the bundled Japanese family after its own: Latin text keeps its family, kanji and
    kana the glyphs fall back on. The first family is the one Qt resolved (``"Sans Serif"`` is only a
    fontconfig alias: listed first it would lose to the fallback for every letter)."""
    result = QFont(font)
    primary = QFontInfo(font).family()
    rest = [f for f in fallback_families() if f != primary]
    if rest:
        result.setFamilies([primary, *rest])
    return result


def install_fallback() -> list[str]:
    """Register the bundled fonts and make them the fallback of the application's font (the window's
    widgets inherit it). Returns the fallback families; safe to call again. Needs a QGuiApplication."""
    families = fallback_families()
    if families and not set(families) & set(QGuiApplication.font().families()[1:]):
        QGuiApplication.setFont(with_fallback(QGuiApplication.font()))
    return families
