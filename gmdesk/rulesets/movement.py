"""Movement parameters: where characters may go in one turn and what happens on the way.

A ruleset fills one :class:`MovementRules` (scouting, meetings on the road, flight, searching); the
engine's activities read it and never ask which ruleset they serve.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Mapping

from gmdesk.model.vocabulary import FleeDestination, MoveOrder, MoveRange, Pursuit, ScoutRange


@dataclass(frozen=True)
class ScoutRules:
    """Scouting: who may scout, how far, in which phase, and the detection formula's name."""

    kinds: tuple[str, ...] = ("servant",)
    range: ScoutRange = ScoutRange.ADJACENT  # unless range_interpretation names the interpretation that says
    range_interpretation: str | None = None
    not_after_battle: bool = False
    in_battle_interpretation: str | None = None
    """The interpretation that says whether a character in a battle may scout (``ScoutInBattle``); None: it may."""
    in_battle_rule: str = ""
    """The document line a refusal under ``ScoutInBattle.REFUSED`` cites."""
    rule: str = ""
    detection_rule: str = ""
    spotted_options: tuple[str, ...] = ()
    """Choices a spotted scout's side may make (asked as a decision); empty: the scout just returns."""
    class_options: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    """Extra choices for some classes (e.g. Assassin's minor ambush)."""


@dataclass(frozen=True)
class MeetingRules:
    """Crossing and sighting between moving parties (a ruleset with two-half moves)."""

    rule_crossing: str = ""
    rule_sighting: str = ""
    crossing_options: tuple[str, ...] = ("ignore", "follow")
    sighting_options: tuple[str, ...] = ("ignore", "follow", "stop")
    scout_options: tuple[str, ...] = ("ignore", "return")
    tie_interpretation: str | None = None
    scout_interpretation: str | None = None
    """Interpretation key for a sighting with a scout: ``as-crossing`` (compare scores),
    ``detection`` (the scouting formula decides), or ``gm``."""
    concealment_rule: str = ""


@dataclass(frozen=True)
class FleeRules:
    min_battle_turn: int = 2
    exact_turn_interpretation: str | None = None
    """Interpretation key whose option ``exact`` allows fleeing only in that battle turn."""
    destination: FleeDestination = FleeDestination.ADJACENT
    consumes_move_action: bool = True
    pursuit: Pursuit | None = None
    """How a fugitive is pursued (:class:`Pursuit`), or None."""
    pursuit_interpretation: str | None = None
    """Interpretation key for catching a fugitive that must move last: ``leave`` or ``held``."""
    blockable: bool = False
    """The other side may try to stop an escape: the engine asks them, and on a block rolls
    :meth:`Ruleset.escape_check` (roll-dice 004:L520-L523)."""
    timing_interpretation: str | None = None
    """Interpretation key for when flight lands: ``end-of-turn`` or ``next-movement`` (fugitives and
    pursuers stay where they are until the next movement phase)."""
    rule: str = ""
    pursuit_rule: str = ""


@dataclass(frozen=True)
class SearchRules:
    """Searching for hidden home bases adjacent to the searcher."""

    chance: float = 0.5
    roll_interpretation: str | None = None
    consumes_move_action: bool = True
    rule: str = ""


@dataclass(frozen=True)
class MovementRules:
    """Where characters may go in one turn and what happens on the way."""

    range: MoveRange = MoveRange.ADJACENT
    max_steps: int | None = 1
    half_steps: bool = False
    no_return: bool = False
    move_order: MoveOrder = MoveOrder.SIMULTANEOUS
    battle_blocks_move: bool = True
    cancel_if_engaged: bool = True
    spirit_form_follows_master: bool = False
    move_action_orders: tuple[str, ...] = ("move", "flee")
    scout: ScoutRules | None = None
    meetings: MeetingRules | None = None
    flee: FleeRules | None = None
    search: SearchRules | None = None
    late_entrant: str = ""
    rule: str = ""
    cancel_rule: str = ""
    late_entrant_rule: str = ""

