"""The updates of one turn: the public update and each team's private one, from the knowledge filter only."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable

from gmdesk import rulesets
from gmdesk.engine.decisions import PendingDecision
from gmdesk.engine.events import Event
from gmdesk.engine.knowledge_turn import public_turn_view
from gmdesk.updates.views import turn_view_for, waiting_view_for
from gmdesk.errors import GmdeskError, WarFileError
from gmdesk.model.atomicfile import write_atomically
from gmdesk.model.war import Team, War
from gmdesk.updates.compose import Update, compose
from gmdesk.updates.render import UpdateFormat, render
from gmdesk.messages import Message
from gmdesk.updates.titles import update_title

PUBLIC = "public"
"""The key of the public update among a turn's updates."""


@dataclass
class TurnUpdates:
    """A turn's updates: ``public`` and one per team id, in the war's team order."""

    turn: int
    public: Update
    teams: dict[str, Update]
    word: str = "night"
    """The ruleset's word for a turn, as the saved files' names say it (``night``, ``action-turn``)."""

    def all(self) -> dict[str, Update]:
        return {PUBLIC: self.public, **self.teams}


def turn_name(war: War, turn: int) -> Message:
    """``Night 4``, or what the war's ruleset calls a turn (roll-dice: ``Action turn 4``), in any language."""
    return rulesets.turn_name(war.ruleset, turn)


def team_update(before: War, after: War, events: Iterable[Event], team: str,
                pending: Iterable[PendingDecision] = ()) -> Update:
    """``team``'s private update for the turn ``before`` → ``after``."""
    found = next((t for t in after.teams if t.id == team), None)
    if found is None and team in after.team_ids():
        found = Team(team, team, "")  # a team named only by its characters
    if found is None:
        raise GmdeskError(f"--team: unknown team {team!r}; the war's teams are: {', '.join(after.team_ids()) or 'none'}")
    view = turn_view_for(before, after, events, team, pending)
    colors = {ch.name: found.color for ch in view.own if found.color}
    title = update_title(after.title, turn_name(after, before.turn), before.turn, found.name)
    return compose(view, title, found.color or "", colors)


def public_update(before: War, after: War, events: Iterable[Event]) -> Update:
    view = public_turn_view(before, after, events)
    return compose(view, update_title(after.title, turn_name(after, before.turn), before.turn,
                                      Message("public update")))


def turn_updates(before: War, after: War, events: Iterable[Event],
                 pending: Iterable[PendingDecision] = ()) -> TurnUpdates:
    events, pending = list(events), list(pending)
    teams = {t: team_update(before, after, events, t, pending) for t in after.team_ids()}
    word = rulesets.get(after.ruleset).turn_word
    return TurnUpdates(before.turn, public_update(before, after, events), teams, _slug(word))


def waiting_updates(war: War, pending: Iterable[PendingDecision]) -> dict[str, Update]:
    """For a turn paused on questions: each team the rules ask, with its questions only (team id → update)."""
    pending = list(pending)
    out = {}
    for team in war.teams:
        view = waiting_view_for(war, team.id, pending)
        if view.questions:
            title = update_title(war.title, turn_name(war, war.turn), war.turn,
                                 Message("{team}: questions", team=team.name))
            out[team.id] = compose(view, title, team.color or "")
    return out


SUFFIXES = {UpdateFormat.BBCODE: "bbcode.txt", UpdateFormat.MARKDOWN: "md", UpdateFormat.TEXT: "txt"}


def file_name(turn: int, key: str, form: UpdateFormat, word: str = "night") -> str:
    """``night2-public.bbcode.txt``; ``word``: the ruleset's turn word as a file name's part (roll-dice:
    ``action-turn3-…``)."""
    safe = re.sub(r"[^A-Za-z0-9_-]+", "_", key) or "team"
    return f"{word}{turn}-{safe}.{SUFFIXES[form]}"


def _slug(word: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", word.casefold()).strip("-") or "turn"


def save_all(updates: TurnUpdates, folder: Path, form: UpdateFormat = UpdateFormat.BBCODE,
             language: str = "en") -> list[Path]:
    """Write every update of the turn into ``folder`` (made if missing), said in ``language``; the written files."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise WarFileError(Message("cannot make the folder: {error}", error=exc.strerror or str(exc)), path=str(folder)) from None
    written = []
    for key, update in updates.all().items():
        path = folder / file_name(updates.turn, key, form, updates.word)
        write_atomically(path, render(update, form, language).encode("utf-8"))  # a full disk keeps the old file
        written.append(path)
    return written
