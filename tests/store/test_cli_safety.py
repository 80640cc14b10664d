"""The smaller command-line findings of the reliability review: `info` on odd files and stale
writers, and giving free space back (`compact`)."""

import os
import subprocess
import sys
import time

import pytest

from gmdesk.store import WarStore
from gmdesk.store import lock as locking
from tests.store.helpers import ROOT, new_store, plant_lock_row, play, run


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
@pytest.mark.parametrize("name", ["pipe.gmdesk", "pipe.json"])
def test_info_and_validate_on_a_named_pipe_do_not_hang(tmp_path, name):
    """Protects against gmdesk waiting forever on a FIFO (nobody ever writes to it): refused at once.
    (Run in a child with a time limit, so a regression fails instead of hanging the test run.)"""
    fifo = tmp_path / name
    os.mkfifo(fifo)
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    for command in ("info", "validate"):
        done = subprocess.run([sys.executable, "-m", "gmdesk.cli", command, str(fifo)], capture_output=True,
                              text=True, timeout=60, env=env, cwd=ROOT)
        assert done.returncode == 2 and "not a regular file" in done.stderr, done.stderr


def test_info_marks_a_dead_writer_stale(capsys, played):
    """Protects the GM from believing a crashed writer still holds the file: `info` says it is stale."""
    dead = subprocess.Popen([sys.executable, "-c", "pass"])
    dead.wait()
    plant_lock_row(played, dead.pid, locking.this_process().host, age=1)
    code, out, err = run(capsys, "info", played)
    assert code == 0 and f"pid {dead.pid}" in out and "(stale:" in out and "takes over" in out
    plant_lock_row(played, 4242, "laptop-of-the-co-gm", age=locking.STALE_AFTER + 60)
    code, out, err = run(capsys, "info", played)
    assert "stale: no heartbeat for 11 minutes" in out
    plant_lock_row(played, 4242, "laptop-of-the-co-gm", age=5)
    code, out, err = run(capsys, "info", played)
    assert "laptop-of-the-co-gm" in out and "stale" not in out


def test_compact_gives_the_space_of_a_discarded_proposal_back(capsys, tmp_path):
    """Protects the disk from space a discarded re-resolution leaves inside the file: `info` shows it
    and `compact` gives it back, the war and history unchanged."""
    with new_store(tmp_path) as store:
        play(store, 40)
        assert store.rebranch({1: {"seed": 7}}).diffs
        store.discard()
        assert store.free_space() > 1024 * 1024
    path = tmp_path / "war.gmdesk"
    code, out, err = run(capsys, "info", path)
    assert "`gmdesk compact` frees it" in out
    size = path.stat().st_size
    start = time.monotonic()
    code, out, err = run(capsys, "compact", path)
    assert code == 0 and "→" in out and time.monotonic() - start < 30
    assert path.stat().st_size < size
    with WarStore.open(path) as store:
        assert store.free_space() == 0 and len(store.history()) == 40 and store.check() == []
