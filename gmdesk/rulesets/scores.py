"""What a formula answers: a :class:`Score`, a :class:`Check`, a value read from a :class:`RankTable`.

Formulas are pure: they take model objects and return numbers with an explanation. Rolling dice is
the engine's job, so a :class:`Check` only carries the chance. :func:`fmt` writes numbers in those
explanations the way a GM writes them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

from gmdesk.errors import RankError
from gmdesk.model.ranks import Rank


@dataclass(frozen=True)
class RankTable:
    """A rank → number table copied verbatim from a document, oddities included.

    ``values`` maps the printed rank (``"C+++"``) to the printed number. When a rank is missing,
    :meth:`value` raises a :class:`RankError`; ``subrank_step`` lets a table define ``+``/``-`` as a
    fixed step from the letter's value instead of listing every row.
    """

    name: str
    stats: tuple[str, ...]
    values: Mapping[str, float]
    rule: str = ""
    subrank_step: float | None = None
    minus_step: float | None = None
    note: str = ""

    def value(self, rank: Rank) -> float:
        text = str(rank)
        if text in self.values:
            return self.values[text]
        base = self.values.get(rank.letter)
        if base is not None and self.subrank_step is not None and rank.plus and not rank.minus:
            return round(base + self.subrank_step * rank.plus, 10)
        if base is not None and rank.minus and not rank.plus:
            step = self.minus_step if self.minus_step is not None else self.subrank_step
            if step is not None:
                return round(base - step * rank.minus, 10)
        raise RankError(text, f"not in the {self.name} table ({self.rule})")

    def formula_text(self, rank: Rank) -> str:
        """How the value of ``rank`` was read: the row itself, or the letter plus steps."""
        text = str(rank)
        if text in self.values:
            return f"{self.name}[{text}] = {_num(self.values[text])}"
        return f"{self.name}[{text}] = {_num(self.value(rank))}"



@dataclass(frozen=True)
class Check:
    """A formula's answer to a yes/no question, certain or with a chance the engine rolls.

    ``chance`` is the probability (0..1) that the event happens; ``certain`` is used instead
    when no roll is needed. ``explain`` shows the operands, ``rule`` cites the document.
    """

    explain: str
    rule: str
    chance: float | None = None
    certain: bool | None = None
    data: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Score:
    """A number with the arithmetic that produced it. (Slotted: a frozen dataclass sets each field through
    ``object.__setattr__``, which on slots costs about half what it does on a ``__dict__``; a turn makes
    dozens.)"""

    value: float
    explain: str
    rule: str = ""


def _num(x: float) -> str:
    """Numbers as a GM writes them: 40.75, 25, 0.5 (no trailing zeros). Written through :data:`fmt`, which keeps
    the text of the numbers it wrote."""
    kind = type(x)
    if kind is float:
        return _float_text(x)
    if kind is int:
        return str(x)
    if isinstance(x, bool):
        return str(x)
    if float(x).is_integer():
        return str(int(x))
    return f"{x:.6f}".rstrip("0").rstrip(".")


def _float_text(x: float) -> str:
    if x % 1 == 0:  # exactly integral (inf and nan are not: their remainder is nan)
        return str(int(x))
    text = f"{x:.6f}".rstrip("0")
    return text[:-1] if text[-1] == "." else text


class _Texts(dict[float, str]):
    """The text of each number already written: a turn writes the same few numbers again and again (a cost of 4, a
    roll of 3: 265 numbers, 52 different, in the 20-character benchmark turn). :data:`fmt` is this table's
    ``__getitem__``, so a number written before is read in C with no Python call; a new one comes here.

    Only ints and floats are kept, and never one equal to 0 or 1: ``True == 1`` and ``False == 0`` (with the same
    hash), and a bool is written ``True``/``False``, so no bool may ever find a kept number. Equal ints and floats
    write the same text (``2`` and ``2.0``: "2"; ``0.0`` and ``-0.0``: "0"), as do other numbers equal to a kept one
    (``Decimal("2.50")``: "2.5"). Bounded by ``_FLOAT_TEXT_MAX``, then new numbers are written each time."""

    def __missing__(self, x: float) -> str:
        text = _num(x)
        kind = type(x)
        if (kind is float or kind is int) and x != 0 and x != 1 and len(self) < _FLOAT_TEXT_MAX:
            self[x] = text
        return text


_FLOAT_TEXT = _Texts()
_FLOAT_TEXT_MAX = 4096

fmt = _FLOAT_TEXT.__getitem__
"""A number as a GM writes it (:func:`_num`), read from :class:`_Texts` once written."""
