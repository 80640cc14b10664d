"""The values of roll-dice's own order fields, for the Turn Desk to offer (``Ruleset.order_field_choices``).

- The Command Spell "restore" refills the Servant's HP or its MP (004:L289, 「HPかMPどちらかを全回復」): its
  ``pool`` is ``HP`` or ``MP`` (:mod:`.command_spells` refuses anything else).
"""

from __future__ import annotations

from typing import Any, Mapping, TYPE_CHECKING

from gmdesk.messages import Message
from gmdesk.rulesets.order_choices import FieldChoice, OrderChoices

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.model.character import Character
    from gmdesk.model.war import War

RESTORE_POOLS: list[FieldChoice] = [
    ("HP", Message("all HP")),
    ("MP", Message("all MP")),
]
"""The pools the "restore" Command Spell refills, one a spell (004:L289: both take two)."""


def choices(actor: "Character", order: Mapping[str, Any], war: "War") -> dict[str, list[FieldChoice]]:
    """The closed sets of values of ``order``'s roll-dice fields (see the module text)."""
    if order.get("action") == "command-spell" and order.get("spell") == "restore":
        return {"pool": list(RESTORE_POOLS)}
    return {}


class OrderFields(OrderChoices):
    """The hook over the roll-dice ruleset."""

    def order_field_choices(self, actor: "Character", order: Mapping[str, Any],
                            war: "War") -> dict[str, list[FieldChoice]]:
        return choices(actor, order, war)
