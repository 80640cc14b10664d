"""Characters > Teams…: the war's teams, their colour, players, characters and home bases.

A non-blocking dialog over the open war. Add makes a team at once (named "Team N", in a colour no team
has yet); the fields of the team picked on the left change together when the GM presses Apply, as one undo
step, and fields typed but not applied are applied when the GM picks another team, adds one or closes the
dialog (as the sheet takes a field when it is left), so a name typed is never lost; Remove asks which team the
characters go to when there are any. Every change is an edit of :mod:`gmdesk.model.teams` made through the
document, so Edit > Undo takes it back.
"""

from __future__ import annotations

import re

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (QColorDialog, QDialog, QDialogButtonBox, QFormLayout, QHBoxLayout, QInputDialog,
                               QLabel, QLineEdit, QListWidget, QListWidgetItem, QPushButton, QVBoxLayout, QWidget)

from gmdesk.messages import Message
from gmdesk.model.mapedits import Batch, EditRefused, MapEdit
from gmdesk.model.teams import (AddTeam, RecolourTeam, RemoveTeam, RenameTeam, SetHomeBase, SetMembers, SetPlayers,
                                check_color, home_bases, new_team_id)
from gmdesk.model.war import Team
from gmdesk.ui.document import WarDocument
from gmdesk.sheets.html import kind_name
from gmdesk.sheets.words import sheet_words
from gmdesk.ui.i18n import language_in_use, said_error, tr

#: Colours offered to new teams in turn (the first no team has yet).
PALETTE = ("#2f6fd0", "#2e9e5b", "#c0392b", "#e67e22", "#8e44ad", "#34495e", "#b8860b", "#16a085", "#d35400",
           "#7f8c8d")


class TeamsDialog(QDialog):
    """The teams of ``document``'s war; :meth:`apply` and :meth:`remove_team` are what the buttons do."""

    def __init__(self, document: WarDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.document = document
        self.setWindowTitle(tr("Teams", "Teams"))
        self.setObjectName("teamsDialog")
        self.move_dialog: QInputDialog | None = None
        self._shown: str | None = None  # the team whose fields are shown (the list's pick may be ahead of it)
        self._drop_on_close = False  # Close pressed while the fields were refused: a second Close drops them
        self._war_closed = False
        self.teams = QListWidget()
        self.teams.setObjectName("teamsList")
        self.teams.currentRowChanged.connect(lambda _row: self._team_picked())
        add = QPushButton(tr("Teams", "&Add Team"))
        add.setObjectName("addTeamButton")
        add.clicked.connect(lambda: self.add_team())
        self.remove_button = QPushButton(tr("Teams", "&Remove Team…"))
        self.remove_button.setObjectName("removeTeamButton")
        self.remove_button.clicked.connect(self._remove_clicked)
        left = QVBoxLayout()
        left.addWidget(self.teams, 1)
        buttons = QHBoxLayout()
        buttons.addWidget(add)
        buttons.addWidget(self.remove_button)
        left.addLayout(buttons)

        self.name_edit = QLineEdit()
        self.name_edit.setObjectName("teamName")
        self.colour_edit = QLineEdit()
        self.colour_edit.setObjectName("teamColour")
        self.colour_edit.setPlaceholderText(tr("Teams", "#rgb, #rrggbb or a colour name (empty: a colour from the id)"))
        self.colour_edit.textChanged.connect(self._show_swatch)
        self.swatch = QLabel()
        self.swatch.setFixedSize(22, 22)
        pick = QPushButton(tr("Teams", "Pick…"))
        pick.clicked.connect(self._pick_colour)
        colour_row = QHBoxLayout()
        colour_row.addWidget(self.colour_edit, 1)
        colour_row.addWidget(self.swatch)
        colour_row.addWidget(pick)
        self.players_edit = QLineEdit()
        self.players_edit.setObjectName("teamPlayers")
        self.players_edit.setPlaceholderText(tr("Teams", "the players' names, separated by commas"))
        self.members = QListWidget()
        self.members.setObjectName("teamMembers")
        self.bases = QListWidget()
        self.bases.setObjectName("teamHomeBases")
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setStyleSheet("color: #b00020")
        self.apply_button = QPushButton(tr("Teams", "A&pply"))
        self.apply_button.setObjectName("applyTeamButton")
        self.apply_button.clicked.connect(self.apply)
        # Enter applies the team's fields (a name typed, Enter): never Add Team, Qt's first "auto default" button
        for button in (add, self.remove_button, pick):
            button.setAutoDefault(False)
        self.apply_button.setDefault(True)
        form = QFormLayout()
        form.addRow(tr("Teams", "Name"), self.name_edit)
        form.addRow(tr("Teams", "Colour"), colour_row)
        form.addRow(tr("Teams", "Players"), self.players_edit)
        form.addRow(tr("Teams", "Characters\n(Master, Servants)"), self.members)
        form.addRow(tr("Teams", "Home bases"), self.bases)
        form.addRow(self.message)
        form.addRow("", self.apply_button)

        body = QHBoxLayout()
        body.addLayout(left, 2)
        body.addLayout(form, 3)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(body)
        layout.addWidget(close)
        self.resize(860, 560)
        document.changed.connect(self._war_changed)  # a bound method: let go when either is deleted
        document.closed.connect(self._war_was_closed)  # nothing left to edit here
        self.refresh()

    def _war_changed(self, _touched: object) -> None:
        self.refresh()

    def _war_was_closed(self) -> None:
        self._war_closed = True  # what is typed has no war to go to now
        self.close()

    # -- what is shown ------------------------------------------------------------------------------
    def refresh(self, select: str | None = None) -> None:
        """The team list as the war has it now, keeping the team shown (or showing ``select``)."""
        keep = select or self.current_team_id()
        self.teams.blockSignals(True)
        self.teams.clear()
        for team in self.document.war.teams:
            item = QListWidgetItem(self._team_line(team))
            item.setData(Qt.ItemDataRole.UserRole, team.id)
            if team.color and QColor(team.color).isValid():
                item.setForeground(QColor(team.color))
            self.teams.addItem(item)
        ids = [t.id for t in self.document.war.teams]
        self.teams.setCurrentRow(ids.index(keep) if keep in ids else (0 if ids else -1))
        self.teams.blockSignals(False)
        self._show_team()

    def _team_line(self, team: Team) -> str:
        count = len(self.document.war.team_members(team.id))
        players = f" — {', '.join(team.players)}" if team.players else ""
        counted = tr("Teams", "1 character") if count == 1 else tr("Teams", "{0} characters").format(count)
        return f"{team.name} ({counted}){players}"

    def current_team_id(self) -> str | None:
        item = self.teams.currentItem()
        return item.data(Qt.ItemDataRole.UserRole) if item is not None else None

    def select_team(self, team_id: str) -> None:
        ids = [t.id for t in self.document.war.teams]
        self.teams.setCurrentRow(ids.index(team_id))

    def _team(self) -> Team | None:
        """The team whose fields are shown."""
        return next((t for t in self.document.war.teams if t.id == self._shown), None)

    def _team_picked(self) -> None:
        """Another team picked on the left: what was typed for the team shown is applied first; when the rules
        refuse it, that team stays picked with the reason, the typing kept."""
        picked, shown = self.current_team_id(), self._shown
        if shown is not None and picked != shown and not self._keep_typed(show=picked):
            self.teams.blockSignals(True)
            self.teams.setCurrentRow([t.id for t in self.document.war.teams].index(shown))
            self.teams.blockSignals(False)
            return
        self._show_team()

    def _keep_typed(self, show: str | None = None) -> bool:
        """Apply the fields typed but not applied yet (one undo step), then show ``show``; True when nothing
        typed is left unapplied."""
        if self._team() is None or self.document.readonly or not self.pending_edits():
            return True
        return self._apply(show)

    def _show_team(self) -> None:
        self._shown = self.current_team_id()
        self._drop_on_close = False
        team = self._team()
        war = self.document.war
        for widget in (self.name_edit, self.colour_edit, self.players_edit, self.members, self.bases,
                       self.apply_button, self.remove_button):
            widget.setEnabled(team is not None and not self.document.readonly)
        self.message.clear()
        self.members.clear()
        self.bases.clear()
        if team is None:
            for edit in (self.name_edit, self.colour_edit, self.players_edit):
                edit.clear()
            self.message.setText(tr("Teams", "No teams yet: Add Team makes one.") if not war.teams else "")
            return
        self.name_edit.setText(team.name)
        self.colour_edit.setText(team.color or "")
        self.players_edit.setText(", ".join(team.players))
        words = sheet_words(language_in_use())
        for ch in war.characters.values():
            master = war.characters.get(ch.master) if ch.master else None
            other = (tr("Teams", " — now in {0}").format(self._team_name(ch.team))
                     if ch.team not in (None, team.id) else "")
            kind = kind_name(self.document.ruleset, ch.kind, words)  # as the sheet names it, in the GM's language
            text = (tr("Teams", "{0} ({1} of {2})").format(ch.name, kind, master.name) if master
                    else f"{ch.name} ({kind})") + other
            _checkable(self.members, text, ch.id, ch.team == team.id)
        own = set(home_bases(war, team.id))
        for loc in sorted(war.map.locations.values(), key=lambda loc: loc.name.casefold()):
            other = (tr("Teams", " — home base of {0}").format(self._team_name(loc.home_base))
                     if loc.home_base not in (None, team.id) else "")
            _checkable(self.bases, loc.name + other, loc.id, loc.id in own)

    def _team_name(self, team_id: str | None) -> str:
        return next((t.name for t in self.document.war.teams if t.id == team_id), str(team_id))

    def _show_swatch(self, text: str) -> None:
        color = QColor(text.strip())
        self.swatch.setStyleSheet(f"background: {color.name()}; border: 1px solid #555;"
                                  if text.strip() and color.isValid() else "border: 1px dashed #999;")

    def _pick_colour(self) -> None:
        chosen = QColorDialog.getColor(QColor(self.colour_edit.text().strip() or "#777777"), self,
                                       tr("Teams", "Team colour"))
        if chosen.isValid():
            self.colour_edit.setText(chosen.name())

    # -- the buttons (the GM's clicks, and tests) ---------------------------------------------------------
    def add_team(self, name: str | None = None) -> str | None:
        """A new team (by default "Team N" in a colour no team has), shown for its fields to be filled in; what
        was typed for the team shown is applied first (None, and nothing added, when the rules refuse it)."""
        if not self._keep_typed():
            return None
        war = self.document.war
        n = len(war.teams) + 1
        taken = {t.name.casefold() for t in war.teams}
        while name is None or name.casefold() in taken:
            name, n = tr("Teams", "Team {0}").format(n), n + 1
        used = {(t.color or "").lower() for t in war.teams}
        colour = next((c for c in PALETTE if c not in used), None)
        # "陣営 1" would be id "1": a name without Latin letters gets "team-1", as an English window's "Team 1"
        team_id = None if re.search(r"[A-Za-z]", name) else new_team_id(war, f"team {len(war.teams) + 1}")
        edit = AddTeam(name, colour, team_id=team_id)
        if not self.document.do(edit):
            return None
        self.refresh(select=edit.team_id)
        self.name_edit.setFocus()
        self.name_edit.selectAll()
        return edit.team_id

    def set_members(self, ids: list[str]) -> None:
        _check_only(self.members, ids)

    def set_home_bases(self, ids: list[str]) -> None:
        _check_only(self.bases, ids)

    def pending_edits(self) -> list[MapEdit]:
        """The edits the fields ask for (only what differs from the war)."""
        team = self._team()
        if team is None:
            return []
        war = self.document.war
        edits: list[MapEdit] = []
        name = self.name_edit.text().strip()
        if name != team.name:
            edits.append(RenameTeam(team.id, name))
        colour = self.colour_edit.text().strip() or None
        if colour != team.color:
            edits.append(RecolourTeam(team.id, colour))
        players = [p.strip() for p in self.players_edit.text().split(",") if p.strip()]
        if players != team.players:
            edits.append(SetPlayers(team.id, players))
        members = _checked(self.members)
        if members != [c.id for c in war.team_members(team.id)]:
            edits.append(SetMembers(team.id, members))
        bases, own = _checked(self.bases), home_bases(war, team.id)
        edits += [SetHomeBase(team.id, lid, on=False) for lid in own if lid not in bases]
        edits += [SetHomeBase(team.id, lid) for lid in bases if lid not in own]
        return edits

    def apply(self) -> bool:
        """Make the fields' changes as one undo step; the reason is shown when one is refused."""
        return self._apply(self._shown)

    def _apply(self, show: str | None) -> bool:
        """Apply the shown team's fields, then show the team ``show``."""
        team = self._team()
        try:
            check_color(self.colour_edit.text().strip() or None)
        except EditRefused as exc:
            self.message.setText(said_error(exc))
            return False
        edits = self.pending_edits()
        if team is None:
            return False
        if not edits:
            self.message.setText(tr("Teams", "Nothing to apply: {0}'s fields are as the war has them.").format(
                team.name))
            return False
        done = self.document.do(Batch(edits, label=Message("change team {name}", name=team.name)))
        if done:
            self.refresh(select=show or team.id)
        return done

    def reject(self) -> None:
        """Close (or Esc): what was typed is applied first, as when another team is picked. When the rules
        refuse it the dialog stays open with the reason; a second Close drops it."""
        if not self._war_closed and not self._keep_typed(show=self._shown) and not self._drop_on_close:
            self._drop_on_close = True
            self.message.setText(self.message.text() + tr(
                "Teams", "\nNot applied: put it right and close, or press Close again to drop these changes."))
            return
        super().reject()

    def remove_team(self, move_to: str | None = None) -> bool:
        """Remove the team shown; its characters and home bases go to ``move_to`` (refused while it has
        characters and ``move_to`` is None)."""
        tid = self.current_team_id()
        return tid is not None and self.document.do(RemoveTeam(tid, move_to))

    def _remove_clicked(self) -> None:
        team = self._team()
        if team is None:
            return
        others = [t for t in self.document.war.teams if t.id != team.id]
        if not self.document.war.team_members(team.id):
            self.remove_team()
            return
        if not others:
            self.message.setText(tr("Teams", "{0} still has characters and there is no other team to move them "
                                    "to: add a team first, or take them out of the team.").format(team.name))
            return
        ask = QInputDialog(self)
        ask.setWindowTitle(tr("Teams", "Remove {0}").format(team.name))
        ask.setLabelText(tr("Teams", "{0} still has characters. Move them (and its home bases) to:").format(team.name))
        ask.setComboBoxItems([t.name for t in others])
        ask.setObjectName("moveToDialog")
        ask.textValueSelected.connect(lambda text: self.remove_team(next(t.id for t in others if t.name == text)))
        self.move_dialog = ask
        ask.open()


def _checkable(widget: QListWidget, text: str, key: str, checked: bool) -> None:
    item = QListWidgetItem(text)
    item.setData(Qt.ItemDataRole.UserRole, key)
    item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
    item.setCheckState(Qt.CheckState.Checked if checked else Qt.CheckState.Unchecked)
    widget.addItem(item)


def _checked(widget: QListWidget) -> list[str]:
    return [widget.item(i).data(Qt.ItemDataRole.UserRole) for i in range(widget.count())
            if widget.item(i).checkState() == Qt.CheckState.Checked]


def _check_only(widget: QListWidget, keys: list[str]) -> None:
    for i in range(widget.count()):
        item = widget.item(i)
        item.setCheckState(Qt.CheckState.Checked if item.data(Qt.ItemDataRole.UserRole) in keys
                           else Qt.CheckState.Unchecked)
