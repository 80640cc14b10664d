"""The Characters menu and the sheet in the main window: new, duplicated and deleted characters, the sheet
dock's editor and preview, and File > Print Sheets, all reached from the menus."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QDialog


@pytest.fixture
def window(sample_window):
    return sample_window


def menu_titles(win):
    return [a.text() for a in win.menuBar().actions()]


def test_the_menus_reach_every_sheet_command(window):
    assert "&Characters" in menu_titles(window)
    for name in ("action.print_sheets", "action.export_sheets_pdf", "action.new_character",
                 "action.duplicate_character", "action.delete_character", "action.edit_sheet"):
        assert window.actions_by_name(name).isEnabled(), name
    window.close_war()
    assert not window.actions_by_name("action.new_character").isEnabled()
    assert not window.actions_by_name("action.print_sheets").isEnabled()


def test_a_new_character_is_added_shown_and_undone(qtbot, window):
    window.actions_by_name("action.new_character").trigger()
    dialog = window.dialogs[-1]
    assert dialog.objectName() == "newCharacterDialog" and dialog.isVisible()
    dialog.name.setText("Ilse Verhaegen")
    dialog.kind.setCurrentIndex(dialog.kind.findData("master"))
    dialog.team.setCurrentIndex(dialog.team.findData("verhaegen"))
    home = next(loc.id for loc in window.document.war.map.locations.values() if loc.home_base == "verhaegen")
    assert dialog.location.currentData() == home  # a team's new character starts in its home base
    dialog._accept()
    ch = window.document.war.characters["ilse-verhaegen"]
    assert (ch.kind, ch.team, ch.location, ch.health, ch.command_spells) == ("master", "verhaegen", home, 150, 3)
    sheet = window.docks["sheet"]
    assert sheet.character_id == "ilse-verhaegen" and sheet.editor.field("name").text() == "Ilse Verhaegen"
    assert window.docks["cast"].selected_character() == "ilse-verhaegen"
    assert "ilse-verhaegen" in window.map_panel.scene.token_items  # standing on the map
    assert window.document.undo_stack.undoText() == "add master Ilse Verhaegen"
    window.undo_action.trigger()
    assert "ilse-verhaegen" not in window.document.war.characters
    assert "ilse-verhaegen" not in window.map_panel.scene.token_items
    assert sheet.character_id is None


def test_duplicating_copies_the_sheet_but_not_the_contract(qtbot, window):
    window.docks["cast"].select_character("saber")
    window.actions_by_name("action.duplicate_character").trigger()
    dialog = window.dialogs[-1]
    assert dialog.name.text() == "Saber (copy)"
    dialog._accept()
    copy = window.document.war.characters["saber-copy"]
    saber = window.document.war.characters["saber"]
    assert copy.skills == saber.skills and copy.stats == saber.stats
    assert copy.master is None and copy.gm_notes == saber.gm_notes


def test_deleting_is_refused_while_a_contract_names_them(qtbot, window):
    window.docks["cast"].select_character("odile")
    refused = []
    window.document.refused.connect(refused.append)
    assert not window.characters.delete_character()
    assert "contracted with Odile" in refused[-1]
    assert "odile" in window.document.war.characters


def test_edit_sheet_shows_the_editor_of_the_selected_character(qtbot, window):
    window.docks["cast"].select_character("archer")
    window.actions_by_name("action.edit_sheet").trigger()
    sheet = window.docks["sheet"]
    assert sheet.character_id == "archer" and sheet.isVisible()
    assert sheet.editor.tabs.currentIndex() == 0
    sheet.show_preview()
    assert "Archer" in sheet.browser.toPlainText()


def test_print_sheets_opens_the_print_dialog_for_the_selection(qtbot, window):
    window.docks["cast"].select_character("saber")
    window.actions_by_name("action.print_sheets").trigger()
    dialog = window.dialogs[-1]
    assert dialog.objectName() == "printSheetsDialog" and dialog.isVisible()
    dialog.reject()
    assert dialog.result() == QDialog.DialogCode.Rejected


def test_what_is_typed_in_the_notes_is_saved_with_the_war(qtbot, window):
    window.docks["cast"].select_character("saber")
    window.characters.edit_sheet()
    notes = window.docks["sheet"].editor.field("notes")
    notes.setPlainText("Rides out at dawn.")
    assert window.save()  # File > Save commits what is being typed first
    assert window.document.war.characters["saber"].notes == "Rides out at dawn."
