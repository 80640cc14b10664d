"""The turn desk through its widgets (issue 7): orders picked from legal choices with the cost left shown,
the turn resolved and stored, a question answered in its dialog, a GM ruling kept with its turn, a past
turn corrected and accepted.

Uses the ``document`` fixture of tests/ui/conftest.py: the ap-sp night-2 sample (two battles going on)
in a fresh .gmdesk.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from gmdesk.model.orderedits import SetOrders
from gmdesk.store import WarStore
from gmdesk.ui.desk import CorrectionDialog, RulingDialog, TurnDesk
from gmdesk.ui.document import WarDocument

#: The question a cancel of Saber's own [Self] skill asks in night 3 (ap-sp 000:L634, I0.8 "gm").
CANCEL_QUESTION = "t3.cancel.saber.t2.2"


@pytest.fixture
def desk(qtbot, document):
    widget = TurnDesk(document)
    qtbot.addWidget(widget)
    widget.resize(1100, 700)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def click(qtbot, button):
    assert button.isEnabled(), button.text()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def budget(desk) -> str:
    return desk.orders.budget.text()


def index_of(war, actor, action, **fields) -> int:
    for i, order in enumerate(war.orders):
        if order.get("actor") == actor and order.get("action") == action and all(order.get(k) == v
                                                                                  for k, v in fields.items()):
            return i
    raise AssertionError(f"no {action} order of {actor}")


def remove_order(qtbot, desk, index):
    assert desk.orders.select_order(index)
    click(qtbot, desk.orders.remove_button)


def add_order(qtbot, desk, action, label=None, **fields):
    picker = desk.orders.picker
    picker.pick_action(action, label)
    for name, value in fields.items():
        picker.pick(name, value)
    assert picker.problem() is None
    click(qtbot, picker.add_button)


def resolve_night_two(qtbot, desk):
    with qtbot.waitSignal(desk.turns.turn_stored) as resolved:
        result = desk.resolve()
    assert result is not None and result.resolved and resolved.args[0].number == 2


# -- entering orders --------------------------------------------------------------------------------
def test_an_attack_is_removed_and_picked_again_and_the_cost_left_follows(qtbot, desk, document):
    desk.select_character("saber")
    assert desk.orders.header.text().startswith("Saber — Old Gasworks")
    assert "AP 1 of 4" in budget(desk)
    attack = index_of(document.war, "saber", "attack", target="rider")
    assert "Nine-Notch Cleave" not in desk.orders.table.row_texts()[0]  # rows are worded, not ids
    assert "Attack on Rider" in desk.orders.table.row_texts()

    remove_order(qtbot, desk, attack)
    assert not any(o.get("action") == "attack" and o.get("actor") == "saber" for o in document.war.orders)
    assert "AP 2 of 4" in budget(desk)

    picker = desk.orders.picker
    picker.pick_action("attack")
    assert "rider" in picker.values("target") and "saber" not in picker.values("target")
    picker.pick("target", "jun")
    picker.pick("target", "rider")
    assert "Attack on Rider" in picker.preview.text() and "1 AP" in picker.preview.text()
    click(qtbot, picker.add_button)
    assert document.war.orders[-1] == {"actor": "saber", "action": "attack", "target": "rider"}
    assert "AP 1 of 4" in budget(desk)
    assert document.undo_stack.count() == 2
    assert document.undo_stack.undoText().startswith("add Saber: Attack on Rider")

    document.undo_stack.undo()
    assert "AP 2 of 4" in budget(desk)
    document.undo_stack.undo()
    assert document.war.orders[attack] == {"actor": "saber", "action": "attack", "target": "rider"}


def test_an_order_with_nothing_to_roll_says_so_in_its_odds_cell(desk, document):
    """QA (night #9): an ap-sp attack's Odds cell was empty, which reads like odds not worked out; ap-sp rolls
    nothing for a hit (no dodge, no critical: ap-sp 000:L242-270), so the cell shows a dash that says why."""
    from gmdesk.ui.desk.orders_table import ODDS

    desk.select_character("saber")
    table = desk.orders.table
    attack = index_of(document.war, "saber", "attack", target="rider")
    row = next(r for r in range(table.rowCount()) if "Attack on Rider" in table.row_texts()[r])
    cell = table.item(row, ODDS)
    assert attack >= 0 and cell.text() == "—"
    assert cell.toolTip().startswith("No odds: the engine rolls nothing for this order")


def test_a_move_is_picked_from_the_reachable_destinations(qtbot, desk, document):
    desk.select_character("archer")
    assert "Move Action free" in budget(desk)
    picker = desk.orders.picker
    picker.pick_action("move")
    assert set(picker.values("to")) == {"bonded-warehouses", "harbour-docks"}  # adjacent to Cape Light only
    add_order(qtbot, desk, "move", to="harbour-docks")
    assert document.war.orders[-1] == {"actor": "archer", "action": "move", "to": "harbour-docks"}
    assert "Move Action used" in budget(desk)
    assert not any(a.action == "move" for a in picker.options.actions)  # the Move Action is spent
    assert "Move to Harbour Docks" in desk.orders.table.row_texts()


def test_everyone_shows_the_whole_turn_in_words_and_adds_nothing(desk, document):
    desk.select_character(None)
    assert desk.orders.table.rowCount() == len(document.war.orders)
    rows = desk.orders.table.row_texts()
    assert "Command Spell \u201cKill them no matter what!\u201d for Saber" in rows
    assert ("Heirloom Pistol on Assassin, if attacked by Assassin; otherwise Gracious Hostess on Mirela Castellan"
            in rows)
    assert "Stormbreaker Volley on Assassin, unless a hostile is here" in rows
    assert "Vesper Hymn on Caster (delayed to the Prepared Effect Phase)" in rows
    scout = index_of(document.war, "tobias", "scout")
    odds = desk.orders.table.item(scout, 3)
    assert odds.text().startswith("100 % Tobias Greenhalgh is detected by") and "(+2 more)" in odds.text()
    assert "ap-sp 000:L471" in odds.toolTip()
    assert not desk.orders.picker.add_button.isEnabled()
    assert "Pick a character" in desk.orders.picker.hint.text()


def test_the_post_is_kept_beside_the_orders_and_undone(qtbot, desk, document):
    desk.select_character("odile")
    assert desk.post.title.text() == "Post of House Verhaegen for Night 2"
    desk.post.text.setFocus()
    qtbot.keyClicks(desk.post.text, "Saber: Nine-Notch Cleave on Rider.")
    desk.resolve_button.setFocus()  # the GM is done with the post: one undo step
    QApplication.processEvents()
    assert document.war.extra["posts"] == {"verhaegen": {"turn": 2, "text": "Saber: Nine-Notch Cleave on Rider."}}
    assert document.undo_stack.count() == 1
    desk.select_character("saber")  # the same team: the same post
    assert desk.post.text.toPlainText() == "Saber: Nine-Notch Cleave on Rider."
    document.undo_stack.undo()
    assert "posts" not in document.war.extra and desk.post.text.toPlainText() == ""
    document.undo_stack.redo()
    assert desk.post.text.toPlainText() == "Saber: Nine-Notch Cleave on Rider."


# -- resolving ----------------------------------------------------------------------------------------
def test_resolve_saves_stores_the_turn_and_reads_the_war_after(qtbot, desk, document):
    desk.select_character("archer")
    add_order(qtbot, desk, "move", to="harbour-docks")
    resolve_night_two(qtbot, desk)
    assert document.store.turn_numbers() == [2]
    stored = document.store.turn(2)
    assert {"actor": "archer", "action": "move", "to": "harbour-docks"} in stored.orders
    assert document.war.turn == 3 and document.war.orders == []
    assert document.war.characters["archer"].location == "harbour-docks"
    assert document.undo_stack.count() == 0
    assert desk.title.text().startswith("Night 3")
    assert desk.selected_character() == "archer" and desk.orders.table.rowCount() == 0


def test_a_question_is_answered_in_its_dialog_and_the_turn_resolves(qtbot, desk, document):
    resolve_night_two(qtbot, desk)
    desk.select_character("saber")
    add_order(qtbot, desk, "cancel", effect="Oath of the Nine Days")
    with qtbot.assertNotEmitted(desk.turns.turn_stored):
        result = desk.resolve()
    assert result.status == "pending"
    dialog = desk.decision_dialog
    assert dialog.isVisible() and dialog.windowModality() == Qt.WindowModality.WindowModal  # open(), not exec()
    assert "Oath of the Nine Days" in dialog.question.text()
    assert set(dialog.buttons) == {"yes", "no"}
    assert [q["id"] for q in document.store.pending()] == [CANCEL_QUESTION]
    assert desk.waiting_bar.isVisible() and "Oath of the Nine Days" in desk.waiting.text()
    assert document.store.turn_numbers() == [2]

    with qtbot.waitSignal(desk.turns.turn_stored) as resolved:
        click(qtbot, dialog.buttons["yes"])
    assert resolved.args[0].number == 3 and not dialog.isVisible()
    assert document.store.turn_numbers() == [2, 3]
    assert document.store.turn(3).decisions == [{"id": CANCEL_QUESTION, "choice": "yes"}]
    assert not document.war.characters["saber"].has_status("Oath of the Nine Days")
    assert document.store.pending() == [] and not desk.waiting_bar.isVisible()


def test_a_stored_question_is_answered_after_the_war_is_opened_again(qtbot, tmp_path, desk, document):
    resolve_night_two(qtbot, desk)
    desk.select_character("saber")
    add_order(qtbot, desk, "cancel", effect="Oath of the Nine Days")
    desk.resolve()
    desk.decision_dialog.reject()  # "Answer later"
    path = document.path
    document.close()
    again = WarDocument.open(path)
    try:
        later = TurnDesk(again)
        qtbot.addWidget(later)
        later.show()
        qtbot.waitExposed(later)
        assert later.waiting_bar.isVisible() and later.answer_button.isEnabled()
        dialog = later.answer_waiting()
        with qtbot.waitSignal(later.turns.turn_stored):
            dialog.choose("no")
        assert again.store.turn(3).decisions == [{"id": CANCEL_QUESTION, "choice": "no"}]
        assert again.war.characters["saber"].has_status("Oath of the Nine Days")
    finally:
        again.close()


def test_refused_orders_are_shown_and_the_first_is_selected(qtbot, desk, document):
    illegal = {"actor": "piet", "action": "move", "to": "cape-light"}  # three locations from Hollin Wood
    piet_move = index_of(document.war, "piet", "move")
    orders = list(document.war.orders)
    orders[piet_move] = illegal
    assert document.do(SetOrders(orders))
    assert desk.resolve() is None
    assert document.store.turn_numbers() == [] and document.war.turn == 2
    box = desk.error_dialog
    assert box.isVisible() and "• Piet Brandauer: Move to" in box.text() and "orders[" not in box.text()
    assert "a move goes to an adjacent location" in box.text()
    assert desk.selected_character() == "piet"
    assert desk.orders.table.selected_index() == piet_move
    assert "⚠" in desk.orders.table.row_texts()[0]
    box.accept()


def test_a_read_only_war_changes_nothing(qtbot, document):
    path = document.path
    reader = WarDocument(WarStore.open(path, readonly=True))
    try:
        desk = TurnDesk(reader)
        qtbot.addWidget(desk)
        desk.show()
        qtbot.waitExposed(desk)
        desk.select_character("saber")
        assert not desk.resolve_button.isEnabled()
        assert not desk.orders.picker.add_button.isEnabled()
        assert desk.orders.select_order(index_of(reader.war, "saber", "attack"))
        assert not desk.orders.remove_button.isEnabled()
        assert desk.post.text.isReadOnly()
        assert desk.resolve() is None and reader.store.turn_numbers() == []
        assert "read-only" in desk.summary.text()
    finally:
        reader.close()


# -- rulings and corrections ---------------------------------------------------------------------------
def test_a_ruling_is_kept_with_the_turn_and_survives_replay(qtbot, desk, document):
    resolve_night_two(qtbot, desk)
    dialog = desk.open_ruling()
    assert isinstance(dialog, RulingDialog) and dialog.isVisible()
    dialog.pick("saber", "health", 50, "the GM rules the Oath held")
    assert dialog.now.text().startswith("247.1")
    assert dialog.number_value.text() == "50"  # as the document writes it, not "50.0000"
    with qtbot.waitSignal(dialog.ruled):
        assert dialog.submit()
    ruling = {"id": "r1", "character": "saber", "field": "health", "value": 50,
              "reason": "the GM rules the Oath held"}
    assert document.store.turn(2).rulings == [ruling]
    assert document.store.turn(2).war_after().characters["saber"].health == 50
    assert document.war.characters["saber"].health == 50
    events = [e for e in document.store.turn(2).events if e.kind == "ruling"]
    assert [e.data["after"] for e in events] == [50]
    report = document.store.replay()
    assert report.ok, [line for d in report.differences for line in d.lines()]


def test_a_ruling_needs_a_reason(qtbot, desk, document):
    resolve_night_two(qtbot, desk)
    dialog = desk.open_ruling()
    dialog.pick("rider", "location", "weir-mills", "")
    assert not dialog.submit()
    assert "say why" in dialog.error_dialog.text()
    assert document.store.turn(2).rulings == []


def test_a_past_turn_is_corrected_and_accepted(qtbot, desk, document):
    resolve_night_two(qtbot, desk)
    assert document.war.characters["piet"].location == "ferngate"
    dialog = desk.open_correction()
    assert isinstance(dialog, CorrectionDialog) and dialog.number == 2
    dialog.characters.select("piet")
    move = index_of(dialog.war, "piet", "move")
    assert dialog.panel.select_order(move)
    click(qtbot, dialog.panel.remove_button)
    dialog.panel.picker.pick_action("move")
    dialog.panel.picker.pick("to", "velodrome")
    click(qtbot, dialog.panel.picker.add_button)
    assert {"actor": "piet", "action": "move", "to": "velodrome"} in dialog.orders
    assert document.store.turn(2).orders[move] == {"actor": "piet", "action": "move", "to": "ferngate"}

    click(qtbot, dialog.reresolve_button)
    text = dialog.differences.toPlainText()
    names = {loc.id: loc.name for loc in document.war.map.locations.values()}
    piet = document.war.characters["piet"].name
    assert "Night 2: changed" in text
    assert f"{piet}'s location changed from {names['ferngate']} to {names['velodrome']}." in text
    assert dialog.accept_button.isEnabled()
    with qtbot.waitSignal(dialog.accepted_from):
        click(qtbot, dialog.accept_button)
    assert document.store.proposal() is None
    assert {"actor": "piet", "action": "move", "to": "velodrome"} in document.store.turn(2).orders
    assert document.war.characters["piet"].location == "velodrome"
    assert desk.title.text().startswith("Night 3")


def test_closing_the_correction_discards_its_proposal(qtbot, desk, document):
    resolve_night_two(qtbot, desk)
    dialog = desk.open_correction()
    dialog.characters.select("piet")
    assert dialog.panel.select_order(index_of(dialog.war, "piet", "move"))
    click(qtbot, dialog.panel.remove_button)
    dialog.reresolve()
    assert document.store.proposal() is not None
    dialog.reject()
    assert document.store.proposal() is None
    assert {"actor": "piet", "action": "move", "to": "ferngate"} in document.store.turn(2).orders


def test_rulings_on_a_place_and_a_stat_add_to_the_turns_rulings(qtbot, desk, document):
    resolve_night_two(qtbot, desk)
    first = desk.open_ruling()
    first.pick("rider", "location", "weir-mills", "the bridge collapsed behind them")
    assert first.submit()
    second = desk.open_ruling()
    weir_mills = document.war.map.locations["weir-mills"].name
    assert second.earlier.item(0).text().startswith(f"r1: Rider's location → {weir_mills}")  # a name, not an id
    second.pick("saber", "stats.STR", "A+", "the Oath's strength stays")
    assert second.submit()
    assert [(r["id"], r["field"], r["value"]) for r in document.store.turn(2).rulings] == [
        ("r1", "location", "weir-mills"), ("r2", "stats.STR", "A+")]
    assert document.war.characters["rider"].location == "weir-mills"
    assert str(document.war.characters["saber"].stats["STR"]) == "A+"
    assert document.store.replay().ok
