"""ap-sp readings of the economy's gaps and ambiguities (checklist R0 (i), (j) and I0.15).

Each default is the most literal reading of the document; the war may choose another option under
``settings.interpretations``. The lead adds :data:`ECONOMY_INTERPRETATIONS` to the ruleset's tuple.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from gmdesk.rulesets.descriptions import Interpretation

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.model.war import War

CP_DAMAGE = "cp-damage-counted"
CP_FAMILIARS = "cp-familiars"
CP_WIPE_ORDER = "cp-wipe-order"
SEAL_TEAMS = "seal-teams"
IGM_WEEK = "igm-week"
ITEM_DURATION = "item-duration"
MARBLE_ROUNDS = "marble-rounds"
CONSUME_MASTER_COST = "consume-master-cost"
WAR_END_LONE_MASTERS = "war-end-lone-masters"
CP_POISON = "cp-poison"

ECONOMY_INTERPRETATIONS: tuple[Interpretation, ...] = (
    Interpretation(
        key=CP_DAMAGE,
        title="Which damage the CP formula counts",
        source="I0.15; 000:L249, L527",
        question='"CP Gained = Damage Inflicted + ..." (000:L527): does a killing blow count in full when it '
                 "exceeds the Health left (overkill)? (Intercepted hits count for whoever took them either way: "
                 "the interceptor received them, the attacker inflicted them.)",
        default="as-dealt",
        options={
            "as-dealt": 'every landed hit counts at the damage the formula gave: "Damage Inflicted" is the '
                        "name of the damage formula's result (000:L249), overkill included",
            "health-lost": "only the Health actually lost counts: the overkill of a killing blow (the Health "
                           "below 0 it left) is not counted",
        },
        labels={"as-dealt": "damage as dealt", "health-lost": "Health actually lost"},
    ),
    Interpretation(
        key=CP_POISON,
        title="Whether Poison damage counts as inflicted by the poisoner",
        source="I0.15; 000:L337, L527",
        question='Poison makes "the victim receive Special damage" at the Instant Phase (000:L337), Turns after '
                 'the hit that inflicted it. Does it count in "Damage Inflicted" (000:L527) for the team of the '
                 "character whose attack inflicted the Poison?",
        default="poisoner",
        options={
            "poisoner": "the poisoner inflicted it: it counts as Damage Inflicted for the poisoner's Master (and as "
                        "Damage Received for the victim's)",
            "received-only": "no one inflicted it: it counts only as Damage Received for the victim's Master",
        },
        labels={"poisoner": "the poisoner's", "received-only": "received only"},
    ),
    Interpretation(
        key=CP_FAMILIARS,
        title="Whether familiars' damage earns CP",
        source="I0.15; 000:L525, L527",
        question='CP comes from damage "they and/or any of their partners inflict and/or receive" (000:L525), '
                 "but the formula names only the Master and \"All Their Servants\" (000:L527). Do the team's "
                 "familiars count?",
        default="servants-only",
        options={
            "servants-only": "the formula's terms only: the Master and the Servants contracted with them",
            "with-familiars": "the team's familiars count with the Servants (\"any of their partners\")",
        },
        labels={"servants-only": "Master and Servants only", "with-familiars": "familiars count too"},
    ),
    Interpretation(
        key=CP_WIPE_ORDER,
        title="Whether the seventh Night's own CP survives the wipe",
        source="R0 (i) AMBIG; 000:L525, L536, L559",
        question='CP is gained "at the end of each Turn" (000:L525) and "At the end of every seventh Night, all '
                 "Masters' CP stores will disappear\" (000:L536), after the Seal of the IGM (000:L559). Which "
                 "comes first at the end of a seventh Night?",
        default="gain-first",
        options={
            "gain-first": "the Night's CP is gained, the Seal compares the totals, then every store is wiped",
            "wipe-first": "the Seal compares and the stores are wiped first; the seventh Night's CP is then "
                          "gained and kept",
        },
        labels={"gain-first": "gain, then wipe", "wipe-first": "wipe, then gain"},
    ),
    Interpretation(
        key=SEAL_TEAMS,
        title="Which teams the Seal of the IGM compares",
        source="R0 (i) AMBIG; 000:L530, L559",
        question='"every member of the team(s) with the least available CP will be marked" (000:L559); only '
                 "Masters hold CP (000:L530). Does a team without a living Master (Masterless Servants) "
                 "count, with 0 CP?",
        default="all-teams",
        options={
            "all-teams": "every team with a living member takes part; a team with no living Master has 0 "
                         "available CP",
            "with-master": "only teams with a living Master take part (only Masters hold CP)",
        },
        labels={"all-teams": "every team", "with-master": "teams with a living Master"},
    ),
    Interpretation(
        key=IGM_WEEK,
        title='What "once per week" means for the IGM\'s healing',
        source="R0 (i) GAP; 000:L536, L581",
        question='Fast and True Healing "can be requested only once per week" (000:L581); the document never '
                 "defines a week.",
        default="calendar",
        options={
            "calendar": "weeks of seven Nights as the CP cycle (000:L536): Nights 1-7, 8-14, ...; once in each",
            "rolling": "at least seven Nights between two requests of the same healing",
        },
        labels={"calendar": "calendar weeks", "rolling": "seven Nights apart"},
    ),
    Interpretation(
        key=ITEM_DURATION,
        title="Which Turns an item's duration covers",
        source="R0 (i) GAP; 000:L610, L642",
        question='The Charged Potion "Lasts two Turns" (000:L610) and is used in the Support Phase, after the '
                 "Initial Phase's regeneration; skill durations count the Turn of casting as the first "
                 "(000:L642). Which Turns does the potion cover?",
        default="cast-turn",
        options={
            "cast-turn": "as skill durations (000:L642): the Turn of use and the next; only the next Turn's "
                         "Initial Phase regenerates with it",
            "next-turns": "the two Turns after the Turn of use, so two Initial Phases regenerate with it",
        },
        labels={"cast-turn": "the Turn of use and next", "next-turns": "the two Turns after"},
    ),
    Interpretation(
        key=MARBLE_ROUNDS,
        title="How many combat rounds a Turn in a Reality Marble leaves unused",
        source="R0 (i) AMBIG; 000:L447, L544-546",
        question='"CP Lost = 50 * Number of Successive Combat Rounds Unused" (000:L546): a Turn has two combat '
                 "rounds, but the second is for characters who enter battle after moving (000:L447), which no "
                 "one inside a sealed Marble can do.",
        default="one-per-turn",
        options={
            "one-per-turn": "each Turn without combat inside adds one unused round: 50, 100, 150 ... CP",
            "both-rounds": "each Turn without combat inside adds two unused rounds: 100, 200, 300 ... CP",
        },
        labels={"one-per-turn": "one round a Turn", "both-rounds": "two rounds a Turn"},
    ),
    Interpretation(
        key=CONSUME_MASTER_COST,
        title="What consuming a dying Master costs",
        source="R0 (i) GAP; 000:L551, L554",
        question='Consuming a civilian "has a cost of \'Full Turn\'" (000:L551); consuming a dying qualified '
                 "Master (000:L554) has no stated cost.",
        default="support",
        options={
            "support": "no cost is stated: a Support action with no cost",
            "full-turn": "the same Full Turn as a civilian",
        },
        labels={"support": "a Support action, no cost", "full-turn": "a Full Turn"},
    ),
    Interpretation(
        key=WAR_END_LONE_MASTERS,
        title="Whether Servantless Masters keep the War going",
        source="R0 (j) AMBIG; 000:L25, L358",
        question='"The War ends the moment only one team comprising one Master and exactly one Servant remains '
                 'and the formation of other teams is impossible" (000:L25). When the last Servant is contracted '
                 "with the last team, do living Servantless Masters still count as teams?",
        default="ends",
        options={
            "ends": "no: with no other Servant alive no other team can form, so the War ends",
            "gm": "the GM decides whether those Masters could still form a team",
        },
        labels={"ends": "the War ends", "gm": "the GM decides"},
    ),
)


def interpretation(key: str) -> Interpretation:
    for interp in ECONOMY_INTERPRETATIONS:
        if interp.key == key:
            return interp
    raise KeyError(f"ap-sp economy has no interpretation {key!r}")


def choice(war: "War", key: str) -> str:
    """The option in force: the war's setting, else the default."""
    return war.interpretation(key, interpretation(key).default)


def describe(war: "War", key: str) -> str:
    """``interpretation KEY=CHOICE (meaning)`` for explanations."""
    return interpretation(key).describe(choice(war, key))
