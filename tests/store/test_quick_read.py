"""The quick reading path (``gmdesk/store/quickread.py``) gives the war the full path gives
(``rows.read_war``: the rows as a dict, then ``War.from_dict``), and on a damaged row the very error the
full path gives: file, field and value (docs/war-file.md, "Opening fast")."""

from __future__ import annotations

import sqlite3
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings

from gmdesk.errors import WarFileError
from gmdesk.model.war import War
from gmdesk.store import WarStore, quickread, rows
from tests.store.helpers import SAMPLE_WARS, sample_war
from tests.store.strategies import war_dicts


def _fields(war: War) -> dict[str, Any]:
    """Everything a war holds, its map's too (a WarMap has no equality of its own)."""
    out = {k: v for k, v in vars(war).items() if k != "map"}
    out["map"] = {k: v for k, v in vars(war.map).items() if k not in ("_graph", "_adjacency")}
    return out


def _outcome(read, db: sqlite3.Connection, path: str) -> Any:
    try:
        return ("war", _fields(read(db, path)))
    except WarFileError as exc:
        return ("refused", str(exc), exc.path, exc.field, repr(exc.value))


def _quick_and_full(path) -> tuple[dict[str, Any], dict[str, Any]]:
    with WarStore.open(path, readonly=True) as store:
        quick = quickread._quick_war(store.conn, str(path))  # the quick path alone: it must not give up
        return _fields(quick), _fields(rows.read_war(store.conn, str(path)))


@pytest.mark.parametrize("sample", SAMPLE_WARS, ids=[p.name for p in SAMPLE_WARS])
def test_every_sample_is_read_quickly_and_the_same(tmp_path, sample):
    path = tmp_path / "w.gmdesk"
    WarStore.create(path, sample_war(sample.name)).close()
    quick, full = _quick_and_full(path)
    assert quick == full
    assert quick["characters"] and quick["map"]["locations"]


def test_unknown_fields_and_players_are_read_quickly(tmp_path):
    """Teams with players and unknown fields at every level stay on the quick path."""
    war = sample_war("sample-valor-night2.json")
    data = war.to_dict()
    data["teams"] = [{"id": "red", "name": "Red", "color": "teal", "players": ["Ann", "Bo"], "x-pet": "cat"},
                     {"id": "blue", "name": "Blue"}]
    data["map"]["x-grid"] = {"size": 4}
    data["map"]["locations"][0]["x-height"] = 3.5
    data["characters"][0]["x-mood"] = ["calm"]
    data["battles"][0]["x-note"] = "rain"
    data["x-era"] = 1994
    path = tmp_path / "w.gmdesk"
    WarStore.create(path, War.from_dict(data)).close()
    quick, full = _quick_and_full(path)
    assert quick == full
    assert quick["teams"][0].players == ["Ann", "Bo"] and quick["teams"][0].extra == {"x-pet": "cat"}
    assert quick["battles"][0].extra == {"x-note": "rain"} and quick["extra"] == {"x-era": 1994}


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=war_dicts())
def test_generated_wars_read_the_same(tmp_path_factory, data):
    path = tmp_path_factory.mktemp("quick") / "w.gmdesk"
    WarStore.create(path, War.from_dict(data)).close()
    quick, full = _quick_and_full(path)  # a war the model takes is read the quick way, and the same
    assert quick == full


#: What a damaged cell may hold instead of its value: other types, empty and blank texts, numbers that are
#: not finite, JSON of the wrong shape or with known or bad entries, JSON that does not parse.
BAD_VALUES: list[Any] = [None, 0, 1, 2, -1, 1.0, 1.5, 1e999, "", " ", "x", "master", "#zzz", b"\x00", "{}", "[]",
                         "null", "1", '"x"', "[1]", '[""]', '["a"]', '[{"name":1}]', '[{"id":"d"}]', '[{}]',
                         '{"name":"n"}', '{"STR":"Q"}', '{"STR":1}', '{"AP":true}', '{"interpretations":[]}',
                         '{"x-a":1}', '{"players":[""]}', '{"players":["Ann"]}', '{"locations":[]}', "{",
                         '[{"actor":1}]', "[" * 70 + "]" * 70, "1e400", "NaN"]

#: Each state table's columns and a row to damage (the valor night-2 sample has a battle).
CELLS = [(table, column) for table, columns in {
    "war": ("format", "ruleset", "title", "seed", "turn", "settings", "knowledge", "orders", "decisions",
            "map_extra", "extra"),
    "teams": ("id", "name", "color", "extra"),
    "locations": ("id", "name", "x", "y", "home_base", "hidden", "effects", "notes", "extra"),
    "links": ("a", "b"),
    "characters": ("id", "name", "kind", "class", "team", "master", "location", "alive", "spirit_form", "health",
                   "health_max", "health_regen", "mana", "mana_max", "mana_regen", "command_spells", "true_name",
                   "alignment", "notes", "gm_notes", "stats", "points", "statuses", "skills", "items", "flags",
                   "extra"),
    "battles": ("id", "location", "participants", "turns", "extra"),
}.items() for column in columns]


@pytest.fixture(scope="module")
def damaged_file(tmp_path_factory):
    path = tmp_path_factory.mktemp("damage") / "w.gmdesk"
    WarStore.create(path, sample_war("sample-valor-night2.json")).close()
    return path


@pytest.mark.parametrize("table,column", CELLS, ids=[f"{t}.{c}" for t, c in CELLS])
def test_a_damaged_cell_gives_the_full_paths_answer(damaged_file, table, column):
    """Every cell of every state table, each bad value in turn: the same war or the same refusal, word
    for word (a value the model takes gives the same war; one it refuses, the same field and value)."""
    db = sqlite3.connect(damaged_file, isolation_level=None)
    where = "id = 1" if table == "war" else "position = 0"
    refused = 0
    try:
        for value in BAD_VALUES:
            db.execute("BEGIN")
            try:
                try:
                    db.execute(f'UPDATE {table} SET "{column}" = ? WHERE {where}', [value])
                except sqlite3.IntegrityError:  # NULL in a NOT NULL column
                    continue
                full = _outcome(rows.read_war, db, str(damaged_file))
                assert _outcome(quickread.read_war, db, str(damaged_file)) == full, value
                refused += full[0] == "refused"
            finally:
                db.execute("ROLLBACK")
    finally:
        db.close()
    assert refused  # every column refuses something
