"""The Home Base intruder alert (000:L452, L455).

"A Home Base possesses a low-level Bounded Field that will alert the owner if anyone else enters it. However,
that Bounded Field is unable to reveal any details regarding that intruder" (000:L452). The owner is the
Master of the team named by ``Location.home_base`` (or the Master it names). A Home Base a Masterless
Servant claimed has no owner (``home_base`` None) and "will not alert that Servant of intruders" (000:L455).
The owner's team learns ``{"kind": "intruder", "where": LOCATION, "turn": N}``: no name, no number. Who sets it
off follows interpretation home-base-alert: "anyone else" than the owner literally, or only other teams.
"""

from __future__ import annotations

from .interpretations import HOME_BASE_ALERT, INTERPRETATIONS
from typing import Iterable, TYPE_CHECKING

from gmdesk.model.character import hostile
from gmdesk.model.vocabulary import ChangeKind, EventKind
from gmdesk.rulesets.combat import Change

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.model.character import Character
    from gmdesk.model.war import War

RULE = "ap-sp 000:L452"


def owner_of(location: str | None, war: "War") -> "Character | None":
    """The living Master who owns the Home Base at ``location``, or None."""
    loc = war.map.locations.get(location) if location is not None else None
    if loc is None or loc.home_base is None:
        return None
    named = war.characters.get(loc.home_base)
    if named is not None and named.is_master():
        return named if named.alive else None
    masters = sorted((c for c in war.characters.values() if c.is_master() and c.alive and c.team == loc.home_base),
                     key=lambda c: c.id)
    return masters[0] if masters else None


def alert(movers: Iterable["Character"], location: str | None, war: "War") -> list[Change]:
    """One alert to the owner's team when "anyone else enters" its Home Base (000:L452): anyone but the owning
    Master (home-base-alert=anyone-else) or anyone of another team (=other-teams)."""
    owner = owner_of(location, war)
    if owner is None or location is None:
        return []
    default = next(i.default for i in INTERPRETATIONS if i.key == HOME_BASE_ALERT)
    reading = war.interpretation(HOME_BASE_ALERT, default)
    intruders = [c for c in movers if c.id != owner.id
                 and (reading == "anyone-else" or hostile(c, owner))]
    if not intruders:
        return []
    place = war.map.locations[location].name
    team = owner.team or owner.id
    fact = {"kind": "intruder", "where": location, "turn": war.turn}
    return [Change(owner.id, ChangeKind.KNOWLEDGE,
                   f"the Home Base Bounded Field at {place} alerts {owner.name}: someone else entered it (it reveals "
                   f"no details regarding the intruder; interpretation home-base-alert={reading})", RULE,
                   value=(team, fact), kind=EventKind.INTRUDER)]
