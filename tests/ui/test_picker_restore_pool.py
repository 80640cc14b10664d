"""The Turn Desk offers roll-dice's Command Spell "restore" with its pool to pick (HP or MP, roll-dice 004:L289):
the GM picks MP, Add makes the order the engine accepts, and the turn refills Saber's MP. In a Japanese window the
field and its values are said in Japanese."""

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
from tests.ui.helpers import shown

SAMPLE = Path(__file__).resolve().parents[2] / "maps" / "sample-roll-dice.json"
LABEL = 'Command Spell "HP/MP全回復"'


@pytest.fixture
def document(tmp_path):
    """The roll-dice sample with Saber's MP down to 12 of 40."""
    war = load_war(SAMPLE)
    war.characters["saber"].mana = 12
    doc = WarDocument.create(tmp_path / "war.gmdesk", war)
    yield doc
    doc.close()


def _restore_picked(qtbot, document):
    desk = shown(qtbot, TurnDesk(document), (1366, 768))
    desk.select_character("odile")
    picker = desk.orders.picker
    picker.pick_action("command-spell", LABEL)
    combo = picker.fields["pool"]
    qtbot.waitUntil(combo.isVisible)  # a row added to a shown form is shown once events run
    return desk, picker, combo


def test_the_desk_offers_the_pool_and_adds_the_order_picked(qtbot, document):
    _desk, picker, combo = _restore_picked(qtbot, document)
    assert picker.form.labelForField(combo).text() == "Refill"
    assert [combo.itemText(i) for i in range(combo.count())] == ["all HP", "all MP"]
    assert picker.values("pool") == ["HP", "MP"]
    combo.setCurrentIndex(1)  # the GM picks MP
    assert picker.problem() is None
    assert "restores MP" in picker.preview.text() and "L289" in picker.preview.text()
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
        _desk, picker, combo = _restore_picked(qtbot, document)
        assert picker.form.labelForField(combo).text() == "全回復"
        assert [combo.itemText(i) for i in range(combo.count())] == ["HPを最大値まで", "MPを最大値まで"]
    finally:
        i18n.install("en")
