"""The five parameter tables of the skirmish War (document 002), copied verbatim.

Printed oddities are kept: MAG E scores 0 (002:L129), STR and MAG EX jump to 300 (002:L101, L134),
END A+++ is printed ". 45" (002:L124, read as 0.45) and LCK EX is printed "EX 0.25" without the
dash (002:L154). Reducers and Luck are fractions as printed (.99, 0.01).

A '+' on STR or MAG does not change the score; it multiplies the damage by (number of '+') + 1
(002:L94, L127), which :meth:`Skirmish.plus_multiplier` applies. The score tables therefore read a
'+' rank as its letter (``subrank_step=0``), as does AGI, where "'+'s have no effect on these
values" (002:L138). Luck adds .02 per '+' (002:L147). END lists every subrank row (002:L105–125).
"""

from __future__ import annotations

from gmdesk.rulesets.scores import RankTable

STR_SCORE = RankTable(
    name="STR score",
    stats=("STR",),
    values={"E": 10, "D": 20, "C": 30, "B": 40, "A": 50, "EX": 300},
    rule="skirmish 002:L94-101",
    subrank_step=0,
    note="'+' leaves the score unchanged and multiplies the damage ×(n+1) (002:L94). Physical "
         "skills use this column for their rank score (002:L159).",
)

MAG_SCORE = RankTable(
    name="MAG score",
    stats=("MAG",),
    values={"E": 0, "D": 15, "C": 30, "B": 45, "A": 60, "EX": 300},
    rule="skirmish 002:L127-134",
    subrank_step=0,
    note="Magical Energy, one side of MAG. E scores 0 as printed. '+' leaves the score unchanged "
         "and multiplies the damage ×(n+1) (002:L127). Magical skills use this column (002:L159).",
)

END_ROWS = {
    "E": 0.99, "E+": 0.98, "E++": 0.97, "E+++": 0.96,
    "D": 0.95, "D+": 0.93, "D++": 0.91, "D+++": 0.89,
    "C": 0.85, "C+": 0.82, "C++": 0.79, "C+++": 0.76,
    "B": 0.75, "B+": 0.71, "B++": 0.67, "B+++": 0.63,
    "A": 0.6, "A+": 0.55, "A++": 0.5, "A+++": 0.45,
    "EX": 0.3,
}
"""The Endurance rows (002:L105-125); A+++ is printed '. 45' (002:L124). No EX+ rows."""

END_REDUCER = RankTable(
    name="END reducer",
    stats=("END",),
    values=END_ROWS,
    rule="skirmish 002:L103-125",
    note="Damage multiplier against physical attacks. A+++ is printed '. 45' (002:L124). No EX+ rows.",
)

MAGIC_DEFENSE_REDUCER = RankTable(
    name="Magical Defense reducer",
    stats=("MAG",),
    values=END_ROWS,
    rule="skirmish 002:L136",
    note="Magical Defense, the other side of MAG: damage multiplier against magical attacks, 'equal to "
         "those listed for Endurance' (002:L136).",
)

AGI_VALUE = RankTable(
    name="AGI value",
    stats=("AGI",),
    values={"E": 0, "D": 1, "C": 1.5, "B": 2, "A": 2.5, "EX": 4},
    rule="skirmish 002:L138-145",
    subrank_step=0,
    note="Used for move order, dodge and critical chances. \"'+'s have no effect on these values\" "
         "(002:L138); each '+' gives a Servant one extra regular melee attack (002:L70).",
)

LCK_VALUE = RankTable(
    name="LCK value",
    stats=("LCK",),
    values={"E": 0.01, "D": 0.04, "C": 0.08, "B": 0.12, "A": 0.15, "EX": 0.25},
    rule="skirmish 002:L147-154",
    subrank_step=0.02,
    note="Base Luck fractions; 'Each '+' adds .02 to the values'. EX is printed 'EX 0.25' "
         "without the dash (002:L154).",
)

TABLES = {
    "str": STR_SCORE,
    "mag": MAG_SCORE,
    "end": END_REDUCER,
    "magdef": MAGIC_DEFENSE_REDUCER,
    "agi": AGI_VALUE,
    "lck": LCK_VALUE,
}

COUNTER_SHARE = 0.8
"""A counter-attack 'does 80% the normal damage of the attack' (002:L57)."""

CRITICAL_MULTIPLIER = 1.5
"""A critical hit 'multiplies the damage done in attacks by 1.5 after damage calculation' (002:L84)."""

CIVILIAN_MANA = 40.0
"""'Servants restore 40 mana each turn in which they kill a civilian' (002:L16)."""

CONSUMED_MASTER_SHARE = 0.5
"""'A consumed Master restores 50% of the Servant's maximum mana pool' (002:L22)."""

MASTERLESS_LOSS = 0.3
"""'Servants whose Masters are killed will lose 30% of their maximum mana each turn' (002:L12)."""

SPIRIT_FORM_REGEN = 2.0
"""'While in spirit form, their regeneration is doubled' (002:L6)."""

SEVERAL_SERVANTS = {1: 1.0, 2: 0.5, 3: 0.25, 4: 0.0}
"""A Master's mana regeneration with 1-4 Servants: 'halved', 'cut in quarters', 'cannot regenerate'
(002:L26). More than 4: 'he will only be able to allow 4 to regenerate per turn'."""

COMMAND_SPELLS = 3
"""'A Master has access to three command spells, and cannot gain any others' (002:L29)."""
