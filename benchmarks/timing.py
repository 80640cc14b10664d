"""Timing helpers shared by the benchmark scripts: medians, because these machines are noisy."""

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
