"""A game master's review of the sheet editor and the Characters menu: what was typed and then lost, edits
made by scrolling, two undo steps for one number, a class that vanished on Enter, a form wider than its
dock, and the read-only war. One test for each fix."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QTextCursor, QWheelEvent
from PySide6.QtWidgets import QApplication, QGroupBox, QPushButton

from gmdesk.model.warfile import load_war
from gmdesk.store import WarStore
from gmdesk.ui.document import WarDocument
from gmdesk.ui.main_window import MainWindow
from gmdesk.ui.settings import Settings
from gmdesk.ui.sheet.editor import SheetEditor
from gmdesk.ui.sheet.new_character import NewCharacterDialog

MAPS = Path(__file__).resolve().parents[2] / "maps"
RULESETS = ("ap-sp", "valor", "skirmish", "true-hgw", "roll-dice")


def war_file(tmp_path, ruleset="ap-sp") -> Path:
    path = tmp_path / f"{ruleset}.gmdesk"
    with WarStore.create(path, load_war(MAPS / f"sample-{ruleset}.json")):
        pass
    return path


def stored(path):
    """The war as the file holds it (a second opening, read-only while a window holds the file)."""
    store = WarStore.open(path)
    try:
        return store.load_war()
    finally:
        store.close()


@pytest.fixture
def open_window(qtbot, tmp_path):
    """A main window at 1300 × 850 with a sample war open, its sheet dock showing ``cid``."""
    windows = []

    def make(ruleset="ap-sp", cid="saber", path=None):
        win = MainWindow(Settings(tmp_path / f"settings{len(windows)}.ini"), tmp_path / "home")
        qtbot.addWidget(win)
        win.resize(1300, 850)
        win.show()
        qtbot.waitExposed(win)
        win.activateWindow()
        assert win.open_path(path or war_file(tmp_path, ruleset))
        win.docks["cast"].select_character(cid)
        win.characters.edit_sheet(cid)
        windows.append(win)
        return win, win.docks["sheet"].editor

    yield make
    for win in windows:
        win.close_war()


@pytest.fixture
def document(tmp_path, qtbot):
    doc = WarDocument.create(tmp_path / "war.gmdesk", load_war(MAPS / "sample-ap-sp.json"))
    yield doc
    doc.close()


def open_editor(qtbot, document, cid):
    editor = SheetEditor(document)
    qtbot.addWidget(editor)
    editor.resize(360, 800)
    editor.show()
    editor.set_character(cid)
    return editor


def type_over(qtbot, line, text):
    line.setFocus()
    line.selectAll()
    qtbot.keyClicks(line, text)


def wheel(widget, steps=-1):
    """One notch of the mouse wheel over ``widget`` (down for negative ``steps``)."""
    pos = QPointF(widget.width() / 2, widget.height() / 2)
    event = QWheelEvent(pos, widget.mapToGlobal(pos), QPoint(0, 0), QPoint(0, 120 * steps),
                        Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(widget, event)


def steps(document):
    return [document.undo_stack.text(i) for i in range(document.undo_stack.count())]


# -- what is typed and not yet entered ----------------------------------------------------------------------
def test_save_by_its_shortcut_keeps_what_is_typed_in_the_name_and_a_number(qtbot, open_window):
    """Ctrl+S leaves the cursor in the field, so the field never reports its change by itself."""
    win, editor = open_window()
    type_over(qtbot, editor.field("name"), "Saber of the Ford")
    type_over(qtbot, editor.field("health"), "123")  # leaving the name commits it: this one stays typed
    assert win.save()
    saber = stored(win.document.path).characters["saber"]
    assert (saber.name, saber.health) == ("Saber of the Ford", 123)


def test_closing_the_war_keeps_what_is_typed_and_makes_no_edit_after_it_closed(qtbot, open_window):
    win, editor = open_window()
    path = win.document.path
    stack = win.document.undo_stack
    type_over(qtbot, editor.field("true_name"), "Hrodvar the Drowned")
    assert win.close_war()
    assert stack.count() == 1  # the typed name, committed before closing; nothing pushed once closed
    assert stored(path).characters["saber"].true_name == "Hrodvar the Drowned"


def test_a_class_typed_and_entered_is_kept_not_dropped(qtbot, open_window):
    """Enter in an editable list added the text as an item without a value: the class went to nothing."""
    win, editor = open_window("valor")
    line = editor.field("class").lineEdit()
    type_over(qtbot, line, "Ruler")
    qtbot.keyClick(line, Qt.Key.Key_Return)
    assert win.document.war.characters["saber"].class_name == "Ruler"
    assert steps(win.document) == ["Saber: class Saber → Ruler"]
    assert editor.field("class").currentText() == "Ruler"


def test_both_notes_typed_are_kept_when_the_pending_edits_are_committed(qtbot, document):
    """Committing the Notes redrew the form, which put the war's GM notes back over the typed ones."""
    editor = open_editor(qtbot, document, "saber")
    for field, words in ((editor.notes, " Limps."), (editor.gm_notes, " Fears the sea.")):
        field.moveCursor(QTextCursor.MoveOperation.End)
        qtbot.keyClicks(field, words)
    editor.commit_pending()
    saber = document.war.characters["saber"]
    assert saber.notes.endswith("Limps.") and saber.gm_notes.endswith("Fears the sea.")
    assert len(steps(document)) == 2


def test_a_redraw_for_another_edit_keeps_what_is_typed_in_a_field(qtbot, document):
    editor = open_editor(qtbot, document, "saber")
    type_over(qtbot, editor.field("true_name"), "Half typed")
    from gmdesk.model.sheetedits import SetSheetValue

    document.do(SetSheetValue("saber", ("health",), 10))  # e.g. an edit from elsewhere: the form redraws
    assert editor.field("health").text() == "10"
    assert editor.field("true_name").text() == "Half typed"
    editor.commit_pending()
    assert document.war.characters["saber"].true_name == "Half typed"


# -- one edit, one undo step; no edit by scrolling ---------------------------------------------------------
def test_typing_a_number_of_command_spells_is_one_undo_step(qtbot, document):
    editor = open_editor(qtbot, document, "odile")
    spells = editor.field("command_spells")
    spells.setFocus()
    spells.selectAll()
    qtbot.keyClicks(spells, "12")
    qtbot.keyClick(spells, Qt.Key.Key_Return)
    assert document.war.characters["odile"].command_spells == 12
    assert steps(document) == ["Odile Verhaegen: Command Spells 3 → 12"]


def test_subranks_typed_are_one_undo_step_once_entered(qtbot, document):
    editor = open_editor(qtbot, document, "saber")
    subranks = editor.field("stats.STR").subranks
    subranks.setFocus()
    subranks.selectAll()
    qtbot.keyClicks(subranks, "+2")
    assert steps(document) == []
    editor.commit_pending()  # as File > Save does
    assert str(document.war.characters["saber"].stats["STR"]) == "A++"
    assert steps(document) == ["Saber: STR A → A++"]


def test_the_wheel_scrolls_the_sheet_without_changing_the_lists_it_passes_over(qtbot, document):
    editor = open_editor(qtbot, document, "odile")
    editor.problem_list.setFocus()
    picker = editor.field("stats.STR")
    for widget in (editor.field("team"), picker.letter, picker.subranks, editor.field("command_spells")):
        wheel(widget)
    odile = document.war.characters["odile"]
    assert (odile.team, str(odile.stats["STR"]), odile.command_spells) == ("verhaegen", "E", 3)
    assert steps(document) == []
    team = editor.field("team")
    editor.activateWindow()
    team.setFocus()  # clicked: now the wheel is the GM's choice
    qtbot.waitUntil(team.hasFocus)
    wheel(team)
    assert document.war.characters["odile"].team != "verhaegen"


# -- numbers -----------------------------------------------------------------------------------------------
def test_a_typo_mark_goes_when_the_number_is_typed_back(qtbot, document):
    editor = open_editor(qtbot, document, "saber")
    health = editor.field("health")
    type_over(qtbot, health, "lots")
    health.editingFinished.emit()
    assert health.problems and "not a number" in health.problems[0]
    type_over(qtbot, health, "300")  # what the war holds: no edit, and no typo any more
    health.editingFinished.emit()
    assert health.problems == [] and "⚠" not in health.toolTip()
    assert steps(document) == []


def test_a_thousands_comma_is_refused_not_read_as_a_decimal(qtbot, document):
    editor = open_editor(qtbot, document, "saber")
    health = editor.field("health")
    type_over(qtbot, health, "1,000")
    health.editingFinished.emit()
    assert document.war.characters["saber"].health == 300  # not 1
    assert "1000" in health.problems[0]
    type_over(qtbot, health, "2,5")
    health.editingFinished.emit()
    assert document.war.characters["saber"].health == 2.5 and health.problems == []


# -- the form in the dock ----------------------------------------------------------------------------------
@pytest.mark.parametrize("ruleset", RULESETS)
def test_the_sheet_fits_the_dock_and_the_readings_are_readable(qtbot, open_window, ruleset):
    """At 1300 × 850 the form was wider than the dock (cut at the right, no scroll bar) and the stat
    readings were squeezed into a column a few pixels wide."""
    win, editor = open_window(ruleset)
    qtbot.wait(1)
    page = editor.form_host.widget()
    assert page.minimumSizeHint().width() <= editor.form_host.viewport().width()
    readings = [label for label in editor.table_labels.values() if label.text()]
    assert readings
    for label in readings:
        assert label.isVisible() and label.width() >= 150, (label.objectName(), label.width())
        assert label.height() <= 3 * label.fontMetrics().lineSpacing() + 4
    derived = next(box for box in page.findChildren(QGroupBox) if box.title() == "Derived from the sheet")
    assert derived.isVisible() == (editor.derived_table.rowCount() > 0)  # no empty table


def test_derived_rows_are_as_tall_as_their_wrapped_arithmetic(qtbot, open_window):
    """Rows fitted while the header resized kept the height of the width before: "FP budget" showed one
    line of two, its end cut."""
    win, editor = open_window("roll-dice")
    table = editor.derived_table
    for width in (520, 370):
        win.resizeDocks([win.docks["sheet"]], [width], Qt.Orientation.Horizontal)
        QApplication.processEvents()  # the new width reaches the table
        qtbot.waitUntil(lambda: all(table.rowHeight(r) >= table.sizeHintForRow(r) for r in range(table.rowCount())))


def test_tab_leaves_the_derived_values_table(qtbot, open_window):
    win, editor = open_window("roll-dice")
    table = editor.derived_table
    table.setCurrentCell(0, 0)
    table.setFocus()
    qtbot.waitUntil(table.hasFocus)
    qtbot.keyClick(table, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is not table  # not the next of its 24 cells


def test_a_long_true_name_shows_its_beginning(qtbot, document):
    editor = open_editor(qtbot, document, "saber")
    assert editor.field("true_name").cursorPosition() == 0


def test_a_servant_turned_master_still_shows_the_contract_it_keeps(qtbot, document):
    editor = open_editor(qtbot, document, "saber")
    kind = editor.field("kind")
    kind.setCurrentIndex(kind.findData("master"))
    kind.activated.emit(kind.currentIndex())
    assert editor.field("command_spells") is not None
    master = editor.field("master")
    assert master is not None and master.currentData() == "odile"
    master.setCurrentIndex(master.findData(None))
    master.activated.emit(master.currentIndex())
    assert document.war.characters["saber"].master is None
    assert editor.field("master") is None  # a Master without a contract has no such field
    document.undo_stack.undo()
    document.undo_stack.undo()
    assert editor.field("master").currentData() == "odile" and editor.field("command_spells") is None


# -- read-only and the Characters menu ---------------------------------------------------------------------
def test_a_readonly_war_offers_no_point_to_add_and_no_character_to_add_or_delete(qtbot, open_window, tmp_path):
    first, _ = open_window("valor")
    second, editor = open_window(path=first.document.path)
    assert second.document.readonly
    assert not editor.new_point.isEnabled()
    assert not editor.findChild(QPushButton, "addPoint").isEnabled()
    before = len(second.dialogs)
    assert second.characters.new_character() is None  # refused before the GM fills in the dialog
    assert not any(isinstance(d, NewCharacterDialog) for d in second.dialogs[before:])
    assert any("read-only" in d.text() for d in second.dialogs if hasattr(d, "text"))
    second.docks["cast"].select_character("archer")
    assert not second.characters.delete_character()
    assert "archer" in second.document.war.characters


def test_the_copy_s_name_follows_the_sheet_chosen_until_the_gm_types_one(qtbot, document):
    dialog = NewCharacterDialog(document.war, document.ruleset)
    qtbot.addWidget(dialog)
    dialog.copy_of.setCurrentIndex(dialog.copy_of.findData("archer"))
    assert dialog.name.text() == "Archer (copy)"
    dialog.copy_of.setCurrentIndex(dialog.copy_of.findData("lancer"))
    assert dialog.name.text() == "Lancer (copy)"
    dialog.copy_of.setCurrentIndex(0)  # a blank sheet again: no copy's name
    assert dialog.name.text() == ""
    dialog.name.setText("Ilse Brandt")
    dialog.copy_of.setCurrentIndex(dialog.copy_of.findData("rider"))
    assert dialog.name.text() == "Ilse Brandt"  # the GM's own name stays
