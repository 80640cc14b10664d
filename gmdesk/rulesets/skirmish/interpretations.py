"""Readings of what the skirmish War (document 002) leaves open (checklist I2.x, R2).

House rules: 002 has no movement rules at all. move-range, movement-phase, scout-range,
flee-destination and flee-when (and the GM's call on scout detection) are gmdesk's house rules,
marked "not in the document" with a one-line reason for each default (HOUSE_RULES). "Move order"
in 002:L54 and L62 is the order of actions in battle, not map movement.

002 has no map movement, flee destination or scouting detection (GAP I2.9); the options below
let a GM choose, with the most literal or least inventive reading as the default.
"""

from __future__ import annotations

from gmdesk.rulesets.descriptions import Interpretation

MOVE_RANGE = Interpretation(
    key="move-range",
    title="How far a character moves in one turn (house rule, not in the document)",
    source="I2.9; 002 has no map movement rule (R2 (e)); house rule, not in the document",
    question="002 gives no distance, adjacency or route rule. Where may a character move in a turn?",
    default="adjacent",
    options={
        "adjacent": "to a location linked to its own",
        "anywhere": "to any location on the map",
    },
    labels={"adjacent": "to a linked location", "anywhere": "anywhere on the map"},
)

MOVEMENT_PHASE = Interpretation(
    key="movement-phase",
    title="When map movement happens (house rule, not in the document)",
    source="I2.9; 002:L29, L62-64 (no movement phase described)",
    question="002 orders only the battle (002:L64). Does map movement come before the battle or after it?",
    default="before-battle",
    options={
        "before-battle": "move and scout first; battles follow where enemies meet",
        "after-battle": "battles first; moves after the fleeing step",
    },
    labels={"before-battle": "before battles", "after-battle": "after battles"},
)

SCOUT_RANGE = Interpretation(
    key="scout-range",
    title="Where a scouting Servant may look (house rule, not in the document)",
    source="I2.9; 002:L8",
    question="'Servants can leave their Master to scout out enemy positions' gives no range. Which "
             "locations can a Servant scout?",
    default="adjacent",
    options={
        "adjacent": "a location linked to the Servant's own",
        "any": "any location on the map",
    },
    labels={"adjacent": "a linked location", "any": "any location"},
)

FLEE_DESTINATION = Interpretation(
    key="flee-destination",
    title="Where a fugitive goes (house rule, not in the document)",
    source="I2.9; 002:L72",
    question="A fleeing Servant acts 'absolutely last in the turn order', but 002 does not say where it goes.",
    default="adjacent",
    options={
        "adjacent": "to a location linked to the battle's location",
        "anywhere": "to any location on the map",
    },
    labels={"adjacent": "to a linked location", "anywhere": "anywhere on the map"},
)

FLEE_WHEN = Interpretation(
    key="flee-when",
    title="From which battle turn fleeing is allowed (house rule, not in the document)",
    source="I2.9; 002:L62-64, L72",
    question="Fleeing is the last step of the battle order (002:L64); 002 sets no earliest battle turn.",
    default="any",
    options={
        "any": "in any battle turn, the first one included",
        "second": "from the second battle turn on",
    },
    labels={"any": "any battle turn", "second": "from the second turn"},
)

COMMAND_SPELL_ORDER = Interpretation(
    key="command-spell-order",
    title="Command Spells and the skirmish",
    source="R2 (c); 002:L29, L57, L62-64",
    question="Command Spells 'precede all moves in the turn order' (002:L29), but 'After the "
             "skirmish, the battle begins' with Command spell first (002:L62-64). Before or after the skirmish?",
    default="after-skirmish",
    options={
        "after-skirmish": "the skirmish opens the battle; Command Spells head the battle order (002:L62-64)",
        "before-skirmish": "Command Spells come before the skirmish (002:L29)",
    },
    labels={"after-skirmish": "after the skirmish", "before-skirmish": "before the skirmish"},
)

AGI_PLUS_TIEBREAK = Interpretation(
    key="agi-plus-tiebreak",
    title="Agility '+' in the move order",
    source="I2.5; 002:L54, L138",
    question="Move order is by Agility, then Luck, then random; \"'+'s have no effect on these "
             "values\". Does an Agility '+' break a tie on the Agility value before Luck?",
    default="no",
    options={
        "no": "only the AGI value counts; ties go to Luck, then to a random draw",
        "yes": "on equal AGI values, more '+' acts first, before Luck is compared",
    },
    labels={"no": "the AGI value only", "yes": "more '+' first"},
)

MASTER_AGI_PLUS = Interpretation(
    key="master-agi-plus",
    title="A Master's Agility '+'",
    source="I2.5; 002:L70",
    question="'Masters do not benefit from '++' or '+++' Agility': does a Master's single '+' count?",
    default="one",
    options={
        "one": "a Master's '+' counts once; '++' and '+++' count as one",
        "none": "a Master's '+' never counts",
    },
    labels={"one": "counts once", "none": "never counts"},
)

SKILL_PLUS = Interpretation(
    key="skill-plus",
    title="Where the STR/MAG '+' multiplier applies",
    source="I2.1; 002:L94, L127, L159",
    question="STR '+' multiplies damage 'in skirmishes or by regular attacks' and a skill's '+' "
             "multiplies skill damage. Does the user's STR/MAG '+' also multiply skill damage?",
    default="attacks-only",
    options={
        "attacks-only": "the user's '+' multiplies skirmish and regular attacks; a skill's own '+' multiplies the skill",
        "skills-too": "the user's '+' also multiplies the damage of the user's skills",
    },
    labels={"attacks-only": "attacks only", "skills-too": "skills too"},
)

CHANCE_CAP = Interpretation(
    key="chance-cap",
    title="Dodge and critical chances above 100 %",
    source="I2.2; 002:L82, L84",
    question="(AGI difference) × (LCK difference) can pass 1 with EX '+' or buffs (4 × 0.26 = 1.04).",
    default="cap",
    options={
        "cap": "a chance above 1 is certain (1)",
        "gm": "the GM rules on each chance above 1",
    },
    labels={"cap": "certain above 100 %", "gm": "the GM rules on each"},
)

COUNTER_BASE = Interpretation(
    key="counter-base",
    title="The 80 % counter-attack",
    source="I2.4; 002:L57",
    question="A counter-attack 'does 80% the normal damage of the attack': of the counter-attacker's "
             "own melee attack, or of the hit it answers?",
    default="own",
    options={
        "own": "80 % of the counter-attacker's own normal melee damage",
        "incoming": "80 % of the damage of the hit it answers",
    },
    labels={"own": "its own melee damage", "incoming": "the hit it answers"},
)

NP_CLASH = Interpretation(
    key="np-clash",
    title="Noble Phantasm clash",
    source="I2.3; 002:L76",
    question="Clashing NPs are each 'reduced by the damage of the other'; is the stronger NP's "
             "damage exactly the difference?",
    default="difference",
    options={
        "difference": "stronger minus weaker; equal NPs both do 0",
    },
    labels={"difference": "stronger minus weaker"},
)

RANK_UP_PLUSES = Interpretation(
    key="rank-up-pluses",
    title="Pluses under Fight Harder and Quit Holding Back",
    source="I2.7; 002:L31, L35, L86",
    question="'+1 rank' on a stat with '+': do the pluses carry over (B+ → A+), and what of B+++ "
             "under Quit Holding Back (A with four '+', above the cap of 002:L86)?",
    default="keep",
    options={
        "keep": "pluses carry over, and the total stays within 3 '+' (002:L86)",
        "drop": "the raised stat keeps only the pluses the spell itself gives",
    },
    labels={"keep": "pluses carry over", "drop": "the spell's pluses only"},
)

RANK_UP_EX = Interpretation(
    key="rank-up-ex",
    title="Fight Harder and Quit Holding Back on EX",
    source="I2.7; 002:L31, L35",
    question="The spells name A-rank stats but not EX ones.",
    default="none",
    options={
        "none": "EX is unchanged (no higher rank, no EX+ rows in the END table)",
    },
    labels={"none": "EX unchanged"},
)

MULTI_SERVANT_REGEN = Interpretation(
    key="multi-servant-regen",
    title="Whose regeneration several Servants cut",
    source="I2.8; 002:L26",
    question="'With two Servants, his mana regeneration is halved…': the Master's own mana "
             "regeneration, or that of the Servants?",
    default="master",
    options={
        "master": "the Master's own mana regeneration",
        "servants": "the mana regeneration of the Servants he supplies",
    },
    labels={"master": "the Master's own", "servants": "the Servants' regeneration"},
)

SKIRMISH_TARGET = Interpretation(
    key="skirmish-target",
    title="Whom a skirmish attack strikes",
    source="002:L57 ('Servants take turns delivering a melee attack') names no target",
    question="In a skirmish with several hostile Servants, whom does each Servant's melee attack strike?",
    default="order-else-first",
    options={
        "order-else-first": "the hostile Servant its own attack order this turn targets, else the first "
                            "hostile Servant in Agility order",
        "first": "always the first hostile Servant in Agility order",
    },
    labels={"order-else-first": "its order's target, else first", "first": "the first by Agility"},
)

SKILL_NATURE = Interpretation(
    key="skill-nature",
    title="A damaging skill whose sheet does not say physical or magical",
    source="002:L78 ('If the skill is physical in nature ... If the skill is magical')",
    question="A sheet's offensive skill or NP does not say whether it is physical or magical. Which formula?",
    default="physical",
    options={
        "physical": "the STR column and the enemy's END reducer",
        "magical": "the MAG column and the enemy's Magical Defense reducer",
    },
    labels={"physical": "as physical", "magical": "as magical"},
)

COMMAND_SPELL_REACH = Interpretation(
    key="command-spell-reach",
    title="Where a Command Spell reaches (not in the document)",
    source="not in the document; 002:L29-45 give no range ('Come Here' summons 'from any location', L41)",
    question="002 puts no range on Command Spells. Must the Servant stand in its Master's location?",
    default="anywhere",
    options={
        "anywhere": "no: the Servant may be anywhere (Return to spirit form still needs it with its Master, "
                    "002:L6)",
        "same-location": "yes, as in other Wars: every spell but Come Here (002:L41) needs the Servant in "
                         "its Master's location",
    },
    labels={"anywhere": "the Servant anywhere", "same-location": "the Servant beside its Master"},
)

SURPRISE_DETECTED = Interpretation(
    key="surprise-detected",
    title="What a detected surprise attack does (not in the document)",
    source="not in the document; 002:L74 says only what an undetected Assassin does (not among the checklist's "
           "gaps I2.x)",
    question="'if not detected due to a familiar or similar skill, Assassin strikes before all actions except for "
             "command spells' (002:L74): 002 does not say what a detected Assassin's attack does.",
    default="in-order",
    options={
        "in-order": "it is no surprise: Assassin makes it as a regular melee attack at its own place in the battle "
                    "order (Servant offensive skills / basic attacks, 002:L64, L68)",
        "fails": "it fails, and no battle starts from it, as an ap-sp Surprise Attack 'Fails if a target detects "
                 "the user' (000:L314)",
    },
    labels={"in-order": "attacks in its place", "fails": "the attack fails"},
)

HOUSE_RULES = {
    MOVE_RANGE.key: "not in the document: 002 has no map movement; adjacent is the smallest step a map allows",
    MOVEMENT_PHASE.key: "not in the document: characters must meet before a battle can begin, so moves come first",
    SCOUT_RANGE.key: "not in the document: a scout looks next door, as a move goes next door",
    FLEE_DESTINATION.key: "not in the document: a fugitive runs to the next location, as a move does",
    FLEE_WHEN.key: "not in the document: 002 names no earliest battle turn for fleeing, so none is imposed",
}
"""The movement gmdesk uses for skirmish wars: house rules the GM picks when creating the war."""

ALL = (
    MOVE_RANGE,
    MOVEMENT_PHASE,
    SCOUT_RANGE,
    FLEE_DESTINATION,
    FLEE_WHEN,
    COMMAND_SPELL_ORDER,
    AGI_PLUS_TIEBREAK,
    MASTER_AGI_PLUS,
    SKILL_PLUS,
    CHANCE_CAP,
    COUNTER_BASE,
    NP_CLASH,
    RANK_UP_PLUSES,
    RANK_UP_EX,
    MULTI_SERVANT_REGEN,
    SKIRMISH_TARGET,
    SKILL_NATURE,
    COMMAND_SPELL_REACH,
    SURPRISE_DETECTED,
)
