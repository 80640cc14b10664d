"""File > Print Sheets… and Export Sheets as PDF…: which sheets, whose copy, what paper, then where.

The GM picks every character, the one selected in the cast, or a checked list; the GM's copy (all of
it) or the player's copy (what the character's team knows, without GM notes); A4 or Letter (Letter
first where the locale measures in inches). Preview… keeps the dialog open; Print… and Export PDF…
close it once done. The sheets are built from the war as it is when the button is pressed.
"""

from __future__ import annotations

from pathlib import Path
from typing import Callable

from PySide6.QtCore import QLocale, Qt
from PySide6.QtPrintSupport import QPrintPreviewDialog
from PySide6.QtWidgets import (QButtonGroup, QComboBox, QDialog, QDialogButtonBox, QFileDialog, QFormLayout,
                               QGroupBox, QListWidget, QListWidgetItem, QPushButton, QRadioButton,
                               QVBoxLayout, QWidget)

from gmdesk.errors import GmdeskError
from gmdesk.sheets.printable import PrintableSheet, printable_sheets, team_label
from gmdesk.ui.document import WarDocument
from gmdesk.ui.errors import show_error
from gmdesk.ui.file_dialogs import file_name_for
from gmdesk.ui.i18n import language_in_use, tr
from gmdesk.ui.printing.pdf import PAGE_SIZES
from gmdesk.ui.printing.preview import export_pdf, make_preview, print_sheets

PDF_FILES = "PDF (*.pdf)"
CID_ROLE = Qt.ItemDataRole.UserRole


def default_paper() -> str:
    """Letter where the locale measures in inches (the US), A4 elsewhere."""
    return "Letter" if QLocale().measurementSystem() == QLocale.MeasurementSystem.ImperialUSSystem else "A4"


class PrintSheetsDialog(QDialog):
    """The choices before printing; its buttons preview, print or export what they describe."""

    def __init__(self, document: WarDocument, selected: str | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("printSheetsDialog")
        self.setWindowTitle(tr("PrintSheets", "Print Sheets"))
        self.document = document
        self.selected = selected if selected in document.war.characters else None
        self.preview: QPrintPreviewDialog | None = None  # the open preview dialog, kept alive
        self.exported: Path | None = None  # the PDF written by Export PDF…
        self.exported_count = 0  # how many sheets it holds
        self.errors: list = []  # error dialogs shown, kept alive until closed

        war = document.war
        who = QGroupBox(tr("PrintSheets", "Characters"))
        self.every = QRadioButton(tr("PrintSheets", "Every character ({0})").format(len(war.characters)))
        self.only_selected = QRadioButton(tr("PrintSheets", "The selected character") + (
            f" ({war.characters[self.selected].name})" if self.selected else ""))
        self.only_selected.setEnabled(self.selected is not None)
        self.checked = QRadioButton(tr("PrintSheets", "These characters:"))
        self.list = QListWidget()
        self.list.setObjectName("printCharacters")
        for ch in war.characters.values():
            team = team_label(war, ch.team) if ch.team else tr("PrintSheets", "no team")
            item = QListWidgetItem(tr("PrintSheets", "{0} — {1}, {2}").format(  # the kinds: sheet/editor.py
                ch.name, tr("SheetEditor", ch.kind), team))
            item.setData(CID_ROLE, ch.id)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked if ch.id == self.selected else Qt.CheckState.Unchecked)
            self.list.addItem(item)
        group = QButtonGroup(self)
        for button in (self.every, self.only_selected, self.checked):
            group.addButton(button)
        (self.only_selected if self.selected else self.every).setChecked(True)
        box = QVBoxLayout(who)
        for widget in (self.every, self.only_selected, self.checked, self.list):
            box.addWidget(widget)

        self.copy = QComboBox()
        self.copy.addItem(tr("PrintSheets", "GM copy — everything, GM notes included"), False)
        self.copy.addItem(tr("PrintSheets", "Player copy — what the character's team knows, no GM notes"), True)
        self.paper = QComboBox()
        self.paper.addItems(list(PAGE_SIZES))
        self.paper.setCurrentText(default_paper())
        form = QFormLayout()
        form.addRow(tr("PrintSheets", "Copy:"), self.copy)
        form.addRow(tr("PrintSheets", "Paper:"), self.paper)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.preview_button = QPushButton(tr("PrintSheets", "Preview…"))
        self.print_button = QPushButton(tr("PrintSheets", "Print…"))
        self.export_button = QPushButton(tr("PrintSheets", "Export PDF…"))
        for action in (self.preview_button, self.print_button, self.export_button):
            buttons.addButton(action, QDialogButtonBox.ButtonRole.ActionRole)
        self.preview_button.clicked.connect(self.show_preview)
        self.print_button.clicked.connect(self.print_now)
        self.export_button.clicked.connect(self.export)
        buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(who)
        layout.addLayout(form)
        layout.addWidget(buttons)

        for button in (self.every, self.only_selected, self.checked):
            button.toggled.connect(self._update)
        self.list.itemChanged.connect(self._update)
        self._update()

    # -- the choices ------------------------------------------------------------------------------------
    def chosen_ids(self) -> list[str] | None:
        """The characters to print; None for "every character" (for player copies: every one with a team)."""
        war = self.document.war
        if self.every.isChecked():
            return None
        if self.only_selected.isChecked():
            return [self.selected] if self.selected is not None and self.selected in war.characters else []
        return [self.list.item(i).data(CID_ROLE) for i in range(self.list.count())
                if self.list.item(i).checkState() == Qt.CheckState.Checked
                and self.list.item(i).data(CID_ROLE) in war.characters]

    def player_copy(self) -> bool:
        return bool(self.copy.currentData())

    def page_size(self) -> str:
        return self.paper.currentText()

    def sheets(self) -> list[PrintableSheet] | None:
        """The chosen sheets, or None after telling the GM why they cannot be made."""
        try:
            return printable_sheets(self.document.war, self.document.ruleset, self.chosen_ids(),
                                    player_copy=self.player_copy(), source=str(self.document.path),
                                    language=language_in_use())
        except GmdeskError as exc:
            self.errors.append(show_error(self, tr("PrintSheets", "Cannot print these sheets"), exc))
            return None

    def suggested_file(self) -> Path:
        war = self.document.war
        ids = self.chosen_ids()
        name = file_name_for(war.title)
        if ids is not None and len(ids) == 1:
            name += f" - {file_name_for(war.characters[ids[0]].name)}"
        name += (tr("PrintSheets", " (player copy)") if self.player_copy()
                 else tr("PrintSheets", " (GM copy)"))
        return Path(self.document.path).parent / f"{name}.pdf"

    # -- the buttons ------------------------------------------------------------------------------------
    def show_preview(self) -> None:
        sheets = self.sheets()
        if sheets is None:
            return
        self.preview = make_preview(self, sheets, self.page_size())
        self.preview.open()

    def print_now(self) -> None:
        sheets = self.sheets()
        if sheets is not None and self._try(lambda: print_sheets(self, sheets, self.page_size())):
            self.accept()

    def export(self) -> None:
        sheets = self.sheets()
        if sheets is None:
            return
        chosen, _ = QFileDialog.getSaveFileName(self, tr("PrintSheets", "Export sheets as PDF"),
                                                str(self.suggested_file()), PDF_FILES)
        if not chosen:
            return
        target = Path(chosen)
        if target.suffix.lower() != ".pdf":
            target = target.with_name(target.name + ".pdf")
        if self._try(lambda: export_pdf(self, sheets, target, self.page_size())):
            self.exported, self.exported_count = target, len(sheets)
            self.accept()

    def _try(self, job: Callable[[], object]) -> bool:
        try:
            return bool(job())
        except (GmdeskError, OSError) as exc:
            self.errors.append(show_error(self, tr("PrintSheets", "Cannot print these sheets"), exc))
            return False

    def _update(self) -> None:
        self.list.setEnabled(self.checked.isChecked())
        ids = self.chosen_ids()
        ready = bool(self.document.war.characters) if ids is None else bool(ids)
        for button in (self.preview_button, self.print_button, self.export_button):
            button.setEnabled(ready)


def print_sheets_dialog(parent: QWidget | None, document: WarDocument,
                        selected: str | None = None) -> PrintSheetsDialog:
    """File > Print Sheets…: the dialog, Print… as its default button (shown, not blocking)."""
    dialog = PrintSheetsDialog(document, selected, parent)
    dialog.print_button.setDefault(True)
    dialog.open()
    return dialog


def export_sheets_dialog(parent: QWidget | None, document: WarDocument,
                         selected: str | None = None) -> PrintSheetsDialog:
    """File > Export Sheets as PDF…: the same dialog, Export PDF… as its default button."""
    dialog = PrintSheetsDialog(document, selected, parent)
    dialog.setWindowTitle(tr("PrintSheets", "Export Sheets as PDF"))
    dialog.export_button.setDefault(True)
    dialog.open()
    return dialog
