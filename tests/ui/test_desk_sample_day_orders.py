"""The Turn Desk enters the roll-dice sample day's orders by picking (maps/sample-roll-dice-day1.json): Saber's
attack on the hidden Rider delayed to the combat phase (turn 2, roll-dice 004:L445, L457) and 衛宮士郎's
identification spending 2 財産ポイント (turn 3, L963)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel

from gmdesk.model.warfile import load_war
from gmdesk.ui.desk import TurnDesk
from gmdesk.ui.document import WarDocument
from tests.sample_day import day_after


@pytest.fixture
def day_desk(qtbot, tmp_path, capsys):
    """A desk on the sample day after ``turns`` turns, holding the first ``orders`` orders of the next one."""
    opened: list[WarDocument] = []

    def make(turns: int, orders: int) -> tuple[TurnDesk, WarDocument, list[dict]]:
        path, day = day_after(tmp_path, turns)
        capsys.readouterr()
        war = load_war(path)
        war.orders = day[turns]["orders"][:orders]
        document = WarDocument.create(tmp_path / f"day{turns}.gmdesk", war)
        opened.append(document)
        desk = TurnDesk(document)
        qtbot.addWidget(desk)
        desk.resize(1366, 768)
        desk.show()
        qtbot.waitExposed(desk)
        return desk, document, day[turns]["orders"]

    yield make
    for document in opened:
        document.close()


def test_sabers_delayed_attack_on_the_hidden_rider_is_picked(qtbot, day_desk):
    desk, document, orders = day_desk(1, 4)
    desk.select_character("saber")
    picker = desk.orders.picker
    picker.pick_action("attack")
    assert picker.values("target") == ["rider"]
    assert "hidden" in picker.fields["target"].currentText()  # why the attack waits for the ambush
    picker.pick("mode", next(m for m in picker.values("mode") if "(STR attack)" in m))
    picker.pick("delay", {"phase": "combat"})
    assert picker.problem() is None
    qtbot.mouseClick(picker.add_button, Qt.MouseButton.LeftButton)
    added = document.war.orders[-1]
    assert {k: v for k, v in added.items() if k != "mode"} == {k: v for k, v in orders[4].items() if k != "mode"}


def test_identification_spends_wealth_picked_at_the_desk(qtbot, day_desk):
    desk, document, orders = day_desk(2, 1)
    desk.select_character("shirou")
    picker = desk.orders.picker
    picker.pick_action("identify")
    QApplication.processEvents()  # (a layout shows the widgets added to it once the event loop runs)
    field = picker.fields["wealth"]
    assert field.isVisibleTo(picker)
    label = picker.form.labelForField(field)
    assert isinstance(label, QLabel) and label.text() == "財産ポイント Points to spend" and label.isVisibleTo(picker)
    assert [field.itemText(i) for i in range(field.count())][:3] == ["spend none", "spend 1 財産ポイント",
                                                                     "spend 2 財産ポイント"]
    picker.pick("wealth", 2)
    qtbot.mouseClick(picker.add_button, Qt.MouseButton.LeftButton)
    assert document.war.orders[-1] == orders[1] == {"actor": "shirou", "action": "identify", "target": "rider",
                                                    "wealth": 2}
