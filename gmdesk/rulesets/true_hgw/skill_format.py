"""The True Holy Grail War skill format (003 §IX) as the sheet editor's columns and the printed block."""

from __future__ import annotations

from gmdesk.messages import Message
from gmdesk.rulesets.sheetformat import SkillField, SkillFormat

from .skills import RULE

SKILL_FORMAT = SkillFormat(
    fields=(
        SkillField("name", "Name"),
        SkillField("rank", "Rank", rank=True),
        SkillField("type", "Type", choices=("Melee Attack", "Magic Attack", "Projectile Attack", "Free Action",
                                            "Passive Ability", "Support"),
                   help="003 §VII defines the attack types; Free Action costs no standard action (§IX)"),
        SkillField("targets", "Targets", help="'[Enemy] 1', '[Ally/Self] 2', '[Self]' (003 §IX)"),
        SkillField("cost", "Cost", help="'20 Mana', '10 Health', 'None' (003 §IX)"),
        SkillField("upkeep", "Upkeep", help="paid at the beginning of each turn or the skill ends (003 §IX)"),
        SkillField("duration", "Duration", help="turns; decremented in the End Phase (003 §IX)"),
        SkillField("cooldown", "Cooldown", help="turns before it can be cast again (003 §IX)"),
        SkillField("requirements", "Requirements", long=True, help="'X must be active' is checked (003 §IX)"),
        SkillField("effect", "Effect", long=True),
        SkillField("description", "Description", long=True, help="flavour (003 §IX)"),
    ),
    rule=RULE,
    flags={"hidden": Message("a hidden skill or ability: its owner does not see it until unlocked (003 §IX)")},
)
