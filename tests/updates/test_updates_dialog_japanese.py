"""Turn > Updates… in a Japanese window (QA ja-updates): the roll-dice sample day played at the desk, turn 3's
updates said in Japanese in the panes and in the files Save All writes; in an English window they stay English."""

from __future__ import annotations

import json
import re

import pytest

from gmdesk.model.orderedits import SetOrders
from gmdesk.model.warfile import load_war
from gmdesk.ui.document import WarDocument
from gmdesk.ui.updates_window import UpdatesDialog
from tests.sample_day import DAY
from tests.ui.test_japanese_roll_dice_sheet import japanese  # noqa: F401 (the fixture: a Japanese window)

#: The English the QA found in a Japanese window's updates.
ENGLISH = ("What happened", "Nothing you could see happened", "Your characters", "Questions for you", "moved from",
           "used an action", "did something", " at ", "health", "mana", "points +", "You answered", "let-go", "What you learned")


@pytest.fixture
def day(tmp_path, qtbot):
    """The day's first three turns resolved at the desk, the questions answered as the day answers them."""
    doc = WarDocument.create(tmp_path / "day.gmdesk", load_war(DAY))
    for turn in json.loads(DAY.read_text(encoding="utf-8"))["day_turns"][:3]:
        doc.do(SetOrders(turn["orders"]))
        doc.turns.resolve()
        answers = {d["id"]: d["choice"] for d in turn["decisions"]}
        while doc.turns.questions():
            question = doc.turns.questions()[0]
            doc.turns.answer(question.id, answers.pop(question.id))
    yield doc
    doc.close()


def panes(qtbot, doc: WarDocument) -> tuple[UpdatesDialog, dict[str, str]]:
    dialog = UpdatesDialog(doc, 3)
    qtbot.addWidget(dialog)
    texts = {}
    for key in ("public", "emiya", "matou", "tohsaka"):
        pane = dialog.pane(key)
        assert pane is not None and pane.isVisibleTo(dialog)
        texts[key] = pane.text.toPlainText()
    return dialog, texts


def body(text: str) -> str:
    """The update without its title line (the war's title and the turn, another fix's)."""
    return text.split("\n", 1)[1]


def test_a_japanese_window_shows_and_saves_the_updates_in_japanese(qtbot, day, japanese, tmp_path):
    dialog, texts = panes(qtbot, day)
    emiya = texts["emiya"]
    assert "[u]起きたこと[/u]" in emiya and "[u]あなたへの質問[/u]" in emiya
    assert "[color=#c0392b][b]衛宮士郎[/b][/color]：消費した財産ポイント +2（現在 2）。" in emiya
    assert "あなたの答え：ライダーは妨げられずに逃げる。" in emiya
    # the team's own order, from the stored turn's orders (fx-updwords): told as what it was, its target named
    assert "[color=#c0392b][b]衛宮士郎[/b][/color]は冬木大橋でライダーの真名看破を試みた。" in emiya
    assert "[color=#c0392b][b]セイバー[/b][/color]：体力 39、魔力 30（冬木大橋にいる）" in emiya
    assert "冬木大橋の戦闘が終わった。" in texts["public"]
    for text in texts.values():
        left = [word for word in ENGLISH if word in body(text)]
        assert not left, (left, text)
    written = dialog.save_all(str(tmp_path / "out"))
    saved = {p.name: p.read_text(encoding="utf-8") for p in written}
    assert saved["action-turn3-emiya.bbcode.txt"] == emiya  # (roll-dice's word for a turn)


def test_an_english_window_keeps_the_english(qtbot, day):
    _dialog, texts = panes(qtbot, day)
    emiya = texts["emiya"]
    assert "[color=#c0392b][b]衛宮士郎[/b][/color]: 消費した財産ポイント +2 (now 2)." in emiya
    assert "You answered: ライダー gets away unopposed." in emiya
    assert "[u]What happened[/u]" in emiya and not re.search(r"[起判質]", emiya)
