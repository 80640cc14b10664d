"""A night's posts at once: each post read (its team told from whom it names), and the turn's orders
with each of those teams' orders replaced by the ones read from its post."""

from __future__ import annotations

from typing import Any

from gmdesk.intake.post import PostReading, read_post
from gmdesk.messages import Message
from gmdesk.model.war import War


class PostsRefused(ValueError):
    """A post whose team cannot be told, or two posts of one team; names the post."""


def read_posts(war: War, posts: list[tuple[str, str]]) -> list[tuple[str, PostReading]]:
    """``posts`` as (name, text), each read; refused when a team cannot be told or comes twice."""
    readings: list[tuple[str, PostReading]] = []
    seen: dict[str, str] = {}
    for name, text in posts:
        reading = read_post(war, text)
        if reading.team is None:
            raise PostsRefused(Message("{post}: {why}", post=name, why=reading.team_why))
        if reading.team in seen:
            raise PostsRefused(Message("{post} and {other} are both posts of {team}: give one per team", post=name,
                                       other=seen[reading.team], team=_team_name(war, reading.team)))
        seen[reading.team] = name
        readings.append((name, reading))
    return readings


def _team_name(war: War, team: str) -> str:
    return next((t.name for t in war.teams if t.id == team), team)


def orders_with(war: War, readings: list[PostReading]) -> list[dict[str, Any]]:
    """The turn's orders with each read team's orders replaced by its post's (read lines only)."""
    teams = {r.team for r in readings}
    kept = [o for o in war.orders if not (isinstance(o, dict) and o.get("actor") in war.characters
                                          and war.characters[o["actor"]].team in teams)]
    return kept + [o for r in readings for o in r.orders]
