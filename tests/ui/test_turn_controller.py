"""The war document's turn controller: a resolve gives the stored turn as the engine made it, a question is
announced and answered, and the war is parsed once per resolve.

Uses the ``document`` fixture of tests/ui/conftest.py: the ap-sp night-2 sample in a fresh .gmdesk.
"""

from __future__ import annotations

from gmdesk.engine.decisions import PendingDecision
from gmdesk.engine.events import Event
from gmdesk.model.orderedits import SetOrders
from gmdesk.model.war import War
from gmdesk.store import StoredTurn, quickread
from gmdesk.ui.timeline import TimelineView
from tests.ui.helpers import shown

#: The question a cancel of Saber's own [Self] skill asks in night 3 (ap-sp 000:L634, I0.8 "gm").
CANCEL_QUESTION = "t3.cancel.saber.t2.2"
CANCEL = {"actor": "saber", "action": "cancel", "effect": "Oath of the Nine Days"}


def test_a_resolve_signals_the_stored_turn_with_the_engines_own_events(qtbot, document):
    turns = document.turns
    with qtbot.waitSignal(turns.turn_stored) as stored:
        result = turns.resolve()
    turn = stored.args[0]
    assert isinstance(turn, StoredTurn) and turn.number == 2 and result.resolved
    assert len(turn.events) == len(result.events) and all(a is b for a, b in zip(turn.events, result.events))
    assert document.war is result.war and document.war.turn == 3 and document.undo_stack.count() == 0
    assert turns.last_turn() is turn and turns.turn(2) is turn and turns.questions() == []
    read = document.store.turn(2)  # the record is the turn as the file holds it
    assert read.stored_events == turn.stored_events
    assert (read.state_before, read.state_after, read.orders) == (turn.state_before, turn.state_after, turn.orders)
    assert turn.war_before().to_dict() == read.war_before().to_dict()


def test_a_question_is_announced_then_answered_and_the_turn_resolves(qtbot, document):
    turns = document.turns
    turns.resolve()
    assert document.do(SetOrders([CANCEL], label="cancel the Oath"))
    with qtbot.assertNotEmitted(turns.turn_stored), qtbot.waitSignal(turns.questions_changed) as asked:
        result = turns.resolve()
    assert result.status == "pending"
    [question] = asked.args[0]
    assert isinstance(question, PendingDecision) and question.id == CANCEL_QUESTION
    assert [q.id for q in turns.questions()] == [CANCEL_QUESTION] == [q.id for q in document.store.questions()]
    assert document.store.turn_numbers() == [2] and document.war.turn == 3

    with qtbot.waitSignal(turns.turn_stored) as stored:
        assert turns.answer(CANCEL_QUESTION, "yes").resolved
    assert stored.args[0].number == 3 and stored.args[0].decisions == [{"id": CANCEL_QUESTION, "choice": "yes"}]
    assert turns.questions() == [] and document.store.pending() == []
    assert not document.war.characters["saber"].has_status("Oath of the Nine Days")


def test_a_resolve_parses_the_war_once(qtbot, document, monkeypatch):
    """Only the store reads the war it resolves; the document takes the war after as the engine left it. (The
    store reads it from its rows, ``quickread``, or from a dict, ``War.from_dict``: either counts.)"""
    parsed = []
    from_dict = War.from_dict.__func__
    from_rows = quickread._quick_war

    def counting(cls, data, source=""):
        parsed.append(source)
        return from_dict(cls, data, source)

    def counting_rows(db, path):
        parsed.append(path)
        return from_rows(db, path)

    monkeypatch.setattr(War, "from_dict", classmethod(counting))
    monkeypatch.setattr(quickread, "_quick_war", counting_rows)
    document.turns.resolve()
    assert len(parsed) == 1


def test_the_timeline_is_given_the_engines_event_objects(qtbot, document):
    view = shown(qtbot, TimelineView(document), (1300, 700))
    document.turns.turn_stored.connect(view.show_stored)
    result = document.turns.resolve()
    assert view.turn_number == 2 and view.title == "Night 2"
    assert view.events and all(isinstance(e, Event) for e in view.events)
    assert {id(e) for e in view.events} == {id(e) for e in result.events}
    assert all(block.event is event for block, event in zip(view.lanes.blocks, view.events))
    assert view.war_before is document.turns.last_turn().war_before()


def test_a_rewritten_history_is_read_again(qtbot, document):
    turns = document.turns
    first = turns.resolve()
    assert turns.last_turn().events[0] is first.events[0]
    orders = document.store.turn(2).orders
    document.store.rebranch({2: {"orders": orders[1:]}})
    document.store.accept()
    document.reload()
    again = turns.last_turn()
    assert again.number == 2 and again.events[0] is not first.events[0]
    assert not any(e.kind == "scout" for e in again.events)
