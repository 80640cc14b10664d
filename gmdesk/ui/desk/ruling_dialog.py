"""A GM ruling: override one value of the last resolved turn's result, with the reason.

A ruling is kept with the turn it overrides (``StoredTurn.rulings``), not typed into the current war, so
replay and re-resolution apply it again and the history stays reproducible. It is stored the way a
correction is: the turn is re-resolved with the ruling added (``WarStore.rebranch``) and the result
accepted at once; the document then reads the war again. Storing one is an undo step (Edit ▸ Undo takes it
back), and so is removing one from the dialog's list of the turn's rulings (``ruling_steps``).

A ruling that changes nothing is refused. A character who died that turn is in the list, marked dead: the
one ruling they take brings them back (Alive = yes), stored with their Health on return as a second ruling.
The dialog starts on the character selected in the cast (``character``, else the parent's selection).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (QComboBox, QDialog, QDialogButtonBox, QFormLayout, QHBoxLayout, QLabel,
                               QLineEdit, QListWidget, QListWidgetItem, QMessageBox, QPushButton, QSizePolicy,
                               QStackedWidget, QVBoxLayout, QWidget)

from gmdesk.errors import GmdeskError, RankError
from gmdesk.model.character import Character
from gmdesk.model.ranks import parse_rank
from gmdesk.model.war import War
from gmdesk.model.wording import field_words
from gmdesk.rulesets.base import Ruleset
from gmdesk.rulesets.scores import fmt
from gmdesk.ui.desk.ruling_steps import push_rulings
from gmdesk.ui.document import WarDocument
from gmdesk.ui.errors import show_error
from gmdesk.ui.i18n import say, tr, turn_said
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
        return tr("RulingDialog", "(none)")
    if field == "location":
        return location_name(war, value)
    if isinstance(value, bool):
        return tr("RulingDialog", "yes") if value else tr("RulingDialog", "no")
    if isinstance(value, (int, float)):
        return fmt(value)
    return str(value)


def same_value(now: Any, new: Any) -> bool:
    """Whether a ruling of ``new`` would leave ``now`` as it is (125 and 125.0 are the same Health)."""
    if isinstance(now, bool) or isinstance(new, bool):
        return now is new
    if isinstance(now, (int, float)) and isinstance(new, (int, float)):
        return float(now) == float(new)
    return now == new


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

    def __init__(self, document: WarDocument, parent: QWidget | None = None, *, character: str | None = None):
        super().__init__(parent)
        self.setObjectName("rulingDialog")
        self.document = document
        self.error_dialog: QMessageBox | None = None
        number = document.last_turn()
        if number is None:
            raise GmdeskError(tr(
                "RulingDialog", "no turn has been resolved yet: a ruling overrides a resolved turn's result"))
        self.number: int = number
        self.rulings: list[dict]
        self.after: War
        self._read_turn()
        #: The turn ruled on as the window names it (Night 2, 夜 2: the ruleset's word).
        self.turn_name = turn_said(document.war.ruleset, number)
        self.setWindowTitle(tr("RulingDialog", "GM ruling on {0}").format(self.turn_name))

        intro = QLabel(tr("RulingDialog", "Override one value of {0}'s result. The ruling is kept with the turn, "
                          "applied at its very end, and survives replay and corrections of earlier turns.").format(
                              self.turn_name))
        intro.setWordWrap(True)
        self.character = QComboBox()
        self.character.setObjectName("rulingCharacter")
        self._fill_characters()
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
        self.yes_no_value.addItem(tr("RulingDialog", "yes"), True)
        self.yes_no_value.addItem(tr("RulingDialog", "no"), False)
        self.revive_health = NumberSpinBox()
        self.revive_health.setObjectName("rulingReviveHealth")
        self.revive_health.setDecimals(4)
        self.revive_health.setRange(-1e9, 1e9)
        self.revive_health.setToolTip(tr("RulingDialog", "Stored as a second ruling, after the one that brings "
                                         "the character back"))
        self.revive_label = QLabel(tr("RulingDialog", "Health on return"))
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
        self.earlier = QListWidget()
        self.earlier.setObjectName("rulingEarlier")
        self.earlier.setMaximumHeight(96)
        self.remove_button = QPushButton(tr("RulingDialog", "Remove"))
        self.remove_button.setObjectName("rulingRemove")
        self.remove_button.setToolTip(tr("RulingDialog", "Take the selected ruling out of the turn (the turn is "
                                         "resolved again; Edit ▸ Undo puts it back)"))
        self.remove_button.clicked.connect(self.remove_selected)
        self.earlier.currentRowChanged.connect(lambda _row: self._update_remove())
        earlier = QHBoxLayout()
        earlier.addWidget(self.earlier, 1)
        earlier.addWidget(self.remove_button)
        self._fill_earlier()

        form = QFormLayout()
        form.addRow(tr("RulingDialog", "Character"), self.character)
        form.addRow(tr("RulingDialog", "Field"), self.field)
        form.addRow(tr("RulingDialog", "Now"), self.now)
        form.addRow(tr("RulingDialog", "New value"), self.value)
        form.addRow(self.revive_label, self.revive_health)
        form.addRow(tr("RulingDialog", "Reason"), self.reason)
        form.addRow(tr("RulingDialog", "Rulings on {0}").format(self.turn_name), earlier)
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
        self.yes_no_value.currentIndexChanged.connect(lambda _i: self._show_revive())
        if character is None and callable(getattr(parent, "selected_character", None)):
            character = parent.selected_character()  # type: ignore[union-attr]  # the desk follows the cast
        start = self.character.findData(character) if character is not None else -1
        self.character.setCurrentIndex(start if start >= 0 else 0)
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
        ch = self.after.characters[cid]
        if same_value(current_value(ch, field), value):
            raise GmdeskError(tr("RulingDialog", "{0}'s {1} is {2} already: a ruling that changes nothing is not "
                                 "stored").format(ch.name, self.field.currentText(),
                                                  shown_value(self.after, field, value)))
        return {"id": next_ruling_id(self.rulings), "character": cid, "field": field, "value": value,
                "reason": reason}

    def new_rulings(self) -> list[dict[str, Any]]:
        """The rulings to store: :meth:`ruling`, and for a character brought back their Health on return
        (the engine applies them in order: alive first, then the Health of the living)."""
        first = self.ruling()
        ch = self.after.characters[first["character"]]
        if ch.alive or first["field"] != "alive" or not first["value"]:
            return [first]
        number = self.revive_health.value()
        health: Any = int(number) if float(number).is_integer() else number
        if same_value(ch.health, health):
            return [first]
        return [first, {"id": next_ruling_id(self.rulings + [first]), "character": ch.id, "field": "health",
                        "value": health, "reason": first["reason"]}]

    # -- storing ------------------------------------------------------------------------------------
    def submit(self) -> bool:
        """Store the ruling with the turn and accept the re-resolved result, as one undo step; False (and
        an error dialog) when it could not be stored. Nothing in the history changes then."""
        try:
            added = self.new_rulings()
            text = tr("RulingDialog", "GM ruling on {0}: {1}").format(
                self.turn_name, "; ".join(self._ruling_line(r) for r in added))
            push_rulings(self.document, self.number, self.rulings, self.rulings + added, text)
        except GmdeskError as exc:
            self.error_dialog = show_error(self, tr("RulingDialog", "The ruling was not stored"), exc)
            return False
        self.accept()
        self.ruled.emit(self.number)
        return True

    def remove_selected(self) -> bool:
        """Take the ruling selected in the turn's list out of the turn (one undo step); the dialog stays
        open on the turn as it is now. False (and an error dialog) when it could not be removed."""
        row = self.earlier.currentRow()
        if not 0 <= row < len(self.rulings):
            return False
        gone = self.rulings[row]
        try:
            text = tr("RulingDialog", "Remove the GM ruling on {0}: {1}").format(self.turn_name,
                                                                                self._ruling_line(gone))
            push_rulings(self.document, self.number, self.rulings, self.rulings[:row] + self.rulings[row + 1:], text)
        except GmdeskError as exc:
            self.error_dialog = show_error(self, tr("RulingDialog", "The ruling was not removed"), exc)
            return False
        self._read_turn()
        self._fill_earlier()
        self._fill_characters()
        self._character_changed()
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

    def _read_turn(self) -> None:
        stored = self.document.store.turn(self.number)
        self.rulings = list(stored.rulings)
        self.after = stored.war_after()

    def _fill_characters(self) -> None:
        """Everyone of the turn's result, the dead too (marked): a ruling may bring them back."""
        keep = self.character.currentData()
        self.character.blockSignals(True)
        self.character.clear()
        for ch in self.after.characters.values():
            self.character.addItem(ch.name if ch.alive else tr("RulingDialog", "{0} (dead)").format(ch.name), ch.id)
        self.character.setCurrentIndex(max(self.character.findData(keep), 0))
        self.character.blockSignals(False)

    def _fill_earlier(self) -> None:
        self.earlier.clear()
        for ruling in self.rulings:
            self.earlier.addItem(QListWidgetItem(self._ruling_line(ruling)))
        if not self.rulings:
            placeholder = QListWidgetItem(tr("RulingDialog", "none yet"))
            placeholder.setFlags(placeholder.flags() & ~Qt.ItemFlag.ItemIsSelectable & ~Qt.ItemFlag.ItemIsEnabled)
            self.earlier.addItem(placeholder)
        self._update_remove()

    def _update_remove(self) -> None:
        self.remove_button.setEnabled(bool(self.rulings) and 0 <= self.earlier.currentRow() < len(self.rulings))

    def _ruling_line(self, ruling: dict) -> str:
        if "field" not in ruling:  # a note
            return f"{ruling.get('id', '')}: {ruling.get('text', ruling)}".lstrip(": ")
        who = self.after.characters.get(str(ruling.get("character")))
        name = who.name if who else ruling.get("character")
        field = str(ruling.get("field"))
        return tr("RulingDialog", "{0}: {1}'s {2} → {3} ({4})").format(
            ruling.get("id"), name, say(field_words(field)), shown_value(self.after, field, ruling.get("value")),
            ruling.get("reason", ""))

    def _show_revive(self) -> None:
        """Health on return shows while a dead character is being brought back."""
        ch = self.after.characters.get(self.character.currentData())
        reviving = (ch is not None and not ch.alive and self.field.currentData() == "alive"
                    and bool(self.yes_no_value.currentData()))
        self.revive_label.setVisible(reviving)
        self.revive_health.setVisible(reviving)

    def _character_changed(self) -> None:
        ch = self.after.characters.get(self.character.currentData())
        if ch is None:
            return
        keep = self.field.currentData()
        self.field.blockSignals(True)
        self.field.clear()
        for field, label in ruling_fields(ch, self.document.ruleset):
            if ch.alive or field == "alive":  # the dead take one ruling: alive again
                self.field.addItem(label, field)
        if not ch.alive:
            health = ch.health_max if ch.health_max is not None else 1
            self.revive_health.setValue(float(health))
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
        self.now.setText(tr("RulingDialog", "{0} (after {1})").format(shown_value(self.after, field, value),
                                                                      self.turn_name))
        kind = self._kind(field)
        self.value.setCurrentIndex(kind)
        if kind == NUMBER and isinstance(value, (int, float)):
            self.number_value.setValue(float(value))
        elif kind == PLACE and value is not None:
            self.place_value.setCurrentIndex(max(self.place_value.findData(value), 0))
        elif kind == YES_NO:
            self.yes_no_value.setCurrentIndex(1 if value else 0)  # the other answer: the one a ruling gives
        elif kind == TEXT:
            self.text_value.setText("" if value is None else str(value))
        self._show_revive()
