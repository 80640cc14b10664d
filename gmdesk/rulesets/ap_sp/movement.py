"""ap-sp movement, scouting, fleeing and late entrants (000:L445-520)."""

from __future__ import annotations

from gmdesk.model.vocabulary import FleeDestination, MoveOrder, MoveRange, ScoutRange
from gmdesk.rulesets.movement import FleeRules, MovementRules, ScoutRules

from .interpretations import SCOUT_RANGE

SCOUT = ScoutRules(
    kinds=("servant", "master", "familiar"),
    range=ScoutRange.ADJACENT,
    range_interpretation=SCOUT_RANGE,
    not_after_battle=True,
    rule='ap-sp 000:L431, L468-474: "a character can scout" in the Daily Move Phase, only if not in battle '
         "during the previous Turn; scouting needs no Move Action and all of it is simultaneous",
    detection_rule="ap-sp 000:L471: observers with ACT equal to or higher than the scout's detect it",
    spotted_options=(),
)

FLEE = FleeRules(
    min_battle_turn=2,
    exact_turn_interpretation=None,
    destination=FleeDestination.ADJACENT,
    consumes_move_action=True,
    pursuit=None,
    pursuit_interpretation=None,
    rule='ap-sp 000:L512-515: only "on or after the second Turn of battle"; "a regular move" (adjacent, '
         "000:L520) that consumes the Move Action; timing by interpretation flee-timing (I0.7)",
    pursuit_rule='ap-sp 000:L393: pursuit exists only through the Command Spell "You can\'t escape!"',
)

LATE_ENTRANT = (
    "A character who meets hostiles by moving may enter battle at once: a second combat round "
    "(2nd Instant to 2nd Prepared Effect Phase, 000:L499, L520) open only to characters who did not fight in "
    "the first (000:L447). A character who arrives by a skill before the Movement Phase learns of the battle "
    "but may join only the second round (000:L499). First-Turn-of-battle limits apply to late entrants "
    "(000:L489)."
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
    move_action_orders=("move", "flee"),
    scout=SCOUT,
    meetings=None,
    flee=FLEE,
    search=None,
    late_entrant=LATE_ENTRANT,
    rule='ap-sp 000:L445, L520: "A character may move to an adjacent location each Turn"; all move '
         "simultaneously in the Movement Phase; characters in combat do not move (they may flee)",
    cancel_rule='ap-sp 000:L515: "if a character attempts to move during a Turn, but is pulled into a battle '
                'before they can move, their move will be canceled"',
    late_entrant_rule="ap-sp 000:L499, L447, L489",
)
