"""Characters: Masters, Servants, familiars and troops, with their sheet and their state."""

from __future__ import annotations

from dataclasses import dataclass, field
from operator import attrgetter
from typing import Any

from gmdesk.errors import RankError, WarFileError
from gmdesk.messages import Message
from gmdesk.model.clone import clone_entries, clone_part, register_copier
from gmdesk.model.flags import flag_problem
from gmdesk.model.ranks import DEFAULT_POLICY, Rank, parse_rank
from gmdesk.model.reading import Reader

KINDS = ("master", "servant", "familiar", "troop")


@dataclass(slots=True)
class Character:
    """One character. Sheet parts (skills, items, notes) stay free-form dicts for the GM."""

    id: str
    name: str
    kind: str
    team: str | None = None
    class_name: str | None = None
    master: str | None = None
    location: str | None = None
    stats: dict[str, Rank] = field(default_factory=dict)
    health: float | None = None
    health_max: float | None = None
    health_regen: float | None = None
    mana: float | None = None
    mana_max: float | None = None
    mana_regen: float | None = None
    points: dict[str, float] = field(default_factory=dict)
    statuses: list[dict[str, Any]] = field(default_factory=list)
    skills: list[dict[str, Any]] = field(default_factory=list)
    items: list[dict[str, Any]] = field(default_factory=list)
    notes: str = ""
    gm_notes: str = ""
    true_name: str | None = None
    alignment: str | None = None
    alive: bool = True
    spirit_form: bool = False
    command_spells: int | None = None
    flags: dict[str, Any] = field(default_factory=dict)
    extra: dict[str, Any] = field(default_factory=dict)

    # -- queries -------------------------------------------------------------------------------
    def is_servant(self) -> bool:
        return self.kind == "servant"

    def is_master(self) -> bool:
        return self.kind == "master"

    def stat(self, key: str) -> Rank | None:
        return self.stats.get(key)

    def has_status(self, name: str) -> bool:
        return any(s.get("name") == name for s in self.statuses)

    # -- (de)serialisation -------------------------------------------------------------------
    @classmethod
    def from_dict(cls, data: Any, path: str, source: str = "") -> "Character":
        r = Reader(data, path, source)
        cid = r.text("id")
        kind = r.text("kind")
        if kind not in KINDS:
            raise r.error("kind", Message("must be one of {kinds}", kinds=", ".join(KINDS)), kind)
        stats_raw = r.get("stats", dict, {})
        stats: dict[str, Rank] = {}
        for key, value in stats_raw.items():
            try:
                stats[key] = parse_rank(value, DEFAULT_POLICY, field=f"stats.{key}", owner=cid)
            except RankError as exc:
                raise WarFileError(
                    Message("character {id!r}: {reason}", id=cid, reason=exc.reason),
                    path=source,
                    field=f"{path}.stats.{key}",
                    value=value,
                ) from exc
        ch = cls(
            id=cid,
            name=r.text("name"),
            kind=kind,
            team=r.text("team", None),
            class_name=r.text("class", None),
            master=r.text("master", None),
            location=r.text("location", None),
            stats=stats,
            health=r.number("health", None),
            health_max=r.number("health_max", None),
            health_regen=r.number("health_regen", None),
            mana=r.number("mana", None),
            mana_max=r.number("mana_max", None),
            mana_regen=r.number("mana_regen", None),
            points=dict(r.get("points", dict, {})),
            statuses=list(r.get("statuses", list, [])),
            skills=list(r.get("skills", list, [])),
            items=list(r.get("items", list, [])),
            notes=r.text("notes", ""),
            gm_notes=r.text("gm_notes", ""),
            true_name=r.text("true_name", None),
            alignment=r.text("alignment", None),
            alive=r.get("alive", bool, True),
            spirit_form=r.get("spirit_form", bool, False),
            command_spells=r.get("command_spells", int, None),
            flags=dict(r.get("flags", dict, {})),
        )
        for key, value in ch.flags.items():
            problem = flag_problem(key, value)
            if problem:
                raise r.error(f"flags.{key}", f"{ch.id}'s flag {problem}", value)
        for key, value in ch.points.items():
            if isinstance(value, bool) or not isinstance(value, (int, float)):
                raise r.error(f"points.{key}", Message("must be a number"), value)
        for i, status in enumerate(ch.statuses):
            if not isinstance(status, dict) or not isinstance(status.get("name"), str):
                raise r.error(f"statuses[{i}]", Message("must be an object with a 'name'"), status)
        for listname in ("skills", "items"):
            for i, entry in enumerate(getattr(ch, listname)):
                if not isinstance(entry, dict):
                    raise r.error(f"{listname}[{i}]", Message("must be an object"), entry)
        ch.extra = r.extra()
        return ch

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"id": self.id, "name": self.name, "kind": self.kind}
        optional = [
            ("class", self.class_name, None),
            ("team", self.team, None),
            ("master", self.master, None),
            ("location", self.location, None),
            ("true_name", self.true_name, None),
            ("alignment", self.alignment, None),
        ]
        for key, value, default in optional:
            if value != default:
                out[key] = value
        if self.stats:
            out["stats"] = {k: str(v) for k, v in self.stats.items()}
        for key in ("health", "health_max", "health_regen", "mana", "mana_max", "mana_regen"):
            value = getattr(self, key)
            if value is not None:
                out[key] = value
        if self.points:
            out["points"] = dict(self.points)
        if self.command_spells is not None:
            out["command_spells"] = self.command_spells
        if not self.alive:
            out["alive"] = False
        if self.spirit_form:
            out["spirit_form"] = True
        for key in ("statuses", "skills", "items"):
            value = getattr(self, key)
            if value:
                out[key] = [dict(v) for v in value]
        if self.notes:
            out["notes"] = self.notes
        if self.gm_notes:
            out["gm_notes"] = self.gm_notes
        if self.flags:
            out["flags"] = dict(self.flags)
        out.update(self.extra)
        return out


_OUT_OF_WAR = "out_of_war"
"""``Flag.OUT_OF_WAR`` as a plain text (a StrEnum member hashes the same but is slower to look up)."""


def out_of_war(ch: Character) -> bool:
    """Whether ``ch`` has left the war peacefully (``Flag.OUT_OF_WAR``, e.g. a valor Master who retired,
    001:L41): it stays where it stands but is hostile to no one."""
    return ch.flags.get(_OUT_OF_WAR) is not None


def hostile(a: Character, b: Character) -> bool:
    """Whether ``a`` and ``b`` fight each other: different teams, or unteamed, since a character with no
    team is hostile to everyone (alliances are not mechanical in the documents); a character who left the
    war peacefully (:func:`out_of_war`) is hostile to no one and no one to it."""
    if a.flags.get(_OUT_OF_WAR) is not None or b.flags.get(_OUT_OF_WAR) is not None:
        return False
    return a.team != b.team or a.team is None


_team = attrgetter("team")


def any_hostile(people: list[Character], *, itself: bool = True) -> bool:
    """Whether two of ``people`` are :func:`hostile`: ``any(hostile(a, b) for a in people for b in people)``, or with
    ``itself=False`` only pairs of two different characters (``if a is not b``), read from their teams in one pass
    instead of asking every pair (the end of every turn asks it of every battle). By :func:`hostile`: a character
    with no team is hostile to everyone, itself included, and two teamed characters are hostile when their teams
    differ; a character who left the war peacefully (:func:`out_of_war`) is not counted."""
    if any(p.flags.get(_OUT_OF_WAR) is not None for p in people):
        people = [p for p in people if p.flags.get(_OUT_OF_WAR) is None]
    teams = {*map(_team, people)}  # (in C: no comprehension's frame)
    if not itself and len({*map(id, people)}) < 2:
        return False
    return None in teams or len(teams) > 1


def copy_character(ch: Character) -> Character:
    """A copy of ``ch`` sharing nothing mutable with it, equal to the generic copy of its attributes
    (:func:`gmdesk.model.clone.clone_object`): the text, number and flag fields are immutable values shared as
    they are, the containers cloned (one most characters leave empty is made new without a call: the fields
    hold their declared types, which mypy checks). ``stats`` (ranks: frozen) and ``points`` (numbers) hold
    immutable values only, so each is copied by one C-level ``{**...}``, without the clone's scan of its values;
    the lists of entries (statuses, skills, items) by :func:`~gmdesk.model.clone.clone_entries`.

    Written field by field, a character costs about half the generic walk of its fields (every turn copies
    every character, and the desk's simulations copy them again). ``Character`` has slots: a turn reads its
    fields thousands of times, and a slot is read by the interpreter's quickest attribute path; the slotted
    benchmark turn ran about 3 % fewer instructions (valgrind) than when each character kept a ``__dict__``.
    A field added to :class:`Character` is added here (``tests/model/test_clone.py`` compares this copy with
    the generic one, field by field)."""
    new = object.__new__(Character)
    new.id = ch.id
    new.name = ch.name
    new.kind = ch.kind
    new.team = ch.team
    new.class_name = ch.class_name
    new.master = ch.master
    new.location = ch.location
    new.stats = {**ch.stats}
    new.health = ch.health
    new.health_max = ch.health_max
    new.health_regen = ch.health_regen
    new.mana = ch.mana
    new.mana_max = ch.mana_max
    new.mana_regen = ch.mana_regen
    new.points = {**ch.points}
    new.statuses = clone_entries(ch.statuses) if ch.statuses else []
    new.skills = clone_entries(ch.skills)
    new.items = clone_entries(ch.items) if ch.items else []
    new.notes = ch.notes
    new.gm_notes = ch.gm_notes
    new.true_name = ch.true_name
    new.alignment = ch.alignment
    new.alive = ch.alive
    new.spirit_form = ch.spirit_form
    new.command_spells = ch.command_spells
    new.flags = clone_part(ch.flags) if ch.flags else {}
    new.extra = clone_part(ch.extra) if ch.extra else {}
    return new


register_copier(Character, copy_character)
