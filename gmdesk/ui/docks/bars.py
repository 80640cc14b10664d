"""Health and mana as filled bars with "value / max" on them, painted by an item delegate.

A cell carries a :class:`Bar` under :data:`BAR_ROLE`; the delegate paints it, and its display text
(the same "value / max") is what sorting, copying and accessibility see.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPalette
from PySide6.QtWidgets import QStyle, QStyledItemDelegate, QStyleOptionViewItem

from gmdesk.ui.labels import short_number

#: The item role a bar cell keeps its :class:`Bar` under.
BAR_ROLE = Qt.ItemDataRole.UserRole + 20

#: Fill colours by pool; other pools get a neutral slate.
FILLS = {"health": QColor("#c0392b"), "mana": QColor("#2f6fd0")}
OTHER_FILL = QColor("#5d6d7e")


@dataclass(frozen=True)
class Bar:
    """One pool of one character: how full, out of what, and whether the owner is dead."""

    pool: str
    value: float | None
    maximum: float | None
    dead: bool = False

    @property
    def fraction(self) -> float:
        if self.value is None or not self.maximum or self.maximum <= 0:
            return 0.0
        return max(0.0, min(1.0, self.value / self.maximum))

    @property
    def text(self) -> str:
        if self.dead:
            return "dead"
        if self.value is None:
            return "—"
        if self.maximum is None:
            return short_number(self.value)
        return f"{short_number(self.value)} / {short_number(self.maximum)}"


class BarDelegate(QStyledItemDelegate):
    """Paints a :class:`Bar`: a rounded track outlined in the pool's colour, the filled part in a light
    tint of it, and the text over both (one colour, readable on either part)."""

    MARGIN_X = 4
    MARGIN_Y = 3

    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        bar = index.data(BAR_ROLE)
        if not isinstance(bar, Bar):
            super().paint(painter, option, index)
            return
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        opt.text = ""
        style = opt.widget.style() if opt.widget is not None else None
        if style is not None:
            style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, opt.widget)

        rect = QRectF(option.rect).adjusted(self.MARGIN_X, self.MARGIN_Y, -self.MARGIN_X, -self.MARGIN_Y)
        radius = min(4.0, rect.height() / 2)
        track = QPainterPath()
        track.addRoundedRect(rect, radius, radius)
        palette = option.palette
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        dark_theme = palette.color(QPalette.ColorRole.Base).lightness() <= 127
        painter.fillPath(track, QColor("#3a3a3a") if dark_theme else QColor("#ececec"))

        fill = FILLS.get(bar.pool, OTHER_FILL)
        fill = fill.darker(115) if dark_theme else fill.lighter(150)
        if bar.dead:
            fill = QColor("#6a6a6a") if dark_theme else QColor("#c4c4c4")
        filled = QRectF(rect)
        filled.setWidth(rect.width() * (1.0 if bar.dead else bar.fraction))
        if filled.width() > 0:
            painter.save()
            painter.setClipRect(filled)
            painter.fillPath(track, fill)
            painter.restore()
        # The outline in the pool's full colour says "health" or "mana" at a glance.
        edge = QColor(FILLS.get(bar.pool, OTHER_FILL) if not bar.dead else QColor("#9a9a9a"))
        painter.setPen(edge)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(track)

        font = QFont(option.font)
        font.setPointSizeF(font.pointSizeF() * 0.92)
        font.setItalic(bar.dead)
        painter.setFont(font)
        painter.setPen(QColor("#f2f2f2") if dark_theme else QColor("#1b1b1b"))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, bar.text)
        painter.restore()

    def sizeHint(self, option: QStyleOptionViewItem,  # noqa: N802 (Qt's name)
                 index: QModelIndex | QPersistentModelIndex) -> QSize:
        hint = super().sizeHint(option, index)
        bar = index.data(BAR_ROLE)
        if isinstance(bar, Bar):
            width = option.fontMetrics.horizontalAdvance(bar.text) + 4 * self.MARGIN_X + 8
            return QSize(max(hint.width(), width), max(hint.height(), option.fontMetrics.height() + 8))
        return hint
