"""The war as rows: one table per kind of thing, in file order, and back.

Reading builds the plain ``gmdesk-war/1`` dict and hands it to :meth:`War.from_dict`, so a file
whose contents break the model's rules is refused with the same messages, naming the same fields,
as a JSON file would be. Writing takes the model's own ``to_dict`` output, so the JSON export of a
stored war is the JSON the model would write: the round trip is exact, unknown fields included
(they live in the ``extra`` columns).
"""

from __future__ import annotations

import math
import sqlite3
from typing import Any

from gmdesk.errors import WarFileError
from gmdesk.messages import Message
from gmdesk.model.jsontext import MAX_TEXT
from gmdesk.model.mapgraph import Location
from gmdesk.model.reading import character_path
from gmdesk.model.war import FORMAT, Battle, War
from gmdesk.store.background import Background, split_background
from gmdesk.store.jsoncol import dump_json, load_json, refuse_bad_text
from gmdesk.store.schema import MAIN_BRANCH
from gmdesk.store.sql import insert_rows

STATE_TABLES = ("teams", "locations", "links", "characters", "battles")
_INT64 = (-(2**63), 2**63 - 1)
_POOLS = ("health", "health_max", "health_regen", "mana", "mana_max", "mana_regen")
_CHARACTER_JSON = ("stats", "points", "statuses", "skills", "items", "flags")

#: The fields each ``extra`` column sits beside. They have columns of their own, so an ``extra``
#: holding one is damaged (read) or a model bug (write): it would silently replace the real value.
KNOWN_KEYS = {
    "war": ("format", "ruleset", "title", "seed", "turn", "settings", "teams", "map", "characters", "battles",
            "knowledge", "orders", "decisions"),
    "map": ("locations", "links"),
    "teams": ("id", "name", "color"),
    "locations": ("id", "name", "x", "y", "home_base", "hidden", "effects", "notes"),
    "characters": ("id", "name", "kind", "class", "team", "master", "location", "alive", "spirit_form", *_POOLS,
                   "command_spells", "true_name", "alignment", "notes", "gm_notes", *_CHARACTER_JSON),
    "battles": ("id", "location", "participants", "turns"),
}


# -- writing ------------------------------------------------------------------------------------------
def write_state(db: sqlite3.Connection, war: War) -> None:
    """Replace the current war (war row, teams, map, characters, battles) with ``war``.

    Call inside a transaction. The background table is only touched when the war's map carries a
    canonical ``background`` object (a war read from JSON); a war loaded from the store has none,
    and saving it leaves the stored image alone.
    """
    data = war.to_dict()
    refuse_bad_text(data)
    map_extra, background = split_background(war.map.extra)
    _plain_extra("war", war.extra, "war")
    _plain_extra("map", map_extra, "map")
    db.execute("DELETE FROM war")
    _short_text(war.title, "title")
    insert_rows(db, "war", [{
        "id": 1,
        "format": data["format"],
        "ruleset": war.ruleset,
        "title": war.title,
        "seed": storable_number(war.seed, "seed"),
        "turn": storable_number(war.turn, "turn"),
        "settings": dump_json(war.settings, "settings"),
        "knowledge": dump_json(war.knowledge, "knowledge"),
        "orders": dump_json(war.orders, "orders"),
        "decisions": dump_json(war.decisions, "decisions"),
        "map_extra": dump_json(map_extra, "map"),
        "extra": dump_json(war.extra, "war"),
    }])
    for table in STATE_TABLES:
        db.execute(f"DELETE FROM {table}")
    _insert(db, "teams", [_team_row(i, t) for i, t in enumerate(data.get("teams", []))])
    _insert(db, "locations", [_location_row(i, loc) for i, loc in enumerate(war.map.locations.values())])
    _insert(db, "links", [{"position": i, "a": a, "b": b} for i, (a, b) in enumerate(war.map.links)])
    _insert(db, "characters", [_character_row(i, ch.to_dict(), ch.extra)
                               for i, ch in enumerate(war.characters.values())])
    _insert(db, "battles", [_battle_row(i, b) for i, b in enumerate(war.battles)])
    if background is not None:
        write_background(db, background)


def write_current(war: War, background: Background | None, db: sqlite3.Connection) -> None:
    """The war and its background as the current war of the file behind ``db`` (a copy made by Save
    As), refused unless the war is at the turn after the history's last."""
    check_turn(db, war)
    write_state(db, war)
    write_background(db, background)


def check_turn(db: sqlite3.Connection, war: War) -> None:
    """Refuse a current war that is not at the turn after the history's last: the history and the
    current war always agree on where the war stands."""
    row = db.execute("SELECT max(number) FROM turns WHERE branch = ?", [MAIN_BRANCH]).fetchone()
    if row[0] is not None and war.turn != row[0] + 1:
        raise WarFileError(f"the war is at turn {war.turn}, but the history ends at turn {row[0]}",
                           field="turn", value=war.turn)


def write_background(db: sqlite3.Connection, background: Background | None) -> None:
    db.execute("DELETE FROM background")
    if background is not None:
        db.execute("INSERT INTO background (id, image, mime, opacity, scale, extra, position) "
                   "VALUES (1, ?, ?, ?, ?, ?, ?)", background.row())


#: The text columns of each state table, and how the JSON format names a row: what :func:`_short_text` checks.
_TEXTS = {"teams": ("teams", ("id", "name", "color")), "locations": ("map.locations", ("id", "name", "home_base", "notes")),
          "links": ("map.links", ("a", "b")), "battles": ("battles", ("id", "location")),
          "characters": ("characters", ("id", "name", "kind", "class", "team", "master", "location", "true_name",
                                        "alignment", "notes", "gm_notes"))}


def _insert(db: sqlite3.Connection, table: str, rows: list[dict[str, Any]]) -> None:
    prefix, columns = _TEXTS[table]
    for row in rows:
        where = character_path(row["position"], row) if table == "characters" else f"{prefix}[{row['position']}]"
        for key in columns:
            _short_text(row[key], f"{where}.{key}")
    insert_rows(db, table, rows)


def _short_text(value: Any, field: str) -> None:
    """Refuse a text longer than a war file's reader takes (``MAX_TEXT``): such notes went into their column,
    then into the turn's snapshot, which the next read refused as damaged."""
    if type(value) is str and len(value) > MAX_TEXT:
        raise WarFileError(Message("cannot be stored: a text of {length:,} characters (at most {most:,})",
                                   length=len(value), most=MAX_TEXT), field=field)


def _plain_extra(table: str, extra: dict[str, Any], where: str) -> dict[str, Any]:
    """Refuse unknown fields that are named like known ones (see :data:`KNOWN_KEYS`)."""
    clash = [k for k in extra if k in KNOWN_KEYS[table]]
    if clash:
        raise WarFileError(f"extra fields named like the fields they sit beside: {', '.join(clash)}",
                           field=f"{where}.extra")
    return extra


def _team_row(position: int, team: dict[str, Any]) -> dict[str, Any]:
    known = KNOWN_KEYS["teams"]
    return {"position": position, "id": team["id"], "name": team["name"], "color": team.get("color"),
            "extra": dump_json({k: v for k, v in team.items() if k not in known}, f"teams[{position}]")}


def _location_row(position: int, loc: Location) -> dict[str, Any]:
    where = f"map.locations[{position}]"
    _plain_extra("locations", loc.extra, where)
    return {"position": position, "id": loc.id, "name": loc.name, "x": storable_number(loc.x, f"{where}.x"),
            "y": storable_number(loc.y, f"{where}.y"), "home_base": loc.home_base, "hidden": int(loc.hidden),
            "effects": dump_json(loc.effects, f"{where}.effects"), "notes": loc.notes,
            "extra": dump_json(loc.extra, where)}


def _character_row(position: int, data: dict[str, Any], extra: dict[str, Any]) -> dict[str, Any]:
    where = character_path(position, data)
    _plain_extra("characters", extra, where)
    row = {"position": position, "id": data["id"], "name": data["name"], "kind": data["kind"],
           "class": data.get("class"), "team": data.get("team"), "master": data.get("master"),
           "location": data.get("location"), "alive": int(data.get("alive", True)),
           "spirit_form": int(data.get("spirit_form", False)),
           "command_spells": storable_number(data.get("command_spells"), f"{where}.command_spells"),
           "true_name": data.get("true_name"), "alignment": data.get("alignment"),
           "notes": data.get("notes", ""), "gm_notes": data.get("gm_notes", ""),
           "extra": dump_json(extra, where)}
    for key in _POOLS:
        row[key] = storable_number(data.get(key), f"{where}.{key}")
    for key in _CHARACTER_JSON:
        row[key] = dump_json(data.get(key, [] if key in ("statuses", "skills", "items") else {}),
                             f"{where}.{key}")
    return row


def _battle_row(position: int, battle: Battle) -> dict[str, Any]:
    where = f"battles[{position}]"
    _plain_extra("battles", battle.extra, where)
    return {"position": position, "id": battle.id, "location": battle.location,
            "participants": dump_json(battle.participants, f"{where}.participants"),
            "turns": storable_number(battle.turns, f"{where}.turns"), "extra": dump_json(battle.extra, where)}


def storable_number(value: Any, field: str) -> Any:
    """Numbers SQLite keeps exactly: finite floats and 64-bit whole numbers."""
    if isinstance(value, float) and not math.isfinite(value):
        raise WarFileError(f"a number that is not finite cannot be stored (got {value!r})", field=field,
                           value=value)
    if isinstance(value, int) and not isinstance(value, bool) and not _INT64[0] <= value <= _INT64[1]:
        raise WarFileError(f"a whole number must fit in 64 bits to be stored (got {value})", field=field,
                           value=value)
    return value


# -- reading ------------------------------------------------------------------------------------------
def read_war_dict(db: sqlite3.Connection, path: str) -> dict[str, Any]:
    """The current war as a ``gmdesk-war/1`` dict (without the background image)."""
    row = _one(db, "SELECT * FROM war WHERE id = 1")
    if row is None:
        raise WarFileError("damaged: the war table is empty", path=path, field="war")
    j = _Json(path)
    data: dict[str, Any] = {"format": row["format"], "ruleset": row["ruleset"], "title": row["title"],
                            "seed": row["seed"], "turn": row["turn"],
                            "settings": j(row["settings"], "war.settings")}
    teams = [_team(r, j) for r in _rows(db, "teams")]
    if teams:
        data["teams"] = teams
    data["map"] = {"locations": [_location(r, j) for r in _rows(db, "locations")],
                   "links": [[r["a"], r["b"]] for r in _rows(db, "links")]}
    data["map"].update(_extra(j(row["map_extra"], "war.map_extra"), "war.map_extra", "map", path))
    data["characters"] = [_character(r, j) for r in _rows(db, "characters")]
    battles = [_battle(r, j) for r in _rows(db, "battles")]
    if battles:
        data["battles"] = battles
    data["knowledge"] = j(row["knowledge"], "war.knowledge")
    data["orders"] = j(row["orders"], "war.orders")
    data["decisions"] = j(row["decisions"], "war.decisions")
    data.update(_extra(j(row["extra"], "war.extra"), "war.extra", "war", path))
    return data


def read_war(db: sqlite3.Connection, path: str) -> War:
    data = read_war_dict(db, path)
    if data.get("format") != FORMAT:
        raise WarFileError(f"this gmdesk reads {FORMAT!r}", path=path, field="war.format",
                           value=data.get("format"))
    return War.from_dict(data, source=path)


def read_background(db: sqlite3.Connection, path: str) -> Background | None:
    row = _one(db, "SELECT * FROM background WHERE id = 1")
    if row is None:
        return None
    extra = _object(load_json(row["extra"], "background.extra", path), "background.extra", path)
    if not isinstance(row["image"], bytes):
        raise WarFileError("damaged: the image is not a blob", path=path, field="background.image")
    if not isinstance(row["mime"], str):
        raise WarFileError("damaged: must be text", path=path, field="background.mime", value=row["mime"])
    for key in ("opacity", "scale"):
        value = row[key]
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
            raise WarFileError("damaged: must be a number", path=path, field=f"background.{key}", value=value)
    position = row["position"]
    if position is not None and (isinstance(position, bool) or not isinstance(position, int) or position < 0):
        raise WarFileError("damaged: must be empty or a whole number from 0 (where the background stands "
                           "among the map's keys)", path=path, field="background.position", value=position)
    return Background(row["image"], row["mime"], row["opacity"], row["scale"], extra, position)


class _Json:
    def __init__(self, path: str):
        self.path = path

    def __call__(self, text: Any, field: str) -> Any:
        return load_json(text, field, self.path)


def _one(db: sqlite3.Connection, sql: str) -> dict[str, Any] | None:
    cursor = db.execute(sql)
    names = [d[0] for d in cursor.description]
    row = cursor.fetchone()
    return dict(zip(names, row)) if row is not None else None


def _rows(db: sqlite3.Connection, table: str) -> list[dict[str, Any]]:
    cursor = db.execute(f"SELECT * FROM {table} ORDER BY position")
    names = [d[0] for d in cursor.description]
    return [dict(zip(names, r)) for r in cursor.fetchall()]


def _object(value: Any, field: str, path: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise WarFileError("damaged: expected a JSON object", path=path, field=field, value=value)
    return value


def _extra(value: Any, field: str, table: str, path: str) -> dict[str, Any]:
    """An ``extra`` column: a JSON object that names none of the fields with columns of their own."""
    extra = _object(value, field, path)
    clash = [k for k in extra if k in KNOWN_KEYS[table]]
    if clash:
        raise WarFileError(f"damaged: holds {', '.join(repr(k) for k in clash)}, a field with a column of its "
                           f"own (an extra column keeps unknown fields only)", path=path, field=field)
    return extra


def _flag(value: Any) -> Any:
    """0/1 columns back to false/true; anything else goes to the model, which names the field."""
    return bool(value) if value in (0, 1) and not isinstance(value, float) else value


def _team(r: dict[str, Any], j: _Json) -> dict[str, Any]:
    out = {"id": r["id"], "name": r["name"]}
    if r["color"] is not None:
        out["color"] = r["color"]
    out.update(_extra(j(r["extra"], f"teams(id={r['id']}).extra"), f"teams(id={r['id']}).extra", "teams", j.path))
    return out


def _location(r: dict[str, Any], j: _Json) -> dict[str, Any]:
    where = f"locations(id={r['id']})"
    out = {"id": r["id"], "name": r["name"], "effects": j(r["effects"], f"{where}.effects"),
           "home_base": r["home_base"], "hidden": _flag(r["hidden"]), "x": r["x"], "y": r["y"],
           "notes": r["notes"]}
    out.update(_extra(j(r["extra"], f"{where}.extra"), f"{where}.extra", "locations", j.path))
    return out


def _character(r: dict[str, Any], j: _Json) -> dict[str, Any]:
    where = f"characters(id={r['id']})"
    out = {key: r[key] for key in ("id", "name", "kind", "class", "team", "master", "location", "true_name",
                                   "alignment", "command_spells", "notes", "gm_notes")}
    for key in _POOLS:
        out[key] = r[key]
    out["alive"] = _flag(r["alive"])
    out["spirit_form"] = _flag(r["spirit_form"])
    for key in _CHARACTER_JSON:
        out[key] = j(r[key], f"{where}.{key}")
    out.update(_extra(j(r["extra"], f"{where}.extra"), f"{where}.extra", "characters", j.path))
    return out


def _battle(r: dict[str, Any], j: _Json) -> dict[str, Any]:
    where = f"battles(id={r['id']})"
    out = {"id": r["id"], "location": r["location"], "participants": j(r["participants"], f"{where}.participants"),
           "turns": r["turns"]}
    out.update(_extra(j(r["extra"], f"{where}.extra"), f"{where}.extra", "battles", j.path))
    return out
