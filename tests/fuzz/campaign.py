"""Many mutants at once, counted: ``python tests/fuzz/campaign.py [N] [--seed S]`` (or
``GMDESK_FUZZ_EXAMPLES=N``). Half JSON wars, half war files, over every sample; prints the figures and
writes each failing mutant to ``--keep FOLDER`` (default: a temporary folder) with what went wrong.
Exit 1 when any run failed (a traceback, a hang, an unexpected write or an odd exit code)."""

from __future__ import annotations

import argparse
import os
import random
import shutil
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from tests.fuzz.mutants import (SAMPLE_WARS, Report, base_war_file, json_mutant,  # noqa: E402
                                war_file_mutant)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("count", nargs="?", type=int, default=int(os.environ.get("GMDESK_FUZZ_EXAMPLES", "200")))
    ap.add_argument("--seed", type=int, default=20)
    ap.add_argument("--keep", type=Path)
    args = ap.parse_args(argv)
    rng = random.Random(args.seed)
    pick, number = rng.choice, rng.randint
    keep = args.keep or Path(tempfile.mkdtemp(prefix="gmdesk-fuzz-failures-"))
    keep.mkdir(parents=True, exist_ok=True)
    report = Report()
    start = time.monotonic()
    with tempfile.TemporaryDirectory() as tmp:
        bases = Path(tmp) / "bases"
        bases.mkdir()
        work = Path(tmp) / "work"
        work.mkdir()
        for i in range(args.count):
            sample = SAMPLE_WARS[i // 2 % len(SAMPLE_WARS)]
            seen = len(report.failures)
            if i % 2 == 0:
                made = json_mutant(report, work, sample, pick, number)
                what = sample.name
            else:
                made, what = war_file_mutant(report, work, base_war_file(bases, sample), pick, number)
            if len(report.failures) > seen:
                if made.exists():
                    shutil.copy(made, keep / f"{i:05d}{made.suffix}")
                with open(keep / f"{i:05d}.txt", "w", encoding="utf-8") as f:
                    for w, o in report.failures[seen:]:
                        f.write(f"{w}\n{o.argv}\n{o.bad}\n{o.err[-2000:]}\n\n")
            if (i + 1) % 100 == 0:
                print(f"{i + 1} mutants, {report.runs} runs, {len(report.failures)} failures, "
                      f"{time.monotonic() - start:.0f} s", file=sys.stderr, flush=True)
    wall = time.monotonic() - start
    crashes = [o for _, o in report.failures if o.crash and not o.crash.startswith("hang")]
    hangs = [o for _, o in report.failures if o.crash.startswith("hang")]
    writes = [o for _, o in report.failures if o.wrote]
    other = len(report.failures) - len(crashes) - len(hangs) - len(writes)
    print(f"mutants {report.mutants}, runs {report.runs}, tracebacks {len(crashes)}, hangs {len(hangs)}, "
          f"unexpected writes {len(writes)}, other {other}, slowest run {report.slowest:.2f} s of CPU "
          f"({report.slowest_wall:.2f} s of wall time), "
          f"wall {wall:.0f} s, failures kept in {keep}")
    return 1 if report.failures else 0


if __name__ == "__main__":
    sys.exit(main())
