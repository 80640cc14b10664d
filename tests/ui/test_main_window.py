"""The main window drives the real widgets: open, edit, undo, save, reopen; bad files give dialogs.

Issue 5 ("Done when"): create a location, link it, drag it, undo and redo, save, reopen and see it
again; open a corrupt file and get a dialog, not a crash.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QMessageBox

from gmdesk.model.warfile import load_war
from gmdesk.store import WarStore
from gmdesk.ui.app import build_window
from gmdesk.ui.main_window import MainWindow
from gmdesk.ui.settings import Settings
from gmdesk.rulesets.turn_titles import without_turn

MAPS = Path(__file__).resolve().parents[2] / "maps"


@pytest.fixture
def settings(tmp_path) -> Settings:
    return Settings(tmp_path / "settings.ini")


@pytest.fixture
def war_file(tmp_path) -> Path:
    path = tmp_path / "night.gmdesk"
    with WarStore.create(path, load_war(MAPS / "sample-ap-sp-night2.json")):
        pass
    return path


@pytest.fixture
def window(qtbot, settings, tmp_path):
    win = MainWindow(settings, tmp_path / "home")
    qtbot.addWidget(win)
    win.resize(1200, 800)
    win.show()
    yield win
    win.close_war()


def error_boxes(win) -> list[QMessageBox]:
    return [d for d in win.dialogs if isinstance(d, QMessageBox) and d.isVisible()]


def click(qtbot, view, scene_point: QPointF, button=Qt.MouseButton.LeftButton) -> None:
    qtbot.mouseClick(view.viewport(), button, pos=view.mapFromScene(scene_point))


def drag(qtbot, view, start: QPointF, end: QPointF) -> None:
    a, b = view.mapFromScene(start), view.mapFromScene(end)
    qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=a)
    for step in range(1, 6):
        qtbot.mouseMove(view.viewport(), pos=a + (b - a) * step / 5)
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=b)


def test_open_shows_the_war_in_the_title_and_the_status_bar(window, war_file):
    assert window.open_path(war_file)
    war = window.document.war
    assert without_turn(war.title) in window.windowTitle() and f"— Night {war.turn} —" in window.windowTitle()
    assert window.status_ruleset.text() == window.document.ruleset.short_name
    assert window.status_turn.text() == f"Night {war.turn}"  # ap-sp's word, as the updates say it
    assert set(window.docks) >= {"cast", "sheet", "turns", "events"}


def test_create_link_drag_undo_redo_save_and_reopen(qtbot, window, war_file, settings, tmp_path):
    window.open_path(war_file)
    window.ensure_ready()  # the docks, which come after the map's first paint (docs/startup.md)
    panel = window.map_panel
    view, doc = panel.view, window.document
    empty = QPointF(-400, -300)
    panel.set_mode("add")
    click(qtbot, view, empty)
    added = [lid for lid in doc.war.map.locations if lid.startswith("new-location")]
    assert len(added) == 1
    new_id = added[0]
    assert window.isWindowModified()

    panel.set_mode("link")
    target = next(iter(doc.war.map.locations.values()))
    drag(qtbot, view, empty, QPointF(target.x, target.y))
    assert doc.war.map.adjacent(new_id, target.id)

    panel.set_mode("select")
    loc = doc.war.map.locations[new_id]
    start = QPointF(loc.x, loc.y)
    drag(qtbot, view, start, start + QPointF(120, 40))
    moved = doc.war.map.locations[new_id]
    assert (moved.x, moved.y) != (start.x(), start.y())
    assert doc.undo_stack.count() == 3

    window.undo_action.trigger()          # the drag
    assert (doc.war.map.locations[new_id].x, doc.war.map.locations[new_id].y) == (start.x(), start.y())
    window.undo_action.trigger()          # the link
    assert not doc.war.map.adjacent(new_id, target.id)
    window.redo_action.trigger()
    window.redo_action.trigger()
    assert doc.war.map.adjacent(new_id, target.id)
    final = (doc.war.map.locations[new_id].x, doc.war.map.locations[new_id].y)

    window.actions_by_name("action.save").trigger()
    assert not window.isWindowModified()
    window.close_war()
    assert window.open_path(war_file)
    again = window.document.war.map
    assert new_id in again.locations and again.adjacent(new_id, target.id)
    assert (again.locations[new_id].x, again.locations[new_id].y) == final


def test_closing_saves_unsaved_edits(qtbot, window, war_file):
    window.open_path(war_file)
    panel = window.map_panel
    panel.set_mode("add")
    click(qtbot, panel.view, QPointF(-500, -500))
    assert window.document.is_dirty()
    window.close_war()
    with WarStore.open(war_file, readonly=True) as store:
        assert any(lid.startswith("new-location") for lid in store.load_war().map.locations)


@pytest.mark.parametrize("content", [b"this is not a war file at all", b"SQLite format 3\x00" + b"\x00" * 90,
                                     b'{"format": "gmdesk-war/1", "ruleset": "ap-sp"'])
def test_a_corrupt_file_gives_a_dialog_not_a_crash(window, tmp_path, content):
    bad = tmp_path / ("bad.json" if content.startswith(b"{") else "bad.gmdesk")
    bad.write_bytes(content)
    assert not window.open_path(bad)
    boxes = error_boxes(window)
    assert boxes, "no error dialog"
    assert str(bad.name) in boxes[-1].text()
    assert "Traceback" not in boxes[-1].text()
    assert window.document is None
    assert bad.read_bytes() == content


def test_a_refused_edit_is_a_dialog(qtbot, window, war_file):
    """The editor refuses what would break the war (issue 5): here, linking a location to itself."""
    from gmdesk.model.mapedits import AddLink

    window.open_path(war_file)
    lid = next(iter(window.document.war.map.locations))
    assert not window.document.do(AddLink(lid, lid))
    assert "two different locations" in error_boxes(window)[-1].text()


def test_recent_files_and_layout_are_remembered(qtbot, settings, war_file, tmp_path):
    first = MainWindow(settings, tmp_path / "home")
    qtbot.addWidget(first)
    first.show()
    first.open_path(war_file)
    first.docks["events"].hide()
    first.map_panel.action("map.layer.names").setChecked(False)
    first.map_panel.action("map.snap").setChecked(True)
    first.close()
    assert settings.recent_files() == [str(war_file.resolve())]

    again = build_window(["--settings", str(tmp_path / "settings.ini"), "--home", str(tmp_path / "home")])
    qtbot.addWidget(again)
    again.show()
    assert again.document is not None and again.document.path == war_file
    assert not again.docks["events"].isVisible()
    assert not again.map_panel.scene.layers["names"] and again.map_panel.scene.layers["tokens"]
    assert again.map_panel.scene.snap
    again.recent_menu.aboutToShow.emit()
    assert [a.toolTip() for a in again.recent_menu.actions()] == [str(war_file.resolve())]
    again.close()


def test_the_first_start_opens_the_bundled_sample_war(qtbot, tmp_path):
    win = build_window(["--settings", str(tmp_path / "s.ini"), "--home", str(tmp_path / "home")])
    qtbot.addWidget(win)
    assert win.document is not None
    assert win.document.path.parent == tmp_path / "home"
    assert win.document.war.title == load_war(MAPS / "sample-ap-sp-night2.json").title
    assert win.statusBar().currentMessage().startswith("This is a sample war to look around in: File > New War…")
    win.close()
    again = build_window(["--settings", str(tmp_path / "s.ini"), "--home", str(tmp_path / "home")])
    qtbot.addWidget(again)
    assert again.document is not None and "sample war" not in again.statusBar().currentMessage()  # said once
    again.close()


def test_import_json_and_export_json_round_trip(qtbot, window, tmp_path):
    source = MAPS / "sample-true-hgw.json"
    copy = tmp_path / "war.json"
    copy.write_text(source.read_text())
    assert window.open_path(copy)
    assert window.document.path == tmp_path / "war.gmdesk"
    out = tmp_path / "out.json"
    window.document.export_json(out)
    assert json.loads(out.read_text()) == json.loads(source.read_text())


def test_save_as_goes_on_in_the_copy_with_the_undo_steps(qtbot, window, war_file, tmp_path):
    from gmdesk.model.mapedits import SetLocationFields

    window.open_path(war_file)
    doc = window.document
    lid = next(iter(doc.war.map.locations))
    doc.do(SetLocationFields(lid, {"name": "Renamed"}))
    target = tmp_path / "copy.gmdesk"
    assert window.save_as(target)
    assert window.document is doc and doc.path == target and not doc.readonly
    assert target.name in window.windowTitle()
    assert doc.undo_stack.canUndo()
    window.undo_action.trigger()
    doc.save()
    with WarStore.open(target, readonly=True) as copy:
        assert copy.load_war().map.locations[lid].name != "Renamed"
    with WarStore.open(war_file) as original:  # let go, and it kept the rename
        assert original.load_war().map.locations[lid].name == "Renamed"


def test_new_war_from_a_bundled_map(qtbot, window, tmp_path):
    from gmdesk.ui.new_war import NewWarDialog

    dialog = NewWarDialog(window)
    dialog.select_map(MAPS / "city.map.json")
    dialog.ruleset.setCurrentIndex(dialog.ruleset.findData("valor"))
    war = dialog.build()
    assert window.create_war(war, tmp_path / "new.gmdesk")
    assert window.document.war.ruleset == "valor"
    assert len(window.document.war.map.locations) == 25
    assert window.status_ruleset.text() == window.document.ruleset.short_name


def test_every_menu_command_is_reachable(window, war_file):
    """A feature nobody can reach from the menus is not done."""
    window.open_path(war_file)
    names = {a.objectName() for menu in window.menuBar().findChildren(type(window.recent_menu))
             for a in menu.actions()}
    for expected in ("action.new", "action.open", "action.save", "action.save_as", "action.export_json",
                     "action.import_json", "action.import_map", "action.export_map", "action.export_png",
                     "action.export_svg", "action.undo", "action.redo", "map.add_location"):
        assert expected in names, expected


def test_the_shortcuts_list_comes_from_the_menus(window, war_file):
    from gmdesk.ui.shortcuts import shortcut_rows

    window.open_path(war_file)
    rows = {(menu, command): keys for menu, command, keys in shortcut_rows(window.menuBar())}
    first_key = window.undo_action.shortcut().toString(window.undo_action.shortcut().SequenceFormat.NativeText)
    assert rows[("Edit", "Undo")].split(", ")[0] == first_key
    assert ("File", "Save") in rows
    assert any(menu == "Map" and command == "Add location" for menu, command in rows)


def test_the_readme_command_starts_the_window_on_the_sample_war(tmp_path):
    """README set-up: `gmdesk --sample` starts the app on the bundled sample war (run as a process)."""
    code = (
        "import sys\n"
        "from PySide6.QtCore import QTimer\n"
        "from PySide6.QtWidgets import QApplication\n"
        "app = QApplication(['gmdesk'])\n"
        "def check():\n"
        "    win = [w for w in app.topLevelWidgets() if w.objectName() == 'mainWindow'][0]\n"
        "    print('OPEN', win.document.path.name, win.windowTitle())\n"
        "    win.close(); app.quit()\n"
        "QTimer.singleShot(500, check)\n"
        "from gmdesk.launcher import main\n"
        f"sys.exit(main(['--sample', '--settings', {str(tmp_path / 's.ini')!r}, '--home', {str(tmp_path)!r}]))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120,
                          env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert done.returncode == 0, done.stderr
    assert "OPEN Port Corvane (sample).gmdesk" in done.stdout
    assert (tmp_path / "Port Corvane (sample).gmdesk").exists()


def test_new_war_offers_each_bundled_map_once():
    from gmdesk.ui.bundled import bundled_maps

    maps = bundled_maps()
    assert [path.name for _, path in maps] == sorted(p.name for p in MAPS.glob("*.map.json"))
    assert maps[0][0] == "Port Corvane, the harbour town (25 locations, 33 links)"


def test_clicking_a_token_picks_the_character_and_dragging_it_places_them(qtbot, window, war_file):
    """A token on the map is a character: a click shows them in the cast and the sheet; a drag to
    another location puts them there by hand (one undo step)."""
    window.open_path(war_file)
    window.ensure_ready()  # the docks, which come after the map's first paint (docs/startup.md)
    scene, view, doc = window.map_panel.scene, window.map_panel.view, window.document
    cid = next(c.id for c in doc.war.characters.values() if c.alive and doc.war.battle_of(c.id) is None)
    token = scene.token_items[cid]
    view.centerOn(token)
    at = token.scenePos()
    click(qtbot, view, at)
    assert window.docks["cast"].selected_character() == cid
    assert doc.war.characters[cid].name in window.docks["sheet"].browser.toPlainText()
    here = doc.war.characters[cid].location
    target = next(lid for lid in doc.war.map.neighbours(here))
    goal = scene.location_items[target].scenePos()
    view.fitInView(scene.itemsBoundingRect())
    drag(qtbot, view, at, goal)
    assert doc.war.characters[cid].location == target
    assert doc.undo_stack.undoText().startswith("place ")
    window.undo_action.trigger()
    assert doc.war.characters[cid].location == here


def test_the_status_bar_counts_the_war_s_problems(qtbot, window, tmp_path):
    """The same check as `gmdesk validate`: a war imported with a Servant above its maximum health shows
    one problem, listed with where it is; the clean sample shows none."""
    from gmdesk.model.wording import Names
    from gmdesk.ui.problems_dialog import ProblemsDialog

    data = json.loads((MAPS / "sample-ap-sp-night2.json").read_text())
    data["characters"][1]["health"] = data["characters"][1]["health_max"] + 1
    broken = tmp_path / "broken.json"
    broken.write_text(json.dumps(data))
    window.open_path(broken)
    window.ensure_ready()  # the war is checked with the docks, after the map's first paint
    button = window.status_problems
    assert [p.message for p in button.problems] == [f"above its maximum {data['characters'][1]['health_max']}"]
    assert button.text() == "⚠ 1 problem"
    dialog = ProblemsDialog(button.problems, Names.of(window.document.war), window)
    who = data["characters"][1]["name"]
    assert dialog.table.item(0, 0).text() == who  # the character by name, not characters[1](id).health
    maximum = data["characters"][1]["health_max"]
    assert dialog.table.item(0, 1).text() == f"{who}'s Health is {maximum + 1}: above its maximum {maximum}."
    window.close_war()
    clean = tmp_path / "clean.json"
    clean.write_text((MAPS / "sample-ap-sp-night2.json").read_text())
    window.open_path(clean)
    window.ensure_ready()
    assert window.status_problems.problems == [] and "no problems" in window.status_problems.text()


def test_a_json_war_in_a_folder_gmdesk_may_not_write_is_imported_where_the_gm_says(window, tmp_path,
                                                                                  monkeypatch):
    """A JSON war from a read-only place (an installed sample): the war file cannot go beside it, so the
    GM is asked where, starting in gmdesk's data folder."""
    folder = tmp_path / "installed"
    folder.mkdir()
    source = folder / "war.json"
    source.write_text((MAPS / "sample-valor.json").read_text())
    real_access = os.access
    monkeypatch.setattr(os, "access", lambda p, mode: False if Path(p) == folder else real_access(p, mode))
    asked = []
    chosen = tmp_path / "mine.gmdesk"

    def ask(caption, suggested):
        asked.append(suggested)
        return chosen, False

    monkeypatch.setattr(window.file_dialogs, "ask_new_file", ask)
    assert window.open_path(source)
    assert asked == [window.home / "war.gmdesk"]
    assert window.document.path == chosen
    assert not (folder / "war.gmdesk").exists()


def test_a_stored_night_in_the_wars_title_is_not_shown_beside_the_turn(qtbot, sample_window):
    """The sample's title ends "— night 2": after night 2 is resolved the window and the Turns dock name turn 3
    only (the stored words would go stale)."""
    window = sample_window
    assert window.document.war.title.endswith("— night 2")
    window.ensure_ready()
    with qtbot.waitSignal(window.document.turns.turn_stored, timeout=20000):
        window.docks["desk"].widget().resolve()
    title = window.windowTitle()
    assert "Night 3" in title and "night 2" not in title
    assert title.startswith("The Lanterns of Corvane — sample war, AP/SP (ap-sp 000) — Night 3")
    info = window.docks["turns"].info.text()
    assert "night 2" not in info and info.startswith("The Lanterns of Corvane — sample war, AP/SP (ap-sp 000) — ")
