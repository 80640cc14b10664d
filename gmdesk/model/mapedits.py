"""The GM's map edits as small reversible steps (the undo stack of the map editor is a list of these).

Each edit checks what it would break before it changes anything (:meth:`MapEdit.check` raises
:class:`EditRefused` with a reason a GM can act on), then ``apply`` and ``revert`` change the war in
place and return a :class:`Touched` that says what a view has to redraw. Undo by exact inverse, never by
re-reading the file: a drag of one location on a 1,000-location map redraws one node and its links.
"""

from __future__ import annotations

import re
import unicodedata
from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from typing import Any, Container, Iterable

from gmdesk.errors import GmdeskError
from gmdesk.messages import Listing, Message, message_of
from gmdesk.model.character import Character
from gmdesk.model.mapgraph import Location, WarMap
from gmdesk.model.war import War

#: Location fields the editor may set with :class:`SetLocationFields`.
EDITABLE_FIELDS = ("name", "effects", "home_base", "notes", "hidden")


class EditRefused(GmdeskError):
    """An edit that would break the war; the message says why and what to do instead."""


@dataclass
class Touched:
    """What an edit changed, so a view redraws only that."""

    locations: set[str] = field(default_factory=set)      # changed or moved (still there)
    added: set[str] = field(default_factory=set)
    removed: set[str] = field(default_factory=set)
    links: bool = False
    characters: set[str] = field(default_factory=set)
    whole_map: bool = False

    def merge(self, other: "Touched") -> "Touched":
        return Touched(self.locations | other.locations, self.added | other.added, self.removed | other.removed,
                       self.links or other.links, self.characters | other.characters,
                       self.whole_map or other.whole_map)


class MapEdit(ABC):
    """One reversible change. ``text`` names it by ids (logs, tests); :meth:`describe` by the names the
    GM gave, for Edit > Undo and the undo history."""

    @property
    def text(self) -> str:
        """The edit named by ids; subclasses say which edit."""
        return Message("edit the map")

    def describe(self, war: War) -> str:
        """``text`` in the GM's words, read from ``war`` before the edit is made."""
        return self.text

    def check(self, war: War) -> None:
        """Raise :class:`EditRefused` when the edit cannot be made on ``war``."""

    @abstractmethod
    def apply(self, war: War) -> Touched:
        """Make the change; return what it touched."""

    @abstractmethod
    def revert(self, war: War) -> Touched:
        """Undo exactly what :meth:`apply` did (called only after it)."""


#: A location's fields as the undo history names them ("edit Weir Bridge (effects, home base)").
LOCATION_FIELD_WORDS = {"name": Message("name"), "effects": Message("effects"), "home_base": Message("home base"),
                        "notes": Message("notes"), "hidden": Message("hidden")}


def _location(war: War, location_id: str) -> Location:
    try:
        return war.map.locations[location_id]
    except KeyError:
        raise EditRefused(Message("there is no location {id!r} on the map", id=location_id)) from None


def _key(a: str, b: str) -> frozenset[str]:
    return frozenset((a, b))


def _name(war: War, location_id: str) -> str:
    loc = war.map.locations.get(location_id)
    return loc.name if loc is not None else location_id


def link_index(war_map: WarMap, a: str, b: str) -> int | None:
    """Where the link between ``a`` and ``b`` (either way round) stands in the map's list."""
    key = _key(a, b)
    for i, (x, y) in enumerate(war_map.links):
        if _key(x, y) == key:
            return i
    return None


def _check_field(war: War, key: str, value: Any) -> None:
    """Refuse a value of an editable location field that the war file could not hold or would flag."""
    if key not in EDITABLE_FIELDS:
        raise EditRefused(Message("{key!r} is not a location field the editor sets", key=key))
    if key == "name" and not (isinstance(value, str) and value.strip()):
        raise EditRefused(Message("a location needs a name"))
    if key == "effects" and not (isinstance(value, list) and all(isinstance(e, str) and e.strip() for e in value)):
        raise EditRefused(Message("effects are a list of names, not {value!r}", value=value))
    if key == "home_base" and value is not None:
        if not (isinstance(value, str) and value):
            raise EditRefused(Message("a home base belongs to a team (its id), not {value!r}", value=value))
        teams = war.team_ids()
        if teams and value not in teams:
            raise EditRefused(Message("there is no team {team!r} (teams: {teams})", team=value, teams=Listing(teams)))
    if key == "notes" and not isinstance(value, str):
        raise EditRefused(Message("notes are text"))
    if key == "hidden" and not isinstance(value, bool):
        raise EditRefused(Message("hidden is yes or no"))


def name_key(name: str) -> str:
    """How two location names are compared: "Harbour", "harbour " and "HARBOUR" are one name to a GM (and to a
    post that says "move to harbour"), so they are one name here."""
    return " ".join(unicodedata.normalize("NFKC", name).casefold().split())


def _check_name_free(war: War, location_id: str, name: str) -> None:
    """Refuse a name another location of the map has already (letter case and spaces aside)."""
    key = name_key(name)
    for other in war.map.locations.values():
        if other.id != location_id and name_key(other.name) == key:
            raise EditRefused(Message("another location is called {name} already: give this one a name of its own",
                                      name=other.name))


def _check_position(location_id: str, x: Any, y: Any) -> None:
    """Two finite numbers (not yes/no) that a view can draw."""
    if not all(isinstance(v, (int, float)) and not isinstance(v, bool) and v == v and abs(v) < 1e9 for v in (x, y)):
        raise EditRefused(Message("{id}: a position must be two finite numbers, not {xy!r}", id=location_id,
                                  xy=(x, y)))


def readable_id(name: str, taken: Container[str], fallback: str) -> str:
    """A readable id from ``name`` ("Weir Bridge" → "weir-bridge"), not one of ``taken``
    ("weir-bridge-2" when it is)."""
    base = re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-") or fallback
    candidate, n = base, 2
    while candidate in taken:
        candidate, n = f"{base}-{n}", n + 1
    return candidate


def new_location_id(war_map: WarMap, name: str) -> str:
    """A readable id for a new location, unique on this map."""
    return readable_id(name, war_map.locations, "location")


# -- locations ------------------------------------------------------------------------------------------
@dataclass
class AddLocation(MapEdit):
    location: Location
    links: list[tuple[str, str]] = field(default_factory=list)

    @property
    def text(self) -> str:
        return Message("add {name}", name=self.location.name)

    def check(self, war: War) -> None:
        if not self.location.id:
            raise EditRefused(Message("a location needs an id"))
        if self.location.id in war.map.locations:
            raise EditRefused(Message("a location with the id {id!r} exists already", id=self.location.id))
        loc = self.location
        for key in EDITABLE_FIELDS:
            _check_field(war, key, getattr(loc, key))
        _check_name_free(war, loc.id, loc.name)
        if loc.x is not None or loc.y is not None:
            _check_position(loc.id, loc.x, loc.y)
        seen: set[frozenset[str]] = set()
        for a, b in self.links:
            if self.location.id not in (a, b) or a == b:
                raise EditRefused(Message("a new location's links join it to another location, not {a!r}–{b!r}",
                                          a=a, b=b))
            for end in (a, b):
                if end != self.location.id and end not in war.map.locations:
                    raise EditRefused(Message("cannot link to {id!r}: there is no such location", id=end))
            if _key(a, b) in seen:
                raise EditRefused(Message("{a} and {b} are linked twice", a=a, b=b))
            seen.add(_key(a, b))

    def apply(self, war: War) -> Touched:
        war.map.locations[self.location.id] = self.location.clone()
        war.map.links.extend((a, b) for a, b in self.links)
        war.map.touch()
        return Touched(added={self.location.id}, links=bool(self.links))

    def revert(self, war: War) -> Touched:
        del war.map.locations[self.location.id]
        if self.links:
            del war.map.links[len(war.map.links) - len(self.links):]
        war.map.touch()
        return Touched(removed={self.location.id}, links=bool(self.links))


@dataclass
class DeleteLocation(MapEdit):
    """Delete a location; everyone standing there goes where ``relocate`` says (character id → location).

    The editor asks the GM where they go; a deletion that would leave someone standing nowhere, or
    a battle fought nowhere, is refused. A home base goes with its location (the owner is a field of
    the location, and the rules cope with a team that has none); undo brings both back.
    """

    location_id: str
    relocate: dict[str, str] = field(default_factory=dict)
    # what revert needs, filled by apply
    _location: Location | None = None
    _position: int = 0
    _links: list[tuple[int, tuple[str, str]]] = field(default_factory=list)
    _moved: dict[str, str] = field(default_factory=dict)

    @property
    def text(self) -> str:
        return Message("delete {name}", name=self.location_id)

    def describe(self, war: War) -> str:
        return Message("delete {name}", name=_name(war, self.location_id))

    def check(self, war: War) -> None:
        _location(war, self.location_id)
        for ch in standing_in(war, self.location_id):
            to = self.relocate.get(ch.id)
            if to is None:
                raise EditRefused(Message("{name} stands in {id}: say where they go first", name=ch.name,
                                          id=_name(war, self.location_id)))
            if to == self.location_id or to not in war.map.locations:
                raise EditRefused(Message("{name} cannot go to {to!r}: pick another location", name=ch.name,
                                          to=_name(war, to)))
        for battle in war.battles:
            if battle.location == self.location_id:
                raise EditRefused(Message("a battle is fought at {id}: end it before deleting the location",
                                          id=_name(war, self.location_id)))

    def apply(self, war: War) -> Touched:
        ids = list(war.map.locations)
        self._position = ids.index(self.location_id)
        self._location = war.map.locations.pop(self.location_id)
        self._links = [(i, link) for i, link in enumerate(war.map.links) if self.location_id in link]
        war.map.links[:] = [link for link in war.map.links if self.location_id not in link]
        self._moved = {}
        for ch in standing_in(war, self.location_id):
            self._moved[ch.id] = self.location_id  # where standing_in found them
            ch.location = self.relocate[ch.id]
        war.map.touch()
        return Touched(removed={self.location_id}, links=bool(self._links), characters=set(self._moved))

    def revert(self, war: War) -> Touched:
        assert self._location is not None
        items = list(war.map.locations.items())
        items.insert(self._position, (self.location_id, self._location))
        war.map.locations.clear()
        war.map.locations.update(items)
        for i, link in self._links:
            war.map.links.insert(i, link)
        for cid, where in self._moved.items():
            war.characters[cid].location = where
        war.map.touch()
        return Touched(added={self.location_id}, links=bool(self._links), characters=set(self._moved))


def standing_in(war: War, location_id: str) -> list[Character]:
    """Every character (living or dead) whose location is ``location_id``."""
    return [ch for ch in war.characters.values() if ch.location == location_id]


@dataclass
class MoveLocations(MapEdit):
    """Move one or more locations on the drawing (a drag, a nudge, a layout): id → (x, y)."""

    positions: dict[str, tuple[float, float]]
    label: str = Message("move")
    _before: dict[str, tuple[float | None, float | None]] = field(default_factory=dict)

    @property
    def text(self) -> str:
        if len(self.positions) == 1:
            return Message("{label} {name}", label=self.label, name=next(iter(self.positions)))
        return Message("{label} {count} locations", label=self.label, count=len(self.positions))

    def describe(self, war: War) -> str:
        if len(self.positions) == 1:
            return Message("{label} {name}", label=self.label, name=_name(war, next(iter(self.positions))))
        return self.text

    def check(self, war: War) -> None:
        for lid, (x, y) in self.positions.items():
            _location(war, lid)
            _check_position(lid, x, y)

    def apply(self, war: War) -> Touched:
        self._before = {}
        for lid, (x, y) in self.positions.items():
            loc = war.map.locations[lid]
            self._before[lid] = (loc.x, loc.y)
            loc.x, loc.y = float(x), float(y)
        return Touched(locations=set(self.positions))

    def revert(self, war: War) -> Touched:
        for lid, (x, y) in self._before.items():
            loc = war.map.locations[lid]
            loc.x, loc.y = x, y
        return Touched(locations=set(self._before))


@dataclass
class SetLocationFields(MapEdit):
    """Rename a location, or set its effects, home-base owner, notes or hidden flag."""

    location_id: str
    values: dict[str, Any]
    _before: dict[str, Any] = field(default_factory=dict)

    @property
    def text(self) -> str:
        if set(self.values) == {"name"}:
            return Message("rename {old} to {new}", old=self.location_id, new=self.values["name"])
        return Message("edit {name} ({fields})", name=self.location_id, fields=", ".join(self.values))

    def describe(self, war: War) -> str:
        name = _name(war, self.location_id)
        if set(self.values) == {"name"}:
            return Message("rename {old} to {new}", old=name, new=self.values["name"])
        return Message("edit {name} ({fields})", name=name,
                       fields=Listing([LOCATION_FIELD_WORDS.get(k, k.replace("_", " ")) for k in self.values]))

    def check(self, war: War) -> None:
        _location(war, self.location_id)
        for key, value in self.values.items():
            _check_field(war, key, value)
        if "name" in self.values:
            _check_name_free(war, self.location_id, self.values["name"])

    def apply(self, war: War) -> Touched:
        loc = war.map.locations[self.location_id]
        self._before = {key: _copied(getattr(loc, key)) for key in self.values}
        for key, value in self.values.items():
            setattr(loc, key, _copied(value))
        return Touched(locations={self.location_id})

    def revert(self, war: War) -> Touched:
        loc = war.map.locations[self.location_id]
        for key, value in self._before.items():
            setattr(loc, key, _copied(value))
        return Touched(locations={self.location_id})


def _copied(value: Any) -> Any:
    return list(value) if isinstance(value, list) else value


@dataclass
class PlaceCharacter(MapEdit):
    """Put a character in another location by hand (a GM's correction, not a move order)."""

    character_id: str
    to: str
    _before: str | None = None

    @property
    def text(self) -> str:
        return Message("place {who} in {where}", who=self.character_id, where=self.to)

    def describe(self, war: War) -> str:
        who = war.characters.get(self.character_id)
        return Message("place {who} in {where}", who=who.name if who else self.character_id,
                       where=_name(war, self.to))

    def check(self, war: War) -> None:
        if self.character_id not in war.characters:
            raise EditRefused(Message("there is no character {id!r}", id=self.character_id))
        _location(war, self.to)
        battle = war.battle_of(self.character_id)
        if battle is not None and battle.location != self.to:
            raise EditRefused(Message("{name} fights in the battle at {where}: end the battle before moving them",
                                      name=war.characters[self.character_id].name, where=_name(war, battle.location)))

    def apply(self, war: War) -> Touched:
        ch = war.characters[self.character_id]
        self._before = ch.location
        ch.location = self.to
        return Touched(characters={ch.id})

    def revert(self, war: War) -> Touched:
        war.characters[self.character_id].location = self._before
        return Touched(characters={self.character_id})


# -- links ----------------------------------------------------------------------------------------------
@dataclass
class AddLink(MapEdit):
    a: str
    b: str

    @property
    def text(self) -> str:
        return Message("link {a} and {b}", a=self.a, b=self.b)

    def describe(self, war: War) -> str:
        return Message("link {a} and {b}", a=_name(war, self.a), b=_name(war, self.b))

    def check(self, war: War) -> None:
        _location(war, self.a)
        _location(war, self.b)
        if self.a == self.b:
            raise EditRefused(Message("a link joins two different locations"))
        if link_index(war.map, self.a, self.b) is not None:
            raise EditRefused(Message("{a} and {b} are linked already", a=_name(war, self.a), b=_name(war, self.b)))

    def apply(self, war: War) -> Touched:
        war.map.links.append((self.a, self.b))
        war.map.touch()
        return Touched(links=True)

    def revert(self, war: War) -> Touched:
        war.map.links.pop()
        war.map.touch()
        return Touched(links=True)


@dataclass
class RemoveLink(MapEdit):
    a: str
    b: str
    _index: int = -1
    _link: tuple[str, str] | None = None

    @property
    def text(self) -> str:
        return Message("unlink {a} and {b}", a=self.a, b=self.b)

    def describe(self, war: War) -> str:
        return Message("unlink {a} and {b}", a=_name(war, self.a), b=_name(war, self.b))

    def check(self, war: War) -> None:
        if link_index(war.map, self.a, self.b) is None:
            raise EditRefused(Message("{a} and {b} are not linked", a=_name(war, self.a), b=_name(war, self.b)))

    def apply(self, war: War) -> Touched:
        index = link_index(war.map, self.a, self.b)
        assert index is not None, "check() refuses a missing link"
        self._index = index
        self._link = war.map.links.pop(index)
        war.map.touch()
        return Touched(links=True)

    def revert(self, war: War) -> Touched:
        assert self._link is not None, "revert() follows apply()"
        war.map.links.insert(self._index, self._link)
        war.map.touch()
        return Touched(links=True)


# -- several at once ------------------------------------------------------------------------------------
@dataclass
class Batch(MapEdit):
    """Several edits as one undo step (delete a selection, paste). Each is checked on the war as the
    earlier ones leave it, so a batch is refused whole or made whole.

    That needs the earlier edits applied, so :meth:`check` works on a copy of the war: whatever goes
    wrong in the middle (a refusal, or a bug in an edit), the GM's war is never touched by a check.
    """

    edits: list[MapEdit]
    label: str = ""

    @property
    def text(self) -> str:
        return self.label or (self.edits[0].text if len(self.edits) == 1
                              else Message("{count} edits", count=len(self.edits)))

    def describe(self, war: War) -> str:
        return self.label or (self.edits[0].describe(war) if len(self.edits) == 1 else self.text)

    def check(self, war: War) -> None:
        scratch = war.copy()  # a few milliseconds for a thousand locations
        for edit in self.edits:
            edit.check(scratch)
            edit.apply(scratch)

    def apply(self, war: War) -> Touched:
        touched = Touched()
        done: list[MapEdit] = []
        try:
            for edit in self.edits:
                touched = touched.merge(edit.apply(war))
                done.append(edit)
        except BaseException:
            for edit in reversed(done):  # one undo step: made whole or not at all
                edit.revert(war)
            raise
        return touched

    def revert(self, war: War) -> Touched:
        touched = Touched()
        for edit in reversed(self.edits):
            touched = touched.merge(edit.revert(war))
        return touched


def delete_locations(war: War, ids: Iterable[str], relocate: dict[str, str]) -> Batch:
    """One undo step deleting ``ids`` (their links go with them); ``relocate`` says where everyone
    standing in any of them goes (character id → location)."""
    ids = list(ids)
    where = {cid: ch.location for cid, ch in war.characters.items()}
    return Batch([DeleteLocation(lid, {cid: to for cid, to in relocate.items() if where.get(cid) == lid})
                  for lid in ids],
                 label=Message("delete {name}", name=_name(war, ids[0])) if len(ids) == 1
                 else Message("delete {count} locations", count=len(ids)))


@dataclass
class ReplaceMap(MapEdit):
    """Put another map in place of this one (Map > Import). Refused when someone would stand nowhere,
    a battle would be fought nowhere, a home base would vanish with its location or change owner, or a
    home base would belong to a team the war does not have. A map drawn in another tool often has no
    ``home_base`` at all: the war's home bases are kept on the locations with the same ids."""

    new_map: WarMap
    _old: WarMap | None = None

    text = Message("import a map")

    def check(self, war: War) -> None:
        problems = self.new_map.problems()
        if problems:
            raise EditRefused(Message("the imported map has problems: {problem}", problem=problems[0]))
        missing = sorted({ch.location for ch in war.characters.values()
                          if ch.location is not None and ch.location not in self.new_map.locations})
        if missing:
            who = [ch.name for ch in war.characters.values() if ch.location in missing]
            raise EditRefused(Message("the imported map has no {missing}, where {who} stand: add those locations "
                                      "to it or move them first", missing=Listing([_name(war, m) for m in missing]),
                                      who=Listing(who)))
        for battle in war.battles:
            if battle.location not in self.new_map.locations:
                raise EditRefused(Message("the imported map has no {where}, where a battle is fought",
                                          where=_name(war, battle.location)))
        lost = [f"{loc.id} ({loc.home_base})" for loc in war.map.locations.values() if loc.home_base is not None
                and _owner_after_import(self.new_map, loc) != loc.home_base]
        if lost:
            raise EditRefused(Message(
                "the imported map drops or gives away the home base {lost}: keep those locations and owners in "
                "the imported map, or clear them on this map first" if len(lost) == 1 else
                "the imported map drops or gives away the home bases {lost}: keep those locations and owners in "
                "the imported map, or clear them on this map first", lost=Listing(lost)))
        for loc in self.new_map.locations.values():
            if loc.home_base is not None:
                try:
                    _check_field(war, "home_base", loc.home_base)
                except EditRefused as exc:
                    raise EditRefused(Message("the imported map's {id}: {reason}", id=loc.id,
                                              reason=message_of(exc))) from None

    def apply(self, war: War) -> Touched:
        import copy

        self._old = war.map
        war.map = copy.deepcopy(self.new_map)
        for loc in self._old.locations.values():
            kept = war.map.locations.get(loc.id)
            if loc.home_base is not None and kept is not None and kept.home_base is None:
                kept.home_base = loc.home_base
        war.map.touch()
        return Touched(whole_map=True)

    def revert(self, war: War) -> Touched:
        assert self._old is not None
        war.map = self._old
        war.map.touch()
        return Touched(whole_map=True)


def _owner_after_import(new_map: WarMap, loc: Location) -> str | None:
    """Who owns ``loc``'s home base once ``new_map`` is imported (a base the new map is silent on is kept)."""
    new = new_map.locations.get(loc.id)
    if new is None:
        return None
    return new.home_base if new.home_base is not None else loc.home_base
