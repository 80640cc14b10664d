"""The three rank tables of "The True Holy Grail War" (003 §VII), copied verbatim.

Percentages are stored as the printed numbers: ``5`` means 5 %. A formula divides by 100 where
it needs a fraction (``damage × (1 − defence / 100)``), and its explanation prints the percent sign.

Every column ends with "Each + is worth an additional …", so ``+`` is a fixed step from the
letter's row (``subrank_step``). No ``-`` subranks exist (GAP I3.7): the tables give no
``minus_step`` and the rank policies refuse ``-``.
"""

from __future__ import annotations

from gmdesk.rulesets.scores import RankTable

RULE = "true-hgw 003 §VII"

ATTACK_DAMAGE = RankTable(
    name="attack damage",
    stats=("STR", "MAG"),
    values={"E": 8, "D": 16, "C": 24, "B": 32, "A": 40, "EX": 50},
    rule=RULE,
    subrank_step=3,
    note="An attack's damage by the attack's rank; 'Each + is worth an additional 3 damage'. "
         "Basic attacks use STR (melee), MAG (magic) or the higher of both (projectile).",
)

DEFENCE_VALUE = RankTable(
    name="defence value %",
    stats=("END", "MAG"),
    values={"E": 5, "D": 10, "C": 15, "B": 20, "A": 25, "EX": 32},
    rule=RULE,
    subrank_step=2,
    note="Percent of damage removed (5 means 5 %); 'Each + is worth an additional 2%'. END "
         "against melee, MAG against magic, the higher of both against projectiles.",
)

EVASION_VALUE = RankTable(
    name="LCK evasion value %",
    stats=("LCK",),
    values={"E": 4, "D": 9, "C": 15, "B": 22, "A": 30, "EX": 40},
    rule=RULE,
    subrank_step=2,
    note="Percent (4 means 4 %); 'Each + is worth an additional 2%'. Also converts an attack's "
         "rank 'as LCK value' in the dodge formula.",
)

TABLES = {
    "attack": ATTACK_DAMAGE,
    "defence": DEFENCE_VALUE,
    "evasion": EVASION_VALUE,
}
