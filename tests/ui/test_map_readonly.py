"""A war that cannot be edited can still be read: on a read-only file and under "Seen by" the GM selects
a location with a click and reads its properties (double-click, Return) in a dialog that changes nothing;
nothing is moved, deleted or edited, whatever the GM clicks, drags or types."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox

from gmdesk.model.warfile import load_war
from gmdesk.store import WarStore
from gmdesk.ui.document import WarDocument
from gmdesk.ui.map.dialogs import LocationDialog

SAMPLE = Path(__file__).resolve().parents[2] / "maps" / "sample-ap-sp-night2.json"


def pos(war, lid) -> QPointF:
    loc = war.map.locations[lid]
    return QPointF(loc.x, loc.y)


def answer_and_keep(dialogs: list, result=QDialog.DialogCode.Accepted):
    """A GM who looks at the dialog, tries to type a new name, and presses its button."""
    def answer(dialog):
        dialogs.append(dialog)
        dialog.name_edit.setText("Something Else")  # what a test can do even to a field that is off
        return result
    return answer


def assert_read_only(dialog: LocationDialog) -> None:
    assert isinstance(dialog, LocationDialog) and dialog.readonly
    for field in (dialog.name_edit, dialog.effects_edit, dialog.owner_combo, dialog.hidden_check):
        assert not field.isEnabled()
    assert dialog.notes_edit.isReadOnly()
    assert [b.text().replace("&", "") for b in dialog.buttons.buttons()] == ["Close"]
    assert dialog.buttons.standardButtons() == QDialogButtonBox.StandardButton.Close
    assert dialog.changed_values() == {}



def open_properties(panel, mouse, where):
    """Double-click ``where`` and return the one properties dialog it opened, checked read-only."""
    dialogs = []
    panel.run_dialog = answer_and_keep(dialogs)
    mouse.double_click(where)
    assert len(dialogs) == 1
    assert_read_only(dialogs[0])
    return dialogs[0]

class TestAReadOnlyFile:
    """The war file is held by another gmdesk (or cannot be written): opened read-only."""

    @pytest.fixture
    def document(self, tmp_path, qtbot):
        path = tmp_path / "night.gmdesk"
        with WarStore.create(path, load_war(SAMPLE)):
            pass
        doc = WarDocument(WarStore.open(path, readonly=True))
        assert doc.readonly
        yield doc
        doc.close()

    def test_a_click_selects_and_a_double_click_shows_the_properties(self, panel, mouse, document):
        war = document.war
        mouse.click(pos(war, "threeways"))
        assert panel.scene.selected_location_ids() == ["threeways"]
        assert panel.action("map.properties").isEnabled()
        assert not panel.action("map.delete").isEnabled()

        dialog = open_properties(panel, mouse, pos(war, "threeways"))
        assert dialog.effects_edit.text() == "crossroads"
        assert "read-only" in dialog.windowTitle() and "read-only" in dialog.note_label.text()
        assert not dialog.hidden_check.isHidden()  # the GM's own war: the hidden flag is shown (off)
        assert war.map.locations["threeways"].name == "Threeways"
        assert document.undo_stack.count() == 0

    def test_nothing_moves_or_goes(self, panel, mouse, document, qtbot):
        war = document.war
        start = pos(war, "collegium")
        mouse.click(start)
        mouse.drag(start, start + QPointF(80, 40))
        assert pos(war, "collegium") == start
        assert panel.scene.location_items["collegium"].pos() == start
        panel.view.setFocus()
        qtbot.keyClick(panel.view.viewport(), Qt.Key.Key_Right)
        qtbot.keyClick(panel.view.viewport(), Qt.Key.Key_Delete)
        assert pos(war, "collegium") == start and "collegium" in war.map.locations
        assert not panel.delete_selected()
        assert document.undo_stack.count() == 0


def test_seen_by_a_team_the_gm_selects_and_reads_what_that_team_knows(panel, mouse, document, qtbot):
    war = document.war
    assert war.map.locations["weir-mills"].home_base == "verhaegen"
    panel.viewer_combo.setCurrentIndex(panel.viewer_combo.findData("greenhalgh"))
    scene = panel.scene
    assert not scene.editable
    shown = scene.war  # greenhalgh's view: weir-mills is not known to be anyone's home base
    assert shown.map.locations["weir-mills"].home_base is None
    mouse.click(pos(war, "weir-mills"))
    assert scene.selected_location_ids() == ["weir-mills"]

    dialog = open_properties(panel, mouse, pos(war, "weir-mills"))
    assert dialog.owner_combo.currentData() is None  # what greenhalgh knows, not the GM's "verhaegen"
    assert dialog.notes_edit.toPlainText() == shown.map.locations["weir-mills"].notes
    assert dialog.hidden_check.isHidden()  # a team's view holds no hidden flag
    assert dialog.note_label.text().startswith("As seen by ")

    again = []
    panel.run_dialog = answer_and_keep(again)
    panel.view.setFocus()
    qtbot.keyClick(panel.view.viewport(), Qt.Key.Key_Return)  # Enter opens it too
    assert len(again) == 1 and again[0].readonly

    start = pos(war, "weir-mills")
    mouse.drag(start, start + QPointF(60, 60))
    qtbot.keyClick(panel.view.viewport(), Qt.Key.Key_Down)
    assert pos(war, "weir-mills") == start
    weir_mills = war.map.locations["weir-mills"]
    assert (weir_mills.home_base, weir_mills.name) == ("verhaegen", "Weir Mills")
    assert document.undo_stack.count() == 0


def test_leaving_the_team_view_keeps_the_selection_and_editing_comes_back(panel, mouse, document):
    panel.set_viewer("greenhalgh")
    mouse.click(pos(document.war, "threeways"))
    panel.set_viewer(None)
    assert panel.scene.selected_location_ids() == ["threeways"]
    assert panel.action("map.delete").isEnabled()
    start = pos(document.war, "threeways")
    mouse.drag(start, start + QPointF(40, 0))
    assert pos(document.war, "threeways") != start and document.undo_stack.count() == 1
