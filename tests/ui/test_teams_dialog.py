"""Characters > Teams…: a war made in the window gets teams, players, members and home bases, each an
undo step; a team with characters is removed only by moving them."""

from __future__ import annotations

from PySide6.QtCore import Qt

from gmdesk.ui.sheet.new_character import NewCharacterDialog


def _teams_dialog(window):
    action = window.actions_by_name("action.teams")
    assert action.isEnabled() and action.shortcut().toString() == "Ctrl+Shift+T"
    assert action in window.characters_menu.actions()
    action.trigger()
    dialog = window.dialogs[-1]
    assert dialog.objectName() == "teamsDialog" and dialog.isVisible()
    return dialog


def test_a_team_is_made_filled_in_and_undone(qtbot, sample_window):
    window = sample_window
    doc = window.document
    dialog = _teams_dialog(window)
    count = len(doc.war.teams)
    tid = dialog.add_team()
    assert tid == f"team-{count + 1}" and dialog.current_team_id() == tid
    assert doc.war.teams[-1].color == "#16a085"  # the first palette colour no team has
    dialog.name_edit.setText("Order of the Weir")
    dialog.colour_edit.setText("#123")
    dialog.players_edit.setText("Ann, Bob")
    dialog.set_members(["odile", "saber"])
    base = next(iter(doc.war.map.locations))
    dialog.set_home_bases([base])
    qtbot.mouseClick(dialog.apply_button, Qt.MouseButton.LeftButton)
    team = doc.war.teams[-1]
    assert (team.name, team.color, team.players) == ("Order of the Weir", "#123", ["Ann", "Bob"])
    assert [c.id for c in doc.war.team_members(tid)] == ["odile", "saber"]
    assert doc.war.map.locations[base].home_base == tid
    assert doc.undo_stack.undoText() == f"change team {'Team ' + str(count + 1)}"
    assert dialog.teams.currentItem().text() == "Order of the Weir (2 characters) — Ann, Bob"
    window.undo_action.trigger()
    assert doc.war.characters["odile"].team == "verhaegen" and doc.war.teams[-1].name == f"Team {count + 1}"
    assert dialog.name_edit.text() == f"Team {count + 1}"  # the dialog follows the undo
    window.undo_action.trigger()
    assert tid not in doc.war.team_ids()
    window.redo_action.trigger()
    window.redo_action.trigger()
    assert doc.war.teams[-1].name == "Order of the Weir"


def test_a_bad_colour_is_refused_in_words(sample_window):
    dialog = _teams_dialog(sample_window)
    dialog.colour_edit.setText("#f00; background-image:url(/etc/passwd)")
    assert not dialog.apply()
    assert "a team colour is #rgb, #rrggbb" in dialog.message.text()
    assert sample_window.document.war.teams[0].color == "#2f6fd0"
    dialog.colour_edit.setText("#2f6fd0")
    count = sample_window.document.undo_stack.count()
    assert not dialog.apply()  # nothing changed: said so, and no undo step
    assert dialog.message.text() == "Nothing to apply: House Verhaegen's fields are as the war has them."
    assert sample_window.document.undo_stack.count() == count


def test_removing_a_team_with_characters_asks_where_they_go(qtbot, sample_window):
    doc = sample_window.document
    dialog = _teams_dialog(sample_window)
    dialog.select_team("verhaegen")
    assert not dialog.remove_team()  # refused: it still has characters
    qtbot.mouseClick(dialog.remove_button, Qt.MouseButton.LeftButton)
    ask = dialog.move_dialog
    assert ask is not None and ask.isVisible() and "still has characters" in ask.labelText()
    ask.setTextValue("Hale Ironworks")
    ask.accept()
    assert "verhaegen" not in doc.war.team_ids()
    assert doc.war.characters["odile"].team == "hale" and doc.war.characters["saber"].team == "hale"
    sample_window.undo_action.trigger()
    assert doc.war.characters["odile"].team == "verhaegen" and "verhaegen" in doc.war.team_ids()


def test_a_new_war_offers_its_new_teams_to_new_characters(qtbot, sample_window, tmp_path):
    from gmdesk.model.mapgraph import WarMap
    from gmdesk.model.war import War

    window = sample_window
    empty = War(ruleset="valor", title="fresh", map=WarMap.from_dict({"locations": [{"id": "a", "name": "A"}],
                                                                        "links": []}), characters={})
    assert window.create_war(empty, tmp_path / "fresh.gmdesk")
    assert NewCharacterDialog(window.document.war, window.document.ruleset).findChild(object, "noTeamsHint")
    dialog = _teams_dialog(window)
    assert dialog.message.text() == "No teams yet: Add Team makes one."
    tid = dialog.add_team("Blue House")
    assert tid == "blue-house"
    new = NewCharacterDialog(window.document.war, window.document.ruleset)
    assert [new.team.itemText(i) for i in range(new.team.count())] == ["No team", "Blue House"]


def test_the_dialog_closes_with_the_war(qtbot, sample_window):
    dialog = _teams_dialog(sample_window)
    sample_window.close_war()
    qtbot.waitUntil(lambda: not dialog.isVisible())


def _seen_by(window):
    """The Map menu's "As seen by" submenu as the menu holds it now."""
    return next(a.menu() for a in window.map_menu.actions() if a.menu() is not None and a.text() == "As seen by")


def test_seen_by_offers_the_teams_made_renamed_and_removed(sample_window):
    window = sample_window
    panel = window.map_panel
    dialog = _teams_dialog(window)
    tid = dialog.add_team("Blue House")
    combo = [panel.viewer_combo.itemText(i) for i in range(panel.viewer_combo.count())]
    assert combo[0] == "GM (everything)" and combo[-1] == "Blue House"
    assert [a.text() for a in _seen_by(window).actions()][-1] == "Blue House"
    panel.set_viewer(tid)
    assert panel.viewer_combo.currentData() == tid
    dialog.name_edit.setText("Azure House")
    assert dialog.apply()
    assert panel.viewer_combo.currentText() == "Azure House" and panel.scene.viewer == tid
    assert dialog.remove_team()
    assert panel.scene.viewer is None and panel.viewer_combo.findData(tid) < 0
    assert "Azure House" not in [a.text() for a in _seen_by(window).actions()]


def test_the_open_sheet_offers_a_team_made_while_it_is_shown(sample_window):
    window = sample_window
    window.characters.edit_sheet("odile")
    dialog = _teams_dialog(window)
    tid = dialog.add_team("Blue House")
    team = window.docks["sheet"].editor.field("team")
    assert team.findData(tid) >= 0 and team.currentData() == "verhaegen"
    team.setCurrentIndex(team.findData(tid))
    team.activated.emit(team.currentIndex())
    assert window.document.war.characters["odile"].team == tid


def test_enter_in_the_name_applies_it_and_adds_no_team(qtbot, sample_window):
    # QA qf-keyboard 12: Enter ran Qt's first "auto default" button, Add Team, and made a team
    doc = sample_window.document
    dialog = _teams_dialog(sample_window)
    count = len(doc.war.teams)
    dialog.teams.setCurrentRow(0)
    tid = dialog.current_team_id()
    dialog.activateWindow()
    dialog.name_edit.setFocus()
    dialog.name_edit.selectAll()
    qtbot.keyClicks(dialog.name_edit, "House of the Weir")
    qtbot.keyClick(dialog.name_edit, Qt.Key.Key_Return)
    assert len(doc.war.teams) == count
    assert next(t.name for t in doc.war.teams if t.id == tid) == "House of the Weir"
