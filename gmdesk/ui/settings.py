"""What the app remembers between runs, declared once with defaults (Picard's habit).

A thin layer over QSettings: window geometry and dock layout, recent files, the last war, the map's
layers and grid. Tests give it a file of their own so they never touch the GM's settings. Where the GM's
settings are on each platform (Qt's native place): ``docs/files-and-folders.md``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray, QSettings

#: Bumped when a setting changes meaning; :meth:`Settings.upgrade` moves old values on.
VERSION = 1
MAX_RECENT = 8

#: Every setting with its default. Anything read must be declared here.
DEFAULTS: dict[str, Any] = {
    "version": VERSION,
    "window/geometry": QByteArray(),
    "window/state": QByteArray(),
    "files/recent": [],
    "files/last": "",
    "files/last_folder": "",
    "files/posts_folder": "",
    "turn/resolve_without_asking": [],  # war files resolved without asking about problems (gmdesk/ui/resolve_ask.py)
    "map/layers": ["names", "tokens", "home_bases", "effects", "links"],
    "map/snap": False,
    "map/grid": 20,
    "autosave/delay_ms": 2000,
    "ui/language": "system",  # system, en or ja (gmdesk/ui/i18n.py); read at start
}


class Settings:
    """Typed access to the declared settings; ``path`` None means the GM's own (per user) settings."""

    def __init__(self, path: str | Path | None = None):
        if path is None:
            self.qsettings = QSettings("gmdesk", "gmdesk")
        else:
            self.qsettings = QSettings(str(path), QSettings.Format.IniFormat)
        self.upgrade()

    def get(self, key: str) -> Any:
        default = DEFAULTS[key]
        value = self.qsettings.value(key, default)
        return _typed(value, default)

    def set(self, key: str, value: Any) -> None:
        if key not in DEFAULTS:
            raise KeyError(f"undeclared setting {key!r}")
        self.qsettings.setValue(key, value)

    def sync(self) -> None:
        self.qsettings.sync()

    def upgrade(self) -> None:
        """Settings written by an older gmdesk are brought up to :data:`VERSION` (none so far)."""
        version: int = _typed(self.qsettings.value("version", VERSION) or VERSION, VERSION)
        if version < VERSION:
            self.qsettings.setValue("version", VERSION)

    # -- recent files ------------------------------------------------------------------------------
    def recent_files(self) -> list[str]:
        return [p for p in self.get("files/recent") if isinstance(p, str) and p]

    def add_recent(self, path: str | Path) -> None:
        text = str(Path(path).resolve())
        files = [text] + [p for p in self.recent_files() if p != text]
        self.set("files/recent", files[:MAX_RECENT])
        self.set("files/last", text)
        self.set("files/last_folder", str(Path(text).parent))

    def forget_recent(self, path: str | Path) -> None:
        text = str(Path(path).resolve())
        self.set("files/recent", [p for p in self.recent_files() if p != text])
        if self.get("files/last") == text:
            self.set("files/last", "")


def _typed(value: Any, default: Any) -> Any:
    """QSettings hands back strings from INI files: give the default's type back."""
    if isinstance(default, bool):
        return value if isinstance(value, bool) else str(value).lower() in ("true", "1", "yes")
    if isinstance(default, int):
        try:
            return int(value)
        except (TypeError, ValueError):
            return default
    if isinstance(default, list):
        if value is None or value == "":
            return []
        return list(value) if isinstance(value, (list, tuple)) else [value]
    if isinstance(default, QByteArray):
        return value if isinstance(value, QByteArray) else default
    return value if value is not None else default
