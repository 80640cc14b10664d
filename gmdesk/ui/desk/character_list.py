"""Who gives orders this turn: every living character by team, with how many orders each has.

The first row, "Everyone", shows the whole turn's orders at once (a GM checks a turn as a whole before
resolving it). The dead are left out: they give no orders.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTreeWidget, QTreeWidgetItem, QWidget

from gmdesk.model.war import War
from gmdesk.ui.colors import team_color
from gmdesk.ui.docks.common import badge_icon, swatch_icon
from gmdesk.ui.i18n import N, tr, turn_said
from gmdesk.ui.labels import kind_letter, location_name, team_name

#: The character id on a row (None on "Everyone"; absent on team rows).
CID_ROLE = Qt.ItemDataRole.UserRole + 1
#: Marks the "Everyone" row.
EVERYONE_ROLE = Qt.ItemDataRole.UserRole + 2
#: Marks a team row (its team id).
TEAM_ROLE = Qt.ItemDataRole.UserRole + 3

COLUMNS = (N("CharacterList", "Character"), N("CharacterList", "Orders"))
NAME, COUNT = range(len(COLUMNS))
MUTED = "#6b7580"


class CharacterList(QTreeWidget):
    """Pick whose orders to read and write; ``None`` is everyone."""

    #: The selection changed: a character id, or None for everyone.
    character_selected = Signal(object)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("deskCharacters")
        self.setColumnCount(len(COLUMNS))
        self.setHeaderLabels([tr("CharacterList", c) for c in COLUMNS])
        self.setRootIsDecorated(False)
        self.setItemsExpandable(False)
        self.setIndentation(10)
        self.setUniformRowHeights(True)
        self.setIconSize(QSize(18, 18))
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        header = self.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(NAME, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(COUNT, QHeaderView.ResizeMode.ResizeToContents)
        self._quiet = False
        self.currentItemChanged.connect(self._current_changed)

    def fill(self, war: War, orders: list[dict]) -> None:
        """Rebuild the rows from ``war``, keeping the selection."""
        selected = self.selected()
        counts: dict[str, int] = {}
        for order in orders:
            if isinstance(order, dict) and isinstance(order.get("actor"), str):
                counts[order["actor"]] = counts.get(order["actor"], 0) + 1
        self._quiet = True
        try:
            self.clear()
            # (the turn is in the desk's heading above: "Everyone" alone fits the narrow list at 1366x768)
            everyone = QTreeWidgetItem([tr("CharacterList", "Everyone"), str(len(orders))])
            everyone.setToolTip(NAME, tr("CharacterList", "Everyone's orders for {0}").format(turn_said(war.ruleset, war.turn)))
            everyone.setData(NAME, EVERYONE_ROLE, True)
            bold = QFont(everyone.font(NAME))
            bold.setBold(True)
            everyone.setFont(NAME, bold)
            everyone.setTextAlignment(COUNT, Qt.AlignmentFlag.AlignCenter)
            self.addTopLevelItem(everyone)
            teams = war.team_ids() + ([None] if any(c.team is None for c in war.alive()) else [])
            for team in teams:
                members = [c for c in war.alive() if c.team == team]
                if not members:
                    continue
                color = team_color(war, team)
                group = QTreeWidgetItem([team_name(war, team), ""])
                group.setData(NAME, TEAM_ROLE, team)
                group.setIcon(NAME, swatch_icon(color))
                group.setFont(NAME, bold)
                group.setFlags(Qt.ItemFlag.ItemIsEnabled)
                self.addTopLevelItem(group)
                group.setFirstColumnSpanned(True)
                for ch in members:
                    count = counts.get(ch.id, 0)
                    row = QTreeWidgetItem([ch.name, str(count) if count else "—"])
                    row.setData(NAME, CID_ROLE, ch.id)
                    row.setIcon(NAME, badge_icon(kind_letter(ch.kind), color))
                    row.setTextAlignment(COUNT, Qt.AlignmentFlag.AlignCenter)
                    battle = war.battle_of(ch.id)
                    row.setToolTip(NAME, f"{ch.name} ({ch.kind}) at {location_name(war, ch.location)}"
                                   + (f", fighting in {location_name(war, battle.location)}" if battle else ""))
                    if not count:
                        row.setForeground(COUNT, QBrush(QColor(MUTED)))
                    self.addTopLevelItem(row)
            self.select(selected)
        finally:
            self._quiet = False

    def selected(self) -> str | None:
        item = self.currentItem()
        return item.data(NAME, CID_ROLE) if item is not None else None

    def select(self, cid: str | None) -> None:
        """Select ``cid`` (None or an unknown id: everyone); :attr:`character_selected` says so."""
        for i in range(self.topLevelItemCount()):
            item = self._row(i)
            everyone = cid is None and item.data(NAME, EVERYONE_ROLE)
            if everyone or (cid is not None and item.data(NAME, CID_ROLE) == cid):
                self.setCurrentItem(item)
                return
        first = self.topLevelItem(0)
        if first is not None:
            self.setCurrentItem(first)

    def characters(self) -> list[str]:
        """The character rows, in order."""
        found = []
        for i in range(self.topLevelItemCount()):
            cid = self._row(i).data(NAME, CID_ROLE)
            if cid is not None:
                found.append(cid)
        return found

    def _current_changed(self, current: QTreeWidgetItem | None, previous: QTreeWidgetItem | None) -> None:
        if self._quiet or current is None:
            return
        if self._heading(current) and self._step_over(current, previous):
            return  # the arrow keys go from a character to the next, over the team headings (QA keyboard)
        self.character_selected.emit(current.data(NAME, CID_ROLE))

    @staticmethod
    def _heading(item: QTreeWidgetItem) -> bool:
        return item.data(NAME, CID_ROLE) is None and not item.data(NAME, EVERYONE_ROLE)

    def _step_over(self, heading: QTreeWidgetItem, previous: QTreeWidgetItem | None) -> bool:
        """Move on from a team heading the arrows landed on, the way they went; False when there is no row that way."""
        here = self.indexOfTopLevelItem(heading)
        step = 1 if previous is None or here > self.indexOfTopLevelItem(previous) else -1
        target = here + step
        while 0 <= target < self.topLevelItemCount() and self._heading(self._row(target)):
            target += step
        if not 0 <= target < self.topLevelItemCount():
            return False
        self.setCurrentItem(self._row(target))
        return True

    def _row(self, i: int) -> QTreeWidgetItem:
        item = self.topLevelItem(i)
        if item is None:
            raise IndexError(f"no row {i}")
        return item
