"""The GM's team edits: create, rename, recolour and remove a team, its players, members and home bases.

A team is display data (``War.teams``); who belongs to it is written on the characters (``Character.team``)
and which places are its home bases on the locations (``Location.home_base``). Each edit here is a
:class:`~gmdesk.model.mapedits.MapEdit`: it checks what it would break first (:class:`EditRefused` with a
reason a GM can act on), then changes the war in place; undo puts back a snapshot of exactly the three things
a team edit may touch (the team list, the characters' teams, the locations' home bases). The window pushes
them on its undo stack and ``gmdesk team`` applies them to a war file in one transaction.
"""

from __future__ import annotations

import copy
from abc import abstractmethod
from dataclasses import dataclass, field
from typing import Any, Sequence

from gmdesk.messages import Listing, Message
from gmdesk.model.mapedits import EditRefused, MapEdit, Touched, readable_id
from gmdesk.model.war import COLOR, Team, War

COLOR_HELP = "#rgb, #rrggbb or a colour name such as 'teal'"


def find_team(war: War, team_id: str) -> Team:
    """The team ``team_id`` (its id, or its name case-insensitively); refused naming the teams there are."""
    for team in war.teams:
        if team.id == team_id:
            return team
    named = [t for t in war.teams if t.name.casefold() == team_id.casefold()]
    if len(named) == 1:
        return named[0]
    known = Listing([f"{t.id} ({t.name})" for t in war.teams]) if war.teams else Message("none yet")
    raise EditRefused(Message("there is no team {team!r} (teams: {teams})", team=team_id, teams=known))


def new_team_id(war: War, name: str) -> str:
    """A readable id for a new team ("House Verhaegen" → "house-verhaegen"), unique in the war."""
    return readable_id(name, set(war.team_ids()) | set(war.characters) | set(war.map.locations), "team")


def check_name(name: Any) -> str:
    if not (isinstance(name, str) and name.strip()):
        raise EditRefused(Message("a team needs a name, not {name!r}", name=name))
    return name.strip()


def check_color(color: Any) -> str | None:
    """A colour as war files accept it (:data:`gmdesk.model.war.COLOR`), or None for the default colour."""
    if color is None or color == "":
        return None
    if not (isinstance(color, str) and COLOR.fullmatch(color.strip())):
        raise EditRefused(Message("a team colour is #rgb, #rrggbb or a colour name such as 'teal', not {color!r}",
                                  color=color))
    return color.strip()


def check_players(players: Sequence[Any]) -> list[str]:
    out = []
    for player in players:
        if not (isinstance(player, str) and player.strip()):
            raise EditRefused(Message("a player is a name, not {player!r}", player=player))
        if player.strip() not in out:
            out.append(player.strip())
    return out


@dataclass
class _Snapshot:
    teams: list[Team]
    character_teams: dict[str, str | None]
    home_bases: dict[str, str | None]

    @classmethod
    def of(cls, war: War) -> "_Snapshot":
        return cls(copy.deepcopy(war.teams), {cid: c.team for cid, c in war.characters.items()},
                   {lid: loc.home_base for lid, loc in war.map.locations.items()})

    def restore(self, war: War) -> None:
        war.teams = copy.deepcopy(self.teams)
        for cid, team in self.character_teams.items():
            if cid in war.characters:
                war.characters[cid].team = team
        for lid, base in self.home_bases.items():
            if lid in war.map.locations:
                war.map.locations[lid].home_base = base


@dataclass
class TeamEdit(MapEdit):
    """A team edit: :meth:`change` makes it; undo restores the snapshot taken before."""

    _before: _Snapshot | None = field(default=None, init=False, repr=False, compare=False)

    @abstractmethod
    def change(self, war: War) -> None:
        """Make the change (called after :meth:`check` passed)."""

    def apply(self, war: War) -> Touched:
        self.check(war)
        self._before = _Snapshot.of(war)
        self.change(war)
        return self._touched(war)

    def revert(self, war: War) -> Touched:
        assert self._before is not None, "reverted before it was applied"
        self._before.restore(war)
        return self._touched(war)

    def _touched(self, war: War) -> Touched:
        # a team's name and colour are drawn on every token and home base: redraw them all
        return Touched(characters=set(war.characters), whole_map=True)


@dataclass
class AddTeam(TeamEdit):
    name: str
    color: str | None = None
    players: list[str] = field(default_factory=list)
    team_id: str | None = None

    @property
    def text(self) -> str:
        return Message("add team {name}", name=self.team_id or self.name)

    def describe(self, war: War) -> str:
        return Message("add team {name}", name=self.name)

    def check(self, war: War) -> None:
        check_name(self.name)
        check_color(self.color)
        check_players(self.players)
        if self.team_id is not None and (not self.team_id.strip() or self.team_id in war.team_ids()):
            raise EditRefused(Message("there is already a team {id!r}", id=self.team_id) if self.team_id.strip()
                              else Message("a team id cannot be empty"))
        same = [t for t in war.teams if t.name.casefold() == self.name.strip().casefold()]
        if same:
            raise EditRefused(Message("there is already a team named {name!r}", name=same[0].name))

    def change(self, war: War) -> None:
        if self.team_id is None:
            self.team_id = new_team_id(war, self.name)  # kept, so redo makes the same id
        war.teams.append(Team(self.team_id, check_name(self.name), check_color(self.color),
                              check_players(self.players)))


@dataclass
class RenameTeam(TeamEdit):
    team: str
    name: str

    @property
    def text(self) -> str:
        return Message("rename team {name}", name=self.team)

    def describe(self, war: War) -> str:
        return Message("rename team {old} to {new}", old=_name(war, self.team), new=self.name.strip())

    def check(self, war: War) -> None:
        team = find_team(war, self.team)
        name = check_name(self.name)
        if any(t.name.casefold() == name.casefold() and t is not team for t in war.teams):
            raise EditRefused(Message("there is already a team named {name!r}", name=name))

    def change(self, war: War) -> None:
        find_team(war, self.team).name = check_name(self.name)


@dataclass
class RecolourTeam(TeamEdit):
    team: str
    color: str | None

    @property
    def text(self) -> str:
        return Message("recolour team {name}", name=self.team)

    def describe(self, war: War) -> str:
        return Message("recolour team {name}", name=_name(war, self.team))

    def check(self, war: War) -> None:
        find_team(war, self.team)
        check_color(self.color)

    def change(self, war: War) -> None:
        find_team(war, self.team).color = check_color(self.color)


@dataclass
class SetPlayers(TeamEdit):
    team: str
    players: list[str]

    @property
    def text(self) -> str:
        return Message("set the players of team {name}", name=self.team)

    def describe(self, war: War) -> str:
        return Message("set the players of {name}", name=_name(war, self.team))

    def check(self, war: War) -> None:
        find_team(war, self.team)
        check_players(self.players)

    def change(self, war: War) -> None:
        find_team(war, self.team).players = check_players(self.players)


@dataclass
class SetMembers(TeamEdit):
    """The team's characters are exactly ``members`` (its Master, Servant(s), familiars): those named
    join it (leaving any other team), those no longer named are left without a team."""

    team: str
    members: list[str]

    @property
    def text(self) -> str:
        return Message("set the members of team {name}", name=self.team)

    def describe(self, war: War) -> str:
        return Message("set who plays in {name}", name=_name(war, self.team))

    def check(self, war: War) -> None:
        find_team(war, self.team)
        unknown = [cid for cid in self.members if cid not in war.characters]
        if unknown:
            raise EditRefused(Message("there is no character {id!r}", id=unknown[0]))

    def change(self, war: War) -> None:
        tid = find_team(war, self.team).id
        for cid, ch in war.characters.items():
            if cid in self.members:
                ch.team = tid
            elif ch.team == tid:
                ch.team = None


@dataclass
class SetHomeBase(TeamEdit):
    """Make ``location`` a home base of the team (``on``), or no one's home base any more."""

    team: str
    location: str
    on: bool = True

    @property
    def text(self) -> str:
        if self.on:
            return Message("add home base {where} of team {team}", where=self.location, team=self.team)
        return Message("remove home base {where} of team {team}", where=self.location, team=self.team)

    def describe(self, war: War) -> str:
        loc = war.map.locations.get(self.location)
        where = loc.name if loc is not None else self.location
        if self.on:
            return Message("{where}: home base of {team}", where=where, team=_name(war, self.team))
        return Message("{where}: no longer a home base", where=where)

    def check(self, war: War) -> None:
        team = find_team(war, self.team)
        loc = war.map.locations.get(self.location)
        if loc is None:
            raise EditRefused(Message("there is no location {id!r} on the map", id=self.location))
        if not self.on and loc.home_base != team.id:
            raise EditRefused(Message("{where} is not a home base of {team}", where=loc.name, team=team.name))

    def change(self, war: War) -> None:
        tid = find_team(war, self.team).id
        war.map.locations[self.location].home_base = tid if self.on else None


@dataclass
class RemoveTeam(TeamEdit):
    """Remove a team. While it has characters it is refused, unless ``move_to`` names the team they (and
    its home bases) go to; without ``move_to`` its home bases become no one's."""

    team: str
    move_to: str | None = None

    @property
    def text(self) -> str:
        return Message("remove team {name}", name=self.team)

    def describe(self, war: War) -> str:
        if self.move_to:
            return Message("remove team {name}, its characters to {to}", name=_name(war, self.team),
                           to=_name(war, self.move_to))
        return Message("remove team {name}", name=_name(war, self.team))

    def check(self, war: War) -> None:
        team = find_team(war, self.team)
        if self.move_to is not None:
            if find_team(war, self.move_to) is team:
                raise EditRefused(Message("the characters of {team} cannot move to the team being removed",
                                          team=team.name))
            return
        members = war.team_members(team.id)
        if members:
            raise EditRefused(Message("{team} still has characters ({names}): move them to another team first "
                                      "(or choose the team they move to)", team=team.name,
                                      names=Listing([c.name for c in members])))

    def change(self, war: War) -> None:
        tid = find_team(war, self.team).id
        to = find_team(war, self.move_to).id if self.move_to is not None else None
        for ch in war.characters.values():
            if ch.team == tid:
                ch.team = to
        for loc in war.map.locations.values():
            if loc.home_base == tid:
                loc.home_base = to
        war.teams = [t for t in war.teams if t.id != tid]


def home_bases(war: War, team_id: str) -> list[str]:
    """The ids of the team's home bases, in map order."""
    return [lid for lid, loc in war.map.locations.items() if loc.home_base == team_id]


def _name(war: War, team_id: str | None) -> str:
    try:
        return find_team(war, team_id).name if team_id is not None else "no team"
    except EditRefused:
        return str(team_id)
