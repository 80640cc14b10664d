"""Valor skills: the document gives no formal format (checklist R1 (l)); these are the fields its text uses."""

from __future__ import annotations

from gmdesk.rulesets.sheetformat import SkillField, SkillFormat

SKILL_FORMAT = SkillFormat(
    fields=(
        SkillField("name", "Name"),
        SkillField("rank", "Rank", rank=True),
        SkillField("type", "Type", choices=("Support", "Offensive", "Noble Phantasm (Support)",
                                            "Noble Phantasm (Offensive)", "Passive"),
                   help="support or offensive skill, or a Noble Phantasm of either (001:L39, L53)"),
        SkillField("cost", "Mana cost", aliases=("mana",), help="the Mana written in brackets after the name"),
        SkillField("target", "Target", aliases=("targets",), choices=("Anti-Personnel", "Anti-Army", "Self", "Ally"),
                   help="one target or an area (AoE, 001:L39)"),
        SkillField("damage", "Damage", help="the stat it uses (STR or MAG), its range (melee, ranged, "
                                            "long-range) and keywords such as 'unreducable' (001:L57, L77)"),
        SkillField("description", "Description", aliases=("desc", "text"), long=True),
    ),
    rule="valor 001 (no formal skill format: checklist R1 (l))",
)
