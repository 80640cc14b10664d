"""The sheet's field titles in the interface's language.

A ruleset's skill format names its fields as its document does (``Max Number of Targets``); gmdesk's own
status and item formats name theirs in English. The common titles are in the catalogue (context
``SheetField``) and shown translated; a ruleset may write its titles as core messages (roll-dice's
``Name (スキル名)``), said in the interface's language; any other title is shown as the ruleset writes it.
"""

from __future__ import annotations

from gmdesk.rulesets.sheetformat import SkillField
from gmdesk.messages import Message
from gmdesk.ui.i18n import N, say, tr

#: The titles the catalogue translates: the English rulesets' skill fields and gmdesk's status and item fields.
TITLES = (
    N("SheetField", "Name"), N("SheetField", "Rank"), N("SheetField", "Type"), N("SheetField", "Cost"),
    N("SheetField", "Damage"), N("SheetField", "Type of Target"), N("SheetField", "Max Number of Targets"),
    N("SheetField", "Targets"), N("SheetField", "Target"), N("SheetField", "Requirements"),
    N("SheetField", "Description"), N("SheetField", "Duration"), N("SheetField", "Upkeep"),
    N("SheetField", "Cooldown"), N("SheetField", "Effect"), N("SheetField", "Mana cost"),
    N("SheetField", "Physical or magical"), N("SheetField", "Status"), N("SheetField", "Turns left"),
    N("SheetField", "Amount"), N("SheetField", "From skill"), N("SheetField", "Caused by"),
    N("SheetField", "Since turn"), N("SheetField", "Item"),
)


def field_title(field: SkillField) -> str:
    """The field's title as shown: a ruleset's title written as a core :class:`Message` (roll-dice's
    ``Name (スキル名)``, スキル名 in Japanese) said, another translated when the catalogue has it, else the
    ruleset's own."""
    if isinstance(field.title, Message):
        return say(field.title)
    return tr("SheetField", field.title)
