"""Benchmark (not a test): the map editor's automatic layouts on the 1,000-location / 3,000-link map of
``bench_map.py``, against networkx's own functions where they can run here.

networkx's ``spring_layout`` and ``kamada_kawai_layout`` need scipy for maps this size (from 500 nodes),
which gmdesk does not depend on; ``gmdesk.model.layout`` computes the same forces and energy with numpy.
The comparison is made on a 300-location piece, which networkx lays out without scipy.

Run: python benchmarks/bench_layout.py
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import networkx as nx  # noqa: E402

from bench_map import big_war  # noqa: E402
from common import median_ms  # noqa: E402
from gmdesk.model.layout import auto_layout  # noqa: E402
from gmdesk.model.mapgraph import WarMap  # noqa: E402


def piece(war_map: WarMap, size: int) -> WarMap:
    keep = list(war_map.locations)[:size]
    kept = set(keep)
    return WarMap([war_map.locations[k] for k in keep], [l for l in war_map.links if set(l) <= kept])


def main() -> None:
    big = big_war().map
    small = piece(big, 300)
    print(f"map: {len(big.locations)} locations, {len(big.links)} links; piece {len(small.locations)} / "
          f"{len(small.links)}")
    print(f"{'layout':28} {'ms':>9}")
    for method in ("spring", "kamada-kawai", "planar"):
        ms = median_ms(lambda: auto_layout(big, method, seed=1), repeat=3)
        print(f"{method + ', 1,000':28} {ms:9.0f}")
    g = small.graph
    for name, ours, theirs in (
            ("spring", lambda: auto_layout(small, "spring", seed=1),
             lambda: nx.spring_layout(g, seed=1)),
            ("kamada-kawai", lambda: auto_layout(small, "kamada-kawai", seed=1),
             lambda: nx.kamada_kawai_layout(g))):
        ours_ms = median_ms(ours, repeat=3)
        try:
            theirs_ms = median_ms(theirs, repeat=3)
            print(f"{name + ', 300':28} {ours_ms:9.0f}   networkx {theirs_ms:7.0f}   ratio {ours_ms / theirs_ms:5.2f}")
        except ImportError as exc:
            print(f"{name + ', 300':28} {ours_ms:9.0f}   networkx cannot run here ({exc})")


if __name__ == "__main__":
    main()
