"""The schema, as the numbered steps that build it: ``m001`` is version 1, ``m002`` version 2, ….

Each step is a ``sqlite_utils.Migrations`` function that runs in one transaction with the record of
it being applied, and ends by setting ``PRAGMA user_version`` to its number, so a crash or an error
half-way leaves the file at the previous version. A new file is made by applying every step. A step
is never edited once released: old files on GMs' disks were built by it. Change the schema by adding
the next step, write what it builds in :data:`gmdesk.store.layouts.LAYOUTS`, and raise
:data:`gmdesk.store.schema.CURRENT_VERSION`.

This is the one module that imports ``sqlite_utils``; it is imported only where steps are applied
(creating a file, upgrading one, reading an old one through an upgraded copy), never by a plain open.

No column holds code: JSON columns are read with ``json.loads`` only.
"""

from __future__ import annotations

import sqlite3

from sqlite_utils import Database
from sqlite_utils.migrations import Migrations

from gmdesk.store.background import split_background
from gmdesk.store.schema import APPLICATION_ID, CURRENT_VERSION, MAIN_BRANCH
from gmdesk.store.jsoncol import dump_json, load_json
from gmdesk.store.sql import MIGRATION_SET

MIGRATIONS = Migrations(MIGRATION_SET)

# Version 1, the first design. Numbers that may be whole or fractional (positions, pools) have no
# declared type: SQLite then keeps 120 and 120.0 apart, and the JSON export gives back what came in.
V1_SCHEMA = (
    """CREATE TABLE meta (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL
    )""",
    """CREATE TABLE war (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        format TEXT NOT NULL,
        ruleset TEXT NOT NULL,
        title TEXT NOT NULL,
        seed INTEGER NOT NULL,
        turn INTEGER NOT NULL,
        settings TEXT NOT NULL,
        knowledge TEXT NOT NULL,
        orders TEXT NOT NULL,
        decisions TEXT NOT NULL,
        map_extra TEXT NOT NULL,
        extra TEXT NOT NULL
    )""",
    """CREATE TABLE teams (
        position INTEGER PRIMARY KEY,
        id TEXT NOT NULL,
        name TEXT NOT NULL,
        color TEXT,
        extra TEXT NOT NULL
    )""",
    """CREATE TABLE locations (
        position INTEGER PRIMARY KEY,
        id TEXT NOT NULL UNIQUE,
        name TEXT NOT NULL,
        x,
        y,
        home_base TEXT,
        hidden INTEGER NOT NULL,
        effects TEXT NOT NULL,
        notes TEXT NOT NULL,
        extra TEXT NOT NULL
    )""",
    """CREATE TABLE links (
        position INTEGER PRIMARY KEY,
        a TEXT NOT NULL,
        b TEXT NOT NULL
    )""",
    """CREATE TABLE characters (
        position INTEGER PRIMARY KEY,
        id TEXT NOT NULL UNIQUE,
        name TEXT NOT NULL,
        kind TEXT NOT NULL,
        class TEXT,
        team TEXT,
        master TEXT,
        location TEXT,
        alive INTEGER NOT NULL,
        spirit_form INTEGER NOT NULL,
        health,
        health_max,
        health_regen,
        mana,
        mana_max,
        mana_regen,
        command_spells INTEGER,
        true_name TEXT,
        alignment TEXT,
        notes TEXT NOT NULL,
        gm_notes TEXT NOT NULL,
        stats TEXT NOT NULL,
        points TEXT NOT NULL,
        statuses TEXT NOT NULL,
        skills TEXT NOT NULL,
        items TEXT NOT NULL,
        flags TEXT NOT NULL,
        extra TEXT NOT NULL
    )""",
    """CREATE TABLE battles (
        position INTEGER PRIMARY KEY,
        id TEXT NOT NULL,
        location TEXT NOT NULL,
        participants TEXT NOT NULL,
        turns INTEGER NOT NULL,
        extra TEXT NOT NULL
    )""",
    """CREATE TABLE turns (
        number INTEGER PRIMARY KEY,
        seed INTEGER NOT NULL,
        state_before TEXT NOT NULL,
        orders TEXT NOT NULL,
        decisions TEXT NOT NULL,
        rulings TEXT NOT NULL,
        events TEXT NOT NULL,
        state_after TEXT NOT NULL,
        resolved_at TEXT NOT NULL,
        gmdesk_version TEXT NOT NULL
    )""",
    """CREATE TABLE pending (
        position INTEGER PRIMARY KEY,
        id TEXT NOT NULL,
        turn INTEGER NOT NULL,
        question TEXT NOT NULL,
        asked_at TEXT NOT NULL
    )""",
    """CREATE TABLE lock (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        pid INTEGER NOT NULL,
        host TEXT NOT NULL,
        token TEXT NOT NULL,
        since TEXT NOT NULL,
        heartbeat REAL NOT NULL
    )""",
)

TURN_COLUMNS = ("number", "seed", "state_before", "orders", "decisions", "rulings", "events", "state_after",
                "resolved_at", "gmdesk_version")


@MIGRATIONS(name="m001_first_schema")
def m001_first_schema(db: Database) -> None:
    """Version 1: the war, map and sheets as tables, and the history of turns."""
    for statement in V1_SCHEMA:
        db.execute(statement)
    db.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    _set_version(db, 1)


@MIGRATIONS(name="m002_branches_background")
def m002_branches_background(db: Database) -> None:
    """Version 2: re-resolution branches and the map's background image.

    - ``turns`` gains a ``branch`` column (the history is branch ``main``); SQLite cannot change a
      primary key in place, so the table is rebuilt and its rows copied. The small columns now come
      first and the two snapshots last: listing the history reads a row only up to its events,
      not through the snapshots' overflow pages.
    - ``branches`` lists the re-resolutions waiting for the GM to accept or discard them.
    - ``background`` keeps the map's background image as a blob; a version-1 file kept it as base64
      text in ``war.map_extra``, and the current one moves here when it is in the canonical form.
      The history's snapshots are left as they were stored.
    """
    columns = ", ".join(TURN_COLUMNS)
    db.execute(f"""CREATE TABLE turns_v2 (
        branch TEXT NOT NULL DEFAULT '{MAIN_BRANCH}',
        number INTEGER NOT NULL,
        seed INTEGER NOT NULL,
        resolved_at TEXT NOT NULL,
        gmdesk_version TEXT NOT NULL,
        orders TEXT NOT NULL,
        decisions TEXT NOT NULL,
        rulings TEXT NOT NULL,
        events TEXT NOT NULL,
        state_before TEXT NOT NULL,
        state_after TEXT NOT NULL,
        PRIMARY KEY (branch, number)
    )""")
    db.execute(f"INSERT INTO turns_v2 (branch, {columns}) SELECT '{MAIN_BRANCH}', {columns} FROM turns")
    db.execute("DROP TABLE turns")
    db.execute("ALTER TABLE turns_v2 RENAME TO turns")
    db.execute("""CREATE TABLE branches (
        name TEXT PRIMARY KEY,
        base_turn INTEGER NOT NULL,
        created_at TEXT NOT NULL,
        corrections TEXT NOT NULL,
        outcome TEXT NOT NULL
    )""")
    db.execute("""CREATE TABLE background (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        image BLOB NOT NULL,
        mime TEXT NOT NULL,
        opacity,
        scale,
        extra TEXT NOT NULL,
        position INTEGER
    )""")
    row = db.execute("SELECT map_extra FROM war WHERE id = 1").fetchone()
    if row is not None:
        map_extra = load_json(row[0], "war.map_extra")
        rest, background = split_background(map_extra)
        if background is not None:
            db.execute("UPDATE war SET map_extra = ? WHERE id = 1", [dump_json(rest, "war.map_extra")])
            db.execute("INSERT INTO background (id, image, mime, opacity, scale, extra, position) "
                       "VALUES (1, ?, ?, ?, ?, ?, ?)", background.row())
    _set_version(db, 2)


@MIGRATIONS(name="m003_packed_snapshots_counts")
def m003_packed_snapshots_counts(db: Database) -> None:
    """Version 3: a turn's two snapshots may be stored packed, and each turn keeps its counts.

    - The war before and after a turn may be stored packed, as deflated JSON in a blob (issue 21: a turn
      took ~170 KB, over half of it the two snapshots). Rows already stored stay as they are (text is
      still read); a version-2 gmdesk, which would not unpack them, is told the file is newer.
    - ``turns`` gains the counts of its orders, decisions, rulings and events, among the small columns
      before the lists: listing the history read every turn's events to count them (78 MB of JSON at
      2,000 turns). The table is rebuilt (the columns must come before the big ones) and the counts
      of the rows already there are filled in; NULL where a list cannot be read (``check`` says why).
    """
    columns = ("branch", "number", "seed", "resolved_at", "gmdesk_version", "orders", "decisions", "rulings",
               "events", "state_before", "state_after")
    db.execute(f"""CREATE TABLE turns_v3 (
        branch TEXT NOT NULL DEFAULT '{MAIN_BRANCH}',
        number INTEGER NOT NULL,
        seed INTEGER NOT NULL,
        resolved_at TEXT NOT NULL,
        gmdesk_version TEXT NOT NULL,
        orders_count INTEGER,
        decisions_count INTEGER,
        rulings_count INTEGER,
        events_count INTEGER,
        orders TEXT NOT NULL,
        decisions TEXT NOT NULL,
        rulings TEXT NOT NULL,
        events TEXT NOT NULL,
        state_before TEXT NOT NULL,
        state_after TEXT NOT NULL,
        PRIMARY KEY (branch, number)
    )""")
    counted = ", ".join(f"CASE WHEN json_valid({c}) AND json_type({c}) = 'array' THEN json_array_length({c}) END"
                        for c in ("orders", "decisions", "rulings", "events"))
    listed = ", ".join(columns)
    db.execute(f"INSERT INTO turns_v3 ({listed}, orders_count, decisions_count, rulings_count, events_count) "
               f"SELECT {listed}, {counted} FROM turns")
    db.execute("DROP TABLE turns")
    db.execute("ALTER TABLE turns_v3 RENAME TO turns")
    _set_version(db, 3)


def _set_version(db: Database, version: int) -> None:
    db.execute(f"PRAGMA user_version = {int(version)}")


#: The steps in order: ``STEPS[v - 1]`` brings a file to version ``v``.
STEPS = (m001_first_schema, m002_branches_background, m003_packed_snapshots_counts)


def step_name(version: int) -> str:
    """The name of the step that brings a file to ``version`` (used to stop before it)."""
    return STEPS[version - 1].__name__


def apply_all(conn: sqlite3.Connection) -> None:
    """Build a new file: every step, in order."""
    MIGRATIONS.apply(Database(conn))


def upgrade(conn: sqlite3.Connection) -> list[str]:
    """Apply every missing step; returns their names (empty when the file is current)."""
    db = Database(conn)
    before = {m.name for m in MIGRATIONS.applied(db)}
    MIGRATIONS.apply(db)
    return [m.name for m in MIGRATIONS.applied(db) if m.name not in before]


def build_version(db: Database, version: int) -> None:
    """Build an empty file at an older ``version`` (for making old-file fixtures in tests)."""
    if version >= CURRENT_VERSION:
        MIGRATIONS.apply(db)
    else:
        MIGRATIONS.apply(db, stop_before=step_name(version + 1))


