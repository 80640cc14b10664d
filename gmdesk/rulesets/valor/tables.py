"""Valor's rank tables, copied verbatim from the document (valor 001:L125-223).

The rows below are the document's own lines, decimal commas included, so that a reader can lay
them next to the source and compare. :func:`decimal_comma` turns ``"1,07"`` into ``1.07``.
Every row is listed; no table uses ``subrank_step``, because the steps follow no formula
(checklist I1.2), and the oddity AGI C+++ = 5,99 (I1.1) is kept as printed.
"""

from __future__ import annotations

from gmdesk.rulesets.scores import RankTable

DOCUMENT = "valor 001"

# 001:L125-146 "Rank Base damage Multiplier"
STR_ROWS = """\
E 10 1,0
E+ 15 1,07
E++ 20 1,14
E+++ 25 1,21
D 20 1,1
D+ 30 1,17
D++ 40 1,25
D+++ 50 1,33
C 30 1,2
C+ 45 1,28
C++ 60 1,37
C+++ 75 1,46
B 40 1,3
B+ 60 1,39
B++ 80 1,48
B+++ 100 1,58
A 50 1,4
A+ 75 1,49
A++ 100 1,59
A+++ 125 1,7
EX 200 2,0
"""

# 001:L150-171 "Rank Multiplier"
END_ROWS = """\
E 1,0
E+ 0,94
E++ 0,88
E+++ 0,82
D 0,9
D+ 0,84
D++ 0,79
D+++ 0,74
C 0,8
C+ 0,75
C++ 0,70
C+++ 0,66
B 0,7
B+ 0,66
B++ 0,62
B+++ 0,58
A 0,6
A+ 0,56
A++ 0,53
A+++ 0,49
EX 0,3
"""

# 001:L177-198 "Rank Value"
AGI_ROWS = """\
E 1,0
E+ 1,33
E++ 1,66
E+++ 1,99
D 1,5
D+ 2,0
D++ 2,5
D+++ 3,0
C 2,5
C+ 3,33
C++ 4,16
C+++ 5,99
B 4,0
B+ 5,32
B++ 6,64
B+++ 7,96
A 6,0
A+ 7,98
A++ 9,96
A+++ 11,94
EX 15,0
"""

# 001:L202-223 "Rank Value"
LCK_ROWS = """\
E 1,0
E+ 1,3
E++ 1,6
E+++ 1,9
D 1,75
D+ 2,28
D++ 2,81
D+++ 3,34
C 3,0
C+ 3,9
C++ 4,8
C+++ 5,7
B 4,75
B+ 6,18
B++ 7,61
B+++ 9,04
A 7,25
A+ 9,43
A++ 11,61
A+++ 13,79
EX 15,0
"""


def decimal_comma(text: str) -> float:
    """A number as the document prints it: ``"1,07"`` is 1.07, ``"200"`` is 200 (001 uses commas)."""
    return float(text.replace(",", "."))


def column(rows: str, index: int) -> dict[str, float]:
    """Rank → number from one column of a verbatim block (column 1 is the first number)."""
    out: dict[str, float] = {}
    for line in rows.splitlines():
        cells = line.split()
        if cells:
            out[cells[0]] = decimal_comma(cells[index])
    return out


STR_BASE = RankTable(
    name="STR base damage",
    stats=("STR", "MAG"),
    values=column(STR_ROWS, 1),
    rule="valor 001:L123-146",
    note="Base value of normal attacks (001:L91); the offensive side of MAG uses the same values "
    "(001:L173). Not monotonic across letters: E+++ 25 > D 20 (I1.3).",
)

STR_MULTIPLIER = RankTable(
    name="STR multiplier",
    stats=("STR", "MAG"),
    values=column(STR_ROWS, 2),
    rule="valor 001:L123-146",
    note="Attacker multiplier of offensive skills and Noble Phantasms (001:L95); the offensive side "
    "of MAG uses the same multipliers (001:L173). Steps are irregular (I1.2).",
)

END_MULTIPLIER = RankTable(
    name="END multiplier",
    stats=("END", "MAG"),
    values=column(END_ROWS, 1),
    rule="valor 001:L148-171",
    note="Defender multiplier against STR attacks (001:L148); the defensive side of MAG reduces "
    "magical damage with the same multipliers (001:L173). Steps are irregular (I1.2); "
    "E+++ 0,82 protects less than D 0,9 (I1.3).",
)

AGI_VALUE = RankTable(
    name="AGI value",
    stats=("AGI",),
    values=column(AGI_ROWS, 1),
    rule="valor 001:L175-198",
    note="Used for dodging (001:L105, L175), not for acting order, which goes by letter first "
    "(001:L89). C+++ is printed 5,99, where the C step of 0,83 predicts 4,99 (I1.1; "
    "interpretation agi-c-triple-plus).",
)

LCK_VALUE = RankTable(
    name="LCK value",
    stats=("LCK",),
    values=column(LCK_ROWS, 1),
    rule="valor 001:L200-223",
    note="Used for dodging (001:L105, L200), scout evasion (001:L200) and the average LCK of "
    "Crossing and Sighting (001:L109-111). E+++ 1,9 > D 1,75 (I1.3).",
)

TABLES: dict[str, RankTable] = {
    "str_base": STR_BASE,
    "str_multiplier": STR_MULTIPLIER,
    "end_multiplier": END_MULTIPLIER,
    "agi_value": AGI_VALUE,
    "lck_value": LCK_VALUE,
}
"""Table keys as the ruleset exposes them (``RULESET.tables[key]``)."""
