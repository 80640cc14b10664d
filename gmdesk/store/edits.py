"""The GM's edits between two turns, carried onto a re-resolved history.

Between resolving turn N and turn N+1 the GM edits the war by hand (heals a Servant, fixes a sheet,
moves someone): turn N+1's stored "war before" differs from turn N's "war after". When turn N is
resolved again, those edits are replayed field by field onto the new "war after". Where the
re-resolution changed the same field, the GM's value is kept (it was set on purpose) and the
report says so.
"""

from __future__ import annotations

from typing import Any

from gmdesk.model.clone import clone
from gmdesk.store.diff import MISSING, Change, same_json, show_value, flatten, state_changes

#: Not edits: the turn number moves on, orders and decisions are the next turn's inputs.
NOT_EDITS = ("orders", "decisions", "turn")


def gm_edits(after: dict[str, Any], before_next: dict[str, Any]) -> list[Change]:
    return state_changes(after, before_next, skip=NOT_EDITS)


def apply_edits(target: dict[str, Any], edits: list[Change]) -> tuple[dict[str, Any], list[str]]:
    """``target`` with ``edits`` applied, and a note for every edit that overrode a changed value."""
    result = clone(target)  # (plain JSON: the model's copier, several times quicker than deepcopy)
    flat = flatten(target)
    notes = []
    for change in edits:
        current = flat.get(change.path, MISSING)
        if not same_json(current, change.old) and not same_json(current, change.new):
            notes.append(f"GM edit kept: {change.where} is {show_value(change.new)} (the re-resolution gave "
                         f"{show_value(current)}, the old history {show_value(change.old)})")
        _set(result, change.path, change.new)
    for items in (result.get("characters"), result.get("map", {}).get("locations")):
        if isinstance(items, list):
            items[:] = [item for item in items if not isinstance(item, dict) or "id" in item]
    return result, notes


def _set(war: dict[str, Any], path: tuple[str, ...], value: Any) -> None:
    if path[:2] == ("map", "locations") and len(path) == 4:
        _set_item(war.setdefault("map", {}).setdefault("locations", []), path[2], path[3], value)
    elif path[0] == "characters" and len(path) == 3:
        _set_item(war.setdefault("characters", []), path[1], path[2], value)
    elif path[0] == "map" and len(path) == 2:
        _set_key(war.setdefault("map", {}), path[1], value)
    elif path[0] == "knowledge" and len(path) == 2:
        _set_key(war.setdefault("knowledge", {}), path[1], value)
    else:
        _set_key(war, path[0], value)


def _set_item(items: list[Any], item_id: str, name: str, value: Any) -> None:
    for item in items:
        if isinstance(item, dict) and item.get("id") == item_id:
            _set_key(item, name, value)
            return
    if value is not MISSING:
        items.append({"id": item_id, name: clone(value)} if name != "id" else {"id": item_id})


def _set_key(container: dict[str, Any], key: str, value: Any) -> None:
    if value is MISSING:
        container.pop(key, None)
    else:
        container[key] = clone(value)
