"""Turn > Compare Turns on a long war (QA long war): a turn is typed by its number, not only scrolled to in a list
of every stored turn; a number no turn has gives the turn shown back."""

from __future__ import annotations

from PySide6.QtCore import Qt

from gmdesk.ui.compare_dialog import CompareDialog
from tests.ui.helpers import resolve_next_turn
from tests.ui.test_docks import copies_of_turn_two


def test_a_turn_typed_by_its_number_is_compared(qtbot, document):
    resolve_next_turn(document)
    copies_of_turn_two(document, range(3, 301))
    dialog = CompareDialog(document)
    qtbot.addWidget(dialog)
    dialog.show()
    compare = dialog.compare
    assert (compare.left_turn.number, compare.right_turn.number) == (299, 300)  # the last two, first
    left = compare.left_picker
    assert left.isEditable() and left.count() == 299
    left.lineEdit().selectAll()
    qtbot.keyClicks(left.lineEdit(), "150")
    qtbot.keyClick(left.lineEdit(), Qt.Key.Key_Return)
    assert compare.left_turn.number == 150 and left.currentText() == "Night 150"
    assert compare.left_title.text().startswith("Night 150: ")

    left.lineEdit().selectAll()
    qtbot.keyClicks(left.lineEdit(), "5000")
    qtbot.keyClick(left.lineEdit(), Qt.Key.Key_Return)
    assert compare.left_turn.number == 150 and left.lineEdit().text() == "Night 150"
