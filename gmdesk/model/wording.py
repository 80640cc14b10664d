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

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.model.character import Character
    from gmdesk.model.war import War

#: A character's (or a location's) fields as a GM names them; any other field keeps its own name.
FIELD_WORDS: Mapping[str, str] = {
    "name": "name", "kind": "kind", "team": "team", "class": "class", "master": "Master", "location": "location",
    "health": "Health", "health_max": "maximum Health", "health_regen": "Health regeneration",
    "mana": "Mana", "mana_max": "maximum Mana", "mana_regen": "Mana regeneration",
    "command_spells": "Command Spells", "spirit_form": "Spirit Form", "alive": "life", "true_name": "true name",
    "alignment": "alignment", "notes": "notes", "gm_notes": "GM notes", "statuses": "statuses",
    "skills": "skills", "items": "items", "points": "points", "flags": "flags", "stats": "stats",
    "home_base": "home base", "effects": "effects", "x": "position", "y": "position",
}

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
        return "the war", field_words(path)
    name = names.of_kind(kind).get(sid, sid)
    who = f"team {name}" if kind == "team" else f"location {name}" if kind == "location" else name
    return who, field_words(rest)


def field_words(rest: str, sheet: "Character | None" = None) -> str:
    """``stats.STR`` → ``STR``; ``skills[2].cost`` → ``skill 3's cost`` (``skill 'Slash'`` when ``sheet``
    names the entry); ``points.valor`` → ``valor points``."""
    if not rest:
        return "sheet"
    entry = re.match(r"^(skills|items|statuses)\[(\d+)\](?:\.(.+))?$", rest)
    if entry is not None:
        noun = entry.group(1).rstrip("s").replace("statuse", "status")
        index = int(entry.group(2))
        entries = getattr(sheet, entry.group(1)) if sheet is not None else []
        name = entries[index].get("name") if index < len(entries) else None
        own = f"{noun} {name!r}" if isinstance(name, str) and name.strip() else f"{noun} {index + 1}"
        return f"{own}'s {entry.group(3)}" if entry.group(3) else own
    head, _, tail = rest.partition(".")
    if head == "stats" and tail:
        return tail
    if head == "points" and tail:
        return "Command Spells granted" if tail == "command_spells_granted" else f"{tail} points"
    if head == "flags" and tail:
        return f"flag {tail!r}"
    if head == "settings" and tail.startswith("interpretations."):
        return f"interpretation {tail.split('.', 1)[1]!r}"
    order = re.match(r"^orders\[(\d+)\](?:\.(.+))?$", rest)
    if order is not None:
        return f"order {int(order.group(1)) + 1}" + (f"'s {order.group(2)}" if order.group(2) else "")
    return FIELD_WORDS.get(rest, rest.replace("_", " "))


def value_words(value: Any, names: Names | None = None, field: str = "") -> str:
    """A value in words: ``none``, ``yes``, ``150``, a rank as written, an id as its name, an entry by name."""
    names = names or Names.none()
    if value is None:
        return "nothing"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, (int, float)):
        return show_number(value)
    if isinstance(value, str):
        if field in ("location", "master", "team", "home_base", "where", "by", "to", "toward", "owner"):
            return names.any(value) or value
        return value
    if isinstance(value, Mapping):
        if isinstance(value.get("name"), str):
            return str(value["name"])
        return ", ".join(f"{k} {value_words(v, names, str(k))}" for k, v in value.items()) or "nothing"
    if isinstance(value, (list, tuple)):
        return ", ".join(value_words(v, names, field) for v in value) or "nothing"
    return str(value)
