"""Fields a post left out, filled from the engine's legal choices: "Mirela uses Gracious Hostess"
names no target; the engine offers Lancer, Mirela, or both, and each becomes a reading for the GM to
pick. A field with one legal value only takes it."""

from __future__ import annotations

from typing import Any

from gmdesk.engine.options.legal import order_options
from gmdesk.errors import GmdeskError
from gmdesk.model.war import War

#: Fields the post's own words decide; never filled in from the engine's choices.
SAID = ("if", "else", "delay", "skill", "spell")


def missing_field_readings(war: War, orders: list[dict[str, Any]], context: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Each order completed with the legal values of the fields it lacks (one reading per value)."""
    out: list[dict[str, Any]] = []
    for order in orders:
        actor = order.get("actor")
        if not isinstance(actor, str) or actor not in war.characters:
            continue
        try:
            options = order_options(war, actor, context)
        except GmdeskError:
            continue
        for option in options.of(str(order.get("action"))):
            if any(option.template.get(k) != v for k, v in order.items()
                   if k in ("skill", "spell") and k in option.template):
                continue
            missing = [k for k in option.template if k not in order and k not in SAID]
            if not missing:
                continue
            readings = [dict(order)]
            for name in missing:
                values = option.values(name) or [option.template[name]]
                readings = [dict(r, **{name: v}) for r in readings for v in values if v is not None]
            out += readings
    return out
