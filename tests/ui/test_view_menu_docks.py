"""View > (a dock) brings the dock forward; only a dock already in front is closed (QA first hour: picking "Undo
History" while it sat behind the Sheet tab closed it, and the history was nowhere)."""

from __future__ import annotations

from gmdesk.ui.dock_layout import view_action


def _entry(window, dock):
    return next(a for a in window.view_menu.actions() if a is view_action(dock))


def test_a_dock_behind_a_tab_is_brought_forward_then_closed_then_shown_again(qtbot, sample_window):
    undo = sample_window.docks["undo"]
    assert not undo.isHidden() and undo.visibleRegion().isEmpty()  # behind the Sheet tab, as the window opens
    entry = _entry(sample_window, undo)
    assert entry.isChecked() and entry.text() == undo.windowTitle()
    entry.trigger()
    qtbot.waitUntil(lambda: not undo.visibleRegion().isEmpty())
    assert entry.isChecked()
    entry.trigger()  # in front now: the entry closes it
    assert undo.isHidden() and not entry.isChecked()
    entry.trigger()
    qtbot.waitUntil(lambda: not undo.visibleRegion().isEmpty())
    assert entry.isChecked()


def test_the_entry_follows_the_dock_s_title(sample_window):
    events = sample_window.docks["events"]
    events.setWindowTitle("Events — turn 9")
    assert view_action(events).text() == "Events — turn 9"
