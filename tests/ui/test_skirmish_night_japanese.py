"""A skirmish night at a Japanese desk (QA qa-skirmishja): the players' posts read in the post box say why a line is no
order in Japanese, and a team named like an orders heading is read from its real heading; the GM's questions (a scout
the GM rules on, skirmish 002:L8; a surprise attack, 002:L74) name the characters and say what each answer does; the
resolved night (002:L57 skirmish and counter-attacks, L82 dodges, L84 critical hits, L16 a civilian drained, L88 a
death) reads in Japanese in the Events dock, and a team's update names its own counter-attack 反撃（物理）; the Sheet
dock's derived values are labelled in Japanese, as the printed sheet already was."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog

from gmdesk.model.orderedits import SetOrders
from gmdesk.model.war import War
from gmdesk.ui import i18n
from tests.test_skirmish_ja_events import english_left, surprise_and_scout
from tests.ui.helpers import resolve_anyway, window_on

ROOT = Path(__file__).resolve().parents[2]
POSTS = ROOT / "tests" / "fixtures" / "posts" / "skirmish-night2"


@pytest.fixture
def japanese():
    i18n.install("ja")
    yield
    i18n.install("en")


def night2() -> War:
    return War.from_dict(json.loads((ROOT / "maps" / "sample-skirmish-night2.json").read_text(encoding="utf-8")))


def test_a_night_from_posts_to_updates_reads_in_japanese(qtbot, tmp_path, monkeypatch, japanese):
    window = window_on(qtbot, tmp_path, night2(), (1366, 768))
    war = window.document.war
    window.document.do(SetOrders([]))
    monkeypatch.setattr(QFileDialog, "getOpenFileNames",
                        lambda *_a, **_k: (sorted(str(p) for p in POSTS.glob("*.txt")), ""))
    window.actions_by_name("action.read_posts").trigger()
    desk = window.docks["desk"].widget()
    desk.select_character("caster")
    desk.post.read_now()
    rows = desk.post.reading.table
    shown = [rows.item(r, 2).text() for r in range(rows.rowCount()) if rows.item(r, 2)]
    assert "命令の見出し" in shown and shown.count("命令の見出しより前：投稿の地の文") == 2, shown
    assert not [t for t in shown if english_left(t, war)], shown
    with qtbot.waitSignal(desk.turns.turn_stored):
        resolve_anyway(window)
    events = window.docks["events"].model
    texts = [str(events.data(events.index(r, 2))) for r in range(events.rowCount())]
    assert any("反撃（物理）" in t for t in texts) and any("回避の条件を満たさない" in t for t in texts)
    assert not [t for t in texts if english_left(t, war)]
    updates = window.turn_commands.show_updates()
    hale = updates.pane("hale").text.toPlainText()
    assert re.search(r"Berserker.*はSt\. Brannoc InfirmaryでAssassinに反撃（物理）を使った", hale) and "Counter" not in hale
    updates.close()
    window.close_war()


def test_the_gms_questions_are_japanese_with_named_answers(qtbot, tmp_path, japanese):
    window = window_on(qtbot, tmp_path, surprise_and_scout(), (1366, 768))
    resolve_anyway(window)
    dialog = window.docks["desk"].widget().decision_dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.question.text().startswith("Rufus Okonkwo-Haleは偵察しているCasterに気づきますか？")
    assert [b.text() for b in dialog.buttons.values()] == ["Rufus Okonkwo-HaleがCasterに気づく",
                                                           "Rufus Okonkwo-HaleはCasterに気づかない"]
    dialog.choose("no")
    second = window.docks["desk"].widget().decision_dialog
    assert second.question.text().startswith("RiderはAssassinの奇襲を察知しますか？")
    assert [b.text() for b in second.buttons.values()] == ["RiderがAssassinに気づく", "RiderはAssassinに気づかない"]
    second.close()
    window.close_war()


def test_the_sheet_docks_derived_values_are_labelled_in_japanese(qtbot, tmp_path, japanese):
    window = window_on(qtbot, tmp_path, night2(), (1366, 768))
    dock = window.docks["sheet"]
    dock.show_character("saber")
    table = dock.editor.derived_table
    labels = [table.item(r, 0).text() for r in range(table.rowCount())]
    assert labels[:3] == ["近接（物理）", "近接（魔術）", "追加の近接攻撃"]
    assert table.item(0, 2).text() == "STR Aのスコア 50 ÷ 2 × （「+」0 ＋ 1） ＝ 25、これに敵の耐久の軽減を掛ける"
    window.close_war()
