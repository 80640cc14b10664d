"""The phases of an English-document ruleset in a Japanese window (docs/japanese.md, "The phases in Japanese"):
maps/sample-ap-sp-night2.json resolved at the desk and stored; the Timeline's lanes name ap-sp's phases in Japanese
(日中移動フェイズ（偵察）, 第2攻撃フェイズ: ap-sp 000:L419-429), and its detail says a phase's own event so
(日中移動フェイズ（偵察）（同時）); Help > Rules of This War says the title, the summary, each phase and what it does, and the
Command Spells' source (the Seal of the IGM, 000:L559). An English window keeps the English, letter for letter."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QApplication

from gmdesk.model.vocabulary import EventKind
from gmdesk.model.warfile import load_war
from gmdesk.store import WarStore
from gmdesk.ui import i18n
from gmdesk.ui.document import WarDocument
from gmdesk.ui.rules_reference import rules_html
from gmdesk.ui.timeline import TimelineView
from tests.ui.helpers import shown
from tests.ui.test_japanese_event_explanations import language  # noqa: F401 (the en/ja fixture)

MAPS = Path(__file__).resolve().parents[2] / "maps"


@pytest.fixture(scope="module")
def night_file(tmp_path_factory) -> Path:
    """The ap-sp sample's second night, resolved at the desk (a question answered by its first choice)."""
    path = tmp_path_factory.mktemp("night") / "night.gmdesk"
    WarStore.create(path, load_war(MAPS / "sample-ap-sp-night2.json")).close()
    document = WarDocument.open(path)
    try:
        result = document.turns.resolve()
        while document.turns.questions():
            question = document.turns.questions()[0]
            result = document.turns.answer(question.id, question.options[0])
        assert result is not None and result.resolved
    finally:
        document.close()
    return path


def test_the_timeline_names_the_phases_in_the_windows_language(qtbot, night_file, language):
    document = WarDocument.open(night_file)
    view = shown(qtbot, TimelineView(document), (1300, 600))
    try:
        number = document.last_turn()
        view.show_turn(number)
        QApplication.processEvents()
        header = next(e for e in document.store.turn(number).events
                      if e.kind == EventKind.PHASE and e.phase == "daily-move")
        view.select_event(header.seq)
        names, detail = list(view.lanes.names), view.detail.shown_html
    finally:
        document.close()
    if language == "ja":
        assert "日中移動フェイズ（偵察）" in names and "攻撃フェイズ" in names
        assert "日中移動フェイズ（偵察）（同時）" in detail
        assert not [name for name in names if "Phase" in name]
    else:
        assert "Daily Move Phase (Scouting)" in names and "Attacking Phase" in names
        assert "Daily Move Phase (Scouting) (simultaneous)" in detail


def _page(war) -> str:
    page = QTextDocument()
    page.setHtml(rules_html(war))
    return page.toPlainText()


def test_rules_of_this_war_says_the_phases_in_japanese(qtbot, japanese_ap_sp):
    text = _page(japanese_ap_sp)
    assert text.startswith("AP/SP戦争（Sceptilesolarbeam、20キャラクター）")
    assert "1ターン11フェイズ（日中移動〔偵察〕と第2戦闘ラウンドを含む）" in text
    assert "日中移動フェイズ（偵察） (同時) — 偵察 [ap-sp 000:L419, L431, L437, L468-474]" in text
    assert "前のターンに戦闘していなかったキャラクターのみ。偵察。すべて同時に処理" in text
    assert "第2攻撃フェイズ (行動順)" in text and "IGMの印章（Seal of the IGM、000:L559）" in text
    english = ("Phase", "nondamaging", "characters", "the Seal of the IGM (")
    assert [word for word in english if word in text.split("以下の表")[0].replace("20 characters", "")] == []


def test_rules_of_this_war_keeps_its_english_in_english(qtbot):
    text = _page(load_war(MAPS / "sample-ap-sp.json"))
    assert text.startswith("AP/SP War (Sceptilesolarbeam, 20 characters)")
    assert "Daily Move Phase (Scouting) (simultaneous) — scout [ap-sp 000:L419, L431, L437, L468-474]" in text
    assert "only characters not in battle during the previous Turn; scouting, all of it simultaneous" in text
    assert "more only from the Seal of the IGM (000:L559)" in text


@pytest.fixture
def japanese_ap_sp(qapp):
    assert i18n.install("ja") == "ja"
    yield load_war(MAPS / "sample-ap-sp.json")
    i18n.install("en")
