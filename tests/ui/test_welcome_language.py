"""View > Interface Language with no war open (QA qa-newwar): the View menu was greyed out on the welcome panel, so a
GM who wanted the window in Japanese before starting a new war had to open one first."""

from pathlib import Path

from gmdesk.model.warfile import load_war
from gmdesk.ui.main_window import MainWindow
from gmdesk.ui.settings import Settings
from tests.ui.helpers import window_on

SAMPLE = Path(__file__).resolve().parents[2] / "maps" / "sample-valor-night2.json"


def _view_entries(window) -> list[str]:
    return [a.text() for a in window.view_menu.actions() if not a.isSeparator()]


def test_the_first_start_with_no_war_offers_the_interface_language(qtbot, tmp_path):
    window = MainWindow(Settings(tmp_path / "s.ini"), tmp_path / "home")
    qtbot.addWidget(window)
    window.show()  # no war: the welcome panel (in the event loop's next turn, before the first paint)
    qtbot.waitUntil(lambda: window.centralWidget() is not None)
    assert window.centralWidget().objectName() == "welcome"
    assert window.view_menu.menuAction().isEnabled()
    assert _view_entries(window) == ["Interface &Language"]
    window.actions_by_name("action.language.ja").trigger()
    assert Settings(tmp_path / "s.ini").get("ui/language") == "ja"


def test_after_close_the_view_menu_keeps_the_language_and_drops_the_docks(qtbot, tmp_path):
    window = window_on(qtbot, tmp_path, load_war(SAMPLE), size=(1280, 720))
    assert {"&Go To", "&Reset Layout", "Interface &Language"} <= set(_view_entries(window))
    window.close_war()
    assert window.view_menu.menuAction().isEnabled() and _view_entries(window) == ["Interface &Language"]
    assert not window.turn_menu.menuAction().isEnabled()  # the war's own menus stay off
