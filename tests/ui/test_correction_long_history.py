"""Correct a Past Turn… deep in a long history (QA long war): the status line says the re-resolution is complete
(a second table of the same name hid its sentence: the line stayed empty), and turns that came out as before are
listed as one line a run, not one line each (1,851 lines of "Turn N: no difference" from turn 150 of 2,000)."""

from __future__ import annotations

from gmdesk.ui.desk.correction_dialog import outcome_lines
from tests.ui.helpers import resolve_next_turn
from tests.ui.test_turn_desk import desk  # noqa: F401 (the fixture, shared)

SAME = {"status": "same"}


def test_turns_that_came_out_as_before_are_one_line_a_run():
    moved = {"path": "characters.archer.location", "old": "harbour-docks", "new": "bonded-warehouses"}
    diffs = ([{"turn": 2, "status": "changed", "state_changes": [moved]}]
             + [dict(SAME, turn=n) for n in range(3, 151)]
             + [{"turn": 151, "status": "reworded"}, {"turn": 152, "status": "reworded"}]
             + [dict(SAME, turn=n) for n in range(153, 156)])
    lines = outcome_lines({"diffs": diffs}, "ap-sp")
    assert lines == ["Night 2: changed", "   ~ Archer's location changed from harbour-docks to bonded-warehouses.", "",
                     "Night 3–150: no difference", "",
                     "Night 151: no difference in what happened (some events told in newer words)", "",
                     "Night 152: no difference in what happened (some events told in newer words)", "",
                     "Night 153–155: no difference"]


def test_a_complete_re_resolution_says_so_and_lists_the_unchanged_turns_once(qtbot, desk, document):  # noqa: F811
    for _ in range(3):
        resolve_next_turn(document)
    document.reload()
    dialog = desk.open_correction()
    dialog.show_turn(2)
    info = dialog.reresolve()  # the same orders: every turn comes out as before
    assert info is not None and info.status == "complete"
    assert dialog.status.text() == ("The history was re-resolved to the last turn. Read the differences, then "
                                    "accept or discard.")
    assert dialog.differences.toPlainText().splitlines() == [
        "Nothing changes: the new history is the same as the old one.", "", "Night 2–4: no difference"]
    assert dialog.accept_button.isEnabled()
    dialog.discard_proposal()


def test_the_turn_to_correct_is_typed_by_its_number(qtbot, desk, document):  # noqa: F811
    from PySide6.QtCore import Qt

    for _ in range(3):
        resolve_next_turn(document)
    document.reload()
    dialog = desk.open_correction()
    assert dialog.number == 4 and dialog.turn.isEditable()
    edit = dialog.turn.lineEdit()
    edit.selectAll()
    qtbot.keyClicks(edit, "2")
    qtbot.keyClick(edit, Qt.Key.Key_Return)
    assert dialog.number == 2 and dialog.orders == document.store.turn(2).orders
    edit.selectAll()
    qtbot.keyClicks(edit, "9")
    qtbot.keyClick(edit, Qt.Key.Key_Return)
    assert dialog.number == 2 and edit.text() == dialog.turn.itemText(dialog.turn.currentIndex())


def test_an_accepted_re_resolution_is_said_in_the_status_line_and_waited_for_with_a_busy_cursor(
        qtbot, tmp_path, monkeypatch):
    """The accept (a backup of the war file and the history rewritten: 1.2 s at 2,000 turns) shows a busy cursor,
    and once the dialog closes the window says what was accepted (nothing did)."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    window = window_on_three_turns(qtbot, tmp_path)
    dialog = window.turn_commands.correct_turn()
    dialog.show_turn(2)
    assert dialog.reresolve().status == "complete"
    cursors = []
    accept = type(window.document.store).accept
    monkeypatch.setattr(type(window.document.store), "accept",
                        lambda store: (cursors.append(QApplication.overrideCursor().shape()), accept(store))[1])
    assert dialog.accept_proposal()
    assert cursors == [Qt.CursorShape.WaitCursor] and QApplication.overrideCursor() is None
    assert window.statusBar().currentMessage() == ("Night 2–4 re-resolved and accepted: 0 of them changed (a backup "
                                                   "of the war before was kept)")
    window.close_war()


def window_on_three_turns(qtbot, tmp_path):
    """The window on the ap-sp night-2 sample with turns 2–4 resolved, every dock ready."""
    from gmdesk.model.warfile import load_war
    from gmdesk.store import WarStore
    from gmdesk.ui.main_window import MainWindow
    from gmdesk.ui.settings import Settings
    from tests.ui.conftest import SAMPLE

    path = tmp_path / "night.gmdesk"
    with WarStore.create(path, load_war(SAMPLE)) as store:
        for _ in range(3):
            result = store.resolve()
            while not result.resolved:
                result = store.resolve(decisions=[{"id": p.id, "choice": p.options[0]} for p in result.pending])
    window = MainWindow(Settings(tmp_path / "settings.ini"), tmp_path / "home")
    qtbot.addWidget(window)
    window.show()
    assert window.open_path(path)
    window.ensure_ready()
    return window


def test_correct_a_past_turn_opens_on_the_turn_selected_in_the_turns_dock(qtbot, tmp_path):
    """QA long war: turn 10 selected in the Turns dock, Correct a Past Turn opened on the last of 300."""
    window = window_on_three_turns(qtbot, tmp_path)
    turns = window.docks["turns"]
    assert window.turn_commands.correct_turn().number == 4  # nothing selected: the last turn, as before
    assert turns.go_to_turn(2) == 2
    dialog = window.turn_commands.correct_turn()
    assert dialog.number == 2 and dialog.turn.currentData() == 2
    dialog.reject()
    window.close_war()


def test_the_count_of_changed_turns_is_said_in_the_windows_language(qtbot, desk, document):  # noqa: F811
    """The head of the differences ("1 of 3 turns change.") is the window's sentence, in Japanese too."""
    from gmdesk.ui import i18n

    resolve_next_turn(document)
    document.reload()
    dialog = desk.open_correction()
    outcome = {"status": "complete", "diffs": [{"turn": 2, "status": "changed"}, dict(SAME, turn=3),
                                               dict(SAME, turn=4)]}
    dialog._show_outcome(outcome)
    assert dialog.differences.toPlainText().splitlines()[0] == "1 of 3 turns change."
    i18n.install("ja")
    try:
        dialog._show_outcome(outcome)
        assert dialog.differences.toPlainText().splitlines()[0] == "3 ターンのうち 1 ターンが変わります。"
    finally:
        i18n.install("en")
    dialog.reject()
