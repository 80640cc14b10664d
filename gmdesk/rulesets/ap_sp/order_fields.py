"""The values of ap-sp's own order fields, for the Turn Desk to offer (``Ruleset.order_field_choices``).

The economy's orders (:mod:`.economy`, :mod:`.items`, :mod:`.igm`) each take one of a closed set of values:

- ``buy``: an ``item`` the shop where the character stands sells (000:L592-616);
- ``give``: an ``item`` it holds, to a ``target`` in its location (000:L619);
- ``service``: one of the IGM's services (000:L581-586), ``for`` itself or a Servant it is contracted with
  (the healings); the Instant Teleport needs a destination only it takes, so the GM writes that one by hand;
- ``information``: paid with CP (the default; paying with information needs words the GM writes, 000:L572-577).
"""

from __future__ import annotations

from typing import Any, Mapping, TYPE_CHECKING

from gmdesk.messages import Message
from gmdesk.rulesets.ap_sp import igm, items
from gmdesk.rulesets.order_choices import FieldChoice, OrderChoices

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.model.character import Character
    from gmdesk.model.war import War

TELEPORT = "instant-teleport"
"""The one service with a field of its own (``to``): not offered with the others."""


def _someone(ch: "Character", war: "War") -> FieldChoice:
    where = war.map.locations.get(ch.location) if ch.location is not None else None
    return ch.id, Message("{name} ({place})", name=ch.name, place=where.name if where else str(ch.location))


def _for_sale(actor: "Character", war: "War") -> list[FieldChoice]:
    shop = items.shop_at(actor.location, war)
    return [(it.name, Message("{item} ({price} CP)", item=it.name, price=it.price)) for it in items.ITEMS.values()
            if shop is not None and it.shop == shop.key]


def choices(actor: "Character", order: Mapping[str, Any], war: "War") -> dict[str, list[FieldChoice]]:
    """The closed sets of values of ``order``'s economy fields (see the module text)."""
    action = order.get("action")
    if action == "buy":
        return {"item": _for_sale(actor, war)}
    if action == "give":
        here = sorted((c for c in war.alive() if c.location == actor.location and c.id != actor.id), key=lambda c: c.id)
        return {"item": [(it.name, it.name) for it in items.ITEMS.values() if items.holds(actor, it.name)],
                "target": [_someone(c, war) for c in here]}
    if action == "service":
        own = sorted((s for s in war.servants_of(actor.id) if s.alive), key=lambda c: c.id)
        return {"service": [(key, Message("{service} ({price} CP)", service=spec["name"], price=spec["price"]))
                            for key, spec in igm.SERVICES.items() if key != TELEPORT],
                "for": [(None, _someone(actor, war)[1])] + [_someone(s, war) for s in own]}  # None: the actor
    return {}


class OrderFields(OrderChoices):
    """The hook over the ap-sp ruleset."""

    def order_field_choices(self, actor: "Character", order: Mapping[str, Any],
                            war: "War") -> dict[str, list[FieldChoice]]:
        return choices(actor, order, war)
