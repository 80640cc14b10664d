"""Correct a Past Turn… re-resolves with a progress bar the GM can cancel: each turn is counted, and a stopped
re-resolution keeps nothing (the history as it was) and leaves the autosave and lock timers running."""

from __future__ import annotations

from PySide6.QtWidgets import QProgressDialog

from tests.ui.test_turn_desk import desk, index_of, resolve_night_two  # noqa: F401 (desk: the fixture, shared)


def _piet_stays(desk):
    dialog = desk.open_correction()
    dialog.characters.select("piet")
    assert dialog.panel.select_order(index_of(dialog.war, "piet", "move"))
    dialog.panel.remove_button.click()
    return dialog


def test_the_re_resolution_counts_its_turns(qtbot, desk, document, monkeypatch):
    resolve_night_two(qtbot, desk)
    said: list[str] = []
    monkeypatch.setattr(QProgressDialog, "setLabelText", lambda self, text: said.append(text))
    info = _piet_stays(desk).reresolve()
    assert info is not None and info.status == "complete"
    assert said == ["Re-resolving: 1 of 1 turns"]


def test_a_cancelled_re_resolution_keeps_nothing(qtbot, desk, document, monkeypatch):
    resolve_night_two(qtbot, desk)
    before = document.store.turn(2).orders
    monkeypatch.setattr(QProgressDialog, "wasCanceled", lambda self: True)
    dialog = _piet_stays(desk)
    assert dialog.reresolve() is None
    assert dialog.status.text().startswith("Stopped: nothing was kept.")
    assert document.store.proposal() is None and document.store.turn(2).orders == before
    assert document._heartbeat.isActive()  # the lock heartbeat runs again after the work
