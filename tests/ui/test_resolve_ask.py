"""Resolve asks first, without blocking, when the war has problems that would change the turn
(gmdesk/ui/resolve_ask.py): a team with no orders, a sheet problem. Cancel leaves the war as it was, Resolve
Anyway resolves as Resolve does, "Don't ask again for this war" is kept in the app settings and
Turn > Ask Before Resolving with Problems turns it back on."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from gmdesk.model.orderedits import SetOrders
from gmdesk.model.warfile import load_war
from gmdesk.ui.resolve_ask import LISTED, NOT_ASKED, ResolveQuestion, resolve_problems
from tests.ui.conftest import SAMPLE

CASTELLAN = {"mirela", "lancer"}  # Castellans of Ashcombe: two orders in the night-2 sample


def without_castellan(orders: list[dict]) -> list[dict]:
    return [o for o in orders if o.get("actor") not in CASTELLAN]


def resolve(window) -> None:
    window.actions_by_name("action.resolve_turn").trigger()


@pytest.fixture
def window(sample_window):
    return sample_window


# -- which problems count ----------------------------------------------------------------------------------
def test_a_night_with_every_team_s_orders_and_sound_sheets_has_none():
    assert resolve_problems(load_war(SAMPLE)) == []


def test_a_team_with_no_orders_counts_once_with_its_characters_named():
    war = load_war(SAMPLE)
    war.orders = without_castellan(war.orders)
    assert resolve_problems(war) == ["Castellans of Ashcombe has no orders (Mirela Castellan, Lancer)."]


def test_one_character_without_orders_does_not_count_while_a_teammate_has_some():
    """A Master at home while the Servant acts (the skirmish and valor sample nights) is no mistake."""
    war = load_war(SAMPLE)
    war.orders = [o for o in war.orders if o.get("actor") != "mirela"]
    assert any(o["actor"] == "lancer" for o in war.orders)
    assert resolve_problems(war) == []


def test_the_dead_give_no_orders_and_are_not_asked_about():
    war = load_war(SAMPLE)
    war.orders = without_castellan(war.orders)
    for cid in CASTELLAN:
        war.characters[cid].alive = False
    assert resolve_problems(war) == []


def test_a_sheet_problem_counts_as_the_status_bar_words_it():
    war = load_war(SAMPLE)
    saber = war.characters["saber"]
    assert saber.health_max == 300
    saber.health = 305
    assert resolve_problems(war) == ["Saber's Health is 305: above its maximum 300."]


def test_the_question_lists_at_most_eight_problems_and_counts_the_rest(qtbot):
    parent = QWidget()
    qtbot.addWidget(parent)
    problems = [f"Team {n} has no orders." for n in range(LISTED + 4)]
    box = ResolveQuestion("Night 3", problems, parent, lambda: None, lambda: None)
    text = box.text()
    assert "Night 3 has 12 things to check" in text and box.windowTitle() == "Resolve Night 3?"
    assert f"• Team {LISTED - 1} has no orders." in text and f"Team {LISTED} " not in text
    assert "… and 4 more" in text


# -- the question in the window ----------------------------------------------------------------------------
def test_no_problems_resolve_at_once_without_a_question(qtbot, window):
    desk = window.docks["desk"].widget()
    with qtbot.waitSignal(desk.turns.turn_stored):
        resolve(window)
    assert window.turn_commands.resolve_question is None
    assert window.document.store.turn_numbers() == [2]


def test_a_team_without_orders_is_asked_about_and_cancel_leaves_the_war(qtbot, window):
    document = window.document
    assert document.do(SetOrders(without_castellan(document.war.orders), label="remove Castellan's orders"))
    orders = list(document.war.orders)
    resolve(window)
    question = window.turn_commands.resolve_question
    assert question is not None and question.isVisible()
    assert question.windowModality() == Qt.WindowModality.WindowModal  # open(), not exec()
    assert "Night 2 has one thing to check" in question.text()  # ap-sp's word for a turn
    assert "• Castellans of Ashcombe has no orders (Mirela Castellan, Lancer)." in question.text()
    assert question.defaultButton() is question.cancel_button
    assert question.escapeButton() is question.cancel_button
    assert not question.dont_ask.isChecked()

    question.cancel_button.click()
    assert not question.isVisible()
    assert document.war.turn == 2 and document.store.turn_numbers() == []
    assert document.war.orders == orders
    assert document.undo_stack.count() == 1  # the removal of the orders, still to undo


def test_escape_cancels(qtbot, window):
    document = window.document
    document.do(SetOrders(without_castellan(document.war.orders), label="remove Castellan's orders"))
    resolve(window)
    question = window.turn_commands.resolve_question
    qtbot.keyClick(question, Qt.Key.Key_Escape)
    assert not question.isVisible()
    assert question.clickedButton() is question.cancel_button
    assert document.store.turn_numbers() == []


def test_resolve_anyway_resolves_as_resolve_does(qtbot, window):
    document = window.document
    desk = window.docks["desk"].widget()
    document.do(SetOrders(without_castellan(document.war.orders), label="remove Castellan's orders"))
    resolve(window)
    question = window.turn_commands.resolve_question
    with qtbot.waitSignal(desk.turns.turn_stored):
        question.resolve_button.click()
    assert document.store.turn_numbers() == [2] and document.war.turn == 3
    stored = document.store.turn(2)
    assert not any(o.get("actor") in CASTELLAN for o in stored.orders)
    assert window.docks["timeline"].widget().turn_number == 2  # shown as any resolved turn
    assert window.settings.get(NOT_ASKED) == []  # asked again next time


def test_the_desk_s_resolve_button_asks_too(qtbot, window):
    document = window.document
    desk = window.docks["desk"].widget()
    document.do(SetOrders(without_castellan(document.war.orders), label="remove Castellan's orders"))
    qtbot.mouseClick(desk.resolve_button, Qt.MouseButton.LeftButton)
    question = window.turn_commands.resolve_question
    assert question is not None and question.isVisible()
    question.cancel_button.click()
    assert document.store.turn_numbers() == []


def test_dont_ask_again_is_kept_for_this_war_and_the_turn_menu_turns_it_back_on(qtbot, window):
    document = window.document
    desk = window.docks["desk"].widget()
    ask = window.actions_by_name("action.ask_resolve")
    assert ask.isCheckable() and ask.isChecked() and ask in window.turn_menu.actions()
    document.do(SetOrders(without_castellan(document.war.orders), label="remove Castellan's orders"))
    resolve(window)
    question = window.turn_commands.resolve_question
    question.dont_ask.setChecked(True)
    with qtbot.waitSignal(desk.turns.turn_stored):
        question.resolve_button.click()
    assert window.settings.get(NOT_ASKED) == [str(document.path.resolve())]
    assert not ask.isChecked()

    # Turn 3 has no orders at all: resolved at once, no question
    assert resolve_problems(document.war)
    with qtbot.waitSignal(desk.turns.turn_stored):
        resolve(window)
    assert not question.isVisible() and window.turn_commands.resolve_question is question
    assert document.store.turn_numbers() == [2, 3]

    ask.trigger()  # Turn > Ask Before Resolving with Problems, checked again
    assert ask.isChecked() and window.settings.get(NOT_ASKED) == []
    resolve(window)
    again = window.turn_commands.resolve_question
    assert again is not question and again.isVisible()
    assert document.store.turn_numbers() == [2, 3]
    again.cancel_button.click()


def test_the_question_is_a_message_box_opened_without_blocking(qtbot, window):
    """A scripted resolve returns at once: the question waits for the GM, the script goes on."""
    document = window.document
    document.do(SetOrders(without_castellan(document.war.orders), label="remove Castellan's orders"))
    assert window.turn_commands.resolve() is None  # returned while the question is open
    question = window.turn_commands.resolve_question
    assert isinstance(question, QMessageBox) and question.isVisible()
    question.cancel_button.click()
