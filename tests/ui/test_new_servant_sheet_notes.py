"""A Servant made from a blank ap-sp sheet in the window: the Sheet dock says what it lacks (QA qa-newwar).

The dock said "No problems: the rules accept this sheet" for a Servant with no stats, no AP and no Basic Attack,
and the Turn Desk offered it no attack, so the GM could not tell why (gmdesk/rulesets/ap_sp/sheet_gaps.py; the
rules are cited in tests/sheets/test_ap_sp_sheet_gaps.py)."""

from __future__ import annotations

from PySide6.QtWidgets import QDialogButtonBox

from gmdesk.model.mapgraph import WarMap
from gmdesk.model.war import War
from gmdesk.sheets.library import library


def test_a_new_servant_s_sheet_notes_its_missing_ap_and_basic_attack(qtbot, sample_window, tmp_path):
    window = sample_window
    war = War(ruleset="ap-sp", title="fresh", map=WarMap.from_dict({"locations": [{"id": "a", "name": "A"}],
                                                                     "links": []}), characters={})
    assert window.create_war(war, tmp_path / "fresh.gmdesk")
    window.actions_by_name("action.new_character").trigger()
    dialog = window.dialogs[-1]
    dialog.name.setText("Saber")
    dialog.kind.setCurrentIndex(dialog.kind.findData("servant"))
    dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok).click()
    assert window.docks["sheet"].character_id == "saber"
    editor = window.docks["sheet"].editor
    lines = [editor.problem_list.item(i).text() for i in range(editor.problem_list.count())]
    assert lines[0] == "No problems: the rules accept this sheet."
    assert any(line.startswith("Note: no AP on the sheet: a servant gains") for line in lines), lines
    assert any(line.startswith("Note: no Basic Attack on the sheet") for line in lines), lines
    editor.skills.insert_from_library([s for s in library("ap-sp") if s.name == "Rapid Cut"])
    lines = [editor.problem_list.item(i).text() for i in range(editor.problem_list.count())]
    assert not any("Basic Attack" in line for line in lines), lines
