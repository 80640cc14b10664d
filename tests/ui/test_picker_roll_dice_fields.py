"""The Turn Desk offers roll-dice's attack fields to pick (rulesets/roll_dice/order_fields.py): Luck rerolls
(004:L215-L216) and attack priority with the dice it moves (L220-L225). Picked, Add makes the order."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from gmdesk.engine.options.legal import order_problem
from gmdesk.ui.desk import TurnDesk
from gmdesk.ui.document import WarDocument
from tests.rulesets.test_roll_dice_order_fields import battle_war
from tests.ui.helpers import shown


@pytest.fixture
def document(tmp_path):
    doc = WarDocument.create(tmp_path / "war.gmdesk", battle_war())
    yield doc
    doc.close()


def test_the_desk_offers_luck_and_priority_and_adds_them(qtbot, document):
    desk = shown(qtbot, TurnDesk(document), (1366, 768))
    desk.select_character("saber")
    picker = desk.orders.picker
    picker.pick_action("attack")
    for name, label in (("luck", "Luck rerolls"), ("priority", "Priority"), ("dice", "Dice moved")):
        combo = picker.fields[name]
        qtbot.waitUntil(combo.isVisible)
        assert picker.form.labelForField(combo).text() == label
    assert picker.fields["luck"].currentText() == "no Luck reroll"  # left out unless picked
    assert picker.fields["priority"].itemText(1) == "攻撃優先 attack priority: dice from defence to attack"
    picker.pick("luck", 2)
    picker.pick("priority", "attack")
    picker.pick("dice", 3)
    assert picker.problem() is None
    qtbot.mouseClick(picker.add_button, Qt.MouseButton.LeftButton)
    added = document.war.orders[-1]
    assert (added["luck"], added["priority"], added["dice"]) == (2, "attack", 3)
    assert added["action"] == "attack" and added["actor"] == "saber"
    assert order_problem(document.war, added, document.war.orders[:-1]) is None
