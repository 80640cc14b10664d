"""A map imported into a war that is already under way (Map > Import…), without Qt.

A map drawn anew in yEd, Gephi or a script rarely keeps the war's location ids. So the war's places are
matched to the new map's: first by id, then by name (letter case and spaces aside); the GM maps the rest
(:attr:`PlaceMatch.unmapped`, the places someone stands on, fights in or owns a home base at). Then one
undoable :class:`ImportMap` puts the new map in place and moves the characters, battles, home bases,
this turn's orders and the teams' knowledge along the mapping. :func:`prepare_map` first names nodes by
their label and lays out nodes without a position; :class:`ImportSummary` says what came in.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any, Mapping

from gmdesk.model.layout import auto_layout
from gmdesk.model.mapedits import EditRefused, MapEdit, Touched
from gmdesk.model.mapgraph import WarMap
from gmdesk.model.war import War


#: How many places a summary line names before it says "and N more".
SHOWN = 6


def _key(name: str) -> str:
    return " ".join(name.split()).casefold()


# -- preparing the new map ------------------------------------------------------------------------------
@dataclass(frozen=True)
class Prepared:
    """The new map ready to import, and what was done to it."""

    war_map: WarMap
    unnamed: tuple[str, ...]
    """Node ids with neither a name nor a label (named after their id, as "n0")."""
    laid_out: tuple[str, ...]
    """Node ids that came without a position and were placed by a layout."""
    layout_note: str = ""


def prepare_map(new_map: WarMap, *, seed: int = 0) -> Prepared:
    """A copy of ``new_map`` with names trimmed and every location given a position: the nodes without
    one are laid out around those that have one (a spring layout, ``seed`` fixed)."""
    prepared = copy.deepcopy(new_map)
    for loc in prepared.locations.values():
        loc.name = " ".join(loc.name.split()) or loc.id
    unnamed = tuple(loc.id for loc in prepared.locations.values() if loc.name == loc.id)
    missing = tuple(loc.id for loc in prepared.locations.values() if loc.x is None or loc.y is None)
    note = ""
    if missing:
        placed = [loc.id for loc in prepared.locations.values() if loc.id not in missing]
        positions, note = auto_layout(prepared, "spring", seed=seed, fixed=placed)
        for lid in missing:
            prepared.locations[lid].x, prepared.locations[lid].y = positions[lid]
        prepared.touch()
    return Prepared(prepared, unnamed, missing, note)


# -- matching old places to new ones --------------------------------------------------------------------
@dataclass
class PlaceMatch:
    """Old location id → new location id, and which old places must be mapped."""

    mapping: dict[str, str] = field(default_factory=dict)
    how: dict[str, str] = field(default_factory=dict)
    """Old id → ``"id"`` (the same id), ``"name"`` (the same name) or ``"GM"`` (mapped by the GM)."""
    needed: list[str] = field(default_factory=list)
    """Old places someone stands on, a battle is fought in, or a team has its home base at."""
    ambiguous: dict[str, list[str]] = field(default_factory=dict)
    """Old id → the new ids that share its name (the GM picks one)."""

    @property
    def unmapped(self) -> list[str]:
        return [lid for lid in self.needed if lid not in self.mapping]

    def map(self, old: str, new: str) -> None:
        """The GM's choice for one old place."""
        self.mapping[old] = new
        self.how[old] = "GM"


def needed_places(war: War) -> list[str]:
    """The war's places that cannot simply vanish, in map order."""
    used = {ch.location for ch in war.characters.values() if ch.location is not None}
    used |= {b.location for b in war.battles}
    used |= {loc.id for loc in war.map.locations.values() if loc.home_base is not None}
    return [lid for lid in war.map.locations if lid in used]


def match_places(war: War, new_map: WarMap) -> PlaceMatch:
    """Every old place matched by id, else by a name only one new place has."""
    by_name: dict[str, list[str]] = {}
    for loc in new_map.locations.values():
        by_name.setdefault(_key(loc.name), []).append(loc.id)
    match = PlaceMatch(needed=needed_places(war))
    for loc in war.map.locations.values():
        if loc.id in new_map.locations and _key(new_map.locations[loc.id].name) in (_key(loc.name), _key(loc.id)):
            match.mapping[loc.id], match.how[loc.id] = loc.id, "id"
            continue
        same = by_name.get(_key(loc.name), [])
        if len(same) == 1:
            match.mapping[loc.id], match.how[loc.id] = same[0], "name"
        elif len(same) > 1:
            match.ambiguous[loc.id] = same
        elif loc.id in new_map.locations:
            match.mapping[loc.id], match.how[loc.id] = loc.id, "id"  # renamed in the other tool
    return match


# -- the edit ------------------------------------------------------------------------------------------
def _moved(value: Any, mapping: Mapping[str, str], keep: set[str]) -> Any:
    """``value`` with each text that is a mapped old place id replaced (a character's id is kept)."""
    if isinstance(value, str):
        return mapping.get(value, value) if value not in keep else value
    if isinstance(value, list):
        return [_moved(v, mapping, keep) for v in value]
    if isinstance(value, dict):
        return {k: (v if k in ("actor", "id", "kind", "turn") else _moved(v, mapping, keep)) for k, v in value.items()}
    return value


@dataclass
class ImportMap(MapEdit):
    """The new map in place of the old, with everyone and everything on a mapped place moved along."""

    new_map: WarMap
    mapping: dict[str, str]
    _before: dict[str, Any] | None = None

    @property
    def text(self) -> str:
        return "import a map"

    def check(self, war: War) -> None:
        problems = self.new_map.problems()
        if problems:
            raise EditRefused(f"the imported map has problems: {problems[0]}")
        unmapped = [war.map.locations[lid].name for lid in needed_places(war) if lid not in self.mapping]
        if unmapped:
            raise EditRefused(f"say where {', '.join(unmapped)} went on the imported map: someone stands, fights "
                              "or has a home base there")
        wrong = [new for new in self.mapping.values() if new not in self.new_map.locations]
        if wrong:
            raise EditRefused(f"the imported map has no location {wrong[0]!r}")
        team_ids = {t.id for t in war.teams}
        owners = self.home_bases(war)
        for new_id, owner in owners.items():
            if team_ids and owner not in team_ids:
                raise EditRefused(f"the imported map gives {self.new_map.locations[new_id].name} to a team the war "
                                  f"does not have ({owner!r})")

    def home_bases(self, war: War) -> dict[str, str]:
        """New location id → owner after the import; refused when two owners meet on one place."""
        owners = {loc.id: loc.home_base for loc in self.new_map.locations.values() if loc.home_base is not None}
        for loc in war.map.locations.values():
            target = self.mapping.get(loc.id)
            if loc.home_base is None or target is None:
                continue
            other = owners.setdefault(target, loc.home_base)
            if other != loc.home_base:
                raise EditRefused(f"{loc.name} is {loc.home_base}'s home base, but it goes to "
                                  f"{self.new_map.locations[target].name}, {other}'s home base: map it elsewhere")
        return owners

    def apply(self, war: War) -> Touched:
        self._before = {"map": war.map, "locations": {cid: ch.location for cid, ch in war.characters.items()},
                        "battles": [b.location for b in war.battles], "orders": copy.deepcopy(war.orders),
                        "knowledge": copy.deepcopy(war.knowledge)}
        owners = self.home_bases(war)
        war.map = copy.deepcopy(self.new_map)
        for lid, owner in owners.items():
            war.map.locations[lid].home_base = owner
        for ch in war.characters.values():
            if ch.location is not None:
                ch.location = self.mapping.get(ch.location, ch.location)
        for battle in war.battles:
            battle.location = self.mapping.get(battle.location, battle.location)
        keep = set(war.characters) | {t.id for t in war.teams}
        war.orders = _moved(war.orders, self.mapping, keep)
        war.knowledge = _moved(war.knowledge, self.mapping, keep)
        war.map.touch()
        return Touched(whole_map=True, characters=set(war.characters))

    def revert(self, war: War) -> Touched:
        assert self._before is not None
        before = self._before
        war.map = before["map"]
        for cid, where in before["locations"].items():
            war.characters[cid].location = where
        for battle, where in zip(war.battles, before["battles"]):
            battle.location = where
        war.orders, war.knowledge = before["orders"], before["knowledge"]
        war.map.touch()
        return Touched(whole_map=True, characters=set(war.characters))


# -- the summary ---------------------------------------------------------------------------------------
@dataclass
class ImportSummary:
    """What came in and what moved, in the GM's words."""

    locations: int
    links: int
    unnamed: list[str]
    laid_out: list[str]
    layout_note: str
    matched: list[tuple[str, str, str]]
    """(old name, new name, how) for each old place that has a new one."""
    dropped: list[str]
    moved: list[tuple[str, str, str]]
    """(character name, from, to) for each character whose place got a new id."""

    def lines(self) -> list[str]:
        out = [f"Imported {self.locations} location{'s' if self.locations != 1 else ''} and "
               f"{self.links} link{'s' if self.links != 1 else ''}."]
        if self.unnamed:
            out.append(f"{len(self.unnamed)} had neither a name nor a label and are named after their id: "
                       f"{', '.join(self.unnamed)} (rename them on the map).")
        if self.laid_out:
            out.append(f"{len(self.laid_out)} came without a position and were laid out ({self.layout_note}): "
                       f"{', '.join(self.laid_out)}.")
        by_name = [old for old, new, how in self.matched if how == "name" and old == new]
        if by_name:
            shown = ", ".join(by_name[:SHOWN]) + (f" and {len(by_name) - SHOWN} more" if len(by_name) > SHOWN else "")
            out.append(f"{len(by_name)} of the war's places were found by name: {shown}.")
        by = {"name": "by name", "GM": "as you chose"}
        out += [f"{old} is now {new} ({by[how]})." for old, new, how in self.matched
                if how == "GM" or (how == "name" and old != new)]
        if self.dropped:
            out.append(f"Gone with the old map (nobody there): {', '.join(self.dropped)}.")
        out += [f"{who} moved from {old} to {new}." for who, old, new in self.moved if old != new]
        return out


def summarize(war_before: War, prepared: Prepared, match: PlaceMatch) -> ImportSummary:
    """The summary of importing ``prepared`` into ``war_before`` along ``match`` (read before the edit)."""
    new_map, old_map = prepared.war_map, war_before.map
    matched = [(old_map.locations[o].name, new_map.locations[n].name, match.how.get(o, "id"))
               for o, n in match.mapping.items()]
    dropped = [loc.name for lid, loc in old_map.locations.items() if lid not in match.mapping]
    moved = [(ch.name, old_map.locations[ch.location].name, new_map.locations[match.mapping[ch.location]].name)
             for ch in war_before.characters.values() if ch.location in match.mapping
             and match.mapping[ch.location] != ch.location]
    return ImportSummary(len(new_map.locations), len(new_map.links), list(prepared.unnamed), list(prepared.laid_out),
                         prepared.layout_note, matched, dropped, moved)
