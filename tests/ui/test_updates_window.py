"""Turn > Updates… (issue 18 part 3): after a resolve, what each team learns, side by side; copy one to the
clipboard; save them all to a folder; the focus characters recorded as one undo step (ap-sp 000:L653-657).

Uses the ``sample_window`` fixture (the main window on the ap-sp night-2 sample)."""

from __future__ import annotations

import re

import pytest
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication

from gmdesk.model.updateedits import FOCUS_SETTING
from gmdesk.model.warfile import load_war
from tests.ui.helpers import resolve_anyway


def resolved(qtbot, window):
    desk = window.docks["desk"].widget()
    with qtbot.waitSignal(desk.turns.turn_stored):
        resolve_anyway(window)


def test_updates_are_refused_politely_before_any_turn(sample_window):
    assert sample_window.turn_commands.show_updates() is None
    assert "No turn resolved yet" in sample_window.statusBar().currentMessage()


def test_the_turn_menu_shows_every_team_side_by_side_and_copies_one(qtbot, sample_window, tmp_path):
    window = sample_window
    resolved(qtbot, window)
    action = window.actions_by_name("action.turn_updates")
    assert action.shortcut().toString() == "Ctrl+U"
    assert action in window.turn_menu.actions()
    action.trigger()
    dialog = [d for d in window.dialogs if d.objectName() == "updatesDialog"][-1]
    keys = [dialog.panes.widget(i).key for i in range(dialog.panes.count())]
    assert keys[0] == "public" and set(keys[1:]) == set(window.document.war.team_ids())
    verhaegen = dialog.pane("verhaegen")
    assert "[color=#2f6fd0]" in verhaegen.text.toPlainText()  # the team's forum colour (BBCode by default)
    assert "Sable Needle" in verhaegen.text.toPlainText()  # its own skill, by name
    assert "Sable Needle" not in dialog.pane("arakida").text.toPlainText()  # Arakida sees "a skill"
    verhaegen.copy.click()
    assert QGuiApplication.clipboard().text() == verhaegen.text.toPlainText()
    dialog.format.setCurrentIndex(2)  # plain text
    assert "[color" not in dialog.pane("verhaegen").text.toPlainText()
    written = dialog.save_all(str(tmp_path / "night2"))
    assert len(written) == 1 + len(window.document.war.teams)
    assert (tmp_path / "night2" / "night2-public.txt").read_text(encoding="utf-8").startswith(
        "The Lanterns of Corvane — sample war, AP/SP (ap-sp 000) — Night 2 — public update\n")
    dialog.grab().save(str(tmp_path / "updates.png"))


def test_the_turns_dock_opens_the_updates_of_a_resolved_turn(qtbot, sample_window):
    window = sample_window
    button = window.docks["turns"].updates
    assert not button.isEnabled()
    resolved(qtbot, window)
    assert button.isEnabled()
    button.click()
    dialog = [d for d in window.dialogs if d.objectName() == "updatesDialog"][-1]
    assert dialog.turn.value() == 2


def test_choosing_the_focus_is_one_undo_step_and_changes_the_public_update(qtbot, sample_window):
    window = sample_window
    resolved(qtbot, window)
    dialog = window.turn_commands.show_updates()
    assert QApplication.overrideCursor() is None  # the wait cursor while the updates are written is gone again
    assert "Told as Odile Verhaegen saw it" in dialog.pane("public").text.toPlainText()  # the default
    first = dialog.focus[0]
    first.setCurrentIndex(first.findData("jun"))
    dialog.set_focus()
    assert window.document.war.settings[FOCUS_SETTING] == ["jun"]
    assert "Told as Jun Arakida saw it" in dialog.pane("public").text.toPlainText()
    window.document.undo_stack.undo()
    assert FOCUS_SETTING not in window.document.war.settings


def test_a_turn_waiting_for_a_player_shows_that_team_its_question(qtbot, tmp_path):
    """valor's crossing asks the noticing team (001:L109): while the turn waits, the window gives that team,
    and only it, the question to send."""
    import json

    from gmdesk.model.war import War
    from tests.ui.conftest import MAPS
    from tests.ui.helpers import window_on

    data = json.loads((MAPS / "sample-valor-night3.json").read_text(encoding="utf-8"))
    data["decisions"] = [d for d in data["decisions"] if not d["id"].startswith("t3.crossing")]
    window = window_on(qtbot, tmp_path, War.from_dict(data))
    try:
        assert not window.document.turns.resolve().resolved
        dialog = window.turn_commands.show_updates()
        assert dialog.waiting.isChecked()
        keys = [dialog.panes.widget(i).key for i in range(dialog.panes.count())]
        assert keys == ["arakida"]
        assert "Answer one of: ignore / follow." in dialog.pane("arakida").text.toPlainText()
        title = dialog.pane("arakida").text.toPlainText().splitlines()[0]
        assert "sample war, Valor (valor 001) — Night 3 — Arakida Works: questions" in title  # night 3 once
    finally:
        window.close_war()


def _nights(text: str) -> int:
    return len(re.findall(r"night\W*2|第2夜|夜 ?2", text, re.IGNORECASE))


@pytest.mark.parametrize("code", ["en", "ja"])
def test_each_pane_says_the_night_once_in_every_format_and_language(qtbot, tmp_path, code):
    """QA recheck 14: the sample's title ends "— night 2" and the window said "… — night 2 — Night 2 — House
    Verhaegen". Every pane's title line, in BBCode, Markdown and plain text, in an English and a Japanese window,
    names night 2 once; the turn box and the line under the panes say it once each."""
    from gmdesk.store import WarStore
    from gmdesk.ui import i18n
    from gmdesk.ui.app import build_window
    from gmdesk.ui.settings import Settings
    from tests.ui.conftest import MAPS

    path = tmp_path / "valor.gmdesk"
    with WarStore.create(path, load_war(MAPS / "sample-valor-night2.json")):
        pass
    settings = Settings(tmp_path / "s.ini")
    settings.set("ui/language", code)
    settings.sync()
    window = build_window(["--settings", str(tmp_path / "s.ini"), "--home", str(tmp_path / "home"), str(path)])
    qtbot.addWidget(window)
    try:
        window.show()
        resolved(qtbot, window)
        dialog = window.turn_commands.show_updates()
        assert dialog.turn.text() == ("夜 2" if code == "ja" else "Night 2")
        assert _nights(dialog.message.text()) == 1
        for index in range(dialog.format.count()):
            dialog.format.setCurrentIndex(index)
            for key in ["public", *window.document.war.team_ids()]:
                title = dialog.pane(key).text.toPlainText().splitlines()[0]
                assert _nights(title) == 1, (code, index, title)
                assert ("夜 2" if code == "ja" else "Night 2") in title
    finally:
        window.close_war()
        i18n.install("en")


def test_copy_says_so_and_save_all_opens_beside_the_war(qtbot, sample_window, monkeypatch, tmp_path):
    """QA qa-newwar: Copy gave no sign it had copied, and Save All opened in whatever folder gmdesk was started
    from."""
    from PySide6.QtWidgets import QFileDialog

    window = sample_window
    resolved(qtbot, window)
    window.actions_by_name("action.turn_updates").trigger()
    dialog = [d for d in window.dialogs if d.objectName() == "updatesDialog"][-1]
    dialog.pane("verhaegen").copy.click()
    assert dialog.message.text() == "House Verhaegen: copied to the clipboard, ready to paste on the forum."
    asked = []
    monkeypatch.setattr(QFileDialog, "getExistingDirectory",
                        staticmethod(lambda _parent, _title, folder="": asked.append(folder) or str(tmp_path)))
    assert dialog.save_all()
    assert asked == [str(window.document.path.parent)]
