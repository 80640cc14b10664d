"""The Characters menu: new, duplicated and deleted characters, the sheet dock, and printing sheets.

Each command works on the character selected in the cast (or clicked on the map) and goes through the
document, so it is one undo step like any edit.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from PySide6 import QtWidgets  # QDialog when first used (PySide makes a class on first use)

from gmdesk.ui.i18n import tr

if TYPE_CHECKING:  # pragma: no cover  (the docks and dialogs are imported when first used: docs/startup.md)
    from PySide6.QtWidgets import QWidget

    from gmdesk.ui.docks.cast import CastDock
    from gmdesk.ui.docks.sheet import SheetDock
    from gmdesk.ui.document import WarDocument
    from gmdesk.ui.main_window import MainWindow
    from gmdesk.ui.printing.dialog import PrintSheetsDialog
    from gmdesk.ui.sheet.new_character import NewCharacterDialog
    from gmdesk.ui.teams import TeamsDialog


class CharacterCommands:
    """What the Characters menu and File > Print Sheets do in the open war."""

    def __init__(self, window: "MainWindow") -> None:
        self.window = window

    @property
    def document(self) -> WarDocument | None:
        return self.window.document

    def selected(self) -> str | None:
        cast = self._cast()
        return cast.selected_character() if cast is not None else None

    def _cast(self) -> CastDock | None:
        """The cast dock, while a war is open."""
        from gmdesk.ui.docks.cast import CastDock

        dock = self.window.docks.get("cast")
        return dock if isinstance(dock, CastDock) else None

    def _sheet(self) -> SheetDock | None:
        """The sheet dock, while a war is open (built now if it was still to come: gmdesk/ui/startup.py)."""
        from gmdesk.ui.docks.sheet import SheetDock

        dock = self.window.docks.get("sheet")
        return dock if isinstance(dock, SheetDock) else None

    def new_character(self, copy_of: str | None = None) -> NewCharacterDialog | None:
        """Ask for the new sheet (non-blocking); on OK it is added, selected and shown in the sheet."""
        if self.document is None or not self._writable(tr("Characters", "add a character")):
            return None
        from gmdesk.ui.sheet.new_character import NewCharacterDialog

        war, cid = self.document.war, self.selected()
        team = war.characters[cid].team if cid in war.characters else None  # the team selected in the cast
        dialog = NewCharacterDialog(war, self.document.ruleset, self.window, copy_of=copy_of, team=team)
        dialog.finished.connect(lambda result: self._add(dialog) if result == QtWidgets.QDialog.DialogCode.Accepted else None)
        self.window.keep_dialog(dialog)
        dialog.open()
        return dialog

    def teams(self) -> TeamsDialog | None:
        """Characters > Teams…: the war's teams, non-blocking (its edits are undo steps like any other)."""
        if self.document is None:
            return None
        from gmdesk.ui.teams import TeamsDialog

        dialog = TeamsDialog(self.document, self.window)
        self.window.keep_dialog(dialog)
        dialog.open()
        return dialog

    def duplicate_character(self) -> NewCharacterDialog | None:
        cid = self.selected()
        if cid is None:
            self.window.statusBar().showMessage(tr("Characters",
                                                   "Select the character to duplicate in the cast first"), 4000)
            return None
        return self.new_character(copy_of=cid)

    def _add(self, dialog: NewCharacterDialog) -> None:
        from gmdesk.model.sheetedits import AddCharacter  # the sheet edits load with the first one

        data = dialog.data()
        if data is not None and self.document is not None and self.document.do(AddCharacter(data)):
            self.edit_sheet(data["id"])

    def delete_character(self) -> bool:
        """Remove the selected character (refused, with the reason, while a contract or battle names them)."""
        cid = self.selected()
        if self.document is None or not self._writable(tr("Characters", "delete a character")):
            return False
        if cid is None:
            self.window.statusBar().showMessage(tr("Characters", "Select the character to delete in the cast first"),
                                                4000)
            return False
        from gmdesk.model.sheetedits import RemoveCharacter

        return self.document.do(RemoveCharacter(cid))

    def _writable(self, what: str) -> bool:
        """False, and the refusal shown as for any edit, when the war is open read-only: the GM is told
        before filling in a dialog whose answer would be refused."""
        doc = self.document
        assert doc is not None, "asked only while a war is open"
        if not doc.readonly:
            return True
        doc.refused.emit(f"cannot {what}: {doc.path.name} is open read-only ({doc.store.readonly_reason})")
        return False

    def edit_sheet(self, cid: str | None = None) -> None:
        cid = cid or self.selected()
        dock = self._sheet()
        cast = self._cast()
        if dock is None or cast is None:  # the two come and go together, with the war
            return
        if cid is not None:
            cast.select_character(cid)
            dock.show_character(cid)
        dock.show()
        dock.raise_()
        dock.editor.tabs.setCurrentIndex(0)
        dock.editor.setFocus()

    def print_sheets(self) -> PrintSheetsDialog | None:
        """File > Print Sheets…: the print dialog for the selected character (or any others)."""
        from gmdesk.ui.printing.dialog import print_sheets_dialog

        return self._sheets_dialog(print_sheets_dialog)

    def export_sheets(self) -> PrintSheetsDialog | None:
        """File > Export Sheets as PDF…: the same dialog, Export PDF… first."""
        from gmdesk.ui.printing.dialog import export_sheets_dialog

        return self._sheets_dialog(export_sheets_dialog)

    def _sheets_dialog(self, open_dialog: Callable[[QWidget | None, WarDocument, str | None], PrintSheetsDialog]
                       ) -> PrintSheetsDialog | None:
        if self.document is None:
            return None
        self.commit_pending()
        dialog = open_dialog(self.window, self.document, self.selected())
        dialog.accepted.connect(lambda: self._say_exported(dialog))
        self.window.keep_dialog(dialog)
        return dialog

    def _say_exported(self, dialog: PrintSheetsDialog) -> None:
        """Where the PDF went, in the status bar: the GM has to find it to post it (QA first hour)."""
        if dialog.exported is not None:
            self.window.statusBar().showMessage(tr("Characters", "Wrote {0} sheet(s) to {1}").format(
                dialog.exported_count, dialog.exported), 15000)

    def commit_pending(self) -> None:
        """What the GM is typing in the sheet or in the Turn Desk's post box becomes an edit (before saving,
        printing or closing: a post pasted and the war closed with the cursor still in the box was lost); a dock
        still to be built holds nothing typed."""
        built = self.window.built_docks()
        dock = self._sheet() if "sheet" in built else None
        if dock is not None:
            dock.editor.commit_pending()
        if "desk" in built:
            from gmdesk.ui.desk.turn_desk import TurnDesk  # loaded with the dock

            desk = built["desk"].widget()
            if isinstance(desk, TurnDesk):
                desk.post.commit()
