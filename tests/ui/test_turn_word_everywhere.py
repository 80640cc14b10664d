"""Everywhere the window names a turn it says the ruleset's word, as the Turns dock, the updates and the printed
sheet do (``gmdesk.rulesets.turn_name``): a valor war's turns are nights (valor 001:L27, "every night"), "Night 3",
夜 3 in a Japanese window; a roll-dice war's are action turns (roll-dice 004:L237, 行動ターン). Seen here: the resolve
question, the Events dock, the timeline and the map's moment, Compare Turns, the desk's summary, the post box, the
undo history, the ruling and decision dialogs. No generic "Turn 3" / ターン 3 is left in them."""

from __future__ import annotations

import pytest
from gmdesk.engine.decisions import PendingDecision
from gmdesk.model.warfile import load_war
from gmdesk.ui import i18n
from gmdesk.ui.desk.decision_dialog import DecisionDialog
from gmdesk.ui.desk.ruling_dialog import RulingDialog
from tests.ui.conftest import MAPS
from tests.ui.helpers import window_on

#: What each window says, by language: the word the ruleset's turn is said with, and the frames around it.
SAID = {
    "en": {"word": "Night", "resolve": "Resolve Night {0}?", "check": "Night {0} has ",
           "events": "Events — Night 3", "events_header": "Night 3 — ", "moment": "The map shows Night 3 after event",
           "last": "last resolved: Night 3", "undo": "(Night 3 resolved:", "ruling": "GM ruling on Night 3",
           "after": "(after Night 3)", "waits": "Night 4 waits for an answer", "compare": "only in Night 3"},
    "ja": {"word": "夜", "resolve": "夜 {0} を解決しますか？", "check": "夜 {0} を解決する前に確認することが ",
           "events": "イベント — 夜 3", "events_header": "夜 3 — イベント", "moment": "地図は夜 3 のイベント",
           "last": "最後に解決: 夜 3", "undo": "（夜 3 を解決しました", "ruling": "夜 3 への GM 裁定",
           "after": "（夜 3 の後）", "waits": "夜 4 は回答を待っています", "compare": "夜 3 のみ"},
}


@pytest.fixture(params=["en", "ja"])
def language(request):
    """The window's language; English is put back after the test."""
    assert i18n.install(request.param) == request.param
    yield request.param
    i18n.install("en")


@pytest.fixture
def valor(qtbot, tmp_path, language):
    """The main window on valor's night-3 sample (1400 × 900), in ``language``."""
    window = window_on(qtbot, tmp_path, load_war(MAPS / "sample-valor-night3.json"), (1400, 900))
    window.ensure_ready()
    assert window.document.war.ruleset == "valor" and window.document.war.turn == 3
    yield window
    window.close_war()


def resolve_asked(qtbot, window, said: dict[str, str], number: int) -> None:
    """Turn > Resolve Turn: the window asks first (a team has no orders), naming the night; Resolve Anyway."""
    window.actions_by_name("action.resolve_turn").trigger()
    question = window.turn_commands.resolve_question
    assert question is not None and question.isVisible()
    assert question.windowTitle() == said["resolve"].format(number)
    assert question.text().startswith(said["check"].format(number))
    with qtbot.waitSignal(window.docks["desk"].widget().turns.turn_stored):
        question.resolve_button.click()


def test_a_resolved_night_is_named_a_night_in_every_view_of_it(qtbot, valor, language):
    said = SAID[language]
    resolve_asked(qtbot, valor, said, 3)
    events = valor.docks["events"]
    assert events.windowTitle() == said["events"] and events.header.text().startswith(said["events_header"])
    timeline = valor.docks["timeline"].widget()
    assert timeline.title == f"{said['word']} 3" and timeline.header.text().startswith(f"{said['word']} 3 · ")
    valor.turn_commands.show_moment(timeline.events[5].seq)  # the map at a moment of the night
    assert valor.statusBar().currentMessage().startswith(said["moment"])

    desk = valor.docks["desk"].widget()
    assert desk.summary.text().endswith(said["last"])
    assert valor.docks["undo"].widget().emptyLabel().startswith(said["undo"])
    desk.select_character(next(iter(valor.document.war.characters)))
    assert desk.post.title.text().endswith(f"{said['word']} 4" if language == "en" else f"（{said['word']} 4）")


def test_the_ruling_and_decision_dialogs_name_the_night(qtbot, valor, language):
    said = SAID[language]
    resolve_asked(qtbot, valor, said, 3)
    ruling = RulingDialog(valor.document, valor)
    qtbot.addWidget(ruling)
    ruling.character.setCurrentIndex(0)
    assert ruling.windowTitle() == said["ruling"] and said["after"] in ruling.now.text()
    question = PendingDecision("q-1", "Who goes first?", ["a", "b"], "gm", "", {})
    decision = DecisionDialog(question, valor.document.war, valor)
    qtbot.addWidget(decision)
    assert decision.windowTitle() == said["waits"]


def test_compare_turns_names_both_nights(qtbot, valor, language):
    said = SAID[language]
    resolve_asked(qtbot, valor, said, 3)
    resolve_asked(qtbot, valor, said, 4)
    compare = valor.turn_commands.compare_turns().compare
    word = said["word"]
    assert [compare.left_picker.itemText(i) for i in range(compare.left_picker.count())] == [f"{word} 3", f"{word} 4"]
    assert (compare.left_picker.currentText(), compare.right_picker.currentText()) == (f"{word} 3", f"{word} 4")
    assert compare.left_title.text().startswith(f"{word} 3") and compare.right_title.text().startswith(f"{word} 4")
    assert said["compare"] in compare.summary.text()
