"""What a team's own special action did, as the verb phrase of its sentence ("fed on civilians", "consumed
Kirei"): every ruleset's ``special_action`` ids (and the desk's other special labels). The sentence around it is
:func:`gmdesk.updates.sentences._action`'s; ``on`` is the filter's words for whom the order aimed at, already
said as the reader may know them (empty: no one). An id with no phrase here keeps the desk's label.

The phrases are templates of :class:`~gmdesk.messages.Message` (Japanese in ``resources/i18n/core_ja.json``;
tests/updates/test_updates_special_actions.py checks each has it)."""

from __future__ import annotations

from gmdesk.messages import Message

PHRASES: dict[str, tuple[str, str | None]] = {
    # id: (said of no one, said of whom it aimed at ``{on}``; None: the same)
    "civilians": ("fed on civilians", None),
    "consume": ("fed on civilians", "consumed {on}"),  # a defeated Master (skirmish 002:L22), else civilians
    "spirit-form": ("switched Spirit Form", "switched {on}'s Spirit Form"),  # a toggle: which way is not said
    "cancel": ("cancelled an effect", "cancelled an effect on {on}"),
    "claim": ("claimed the place", None),
    "resign": ("resigned from the War", None),
    "leave-combat": ("agreed to leave the battle", "agreed to leave the battle with {on}"),
    "shelter": ("sought the IGM's shelter", None),
    "pay-cost": ("paid an ability's Cost", None),
    "contract": ("made a contract", "made a contract with {on}"),
    "release": ("released a contract", "released {on} from the contract"),
    "use-item": ("used an item", "used an item on {on}"),
    "exchange-valor": ("exchanged valor", None),
    "drain": ("drained mana", "drained {on}"),
    "absorb": ("absorbed a fallen Servant", "absorbed {on}"),
    "forfeit-absorb": ("gave up an absorption", "let {on} go unabsorbed"),
    "retire": ("retired from the War", None),
    "skirmish-random": ("drew a skirmish target at random", None),
    "support": ("gave support", "supported {on}"),
    "supply": ("gave supplies", "supplied {on}"),
    "hide": ("went into hiding", None),
    "alert": ("kept watch", None),
    "cover": ("took cover", "covered {on}"),
    "sleep": ("slept", "put {on} to sleep"),
    "identify": ("tried to identify a true name", "tried to identify {on}'s true name"),
    "buy": ("made a purchase", None),
    "give": ("gave an item", "gave an item to {on}"),
    "service": ("used an IGM service", None),
    "information": ("bought information from the IGM", None),
}


def did(action: str, on: str) -> str | None:
    """The verb phrase of a special action on ``on`` (empty: no one); None for an id without one."""
    found = PHRASES.get(action)
    if found is None:
        return None
    alone, aimed = found
    return Message(aimed, on=on) if on and aimed else Message(alone)
