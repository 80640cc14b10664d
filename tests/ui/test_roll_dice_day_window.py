"""Issue 17: the roll-dice sample day (maps/sample-roll-dice-day1.json: a stealth approach, an ambush on a
two-row battle with a covering, an escape, an all-nighter) resolved in the window, turn by turn, with the
same numbers the command line gives (tests/test_sample_roll_dice_day.py). The orders go in through the
document as the desk stores them; the questions are answered at the desk (Turn > Resolve asks them)."""

from __future__ import annotations

import json
from pathlib import Path

from gmdesk.model.orderedits import SetOrders
from gmdesk.model.warfile import load_war
from gmdesk.store import WarStore
from gmdesk.ui.main_window import MainWindow
from gmdesk.ui.settings import Settings

WAR = Path(__file__).resolve().parents[2] / "maps" / "sample-roll-dice-day1.json"


def test_the_roll_dice_day_resolves_in_the_window(qtbot, tmp_path):
    path = tmp_path / "day.gmdesk"
    WarStore.create(path, load_war(WAR)).close()
    window = MainWindow(Settings(tmp_path / "settings.ini"), tmp_path / "home")
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    assert window.open_path(path)
    document, controller = window.document, window.document.turns
    turns = json.loads(WAR.read_text(encoding="utf-8"))["day_turns"]
    events = []
    for number, turn in enumerate(turns, start=1):
        document.do(SetOrders(turn["orders"]))
        result = controller.resolve()
        answers = {d["id"]: d["choice"] for d in turn["decisions"]}
        while controller.questions():  # asked at the desk, answered as the sample's GM did
            question = controller.questions()[0]
            result = controller.answer(question.id, answers.pop(question.id))
        assert not answers, f"never asked: {answers}"
        assert result is not None and result.resolved, [q.id for q in controller.questions()]
        events += [e.explain for e in result.events]
        assert document.war.turn == number + 1
    assert any("ライダー ambushes 衛宮士郎 (奇襲)" in text for text in events)
    assert any("ライダー: stealth = 10" in text for text in events)
    assert document.store.turn_numbers() == [1, 2, 3, 4]
    timeline = window.docks["timeline"].widget()
    assert timeline.header.text().startswith("Action turn 4 \u00b7")  # roll-dice's word for a turn (004:L237)
    assert window.docks["events"].windowTitle() == "Events \u2014 Action turn 4"
    assert window.docks["desk"].widget().summary.text().endswith("last resolved: Action turn 4")
    window.grab().save(str(tmp_path / "day.png"))
    window.close_war()
