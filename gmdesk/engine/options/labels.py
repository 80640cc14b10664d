"""The names the Turn Desk gives the special actions it offers, as :class:`Message` (issue 22: a Japanese
window says them; the English is ``action.replace("-", " ").capitalize()``, as before)."""

from __future__ import annotations

from gmdesk.messages import Message

SPECIAL_LABELS = {
    "spirit-form": Message("Spirit form"), "cancel": Message("Cancel"), "consume": Message("Consume"),
    "claim": Message("Claim"), "resign": Message("Resign"), "leave-combat": Message("Leave combat"),
    "shelter": Message("Shelter"), "pay-cost": Message("Pay cost"), "contract": Message("Contract"),
    "release": Message("Release"), "use-item": Message("Use item"), "civilians": Message("Civilians"),
    "exchange-valor": Message("Exchange valor"), "drain": Message("Drain"), "retire": Message("Retire"),
    "support": Message("Support"), "supply": Message("Supply"), "hide": Message("Hide"),
    "alert": Message("Alert"), "cover": Message("Cover"), "sleep": Message("Sleep"),
    "identify": Message("Identify"),
    "buy": Message("Buy"), "give": Message("Give"), "service": Message("IGM service"),
    "information": Message("IGM information"),
}


#: The desk's one-word name of every order action, as an order's wording starts ("Move to Weir Bridge").
ORDER_LABELS = {
    **SPECIAL_LABELS, "move": Message("Move"), "attack": Message("Attack"), "scout": Message("Scout"),
    "flee": Message("Flee"), "pursue": Message("Pursue"), "search": Message("Search"), "stay": Message("Stay"),
    "skill": Message("Skill"), "command-spell": Message("Command spell"),
}


def special_label(action: str) -> str:
    """The desk's name of a special action (``leave-combat`` → Leave combat)."""
    return SPECIAL_LABELS.get(action) or action.replace("-", " ").capitalize()
