"""The Qt binding must not leak references to None (PySide6 6.12.0 on Python 3.11 does: every call
that returns nothing takes one away, and the app aborts after a few thousand calls). pyproject.toml pins
below it; this test fails if an install ever picks a binding with that bug."""

import sys

from PySide6.QtGui import QStandardItem
from PySide6.QtWidgets import QLabel


def test_void_calls_do_not_eat_references_to_none(qtbot):
    label = QLabel()
    qtbot.addWidget(label)
    item = QStandardItem()
    before = sys.getrefcount(None)
    for _ in range(2000):
        label.setText("a")
        item.setText("b")
        item.data(1234)
    assert sys.getrefcount(None) >= before - 50
