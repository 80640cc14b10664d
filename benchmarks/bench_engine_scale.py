"""Benchmark (not a test): the cost of resolving one turn per character, from 7 to 320 characters.

The war is bench_combat.py's ap-sp battle scaled up: teams of a Master and a Servant (the last team a
Master alone for an odd count), 2 to 3 teams to a location, everyone in a battle in its second battle
turn, orders for everyone (skills, basic attacks, two Command Spells) and the GM's answers given
beforehand. For 7, 20, 80 and 320 characters it prints the median milliseconds per turn and per
character (CPU time, see bench_diplomacy_anchor.py); the row is the cost per character at 320 over the
cost at 7 (goal: flat, issue 21).

Run: python benchmarks/bench_engine_scale.py [--repeat N]
"""

from __future__ import annotations

import contextlib
import io
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench_combat import accepted, build  # noqa: E402
from common import Row, answer_all, bench_main  # noqa: E402
from gmdesk.engine import resolve_turn  # noqa: E402

SIZES = (7, 20, 80, 320)
GOAL = 1.5
"""Flat within noise: the cost per character at 320 at most 1.5 times the cost at 7."""


def scaled(characters: int, ruleset_id: str = "ap-sp"):
    """The war of ``characters`` characters, its accepted orders and the GM's answers."""
    teams = (characters + 1) // 2
    locations = tuple(f"loc{i}" for i in range(max(2, round(teams * 0.4))))
    with contextlib.redirect_stdout(io.StringIO()):  # a dropped order is reported by accepted(); none is expected
        war, orders = build(ruleset_id, teams, locations, solo_master=characters % 2 == 1)
        orders = accepted(war, orders)
    assert len(war.characters) == characters, (characters, len(war.characters))
    return war, orders, answer_all(war, orders)


def per_turn_ms(repeat: int) -> dict[int, float]:
    """Median ms of one turn at each size. The sizes are timed in rounds (7, 20, 80, 320, 7, 20, …) so that
    a change in the shared machine's load falls on all of them alike; in a round each size resolves about
    as many characters (20 turns of 7, one of 320), so every sample is tens of milliseconds of work, not
    one 1.5 ms turn that a single preemption doubles."""
    wars = {n: scaled(n) for n in SIZES}
    for war, orders, decisions in wars.values():
        resolve_turn(war, orders, decisions)  # warm the sheet memos as a session would be
    turns = {n: max(1, min(20, SIZES[-1] // n)) for n in SIZES}
    samples: dict[int, list[float]] = {n: [] for n in SIZES}
    for _ in range(repeat):
        for n, (war, orders, decisions) in wars.items():
            start = time.process_time()
            for _ in range(turns[n]):
                resolve_turn(war, orders, decisions)
            samples[n].append((time.process_time() - start) * 1000 / turns[n])
    return {n: statistics.median(samples[n]) for n in SIZES}


def rows(repeat: int = 9, verbose: bool = False) -> list[Row]:
    per_char = {n: ms / n for n, ms in per_turn_ms(repeat).items()}
    if verbose:
        for n in SIZES:
            print(f"{n} characters: {per_char[n] * n:.2f} ms a turn, {per_char[n]:.3f} ms a character")
    first, last = SIZES[0], SIZES[-1]
    return [(f"resolve one ap-sp battle turn, ms per character, {last} vs {first} characters",
             f"{first}: {per_char[first]:.3f} ms", f"{last}: {per_char[last]:.3f} ms",
             per_char[last] / per_char[first], GOAL)]


def main() -> list[Row]:
    return bench_main(__doc__, lambda n: rows(n, verbose=True), 9, "rounds (each: 20 turns of 7 characters … one of 320)")


if __name__ == "__main__":
    main()
