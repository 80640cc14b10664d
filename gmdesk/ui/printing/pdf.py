"""Printed sheets on paged devices: the one painting routine behind the preview, the printer and the PDF.

Each block of a :class:`~gmdesk.sheets.printable.PrintableSheet` is its own QTextDocument, laid out at
the page's text width. A block goes on the current page when it fits in what is left; otherwise a
``keep_together`` block (a skill, the stat block) starts a new page, and only a block taller than a
whole page (or a free-running one, such as long notes) is split — between two lines of text, never
through one. Each sheet starts on a new page, with its own "page n / N".
"""

from __future__ import annotations

import os
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO, Callable, Sequence

from PySide6.QtCore import QMarginsF, QPointF, QRectF, Qt
from PySide6.QtGui import (QColor, QFont, QPageLayout, QPageSize, QPagedPaintDevice, QPainter, QPdfWriter, QPen,
                           QTextDocument)

from gmdesk.errors import WarFileError
from gmdesk.messages import Message
from gmdesk.sheets.printable import BODY_PT, MUTED, PrintableSheet
from gmdesk.ui.fonts import with_fallback

#: The paper sizes a GM hands sheets over on.
PAGE_SIZES = {"A4": QPageSize.PageSizeId.A4, "Letter": QPageSize.PageSizeId.Letter}
#: Page margins (millimetres), and the bands the running head and the footer take inside them.
MARGIN_MM = 14.0
HEAD_MM = 7.0
FOOT_MM = 7.0
#: Space between two blocks, and the least room worth starting a split block in (millimetres).
GAP_MM = 3.0
MIN_SPLIT_MM = 25.0
PDF_DPI = 300

#: ``progress(done, total)`` after each sheet; returning False cancels.
Progress = Callable[[int, int], bool]


def page_size_id(name: str) -> QPageSize.PageSizeId:
    """``"A4"`` or ``"Letter"`` (any letter case) as Qt's page size; anything else is refused by name."""
    for key, value in PAGE_SIZES.items():
        if key.casefold() == str(name).casefold():
            return value
    raise WarFileError(f"unknown paper size; use one of {', '.join(PAGE_SIZES)}", field="page size", value=name)


def set_paper(device: QPagedPaintDevice, page_size: str) -> None:
    """Put the paper size and the sheet's margins on a PDF writer or a printer."""
    device.setPageLayout(QPageLayout(QPageSize(page_size_id(page_size)), QPageLayout.Orientation.Portrait,
                                     QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM),
                                     QPageLayout.Unit.Millimeter))


# -- layout --------------------------------------------------------------------------------------------
@dataclass
class Slice:
    """A horizontal band ``[top, bottom)`` of a block's document, drawn at ``y`` in the page's body."""

    document: QTextDocument
    top: float
    bottom: float
    y: float


@dataclass(frozen=True)
class Frame:
    """Where things go on a page, in device pixels (the painter's origin is the margins' corner).

    A sheet's first page has no running head (its title says whose sheet it is): its body starts at
    the top margin and is taller than the others'.
    """

    width: float
    height: float
    mm: float  # device pixels in a millimetre

    @classmethod
    def of(cls, device: QPagedPaintDevice) -> "Frame":
        return cls(float(device.width()), float(device.height()), device.logicalDpiY() / 25.4)

    @property
    def head(self) -> QRectF:
        return QRectF(0, 0, self.width, HEAD_MM * self.mm)

    @property
    def foot(self) -> QRectF:
        return QRectF(0, self.height - FOOT_MM * self.mm, self.width, FOOT_MM * self.mm)

    def body(self, number: int) -> QRectF:
        """The body of page ``number`` (1: the sheet's first page)."""
        top = 0.0 if number == 1 else self.head.bottom()
        return QRectF(0, top, self.width, self.foot.top() - top)


def sheet_font(points: float) -> QFont:
    """The sheet's sans-serif, without ligatures: "fi" stays two letters, so a PDF viewer's search and a
    copied line find "fighting". Kanji and kana fall back on the bundled Japanese font (registered here,
    since ``gmdesk print`` paints without the window): :mod:`gmdesk.ui.fonts`."""
    font = QFont()
    font.setStyleHint(QFont.StyleHint.SansSerif)
    font.setPointSizeF(points)
    font.setFeature(QFont.Tag("liga"), 0)
    return with_fallback(font)


def block_document(html: str, device: QPagedPaintDevice, width: float) -> QTextDocument:
    """A block's HTML laid out for ``device`` at ``width`` device pixels (fonts measured on the device)."""
    document = QTextDocument()
    document.documentLayout().setPaintDevice(device)
    document.setDefaultFont(sheet_font(BODY_PT))
    document.setDocumentMargin(0)
    document.setUndoRedoEnabled(False)
    # The width first: set after the HTML, it lays the whole block out a second time (a third of the time).
    document.setTextWidth(width)
    document.setHtml(html)
    return document


def line_spans(document: QTextDocument) -> list[tuple[float, float]]:
    """Every line of text in the document (table cells too) as (top, bottom), in document pixels."""
    layout = document.documentLayout()
    spans = []
    block = document.begin()
    while block.isValid():
        rect = layout.blockBoundingRect(block)
        text_layout = block.layout()
        origin = rect.top() - text_layout.boundingRect().top()
        for i in range(text_layout.lineCount()):
            line = text_layout.lineAt(i)
            spans.append((origin + line.y(), origin + line.y() + line.height()))
        block = block.next()
    return spans


def cut_at(spans: list[tuple[float, float]], start: float, limit: float) -> float:
    """The furthest y in ``(start, limit]`` that goes through no line of text (the most that fits on the
    page), or ``start`` if there is none."""
    candidates = sorted({top for top, _ in spans} | {bottom for _, bottom in spans} | {limit}, reverse=True)
    for y in candidates:
        if y <= start or y > limit:
            continue
        if not any(top + 0.01 < y < bottom - 0.01 for top, bottom in spans):
            return y
    return start


def layout_sheet(sheet: PrintableSheet, device: QPagedPaintDevice, frame: Frame | None = None) -> list[list[Slice]]:
    """The sheet's pages, each a list of slices of its blocks' documents."""
    frame = frame or Frame.of(device)
    gap, min_split = GAP_MM * frame.mm, MIN_SPLIT_MM * frame.mm
    documents = [block_document(b.html, device, frame.width) for b in sheet.blocks]
    heights = [d.size().height() for d in documents]
    pages: list[list[Slice]] = [[]]
    y = 0.0
    height = frame.body(1).height()

    def new_page() -> None:
        nonlocal y, height
        if pages[-1]:
            pages.append([])
        y = 0.0
        height = frame.body(len(pages)).height()

    for i, (block, document, h) in enumerate(zip(sheet.blocks, documents, heights)):
        need = h
        if block.keep_with_next and i + 1 < len(documents) and h + gap + heights[i + 1] <= height:
            need = h + gap + heights[i + 1]
        space = height - y - (gap if pages[-1] else 0)
        if need <= space:
            top = y + (gap if pages[-1] else 0)
            pages[-1].append(Slice(document, 0.0, h, top))
            y = top + h
            continue
        if (block.keep_together or block.keep_with_next) and need <= height:
            new_page()
            pages[-1].append(Slice(document, 0.0, h, 0.0))
            y = h
            continue
        # Taller than a page, or free-running: split between lines, starting where there is room.
        if space < min_split:
            new_page()
        spans = line_spans(document)
        offset = 0.0
        while offset < h:
            top = y + (gap if pages[-1] else 0)
            room = height - top
            if h - offset <= room:
                pages[-1].append(Slice(document, offset, h, top))
                y = top + h - offset
                break
            cut = cut_at(spans, offset, offset + room)
            if cut <= offset:
                if pages[-1]:
                    new_page()
                    continue
                cut = offset + room  # one line taller than a page: cut it, there is no better place
            pages[-1].append(Slice(document, offset, cut, top))
            offset = cut
            new_page()
    return pages


# -- painting ------------------------------------------------------------------------------------------
def paint_sheets(device: QPagedPaintDevice, sheets: Sequence[PrintableSheet], page_size: str | None = None, *,
                 progress: Progress | None = None) -> bool:
    """Paint ``sheets`` on ``device`` (a QPdfWriter, a QPrinter, the preview's printer), each sheet from a
    new page. ``page_size`` ("A4" or "Letter") sets the paper first; None keeps the device's. Returns
    False when ``progress`` cancelled (what was painted so far stays on the device)."""
    if page_size is not None:
        set_paper(device, page_size)
    frame = Frame.of(device)
    painter = QPainter()
    if not painter.begin(device):
        raise OSError("the printer or the PDF file could not be opened for painting")
    try:
        first = True
        for done, sheet in enumerate(sheets, 1):
            pages = layout_sheet(sheet, device, frame)
            for number, page in enumerate(pages, 1):
                if not first:
                    device.newPage()
                first = False
                _paint_page(painter, frame, sheet, page, number, len(pages))
            if progress is not None and progress(done, len(sheets)) is False:
                return False
    finally:
        painter.end()
    return True


def _paint_page(painter: QPainter, frame: Frame, sheet: PrintableSheet, page: list[Slice], number: int,
                total: int) -> None:
    _paint_bands(painter, frame, sheet, number, total)
    body = frame.body(number)
    for piece in page:
        painter.save()
        painter.translate(body.left(), body.top() + piece.y - piece.top)
        clip = QRectF(0, piece.top, body.width(), piece.bottom - piece.top)
        painter.setClipRect(clip)
        # Lines that only touch the slice are left out (they belong to the page before or after), so
        # the PDF holds each line once: a line's text is written even where the clip hides it.
        piece.document.drawContents(painter, clip.adjusted(0, 0.5, 0, -0.5))
        painter.restore()


def _paint_bands(painter: QPainter, frame: Frame, sheet: PrintableSheet, number: int, total: int) -> None:
    """The running head (the character, the copy; from page 2 on) and the footer (war, copy, page n / N),
    each with a thin rule."""
    painter.save()
    painter.setFont(sheet_font(7.5))
    painter.setPen(QColor(MUTED))
    top, bottom = frame.head.adjusted(0, 0, 0, -2 * frame.mm), frame.foot.adjusted(0, 2 * frame.mm, 0, 0)
    left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom
    right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom
    if number > 1:
        painter.drawText(top, left, sheet.words.continued.format(sheet.running_head))
        painter.drawText(top, right, sheet.copy_name)
    up = Qt.AlignmentFlag.AlignTop
    painter.drawText(bottom, Qt.AlignmentFlag.AlignLeft | up, sheet.footer)
    painter.drawText(bottom, Qt.AlignmentFlag.AlignRight | up, sheet.words.page.format(number, total))
    painter.setPen(QPen(QColor(MUTED), 0.25 * frame.mm))
    if number > 1:
        rule = frame.head.bottom() - 1.2 * frame.mm
        painter.drawLine(QPointF(0, rule), QPointF(frame.head.width(), rule))
    rule = frame.foot.top() + 1.2 * frame.mm
    painter.drawLine(QPointF(0, rule), QPointF(frame.foot.width(), rule))
    painter.restore()


# -- PDF -----------------------------------------------------------------------------------------------
def write_pdf(sheets: Sequence[PrintableSheet], path: str | os.PathLike, page_size: str = "A4", *,
              title: str = "", progress: Progress | None = None) -> bool:
    """Write ``sheets`` as one PDF. The file appears whole or not at all: it is written beside ``path``
    and moved into place when done, so a cancel (``progress`` returned False: returns False) or a failure
    never leaves half a PDF, nor spoils a file that was there."""
    target = Path(path)
    page_size_id(page_size)  # an unknown size is refused before anything is written
    if not sheets:
        raise WarFileError("no sheets to print", path=str(target))
    try:
        handle, temporary = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".part", dir=target.parent or ".")
    except OSError as exc:
        raise WarFileError(f"cannot write here: {exc.strerror}", path=str(target)) from None
    os.close(handle)
    try:
        writer = QPdfWriter(temporary)
        writer.setResolution(PDF_DPI)
        writer.setCreator("gmdesk")
        writer.setTitle(title or sheets[0].footer)
        finished = paint_sheets(writer, sheets, page_size, progress=progress)
        del writer  # closes the file
        if finished:
            _check_whole(temporary, target)
            os.chmod(temporary, _file_mode(target))
            os.replace(temporary, target)
        return finished
    finally:
        if os.path.exists(temporary):
            os.unlink(temporary)


def _check_whole(written: str, target: Path) -> None:
    """Refuse a PDF the disk did not take whole, and put a whole one on the disk before it replaces anything.
    QPdfWriter says nothing when a write fails: a full disk gave an empty PDF and "Wrote 14 sheets"."""
    try:
        with open(written, "rb+") as handle:
            whole = _is_whole_pdf(handle)
            if whole:
                os.fsync(handle.fileno())
    except OSError as exc:
        raise WarFileError(Message("the PDF could not be written whole ({error})", error=exc.strerror or str(exc)),
                           path=str(target)) from None
    if not whole:
        raise WarFileError(Message("the PDF could not be written whole: is the disk full? Nothing was written"),
                           path=str(target))


def _is_whole_pdf(handle: BinaryIO) -> bool:
    """The file ends with ``%%EOF`` and its cross-reference table starts where the trailer says: a write
    lost on the way (at the end or in the middle) moves or cuts it."""
    size = handle.seek(0, os.SEEK_END)
    handle.seek(max(0, size - 1024))
    tail = handle.read()
    mark = tail.rfind(b"startxref")
    words = tail[mark + 9:].split()
    if mark < 0 or not tail.rstrip().endswith(b"%%EOF") or not words or not words[0].isdigit():
        return False
    start = int(words[0])
    handle.seek(start)
    return start < size and handle.read(4) == b"xref"


def _file_mode(target: Path) -> int:
    """The mode the PDF gets: the replaced file's, else what the umask gives a new file (the temporary
    file was made private)."""
    if target.exists():
        return target.stat().st_mode & 0o7777
    umask = os.umask(0)
    os.umask(umask)
    return 0o666 & ~umask
