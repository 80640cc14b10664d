"""Fields a post left out, filled from the engine's legal choices: "Mirela uses Gracious Hostess"
names no target; the engine offers Lancer, Mirela, or both, and each becomes a reading for the GM to
pick. A field with one legal value only takes it."""

from __future__ import annotations

import hashlib
from typing import Any

from gmdesk.engine.options.legal import CharacterOptions, order_options, turn_of
from gmdesk.engine.options.quick import TurnBase
from gmdesk.errors import GmdeskError
from gmdesk.model.war import War

#: Fields the post's own words decide; never filled in from the engine's choices.
SAID = ("if", "else", "delay", "skill", "spell")


def missing_field_readings(war: War, orders: list[dict[str, Any]], context: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Each order completed with the legal values of the fields it lacks (one reading per value).

    The context's orders are checked once (:func:`turn_of`) for every actor asked about, and each actor's
    options are worked out once while the war and the context stay the same (the lines of a post that are not
    read leave the context as it was)."""
    out: list[dict[str, Any]] = []
    asked = _options_beside(war, context)
    for order in orders:
        actor = order.get("actor")
        if not isinstance(actor, str) or actor not in war.characters:
            continue
        options = asked.of(actor)
        if options is None:
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


class _Options:
    """The legal options of actors beside the same ``context`` on one state of the war: None where the engine
    cannot say (a sheet it refuses)."""

    def __init__(self, war: War, context: list[dict[str, Any]], key: tuple[bytes, str]) -> None:
        self.war, self.context, self.key = war, [dict(o) for o in context], key
        self._turn: TurnBase | None = None
        self._found: dict[str, CharacterOptions | None] = {}

    def of(self, actor: str) -> CharacterOptions | None:
        if actor not in self._found:
            try:
                if self._turn is None:
                    self._turn = turn_of(self.war, self.context)
                self._found[actor] = order_options(self.war, actor, self.context, self._turn)
            except GmdeskError:
                self._found[actor] = None
        return self._found[actor]


_LAST: list[_Options] = []
"""The options last asked for: kept for the next line of the post while the war and the context are the same."""


def _options_beside(war: War, context: list[dict[str, Any]]) -> _Options:
    """The options beside ``context``, those of the last call when its war (the same object, with the same
    text: an edit made in place is seen) and context are unchanged."""
    key = (hashlib.blake2b(repr(war.to_dict()).encode(), digest_size=16).digest(), repr(context))
    if _LAST and _LAST[0].war is war and _LAST[0].key == key:
        return _LAST[0]
    _LAST[:] = [_Options(war, context, key)]
    return _LAST[0]
