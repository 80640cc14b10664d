"""Benchmark (not a test): what Turn > Correct a Past Turn… costs on a long war, per turn re-resolved.

Builds bench_store.py's ap-sp war of 40 characters, resolves and stores ``--turns`` turns (every pair walks one
step out and back), then times ``WarStore.rebranch`` from turn 1 with turn 1's own orders (so every later
turn is read, validated, resolved again, compared with the old one and stored as the proposal), and, as the
anchor, resolving and storing the same turns the first time (``WarStore.resolve``). Prints the medians of
``--repeat`` re-resolutions in ms per turn and their ratio: a re-resolution does more than the first
resolution (it reads each old turn, carries the GM's edits, validates the war, compares), and this says how much
more. CPU time of this process (``time.process_time``): on the shared 2-core machine wall time follows the load;
the disk's waits (each turn is one transaction) are left out of both sides alike.

Run: python benchmarks/bench_reresolve.py [--turns 60] [--repeat 3]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from bench_store import build_war, orders_for  # noqa: E402
from gmdesk.store import WarStore  # noqa: E402


def measure(turns: int, repeat: int) -> tuple[float, float]:
    """(ms per turn resolved the first time, median ms per turn re-resolved)."""
    path = Path(tempfile.mkdtemp(prefix="gmdesk-bench-")) / "war.gmdesk"
    with WarStore.create(path, build_war()) as store:
        started = time.process_time()
        for _ in range(turns):
            store.resolve(orders_for(store.load_war()))
        first = (time.process_time() - started) * 1000 / turns
        orders = store.turn(1).orders
        times = []
        for _ in range(repeat):
            started = time.process_time()
            proposal = store.rebranch({1: {"orders": orders}})
            times.append((time.process_time() - started) * 1000 / turns)
            assert proposal.complete and len(proposal.diffs) == turns, proposal.status
            store.discard()
    return first, statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--turns", type=int, default=60)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    first, again = measure(args.turns, args.repeat)
    print(f"{args.turns} turns of 40 characters: resolved and stored {first:.1f} ms a turn; "
          f"re-resolved from turn 1 {again:.1f} ms a turn ({again / first:.2f}×)")


if __name__ == "__main__":
    main()
