"""Build ``fixtures/war-v1.gmdesk``: a war file as gmdesk wrote it with schema version 1.

It is made by the version-1 code path: the migration steps stopped after ``m001``, the war written
into those tables, and turns stored in the version-1 ``turns`` table (no branch column). In version 1
the map's background image was ordinary map data (base64 text in ``war.map_extra``, and so in every
snapshot); the upgrade to version 2 moves the current one into the ``background`` table and leaves
the history's snapshots as they were.

The war and its turns are deterministic (:func:`v1_war`, :func:`v1_turns`), so the test compares
the upgraded file with them. Run ``python tests/store/make_v1_fixture.py`` to rebuild it.
"""

from __future__ import annotations

import base64
import sqlite3
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from sqlite_utils import Database  # noqa: E402

from gmdesk.engine import resolve_turn  # noqa: E402
from gmdesk.model.war import War  # noqa: E402
from gmdesk.store.jsoncol import dump_json  # noqa: E402
from gmdesk.store.migrations import build_version  # noqa: E402
from gmdesk.store.replay import events_without_states  # noqa: E402
from gmdesk.store.rows import write_state  # noqa: E402
from gmdesk.store.schema import STORE_FORMAT  # noqa: E402
from gmdesk.store.turns import TurnInputs, turn_row  # noqa: E402

FIXTURE = Path(__file__).resolve().parent / "fixtures" / "war-v1.gmdesk"
#: A 1×1 transparent PNG.
PNG = base64.b64decode("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==")
BACKGROUND = {"image": base64.b64encode(PNG).decode("ascii"), "mime": "image/png", "opacity": 0.5, "scale": 2}


def v1_war() -> War:
    """A small valor war with a bit of everything the tables hold, unknown fields included."""
    return War.from_dict({
        "format": "gmdesk-war/1", "ruleset": "valor", "title": "Schema-1 war — Ærø", "seed": 42, "turn": 1,
        "settings": {"interpretations": {}}, "teams": [{"id": "red", "name": "Red", "color": "#ff0000"},
                                                         {"id": "blue", "name": "Blue", "motto": "kept"}],
        "map": {"locations": [{"id": "a", "name": "A", "x": 10, "y": 20.5, "home_base": "red"},
                              {"id": "b", "name": "B", "effects": ["hospital"], "notes": "n"},
                              {"id": "c", "name": "C", "hidden": True, "home_base": "blue", "floor": 3}],
                "links": [["a", "b"], ["b", "c"]], "background": BACKGROUND, "legend": "kept too"},
        "characters": [
            {"id": "s1", "name": "Saber", "kind": "servant", "team": "red", "master": "m1", "location": "a",
             "stats": {"AGI": "B", "LCK": "C+"}, "health": 100, "health_max": 100.0, "points": {"valor": 2},
             "statuses": [{"name": "Poison", "turns": 2}], "skills": [{"name": "Charisma", "rank": "B"}],
             "flags": {"x": 1}, "hair": "blond"},
            {"id": "m1", "name": "Master", "kind": "master", "team": "red", "location": "a",
             "stats": {"AGI": "D", "LCK": "B"}, "command_spells": 3},
            {"id": "s2", "name": "Lancer", "kind": "servant", "team": "blue", "location": "c",
             "stats": {"AGI": "A", "LCK": "E"}, "gm_notes": "secret"},
        ],
        "orders": [], "decisions": [], "house": {"note": "unknown war-level field"},
    })


V1_ORDERS = {1: [{"actor": "s1", "action": "move", "to": "b"}, {"actor": "m1", "action": "move", "to": "b"}],
             2: [{"actor": "s1", "action": "move", "to": "a"}, {"actor": "m1", "action": "move", "to": "a"}],
             3: []}


def v1_turns() -> list[tuple]:
    """(result, inputs) of the fixture's three turns, resolved from :func:`v1_war`."""
    war, out = v1_war(), []
    for number in (1, 2, 3):
        orders = V1_ORDERS[number]
        result = resolve_turn(war, orders, [])
        assert result.resolved, result.pending
        out.append((result, TurnInputs(war, orders, [], war.seed, [{"note": f"ruling {number}"}])))
        war = result.war
    return out


def build(path: Path = FIXTURE) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    if path.exists():
        path.unlink()
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("PRAGMA page_size = 1024")  # a small file to commit
    db = Database(conn)
    build_version(db, 1)
    conn.execute("BEGIN")
    db["meta"].insert_all([{"key": "format", "value": STORE_FORMAT},
                           {"key": "created_at", "value": "2026-01-01T00:00:00+00:00"},
                           {"key": "created_by", "value": "gmdesk 0.1.0"}])
    turns = v1_turns()
    last = turns[-1][0].war.copy()
    map_extra = dict(last.map.extra)
    last.map.extra = {}  # version 1 had no background table: the map's extra fields were plain data
    write_state(db, last)
    db.execute("UPDATE war SET map_extra = ? WHERE id = 1", [dump_json(map_extra, "map")])
    for result, inputs in turns:
        row = turn_row(result, inputs)
        del row["branch"]
        # a version-1 gmdesk wrote no per-event state snapshots
        row["events"] = dump_json(events_without_states([e.to_dict() for e in result.events]), "events")
        row["resolved_at"] = f"2026-01-0{inputs.war.turn}T00:00:00+00:00"
        db["turns"].insert(row)
    conn.execute("COMMIT")
    conn.execute("VACUUM")
    conn.close()
    return path


if __name__ == "__main__":
    print(build())
