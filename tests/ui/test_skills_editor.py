"""The skills table of the sheet editor: a row per skill, the long fields in a form below, every change one
undo step made through the document, the rules' problems shown on the cells and fields they concern.

Uses the ``document`` fixture of tests/ui/conftest.py (the ap-sp night-2 sample in a fresh .gmdesk).
Rules cited: ap-sp 000:L283-329 (the skill format), L247-270 (damage), L879-905 (progressions).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialog, QLineEdit

from gmdesk.model.warfile import load_war
from gmdesk.rulesets.sheetformat import ITEM_FORMAT, STATUS_FORMAT
from gmdesk.sheets.library import library
from gmdesk.store import WarStore
from gmdesk.ui.document import WarDocument
from gmdesk.ui.sheet.fields import PROBLEM_STYLE
from gmdesk.ui.sheet.entries_table import PROBLEM_BACKGROUND, PROBLEMS_ROLE
from gmdesk.ui.sheet.library_dialog import LibraryDialog
from gmdesk.ui.sheet.skills import SkillsEditor

SAMPLE = Path(__file__).resolve().parents[2] / "maps" / "sample-ap-sp-night2.json"
SABER = ["Nine-Notch Cleave", "Warden of the Crossing", "Oath of the Nine Days", "Ninefold Ford"]


def names(document, cid="saber", list_name="skills"):
    return [e.get("Name", e.get("name")) for e in getattr(document.war.characters[cid], list_name)]


def column(editor, key):
    return next(c for c, f in enumerate(editor.model.columns) if f.key == key)


def shown(qtbot, widget):
    qtbot.addWidget(widget)
    widget.resize(1000, 600)
    widget.show()
    qtbot.waitExposed(widget)
    widget.activateWindow()
    return widget


@pytest.fixture
def editor(qtbot, document):
    widget = SkillsEditor(document)
    widget.set_character("saber")
    yield shown(qtbot, widget)
    widget.close()  # before the document closes: what is typed in the form is committed on leaving it


def cell_editor(qtbot, editor, row, key) -> QLineEdit:
    """Open the table's own editor on a cell (as a double-click or F2 does) and return it."""
    index = editor.model.index(row, column(editor, key))
    editor.view.setCurrentIndex(index)
    editor.view.edit(index)
    line = editor.view.findChild(QLineEdit, f"cellEditor:{key}")
    assert line is not None
    qtbot.waitUntil(line.isVisible)
    return line


def focus(qtbot, widget):
    widget.setFocus(Qt.FocusReason.OtherFocusReason)
    qtbot.waitUntil(widget.hasFocus)


# -- a row per skill, the format's short fields as columns ----------------------------------------------------
def test_the_table_shows_the_formats_short_fields_and_the_form_the_long_ones(editor):
    titles = [editor.model.headerData(c, Qt.Orientation.Horizontal) for c in range(editor.model.columnCount())]
    assert titles == ["Name", "Rank", "Type", "Max Number of Targets", "Type of Target", "Damage", "Cost",
                      "Duration"]
    assert [editor.model.index(r, 0).data() for r in range(editor.model.rowCount())] == SABER
    assert editor.model.index(0, column(editor, "Damage")).data() == "25 Physical"
    assert editor.selected_rows() == [0]
    description = editor.form.rows["Description"].editor
    assert description.toPlainText().startswith("A heavy two-handed cut")
    assert editor.form.other_fields.isVisible() and "basic" in editor.form.other_fields.text()
    assert "000:L267" in editor.form.other_fields.text()  # what the flag means, from the format


# -- editing a cell -------------------------------------------------------------------------------------------
def test_a_cell_edited_in_the_table_is_one_undo_step(qtbot, editor, document):
    line = cell_editor(qtbot, editor, 0, "Damage")
    assert line.text() == "25 Physical"
    line.selectAll()
    qtbot.keyClicks(line, "30 Physical")
    assert document.undo_stack.count() == 0  # typing is not an edit
    qtbot.keyClick(line, Qt.Key.Key_Return)  # the view commits the cell editor's text once back in its loop
    qtbot.waitUntil(lambda: document.undo_stack.count() == 1)
    assert document.war.characters["saber"].skills[0]["Damage"] == "30 Physical"
    assert document.undo_stack.count() == 1
    assert "Damage 25 Physical → 30 Physical" in document.undo_stack.text(0)
    assert editor.model.index(0, column(editor, "Damage")).data() == "30 Physical"
    assert editor.form.rows["Damage"].editor.text() == "30 Physical"
    document.undo_stack.undo()
    assert document.war.characters["saber"].skills[0]["Damage"] == "25 Physical"
    assert editor.model.index(0, column(editor, "Damage")).data() == "25 Physical"
    document.undo_stack.redo()
    assert editor.model.index(0, column(editor, "Damage")).data() == "30 Physical"


def test_the_models_set_data_writes_numbers_as_numbers_and_empty_as_no_field(editor, document):
    model = editor.model
    assert model.setData(model.index(2, column(editor, "Max Number of Targets")), "3")
    assert document.war.characters["saber"].skills[2]["Max Number of Targets"] == 3
    assert model.setData(model.index(2, column(editor, "Duration")), "")
    assert "Duration" not in document.war.characters["saber"].skills[2]
    assert model.setData(model.index(2, column(editor, "Duration")), "")  # nothing to remove: no step
    assert document.undo_stack.count() == 2


# -- editing in the form --------------------------------------------------------------------------------------
def test_a_paragraph_typed_in_the_form_is_one_undo_step_made_on_leaving_it(qtbot, editor, document):
    editor.select_rows([2])
    description = editor.form.rows["Description"].editor
    focus(qtbot, description)
    description.moveCursor(description.textCursor().MoveOperation.End)
    qtbot.keyClicks(description, " Even a god.")
    assert document.undo_stack.count() == 0
    focus(qtbot, editor.view)  # leaving the field commits it
    assert document.war.characters["saber"].skills[2]["Description"].endswith("out of his location. Even a god.")
    assert document.undo_stack.count() == 1
    assert document.undo_stack.text(0).startswith("Saber: skill Oath of the Nine Days Description")


def test_a_short_field_of_the_form_commits_on_enter(qtbot, editor, document):
    editor.select_rows([3])
    damage = editor.form.rows["Damage"].editor
    focus(qtbot, damage)
    damage.selectAll()
    qtbot.keyClicks(damage, "50 Physical")
    qtbot.keyClick(damage, Qt.Key.Key_Return)
    assert document.war.characters["saber"].skills[3]["Damage"] == "50 Physical"
    assert editor.model.index(3, column(editor, "Damage")).data() == "50 Physical"
    assert document.undo_stack.count() == 1
    document.undo_stack.undo()
    assert damage.text() == "45 Physical"


# -- problems -------------------------------------------------------------------------------------------------
def test_an_unreadable_damage_is_shown_red_with_its_message_and_fixing_it_clears_it(editor, document):
    """000:L247-265: a damage part is '<amount> <kind>'."""
    index = editor.model.index(0, column(editor, "Damage"))
    assert editor.model.setData(index, "25 Physcal")
    index = editor.model.index(0, column(editor, "Damage"))
    messages = index.data(PROBLEMS_ROLE)
    assert messages and "cannot read damage part '25 Physcal'" in messages[0]
    assert index.data(Qt.ItemDataRole.BackgroundRole).color() == PROBLEM_BACKGROUND
    assert "⚠ " + messages[0] in index.data(Qt.ItemDataRole.ToolTipRole)
    assert "⚠" in editor.model.headerData(0, Qt.Orientation.Vertical)
    assert editor.model.index(0, column(editor, "Cost")).data(PROBLEMS_ROLE) == []
    row = editor.form.rows["Damage"]
    assert row.problem.isVisible() and messages[0] in row.problem.text()
    assert row.editor.styleSheet() == PROBLEM_STYLE

    assert editor.model.setData(index, "25 Physical")
    index = editor.model.index(0, column(editor, "Damage"))
    assert index.data(PROBLEMS_ROLE) == []
    assert index.data(Qt.ItemDataRole.BackgroundRole) is None
    assert not row.problem.isVisible() and row.editor.styleSheet() == ""
    assert document.undo_stack.count() == 2


def test_a_rank_is_checked_as_it_is_typed_and_nothing_changes_until_enter(qtbot, editor, document):
    """Skill ranks take at most three '+' (ap-sp 000:L75; the engine's skill rank policy)."""
    line = cell_editor(qtbot, editor, 1, "Rank")
    line.selectAll()
    qtbot.keyClicks(line, "A++++")
    assert line.styleSheet() == PROBLEM_STYLE and "A++++" in line.toolTip()
    assert document.war.characters["saber"].skills[1]["Rank"] == "B"
    assert document.undo_stack.count() == 0
    qtbot.keyClick(line, Qt.Key.Key_Backspace)
    assert line.styleSheet() == ""
    qtbot.keyClick(line, Qt.Key.Key_Escape)
    assert document.undo_stack.count() == 0

    editor.select_rows([1])
    rank = editor.form.rows["Rank"]
    focus(qtbot, rank.editor)
    rank.editor.selectAll()
    qtbot.keyClicks(rank.editor, "Q")
    assert rank.problem.isVisible() and "Q" in rank.problem.text()
    assert document.undo_stack.count() == 0


# -- adding, removing, moving, duplicating --------------------------------------------------------------------
def test_insert_adds_a_blank_skill_after_the_selected_one(qtbot, editor, document):
    editor.select_rows([1])
    focus(qtbot, editor.view)
    qtbot.keyClick(editor.view, Qt.Key.Key_Insert)
    skills = document.war.characters["saber"].skills
    assert len(skills) == 5 and skills[2] == editor.skill_format.blank()
    assert editor.selected_rows() == [2]
    assert editor.model.index(2, 0).data(PROBLEMS_ROLE)  # the blank skill needs a Name and a Type
    document.undo_stack.undo()
    assert names(document) == SABER and editor.model.rowCount() == 4


def test_delete_removes_the_selected_skills_in_one_step_and_undo_brings_them_back(qtbot, editor, document):
    editor.select_rows([0, 2])
    focus(qtbot, editor.view)
    qtbot.keyClick(editor.view, Qt.Key.Key_Delete)
    assert names(document) == ["Warden of the Crossing", "Ninefold Ford"]
    assert document.undo_stack.count() == 1 and document.undo_stack.text(0) == "Saber: remove 2 skills"
    document.undo_stack.undo()
    assert names(document) == SABER
    assert [editor.model.index(r, 0).data() for r in range(4)] == SABER


def test_ctrl_up_and_down_move_the_selected_skill(qtbot, editor, document):
    editor.select_rows([2])
    focus(qtbot, editor.view)
    qtbot.keyClick(editor.view, Qt.Key.Key_Up, Qt.KeyboardModifier.ControlModifier)
    assert names(document) == [SABER[0], SABER[2], SABER[1], SABER[3]]
    assert editor.selected_rows() == [1]
    assert document.undo_stack.text(0) == "Saber: move skill Oath of the Nine Days up"
    qtbot.keyClick(editor.view, Qt.Key.Key_Down, Qt.KeyboardModifier.ControlModifier)
    assert names(document) == SABER and editor.selected_rows() == [2]
    editor.select_rows([0])
    assert not editor.toolbar.by_key["up"].isEnabled() and not editor.move_selected(-1)
    document.undo_stack.undo()
    document.undo_stack.undo()
    assert names(document) == SABER and document.undo_stack.index() == 0


def test_duplicate_copies_the_selected_skills_below_them(editor, document):
    editor.select_rows([1, 2])
    editor.toolbar.by_key["duplicate"].trigger()
    assert names(document) == SABER[:3] + SABER[1:3] + SABER[3:]
    assert editor.selected_rows() == [3, 4]
    assert document.undo_stack.count() == 1


# -- copying to another character -----------------------------------------------------------------------------
def test_two_skills_copied_to_another_character_are_one_undo_step(editor, document):
    before = names(document, "tobias")
    editor.select_rows([1, 3])
    editor.toolbar.fill_copy_menu()
    targets = {a.objectName(): a for a in editor.toolbar.copy_menu.actions()}
    assert "copyTo:saber" not in targets and "copyTo:tobias" in targets
    assert targets["copyTo:tobias"].text() == "Tobias Greenhalgh"
    targets["copyTo:tobias"].trigger()
    assert names(document, "tobias") == before + ["Warden of the Crossing", "Ninefold Ford"]
    assert names(document) == SABER
    assert document.undo_stack.count() == 1
    assert document.undo_stack.text(0) == "Saber: copy 2 skills to Tobias Greenhalgh"
    document.undo_stack.undo()
    assert names(document, "tobias") == before


# -- the library ----------------------------------------------------------------------------------------------
def test_from_library_inserts_the_chosen_skill_as_one_step(qtbot, editor, document):
    seen = []

    def pick(dialog: LibraryDialog):
        seen.append(dialog)
        assert [dialog.table.item(r, 1).text() for r in range(3)] == ["Basic attack"] * 3
        dialog.filter.setText("storm")
        assert [s.name for s in dialog.visible()] == ["Lightning Storm"]
        assert [s.name for s in dialog.chosen()] == ["Lightning Storm"]
        assert "30 Magical, Stun 1" in dialog.preview.toPlainText()
        assert "ap-sp 000:L769-L785" in dialog.preview.toPlainText()
        return QDialog.DialogCode.Accepted

    editor.run_dialog = pick
    editor.select_rows([0])
    editor.toolbar.by_key["library"].trigger()
    assert len(seen) == 1
    storm = next(s for s in library("ap-sp") if s.name == "Lightning Storm")
    assert document.war.characters["saber"].skills[1] == storm.entry
    assert editor.selected_rows() == [1]
    assert document.undo_stack.count() == 1
    assert document.undo_stack.text(0) == "Saber: add skill Lightning Storm from the library"
    document.undo_stack.undo()
    assert names(document) == SABER


def test_a_cancelled_library_changes_nothing(editor, document):
    editor.run_dialog = lambda dialog: QDialog.DialogCode.Rejected
    assert not editor.open_library()
    assert document.undo_stack.count() == 0


# -- progressions ---------------------------------------------------------------------------------------------
def test_a_progression_shows_what_is_in_force_and_the_stage_is_set_in_the_form(editor, document):
    """000:L879-905: "Power Blow" takes the latter values once "Power Boost" is used."""
    blow = next(s for s in library("ap-sp") if s.entry.get("Damage", "").startswith("25 Physical ->"))
    editor.insert_from_library([blow])
    row = editor.selected_rows()[0]
    assert editor.model.index(row, column(editor, "Damage")).data() == "25 Physical -> 50 Physical, Stun 1"
    assert editor.form.stage_spin.isVisible() and editor.form.stage_spin.maximum() == 1
    assert "in force at stage 0" in editor.form.in_force.text() and "Damage 25 Physical;" in editor.form.in_force.text()
    editor.form.stage_spin.setValue(1)
    assert document.war.characters["saber"].skills[row]["stage"] == 1
    assert "Damage 50 Physical, Stun 1" in editor.form.in_force.text() and "Rank D+" in editor.form.in_force.text()
    assert "stage" in editor.form.other_fields.text()
    document.undo_stack.undo()
    assert "stage" not in document.war.characters["saber"].skills[row]
    assert editor.form.stage_spin.value() == 0


# -- going to a problem ---------------------------------------------------------------------------------------
def test_go_to_selects_the_entry_and_the_field(editor):
    editor.go_to("skills[3].Damage")
    assert editor.selected_rows() == [3]
    assert editor.view.currentIndex().column() == column(editor, "Damage")
    editor.go_to("items[0].name")  # another list's field: nothing changes
    assert editor.selected_rows() == [3]


# -- read-only wars -------------------------------------------------------------------------------------------
@pytest.fixture
def readonly_document(tmp_path, qtbot):
    path = tmp_path / "night.gmdesk"
    with WarStore.create(path, load_war(SAMPLE)):
        pass
    doc = WarDocument(WarStore.open(path, readonly=True))
    assert doc.readonly
    yield doc
    doc.close()


def test_a_read_only_war_shows_the_skills_and_refuses_every_change(qtbot, readonly_document):
    document = readonly_document
    editor = shown(qtbot, SkillsEditor(document))
    editor.set_character("saber")
    index = editor.model.index(0, column(editor, "Damage"))
    assert index.data() == "25 Physical"
    assert not index.flags() & Qt.ItemFlag.ItemIsEditable
    assert not editor.model.setData(index, "99 Physical")
    assert [k for k, a in editor.toolbar.by_key.items() if a.isEnabled()] == []
    assert all(row.editor.isReadOnly() for row in editor.form.rows.values())
    with qtbot.waitSignal(document.refused) as refused:
        assert not editor.set_value(0, editor.skill_format.field("Damage"), "99 Physical")
    assert "read-only" in refused.args[0]
    editor.select_rows([0])
    assert not editor.remove()
    assert names(document) == SABER
    assert document.war.characters["saber"].skills[0]["Damage"] == "25 Physical"
    assert document.undo_stack.count() == 0


# -- the same table for items and statuses --------------------------------------------------------------------
def test_the_editor_serves_items_and_statuses_with_their_own_format(qtbot, document):
    items = shown(qtbot, SkillsEditor(document, list_name="items", skill_format=ITEM_FORMAT))
    items.set_character("tobias")
    assert "library" not in items.toolbar.by_key
    assert items.model.rowCount() == 1
    items.add()
    assert len(document.war.characters["tobias"].items) == 2
    assert document.undo_stack.text(0) == "Tobias Greenhalgh: add item (unnamed)"
    statuses = shown(qtbot, SkillsEditor(document, list_name="statuses", skill_format=STATUS_FORMAT))
    statuses.set_character("berserker")
    turns = statuses.model.index(0, column(statuses, "turns"))
    assert turns.data() == "2"
    assert statuses.model.setData(turns, "3")
    assert document.war.characters["berserker"].statuses[0]["turns"] == 3
    statuses.select_rows([0])
    assert statuses.remove()
    assert document.war.characters["berserker"].statuses == []


@pytest.mark.parametrize(("width", "side_by_side"), [(370, False), (720, True)])
def test_the_form_stacks_its_long_fields_under_the_short_ones_in_a_narrow_dock(qtbot, editor, width, side_by_side):
    """QA qa-newwar: in the Sheet dock's first width (about 370 pixels at 1366 × 768 and at 1920 × 1080) the long
    fields stood beside the short ones and a short field's box was 65 pixels ("Anti-Perso", "25 Physica")."""
    editor.resize(width, 700)
    editor.select_rows([0])
    QApplication.processEvents()
    form = editor.form
    damage, description = form.rows["Damage"], form.rows["Description"]
    beside = description.mapTo(form.widget(), description.rect().topLeft()).x() > damage.mapTo(
        form.widget(), damage.rect().topRight()).x()
    assert beside == side_by_side
    assert damage.width() >= (150 if not side_by_side else 100)
    assert form.rows["Description"].width() >= damage.width()


def test_a_flags_meaning_is_said_in_the_windows_language(qtbot, document):
    """The form's note on a sheet flag (ap-sp's ``basic``, 000:L267) is the ruleset's sentence in the window's
    language: Japanese in a Japanese window, the same English otherwise."""
    from gmdesk.ui import i18n

    i18n.install("ja")
    try:
        widget = SkillsEditor(document)
        widget.set_character("saber")
        shown(qtbot, widget)
        text = widget.form.other_fields.text()
        widget.close()
    finally:
        i18n.install("en")
    assert "基本攻撃（スキルとは別に記載、000:L267）" in text and "listed apart" not in text
