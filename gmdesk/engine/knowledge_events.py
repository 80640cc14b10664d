"""The knowledge filter, event by event: what a lens (one team, or the public) may read of one event.

Part of the one knowledge filter (:mod:`gmdesk.engine.knowledge_view`): a :class:`Lens` is made from
:func:`~gmdesk.engine.knowledge_view.team_view` of the war before and after a turn, and reads an event's
structured data only, never its ``explain`` (the GM's text, which names every skill and operand). A
character the lens does not know is never named; another team's skill is never named (interpretation
update-skill-names); numbers and statuses of others follow the ruleset's :class:`Detail`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from gmdesk.engine.events import Event
from gmdesk.model.character import Character
from gmdesk.model.vocabulary import DataKey, EventKind
from gmdesk.model.war import War
from gmdesk.rulesets.base import Ruleset
from gmdesk.rulesets.updates import Detail


@dataclass(frozen=True)
class Seen:
    """One thing a team (or the public) learns happened. Every text field is already filtered."""

    seq: int
    kind: str
    actors: tuple[str, ...]
    targets: tuple[str, ...] = ()
    own: bool = False
    place: str | None = None
    to: str | None = None
    skill: str | None = None
    amount: float | None = None
    health: float | None = None
    status: str | None = None
    choice: str | None = None
    """A closed word for how it went: ``new`` or ``joined`` for a battle."""


#: Data keys naming the characters an event is about, besides its actors.
NAMED_KEYS = ("target", "targets", "attacker", "interceptor", "scout", "observers", "joined", "servant")

#: What a team reads of events about its own characters (bookkeeping kinds stay out).
OWN_KINDS = frozenset({
    EventKind.MOVE, EventKind.SCOUT, EventKind.DETECT, EventKind.CROSSING, EventKind.SIGHTING,
    EventKind.ENCOUNTER, EventKind.ENGAGE, EventKind.FLEE, EventKind.PURSUIT, EventKind.SEARCH,
    EventKind.ACTION, EventKind.COMMAND_SPELL, EventKind.DISABLED, EventKind.INTERCEPT,
    EventKind.DAMAGE, EventKind.HEAL, EventKind.DEATH, EventKind.STATUS, EventKind.POISON, EventKind.EXPIRE,
    EventKind.EFFECT_END, EventKind.REGEN, EventKind.REGENERATION, EventKind.ECONOMY, EventKind.CONTRACT,
    EventKind.CLAIM, EventKind.CONSUME, EventKind.RESIGN, EventKind.SPIRIT_FORM, EventKind.HOME_BASE,
    EventKind.HOME_BASE_ALERT, EventKind.INTRUDER, EventKind.VALOR, EventKind.ABSORB, EventKind.BATTLE_END,
    EventKind.MASTERLESS,
})

#: What a team reads of others' events it witnesses at a place where one of its characters stands.
WITNESSED_KINDS = frozenset({
    EventKind.MOVE, EventKind.ENGAGE, EventKind.FLEE, EventKind.PURSUIT, EventKind.ACTION,
    EventKind.COMMAND_SPELL, EventKind.INTERCEPT, EventKind.DAMAGE, EventKind.HEAL, EventKind.DEATH,
    EventKind.STATUS, EventKind.CONSUME, EventKind.BATTLE_END, EventKind.SPIRIT_FORM,
})

#: Events whose amounts are the team's own bookkeeping (shown only for its own characters).
POOL_KINDS = frozenset({EventKind.REGEN, EventKind.REGENERATION, EventKind.ECONOMY, EventKind.VALOR})


def _ids(value: Any) -> list[str]:
    """The character ids an event's field names: one id, a list of them, or none (shared with knowledge_turn)."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, (list, tuple)):
        return [v for v in value if isinstance(v, str)]
    return []


@dataclass
class Lens:
    """Who the reader is and what it knows: ``own`` characters, ``known`` others (id → the record the
    team's view holds), the war after the turn (for places and the reader's own sheets)."""

    ruleset: Ruleset
    war: War
    own: set[str]
    known: dict[str, Character]
    watchers: set[str] = field(default_factory=set)
    """The characters whose eyes the lens reads through (the own ones, or a focus character)."""
    cap: Detail = Detail.COMPLETE
    skills: bool = True
    """Whether the reader's own skills are named (False in the public update)."""
    own_numbers: bool = True
    places: set[str] | None = None
    """The places the reader may name (its view's); None: every place of ``war``."""
    positions: dict[str, tuple[str | None, bool]] = field(default_factory=dict)
    """Where each watcher stands as the turn goes (and whether alive): from the war before the turn, then
    each event's ``state``; see :meth:`start`."""

    def start(self, before: War) -> "Lens":
        """Place the watchers where they stood before the turn."""
        self.positions = {cid: (ch.location, ch.alive) for cid, ch in before.characters.items()
                          if cid in self.watchers}
        return self

    def _follow(self, event: Event) -> None:
        state = event.data.get(DataKey.STATE)
        if not isinstance(state, dict):
            return
        for cid in self.watchers & set(state):
            now = state[cid]
            if isinstance(now, dict):
                where = now.get("location")
                self.positions[cid] = (where if isinstance(where, str) else None, now.get("alive") is not False)

    # -- names ----------------------------------------------------------------------------------
    def name(self, cid: str) -> str:
        ch = self.war.characters.get(cid)
        if cid in self.own and ch is not None:
            return ch.name
        if cid in self.known:
            return self.known[cid].name
        return "someone"

    def place_name(self, loc: Any) -> str | None:
        if not isinstance(loc, str):
            return None
        found = self.war.map.locations.get(loc)
        if found is None or (self.places is not None and loc not in self.places):
            return None  # a hidden place the reader has not found is not named
        return found.name

    # -- one event ------------------------------------------------------------------------------
    def named(self, event: Event) -> list[str]:
        ids = list(event.actors)
        for key in NAMED_KEYS:
            ids += _ids(event.data.get(key))
        return [cid for i, cid in enumerate(ids) if cid in self.war.characters and cid not in ids[:i]]

    def place_of(self, event: Event) -> str | None:
        data = event.data
        for key in ("location", "from"):
            if isinstance(data.get(key), str):
                return str(data[key])
        state = data.get(DataKey.STATE)
        for cid in self.named(event):
            if isinstance(state, dict) and isinstance(state.get(cid), dict):
                where = state[cid].get("location")
                if isinstance(where, str):
                    return where
        return None

    def observers(self, place: str | None, named: list[str]) -> list[Character]:
        """The reader's living eyes on the event: named in it, or standing where it happened."""
        out = []
        for cid in sorted(self.watchers):
            ch = self.war.characters.get(cid)
            where, alive = self.positions.get(cid, (ch.location, ch.alive) if ch is not None else (None, False))
            if ch is not None and (cid in named or (alive and place is not None and where == place)):
                out.append(ch)
        return out

    def read(self, event: Event) -> Seen | None:
        """What the lens reads of ``event``, or None when it learns nothing of it (read the turn's events in
        order: the watchers move with them)."""
        try:
            return self._read(event)
        finally:
            self._follow(event)

    def _read(self, event: Event) -> Seen | None:
        named = self.named(event)
        place = self.place_of(event)
        eyes = self.observers(place, named)
        involved = any(cid in self.own for cid in named)
        if not eyes or (event.kind in POOL_KINDS and not self.own_numbers):
            return None
        if involved and event.kind not in OWN_KINDS:
            return None
        if event.kind == EventKind.DETECT and not (event.data.get("detected") is True and any(
                o in self.own for o in _ids(event.data.get("observers")))):
            return None  # a scout does not know it was seen; an observer who saw nothing learns nothing
        if event.kind in (EventKind.CROSSING, EventKind.SIGHTING) and not self._noticed(event):
            return None  # the side that did not notice first knows nothing of the meeting (valor 001:L109, L111)
        if not involved and (event.kind not in WITNESSED_KINDS or any(c not in self.known for c in named)):
            return None
        detail = min(self.cap, self.ruleset.update_detail(eyes, self.war))
        return self._seen(event, named, place, involved, detail)

    def _noticed(self, event: Event) -> bool:
        """Whether one of the reader's characters is among those who noticed the others."""
        noticers = _ids(event.data.get("noticer"))
        for party in event.data.get("noticers") or []:
            noticers += _ids(party)
        return any(cid in self.own for cid in noticers)

    def _seen(self, event: Event, named: list[str], place: str | None, involved: bool, detail: Detail) -> Seen:
        data = event.data
        people = [cid for cid in event.actors if cid in self.war.characters]
        actors = tuple(self._who(cid, detail) for cid in people[:1])
        objects = people[1:] + [cid for cid in self._targets(event) if cid not in people]
        targets = tuple(self._who(cid, detail) for cid in objects)
        target = self._target(event)
        mine = target is not None and target in self.own
        numbers_ok = (mine and self.own_numbers) or (detail >= Detail.DETAILED and event.kind not in POOL_KINDS)
        amount = data.get("amount") if numbers_ok and isinstance(data.get("amount"), (int, float)) else None
        if numbers_ok and isinstance(data.get("before"), (int, float)) and isinstance(data.get("after"), (int, float)):
            amount = data["after"] - data["before"]  # what changed: a heal capped at the maximum is less than rolled
        health_ok = (mine and self.own_numbers) or detail >= Detail.COMPLETE
        health = data.get("after") if health_ok and isinstance(data.get("after"), (int, float)) else None
        to = data.get("to") if isinstance(data.get("to"), str) else data.get("target")
        if not involved and not any(where == to for where, _alive in self.positions.values()):
            to = None  # others seen leaving: where they went is not seen, unless the reader is there too
        return Seen(seq=event.seq, kind=str(event.kind), actors=actors, targets=targets, own=involved,
                    place=self.place_name(place), to=self.place_name(to),
                    skill=self._skill(event), amount=amount, health=health,
                    status=self._status(event, mine, detail), choice=_outcome(event))

    def _who(self, cid: str, detail: Detail) -> str:
        if cid in self.own:
            return self.name(cid)
        if detail <= Detail.TYPES and cid in self.war.characters:
            return f"a {self.war.characters[cid].kind}"
        return self.name(cid)

    def _targets(self, event: Event) -> list[str]:
        ids: list[str] = []
        for key in ("target", "targets", "servant", "joined"):
            ids += [c for c in _ids(event.data.get(key)) if c in self.war.characters and c not in ids]
        return ids

    def _target(self, event: Event) -> str | None:
        target = event.data.get("target")
        if isinstance(target, str) and target in self.war.characters:
            return target
        actors = [a for a in event.actors if a in self.war.characters]
        return actors[0] if len(actors) == 1 else None

    def _skill(self, event: Event) -> str | None:
        """The reader's own skill by name; another's as "a skill" or "a Noble Phantasm" (update-skill-names)."""
        name = event.data.get("skill") if event.kind in (EventKind.ACTION, EventKind.STATUS) else None
        if event.kind == EventKind.COMMAND_SPELL:
            name = event.data.get("spell")
        if not isinstance(name, str):
            return None
        user = self._skill_user(event)
        if user is not None and user in self.own and self.skills:
            spell = self.ruleset.command_spells.get(name) if event.kind == EventKind.COMMAND_SPELL else None
            return f'the Command Spell "{spell.words}"' if spell is not None else name
        if event.kind == EventKind.COMMAND_SPELL:
            return "a Command Spell"
        return "a Noble Phantasm" if user is not None and is_noble_phantasm(self.war, user, name) else "a skill"

    def _skill_user(self, event: Event) -> str | None:
        if event.kind == EventKind.STATUS:
            effect = event.data.get("effect")
            source = effect.get("source") if isinstance(effect, dict) else None
            return source if isinstance(source, str) else None
        return event.actors[0] if event.actors else None

    def _status(self, event: Event, mine: bool, detail: Detail) -> str | None:
        effect = event.data.get("effect")
        if not isinstance(effect, dict) or not isinstance(effect.get("name"), str):
            return None
        if not (mine or detail >= Detail.SUBTLE):
            return None
        user = self._skill_user(event)
        if user is not None and user not in self.own and _names_a_skill(self.war, user, effect["name"]):
            return "an effect"  # a status named after another's skill would name that skill
        if user is not None and user in self.own and not self.skills:
            return "an effect"
        return str(effect["name"])


def _outcome(event: Event) -> str | None:
    if event.kind == EventKind.ENGAGE:
        return "new" if event.data.get("new_battle") else "joined"
    return None


def _skill_entries(war: War, cid: str) -> list[dict[str, Any]]:
    ch = war.characters.get(cid)
    return [] if ch is None else [*ch.skills, *ch.items]


def _entry_name(entry: dict[str, Any]) -> str:
    for key in ("name", "Name"):
        if isinstance(entry.get(key), str):
            return str(entry[key])
    return ""


def _names_a_skill(war: War, cid: str, name: str) -> bool:
    ch = war.characters.get(cid)
    secret = {_entry_name(e).casefold() for e in _skill_entries(war, cid)}
    if ch is not None and ch.true_name:
        secret.add(ch.true_name.casefold())
    return name.casefold() in secret


def is_noble_phantasm(war: War, cid: str, skill: str) -> bool:
    """Whether ``cid``'s skill ``skill`` is a Noble Phantasm (its type says so)."""
    for entry in _skill_entries(war, cid):
        if _entry_name(entry) == skill:
            kind = entry.get("Type", entry.get("type"))
            return isinstance(kind, str) and "noble phantasm" in kind.casefold()
    return False
