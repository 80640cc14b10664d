"""``scores.fmt`` keeps the text of floats it wrote (engine sprint, round 3): the same text as the plain
function it replaced, for every value, the first time and when read back, and once the table is full."""

from __future__ import annotations

import math
import random
import struct
from typing import Any, Iterator
from decimal import Decimal

import pytest

from gmdesk.rulesets import scores
from gmdesk.rulesets.scores import fmt


def _reference(x: Any) -> str:
    """``scores._num`` of main 7d5d12a, before the table: the text every ruleset has written so far."""
    if isinstance(x, bool):
        return str(x)
    if type(x) is int:
        return str(x)
    if float(x).is_integer():
        return str(int(x))
    return f"{x:.6f}".rstrip("0").rstrip(".")


EDGES: list[Any] = [0.0, -0.0, 1.0, -1.0, 0.5, -0.5, 1e-7, -1e-7, 5e-7, 4.9999999e-7, 0.1 + 0.2, 2.675,
                      1e15, 1e16 + 1, 2.0 ** 53, 2.0 ** 53 + 2, 1e300, -1e300, 5e-324, 0.9999999, 0.99999949,
                      0.9999995, 123456.000000499, 263.1, 94.5, 112.5, math.inf, -math.inf, 0, 1, -7, 10 ** 20,
                      True, False, Decimal("2.50"), Decimal("3")]


def _values() -> list[Any]:
    rnd = random.Random(21)
    out: list[Any] = list(EDGES)
    for _ in range(100_000):
        pick = rnd.random()
        if pick < 0.3:
            out.append(float(rnd.randint(-10 ** 6, 10 ** 6)))
        elif pick < 0.5:
            out.append(rnd.randint(-400, 400) / rnd.choice((2, 4, 8, 10, 3, 7, 100)))
        elif pick < 0.7:
            out.append(rnd.uniform(-1e9, 1e9))
        elif pick < 0.85:
            out.append(rnd.uniform(-1, 1) * 10 ** rnd.randint(-12, 18))
        else:
            out.append(struct_float(rnd))
    return out


def struct_float(rnd: random.Random) -> float:
    """Any finite float, from random bits."""
    while True:
        x = rnd.getrandbits(64).to_bytes(8, "little")
        value: float = struct.unpack("<d", x)[0]
        if math.isfinite(value):
            return value


@pytest.fixture()
def empty_table() -> Iterator[None]:
    """``fmt`` reads the one table it is bound to: emptied for the test, refilled after."""
    kept = dict(scores._FLOAT_TEXT)
    scores._FLOAT_TEXT.clear()
    yield
    scores._FLOAT_TEXT.clear()
    scores._FLOAT_TEXT.update(kept)


def test_fmt_writes_every_value_as_before_first_time_and_read_back(empty_table: None) -> None:
    values = _values()
    for x in values + values:  # the second pass reads the floats back from the table
        assert fmt(x) == _reference(x), repr(x)


def test_fmt_nan_and_a_full_table(empty_table: None, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(scores, "_FLOAT_TEXT_MAX", 3)
    assert fmt(math.nan) == "nan" and fmt(math.nan) == "nan"
    for x in (1.5, 2.0, 3.25, 4.75, 5.0, 1.5):
        assert fmt(x) == _reference(x)
    assert len(scores._FLOAT_TEXT) == 3  # full: the rest is written each time, as before
    assert fmt(-0.0) == fmt(0.0) == "0"


def test_fmt_never_reads_a_bool_as_a_kept_number(empty_table: None) -> None:
    """``True == 1`` and ``False == 0`` hash alike: 0 and 1 are never kept, so a bool is always written as one."""
    for x in (1, 1.0, 0, 0.0, -0.0, True, False, 1, True, 0.0, False):
        assert fmt(x) == _reference(x), repr(x)
    assert not any(k == 0 or k == 1 for k in scores._FLOAT_TEXT)
    fmt(2)
    assert fmt(2.0) == "2" and fmt(Decimal("2")) == "2"
