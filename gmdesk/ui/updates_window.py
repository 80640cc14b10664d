"""Turn > Updates…: what each team learns of a resolved turn, side by side, ready for the forum.

The texts come from :mod:`gmdesk.updates` (built through the knowledge filter only); this window shows
them, copies one to the clipboard, saves them all to a folder, and records the focus characters of the
public update and the language the players read (undoable edits of the war's settings).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialog, QFileDialog, QHBoxLayout, QLabel, QListWidget,
                               QListWidgetItem, QPlainTextEdit, QPushButton, QScrollArea, QSpinBox,
                               QSplitter, QVBoxLayout, QWidget)

from gmdesk import rulesets
from gmdesk.errors import GmdeskError
from gmdesk.messages import available_languages, language_name
from gmdesk.model.updateedits import FOCUS_SETTING, SetFocus, SetUpdatesLanguage, updates_language
from gmdesk.ui.errors import show_error
from gmdesk.ui.i18n import N, language_in_use, tr
from gmdesk.updates import PUBLIC, TurnUpdates, UpdateFormat, render, save_all, turn_updates, waiting_updates
from gmdesk.updates.build import file_name

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.ui.document import WarDocument

TURN_WORDS = (N("UpdatesWindow", "Night"), N("UpdatesWindow", "Action turn"))
"""The rulesets' words for a turn (``Ruleset.turn_word``), listed here so that each has its translation."""
PANE_WIDTH = 330
"""A reader's pane, the room it is given when the window opens (its least is a little less)."""
FORMATS = ((N("UpdatesWindow", "BBCode"), UpdateFormat.BBCODE), (N("UpdatesWindow", "Markdown"), UpdateFormat.MARKDOWN),
           (N("UpdatesWindow", "Plain text"), UpdateFormat.TEXT))


class UpdatePane(QWidget):
    """One reader's update: its name in its colour, the text, a Copy button."""

    def __init__(self, key: str, title: str, color: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.key = key
        self.setObjectName(f"updatePane.{key}")
        self.heading = QLabel(title)
        self.heading.setTextFormat(Qt.TextFormat.PlainText)
        self.heading.setStyleSheet(f"font-weight: bold; color: {color or 'palette(text)'};")
        self.text = QPlainTextEdit()
        self.text.setReadOnly(True)
        self.text.setObjectName(f"updateText.{key}")
        self.copy = QPushButton(tr("UpdatesWindow", "Copy"))
        self.copy.setObjectName(f"updateCopy.{key}")
        self.copy.setToolTip(tr("UpdatesWindow", "Copy {0}'s update to the clipboard").format(title))
        self.copy.clicked.connect(self.copy_text)
        top = QHBoxLayout()
        top.addWidget(self.heading, 1)
        top.addWidget(self.copy)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.addLayout(top)
        layout.addWidget(self.text)

    def copy_text(self) -> None:
        QGuiApplication.clipboard().setText(self.text.toPlainText())


class UpdatesDialog(QDialog):
    """The public update and the chosen teams' updates of one stored turn, side by side."""

    def __init__(self, document: "WarDocument", number: int | None = None, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("updatesDialog")
        self.setWindowTitle(tr("UpdatesWindow", "Updates"))
        self.document = document
        self.updates: TurnUpdates | None = None
        numbers = document.store.turn_numbers()
        self.turn = QSpinBox()
        self.turn.setObjectName("updatesTurn")
        self.turn_word = tr("UpdatesWindow", rulesets.get(document.war.ruleset).turn_word)
        self.turn.setPrefix(f"{self.turn_word} ")
        # The resolved turns, and the coming one while it waits for answers (never a "Night 0"): the last
        # resolved turn first, else the turn that waits.
        waits = bool(document.turns.questions())
        shown = sorted(set(numbers) | ({document.war.turn} if waits or not numbers else set()))
        self.turn.setRange(shown[0], shown[-1])
        self.turn.setValue(number if number in shown else max(numbers, default=shown[-1]))
        self.format = QComboBox()
        self.format.setObjectName("updatesFormat")
        for label, form in ((tr("UpdatesWindow", label), form) for label, form in FORMATS):
            self.format.addItem(label, form)
        self.language = QComboBox()
        self.language.setObjectName("updatesLanguage")
        self.language.setToolTip(tr("UpdatesWindow", "The language the players read: the forum's, which need not be "
                                    "this window's (kept with the war)"))
        self._fill_languages()
        self.readers = QListWidget()
        self.readers.setObjectName("updatesReaders")
        self.readers.setMaximumWidth(220)
        self._fill_readers()
        self.focus = [QComboBox(), QComboBox()]
        self._fill_focus()
        self.waiting = QCheckBox(tr("UpdatesWindow", "Questions waiting"))
        self.waiting.setObjectName("updatesWaiting")
        self.waiting.setToolTip(tr("UpdatesWindow", "The coming turn waits for answers: show each team asked its questions, to send "
                                "before resolving again"))
        self.waiting.setEnabled(bool(waiting_updates(document.war, document.turns.questions())))
        self.save = QPushButton(tr("UpdatesWindow", "Save All…"))
        self.save.setObjectName("updatesSaveAll")
        self.save.setToolTip(tr("UpdatesWindow",
                                "Write the public update and every team's update into a folder, one file each"))
        self.save.clicked.connect(lambda: self.save_all())  # clicked(bool) must not reach the folder
        self.panes = QSplitter(Qt.Orientation.Horizontal)
        self.panes.setObjectName("updatesPanes")
        self.message = QLabel()
        self.message.setObjectName("updatesMessage")
        self._lay_out()
        self.turn.valueChanged.connect(self.refresh)
        self.format.currentIndexChanged.connect(self.show_texts)
        self.language.activated.connect(self.set_language)
        self.readers.itemChanged.connect(self.show_texts)
        self.waiting.toggled.connect(self.show_texts)
        for box in self.focus:
            box.activated.connect(self.set_focus)
        self._size_to_screen()
        self.refresh()

    # -- building ------------------------------------------------------------------------------------
    def _size_to_screen(self) -> None:
        """Wide enough for the readers' panes side by side (a 1920-pixel screen shows four teams' whole, QA
        Japanese GM), within the screen."""
        screen = self.screen().availableGeometry() if self.screen() is not None else None
        wanted = 280 + (1 + len(self.document.war.teams)) * PANE_WIDTH
        width = min(wanted, int(screen.width() * 0.95)) if screen is not None else min(wanted, 1300)
        height = min(760, int(screen.height() * 0.9)) if screen is not None else 760
        self.resize(max(width, 900), height)

    def _lay_out(self) -> None:
        bar = QHBoxLayout()
        for label, widget in ((tr("UpdatesWindow", "Turn:"), self.turn), (tr("UpdatesWindow", "Format:"), self.format),
                              (tr("UpdatesWindow", "Language:"), self.language),
                              (tr("UpdatesWindow", "Focus:"), self.focus[0]),
                              (tr("UpdatesWindow", "then:"), self.focus[1])):
            bar.addWidget(QLabel(label))
            bar.addWidget(widget)
        bar.addWidget(self.waiting)
        bar.addStretch(1)
        bar.addWidget(self.save)
        side = QVBoxLayout()
        side.addWidget(QLabel(tr("UpdatesWindow", "Show:")))
        side.addWidget(self.readers)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.panes)
        body = QHBoxLayout()
        body.addLayout(side)
        body.addWidget(scroll, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(bar)
        layout.addLayout(body, 1)
        layout.addWidget(self.message)

    def _fill_readers(self) -> None:
        war = self.document.war
        for key, name in [(PUBLIC, tr("UpdatesWindow", "Public update"))] + [(t.id, t.name) for t in war.teams]:
            item = QListWidgetItem(name)
            item.setData(Qt.ItemDataRole.UserRole, key)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked)
            self.readers.addItem(item)

    def _fill_languages(self) -> None:
        for code in available_languages():
            self.language.addItem(language_name(code), code)
        self.language.setCurrentIndex(max(0, self.language.findData(self.current_language())))

    def current_language(self) -> str:
        """The updates' language: the one recorded with the war, else the window's."""
        return updates_language(self.document.war, language_in_use())

    def _fill_focus(self) -> None:
        war = self.document.war
        recorded = war.settings.get(FOCUS_SETTING)
        chosen: list[str] = list(recorded) if isinstance(recorded, list) else []
        people = sorted(war.characters.values(), key=lambda c: (c.kind != "master", c.name))
        for i, box in enumerate(self.focus):
            box.setObjectName(f"updatesFocus{i}")
            box.addItem(tr("UpdatesWindow", "(default)"), "")
            for ch in people:
                box.addItem(ch.name, ch.id)
            if i < len(chosen):
                box.setCurrentIndex(max(0, box.findData(chosen[i])))
            box.setToolTip(tr("UpdatesWindow", "The public update's focus character (ap-sp 000:L653-657): the first, and the one "
                           "who takes over on the first's death"))

    # -- what it shows -------------------------------------------------------------------------------
    def chosen_readers(self) -> list[str]:
        return [self.readers.item(i).data(Qt.ItemDataRole.UserRole) for i in range(self.readers.count())
                if self.readers.item(i).checkState() == Qt.CheckState.Checked]

    def current_format(self) -> UpdateFormat:
        return UpdateFormat(self.format.currentData())

    def refresh(self) -> None:
        """Build the turn's updates again (another turn, or another focus)."""
        number = self.turn.value()
        if number not in self.document.store.turn_numbers():  # nothing stored yet: only questions waiting
            self.updates = None
            self.waiting.setChecked(self.waiting.isEnabled())
            self.show_texts()
            return
        try:
            stored = self.document.turns.turn(number)
            before = stored.war_before().copy()
            focus = self.document.war.settings.get(FOCUS_SETTING)
            if isinstance(focus, list):
                before.settings[FOCUS_SETTING] = list(focus)
            self.updates = turn_updates(before, stored.war_after(), stored.events)
        except Exception as exc:  # a damaged turn row: say so, no traceback
            self.updates = None
            show_error(self, tr("UpdatesWindow", "Updates"), exc)
        self.show_texts()

    def show_texts(self) -> None:
        while self.panes.count():
            pane = self.panes.widget(0)
            if pane is None:
                break
            pane.setParent(None)
            pane.deleteLater()
        if self.waiting.isChecked():
            every = dict(waiting_updates(self.document.war, self.document.turns.questions()))
        elif self.updates is None:
            self.message.setText(tr("UpdatesWindow", "No resolved turn to write updates for."))
            return
        else:
            every = self.updates.all()
        form = self.current_format()
        for key in self.chosen_readers():
            update = every.get(key)
            if update is None:
                continue
            name = tr("UpdatesWindow", "Public update") if key == PUBLIC else next((t.name for t in self.document.war.teams
                                                               if t.id == key), key)
            pane = UpdatePane(key, name, update.color)
            pane.copy.clicked.connect(lambda _=False, n=name: self.message.setText(
                tr("UpdatesWindow", "{0}: copied to the clipboard, ready to paste on the forum.").format(n)))
            pane.text.setPlainText(render(update, form, self.current_language()))
            pane.setMinimumWidth(PANE_WIDTH - 30)
            self.panes.addWidget(pane)
        if self.waiting.isChecked() or self.updates is None:
            self.message.setText(tr("UpdatesWindow", "{0} {1} waits for answers from {2} team(s): send each its "
                                    "questions, then answer them at the desk.").format(
                self.turn_word, self.document.war.turn, len(every)))
            return
        self.message.setText(tr("UpdatesWindow", "{0} {1}: {2} team updates and the public one, each made only "
                                "from what that reader may know.").format(self.turn_word, self.updates.turn,
                                                                          len(every) - 1))

    def pane(self, key: str) -> UpdatePane | None:
        for i in range(self.panes.count()):
            widget = self.panes.widget(i)
            if isinstance(widget, UpdatePane) and widget.key == key:
                return widget
        return None

    # -- actions -------------------------------------------------------------------------------------
    def set_focus(self) -> None:
        """Record the focus characters (one undo step), then rebuild the public update."""
        chosen = [box.currentData() for box in self.focus if box.currentData()]
        if self.document.do(SetFocus(list(dict.fromkeys(chosen)))):
            self.refresh()

    def set_language(self) -> None:
        """Record the updates' language with the war (one undo step), then show the texts in it."""
        chosen = self.language.currentData()
        if chosen != self.current_language() and self.document.do(SetUpdatesLanguage(chosen)):
            self.show_texts()

    def save_all(self, folder: str | None = None) -> list[Path]:
        if self.updates is None:
            return []
        if folder is None:
            folder = QFileDialog.getExistingDirectory(self, tr("UpdatesWindow", "Save All Updates To"),
                                                      str(self.document.path.parent))  # beside the war, not the cwd
            if not folder:
                return []
        try:
            written = save_all(self.updates, Path(folder), self.current_format(), self.current_language())
        except (GmdeskError, OSError) as exc:  # a full disk: the file named, the updates written before kept
            show_error(self, tr("UpdatesWindow", "Save All Updates"), exc)
            return []
        example = file_name(self.updates.turn, PUBLIC, self.current_format(), self.updates.word)
        self.message.setText(tr("UpdatesWindow", "Saved {0} updates in {1} ({2}, …).").format(len(written), folder,
                                                                                               example))
        return written
