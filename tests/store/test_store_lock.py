"""Only one gmdesk writes a war file; a second one opens it read-only and says who writes; a writer
that died does not block the next one (issue 4: "Only one gmdesk writes at a time")."""

import os
import signal
import subprocess
import sys

import pytest

from gmdesk.errors import WarFileError
from gmdesk.store import WarStore
from gmdesk.store import lock as locking
from tests.store.helpers import ROOT, listing, new_store, plant_lock_row, play

CHILD = """
import sys
from gmdesk.store import WarStore
store = WarStore.open(sys.argv[1])
print("readonly" if store.readonly else "writer", flush=True)
sys.stdin.readline()
store.close()
print("closed", flush=True)
"""


def _child(path):
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    proc = subprocess.Popen([sys.executable, "-c", CHILD, str(path)], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, text=True, env=env, cwd=ROOT)
    role = proc.stdout.readline().strip()
    return proc, role


def _finish(proc):
    proc.stdin.write("\n")
    proc.stdin.flush()
    out = proc.stdout.readline().strip()
    proc.wait(timeout=10)
    return out


@pytest.fixture
def path(tmp_path):
    with new_store(tmp_path) as store:
        play(store, 1)
    return tmp_path / "war.gmdesk"


def test_a_second_gmdesk_opens_read_only_and_says_who_writes(path):
    proc, role = _child(path)
    try:
        assert role == "writer"
        with WarStore.open(path) as store:
            assert store.readonly
            assert f"pid {proc.pid}" in store.readonly_reason
            assert "open for writing in another gmdesk" in store.readonly_reason
            assert store.load_war().turn == 2
            with pytest.raises(WarFileError, match=f"cannot write: .*pid {proc.pid}"):
                play(store, 1)
    finally:
        assert _finish(proc) == "closed"
    with WarStore.open(path) as store:
        assert not store.readonly
    assert listing(path.parent) == ["war.gmdesk"]


def test_the_writer_here_makes_the_other_process_read_only(path):
    with WarStore.open(path) as store:
        proc, role = _child(path)
        assert role == "readonly"
        assert _finish(proc) == "closed"
        play(store, 1)
    assert listing(path.parent) == ["war.gmdesk"]


def test_a_killed_writer_does_not_block(path):
    proc, role = _child(path)
    assert role == "writer"
    proc.send_signal(signal.SIGKILL)
    proc.wait(timeout=10)
    assert "war.gmdesk.lock" in listing(path.parent)  # left behind, but nobody holds it
    with WarStore.open(path) as store:
        assert not store.readonly
        assert store.lock_holder().pid == os.getpid()
        play(store, 1)
    assert listing(path.parent) == ["war.gmdesk"]


def test_a_lock_row_from_another_host_is_respected_while_fresh(path):
    plant_lock_row(path, 4242, "laptop-of-the-co-gm", age=5)
    with WarStore.open(path) as store:
        assert store.readonly and "pid 4242 on host 'laptop-of-the-co-gm'" in store.readonly_reason
    assert listing(path.parent) == ["war.gmdesk"]


def test_a_stale_lock_row_is_taken_over(path):
    plant_lock_row(path, 4242, "laptop-of-the-co-gm", age=locking.STALE_AFTER + 1)
    with WarStore.open(path) as store:
        assert not store.readonly


def test_a_lock_row_of_a_dead_process_here_is_taken_over(path):
    """A crash leaves the row behind with a fresh heartbeat; its pid is gone, so it is stale."""
    dead = subprocess.Popen([sys.executable, "-c", "pass"])
    dead.wait()
    plant_lock_row(path, dead.pid, locking.this_process().host, age=1)
    with WarStore.open(path) as store:
        assert not store.readonly


def test_a_writer_that_lost_its_lock_writes_nothing(path):
    with WarStore.open(path) as store:
        before = store.load_war().turn
        plant_lock_row(path, 4242, "laptop-of-the-co-gm", age=0)  # taken over from another machine
        with pytest.raises(WarFileError, match="lost its write lock .*laptop-of-the-co-gm"):
            play(store, 1)
        assert store.load_war().turn == before


def test_refresh_lock_moves_the_heartbeat(path):
    with WarStore.open(path) as store:
        store.conn.execute("UPDATE lock SET heartbeat = 0")
        assert locking.is_live(store.lock_holder(), locking.this_process(), now=locking.STALE_AFTER + 1) is False
        store.refresh_lock()
        assert locking.is_live(store.lock_holder(), locking.this_process())  # fresh again, for others


def test_a_writer_closing_under_a_reader_leaves_the_log_for_the_next_writer(path):
    """The journal cannot leave WAL mode while a reader is open: the -wal file stays, harmlessly,
    and the next writer to close tidies up."""
    writer = WarStore.open(path)
    reader = WarStore.open(path)
    assert reader.readonly
    play(writer, 1)
    writer.close()
    assert "war.gmdesk-wal" in listing(path.parent)
    assert reader.load_war().turn == 3
    reader.close()
    with WarStore.open(path) as store:
        assert not store.readonly and store.load_war().turn == 3
    assert listing(path.parent) == ["war.gmdesk"]


# -- locks that cannot be fooled (the reliability campaign of issue 20) ------------------------------------
def test_a_file_with_two_names_is_never_written_through_either(path):
    """Each name of a hard-linked file gets its own lock file and its own write-ahead log, so two writers
    could not see each other and would destroy the file: gmdesk writes only a file with a single name."""
    link = path.with_name("other-name.gmdesk")
    os.link(path, link)
    proc, role = _child(path)
    try:
        assert role == "readonly"
        with WarStore.open(link) as store:
            assert store.readonly and "2 names (hard links)" in store.readonly_reason
            assert store.load_war().turn == 2
    finally:
        assert _finish(proc) == "closed"
    os.unlink(link)
    with WarStore.open(path) as store:
        assert not store.readonly
        play(store, 1)
        assert store.check() == []


def test_deleting_the_lock_file_does_not_let_a_second_writer_in(path):
    proc, role = _child(path)
    try:
        assert role == "writer"
        os.unlink(path.with_name("war.gmdesk.lock"))
        with WarStore.open(path) as store:
            assert store.readonly and f"pid {proc.pid}" in store.readonly_reason
    finally:
        assert _finish(proc) == "closed"


def test_a_lock_file_planted_as_a_symbolic_link_is_never_followed(path, tmp_path):
    victim = tmp_path / "precious.txt"
    victim.write_text("the GM's notes")
    os.symlink(victim, path.with_name("war.gmdesk.lock"))
    with pytest.raises(WarFileError, match="symbolic link"):
        WarStore.open(path)
    assert victim.read_text() == "the GM's notes"


def test_a_lock_row_whose_pid_now_names_a_younger_process_is_taken_over(path):
    """A crashed writer's number, reused by a process started after the row was written, holds nothing."""
    plant_lock_row(path, os.getpid(), locking.this_process().host, age=1)  # written "2026-01-01"
    with WarStore.open(path) as store:
        assert not store.readonly
