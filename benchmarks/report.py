"""Every performance goal of issue 21 in one run: ``python benchmarks/report.py [--turns N]``.

Runs each benchmark module that offers ``rows()`` (``bench_goals`` here; the engine's scale and the
diplomacy anchor where present), prints one table — measure, anchor, ours, ratio, goal, met — and
exits 1 when any goal is missed. The ratios are medians measured in this run against anchors
measured in this run; a busy machine moves both, so read the ratios rather than the milliseconds.
"""

from __future__ import annotations

import argparse
import importlib
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

#: The modules asked for rows, in the order they are printed; one missing is reported, not fatal.
MODULES = ("bench_engine_scale", "bench_diplomacy_anchor", "bench_desk_options", "bench_goals")


def collect(turns: int) -> tuple[list[tuple[str, str, str, float, float]], list[str]]:
    rows, notes = [], []
    for name in MODULES:
        try:
            module = importlib.import_module(name)
        except ImportError as exc:
            notes.append(f"{name}: not run ({exc})")
            continue
        if not hasattr(module, "rows"):
            notes.append(f"{name}: has no rows() yet")
            continue
        started = time.perf_counter()
        found = module.rows(turns) if name == "bench_goals" else module.rows()
        rows += found
        notes.append(f"{name}: {len(found)} measure(s) in {time.perf_counter() - started:.0f} s")
    return rows, notes


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--turns", type=int, default=2000, help="stored turns for the window-open measure")
    args = parser.parse_args(argv)
    rows, notes = collect(args.turns)
    header = ("measure", "anchor", "ours", "ratio", "goal", "met")
    table = [(m, a, o, f"{r:.2f}×", f"≤ {g:g}×", "yes" if r <= g else "NO") for m, a, o, r, g in rows]
    widths = [max(len(str(line[i])) for line in [header, *table]) for i in range(len(header))]
    print("| " + " | ".join(h.ljust(w) for h, w in zip(header, widths)) + " |")
    print("|" + "|".join("-" * (w + 2) for w in widths) + "|")
    for line in table:
        print("| " + " | ".join(str(c).ljust(w) for c, w in zip(line, widths)) + " |")
    for note in notes:
        print(f"  {note}")
    missed = [line[0] for line in table if line[-1] == "NO"]
    if missed:
        print(f"{len(missed)} goal(s) missed: {'; '.join(missed)}")
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())
