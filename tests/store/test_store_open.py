"""Opening what is not a good war file gives one clear error naming the file and the problem, and
changes nothing on disk: same bytes, no -wal, -shm or lock file left (issue 4)."""

import json
import random
import sqlite3
import subprocess
import sys

import pytest

from gmdesk.errors import GmdeskError, WarFileError
from gmdesk.store import WarStore
from gmdesk.store.connections import page_damage
from tests.store.helpers import MAPS, listing, new_store, play


def _good_file(tmp_path, turns=2):
    with new_store(tmp_path) as store:
        play(store, turns)
    return tmp_path / "war.gmdesk"


def _refused(path, *needles):
    """Both kinds of open fail with one WarFileError naming the file; disk unchanged."""
    before = path.read_bytes() if path.is_file() else None
    files = listing(path.parent)
    for readonly in (True, False):
        with pytest.raises(WarFileError) as err:
            WarStore.open(path, readonly=readonly)
        message = str(err.value)
        assert str(path) in message, message
        for needle in needles:
            assert needle in message, message
        if before is not None:
            assert path.read_bytes() == before
        assert listing(path.parent) == files
    return err.value


def test_no_such_file(tmp_path):
    _refused(tmp_path / "missing.gmdesk", "no such file")


def test_a_folder(tmp_path):
    (tmp_path / "dir.gmdesk").mkdir()
    _refused(tmp_path / "dir.gmdesk", "folder")


def test_empty_file(tmp_path):
    (tmp_path / "empty.gmdesk").write_bytes(b"")
    _refused(tmp_path / "empty.gmdesk", "not a gmdesk war file", "empty")


def test_text_file(tmp_path):
    (tmp_path / "notes.gmdesk").write_text("Saber moves to the bridge.\n")
    _refused(tmp_path / "notes.gmdesk", "not a gmdesk war file", "not an SQLite database")


def test_json_war_named_gmdesk(tmp_path):
    path = tmp_path / "war.gmdesk"
    path.write_bytes((MAPS / "sample-valor.json").read_bytes())
    _refused(path, "looks like JSON", "gmdesk import")


def test_another_programs_database(tmp_path):
    path = tmp_path / "other.gmdesk"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE recipes (name TEXT)")
    conn.commit()
    conn.close()
    _refused(path, "not a gmdesk war file", "without gmdesk's tables")


def test_another_programs_application_id(tmp_path):
    path = tmp_path / "other.gmdesk"
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA application_id = 1234")
    conn.execute("CREATE TABLE t (x)")
    conn.commit()
    conn.close()
    _refused(path, "another program", "0x4d2")


@pytest.mark.parametrize("keep", [10, 99, 1024, "half"])
def test_truncated_file(tmp_path, keep):
    path = _good_file(tmp_path)
    data = path.read_bytes()
    size = len(data) // 2 // 4096 * 4096 if keep == "half" else keep
    path.write_bytes(data[:size])
    _refused(path, "truncated")


@pytest.mark.parametrize("where", ["second page", "middle", "last page"])
def test_damaged_pages(tmp_path, where):
    """Garbage over one page anywhere in the file is found: on open when the page holds the war or
    the schema, and otherwise by the page scan the window runs after opening and by ``check``
    (issue 21: a cleanly closed file is not scanned whole on every open)."""
    path = _good_file(tmp_path)
    data = bytearray(path.read_bytes())
    pages = len(data) // 4096
    page = {"second page": 1, "middle": pages // 2, "last page": pages - 1}[where]
    rng = random.Random(page)
    data[page * 4096:(page + 1) * 4096] = bytes(rng.randrange(256) for _ in range(4096))
    path.write_bytes(bytes(data))
    assert page_damage(path)
    try:
        store = WarStore.open(path, readonly=True)
    except WarFileError:
        _refused(path, "damaged")
        return
    with store:
        try:
            found = store.check()
        except WarFileError as exc:  # the damage stops the check itself: said as damage, naming the file
            assert "damaged" in str(exc) and str(path) in str(exc)
        else:
            assert found, "check finds the damaged page"


def test_open_after_a_crash_scans_every_page(tmp_path, monkeypatch):
    """A file left with its log (a writer killed) is scanned whole on open: the only time the open
    itself pays for the scan."""
    import gmdesk.store.connections as conns

    path = _good_file(tmp_path)
    scans = []
    real = conns.check_contents
    monkeypatch.setattr(conns, "check_contents",
                        lambda conn, p, every_page=False: scans.append(every_page) or real(conn, p, every_page=every_page))
    WarStore.open(path, readonly=True).close()
    (tmp_path / "war.gmdesk-journal").write_bytes(b"")
    WarStore.open(path, readonly=True).close()
    assert scans == [False, True]


def _edit(path, sql, *params):
    conn = sqlite3.connect(path)
    conn.execute(sql, params)
    conn.commit()
    conn.close()


def test_missing_table(tmp_path):
    path = _good_file(tmp_path)
    _edit(path, "DROP TABLE links")
    _refused(path, "damaged", "missing table(s) links")


def test_contents_that_break_the_model(tmp_path):
    path = _good_file(tmp_path)
    _edit(path, "UPDATE characters SET kind = 'dragon' WHERE position = 0")
    error = _refused(path, "characters[0](odile).kind", "dragon")
    assert str(error).count("\n") == 0  # one message


def test_a_rank_the_model_refuses(tmp_path):
    path = _good_file(tmp_path)
    _edit(path, "UPDATE characters SET stats = ? WHERE position = 1", json.dumps({"AGI": "Z++"}))
    error = _refused(path, "characters[1](saber).stats.AGI", "character 'saber'")
    assert error.value == "Z++"


def test_a_damaged_json_column(tmp_path):
    path = _good_file(tmp_path)
    _edit(path, "UPDATE characters SET statuses = '[{oops' WHERE position = 2")
    _refused(path, "characters(id=", ".statuses", "not valid JSON")


def test_a_flag_that_is_not_true_or_false(tmp_path):
    path = _good_file(tmp_path)
    _edit(path, "UPDATE locations SET hidden = 'maybe' WHERE position = 0")
    _refused(path, "map.locations[0].hidden", "true or false")


def test_every_refusal_is_a_gmdesk_error(tmp_path):
    """One error type for the GM's desk to catch: WarFileError is a GmdeskError."""
    (tmp_path / "x.gmdesk").write_text("{}")
    with pytest.raises(GmdeskError):
        WarStore.open(tmp_path / "x.gmdesk")


def test_a_good_file_opens_read_only_without_leaving_files(tmp_path):
    path = _good_file(tmp_path)
    before = path.read_bytes()
    with WarStore.open(path, readonly=True) as store:
        assert store.readonly and store.load_war().turn == 3
        with pytest.raises(WarFileError, match="cannot write: opened read-only"):
            store.save_state(store.load_war())
    assert path.read_bytes() == before
    assert listing(tmp_path) == ["war.gmdesk"]


OPEN_TWICE = """
import sys
from gmdesk.store import WarStore
for readonly in (True, False):
    with WarStore.open(sys.argv[1], readonly=readonly) as store:
        assert store.load_war().turn == 3
print(sorted(m for m in sys.modules if m.split(".")[0] == "sqlite_utils"))
"""


def test_opening_a_current_file_does_not_import_sqlite_utils(tmp_path):
    """Opening (read-only or for writing) and loading a current file reads with plain sqlite3:
    sqlite_utils, slow to import, is for creating and upgrading files only (issue 21)."""
    path = _good_file(tmp_path)
    done = subprocess.run([sys.executable, "-c", OPEN_TWICE, str(path)], capture_output=True, text=True,
                          check=True, timeout=120)
    assert done.stdout.split("\n")[-2] == "[]", done.stdout


def test_closing_a_writer_leaves_one_self_contained_file(tmp_path):
    """While open: WAL mode and a lock file; after close: the file alone, in rollback-journal mode,
    so it can be copied or mailed as it is."""
    path = _good_file(tmp_path)
    with WarStore.open(path) as store:
        assert not store.readonly
        assert store.conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert "war.gmdesk.lock" in listing(tmp_path)
    assert listing(tmp_path) == ["war.gmdesk"]
    assert path.read_bytes()[18:20] == b"\x01\x01"


def test_a_wal_mode_copy_without_its_log_opens_read_only_cleanly(tmp_path):
    """A file copied while in WAL mode (no -wal beside it) is read without creating -wal/-shm."""
    path = _good_file(tmp_path)
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA journal_mode = WAL")
    conn.close()
    assert path.read_bytes()[18:20] == b"\x02\x02" and listing(tmp_path) == ["war.gmdesk"]
    with WarStore.open(path, readonly=True) as store:
        assert store.load_war().turn == 3
    assert listing(tmp_path) == ["war.gmdesk"]


def test_save_copy_keeps_the_history_and_opens_for_writing(played, tmp_path):
    """File > Save As: the copy holds the same turns and war, and has no lock row of ours."""
    copy_path = tmp_path / "copy.gmdesk"
    with WarStore.open(played) as store:
        store.save_copy(copy_path)
        numbers, war = store.turn_numbers(), store.load_war().to_dict()
        with pytest.raises(WarFileError, match="exists already"):
            store.save_copy(copy_path)
        with pytest.raises(WarFileError, match="already open"):
            store.save_copy(played)
    with WarStore.open(copy_path) as copy:
        assert not copy.readonly
        assert copy.turn_numbers() == numbers
        assert copy.load_war().to_dict() == war
