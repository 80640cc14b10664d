"""A GM ruling: override one value of the last resolved turn's result, with the reason.

A ruling is kept with the turn it overrides (``StoredTurn.rulings``), not typed into the current war, so
replay and re-resolution apply it again and the history stays reproducible. It is stored the way a
correction is: the turn is re-resolved with the ruling added (``WarStore.rebranch``) and the result
accepted at once; the document then reads the war again.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel,
                               QLineEdit, QMessageBox, QPlainTextEdit, QSizePolicy, QStackedWidget, QVBoxLayout,
                               QWidget)

from gmdesk.errors import GmdeskError, RankError
from gmdesk.model.character import Character
from gmdesk.model.ranks import parse_rank
from gmdesk.model.war import War
from gmdesk.model.wording import Names, field_words
from gmdesk.rulesets.base import Ruleset
from gmdesk.rulesets.scores import fmt
from gmdesk.ui.desk.correction_dialog import outcome_lines
from gmdesk.ui.document import WarDocument
from gmdesk.ui.errors import show_error
from gmdesk.ui.i18n import tr
from gmdesk.ui.labels import location_name
from gmdesk.ui.widgets import NumberSpinBox

#: The fields a ruling sets besides the character's points and stats (Contract E's vocabulary).
PLAIN_FIELDS = ("health", "mana", "location", "alive", "spirit_form")
NUMBER, PLACE, YES_NO, TEXT = range(4)


def ruling_fields(ch: Character, ruleset: Ruleset) -> list[tuple[str, str]]:
    """(field, label) a ruling may set on ``ch``: Health, Mana, place, life, spirit form, the points it
    holds or its ruleset's sheets hold, and the ruleset's stats."""
    out = [("health", tr("RulingDialog", "Health")), ("mana", tr("RulingDialog", "Mana")),
           ("location", tr("RulingDialog", "Location")), ("alive", tr("RulingDialog", "Alive")),
           ("spirit_form", tr("RulingDialog", "Spirit form"))]
    pools = list(ch.points) + [p.key for p in ruleset.pools
                               if p.key not in ("health", "mana") and p.key not in ch.points]
    out += [(f"points.{key}", f"Points: {key}") for key in pools]
    stats = [s.key for s in ruleset.stats] + [key for key in ch.stats if key not in {s.key for s in ruleset.stats}]
    out += [(f"stats.{key}", f"Stat: {key}") for key in stats]
    return out


def current_value(ch: Character, field: str) -> Any:
    """The value ``field`` has on ``ch`` (a stat as its rank text)."""
    if field.startswith("points."):
        return ch.points.get(field[len("points."):])
    if field.startswith("stats."):
        rank = ch.stats.get(field[len("stats."):])
        return str(rank) if rank is not None else None
    return getattr(ch, field)


def shown_value(war: War, field: str, value: Any) -> str:
    if value is None:
        return "(none)"
    if field == "location":
        return location_name(war, value)
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, (int, float)):
        return fmt(value)
    return str(value)


def next_ruling_id(rulings: list[dict]) -> str:
    """``r1``, ``r2``… the first not used by the turn's rulings."""
    taken = {r.get("id") for r in rulings if isinstance(r, dict)}
    n = len(rulings) + 1
    while f"r{n}" in taken:
        n += 1
    return f"r{n}"


class RulingDialog(QDialog):
    """Pick a character and a field of the last turn's result, the new value and why."""

    #: A ruling was stored and accepted (the turn it overrides).
    ruled = Signal(int)

    def __init__(self, document: WarDocument, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("rulingDialog")
        self.document = document
        self.error_dialog: QMessageBox | None = None
        number = document.last_turn()
        if number is None:
            raise GmdeskError(tr(
                "RulingDialog", "no turn has been resolved yet: a ruling overrides a resolved turn's result"))
        self.number: int = number
        stored = document.store.turn(number)
        self.rulings: list[dict] = list(stored.rulings)
        self.after: War = stored.war_after()
        self.setWindowTitle(f"GM ruling on turn {self.number}")

        intro = QLabel(f"Override one value of turn {self.number}'s result. The ruling is kept with the turn, "
                       "applied at its very end, and survives replay and corrections of earlier turns.")
        intro.setWordWrap(True)
        self.character = QComboBox()
        self.character.setObjectName("rulingCharacter")
        for ch in self.after.alive():  # the dead are beyond rulings (the engine refuses them)
            self.character.addItem(ch.name, ch.id)
        self.field = QComboBox()
        self.field.setObjectName("rulingField")
        self.now = QLabel()
        self.now.setObjectName("rulingNow")
        self.number_value = NumberSpinBox()
        self.number_value.setDecimals(4)
        self.number_value.setRange(-1e9, 1e9)
        self.place_value = QComboBox()
        for loc in self.after.map.locations.values():
            self.place_value.addItem(loc.name, loc.id)
        self.yes_no_value = QComboBox()
        self.yes_no_value.addItem("yes", True)
        self.yes_no_value.addItem("no", False)
        self.text_value = QLineEdit()
        self.text_value.setPlaceholderText(tr("RulingDialog", "a rank, e.g. A+"))
        self.value = QStackedWidget()
        self.value.setObjectName("rulingValue")
        self.value.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        for editor in (self.number_value, self.place_value, self.yes_no_value, self.text_value):
            self.value.addWidget(editor)
        self.reason = QLineEdit()
        self.reason.setObjectName("rulingReason")
        self.reason.setPlaceholderText(tr("RulingDialog", "Why (shown in the turn's events)"))
        self.earlier = QPlainTextEdit()
        self.earlier.setReadOnly(True)
        self.earlier.setMaximumHeight(80)
        self.earlier.setPlainText("\n".join(self._ruling_line(r) for r in self.rulings) or tr(
            "RulingDialog", "none yet"))

        form = QFormLayout()
        form.addRow(tr("RulingDialog", "Character"), self.character)
        form.addRow(tr("RulingDialog", "Field"), self.field)
        form.addRow(tr("RulingDialog", "Now"), self.now)
        form.addRow(tr("RulingDialog", "New value"), self.value)
        form.addRow(tr("RulingDialog", "Reason"), self.reason)
        form.addRow(f"Rulings on turn {self.number}", self.earlier)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(tr("RulingDialog", "Store the ruling"))
        buttons.accepted.connect(self.submit)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(form)
        layout.addStretch(1)
        layout.addWidget(buttons)

        self.character.currentIndexChanged.connect(self._character_changed)
        self.field.currentIndexChanged.connect(self._field_changed)
        self._character_changed()
        self.resize(480, self.sizeHint().height())

    # -- picking ------------------------------------------------------------------------------------
    def pick(self, character: str, field: str, value: Any, reason: str) -> None:
        """Fill the dialog as the GM would (tests, and a ruling proposed from elsewhere)."""
        self.character.setCurrentIndex(self._index(self.character, character))
        self.field.setCurrentIndex(self._index(self.field, field))
        kind = self._kind(field)
        if kind == NUMBER:
            self.number_value.setValue(float(value))
        elif kind == PLACE:
            self.place_value.setCurrentIndex(self._index(self.place_value, value))
        elif kind == YES_NO:
            self.yes_no_value.setCurrentIndex(0 if value else 1)
        else:
            self.text_value.setText(str(value))
        self.reason.setText(reason)

    def ruling(self) -> dict[str, Any]:
        """The ruling as filled in; raises :class:`GmdeskError` when it is not complete."""
        cid = self.character.currentData()
        field = self.field.currentData()
        kind = self._kind(field)
        if kind == NUMBER:
            number = self.number_value.value()
            value: Any = int(number) if float(number).is_integer() else number
        elif kind == PLACE:
            value = self.place_value.currentData()
        elif kind == YES_NO:
            value = bool(self.yes_no_value.currentData())
        else:
            value = self.text_value.text().strip()
            try:
                parse_rank(value, field=field, owner=cid)
            except RankError as exc:
                raise GmdeskError(str(exc)) from None
        reason = self.reason.text().strip()
        if not reason:
            raise GmdeskError(tr("RulingDialog", "say why: a ruling keeps its reason in the turn's events"))
        return {"id": next_ruling_id(self.rulings), "character": cid, "field": field, "value": value,
                "reason": reason}

    # -- storing ------------------------------------------------------------------------------------
    def submit(self) -> bool:
        """Store the ruling with the turn and accept the re-resolved result; False (and an error
        dialog) when it could not be stored. Nothing in the history changes then."""
        store = self.document.store
        try:
            ruling = self.ruling()
            waiting = store.proposal()
            if waiting is not None:
                raise GmdeskError(f"a re-resolution from turn {waiting.base_turn} waits: accept or discard it "
                                  "(Correct a past turn…) before adding a ruling")
            if self.document.is_dirty():
                self.document.save()
            proposal = store.rebranch({self.number: {"rulings": self.rulings + [ruling]}})
            if not proposal.complete:
                store.discard()
                lines = outcome_lines({"diffs": [d.to_dict() for d in proposal.diffs if d.differs]},
                                      Names.of(self.after))  # sentences, not JSON
                raise GmdeskError(f"the turns after the ruling could not be resolved again ({proposal.status} "
                                  f"at turn {proposal.stopped_at}); nothing was changed:\n" + "\n".join(lines))
            store.accept()
        except GmdeskError as exc:
            self.error_dialog = show_error(self, tr("RulingDialog", "The ruling was not stored"), exc)
            return False
        self.document.reload()
        self.accept()
        self.ruled.emit(self.number)
        return True

    # -- internals ----------------------------------------------------------------------------------
    @staticmethod
    def _kind(field: str) -> int:
        if field == "location":
            return PLACE
        if field in ("alive", "spirit_form"):
            return YES_NO
        if field.startswith("stats."):
            return TEXT
        return NUMBER

    @staticmethod
    def _index(combo: QComboBox, data: Any) -> int:
        index = combo.findData(data)
        if index < 0:
            raise GmdeskError(f"{data!r} is not offered here")
        return index

    def _ruling_line(self, ruling: dict) -> str:
        who = self.after.characters.get(str(ruling.get("character")))
        name = who.name if who else ruling.get("character")
        field = str(ruling.get("field"))
        return (f"{ruling.get('id')}: {name}'s {field_words(field)} → {shown_value(self.after, field, ruling.get('value'))} "
                f"({ruling.get('reason', '')})")

    def _character_changed(self) -> None:
        ch = self.after.characters.get(self.character.currentData())
        if ch is None:
            return
        keep = self.field.currentData()
        self.field.blockSignals(True)
        self.field.clear()
        for field, label in ruling_fields(ch, self.document.ruleset):
            self.field.addItem(label, field)
        index = self.field.findData(keep)
        self.field.setCurrentIndex(max(index, 0))
        self.field.blockSignals(False)
        self._field_changed()

    def _field_changed(self) -> None:
        ch = self.after.characters.get(self.character.currentData())
        field = self.field.currentData()
        if ch is None or field is None:
            return
        value = current_value(ch, field)
        self.now.setText(tr("RulingDialog", "{0} (after turn {1})").format(shown_value(self.after, field, value),
                                                                           self.number))
        kind = self._kind(field)
        self.value.setCurrentIndex(kind)
        if kind == NUMBER and isinstance(value, (int, float)):
            self.number_value.setValue(float(value))
        elif kind == PLACE and value is not None:
            self.place_value.setCurrentIndex(max(self.place_value.findData(value), 0))
        elif kind == YES_NO:
            self.yes_no_value.setCurrentIndex(0 if value else 1)
        elif kind == TEXT:
            self.text_value.setText("" if value is None else str(value))
