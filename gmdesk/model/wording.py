"""A war's field paths and values in a GM's words (no Qt): names instead of ids, words instead of JSON.

The validator and the store speak in paths (``characters[0](test-servant).stats.STR``,
``knowledge.brandauer``) because a file needs them. A GM reads "Test Servant's STR" and "team Brandauer":
:func:`where_words` says whose field a path is, :func:`field_words` what the field is, and
:func:`value_words` a value as the documents write it (``150``, not ``150.0000``; a rank as its rank).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Mapping

from gmdesk.messages import Listing, Message

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.model.character import Character
    from gmdesk.model.war import War

#: A character's (or a location's) fields as a GM names them; any other field keeps its own name.
FIELD_WORDS: Mapping[str, str] = {
    "name": Message("name"), "kind": Message("kind"), "team": Message("team"), "class": Message("class"),
    "master": Message("Master"), "location": Message("location"), "health": Message("Health"),
    "health_max": Message("maximum Health"), "health_regen": Message("Health regeneration"), "mana": Message("Mana"),
    "mana_max": Message("maximum Mana"), "mana_regen": Message("Mana regeneration"),
    "command_spells": Message("Command Spells"), "spirit_form": Message("Spirit Form"), "alive": Message("life"),
    "true_name": Message("true name"), "alignment": Message("alignment"), "notes": Message("notes"),
    "gm_notes": Message("GM notes"), "statuses": Message("statuses"), "skills": Message("skills"),
    "items": Message("items"), "points": Message("points"), "flags": Message("flags"), "stats": Message("stats"),
    "home_base": Message("home base"), "effects": Message("effects"), "x": Message("position"),
    "y": Message("position"), "turn": Message("turn"), "battles": Message("battles"),
}

def kind_word(kind: str) -> str:
    """A character's kind as a sentence names it (``servant``), said in the interface's language."""
    return KIND_WORDS.get(kind, kind)


#: One entry of each sheet list, as a sentence names it.
ENTRY_WORDS: Mapping[str, str] = {"skills": Message("skill"), "items": Message("item"), "statuses": Message("status")}

#: The kinds of character, lower case as the war file spells them.
KIND_WORDS: Mapping[str, str] = {"master": Message("master"), "servant": Message("servant"),
                                 "familiar": Message("familiar"), "troop": Message("troop")}

#: The two pools, lower case as the war file spells them.
POOL_WORDS: Mapping[str, str] = {"health": Message("health"), "mana": Message("mana")}

#: Where a path's subject is: (regex prefix with the id captured, what the subject is called).
_SUBJECTS = (
    (re.compile(r"^characters\[\d+\]\((?P<id>.*?)\)(?=$|[.\[])"), "character"),
    (re.compile(r"^map\.locations\[\d+\]\((?P<id>.*?)\)(?=$|[.\[])"), "location"),
    (re.compile(r"^teams\[\d+\]\((?P<id>.*?)\)(?=$|[.\[])"), "team"),
)
_KEYED = (("characters.", "character"), ("map.locations.", "location"), ("teams.", "team"), ("knowledge.", "team"))


@dataclass(frozen=True)
class Names:
    """The names a war gives its ids: characters, locations and teams."""

    characters: Mapping[str, str]
    locations: Mapping[str, str]
    teams: Mapping[str, str]

    @classmethod
    def of(cls, war: "War") -> "Names":
        return cls({c.id: c.name for c in war.characters.values()},
                   {loc.id: loc.name for loc in war.map.locations.values()},
                   {t.id: t.name for t in war.teams})

    @classmethod
    def none(cls) -> "Names":
        return cls({}, {}, {})

    def of_kind(self, kind: str) -> Mapping[str, str]:
        return {"character": self.characters, "location": self.locations, "team": self.teams}[kind]

    def any(self, value: str) -> str | None:
        """The name of whatever ``value`` is the id of (a character first, then a location, then a team)."""
        for table in (self.characters, self.locations, self.teams):
            if value in table:
                return table[value]
        return None


def show_number(value: float) -> str:
    """A number as a GM writes it: 150, 40.75, 0.5 (no trailing zeros)."""
    if float(value).is_integer():
        return str(int(value))
    return f"{value:.6f}".rstrip("0").rstrip(".")


def split_path(path: str, names: Names) -> tuple[str, str, str]:
    """``(kind, id, rest)`` of a path about one character, location or team; ``("", "", path)`` otherwise.

    Both spellings are read: ``characters[3](saber).stats.STR`` and ``characters.saber.stats.STR`` (an id
    with dots is matched against the war's own ids, longest first)."""
    for pattern, kind in _SUBJECTS:
        match = pattern.match(path)
        if match is not None:
            return kind, match.group("id"), path[match.end():].lstrip(".")
    for prefix, kind in _KEYED:
        if not path.startswith(prefix):
            continue
        tail = path[len(prefix):]
        for known in sorted(names.of_kind(kind), key=len, reverse=True):
            if tail == known or tail.startswith(known + ".") or tail.startswith(known + "["):
                return kind, known, tail[len(known):].lstrip(".")
        head = re.match(r"[^.\[]+", tail)
        if head is not None:
            return kind, head.group(0), tail[head.end():].lstrip(".")
    return "", "", path


def where_words(path: str, names: Names) -> tuple[str, str]:
    """(who, what): ``("Test Servant", "STR")`` for ``characters[0](test-servant).stats.STR``."""
    kind, sid, rest = split_path(path, names)
    if not kind:
        return Message("the war"), field_words(path)
    name = names.of_kind(kind).get(sid, sid)
    if kind == "team":
        return Message("team {name}", name=name), field_words(rest)
    if kind == "location":
        return Message("location {name}", name=name), field_words(rest)
    return name, field_words(rest)


def field_words(rest: str, sheet: "Character | None" = None) -> str:
    """``stats.STR`` → ``STR``; ``skills[2].cost`` → ``skill 3's cost`` (``skill 'Slash'`` when ``sheet``
    names the entry); ``points.valor`` → ``valor points``."""
    if not rest:
        return Message("sheet")
    entry = re.match(r"^(skills|items|statuses)\[(\d+)\](?:\.(.+))?$", rest)
    if entry is not None:
        noun = ENTRY_WORDS[entry.group(1)]
        index = int(entry.group(2))
        entries = getattr(sheet, entry.group(1)) if sheet is not None else []
        name = entries[index].get("name") if index < len(entries) else None
        own = (Message("{noun} {name!r}", noun=noun, name=name) if isinstance(name, str) and name.strip()
               else Message("{noun} {number}", noun=noun, number=index + 1))
        return Message("{entry}'s {field}", entry=own, field=entry.group(3)) if entry.group(3) else own
    head, _, tail = rest.partition(".")
    if head == "stats" and tail:
        return tail
    if head == "points" and tail:
        return Message("Command Spells granted") if tail == "command_spells_granted" else Message(
            "{key} points", key=tail)
    if head == "flags" and tail:
        return Message("flag {key!r}", key=tail)
    if head == "settings" and tail.startswith("interpretations."):
        return Message("interpretation {key!r}", key=tail.split(".", 1)[1])
    order = re.match(r"^orders\[(\d+)\](?:\.(.+))?$", rest)
    if order is not None:
        number = int(order.group(1)) + 1
        if order.group(2):
            return Message("order {number}'s {field}", number=number, field=order.group(2))
        return Message("order {number}", number=number)
    return FIELD_WORDS.get(rest, rest.replace("_", " "))


def value_words(value: Any, names: Names | None = None, field: str = "") -> str:
    """A value in words: ``none``, ``yes``, ``150``, a rank as written, an id as its name, an entry by name."""
    names = names or Names.none()
    if value is None:
        return Message("nothing")
    if isinstance(value, bool):
        return Message("yes") if value else Message("no")
    if isinstance(value, (int, float)):
        return show_number(value)
    if isinstance(value, str):
        if field in ("location", "master", "team", "home_base", "where", "by", "to", "toward", "owner"):
            return names.any(value) or value
        return value
    if isinstance(value, Mapping):
        if isinstance(value.get("name"), str):
            return str(value["name"])
        pairs = [Message("{key} {value}", key=k, value=value_words(v, names, str(k))) for k, v in value.items()]
        return Listing(pairs) if pairs else Message("nothing")
    if isinstance(value, (list, tuple)):
        return Listing([value_words(v, names, field) for v in value]) if value else Message("nothing")
    return str(value)
