"""A writer killed at any moment leaves a file that opens, whose last turn is whole (issue 4: "a
resolved turn stored whole or not at all").

A writer process stores turns and autosaves in a loop and is SIGKILLed after a random delay, 25
times in a row on the same file. After each kill the file must open for writing (SQLite recovers
the write-ahead log), pass ``check`` (integrity, history without gaps, snapshots at the right
turns), and its current war must stand one turn after its last stored turn, whose events are there.
A read-only open first must see the same history (it recovers a copy in memory).
"""

import os
import random
import signal
import subprocess
import sys
import time

import pytest

from gmdesk.store import WarStore
from tests.store.helpers import ROOT, new_store

ROUNDS = 25


@pytest.mark.skipif(not hasattr(os, "fork"), reason="the crash writer forks (POSIX)")
def test_killed_writers_leave_whole_turns(tmp_path):
    with new_store(tmp_path) as store:
        pass
    path = tmp_path / "war.gmdesk"
    proc = subprocess.Popen([sys.executable, str(ROOT / "tests" / "store" / "crash_writer.py"), str(path)],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    rng = random.Random(4)
    turns_seen = []
    try:
        for _ in range(ROUNDS):
            proc.stdin.write("go\n")
            proc.stdin.flush()
            pid = int(proc.stdout.readline())
            time.sleep(rng.uniform(0.0, 0.2))
            os.kill(pid, signal.SIGKILL)
            reaped = proc.stdout.readline().split()
            assert reaped[0] == "reaped" and os.WIFSIGNALED(int(reaped[1])), reaped
            with WarStore.open(path, readonly=True) as reader:  # reads a recovered copy
                seen = reader.turn_numbers()
            with WarStore.open(path) as store:  # recovers the file itself
                assert not store.readonly and store.turn_numbers() == seen
                assert store.check() == []
                numbers = store.turn_numbers()
                war = store.load_war()
                if numbers:
                    last = store.turn(numbers[-1])
                    assert numbers == list(range(1, numbers[-1] + 1))
                    assert war.turn == last.number + 1 == last.war_after().turn
                    assert last.events and last.events[0].kind == "phase"
                    assert last.war_before().turn == last.number
                else:
                    assert war.turn == 1
                turns_seen.append(len(numbers))
    finally:
        proc.stdin.close()
        proc.wait(timeout=10)
    assert turns_seen == sorted(turns_seen)  # nothing stored is ever lost
    assert turns_seen[-1] > 0  # the writers got work done between kills (how much depends on the machine)
