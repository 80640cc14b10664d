"""The Turn Desk's picker enters a conditional order with an "else": the ap-sp night-2 sample's own Mirela
order (maps/sample-ap-sp-night2.json) is taken out and picked again, both branches, with no typing."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from gmdesk.ui.desk import TurnDesk

MIRELA = {"actor": "mirela", "action": "skill", "skill": "Heirloom Pistol", "targets": ["assassin"],
          "if": {"kind": "attacked-by", "by": "assassin"},
          "else": {"action": "skill", "skill": "Gracious Hostess", "targets": ["mirela"]}}


@pytest.fixture
def desk(qtbot, document):
    widget = TurnDesk(document)
    qtbot.addWidget(widget)
    widget.resize(1366, 768)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def _take_out_mirelas_order(qtbot, desk, document) -> None:
    index = document.war.orders.index(MIRELA)  # the sample holds it as written above
    desk.select_character("mirela")
    assert desk.orders.select_order(index)
    qtbot.mouseClick(desk.orders.remove_button, Qt.MouseButton.LeftButton)
    assert MIRELA not in document.war.orders


def test_the_samples_if_else_order_is_picked_again(qtbot, desk, document):
    _take_out_mirelas_order(qtbot, desk, document)
    picker = desk.orders.picker
    picker.pick_action("skill", "Heirloom Pistol")
    picker.pick("targets", ["assassin"])
    assert not picker.else_branch.isEnabled()  # no condition yet: the order is always carried out
    picker.pick("if", {"kind": "attacked-by", "by": "assassin"})
    assert picker.else_branch.isEnabled()
    picker.pick_else("skill", "Gracious Hostess", targets=["mirela"])
    assert picker.problem() is None
    assert ("Order: Heirloom Pistol on Assassin, if attacked by Assassin; otherwise Gracious Hostess on "
            "Mirela Castellan") in picker.preview.text()
    qtbot.mouseClick(picker.add_button, Qt.MouseButton.LeftButton)
    assert document.war.orders[-1] == MIRELA
    document.undo_stack.undo()
    assert MIRELA not in document.war.orders


def test_without_a_condition_no_else_is_written(qtbot, desk, document):
    _take_out_mirelas_order(qtbot, desk, document)
    picker = desk.orders.picker
    picker.pick_action("skill", "Heirloom Pistol")
    picker.pick("if", {"kind": "attacked-by", "by": "assassin"})
    picker.pick_else("skill", "Gracious Hostess")
    picker.pick("if", None)
    assert "else" not in picker.candidate()
    picker.pick("if", {"kind": "hostile-here"})
    picker.pick_else(None)
    assert "else" not in picker.candidate()
