"""Benchmark (not a test): how long reading a team's forum post into orders takes.

Reads every fixture post of tests/fixtures/posts (the five rulesets' sample nights: 35 posts) N times
against its sample war and prints, per folder, the median time per post and the lines read, unsure
and unread. Each line's order is checked with the engine's order checks beside the turn's others, so
the time grows with the orders of the night.

Run: python benchmarks/bench_intake.py [--repeat N]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from gmdesk.intake import Status, read_post  # noqa: E402
from gmdesk.model.warfile import load_war  # noqa: E402

NIGHTS = {"ap-sp-night2": "sample-ap-sp-night2.json", "valor-night2": "sample-valor-night2.json",
          "skirmish-night2": "sample-skirmish-night2.json", "true-hgw-night2": "sample-true-hgw-night2.json",
          "roll-dice": "sample-roll-dice.json"}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    for folder, war_file in NIGHTS.items():
        war = load_war(ROOT / "maps" / war_file)
        posts = sorted((ROOT / "tests" / "fixtures" / "posts" / folder).glob("*.txt"))
        times: list[float] = []
        counts = {s: 0 for s in Status}
        for _ in range(args.repeat):
            for post in posts:
                text = post.read_text(encoding="utf-8")
                start = time.perf_counter()
                reading = read_post(war, text)
                times.append(time.perf_counter() - start)
        for post in posts:
            reading = read_post(war, post.read_text(encoding="utf-8"))
            for status in Status:
                counts[status] += reading.count(status)
        print(f"{folder:16} {len(posts)} posts  median {statistics.median(times) * 1000:7.1f} ms/post  "
              f"max {max(times) * 1000:7.1f} ms  lines: {counts[Status.READ]} read, {counts[Status.UNSURE]} unsure, "
              f"{counts[Status.UNREAD]} unread")


if __name__ == "__main__":
    main()
