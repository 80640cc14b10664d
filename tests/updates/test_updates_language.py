"""The players' updates in the forum's language, which need not be the GM's window's: Turn > Updates…' Language
choice, recorded with the war as an undoable edit, and ``gmdesk updates --language`` (a Japanese GM may run an
English forum war, and the other way round)."""

from __future__ import annotations

import pytest

from gmdesk.cli import main
from gmdesk.model.mapedits import EditRefused
from gmdesk.model.updateedits import LANGUAGE_SETTING, SetUpdatesLanguage, updates_language
from gmdesk.model.warfile import load_war
from gmdesk.store import WarStore
from gmdesk.ui.updates_window import UpdatesDialog
from tests.sample_day import DAY
from tests.updates.test_updates_dialog_japanese import day  # noqa: F401 (the fixture: three turns played)
from tests.ui.test_japanese_roll_dice_sheet import japanese  # noqa: F401 (the fixture: a Japanese window)

JAPANESE_HEADING = "[u]起きたこと[/u]"
ENGLISH_HEADING = "[u]What happened[/u]"


def choose(dialog: UpdatesDialog, code: str) -> None:
    dialog.language.setCurrentIndex(dialog.language.findData(code))
    dialog.language.activated.emit(dialog.language.currentIndex())


def test_an_english_window_writes_japanese_updates_when_the_gm_chooses_japanese(qtbot, day, tmp_path):
    dialog = UpdatesDialog(day, 3)
    qtbot.addWidget(dialog)
    assert dialog.language.currentText() == "English"  # the window's language until one is chosen
    assert ENGLISH_HEADING in dialog.pane("emiya").text.toPlainText()
    choose(dialog, "ja")
    assert JAPANESE_HEADING in dialog.pane("emiya").text.toPlainText()
    assert day.war.settings[LANGUAGE_SETTING] == "ja"
    saved = {p.name: p.read_text(encoding="utf-8") for p in dialog.save_all(str(tmp_path / "out"))}
    assert JAPANESE_HEADING in saved["action-turn3-emiya.bbcode.txt"]
    day.undo_stack.undo()  # one undo step gives the window's language back
    assert LANGUAGE_SETTING not in day.war.settings
    again = UpdatesDialog(day, 3)
    qtbot.addWidget(again)
    assert again.language.currentData() == "en" and ENGLISH_HEADING in again.pane("emiya").text.toPlainText()


def test_a_japanese_window_keeps_english_updates_recorded_for_an_english_forum(qtbot, day, japanese):
    assert day.do(SetUpdatesLanguage("en"))
    dialog = UpdatesDialog(day, 3)
    qtbot.addWidget(dialog)
    assert dialog.language.currentText() == "English"
    assert ENGLISH_HEADING in dialog.pane("emiya").text.toPlainText()


def test_an_unknown_language_is_refused_and_an_unknown_recorded_one_falls_back():
    war = load_war(DAY)
    with pytest.raises(EditRefused, match="no language 'xx'"):
        SetUpdatesLanguage("xx").check(war)
    war.settings[LANGUAGE_SETTING] = "xx"  # a file from a build with more languages
    assert updates_language(war, "ja") == "ja"


def test_the_cli_says_the_updates_in_the_language_asked_else_the_recorded_one(tmp_path, capsys):
    assert main(["updates", str(DAY), "--team", "emiya", "--language", "ja"]) == 0
    assert JAPANESE_HEADING in capsys.readouterr().out
    path = tmp_path / "day.gmdesk"
    war = load_war(DAY)
    with WarStore.create(path, war):
        pass
    assert main(["resolve", str(path)]) == 0
    capsys.readouterr()
    assert main(["updates", str(path), "--public"]) == 0
    assert ENGLISH_HEADING in capsys.readouterr().out  # nothing recorded: English
    with WarStore.open(path) as store:
        recorded = store.load_war()
        recorded.settings[LANGUAGE_SETTING] = "ja"
        store.save_state(recorded)
    assert main(["updates", str(path), "--team", "emiya"]) == 0
    assert JAPANESE_HEADING in capsys.readouterr().out
    assert main(["updates", str(path), "--team", "emiya", "--language", "en"]) == 0
    assert ENGLISH_HEADING in capsys.readouterr().out
    with pytest.raises(SystemExit):
        main(["updates", str(path), "--public", "--language", "xx"])
    assert "invalid choice: 'xx'" in capsys.readouterr().err
