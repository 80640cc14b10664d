"""Whose post it is: the team whose characters (or name, or players) the post names most."""

from __future__ import annotations

from collections import Counter

from gmdesk.intake.text import find, fold
from gmdesk.intake.vocab import Vocabulary
from gmdesk.messages import Message
from gmdesk.model.war import War


def members(war: War, team: str) -> set[str]:
    return {c.id for c in war.characters.values() if c.team == team}


def _players(extra: dict[str, object]) -> list[str]:
    found = extra.get("players", extra.get("player", []))
    if isinstance(found, str):
        return [found]
    return [p for p in found if isinstance(p, str)] if isinstance(found, list) else []


def infer_team(war: War, vocab: Vocabulary, lines: list[str]) -> tuple[str | None, str]:
    """The team a post is from, and how it was told (or why it could not be)."""
    score: Counter[str] = Counter()
    for line in lines:
        folded = fold(line)
        for team in war.teams:
            for name in [team.name, *team.players, *_players(team.extra)]:
                if find(folded, fold(name)) >= 0:
                    score[team.id] += 3
        first = vocab.names.mentions(folded, ("character",))[:1]
        for m in first:
            for cid in m.ids:
                team_id = war.characters[cid].team
                if team_id:
                    score[team_id] += 1
    if not score:
        return None, Message("whose post it is cannot be told: it names no team, player or character (give the team)")
    ranked = score.most_common()
    if len(ranked) > 1 and ranked[0][1] == ranked[1][1]:
        return None, Message("whose post it is cannot be told: it names {first} and {second} as often (give the team)",
                             first=_team_name(war, ranked[0][0]), second=_team_name(war, ranked[1][0]))
    return ranked[0][0], Message("the post names {team}'s characters most", team=_team_name(war, ranked[0][0]))


def _team_name(war: War, team: str) -> str:
    return next((t.name for t in war.teams if t.id == team), team)
