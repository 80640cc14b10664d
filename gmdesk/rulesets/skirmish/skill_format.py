"""Skirmish skills (002:L18, L64-68, L159; checklist R2 (l)): rank, physical or magical, support or
offensive, Noble Phantasm, and whether it can strike Masters."""

from __future__ import annotations

from gmdesk.messages import Message
from gmdesk.rulesets.sheetformat import SkillField, SkillFormat

DOC = "skirmish 002"

SKILL_FORMAT = SkillFormat(
    fields=(
        SkillField("name", "Name"),
        SkillField("rank", "Rank", rank=True, help="'+' multiplies damage ×2, ×3, ×4 (002:L159)"),
        SkillField("type", "Type", choices=("Support", "Offensive", "Noble Phantasm", "Passive"),
                   help="support skills and offensive skills act in their own steps (002:L64-66)"),
        SkillField("nature", "Physical or magical", choices=("Physical", "Magical"),
                   help="physical skills read the STR table, magical ones the MAG table (002:L159)"),
        SkillField("cost", "Cost"),
        SkillField("description", "Description", aliases=("desc", "text"), long=True),
    ),
    rule=f"{DOC}:L18, L64-68, L159",
    flags={"hits_masters": Message("a skill that specifically can strike Masters ({rule})", rule=f"{DOC}:L18")},
)
