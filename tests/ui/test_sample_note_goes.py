"""The first start's "This is a sample war" note is said of the sample only (QA qf-mapdraw #5): once the GM's
own war is open (File > New War…, Open, Import), the status bar no longer calls it the sample."""

from __future__ import annotations

from gmdesk.model.war import War
from gmdesk.model.mapgraph import WarMap
from gmdesk.ui.app import build_window


def test_the_sample_note_goes_when_the_gms_own_war_opens(qtbot, tmp_path):
    win = build_window(["--settings", str(tmp_path / "s.ini"), "--home", str(tmp_path / "home")])
    qtbot.addWidget(win)
    assert "sample war to look around in" in win.statusBar().currentMessage()
    own = War(ruleset="ap-sp", title="My war", map=WarMap(), characters={}, seed=1)
    assert win.create_war(own, tmp_path / "mine.gmdesk")
    assert win.document.war.title == "My war"
    assert "sample war" not in win.statusBar().currentMessage()
    win.close()


def test_a_later_message_is_left_alone(qtbot, tmp_path):
    win = build_window(["--settings", str(tmp_path / "s.ini"), "--home", str(tmp_path / "home")])
    qtbot.addWidget(win)
    win.statusBar().showMessage("Saved something")
    win.undo_group.setActiveStack(win.document.undo_stack)  # the same war again: nothing to forget
    assert win.statusBar().currentMessage() == "Saved something"
    win.close()
