"""File > New War: pick a title, a ruleset and a map (a bundled one or a map file), and a seed."""

from __future__ import annotations

import secrets
from pathlib import Path

from PySide6.QtWidgets import (QComboBox, QDialog, QFileDialog, QFormLayout, QHBoxLayout,
                               QLineEdit, QPushButton, QSpinBox, QWidget)

from gmdesk import rulesets
from gmdesk.errors import GmdeskError
from gmdesk.messages import Message
from gmdesk.model.mapgraph import WarMap
from gmdesk.model.war import War
from gmdesk.ui.bundled import bundled_maps, read_bundled_map
from gmdesk.ui.i18n import N, say, tr
from gmdesk.ui.widgets import MessageLine, ok_cancel

EMPTY_MAP = N("NewWar", "An empty map (draw it yourself)")


class NewWarDialog(QDialog):
    """Asks for what a new war needs; :meth:`war` builds it (no characters yet)."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(tr("NewWar", "New War"))
        self.setObjectName("newWarDialog")
        form = QFormLayout(self)
        self.title = QLineEdit(tr("NewWar", "A new Holy Grail War"))
        self.ruleset = QComboBox()
        for rid in rulesets.available():
            title = say(Message(rulesets.get(rid).title))  # the ruleset's title in the GM's language (core_ja)
            self.ruleset.addItem(f"{title} ({rid})", rid)
        self.map_choice = QComboBox()
        self.map_choice.addItem(tr("NewWar", EMPTY_MAP), None)
        for title, path in bundled_maps():
            self.map_choice.addItem(title, str(path))
        browse = QPushButton(tr("NewWar", "From File…"))
        browse.clicked.connect(self._browse)
        row = QHBoxLayout()
        row.addWidget(self.map_choice, 1)
        row.addWidget(browse)
        self.seed = QSpinBox()
        self.seed.setRange(0, 2**31 - 1)
        self.seed.setValue(secrets.randbelow(2**31))
        self.seed.setToolTip(tr("NewWar",
                                "Turn N draws its dice from 'gmdesk:SEED:N': the same seed replays the same dice"))
        self.message = MessageLine()
        form.addRow(tr("NewWar", "Title"), self.title)
        form.addRow(tr("NewWar", "Ruleset"), self.ruleset)
        form.addRow(tr("NewWar", "Map"), row)
        form.addRow(tr("NewWar", "Seed"), self.seed)
        form.addRow(self.message)
        form.addRow(ok_cancel(self, self._accept))
        self._war: War | None = None

    def _browse(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, tr("NewWar", "A map for the new war"), "",
                                              tr("NewWar", "Maps (*.graphml *.json);;All files (*)"))
        if path:
            self.map_choice.addItem(Path(path).name, path)
            self.map_choice.setCurrentIndex(self.map_choice.count() - 1)

    def select_map(self, path: str | Path | None) -> None:
        """Pick a map by file (None: the empty map); used by tests and by Open Recent maps."""
        index = self.map_choice.findData(None if path is None else str(path))
        if index < 0 and path is not None:  # the empty map (None) is always offered
            self.map_choice.addItem(Path(path).name, str(path))
            index = self.map_choice.count() - 1
        self.map_choice.setCurrentIndex(index)

    def _accept(self) -> None:
        try:
            self._war = self.build()
        except GmdeskError as exc:
            self.message.setText(str(exc))
            return
        self.accept()

    def build(self) -> War:
        """The new war from the fields; raises a GmdeskError naming a bad map file."""
        source = self.map_choice.currentData()
        war_map = read_bundled_map(Path(source)) if source else WarMap()
        for loc in war_map.locations.values():  # a bare map: nobody owns a base in a war with no teams
            loc.home_base = None
        title = self.title.text().strip() or tr("NewWar", "A new Holy Grail War")
        return War(ruleset=self.ruleset.currentData(), title=title, map=war_map, characters={},
                   seed=self.seed.value())

    def war(self) -> War | None:
        return self._war
