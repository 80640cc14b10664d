"""Plain geometry the map scene needs: how far a point is from a road, and a grid for unplaced locations."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF

from gmdesk.model.war import War

#: Spacing of the fallback grid for locations without a position when no layout is available.
FALLBACK_SPACING = 120.0


def distance_to_segment(p: QPointF, a: QPointF, b: QPointF) -> float:
    dx, dy = b.x() - a.x(), b.y() - a.y()
    length2 = dx * dx + dy * dy
    t = 0.0 if length2 == 0 else max(0.0, min(1.0, ((p.x() - a.x()) * dx + (p.y() - a.y()) * dy) / length2))
    return math.hypot(p.x() - (a.x() + t * dx), p.y() - (a.y() + t * dy))


def fallback_grid(war: War, missing: list[str]) -> dict[str, tuple[float, float]]:
    """Unplaced locations in rows under the placed ones (when no layout module is available)."""
    placed = [(loc.x, loc.y) for loc in war.map.locations.values() if loc.x is not None and loc.y is not None]
    left = min((x for x, _ in placed), default=0.0)
    top = max((y for _, y in placed), default=-FALLBACK_SPACING) + FALLBACK_SPACING
    columns = max(1, int(math.ceil(math.sqrt(len(missing)))))
    return {lid: (left + (i % columns) * FALLBACK_SPACING, top + (i // columns) * FALLBACK_SPACING)
            for i, lid in enumerate(missing)}
