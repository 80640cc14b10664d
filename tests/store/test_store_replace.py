"""Replacing a war file (``import --replace``, ``restore``) and writing JSON (``export``,
``resolve --out``) never lose a war: reliability review, data-loss items 1 and 2."""

import sqlite3

import pytest

from gmdesk.errors import WarFileError
from gmdesk.store import WarStore
from gmdesk.store.backups import backup_path
from tests.store.helpers import MAPS, listing, new_store, play, run, sample_war


def _turns(path):
    with WarStore.open(path, readonly=True) as store:
        return len(store.history())


# -- JSON never lands on a war file ------------------------------------------------------------------
def test_export_refuses_to_write_json_over_a_war_file(capsys, played):
    """Protects a war file from `export FILE FILE` (and from export onto a backup, another war file, a
    `.gmdesk` name or the file's -wal): the JSON would have replaced the war and its whole history."""
    with WarStore.open(played) as store:
        store.backup()
    before = {name: (played.parent / name).read_bytes() for name in listing(played.parent)}
    for target in (played, played.parent / "war.gmdesk.bak1", played.parent / "fresh.gmdesk",
                   played.parent / "war.gmdesk-wal"):
        code, out, err = run(capsys, "export", played, target)
        assert code == 2 and str(target) in err and out == "", err
        assert "Traceback" not in err
    assert {name: (played.parent / name).read_bytes() for name in listing(played.parent)} == before
    assert _turns(played) == 3


def test_resolve_out_refuses_a_war_file_before_resolving(capsys, played, tmp_path):
    """Protects a war file from `resolve FILE --out FILE`: refused before the turn is resolved, so
    neither the JSON nor a half-done resolve touches it; --out onto another war file likewise."""
    with new_store(tmp_path, name="other.gmdesk"):
        pass
    other = tmp_path / "other.gmdesk"
    other_bytes = other.read_bytes()
    for target in (played, other):
        code, out, err = run(capsys, "resolve", played, "--out", target)
        assert code == 2 and "write the JSON to" in err, err
    assert _turns(played) == 3 and other.read_bytes() == other_bytes


def test_resolve_out_refuses_the_json_it_reads(capsys, tmp_path):
    """Protects a JSON war from being overwritten by its own next turn (`--out` is the file read)."""
    source = tmp_path / "war.json"
    source.write_bytes((MAPS / "sample-valor.json").read_bytes())
    code, out, err = run(capsys, "resolve", source, "--out", source)
    assert code == 2 and "is the file being read" in err
    assert source.read_bytes() == (MAPS / "sample-valor.json").read_bytes()


def test_import_of_a_war_file_says_to_use_export(capsys, played, tmp_path):
    """Protects against `import war.gmdesk x.gmdesk` reading SQLite as JSON: the message says what to do."""
    code, out, err = run(capsys, "import", played, tmp_path / "x.gmdesk")
    assert code == 2 and "already a war file" in err and "export" in err
    assert not (tmp_path / "x.gmdesk").exists()


# -- replacing a file with a log beside it --------------------------------------------------------------
def test_import_replace_refuses_while_a_reader_holds_the_log(capsys, played):
    """Protects the new file of `import --replace` from the old file's -wal: while a reader has the old
    file open (its log in use) the replacement is refused, before any backup; once the reader is
    gone it succeeds, and the new file is whole and alone."""
    writer = WarStore.open(played)
    reader = WarStore.open(played, readonly=True)
    reader.load_war()
    play(writer, 1)
    writer.close()
    assert "war.gmdesk-wal" in listing(played.parent)
    before = played.read_bytes()
    code, out, err = run(capsys, "import", MAPS / "sample-skirmish.json", played, "--replace")
    assert code == 2 and "still has it open" in err
    assert played.read_bytes() == before and "war.gmdesk.bak1" not in listing(played.parent)
    assert reader.load_war().turn == 5
    reader.close()
    code, out, err = run(capsys, "import", MAPS / "sample-skirmish.json", played, "--replace")
    assert code == 0, err
    assert listing(played.parent) == ["war.gmdesk", "war.gmdesk.bak1"]
    with WarStore.open(played) as store:
        assert store.load_war().ruleset == "skirmish" and store.history() == [] and store.check() == []
    assert _turns(backup_path(played, 1)) == 4


def test_a_new_file_is_not_put_beside_a_stale_log(tmp_path):
    """Protects a new war file from a -wal left by a deleted one (SQLite would apply it)."""
    (tmp_path / "war.gmdesk-wal").write_bytes(b"\x37\x7f\x06\x82" + bytes(28))
    with pytest.raises(WarFileError, match="war.gmdesk-wal"):
        WarStore.create(tmp_path / "war.gmdesk", sample_war())
    assert listing(tmp_path) == ["war.gmdesk-wal"]


def test_import_replace_refuses_what_is_not_a_war_file(tmp_path):
    """Protects a file that is not a war file (a JSON war, notes) from `import --replace`."""
    notes = tmp_path / "notes.gmdesk"
    notes.write_text("my notes")
    with pytest.raises(WarFileError, match="not a war file"):
        WarStore.create(notes, sample_war(), replace=True)
    assert notes.read_text() == "my notes" and listing(tmp_path) == ["notes.gmdesk"]


def test_a_war_that_cannot_be_stored_leaves_the_old_file_and_backups_alone(played):
    """Protects the backups from a failing `import --replace`: the new file is built first, so a war
    that cannot be stored changes nothing, not even the backup list."""
    war = sample_war()
    war.title = "bad \ud800 text"
    with pytest.raises(WarFileError, match="title"):
        WarStore.create(played, war, replace=True)
    assert listing(played.parent) == ["war.gmdesk"] and _turns(played) == 3


# -- restore --------------------------------------------------------------------------------------------
def test_restore_puts_a_backup_back_and_keeps_the_current_file(capsys, played):
    """Protects the way back: `restore` makes FILE.bak1 the war file again, after backing up the
    current one, and the restored file opens for writing (its backup carries no lock row)."""
    with WarStore.open(played) as store:
        store.backup()
        play(store, 2)
    code, out, err = run(capsys, "restore", played)
    assert code == 0, err
    assert "restored war.gmdesk.bak1 (now war.gmdesk.bak2)" in out and "turn 4, 3 turn(s)" in out
    assert "the file it replaced is" in out and "war.gmdesk.bak1" in out
    assert _turns(played) == 3 and _turns(backup_path(played, 1)) == 5 and _turns(backup_path(played, 2)) == 3
    assert listing(played.parent) == ["war.gmdesk", "war.gmdesk.bak1", "war.gmdesk.bak2"]
    with WarStore.open(played) as store:
        assert not store.readonly and store.check() == []
        play(store, 1)


def test_restore_over_a_file_json_was_written_on(played):
    """Protects the way back after the war file was overwritten by something else (JSON): the
    damaged file is kept byte for byte as FILE.bak1, and the backup becomes the war file."""
    with WarStore.open(played) as store:
        store.backup()
    played.write_bytes((MAPS / "sample-valor.json").read_bytes())
    restored, kept = WarStore.restore(played)
    assert kept == backup_path(played, 1) and restored == backup_path(played, 2)
    assert kept.read_bytes() == (MAPS / "sample-valor.json").read_bytes()
    assert _turns(played) == 3


def test_restore_refuses_while_another_gmdesk_writes(played):
    """Protects a file being written: restore waits for the writer to close, and changes nothing."""
    with WarStore.open(played) as store:
        store.backup()
        before = played.read_bytes()
        with pytest.raises(WarFileError, match="open for writing in another gmdesk"):
            WarStore.restore(played)
        assert played.read_bytes() == before
        assert listing(played.parent) == ["war.gmdesk", "war.gmdesk-shm", "war.gmdesk-wal", "war.gmdesk.bak1",
                                          "war.gmdesk.lock"]


def test_restore_names_the_backups_there_are(capsys, played):
    """Protects against a silent no-op: a missing backup number is refused, listing the existing ones."""
    with WarStore.open(played) as store:
        store.backup()
    code, out, err = run(capsys, "restore", played, "--backup", 4)
    assert code == 2 and "no backup war.gmdesk.bak4 (backups: war.gmdesk.bak1)" in err


def test_restore_refuses_a_damaged_backup(played):
    """Protects the war file from being replaced by a backup that is not a good war file."""
    with WarStore.open(played) as store:
        store.backup()
    conn = sqlite3.connect(backup_path(played, 1))
    conn.execute("UPDATE characters SET kind = 'dragon' WHERE position = 0")
    conn.commit()
    conn.close()
    before = played.read_bytes()
    with pytest.raises(WarFileError, match="kind"):
        WarStore.restore(played)
    assert played.read_bytes() == before and listing(played.parent) == ["war.gmdesk", "war.gmdesk.bak1"]


def test_restore_over_damaged_pages_keeps_the_damaged_file(played):
    """Protects the way back from a file with damaged pages (SQLite cannot copy it): the damaged bytes
    are kept as FILE.bak1, the backup becomes the war file; `import --replace` refuses such a file."""
    with WarStore.open(played) as store:
        store.backup()
    data = bytearray(played.read_bytes())
    data[4096:] = bytes((i * 131 + 7) % 256 for i in range(len(data) - 4096))
    played.write_bytes(bytes(data))
    with pytest.raises(WarFileError, match="damaged"):
        WarStore.create(played, sample_war(), replace=True)
    assert played.read_bytes() == bytes(data)
    restored, kept = WarStore.restore(played)
    assert kept.read_bytes() == bytes(data) and _turns(played) == 3
