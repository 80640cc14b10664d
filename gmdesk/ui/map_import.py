"""Map > Import… into a war under way: match the places, ask the GM for the rest, import, then say what came in.

The matching, the edit and the summary are the core's (:mod:`gmdesk.model.mapimport`); this module only
asks (:class:`PlaceMappingDialog`: one row per old place the new map lacks, with who stands there) and
shows the summary. The import is one undo step.
"""

from __future__ import annotations

from pathlib import Path
from typing import Callable

from PySide6.QtWidgets import QComboBox, QDialog, QFormLayout, QLabel, QMessageBox, QVBoxLayout, QWidget

from gmdesk.errors import GmdeskError
from gmdesk.model.mapimport import ImportMap, PlaceMatch, Prepared, match_places, prepare_map, summarize
from gmdesk.model.war import War
from gmdesk.ui.document import WarDocument
from gmdesk.ui.i18n import tr
from gmdesk.ui.widgets import ok_cancel

#: Asks the GM where the unmatched places went: the finished mapping, or None (the GM cancelled).
Ask = Callable[[War, Prepared, PlaceMatch], "dict[str, str] | None"]


class PlaceMappingDialog(QDialog):
    """Where did each old place go? One choice per place the new map does not have by id or name."""

    def __init__(self, war: War, prepared: Prepared, match: PlaceMatch, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("placeMappingDialog")
        self.setWindowTitle(tr("MapImport", "Where did these places go?"))
        self.match = match
        intro = QLabel(f"{len(match.mapping)} of the war's places were found on the imported map by id or name. "
                       "Someone stands, fights or has a home base at the places below: pick where each went.")
        intro.setWordWrap(True)
        form = QFormLayout()
        self.choices: dict[str, QComboBox] = {}
        new_places = sorted(prepared.war_map.locations.values(), key=lambda loc: loc.name.casefold())
        for old in match.unmapped:
            combo = QComboBox()
            combo.setObjectName(f"mapPlace:{old}")
            combo.addItem(tr("MapImport", "(choose a place)"), None)
            for loc in new_places:
                combo.addItem(loc.name if loc.name == loc.id else f"{loc.name} ({loc.id})", loc.id)
            shared = match.ambiguous.get(old, [])
            if len(shared) > 0:
                combo.setCurrentIndex(combo.findData(shared[0]))
            self.choices[old] = combo
            form.addRow(self._label(war, old), combo)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(form)
        layout.addWidget(ok_cancel(self, self._ok))
        self.error_box: QMessageBox | None = None

    @staticmethod
    def _label(war: War, old: str) -> str:
        loc = war.map.locations[old]
        who = [ch.name for ch in war.characters.values() if ch.location == old]
        teams = {t.id: t.name for t in war.teams}
        owner = teams.get(loc.home_base, loc.home_base) if loc.home_base else None
        parts = ([", ".join(who)] if who else []) + ([f"{owner}'s home base"] if owner else [])
        return f"{loc.name} ({'; '.join(parts)})" if parts else loc.name

    def pick(self, old: str, new: str) -> None:
        """Choose as the GM would (tests)."""
        combo = self.choices[old]
        combo.setCurrentIndex(combo.findData(new))

    def mapping(self) -> dict[str, str] | None:
        """The whole mapping, or None while a place is still to choose."""
        chosen = {old: combo.currentData() for old, combo in self.choices.items()}
        if any(new is None for new in chosen.values()):
            return None
        for old, new in chosen.items():
            self.match.map(old, new)
        return dict(self.match.mapping)

    def _ok(self) -> None:
        if self.mapping() is None:
            self.error_box = QMessageBox(QMessageBox.Icon.Warning, tr("MapImport", "A place is still to choose"),
                                         tr("MapImport", "Pick where each place went, or cancel the import."),
                                         parent=self)
            self.error_box.open()
            return
        self.accept()


def ask_with_dialog(parent: QWidget | None) -> Ask:
    def ask(war: War, prepared: Prepared, match: PlaceMatch) -> dict[str, str] | None:
        dialog = PlaceMappingDialog(war, prepared, match, parent)
        return dialog.mapping() if dialog.exec() == QDialog.DialogCode.Accepted else None
    return ask


def import_map_file(document: WarDocument, path: Path, read: Callable[[Path], object], ask: Ask) -> list[str] | None:
    """Read, prepare, match, ask, import: the summary's lines, or None when the GM cancelled or the
    document refused (it says why through ``refused``). A file that cannot be read raises."""
    from gmdesk.model.mapgraph import WarMap

    new_map = read(path)
    if not isinstance(new_map, WarMap):
        raise GmdeskError(f"{path}: not a map")
    prepared = prepare_map(new_map, seed=document.war.seed)
    match = match_places(document.war, prepared.war_map)
    if match.unmapped:
        chosen = ask(document.war, prepared, match)
        if chosen is None:
            return None
        for old, new in chosen.items():
            if match.mapping.get(old) != new:
                match.map(old, new)
    summary = summarize(document.war, prepared, match)
    if not document.do(ImportMap(prepared.war_map, dict(match.mapping))):
        return None
    return summary.lines()


def summary_box(parent: QWidget, lines: list[str]) -> QMessageBox:
    """The import's summary, not blocking (the caller keeps it alive)."""
    box = QMessageBox(QMessageBox.Icon.Information, tr("MapImport", "Map imported"), lines[0], parent=parent)
    box.setObjectName("mapImportSummary")
    box.setInformativeText("\n".join(lines[1:]))
    box.open()
    return box
