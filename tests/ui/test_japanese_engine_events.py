"""The engine's shared sentences in the Events dock of a Japanese window (QA: phase headers, action lines and the
end-of-turn lines showed in English beside roll-dice's own Japanese checks).

The roll-dice sample day's first two turns are resolved at the desk (maps/sample-roll-dice-day1.json: Rider hides,
then ambushes Saber, who covers Shirou) and stored (the fixture of test_japanese_event_explanations.py); the
Events dock lists them: in Japanese the action line, the phase headers, the battle starting and the cover read in
Japanese, with the stored English kept as it was; in English the dock shows the English.
"""

from __future__ import annotations

from pathlib import Path

from gmdesk.model.vocabulary import EventKind
from gmdesk.ui.docks.events import EVENT_ROLE, TEXT, EventsDock
from gmdesk.ui.document import WarDocument
from tests.ui.helpers import shown
from tests.ui.test_japanese_event_explanations import day_file, language  # noqa: F401 (fixtures)


def _rows(qtbot, path: Path, number: int) -> list[tuple[object, str]]:
    """Each event of turn ``number`` the Events dock lists, with the text its explanation column shows."""
    document = WarDocument.open(path)
    try:
        dock = shown(qtbot, EventsDock(document), (1200, 600))
        dock.show_turn(number)
        proxy = dock.proxy
        return [(proxy.index(row, 0).data(EVENT_ROLE), proxy.index(row, TEXT).data())
                for row in range(proxy.rowCount())]
    finally:
        document.close()


def test_the_events_dock_says_the_engine_s_sentences_in_the_window_s_language(qtbot, day_file, language):
    rows = _rows(qtbot, day_file, 1)
    actions = [(event, text) for event, text in rows if event.kind == EventKind.ACTION]
    phases = [(event, text) for event, text in rows if event.kind == EventKind.PHASE]
    assert actions and phases
    if language == "ja":
        for event, text in actions:  # ライダー: hide (cost: standard action) → ライダー：隠密（コスト：…）
            assert ": hide (cost: " in event.explain  # the stored English, unchanged
            assert "：隠密（コスト：" in text and "hide" not in text and "cost" not in text, text
        said = [text for _event, text in phases]
        assert "ターン開始（各キャラクターが使えるもの）" in said, said
        assert "ターン終了（持続時間、クールダウン、ポイント、勝敗）" in said, said
        assert "行動ターン：移動（同時）" in said, said
        assert not any("simultaneous" in text or "initiative order" in text for text in said), said
    else:
        assert all(text == event.explain for event, text in rows)
        assert any(text.endswith(": hide (cost: standard action)") for _event, text in actions), actions


def test_the_ambush_turn_s_battle_lines_are_said_in_japanese(qtbot, day_file, language):
    rows = _rows(qtbot, day_file, 2)
    engaged = [text for event, text in rows if event.kind == EventKind.ENGAGE]
    covered = [text for event, text in rows if event.kind == EventKind.INTERCEPT]
    assert engaged and covered
    if language == "ja":  # Rider's ambush starts the battle; Saber covers Shirou (庇う, roll-dice 004:L471-L478)
        assert "ライダーが冬木大橋で衛宮士郎を攻撃：戦闘開始（戦闘1ターン目。参加者：ライダー、衛宮士郎）" in engaged  # no id
        assert "セイバーが衛宮士郎へのライダーの敏捷攻撃を庇う：セイバーが衛宮士郎を庇う：代わりに防御し、ダメージを受ける" in covered
        assert not any(word in text for text in engaged + covered
                       for word in ("attacks", "battle", "intercepts", "covers", "damage"))
    else:
        assert all("attacks" in text for text in engaged) and all("intercepts" in text for text in covered)
