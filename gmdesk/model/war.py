"""The War: everything a GM keeps about one Holy Grail War at the start of a turn."""

from __future__ import annotations

import copy
import re
from dataclasses import dataclass, field
from typing import Any

from gmdesk.errors import Problem, WarFileError
from gmdesk.messages import Message
from gmdesk.model.character import Character, copy_character
from gmdesk.model.clone import clone_object, clone_part, register_copier
from gmdesk.model.mapgraph import WarMap
from gmdesk.model.reading import Reader, character_path
from gmdesk.model.wording import kind_word, show_number

FORMAT = "gmdesk-war/1"

COLOR = re.compile(r"#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})|[A-Za-z]{3,30}")
"""A team colour as war files write it. Nothing else is accepted: the colour goes into the style of the
sheet and the map, where a value such as ``#f00; background-image:url(/path)`` would make Qt read a file."""


@dataclass
class Team:
    """A team's display data. Membership lives on the characters (``Character.team``)."""

    id: str
    name: str
    color: str | None = None
    #: The names of the team's player(s), as the GM knows them (a forum handle, a name).
    players: list[str] = field(default_factory=list)
    extra: dict[str, Any] = field(default_factory=dict)

    @classmethod
    def from_dict(cls, data: Any, path: str, source: str = "") -> "Team":
        r = Reader(data, path, source)
        team = cls(id=r.text("id"), name=r.text("name"), color=r.text("color", None))
        if team.color is not None and not COLOR.fullmatch(team.color):
            raise r.error("color", "must be a colour: #rgb, #rrggbb or a colour name such as 'teal'", team.color)
        players = list(r.get("players", list, []))
        for j, player in enumerate(players):
            if not (isinstance(player, str) and player.strip()):
                raise r.error(f"players[{j}]", "a player is a name (text)", player)
        team.players = players
        team.extra = r.extra()
        return team

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"id": self.id, "name": self.name}
        if self.color:
            out["color"] = self.color
        if self.players:
            out["players"] = list(self.players)
        out.update(self.extra)
        return out


@dataclass
class Battle:
    """An ongoing battle: who fights where, and how many battle turns have been completed."""

    id: str
    location: str
    participants: list[str]
    turns: int = 0
    extra: dict[str, Any] = field(default_factory=dict)

    @classmethod
    def from_dict(cls, data: Any, path: str, source: str = "") -> "Battle":
        r = Reader(data, path, source)
        participants = list(r.get("participants", list))
        for j, cid in enumerate(participants):
            if not isinstance(cid, str):
                raise r.error(f"participants[{j}]", "a participant is a character's id (text)", cid)
        battle = cls(
            id=r.text("id"),
            location=r.text("location"),
            participants=participants,
            turns=r.get("turns", int, 0),
        )
        battle.extra = r.extra()
        return battle

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"id": self.id, "location": self.location,
                               "participants": list(self.participants), "turns": self.turns}
        out.update(self.extra)
        return out


def copy_battle(battle: Battle) -> Battle:
    """The generic copy of a battle's attributes (:func:`gmdesk.model.clone.clone_object`), field by field
    like :func:`gmdesk.model.character.copy_character`: every turn copies every battle; the participants are
    ids (text), copied by one slice."""
    return Battle(battle.id, battle.location, battle.participants[:], battle.turns,  # (not a __dict__ update: copy_war)
                  clone_part(battle.extra) if battle.extra else {})


register_copier(Battle, copy_battle)


@dataclass
class War:
    ruleset: str
    title: str
    map: WarMap
    characters: dict[str, Character]
    seed: int = 0
    turn: int = 1
    teams: list[Team] = field(default_factory=list)
    settings: dict[str, Any] = field(default_factory=dict)
    battles: list[Battle] = field(default_factory=list)
    knowledge: dict[str, list[dict[str, Any]]] = field(default_factory=dict)
    orders: list[dict[str, Any]] = field(default_factory=list)
    decisions: list[dict[str, Any]] = field(default_factory=list)
    extra: dict[str, Any] = field(default_factory=dict)
    duplicate_character_ids: list[str] = field(default_factory=list)

    # -- queries -------------------------------------------------------------------------------
    def character(self, cid: str) -> Character:
        return self.characters[cid]

    def alive(self) -> list[Character]:
        return [c for c in self.characters.values() if c.alive]

    def at(self, location: str | None) -> list[Character]:
        """Living characters standing in ``location``, in file order."""
        return [c for c in self.characters.values() if c.alive and c.location == location]

    def team_members(self, team: str | None) -> list[Character]:
        return [c for c in self.characters.values() if c.team == team and team is not None]

    def team_ids(self) -> list[str]:
        ids = [t.id for t in self.teams]
        for c in self.characters.values():
            if c.team and c.team not in ids:
                ids.append(c.team)
        return ids

    def servants_of(self, master_id: str) -> list[Character]:
        return [c for c in self.served_by(master_id) if c.kind == "servant"]

    def served_by(self, master_id: str) -> list[Character]:
        """Characters whose ``master`` is ``master_id``, in file order."""
        return [c for c in self.characters.values() if c.master == master_id]

    def battle_of(self, cid: str) -> Battle | None:
        for battle in self.battles:
            if cid in battle.participants:
                return battle
        return None

    def interpretation(self, key: str, default: str) -> str:
        """The option the war chose for ``key`` (checked against the ruleset by its validation), else ``default``."""
        chosen: str = self.settings.get("interpretations", {}).get(key, default)
        return chosen

    def copy(self) -> "War":
        """An independent copy (the engine resolves on a copy and never changes its input): attribute by
        attribute (:mod:`gmdesk.model.clone`), several times faster than ``copy.deepcopy``."""
        return clone_object(self)

    # -- validation (ruleset-independent) ------------------------------------------------------
    def problems(self) -> list[Problem]:
        found = self.map.problems()
        team_ids = {t.id for t in self.teams}
        for dup in self.duplicate_character_ids:
            found.append(Problem("characters", dup, Message("duplicate character id")))
        for i, ch in enumerate(self.characters.values()):
            where = f"characters[{i}]({ch.id})"
            if ch.location is None:
                if ch.alive:
                    found.append(Problem(f"{where}.location", None, Message("a living character must stand somewhere")))
            elif not self.map.has(ch.location):
                found.append(Problem(f"{where}.location", ch.location, Message("unknown location")))
            if ch.master is not None:
                master = self.characters.get(ch.master)
                if master is None:
                    found.append(Problem(f"{where}.master", ch.master, Message("unknown character")))
                elif master.kind != "master":
                    found.append(Problem(f"{where}.master", ch.master,
                                         Message("is a {kind}, not a Master", kind=kind_word(master.kind))))
            if self.teams and ch.team is not None and ch.team not in team_ids:
                found.append(Problem(f"{where}.team", ch.team, Message("unknown team")))
            for key in ("health", "mana"):
                value, maximum = getattr(ch, key), getattr(ch, f"{key}_max")
                if value is not None and maximum is not None and value > maximum:
                    found.append(Problem(f"{where}.{key}", value,
                                         Message("above its maximum {maximum}", maximum=show_number(maximum))))
        for i, loc in enumerate(self.map.locations.values()):
            if loc.home_base is not None and self.teams and loc.home_base not in team_ids:
                found.append(Problem(f"map.locations[{i}]({loc.id}).home_base", loc.home_base,
                                     Message("unknown team")))
        for i, battle in enumerate(self.battles):
            if not self.map.has(battle.location):
                found.append(Problem(f"battles[{i}].location", battle.location, Message("unknown location")))
            for cid in battle.participants:
                if cid not in self.characters:
                    found.append(Problem(f"battles[{i}].participants", cid, Message("unknown character")))
        for i, order in enumerate(self.orders):
            actor = order.get("actor") if isinstance(order, dict) else None
            if actor not in self.characters:
                found.append(Problem(f"orders[{i}].actor", actor, Message("unknown character")))
        return found

    # -- (de)serialisation ---------------------------------------------------------------------
    @classmethod
    def from_dict(cls, data: Any, source: str = "") -> "War":
        r = Reader(data, "", source)
        fmt = r.text("format")
        if fmt != FORMAT:
            raise r.error("format", f"this gmdesk reads {FORMAT!r}", fmt)
        war_map = WarMap.from_dict(r.get("map", dict), source)
        characters: dict[str, Character] = {}
        duplicates: list[str] = []
        for i, raw in enumerate(r.get("characters", list, [])):
            ch = Character.from_dict(raw, character_path(i, raw), source)
            if ch.id in characters:
                duplicates.append(ch.id)
            characters[ch.id] = ch
        orders = r.get("orders", list, [])
        for i, order in enumerate(orders):
            if not isinstance(order, dict):
                raise WarFileError("an order is an object", path=source, field=f"orders[{i}]", value=order)
            if "actor" in order and not isinstance(order["actor"], str):
                raise WarFileError("an order's actor is a character's id (text)", path=source,
                                   field=f"orders[{i}].actor", value=order["actor"])
        decisions = r.get("decisions", list, [])
        for i, decision in enumerate(decisions):
            if not (isinstance(decision, dict) and isinstance(decision.get("id"), str) and "choice" in decision):
                raise WarFileError("a decision is an object with 'id' and 'choice'", path=source,
                                   field=f"decisions[{i}]", value=decision)
        war = cls(
            ruleset=r.text("ruleset"),
            title=r.text("title", ""),
            seed=r.get("seed", int, 0),
            turn=r.get("turn", int, 1),
            map=war_map,
            characters=characters,
            teams=[Team.from_dict(t, f"teams[{i}]", source) for i, t in enumerate(r.get("teams", list, []))],
            settings=dict(r.get("settings", dict, {})),
            battles=[Battle.from_dict(b, f"battles[{i}]", source) for i, b in enumerate(r.get("battles", list, []))],
            knowledge=dict(r.get("knowledge", dict, {})),
            orders=[dict(o) for o in orders],
            decisions=[dict(d) for d in decisions],
            duplicate_character_ids=duplicates,
        )
        if war.turn < 1:
            raise r.error("turn", "must be 1 or more", war.turn)
        if "interpretations" in war.settings and not isinstance(war.settings["interpretations"], dict):
            # War.interpretation() and the rulesets' checks read it as {key: option}
            raise r.error("settings.interpretations", "must be an object of interpretation key → option",
                          war.settings["interpretations"])
        war.extra = r.extra()
        return war

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "format": FORMAT,
            "ruleset": self.ruleset,
            "title": self.title,
            "seed": self.seed,
            "turn": self.turn,
        }
        if self.settings:
            out["settings"] = copy.deepcopy(self.settings)
        if self.teams:
            out["teams"] = [t.to_dict() for t in self.teams]
        out["map"] = self.map.to_dict()
        out["characters"] = [c.to_dict() for c in self.characters.values()]
        if self.battles:
            out["battles"] = [b.to_dict() for b in self.battles]
        if self.knowledge:
            out["knowledge"] = copy.deepcopy(self.knowledge)
        out["orders"] = copy.deepcopy(self.orders)
        out["decisions"] = copy.deepcopy(self.decisions)
        out.update(copy.deepcopy(self.extra))
        return out


def copy_war(war: War) -> War:
    """The generic copy of a war's attributes (:func:`gmdesk.model.clone.clone_object`), field by field like
    :func:`~gmdesk.model.character.copy_character`: every turn copies the war. The characters and battles go to
    their own copiers directly and the map to :meth:`WarMap.copy`, without the clone's scan and type look-up per
    value or ``copy.deepcopy``'s memo for the map; a container the war leaves empty is made new without a call
    (the fields hold their declared types, which mypy checks). ``tests/model/test_clone.py`` compares this copy
    with the generic one, field by field: a field added to :class:`War` is added here."""
    # Made by War's own __init__, not a __dict__ update: an object whose __dict__ was written keeps a dict apart from
    # its attribute values, and CPython 3.11 then specialises no method call on it (battle_of, served_by…).
    return War(war.ruleset, war.title, war.map.copy(), {cid: copy_character(ch) for cid, ch in war.characters.items()},
               war.seed, war.turn, clone_part(war.teams) if war.teams else [],
               clone_part(war.settings) if war.settings else {}, [copy_battle(battle) for battle in war.battles],
               clone_part(war.knowledge) if war.knowledge else {}, clone_part(war.orders) if war.orders else [],
               clone_part(war.decisions) if war.decisions else [], clone_part(war.extra) if war.extra else {},
               war.duplicate_character_ids[:])


register_copier(War, copy_war)
