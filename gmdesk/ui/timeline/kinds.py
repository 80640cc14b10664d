"""The colour of each kind of event: like things alike, so a turn reads at a glance (damage red,
healing green, movement blue…). A kind no family names gets a stable colour of its own."""

from __future__ import annotations

from PySide6.QtGui import QColor

from gmdesk.ui.colors import stable_color

FAMILIES: dict[str, tuple[str, tuple[str, ...]]] = {
    "phase": ("#7d8796", ("phase",)),
    "initiative": ("#c99a1e", ("initiative",)),
    "resources": ("#9a7b5a", ("budget", "economy", "cost")),
    "movement": ("#3b78d4", ("move", "flee", "pursuit", "crossing", "route")),
    "senses": ("#8660c6", ("scout", "detect", "sighting", "search")),
    "battle": ("#e06a2c", ("encounter", "engage", "battle-end", "intercept")),
    "acting": ("#d89a1a", ("action", "command-spell", "condition", "decision")),
    "hindered": ("#a7707f", ("cancel", "disabled")),
    "harm": ("#d23c3c", ("damage", "poison", "death", "defeat")),
    "care": ("#2f9e5e", ("heal", "regeneration")),
    "effects": ("#2b9a9a", ("status", "effect", "effect-end", "countdown", "flag")),
    "ruling": ("#b3369a", ("ruling",)),
}

_BY_KIND = {kind: QColor(color) for color, kinds in FAMILIES.values() for kind in kinds}


def kind_color(kind: str) -> QColor:
    color = _BY_KIND.get(kind)
    return QColor(color) if color is not None else stable_color(kind)


def blend(color: QColor, base: QColor, amount: float) -> QColor:
    """``color`` mixed into ``base``: ``amount`` 1 is the colour itself, 0 the base."""
    keep = 1.0 - amount
    return QColor.fromRgbF(color.redF() * amount + base.redF() * keep,
                           color.greenF() * amount + base.greenF() * keep,
                           color.blueF() * amount + base.blueF() * keep)
