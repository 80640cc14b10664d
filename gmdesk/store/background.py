"""The map's background image: a blob in the war file, base64 text in the JSON format.

In JSON the image travels as ``map.background`` = ``{"image": BASE64, "mime": …, "opacity": …,
"scale": …, …}``; optional ``"x"`` and ``"y"`` after them place its top-left corner on the map (map units,
0 when absent). In the war file it is a blob in the ``background`` table, out of the war the
engine loads (an image of several megabytes has no business being copied with every turn). The
split is only made when putting the object back gives the very same JSON (same keys, order and
numbers); anything else stays in the map as ordinary data, so the round trip is always exact.
"""

from __future__ import annotations

import base64
import binascii
import json
from dataclasses import dataclass, field
from typing import Any

from gmdesk.store.jsoncol import dump_json

KEY = "background"
_FIELDS = ("image", "mime", "opacity", "scale")


@dataclass
class Background:
    """``position`` is where ``background`` stood among the map's extra keys (None: at the end)."""

    image: bytes
    mime: str = "image/png"
    opacity: float = 1.0
    scale: float = 1.0
    extra: dict[str, Any] = field(default_factory=dict)
    position: int | None = None

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"image": base64.b64encode(self.image).decode("ascii"), "mime": self.mime,
                               "opacity": self.opacity, "scale": self.scale}
        out.update(self.extra)
        return out

    @property
    def offset(self) -> tuple[float, float]:
        """Where the picture's top-left corner lies on the map (``x``/``y`` among the extra keys; 0 when
        absent or not a number)."""
        x, y = self.extra.get("x", 0.0), self.extra.get("y", 0.0)
        return (float(x) if _is_number(x) else 0.0, float(y) if _is_number(y) else 0.0)

    @offset.setter
    def offset(self, value: tuple[float, float]) -> None:
        self.extra["x"], self.extra["y"] = float(value[0]), float(value[1])

    def row(self) -> tuple[Any, ...]:
        """Values for ``background (image, mime, opacity, scale, extra, position)``."""
        return (self.image, self.mime, self.opacity, self.scale, dump_json(self.extra, "background.extra"),
                self.position)


def split_background(map_extra: dict[str, Any]) -> tuple[dict[str, Any], Background | None]:
    """Take a canonical ``background`` object out of the map's extra keys."""
    value = map_extra.get(KEY)
    background = _parse(value)
    if background is None:
        return map_extra, None
    background.position = list(map_extra).index(KEY)
    rest = {k: v for k, v in map_extra.items() if k != KEY}
    return rest, background


def join_background(map_extra: dict[str, Any], background: Background | None) -> dict[str, Any]:
    """Put the background back where it stood among the map's extra keys."""
    if background is None:
        return dict(map_extra)
    items = [(k, v) for k, v in map_extra.items() if k != KEY]
    position = len(items) if background.position is None else min(background.position, len(items))
    items.insert(position, (KEY, background.to_dict()))
    return dict(items)


def _parse(value: Any) -> Background | None:
    if not isinstance(value, dict) or list(value)[: len(_FIELDS)] != list(_FIELDS):
        return None
    image, mime, opacity, scale = (value[k] for k in _FIELDS)
    if not (isinstance(image, str) and isinstance(mime, str) and _is_number(opacity) and _is_number(scale)):
        return None
    try:
        data = base64.b64decode(image.encode("ascii"), validate=True)
    except (binascii.Error, UnicodeEncodeError):
        return None
    background = Background(data, mime, opacity, scale, {k: v for k, v in value.items() if k not in _FIELDS})
    try:
        same = json.dumps(background.to_dict(), allow_nan=False) == json.dumps(value, allow_nan=False)
    except (TypeError, ValueError):
        return None
    return background if same else None


def _is_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)
