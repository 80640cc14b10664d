"""Tokens fanned out where they cover no other place: each crowd's arc turned away from its neighbours.

Zoomed out (a laptop's map), tokens keep their readable size while the places close in: an arc of tokens
over its node's top then lies on the node above, hiding it and, through it, that place's name. So, once
the scene knows its zoom, :func:`fan_out` turns each occupied node's arc to the side where its tokens
cover the fewest other nodes, then the fewest tokens already placed (up first, as before; then the
diagonals over the top, the sides, the diagonals under it, and under it). The biggest crowds choose first,
then the map's order: the same war at the same zoom always draws the same way.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Iterable

from PySide6.QtCore import QPointF

from gmdesk.ui.map.items import NODE_RADIUS, TokenItem, token_offsets

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.ui.map.items import LocationItem

#: The directions an arc of tokens may face, in the order tried (radians; screen y points down).
FACINGS = tuple(math.radians(degrees) for degrees in (-90, -45, -135, 0, 180, 45, 135, 90))
#: Room kept between a token and another place's node (a share of the token's radius).
CLEARANCE = 0.15

Circle = tuple[float, float, float]  # scene x, y, radius


def fan_out(items: Iterable[LocationItem]) -> int:
    """Turn every occupied node's tokens to the side where they cover the fewest other places; returns
    how many tokens still lie on another place's node (0 when the map leaves room)."""
    items = list(items)
    nodes = _Grid()
    crowds: list[tuple[int, int, LocationItem, list[TokenItem]]] = []
    for index, item in enumerate(items):
        for circle in node_circles(item):
            nodes.add(circle, item)
        tokens = [child for child in item.childItems() if isinstance(child, TokenItem) and child.isVisible()]
        if tokens:
            crowds.append((-len(tokens), index, item, tokens))
    placed = _Grid()
    left_on_nodes = 0
    for _size, _index, item, tokens in sorted(crowds, key=lambda crowd: crowd[:2]):
        best: tuple[int, int, int] | None = None
        best_offsets: list[QPointF] = []
        radii = [token.radius * token.scale() for token in tokens]
        for rank, facing in enumerate(FACINGS):
            offsets = token_offsets(radii, facing)
            circles = _circles(item, offsets, radii)
            score = (sum(nodes.hits(circle, item) for circle in circles),
                     sum(placed.hits(circle, item) for circle in circles), rank)
            if best is None or score < best:
                best, best_offsets = score, offsets
                if score[:2] == (0, 0):
                    break
        assert best is not None
        item.facing = FACINGS[best[2]]
        for token, offset in zip(tokens, best_offsets):
            token.setPos(offset)
        for circle in _circles(item, best_offsets, radii):
            placed.add(circle, item)
        left_on_nodes += best[0]
    return left_on_nodes


def node_circles(item: LocationItem) -> list[Circle]:
    """What a node draws, as circles in the scene: its disc, and its effects' badge when it has one."""
    scale, centre = item.scale(), item.scenePos()
    circles = [(centre.x(), centre.y(), NODE_RADIUS * scale)]
    if item.effects:
        badge = item.BADGE_AT
        circles.append((centre.x() + badge.x() * scale, centre.y() + badge.y() * scale,
                        item.BADGE_RECT.width() / 2 * scale))
    return circles


def token_circle(token: TokenItem) -> Circle:
    """A token's disc in the scene."""
    centre = token.scenePos()
    return centre.x(), centre.y(), token.radius * token.scale() * token.parentItem().scale()


def _circles(item: LocationItem, offsets: list[QPointF], radii: list[float]) -> list[Circle]:
    scale, centre = item.scale(), item.scenePos()
    return [(centre.x() + offset.x() * scale, centre.y() + offset.y() * scale, radius * scale)
            for offset, radius in zip(offsets, radii)]


class _Grid:
    """Circles filed by the grid cells their centres fall in, each with the place it belongs to."""

    CELL = 64.0

    def __init__(self) -> None:
        self.cells: dict[tuple[int, int], list[tuple[Circle, object]]] = {}
        self.reach = 0.0  # the biggest radius filed: how far a neighbour's circle can reach

    def add(self, circle: Circle, owner: object) -> None:
        key = (int(circle[0] // self.CELL), int(circle[1] // self.CELL))
        self.cells.setdefault(key, []).append((circle, owner))
        self.reach = max(self.reach, circle[2])

    def hits(self, circle: Circle, owner: object) -> int:
        """How many circles of owners other than ``owner`` ``circle`` meets (with a little room)."""
        x, y, radius = circle
        span = radius + self.reach
        count = 0
        for cx in range(int((x - span) // self.CELL), int((x + span) // self.CELL) + 1):
            for cy in range(int((y - span) // self.CELL), int((y + span) // self.CELL) + 1):
                for (ox, oy, other), other_owner in self.cells.get((cx, cy), ()):
                    if other_owner is not owner and math.hypot(x - ox, y - oy) < radius * (1 + CLEARANCE) + other:
                        count += 1
        return count
