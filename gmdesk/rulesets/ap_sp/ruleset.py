"""The ap-sp ruleset (document ap-sp.000, Sceptilesolarbeam's 20-character War)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from gmdesk.model.ranks import Rank
from gmdesk.rulesets.base import Check, Phase, Ruleset

from . import detection, ranking
from .interpretations import ACT_NA, FLEE_TIMING, INTERPRETATIONS, TWO_FULL_RANKS
from .movement import MOVEMENT
from .phases import PHASES, phases_with_flee_timing
from .sheet import CLASSES, POOLS, STATS
from .tables import TABLES

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.model.character import Character
    from gmdesk.model.war import War

NOTES: tuple[str, ...] = (
    "Subranks: the maximum count is a GAP (checklist R0 (a)). The rank policy, with no interpretation, "
    "accepts up to three '+' or three '-' on STR, END, MAE, MAR, AGI, LCK and NP, the most the document "
    'writes ("D---", 000:L824).',
    "EX subranks: a GAP (checklist R0 (a)). EX takes subranks here: the 0.03 step is written under every "
    'table, EX rows included (000:L75-135), and "Kill them no matter what!" gives "1 positive subrank to all '
    'their stats" (000:L379), so EX+ must exist (STR EX+ = 1.33).',
    'ACT: N/A, E, D, C, B, A, EX; "This skill cannot gain subranks." (000:L152-166). A sheet without ACT is '
    "read as N/A.",
    "AGI and LCK have no numeric table; they are only compared (000:L140, L145, L416).",
    "Turn order: AGI, AGI subranks, LCK, LCK subranks; still tied: simultaneous. No random tie-break "
    "(000:L416).",
    'The Movement Phase is simultaneous: "All characters move simultaneously" (000:L520) is specific to it, '
    "although L416 orders every phase by AGI and L437 names only Daily Move, Initial and Instant as simultaneous.",
    'Pursuit exists only through the Command Spell "You can\'t escape!" (000:L393), so FleeRules.pursuit is None.',
    'The MAR paragraph says "used for each rank in MAE" (000:L120): a heading typo, the table is MAR\'s (I0.11).',
    "Whether familiars get a Move Action is a GAP: 000:L236 names only Masters and Servants.",
)


class ApSpRuleset(Ruleset):
    """AP/SP economy, 11 phases, ACT scouting (ap-sp.000)."""

    id = "ap-sp"
    title = "AP/SP War (Sceptilesolarbeam, 20 characters)"
    document = "ap-sp.000_60865a6a390f5f4e.txt"
    summary = ("20 characters, 10 Servant classes; AP/SP, Turn and Move Actions; 11 phases per Turn with a "
               "Daily Move (scouting) and a second combat round; coefficient stats with 0.03 subranks; ACT "
               "decides scout detection")
    kinds = ("master", "servant", "familiar")
    stats = STATS
    pools = POOLS
    tables = TABLES
    phases = PHASES
    interpretations = INTERPRETATIONS
    movement = MOVEMENT
    initiative_rule = ranking.INITIATIVE_RULE
    initiative_tie = "simultaneous"
    classes = CLASSES
    notes = NOTES

    def phases_for(self, war: "War") -> tuple[Phase, ...]:
        """The 11 phases; with flee-timing=end-of-turn, fleeing moves to a last step (I0.7; 000:L512)."""
        return phases_with_flee_timing(self.phases, self.choice(war, FLEE_TIMING))

    def initiative_key(self, ch: "Character", war: "War") -> tuple:
        """AGI, AGI subranks, LCK, LCK subranks; greater acts first (000:L416)."""
        return ranking.initiative_key(ch)

    def explain_initiative(self, ch: "Character", war: "War") -> str:
        return ranking.explain_initiative(ch)

    def scout_detection(self, scout: "Character", observers: list["Character"], war: "War") -> list[tuple[list[str], Check]]:
        """Per observer, certain: detected iff observer ACT ≥ scout ACT (000:L471; act-na, I0.12)."""
        return detection.scout_detection(scout, observers, self.choice(war, ACT_NA))

    def more_than_two_ranks(self, a: Rank, b: Rank, war: "War | None" = None, stat: str = "") -> Check:
        """Whether ``a`` is "greater than two full ranks" above ``b``, or EX against non-EX (000:L140, L145;
        interpretation two-full-ranks, I0.5)."""
        return ranking.more_than_two_ranks(a, b, self.choice(war, TWO_FULL_RANKS), stat)


RULESET = ApSpRuleset()
