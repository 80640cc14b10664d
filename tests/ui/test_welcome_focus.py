"""After File > Close the keyboard starts on the welcome panel (QA qf-keyboard 10): Enter reopens the last war."""

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from gmdesk.model.warfile import load_war
from tests.ui.helpers import window_on

SAMPLE = Path(__file__).resolve().parents[2] / "maps" / "sample-valor-night2.json"


def test_after_close_the_recent_list_has_the_focus_and_enter_reopens_the_war(qtbot, tmp_path):
    window = window_on(qtbot, tmp_path, load_war(SAMPLE), size=(1280, 720))
    path = window.document.path
    window.activateWindow()
    window.close_war()
    welcome = window.centralWidget()
    assert welcome.objectName() == "welcome"
    qtbot.waitUntil(lambda: QApplication.focusWidget() is welcome.recent)
    qtbot.keyClick(welcome.recent, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.document is not None)
    assert window.document.path == path
    window.close_war()
