"""The GM's sheet edits as small reversible steps (the sheet editor's undo stack is a list of these).

Every edit is made on the character's war-file form (``Character.to_dict``) and read back through
``Character.from_dict``, so the editor can never put into a war what a war file could not hold: a value
the reader refuses is refused here with the reader's own message, naming the field and the value. What
the rules say of a value (a rank this ruleset does not allow, FP over budget) is not refused: the sheet
shows it as a problem, since a GM fixes a sheet over several edits.

The character object is changed in place, so views holding it see the change; undo puts back the exact
state it had.
"""

from __future__ import annotations

import copy
from abc import abstractmethod
import math
from dataclasses import dataclass, field, fields
from typing import Any, Protocol, Sequence

from gmdesk.errors import WarFileError
from gmdesk.messages import Listing, Message, message_of
from gmdesk.model.character import Character
from gmdesk.model.jsontext import check_limits, within_limits
from gmdesk.model.mapedits import EditRefused, MapEdit, Touched, readable_id
from gmdesk.model.war import War
from gmdesk.model.wording import KIND_WORDS

#: Sheet lists whose entries the editor inserts, removes and reorders.
ENTRY_LISTS = ("skills", "items", "statuses")

#: One entry of each list, as the undo history names it.
ENTRY_NOUNS = {"skills": Message("skill"), "items": Message("item"), "statuses": Message("status")}

#: Fields the sheet editor leaves to other tools: the id names the character everywhere, and a
#: character is placed on the map (PlaceCharacter), not typed into a location.
NOT_SHEET_FIELDS = ("id", "location")

Path = tuple[str | int, ...]  # ("stats", "STR"), ("skills", 2, "Damage"), ("health",)


def path_text(path: Sequence[Any]) -> str:
    """``("skills", 2, "Damage")`` → ``"skills[2].Damage"``: how validation names a field."""
    out = ""
    for part in path:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out


def entry_name(entry: Any) -> str:
    """A skill's, item's or status's name for the undo history (any letter case of ``name``)."""
    if isinstance(entry, dict):
        for key, value in entry.items():
            if isinstance(key, str) and key.casefold() == "name" and value:
                return str(value)
    return Message("(unnamed)")


def _fields_of(ch: Character) -> dict[str, Any]:
    """A character's fields by name (a Character has slots: no ``vars``), to put back whole on undo."""
    return {f.name: getattr(ch, f.name) for f in fields(Character)}


def _take_fields(ch: Character, values: dict[str, Any]) -> None:
    """Set ``ch``'s fields from ``values`` (:func:`_fields_of`), in place: the war keeps the same object."""
    for name, value in values.items():
        setattr(ch, name, value)


class SheetEdit(MapEdit):
    """One change of one character's sheet, made on its war-file form."""

    character_id: str

    @abstractmethod
    def change(self, data: dict[str, Any], war: War) -> None:
        """Change ``data`` (the sheet as a war file writes it) in place; raise :class:`EditRefused`."""

    def label(self, data: dict[str, Any]) -> str:
        """What the edit does, in the GM's words (``data`` is the sheet before)."""
        return Message("edit the sheet")

    # -- MapEdit -----------------------------------------------------------------------------------
    @property
    def text(self) -> str:
        return Message("{who}: edit the sheet", who=self.character_id)

    def describe(self, war: War) -> str:
        ch = war.characters.get(self.character_id)
        if ch is None:
            return self.text
        return Message("{who}: {what}", who=ch.name, what=self.label(ch.to_dict()))

    def check(self, war: War) -> None:
        self._new_sheet(war)

    def apply(self, war: War) -> Touched:
        ch = war.characters[self.character_id]
        new = self._new_sheet(war)
        self._before = copy.deepcopy(_fields_of(ch))
        _take_fields(ch, _fields_of(new))
        return Touched(characters={self.character_id})

    def revert(self, war: War) -> Touched:
        ch = war.characters[self.character_id]
        _take_fields(ch, copy.deepcopy(self._before))
        return Touched(characters={self.character_id})

    def _new_sheet(self, war: War) -> Character:
        ch = war.characters.get(self.character_id)
        if ch is None:
            raise EditRefused(Message("there is no character {id!r}", id=self.character_id))
        data = copy.deepcopy(ch.to_dict())  # to_dict shares nested lists and dicts with the live sheet
        self.change(data, war)
        if data.get("id") != ch.id or data.get("location") != ch.location:
            raise EditRefused(Message("the sheet editor does not change a character's id or location "
                                      "(place a character on the map instead)"))
        team = data.get("team")
        if team is not None and war.teams and team not in war.team_ids():
            raise EditRefused(Message("characters.{id}.team: there is no team {team!r} (teams: {teams})",
                                      id=ch.id, team=team, teams=Listing(war.team_ids())))
        if not (isinstance(data.get("name"), str) and data["name"].strip()):
            raise EditRefused(Message("characters.{id}.name: a character needs a name, not {name!r}",
                                      id=ch.id, name=data.get("name")))
        points = data.get("points")
        for key, value in (points.items() if isinstance(points, dict) else ()):
            if isinstance(value, float) and not math.isfinite(value):  # the reader takes NaN for a number
                raise EditRefused(Message("characters.{id}.points.{key}: must be a finite number (got {value!r})",
                                          id=ch.id, key=key, value=value))
        try:
            if not within_limits(data):  # a 300,000-character skill text: the war file could not take it
                check_limits(data, "", f"characters.{ch.id}")
            return Character.from_dict(data, f"characters.{ch.id}")
        except WarFileError as exc:
            raise EditRefused(message_of(exc)) from None


def _walk(data: Any, path: Sequence[Any]) -> tuple[Any, Any]:
    """The container holding the last step of ``path`` and that step; missing dicts are made on the way."""
    node = data
    for i, step in enumerate(path[:-1]):
        nxt = path[i + 1]
        if isinstance(node, dict):
            if step not in node or node[step] is None:
                node[step] = [] if isinstance(nxt, int) else {}
            node = node[step]
        elif isinstance(node, list) and isinstance(step, int) and 0 <= step < len(node):
            node = node[step]
        else:
            raise EditRefused(Message("the sheet has no {field}", field=path_text(path[: i + 1])))
    return node, path[-1]


def _get(data: Any, path: Sequence[Any]) -> Any:
    node = data
    for step in path:
        if isinstance(node, dict):
            node = node.get(step)
        elif isinstance(node, list) and isinstance(step, int) and 0 <= step < len(node):
            node = node[step]
        else:
            return None
    return node


def _shown(value: Any) -> str:
    if value is None or value == "":
        return Message("(empty)")
    text = value if isinstance(value, str) else repr(value)
    return text if len(text) <= 30 else text[:29] + "…"


@dataclass
class SetSheetValue(SheetEdit):
    """Set one value of the sheet; ``None`` removes the field (an optional value left empty)."""

    character_id: str
    path: Path
    value: Any
    _before: dict[str, Any] = field(default_factory=dict, repr=False)

    def change(self, data: dict[str, Any], war: War) -> None:
        if not self.path or self.path[0] in NOT_SHEET_FIELDS:
            raise EditRefused(Message("{field} is not a field the sheet editor sets",
                                      field=path_text(self.path) or Message("the sheet")))
        container, last = _walk(data, self.path)
        if isinstance(container, dict):
            if self.value is None:
                container.pop(last, None)
            else:
                container[last] = copy.deepcopy(self.value)
        elif isinstance(container, list) and isinstance(last, int) and 0 <= last < len(container):
            if self.value is None:
                raise EditRefused(Message("{field}: remove the entry instead of emptying it",
                                          field=path_text(self.path)))
            container[last] = copy.deepcopy(self.value)
        else:
            raise EditRefused(Message("the sheet has no {field}", field=path_text(self.path)))

    def describe(self, war: War) -> str:
        """``Saber: STR A → EX``, ``Saber: team House Verhaegen → no team``: the GM's words and names."""
        ch = war.characters.get(self.character_id)
        if ch is None:
            return self.text
        data = ch.to_dict()
        before, after = _get(data, self.path), self.value
        head = self.path[0] if self.path else ""
        if head in ("team", "master") or (head == "alive" and len(self.path) == 1):
            before, after = _named(war, head, before), _named(war, head, after)
        return Message("{who}: {what}", who=ch.name, what=Message(
            "{field} {before} → {after}", field=self._where(data), before=_shown(before), after=_shown(after)))

    def label(self, data: dict[str, Any]) -> str:
        return Message("{field} {before} → {after}", field=self._where(data), before=_shown(_get(data, self.path)),
                       after=_shown(self.value))

    def _where(self, data: dict[str, Any]) -> str:
        if len(self.path) >= 2 and self.path[0] in ENTRY_LISTS and isinstance(self.path[1], int):
            entries = data.get(self.path[0]) or []
            if self.path[1] < len(entries):
                noun, name = ENTRY_NOUNS[self.path[0]], entry_name(entries[self.path[1]])
                if len(self.path) > 2:
                    return Message("{noun} {name} {field}", noun=noun, name=name, field=path_text(self.path[2:]))
                return Message("{noun} {name}", noun=noun, name=name)
        if len(self.path) == 2 and self.path[0] in ("stats", "points"):
            return str(self.path[1])
        if len(self.path) == 1 and self.path[0] in FIELD_WORDS:
            return FIELD_WORDS[self.path[0]]
        return path_text(self.path)


#: How the undo history names the sheet's own fields.
FIELD_WORDS = {
    "true_name": Message("true name"), "class": Message("class"), "alignment": Message("alignment"),
    "team": Message("team"), "master": Message("Master"), "alive": Message("alive"),
    "spirit_form": Message("spirit form"), "command_spells": Message("Command Spells"), "health": Message("Health"),
    "health_max": Message("maximum Health"), "health_regen": Message("Health regeneration"), "mana": Message("Mana"),
    "mana_max": Message("maximum Mana"), "mana_regen": Message("Mana regeneration"), "notes": Message("notes"),
    "gm_notes": Message("GM notes"),
}


def _named(war: War, field: str, value: Any) -> Any:
    """A team's or a Master's id as its name; yes/no for ``alive`` (the war file leaves out the default)."""
    if field == "alive":
        return Message("yes") if value is None or value is True else Message("no")
    if value is None:
        return Message("no team") if field == "team" else Message("none")
    if field == "team":
        return next((t.name for t in war.teams if t.id == value), value)
    ch = war.characters.get(value)
    return ch.name if ch is not None else value


@dataclass
class InsertEntry(SheetEdit):
    """Add a skill, item or status at ``index`` (None: at the end)."""

    character_id: str
    list_name: str
    entry: dict[str, Any]
    index: int | None = None
    _before: dict[str, Any] = field(default_factory=dict, repr=False)

    def change(self, data: dict[str, Any], war: War) -> None:
        entries = _entries(data, self.list_name)
        index = len(entries) if self.index is None else self.index
        if not 0 <= index <= len(entries):
            raise EditRefused(Message("{list} has {count} entries: no place {index}", list=self.list_name,
                                      count=len(entries), index=index))
        entries.insert(index, copy.deepcopy(self.entry))
        data[self.list_name] = entries

    def label(self, data: dict[str, Any]) -> str:
        return Message("add {noun} {name}", noun=ENTRY_NOUNS.get(self.list_name, self.list_name),
                       name=entry_name(self.entry))


@dataclass
class RemoveEntry(SheetEdit):
    character_id: str
    list_name: str
    index: int
    _before: dict[str, Any] = field(default_factory=dict, repr=False)

    def change(self, data: dict[str, Any], war: War) -> None:
        entries = _entries(data, self.list_name)
        if not 0 <= self.index < len(entries):
            raise EditRefused(Message("{list} has no entry {index}", list=self.list_name, index=self.index))
        del entries[self.index]
        data[self.list_name] = entries

    def label(self, data: dict[str, Any]) -> str:
        return Message("remove {entry}", entry=_entry_label(data, self.list_name, self.index))


@dataclass
class MoveEntry(SheetEdit):
    """Reorder: the entry at ``index`` goes to ``to`` (the order is the printed order)."""

    character_id: str
    list_name: str
    index: int
    to: int
    _before: dict[str, Any] = field(default_factory=dict, repr=False)

    def change(self, data: dict[str, Any], war: War) -> None:
        entries = _entries(data, self.list_name)
        if not (0 <= self.index < len(entries) and 0 <= self.to < len(entries)):
            raise EditRefused(Message("{list} has {count} entries: cannot move {index} to {to}", list=self.list_name,
                                      count=len(entries), index=self.index, to=self.to))
        entries.insert(self.to, entries.pop(self.index))
        data[self.list_name] = entries

    def label(self, data: dict[str, Any]) -> str:
        entry = _entry_label(data, self.list_name, self.index)
        if self.to < self.index:
            return Message("move {entry} up", entry=entry)
        return Message("move {entry} down", entry=entry)


def _entry_label(data: dict[str, Any], list_name: str, index: int) -> str:
    """"skill Rapid Cut": the noun of the list and the entry's name (its place when it has none)."""
    entries = data.get(list_name) or []
    name = entry_name(entries[index]) if 0 <= index < len(entries) else str(index)
    return Message("{noun} {name}", noun=ENTRY_NOUNS.get(list_name, list_name), name=name)


def _entries(data: dict[str, Any], list_name: str) -> list[Any]:
    if list_name not in ENTRY_LISTS:
        raise EditRefused(Message("{list!r} is not a list of the sheet ({lists})", list=list_name,
                                  lists=", ".join(ENTRY_LISTS)))
    return list(data.get(list_name) or [])


def copy_entries(source: Character, list_name: str, indexes: Sequence[int], target_id: str) -> list[InsertEntry]:
    """Edits that copy entries of ``source`` to the end of ``target_id``'s list, in their order."""
    entries = getattr(source, list_name)
    return [InsertEntry(target_id, list_name, copy.deepcopy(entries[i])) for i in indexes if 0 <= i < len(entries)]


# -- whole characters ---------------------------------------------------------------------------------------
def new_character_id(war: War, name: str) -> str:
    """A readable id from ``name`` ("Odile Marchetti" → "odile-marchetti"), unique in this war."""
    return readable_id(name, war.characters, "character")


@dataclass
class AddCharacter(MapEdit):
    """A new character, from its war-file form (a new sheet, or a copy of another's)."""

    data: dict[str, Any]
    index: int | None = None

    @property
    def text(self) -> str:
        return Message("add character {id}", id=self.data.get("id"))

    def describe(self, war: War) -> str:
        kind = self.data.get("kind")
        return Message("add {kind} {name}", kind=KIND_WORDS.get(kind, kind) if kind else Message("character"),
                       name=self.data.get("name") or self.data.get("id"))

    def check(self, war: War) -> None:
        self._read(war)

    def _read(self, war: War) -> Character:
        cid = self.data.get("id")
        if not isinstance(cid, str) or not cid:
            raise EditRefused(Message("a character needs an id"))
        if cid in war.characters:
            raise EditRefused(Message("there is already a character {id!r} ({name})", id=cid,
                                      name=war.characters[cid].name))
        name = self.data.get("name")
        if not (isinstance(name, str) and name.strip()):
            raise EditRefused(Message("a character needs a name (characters.{id}.name is {name!r})", id=cid, name=name))
        location = self.data.get("location")
        if location is not None and location not in war.map.locations:
            raise EditRefused(Message("there is no location {id!r} on the map", id=location))
        team = self.data.get("team")
        if team is not None and war.teams and team not in war.team_ids():
            raise EditRefused(Message("there is no team {team!r} (teams: {teams})", team=team,
                                      teams=Listing(war.team_ids())))
        try:
            return Character.from_dict(copy.deepcopy(self.data), f"characters.{cid}")
        except WarFileError as exc:
            raise EditRefused(message_of(exc)) from None

    def apply(self, war: War) -> Touched:
        ch = self._read(war)
        _insert_character(war, len(war.characters) if self.index is None else self.index, ch)
        return Touched(characters={ch.id})

    def revert(self, war: War) -> Touched:
        war.characters.pop(self.data["id"], None)
        return Touched(characters={self.data["id"]})


@dataclass
class RemoveCharacter(MapEdit):
    """Remove a character from the war. Refused while anything still names it (a Servant's contract, a
    battle, an order): those are the GM's to settle first, not for an editor to guess."""

    character_id: str
    _removed: tuple[int, Character] | None = None

    @property
    def text(self) -> str:
        return Message("remove character {id}", id=self.character_id)

    def describe(self, war: War) -> str:
        ch = war.characters.get(self.character_id)
        return Message("remove {name}", name=ch.name if ch else self.character_id)

    def check(self, war: War) -> None:
        ch = war.characters.get(self.character_id)
        if ch is None:
            raise EditRefused(Message("there is no character {id!r}", id=self.character_id))
        servants = [c.name for c in war.characters.values() if c.master == ch.id]
        if servants:
            raise EditRefused(Message("{servants} is contracted with {master}: end the contract first"
                                      if len(servants) == 1 else
                                      "{servants} are contracted with {master}: end the contract first",
                                      servants=Listing(servants), master=ch.name))
        battle = war.battle_of(ch.id)
        if battle is not None:
            where = war.map.locations.get(battle.location)
            raise EditRefused(Message("{name} fights in the battle at {where}: end the battle first", name=ch.name,
                                      where=where.name if where is not None else battle.location))
        for i, order in enumerate(war.orders):
            if _mentions(order, ch.id):  # actor, target(s), servant, master, who, for, a condition's by…
                raise EditRefused(Message("orders[{i}] of this turn names {name} ({id}): remove the order first",
                                          i=i, name=ch.name, id=ch.id))
        for i, decision in enumerate(war.decisions):
            if _mentions(decision, ch.id):
                raise EditRefused(Message("decisions[{i}] ({decision}) names {name} ({id}): remove the decision first",
                                          i=i, decision=decision.get("id"), name=ch.name, id=ch.id))

    def apply(self, war: War) -> Touched:
        items = list(war.characters.items())
        index = next(i for i, (cid, _) in enumerate(items) if cid == self.character_id)
        self._removed = (index, items[index][1])
        del war.characters[self.character_id]
        return Touched(characters={self.character_id})

    def revert(self, war: War) -> Touched:
        assert self._removed is not None, "revert() follows apply()"
        index, ch = self._removed
        _insert_character(war, index, ch)
        return Touched(characters={ch.id})


def _mentions(value: Any, cid: str) -> bool:
    """Whether ``cid`` is one of the strings in ``value``, at any depth (a key or a value): orders name
    characters under many keys (``target``, ``targets``, ``servant``, ``who``, a condition's ``by``)."""
    if isinstance(value, str):
        return value == cid
    if isinstance(value, dict):
        return any(_mentions(k, cid) or _mentions(v, cid) for k, v in value.items())
    if isinstance(value, (list, tuple)):
        return any(_mentions(v, cid) for v in value)
    return False


def _insert_character(war: War, index: int, ch: Character) -> None:
    """Put ``ch`` at place ``index`` of the war's characters (the cast and the files keep that order)."""
    items = list(war.characters.items())
    items.insert(max(0, min(index, len(items))), (ch.id, ch))
    war.characters.clear()
    war.characters.update(items)


class PoolMaxima(Protocol):
    """What :func:`new_character` reads of a ruleset (the model sits below the rulesets)."""

    @property
    def starting_command_spells(self) -> int | None: ...

    def pool_maximum(self, pool: str, kind: str) -> float | None: ...

    def starting_sheet(self, kind: str) -> dict[str, Any]: ...


def new_character(war: War, name: str, kind: str, team: str | None, location: str | None,
                  ruleset: PoolMaxima | None = None) -> dict[str, Any]:
    """A new sheet's war-file form: the kind's pools at the ruleset's maxima and what the ruleset starts a sheet
    with (roll-dice: the base sheet's stats and rank level), everything else for the GM."""
    data: dict[str, Any] = {"id": new_character_id(war, name), "name": name, "kind": kind}
    if team is not None:
        data["team"] = team
    if location is not None:
        data["location"] = location
    if ruleset is not None:
        for pool in ("health", "mana"):
            cap = ruleset.pool_maximum(pool, kind)
            if cap is not None:
                data[pool] = cap
                data[f"{pool}_max"] = cap
        if kind == "master" and ruleset.starting_command_spells is not None:
            data["command_spells"] = ruleset.starting_command_spells
        data.update(ruleset.starting_sheet(kind))
    return data
