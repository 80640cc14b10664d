"""Characters > New Character: a name, a kind, a team and where they stand; or a copy of another sheet.

The team starts at the one asked for (the team of the character selected in the cast), else the war's first
team; with no location on the map there is nowhere to stand, so the dialog says so and OK is refused."""

from __future__ import annotations

import copy
import re

from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QLineEdit, QWidget

from gmdesk.model.mapedits import readable_id
from gmdesk.model.sheetedits import new_character, new_character_id
from gmdesk.model.war import War
from gmdesk.rulesets.base import Ruleset
from gmdesk.sheets.follow import complete_entries, follow_data
from gmdesk.sheets.html import kind_name
from gmdesk.sheets.words import sheet_term, sheet_words
from gmdesk.ui.i18n import language_in_use, tr
from gmdesk.ui.widgets import MessageLine, grow_to_fit, ok_cancel

# The kinds whose sheet names a class (as the sheet editor shows it).
CLASS_KINDS = ("servant", "familiar", "troop")


class NewCharacterDialog(QDialog):
    """Asks for what a new sheet needs; :meth:`data` is its war-file form once accepted."""

    def __init__(self, war: War, ruleset: Ruleset, parent: QWidget | None = None, *,
                 copy_of: str | None = None, team: str | None = None) -> None:
        super().__init__(parent)
        self.war = war
        self.ruleset = ruleset
        self.setWindowTitle(tr("NewCharacter", "New Character"))
        self.setObjectName("newCharacterDialog")
        form = QFormLayout(self)
        self.name = QLineEdit()
        self.name.setPlaceholderText(tr("NewCharacter", "the name on the sheet"))
        self.kind = QComboBox()
        words = sheet_words(language_in_use())
        for kind in ruleset.kinds:  # as the sheet editor names it: "マスター Master", マスター in Japanese
            self.kind.addItem(kind_name(ruleset, kind, words), kind)
        self.class_name = QComboBox()  # a Servant's class: roll-dice builds the sheet from its base (L660-L706)
        self.class_name.setObjectName("newCharacterClass")
        self.class_name.addItem("—", None)
        for cls in ruleset.classes:
            self.class_name.addItem(sheet_term(ruleset, f"class.{cls}", cls, words), cls)
        self.team = QComboBox()
        self.team.addItem(tr("NewCharacter", "No team"), None)
        for each in war.teams:
            self.team.addItem(each.name, each.id)
        team = team if team is not None or not war.teams else war.teams[0].id
        if team is not None:
            self.team.setCurrentIndex(max(0, self.team.findData(team)))
        self.master = QComboBox()  # a Servant's contract: without one it loses HP and MP each turn (roll-dice L244)
        self.master.setObjectName("newCharacterMaster")
        self.master.addItem(tr("NewCharacter", "— (Masterless)"), None)
        for ch in war.characters.values():
            if ch.kind == "master":
                self.master.addItem(ch.name, ch.id)
        self.master.activated.connect(lambda _i: setattr(self, "_master_picked", True))
        self._master_picked = False
        self.location = QComboBox()
        for loc in sorted(war.map.locations.values(), key=lambda loc: loc.name.casefold()):
            self.location.addItem(loc.name, loc.id)
        self.copy_of = QComboBox()
        self.copy_of.addItem(tr("NewCharacter", "— (a blank sheet)"), None)
        for ch in war.characters.values():
            self.copy_of.addItem(f"{ch.name} ({kind_name(ruleset, ch.kind, words)})", ch.id)
        self.kind.currentIndexChanged.connect(self._kind_changed)
        self.team.currentIndexChanged.connect(self._team_changed)
        self.copy_of.currentIndexChanged.connect(self._copy_changed)
        self.message = MessageLine()
        form.addRow(tr("NewCharacter", "Name"), self.name)
        form.addRow(tr("NewCharacter", "Kind"), self.kind)
        form.addRow(tr("NewCharacter", "Class"), self.class_name)
        self._form = form
        form.addRow(tr("NewCharacter", "Team"), self.team)
        if not war.teams:
            hint = QLabel(tr("NewCharacter", "No teams yet: Characters \u25b8 Teams\u2026 (Ctrl+Shift+T) makes them."))
            hint.setObjectName("noTeamsHint")
            hint.setStyleSheet("color: #6b7580")
            form.addRow("", hint)
        form.addRow(tr("NewCharacter", "Master (contract)"), self.master)
        form.addRow(tr("NewCharacter", "Stands at"), self.location)
        form.addRow(tr("NewCharacter", "Copy the sheet of"), self.copy_of)
        form.addRow(self.message)
        buttons = ok_cancel(self, self._accept)
        form.addRow(buttons)
        if not war.map.locations:  # a living character must stand somewhere
            self.message.setText(tr("NewCharacter", "The map has no location yet, so a character has nowhere to "
                                    "stand: draw a location first (Map \u25b8 Add location, A)."))
            buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(False)
        self._data: dict | None = None
        self._suggested_name = ""  # the name filled in for a copy, replaced when another sheet is chosen
        if copy_of is not None:
            self.copy_of.setCurrentIndex(max(0, self.copy_of.findData(copy_of)))
        self._team_changed()
        self._kind_changed()

    def _kind_changed(self) -> None:
        """The class row is there for the kinds that have one, at the class a new sheet of the kind starts as."""
        kind = self.kind.currentData()
        shown = kind in CLASS_KINDS and bool(self.ruleset.classes)
        self._form.setRowVisible(self.class_name, shown)
        if shown and self.copy_of.currentData() is None:
            start = self.ruleset.starting_sheet(kind).get("class")
            self.class_name.setCurrentIndex(max(0, self.class_name.findData(start)))
        self._form.setRowVisible(self.master, kind != "master" and self.master.count() > 1)
        grow_to_fit(self)  # a row shown (Class, Master) must not squeeze the message under it
        self._suggest_master()

    def _suggest_master(self) -> None:
        """A new Servant is contracted to its team's Master who has no Servant yet (the first such), unless the
        GM picked a Master here; a Master, or a team with no free Master, starts Masterless."""
        if self._master_picked:
            return
        team = self.team.currentData()
        free = None
        if self.kind.currentData() == "servant" and team is not None:
            free = next((c.id for c in self.war.characters.values() if c.kind == "master" and c.team == team
                         and not self.war.servants_of(c.id)), None)
        self.master.setCurrentIndex(max(0, self.master.findData(free)))

    def _team_changed(self) -> None:
        """A team's character starts in its home base, as every war begins (e.g. ap-sp 000:L452)."""
        team = self.team.currentData()
        base = next((loc.id for loc in self.war.map.locations.values() if team and loc.home_base == team), None)
        if base is not None:
            self.location.setCurrentIndex(self.location.findData(base))
        self._suggest_master()

    def _copy_changed(self) -> None:
        """The copy's name, kind, team and place follow the chosen sheet; a name the GM typed stays."""
        source = self.war.characters.get(self.copy_of.currentData())
        typed = self.name.text().strip()
        own_name = bool(typed) and typed != self._suggested_name
        if source is None:
            if not own_name:
                self.name.clear()
                self._suggested_name = ""
            return
        if not own_name:
            self._suggested_name = tr("NewCharacter", "{0} (copy)").format(source.name)
            self.name.setText(self._suggested_name)
        self.kind.setCurrentIndex(max(0, self.kind.findData(source.kind)))
        self.class_name.setCurrentIndex(max(0, self.class_name.findData(source.class_name)))
        self.team.setCurrentIndex(max(0, self.team.findData(source.team)))
        if source.location is not None:
            self.location.setCurrentIndex(max(0, self.location.findData(source.location)))

    def _accept(self) -> None:
        name = self.name.text().strip()
        if not name:
            self.message.setText(tr("NewCharacter", "A character needs a name."))
            return
        if self.location.currentData() is None:
            return  # no location to stand at: the message says so
        twin = next((ch for ch in self.war.characters.values() if " ".join(ch.name.split()).casefold()
                     == " ".join(name.split()).casefold()), None)
        if twin is not None:  # orders, posts and the desk find a character by name: two would be one
            self.message.setText(tr("NewCharacter", "{0} is the name of another character already ({1}): "
                                    "give this one another name.").format(name, twin.name))
            return
        self._data = self.build(name)
        if not re.search(r"[A-Za-z0-9]", name):  # 衛宮士郎 would be "character": a class or kind reads better
            word = self._data.get("class") or self._data.get("kind") or "character"
            self._data["id"] = readable_id(str(word), self.war.characters, "character")
        self.accept()

    def build(self, name: str) -> dict:
        """The new sheet: a copy of the chosen one under a new id (contract and battles not copied), or a
        blank sheet at the ruleset's maxima."""
        kind, team, location = self.kind.currentData(), self.team.currentData(), self.location.currentData()
        master = self.master.currentData() if kind != "master" else None
        source = self.war.characters.get(self.copy_of.currentData())
        if source is None:
            data = new_character(self.war, name, kind, team, location, self.ruleset)
            if isinstance(data.get("skills"), list):  # class skills as the library has them (FP per level)
                data["skills"] = complete_entries(self.ruleset, data["skills"])
            chosen = self.class_name.currentData() if kind in CLASS_KINDS else None
            if chosen != data.get("class") and (chosen is not None or "class" in data):
                data = follow_data(self.ruleset, data, ("class",), chosen)  # its base sheet (roll-dice L660-L706)
                if chosen is None:
                    data.pop("class", None)
            if master is not None:
                data["master"] = master
            return data
        data = copy.deepcopy(source.to_dict())
        data.update(id=new_character_id(self.war, name), name=name, kind=kind)
        if kind in CLASS_KINDS and self.class_name.currentData() is not None:
            data["class"] = self.class_name.currentData()
        for key, value in (("team", team), ("location", location)):
            if value is None:
                data.pop(key, None)
            else:
                data[key] = value
        data.pop("master", None)  # a contract is made in play, not copied: the one asked for here, if any
        if master is not None:
            data["master"] = master
        return data

    def data(self) -> dict | None:
        return self._data
