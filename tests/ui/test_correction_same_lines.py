"""Correct a Past Turn lists what changed, not an event told word for word the same before and after (QA
qf-skirmish #8: removing Berserker's attack on skirmish night 2 listed "− [night] Caster: consume (cost: drain
action)" and "+ [night] Caster: consume (cost: drain action)": the same event, only its order number moved)."""

from __future__ import annotations

from gmdesk.ui.desk.correction_dialog import outcome_lines

CONSUME = {"phase": "night", "kind": "action", "explain": "Caster: consume (cost: drain action)"}


def test_an_event_told_the_same_before_and_after_is_not_listed_as_removed_and_added():
    order_before = {"phase": "servant-offence", "kind": "initiative", "explain": "acting order: Rider → Berserker"}
    order_after = {"phase": "servant-offence", "kind": "initiative", "explain": "acting order: Rider"}
    lines = outcome_lines({"diffs": [{"turn": 2, "status": "changed",
                                      "removed_events": [order_before, dict(CONSUME, order=6)],
                                      "added_events": [order_after, dict(CONSUME, order=5)]}]}, "ap-sp")
    assert lines == ["Night 2: changed", "   − [servant-offence] acting order: Rider → Berserker",
                     "   + [servant-offence] acting order: Rider"]


def test_an_event_told_twice_before_and_once_after_is_listed_once_as_removed():
    lines = outcome_lines({"diffs": [{"turn": 2, "status": "changed", "removed_events": [CONSUME, CONSUME],
                                      "added_events": [CONSUME]}]}, "ap-sp")
    assert lines == ["Night 2: changed", "   − [night] Caster: consume (cost: drain action)"]
