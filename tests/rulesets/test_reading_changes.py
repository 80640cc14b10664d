"""A reading changed in an open war (Turn > Rule Readings…, model/ruleedits.SetReading) resolves the next turn
exactly as a war loaded with that reading: no memo or cache of a ruleset keeps the old reading.

The sample wars with orders of the five rulesets (maps/), every interpretation, every option that is not the
default. Each turn is resolved through its questions, every one answered with its first option."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gmdesk import rulesets
from gmdesk.engine import resolve_turn
from gmdesk.engine.orders import OrdersRefused
from gmdesk.model.ruleedits import READINGS_SETTING, SetReading
from gmdesk.model.war import War
from gmdesk.model.warfile import load_war
from gmdesk.rulesets.reading_rows import changed_readings, reading_rows

MAPS = Path(__file__).resolve().parents[2] / "maps"
SAMPLES = ("sample-ap-sp-night2.json", "sample-valor-night3.json", "sample-skirmish-night2.json",
           "sample-true-hgw-night2.json", "sample-roll-dice-day1.json")


def _turn(war: War) -> str:
    """The turn resolved through its questions, as JSON (or the refusal of its orders)."""
    decisions = list(war.decisions)
    for _ in range(60):
        try:
            result = resolve_turn(war, None, decisions)
        except OrdersRefused as refused:
            return "refused: " + "; ".join(str(r) for r in refused.refusals)
        if result.resolved or not result.pending:
            break
        pending = result.pending[0]
        decisions.append({"id": pending.id, "choice": pending.options[0]})
    return json.dumps(result.to_dict(), ensure_ascii=False, sort_keys=True, default=repr)


def _variants(name: str) -> list[tuple[str, str]]:
    ruleset = rulesets.get(load_war(MAPS / name).ruleset)
    return [(row.key, option) for row in reading_rows(ruleset, None)
            for option, _ in row.options if option != row.default]


@pytest.mark.parametrize("name", SAMPLES)
def test_a_reading_changed_in_place_resolves_as_a_war_loaded_with_it(name: str) -> None:
    warmed = load_war(MAPS / name)
    _turn(warmed)  # every memo of the ruleset filled with the war's readings as they were
    for key, option in _variants(name):
        if warmed.settings.get(READINGS_SETTING, {}).get(key) == option:
            continue  # the sample's own reading
        before = json.dumps(warmed.settings, sort_keys=True)
        loaded = load_war(MAPS / name)
        loaded.settings[READINGS_SETTING] = {**loaded.settings.get(READINGS_SETTING, {}), key: option}
        row = next(r for r in reading_rows(rulesets.get(warmed.ruleset), warmed) if r.key == key)
        edit = SetReading(key, option, tuple(o for o, _ in row.options), row.title)
        edit.check(warmed)
        edit.apply(warmed)
        assert _turn(warmed) == _turn(loaded), f"{name}: {key}={option}"
        edit.revert(warmed)
        assert json.dumps(warmed.settings, sort_keys=True) == before


def test_the_rows_say_the_reading_in_force_and_which_differ_from_the_default() -> None:
    war = load_war(MAPS / "sample-ap-sp-night2.json")
    ruleset = rulesets.get(war.ruleset)
    rows = reading_rows(ruleset, war)
    assert [r.key for r in rows] == [i.key for i in (*ruleset.interpretations, *ruleset.update_readings)]
    assert len({r.key for r in rows}) == len(rows)  # one key, one question
    flee = next(r for r in rows if r.key == "flee-timing")
    war.settings[READINGS_SETTING] = {"flee-timing": "end-of-turn"}
    [changed] = changed_readings(ruleset, war)
    assert (changed.key, changed.chosen, changed.default) == ("flee-timing", "end-of-turn", flee.default)
    assert changed.meaning("end-of-turn").startswith("flees in a last step")
    assert [r.for_updates for r in rows].count(True) == len(ruleset.update_readings)


@pytest.mark.parametrize("ruleset_id", rulesets.BUILTIN)
def test_every_ruleset_names_each_reading_once_with_its_default_among_its_options(ruleset_id: str) -> None:
    rows = reading_rows(rulesets.get(ruleset_id), None)
    assert len({r.key for r in rows}) == len(rows)
    for row in rows:
        assert row.known and not row.changed, row.key
