"""Ranks: ``E D C B A EX`` with ``+``/``-`` subranks, plus ``N/A`` and ``-`` where a ruleset has them.

A :class:`Rank` is a value; a :class:`RankPolicy` says which ranks one stat of one ruleset allows.
Parsing is strict: anything the policy does not allow raises :class:`~gmdesk.errors.RankError`
naming the field and the character that held it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from gmdesk.errors import RankError
from gmdesk.messages import Listing, Message

LETTERS = ("E", "D", "C", "B", "A", "EX")
"""Letters from lowest to highest; a letter's index + 1 is its level (E=1 … EX=6)."""

NONE_TEXT = "-"
NA_TEXT = "N/A"
_LEVELS = {letter: i + 1 for i, letter in enumerate(LETTERS)}

_RANK_RE = re.compile(r"^(EX|[A-E])(\++|-+)?$")
_NORMALISE = str.maketrans({"−": "-", "－": "-", "＋": "+", "–": "-"})


@dataclass(frozen=True, order=False)
class Rank:
    """One rank. ``letter`` is one of :data:`LETTERS`, ``N/A`` or ``-``.

    ``is_special``, ``level`` (E=1 … A=5, EX=6; ``N/A`` and ``-`` are 0), ``subrank`` (+1 per ``+``, −1 per ``-``),
    ``parts`` (``(letter, plus, minus)``: equal exactly when the ranks are equal, and a dict key that hashes without
    the dataclass's Python ``__hash__``, for memo keys of hot rules) and the sort key follow from the frozen fields
    alone and are set once by ``__post_init__`` (plain attributes, not fields: equality, hashing, ``repr`` and
    ``replace`` see only the three fields). Ranks are shared (parsed once, never copied), and every rule reads them
    many times a turn."""

    letter: str
    plus: int = 0
    minus: int = 0
    if TYPE_CHECKING:  # (set by __post_init__; at run time not dataclass fields, so fields() and asdict see three)
        is_special: bool = field(init=False)
        level: int = field(init=False)
        subrank: int = field(init=False)
        parts: tuple[str, int, int] = field(init=False)
        _order: tuple[int, int] = field(init=False)

    def __post_init__(self) -> None:
        # Set here, not as cached_property: a cached_property on the class keeps CPython 3.11 from specialising the
        # read (~420 reads a turn), and writing its value into __dict__ slows every later read of the rank too.
        special = self.letter in (NA_TEXT, NONE_TEXT)
        found = _LEVELS.get(self.letter)
        level = found if found is not None else (0 if special else LETTERS.index(self.letter) + 1)
        subrank = self.plus - self.minus
        for name, value in (("is_special", special), ("level", level), ("subrank", subrank),
                            ("parts", (self.letter, self.plus, self.minus)), ("_order", (level, subrank))):
            object.__setattr__(self, name, value)

    def sort_key(self) -> tuple[int, int]:
        """Letter first, subranks as the tie-breaker (the order every document uses)."""
        return self._order

    def letters_above(self, other: "Rank") -> int:
        """How many full letters this rank stands above ``other`` (negative when below)."""
        return self.level - other.level

    def __lt__(self, other: "Rank") -> bool:
        return self._order < other._order

    def __le__(self, other: "Rank") -> bool:
        return self._order <= other._order

    def __gt__(self, other: "Rank") -> bool:
        return self._order > other._order

    def __ge__(self, other: "Rank") -> bool:
        return self._order >= other._order

    def __str__(self) -> str:
        return self.letter + "+" * self.plus + "-" * self.minus

    def with_letter(self, letter: str) -> "Rank":
        return Rank(letter, self.plus, self.minus)


@dataclass(frozen=True)
class RankPolicy:
    """What one stat of one ruleset accepts."""

    max_plus: int = 3
    max_minus: int = 0
    ex_subranks: bool = False
    allow_na: bool = False
    allow_none: bool = False
    letters: tuple[str, ...] = field(default=LETTERS)

    def describe(self) -> str:
        parts: list[str] = ["/".join(self.letters)]
        if self.max_plus:
            parts.append(Message("up to {count} '+'", count=self.max_plus))
        if self.max_minus:
            parts.append(Message("up to {count} '-'", count=self.max_minus))
        if not self.ex_subranks and "EX" in self.letters and (self.max_plus or self.max_minus):
            parts.append(Message("EX without subranks"))
        if self.allow_na:
            parts.append("N/A")
        if self.allow_none:
            parts.append(Message("'-' for none"))
        return Listing(parts)


DEFAULT_POLICY = RankPolicy(max_plus=3, max_minus=3, ex_subranks=True, allow_na=True, allow_none=True)
"""What a war file may hold at all; each ruleset then checks its own stricter policies."""


#: Texts already read under :data:`DEFAULT_POLICY` (every stat of every war read): a rank is a frozen
#: value, so one is shared. Bounded: only good texts are kept, and no more than this many.
_DEFAULT_PARSED: dict[str, Rank] = {}
_KEEP_PARSED = 4096


def parse_rank(text: object, policy: RankPolicy = DEFAULT_POLICY, *, field: str = "", owner: str = "") -> Rank:
    """Parse ``text`` as a rank allowed by ``policy``.

    Full-width and typographic minus and plus signs are read as ``-`` and ``+``.
    """
    if policy is DEFAULT_POLICY and type(text) is str:
        known = _DEFAULT_PARSED.get(text)
        if known is None:
            known = _parse_rank(text, policy, field, owner)
            if len(_DEFAULT_PARSED) < _KEEP_PARSED:
                _DEFAULT_PARSED[text] = known
        return known
    return _parse_rank(text, policy, field, owner)


def parse_ranks(texts: dict[str, object]) -> dict[str, Rank]:
    """Each text of ``texts`` parsed as :func:`parse_rank` does under :data:`DEFAULT_POLICY` (a sheet's
    stats as a war file holds them), ranks already read taken straight from the texts read before."""
    known = _DEFAULT_PARSED
    out = {}
    for key, text in texts.items():
        rank = known.get(text) if type(text) is str else None
        out[key] = rank if rank is not None else parse_rank(text)
    return out


def _parse_rank(text: object, policy: RankPolicy, field: str, owner: str) -> Rank:
    def fail(reason: str) -> RankError:
        return RankError(text, reason, field=field, owner=owner)

    if not isinstance(text, str):
        raise fail(Message("a rank is text such as 'B+'"))
    raw = text.strip().translate(_NORMALISE)
    if not raw:
        raise fail(Message("empty"))
    if raw.upper() == NA_TEXT:
        if raw != NA_TEXT:
            raise fail(Message("write N/A in capitals"))
        if not policy.allow_na:
            raise fail(Message("N/A is not a rank of this stat"))
        return Rank(NA_TEXT)
    if raw == NONE_TEXT:
        if not policy.allow_none:
            raise fail(Message("'-' (none) is not allowed for this stat"))
        return Rank(NONE_TEXT)
    match = _RANK_RE.match(raw)
    if not match:
        if raw.upper() != raw and _RANK_RE.match(raw.upper()):
            raise fail(Message("rank letters are capitals"))
        raise fail(Message("expected one of {letters} with optional + or - subranks",
                           letters=Listing(policy.letters)))
    letter, marks = match.group(1), match.group(2) or ""
    if letter not in policy.letters:
        raise fail(Message("letter {letter} is not used here (allowed: {letters})", letter=letter,
                           letters=Listing(policy.letters)))
    plus = marks.count("+")
    minus = marks.count("-")
    if (plus or minus) and letter == "EX" and not policy.ex_subranks:
        raise fail(Message("EX takes no subranks here"))
    if plus > policy.max_plus:
        raise fail(Message("at most {count} '+' allowed", count=policy.max_plus) if policy.max_plus
                   else Message("'+' subranks are not allowed"))
    if minus > policy.max_minus:
        raise fail(Message("at most {count} '-' allowed", count=policy.max_minus) if policy.max_minus
                   else Message("'-' subranks are not allowed"))
    return Rank(letter, plus, minus)


def format_rank(rank: Rank) -> str:
    return str(rank)
