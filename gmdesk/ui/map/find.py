"""Map > Find (Ctrl+F): jump to a location or a character by name, for maps too big to look over."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCompleter, QDialog, QLabel, QLineEdit, QVBoxLayout, QWidget

from gmdesk.model.war import War
from gmdesk.ui.i18n import tr
from gmdesk.ui.widgets import ok_cancel


def find_targets(war: War) -> list[tuple[str, str, str]]:
    """(label, kind, id) for every location and every character standing somewhere, names first."""
    targets = [(loc.name, "location", loc.id) for loc in war.map.locations.values()]
    for ch in war.characters.values():
        where = war.map.locations.get(ch.location or "")
        if where is not None:
            targets.append((f"{ch.name} (at {where.name})", "character", ch.id))
    return targets


def best_match(war: War, text: str) -> tuple[str, str] | None:
    """(kind, id) of the target ``text`` names: an exact label or id first, then the first that
    contains it (case ignored)."""
    wanted = text.strip().casefold()
    if not wanted:
        return None
    targets = find_targets(war)
    for label, kind, tid in targets:
        if wanted in (label.casefold(), tid.casefold()):
            return kind, tid
    for label, kind, tid in targets:
        if wanted in label.casefold():
            return kind, tid
    return None


class FindDialog(QDialog):
    def __init__(self, war: War, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Find", "Find on the map"))
        self.edit = QLineEdit()
        self.edit.setPlaceholderText(tr("Find", "a location or a character"))
        completer = QCompleter([label for label, _, _ in find_targets(war)], self)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        completer.setFilterMode(Qt.MatchFlag.MatchContains)
        self.edit.setCompleter(completer)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(tr("Find", "Find:")))
        layout.addWidget(self.edit)
        layout.addWidget(ok_cancel(self))
        self.resize(360, 110)

    def text(self) -> str:
        return self.edit.text()
