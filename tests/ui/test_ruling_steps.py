"""GM rulings as undo steps, removed from the dialog, refused when they change nothing, a dead character
brought back, the dialog starting on the selected character (QA valor #4, #14, suggestions 1 and 3).

Uses the ``document`` fixture of tests/ui/conftest.py (the ap-sp night-2 sample) and the Turn Desk of
tests/ui/test_turn_desk.py, turn 2 resolved first."""

from __future__ import annotations

import pytest

from gmdesk.ui.desk import RulingDialog
from tests.ui.test_turn_desk import click, desk, resolve_night_two  # noqa: F401  (desk: a fixture)


@pytest.fixture
def resolved(qtbot, desk):  # noqa: F811
    resolve_night_two(qtbot, desk)
    return desk


def store(qtbot, desk, character, field, value, reason="the GM says so"):
    dialog = desk.open_ruling()
    dialog.pick(character, field, value, reason)
    assert dialog.submit(), dialog.error_dialog.text() if dialog.error_dialog else ""
    return dialog


def rulings(document):
    return [(r["character"], r["field"], r["value"]) for r in document.store.turn(2).rulings]


def test_a_stored_ruling_is_undone_and_redone_with_edit_undo(qtbot, resolved, document):
    store(qtbot, resolved, "rider", "health", 60)
    stack = document.undo_stack
    assert stack.canUndo() and stack.undoText() == "GM ruling on Night 2: r1: Rider's Health → 60 (the GM says so)"
    assert document.war.characters["rider"].health == 60
    stack.undo()
    assert rulings(document) == [] and document.war.characters["rider"].health == 128.25
    assert [e for e in document.store.turn(2).events if e.kind == "ruling"] == []
    assert stack.canRedo()
    stack.redo()
    assert rulings(document) == [("rider", "health", 60)] and document.war.characters["rider"].health == 60
    assert document.store.replay().ok


def test_a_ruling_is_removed_from_the_dialog_and_the_removal_is_undone(qtbot, resolved, document):
    store(qtbot, resolved, "rider", "location", "weir-mills")
    store(qtbot, resolved, "saber", "health", 100)
    dialog = resolved.open_ruling()
    assert [dialog.earlier.item(i).text().split(":")[0] for i in range(dialog.earlier.count())] == ["r1", "r2"]
    assert not dialog.remove_button.isEnabled()  # nothing selected yet
    dialog.earlier.setCurrentRow(0)
    click(qtbot, dialog.remove_button)
    assert rulings(document) == [("saber", "health", 100)]
    assert dialog.isVisible() and dialog.earlier.count() == 1 and dialog.earlier.item(0).text().startswith("r2:")
    assert document.war.characters["rider"].location != "weir-mills"
    assert document.undo_stack.undoText().startswith("Remove the GM ruling on Night 2: r1: Rider's location")
    document.undo_stack.undo()
    assert rulings(document) == [("rider", "location", "weir-mills"), ("saber", "health", 100)]
    assert document.war.characters["rider"].location == "weir-mills"


def test_a_ruling_that_changes_nothing_is_refused_with_its_reason(qtbot, resolved, document):
    dialog = resolved.open_ruling()
    dialog.pick("rider", "health", 128.25, "qa test")
    assert not dialog.submit()
    assert "Rider's Health is 128.25 already: a ruling that changes nothing is not stored" in dialog.error_dialog.text()
    assert rulings(document) == [] and not document.undo_stack.canUndo()


def test_a_dead_character_is_offered_and_brought_back_with_health(qtbot, resolved, document):
    store(qtbot, resolved, "rider", "alive", False)
    assert not document.war.characters["rider"].alive
    dialog = resolved.open_ruling()
    index = dialog.character.findData("rider")
    assert dialog.character.itemText(index) == "Rider (dead)"
    dialog.character.setCurrentIndex(index)
    assert [dialog.field.itemData(i) for i in range(dialog.field.count())] == ["alive"]
    assert dialog.yes_no_value.currentData() is True and dialog.revive_health.isVisible()
    dialog.revive_health.setValue(90)
    dialog.reason.setText("the GM judges the death wrong")
    assert dialog.submit()
    assert rulings(document) == [("rider", "alive", False), ("rider", "alive", True), ("rider", "health", 90)]
    rider = document.war.characters["rider"]
    assert rider.alive and rider.health == 90
    document.undo_stack.undo()  # one step: both rulings go
    assert rulings(document) == [("rider", "alive", False)]


def test_the_dialog_starts_on_the_character_selected_in_the_cast(qtbot, resolved):
    resolved.select_character("caster")
    dialog = resolved.open_ruling()
    assert dialog.character.currentData() == "caster" and dialog.field.currentData() == "health"
    assert dialog.now.text().startswith("110.25")
    explicit = RulingDialog(resolved.document, resolved, character="lancer")
    qtbot.addWidget(explicit)
    assert explicit.character.currentData() == "lancer"


def test_removing_a_death_ruling_brings_the_character_back_in_the_list(qtbot, resolved, document):
    store(qtbot, resolved, "rider", "alive", False)
    dialog = resolved.open_ruling()
    rider = dialog.character.findData("rider")
    assert dialog.character.itemText(rider) == "Rider (dead)"
    dialog.earlier.setCurrentRow(0)
    assert dialog.remove_selected()
    assert dialog.character.itemText(dialog.character.findData("rider")) == "Rider"
    assert document.war.characters["rider"].alive and document.store.turn(2).rulings == []
