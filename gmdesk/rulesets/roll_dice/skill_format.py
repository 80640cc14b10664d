"""Fate/roll dice skills as the sheet template writes them (004:L1536-1560): 「スキル名:ランク」 and a line
of effect details, usage limits, risks and '+'/'−' conditions; the FP a level costs (L928)."""

from __future__ import annotations

from gmdesk.messages import Message
from gmdesk.rulesets.sheetformat import SkillField, SkillFormat

from . import tables as T

SKILL_FORMAT = SkillFormat(
    fields=(
        SkillField("name", Message("Name (スキル名)")),
        SkillField("rank", Message("Rank (ランク)"), rank=True, help="up to three '+' or '−' (L914)"),
        SkillField("type", Message("Kind"), choices=("Class skill", "Personal skill", "Noble Phantasm", "Equipment", "Passive",
                                            "Support"),
                   help="【クラス別スキル】, 【固有スキル】, 【宝具】 (L1547-L1560)"),
        SkillField("fp", Message("FP per level"), aliases=("fp per level",),
                   help="1 to 6 a level; 0 or negative for some skills; EX costs 3× for that step (L928-L933)"),
        SkillField("description", Message("Effect (効果詳細)"), aliases=("desc", "text", "effect"), long=True),
        SkillField("limits", Message("Usage limits (使用制限)"), long=True),
        SkillField("risks", Message("Risks (使用リスク)"), long=True),
        SkillField("conditions", Message("+/− conditions"), long=True, help="written on the sheet (L915)"),
    ),
    rule=T.cite("L917-L951, L1536-L1560"),
    flags={"revealed": Message("its Master's player has seen it used in a check (table of L590 in the summary)"),
           "hidden": Message("kept secret by the GM")},
)
