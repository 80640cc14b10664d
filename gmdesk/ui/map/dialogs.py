"""Small dialogs of the map editor: where the people of a deleted location go, a location's properties,
the background picture's settings.

Each dialog only gathers answers; the panel turns them into one edit for ``document.do``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtWidgets import (QCheckBox, QComboBox, QCompleter, QDialog, QDialogButtonBox, QDoubleSpinBox,
                               QFormLayout, QLabel, QLineEdit, QPlainTextEdit, QVBoxLayout, QWidget)

from gmdesk import rulesets
from gmdesk.model.character import Character
from gmdesk.model.mapgraph import Location
from gmdesk.model.war import War
from gmdesk.sheets.html import kind_name
from gmdesk.sheets.words import sheet_words
from gmdesk.ui.i18n import language_in_use, said_error, tr
from gmdesk.ui.labels import team_name
from gmdesk.ui.widgets import ok_cancel

if TYPE_CHECKING:
    from gmdesk.model.mapedits import MapEdit


class RelocateDialog(QDialog):
    """Asks where each character standing in a location about to be deleted goes.

    Each combo lists the remaining locations, the neighbours of the character's location first.
    """

    def __init__(self, war: War, deleted: list[str], characters: list[Character],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Dialogs", "Where do they go?"))
        self._combos: dict[str, QComboBox] = {}
        gone = set(deleted)
        war_map = war.map
        names = ", ".join(war_map.locations[lid].name for lid in deleted if lid in war_map.locations)
        layout = QVBoxLayout(self)
        intro = QLabel(tr("Dialogs", "Deleting {0}. These characters stand there: pick where each one goes.").format(names))
        intro.setWordWrap(True)
        layout.addWidget(intro)
        form = QFormLayout()
        layout.addLayout(form)
        remaining = [loc for lid, loc in war_map.locations.items() if lid not in gone]
        ruleset, words = rulesets.get(war.ruleset), sheet_words(language_in_use())  # "Shirou (マスター, Red)"
        for ch in characters:
            combo = QComboBox()
            combo.setObjectName(f"relocate.{ch.id}")
            near = [n for n in war_map.neighbours(ch.location) if n not in gone] if ch.location in war_map.locations \
                else []
            for lid in near:
                combo.addItem(tr("Dialogs", "{0} (next door)").format(war_map.locations[lid].name), lid)
            if near:
                combo.insertSeparator(combo.count())
            for loc in sorted(remaining, key=lambda loc: loc.name.lower()):
                if loc.id not in near:
                    combo.addItem(loc.name, loc.id)
            kind = kind_name(ruleset, ch.kind, words)
            label = f"{ch.name} ({kind}{', ' + team_name(war, ch.team) if ch.team else ''}"
            label += tr("Dialogs", ", dead)") if not ch.alive else ")"
            form.addRow(label, combo)
            self._combos[ch.id] = combo
        layout.addWidget(ok_cancel(self))

    def combo_for(self, character_id: str) -> QComboBox:
        return self._combos[character_id]

    def choose(self, character_id: str, location_id: str) -> None:
        """Pick ``location_id`` for a character (what a click in its combo does)."""
        combo = self._combos[character_id]
        index = combo.findData(location_id)
        if index < 0:
            raise ValueError(f"{location_id!r} is not offered for {character_id!r}")
        combo.setCurrentIndex(index)

    def relocation(self) -> dict[str, str]:
        """Character id → the location picked for it."""
        return {cid: combo.currentData() for cid, combo in self._combos.items()}


def known_effects(war: War) -> list[str]:
    """Every effect some location of ``war`` has, once each, in alphabetical order."""
    seen: dict[str, str] = {}
    for loc in war.map.locations.values():
        for effect in loc.effects:
            seen.setdefault(effect.strip().lower(), effect.strip())
    return sorted((effect for effect in seen.values() if effect), key=str.lower)


_OPENING, _CLOSING = "([{（［｛", ")]}）］｝"


def split_effects(text: str) -> list[str]:
    """The effects in ``text``, split at its top-level commas only: "Fog (-1 ACT, night only), Leyline" is two
    effects, the comma in brackets staying in its effect (QA qa-files finding 11). Blank pieces are dropped."""
    pieces, start = [], 0
    for comma in _top_level_commas(text):
        pieces.append(text[start:comma])
        start = comma + 1
    pieces.append(text[start:])
    return [piece.strip() for piece in pieces if piece.strip()]


def _top_level_commas(text: str) -> list[int]:
    """Where ``text`` has a comma outside any brackets."""
    found, depth = [], 0
    for at, char in enumerate(text):
        if char in _OPENING:
            depth += 1
        elif char in _CLOSING:
            depth = max(0, depth - 1)
        elif char == "," and depth == 0:
            found.append(at)
    return found


def _last_comma(text: str) -> int:
    """Where the last top-level comma of ``text`` is (-1: none): completion works on the effect typed last."""
    commas = _top_level_commas(text)
    return commas[-1] if commas else -1


class ListCompleter(QCompleter):
    """Completes the last word of a comma-separated list ("civilians, ley" offers "leyline") and,
    when one is picked, puts it in place of that word, keeping the words before it."""

    def __init__(self, words: list[str], edit: QLineEdit):
        super().__init__(words, edit)
        self._edit = edit
        self.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.setCompletionMode(QCompleter.CompletionMode.PopupCompletion)

    def splitPath(self, path: str) -> list[str]:
        return [path[_last_comma(path) + 1:].strip()]

    def pathFromIndex(self, index: QModelIndex | QPersistentModelIndex) -> str:  # noqa: N802 (Qt's name)
        word = super().pathFromIndex(index)
        text = self._edit.text()
        comma = _last_comma(text)
        return f"{text[:comma].rstrip()}, {word}" if comma >= 0 else word


class LocationDialog(QDialog):
    """A location's name, effects, home-base owner, hidden flag and notes.

    ``readonly`` (a team's view, a read-only file) shows them with the fields off and only a Close
    button; ``note`` says why. The notes stay readable there rather than off, so long notes can still
    be scrolled and copied. Under a team's view ``war`` is that view: what the team knows, without the
    hidden flag, which a team's view does not hold (``show_hidden`` False leaves that row out).
    """

    def __init__(self, war: War, location: Location, parent: QWidget | None = None, *, readonly: bool = False,
                 note: str = "", show_hidden: bool = True) -> None:
        super().__init__(parent)
        self.readonly = readonly
        self.setWindowTitle(tr("Dialogs", "{0} — properties").format(location.name)
                            + (tr("Dialogs", " (read-only)") if readonly else ""))
        self._location = location
        layout = QVBoxLayout(self)
        if note:
            self.note_label = QLabel(note)
            self.note_label.setObjectName("location.note")
            self.note_label.setWordWrap(True)
            self.note_label.setStyleSheet("color: #555; font-style: italic;")
            layout.addWidget(self.note_label)
        form = QFormLayout()
        layout.addLayout(form)
        self.name_edit = QLineEdit(location.name)
        self.effects_edit = QLineEdit(", ".join(location.effects))
        self.effects_edit.setPlaceholderText(tr("Dialogs", "separated by commas (not those in brackets), e.g. "
                                                "civilians, Fog (-1 ACT, night only)"))
        self.effects_edit.setCompleter(ListCompleter(known_effects(war), self.effects_edit))
        self.owner_combo = QComboBox()
        self.owner_combo.addItem(tr("Dialogs", "(nobody's)"), None)
        self.no_teams = QLabel(tr("Dialogs", "No teams yet: Characters \u25b8 Teams\u2026 (Ctrl+Shift+T) makes them "
                                  "(a team's home base can be set there too)."))
        self.no_teams.setObjectName("location.noTeams")
        self.no_teams.setWordWrap(True)
        self.no_teams.setStyleSheet("color: palette(placeholder-text);")
        for tid in war.team_ids():
            self.owner_combo.addItem(team_name(war, tid), tid)
        if location.home_base is not None and self.owner_combo.findData(location.home_base) < 0:
            self.owner_combo.addItem(location.home_base, location.home_base)
        self.owner_combo.setCurrentIndex(max(0, self.owner_combo.findData(location.home_base)))
        self.hidden_check = QCheckBox(tr("Dialogs", "hidden from the teams until they learn of it"))
        self.hidden_check.setChecked(location.hidden)
        self.notes_edit = QPlainTextEdit(location.notes)
        self.notes_edit.setMinimumHeight(80)
        self.notes_edit.setTabChangesFocus(True)  # Tab goes on to OK, as in every other field
        form.addRow(tr("Dialogs", "Name"), self.name_edit)
        form.addRow(tr("Dialogs", "Effects"), self.effects_edit)
        form.addRow(tr("Dialogs", "Home base of"), self.owner_combo)
        if not war.team_ids():
            form.addRow("", self.no_teams)
        else:
            self.no_teams.setParent(self)
            self.no_teams.hide()
        if show_hidden:
            form.addRow("", self.hidden_check)
        else:
            self.hidden_check.setParent(self)
            self.hidden_check.hide()
        form.addRow(tr("Dialogs", "Notes"), self.notes_edit)
        if readonly:
            for field in (self.name_edit, self.effects_edit, self.owner_combo, self.hidden_check):
                field.setEnabled(False)
            self.notes_edit.setReadOnly(True)
            self.notes_edit.setStyleSheet("QPlainTextEdit { background: palette(window); }")  # looks shut
            self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
            self.buttons.rejected.connect(self.reject)
        else:
            self.buttons = ok_cancel(self)
        # Says why the edit the fields make would be refused (None: it would be made); OK keeps the dialog
        # open with the reason while it says so, so what the GM typed is never lost to a refusal.
        self.refusal: Callable[[dict], str | None] | None = None
        self.refused_label = QLabel(self)
        self.refused_label.setObjectName("location.refused")
        self.refused_label.setWordWrap(True)
        self.refused_label.setStyleSheet("color: #b00020;")
        self.refused_label.hide()
        layout.addWidget(self.refused_label)
        layout.addWidget(self.buttons)
        self.resize(420, 320)

    def accept(self) -> None:
        reason = self.refusal(self.changed_values()) if self.refusal is not None and not self.readonly else None
        if reason:
            self.refused_label.setText(reason)
            self.refused_label.show()
            self.name_edit.setFocus()
            return
        super().accept()

    def values(self) -> dict:
        """Every field as the dialog holds it."""
        effects = split_effects(self.effects_edit.text())
        return {"name": self.name_edit.text().strip(), "effects": effects,
                "home_base": self.owner_combo.currentData(), "hidden": self.hidden_check.isChecked(),
                "notes": self.notes_edit.toPlainText()}

    def changed_values(self) -> dict:
        """Only the fields the GM changed (what one SetLocationFields should set); none when read-only."""
        if self.readonly:
            return {}
        loc = self._location
        return {key: value for key, value in self.values().items() if value != getattr(loc, key)}


class BackgroundDialog(QDialog):
    """The background picture's opacity, scale and where its top-left corner lies on the map."""

    def __init__(self, opacity: float, scale: float, parent: QWidget | None = None,
                 offset: tuple[float, float] = (0.0, 0.0)) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Dialogs", "Background picture"))
        form = QFormLayout(self)
        self.opacity_spin = QDoubleSpinBox()
        self.opacity_spin.setRange(0.05, 1.0)
        self.opacity_spin.setSingleStep(0.05)
        self.opacity_spin.setValue(opacity)
        self.scale_spin = QDoubleSpinBox()
        self.scale_spin.setRange(0.01, 100.0)
        self.scale_spin.setDecimals(3)
        self.scale_spin.setSingleStep(0.1)
        self.scale_spin.setValue(scale)
        self.x_spin, self.y_spin = QDoubleSpinBox(), QDoubleSpinBox()
        for spin, value in ((self.x_spin, offset[0]), (self.y_spin, offset[1])):
            spin.setRange(-100000.0, 100000.0)
            spin.setDecimals(1)
            spin.setSingleStep(10.0)
            spin.setValue(value)
            spin.setToolTip(tr("Dialogs",
                               "Where the picture's top-left corner lies, in map units: move it into line with the graph"))
        form.addRow(tr("Dialogs", "Opacity"), self.opacity_spin)
        form.addRow(tr("Dialogs", "Scale"), self.scale_spin)
        form.addRow(tr("Dialogs", "Left edge (x)"), self.x_spin)
        form.addRow(tr("Dialogs", "Top edge (y)"), self.y_spin)
        form.addRow(ok_cancel(self))


def refusal(war: War, edit: MapEdit) -> str | None:
    """Why ``edit`` would be refused on ``war``, in the interface's language (None: it would be made)."""
    from gmdesk.model.mapedits import EditRefused

    try:
        edit.check(war)
    except EditRefused as exc:
        return said_error(exc)
    return None
