"""The names gmdesk's rulesets give the statuses they make, said in the reader's language (no Qt).

A status's name is stored as English text (the war file, the events): true-hgw's Cooldown of a skill is
"Clapper of the Ninth Bell (Cooldown)" (003 §IX). Where a status is shown to someone (an update, a printed
sheet), :func:`status_said` gives such a name back as a :class:`~gmdesk.messages.Message`, so a Japanese
reader reads 「Clapper of the Ninth Bell（再使用待ち）」; any other name is kept as it is.
"""

from __future__ import annotations

from gmdesk.messages import Listing, Message

COOLDOWN = "{skill} (Cooldown)"
"""The name of a skill's Cooldown, the skill's name kept as written."""

_SUFFIX = COOLDOWN.format(skill="")


def cooldown_name(skill: str) -> str:
    """The status that counts ``skill``'s Cooldown down (English, as stored)."""
    return COOLDOWN.format(skill=skill)


def status_said(name: str) -> str:
    """``name`` as a :class:`Message` where a ruleset made it (a Cooldown), the skill's part kept as it was
    (a name the knowledge filter masked, a :class:`Listing`, keeps its mask); any other name as it is."""
    if isinstance(name, Listing):
        items = list(name.items)
        last = items[-1] if items else None
        if isinstance(last, str) and not isinstance(last, Message) and last.endswith(_SUFFIX):
            rest = last[:-len(_SUFFIX)]
            return Message("{skill} (Cooldown)", skill=Listing([*items[:-1], *([rest] if rest else [])], name.template))
        return name
    if isinstance(name, Message) or not isinstance(name, str):
        return name
    if name.endswith(_SUFFIX) and len(name) > len(_SUFFIX):
        return Message("{skill} (Cooldown)", skill=name[:-len(_SUFFIX)])
    return name
