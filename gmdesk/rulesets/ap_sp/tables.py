"""ap-sp coefficient tables, copied from the document (000:L60-135).

STR, END, MAE and MAR each list one fraction per letter; "Each subrank ("+" or "-") is
equivalent to 0.03 (3%)" is written under every one of the four tables, so ``+`` and ``-``
are a fixed step of 0.03 from the letter's value (B+ = .68, A++ = .91, C-- = .39: 000:L811-867).
AGI and LCK have no table: they are only compared (000:L140, L145, L416).
"""

from __future__ import annotations

from gmdesk.rulesets.scores import RankTable

SUBRANK_STEP = 0.03
"""000:L75, L95, L115, L135: "Each subrank ("+" or "-") is equivalent to 0.03 (3%)."""

STR_VALUES = {"E": 0.05, "D": 0.25, "C": 0.45, "B": 0.65, "A": 0.85, "EX": 1.30}
END_VALUES = {"E": 0.05, "D": 0.25, "C": 0.45, "B": 0.65, "A": 0.85, "EX": 1.20}
MAE_VALUES = {"E": 0.05, "D": 0.25, "C": 0.45, "B": 0.65, "A": 0.85, "EX": 1.30}
MAR_VALUES = {"E": 0.05, "D": 0.25, "C": 0.45, "B": 0.65, "A": 0.85, "EX": 1.20}

_STEP_NOTE = 'each subrank ("+" or "-") is 0.03; EX takes subranks too (see the ruleset notes)'

TABLES: dict[str, RankTable] = {
    "STR": RankTable(
        name="STR", stats=("STR",), values=STR_VALUES, rule="ap-sp 000:L60-75",
        subrank_step=SUBRANK_STEP, minus_step=SUBRANK_STEP, note=_STEP_NOTE,
    ),
    "END": RankTable(
        name="END", stats=("END",), values=END_VALUES, rule="ap-sp 000:L80-95",
        subrank_step=SUBRANK_STEP, minus_step=SUBRANK_STEP, note=_STEP_NOTE,
    ),
    "MAE": RankTable(
        name="MAE", stats=("MAE",), values=MAE_VALUES, rule="ap-sp 000:L100-115",
        subrank_step=SUBRANK_STEP, minus_step=SUBRANK_STEP, note=_STEP_NOTE,
    ),
    "MAR": RankTable(
        name="MAR", stats=("MAR",), values=MAR_VALUES, rule="ap-sp 000:L120-135",
        subrank_step=SUBRANK_STEP, minus_step=SUBRANK_STEP,
        note=_STEP_NOTE + '; the document heads this table "used for each rank in MAE" (000:L120), '
        "a typo: it is the MAR table (checklist I0.11)",
    ),
}
