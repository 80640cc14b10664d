"""A Japanese window keeps its width through the first Resolve (QA recheck, new defect 4: on a 1366x768
screen the window opened 1284 px wide and became 1344 px after Resolve; the map toolbar's Layout item
(自動配置) then had room to show, but what widened the window was the timeline's header row, whose hint
"イベントをクリック · ← → で移動 · …" became the dock's least width beside the turn's title)."""

from __future__ import annotations

import shutil

from gmdesk.ui.app import build_window
from gmdesk.ui.settings import Settings
from tests.ui.conftest import MAPS
from tests.ui.test_japanese_interface import language  # noqa: F401  (the fixture puts English back)
from tests.ui.helpers import resolve_anyway

#: The window's size on a 1366x768 screen as it opens (QA: 1284x706).
LAPTOP_WINDOW = (1284, 706)


def test_the_japanese_window_does_not_widen_after_the_first_resolve(qtbot, tmp_path, language):  # noqa: F811
    settings = Settings(tmp_path / "s.ini")
    language(settings, "ja")
    war = tmp_path / "day.json"
    shutil.copy(MAPS / "sample-roll-dice-day1.json", war)
    window = build_window([str(war), "--settings", str(tmp_path / "s.ini"), "--home", str(tmp_path / "home")])
    qtbot.addWidget(window)
    window.resize(*LAPTOP_WINDOW)
    window.show()
    qtbot.waitExposed(window)
    assert window.width() == LAPTOP_WINDOW[0]
    timeline = window.docks["timeline"]
    assert timeline.minimumSizeHint().width() < 700

    resolve_anyway(window)
    qtbot.waitUntil(lambda: window.document.store.turn_numbers() == [1])
    qtbot.waitUntil(lambda: window.docks["timeline"].widget().title != "")
    qtbot.wait(50)  # the layouts settle
    assert timeline.widget().header.text().startswith("行動ターン 1")  # roll-dice's word for a turn
    assert window.minimumSizeHint().width() <= LAPTOP_WINDOW[0]
    assert window.width() == LAPTOP_WINDOW[0]
    assert timeline.minimumSizeHint().width() < 700
