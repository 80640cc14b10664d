"""Helpers shared by the benchmark scripts: medians (these machines are noisy) and answering a turn's
questions so it can be timed whole."""

from __future__ import annotations

import statistics
import time


def median_ms(fn, repeat: int = 15) -> float:
    """The median wall time of ``fn()`` over ``repeat`` runs, in milliseconds."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def answer_all(war, orders: list[dict]) -> list[dict]:
    """Resolve until no decision is pending, answering each with its first option."""
    from gmdesk.engine import resolve_turn

    decisions: list[dict] = []
    while True:
        result = resolve_turn(war, orders, decisions)
        if result.resolved:
            return decisions
        decisions.append({"id": result.pending[0].id, "choice": result.pending[0].options[0]})


Row = tuple[str, str, str, float, float]
"""One line of the performance table: (measure, anchor, ours, ratio, goal). ``ratio`` is ours / anchor and
the goal is met when ``ratio <= goal``."""


def row_line(row: Row) -> str:
    """``| measure | anchor | ours | ratio | goal |``: the fixed format benchmarks/report.py collects."""
    measure, anchor, ours, ratio, goal = row
    return f"| {measure} | {anchor} | {ours} | {ratio:.2f} | ≤ {goal:g} |"


def print_rows(rows: list[Row]) -> None:
    print("| measure | anchor | ours | ratio | goal |")
    print("| --- | --- | --- | --- | --- |")
    for row in rows:
        print(row_line(row))


def bench_main(doc: str, rows, repeat: int, repeat_help: str) -> list[Row]:
    """A benchmark's ``main()``: read ``--repeat``, work out ``rows(repeat)``, print them as the table."""
    import argparse

    parser = argparse.ArgumentParser(description=doc.split("\n")[0])
    parser.add_argument("--repeat", type=int, default=repeat, help=f"{repeat_help} (default {repeat})")
    found: list[Row] = rows(parser.parse_args().repeat)
    if found:
        print_rows(found)
    return found
