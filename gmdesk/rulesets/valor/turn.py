"""Valor's turn: the phases pieced together from the text (checklist R1 (c)) and the movement rules.

The document has no numbered list of phases. The order below follows it line by line:
start of turn (001:L23-27), movement (001:L5, L29, L109-111), the three combat phases
"Command Spells → support → offence" (001:L89), absorption "after the combat phase" (001:L33),
fleeing as "the very last event of the turn" (001:L107), and the end of the turn (001:L21, L33, L41).
"""

from __future__ import annotations

from gmdesk.model.vocabulary import FleeDestination, MoveOrder, MoveRange, PhaseOrder, Pursuit, ScoutRange
from gmdesk.rulesets.descriptions import Phase
from gmdesk.rulesets.movement import FleeRules, MeetingRules, MovementRules, ScoutRules

START = Phase(
    id="start",
    name="Start of turn",
    order=PhaseOrder.SIMULTANEOUS,
    activities=("effects", "act"),
    slots=("start",),
    rule="valor 001:L23, L25, L27",
    description="Regeneration of Servants that neither fought nor lost Health to hostile magic "
    "last turn, no Mana regeneration away from the Master (001:L23); entering or leaving Spirit "
    "Form, which 'happens at the beginning of a turn' and needs the Master present (001:L25); "
    "a Masterless Servant's Mana loss (001:L27, interpretation masterless-count). Everyone at "
    "once: the document gives these no order.",
)

MOVEMENT = Phase(
    id="movement",
    name="Movement",
    order=PhaseOrder.SIMULTANEOUS,
    activities=("scout", "move"),
    rule="valor 001:L5, L29, L109, L111",
    description="Stay or move up to two locations along a route (001:L5). Moves are simultaneous "
    "and have two halves: a player moving one location may delay to the second half (001:L5). "
    "Scouting Servants go to an adjacent area and return within the turn (001:L29). Crossing and "
    "Sighting are found on the way (001:L109, L111).",
)

COMMAND_SPELL = Phase(
    id="command-spell",
    name="Command Spells",
    order=PhaseOrder.INITIATIVE,
    activities=("effects", "act"),
    slots=("command-spell",),
    rule="valor 001:L53, L89",
    description="The first combat phase: Command Spells 'happen before anything else' (001:L89); "
    "one per Master per turn, not at 0 Mana (001:L53). In each combat phase the order follows "
    "AGI by letter, then LCK, then chance (001:L89).",
)

SUPPORT = Phase(
    id="support",
    name="Support skills",
    order=PhaseOrder.INITIATIVE,
    activities=("effects", "act"),
    slots=("support",),
    rule="valor 001:L89, L93",
    description="One support skill or supportive Noble Phantasm per Master and Servant "
    "(001:L93), in AGI order (001:L89). 'Strike first!' does not change this order (001:L59).",
)

OFFENSIVE = Phase(
    id="offensive",
    name="Offensive skills",
    order=PhaseOrder.INITIATIVE,
    activities=("act", "scheduled"),
    slots=("attack",),
    rule="valor 001:L73, L79, L89, L95",
    description="Combat starts when a team in the same location turns hostile (001:L73). One "
    "offensive skill, normal attack or offensive Noble Phantasm each (001:L95), in AGI order "
    "(001:L89); skirmish attacks happen in this phase, by AGI, ignoring 'Strike first!' (001:L79).",
)

ABSORB = Phase(
    id="absorb",
    name="Absorption",
    order=PhaseOrder.INITIATIVE,
    activities=("effects", "act"),
    slots=("absorb",),
    rule="valor 001:L33, L43",
    description="The killer absorbs a dead Servant 'after the combat phase' unless they decline; "
    "otherwise others may, 'in an order decided by their AGI' (001:L33). A Master's corpse: the "
    "Master whose Servant made the kill first, then by AGI (001:L43).",
)

FLEE = Phase(
    id="flee",
    name="Fleeing",
    order=PhaseOrder.SIMULTANEOUS,
    activities=("flee",),
    rule="valor 001:L107",
    description="Fleeing 'will be the very last event of the turn, preceeded by the offensive "
    "skill phase' (001:L107): fugitives go to the adjacent location they chose beforehand, and "
    "pursuers who guessed it arrive with them (interpretation pursuit-timing).",
)

END = Phase(
    id="end",
    name="Dissipation and retirement",
    former_names=("End of turn",),  # until 2026-11: it read the same as the engine's "End of the turn" lane
    order=PhaseOrder.SIMULTANEOUS,
    activities=("act",),
    slots=("end",),
    rule="valor 001:L3, L21, L33, L37, L41",
    description="Dead Servants dissipate (001:L33); familiars and effects of anyone who died this "
    "turn disappear (001:L21, L37); a Servantless Master may retire (001:L41); the war ends if "
    "only one team remains (001:L3).",
)

PHASES: tuple[Phase, ...] = (START, MOVEMENT, COMMAND_SPELL, SUPPORT, OFFENSIVE, ABSORB, FLEE, END)
"""The default order (interpretation command-spell-timing = after-movement)."""

PHASES_SPELLS_FIRST: tuple[Phase, ...] = (START, COMMAND_SPELL, MOVEMENT, SUPPORT, OFFENSIVE, ABSORB, FLEE, END)
"""Command-spell-timing = before-movement: the spells come 'near the beginning of a turn' (001:L53)."""


SCOUT = ScoutRules(
    kinds=("servant",),
    range=ScoutRange.ADJACENT,
    not_after_battle=False,
    in_battle_interpretation="scout-from-battle",
    in_battle_rule="valor 001:L29, L81",
    rule="valor 001:L29",
    detection_rule="valor 001:L200",
    spotted_options=("show", "return", "flee-back", "stay-fight", "stay"),
    class_options={"Assassin": ("minor-ambush",)},
)
"""Servants scout 'an area adjacent to their own' and return the same turn (001:L29). Spotted:
show themselves, return, flee back (the others learn the direction it came from), fight a regular
skirmish, or stay as if moved there; Assassin may launch a minor ambush (001:L29)."""

MEETINGS = MeetingRules(
    rule_crossing="valor 001:L109",
    rule_sighting="valor 001:L111",
    crossing_options=("ignore", "follow"),
    sighting_options=("ignore", "follow", "stop"),
    scout_options=("ignore", "return"),
    tie_interpretation="crossing-tie",
    scout_interpretation="sighting-scout",
    concealment_rule="valor 001:L109, L111",
)
"""The party with the higher average LCK notices the other first (001:L109). Crossing: ignore or
follow; Sighting adds stopping where the other was sighted (001:L111). A scout that notices may
return to its Master but not ambush (001:L109). Concealment applies after the comparison: a
concealed party that would have been noticed causes no encounter (001:L109, L111)."""

FLEE_RULES = FleeRules(
    min_battle_turn=1,
    exact_turn_interpretation=None,
    destination=FleeDestination.ADJACENT,
    consumes_move_action=True,
    pursuit=Pursuit.GUESS,
    timing_interpretation="pursuit-timing",
    rule="valor 001:L13, L77, L107",
    pursuit_rule="valor 001:L107",
)
"""A team may flee from the first battle turn on: 'If a team decides to flee the battle before
initiating the main combat phase, they will be hit by their opponent's attack, but cannot retaliate'
(001:L77), and fleeing 'during a skirmish or before engaging in a true fight' earns no valor
(001:L13). The destination is adjacent and chosen beforehand; fugitives 'cannot move anywhere else
except for the destination they chose' (001:L107). Pursuers who guess the destination arrive with
them and the fight resumes without a skirmish (001:L107)."""

LATE_ENTRANT = (
    "A party that walks in on a fight must skirmish with the combatants first, though it may still "
    "use its regular skills; it cannot be targeted by skills in the turn it walks in, but AoE can "
    "hit it; the original combatants keep all their skills but may aim them only at players who "
    "have already skirmished (001:L75-77). Entering a fight between several teams, it attacks each "
    "team once and is attacked by each once (001:L79). A Master joining a fight their Servant has "
    "been in for at least one turn takes no skirmish attacks but has no offensive action that "
    "turn (001:L85). A third party at a fugitive's destination that joins in counts as walking in "
    "on the fight (001:L107)."
)

MOVEMENT_RULES = MovementRules(
    range=MoveRange.STEPS,
    max_steps=2,
    half_steps=True,
    no_return=True,
    move_order=MoveOrder.SIMULTANEOUS,
    battle_blocks_move=True,
    cancel_if_engaged=True,
    spirit_form_follows_master=True,
    move_action_orders=("move", "flee", "pursue"),
    scout=SCOUT,
    meetings=MEETINGS,
    flee=FLEE_RULES,
    search=None,
    late_entrant=LATE_ENTRANT,
    rule="valor 001:L5, L25, L81, L107",
    cancel_rule="valor 001:L5, L81",
    late_entrant_rule="valor 001:L75-79, L85, L107",
)
"""Up to two locations along a route, the shortest by default; no out-and-back in one turn;
a one-location move may wait for the second half (001:L5). A Servant in Spirit Form moves only with
its Master (001:L25). Teams in a fight leave only by fleeing: a fight between teams already together
'makes it impossible for either team to leave their current location through regular movement'
(001:L81), and fugitives move only to their escape destination (001:L107).

``cancel_if_engaged`` is True: a delayed second-half move 'will be skipped in the case of a hostile
player starting a battle upon arriving' (001:L5), and a fight started in place stops regular
movement (001:L81)."""
