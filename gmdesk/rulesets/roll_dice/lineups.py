"""Split line-ups (roll-dice 004:L178-L195).

A multi-faction battle keeps each faction's own front and back rows (L180-L185: rows are per side, as
``combat.row_of`` reads them). When Master fights Master and Servant fights Servant apart — both sides
agree, or the GM rules it — the battle splits into one-on-one lines, between which no attack or support
passes (L187-L193). The GM places the characters (L195): ``flags.line`` names the line each stands on
(``A``, ``B``…); characters without a line stand on every line.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from gmdesk.messages import Message
from gmdesk.model.flags import Flag
from gmdesk.rulesets.roll_dice import tables as T

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.model.character import Character

RULE = T.cite("L187-L195")


def line_of(ch: "Character") -> str:
    value = ch.flags.get(Flag.LINE)
    return str(value).strip() if value not in (None, "") else ""


def crossing(actor: "Character", other: "Character") -> str:
    """Why ``actor`` cannot reach ``other`` across split lines, or ''."""
    mine, theirs = line_of(actor), line_of(other)
    if mine and theirs and mine != theirs:
        return Message("{name} fights on line {mine} and {other} on line {theirs}: no attack or support passes "
                       "between split lines (一対一×2, {rule})", name=actor.name, mine=mine, other=other.name,
                       theirs=theirs, rule=RULE)
    return ""
