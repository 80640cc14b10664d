"""What each team has learnt. Anything shown to a player later is filtered through this."""

from __future__ import annotations

from typing import Any

from gmdesk.engine.context import TurnContext
from gmdesk.model.war import War


def learn(ctx: TurnContext, team: str | None, **fact: Any) -> None:
    """Record a fact for ``team`` (kept in the war, so it survives the turn)."""
    if not team:
        return
    facts = ctx.war.knowledge.setdefault(team, [])
    entry = {"turn": ctx.turn, **fact}
    if entry not in facts:
        facts.append(entry)


def knows(war: War, team: str | None, kind: str, **match: Any) -> bool:
    for fact in war.knowledge.get(team or "", []):
        if fact.get("kind") == kind and all(fact.get(k) == v for k, v in match.items()):
            return True
    return False
