"""The eleven phases of an ap-sp Turn (000:L419-447) and the flee-timing variant (I0.7)."""

from __future__ import annotations

from dataclasses import replace

from gmdesk.model.vocabulary import PhaseOrder
from gmdesk.rulesets.descriptions import Phase

_SECOND_ROUND = ("only for characters who enter battle after moving and did not take part in the first "
                 "combat round (000:L447, L499)")

PHASES: tuple[Phase, ...] = (
    Phase("daily-move", "Daily Move Phase (Scouting)", PhaseOrder.SIMULTANEOUS, ("scout",),
          "ap-sp 000:L419, L431, L437, L468-474",
          "only characters not in battle during the previous Turn; scouting, all of it simultaneous"),
    Phase("initial", "Initial Phase", PhaseOrder.SIMULTANEOUS, ("effects",), "ap-sp 000:L420, L433, L437",
          "upkeeps, regeneration, per-Turn effects (multiple-Servant and Masterless Mana losses)"),
    Phase("instant", "Instant Phase", PhaseOrder.SIMULTANEOUS, ("act", "effects"), "ap-sp 000:L421, L435, L437, L337",
          "Instant skills, Surprise Attacks, Command Spells; Poison damage, simultaneous with them (computed "
          "after the actions, on the same Turn)", slots=("instant", "command-spell")),
    Phase("support", "Support Phase", PhaseOrder.INITIATIVE, ("act",), "ap-sp 000:L422, L439, L416",
          "nondamaging skills", slots=("support",)),
    Phase("attacking", "Attacking Phase", PhaseOrder.INITIATIVE, ("act",), "ap-sp 000:L423, L441, L416",
          "offensive (Anti-) skills; an attack starts or joins a battle", slots=("attack",)),
    Phase("prepared", "Prepared Effect Phase", PhaseOrder.INITIATIVE, ("act",), "ap-sp 000:L424, L443, L416",
          "skills that require charging", slots=("prepared",)),
    Phase("movement", "Movement Phase", PhaseOrder.SIMULTANEOUS, ("move", "flee", "act"), "ap-sp 000:L425, L445, L520",
          '"All characters move simultaneously" (000:L520), the rule specific to this phase; fleeing '
          "characters escape and characters not in combat move; no other action (000:L520) but the "
          "Teleporter, which is used only here and counts as a normal move (000:L612)",
          slots=("movement",)),
    Phase("instant-2", "2nd Instant Phase", PhaseOrder.SIMULTANEOUS, ("act",), "ap-sp 000:L426, L437, L447",
          _SECOND_ROUND, round=2, slots=("instant", "command-spell")),
    Phase("support-2", "2nd Support Phase", PhaseOrder.INITIATIVE, ("act",), "ap-sp 000:L427, L416, L447",
          _SECOND_ROUND, round=2, slots=("support",)),
    Phase("attacking-2", "2nd Attacking Phase", PhaseOrder.INITIATIVE, ("act",), "ap-sp 000:L428, L416, L447, L520",
          _SECOND_ROUND, round=2, slots=("attack",)),
    Phase("prepared-2", "2nd Prepared Effect Phase", PhaseOrder.INITIATIVE, ("act",), "ap-sp 000:L429, L416, L447",
          _SECOND_ROUND, round=2, slots=("prepared",)),
)

FLEE_LAST = Phase(
    "flee", "Retreats (last in the Turn)", PhaseOrder.SIMULTANEOUS, ("flee",), "ap-sp 000:L512",
    'interpretation flee-timing=end-of-turn: "that action will always go last in the Turn" (000:L512); '
    "not a combat round, so it keeps round 1 and first-round fighters may flee",
)


def phases_with_flee_timing(phases: tuple[Phase, ...], timing: str) -> tuple[Phase, ...]:
    """The Turn's phases for a flee-timing choice (I0.7; 000:L445, L512).

    ``movement-phase``: unchanged. ``end-of-turn``: "flee" leaves the Movement Phase and runs in a
    final step after the 2nd Prepared Effect Phase.
    """
    if timing != "end-of-turn":
        return phases
    moved = tuple(
        replace(p, activities=tuple(a for a in p.activities if a != "flee")) if "flee" in p.activities else p
        for p in phases
    )
    return moved + (FLEE_LAST,)
