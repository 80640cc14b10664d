"""The few SQL helpers the store needs on plain ``sqlite3`` connections.

Every read and every ordinary write goes through ``sqlite3`` itself: ``sqlite_utils`` (with dateutil and
click, ~180 ms to import) is imported only where migrations are applied, when a file is created or
upgraded (:mod:`gmdesk.store.migrations`), so opening a war file does not pay for it (issue 21).
"""

from __future__ import annotations

import datetime
import sqlite3
from typing import Any, Iterable

#: ``sqlite_utils.Migrations``' record of applied steps, and the name of gmdesk's set of steps in it.
MIGRATIONS_TABLE = "_sqlite_migrations"
MIGRATION_SET = "gmdesk"


def now_text() -> str:
    """Now as the war file writes its times (a file's creation, a turn's resolution): UTC, to the second."""
    return datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds")


def insert_rows(conn: sqlite3.Connection, table: str, rows: Iterable[dict[str, Any]]) -> None:
    """Insert rows given as dicts (column → value); rows with the same columns go in one statement.
    The values are stored as they are (text, numbers, blobs, NULL): JSON columns come already dumped."""
    batch: list[tuple[Any, ...]] = []
    columns: tuple[str, ...] = ()
    for row in rows:
        keys = tuple(row)
        if keys != columns and batch:
            _insert(conn, table, columns, batch)
            batch = []
        columns = keys
        batch.append(tuple(row.values()))
    if batch:
        _insert(conn, table, columns, batch)


def _insert(conn: sqlite3.Connection, table: str, columns: tuple[str, ...], values: list[tuple[Any, ...]]) -> None:
    names = ", ".join(f"[{c}]" for c in columns)
    conn.executemany(f"INSERT INTO [{table}] ({names}) VALUES ({', '.join('?' * len(columns))})", values)


def set_journal_mode(conn: sqlite3.Connection, mode: str) -> str:
    """``PRAGMA journal_mode`` (``wal`` or ``delete``), outside a transaction; returns the mode SQLite
    kept (the old one when another connection holds the file open)."""
    current: str = conn.execute("PRAGMA journal_mode").fetchone()[0]
    if current == mode:
        return current
    kept: str = conn.execute(f"PRAGMA journal_mode = {mode}").fetchone()[0]
    return kept


def applied_steps(conn: sqlite3.Connection) -> int:
    """How many of gmdesk's migration steps the file records as applied (its record table must exist)."""
    count: int = conn.execute(f"SELECT count(*) FROM [{MIGRATIONS_TABLE}] WHERE migration_set = ?",
                              [MIGRATION_SET]).fetchone()[0]
    return count
