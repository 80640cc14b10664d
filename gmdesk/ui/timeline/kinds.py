"""The colour of each kind of event: like things alike, so a turn reads at a glance (damage red,
healing green, movement blue…). A kind no family names gets a stable colour of its own."""

from __future__ import annotations

from PySide6.QtGui import QColor

from gmdesk.model.vocabulary import EventKind
from gmdesk.ui.colors import stable_color

FAMILIES: dict[str, tuple[str, tuple[EventKind, ...]]] = {
    "phase": ("#7d8796", (EventKind.PHASE,)),
    "initiative": ("#c99a1e", (EventKind.INITIATIVE,)),
    "resources": ("#9a7b5a", (EventKind.BUDGET, EventKind.ECONOMY, EventKind.VALOR)),
    "movement": ("#3b78d4", (EventKind.MOVE, EventKind.FLEE, EventKind.PURSUIT, EventKind.CROSSING)),
    "senses": ("#8660c6", (EventKind.SCOUT, EventKind.DETECT, EventKind.SIGHTING, EventKind.SEARCH)),
    "battle": ("#e06a2c", (EventKind.ENCOUNTER, EventKind.ENGAGE, EventKind.BATTLE_END, EventKind.INTERCEPT,
                           EventKind.SKIRMISH)),
    "acting": ("#d89a1a", (EventKind.ACTION, EventKind.COMMAND_SPELL, EventKind.CONDITION, EventKind.DECISION)),
    "hindered": ("#a7707f", (EventKind.CANCEL, EventKind.DISABLED)),
    "harm": ("#d23c3c", (EventKind.DAMAGE, EventKind.POISON, EventKind.DEATH)),
    "care": ("#2f9e5e", (EventKind.HEAL, EventKind.REGENERATION, EventKind.ABSORB)),
    "effects": ("#2b9a9a", (EventKind.STATUS, EventKind.EFFECT, EventKind.EFFECT_END, EventKind.COUNTDOWN,
                            EventKind.FLAG)),
    "ruling": ("#b3369a", (EventKind.RULING,)),
}
"""Families of event kinds and their colour; a kind in none gets a stable colour of its own."""

_BY_KIND: dict[str, QColor] = {kind: QColor(color) for color, kinds in FAMILIES.values() for kind in kinds}
"""Keyed by the kind's word: a stored event of a kind this version does not know keeps its string."""


def kind_color(kind: EventKind | str) -> QColor:
    color = _BY_KIND.get(kind)
    return QColor(color) if color is not None else stable_color(kind)


def blend(color: QColor, base: QColor, amount: float) -> QColor:
    """``color`` mixed into ``base``: ``amount`` 1 is the colour itself, 0 the base."""
    keep = 1.0 - amount
    return QColor.fromRgbF(color.redF() * amount + base.redF() * keep,
                           color.greenF() * amount + base.greenF() * keep,
                           color.blueF() * amount + base.blueF() * keep)
