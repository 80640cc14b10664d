"""The history's snapshots are stored packed (schema 3, issue 21): a turn in well under half the bytes,
read back the same, and a packed value that is damaged or a "zip bomb" is a damaged row, named."""

from __future__ import annotations

import json
import sqlite3
import zlib

import pytest

from gmdesk.errors import WarFileError
from gmdesk.store import WarStore, jsoncol
from gmdesk.store.jsoncol import dump_json, dump_packed, load_json
from tests.store.helpers import new_store, play


def test_a_packed_value_reads_back_equal():
    war = {"characters": [{"id": "saber", "name": "セイバー", "health": 41.5}], "turn": 3}
    packed = dump_packed(war, "state_after")
    assert isinstance(packed, bytes) and load_json(packed, "state_after") == war
    assert load_json(dump_json(war, "state_after"), "state_after") == war  # older rows: text


def test_snapshots_are_stored_packed_and_take_less_than_half(tmp_path):
    with new_store(tmp_path) as store:
        play(store, 2)
        turn = store.turn(2)
    conn = sqlite3.connect(tmp_path / "war.gmdesk")
    before, after = conn.execute("SELECT state_before, state_after FROM turns WHERE number = 2").fetchone()
    conn.close()
    assert isinstance(before, bytes) and isinstance(after, bytes)
    as_text = len(dump_json(turn.state_before, "")) + len(dump_json(turn.state_after, ""))
    assert len(before) + len(after) < as_text / 2


@pytest.mark.parametrize("blob, words", [
    (b"\x78\x9c not deflate at all", "does not unpack"),
    (zlib.compress(b'{"turn": 2, "characters": []}')[:-6], "cut short"),
    (zlib.compress("{\"name\": \"\udcff\"}".encode("utf-8", "surrogatepass")), "not UTF-8"),
])
def test_a_damaged_packed_value_is_named(blob, words):
    with pytest.raises(WarFileError) as err:
        load_json(blob, "turns(main, 2).state_after", "war.gmdesk")
    assert words in str(err.value) and "turns(main, 2).state_after" in str(err.value)


def test_a_zip_bomb_is_refused_before_it_is_unpacked(monkeypatch):
    monkeypatch.setattr(jsoncol, "MAX_UNPACKED", 1024)
    bomb = zlib.compress(json.dumps({"notes": "x" * 50_000}).encode())
    with pytest.raises(WarFileError) as err:
        load_json(bomb, "turns(main, 2).state_before", "war.gmdesk")
    assert "unpacks to more than" in str(err.value)


def test_a_damaged_packed_snapshot_in_a_file_is_reported_by_check(tmp_path):
    with new_store(tmp_path) as store:
        play(store, 2)
    path = tmp_path / "war.gmdesk"
    conn = sqlite3.connect(path)
    conn.execute("UPDATE turns SET state_after = ? WHERE number = 1", [b"\x78\x9cgarbage"])
    conn.commit()
    conn.close()
    with WarStore.open(path, readonly=True) as store:
        found = " ".join(str(p) for p in store.check())
    assert "turns(main, 1).state_after" in found and "does not unpack" in found
