"""Valor's readings of its own ambiguities, contradictions and gaps (checklist I1.x).

Each default is the most literal reading of the document; ``gm`` means the GM is asked.
Ranks, tables, ordering, phases and movement first; then combat, regeneration and valor bookkeeping.
"""

from __future__ import annotations

from gmdesk.rulesets.descriptions import Interpretation

AGI_C_TRIPLE_PLUS = Interpretation(
    key="agi-c-triple-plus",
    title="AGI C+++ value",
    source="I1.1; 001:L186-189",
    question="The AGI table prints C+++ as 5,99, above B (4,0) and B+ (5,32), while the C row "
    "steps by 0,83 (2,5 → 3,33 → 4,16) and predicts 4,99. Which value counts?",
    default="as-printed",
    options={
        "as-printed": "5,99 exactly as the table prints it (001:L189)",
        "pattern": "4,99, the value the C row's step of 0,83 predicts",
    },
    labels={"as-printed": "as printed (5,99)", "pattern": "the row's pattern (4,99)"},
)

DODGE_SCALE = Interpretation(
    key="dodge-scale",
    title="Scale of the dodge chance",
    source="I1.4; 001:L105, L175, L200",
    question="The dodge chance 'is a percentage calculated by dividing the defender's AGI value "
    "through the attacker's, multiplied by the defender's LCK value divided by the attacker's'. "
    "With equal stats the product is 1: is that 1 % or 100 %? (The scout formula multiplies "
    "by 50 explicitly; neither formula has a cap.)",
    default="percent",
    options={
        "percent": "the product is the percentage itself: 1 → 1 % (AGI A/C, LCK B/C → 3.8 %)",
        "fraction": "the product is a probability: 1 → 100 %, capped at 100 %",
        "gm": "the GM rules on each dodge",
    },
    labels={"percent": "the product is a percentage", "fraction": "the product is a probability",
            "gm": "the GM rules on each"},
)

SCOUT_EVADE_CAP = Interpretation(
    key="scout-evade-cap",
    title="Scout evasion above 100 %",
    source="GAP (not in the checklist); 001:L200",
    question="Evasion is 50 × LCK(scout) / average LCK(scouted) %, which passes 100 % once the "
    "scout's LCK is more than twice the average (A vs E: 362.5 %). What happens then?",
    default="clamp",
    options={
        "clamp": "evasion is capped at 100 %: the scout is never detected",
        "gm": "above 100 % the GM decides whether the scout is detected",
    },
    labels={"clamp": "capped at 100 %", "gm": "the GM decides"},
)

CROSSING_TIE = Interpretation(
    key="crossing-tie",
    title="Crossing or Sighting with equal average LCK",
    source="I1.10; 001:L109, L111",
    question="'the team with the highest LCK … will notice the others first' — the document has "
    "no rule for two parties with the same average LCK.",
    default="gm",
    options={
        "gm": "the GM decides who notices whom",
        "both": "both parties notice each other and both get the noticing side's choices",
        "neither": "no one notices first: the parties pass each other with no encounter",
        "random": "a random draw picks the party that notices first",
    },
    labels={"gm": "the GM decides", "both": "both notice", "neither": "no one notices", "random": "random draw"},
)

SIGHTING_SCOUT = Interpretation(
    key="sighting-scout",
    title="Sighting with a scouting Servant",
    source="I1.10; 001:L109, L111",
    question="Sighting ends: 'For Sighting, this includes the case of two teams encountering each "
    "other and one of them being a scouting servant.' Does a Sighting with a scout run like the "
    "Crossing-with-scout rule of 001:L109?",
    default="as-crossing",
    options={
        "as-crossing": "as in Crossing (001:L109): LCK averages compared as usual; a noticing scout "
        "may only ignore or return; a noticed scout may be followed and attacked without the "
        "001:L200 detection roll",
        "detection": "the scouted party detects the scout with the 001:L200 scouting formula "
        "instead of the average-LCK comparison",
        "gm": "the GM rules on each such Sighting",
    },
    labels={"as-crossing": "as in Crossing", "detection": "the scouting formula", "gm": "the GM rules on each"},
)

PURSUIT_TIMING = Interpretation(
    key="pursuit-timing",
    title="When flight and pursuit resolve",
    source="I1.9; 001:L107",
    question="Fleeing is 'the very last event of the turn', the pursuers 'reach their new "
    "locations simultaneously with the fleeing party', yet the fugitives are 'still regarded to "
    "be in their original location' until the next turn. When do fugitives and pursuers arrive?",
    default="end-of-turn",
    options={
        "end-of-turn": "in the flee phase, the last event of this turn; fugitives count as being at "
        "their origin for everything before it",
        "next-movement": "at the start of next turn's movement phase; until then the fugitives stay "
        "at their origin and may only move to the destination they chose",
    },
    labels={"end-of-turn": "at the end of the turn", "next-movement": "next turn's movement"},
)

COMMAND_SPELL_TIMING = Interpretation(
    key="command-spell-timing",
    title="Command Spells before or after movement",
    source="I1.8; 001:L5, L53, L67, L89",
    question="Command Spells are used 'near the beginning of a turn, preceeding the support and "
    "offensive phase of combat' (001:L53), and movement also happens 'At the beginning of every "
    "turn' (001:L5). 'Come to me!' can be 'called to stop another player's attack' (001:L67), "
    "which needs the attack to be known. Which comes first?",
    default="after-movement",
    options={
        "after-movement": "movement, then Command Spells, then support and offence (001:L67, L89)",
        "before-movement": "Command Spells at the very beginning, before movement (001:L53 read "
        "as 'beginning of the turn')",
    },
    labels={"after-movement": "after movement", "before-movement": "before movement"},
)

MASTERLESS_COUNT = Interpretation(
    key="masterless-count",
    title="Counting a Masterless Servant's decline",
    source="I1.14; 001:L27",
    question="The Servant 'loses 40% of its maximum mana every night' 'Starting at the beginning "
    "of the turn after its master is killed'. Is the loss taken at the start of each turn or at "
    "each night's end? (Archer's 3 turns of grace delay both the Mana loss and the loss of "
    "regeneration: 'before the loss of mana and regeneration sets in'.)",
    default="turn-start",
    options={
        "turn-start": "40 % lost at the start of every turn from the turn after the Master's death "
        "(Archer: from the 4th such turn); no regeneration from then on",
        "end-of-turn": "40 % lost at the end of every turn ('every night') from the turn after the "
        "Master's death (Archer: from the 4th such turn)",
    },
    labels={"turn-start": "at each turn's start", "end-of-turn": "at each turn's end"},
)

SKILL_BASE = Interpretation(
    key="skill-base",
    title="Base value of an offensive skill's rank",
    source="I1.5; 001:L95, L125-146",
    question="Offensive skill damage uses 'a base value according to the rank of the skill used', "
    "but the document prints no table of skill base values.",
    default="str-base-column",
    options={
        "str-base-column": "read the skill's rank in the 'Base damage' column of the STR table "
        "(001:L125-146)",
        "gm": "the GM gives the base value of each skill",
    },
    labels={"str-base-column": "the STR table's base damage", "gm": "the GM sets it"},
)

RANK_UP = Interpretation(
    key="rank-up",
    title="'Raised by one rank' below A",
    source="GAP; 001:L55",
    question="'Stop holding back!': 'All stats are raised by one rank'. Is one rank one letter (C+ → B+) "
    "or one subrank (C+ → C++)?",
    default="letter",
    options={
        "letter": "one letter up, the '+' kept (C+ → B+); A or higher follows the 001:L55 conditions",
        "subrank": "one '+' more (C+ → C++), as for ranks of A or higher",
    },
    labels={"letter": "one letter up", "subrank": "one '+' more"},
)

VALOR_HOLDER = Interpretation(
    key="valor-holder",
    title="Who holds a team's valor points",
    source="GAP; 001:L11-13",
    question="Valor is earned per team ('they cannot get more than 1 valor point per turn') but 'All "
    "masters and servants can obtain valor points'. Whose sheet keeps them?",
    default="master",
    options={
        "master": "the team's living Master keeps the team's points (else its first living Servant)",
        "each": "every living Master and Servant of the team gets the team's points",
    },
    labels={"master": "the Master holds them", "each": "every member holds them"},
)

REGEN_BLOCK = Interpretation(
    key="regen-block",
    title="What a 'fight' is for regeneration",
    source="GAP; 001:L23",
    question="Regeneration 'only applies after turns in which the servants have neither been involved in a "
    "fight nor have lost health due to a hostile magical effect' (001:L23). Is a Servant that was only in "
    "a battle's location but never attacked nor hit 'involved'?",
    default="battle",
    options={
        "battle": "any turn spent in a battle (engine flag last_battle_turn) or hit blocks it",
        "hit": "only a turn in which it attacked or was hit blocks it",
    },
    labels={"battle": "any turn in a battle", "hit": "attacked or hit only"},
)

STRIKE_FIRST_SCOPE = Interpretation(
    key="strike-first-scope",
    title="What 'Strike first!' speeds up",
    source="GAP; 001:L59, L91",
    question="'the target's AGI will be raised to EX, but only for their own primary action of this turn's "
    "offensive skill phase' (001:L59). A Servant with AGI '+' has extra normal attacks (001:L91): do they "
    "strike at EX too, or at the Servant's own AGI?",
    default="primary",
    options={
        "primary": "only the Servant's first offensive order of the turn acts at AGI EX; its extra attacks "
        "act at its own AGI",
        "all": "every offensive order of the Servant this turn acts at AGI EX",
    },
    labels={"primary": "the first offensive order only", "all": "every offensive order"},
)

HOSTILE_MAGIC = Interpretation(
    key="hostile-magic",
    title="'Lost health due to a hostile magical effect'",
    source="GAP; 001:L23",
    question="Regeneration applies only after turns in which the Servant has neither 'been involved in a fight "
    "nor … lost health due to a hostile magical effect' (001:L23). The engine does not tell magic from other "
    "harm: which turns count?",
    default="attacked-or-hit",
    options={
        "attacked-or-hit": "a turn in which it attacked or was hit (flags last_attack_turn, last_hit_turn) "
        "blocks regeneration",
        "hit": "only a turn in which it was hit (lost health to another character) blocks it; attacking alone "
        "is the 'fight' of interpretation regen-block",
    },
    labels={"attacked-or-hit": "attacked or hit", "hit": "hit only"},
)

GREAT_MARKET = Interpretation(
    key="great-market-civilians",
    title="Two civilians at the Great Market",
    source="not in the document; 001:L31",
    question="'restore an amount of 30 mana'; 'While it is possible to interact with two civilians at the Great "
    "Market, both consuming one or two of them always takes a full turn' (001:L31). How much do two civilians "
    "restore?",
    default="each",
    options={
        "each": "30 Mana for each civilian: two at the Great Market restore 60",
        "once": "30 Mana however many civilians: the second one changes nothing",
    },
    labels={"each": "30 Mana each", "once": "30 Mana in all"},
)

VALOR_FIGHT = Interpretation(
    key="valor-fight",
    title="Which turns in a fight earn valor",
    source="GAP; 001:L11, L15",
    question="'Every turn a team spends in a fight (including skirmishes), they gain a valor point' (001:L11); 'I "
    "reserve the judgement to not award valor points in such situations' (001:L15). Does a turn in a battle "
    "where nobody of the team attacks or is attacked count?",
    default="battle",
    options={
        "battle": "every turn the team spends in a battle counts, blows or not",
        "blows": "only a turn in which one of the team attacks or is attacked counts",
    },
    labels={"battle": "any turn in a battle", "blows": "a turn with blows only"},
)

SCOUT_FROM_BATTLE = Interpretation(
    key="scout-from-battle",
    title="Scouting from inside a battle",
    source="not in the document; 001:L29, L81",
    question="Servants 'have the option of leaving their master’s current position to scout an area adjacent to "
    "their own' (001:L29); once a fight has begun, it makes 'it impossible for either team to leave their current "
    "location through regular movement' (001:L81). May a Servant in a battle scout?",
    default="allowed",
    options={
        "allowed": "yes: scouting is not regular movement, so a Servant in a battle may scout and come back",
        "refused": "no: a Servant in a battle cannot leave it to scout; its scout order is refused",
    },
    labels={"allowed": "may scout", "refused": "cannot scout"},
)

INTERPRETATIONS: tuple[Interpretation, ...] = (
    AGI_C_TRIPLE_PLUS,
    DODGE_SCALE,
    SCOUT_EVADE_CAP,
    CROSSING_TIE,
    SIGHTING_SCOUT,
    PURSUIT_TIMING,
    COMMAND_SPELL_TIMING,
    MASTERLESS_COUNT,
    SKILL_BASE,
    RANK_UP,
    VALOR_HOLDER,
    REGEN_BLOCK,
    STRIKE_FIRST_SCOPE,
    HOSTILE_MAGIC,
    GREAT_MARKET,
    VALOR_FIGHT,
    SCOUT_FROM_BATTLE,
)
