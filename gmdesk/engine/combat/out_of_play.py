"""Targets out of play when an attack is made: the ruleset's own reasons (Spirit Form, a guarded Master…,
``Ruleset.target_problem``) and, for every ruleset, death earlier in the turn.

An order's targets are checked alive when the orders are taken (``order_checks``: "X is dead"), so a target
found dead when its attack comes up died earlier in this turn (skirmish 002:L12, L88; valor 001:L21, L37:
a character at 0 Health is dead). That attack is not made, like one on a target in Spirit Form: an event says
why, no dodge or damage is rolled, and nothing is paid when no target is left. ap-sp, true-hgw and roll-dice
say so in their own ``target_problem`` ("X is dead", "X is already down"), whose words are kept: this check
answers only where the ruleset found nothing. Hits aimed in one simultaneous group are worked out on one
snapshot and land together (``act._apply_hits``): a target killed by an earlier hit of the same group is
still hit, "already dead"; that is not this check.
"""

from __future__ import annotations

from gmdesk.messages import Message
from gmdesk.model.character import Character
from gmdesk.model.war import War
from gmdesk.rulesets.base import Ruleset
from gmdesk.rulesets.combat import Skill, TurnFacts


def target_problem(ruleset: Ruleset, actor: Character, target: Character, skill: Skill, war: War,
                   facts: TurnFacts) -> str | None:
    """Why ``actor``'s ``skill`` cannot be aimed at ``target`` now, or None."""
    problem = ruleset.target_problem(actor, target, skill, war, facts)
    if not problem and skill.attack and not target.alive:
        return Message("{name} is dead (killed earlier this turn)", name=target.name)
    return problem
