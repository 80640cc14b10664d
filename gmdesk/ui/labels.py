"""How the docks name things: characters, teams, places, numbers and times (no Qt here).

Characters, places and pool maxima are named by :mod:`gmdesk.sheets.names` (the sheet's HTML and the
printed sheet are core and share them); they are re-exported here for the docks.
"""

from __future__ import annotations

import datetime

from gmdesk.model.character import Character
from gmdesk.model.war import War
from gmdesk.sheets.names import character_name, location_name, pool_maximum

__all__ = ["KIND_LETTERS", "NO_TEAM", "character_name", "class_label", "kind_letter", "local_time",
           "location_name", "pool_maximum", "short_number", "team_name"]

#: The letter on a character's badge, by kind.
KIND_LETTERS = {"master": "M", "servant": "S", "familiar": "F", "troop": "T"}
NO_TEAM = "No team"


def kind_letter(kind: str) -> str:
    return KIND_LETTERS.get(kind, kind[:1].upper() or "?")


def team_name(war: War, team_id: str | None) -> str:
    if team_id is None:
        return NO_TEAM
    for team in war.teams:
        if team.id == team_id:
            return team.name
    return team_id


def class_label(ch: Character) -> str:
    """The class when it adds something to the name ("Saber" the Saber needs no "(Saber)")."""
    if ch.class_name and ch.class_name.casefold() != ch.name.casefold():
        return ch.class_name
    return ""


def short_number(value: float) -> str:
    """A number for a cramped cell: at most two decimals (the sheet shows the exact value)."""
    from gmdesk.rulesets.scores import fmt  # the rules' number writing: not needed for the first paint

    return fmt(round(float(value), 2))


def local_time(iso: str) -> str:
    """A stored UTC timestamp as the GM's local date and time, to the minute."""
    try:
        moment = datetime.datetime.fromisoformat(iso)
    except ValueError:
        return iso
    return moment.astimezone().strftime("%Y-%m-%d %H:%M")
