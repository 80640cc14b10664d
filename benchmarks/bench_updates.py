"""Benchmark (not a test): a night's updates, the public one and every team's, through the knowledge filter.

For each sample night: the turn resolved once, then ``turn_updates`` (the filter for the turn and the
composition for 1 + 7 readers) and rendering all of them in the three formats.

Run: python benchmarks/bench_updates.py
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from common import median_ms  # noqa: E402
from gmdesk.engine import resolve_turn  # noqa: E402
from gmdesk.model.warfile import load_war  # noqa: E402
from gmdesk.updates import UpdateFormat, render, turn_updates  # noqa: E402

MAPS = Path(__file__).resolve().parent.parent / "maps"
NIGHTS = ("sample-ap-sp-night2.json", "sample-valor-night3.json", "sample-skirmish-night2.json",
          "sample-true-hgw-night2.json", "sample-roll-dice.json")


def main() -> None:
    for name in NIGHTS:
        war = load_war(MAPS / name)
        result = resolve_turn(war)
        build = median_ms(lambda: turn_updates(war, result.war, result.events, result.pending), repeat=7)
        updates = turn_updates(war, result.war, result.events, result.pending)
        write = median_ms(lambda: [render(u, f) for u in updates.all().values() for f in UpdateFormat], repeat=7)
        print(f"{name:32} {len(result.events):4} events  build {build:7.1f} ms  render ×3 {write:6.2f} ms")


if __name__ == "__main__":
    main()
