"""Characters > New Character… as a GM starting a war from nothing meets it (QA report qa-files, findings 4
and 5): an empty map has nowhere to stand, and the team starts at one of the war's teams."""

from __future__ import annotations

from PySide6.QtWidgets import QDialogButtonBox

from gmdesk import rulesets
from gmdesk.model.mapgraph import Location, WarMap
from gmdesk.model.war import Team, War
from gmdesk.ui.sheet.new_character import NewCharacterDialog


def _war(locations: list[Location]) -> War:
    return War(ruleset="ap-sp", title="From nothing", map=WarMap(locations, []),
               characters={}, teams=[Team("red", "Team Red"), Team("blue", "Team 2")])


def _ok(dialog: NewCharacterDialog):
    return dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)


def test_with_an_empty_map_the_dialog_says_draw_a_location_and_refuses_ok(qtbot):
    dialog = NewCharacterDialog(_war([]), rulesets.get("ap-sp"))
    qtbot.addWidget(dialog)
    dialog.show()
    assert "draw a location first" in dialog.message.text() and dialog.message.isVisible()
    assert not _ok(dialog).isEnabled()
    dialog.name.setText("Ayaka")
    dialog._accept()  # Enter in the name field
    assert dialog.data() is None and dialog.result() != NewCharacterDialog.DialogCode.Accepted


def test_the_team_starts_at_the_first_team_or_the_one_asked_for(qtbot):
    war = _war([Location("square", "Square"), Location("tower", "Tower", home_base="blue")])
    first = NewCharacterDialog(war, rulesets.get("ap-sp"))
    qtbot.addWidget(first)
    assert first.team.currentData() == "red" and _ok(first).isEnabled() and not first.message.text()
    asked = NewCharacterDialog(war, rulesets.get("ap-sp"), team="blue")
    qtbot.addWidget(asked)
    assert asked.team.currentData() == "blue" and asked.location.currentData() == "tower"  # its home base
    asked.name.setText("Saber")
    asked._accept()
    assert asked.data()["team"] == "blue"


def test_the_menu_preselects_the_team_of_the_character_selected_in_the_cast(sample_window):
    window = sample_window
    war = window.document.war
    cid = next(c.id for c in war.characters.values() if c.team not in (None, war.teams[0].id))
    window.docks["cast"].select_character(cid)
    window.actions_by_name("action.new_character").trigger()
    assert window.dialogs[-1].team.currentData() == war.characters[cid].team
