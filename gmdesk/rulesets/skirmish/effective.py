"""Effective parameters under the Command Spells of 002:L31-35.

"Fight Harder: Increases all Servant parameters by one rank. A-Rank stats instead gain one '+', with
A+++ not being affected. Lasts the whole battle." (002:L31); "Survive at all Costs: Increases the
Servant's END and Magical Defense to EX for the turn." (002:L33); "Quit Holding Back: Increases all
Servant parameters by 1 rank and 1 '+'. A-Rank stats instead gain 2'+', with A++ reaching A+++ and
A+++ not being affected. Lasts one turn." (002:L35). A spell leaves a ``command-spell`` effect with
its ``key`` on the Servant; the formulas read the ranks through :func:`effective_rank`.

MAG has two sides (002:L127, L136): the role ``MAGDEF`` is the Magical Defense read of MAG, which
Survive at all Costs raises alone.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from gmdesk.model.ranks import LETTERS, Rank, format_rank

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.model.character import Character
    from gmdesk.model.war import War
    from gmdesk.rulesets.base import Ruleset

DOC = "skirmish 002"
MAX_PLUS = 3  # "a Servant can only have 3 '+'s in a single parameter" (002:L86)

FIGHT_HARDER = "fight-harder"
SURVIVE = "survive"
QUIT_HOLDING_BACK = "quit-holding-back"


@dataclass(frozen=True)
class Read:
    """A rank as the formulas use it, with the text that shows where it came from."""

    rank: Rank | None
    text: str


def spell_keys(ch: "Character") -> list[str]:
    """The keys of the Command Spell effects on ``ch``, in the order they were cast."""
    return [str(e.get("key")) for e in ch.statuses if e.get("kind") == "command-spell"]


def raised(rank: Rank, letters: int, pluses: int, a_pluses: int, keep: bool, ex_unchanged: bool) -> Rank:
    """``rank`` raised by ``letters`` ranks and ``pluses`` '+'; an A-rank stat gains ``a_pluses`` '+'
    instead (002:L31, L35); never beyond three '+' (002:L86)."""
    if rank.letter == "EX" and ex_unchanged:
        return rank
    if rank.letter == "A":
        return Rank("A", min(MAX_PLUS, rank.plus + a_pluses))
    level = LETTERS.index(rank.letter) + letters
    letter = LETTERS[min(level, LETTERS.index("A"))]
    carried = rank.plus if keep else 0
    return Rank(letter, min(MAX_PLUS, carried + pluses))


def effective_rank(ruleset: "Ruleset", ch: "Character", role: str, war: "War | None") -> Read:
    """The rank of ``role`` (STR, END, MAG, MAGDEF, AGI, LCK) under the Command Spells on ``ch``."""
    stat = "MAG" if role == "MAGDEF" else role
    rank = ch.stat(stat)
    if rank is None or rank.is_special:
        return Read(None, f"{ch.name} has no {stat}")
    name = "Magical Defense (MAG)" if role == "MAGDEF" else stat
    text = f"{name} {format_rank(rank)}"
    keep = ruleset.choice(war, "rank-up-pluses") == "keep"
    ex_unchanged = True  # interpretation rank-up-ex: EX has no higher rank and no EX+ rows (002:L125)
    for key in spell_keys(ch):
        if key == SURVIVE and role in ("END", "MAGDEF"):
            rank = Rank("EX")
            text += f" → EX (Survive at all Costs, {DOC}:L33)"
        elif key == FIGHT_HARDER:
            new = raised(rank, 1, 0, 1, keep, ex_unchanged)
            if new != rank:
                text += f" → {format_rank(new)} (Fight Harder, {DOC}:L31)"
            rank = new
        elif key == QUIT_HOLDING_BACK:
            new = raised(rank, 1, 1, 2, keep, ex_unchanged)
            if new != rank:
                text += f" → {format_rank(new)} (Quit Holding Back, {DOC}:L35)"
            rank = new
    return Read(rank, text)
