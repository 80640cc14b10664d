"""Characters > Teams…: what the GM typed for a team and did not Apply is kept, never dropped.

QA qa-newwar: a GM making a war's teams pressed Add Team, typed "Order of the Weir", pressed Add Team again for
the next one, and the first stayed "Team 8": the new team's fields replaced the typed ones. Picking another
team or closing the dialog dropped them the same way. Now the typed fields are applied first (one undo step,
as Apply makes), and a refused field keeps the dialog on its team with the reason.
"""

from __future__ import annotations

from PySide6.QtCore import Qt


def _teams_dialog(window):
    window.actions_by_name("action.teams").trigger()
    dialog = window.dialogs[-1]
    assert dialog.objectName() == "teamsDialog" and dialog.isVisible()
    return dialog


def _name(doc, tid: str) -> str:
    return next(t.name for t in doc.war.teams if t.id == tid)


def test_add_team_applies_the_name_typed_for_the_team_before(qtbot, sample_window):
    doc = sample_window.document
    dialog = _teams_dialog(sample_window)
    first = dialog.add_team()
    dialog.name_edit.setText("Order of the Weir")
    dialog.players_edit.setText("Ann, Bob")
    qtbot.mouseClick(dialog.findChild(object, "addTeamButton"), Qt.MouseButton.LeftButton)
    second = dialog.current_team_id()
    assert second != first and second in doc.war.team_ids()
    team = next(t for t in doc.war.teams if t.id == first)
    assert (team.name, team.players) == ("Order of the Weir", ["Ann", "Bob"])
    assert dialog.name_edit.text() == _name(doc, second)  # the new team shown, ready for its name
    sample_window.undo_action.trigger()  # the new team
    sample_window.undo_action.trigger()  # the typed fields: one step, as Apply makes
    assert doc.undo_stack.undoText().startswith("add team") and _name(doc, first).startswith("Team ")


def _typed_then_hale_picked(window, field: str, text: str):
    """``text`` typed in House Verhaegen's ``field`` (not applied), then Hale Ironworks picked on the left."""
    dialog = _teams_dialog(window)
    dialog.select_team("verhaegen")
    getattr(dialog, field).setText(text)
    dialog.select_team("hale")
    return dialog


def test_picking_another_team_applies_what_was_typed(qtbot, sample_window):
    doc = sample_window.document
    dialog = _typed_then_hale_picked(sample_window, "name_edit", "House of the Weir")
    assert _name(doc, "verhaegen") == "House of the Weir"
    assert dialog.current_team_id() == "hale" and dialog.name_edit.text() == "Hale Ironworks"


def test_a_refused_field_keeps_its_team_shown_and_the_typing(qtbot, sample_window):
    doc = sample_window.document
    dialog = _typed_then_hale_picked(sample_window, "colour_edit", "#f00; x")
    assert dialog.current_team_id() == "verhaegen" and dialog.colour_edit.text() == "#f00; x"
    assert "a team colour is #rgb, #rrggbb" in dialog.message.text()
    assert next(t.color for t in doc.war.teams if t.id == "verhaegen") == "#2f6fd0"


def test_close_applies_what_was_typed(qtbot, sample_window):
    doc = sample_window.document
    dialog = _teams_dialog(sample_window)
    dialog.select_team("hale")
    dialog.players_edit.setText("Ann")
    dialog.reject()  # Close, or Esc
    assert not dialog.isVisible()
    assert next(t.players for t in doc.war.teams if t.id == "hale") == ["Ann"]


def _closed_on_a_bad_colour(window):
    """The Teams dialog on Hale Ironworks, a colour the war file refuses typed, and Close pressed once."""
    dialog = _teams_dialog(window)
    dialog.select_team("hale")
    dialog.colour_edit.setText("#f00; x")
    dialog.reject()
    return dialog


def test_close_on_a_refused_field_says_so_and_a_second_close_drops_it(qtbot, sample_window):
    doc = sample_window.document
    count = doc.undo_stack.count()
    dialog = _closed_on_a_bad_colour(sample_window)
    assert dialog.isVisible()
    assert "press Close again to drop these changes" in dialog.message.text()
    dialog.reject()
    assert not dialog.isVisible() and doc.undo_stack.count() == count


def test_close_after_putting_it_right_applies_it(qtbot, sample_window):
    doc = sample_window.document
    dialog = _closed_on_a_bad_colour(sample_window)
    dialog.colour_edit.setText("#123")
    dialog.reject()
    assert not dialog.isVisible()
    assert next(t.color for t in doc.war.teams if t.id == "hale") == "#123"


def test_the_characters_list_names_kinds_as_the_sheet_does(sample_window):
    dialog = _teams_dialog(sample_window)
    dialog.select_team("verhaegen")
    lines = [dialog.members.item(i).text() for i in range(dialog.members.count())]
    assert "Odile Verhaegen (Master)" in lines and "Saber (Servant of Odile Verhaegen)" in lines
