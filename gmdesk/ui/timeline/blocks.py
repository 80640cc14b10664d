"""A turn's events laid out as the timeline draws them: one lane per phase, one block per event.

Plain Python (no Qt), so the layout can be checked and timed without a window. Lanes come in the
order the turn's events enter them (the ruleset's phase order); a block's x is its rank in ``seq``
order. In a phase run in initiative order, each block carries the acting slot it belongs to (1 for
the first to act), read from the phase's ``initiative`` event: the order the rules gave is what the
GM checks first.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from gmdesk.engine.events import Event
from gmdesk.messages import Message
from gmdesk.model.vocabulary import DataKey, EventKind, PhaseOrder
from gmdesk.model.war import War
from gmdesk.rulesets.base import Ruleset
from gmdesk.ui.i18n import N, say, tr
from gmdesk.ui.timeline.kind_titles import kind_title

#: Names of phases the engine runs outside the ruleset's list, saying what they do: a ruleset's own first and
#: last phases are often called "Start of turn" / "End Phase", and a lane named "End of the turn" beside
#: valor's "End of turn" could not be told apart (QA).
ENGINE_PHASES = {"turn-start": N("Lanes", "Budgets"),
                 "turn-end": N("Lanes", "Durations, points, winner"),
                 "gm-rulings": N("Lanes", "GM rulings")}


@dataclass(frozen=True)
class Block:
    """One event on the timeline."""

    rank: int
    lane: int
    seq: int
    kind: str
    title: str
    actors: str
    slot: int | None
    event: Event


@dataclass
class Lanes:
    """The lanes (phase ids and their names, top to bottom) and the blocks in ``seq`` order."""

    phases: list[str] = field(default_factory=list)
    names: list[str] = field(default_factory=list)
    blocks: list[Block] = field(default_factory=list)

    def __post_init__(self) -> None:
        self._rank_of = {b.seq: b.rank for b in self.blocks}

    def rank_of(self, seq: int) -> int | None:
        return self._rank_of.get(seq)

    def block_of(self, seq: int) -> Block | None:
        rank = self._rank_of.get(seq)
        return None if rank is None else self.blocks[rank]

    def __len__(self) -> int:
        return len(self.blocks)


def phase_name(phase_id: str, ruleset_names: dict[str, str]) -> str:
    """The ruleset's name for a phase (``ruleset_names``: those of the turn, see
    :func:`turn_phase_names`), else the engine's, else the id made readable ("turn-start" → "Turn start")."""
    if phase_id in ruleset_names:
        # a ruleset's Message (roll-dice 「行動ターン：移動」), or its plain words: said from the core's table too
        name = ruleset_names[phase_id]
        return say(name if isinstance(name, Message) else Message(name))
    if phase_id in ENGINE_PHASES:
        return tr("Lanes", ENGINE_PHASES[phase_id])
    return phase_id.replace("-", " ").replace("_", " ").capitalize() or "(no phase)"


def turn_phase_names(ruleset: Ruleset, war_before: War | None) -> dict[str, str]:
    """The names of a turn's phases: the ruleset's, and those it ran that turn (an interpretation may add
    a phase or change one: the war before the turn says which, as it told the engine)."""
    names = {p.id: p.name for p in ruleset.phases}
    if war_before is not None:
        names.update({p.id: p.name for p in ruleset.phases_for(war_before)})
    return names


def actor_names(actors: list[str], names: dict[str, str]) -> str:
    """Actors by name, each once, in the order the event lists them."""
    seen: list[str] = []
    for cid in actors:
        if cid not in seen:
            seen.append(cid)
    return ", ".join(names.get(cid, cid) for cid in seen)


def build_lanes(events: list[Event], names: dict[str, str], ruleset_names: dict[str, str]) -> Lanes:
    """Lay out a turn's events (``ruleset_names``: the phases' names, see :func:`phase_name`)."""
    ordered = sorted(events, key=lambda e: e.seq)
    phases: list[str] = []
    for event in ordered:
        if event.phase not in phases:
            phases.append(event.phase)
    lane_names = [phase_name(p, ruleset_names) for p in phases]
    lane_of = {p: i for i, p in enumerate(phases)}
    slots = acting_slots(ordered)
    blocks = []
    for rank, event in enumerate(ordered):
        kind = str(event.kind)
        if kind == EventKind.PHASE:
            title, who = tr("Lanes", "phase start"), _phase_order_text(event)
        else:
            title, who = kind_title(kind), actor_names(list(event.actors), names)
        blocks.append(Block(rank, lane_of[event.phase], event.seq, kind, title, who, slots[rank], event))
    return Lanes(phases, lane_names, blocks)


def acting_slots(ordered: list[Event]) -> list[int | None]:
    """For each event, the initiative slot (1-based) acting when it happened, or None.

    A phase's ``initiative`` event lists the acting order as groups of actors (``data.groups``), one
    entry per order (characters tied on every key share a slot; a character with two orders is listed
    twice). An event that carries the order it executes (``data.order``: the order's index in the
    turn's orders, or the order itself; an action, a condition, a cancelled order) starts its actor's next slot,
    unless an earlier event already executed that same order. The events after it (damage, statuses,
    interceptions) belong to the same slot until the next one starts.
    """
    slots: list[int | None] = []
    phase = None
    waiting: dict[str, list[int]] = {}
    started: dict[tuple[str, str], int | None] = {}
    current: int | None = None
    for event in ordered:
        if event.phase != phase:
            phase, waiting, started, current = event.phase, {}, {}, None
        order = event.data.get(DataKey.ORDER)
        groups = event.data.get(DataKey.GROUPS)
        if event.kind == EventKind.INITIATIVE and isinstance(groups, list):
            waiting, started = {}, {}
            for number, group in enumerate(groups, start=1):
                for cid in group if isinstance(group, list) else [group]:
                    waiting.setdefault(str(cid), []).append(number)
            slots.append(None)
            continue
        if waiting and _executes_an_order(order):
            actor = str((order.get("actor") if isinstance(order, dict) else None)
                        or next(iter(event.actors), ""))
            key = (actor, json.dumps(order, sort_keys=True))
            if key not in started:
                left = waiting.get(actor, [])
                earlier = [slot for (who, _), slot in started.items() if who == actor]
                started[key] = left.pop(0) if left else (earlier[-1] if earlier else current)
            current = started[key]
        slots.append(current if waiting else None)
    return slots


def _executes_an_order(order: Any) -> bool:
    return isinstance(order, dict) or (isinstance(order, int) and not isinstance(order, bool))


def _phase_order_text(event: Event) -> str:
    order = event.data.get(DataKey.PHASE_ORDER)
    if order == PhaseOrder.INITIATIVE:
        return tr("Lanes", "in initiative order")
    if order == PhaseOrder.SIMULTANEOUS:
        return tr("Lanes", "simultaneous")
    return ""
