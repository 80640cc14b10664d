"""``gmdesk --smoke`` (what packaging/smoke runs on the bundle): the window opens the sample war, paints,
and quits with 0; with no war open it quits with 1 and says why. Also the window's icon and log file."""

from __future__ import annotations

import logging

from gmdesk import places
from gmdesk.launcher import wants_window
from gmdesk.ui import app as app_module
from gmdesk.ui.icon import SIZES, app_icon, icon_files
from gmdesk.ui.main_window import MainWindow
from gmdesk.ui.settings import Settings
from gmdesk.ui.smoke import check


def test_smoke_opens_the_sample_paints_and_quits_0(qapp, tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("GMDESK_LOG_DIR", str(tmp_path / "logs"))
    monkeypatch.setenv("GMDESK_SMOKE_QUIT_MS", "50")
    root = logging.getLogger()
    before = list(root.handlers)
    try:
        code = app_module.main(["--smoke", "--sample", "--home", str(tmp_path / "data"),
                                "--settings", str(tmp_path / "settings.ini")])
    finally:
        for handler in [h for h in root.handlers if h not in before]:
            root.removeHandler(handler)
            handler.close()
    out = capsys.readouterr().out
    assert code == 0, out
    assert "smoke: ok: 'The Lanterns of Corvane" in out
    assert (tmp_path / "data" / "Port Corvane (sample).gmdesk").is_file()
    assert (tmp_path / "logs" / "gmdesk.log").is_file()
    assert qapp.desktopFileName() == places.APP_ID
    assert not qapp.windowIcon().isNull()


def test_after_the_smoke_run_the_next_event_loop_still_runs(qapp, qtbot, tmp_path, monkeypatch, capsys):
    """The smoke run closes its windows and quits; Qt's own quit on the last window closed must not be
    left queued, or the process's next event loop (a test's ``qtbot.wait``) would end as it starts."""
    from PySide6.QtCore import QTimer

    monkeypatch.setenv("GMDESK_LOG_DIR", str(tmp_path / "logs"))
    monkeypatch.setenv("GMDESK_SMOKE_QUIT_MS", "50")
    root = logging.getLogger()
    before = list(root.handlers)
    try:
        assert app_module.main(["--smoke", "--sample", "--home", str(tmp_path / "data"),
                                "--settings", str(tmp_path / "settings.ini")]) == 0
    finally:
        for handler in [h for h in root.handlers if h not in before]:
            root.removeHandler(handler)
            handler.close()
    qapp.processEvents()  # what is left queued by the run
    timer = QTimer()
    timer.setSingleShot(True)
    with qtbot.waitSignal(timer.timeout, timeout=5000):
        timer.start(100)


def test_smoke_reports_a_window_without_a_war(qtbot, tmp_path):
    window = MainWindow(Settings(tmp_path / "settings.ini"), tmp_path)
    qtbot.addWidget(window)
    window.show()
    assert check(window) == ["no war is open"]


def test_smoke_is_a_window_flag():
    assert wants_window(["--smoke", "--sample"])


def test_the_window_wears_the_project_icon(qtbot, tmp_path):
    window = MainWindow(Settings(tmp_path / "settings.ini"), tmp_path)
    qtbot.addWidget(window)
    assert len(icon_files()) == len(SIZES) + 1  # every PNG and the SVG
    sizes = {(s.width(), s.height()) for s in window.windowIcon().availableSizes()}
    assert {(n, n) for n in SIZES} <= sizes
    assert app_icon().pixmap(48, 48).width() == 48
