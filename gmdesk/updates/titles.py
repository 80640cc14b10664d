"""An update's title: the war's title, the turn said once, the reader.

A war's stored title may already name the turn ("… — night 2", as the sample wars' do): the update then
would say it twice ("… — night 2 — Night 2 — House Verhaegen"). A part of the title (between dashes) that
only restates a turn, a turn word and a number in any case and in any language gmdesk has a table for
("night 2", "Night #2", "夜2", "第2夜", "行動ターン 4"), is left out; a title that says more about the turn
("night 2: the siege") is kept whole and the update then adds no turn of its own.
"""

from __future__ import annotations

from gmdesk.messages import Listing
from gmdesk.rulesets.turn_titles import names_turn, restated_turn, without_turn

__all__ = ["names_turn", "restated_turn", "update_title", "without_turn"]


def update_title(war_title: str, turn_name: str, turn: int, reader: str) -> str:
    """``war title — turn — reader``, the turn said once: a part of the war's title that only restates a
    turn is left out; a title that names this turn with more words keeps it and the turn is not added."""
    title = without_turn(war_title)
    parts = [title] if title else []
    if not names_turn(title, turn):
        parts.append(turn_name)
    return Listing([*parts, reader], " — ")  # (each part said in the reader's language: the turn, "public update")
