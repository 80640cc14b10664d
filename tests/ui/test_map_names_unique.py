"""Naming places in the map editor (QA qf-mapdraw #1): a name another place has is refused in the properties
dialog itself, which stays open with the reason and keeps what the GM typed; the war does not change."""

from __future__ import annotations

from PySide6.QtWidgets import QDialogButtonBox


def test_a_name_another_place_has_keeps_the_dialog_open_with_the_reason(panel, document, qtbot):
    war = document.war
    steps = document.undo_stack.count()
    seen = {}

    def answer(dialog):
        dialog.show()
        dialog.name_edit.setText("weir  MILLS")
        dialog.effects_edit.setText("Fog, Leyline")
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
        seen.update(open=dialog.isVisible(), reason=dialog.refused_label.text(),
                    shown=dialog.refused_label.isVisible(), name=dialog.name_edit.text(),
                    effects=dialog.effects_edit.text())
        dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel).click()
        return dialog.result()

    panel.run_dialog = answer
    assert panel.edit_location("threeways") is False
    assert seen == {"open": True, "shown": True, "name": "weir  MILLS", "effects": "Fog, Leyline",
                    "reason": "another location is called Weir Mills already: give this one a name of its own"}
    assert war.map.locations["threeways"].name == "Threeways" and war.map.locations["threeways"].effects == ["crossroads"]
    assert document.undo_stack.count() == steps


def test_a_name_of_its_own_is_taken_at_once_as_one_step(panel, document):
    def answer(dialog):
        dialog.show()
        dialog.name_edit.setText("Threeways Cross")
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
        return dialog.result()

    steps = document.undo_stack.count()
    panel.run_dialog = answer
    assert panel.edit_location("threeways") is True
    assert document.war.map.locations["threeways"].name == "Threeways Cross"
    assert document.undo_stack.count() == steps + 1
    assert document.undo_stack.undoText() == "rename Threeways to Threeways Cross"


def test_the_check_behind_the_dialog_also_guards_a_direct_edit(panel, document):
    """Whatever the dialog is bypassed by, the document refuses the edit with the same reason."""
    from gmdesk.model.mapedits import SetLocationFields

    said = []
    document.refused.connect(said.append)
    assert document.do(SetLocationFields("threeways", {"name": "Weir Mills"})) is False
    assert said == ["another location is called Weir Mills already: give this one a name of its own"]
