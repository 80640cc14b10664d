"""Benchmark (not a test): what the turn desk asks the engine for each character.

For every character of bench_combat.py's war (ap-sp by default, or ``--ruleset roll-dice`` / ``true-hgw``:
20 characters in 4 battles, orders for everyone), the
legal options (every picker's choices, each judged with the turn's other orders) and the odds of each of
its orders, through the desk's own functions (``gmdesk.ui.desk.choices``), as when the character is picked:
once with nothing known of the war (after an edit), once more with the war unchanged (the desk's memo).
The time per character is CPU time (see bench_diplomacy_anchor.py), the median over rounds; the rows give
the median and the worst character against the goals of issue 21 (≤ 20 ms median, ≤ 60 ms max).

Run: python benchmarks/bench_desk_options.py [--repeat N] [--ruleset ap-sp|true-hgw|roll-dice]
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench_combat import accepted, build  # noqa: E402
from common import Row, print_rows  # noqa: E402
from gmdesk.ui.desk import choices  # noqa: E402  (plain Python; the package imports Qt, offscreen is enough)

MEDIAN_GOAL_MS = 20.0
MAX_GOAL_MS = 60.0
RULESETS = ("ap-sp", "true-hgw", "roll-dice")
"""The rulesets with a benchmark war (bench_combat.build); ap-sp is the default and the report's row."""


def ask(war, cid: str) -> None:
    """What the desk asks when ``cid`` is picked: the legal options, then the odds of each of its orders."""
    choices.options_for(war, cid, war.orders)
    for order in war.orders:
        if order.get("actor") == cid:
            choices.odds_for(war, order, war.orders)


def per_character_ms(repeat: int, ruleset: str = "ap-sp") -> tuple[dict[str, float], dict[str, float]]:
    """Median CPU ms per character: the first ask after the war changed, and asking again."""
    war, orders = build(ruleset)
    war.orders = accepted(war, orders)
    first: dict[str, list[float]] = {cid: [] for cid in war.characters}
    again: dict[str, list[float]] = {cid: [] for cid in war.characters}
    for _ in range(repeat):
        choices.MEMO = choices.DeskMemo()  # as after an edit: nothing known of this war yet
        for cid in war.characters:
            for times in (first[cid], again[cid]):
                start = time.process_time()
                ask(war, cid)
                times.append((time.process_time() - start) * 1000)
    return ({cid: statistics.median(t) for cid, t in first.items()},
            {cid: statistics.median(t) for cid, t in again.items()})


def rows(repeat: int = 3, verbose: bool = False, ruleset: str = "ap-sp") -> list[Row]:
    first, again = per_character_ms(repeat, ruleset)
    n = len(first)
    also = "" if ruleset == "ap-sp" else f", {ruleset}"
    median = statistics.median(first.values())
    worst = max(first, key=lambda c: first[c])
    cached = statistics.median(again.values())
    if verbose:
        print("first ask, ms: " + ", ".join(f"{cid} {ms:.1f}" for cid, ms in first.items()))
    return [(f"desk options + odds per character, first ask after a change (median of {n}, {ruleset} battle)",
             f"goal {MEDIAN_GOAL_MS:g} ms", f"{median:.1f} ms", median / MEDIAN_GOAL_MS, 1.0),
            (f"desk options + odds per character, first ask after a change (worst of {n}{also})",
             f"goal {MAX_GOAL_MS:g} ms", f"{first[worst]:.1f} ms ({worst})", first[worst] / MAX_GOAL_MS, 1.0),
            (f"desk options + odds per character, asked again with the war unchanged (median of {n}{also})",
             f"goal {MEDIAN_GOAL_MS:g} ms", f"{cached:.2f} ms", cached / MEDIAN_GOAL_MS, 1.0)]


def main() -> list[Row]:
    import argparse

    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--repeat", type=int, default=3, help="rounds over every character (default 3)")
    parser.add_argument("--ruleset", choices=RULESETS, default="ap-sp", help="whose benchmark war (default ap-sp)")
    args = parser.parse_args()
    found = rows(args.repeat, verbose=True, ruleset=args.ruleset)
    print_rows(found)
    return found


if __name__ == "__main__":
    main()
