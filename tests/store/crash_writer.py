"""Crash-test helper (run as a script, not a test): ``python crash_writer.py WAR.gmdesk``.

For every line read from stdin it forks a writer, prints the writer's pid, and waits for it to die;
the test kills it with SIGKILL at a random moment and then reads "reaped". The writer opens the war
file and, until it is killed, resolves and stores turns and autosaves edits in between. Forking from
this process, which has already imported gmdesk, keeps each round to a few milliseconds, so many
kills fit in a short test.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from gmdesk.engine import resolve_turn  # noqa: E402
from gmdesk.store import WarStore  # noqa: E402
from tests.store.helpers import patrol_orders, sample_war  # noqa: E402


def write_until_killed(path: str) -> None:
    store = WarStore.open(path)
    if store.readonly:
        os._exit(3)
    edits = 0
    while True:
        war = store.load_war()
        store.resolve(patrol_orders(war.turn))
        war = store.load_war()
        edits += 1
        war.characters["odile"].notes = f"autosave {edits}"
        store.save_state(war)


def main(path: str) -> None:
    resolve_turn(sample_war(), patrol_orders(1))  # load the ruleset once, before forking
    for _ in sys.stdin:
        pid = os.fork()
        if pid == 0:
            try:
                write_until_killed(path)
            finally:
                os._exit(1)
        print(pid, flush=True)
        _, status = os.waitpid(pid, 0)
        print(f"reaped {status}", flush=True)


if __name__ == "__main__":
    main(sys.argv[1])
