"""The Fate/roll dice clock and movement: one gmdesk turn is one action turn (行動ターン).

A day is four action turns 朝 昼 夜 深夜 (L237); each character acts once per action turn (L239);
teams that meet may fight, in combat turns (戦闘ターン) by descending IV, and the rest of the action
turn is narrated afterwards (L240). Day-end recovery follows the fourth action turn (L241).
The document has no movement rule for its stage (L563-L583): the movement below is the reading
recorded by the interpretations move-range, move-action and escape-destination.

A phase's name is a :class:`~gmdesk.messages.Message`: the engine's events write it as it is (the document's
word, then the English: 「行動ターン: movement」), a Japanese window says it in the document's Japanese
(「行動ターン：移動」).
"""

from __future__ import annotations

from typing import TypedDict

from gmdesk.messages import Message
from gmdesk.model.vocabulary import FleeDestination, MoveOrder, MoveRange, PhaseOrder
from gmdesk.rulesets.descriptions import Phase
from gmdesk.rulesets.movement import FleeRules, MovementRules
from gmdesk.rulesets.roll_dice import tables as T

PHASES: tuple[Phase, ...] = (
    Phase(
        id="move",
        name=Message("行動ターン: movement"),
        order=PhaseOrder.SIMULTANEOUS,
        activities=("move",),
        rule=T.cite("L237-L240, L574"),
        description="Characters go to the district where they act this action turn (a GAP: see "
                    "move-range, move-action; order per action-order).",
    ),
    Phase(
        id="action",
        name=Message("行動ターン: the turn's action"),
        order=PhaseOrder.SIMULTANEOUS,
        rule=T.cite("L239, L246, L262-L265"),
        description="One action each: information gathering, preparing equipment, healing magic, a "
                    "step of a multi-turn task, or a Master's declared sleep (one sleep turn a day, "
                    "L246). One-turn checks give their result at once (L265).",
    ),
    Phase(
        id="encounter",
        name=Message("遭遇: battles begin"),
        order=PhaseOrder.INITIATIVE,
        activities=("act",),
        slots=("attack",),
        rule=T.cite("L161, L197, L240, L446-L457"),
        description="Teams that meet may fight (L240); an attack starts a battle in which each side "
                    "places its characters front or back (L197, row-placement). Hidden attackers "
                    "ambush (L453-L457).",
    ),
    Phase(
        id="escape",
        name=Message("戦闘ターン: escape declarations"),
        order=PhaseOrder.SIMULTANEOUS,
        activities=("flee",),
        rule=T.cite("L520-L524"),
        description="At the start of a combat turn a side may declare escape: unopposed it is "
                    "automatic; opposed, all roll AGI and an escaper must be highest, ties rerolled "
                    "(L521-L523).",
    ),
    Phase(
        id="combat",
        name=Message("戦闘ターン: actions by IV"),
        order=PhaseOrder.INITIATIVE,
        activities=("act",),
        slots=("attack",),
        rule=T.cite("L197-L213"),
        description="Characters act from the highest IV down, may lower IV to delay (not below 0); "
                    "equal IV is an AGI + LCK contest (L198, iv-tie). Attack and defence checks, "
                    "damage = difference + weapon − armour (L202-L203).",
    ),
    Phase(
        id="turn-end",
        name="行動ターン終了",
        order=PhaseOrder.SIMULTANEOUS,
        activities=("effects",),
        rule=T.cite("L240, L244-L247, L262-L263"),
        description="The rest of the action turn is narrated (L240). A Servant without a contract "
                    "loses HP and MP equal to its rank level (L244). Not applied yet (the GM's): a Master "
                    "four turns without sleep enters the all-nighter state (L246-L247); a multi-turn "
                    "task attacked this turn does not advance (L262-L263).",
    ),
    Phase(
        id="day-end",
        name="一日終了",
        order=PhaseOrder.SIMULTANEOUS,
        activities=("effects",),
        rule=T.cite("L241, L215, L961"),
        description="After the fourth action turn (深夜): Masters recover 2d6 HP and all MP unless "
                    "all-nighters (L241, L248); Servants recover nothing by themselves; Luck rerolls "
                    "reset (L215). Not applied yet: 財産 +1 (L961).",
    ),
)

MOVEMENT = MovementRules(
    range=MoveRange.ADJACENT,
    max_steps=1,
    half_steps=False,
    no_return=False,
    move_order=MoveOrder.SIMULTANEOUS,
    battle_blocks_move=True,
    cancel_if_engaged=True,
    spirit_form_follows_master=False,
    move_action_orders=("move",),
    scout=None,
    meetings=None,
    flee=FleeRules(
        min_battle_turn=1,
        exact_turn_interpretation=None,
        destination=FleeDestination.ADJACENT,
        consumes_move_action=False,
        blockable=True,
        pursuit=None,
        pursuit_interpretation="escape-catch-up",
        rule=T.cite("L520-L523"),
        pursuit_rule=T.cite("L524"),
    ),
    search=None,
    late_entrant="may join the battle going on there: the GM sets the front and back rows of every side, "
                 "multi-faction melees included (L178-L185, L195)",
    rule=T.cite("L237-L240, L574; interpretations move-range, move-action"),
    # Escape is declared at the start of a combat turn (L521), not spent from the action turn's
    # movement: a character that moved into a district and was attacked there may still escape
    # in that battle's first combat turn. Hence flee is not a move-action order.
    cancel_rule=T.cite("L240, L262-L263"),
    late_entrant_rule=T.cite("L178-L195"),
)


class RangeFields(TypedDict):
    """The MovementRules fields an option of move-range sets."""

    range: MoveRange
    max_steps: int | None


MOVE_RANGES: dict[str, RangeFields] = {
    "adjacent": {"range": MoveRange.ADJACENT, "max_steps": 1},
    "anywhere": {"range": MoveRange.ANYWHERE, "max_steps": None},
}
"""MovementRules fields for each option of interpretation move-range (a GAP: L48, L572-L574)."""

COMBAT_TURNS: dict[str, tuple[int, bool]] = {
    "until-decided": (10, True),
    "one": (1, False),
    "gm": (1, True),
}
"""Ruleset.combat_turn_limit for each option of interpretation combat-turns (L240)."""

ESCAPE_DESTINATIONS: dict[str, FleeDestination] = {
    "adjacent": FleeDestination.ADJACENT,
    "stay": FleeDestination.STAY,
    "gm": FleeDestination.ANYWHERE,
}
"""FleeRules.destination for each option of interpretation escape-destination (a GAP: L520-L524).
``gm``: the GM places the escaper by writing the district in the escape order, so any district is
accepted. ``stay``: the escape order names the escaper's own district."""


def action_turn(turn: int) -> tuple[int, T.TimeSlot]:
    """gmdesk turn 1 is day 1 朝; four action turns make a day (L237, L62)."""
    if turn < 1:
        raise ValueError(f"turn {turn}: turns start at 1")
    day, slot = divmod(turn - 1, len(T.TIME_SLOTS))
    return day + 1, T.TIME_SLOTS[slot]


def is_day_end(turn: int) -> bool:
    """True on the fourth action turn (深夜) of a day, after which the day ends (L241)."""
    return action_turn(turn)[1] is T.TIME_SLOTS[-1]
