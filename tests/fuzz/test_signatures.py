"""The fuzz suite's findings, each as one plain example: what the message says, not only that there is one."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from gmdesk.errors import WarFileError
from gmdesk.model.warfile import load_war
from gmdesk.sheets.html import SHOWN_CHARS, e
from gmdesk.store import WarStore
from tests.fuzz.mutants import MAPS, run_command

SAMPLE = MAPS / "sample-valor-night2.json"


def _war_with(tmp_path, change) -> str:
    data = json.loads(SAMPLE.read_text(encoding="utf-8"))
    change(data)
    path = tmp_path / "war.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return str(path)


@pytest.mark.parametrize("value", [["saber"], {"id": "saber"}, 7, None])
def test_a_battle_participant_that_is_not_text_is_refused_naming_file_field_and_value(tmp_path, value):
    def change(data):
        data["battles"] = [{"id": "b1", "location": "threeways", "participants": ["saber", value], "turns": 0}]
    path = _war_with(tmp_path, change)
    with pytest.raises(WarFileError) as caught:
        load_war(path)
    assert str(caught.value).startswith(f"{path}: battles[0].participants[1]: a participant is a character's id")
    assert caught.value.value == value


@pytest.mark.parametrize("value", [["archer"], 3, {"a": 1}])
def test_an_order_actor_that_is_not_text_is_refused(tmp_path, value):
    path = _war_with(tmp_path, lambda data: data.update(orders=[{"actor": value, "action": "move", "to": "x"}]))
    with pytest.raises(WarFileError, match=r"orders\[0\]\.actor: an order's actor is a character's id"):
        load_war(path)


def test_invalid_utf8_in_the_schema_is_a_damaged_file_not_a_traceback(tmp_path):
    path = tmp_path / "war.gmdesk"
    WarStore.create(path, load_war(SAMPLE)).close()
    data = bytearray(path.read_bytes())
    at = data.index(b"CREATE TABLE")
    data[at + 20] = 0xFF
    path.write_bytes(bytes(data))
    outcome = run_command(["info", str(path)], path)
    assert not outcome.bad, outcome.bad
    assert outcome.code == 2 and outcome.err.startswith(f"gmdesk: {path}: damaged or unreadable")


def test_a_turn_number_that_is_not_a_whole_number_is_reported_by_check_and_left_out_of_history(tmp_path):
    path = tmp_path / "war.gmdesk"
    with WarStore.create(path, load_war(SAMPLE)) as store:
        store.resolve()
    conn = sqlite3.connect(path)
    conn.execute("UPDATE turns SET number = x'00', seed = 'abc'")
    conn.commit()
    conn.close()
    check = run_command(["check", str(path)], path)
    assert check.code == 2 and "turns(main).number = b'\\x00': damaged: must be a whole number" in check.out
    history = run_command(["history", str(path)], path)
    assert not history.bad and history.code == 0


def test_a_sheet_shows_a_long_text_cut_saying_how_much_is_left_out():
    shown = e("A" * 200_000)
    assert len(shown) < SHOWN_CHARS + 100 and shown.endswith("(190,000 more characters not shown)")
    assert e("B" * SHOWN_CHARS) == "B" * SHOWN_CHARS


@pytest.mark.parametrize("cost, words", [([{"mana": 10}], "an upkeep is an object of pool to amount"),
                                         ({"mana": "ten"}, "an upkeep amount is a number not below 0"),
                                         ({"mana": -5}, "an upkeep amount is a number not below 0")])
def test_a_status_upkeep_that_is_not_pools_to_amounts_is_a_problem_not_a_traceback(tmp_path, cost, words):
    """Found by the 5,000-mutant campaign: a true-hgw status whose upkeep_cost was a list stopped resolve
    with an AttributeError (reproducers/status-upkeep-cost-list.json)."""
    data = json.loads((MAPS / "sample-true-hgw-night2.json").read_text(encoding="utf-8"))
    data["characters"][5]["statuses"] = [{"name": "Bounded Field", "upkeep_cost": cost, "source": data["characters"][5]["id"]}]
    path = tmp_path / "war.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    outcome = run_command(["resolve", str(path), "--json"])
    assert not outcome.bad and outcome.code == 2
    assert "statuses[0].upkeep_cost" in outcome.err and words in outcome.err


def test_the_upkeep_reproducer_is_refused_with_its_field():
    outcome = run_command(["resolve", str(Path(__file__).parent / "reproducers" / "status-upkeep-cost-list.json"),
                           "--json"])
    assert not outcome.bad and outcome.code == 2 and "upkeep_cost" in outcome.err


def test_a_roll_dice_rank_level_no_number_holds_is_a_problem_not_a_traceback():
    """Found by the 5,000-mutant campaign: a caster of rank level 10^300 overflowed the FP budget's
    explanation in `validate` (reproducers/roll-dice-rank-level-huge.json)."""
    outcome = run_command(["validate", str(Path(__file__).parent / "reproducers" / "roll-dice-rank-level-huge.json")])
    assert not outcome.bad and outcome.code == 2
    assert "points.rank_level" in outcome.err + outcome.out and "beyond any sheet" in outcome.err + outcome.out


@pytest.mark.parametrize("command", [["validate"], ["resolve", "--json"]])
def test_an_interpretation_setting_that_is_not_text_is_a_problem_not_a_traceback(command):
    """Found by the 5,000-mutant campaign: an interpretation set to an object made `validate`, `resolve`
    and `import` stop on an unhashable value (reproducers/interpretation-setting-object.json)."""
    path = str(Path(__file__).parent / "reproducers" / "interpretation-setting-object.json")
    outcome = run_command([command[0], path, *command[1:]])
    assert not outcome.bad and outcome.code == 2
    assert "settings.interpretations.row-placement" in outcome.out + outcome.err
