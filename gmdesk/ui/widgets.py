"""Small pieces every dialog uses alike."""

from __future__ import annotations

from typing import Callable, Sequence

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QPainter, QPalette
from PySide6.QtWidgets import (QApplication, QDialog, QDialogButtonBox, QDoubleSpinBox, QHeaderView, QLabel,
                               QProxyStyle, QSizePolicy, QStyle, QStyleFactory, QTableWidget, QTableWidgetItem,
                               QVBoxLayout, QWidget)

from gmdesk.rulesets.scores import fmt


class NumberSpinBox(QDoubleSpinBox):
    """A number box that shows a number as the documents write it: 150, 40.75 (never "150.0000")."""

    def textFromValue(self, value: float) -> str:  # noqa: N802 (Qt's name)
        return fmt(round(value, self.decimals()))


def ok_cancel(dialog: QDialog, on_ok: Callable[[], object] | None = None) -> QDialogButtonBox:
    """OK and Cancel, wired to ``on_ok`` (default: accept) and reject; the caller places the box."""
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
    buttons.accepted.connect(on_ok or dialog.accept)
    buttons.rejected.connect(dialog.reject)
    return buttons


def grow_to_fit(window: QWidget) -> None:
    """Make a shown dialog as tall as its rows now need at its width: a dialog keeps the height it opened with, so a
    row shown later or a message wrapped on more lines was squeezed and its last line cut (QA qa-newwar)."""
    layout = window.layout()
    if layout is None or not window.isVisible():
        return  # not shown yet: it opens at its size hint
    layout.activate()
    need = (layout.totalHeightForWidth(window.width()) if layout.hasHeightForWidth()
            else layout.totalSizeHint().height())
    if need > window.height():
        window.resize(window.width(), need)


class MessageLine(QLabel):
    """A dialog's message in red, wrapped; a text longer than the last grows the dialog (:func:`grow_to_fit`)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setStyleSheet("color: #b00020")

    def setText(self, text: str) -> None:  # noqa: N802 (Qt's name)
        super().setText(text)
        grow_to_fit(self.window())


class TableDialog(QDialog):
    """A dialog that only shows rows of text (the war's problems, the keyboard shortcuts)."""

    def __init__(self, title: str, headers: list[str], rows: Sequence[tuple[str, ...]], size: tuple[int, int],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        table = QTableWidget(len(rows), len(headers), self)
        table.setHorizontalHeaderLabels(headers)
        for r, row in enumerate(rows):
            for c, text in enumerate(row):
                table.setItem(r, c, QTableWidgetItem(text))
        table.verticalHeader().hide()
        table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        table.horizontalHeader().setStretchLastSection(True)
        self.table = table
        layout = QVBoxLayout(self)
        layout.addWidget(table)
        self.resize(*size)


class OneLineLabel(QLabel):
    """A label kept to one line whatever its width: a text too long for it is drawn ending in "…" and the
    whole text is its tooltip. It asks for one line's height only, so a short dock cannot squeeze lines
    of wrapped text over each other. :meth:`text` stays the whole text (line breaks drawn as spaces)."""

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.setText(text)

    def setText(self, text: str) -> None:  # noqa: N802 (Qt's name)
        super().setText(text)
        self.setToolTip(text)
        self.update()

    def shown_text(self) -> str:
        """What is drawn: the text on one line, cut with "…" when the label is too narrow for it."""
        line = " ".join(self.text().split())
        return self.fontMetrics().elidedText(line, Qt.TextElideMode.ElideRight, max(self.contentsRect().width(), 0))

    def is_elided(self) -> bool:
        return self.shown_text() != " ".join(self.text().split())

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        return QSize(0, self.fontMetrics().height())

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        line = " ".join(self.text().split())
        return QSize(self.fontMetrics().horizontalAdvance(line) + 4, self.fontMetrics().height())

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        painter = QPainter(self)
        self.style().drawItemText(painter, self.contentsRect(), int(self.alignment()), self.palette(),
                                  self.isEnabled(), self.shown_text(), QPalette.ColorRole.WindowText)


#: The room each side of a tab's title, in pixels (Fusion gives 12): the Sheet dock's six tabs (Sheet …
#: Preview) fit the 360 pixels it has on a 1366 × 768 screen, with no scroll arrows.
TAB_SIDE_SPACE = 7


class CompactTabs(QProxyStyle):
    """The application's style with less room around each tab's title."""

    def pixelMetric(self, metric, option=None, widget=None) -> int:  # noqa: N802 (Qt's name)
        value = super().pixelMetric(metric, option, widget)
        if metric == QStyle.PixelMetric.PM_TabBarTabHSpace:
            return min(value, 2 * TAB_SIDE_SPACE)
        return value


def compact_tabs(bar: QWidget) -> None:
    """Give ``bar`` (a tab bar) :class:`CompactTabs`, a proxy of the style the application uses."""
    app = QApplication.instance()
    base = QStyleFactory.create(app.style().name()) if isinstance(app, QApplication) else None
    style = CompactTabs(base) if base is not None else CompactTabs()
    style.setParent(bar)  # lives as long as the bar
    bar.setStyle(style)
