"""Benchmark (not a test): CPU instructions of one 20-character ap-sp battle turn, counted by callgrind.

Timings on a shared machine move by 10-40 % from run to run; instruction counts do not. This runs a child
process under ``valgrind --tool=callgrind`` that resolves bench_combat.py's ap-sp war 5 times, then one that
resolves it 25 times, and prints the difference divided by 20: one turn's instructions, without the start-up
and the war's building. Under ``setarch -R`` (address randomisation off) repeated runs give the same count;
without it they move by about ±0.1 % (some dictionaries are keyed by ``id()``).

Run: [setarch -R] python benchmarks/turn_instructions.py
Needs valgrind (``apt-get install valgrind``); it is not one of gmdesk's dependencies.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

CHILD = """
import sys
sys.path[:0] = [{bench!r}, {root!r}]
from bench_combat import accepted, build
from common import answer_all
from gmdesk.engine import resolve_turn
war, orders = build("ap-sp")
orders = accepted(war, orders)
decisions = answer_all(war, orders)
for _ in range({turns}):
    result = resolve_turn(war, orders, decisions)
    del result
"""


def instructions(turns: int, folder: Path) -> int:
    """Instructions of a child process that resolves the benchmark turn ``turns`` times."""
    out = folder / f"callgrind.{turns}"
    script = CHILD.format(bench=str(ROOT / "benchmarks"), root=str(ROOT), turns=turns)
    env = dict(os.environ, PYTHONHASHSEED="0")
    subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", sys.executable, "-c", script],
                   check=True, capture_output=True, env=env)
    found = re.search(r"^(?:summary|totals): (\d+)", out.read_text(), re.MULTILINE)
    if found is None:
        raise SystemExit(f"{out}: no instruction total in callgrind's output")
    return int(found.group(1))


def main() -> None:
    if shutil.which("valgrind") is None:
        print("valgrind: not installed; no count (apt-get install valgrind)")
        return
    with tempfile.TemporaryDirectory() as folder:
        few, many = instructions(5, Path(folder)), instructions(25, Path(folder))
    print(f"instructions a turn: {(many - few) / 20 / 1e6:.3f} M (20-character ap-sp battle turn)")


if __name__ == "__main__":
    main()
