"""Schema versions: an older file is upgraded after a backup and keeps its data; a newer one is
refused (issue 4: "Schema version in file with forward migrations")."""

import json
import shutil
import sqlite3

import pytest
from sqlite_utils import Database

from gmdesk.engine.event_words import KEY as WORDS
from gmdesk.errors import WarFileError
from gmdesk.model.warfile import dump_war
from gmdesk.store import CURRENT_VERSION, WarStore, opening as opening_module
from gmdesk.store.layouts import LAYOUTS
from gmdesk.store.migrations import STEPS, build_version
from gmdesk.rulesets.valor import turn as valor_turn
from gmdesk.store.diff import same_json
from gmdesk.store.replay import events_without_states, in_former_phase_names
from gmdesk.store.rewording import reworded_events
from gmdesk.store.schema import TABLES
from gmdesk.store.sniff import read_header
from tests.store.helpers import FIXTURES, listing, new_store
from tests.store.make_v1_fixture import BACKGROUND, PNG, V1_ORDERS, v1_turns

V1 = FIXTURES / "war-v1.gmdesk"


@pytest.fixture
def v1_file(tmp_path):
    path = tmp_path / "old.gmdesk"
    shutil.copyfile(V1, path)
    return path


def _schema(conn):
    rows = conn.execute("SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE '%migrations%' "
                        "ORDER BY type, name").fetchall()
    return [(t, n, " ".join((sql or "").split())) for t, n, sql in rows]


def test_every_version_has_a_step_and_its_tables():
    """Each schema version is reached by exactly one numbered step, and lists the tables it has."""
    assert len(STEPS) == CURRENT_VERSION
    assert [s.__name__[:4] for s in STEPS] == [f"m{v:03d}" for v in range(1, CURRENT_VERSION + 1)]
    assert set(TABLES) == set(range(1, CURRENT_VERSION + 1))


def test_fixture_is_version_1():
    assert read_header(V1).user_version == 1


def test_opening_a_v1_file_backs_it_up_then_upgrades_it(v1_file):
    original = v1_file.read_bytes()
    with WarStore.open(v1_file) as store:
        assert store.upgraded_from == 1 and store.schema_version() == CURRENT_VERSION
        backup = store.upgrade_backup
        assert backup == v1_file.with_name("old.gmdesk.bak1")
        war = store.load_war()
        turns = [store.turn(n) for n in store.turn_numbers()]
        exported = store.export_war()
        background = store.background()
    # the backup is the version-1 file, data and all
    assert read_header(backup).user_version == 1
    old = sqlite3.connect(backup)
    assert old.execute("SELECT count(*) FROM turns").fetchone()[0] == 3
    v1_events = {n: json.loads(text) for n, text in old.execute("SELECT number, events FROM turns")}
    old.close()
    assert read_header(v1_file).user_version == CURRENT_VERSION
    assert v1_file.read_bytes() != original
    # the data is kept: the war, every turn's inputs and outputs, the background (moved to its table)
    expected = v1_turns()
    current = expected[-1][0].war.copy()
    del current.map.extra["background"]  # now in its own table, out of the war the engine loads
    assert dump_war(war) == dump_war(current)
    assert [t.number for t in turns] == [1, 2, 3]
    for turn, (result, inputs) in zip(turns, expected):
        assert turn.orders == V1_ORDERS[turn.number]
        assert turn.rulings == [{"note": f"ruling {turn.number}"}]
        # a version-1 gmdesk wrote no per-event state snapshots: the stored events are those, unchanged
        assert turn.stored_events == v1_events[turn.number]
        # and what this gmdesk resolves, but for the phase valor renamed since (read by its former name)
        fresh = events_without_states([e.to_dict() for e in result.events])
        fresh = [{k: v for k, v in e.items() if k != WORDS} for e in fresh]  # (explain_words came after version 1)
        assert turn.stored_events != fresh
        # (told in newer words at most: valor's whereabouts notes now name the place and say since when it counts)
        renamed = in_former_phase_names(turn.stored_events, fresh, valor_turn.PHASES)
        assert reworded_events(turn.stored_events, renamed, same_json) is not None
        assert turn.war_after().to_dict() == result.war.to_dict()  # history is kept as it was
        assert turn.branch == "main"
    assert background is not None and background.image == PNG and background.opacity == 0.5
    assert exported.map.extra == {"background": BACKGROUND, "legend": "kept too"}
    assert list(exported.map.extra) == ["background", "legend"]


def test_upgraded_file_has_the_schema_of_a_new_file(v1_file, tmp_path):
    """The migration path and the fresh-file path give the same tables, columns and indexes."""
    with WarStore.open(v1_file):
        pass
    with new_store(tmp_path, name="fresh.gmdesk"):
        pass
    upgraded, fresh = sqlite3.connect(v1_file), sqlite3.connect(tmp_path / "fresh.gmdesk")
    assert _schema(upgraded) == _schema(fresh)
    upgraded.close()
    fresh.close()


def test_upgraded_file_replays(v1_file):
    with WarStore.open(v1_file) as store:
        assert store.replay().ok
        assert store.check() == []


def test_read_only_open_of_an_old_file_changes_nothing(v1_file):
    """Reading an old file upgrades a copy in memory; the file and its folder stay as they were."""
    before = v1_file.read_bytes()
    with WarStore.open(v1_file, readonly=True) as store:
        assert store.file_version == 1 and store.readonly
        assert [t.number for t in store.history()] == [1, 2, 3]
        assert store.background().image == PNG
    assert v1_file.read_bytes() == before
    assert listing(v1_file.parent) == ["old.gmdesk"]


def test_no_upgrade_without_a_backup(v1_file, monkeypatch):
    """When the backup cannot be written the file is not upgraded, and nothing is left behind."""
    before = v1_file.read_bytes()

    def fail(*args, **kwargs):
        raise WarFileError("disk full", path="backup")

    monkeypatch.setattr(opening_module, "make_backup", fail)
    with pytest.raises(WarFileError, match="disk full"):
        WarStore.open(v1_file)
    assert v1_file.read_bytes() == before
    assert listing(v1_file.parent) == ["old.gmdesk"]


def test_newer_file_is_refused_naming_the_version(tmp_path):
    path = tmp_path / "future.gmdesk"
    with new_store(tmp_path, name="future.gmdesk"):
        pass
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA user_version = 99")
    conn.close()
    before = path.read_bytes()
    with pytest.raises(WarFileError) as err:
        WarStore.open(path)
    message = str(err.value)
    assert str(path) in message and "newer gmdesk" in message and "schema version 99" in message
    assert f"up to {CURRENT_VERSION}" in message
    with pytest.raises(WarFileError, match="schema version 99"):
        WarStore.open(path, readonly=True)
    assert path.read_bytes() == before
    assert listing(tmp_path) == ["future.gmdesk"]


def test_build_version_makes_old_schemas(tmp_path):
    conn = sqlite3.connect(tmp_path / "v1.db", isolation_level=None)
    build_version(Database(conn), 1)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == 1
    tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    assert set(TABLES[1]) <= tables and "branches" not in tables
    conn.close()


@pytest.mark.parametrize("version", range(1, CURRENT_VERSION + 1))
def test_written_layout_is_what_the_steps_build(version):
    """The layout the checks on open compare a file with (written down, so opening needs no sqlite_utils)
    is the one the steps build: every table with its columns in order, and every index."""
    conn = sqlite3.connect(":memory:", isolation_level=None)
    build_version(Database(conn), version)
    tables = [r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
    columns = {t: tuple(r[1] for r in conn.execute(f"PRAGMA table_info([{t}])")) for t in tables}
    indexes = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'index'")}
    conn.close()
    assert LAYOUTS[version].columns == columns
    assert LAYOUTS[version].indexes == indexes
