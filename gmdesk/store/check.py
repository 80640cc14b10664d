"""``gmdesk check``: is the file whole, and does its history hang together?

- SQLite's ``PRAGMA integrity_check`` (every page, every index; opening ran the quicker
  ``quick_check`` and checked the schema version, tables and migration record already);
- the schema: every table with exactly the columns its version's steps build, and nothing that
  runs (a trigger or a view is refused on open; another table or index is reported);
- the rows beside the war: the lock row, the pending questions, the proposal, the background;
- the history: turns numbered without gaps, each snapshot a valid war at the right turn, events
  present, the current war one turn after the last stored one, proposals with their branch row.

The war itself is checked by :func:`gmdesk.validation.war_problems`, as ``validate`` does.
"""

from __future__ import annotations

import sqlite3
from typing import TYPE_CHECKING, Any

from gmdesk.errors import GmdeskError, Problem, WarFileError
from gmdesk.store import lock as locking
from gmdesk.store.layouts import LAYOUTS
from gmdesk.store.records import read_pending, read_proposal
from gmdesk.store.rows import read_background
from gmdesk.store.schema import MAIN_BRANCH

if TYPE_CHECKING:
    from gmdesk.store.turns import StoredTurn


def integrity_problems(db: sqlite3.Connection) -> list[Problem]:
    lines = [row[0] for row in db.execute("PRAGMA integrity_check")]
    return [] if lines == ["ok"] else [Problem("integrity_check", None, line) for line in lines]


#: One row of ``sqlite_master``: type, name, table, SQL.
SchemaObject = tuple[str, str, str, str | None]
#: Schemas already compared, by the ``sqlite_master`` rows that define them (a table's columns are its
#: ``CREATE`` statement's): opening a file with the same schema again skips reading every table's columns.
_COMPARED: dict[tuple[int, tuple[SchemaObject, ...]], tuple[list[Problem], list[Problem]]] = {}


def schema_objects(conn: sqlite3.Connection) -> list[SchemaObject]:
    """What the schema is made of: each object's type, name, table and SQL, as ``sqlite_master`` lists them."""
    return conn.execute("SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY type, name").fetchall()


def schema_problems(conn: sqlite3.Connection, version: int,
                    objects: list[SchemaObject] | None = None) -> tuple[list[Problem], list[Problem]]:
    """The schema against the one the migration steps build for ``version``.

    Returns what a file must not have (a missing table or column, a column the schema does not
    know, a trigger or a view: nothing in a war file is ever run, and gmdesk does not open a file
    that would run something when written) and what is only reported (another table or index).
    ``objects`` is :func:`schema_objects`' answer when the caller has it already.
    """
    objects = schema_objects(conn) if objects is None else objects
    key = (version, tuple(objects))
    if key not in _COMPARED:
        if len(_COMPARED) > 16:
            _COMPARED.clear()
        _COMPARED[key] = _compare(conn, version, [(kind, name, table) for kind, name, table, _ in objects])
    refused, noted = _COMPARED[key]
    return list(refused), list(noted)


def _compare(conn: sqlite3.Connection, version: int,
             objects: list[tuple[str, str, str]]) -> tuple[list[Problem], list[Problem]]:
    expected = LAYOUTS[version]
    refused: list[Problem] = []
    noted: list[Problem] = []
    tables = {name for kind, name, _ in objects if kind == "table"}
    found: dict[str, list[str]] = {}
    for table, column in conn.execute("SELECT m.name, p.name FROM sqlite_master AS m JOIN pragma_table_info(m.name) "
                                      "AS p WHERE m.type = 'table' ORDER BY m.name, p.cid"):
        found.setdefault(table, []).append(column)
    for table, columns in expected.columns.items():
        if table not in tables:
            refused.append(Problem(table, None, "damaged: this table is missing"))
            continue
        have = found.get(table, [])
        for column in columns:
            if column not in have:
                refused.append(Problem(f"{table}.{column}", None, "damaged: this column is missing"))
        for column in have:
            if column not in columns:
                refused.append(Problem(f"{table}.{column}", None,
                                       f"a column schema version {version} does not have"))
    for kind, name, table in objects:
        if kind in ("trigger", "view"):
            refused.append(Problem(f"{kind} {name}", None,
                                   f"a {kind} (on {table}) would run inside the war file; a war file holds "
                                   f"data only"))
        elif kind == "table" and name not in expected.columns and not name.startswith("sqlite_"):
            noted.append(Problem(f"table {name}", None, "a table gmdesk does not use"))
        elif kind == "index" and name not in expected.indexes:
            noted.append(Problem(f"index {name}", None, f"an index (on {table}) gmdesk does not make"))
    return refused, noted


def row_problems(db: sqlite3.Connection, path: str) -> list[Problem]:
    """The lock row, the pending questions, the proposal, the background and the meta values."""
    found = []
    for read in (locking.read_row, read_pending, read_proposal, read_background):
        try:
            read(db, path)
        except WarFileError as exc:
            found.append(Problem(exc.field or "?", exc.value, _bare(exc)))
    for key, value in db.execute("SELECT key, value FROM meta ORDER BY key").fetchall():
        if not isinstance(value, str):
            found.append(Problem(f"meta({key})", value, "damaged: must be text"))
    return found


def history_problems(db: sqlite3.Connection, path: str, current_turn: int) -> list[Problem]:
    from gmdesk.store.turns import damaged_numbers, read_turn, turn_numbers  # the history: not needed to open

    found = []
    numbers = turn_numbers(db, MAIN_BRANCH)
    for branch, number in damaged_numbers(db):
        found.append(Problem(f"turns({branch}).number", number, "damaged: must be a whole number"))
    for a, b in zip(numbers, numbers[1:]):
        if b != a + 1:
            found.append(Problem("turns", [a, b], "a gap in the history"))
    if numbers and current_turn != numbers[-1] + 1:
        found.append(Problem("war.turn", current_turn, f"the history ends at turn {numbers[-1]}"))
    for number in numbers:
        where = f"turns({MAIN_BRANCH}, {number})"
        try:
            turn = read_turn(db, number, MAIN_BRANCH, path)
            if turn is None:  # deleted while we read: nothing to check
                continue
            before, after = turn.war_before(), turn.war_after()
        except GmdeskError as exc:
            found.append(Problem(where, None, str(exc)))
            continue
        if before.turn != number:
            found.append(Problem(f"{where}.state_before.turn", before.turn, f"expected {number}"))
        if after.turn != number + 1:
            found.append(Problem(f"{where}.state_after.turn", after.turn, f"expected {number + 1}"))
        if not turn.events:
            found.append(Problem(f"{where}.events", [], "a resolved turn has events"))
        found += _count_problems(db, where, number, turn)
    branches = {r[0] for r in db.execute("SELECT name FROM branches")}
    for (branch,) in db.execute("SELECT DISTINCT branch FROM turns WHERE branch != ?", [MAIN_BRANCH]):
        if branch not in branches:
            found.append(Problem("turns.branch", branch, "turns of a branch that is not listed in branches"))
    return found


def as_error(problem: Problem, path: str) -> WarFileError:
    """A problem found on open, as the error that refuses the file."""
    message = problem.message if problem.value is None else f"{problem.message} (got {problem.value!r})"
    return WarFileError(message, path=path, field=problem.field, value=problem.value)


def _bare(exc: WarFileError) -> str:
    message = str(exc)
    for prefix in (exc.path, exc.field):
        if prefix and message.startswith(f"{prefix}: "):
            message = message[len(prefix) + 2:]
    if exc.value is not None:
        message = message.removesuffix(f" (got {exc.value!r})")
    return message


def _count_problems(db: sqlite3.Connection, where: str, number: int, turn: "StoredTurn") -> list[Problem]:
    """The counts kept beside a turn's lists (the history's listing shows them) must be the lists' own."""
    row = db.execute("SELECT orders_count, decisions_count, rulings_count, events_count FROM turns "
                     "WHERE branch = ? AND number = ?", [MAIN_BRANCH, number]).fetchone()
    found = []
    lists: tuple[list[Any], ...] = (turn.orders, turn.decisions, turn.rulings, turn.events)
    for name, kept, real in zip(("orders", "decisions", "rulings", "events"), row or (), lists):
        if kept is not None and kept != len(real):
            found.append(Problem(f"{where}.{name}_count", kept, f"the turn holds {len(real)} {name}"))
    return found
