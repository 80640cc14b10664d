"""What combat remembers during one turn: budgets, facts, who fought in which round."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Callable

from gmdesk.rulesets.combat import Budget, TurnFacts

if TYPE_CHECKING:  # the context holds this state, and combat_of takes the context
    from gmdesk.engine.context import TurnContext
    from gmdesk.engine.order import Order


@dataclass
class CombatState:
    facts: TurnFacts
    budgets: dict[str, Budget] = field(default_factory=dict)
    round_one: set[str] = field(default_factory=set)
    """Characters who took part in the first combat round (ap-sp 000:L447)."""
    disabled: dict[str, tuple[str, str]] = field(default_factory=dict)
    """Characters who cannot act for the rest of the turn: (reason, rule) (a Surprise Attack)."""
    done: set[int] = field(default_factory=set)
    instead: list[Order] = field(default_factory=list)
    """Orders a detected surprise attack became, waiting for their slot's phase (:mod:`.surprise`)."""
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
    quiet: object = None
    """Within one act phase (``act.run``), the last event at the end of an attack's hits, of a group's damage step or
    of the phase's acting order (the initiative event, naming every actor) when nothing was written through
    ``changes`` since it was emitted (``TurnContext.emitted_writes``); None otherwise. The next action's event, when
    it still finds that event last and the count of writes unchanged but for its own payment (into its actor, whom it
    names), keeps that event's snapshots (``previous_settled``): the act path between writes the characters' shown
    fields only through ``changes`` (its own attack flags and battles are not shown). The damage loop of
    ``act._apply_hits`` keeps, the same way, this event's snapshots at its first hit and then the previous damage
    event's (only its own hit, into the two characters the next one names, written between). Checked by
    tests/engine/test_settled_emit.py."""

    def mark_quiet(self, ctx: TurnContext) -> None:
        """Set :attr:`quiet` (see there) from the context as it is now."""
        self.quiet = ctx.events[-1] if ctx.events and ctx.emitted_writes == ctx.writes else None


def combat_of(ctx: TurnContext) -> CombatState:
    """The turn's combat state, created on first use."""
    if ctx.combat is None:
        ctx.combat = CombatState(TurnFacts(turn=ctx.turn))
    return ctx.combat
