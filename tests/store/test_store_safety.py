"""Closing, backing up, locking and read-only opens leave the war file whole and the disk as it was:
reliability review, data-loss items 3 and 4 and the smaller locking and read-only findings."""

import os
import shutil
import socket
import sqlite3
import time

import pytest

from gmdesk.errors import WarFileError
from gmdesk.store import WarStore
from gmdesk.store import connections as conns
from gmdesk.store import lock as locking
from gmdesk.store import store as store_module
from gmdesk.store.backups import backup_path
from tests.store.helpers import FIXTURES, listing, new_store, plant_lock_row, play


@pytest.fixture
def played(tmp_path):
    with new_store(tmp_path) as store:
        play(store, 2)
    return tmp_path / "war.gmdesk"


def _copy_alone(path, folder):
    """The .gmdesk file alone, as a GM would copy or mail it."""
    folder.mkdir()
    shutil.copyfile(path, folder / path.name)
    return folder / path.name


# -- close: the file alone holds every change ---------------------------------------------------------------
def test_closing_under_a_reader_still_leaves_every_change_in_the_file(played, tmp_path):
    """Protects what a GM copies after closing: with a read-only gmdesk still open the journal cannot
    leave WAL mode, but the log is checkpointed first, so the .gmdesk alone has every turn and no
    lock row, and the log left beside it is empty."""
    writer = WarStore.open(played)
    reader = WarStore.open(played, readonly=True)
    reader.load_war()
    play(writer, 3)
    writer.close()
    assert os.path.getsize(f"{played}-wal") == 0
    copy = _copy_alone(played, tmp_path / "mail")
    conn = sqlite3.connect(copy)
    assert conn.execute("SELECT count(*) FROM turns").fetchone()[0] == 5
    assert conn.execute("SELECT count(*) FROM lock").fetchone()[0] == 0
    conn.close()
    reader.close()
    with WarStore.open(copy) as store:
        assert not store.readonly and len(store.history()) == 5 and store.check() == []


# -- backups ---------------------------------------------------------------------------------------------------
def test_a_backup_carries_no_lock_row(played):
    """Protects the backups from the writer's lock row: a backup (or a copy of it) opened later, even
    by the same process, is writable and not "being written by another gmdesk"."""
    with WarStore.open(played) as store:
        backup = store.backup()
        with WarStore.open(backup) as old:
            assert not old.readonly, old.readonly_reason
    conn = sqlite3.connect(backup)
    assert conn.execute("SELECT count(*) FROM lock").fetchone()[0] == 0
    conn.close()


def test_a_refused_writable_open_of_an_old_file_makes_no_backup(tmp_path, monkeypatch):
    """Protects the backups of a version-1 file that cannot be written (SQLite refuses the write):
    each open is read-only with the reason, and no backup is made, so repeated opens do not push
    the real backups out."""
    path = tmp_path / "old.gmdesk"
    shutil.copyfile(FIXTURES / "war-v1.gmdesk", path)

    def refuse(conn):
        raise sqlite3.OperationalError("attempt to write a readonly database")

    monkeypatch.setattr(conns, "try_write", refuse)
    for _ in range(3):
        with WarStore.open(path) as store:
            assert store.readonly and "cannot be written" in store.readonly_reason
            assert store.file_version == 1 and store.load_war().turn >= 1
    assert listing(tmp_path) == ["old.gmdesk"]


def test_a_file_without_write_permission_opens_read_only(played, monkeypatch):
    """Protects the GM from an error on a read-only file (chmod 444): it opens read-only, saying why."""
    real_access = os.access
    monkeypatch.setattr(os, "access", lambda p, mode, **kw: False if (mode & os.W_OK and str(p) == str(played))
                        else real_access(p, mode, **kw))
    before = played.read_bytes()
    with WarStore.open(played) as store:
        assert store.readonly and "is read-only (no permission to write it)" in store.readonly_reason
        assert store.load_war().turn == 3
    assert played.read_bytes() == before and listing(played.parent) == ["war.gmdesk"]


def test_a_file_in_a_read_only_folder_opens_read_only(played, monkeypatch):
    """Protects the GM from an error on a war file in a read-only folder (a CD, a shared folder): it
    opens read-only, saying the folder is why."""
    real_access = os.access
    folder = os.path.realpath(played.parent)
    monkeypatch.setattr(os, "access", lambda p, mode, **kw: False if (mode & os.W_OK and str(p) == folder)
                        else real_access(p, mode, **kw))
    with WarStore.open(played) as store:
        assert store.readonly and "the folder" in store.readonly_reason and "read-only" in store.readonly_reason
    assert listing(played.parent) == ["war.gmdesk"]


def test_accept_that_is_refused_makes_no_backup(played):
    """Protects the backups from a refused accept (here: the lock was taken over from another host):
    the checks come before the backup."""
    with WarStore.open(played) as store:
        play(store, 2)
        assert store.rebranch({2: {"seed": 99}}).complete
        plant_lock_row(played, 4242, "laptop-of-the-co-gm", age=0)
        with pytest.raises(WarFileError, match="lost its write lock"):
            store.accept()
        assert store.backups() == []


# -- the lock row -----------------------------------------------------------------------------------------------
def test_a_lock_row_from_this_host_is_stale_once_the_flock_is_ours(played):
    """Protects a copy of a file made while it was open here: its lock row names a live process of
    this host (this one), but whoever holds the flock is the only writer here, so it is taken over."""
    with WarStore.open(played):
        pass
    plant_lock_row(played, os.getpid(), socket.gethostname(), age=0)
    with WarStore.open(played) as store:
        assert not store.readonly, store.readonly_reason


def test_a_heartbeat_far_in_the_future_does_not_lock_the_file(played):
    """Protects against a clock set a day ahead on another machine locking the file for a day."""
    plant_lock_row(played, 4242, "laptop-of-the-co-gm", age=-86400)
    with WarStore.open(played) as store:
        assert not store.readonly
    plant_lock_row(played, 4242, "laptop-of-the-co-gm", age=-60)  # a minute ahead: still a writer at work
    with WarStore.open(played) as store:
        assert store.readonly and "laptop-of-the-co-gm" in store.readonly_reason


def test_stale_reason_says_why():
    """Protects `info`'s stale marker: each reason a lock row no longer names a writer."""
    me = locking.this_process()
    now = time.time()
    other = locking.Holder(4242, "laptop", "x", "t", now)
    assert locking.stale_reason(other, me, now) == ""
    assert "no heartbeat for 20 minutes" in locking.stale_reason(other, me, now + 1200)
    assert "in the future" in locking.stale_reason(other, me, now - 1200)
    here = locking.Holder(os.getpid(), me.host, me.since, "t", now)
    assert locking.stale_reason(here, me, now) == ""  # alive, and started before it wrote the row
    reused = locking.Holder(os.getpid(), me.host, "2000-01-01T00:00:00+00:00", "t", now)
    assert "its number was reused" in locking.stale_reason(reused, me, now)


# -- read-only opens create nothing -----------------------------------------------------------------------------
def test_a_read_only_open_of_a_wal_copy_creates_nothing(played, tmp_path):
    """Protects the folder of a copy taken while the file was open (WAL mode, no -wal): a read-only
    open creates no -wal or -shm, and reads a snapshot a later writer cannot disturb."""
    with WarStore.open(played) as store:
        play(store, 1)
        store.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        copy = _copy_alone(played, tmp_path / "copy")
    with WarStore.open(copy, readonly=True) as reader:
        assert listing(copy.parent) == ["war.gmdesk"]
        with WarStore.open(copy) as writer:
            assert not writer.readonly
            play(writer, 3)
        assert reader.load_war().turn == 4 and len(reader.history()) == 3 and reader.check() == []
    assert listing(copy.parent) == ["war.gmdesk"]
    with WarStore.open(copy, readonly=True) as fresh:
        assert fresh.load_war().turn == 7


def test_a_read_only_open_of_a_log_without_its_index_creates_nothing(played, tmp_path):
    """Protects the folder of a file with a -wal but no -shm (copied together, or after a crash): a
    read-only open reads them in memory and makes no -shm."""
    with WarStore.open(played) as store:
        play(store, 1)
        folder = tmp_path / "copy"
        folder.mkdir()
        shutil.copyfile(played, folder / "war.gmdesk")
        shutil.copyfile(f"{played}-wal", folder / "war.gmdesk-wal")
    with WarStore.open(folder / "war.gmdesk", readonly=True) as reader:
        assert reader.load_war().turn == 4
    assert listing(folder) == ["war.gmdesk", "war.gmdesk-wal"]


def test_no_backup_for_a_v1_open_refused_by_the_lock(tmp_path):
    """Protects the backups of an old file another gmdesk writes: the read-only fallback upgrades a
    copy in memory and backs nothing up."""
    path = tmp_path / "old.gmdesk"
    shutil.copyfile(FIXTURES / "war-v1.gmdesk", path)
    plant_lock_row(path, 4242, "laptop-of-the-co-gm", age=0)
    for _ in range(2):
        with WarStore.open(path) as store:
            assert store.readonly
    assert not backup_path(path, 1).exists()


def test_close_does_not_wait_long_for_a_reader_mid_read(played):
    """Protects closing from hanging on a reader caught in the middle of a read."""
    writer = WarStore.open(played)
    reader = WarStore.open(played, readonly=True)
    with reader._reading():
        reader.conn.execute("SELECT count(*) FROM turns").fetchone()
        start = time.monotonic()
        writer.close()
        assert time.monotonic() - start < store_module.CLOSE_WAIT + 2
    reader.close()
