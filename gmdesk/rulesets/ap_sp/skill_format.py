"""The ap-sp SKILL FORMAT (000:L283-329) as the sheet editor's columns and the printed skill block."""

from __future__ import annotations

from gmdesk.messages import Message
from gmdesk.rulesets.sheetformat import SkillField, SkillFormat

from .skills import FIELDS, SKILL_RULE

_TYPES = ("Instant", "Support", "Anti-Personnel", "Anti-Army", "Anti-Location", "Prepared", "Passive",
          "Surprise Attack", "Summoning", "Bounded Field", "Reality Marble", "Noble Phantasm", "Basic Attack")
"""000:L311-317 and the types its examples use (checklist R0 (l))."""

_HELP = {
    "Damage": "'25 Physical', '10 Long-ranged', '30 Magical, Stun 1', '3x10 Physical' (000:L247-270, L337-339)",
    "Cost": "'1 AP', '1 SP', '50 Mana', '1 Move Action', 'Full Turn', '10 Mana per Turn' (000:L230-236, L325)",
    "Requirements": 'free text; "Skill" must be active. is checked (000:L783)',
    "Duration": "'3 Turns', '3' or 'Indefinite' (000:L642)",
    "Type of Target": "[Any], [Location], [Self], [Contracted Partner] (000:L286-302)",
}

SKILL_FORMAT = SkillFormat(
    fields=tuple(
        SkillField(
            key,
            aliases=tuple(a for a in aliases if a != key.casefold()),
            long=key in ("Description", "Requirements"),
            rank=key == "Rank",
            choices=_TYPES if key == "Type" else (),
            help=_HELP.get(key, ""),
        )
        for key, aliases in FIELDS.items()
    ),
    rule=SKILL_RULE,
    progressions=True,
    flags={
        "basic": Message("the Basic Attack, listed apart from the skills (000:L267)"),
        "hits_masters": Message("specifically inflicts damage on Masters: no Servant protection (000:L26)"),
        "Treats": Message("treats its targets: removes every negative status (000:L350)"),
    },
)
