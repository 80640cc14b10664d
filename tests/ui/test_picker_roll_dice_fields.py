"""The Turn Desk offers roll-dice's own order fields to pick (rulesets/roll_dice/order_fields.py):

- the Command Spell "restore" with its pool, HP or MP (roll-dice 004:L289): the GM picks MP, Add makes the order
  the engine accepts, and the turn refills Saber's MP; a Japanese window says the field and its values in Japanese;
- an attack's Luck rerolls (L215-L216) and attack priority with the dice it moves (L220-L225)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from gmdesk.engine import resolve_turn
from gmdesk.engine.options.legal import order_problem
from gmdesk.model.warfile import load_war
from gmdesk.ui import i18n
from gmdesk.ui.desk import TurnDesk
from gmdesk.ui.document import WarDocument
from tests.rulesets.test_roll_dice_order_fields import battle_war
from tests.ui.helpers import shown

SAMPLE = Path(__file__).resolve().parents[2] / "maps" / "sample-roll-dice.json"
LABEL = 'Command Spell "HP/MP全回復"'


@pytest.fixture
def open_war(tmp_path):
    """Opens a war in a fresh .gmdesk (closed after the test)."""
    opened: list[WarDocument] = []

    def open_(war) -> WarDocument:
        opened.append(WarDocument.create(tmp_path / f"war{len(opened)}.gmdesk", war))
        return opened[-1]
    yield open_
    for doc in opened:
        doc.close()


@pytest.fixture
def document(open_war):
    """The roll-dice sample with Saber's MP down to 12 of 40."""
    war = load_war(SAMPLE)
    war.characters["saber"].mana = 12
    return open_war(war)


def _desk(qtbot, document, cid: str) -> TurnDesk:
    """The desk (kept by the caller: its picker goes with it) with ``cid`` picked."""
    desk = shown(qtbot, TurnDesk(document), (1366, 768))
    desk.select_character(cid)
    return desk


def _restore_picked(qtbot, document):
    desk = _desk(qtbot, document, "odile")
    picker = desk.orders.picker
    picker.pick_action("command-spell", LABEL)
    combo = picker.fields["pool"]
    qtbot.waitUntil(combo.isVisible)  # a row added to a shown form is shown once events run
    return desk, picker, combo


def test_the_desk_offers_the_pool_and_adds_the_order_picked(qtbot, document):
    _desk_shown, picker, combo = _restore_picked(qtbot, document)
    assert picker.form.labelForField(combo).text() == "Refill"
    assert [combo.itemText(i) for i in range(combo.count())] == ["all HP", "all MP"]
    assert picker.values("pool") == ["HP", "MP"]
    combo.setCurrentIndex(1)  # the GM picks MP
    assert picker.problem() is None
    assert "(all MP)" in picker.preview.text() and "L289" in picker.preview.text()  # the value in the words offered
    qtbot.mouseClick(picker.add_button, Qt.MouseButton.LeftButton)
    added = document.war.orders[-1]
    assert added == {"actor": "odile", "action": "command-spell", "spell": "restore", "servant": "saber", "pool": "MP"}
    assert order_problem(document.war, added, document.war.orders[:-1]) is None
    result = resolve_turn(document.war)
    assert result.resolved and result.war.characters["saber"].mana == 40  # 12 → its maximum, 40 (004:L289)
    document.undo_stack.undo()
    assert document.war.orders == []


def test_a_japanese_desk_says_the_pool_in_japanese(qtbot, document):
    i18n.install("ja")
    try:
        _desk_shown, picker, combo = _restore_picked(qtbot, document)
        assert picker.form.labelForField(combo).text() == "全回復"
        assert [combo.itemText(i) for i in range(combo.count())] == ["HPを最大値まで", "MPを最大値まで"]
    finally:
        i18n.install("en")


def test_the_desk_offers_luck_and_priority_and_adds_them(qtbot, open_war):
    document = open_war(battle_war())
    desk = _desk(qtbot, document, "saber")
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
