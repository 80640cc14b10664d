"""Help > User Guide: the guide to the window (docs/desktop.md) read inside gmdesk, with its pictures.

The guide is Markdown, shown by Qt's own Markdown reader; a link to another page of the docs opens that page in
the same browser (Back returns), a web link opens in the system's browser. Where the docs are not installed (a
plain wheel), the dialog says where the guide is instead of showing an empty page.
"""

from __future__ import annotations

from pathlib import Path

from html import escape

from PySide6.QtCore import QTimer, QUrl, Signal
from PySide6.QtGui import (QDesktopServices, QImage, QPixmap, QResizeEvent, QTextCursor, QTextDocument,
                           QTextImageFormat)
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QPushButton, QTextBrowser, QVBoxLayout,
                               QWidget)

from gmdesk.places import guide_file
from gmdesk.ui.find_text import FindBar
from gmdesk.ui.i18n import language_in_use, tr

ONLINE_HINT = "docs/desktop.md in gmdesk's source"
RULES_LINK = "gmdesk:rules"
"""The note's link to Help > Rules of This War (the window opens it: :attr:`GuideDialog.rules_wanted`)."""
SUMMARY_PAGE = "japanese.md"
"""The page beside the guide that sums up, in Japanese, what the window says in Japanese and what stays English."""


class GuideDialog(QDialog):
    """The guide page (``path``, by default the installed docs/desktop.md), its links followed in place.

    The guide is English: in a window in another language a note above it says so in that language, with links to
    Help > Rules of This War (:attr:`rules_wanted`) and to the summary in Japanese (docs/japanese.md)."""

    #: The note's link to Help > Rules of This War was followed.
    rules_wanted = Signal()

    def __init__(self, parent: QWidget | None = None, path: Path | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("guideDialog")
        self.setWindowTitle(tr("Guide", "gmdesk User Guide"))
        self.path = path or guide_file()
        self.browser = QTextBrowser()
        self.browser.setObjectName("guideText")
        self.browser.setOpenLinks(False)
        self.browser.anchorClicked.connect(self.follow)
        self.browser.sourceChanged.connect(lambda _url: self.fit_pictures())
        self.find_bar = FindBar(self.browser, tr("Guide", "Find in the guide (Enter: next)"))
        self.find_bar.focus_on(self)
        self.back_button = QPushButton(tr("Guide", "← &Back"))
        self.back_button.setObjectName("guideBack")
        self.back_button.clicked.connect(self.browser.backward)
        self.browser.backwardAvailable.connect(self.back_button.setEnabled)
        self.back_button.setEnabled(False)
        top = QHBoxLayout()
        top.addWidget(self.back_button)
        top.addWidget(self.find_bar, 1)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        self.language_note = QLabel(self._note_text())
        self.language_note.setObjectName("guideLanguageNote")
        self.language_note.setWordWrap(True)
        self.language_note.setStyleSheet("background: #fff8d6; padding: 6px")
        self.language_note.linkActivated.connect(self._note_link)
        self.language_note.setVisible(language_in_use() != "en")
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.language_note)
        layout.addWidget(self.browser, 1)
        layout.addWidget(close)
        room = parent.window().size() if parent is not None else None
        self.resize(min(960, room.width() - 40) if room else 960, min(720, room.height() - 40) if room else 720)
        self.found = self.path.is_file()
        if self.found:
            self.browser.setSearchPaths([str(self.path.parent)])
            self.browser.setSource(QUrl.fromLocalFile(str(self.path)), QTextDocument.ResourceType.MarkdownResource)
        else:
            self.browser.setPlainText(tr("Guide", "The user guide is not installed with this copy of gmdesk. It is "
                                                  "{0} ({1} was looked for).").format(ONLINE_HINT, self.path))

    @staticmethod
    def _note_text() -> str:
        rules = tr("Guide", "Help > Rules of This War (Ctrl+F1)")
        summary = tr("Guide", "the summary in Japanese (docs/japanese.md)")
        return escape(tr("Guide", "This guide is in English: there is no guide in this language yet. The rules of the "
                                  "open war are in this language in {0}; what gmdesk shows in this language, and what "
                                  "stays English, is summed up in {1}.")).format(
            f'<a href="{RULES_LINK}">{escape(rules)}</a>', f'<a href="{SUMMARY_PAGE}">{escape(summary)}</a>')

    def _note_link(self, link: str) -> None:
        if link == RULES_LINK:
            self.rules_wanted.emit()
        else:
            self.follow(QUrl.fromLocalFile(str(self.path.parent / link)))

    def no_war_for_the_rules(self) -> None:
        """The note's rules link with no war open: say so under the note."""
        self.language_note.setText(self._note_text() + "<br><i>" + escape(tr(
            "Guide", "Help > Rules of This War shows the rules of an open war: open a war first.")) + "</i>")

    def follow(self, url: QUrl) -> None:
        """A link: another page of the docs here, an anchor in this page, anything else by the system."""
        if url.scheme() in ("http", "https", "mailto"):
            QDesktopServices.openUrl(url)
            return
        target = self.browser.source().resolved(url)
        local = Path(target.toLocalFile()) if target.isLocalFile() else None
        if local is not None and local.suffix == ".md" and local.is_file():
            self.browser.setSource(target, QTextDocument.ResourceType.MarkdownResource)
        elif url.hasFragment() and not url.path():
            self.browser.scrollToAnchor(url.fragment())
        elif local is not None and local.is_file():
            QDesktopServices.openUrl(target)

    def fit_pictures(self) -> None:
        """Pictures no wider than the page (the docs' screenshots are 1920 pixels wide), their proportions kept."""
        document = self.browser.document()
        room = max(200, self.browser.viewport().width() - 2 * int(document.documentMargin()) - 8)
        block = document.begin()
        while block.isValid():
            it = block.begin()
            while not it.atEnd():
                fragment = it.fragment()
                fmt = fragment.charFormat()
                if fragment.isValid() and fmt.isImageFormat():
                    picture = fmt.toImageFormat()
                    image = document.resource(QTextDocument.ResourceType.ImageResource, QUrl(picture.name()))
                    if isinstance(image, (QImage, QPixmap)) and not image.isNull():
                        width = min(room, image.width())
                        if abs(picture.width() - width) > 0.5:
                            fitted = QTextImageFormat(picture)
                            fitted.setWidth(width)
                            fitted.setHeight(image.height() * width / image.width())
                            cursor = QTextCursor(document)
                            cursor.setPosition(fragment.position())
                            cursor.setPosition(fragment.position() + fragment.length(), QTextCursor.MoveMode.KeepAnchor)
                            cursor.setCharFormat(fitted)
                it += 1
            block = block.next()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        QTimer.singleShot(0, self.fit_pictures)  # once the browser has its new width
