"""What combat remembers during one turn: budgets, facts, who fought in which round."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Callable

from gmdesk.rulesets.combat import Budget, TurnFacts

if TYPE_CHECKING:  # the context holds this state, and combat_of takes the context
    from gmdesk.engine.context import TurnContext


@dataclass
class CombatState:
    facts: TurnFacts
    budgets: dict[str, Budget] = field(default_factory=dict)
    round_one: set[str] = field(default_factory=set)
    """Characters who took part in the first combat round (ap-sp 000:L447)."""
    disabled: dict[str, tuple[str, str]] = field(default_factory=dict)
    """Characters who cannot act for the rest of the turn: (reason, rule) (a Surprise Attack)."""
    done: set[int] = field(default_factory=set)
    """Indexes of action orders already resolved or dropped."""
    effect_seq: int = 0
    combat_turn: int = 1
    """The combat turn being fought inside this turn (``Ruleset.combat_turn_phases``)."""
    at_phase_end: list[Callable[[], None]] = field(default_factory=list)
    """Effects waiting for the end of the current phase (callables, run in order)."""
    touched: set[str] = field(default_factory=set)
    """Ids written by :mod:`gmdesk.engine.combat.changes` since deaths were last settled: the only characters
    whose ``Ruleset.death_reason`` can have changed its answer since (see ``changes.settle_deaths``)."""
    settled: bool = False
    """Whether deaths were settled once with this state: until then every character is asked."""


def combat_of(ctx: TurnContext) -> CombatState:
    """The turn's combat state, created on first use."""
    if ctx.combat is None:
        ctx.combat = CombatState(TurnFacts(turn=ctx.turn))
    return ctx.combat
