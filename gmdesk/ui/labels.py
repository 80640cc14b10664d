"""How the docks name things: characters, teams, places, numbers and times (no Qt here).

Shared by the Qt docks and by the sheet's HTML, which stays a pure function for printing.
"""

from __future__ import annotations

import datetime

from gmdesk.model.character import Character
from gmdesk.model.war import War
from gmdesk.rulesets.base import fmt

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


def location_name(war: War, location_id: str | None) -> str:
    if location_id is None:
        return "—"
    location = war.map.locations.get(location_id)
    return location.name if location is not None else location_id


def character_name(war: War, cid: str) -> str:
    """A character's name, or its id when the war no longer has it."""
    ch = war.characters.get(cid)
    return ch.name if ch is not None else cid


def class_label(ch: Character) -> str:
    """The class when it adds something to the name ("Saber" the Saber needs no "(Saber)")."""
    if ch.class_name and ch.class_name.casefold() != ch.name.casefold():
        return ch.class_name
    return ""


def pool_maximum(ch: Character, pool: str, ruleset) -> float | None:
    """The sheet's maximum, or the ruleset's for the character's kind when the sheet has none."""
    declared = getattr(ch, f"{pool}_max")
    if declared is not None:
        return declared
    return ruleset.pool_maximum(pool, ch.kind) if ruleset is not None else None


def short_number(value: float) -> str:
    """A number for a cramped cell: at most two decimals (the sheet shows the exact value)."""
    return fmt(round(float(value), 2))


def local_time(iso: str) -> str:
    """A stored UTC timestamp as the GM's local date and time, to the minute."""
    try:
        moment = datetime.datetime.fromisoformat(iso)
    except ValueError:
        return iso
    return moment.astimezone().strftime("%Y-%m-%d %H:%M")
