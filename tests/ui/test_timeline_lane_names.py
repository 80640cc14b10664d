"""The timeline's lanes read differently and speak the window's language (QA: valor showed "End of turn" and
"End of the turn" one above the other, its own phase and the engine's; a Japanese window showed every phase
of the English documents in English).

valor's end phase does what valor 001 says happens at the end of a turn: dead Servants dissipate (001:L33),
the familiars and effects of the dead disappear (001:L21, L37), a Servantless Master may retire (001:L41),
the war ends if one team remains (001:L3). It is called "Dissipation and retirement"; the engine's own
lanes say what they do ("Budgets", "Durations, points, winner").
"""

from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import QApplication

from gmdesk.model.warfile import load_war
from gmdesk.rulesets.valor import ruleset as valor_ruleset
from gmdesk.rulesets.valor import turn as valor_turn
from gmdesk.rulesets.descriptions import Phase
from gmdesk.store.replay import in_former_phase_names
from gmdesk.ui import i18n
from gmdesk.ui.document import WarDocument
from gmdesk.ui.timeline import TimelineView
from tests.ui.conftest import MAPS
from tests.ui.helpers import resolve_next_turn, shown

JAPANESE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")
SAMPLES = ["sample-valor-night2.json", "sample-valor-night3.json", "sample-ap-sp-night2.json",
           "sample-skirmish-night2.json", "sample-true-hgw-night2.json", "sample-roll-dice-day1.json"]
DOCK = (700, 230)  # the Timeline dock of a 1366x768 window


@pytest.fixture(params=["en", "ja"])
def language(request):
    assert i18n.install(request.param) == request.param
    yield request.param
    i18n.install("en")


def _timeline(qtbot, tmp_path, sample: str, size=DOCK) -> TimelineView:
    document = WarDocument.create(tmp_path / f"war-{size[0]}.gmdesk", load_war(MAPS / sample))
    resolve_next_turn(document)
    view = shown(qtbot, TimelineView(document), size)
    view.show_turn(document.store.turn_numbers()[-1])
    QApplication.processEvents()
    return view


def _first_word(name: str) -> str:
    words = [w for w in re.split(r"[\s:：（(]+", name.casefold()) if w and w not in ("the", "a")]
    return words[0] if words else ""


@pytest.mark.parametrize("sample", SAMPLES)
def test_no_two_lanes_read_the_same_and_each_speaks_the_windows_language(qtbot, tmp_path, sample, language):
    view = _timeline(qtbot, tmp_path, sample)
    try:
        names = view.lanes.names
        shown_names = view.plot.lane_axis.shown  # as elided at the dock's size
        assert len(set(names)) == len(names) and len(set(shown_names)) == len(shown_names), shown_names
        engine = [name for phase, name in zip(view.lanes.phases, names) if phase in ("turn-start", "turn-end")
                  and phase not in {p.id for p in view.document.ruleset.phases}]
        others = [name for name in names if name not in engine]
        # an engine lane does not start as a ruleset's phase does ("End of the turn" / "End of turn", "End Phase")
        assert not {_first_word(n) for n in engine} & {_first_word(n) for n in others}, names
        if language == "ja":
            assert all(JAPANESE.search(name) for name in names), names
        else:
            document_words = ("行動", "遭遇", "戦闘", "一日")  # roll-dice's phases keep its document's words
            assert not any(JAPANESE.search(name) for name in names if not name.startswith(document_words)), names
    finally:
        view.document.close()


def test_valors_end_phase_says_what_it_does_in_english_and_japanese(qtbot, tmp_path, language):
    view = _timeline(qtbot, tmp_path, "sample-valor-night2.json", (1900, 800))
    try:
        names = dict(zip(view.lanes.phases, view.lanes.names))
        expected = {"en": ("Dissipation and retirement", "Durations, points, winner",
                           "Budgets", "Start of turn"),
                    "ja": ("消滅と引退", "持続・ポイント・勝者", "予算", "ターンの始まり")}
        assert (names["end"], names["turn-end"], names["turn-start"], names["start"]) == expected[language]
        assert view.plot.lane_axis.shown == view.lanes.names  # whole at a wide dock
        # the engine's record of the phase says its new name (the only change in the turn's events)
        end = next(e for e in view.events if e.phase == "end" and e.kind == "phase")
        assert end.explain == "Dissipation and retirement (simultaneous)"
        assert end.rule == "valor 001:L3, L21, L33, L37, L41"
    finally:
        view.document.close()


def test_a_war_file_that_stored_the_old_name_still_opens_and_goes_on(qtbot, tmp_path, monkeypatch):
    """A valor war resolved before the rename stored "End of turn" in its events: it opens, its timeline
    calls the lane by the new name (the lane is the phase's id), its stored event keeps the words it was
    resolved with, and the next turn resolves with the new name."""
    from gmdesk.store import WarStore

    old_end = Phase(**{**valor_turn.END.__dict__, "name": "End of turn"})
    old = tuple(old_end if p.id == "end" else p for p in valor_turn.PHASES)
    path = tmp_path / "old.gmdesk"
    with WarStore.create(path, load_war(MAPS / "sample-valor-night2.json")) as store:
        with monkeypatch.context() as patch:
            patch.setattr(valor_ruleset, "PHASES", old)
            patch.setattr(valor_ruleset.ValorRuleset, "phases", old)
            assert store.resolve().resolved
        stored = store.turn(2).events
    assert any(e.explain == "End of turn (simultaneous)" for e in stored)  # what an old file holds
    with WarStore.open(path) as store:  # replay reads the former name as the phase's: the turn is the same
        assert store.replay().ok
        turn = store.turn(2)
    from gmdesk.engine import resolve_turn

    fresh = [e.to_dict() for e in resolve_turn(turn.war_before(), turn.orders, turn.decisions, turn.seed).events]
    end = next(i for i, e in enumerate(fresh) if e["phase"] == "end" and e["kind"] == "phase")
    assert fresh[end]["explain"] == "Dissipation and retirement (simultaneous)"
    read = in_former_phase_names(turn.stored_events, fresh, valor_turn.PHASES)
    assert read[end]["explain"] == "End of turn (simultaneous)" and read[:end] == fresh[:end]
    tampered = [dict(e, explain="Somewhere else (simultaneous)") if e.get("explain") == "End of turn (simultaneous)"
                else e for e in turn.stored_events]
    assert in_former_phase_names(tampered, fresh, valor_turn.PHASES) == fresh  # another word is still a change

    document = WarDocument.open(path)
    try:
        view = shown(qtbot, TimelineView(document), (1300, 700))
        view.show_turn(2)
        names = dict(zip(view.lanes.phases, view.lanes.names))
        assert names["end"] == "Dissipation and retirement"
        end = next(b for b in view.lanes.blocks if b.event.phase == "end")
        view.select_event(end.seq)
        assert "End of turn (simultaneous)" in view.detail.toPlainText()
        resolve_next_turn(document)
        assert any(e.explain == "Dissipation and retirement (simultaneous)" for e in document.store.turn(3).events)
    finally:
        document.close()


def test_the_events_dock_names_the_phases_as_the_lanes_do(qtbot, tmp_path, language):
    from gmdesk.ui.docks.events import EventsDock

    document = WarDocument.create(tmp_path / "war.gmdesk", load_war(MAPS / "sample-valor-night2.json"))
    try:
        resolve_next_turn(document)
        dock = shown(qtbot, EventsDock(document), (900, 400))
        dock.show_turn(2)
        model = dock.model
        phases = {model.events[row].phase: model.phase_text(model.events[row]) for row in range(model.rowCount())}
        expected = {"en": ("Dissipation and retirement", "Durations, points, winner", "Budgets"),
                    "ja": ("消滅と引退", "持続・ポイント・勝者", "予算")}
        assert (phases["end"], phases["turn-end"], phases["turn-start"]) == expected[language]
    finally:
        document.close()
