"""A file never takes the window down (issue 20): a damaged history row is reported where it would be
shown and the war still opens; a war whose parts cannot be shown gives the error dialog and the war open
before comes back."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from gmdesk.model.warfile import load_war
from gmdesk.store import WarStore
from gmdesk.ui.main_window import MainWindow
from gmdesk.ui.settings import Settings

SAMPLE = Path(__file__).resolve().parents[2] / "maps" / "sample-ap-sp-night2.json"


@pytest.fixture
def window(qtbot, tmp_path):
    win = MainWindow(Settings(tmp_path / "settings.ini"), tmp_path / "home")
    qtbot.addWidget(win)
    win.resize(1200, 800)
    win.show()
    yield win
    win.close_war()


def war_file_with_a_turn(path: Path, damage: str) -> Path:
    with WarStore.create(path, load_war(SAMPLE)) as store:
        result = store.resolve()
        while not result.resolved:
            result = store.resolve(decisions=[{"id": p.id, "choice": p.options[0]} for p in result.pending])
    with sqlite3.connect(path) as conn:
        conn.execute(f"UPDATE turns SET {damage}")
    return path


@pytest.mark.parametrize("damage", ["events = 'not json'", "events = '[{\"seq\": 1}]'", "state_after = '[1]'"])
def test_a_damaged_history_row_is_reported_and_the_war_opens(window, tmp_path, damage):
    path = war_file_with_a_turn(tmp_path / "night.gmdesk", damage)
    assert window.open_path(path)
    assert window.document is not None and window.document.war.turn == 3
    timeline = window.docks["timeline"].widget()
    assert timeline.header.text().startswith("Night 2: cannot be read")
    charts = window.docks["charts"].widget()
    charts.show_character("saber")
    if damage.startswith("state_after"):
        assert "Night 2 cannot be read (File > Check)" in charts.header.text()
    else:  # the charts read only the casts (a long war's history in seconds): turn 2's is whole, and drawn
        assert charts.header.text() == "Saber across 1 turn"
        assert list(charts.curves["health"].getData()[0]) == [1.0, 2.0]


def test_the_turns_dock_marks_a_row_whose_events_are_no_json(window, tmp_path):
    path = war_file_with_a_turn(tmp_path / "night.gmdesk", "events = 'not json'")
    assert window.open_path(path)
    model = window.docks["turns"].view.model()
    assert [model.index(0, c).data() for c in (0, 2)] == ["Night 2", "damaged"]


def test_a_war_that_cannot_be_shown_gives_a_dialog_and_the_war_before_comes_back(window, tmp_path, monkeypatch):
    first = tmp_path / "first.gmdesk"
    with WarStore.create(first, load_war(SAMPLE)):
        pass
    second = war_file_with_a_turn(tmp_path / "second.gmdesk", "seed = seed")
    assert window.open_path(first)
    window.ensure_ready()
    from gmdesk.ui import timeline

    charts = timeline.CharacterCharts

    def broken_for_the_second(document):
        if document.path == second:
            raise ValueError("a part of this war cannot be shown")
        return charts(document)

    monkeypatch.setattr(timeline, "CharacterCharts", broken_for_the_second)
    window.open_path(second)  # its map is shown; the docks come after the map's first paint
    window.ensure_ready()
    shown = [d for d in window.dialogs if isinstance(d, QMessageBox) and d.isVisible()]
    assert [d.windowTitle() for d in shown] == ["Cannot show the war"]
    assert "a part of this war cannot be shown" in shown[0].detailedText()
    assert window.document is not None and window.document.path == first


def test_a_damaged_page_in_the_history_is_told_after_the_war_opens(qtbot, window, tmp_path):
    """Issue 21: opening no longer reads every page; the window scans them in the background and
    tells the GM of damage in an old turn, while the war stays open."""
    path = war_file_with_a_turn(tmp_path / "night.gmdesk", "rulings = rulings")
    with sqlite3.connect(path) as conn:
        pages = [r[0] for r in conn.execute("SELECT pageno FROM dbstat WHERE name = 'turns' AND pagetype = 'overflow'")]
        size = conn.execute("PRAGMA page_size").fetchone()[0]
    assert pages, "the stored turn's snapshots run over several pages"
    data = bytearray(path.read_bytes())
    start = (pages[len(pages) // 2] - 1) * size
    data[start:start + size] = bytes(range(256)) * (size // 256)
    path.write_bytes(bytes(data))
    assert window.open_path(path)
    assert window.document is not None and window.document.war.turn == 3
    qtbot.waitUntil(lambda: any(box.isVisible() and "damaged pages" in box.text()
                                for box in window.findChildren(QMessageBox)), timeout=5000)
