"""Correct a Past Turn says why Accept stays greyed (QA Japanese GM: the reason was the last line of a long list of
differences): the turn that stopped the re-resolution and what the rules said, with the character's name, first
in the status line and in Accept's tooltip. The roll-dice sample day: without Saber's cover in action turn 2,
Shirou dies there, and his identify order of turn 3 is refused."""

from __future__ import annotations

from gmdesk.ui.desk.correction_dialog import CorrectionDialog, stop_reason
from tests.updates.test_updates_dialog_japanese import day  # noqa: F401 (the fixture: three turns played)


def test_a_refused_later_turn_is_named_with_its_reason_where_the_gm_looks_first(qtbot, day):
    dialog = CorrectionDialog(day)
    qtbot.addWidget(dialog)
    dialog.show_turn(2)
    dialog.orders = [o for o in dialog.orders if not (o["actor"] == "saber" and o["action"] == "cover")]
    dialog.reresolve()
    assert not dialog.accept_button.isEnabled()
    status = dialog.status.text()
    assert "Action turn 3 stopped it: 衛宮士郎: " in status and "dead" in status  # roll-dice's word for a turn
    assert "Action turn 3 stopped it: 衛宮士郎: " in dialog.accept_button.toolTip()
    assert "orders[1]" in dialog.differences.toPlainText()  # the order as written stays in the list below


def test_a_complete_or_paused_re_resolution_has_no_stop_reason():
    assert stop_reason({"status": "complete", "stopped_at": None, "diffs": [{"turn": 2, "status": "changed"}]}, "ap-sp") == ""
    assert stop_reason({"status": "pending", "stopped_at": 3, "diffs": [{"turn": 3, "status": "pending"}]}, "ap-sp") == ""
    old = {"status": "refused", "stopped_at": 3,  # a proposal stored before reasons were kept: the refusal as written
           "diffs": [{"turn": 3, "status": "refused", "refusals": ["orders[1] {...}: shirou is dead", "x"]}]}
    assert stop_reason(old, "ap-sp") == "Night 3 stopped it: orders[1] {...}: shirou is dead (and 1 more, listed below)"
