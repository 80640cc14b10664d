"""Where gmdesk's own files are (the installation) and where the GM's are (per platform), without Qt.

The installation's data (``maps/``, ``resources/``) sits beside the ``gmdesk`` package in a source
checkout or an editable install, and at the bundle's root in a PyInstaller bundle (``sys._MEIPASS``:
``packaging/gmdesk.spec`` puts ``maps/`` and ``resources/`` there). :func:`install_root` tells which.

The GM's files go where the platform keeps an application's (platformdirs; the table of every platform's
folders is ``docs/files-and-folders.md``):

- data (the sample war's copy): ``~/.local/share/gmdesk``, ``%LOCALAPPDATA%\\gmdesk``,
  ``~/Library/Application Support/gmdesk`` (Linux, Windows, macOS);
- logs: ``~/.local/state/gmdesk/log``, ``%LOCALAPPDATA%\\gmdesk\\Logs``, ``~/Library/Logs/gmdesk``.

(``XDG_DATA_HOME`` / ``XDG_STATE_HOME`` move the Linux ones.) Settings and recent files are Qt's
(``gmdesk.ui.settings``); backups sit beside the war file they keep (``gmdesk.store.backups``).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from types import ModuleType

APP_NAME = "gmdesk"
#: The reverse-DNS id of the desktop file, the AppStream metainfo and the icon (``resources/``).
APP_ID = "io.github.gmdesk.gmdesk"


def _platformdirs() -> ModuleType:
    """platformdirs, imported when a GM's folder is first asked for: finding the bundled resources (at every
    start, for the window's first paint) does not need it."""
    import platformdirs

    return platformdirs


def is_frozen() -> bool:
    """True in a PyInstaller bundle (and any freezer that sets ``sys.frozen``)."""
    return bool(getattr(sys, "frozen", False))


def install_root() -> Path:
    """The folder holding ``maps/`` and ``resources/``: the bundle's data root when frozen, else the
    folder above the package (a source checkout, an editable install)."""
    bundle = getattr(sys, "_MEIPASS", None)
    if is_frozen() and bundle:
        return Path(bundle)
    if is_frozen():  # another freezer: the data beside the executable
        return Path(sys.executable).resolve().parent
    return Path(__file__).resolve().parents[1]


def maps_dir() -> Path:
    """The bundled maps and sample wars."""
    return install_root() / "maps"


def resources_dir() -> Path:
    """The bundled resources: fonts, icons, skill libraries, the case corpus, desktop files."""
    return install_root() / "resources"


def guide_file() -> Path:
    """The user guide the Help menu shows (``docs/desktop.md``, shipped with its pictures and the pages it links)."""
    return install_root() / "docs" / "desktop.md"


def data_dir() -> Path:
    """The GM's data folder (the sample war's copy): ``GMDESK_HOME`` when set, else the platform's
    (:func:`platform_data_dir`), except where an older gmdesk already keeps files (:func:`legacy_data_dir`)."""
    if os.environ.get("GMDESK_HOME"):
        return Path(os.environ["GMDESK_HOME"])
    legacy = legacy_data_dir()
    if legacy is not None and legacy.is_dir() and any(legacy.glob("*.gmdesk")):
        return legacy
    return platform_data_dir()


def platform_data_dir() -> Path:
    return Path(_platformdirs().user_data_dir(APP_NAME, appauthor=False, roaming=False))


def legacy_data_dir() -> Path | None:
    """Where gmdesk 0.1 kept the sample copy (Qt's ``AppDataLocation`` for organisation and application
    "gmdesk"): ``<data>/gmdesk/gmdesk`` on Linux, ``%APPDATA%\\gmdesk\\gmdesk`` on Windows. Kept in use
    while it holds war files, so an existing GM's sample is not copied anew."""
    if sys.platform == "win32":
        return Path(_platformdirs().user_data_dir("gmdesk", "gmdesk", roaming=True))
    if sys.platform == "darwin":
        return Path(_platformdirs().user_data_dir("gmdesk")) / "gmdesk"
    return Path(_platformdirs().user_data_dir()) / "gmdesk" / "gmdesk"


def log_dir() -> Path:
    """Where the window's log file goes (``GMDESK_LOG_DIR`` moves it)."""
    if os.environ.get("GMDESK_LOG_DIR"):
        return Path(os.environ["GMDESK_LOG_DIR"])
    return Path(_platformdirs().user_log_dir(APP_NAME, appauthor=False))
