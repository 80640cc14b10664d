"""A GM's night at the desk, reviewed (issue 7): what went wrong while entering orders, resolving, scrubbing
the timeline with the map beside it, comparing turns and reading the charts, each kept fixed here.

Uses the ``sample_window`` fixture of tests/ui/conftest.py: the main window at 1400 × 900 on the ap-sp
night-2 sample (two battles going on).
"""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QFontMetricsF

from gmdesk.rulesets.scores import fmt
from gmdesk.store.diff import MISSING
from gmdesk.ui.desk.correction_dialog import outcome_lines
from gmdesk.model.wording import Names
from gmdesk.ui.timeline.differences import change_text
from gmdesk.model.orderedits import posts

from tests.ui.conftest import MAPS
from tests.ui.helpers import resolve_anyway

EDITING_TOOLS = ("map.add_location", "map.link", "map.layout.spring", "map.background.load")


@pytest.fixture
def window(sample_window):
    return sample_window


def desk_of(window):
    window.docks["desk"].show()
    window.docks["desk"].raise_()
    return window.docks["desk"].widget()


def add_order(qtbot, desk, action, label=None, **fields):
    picker = desk.orders.picker
    picker.pick_action(action, label)
    for name, value in fields.items():
        picker.pick(name, value)
    assert picker.problem() is None
    qtbot.waitUntil(picker.add_button.isVisible)
    qtbot.mouseClick(picker.add_button, Qt.MouseButton.LeftButton)


def resolve_night_two(qtbot, window):
    """Archer moves to Harbour Docks; night 2 resolved from the Turn menu (a move, two flights, a battle)."""
    desk = desk_of(window)
    desk.select_character("archer")
    add_order(qtbot, desk, "move", to="harbour-docks")
    with qtbot.waitSignal(desk.turns.turn_stored):
        resolve_anyway(window)
    return window.docks["timeline"].widget()


def last_movement_event(timeline) -> int:
    return [e.seq for e in timeline.events if e.phase == "movement"][-1]


# -- the window ------------------------------------------------------------------------------------------
def test_opening_a_war_keeps_the_window_the_size_the_gm_gave_it(window):
    """The turn desk and the timeline, side by side for a moment before they are tabbed, widened a
    1400-pixel window to about 1680 pixels (off a laptop's screen)."""
    assert window.size() == QSize(1400, 900)
    assert window.docks["desk"].isVisible() and window.docks["timeline"].isVisible()


def test_the_status_bar_says_the_turn_waits_for_an_answer_as_soon_as_it_asks(qtbot, window):
    resolve_night_two(qtbot, window)
    desk = desk_of(window)
    desk.select_character("saber")
    add_order(qtbot, desk, "cancel", effect="Oath of the Nine Days")
    resolve_anyway(window)
    assert desk.decision_dialog.isVisible()
    assert window.status_phase.text() == "waiting for a decision"  # it said "orders open"
    with qtbot.waitSignal(desk.turns.turn_stored):
        desk.decision_dialog.choose("yes")
    assert window.status_phase.text() == "orders open"


# -- the desk ---------------------------------------------------------------------------------------------
def test_a_post_typed_for_one_character_shows_for_a_teammate(qtbot, window):
    """Archer and Tobias are both of Greenhalgh Pilotage: the post typed beside Archer's orders was
    stored, but the box showed empty once Tobias was picked."""
    desk = desk_of(window)
    desk.select_character("archer")
    desk.post.text.setFocus()
    desk.post.text.setPlainText("Archer heads for the docks; Tobias keeps watch.")
    desk.select_character("tobias")
    assert posts(window.document.war) == {"greenhalgh": "Archer heads for the docks; Tobias keeps watch."}
    assert desk.post.text.toPlainText() == "Archer heads for the docks; Tobias keeps watch."
    assert window.document.undo_stack.count() == 1
    desk.select_character("saber")  # another team: its own (empty) post, and nothing more to undo
    assert desk.post.text.toPlainText() == ""
    assert window.document.undo_stack.count() == 1


def test_the_desk_behind_the_timeline_tab_waits_to_be_shown_before_working_out_orders(qtbot, window, monkeypatch):
    """Qt moves a dock that is not the current tab out of the window instead of hiding it: the desk
    worked out a Master's legal orders (about half a second) after every map or sheet edit, unseen."""
    from gmdesk.model.mapedits import MoveLocations
    from gmdesk.ui.desk import order_picker

    desk = desk_of(window)
    desk.select_character("mirela")
    worked_out = []
    real = order_picker.options_for
    monkeypatch.setattr(order_picker, "options_for", lambda *args: worked_out.append(args[1]) or real(*args))
    window.docks["timeline"].raise_()
    qtbot.waitUntil(lambda: desk.visibleRegion().isEmpty())  # behind the tab, yet "visible"
    assert desk.isVisible()
    place = window.document.war.map.locations["threeways"]
    for step in (5, 10):
        assert window.document.do(MoveLocations({"threeways": (place.x + step, place.y)}, label="nudge"))
    window.undo_action.trigger()
    assert worked_out == []

    window.docks["desk"].raise_()
    qtbot.waitUntil(lambda: not desk.visibleRegion().isEmpty())
    assert worked_out == ["mirela"]  # once, when shown
    assert desk.orders.header.text().startswith("Mirela Castellan")
    assert window.document.do(MoveLocations({"threeways": (place.x, place.y)}, label="nudge back"))
    assert worked_out == ["mirela", "mirela"]  # on screen: at once


def test_the_picker_words_conditions_as_the_orders_list_does(qtbot, window):
    """The condition list read "if not attacked (who=archer): it is not so that the actor (or `who`, a
    team member) was attacked…"; the order added from it reads "unless Archer was attacked…"."""
    desk = desk_of(window)
    desk.select_character("tobias")
    picker = desk.orders.picker
    picker.pick_action("command-spell", 'Command Spell "Defend X!"')
    combo = picker.fields["if"]
    texts = [combo.itemText(i) for i in range(combo.count())]
    assert texts[0] == "always (no condition)"
    assert "unless a hostile is here" in texts
    assert "unless Archer was attacked earlier this turn" in texts
    assert not any("who=" in text or "`" in text or "it is not so" in text for text in texts)
    index = texts.index("unless Archer was attacked earlier this turn")
    assert "it is not so that" in combo.itemData(index, Qt.ItemDataRole.ToolTipRole)  # the engine's words
    picker.pick("if", {"kind": "attacked", "who": "archer", "not": True})
    assert picker.problem() is None
    qtbot.mouseClick(picker.add_button, Qt.MouseButton.LeftButton)
    assert desk.orders.table.row_texts()[-1].endswith(", unless Archer was attacked earlier this turn")


def test_the_order_being_built_is_read_whole_in_the_docked_desk(qtbot, window):
    """At 1400 × 900 the preview under the picker (order, cost, odds, a rule quoted at length) was cut at
    its top and bottom; the rule now shows by its reference, its words in the tooltip."""
    desk = desk_of(window)
    desk.select_character("archer")
    picker = desk.orders.picker
    picker.pick_action("move")
    qtbot.waitUntil(lambda: picker.preview.isVisible())
    qtbot.wait(50)
    preview = picker.preview
    assert preview.text().splitlines() == ["Order: Move to Bonded Warehouses", "Cost: the Move Action",
                                           "Rule: ap-sp 000:L445, L520 \u2026"]
    assert "A character may move to an adjacent location each Turn" in preview.toolTip()
    assert preview.height() >= preview.heightForWidth(preview.width())
    picker.pick_action("skill")  # a rule without quoted words is shown whole
    assert preview.text().splitlines()[-1] == "Rule: ap-sp 000:L283-329"
    qtbot.waitUntil(lambda: preview.height() >= preview.heightForWidth(preview.width()))


def test_valor_questions_name_the_parties_in_their_buttons(qtbot, window, tmp_path):
    """Valor night 3 with its answers taken out (a copy: the repository's maps/ stay as they are): the
    sighting tie offered buttons "lindqvist:caster-agathe" and "hale:rufus-berserker"."""
    war = json.loads((MAPS / "sample-valor-night3.json").read_text(encoding="utf-8"))
    war["decisions"] = []
    copy = tmp_path / "valor-night3.json"
    copy.write_text(json.dumps(war), encoding="utf-8")
    assert window.open_path(copy)
    desk = desk_of(window)
    resolve_anyway(window)
    dialog = desk.decision_dialog
    assert dialog.pending.id.startswith("t3.sighting-tie.")
    texts = [button.text() for button in dialog.buttons.values()]
    assert texts == ["Caster, Sister Agathe Lindqvist (Order of the Calder Lamp) notice first",
                     "Rufus Okonkwo-Hale, Berserker (Hale Ironworks) notice first",
                     "Both sides notice each other", "Neither side notices the other"]
    assert "'both'" in dialog.buttons["both"].toolTip() and "valor 001:" in dialog.buttons["both"].toolTip()
    assert "Caster, Sister Agathe Lindqvist (Order of the Calder Lamp)" in desk.waiting.text()
    # the desk's waiting line offers the same words as the buttons, not the stored ids ("both, neither")
    waiting = desk.waiting.toolTip() or desk.waiting.text()
    assert "Both sides notice each other / Neither side notices the other" in waiting
    assert "(lindqvist:caster-agathe" not in waiting
    asked = []
    while window.document.store.turn_numbers() != [3]:
        dialog = desk.decision_dialog
        assert dialog.isVisible() and not [d for d in window.dialogs if d.isVisible()]
        asked.append(dialog.pending.id.split(".")[1])
        if asked[-1] == "scout-spotted":  # valor 001:L29: what each answer does, not "show / return / stay"
            assert [b.text() for b in dialog.buttons.values()] == [
                "Archer shows itself and stays at Bonded Warehouses",
                "Archer goes back to its Master at Cape Lighthouse",
                "Archer flees back to Cape Lighthouse: those present learn where it came from, faster foes may "
                "strike it",
                "Archer stays at Bonded Warehouses and fights if a battle breaks out",
                "Archer stays at Bonded Warehouses for the rest of the turn, as if it had moved there"]
            assert dialog.buttons["stay"].toolTip().startswith("Answer 'stay' (decision t3.scout-spotted.archer)")
        qtbot.mouseClick(next(iter(dialog.buttons.values())), Qt.MouseButton.LeftButton)
    assert asked == ["sighting-tie", "sighting", "crossing", "scout-spotted"]
    assert window.docks["timeline"].widget().turn_number == 3


# -- the map at a moment ---------------------------------------------------------------------------------
def test_seen_by_a_team_the_moment_shows_only_what_that_team_knows(qtbot, window):
    """Switching "Seen by" to a team while the map showed a moment kept drawing the GM's whole war (every
    token, every move), under the team's name."""
    timeline = resolve_night_two(qtbot, window)
    panel = window.map_panel
    scene = panel.scene
    timeline.set_moment(last_movement_event(timeline))
    assert len(scene.token_items) == 14 and len(scene.arrow_items) == 4

    panel.set_viewer("greenhalgh")
    assert scene.showing_moment
    assert set(scene.token_items) == {"archer", "tobias"}  # their own; the others as they knew them then
    assert [arrow.toolTip() for arrow in scene.arrow_items] == ["Archer: move from Cape Lighthouse to Harbour Docks"]
    assert scene.token_items["archer"].parentItem() is scene.location_items["harbour-docks"]

    timeline.set_moment(timeline.events[0].seq)  # scrubbing under the team's view stays filtered
    assert set(scene.token_items) == {"archer", "tobias"} and scene.arrow_items == []
    assert scene.token_items["archer"].parentItem() is scene.location_items["cape-light"]

    timeline.set_moment(last_movement_event(timeline))
    panel.set_viewer(None)  # the GM again: everyone, every move
    assert len(scene.token_items) == 14 and len(scene.arrow_items) == 4


def test_the_editing_tools_are_off_while_the_map_shows_a_moment(qtbot, window):
    """They stayed enabled (and "Add" then said "a team's view, or a read-only file")."""
    timeline = resolve_night_two(qtbot, window)
    panel = window.map_panel
    assert all(panel.action(name).isEnabled() for name in EDITING_TOOLS)
    timeline.set_moment(last_movement_event(timeline))
    assert not any(panel.action(name).isEnabled() for name in EDITING_TOOLS)
    window.turn_commands.back_to_now.click()
    assert not panel.scene.showing_moment
    assert all(panel.action(name).isEnabled() for name in EDITING_TOOLS)


# -- the timeline ---------------------------------------------------------------------------------------------
def test_the_moment_line_stays_in_view_when_the_slider_jumps(qtbot, window):
    """The lanes show a readable stretch of the turn; the slider moved the moment far past it and the
    line was nowhere to be seen."""
    timeline = resolve_night_two(qtbot, window)
    x0, x1 = timeline.plot.visible_range()
    assert x0 > 20  # opened at the turn's end, where the slider stands
    timeline.scrubber.slider.setValue(5)
    rank = timeline.scrubber.rank()
    assert rank == 5 and timeline.moment() == timeline.lanes.blocks[5].seq
    x0, x1 = timeline.plot.visible_range()
    assert x0 <= rank + 0.5 <= x1  # the line (at the block's right edge) is in view
    assert window.map_panel.scene.showing_moment


# -- comparing turns --------------------------------------------------------------------------------------------
def test_compare_forgets_a_discarded_re_resolution_and_learns_a_new_one(qtbot, window):
    """Picking a re-resolution discarded meanwhile raised "no turn 2 in the history" out of a Qt slot."""
    resolve_night_two(qtbot, window)
    store = window.document.store
    correction = window.turn_commands.correct_turn()
    correction.characters.select("archer")
    correction.panel.select_order(correction.panel.table.indexes()[-1])
    correction.panel.remove_button.click()
    assert correction.reresolve() is not None
    dialog = window.turn_commands.compare_turns()
    compare = dialog.compare
    picker = compare.right_picker
    proposal = store.proposal().name
    assert picker.currentText() == f"Night 2 \u2014 {proposal}"

    assert correction.discard_proposal()
    picker.activated.emit(picker.currentIndex())  # the GM picks it again: no exception, a note
    assert "is gone" in compare.summary.text()
    assert [picker.itemText(i) for i in range(picker.count())] == ["Night 2"]
    assert compare.right_turn.branch == "main"

    correction.reresolve()  # a new re-resolution is offered when the list opens
    picker.showPopup()
    assert f"Night 2 \u2014 {store.proposal().name}" in [picker.itemText(i) for i in range(picker.count())]
    picker.hidePopup()
    correction.reject()


def test_a_changed_knowledge_list_is_told_by_the_facts_that_differ():
    """Both lists cut to 80 characters read the same: the GM could not see what changed."""
    old = [{"turn": 2, "kind": "scouted", "where": "bonded-warehouses", "who": ["mirela", "lancer", "assassin"]},
           {"turn": 2, "kind": "met", "where": "harbour-docks", "who": ["tobias"]}]
    new = [old[0], {"turn": 2, "kind": "met", "where": "bonded-warehouses", "who": ["lancer"]}]
    names = Names({"archer": "Archer", "mirela": "Mirela", "lancer": "Lancer", "assassin": "Assassin",
                   "tobias": "Tobias"},
                  {"bonded-warehouses": "Bonded Warehouses", "harbour-docks": "Harbour Docks"},
                  {"greenhalgh": "Greenhalgh"})
    text = change_text("knowledge.greenhalgh", old, new, names)
    assert text == ("Team Greenhalgh learnt 1 fact: on turn 2, met at Bonded Warehouses: Lancer, and no longer "
                    "knows 1 fact: on turn 2, met at Harbour Docks: Tobias.")
    assert "scouted" not in text and "{" not in text  # the fact both have is not repeated; no JSON
    assert change_text("characters.archer.location", "harbour-docks", "bonded-warehouses", names) == \
        "Archer's location changed from Harbour Docks to Bonded Warehouses."
    assert change_text("characters.archer.mana", MISSING, 5, names) == "Archer's Mana was added: 5."
    lines = outcome_lines({"diffs": [{"turn": 2, "status": "changed",
                                      "state_changes": [{"path": "knowledge.greenhalgh", "old": old, "new": new}]}]},
                          "ap-sp", names)
    assert lines[1] == "   ~ " + text


# -- the charts -------------------------------------------------------------------------------------------------
def test_the_charts_stay_readable_in_the_narrow_dock(qtbot, window):
    """In the dock beside the cast, "after T2after T3…" ran together and the top and right value labels
    were cut off."""
    for _night in range(4):
        desk = desk_of(window)
        with qtbot.waitSignal(desk.turns.turn_stored):
            resolve_anyway(window)
    window.docks["cast"].select_character("saber")
    window.turn_commands.character_charts()
    charts = window.docks["charts"].widget()
    qtbot.waitUntil(charts.isVisible)
    # the Cast (and the Charts tabbed with it) starts as wide as its names want: made narrow here
    window.resizeDocks([window.docks["charts"]], [340], Qt.Orientation.Horizontal)
    qtbot.waitUntil(lambda: charts.width() < 400)
    qtbot.wait(50)
    ticks = charts.points.getAxis("bottom")._tickLevels[0]
    assert [label for _x, label in ticks] == ["start", "T2", "T3", "T4", "T5"]

    metrics = QFontMetricsF(charts.font())
    xs = charts.series.xs
    for plot, what in ((charts.pools, "health"), (charts.points, "points.AP")):
        values = charts.series.values(what)
        box = plot.getViewBox()
        (x0, x1), (low, high) = box.viewRange()
        assert (high - max(values)) * box.height() / (high - low) >= 1.3 * metrics.height()  # top labels fit
        half = metrics.horizontalAdvance(fmt(round(values[-1], 2))) / 2
        assert (x1 - xs[-1]) * box.width() / (x1 - x0) >= half  # and the last one beside the right edge
        assert (xs[0] - x0) * box.width() / (x1 - x0) >= metrics.horizontalAdvance(fmt(round(values[0], 2))) / 2

    wide = window.docks["charts"]
    wide.setFloating(True)
    wide.resize(1000, 600)
    qtbot.waitUntil(lambda: charts.width() > 900)
    qtbot.wait(50)
    assert [label for _x, label in charts.points.getAxis("bottom")._tickLevels[0]][:2] == ["before Night 2", "after Night 2"]
