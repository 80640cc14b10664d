"""The sheet's field titles in the interface's language.

A ruleset's skill format names its fields as its document does (``Max Number of Targets``); gmdesk's own
status and item formats name theirs in English. The common titles are in the catalogue (context
``SheetField``) and shown translated; a title the catalogue lacks (roll-dice's ``Name (スキル名)``, or a
new ruleset's own) is shown as the ruleset writes it.
"""

from __future__ import annotations

from gmdesk.rulesets.sheetformat import SkillField
from gmdesk.ui.i18n import N, tr

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
    """The field's title as shown: translated when the catalogue has it, else the ruleset's own."""
    return tr("SheetField", field.title)
