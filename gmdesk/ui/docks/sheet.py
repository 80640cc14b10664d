"""The selected character's sheet: the editor's tabs, and a Preview tab with the sheet as it reads."""

from __future__ import annotations

from PySide6.QtCore import Slot
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QDockWidget, QTextBrowser, QWidget

from gmdesk.model.mapedits import Touched
from gmdesk.sheets.html import character_html, placeholder_html
from gmdesk.ui.document import WarDocument
from gmdesk.ui.i18n import N, language_in_use, tr
from gmdesk.ui.sheet.editor import SheetEditor
from gmdesk.ui.widgets import compact_tabs

NOTHING_SELECTED = N("Sheet", "Select a character in the cast to see their sheet.")


class SheetDock(QDockWidget):
    """One character's sheet to edit (``editor``) and to read (``browser``, the Preview tab); both follow
    every edit that touches the character or where they stand."""

    def __init__(self, document: WarDocument, parent: QWidget | None = None):
        super().__init__(tr("Sheet", "Sheet"), parent)
        self.setObjectName("SheetDock")
        self.document = document
        self.character_id: str | None = None
        self.editor = SheetEditor(document)
        self.browser = QTextBrowser()
        self.browser.setObjectName("sheetBrowser")
        self.browser.setOpenLinks(False)
        self.browser.document().setDocumentMargin(10)
        self.preview_tab = self.editor.tabs.addTab(self.browser, tr("Sheet", "Preview"))
        compact_tabs(self.editor.tabs.tabBar())  # "Preview" was "Pre" behind scroll arrows at 1366 × 768
        self.setWidget(self.editor)
        document.changed.connect(self._document_changed)
        self.refresh()

    @Slot(str)
    def show_character(self, cid: str | None) -> None:
        """Show ``cid``'s sheet (None: nobody), from its top."""
        self.character_id = cid or None
        self.editor.set_character(self.character_id)
        self.refresh()
        self.browser.verticalScrollBar().setValue(0)

    def show_preview(self) -> None:
        self.editor.tabs.setCurrentIndex(self.preview_tab)

    def refresh(self) -> None:
        """Redraw the preview from the war, where the GM had scrolled to (the editor redraws itself)."""
        scroll = self.browser.verticalScrollBar().value()
        if self.character_id is None:
            self.setWindowTitle(tr("Sheet", "Sheet"))
            self.browser.setHtml(placeholder_html(tr("Sheet", NOTHING_SELECTED)))
            return
        war = self.document.war
        ch = war.characters.get(self.character_id)
        self.setWindowTitle(tr("Sheet", "Sheet — {0}").format(ch.name) if ch is not None else tr("Sheet", "Sheet"))
        dark = self.browser.palette().color(QPalette.ColorRole.Base).lightness() < 128
        self.browser.setHtml(character_html(war, self.document.ruleset, self.character_id, dark=dark,
                                            language=language_in_use()))
        self.browser.verticalScrollBar().setValue(scroll)

    def _document_changed(self, touched: Touched) -> None:
        if self.character_id is None:
            return
        if self.character_id not in self.document.war.characters:
            self.show_character(None)
            return
        ch = self.document.war.characters[self.character_id]
        where = {ch.location} if ch.location else set()
        # Any touched character may be named on this sheet (its Master, its Servant, a foe in its battle).
        if touched.whole_map or touched.characters or where & (touched.locations | touched.removed):
            self.refresh()
