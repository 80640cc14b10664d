"""The bundled skirmish night in the main window (document skirmish.002): the turn resolved from the Turn
menu, both battles' skirmishes and the NP clash in the timeline, each explanation with its numbers and
rule line (002:L57 counter-attacks, L76 clash)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gmdesk.model.war import War
from tests.ui.helpers import resolve_anyway

NIGHT = Path(__file__).resolve().parents[2] / "maps" / "sample-skirmish-night2.json"


@pytest.fixture
def window(qtbot, tmp_path):
    from gmdesk.store import WarStore
    from gmdesk.ui.main_window import MainWindow
    from gmdesk.ui.settings import Settings

    path = tmp_path / "skirmish.gmdesk"
    with WarStore.create(path, War.from_dict(json.loads(NIGHT.read_text(encoding="utf-8")))):
        pass
    window = MainWindow(Settings(tmp_path / "settings.ini"), tmp_path / "home")
    qtbot.addWidget(window)
    window.resize(1400, 900)
    window.show()
    assert window.open_path(path)
    yield window
    window.close_war()


def test_the_skirmish_night_resolves_in_the_window(qtbot, window, tmp_path):
    desk = window.docks["desk"].widget()
    timeline = window.docks["timeline"].widget()
    with qtbot.waitSignal(desk.turns.turn_stored):
        resolve_anyway(window)
    assert window.document.store.turn_numbers() == [2]
    assert timeline.turn_number == 2
    counter = next(e for e in timeline.events if e.kind == "damage" and e.phase == "skirmish"
                   and e.data["attacker"] == "berserker")
    timeline.select_event(counter.seq)
    shown = timeline.detail.toPlainText()
    assert "147 × 0.8 = 117.6" in shown and "skirmish 002:L57" in shown
    clash = next(e for e in timeline.events if e.kind == "damage" and "NP clash" in e.explain and e.data["amount"])
    timeline.select_event(clash.seq)
    assert "85 − 28.4 = 56.6" in timeline.detail.toPlainText()
    assert not window.document.war.characters["assassin"].alive
    window.grab().save(str(tmp_path / "skirmish-night.png"))
    assert (tmp_path / "skirmish-night.png").stat().st_size > 0
