"""Issue 19's first "done when": a war built from nothing in each ruleset, through the window only.

File > New War on the empty map; three teams in Characters > Teams…; six locations added on the map, named,
made home bases in their properties, linked and laid out; six characters (a Master and a Servant per team)
from Characters > New Character, their contracts and (where the ruleset asks) their stats set in the sheet;
the first night's orders picked at the Turn Desk and the turn resolved from the Turn menu. No JSON is read
or written by the test; the result is drawn at 1366×768 to /tmp/teams-scratch-<ruleset>.png.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFileDialog

from gmdesk.ui.main_window import MainWindow
from gmdesk.ui.new_war import NewWarDialog
from gmdesk.ui.settings import Settings
from gmdesk.validation import war_problems

#: The five rulesets gmdesk ships (named: other tests register rulesets of their own while the suite runs).
RULESETS = ("ap-sp", "valor", "skirmish", "true-hgw", "roll-dice")
TEAMS = ("House Verhaegen", "Greenhalgh Pilotage", "Castellans of Ashcombe")
PLACES = ("Weir Mills", "Threeways", "Collegium Quarter", "Harbour Docks", "Ashcombe Manor", "Fish Market")
#: A ring of the six places and one road across it.
ROADS = [(i, (i + 1) % 6) for i in range(6)] + [(0, 3)]
#: Each team's home base (a place's index) and where its two characters go on the first night.
HOMES = {0: (0, 1), 1: (2, 3), 2: (4, 5)}
#: What the GM writes where a ruleset's blank sheet leaves a stat or a point out (roll-dice 004:L862): the
#: lowest rank, and a rank level in the kind's range (004:L747-L748) whose Free Points pay for it (FP = rank
#: level × 6, 004:L750).
RANK = "E"
RANK_LEVEL = {"master": "3", "servant": "9"}


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    win = MainWindow(Settings(tmp_path / "settings.ini"), tmp_path / "home")
    qtbot.addWidget(win)
    win.resize(1366, 768)
    win.show()
    qtbot.waitExposed(win)
    win.settings.set("files/last_folder", str(tmp_path))
    yield win
    win.close_war()


def ok(dialog: QDialog) -> None:
    """Press the dialog's OK button."""
    box = dialog.findChild(QDialogButtonBox)
    box.button(QDialogButtonBox.StandardButton.Ok).click()


def new_war(window, monkeypatch, tmp_path, rid: str) -> None:
    """File > New War: a title, the ruleset, the empty map, a seed; then the file name (modal dialogs,
    answered as tests/ui/test_window_files_map_and_docks.py does)."""
    def fill(dialog: NewWarDialog):
        dialog.title.setText(f"From scratch ({rid})")
        dialog.ruleset.setCurrentIndex(dialog.ruleset.findData(rid))
        dialog.select_map(None)
        dialog.seed.setValue(19)
        ok(dialog)
        return dialog.result()
    monkeypatch.setattr(NewWarDialog, "exec", fill)
    target = tmp_path / f"{rid}.gmdesk"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *_a: (str(target), "")))
    window.actions_by_name("action.new").trigger()
    window.ensure_ready()  # the docks, which come after the map's first paint (docs/startup.md)
    assert window.document is not None and window.document.path == target
    assert window.document.war.ruleset == rid and not window.document.war.map.locations


def make_teams(window) -> list[str]:
    window.actions_by_name("action.teams").trigger()
    dialog = window.dialogs[-1]
    ids = []
    for i, name in enumerate(TEAMS):
        dialog.add_team()
        dialog.name_edit.setText(name)
        dialog.players_edit.setText(f"Player {i + 1}")
        dialog.apply_button.click()
        ids.append(dialog.current_team_id())
    dialog.reject()
    assert [t.name for t in window.document.war.teams] == list(TEAMS)
    return ids


def draw_map(qtbot, window, team_ids: list[str]) -> list[str]:
    panel = window.map_panel
    view = panel.view
    war_map = window.document.war.map
    panel.action("map.add_location").trigger()
    size = view.viewport().size()
    for i in range(len(PLACES)):  # two rows of three clicks across the map's middle
        spot = QPoint(size.width() * (1 + i % 3) // 4, size.height() * (1 + i // 3) // 3)
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, spot)
    ids = list(war_map.locations)
    assert len(ids) == len(PLACES)
    owners = {home: team_ids[t] for t, (home, _to) in HOMES.items()}

    for i, lid in enumerate(ids):  # each place named, and the teams' home bases chosen, in its properties
        def answer(dialog, i=i):
            dialog.name_edit.setText(PLACES[i])
            owner = owners.get(i)
            dialog.owner_combo.setCurrentIndex(dialog.owner_combo.findData(owner))
            return QDialog.DialogCode.Accepted
        panel.run_dialog = answer
        assert panel.edit_location(lid)
    assert [loc.name for loc in war_map.locations.values()] == list(PLACES)

    panel.action("map.link").trigger()
    for a, b in ROADS:  # dragged from place to place
        start, end = (view.mapFromScene(QPointF(war_map.locations[x].x, war_map.locations[x].y))
                      for x in (ids[a], ids[b]))
        qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=start)
        for step in range(1, 7):
            qtbot.mouseMove(view.viewport(), start + (end - start) * step / 6)
        qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=end)
    assert sorted(sorted(link) for link in war_map.links) == sorted(sorted((ids[a], ids[b])) for a, b in ROADS)
    panel.action("map.select").trigger()
    panel.action("map.layout.kamada-kawai").trigger()
    xs = [(loc.x, loc.y) for loc in war_map.locations.values()]
    assert len(set(xs)) == len(xs)
    return ids


def add_character(window, name: str, kind: str, team: str) -> str:
    window.actions_by_name("action.new_character").trigger()
    dialog = window.dialogs[-1]
    assert dialog.objectName() == "newCharacterDialog"
    dialog.name.setText(name)
    dialog.kind.setCurrentIndex(dialog.kind.findData(kind))
    dialog.team.setCurrentIndex(dialog.team.findData(team))
    ok(dialog)
    return window.docks["sheet"].character_id


def fill_sheet(qtbot, window, cid: str, master: str | None) -> None:
    """The sheet dock shows the new character: its contract, and any stat the ruleset's sheet must have."""
    window.characters.edit_sheet(cid)
    editor = window.docks["sheet"].editor
    doc = window.document
    assert window.docks["sheet"].character_id == cid
    if master is not None:
        field = editor.field("master")
        field.setCurrentIndex(field.findData(master))
        field.activated.emit(field.currentIndex())
        assert doc.war.characters[cid].master == master
    needed = {p.field for p in war_problems(doc.war) if p.field.startswith("characters[")
              and f"({cid})" in p.field}
    for spec in doc.ruleset.stats:
        if any(f.endswith(f".stats.{spec.key}") for f in needed):
            picker = editor.field(f"stats.{spec.key}")
            picker.letter.setCurrentIndex(picker.letter.findData(RANK))
            picker.letter.activated.emit(picker.letter.currentIndex())
    for f in sorted(needed):
        if ".points." in f:
            key = f.rsplit(".", 1)[1]
            editor.new_point.setText(key)
            editor.findChild(object, "addPoint").click()
            number = editor.field(f"points.{key}")
            number.selectAll()
            qtbot.keyClicks(number, RANK_LEVEL[doc.war.characters[cid].kind])
            qtbot.keyClick(number, Qt.Key.Key_Return)


def enter_orders(qtbot, window, moves: dict[str, str]) -> None:
    """The Turn Desk: each character picked on the left, a move picked and added."""
    window.docks["desk"].raise_()
    desk = window.docks["desk"].widget()
    for cid, to in moves.items():
        desk.select_character(cid)
        picker = desk.orders.picker
        picker.pick_action("move")
        picker.pick("to", to)
        assert picker.problem() is None, picker.problem()
        qtbot.mouseClick(picker.add_button, Qt.MouseButton.LeftButton)
    orders = window.document.war.orders
    assert [(o["actor"], o["action"], o["to"]) for o in orders] == [(c, "move", t) for c, t in moves.items()]


def resolve(qtbot, window) -> None:
    """Turn > Resolve Turn; a question the rules leave to the GM is answered with its first option."""
    desk = window.docks["desk"].widget()
    stored: list = []
    desk.turns.turn_stored.connect(stored.append)
    window.actions_by_name("action.resolve_turn").trigger()
    for _ in range(20):
        if stored:
            break
        dialog = desk.decision_dialog
        assert dialog is not None and dialog.isVisible(), "the turn neither resolved nor asked"
        next(iter(dialog.buttons.values())).click()
    assert stored and window.document.store.turn_numbers() == [1]


@pytest.mark.filterwarnings("error::RuntimeWarning")  # the charts of a sheet with no Health plotted all-NaN
@pytest.mark.parametrize("rid", RULESETS)
def test_a_war_from_scratch_in_the_window(qtbot, window, monkeypatch, tmp_path, rid):
    new_war(window, monkeypatch, tmp_path, rid)
    doc = window.document
    team_ids = make_teams(window)
    places = draw_map(qtbot, window, team_ids)
    moves: dict[str, str] = {}
    for t, tid in enumerate(team_ids):
        home, to = HOMES[t]
        master = add_character(window, f"{TEAMS[t].split()[0]} Master", "master", tid)
        servant = add_character(window, f"{TEAMS[t].split()[0]} Servant", "servant", tid)
        for cid, contract in ((master, None), (servant, master)):
            assert doc.war.characters[cid].location == places[home]  # starts in the team's home base
            fill_sheet(qtbot, window, cid, contract)
            moves[cid] = places[to]
    assert len(doc.war.characters) == 6
    problems = [str(p) for p in war_problems(doc.war)]
    assert not problems, "\n".join(problems)

    enter_orders(qtbot, window, moves)
    resolve(qtbot, window)
    war = doc.war
    assert war.turn == 2
    assert {cid: war.characters[cid].location for cid in moves} == moves

    window.resize(1366, 768)
    qtbot.wait(50)
    window.map_panel.view.fit()  # what View > Fit does, at the size the window now has
    qtbot.wait(50)
    view, scene = window.map_panel.view, window.map_panel.scene
    viewport = view.viewport().rect()
    for item in scene.location_items.values():  # every place's name drawn, whole, inside the map (issue 19)
        shown = view.mapFromScene(item.label.sceneBoundingRect()).boundingRect()
        assert item.label.isVisible() and viewport.contains(shown), item.name
    path = f"/tmp/teams-scratch-{rid}.png"
    assert window.grab().save(path)
    undo = doc.undo_stack  # a resolved turn starts the undo stack afresh; the war is in the file
    assert undo.count() == 0 and doc.store.load_war().turn == 2
