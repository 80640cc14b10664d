"""The timeline's words in the interface's language (QA: in a Japanese window the event's heading stayed
"Damage", "Contest" and the status line "The map shows … after event 27 …"), and the status line that says
which moment the map shows follows the Moment: it goes when the map returns to now (QA: it stayed after a
ruling, with Back to Now gone and the slider on the last event)."""

from __future__ import annotations

import pytest

from gmdesk.model.vocabulary import EventKind
from gmdesk.ui import i18n
from gmdesk.ui.timeline import TimelineView
from gmdesk.ui.timeline.kind_titles import KIND_TITLES, kind_heading, kind_title
from tests.ui.helpers import resolve_next_turn, shown
from tests.ui.test_night_desk_timeline_and_charts import desk_of, resolve_night_two


@pytest.fixture
def japanese():
    assert i18n.install("ja") == "ja"
    yield
    i18n.install("en")


def test_every_event_kind_has_a_title():
    assert set(KIND_TITLES) == set(EventKind)
    assert kind_title(EventKind.COMMAND_SPELL) == "command spell"
    assert kind_heading(EventKind.DAMAGE) == "Damage"
    assert kind_title("a-kind-from-later") == "a kind from later"  # a stored event of a newer kind


def test_the_event_heading_and_blocks_are_japanese_in_a_japanese_window(qtbot, document, japanese):
    resolve_next_turn(document)
    view = shown(qtbot, TimelineView(document), (1300, 700))
    view.show_turn(2)
    damage = next(b for b in view.lanes.blocks if b.kind == EventKind.DAMAGE)
    assert damage.title == "ダメージ"
    view.select_event(damage.seq)
    heading = view.detail.toPlainText().splitlines()[0]
    assert heading.startswith("ダメージ") and "Damage" not in heading
    untranslated = [kind for kind, title in KIND_TITLES.items() if i18n.tr("EventKind", title) == title]
    assert untranslated == []


def test_the_moment_status_line_is_japanese_in_a_japanese_window(qtbot, sample_window, japanese):
    timeline = resolve_night_two(qtbot, sample_window)
    timeline.scrubber.slider.setValue(5)
    message = sample_window.statusBar().currentMessage()
    seq = timeline.lanes.blocks[5].seq
    assert message.startswith("地図は") and f"イベント {seq} の後" in message and "Back to Now" not in message


def test_the_moment_status_line_goes_when_a_ruling_returns_the_map_to_now(qtbot, sample_window):
    window = sample_window
    timeline = resolve_night_two(qtbot, window)
    timeline.scrubber.slider.setValue(5)
    seq = timeline.lanes.blocks[5].seq
    assert window.statusBar().currentMessage().startswith(f"The map shows Night 2 after event {seq}:")
    assert window.turn_commands.back_to_now.isVisibleTo(window)
    dialog = desk_of(window).open_ruling()
    dialog.pick("saber", "health", 50, "the GM rules the Oath held")
    with qtbot.waitSignal(dialog.ruled):
        assert dialog.submit()
    assert not window.turn_commands.back_to_now.isVisibleTo(window)
    assert "The map shows" not in window.statusBar().currentMessage()
    last = timeline.lanes.blocks[-1]
    assert timeline.scrubber.label.text().startswith(f"after event {last.seq} of {last.seq}")


def test_back_to_now_takes_the_moment_line_away(qtbot, sample_window):
    window = sample_window
    timeline = resolve_night_two(qtbot, window)
    timeline.scrubber.slider.setValue(3)
    assert window.statusBar().currentMessage().startswith("The map shows")
    # QA (night #13): the cast beside a map at a moment shows the war now; its title says so, until Back to Now
    assert window.docks["cast"].windowTitle() == "Cast — now, not at the map's moment"
    window.turn_commands.back_to_now.click()
    assert window.statusBar().currentMessage() == ""
    assert window.docks["cast"].windowTitle() == "Cast"
    # a message of someone else's is left alone
    window.statusBar().showMessage("Saved")
    window.turn_commands.clear_moment()
    assert window.statusBar().currentMessage() == "Saved"


def test_the_events_dock_names_the_kind_in_the_window_language(document, japanese):
    """QA (fx-mapline's note): the Events dock's detail showed the stored kind ("damage", "event 12") in a
    Japanese window; it says the kind as the timeline does, and a typed ダメージ finds damage events."""
    from gmdesk.ui.docks.events import FILTER_ROLE, EventsModel, event_html

    resolve_next_turn(document)
    damage = next(e for e in document.turns.last_turn().events if e.kind == EventKind.DAMAGE)
    shown_html = event_html(damage, "phase", "", "#777")
    assert "ダメージ" in shown_html and f"イベント {damage.seq}" in shown_html and "· damage" not in shown_html
    model = EventsModel()
    model.set_events([damage], {}, {})
    assert "ダメージ" in model.data(model.index(0, 0), FILTER_ROLE)
