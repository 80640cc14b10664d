"""What a game master's review of the real window found, each fixed and held here by a test.

Every test drives the main window (or the widget a GM would touch) offscreen, the way a GM would:
menus, dialogs answered as a GM answers them, real mouse and key events on the map.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, Qt, QTimer
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QComboBox, QDialog, QFileDialog, QMessageBox, QUndoView

from gmdesk.model.warfile import load_war
from gmdesk.store import WarStore
from gmdesk.ui.file_dialogs import file_name_for
from gmdesk.ui.main_window import MainWindow
from gmdesk.ui.new_war import NewWarDialog
from gmdesk.ui.settings import Settings

MAPS = Path(__file__).resolve().parents[2] / "maps"
SAMPLE = MAPS / "sample-ap-sp-night2.json"


@pytest.fixture
def window(qtbot, tmp_path):
    win = MainWindow(Settings(tmp_path / "settings.ini"), tmp_path / "home")
    qtbot.addWidget(win)
    win.resize(1200, 800)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.close_war()


@pytest.fixture
def war_file(tmp_path) -> Path:
    path = tmp_path / "night.gmdesk"
    with WarStore.create(path, load_war(SAMPLE)):
        pass
    return path


def error_texts(win) -> list[str]:
    return [d.text() for d in win.dialogs if isinstance(d, QMessageBox) and d.isVisible()]


def answer_save_dialog(monkeypatch, path: Path | None, asked: list | None = None) -> None:
    """The GM picks ``path`` in the save dialog (None: cancels); what was suggested lands in ``asked``."""
    def answer(_parent, _caption, suggested, _filter):
        if asked is not None:
            asked.append(suggested)
        return (str(path), "") if path is not None else ("", "")
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(answer))


def new_war_from_dialog(monkeypatch, title: str) -> None:
    """The GM fills File > New War with ``title`` on the empty map and presses OK."""
    def run(dialog):
        dialog.title.setText(title)
        dialog.select_map(None)
        dialog._accept()
        return QDialog.DialogCode.Accepted
    monkeypatch.setattr(NewWarDialog, "exec", run)


# -- opening ----------------------------------------------------------------------------------------------
def test_opening_the_war_already_open_keeps_it_writable(window, war_file):
    """Open Recent's first entry is the war on screen: picking it must not reopen it read-only
    against our own lock."""
    assert window.open_path(war_file)
    document = window.document
    window.recent_menu.aboutToShow.emit()
    window.recent_menu.actions()[0].trigger()
    assert window.document is document and not document.readonly
    assert "read-only" not in window.windowTitle()
    assert error_texts(window) == []


def test_a_war_of_an_unknown_ruleset_is_refused_in_words_and_let_go(window, tmp_path):
    war = load_war(SAMPLE)
    war.ruleset = "homebrew"
    path = tmp_path / "homebrew.gmdesk"
    with WarStore.create(path, war):
        pass
    assert not window.open_path(path)
    texts = error_texts(window)
    assert texts and "homebrew.gmdesk" in texts[-1] and "unknown ruleset 'homebrew'" in texts[-1]
    assert window.document is None and window.centralWidget().objectName() == "welcome"
    with WarStore.open(path) as store:  # not left locked by the refused open
        assert not store.readonly


def test_a_json_war_of_an_unknown_ruleset_makes_no_war_file(window, tmp_path):
    data = json.loads(SAMPLE.read_text())
    data["ruleset"] = "homebrew"
    source = tmp_path / "homebrew.json"
    source.write_text(json.dumps(data))
    assert not window.open_path(source)
    assert "unknown ruleset 'homebrew'" in error_texts(window)[-1]
    assert not source.with_suffix(".gmdesk").exists()


def test_a_bad_json_war_is_reported_before_the_gm_is_asked_for_a_name(window, tmp_path, monkeypatch):
    source = tmp_path / "night.json"
    source.write_text(SAMPLE.read_text()[:2000])  # truncated
    source.with_suffix(".gmdesk").write_bytes(b"")  # the name beside it is taken
    asked: list = []
    answer_save_dialog(monkeypatch, tmp_path / "other.gmdesk", asked)
    assert not window.import_json(source)
    assert asked == []
    assert "night.json" in error_texts(window)[-1]


def _press_in_modal_box(qtbot, starting: str, seen: list) -> None:
    """When the next modal box shows, note its text and press its button whose words start ``starting``."""
    def press() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        seen.append(box.text())
        next(b for b in box.buttons() if b.text().startswith(starting)).click()
    QTimer.singleShot(0, press)


@pytest.mark.parametrize("answer", ["Open", "Import again", "Cancel"])
def test_a_json_war_imported_before_asks_in_words_what_to_do(qtbot, window, tmp_path, monkeypatch, answer):
    """QA (night #10): opening a JSON war a second time stopped on a bare "Save the imported war as" file
    dialog. It says that a war file is beside it and offers to open it, to import again, or to cancel."""
    source = tmp_path / "night.json"
    source.write_text(SAMPLE.read_text())
    assert window.open_path(source)
    made = source.with_suffix(".gmdesk")
    assert window.document.path == made
    window.close_war()
    asked: list = []
    answer_save_dialog(monkeypatch, tmp_path / "again.gmdesk", asked)
    seen: list = []
    _press_in_modal_box(qtbot, answer, seen)
    opened = window.open_path(source)
    assert seen == ["night.json has a war file beside it already: night.gmdesk"]
    if answer == "Open":
        assert opened and window.document.path == made and asked == []
    elif answer == "Import again":
        assert opened and window.document.path == tmp_path / "again.gmdesk" and Path(asked[0]) == made
    else:
        assert not opened and window.document is None and asked == []


def test_the_welcome_list_forgets_a_recent_war_that_is_gone(qtbot, window, war_file):
    """QA (files #12): picking a recent war that was deleted gave its error, and the welcome panel behind the
    dialog still listed it (picking it again gave the same error)."""
    assert window.open_path(war_file)
    window.close_war()
    war_file.unlink()
    window.open_path(war_file)
    welcome = window.centralWidget()
    assert window.document is None
    assert not hasattr(welcome, "recent") or welcome.recent.count() == 0  # (no list at all with no recent war)


def test_the_map_is_fitted_when_a_war_opens_and_stays_so_until_the_gm_zooms(qtbot, window, war_file):
    window.open_path(war_file)
    window.ensure_ready()  # the docks, which come after the map's first paint (docs/startup.md)
    qtbot.wait(20)  # the window settles: docks placed, the map's view resized
    view = window.map_panel.view
    shown = view.visible_scene_rect()
    for loc in window.document.war.map.locations.values():
        assert shown.contains(QPointF(loc.x, loc.y)), loc.id
    window.resize(900, 700)
    qtbot.wait(20)
    shown = view.visible_scene_rect()
    assert all(shown.contains(QPointF(loc.x, loc.y)) for loc in window.document.war.map.locations.values())
    view.zoom_in()
    zoom = view.zoom()
    window.resize(1200, 800)
    qtbot.wait(20)
    assert view.zoom() == zoom  # the GM's zoom is kept


# -- new war, Save As --------------------------------------------------------------------------------------
def test_a_new_wars_title_makes_a_file_name_in_the_chosen_folder(window, tmp_path, monkeypatch):
    assert file_name_for('Fate/Zero: "again"?') == "Fate-Zero- -again"
    assert file_name_for("///") == "war"
    window.settings.set("files/last_folder", str(tmp_path))
    new_war_from_dialog(monkeypatch, "Fate/Zero")
    asked: list = []
    answer_save_dialog(monkeypatch, tmp_path / "fz.gmdesk", asked)
    window.actions_by_name("action.new").trigger()
    assert Path(asked[0]).parent == tmp_path and Path(asked[0]).name == "Fate-Zero.gmdesk"
    assert window.document is not None and window.document.path == tmp_path / "fz.gmdesk"


def test_a_new_war_replaces_a_file_the_gm_agreed_to_overwrite_but_never_the_open_war(
        window, war_file, tmp_path, monkeypatch):
    old = tmp_path / "old.gmdesk"
    with WarStore.create(old, load_war(SAMPLE)):
        pass
    new_war_from_dialog(monkeypatch, "Again")
    answer_save_dialog(monkeypatch, old)  # the save dialog asked "replace?" and the GM said yes
    window.actions_by_name("action.new").trigger()
    assert error_texts(window) == []
    assert window.document.path == old and window.document.war.title == "Again"
    assert not window.document.war.map.locations

    window.actions_by_name("action.new").trigger()  # the same name again: that is the war open now
    assert "open now" in error_texts(window)[-1]
    assert window.document.path == old and window.document.war.title == "Again"


def test_save_as_onto_the_file_itself_is_a_save(window, war_file, monkeypatch):
    window.open_path(war_file)
    window.map_panel.scene.select_locations(["collegium"])
    window.map_panel.delete_selected()
    answer_save_dialog(monkeypatch, war_file)
    window.actions_by_name("action.save_as").trigger()
    assert error_texts(window) == []
    assert not window.document.readonly and not window.isWindowModified()
    with WarStore.open(war_file, readonly=True) as store:
        assert "collegium" not in store.load_war().map.locations


# -- read-only ---------------------------------------------------------------------------------------------
def test_a_read_only_war_says_so_until_it_is_closed_and_takes_no_map(window, war_file):
    with WarStore.open(war_file):  # another writer holds it
        assert window.open_path(war_file)
        assert window.document.readonly
        mark = window.status_readonly
        assert mark.isVisible() and mark.text() == "Read-only"
        assert "another gmdesk" in mark.toolTip()
        window.statusBar().showMessage("a menu's tip replaces the message", 0)
        assert mark.isVisible()
        assert not window.actions_by_name("action.import_map").isEnabled()
        assert not window.actions_by_name("action.save").isEnabled()
        window.close_war()
        assert not mark.isVisible()


# -- the map editor ---------------------------------------------------------------------------------------
def test_deleting_a_selection_with_a_battlefield_is_refused_before_asking_where_people_go(window, war_file):
    window.open_path(war_file)
    panel = window.map_panel
    battlefield = window.document.war.battles[0].location
    panel.scene.select_locations(["hollin-wood", battlefield])
    asked = []
    panel.run_dialog = lambda dialog: asked.append(dialog) or QDialog.DialogCode.Accepted
    assert not panel.delete_selected()
    assert asked == []
    assert "battle" in error_texts(window)[-1]
    assert {"hollin-wood", battlefield} <= set(window.document.war.map.locations)
    assert window.document.undo_stack.count() == 0


def test_a_picture_that_cannot_be_read_gives_a_dialog(window, war_file, tmp_path, monkeypatch):
    window.open_path(war_file)
    bad = tmp_path / "plan.png"
    bad.write_text("not a picture")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (str(bad), "")))
    window.map_panel.action("map.background.load").trigger()
    assert "plan.png" in error_texts(window)[-1]
    assert window.document.background is None


def test_an_empty_map_says_how_to_start_until_a_location_is_added(qtbot, window, tmp_path):
    from gmdesk.ui.map.message_line import EMPTY_MAP_HINT

    dialog = NewWarDialog(window)
    dialog.select_map(None)
    assert window.create_war(dialog.build(), tmp_path / "blank.gmdesk")
    panel = window.map_panel
    assert panel.status.isVisibleTo(panel) and panel.status.text() == EMPTY_MAP_HINT
    assert panel.minimumSizeHint().width() < 400  # the long line wraps: it does not push the docks away
    panel.set_mode("add")
    qtbot.mouseClick(panel.view.viewport(), Qt.MouseButton.LeftButton, pos=panel.view.viewport().rect().center())
    assert len(window.document.war.map.locations) == 1
    assert panel.status.text() == ""
    window.undo_action.trigger()
    assert panel.status.text() == EMPTY_MAP_HINT


def test_tab_leaves_the_notes_of_a_location(qtbot, window, war_file):
    from gmdesk.ui.map.dialogs import LocationDialog

    window.open_path(war_file)
    war = window.document.war
    dialog = LocationDialog(war, war.map.locations["cape-light"], window)
    qtbot.addWidget(dialog)
    assert dialog.notes_edit.tabChangesFocus()
    before = dialog.notes_edit.toPlainText()
    qtbot.keyClick(dialog.notes_edit, Qt.Key.Key_Tab)
    assert dialog.notes_edit.toPlainText() == before


def test_ctrl_equals_zooms_in_like_ctrl_plus(qtbot, window, war_file):
    window.open_path(war_file)
    window.ensure_ready()  # the docks, which come after the map's first paint (docs/startup.md)
    qtbot.wait(20)
    view = window.map_panel.view
    view.setFocus()
    zoom = view.zoom()
    qtbot.keyClick(view.viewport(), Qt.Key.Key_Equal, Qt.KeyboardModifier.ControlModifier)
    assert view.zoom() == pytest.approx(zoom * 1.25)


def test_the_seen_by_list_leaves_room_for_the_tools_and_still_lists_whole_names(window, war_file):
    window.open_path(war_file)
    combo = window.map_panel.findChild(QComboBox, "map.viewer")
    longest = max((combo.itemText(i) for i in range(combo.count())), key=combo.fontMetrics().horizontalAdvance)
    assert combo.sizeHint().width() < combo.fontMetrics().horizontalAdvance(longest)
    assert combo.findText(longest) >= 0


# -- the window around the map ------------------------------------------------------------------------------
def test_the_shortcut_list_shows_only_keys_a_keyboard_has(window, war_file):
    from gmdesk.ui.shortcuts import shortcut_rows

    window.open_path(war_file)
    rows = {(menu, command): keys.split(", ") for menu, command, keys in shortcut_rows(window.menuBar())}
    save = QKeySequence("Ctrl+S").toString(QKeySequence.SequenceFormat.NativeText)
    assert rows[("File", "Save")] == [save]
    for keys in rows.values():
        assert not {"Save", "Undo", "Redo", "Close", "New", "Open", "Help", "Zoom In"} & set(keys), keys
        assert not any(k.startswith("F") and k[1:].isdigit() and int(k[1:]) > 12 for k in keys), keys  # Sun's F14…
    assert rows[("Edit", "Undo")][0] == QKeySequence("Ctrl+Z").toString(QKeySequence.SequenceFormat.NativeText)
    from gmdesk.ui.shortcuts import on_a_keyboard  # X11 lists Sun's Undo key, F14 (the offscreen platform does not)

    assert on_a_keyboard(QKeySequence("F12")) and not on_a_keyboard(QKeySequence("F14"))
    zoom_in = rows[("Map", "Zoom in")]
    assert QKeySequence("Ctrl+=").toString(QKeySequence.SequenceFormat.NativeText) in zoom_in


def test_the_welcome_panel_is_compact_and_the_war_menus_are_off_without_a_war(qtbot, window, war_file):
    window.open_path(war_file)
    assert window.map_menu.menuAction().isEnabled() and window.view_menu.menuAction().isEnabled()
    window.close_war()
    welcome = window.centralWidget()
    assert welcome.objectName() == "welcome"
    assert welcome.recent.count() == 1 and welcome.recent.height() < 4 * welcome.recent.sizeHintForRow(0)
    assert not window.map_menu.menuAction().isEnabled()
    assert [a.objectName() for a in window.view_menu.actions()] == [""]  # only the interface's language: no docks
    assert window.view_menu.actions()[0].menu().objectName() == "menu.language"
    with qtbot.waitSignal(welcome.recent_requested) as opened:
        qtbot.keyClick(welcome.recent, Qt.Key.Key_Return)
    assert opened.args == [str(war_file.resolve())]


def test_turns_and_events_share_the_bottom_when_a_war_opens_in_a_shown_window(qtbot, window, war_file):
    window.open_path(war_file)
    qtbot.wait(20)
    turns, events = window.docks["turns"].width(), window.docks["events"].width()
    assert events > 0.35 * (turns + events)
    window.resizeDocks([window.docks["turns"]], [1000], Qt.Orientation.Horizontal)
    window.actions_by_name("action.reset_layout").trigger()  # Reset Layout puts them back as they began
    qtbot.wait(20)
    turns, events = window.docks["turns"].width(), window.docks["events"].width()
    assert events > 0.35 * (turns + events)


def test_the_undo_history_names_the_starting_point(window, war_file):
    window.open_path(war_file)
    view = window.docks["undo"].widget()
    assert isinstance(view, QUndoView) and view.emptyLabel() == "(the war as opened)"


def test_the_undo_history_says_why_it_starts_afresh_after_a_turn_resolves(qtbot, window, war_file):
    """QA (night #4): Resolve Turn emptied the undo history with no word; the Undo History's first line says the
    turn was resolved, that the edits before are part of it and where to change them."""
    window.open_path(war_file)
    window.ensure_ready()
    document = window.document
    saber = document.war.characters["saber"]
    from gmdesk.model.sheetedits import SetSheetValue  # an edit before the turn, on the undo stack

    assert document.do(SetSheetValue("saber", ("mana",), (saber.mana or 0) - 10))
    assert document.undo_stack.count() == 1
    with qtbot.waitSignal(document.turns.turn_stored):
        window.actions_by_name("action.resolve_turn").trigger()
    view = window.docks["undo"].widget()
    assert document.undo_stack.count() == 0
    assert view.emptyLabel().startswith("(Night 2 resolved: the edits before it are part of it")


def test_the_dock_layout_carries_over_when_another_war_is_opened(qtbot, window, war_file, tmp_path):
    """File > Open with a war open: the next war's docks take the layout the GM left (the closing
    war's docks, deleted later, must not take it instead), sizes included in a shown window."""
    other = tmp_path / "other.gmdesk"
    with WarStore.create(other, load_war(MAPS / "sample-valor.json")):
        pass
    window.open_path(war_file)
    qtbot.wait(20)
    window.resizeDocks([window.docks["cast"]], [250], Qt.Orientation.Horizontal)
    window.docks["events"].hide()
    qtbot.wait(20)
    assert window.open_path(other)
    qtbot.wait(20)
    assert window.docks["cast"].width() == pytest.approx(250, abs=8)
    assert not window.docks["events"].isVisible()


def test_the_cast_and_the_turn_desk_follow_each_others_choice_of_character(qtbot, window, war_file):
    """QA (night #12): picking a character in the Turn Desk's list left the cast and the sheet on another one.
    Either list's choice is the other's, and the sheet shows it."""
    window.open_path(war_file)
    window.ensure_ready()
    desk = window.docks["desk"].widget()
    cast = window.docks["cast"]
    desk.select_character("archer")
    assert cast.selected_character() == "archer"
    assert window.docks["sheet"].windowTitle().endswith("Archer")
    cast._select("saber")  # as a click in the cast does (select_character is the quiet way in from outside)
    assert desk.selected_character() == "saber"
    desk.select_character(None)  # everyone's orders: the cast keeps its character
    assert cast.selected_character() == "saber"
