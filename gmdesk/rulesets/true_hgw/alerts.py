"""The Home Base alert of 003 §V.

"they always act as a limited, unremovable Bounded Field that alerts the Master of that team whenever
someone else enters" (003 §V). When characters of another team (or of none) arrive in a location that
is a team's Home Base, and that team has a living Master, the team learns that someone entered: a
knowledge fact ``{"kind": "intruder", "where": LOCATION, "turn": N}``, without who or how many.

A Servant in Spirit Form "cannot be detected" (003 §X): whether its entry sets the alert off is
interpretation ``alert-spirit-form``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from gmdesk.model.vocabulary import ChangeKind, EventKind
from gmdesk.rulesets.combat import Change

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.model.character import Character
    from gmdesk.model.war import War
    from gmdesk.rulesets.base import Ruleset

RULE = "true-hgw 003 §V"
KEY = "alert-spirit-form"


def _team_name(war: "War", team: str) -> str:
    return next((t.name for t in war.teams if t.id == team), team)


def arrival_changes(ruleset: "Ruleset", movers: list["Character"], location: str, war: "War") -> list[Change]:
    """The owner team's Master is alerted when someone else enters its Home Base (003 §V)."""
    loc = war.map.locations.get(location)
    owner = loc.home_base if loc is not None else None
    if loc is None or owner is None:
        return []
    strangers = [m for m in movers if m.alive and m.team != owner]
    masters = [c for c in war.characters.values() if c.is_master() and c.alive and c.team == owner]
    if not strangers or not masters:
        return []
    choice = ruleset.choice(war, KEY)
    note = ruleset.interpretation(KEY).describe(choice)
    unseen = [m for m in strangers if m.spirit_form and choice == "undetected"]
    seen = [m for m in strangers if m not in unseen]
    team = _team_name(war, owner)
    out: list[Change] = []
    if unseen:
        names = " and ".join(m.name for m in unseen)
        out.append(Change(unseen[0].id, ChangeKind.NOTE,
                          f"{names} {'enters' if len(unseen) == 1 else 'enter'} {team}'s Home "
                          f"Base at {loc.name} in Spirit Form, which 'cannot be detected' (true-hgw 003 §X): no alert "
                          f"({note})", RULE, value={"where": location, "alert": False}, kind=EventKind.HOME_BASE_ALERT))
    if seen:
        told = " and ".join(m.name for m in masters)
        spirit = f" ({note})" if any(m.spirit_form for m in seen) else ""
        out.append(Change(masters[0].id, ChangeKind.KNOWLEDGE,
                          f"{team}'s Home Base at {loc.name} alerts {told}: someone else "
                          f"entered (who is not told){spirit}", RULE,
                          value=(owner, {"kind": "intruder", "where": location, "turn": war.turn}),
                          kind=EventKind.HOME_BASE_ALERT))
    return out
