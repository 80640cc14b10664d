"""QA qa-jagm #1: a roll-dice turn's explanations (the damage, the budgets) read in the window's language.

The sample day's turn 2 (maps/sample-roll-dice-day1.json: Rider's ambush, Saber covering Shirou) is resolved at
the desk, stored, and the war file opened again: the Timeline's detail and the Events dock say the damage in
Japanese in a Japanese window (roll-dice 004:L202-L203 達成差分値 + 武器攻撃力 − 防具, L454 奇襲's doubled
difference), with the same numbers as the English; an English window shows the English as stored; an event
stored without the words (an older file) shows its English in either window.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from gmdesk.engine.event_words import KEY
from gmdesk.engine.events import Event
from gmdesk.model.orderedits import SetOrders
from gmdesk.model.vocabulary import EventKind
from gmdesk.model.warfile import load_war
from gmdesk.store import WarStore
from gmdesk.ui import i18n
from gmdesk.ui.docks.events import event_html
from gmdesk.ui.document import WarDocument
from gmdesk.ui.timeline import TimelineView
from tests.ui.helpers import shown

WAR = Path(__file__).resolve().parents[2] / "maps" / "sample-roll-dice-day1.json"
NUMBER = re.compile(r"\d+")
DAMAGE = ("敏捷攻撃 (AGI attack) on セイバー: achievement 17 against 7: difference 10 + weapon 鎖付き短剣 2 − armour 1 = 11; "
          "ambush (奇襲): the difference 10 counts twice → 11 + 10 = 21; セイバー Health 60 → 39")
DAMAGE_JA = ("セイバーへの敏捷攻撃：達成値17 対 7：差分10 ＋ 武器 鎖付き短剣 2 − 防具 1 ＝ 11；"
             "奇襲：差分10を二重に数える → 11 ＋ 10 ＝ 21；セイバー 体力 60 → 39")
ENGLISH_WORDS = re.compile(r"\b(achievement|difference|weapon|armour|Health|ambush|counts|twice|on)\b")


@pytest.fixture(scope="module")
def day_file(tmp_path_factory) -> Path:
    """The war file after the day's first two turns, resolved at the desk as the sample's GM did."""
    path = tmp_path_factory.mktemp("day") / "day.gmdesk"
    WarStore.create(path, load_war(WAR)).close()
    document = WarDocument.open(path)
    try:
        turns = json.loads(WAR.read_text(encoding="utf-8"))["day_turns"]
        for turn in turns[:2]:
            document.do(SetOrders(turn["orders"]))
            result = document.turns.resolve()
            answers = {d["id"]: d["choice"] for d in turn["decisions"]}
            while document.turns.questions():
                result = document.turns.answer(document.turns.questions()[0].id,
                                               answers.pop(document.turns.questions()[0].id))
            assert result is not None and result.resolved
    finally:
        document.close()
    return path


@pytest.fixture(params=["en", "ja"])
def language(request):
    assert i18n.install(request.param) == request.param
    yield request.param
    i18n.install("en")


def _damage_detail(qtbot, path: Path) -> tuple[Event, str]:
    """The reopened file's turn 2 in the Timeline, its damage to Saber selected: the event and the detail's HTML."""
    document = WarDocument.open(path)
    view = shown(qtbot, TimelineView(document), (1300, 600))
    try:
        view.show_turn(2)
        QApplication.processEvents()
        event = next(e for e in document.store.turn(2).events if e.kind == EventKind.DAMAGE and e.data.get("amount"))
        view.select_event(event.seq)
        return event, view.detail.shown_html
    finally:
        document.close()


def test_the_stored_damage_is_said_in_the_window_s_language_with_the_same_numbers(qtbot, day_file, language):
    event, html = _damage_detail(qtbot, day_file)
    assert event.explain == DAMAGE  # the stored English, as the engine always wrote it
    if language == "ja":
        assert DAMAGE_JA in html, html
        said = html[html.index(DAMAGE_JA):][:len(DAMAGE_JA)]
        assert NUMBER.findall(said) == NUMBER.findall(DAMAGE)
        assert not ENGLISH_WORDS.search(said), said  # the attack's name too: its English half is dropped
    else:
        assert DAMAGE in html and DAMAGE_JA not in html


def test_the_events_dock_says_the_budget_in_japanese(day_file, language):
    with WarStore.open(day_file) as store:
        budget = next(e for e in store.turn(2).events if e.kind == EventKind.BUDGET)
    text = event_html(budget, "", "", "#888")
    assert budget.explain.endswith(" this turn: one attack and one move in this action turn (roll-dice 004:L197, L239)")
    assert (budget.explain in text) == (language == "en"), text
    said = "のこのターン：この行動ターンに攻撃1回と移動1回（roll-dice 004:L197, L239）"
    assert (said in text) == (language == "ja"), text


def test_an_event_stored_without_the_words_shows_its_english(qtbot, day_file, language, tmp_path):
    with WarStore.open(day_file) as store:
        stored = next(e for e in store.turn(2).events if e.kind == EventKind.DAMAGE and e.data.get("amount"))
    stored_dict = json.loads(json.dumps(stored.to_dict(), ensure_ascii=False))  # as the file holds it
    assert KEY in stored_dict
    old = {k: v for k, v in stored_dict.items() if k != KEY}  # as a gmdesk before these words wrote it
    event = Event.from_dict(old)
    assert type(event.explain) is str and event.explain == DAMAGE
    assert DAMAGE in event_html(event, "", "", "#888")
    damaged = dict(stored_dict, **{KEY: {"": "{how} (changed by hand)", "how": "x"}})
    assert Event.from_dict(damaged).explain == DAMAGE  # words that no longer say the English are not used
    assert DAMAGE in event_html(Event.from_dict(damaged), "", "", "#888")
