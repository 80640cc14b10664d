"""The Events dock's detail reads an event's data as the GM would (fx-evdetail): each known key by a label in the
window's language, characters and places by name, numbers as the rules write them, lists without brackets; a key
without a label under "Other data"; the characters after the event left to the Timeline; the explanation's stored
template (``explain_words``) never shown.

The turn is the ap-sp night-2 sample's (tests/ui/conftest.py), resolved with the first option of each question:
Assassin's Snuffing Cut takes Lancer from 300 to 265 (ap-sp 000:L249).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from gmdesk import rulesets
from gmdesk.engine.event_words import KEY
from gmdesk.engine.events import Event
from gmdesk.model.vocabulary import DataKey, EventKind
from gmdesk.ui import i18n
from gmdesk.ui.docks import EventsDock
from gmdesk.ui.docks.event_data import DataWords, data_html
from tests.ui.helpers import resolve_next_turn, shown

BRACES = re.compile(r"[{}\[\]\"]")


def _dock(qtbot, document) -> EventsDock:
    resolve_next_turn(document)
    return shown(qtbot, EventsDock(document), (900, 700))


def _detail_of(dock: EventsDock, test) -> tuple[Event, str]:
    """The first event ``test`` accepts, selected: it and the detail's text."""
    events = dock.shown_events()
    row = next(i for i, e in enumerate(events) if test(e))
    dock.view.selectRow(row)
    return events[row], dock.detail.toPlainText()


def _lines(text: str) -> list[str]:
    """The detail's lines, and each line joined to the next: a table's label and value are cells on lines of
    their own in the plain text."""
    lines = [" ".join(line.split()) for line in text.splitlines()]
    return lines + [f"{a} {b}" for a, b in zip(lines, lines[1:])]


def test_a_damage_reads_by_labels_with_names_instead_of_ids(qtbot, document):
    dock = _dock(qtbot, document)
    event, text = _detail_of(dock, lambda e: e.kind == EventKind.DAMAGE and e.data.get("target") == "lancer")
    assert event.data["attacker"] == "assassin" and event.data["before"] == 300
    lines = _lines(text)
    assert "Attacker Assassin" in lines
    assert "Target Lancer" in lines
    assert "Value before 300" in lines and "Value after 265" in lines and "Amount 35" in lines
    assert "assassin" not in text and "lancer" not in text  # no id where a name is known
    assert not BRACES.search(text.split("Rule:")[-1]), text  # no JSON below the explanation


def test_the_characters_after_the_event_are_left_to_the_timeline_and_the_template_never_shows(qtbot, document):
    dock = _dock(qtbot, document)
    event, text = _detail_of(dock, lambda e: e.kind == EventKind.DAMAGE and e.data.get("target") == "lancer")
    assert event.data[DataKey.STATE]["lancer"]["location"] == "bonded-warehouses"
    assert "Each character before and after this event: in the Timeline." in text
    assert "state" not in text and "Bonded" not in text and "spirit_form" not in text
    said, text = _detail_of(dock, lambda e: KEY in e.to_dict())  # an explanation stored with its template
    assert KEY not in dock.detail.toHtml() and "explain_words" not in text
    stored = dict(said.to_dict(), data=dict(said.data, **{KEY: said.to_dict()[KEY]}))  # as a damaged file has it
    html = data_html(Event.from_dict(stored).data, DataWords(document.war), "#555")
    assert KEY not in html and str(said.to_dict()[KEY][""]) not in html


def test_an_action_s_order_cost_and_targets_are_said_in_words(qtbot, document):
    dock = _dock(qtbot, document)
    event, text = _detail_of(dock, lambda e: e.kind == EventKind.ACTION and e.data.get("skill") == "Snuffing Cut")
    assert event.data["cost"] == {"resources": {"AP": 2.0, "mana": 20.0}, "actions": []}
    lines = _lines(text)
    assert "Skill Snuffing Cut" in lines
    assert "Targets Lancer" in lines
    assert "Cost AP 2, mana 20" in lines
    order = next(line for line in lines if line.startswith("Order "))
    assert "Assassin" in order and "Snuffing Cut" in order and "Lancer" in order, order  # the order, not its index


def test_the_acting_order_is_a_row_of_names(qtbot, document):
    dock = _dock(qtbot, document)
    event, text = _detail_of(dock, lambda e: e.kind == EventKind.INITIATIVE and e.data.get("groups"))
    names = [document.war.characters[group[0]].name for group in event.data["groups"]]
    assert "Who acts, in order " + " → ".join(names) in _lines(text)


def test_keys_without_a_label_are_still_shown_muted_under_other_data(document):
    war = document.war
    data = {"target": "saber", "scout_lck": 7.25, "seen_by": ["saber", "rider"], "nested": {"ok": True},
            "chance": 0.387, "state": {"saber": {"health": 1}}}
    html = data_html(data, DataWords(war), "#5f6b76")
    known, other = html.split("Other data")
    assert ">Target<" in known and ">Saber<" in known and "38.7 %" in known
    assert ">scout_lck<" in other and ">7.25<" in other
    assert ">Saber, Rider<" in other and ">ok yes<" in other
    assert 'style="color:#5f6b76"' in other  # muted, values too


@pytest.fixture
def japanese():
    assert i18n.install("ja") == "ja"
    yield
    i18n.install("en")


def test_a_japanese_window_labels_the_data_in_japanese(qtbot, document, japanese):
    dock = _dock(qtbot, document)
    _event, text = _detail_of(dock, lambda e: e.kind == EventKind.DAMAGE and e.data.get("target") == "lancer")
    lines = _lines(text)
    assert "攻撃者 Assassin" in lines and "対象 Lancer" in lines and "変化前の値 300" in lines
    assert "Attacker" not in text and "Value before" not in text
    assert "このイベントの前後の各キャラクターは、タイムラインで読めます。" in text


def test_the_unfiltered_words_serve_the_gm_s_events_dock_only():
    """The data is shown whole, secrets too (the GM's pane): nothing made for a player may use these words;
    a player's view goes through the knowledge filter (view_for)."""
    import gmdesk

    root = Path(gmdesk.__file__).parent
    users = sorted(str(path.relative_to(root)) for path in root.rglob("*.py")
                   if "docks.event_data" in path.read_text(encoding="utf-8") and path.name != "event_data.py")
    assert users == ["ui/docks/events.py"]


def test_a_battle_a_reason_a_pool_and_a_slot_read_in_words(document):
    # QA qa-recheck9 2: "Battle: b1-northgate-yard", "Reason: illegal", a pool's key, a slot's id
    war = document.war
    place = next(iter(war.map.locations.values()))
    data = {"battle": f"b1-{place.id}", "reason": "illegal", "pool": "AP", "slot": war_phase_id(war)}
    html = data_html(data, DataWords(war), "#5f6b76")
    assert f">the battle at {place.name}<" in html and ">the rules refuse it<" in html
    assert ">Action Points (AP)<" in html
    assert f">{war_phase_id(war)}<" not in html  # the phase by its name


def war_phase_id(war) -> str:
    return rulesets.get(war.ruleset).phases_for(war)[-1].id
