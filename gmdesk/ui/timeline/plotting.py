"""pyqtgraph, bound to PySide6, and the look every timeline plot shares.

pyqtgraph picks the first Qt binding it finds and prefers PyQt when several are installed: PySide6
is imported first and named explicitly, so the plots live in the same Qt as the rest of gmdesk.
Every timeline module imports ``pg`` from here.
"""

from __future__ import annotations

import os

os.environ.setdefault("PYQTGRAPH_QT_LIB", "PySide6")

from PySide6.QtGui import QColor, QPalette  # noqa: E402  (first: pyqtgraph must take this binding)
from PySide6.QtWidgets import QWidget  # noqa: E402

import pyqtgraph as pg  # noqa: E402

# Curves read better smoothed; the timeline's blocks are axis-aligned and painted without it anyway.
pg.setConfigOptions(antialias=True)

__all__ = ["pg", "is_dark", "style_plot"]


def is_dark(widget: QWidget) -> bool:
    return widget.palette().color(QPalette.ColorRole.Base).lightness() < 128


def style_plot(widget: pg.PlotWidget | pg.GraphicsLayoutWidget, plots: list[pg.PlotItem]) -> None:
    """The window's colours instead of pyqtgraph's black: the plots sit among ordinary widgets."""
    palette = widget.palette()
    widget.setBackground(palette.color(QPalette.ColorRole.Base))
    text = palette.color(QPalette.ColorRole.Text)
    line = QColor(text)
    line.setAlpha(110)
    for plot in plots:
        for name in ("left", "bottom", "right", "top"):
            axis = plot.getAxis(name)
            axis.setPen(pg.mkPen(line))
            axis.setTextPen(pg.mkPen(text))
