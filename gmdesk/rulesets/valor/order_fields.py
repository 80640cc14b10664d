"""The values of valor's own order fields, for the Turn Desk to offer (``Ruleset.order_field_choices``).

A Master's contract with a Masterless Servant is willing (the Servant's order or its answer) or forced, for one of
the Master's Command Spells (001:L45, "It is possible to forcibly contract a masterless, but unwilling servant,
although doing so costs the master one of their command spells"): ``force: true`` (:mod:`.actions`).
The ambush of an attack (``ambush``, 001:L87, L109, L111) is the GM's answer, asked after movement: not offered.
"""

from __future__ import annotations

from typing import Any, Mapping, TYPE_CHECKING

from gmdesk.messages import Message
from gmdesk.rulesets.order_choices import FieldChoice, OrderChoices

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.model.character import Character
    from gmdesk.model.war import War


class OrderFields(OrderChoices):
    """The hook over the valor ruleset."""

    def order_field_choices(self, actor: "Character", order: Mapping[str, Any],
                            war: "War") -> dict[str, list[FieldChoice]]:
        if order.get("action") == "contract" and actor.is_master() and (actor.command_spells or 0) > 0:
            return {"force": [(None, Message("if the Servant agrees (its order or its answer)")),
                              (True, Message("by force, for 1 Command Spell"))]}
        if order.get("action") == "civilians" and _great_market(actor, war):
            return {"count": [(None, Message("one civilian")), (2, Message("two civilians (the Great Market)"))]}
        return {}


def _great_market(actor: "Character", war: "War") -> bool:
    """'it is possible to interact with two civilians at the Great Market' (001:L31)."""
    loc = war.map.locations.get(actor.location or "")
    return loc is not None and any(e.casefold() == "great-market" for e in loc.effects)
