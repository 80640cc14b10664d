"""The knowledge filter, event by event: what a lens (one team, or the public) may read of one event.

Part of the one knowledge filter (:mod:`gmdesk.engine.knowledge_view`): a :class:`Lens` is made from
:func:`~gmdesk.engine.knowledge_view.team_view` of the war before and after a turn, and reads an event's
structured data only, never its ``explain`` (the GM's text, which names every skill and operand). A
character the lens does not know is never named; another team's skill is never named (interpretation
update-skill-names, :mod:`gmdesk.engine.knowledge_names`: its basic attacks are "an attack", a status it
inflicted is named with its secrets masked, in the events and in the reader's own characters' statuses alike);
numbers and statuses of others follow the ruleset's :class:`Detail`. A team's own orders of the turn are its own:
the characters they aimed at are named to it, and an action of no skill is told as the order it carried out
(update-own-orders, docs/updates.md).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from gmdesk.engine.events import Event
from gmdesk.engine.knowledge_names import (A_NOBLE_PHANTASM, A_SKILL, AN_ATTACK, AN_EFFECT, basic_attack_name,
                                          is_basic_attack, is_noble_phantasm, masked)
from gmdesk.messages import Message
from gmdesk.model.character import Character
from gmdesk.model.vocabulary import ChangeKind, DataKey, EventKind
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
    """A closed word for how it went: ``new`` or ``joined`` for a battle, ``nobody`` for the reader's own scout
    that saw no one; ``fatal`` (set by the update) for a blow its target died of."""
    order: str | None = None
    """The action word of the reader's own order an ``action`` of no skill carried out (``cover``, ``sleep``,
    ``consume``): the team gave it, so it is told what it was (update-own-orders)."""


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
    EventKind.MASTERLESS, EventKind.EFFECT, EventKind.COUNTDOWN,
})
"""``EFFECT`` (a ruleset's change of no more particular kind) only where it changes health or mana (an
end-of-turn Fever): :data:`TOLD_EFFECTS`."""

#: The changes an ``EFFECT`` event of the reader's own character is told for: what it suffers, with the numbers.
TOLD_EFFECTS = frozenset({ChangeKind.HEALTH, ChangeKind.MANA})

#: Events that end an effect, or count its turns down (an ``effect~`` change: :func:`turns_left`).
ENDING_KINDS = frozenset({EventKind.EXPIRE, EventKind.EFFECT_END, EventKind.COUNTDOWN})

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
    orders: list[dict[str, Any] | None] = field(default_factory=list)
    """The turn's orders by index, the reader's own ones only (None for another's): see :meth:`start`."""
    ordered: set[str] = field(default_factory=set)
    """The characters the reader's own orders aimed at: it named them, so they are named (update-own-orders)."""

    def start(self, before: War) -> "Lens":
        """Place the watchers where they stood before the turn; a team's lens (one that names its own skills)
        keeps its own orders of the turn (``before.orders``) and the characters they aimed at."""
        self.positions = {cid: (ch.location, ch.alive) for cid, ch in before.characters.items()
                          if cid in self.watchers}
        if self.skills:
            self.orders = [o if isinstance(o, dict) and o.get("actor") in self.own else None for o in before.orders]
            self.ordered = {cid for o in self.orders if o is not None for key in ("target", "targets")
                            for cid in _ids(o.get(key)) if cid in self.war.characters and cid not in self.own}
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
        if cid in self.ordered and ch is not None:
            return ch.name  # the reader's own order named it (update-own-orders)
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
        where = data.get("where")  # a meeting at one place (a Sighting); a Crossing's road has two
        if isinstance(where, list) and len(where) == 1 and isinstance(where[0], str):
            return where[0]
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
        if event.kind == EventKind.EFFECT and event.data.get("what") not in TOLD_EFFECTS:
            return None  # an effect added, a flag, a Command Spell spent: told by their own events, or not at all
        if event.kind in ENDING_KINDS and event.data.get("what") == ChangeKind.EFFECT_UPDATE \
                and (turns_left(event) is None or not self.own_numbers):
            return None  # an effect changed, not ended (the turns left are the team's own bookkeeping)
        if event.kind == EventKind.COUNTDOWN and event.data.get("what") != ChangeKind.EFFECT_UPDATE:
            return None
        if event.kind == EventKind.DETECT and not (event.data.get("detected") is True and any(
                o in self.own for o in _ids(event.data.get("observers")))):
            return None  # a scout does not know it was seen; an observer who saw nothing learns nothing
        if event.kind in (EventKind.CROSSING, EventKind.SIGHTING) and not self._noticed(event):
            return None  # the side that did not notice first knows nothing of the meeting (valor 001:L109, L111)
        if event.kind in (EventKind.CROSSING, EventKind.SIGHTING, EventKind.SCOUT) and "choice" in event.data:
            return None  # a meeting's or a spotted scout's answer is told with its question, not as a second event
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
        if event.kind == EventKind.ENGAGE and not data.get("new_battle") and _ids(data.get("joined")):
            people = [cid for cid in _ids(data["joined"]) if cid in self.war.characters]  # only who joined
        order = self._own_order(event)
        objects = people[1:] + [cid for cid in self._targets(event, order) if cid not in people]
        actors = tuple(self._who(cid, detail) for cid in people[:1])
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
        kind, status, choice = str(event.kind), self._status(event, mine, detail), _outcome(event)
        left = turns_left(event) if event.kind in ENDING_KINDS else None
        if left is not None:  # a Duration counted down: the effect goes on (its name as the reader may know it)
            kind, amount, health = TICK, left, None
            status = self._ticking(event) if mine or detail >= Detail.SUBTLE else None
        elif event.kind == EventKind.EFFECT:
            choice = str(data.get("what"))  # which pool: health or mana
        elif event.kind == EventKind.SCOUT and involved and data.get("seen") == []:
            choice = "nobody"  # the reader's own scout saw no one there
        action = order.get("action") if order is not None and not isinstance(data.get("skill"), str) else None
        return Seen(seq=event.seq, kind=kind, actors=actors, targets=targets, own=involved,
                    place=self.place_name(place), to=self.place_name(to),
                    skill=self._skill(event), amount=amount, health=health,
                    status=status, choice=choice, order=action if isinstance(action, str) else None)

    def _who(self, cid: str, detail: Detail) -> str:
        if cid in self.own:
            return self.name(cid)
        if detail <= Detail.TYPES and cid in self.war.characters:
            return f"a {self.war.characters[cid].kind}"
        return self.name(cid)

    def _targets(self, event: Event, order: dict[str, Any] | None = None) -> list[str]:
        """The characters ``event`` is about besides its actors; the reader's own scout's finds (``seen``: the
        team learns them, its ``scouted`` fact) and the characters its own order aimed at."""
        ids: list[str] = []
        own_scout = event.kind == EventKind.SCOUT and any(a in self.own for a in event.actors)
        keys = ["target", "targets", "servant", "joined"] + (["seen"] if own_scout else [])
        sources = [event.data.get(key) for key in keys] + ([order.get("target"), order.get("targets")] if order else [])
        for value in sources:
            ids += [c for c in _ids(value) if c in self.war.characters and c not in ids]
        return ids

    def _own_order(self, event: Event) -> dict[str, Any] | None:
        """The reader's own order an ``action`` event carried out (its ``order`` index), or None."""
        at = event.data.get("order")
        if event.kind != EventKind.ACTION or not isinstance(at, int) or isinstance(at, bool):
            return None
        order = self.orders[at] if 0 <= at < len(self.orders) else None
        return order if order is not None and event.actors and order.get("actor") == event.actors[0] else None

    def _target(self, event: Event) -> str | None:
        target = event.data.get("target")
        if isinstance(target, str) and target in self.war.characters:
            return target
        actors = [a for a in event.actors if a in self.war.characters]
        return actors[0] if len(actors) == 1 else None

    def _skill(self, event: Event) -> str | None:
        """The reader's own skill by name; another's as "a skill" or "a Noble Phantasm" (update-skill-names), its
        basic attack (``Ruleset.basic_attacks``: not a skill) as "an attack"."""
        name = event.data.get("skill") if event.kind in (EventKind.ACTION, EventKind.STATUS) else None
        if event.kind == EventKind.COMMAND_SPELL:
            name = event.data.get("spell")
        if not isinstance(name, str):
            return None
        user = self._skill_user(event)
        if user is not None and user in self.own and self.skills:
            spell = self.ruleset.command_spells.get(name) if event.kind == EventKind.COMMAND_SPELL else None
            if spell is not None:
                return f'the Command Spell "{spell.words}"'
            basic = basic_attack_name(self.ruleset, self.war, user, name) if event.kind == EventKind.ACTION else None
            return basic or name  # its own basic attack by the ruleset's name (said in the reader's language)
        if event.kind == EventKind.COMMAND_SPELL:
            return "a Command Spell"
        if user is not None and event.kind == EventKind.ACTION and is_basic_attack(self.ruleset, self.war, user, name):
            return AN_ATTACK
        return A_NOBLE_PHANTASM if user is not None and is_noble_phantasm(self.war, user, name) else A_SKILL

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
        return self.status_name(effect["name"], self._skill_user(event))

    def status_name(self, name: str, source: Any) -> str:
        """A status's ``name`` as the reader may read it, ``source`` the character who inflicted it: another's
        with that character's secrets masked (:func:`~gmdesk.engine.knowledge_names.masked`: "an effect", or
        "Fever (a skill)"), the reader's own or one nobody inflicted as it is; in the public update (no skill
        named) "an effect"."""
        if not self.skills:
            return Message(AN_EFFECT)  # the public: no sheet of the focus character's either
        if not isinstance(source, str) or source not in self.war.characters or source in self.own:
            return name
        return masked(self.war, source, name, known=source in self.known or source in self.ordered)

    def own_record(self, mine: Character) -> Character:
        """``mine`` (the reader's own character as its team view holds it) with each status named as
        :meth:`status_name` says, from who inflicted it (the war's record: the view may have dropped an unseen
        source). Changed in place and returned."""
        record = self.war.characters.get(mine.id)
        theirs = record.statuses if record is not None else []
        for at, status in enumerate(mine.statuses):
            by_id = [s for s in theirs if "id" in status and s.get("id") == status.get("id")]
            same = by_id[0] if by_id else theirs[at] if len(theirs) == len(mine.statuses) else {}
            if isinstance(status.get("name"), str):
                status["name"] = self.status_name(status["name"], same.get("source", status.get("source")))
        return mine

    def _ticking(self, event: Event) -> str | None:
        """The name of the effect a countdown event counted down, as the reader may read it."""
        effect, target = event.data.get("effect"), self._target(event)
        holder = self.war.characters.get(target) if target is not None else None
        if not isinstance(effect, dict) or holder is None:
            return None
        found = next((s for s in holder.statuses if "id" in effect and s.get("id") == effect["id"]), None)
        if found is None or not isinstance(found.get("name"), str):
            return None
        return self.status_name(found["name"], found.get("source"))


def _outcome(event: Event) -> str | None:
    if event.kind == EventKind.ENGAGE:
        return "new" if event.data.get("new_battle") else "joined"
    if event.kind == EventKind.HOME_BASE_ALERT and event.data.get("alert") is False:
        return "unnoticed"  # (an entry the Home Base could not detect: true-hgw 003 §X, Spirit Form)
    if event.kind == EventKind.SPIRIT_FORM and isinstance(event.data.get("value"), bool):
        return "enters" if event.data["value"] else "leaves"
    return None


TICK = "effect-left"
"""The kind of a :class:`Seen` for an effect whose turns were counted down: ``amount`` the turns left,
``status`` its name as the reader may read it (an effect that goes on is never told as ended)."""


def turns_left(event: Event) -> int | None:
    """The turns an effect has left after ``event`` counted it down (an ``effect~`` change with ``turns``); None
    when the event did not (an effect removed: it ended)."""
    effect = event.data.get("effect")
    if event.data.get("what") != ChangeKind.EFFECT_UPDATE or not isinstance(effect, dict):
        return None
    turns = effect.get("turns")
    return turns if isinstance(turns, int) and not isinstance(turns, bool) else None


__all__ = ["ENDING_KINDS", "Lens", "NAMED_KEYS", "OWN_KINDS", "POOL_KINDS", "Seen", "TICK", "TOLD_EFFECTS",
           "WITNESSED_KINDS", "is_noble_phantasm", "turns_left"]
