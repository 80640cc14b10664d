"""Notices about a map: what the GM may want to put right, though no rule is broken (nothing is refused).

Two locations sharing a name (letter case, width and spaces aside, :func:`gmdesk.model.mapedits.name_key`):
the location dialog refuses such a name since QA qf-mapdraw #1, but a war saved before, or a map brought by
Map > Import, may still hold one. It is a notice, not a :class:`~gmdesk.errors.Problem` of
:meth:`WarMap.problems`: that list refuses Resolve and is Import Map's gate (``ReplaceMap.check``), and a GM
sorts the names out after the import, on the map.
"""

from __future__ import annotations

from gmdesk.errors import Problem
from gmdesk.messages import Message
from gmdesk.model.mapedits import name_key
from gmdesk.model.mapgraph import WarMap


def shared_names(war_map: WarMap) -> list[list[str]]:
    """The ids of the locations that share one name, in map order, a list per name (two or more each)."""
    groups: dict[str, list[str]] = {}
    for loc in war_map.locations.values():
        groups.setdefault(name_key(loc.name), []).append(loc.id)
    return [ids for ids in groups.values() if len(ids) > 1]


def map_notices(war_map: WarMap) -> list[Problem]:
    """One notice per location whose name an earlier location of the map has already, naming both."""
    found: list[Problem] = []
    for ids in shared_names(war_map):
        first = war_map.locations[ids[0]]
        for other in ids[1:]:
            loc = war_map.locations[other]
            found.append(Problem(f"map.locations.{other}.name", loc.name, Message(
                "{first} ({first_id}) and {second} ({second_id}) share one name: rename one of them (Map > Location "
                "properties…) so orders, posts and Find can tell them apart",
                first=first.name, first_id=first.id, second=loc.name, second_id=loc.id)))
    return found
