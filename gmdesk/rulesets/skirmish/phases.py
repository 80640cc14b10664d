"""The turn of the skirmish War: a movement step (GAP I2.9), the battle order of 002:L64, a night.

002 describes only the battle: "After the skirmish, the battle begins. Moves take place based on
the following table, with the order within each category determined by the individual Agilities"
(002:L62-64). Map movement and scouting have no place in 002 (interpretation movement-phase);
regeneration, civilians and the masterless mana loss happen "each night", read as each turn (I2.10).
"""

from __future__ import annotations

from gmdesk.model.vocabulary import PhaseOrder
from gmdesk.rulesets.descriptions import Phase

DOC = "skirmish 002"

MOVEMENT = Phase(
    "movement", "Movement (house rule, not in the document)", PhaseOrder.INITIATIVE, ("scout", "move"),
    f"{DOC}:L8; GAP I2.9 (house rule, not in the document)",
    "002 has no movement rules: Servants may scout (002:L8); characters move by the house rules the GM "
    "picked (interpretations move-range, movement-phase). Movers go by Agility, as 002:L54 orders "
    "'all situations'; the 'move order' of 002:L54 and L62 is itself the order of actions in battle.",
)
SKIRMISH = Phase(
    "skirmish", "Skirmish", PhaseOrder.INITIATIVE, ("scheduled",),
    f"{DOC}:L57-59",
    "At the beginning of every battle and whenever a new Servant enters it: Servants deliver "
    "melee attacks by Agility; a struck Servant counter-attacks at 80 %. Masters do not skirmish.",
)
COMMAND_SPELL = Phase(
    "command-spell", "Command spells", PhaseOrder.INITIATIVE, ("act",),
    f"{DOC}:L29, L64",
    "Command spells 'precede all moves in the turn order'.", slots=("command-spell",),
)
SURPRISE = Phase(
    "surprise", "Surprise attacks", PhaseOrder.INITIATIVE, ("act",),
    f"{DOC}:L64, L74",
    "Assassin only, on the turn it enters the battle undetected; before all but command spells.",
    slots=("surprise",),
)
SERVANT_SUPPORT = Phase(
    "servant-support", "Servant support skills", PhaseOrder.INITIATIVE, ("act",),
    f"{DOC}:L64, L66", slots=("servant-support",),
)
MASTER_SUPPORT = Phase(
    "master-support", "Master support skills", PhaseOrder.INITIATIVE, ("act",),
    f"{DOC}:L6, L64, L66",
    "Includes the free Spirit Form toggle (002:L6).", slots=("master-support",),
)
SERVANT_OFFENCE = Phase(
    "servant-offence", "Servant offensive skills / basic attacks", PhaseOrder.INITIATIVE, ("act",),
    f"{DOC}:L64, L68, L70",
    "Offensive skills or a regular melee attack; each AGI '+' gives a Servant an extra regular "
    "melee attack. An attack starts a battle.", slots=("servant-offence",),
)
MASTER_OFFENCE = Phase(
    "master-offence", "Master offensive skills", PhaseOrder.INITIATIVE, ("act",),
    f"{DOC}:L18, L64", slots=("master-offence",),
)
FLEE = Phase(
    "flee", "Fleeing", PhaseOrder.INITIATIVE, ("flee",),
    f"{DOC}:L64, L72",
    "'When a Servant flees, his action comes absolutely last in the turn order'.",
)
NIGHT = Phase(
    "night", "Night", PhaseOrder.SIMULTANEOUS, ("act", "effects"),
    f"{DOC}:L12, L14, L16; I2.10",
    "Civilians drained and defeated Masters consumed (002:L16, L22); resting characters regenerate "
    "(002:L14); masterless Servants lose 30 % of maximum mana (002:L12).", slots=("night",),
)

BATTLE = (COMMAND_SPELL, SURPRISE, SERVANT_SUPPORT, MASTER_SUPPORT, SERVANT_OFFENCE, MASTER_OFFENCE, FLEE)


def turn(movement_first: bool, command_spells_first: bool) -> tuple[Phase, ...]:
    """The phases of one turn for the chosen movement-phase and command-spell-order readings."""
    if command_spells_first:
        battle = (COMMAND_SPELL, SKIRMISH) + BATTLE[1:]
    else:
        battle = (SKIRMISH,) + BATTLE
    if movement_first:
        return (MOVEMENT,) + battle + (NIGHT,)
    return battle + (MOVEMENT, NIGHT)


DEFAULT = turn(movement_first=True, command_spells_first=False)
