"""The docks around the map show the open war: the cast by team, a sheet, the history, a turn's events.

Uses the ``document`` fixture of tests/ui/conftest.py (the ap-sp night-2 sample in a fresh .gmdesk).
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QModelIndex, Qt

from gmdesk.engine.decisions import PendingDecision
from gmdesk.model.mapedits import MoveLocations, PlaceCharacter, SetLocationFields, Touched
from gmdesk.ui.docks import CastDock, EventsDock, SheetDock, TurnsDock
from gmdesk.ui.docks.bars import BAR_ROLE
from gmdesk.ui.docks.cast import CID_ROLE, HEALTH, LEAST_PLACE_CHARS, MANA, NAME, WHERE
from gmdesk.ui.docks.events import ACTORS, PHASE, RULE, TEXT
from gmdesk.sheets.html import character_html
from tests.ui.helpers import resolve_next_turn, shown as shown_at


def shown(qtbot, widget, size=(420, 600)):
    return shown_at(qtbot, widget, size)


@pytest.fixture
def cast(qtbot, document):
    return shown(qtbot, CastDock(document))


def rows(cast: CastDock) -> dict[str, tuple[str, list]]:
    """Every character row: id → (the team row it sits under, its cells)."""
    found = {}
    for g in range(cast.model.rowCount()):
        group = cast.model.item(g, NAME)
        for r in range(group.rowCount()):
            cells = [group.child(r, c) for c in range(cast.model.columnCount())]
            found[cells[NAME].data(CID_ROLE)] = (group.text(), cells)
    return found


def index_of(cast: CastDock, cid: str) -> QModelIndex:
    for g in range(cast.model.rowCount()):
        group = cast.model.item(g, NAME)
        for r in range(group.rowCount()):
            if group.child(r, NAME).data(CID_ROLE) == cid:
                return group.child(r, NAME).index()
    raise AssertionError(f"{cid} is not in the cast")


# -- the cast ------------------------------------------------------------------------------------------
def test_cast_lists_every_living_character_under_its_team_in_the_war_order(cast, document):
    war = document.war
    teams = {t.id: t.name for t in war.teams}
    found = rows(cast)
    assert set(cast.visible_characters()) == {c.id for c in war.alive()}
    for ch in war.alive():
        group, cells = found[ch.id]
        assert group == teams[ch.team]
        assert cells[WHERE].text() == war.map.locations[ch.location].name
    groups = [cast.model.item(g, NAME).text() for g in range(cast.model.rowCount())]
    assert groups == [t.name for t in war.teams]
    assert cast.objectName() == "CastDock"


def _cut_cells(view, column) -> list[str]:
    """The character rows whose cell in ``column`` is narrower than its words."""
    model, cut = view.model(), []
    for group in range(model.rowCount()):
        parent = model.index(group, 0)
        for row in range(model.rowCount(parent)):
            index = model.index(row, column, parent)
            if view.visualRect(index).width() + 1 < view.sizeHintForIndex(index).width():
                cut.append(str(index.data()))
    return cut


def _told_apart(view, column, least) -> list[str]:
    """The character rows of ``column`` whose words, as painted, are cut to fewer than ``least`` characters
    or read the same as another row's different words."""
    model, seen, bad = view.model(), {}, []
    for group in range(model.rowCount()):
        parent = model.index(group, 0)
        for row in range(model.rowCount(parent)):
            index = model.index(row, column, parent)
            text, shown = str(index.data()), view.shown_text(index)
            if shown != text and len(shown.rstrip("…")) < min(least, len(text)):
                bad.append(f"{text!r} shown as {shown!r}")
            if seen.setdefault(shown, text) != text:
                bad.append(f"{text!r} and {seen[shown]!r} both shown as {shown!r}")
    return bad


@pytest.mark.parametrize("room", ["least", "between", "wanted", "wider"])
def test_the_cast_tells_every_name_and_place_apart_at_its_least_width(qtbot, document, room):
    """QA (valor #9, recheck new defect 2): names and places were cut to "Odile …", "Old …", "Cap…", so Old
    Gasworks and Old Velodrome read the same. From its least width (the one the window's first layout gives
    it) the dock keeps the bars whole, does not scroll sideways, and cuts a place or a name only so far that
    it keeps 8 or 10 characters and differs from every other; as wide as it wants, nothing is cut; wider,
    the names take the spare room so the bars end at the dock's right edge (recheck new defect 7)."""
    from gmdesk.ui.docks.cast import LEAST_NAME_CHARS

    cast = shown(qtbot, CastDock(document), (500, 500))
    view = cast.view
    least, wanted = cast.least_width(), cast.wanted_width()
    assert least < wanted
    width = {"least": least, "between": (least + wanted) // 2, "wanted": wanted, "wider": wanted + 120}[room]
    cast.resize(width, 500)
    header = view.header()
    qtbot.waitUntil(lambda: not view.horizontalScrollBar().isVisible())
    for column in (HEALTH, MANA):
        assert header.sectionSize(column) >= view.sizeHintForColumn(column)
    assert _told_apart(view, WHERE, LEAST_PLACE_CHARS) == []
    assert _told_apart(view, NAME, LEAST_NAME_CHARS) == []
    if room != "least":
        assert _cut_cells(view, NAME) == []  # the places give way first
    if room in ("wanted", "wider"):
        assert _cut_cells(view, WHERE) == []
    right = header.sectionViewportPosition(MANA) + header.sectionSize(MANA)
    assert right == view.viewport().width()  # no blank strip right of the bars


def test_a_cut_place_keeps_what_tells_it_from_the_maps_other_places(qtbot, document):
    """Old Gasworks and Old Velodrome (QA recheck: both read "Old …"): at the dock's least width a cut
    place still reads "Old Gas…", and the Where column is as wide as that even when nobody stands on the
    Old Velodrome (the GM reads the place against the map's)."""
    cast = shown(qtbot, CastDock(document), (500, 500))
    view, model = cast.view, cast.model
    cast.resize(cast.least_width(), 500)
    qtbot.waitUntil(lambda: not view.horizontalScrollBar().isVisible())
    places = [model.index(r, WHERE, model.index(g, 0)) for g in range(model.rowCount())
              for r in range(model.rowCount(model.index(g, 0)))]
    gasworks = [view.shown_text(index) for index in places if index.data() == "Old Gasworks"]
    assert gasworks and all(text.startswith("Old Gas") for text in gasworks)
    assert "Old Velodrome" not in {index.data() for index in places}
    metrics = view.fontMetrics()
    assert view.told_apart_width(WHERE) > metrics.horizontalAdvance("Old Gas…")


def test_cast_groups_characters_without_a_team_last(qtbot, document):
    document.war.characters["piet"].team = None
    dock = shown(qtbot, CastDock(document))
    last = dock.model.item(dock.model.rowCount() - 1, NAME)
    assert last.text() == "No team"
    assert [last.child(r, NAME).data(CID_ROLE) for r in range(last.rowCount())] == ["piet"]


def test_bars_carry_health_and_mana_against_their_maximum(cast, document):
    for cid, (_, cells) in rows(cast).items():
        ch = document.war.characters[cid]
        health, mana = cells[HEALTH].data(BAR_ROLE), cells[MANA].data(BAR_ROLE)
        assert (health.pool, health.value, health.maximum) == ("health", ch.health, ch.health_max)
        assert (mana.pool, mana.value, mana.maximum) == ("mana", ch.mana, ch.mana_max)
    saber = rows(cast)["saber"][1]
    assert saber[HEALTH].data(BAR_ROLE).text == "262.5 / 300"
    assert saber[HEALTH].data(BAR_ROLE).fraction == pytest.approx(262.5 / 300)
    assert saber[MANA].data(BAR_ROLE).text == "180 / 200"


def test_the_filter_narrows_rows_by_name_class_team_or_place_in_any_case(cast, document):
    cast.filter_edit.setText("GASWORKS")
    at_gasworks = {c.id for c in document.war.alive() if c.location == "gasworks"}
    assert set(cast.visible_characters()) == at_gasworks == {"odile", "saber", "jun", "rider"}

    cast.filter_edit.setText("hale iron")
    assert set(cast.visible_characters()) == {"rufus", "berserker"}

    cast.filter_edit.setText("assassin")
    assert cast.visible_characters() == ["assassin"]
    visible_groups = [cast.model.item(g, NAME).text() for g in range(cast.model.rowCount())
                      if not cast.view.isRowHidden(g, QModelIndex())]
    assert visible_groups == ["Brandauer Chandlery"]

    cast.filter_edit.setText("nobody by this name")
    assert cast.visible_characters() == []
    cast.filter_edit.clear()
    assert len(cast.visible_characters()) == len(document.war.alive())


def test_the_dead_are_hidden_until_asked_for_then_greyed_with_dead_bars(qtbot, document):
    lancer = document.war.characters["lancer"]
    lancer.alive, lancer.health = False, 0
    dock = shown(qtbot, CastDock(document))
    assert "lancer" not in dock.visible_characters()
    dock.show_dead.setChecked(True)
    assert "lancer" in dock.visible_characters()
    _, cells = rows(dock)["lancer"]
    assert cells[HEALTH].data(BAR_ROLE).text == "dead"
    assert cells[MANA].data(BAR_ROLE).text == "dead"
    assert cells[NAME].foreground().color().name() == "#9a9a9a"


def test_spirit_form_is_noted_on_the_row(qtbot, document):
    document.war.characters["archer"].spirit_form = True
    dock = shown(qtbot, CastDock(document))
    _, cells = rows(dock)["archer"]
    assert "spirit form" in cells[NAME].text()
    assert cells[NAME].font().italic()


def test_selecting_a_row_emits_the_character_and_selecting_from_outside_does_not_echo(qtbot, cast):
    with qtbot.waitSignal(cast.character_selected) as signal:
        cast.view.setCurrentIndex(index_of(cast, "saber"))
    assert signal.args == ["saber"]

    with qtbot.assertNotEmitted(cast.character_selected):
        cast.select_character("caster")
    assert cast.selected_character() == "caster"


def test_selecting_from_outside_reveals_a_row_the_filter_hides(cast):
    cast.filter_edit.setText("gasworks")
    cast.select_character("archer")
    assert cast.filter_edit.text() == ""
    assert cast.selected_character() == "archer"


def test_double_click_activates_the_character(qtbot, cast):
    index = index_of(cast, "rider")
    cast.view.scrollTo(index)
    centre = cast.view.visualRect(index).center()
    # A real double-click is a press and release, then the double-click event (QTest sends only the last).
    qtbot.mouseClick(cast.view.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    with qtbot.waitSignal(cast.character_activated) as signal:
        qtbot.mouseDClick(cast.view.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    assert signal.args == ["rider"]


def test_the_cast_follows_edits_that_touch_characters_or_names_of_places(cast, document):
    document.do(PlaceCharacter("archer", "weir-bridge"))
    assert rows(cast)["archer"][1][WHERE].text() == "Weir Bridge"
    document.do(SetLocationFields("weir-bridge", {"name": "Weir Crossing"}))
    assert rows(cast)["archer"][1][WHERE].text() == "Weir Crossing"
    document.undo_stack.undo()
    document.undo_stack.undo()
    assert rows(cast)["archer"][1][WHERE].text() == "Cape Lighthouse"


def test_the_cast_keeps_the_selection_and_is_not_rebuilt_by_a_drag(cast, document, monkeypatch):
    cast.select_character("saber")
    document.do(PlaceCharacter("archer", "weir-bridge"))
    assert cast.selected_character() == "saber"
    rebuilt = []
    monkeypatch.setattr(cast, "refresh", lambda: rebuilt.append(True))
    document.do(MoveLocations({"gasworks": (5.0, 5.0)}))
    assert rebuilt == []


# -- the sheet -----------------------------------------------------------------------------------------
def test_the_sheet_shows_identity_stats_pools_skills_and_gm_notes(qtbot, document):
    dock = shown(qtbot, SheetDock(document))
    assert "Select a character" in dock.browser.toPlainText()
    dock.show_character("berserker")
    text = dock.browser.toPlainText()
    for expected in ("Berserker", "Gorm Ashenmaw, the Bell-Breaker", "Rufus Okonkwo-Hale", "Northgate Goods Yard",
                     "Strength", "EX", "N/A", "270.75 / 300", "Poison", "Clapper Swing", "GM NOTES"):
        assert expected in text, expected
    stats = text[text.index("Stats"):text.index("Statuses")]
    lines = stats.splitlines()
    keys = ["STR", "END", "MAE", "MAR", "AGI", "LCK", "ACT", "NP"]
    assert [line for line in lines if line in keys] == keys  # the ruleset's order
    assert "STR\nStrength\nEX\n1.3\n" in stats  # key, name, rank, what the ruleset's table reads
    assert "ACT\nAcuity\nN/A\n" in stats
    assert dock.objectName() == "SheetDock"


def test_the_sheet_escapes_text_from_the_war(qtbot, document):
    saber = document.war.characters["saber"]
    saber.name = "<b>x</b>"
    saber.gm_notes = '<img src="evil.png"> & <script>alert(1)</script>'
    saber.skills[0]["Name"] = "<i>cut</i>"
    page = character_html(document.war, document.ruleset, "saber")
    assert "<b>x</b>" not in page and "&lt;b&gt;x&lt;/b&gt;" in page
    assert "<script>" not in page and "<img" not in page and "<i>cut</i>" not in page
    dock = shown(qtbot, SheetDock(document))
    dock.show_character("saber")
    text = dock.browser.toPlainText()
    assert "<b>x</b>" in text
    assert "<script>alert(1)</script>" in text


def test_the_sheet_redraws_when_its_character_is_touched(qtbot, document):
    dock = shown(qtbot, SheetDock(document))
    dock.show_character("archer")
    document.do(PlaceCharacter("archer", "weir-bridge"))
    assert "Weir Bridge" in dock.browser.toPlainText()


# -- the history -----------------------------------------------------------------------------------------
def test_the_turns_dock_lists_resolved_turns_and_names_the_next(qtbot, document):
    dock = shown(qtbot, TurnsDock(document))
    assert dock.turn_numbers() == []
    assert dock.header.text() == "Night 2 is next (AP/SP)"  # the short name: QA qa-files finding 6

    resolve_next_turn(document)
    dock.refresh()
    assert dock.turn_numbers() == [2]
    assert dock.header.text() == "Night 3 is next (AP/SP)"
    summary = document.store.history()[0]
    assert dock.model.index(0, 2).data() == str(summary.events)
    assert dock.objectName() == "TurnsDock"

    with qtbot.waitSignal(dock.turn_selected) as signal:
        dock.view.setCurrentIndex(dock.model.index(0, 0))
    assert signal.args == [2]


def test_the_turns_dock_shows_the_question_the_next_turn_waits_for(qtbot, document):
    resolve_next_turn(document)
    question = PendingDecision("meet-1", "Lancer meets Assassin on the road: does Lancer follow?",
                               ["ignore", "follow"])
    document.store.set_pending(document.war.turn, [question])
    dock = shown(qtbot, TurnsDock(document))
    assert dock.turn_numbers() == [2]
    assert dock.model.rowCount() == 2
    assert dock.model.index(1, 0).data() == "Night 3"
    assert dock.model.index(1, 3).data() == question.question
    assert question.question in dock.waiting.text()


def test_the_turns_docks_lines_never_overlap_in_a_narrow_short_dock(qtbot, document):
    """QA (valor #2, v3s-03): in a 190-pixel dock a third of a 1366 × 768 screen high the header, the war's
    line and the waiting question wrapped and were drawn over one another. Each keeps to one line, one
    under the other, the whole text in its tooltip, and the table keeps rows in view."""
    resolve_next_turn(document)
    question = PendingDecision("tie-1", "Sighting at Collegium Quarter (after the first half): Caster, Sister "
                               "Agathe Lindqvist and Rufus Okonkwo-Hale have equal scores. Who notices first?",
                               ["caster", "rufus"])
    document.store.set_pending(document.war.turn, [question])
    document.war.title = "The Lanterns of Corvane — sample war, Valor (valor 001) — night 3"
    dock = shown(qtbot, TurnsDock(document), (190, 260))
    labels = [dock.header, dock.info, dock.waiting]
    for label in labels:
        assert label.isVisible() and label.height() <= label.fontMetrics().height() + 2, label.objectName()
        assert label.text() == label.toolTip()
    for upper, lower in zip(labels, labels[1:]):
        assert upper.geometry().bottom() < lower.geometry().top()
    assert dock.waiting.is_elided() and question.question in dock.waiting.toolTip()
    assert dock.view.geometry().top() > dock.waiting.geometry().bottom()
    assert dock.view.viewport().height() >= 2 * dock.view.verticalHeader().defaultSectionSize()


def copies_of_turn_two(document, numbers, then: str = "") -> None:
    """A long history quickly: stored turn 2's row copied as each of ``numbers`` (then the SQL ``then``)."""
    conn = document.store.conn
    columns = [r[1] for r in conn.execute("PRAGMA table_info(turns)")]
    row = conn.execute(f"SELECT {', '.join(columns)} FROM turns WHERE number = 2").fetchone()
    number = columns.index("number")
    conn.execute("BEGIN")
    for n in numbers:
        conn.execute(f"INSERT INTO turns ({', '.join(columns)}) VALUES ({', '.join('?' * len(columns))})",
                     [n if i == number else value for i, value in enumerate(row)])
    if then:
        conn.execute(then)
    conn.execute("COMMIT")


def test_the_turns_dock_serves_a_long_history_checking_the_rows_it_shows(qtbot, document):
    """Issue 21: 150 turns are listed from the counts kept beside them; a row is checked when shown, so a
    turn whose events are damaged says so however far down; the turn column fits the newest number."""
    resolve_next_turn(document)
    copies_of_turn_two(document, range(3, 151), "UPDATE turns SET events = 'not json' WHERE number = 140")
    dock = shown(qtbot, TurnsDock(document), (420, 300))
    model = dock.model
    assert dock.turn_numbers() == list(range(2, 151)) and model.rowCount() == 149
    events = str(document.store.history()[0].events)
    assert model.index(10, 2).data() == events
    assert model.index(138, 0).data() == "Night 140" and model.index(138, 2).data() == "damaged"
    assert model.index(148, 0).data() == "Night 150" and model.index(148, 2).data() == events
    width = dock.view.horizontalHeader().sectionSize(0)
    assert width >= dock.view.sizeHintForIndex(model.index(148, 0)).width() > 0
    dock.select_turn(140)
    assert dock.selected_turn() == 140


# -- a turn's events -------------------------------------------------------------------------------------
def test_the_events_dock_shows_the_last_turn_with_its_rules(qtbot, document):
    resolve_next_turn(document)
    dock = shown(qtbot, EventsDock(document), (900, 500))
    stored = document.store.turn(2).events
    assert dock.turn_number == 2
    assert dock.proxy.rowCount() == len(stored)
    damage = next(i for i, e in enumerate(stored) if e.kind == "damage")
    row = [dock.proxy.index(damage, c).data() for c in range(4)]
    assert row[PHASE] == "Instant Phase"
    assert row[ACTORS] == "Assassin, Lancer"
    assert row[TEXT] == stored[damage].explain
    assert row[RULE] == stored[damage].rule == "ap-sp 000:L249"
    assert dock.objectName() == "EventsDock"

    dock.view.selectRow(damage)
    assert "ap-sp 000:L249" in dock.detail.toPlainText()
    assert "Health 300 → 265" in dock.detail.toPlainText()


def test_a_narrow_events_dock_shows_each_event_s_text_in_view(qtbot, document):
    """QA (Japanese GM): in the default layout's narrow tab the text column sat beyond a 204-px viewport. Narrow,
    the phase and rule columns step aside and the actors take at most a third; wide, all four come back."""
    resolve_next_turn(document)
    dock = shown(qtbot, EventsDock(document), (240, 500))
    view = dock.view
    width = view.viewport().width()
    assert view.isColumnHidden(PHASE) and view.isColumnHidden(RULE) and width < view.NARROW
    assert view.columnWidth(ACTORS) <= width // 3
    assert view.columnViewportPosition(TEXT) < width // 2  # the text starts in view, on its left half
    assert view.columnViewportPosition(TEXT) + view.columnWidth(TEXT) <= width  # and ends there, cut
    damage = next(i for i, e in enumerate(document.store.turn(2).events) if e.kind == "damage")
    cell = view.visualRect(dock.proxy.index(damage, TEXT))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=cell.center())
    assert view.currentIndex().row() == damage
    assert view.horizontalScrollBar().value() == 0  # QA: a picked long text scrolled the list blank
    dock.resize(1000, 500)
    qtbot.waitUntil(lambda: not view.isColumnHidden(PHASE))
    assert not view.isColumnHidden(RULE)
    assert view.columnWidth(ACTORS) == view.sizeHintForColumn(ACTORS)  # as wide as its words again


def test_the_events_filter_keeps_events_with_every_word(qtbot, document):
    resolve_next_turn(document)
    dock = shown(qtbot, EventsDock(document), (900, 500))
    dock.filter_edit.setText("snuffing LANCER")
    kept = dock.shown_events()
    assert kept and all("snuffing" in (e.explain + e.rule).lower() for e in kept)
    dock.filter_edit.setText("L249")
    assert {e.rule for e in dock.shown_events()} == {"ap-sp 000:L249"}
    dock.filter_edit.clear()
    assert len(dock.shown_events()) == len(document.store.turn(2).events)


def test_show_turn_switches_turns_and_an_empty_history_says_so(qtbot, document):
    dock = shown(qtbot, EventsDock(document))
    assert dock.turn_number is None and dock.proxy.rowCount() == 0
    assert dock.header.text() == "No turn resolved yet"
    resolve_next_turn(document)
    resolve_next_turn(document)
    dock.refresh()
    assert dock.turn_number == 3
    dock.show_turn(2)
    assert dock.turn_number == 2
    assert dock.proxy.rowCount() == len(document.store.turn(2).events)
    dock.show_turn(99)
    assert dock.proxy.rowCount() == 0 and "cannot be read" in dock.header.text()


def test_events_show_actors_by_their_current_names(qtbot, document):
    resolve_next_turn(document)
    dock = shown(qtbot, EventsDock(document), (900, 500))
    document.war.characters["lancer"].name = "Tavish"
    document.changed.emit(Touched(characters={"lancer"}))
    actors = {dock.proxy.index(r, ACTORS).data() for r in range(dock.proxy.rowCount())}
    assert "Assassin, Tavish" in actors


# -- on screen ---------------------------------------------------------------------------------------------
def test_every_dock_renders(qtbot, document, tmp_path):
    resolve_next_turn(document)
    sheet = SheetDock(document)
    sheet.show_character("saber")
    for dock, size in ((CastDock(document), (420, 600)), (sheet, (420, 600)), (TurnsDock(document), (420, 300)),
                       (EventsDock(document), (900, 500))):
        shown(qtbot, dock, size)
        image = dock.grab().toImage()
        assert (image.width(), image.height()) == size
        assert image.save(str(tmp_path / f"{dock.objectName()}.png"))


def test_a_cast_made_narrower_than_its_least_width_keeps_its_bars_in_view(qtbot, document):
    """Below the width that tells every word apart (the GM drags the dock narrow, or the Turns dock beside it
    takes the room), the places and names are cut further and the Health and Mana bars stay whole in view."""
    from gmdesk.ui.docks.cast import CastDock

    cast = CastDock(document)
    qtbot.addWidget(cast)
    cast.show()
    cast.resize(cast.least_width(), 500)
    qtbot.waitExposed(cast)
    narrower = cast.least_width() - 70
    cast.resize(narrower, 500)
    qtbot.wait(10)
    view = cast.view
    header = view.header()
    right = max(header.sectionViewportPosition(c) + header.sectionSize(c) for c in range(header.count())
                if not header.isSectionHidden(c))
    assert right <= view.viewport().width() + 1  # every column, the bars included, in view
    assert not view.horizontalScrollBar().isVisible()


def test_the_turns_dock_goes_to_a_turn_typed_by_its_number(qtbot, document):
    """QA long war: turn 150 of a long history was 22 PageDowns away. The box beside Updates… takes a number;
    Enter selects that turn (the nearest stored one when it is not), scrolled into view, and shows it."""
    from PySide6.QtCore import Qt

    resolve_next_turn(document)
    copies_of_turn_two(document, [*range(3, 120), *range(130, 301)])  # turns 120–129 missing
    dock = shown(qtbot, TurnsDock(document), (260, 300))
    box = dock.go_to
    assert box.isVisible() and (box.minimum(), box.maximum()) == (2, 300)
    assert box.text().endswith(" of 300")  # the last turn in view: 5000 cannot be typed (QA qa-recheck9)
    box.selectAll()
    with qtbot.waitSignal(dock.turn_selected) as signal:
        qtbot.keyClicks(box, "150")
        qtbot.keyClick(box, Qt.Key.Key_Return)
    assert signal.args == [150] and dock.selected_turn() == 150
    rect = dock.view.visualRect(dock.model.index(dock.model.row_of(150), 0))
    assert dock.view.viewport().rect().contains(rect.center())  # scrolled to it
    assert dock.go_to_turn(124) == 119 and dock.selected_turn() == 119  # the nearest stored turn
    dock.view.setCurrentIndex(dock.model.index(0, 0))  # a row clicked: the box says which turn
    assert box.value() == 2


def test_the_turns_dock_hides_the_go_to_box_before_any_turn(qtbot, document):
    dock = shown(qtbot, TurnsDock(document), (260, 300))
    assert not dock.go_to.isVisible() and dock.go_to_turn(3) is None


def test_the_turns_dock_opens_on_the_newest_turns_and_selects_a_turn_just_resolved(qtbot, document):
    """QA long war: a 2,000-turn war opened with turns 1–8 in view, the newest 1,992 rows away; a turn resolved
    while an old one was selected left the Turns dock on the old one while the Timeline showed the new."""
    resolve_next_turn(document)
    copies_of_turn_two(document, range(3, 301))
    dock = shown(qtbot, TurnsDock(document), (420, 300))
    newest = dock.view.visualRect(dock.model.index(dock.model.row_of(300), 0))
    assert dock.view.viewport().rect().contains(newest.center()) and dock.selected_turn() is None


def test_the_turns_dock_selects_the_turn_just_resolved(qtbot, document):
    resolve_next_turn(document)
    dock = shown(qtbot, TurnsDock(document), (420, 300))
    assert dock.go_to_turn(2) == 2
    result = document.turns.resolve()
    while not result.resolved:
        result = document.turns.answer(result.pending[0].id, result.pending[0].options[0])
    assert dock.turn_numbers() == [2, 3] and dock.selected_turn() == 3 and dock.go_to.value() == 3
