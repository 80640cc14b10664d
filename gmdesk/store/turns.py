"""The history: each resolved turn's inputs and outputs, as stored.

A turn keeps what it was resolved from (the war before, orders, decisions, seed, the GM's rulings)
and what came out (events, the war after), so it can be shown as it was and resolved again.
The war before is stored without its orders and decisions: those have their own columns.
"""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from gmdesk import __version__
from gmdesk.engine.decisions import PendingDecision
from gmdesk.errors import WarFileError
from gmdesk.messages import Message
from gmdesk.model.war import War
from gmdesk.store.jsoncol import dump_json, dump_packed, load_json
from gmdesk.store.rows import storable_number
from gmdesk.store.schema import MAIN_BRANCH
from gmdesk.store.sql import insert_rows, now_text

if TYPE_CHECKING:
    from gmdesk.engine.events import Event
    from gmdesk.engine.turn import TurnResult

_JSON_COLUMNS = ("state_before", "orders", "decisions", "rulings", "events", "state_after")
#: The snapshots are stored packed (schema version 3; see :func:`~gmdesk.store.jsoncol.dump_packed`): a
#: turn takes less than half the bytes it took as text. The lists stay text, so the history can be
#: listed with SQLite's JSON functions.
_PACKED_COLUMNS = ("state_before", "state_after")


@dataclass
class TurnInputs:
    """What a turn is resolved from: enough to resolve it again and get the same bytes."""

    war: War
    orders: list[dict[str, Any]]
    decisions: list[dict[str, Any]]
    seed: int
    rulings: list[dict[str, Any]] = field(default_factory=list)


@dataclass
class StoredTurn:
    """One turn of the history: what it was resolved from, its events, the war after it.

    ``events`` are the engine's :class:`Event` objects; ``stored_events`` are the same events as the
    file holds them (JSON), which replay and re-resolution compare byte for byte. A turn just
    resolved keeps the wars it was made from (:meth:`war_before`), so showing it parses nothing; its
    wars are shared, never to be changed.
    """

    number: int
    branch: str
    seed: int
    state_before: dict[str, Any]
    orders: list[dict[str, Any]]
    decisions: list[dict[str, Any]]
    rulings: list[dict[str, Any]]
    events: list[Event]
    state_after: dict[str, Any]
    resolved_at: str
    gmdesk_version: str
    source: str = ""
    _stored_events: list[dict[str, Any]] | None = field(default=None, repr=False, compare=False)
    _war_before: War | None = field(default=None, repr=False, compare=False)
    _war_after: War | None = field(default=None, repr=False, compare=False)

    @property
    def stored_events(self) -> list[dict[str, Any]]:
        if self._stored_events is None:
            self._stored_events = [e.to_dict() for e in self.events]
        return self._stored_events

    def war_before(self) -> War:
        """The war as the GM resolved it, its orders and decisions in place (read anew each time,
        unless the turn was just resolved)."""
        if self._war_before is not None:
            return self._war_before
        data = dict(self.state_before, orders=self.orders, decisions=self.decisions)
        return War.from_dict(data, source=f"{self.source} (turn {self.number}, before)")

    def war_after(self) -> War:
        if self._war_after is not None:
            return self._war_after
        return War.from_dict(self.state_after, source=f"{self.source} (turn {self.number}, after)")

    def inputs(self) -> TurnInputs:
        return TurnInputs(self.war_before(), list(self.orders), list(self.decisions), self.seed,
                          list(self.rulings))

    def to_dict(self) -> dict[str, Any]:
        return {"number": self.number, "branch": self.branch, "seed": self.seed, "resolved_at": self.resolved_at,
                "gmdesk_version": self.gmdesk_version, "orders": self.orders, "decisions": self.decisions,
                "rulings": self.rulings, "events": self.stored_events, "state_before": self.state_before,
                "state_after": self.state_after}


@dataclass(frozen=True)
class Resolution:
    """One press of Resolve: the engine's result, and the turn as stored (None while the turn waits for
    an answer: :attr:`questions` are what it asks)."""

    result: TurnResult
    turn: StoredTurn | None

    @property
    def resolved(self) -> bool:
        return self.turn is not None

    @property
    def questions(self) -> list[PendingDecision]:
        return list(self.result.pending)


@dataclass(frozen=True)
class TurnSummary:
    """One line of the history, read without loading the snapshots (a count, the seed or the time is None
    where the row is damaged)."""

    number: int
    seed: int | None
    orders: int | None
    decisions: int | None
    rulings: int | None
    events: int | None
    resolved_at: str | None


def snapshot(war: War) -> dict[str, Any]:
    """The war as stored in the history: its orders and decisions live in their own columns."""
    data = war.to_dict()
    data["orders"] = []
    data["decisions"] = []
    return data


def decision_list(decisions: list[dict[str, Any]] | dict[str, Any] | None) -> list[dict[str, Any]]:
    """Decisions as ``[{"id", "choice"}]`` whatever form the engine was given them in."""
    if decisions is None:
        return []
    if isinstance(decisions, dict):
        return [{"id": k, "choice": v} for k, v in decisions.items()]
    return [dict(d) for d in decisions]


def plain(value: Any) -> Any:
    """The JSON form of a value, as it reads back from the file (tuples become lists)."""
    return json.loads(json.dumps(value))


def turn_row(result: TurnResult, inputs: TurnInputs, branch: str = MAIN_BRANCH) -> dict[str, Any]:
    number = inputs.war.turn
    where = f"turns({branch}, {number})"
    for i, ruling in enumerate(inputs.rulings):
        if not isinstance(ruling, dict):
            raise WarFileError("a ruling is an object", field=f"rulings[{i}]", value=ruling)
    return {
        "branch": branch,
        "number": number,
        "seed": storable_number(inputs.seed, f"{where}.seed"),
        "state_before": dump_packed(snapshot(inputs.war), f"{where}.state_before"),
        "orders": dump_json(list(inputs.orders), f"{where}.orders"),
        "decisions": dump_json(decision_list(inputs.decisions), f"{where}.decisions"),
        "rulings": dump_json(list(inputs.rulings), f"{where}.rulings"),
        "events": dump_json([e.to_dict() for e in result.events], f"{where}.events"),
        "orders_count": len(inputs.orders),
        "decisions_count": len(decision_list(inputs.decisions)),
        "rulings_count": len(inputs.rulings),
        "events_count": len(result.events),
        "state_after": dump_packed(result.war.to_dict(), f"{where}.state_after"),
        "resolved_at": now_text(),
        "gmdesk_version": __version__,
    }


def turn_record(row: dict[str, Any], result: TurnResult, inputs: TurnInputs, source: str = "") -> StoredTurn:
    """A turn just stored as ``row``, as :meth:`WarStore.turn` would read it back, made from the objects in
    memory: the engine's events and the war it was resolved from are kept, not parsed again.

    Its JSON parts are the row's own text read back (cheap beside a war's parse), so they are the file's
    form (lists, not tuples) and share nothing with the war the document goes on editing."""
    values = {key: load_json(row[key], key) for key in _JSON_COLUMNS}
    return StoredTurn(number=row["number"], branch=row["branch"], seed=row["seed"],
                      state_before=values["state_before"], orders=values["orders"],
                      decisions=values["decisions"], rulings=values["rulings"], events=list(result.events),
                      state_after=values["state_after"], resolved_at=row["resolved_at"],
                      gmdesk_version=row["gmdesk_version"], source=source, _stored_events=values["events"],
                      _war_before=inputs.war)


def insert_turn(db: sqlite3.Connection, row: dict[str, Any]) -> None:
    insert_rows(db, "turns", [row])


def read_turn(db: sqlite3.Connection, number: int, branch: str, path: str) -> StoredTurn | None:
    cursor = db.execute("SELECT * FROM turns WHERE branch = ? AND number = ?", [branch, number])
    names = [d[0] for d in cursor.description]
    row = cursor.fetchone()
    if row is None:
        return None
    return _stored(dict(zip(names, row)), path)


def turn_numbers(db: sqlite3.Connection, branch: str = MAIN_BRANCH) -> list[int]:
    """The branch's turn numbers; a row whose number is not a whole number is damaged (``check`` reports
    it, see :func:`damaged_numbers`) and left out."""
    return [r[0] for r in db.execute("SELECT number FROM turns WHERE branch = ? AND typeof(number) = 'integer' "
                                     "ORDER BY number", [branch])]


def damaged_numbers(db: sqlite3.Connection) -> list[tuple[Any, Any]]:
    """(branch, number) of the turn rows whose number is not a whole number."""
    return [(r[0], r[1]) for r in db.execute("SELECT branch, number FROM turns WHERE typeof(number) != 'integer'")]


def _length(column: str) -> str:
    """A JSON list's length in SQL; NULL for a damaged value (reported by ``check``, not a failed listing)."""
    return f"CASE WHEN json_valid({column}) AND json_type({column}) = 'array' THEN json_array_length({column}) END"


_SUMMARY = ("SELECT number, CASE WHEN typeof(seed) = 'integer' THEN seed END, "
            + ", ".join(f"CASE WHEN typeof({c}_count) = 'integer' AND json_valid({c}) THEN {c}_count "
                        f"ELSE {_length(c)} END" for c in ("orders", "decisions", "rulings", "events"))
            + ", CASE WHEN typeof(resolved_at) = 'text' THEN resolved_at END FROM turns WHERE branch = ? AND ")
#: The same line from the counts kept beside the lists (schema version 3), without reading the lists: a list
#: is read (to count it, or to see it is damaged) only where no count was kept.
_COUNTED = ("SELECT number, CASE WHEN typeof(seed) = 'integer' THEN seed END, "
            + ", ".join(f"CASE WHEN typeof({c}_count) = 'integer' THEN {c}_count ELSE {_length(c)} END"
                        for c in ("orders", "decisions", "rulings", "events"))
            + ", CASE WHEN typeof(resolved_at) = 'text' THEN resolved_at END FROM turns WHERE branch = ? AND ")


def summaries(db: sqlite3.Connection, branch: str = MAIN_BRANCH, *, checked: bool = True,
              span: tuple[int, int] | None = None) -> list[TurnSummary]:
    """A line for each turn (of turns ``span[0]``–``span[1]`` only, with ``span``). A turn whose row sits
    on a damaged page gets a line of unknowns instead of the history failing whole (the page scan and
    ``check`` say what is damaged).

    ``checked``: every list is read to see that it is whole JSON, and a damaged one's count is None.
    Unchecked, the counts kept beside the lists are taken as they are (``check`` compares them with the
    lists): at 2,000 turns that is 2 ms instead of 110 (issue 21), for listing a long history quickly
    and checking only the lines in view."""
    select = (_SUMMARY if checked else _COUNTED) + "typeof(number) = 'integer'"
    params: list[Any] = [branch]
    if span is not None:
        select += " AND number BETWEEN ? AND ?"
        params += list(span)
    try:
        rows = db.execute(select + " ORDER BY number", params).fetchall()
    except sqlite3.DatabaseError:
        rows = []
        for number in turn_numbers(db, branch):
            if span is not None and not span[0] <= number <= span[1]:
                continue
            try:
                rows += db.execute(_SUMMARY + "number = ?", [branch, number]).fetchall()
            except sqlite3.DatabaseError:
                rows.append((number, None, None, None, None, None, None))
    return [TurnSummary(*row) for row in rows]


def _stored(row: dict[str, Any], path: str) -> StoredTurn:
    where = f"turns({row['branch']}, {row['number']})"
    values = {key: load_json(row[key], f"{where}.{key}", path) for key in _JSON_COLUMNS}
    for key in ("state_before", "state_after"):
        if not isinstance(values[key], dict):
            raise WarFileError("damaged: expected a JSON object", path=path, field=f"{where}.{key}")
    for key in ("orders", "decisions", "rulings", "events"):
        if not isinstance(values[key], list):
            raise WarFileError("damaged: expected a JSON list", path=path, field=f"{where}.{key}")
    if isinstance(row["seed"], bool) or not isinstance(row["seed"], int):  # replay would draw other numbers
        raise WarFileError(Message("damaged: the seed must be a whole number"), path=path, field=f"{where}.seed",
                           value=row["seed"])
    from gmdesk.engine.events import current_event  # with the first turn read: not before the window's first paint

    events = [current_event(e) if isinstance(e, dict) else e for e in values.pop("events")]
    return StoredTurn(number=row["number"], branch=row["branch"], seed=row["seed"],
                      resolved_at=row["resolved_at"], gmdesk_version=row["gmdesk_version"], source=path,
                      events=_events(events, f"{where}.events", path), _stored_events=events, **values)


def _events(stored: list[Any], where: str, path: str) -> list[Event]:
    """The stored event dicts as :class:`Event` objects; a damaged one is named."""
    from gmdesk.engine.events import Event

    events = []
    for i, item in enumerate(stored):
        try:
            events.append(Event.from_dict(item))
        except (KeyError, TypeError, ValueError, AttributeError):
            raise WarFileError("damaged: an event is an object with seq, turn, phase, kind, actors and "
                               "explain", path=path, field=f"{where}[{i}]", value=item) from None
    return events
