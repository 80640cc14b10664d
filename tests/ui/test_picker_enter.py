"""Enter in the Turn Desk's picker adds the order, as a dialog's default button would (QA qf-keyboard 11): from the
action's box and from a written command's box; a refused order stays refused."""

from __future__ import annotations

from PySide6.QtCore import Qt

from gmdesk.ui.desk import TurnDesk
from tests.ui.helpers import shown
from tests.ui.test_picker_free_command import document  # noqa: F401 (a fixture: the skirmish night-2 sample)


def test_enter_adds_the_order_from_the_pickers_fields(qtbot, document):
    desk = shown(qtbot, TurnDesk(document), (1366, 768))
    desk.activateWindow()
    desk.select_character("odile")
    picker = desk.orders.picker
    picker.pick_action("command-spell", 'Command Spell "Do as I say!"')
    box = picker.texts["command"]
    qtbot.waitUntil(box.isVisible)
    before = list(document.war.orders)
    box.setFocus()
    qtbot.keyClick(box, Qt.Key.Key_Return)
    assert document.war.orders == before  # an empty command: refused, with the reason shown
    assert "write the command first" in picker.preview.text()
    qtbot.keyClicks(box, "Hold the gate")
    qtbot.keyClick(box, Qt.Key.Key_Return)
    assert document.war.orders[-1]["command"] == "Hold the gate"
    count = len(document.war.orders)
    picker.action.setFocus()
    qtbot.keyClick(picker.action, Qt.Key.Key_Enter)  # still "Do as I say!", its box empty again: refused
    assert len(document.war.orders) == count
    ward = next(i for i in range(picker.action.count()) if picker.action.itemText(i).startswith("Millrace Ward"))
    picker.action.setCurrentIndex(ward)
    assert picker.problem() is None
    qtbot.keyClick(picker.action, Qt.Key.Key_Enter)
    assert len(document.war.orders) == count + 1 and document.war.orders[-1]["action"] == "skill"
