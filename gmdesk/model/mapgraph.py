"""The location graph: locations (with effects and home-base owners) joined by undirected links.

The truth is two plain collections (locations, links) so that the file round-trips exactly;
the adjacency (plain sets) is built from them on demand for neighbours and routes, and a networkx
graph only when an algorithm asks for one (layouts, map files): networkx takes a fifth of a second to
import, and the window's first paint needs none of it (docs/startup.md).
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from collections import deque
from typing import TYPE_CHECKING, Any, Iterable, Mapping

from gmdesk.errors import Problem, WarFileError
from gmdesk.messages import Message
from gmdesk.model.reading import Reader

if TYPE_CHECKING:
    import networkx as nx


@dataclass
class Location:
    id: str
    name: str
    effects: list[str] = field(default_factory=list)
    home_base: str | None = None
    hidden: bool = False
    x: float | None = None
    y: float | None = None
    notes: str = ""
    extra: dict[str, Any] = field(default_factory=dict)

    def clone(self) -> "Location":
        """A copy that shares nothing mutable (cheaper than deepcopy on maps of thousands)."""
        return Location(self.id, self.name, list(self.effects), self.home_base, self.hidden, self.x, self.y,
                        self.notes, copy.deepcopy(self.extra) if self.extra else {})

    @classmethod
    def from_dict(cls, data: Any, path: str, source: str = "") -> "Location":
        r = Reader(data, path, source)
        loc = cls(
            id=r.text("id"),
            name=r.text("name"),
            effects=list(r.get("effects", list, [])),
            home_base=r.text("home_base", None),
            hidden=r.get("hidden", bool, False),
            x=r.number("x", None),
            y=r.number("y", None),
            notes=r.text("notes", ""),
        )
        for i, effect in enumerate(loc.effects):
            if not isinstance(effect, str) or not effect:
                raise r.error(f"effects[{i}]", "must be a non-empty text", effect)
        loc.extra = r.extra()
        return loc

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"id": self.id, "name": self.name}
        if self.effects:
            out["effects"] = list(self.effects)
        if self.home_base is not None:
            out["home_base"] = self.home_base
        if self.hidden:
            out["hidden"] = True
        if self.x is not None:
            out["x"] = self.x
        if self.y is not None:
            out["y"] = self.y
        if self.notes:
            out["notes"] = self.notes
        out.update(self.extra)
        return out


class WarMap:
    """Locations in file order and undirected links between them."""

    def __init__(self, locations: Iterable[Location] = (), links: Iterable[tuple[str, str]] = (),
                 extra: Mapping[str, Any] | None = None):
        self.locations: dict[str, Location] = {}
        self._duplicates: list[str] = []
        for loc in locations:
            if loc.id in self.locations:
                self._duplicates.append(loc.id)
            self.locations[loc.id] = loc
        self.links: list[tuple[str, str]] = [(a, b) for a, b in links]
        self.extra: dict[str, Any] = dict(extra or {})
        self._graph: nx.Graph[str] | None = None
        self._adjacency: dict[str, set[str]] | None = None

    # -- graph -------------------------------------------------------------------------------
    @property
    def adjacency(self) -> dict[str, set[str]]:
        """Each location's neighbours (links to unknown places and loops left out), rebuilt after edits
        (call :meth:`touch` after changing the lists); never change it in place."""
        if self._adjacency is None:
            adjacency: dict[str, set[str]] = {lid: set() for lid in self.locations}
            for a, b in self.links:
                if a in adjacency and b in adjacency and a != b:
                    adjacency[a].add(b)
                    adjacency[b].add(a)
            self._adjacency = adjacency
        return self._adjacency

    @property
    def graph(self) -> nx.Graph[str]:
        """A networkx view, rebuilt after edits (call :meth:`touch` after changing the lists)."""
        if self._graph is None:
            import networkx as nx  # here, not at the top: see the module's docstring

            g: nx.Graph[str] = nx.Graph()
            for loc in self.locations.values():
                g.add_node(loc.id)
            for a, b in self.links:
                if a in self.locations and b in self.locations and a != b:
                    g.add_edge(a, b)
            self._graph = g
        return self._graph

    def touch(self) -> None:
        self._graph = None
        self._adjacency = None

    def __deepcopy__(self, memo: dict[int, Any]) -> "WarMap":
        return self.copy(memo)

    def copy(self, memo: dict[int, Any] | None = None) -> "WarMap":
        """A copy that shares nothing mutable but the graph and adjacency, which are never changed in place (an
        edit rebuilds them: :meth:`touch`). ``copy.deepcopy`` of a map comes here; ``War.copy`` calls it directly,
        without deepcopy's memo (every turn copies the war's map)."""
        clone = WarMap.__new__(WarMap)
        clone.locations = {lid: loc.clone() for lid, loc in self.locations.items()}
        clone._duplicates = list(self._duplicates)
        clone.links = list(self.links)
        clone.extra = copy.deepcopy(self.extra, memo) if self.extra else {}
        clone._graph = self._graph  # the graph is rebuilt on edits (touch), never changed in place
        clone._adjacency = self._adjacency
        return clone

    def has(self, location_id: str | None) -> bool:
        return location_id is not None and location_id in self.locations

    def neighbours(self, location_id: str) -> list[str]:
        """Adjacent locations, in a stable (sorted) order."""
        try:
            return sorted(self.adjacency[location_id])
        except KeyError:
            raise KeyError(f"no location {location_id!r} on the map") from None

    def adjacent(self, a: str, b: str) -> bool:
        return b in self.adjacency.get(a, ())

    def distance(self, a: str, b: str) -> int | None:
        """Steps on the shortest route from ``a`` to ``b``; None when either is unknown or unreachable."""
        if a not in self.adjacency or b not in self.adjacency:
            return None
        return self._steps_from(b).get(a)

    def _steps_from(self, start: str, cutoff: int | None = None) -> dict[str, int]:
        """Steps from ``start`` to every location it reaches (within ``cutoff``): a breadth-first search."""
        adjacency = self.adjacency
        steps = {start: 0}
        queue = deque([start])
        while queue:
            here = queue.popleft()
            if cutoff is not None and steps[here] >= cutoff:
                continue
            for there in adjacency[here]:
                if there not in steps:
                    steps[there] = steps[here] + 1
                    queue.append(there)
        return steps

    def shortest_route(self, a: str, b: str, max_steps: int | None = None) -> list[str] | None:
        """The shortest route from ``a`` to ``b``; among equals, the alphabetically first.

        Deterministic on purpose: the same map and the same ends always give the same route.
        With ``max_steps`` the search stops there (None when ``b`` is farther away).
        """
        if a not in self.adjacency or b not in self.adjacency:
            return None
        distance = self._steps_from(b, max_steps)
        if a not in distance:
            return None
        route = [a]
        while route[-1] != b:
            here = route[-1]
            # Every shortest route steps one closer to b; the smallest such neighbour at each
            # step gives the alphabetically first route.
            route.append(min(n for n in self.adjacency[here] if distance.get(n) == distance[here] - 1))
        return route

    def is_route(self, route: list[str]) -> bool:
        return all(self.has(p) for p in route) and all(
            self.adjacent(a, b) for a, b in zip(route, route[1:])
        )

    # -- editing -----------------------------------------------------------------------------
    def add_location(self, loc: Location) -> None:
        if loc.id in self.locations:
            raise ValueError(f"location {loc.id!r} exists already")
        self.locations[loc.id] = loc
        self.touch()

    def add_link(self, a: str, b: str) -> None:
        self.links.append((a, b))
        self.touch()

    def home_bases(self, team: str) -> list[str]:
        return [loc.id for loc in self.locations.values() if loc.home_base == team]

    # -- validation --------------------------------------------------------------------------
    def problems(self) -> list[Problem]:
        found: list[Problem] = []
        for dup in self._duplicates:
            found.append(Problem("map.locations", dup, Message("duplicate location id")))
        seen: set[frozenset[str]] = set()
        for i, (a, b) in enumerate(self.links):
            for end in (a, b):
                if end not in self.locations:
                    found.append(Problem(f"map.links[{i}]", [a, b], f"link to unknown location {end!r}"))
            if a == b:
                found.append(Problem(f"map.links[{i}]", [a, b], "a link must join two different locations"))
            key = frozenset((a, b))
            if key in seen and a != b:
                found.append(Problem(f"map.links[{i}]", [a, b], Message("duplicate link")))
            seen.add(key)
        return found

    # -- (de)serialisation -------------------------------------------------------------------
    @classmethod
    def from_dict(cls, data: Any, source: str = "") -> "WarMap":
        r = Reader(data, "map", source)
        raw_locations = r.get("locations", list)
        raw_links = r.get("links", list, [])
        locations = [Location.from_dict(d, f"map.locations[{i}]", source) for i, d in enumerate(raw_locations)]
        links = []
        for i, link in enumerate(raw_links):
            if not (isinstance(link, list) and len(link) == 2 and all(isinstance(x, str) for x in link)):
                raise WarFileError("a link is a list of two location ids", path=source,
                                   field=f"map.links[{i}]", value=link)
            links.append((link[0], link[1]))
        return cls(locations, links, r.extra())

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "locations": [loc.to_dict() for loc in self.locations.values()],
            "links": [[a, b] for a, b in self.links],
        }
        out.update(self.extra)
        return out
