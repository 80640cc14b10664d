"""Correct a Past Turn's differences in a Japanese window (QA qa-recheck9 3): each turn's status and the events
that kept their words are said in Japanese; what has no Japanese stays as stored."""

from __future__ import annotations

from gmdesk.engine import event_words
from gmdesk.messages import Message
from gmdesk.ui.desk.correction_dialog import outcome_lines
from tests.ui.test_japanese_roll_dice_sheet import japanese  # noqa: F401 (a fixture: the window in Japanese)


def test_statuses_and_kept_words_are_japanese(japanese):
    moved = Message("{name} flees to {place} by Command Spell", name="セイバー", place="柳洞寺")
    event = {"phase": "movement", "explain": str(moved), event_words.KEY: event_words.words_data(moved, moved)}
    outcome = {"diffs": [{"turn": 3, "status": "changed", "added_events": [event]},
                         {"turn": 4, "status": "refused", "refusals": ["orders[1] {...}: shirou is dead"]}]}
    text = "\n".join(outcome_lines(outcome, "roll-dice"))
    assert "行動ターン 3：変化あり" in text and "行動ターン 4：拒否" in text  # roll-dice's word, as its turn list says
    assert "changed" not in text and "Turn 3" not in text
    assert "[movement] セイバーは令呪で柳洞寺へ逃走" in text  # the event said in Japanese
    assert "orders[1]" in text  # the order as the war file writes it, for the GM who looks it up
