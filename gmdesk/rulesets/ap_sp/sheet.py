"""ap-sp character sheets: stats with their rank policies, number pools, classes (000:L33-222)."""

from __future__ import annotations

from gmdesk.model.ranks import RankPolicy
from gmdesk.rulesets.descriptions import PoolSpec, StatSpec

MAIN_POLICY = RankPolicy(max_plus=3, max_minus=3, ex_subranks=True, allow_na=False, allow_none=False)
"""The main six stats: E..EX with "+" or "-" subranks (000:L75, L824 "D---").

The maximum number of subranks is a GAP (checklist R0 (a)); this policy, with no interpretation,
accepts up to three of either sign, the most the document ever writes (D---, 000:L824).
EX takes subranks (GAP, chosen): the 0.03 step is written under every table, EX rows included,
and "Kill them no matter what!" gives "1 positive subrank to all their stats" (000:L379).
"""

ACT_POLICY = RankPolicy(max_plus=0, max_minus=0, ex_subranks=False, allow_na=True, allow_none=False)
"""ACT: N/A, E, D, C, B, A, EX; "This skill cannot gain subranks." (000:L152-166)."""

NP_POLICY = RankPolicy(max_plus=3, max_minus=3, ex_subranks=True, allow_na=True, allow_none=True)
"""NP: ranks with subranks (000:L171); '-' or N/A for a character with no Noble Phantasm."""

STATS: tuple[StatSpec, ...] = (
    StatSpec("STR", "Strength", MAIN_POLICY,
             "physical damage dealt: Base Damage * (STR - END + 1)", "ap-sp 000:L58-75, L249"),
    StatSpec("END", "Endurance", MAIN_POLICY,
             "resistance to physical damage", "ap-sp 000:L78-95, L249"),
    StatSpec("MAE", "Magical Energy", MAIN_POLICY,
             "magical damage dealt: Base Damage * (MAE - MAR + 1)", "ap-sp 000:L98-115, L261"),
    StatSpec("MAR", "Magical Resistance", MAIN_POLICY,
             "resistance to magical damage", "ap-sp 000:L118-135, L261"),
    StatSpec("AGI", "Agility", MAIN_POLICY,
             "turn order inside a phase; +1 AP when more than two full ranks above the foes (no table)",
             "ap-sp 000:L138-140, L416"),
    StatSpec("LCK", "Luck", MAIN_POLICY,
             "second tie-breaker of turn order; +25% non-Special damage when more than two full ranks "
             "above the target (no table)", "ap-sp 000:L143-145, L416"),
    StatSpec("ACT", "Acuity", ACT_POLICY,
             "detail of information; scouts are detected by characters with equal or higher ACT; "
             "a sheet without ACT is read as N/A", "ap-sp 000:L147-166, L471", required=False),
    StatSpec("NP", "Noble Phantasm", NP_POLICY,
             "overall strength of the Noble Phantasm(s); subranks mean 'not quite the base rank'",
             "ap-sp 000:L169-171", required=False),
)

POOLS: tuple[PoolSpec, ...] = (
    PoolSpec("health", "Health", {"servant": 300, "master": 150, "familiar": None}, "ap-sp 000:L40",
             "0 or below: dead; attacks by a character at 1/3 or less of maximum Health deal 25% less"),
    PoolSpec("mana", "Mana", {"servant": 200, "master": 75, "familiar": None}, "ap-sp 000:L50",
             "a Servant at 0 or below dies; a Master at 0 cannot cast spells"),
    PoolSpec("AP", "Action Points", {"servant": None, "familiar": None, "master": 0}, "ap-sp 000:L230-233",
             "gained at the beginning of each Turn as listed on the sheet; leftovers vanish at the end "
             "of the Turn; Masters have no AP (they get one Turn Action)"),
    PoolSpec("SP", "Support Points", {"servant": None, "familiar": None, "master": 0}, "ap-sp 000:L230-233",
             "1 SP gained at the beginning of each Turn; leftovers vanish at the end of the Turn; "
             "Masters have no SP"),
    PoolSpec("CP", "Combat Points", {"master": None, "servant": 0, "familiar": 0}, "ap-sp 000:L525-536",
             "only Masters hold CP; gained at the end of each Turn; wiped at the end of every seventh Night"),
)

CLASSES: tuple[str, ...] = (
    "Berserker", "Saber", "Lancer", "Rider", "Archer", "Assassin", "Caster",
    "Avenger", "Artillery", "Summoner",
)
"""000:L176-217: the seven usual classes and three added ones."""
