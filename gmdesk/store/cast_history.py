"""The characters of the history's snapshots, read a block of turns at a time without the rest of each turn.

The Character Charts want five numbers a character a turn. Reading each turn whole (``WarStore.turn``: every
event made an :class:`~gmdesk.engine.events.Event`, both snapshots made a :class:`~gmdesk.model.war.War`) took
13 s for a 2,000-turn war; here only the ``state_after`` column is read (and ``state_before`` of the first
turn), through the same JSON boundary (:func:`~gmdesk.store.jsoncol.load_json`), and only its ``characters``
list is kept. A snapshot that is not a war's shape is a turn that cannot be read, with the reason, as
``WarStore.turn`` would name it; the rest of the history is still read.
"""

from __future__ import annotations

import contextlib
import sqlite3
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Iterator

from gmdesk.errors import WarFileError
from gmdesk.store.connections import damaged_error, read_transaction
from gmdesk.store.jsoncol import load_json
from gmdesk.store.schema import MAIN_BRANCH

if TYPE_CHECKING:
    from gmdesk.store.store import WarStore

_SELECT = ("SELECT number, {before}, state_after FROM turns WHERE branch = ? AND typeof(number) = 'integer' "
           "AND number BETWEEN ? AND ? ORDER BY number")


@dataclass(frozen=True)
class TurnCast:
    """One stored turn's characters (their dicts as the snapshot holds them), or why they cannot be read."""

    number: int
    #: The characters after the turn; empty when :attr:`problem` says why they cannot be read.
    after: list[dict[str, Any]]
    #: The characters before the turn, when asked for (the history's first turn), else None.
    before: list[dict[str, Any]] | None = None
    problem: str = ""


def turn_casts(store: "WarStore", first: int, last: int, *, branch: str = MAIN_BRANCH,
               with_before: bool = False) -> list[TurnCast]:
    """The casts after stored turns ``first``–``last`` of ``branch``, in order. ``with_before``: the cast
    before the first of them that can be read is given too (a history's starting point)."""
    if store.closed:
        raise WarFileError("the war file is closed", path=str(store.path))
    path = str(store.path)
    select = _SELECT.format(before="state_before" if with_before else "NULL")
    with _reading(store):
        try:
            rows = store.conn.execute(select, [branch, first, last]).fetchall()
        except sqlite3.DatabaseError:  # a damaged page: each turn alone, the unreadable ones named
            rows = _one_by_one(store, select, branch, first, last)
    casts = []
    wants_before = with_before
    for number, before, after in rows:
        if isinstance(after, WarFileError):
            casts.append(TurnCast(number, [], problem=str(after)))
            continue
        try:
            where = f"turns({branch}, {number})"
            cast = TurnCast(number, _characters(after, f"{where}.state_after", path),
                            _characters(before, f"{where}.state_before", path) if wants_before else None)
        except WarFileError as exc:
            casts.append(TurnCast(number, [], problem=str(exc)))
            continue
        wants_before = False
        casts.append(cast)
    return casts


@contextlib.contextmanager
def _reading(store: "WarStore") -> Iterator[None]:
    try:
        if store.conn.in_transaction:
            yield
        else:
            with read_transaction(store.conn):
                yield
    except sqlite3.DatabaseError as exc:
        raise damaged_error(store.path, exc) from None


def _one_by_one(store: "WarStore", select: str, branch: str, first: int, last: int) -> list[tuple[Any, ...]]:
    numbers = [r[0] for r in store.conn.execute(
        "SELECT number FROM turns WHERE branch = ? AND typeof(number) = 'integer' AND number BETWEEN ? AND ? "
        "ORDER BY number", [branch, first, last])]
    rows: list[tuple[Any, ...]] = []
    for number in numbers:
        try:
            rows += store.conn.execute(select, [branch, number, number]).fetchall()
        except sqlite3.DatabaseError as exc:
            rows.append((number, None, damaged_error(store.path, exc)))
    return rows


def _characters(column: Any, field: str, path: str) -> list[dict[str, Any]]:
    """The ``characters`` of a stored snapshot, each with a text id and name and numbers where numbers go."""
    snapshot = load_json(column, field, path)
    if not isinstance(snapshot, dict):
        raise WarFileError("damaged: expected a JSON object", path=path, field=field)
    characters = snapshot.get("characters")
    if not isinstance(characters, list):
        raise WarFileError("damaged: expected a list of characters", path=path, field=f"{field}.characters")
    for i, ch in enumerate(characters):
        if not (isinstance(ch, dict) and isinstance(ch.get("id"), str) and isinstance(ch.get("name", ""), str)):
            raise WarFileError("damaged: a character is an object with a text id and name", path=path,
                               field=f"{field}.characters[{i}]")
        for key in ("health", "mana"):
            if ch.get(key) is not None and not _number(ch[key]):
                raise WarFileError("damaged: expected a number", path=path, field=f"{field}.characters[{i}].{key}",
                                   value=ch[key])
        points = ch.get("points") or {}
        if not (isinstance(points, dict) and all(_number(v) for v in points.values())):
            raise WarFileError("damaged: expected numbers by name", path=path, field=f"{field}.characters[{i}].points",
                               value=points)
    return characters


def _number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)
