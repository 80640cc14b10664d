"""JSON columns: nested parts of the war (stats, statuses, events, snapshots) kept as JSON text.

Data only: text is read with ``json.loads`` and nothing else. Errors name the column so a damaged
file says where it is damaged.
"""

from __future__ import annotations

import json
from typing import Any

from gmdesk.errors import WarFileError


def dump_json(value: Any, field: str) -> str:
    """Compact JSON. NaN and infinities are refused: JSON has no such numbers and SQLite would turn
    them into NULL, so the war would not come back as it went in."""
    try:
        return json.dumps(value, ensure_ascii=False, separators=(",", ":"), allow_nan=False)
    except ValueError:
        raise WarFileError("a number that is not finite (NaN or infinity) cannot be stored",
                           field=field) from None
    except TypeError as exc:
        raise WarFileError(f"not JSON data: {exc}", field=field) from None


def load_json(text: Any, field: str, path: str = "") -> Any:
    if not isinstance(text, str):
        raise WarFileError("damaged: expected JSON text", path=path, field=field, value=text)
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise WarFileError(f"damaged: not valid JSON ({exc.msg} at character {exc.pos})",
                           path=path, field=field) from None
