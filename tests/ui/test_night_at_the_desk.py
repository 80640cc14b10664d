"""Issue 7's "done when", in the main window on the sample ap-sp war: orders entered through the desk's
widgets, the turn resolved from the Turn menu, a decision answered, an event selected in the timeline and
its explanation read, the timeline scrubbed to a phase and a token's position checked on the map, a value
overridden and the ruling seen after a replay."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from tests.ui.helpers import resolve_anyway


@pytest.fixture
def window(sample_window):
    return sample_window


def add_order(qtbot, desk, action, **fields):
    picker = desk.orders.picker
    picker.pick_action(action, None)
    for name, value in fields.items():
        picker.pick(name, value)
    assert picker.problem() is None
    qtbot.waitUntil(picker.add_button.isVisible)  # the desk's tab brought forward
    qtbot.mouseClick(picker.add_button, Qt.MouseButton.LeftButton)


def test_a_night_at_the_desk(qtbot, window):
    document = window.document
    desk = window.docks["desk"].widget()
    timeline = window.docks["timeline"].widget()
    scene = window.map_panel.scene
    before = {cid: ch.location for cid, ch in document.war.characters.items()}

    # Night 2: Archer moves to Harbour Docks (ap-sp 000:L520: one adjacent location), then Resolve Turn.
    window.docks["desk"].raise_()
    desk.select_character("archer")
    assert desk.selected_character() == "archer"
    add_order(qtbot, desk, "move", to="harbour-docks")
    assert "Move Action used" in desk.orders.budget.text()
    with qtbot.waitSignal(desk.turns.turn_stored):
        resolve_anyway(window)
    assert document.store.turn_numbers() == [2]
    assert window.docks["timeline"].isVisible() and timeline.turn_number == 2

    # Night 3: Saber cancels her Oath; the rules leave the call to the GM (ap-sp 000:L634), who answers.
    window.docks["desk"].raise_()
    desk.select_character("saber")
    add_order(qtbot, desk, "cancel", effect="Oath of the Nine Days")
    resolve_anyway(window)
    dialog = desk.decision_dialog
    assert dialog.isVisible() and "Oath of the Nine Days" in dialog.question.text()
    with qtbot.waitSignal(desk.turns.turn_stored):
        qtbot.mouseClick(dialog.buttons["yes"], Qt.MouseButton.LeftButton)
    assert document.store.turn_numbers() == [2, 3]

    # The timeline of night 2: select a damage event and read its explanation with its numbers and rule.
    window.docks["turns"].turn_selected.emit(2)
    assert timeline.turn_number == 2
    damage = next(e for e in timeline.events if e.kind == "damage")
    timeline.select_event(damage.seq)
    shown = timeline.detail.toPlainText()
    assert damage.explain.split(":")[0] in shown and damage.rule in shown

    # Scrub to the Movement Phase's last event: Archer stands at Harbour Docks on the map, an arrow shows the
    # move; at the turn's first event Archer still stands where she started.
    movement = [e.seq for e in timeline.events if e.phase == "movement"]
    timeline.set_moment(movement[-1])
    assert scene.showing_moment and scene.token_items["archer"].parentItem() is scene.location_items["harbour-docks"]
    assert any("Archer: move" in arrow.toolTip() for arrow in scene.arrow_items)
    timeline.set_moment(timeline.events[0].seq)
    assert scene.token_items["archer"].parentItem() is scene.location_items[before["archer"]]
    window.turn_commands.back_to_now.click()
    assert not scene.showing_moment

    # A GM ruling on night 3's result: it is stored with the turn, shown as an event, and survives replay.
    ruling = window.turn_commands.add_ruling()
    ruling.pick("saber", "health", 60, "the GM rules the wound was lighter")
    with qtbot.waitSignal(ruling.ruled):
        assert ruling.submit()
    assert document.war.characters["saber"].health == 60
    report = document.store.replay()
    assert report.ok
    events = document.store.turn(3).events
    ruled = [e for e in events if e.kind == "ruling"]
    assert len(ruled) == 1 and "the wound was lighter" in ruled[0].explain and ruled[0].data["after"] == 60
