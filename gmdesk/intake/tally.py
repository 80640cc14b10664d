"""A post's reading counted for the GM: the orders read, the lines to pick a reading of, the order lines
that were not understood, and the post's prose (chatter, quotes, spoken words, headings) apart from them,
so a summary tells whether an order was lost (QA qa-posts finding 14).

A line is prose when the reader made no attempt at an order from it: above the orders heading, the
heading itself, a quote, spoken words, a character's heading (``Rider:``), or a line with no action word
that names none of the team's characters (``We ride at dawn!``) or is an aside in brackets (``(Archer is
grumbling about the damp, but he'll do it.)``). A line with no action word that names one of them
(``Piet flies to the moon``) is an order line that was not understood.
"""

from __future__ import annotations

from dataclasses import dataclass

from gmdesk.intake.post import LineResult, PostReading, Status
from gmdesk.intake.teams import members
from gmdesk.intake.text import fold
from gmdesk.intake.vocab import Vocabulary, vocabulary
from gmdesk.model.war import War

#: How :mod:`gmdesk.intake.post` begins the reason of an unread line that was never an order.
PROSE_REASONS = ("the orders heading", "before the orders heading", "quoted text", "spoken words", "a heading:")
#: The reason of a line with no action word: prose unless it names one of the team's characters.
NO_ORDER = "no order here"


def is_prose(war: War, team: str | None, line: LineResult, vocab: Vocabulary | None = None) -> bool:
    """Whether ``line`` (of ``team``'s post) is the post's prose rather than an order line (``vocab``: the
    war's names, when the caller has them already)."""
    if line.status != Status.UNREAD:
        return False
    why = str(line.why)
    if why.startswith(PROSE_REASONS):
        return True
    if not why.startswith(NO_ORDER):
        return False
    aside = line.text.strip()
    if team is None or aside[:1] in "(（" and aside[-1:] in ")）":
        return True
    mine = members(war, team)
    names = (vocab or vocabulary(war)).names
    return not any(set(m.ids) & mine for m in names.mentions(fold(line.text), ("character",)))


@dataclass(frozen=True)
class Tally:
    """A post's lines counted by what the GM has to do with them."""

    read: int = 0
    unsure: int = 0
    unread: int = 0  #: order lines that were not understood, or the rules refused
    prose: int = 0  #: chatter, quotes, spoken words, headings

    def __add__(self, other: "Tally") -> "Tally":
        return Tally(self.read + other.read, self.unsure + other.unsure, self.unread + other.unread,
                     self.prose + other.prose)


def tally(war: War, reading: PostReading) -> Tally:
    """Count ``reading``'s lines: read, unsure, unread order lines, prose."""
    vocab = vocabulary(war) if reading.count(Status.UNREAD) else None
    prose = sum(1 for line in reading.lines if is_prose(war, reading.team, line, vocab))
    return Tally(reading.count(Status.READ), reading.count(Status.UNSURE), reading.count(Status.UNREAD) - prose, prose)
