"""The current war read straight from its rows into the model: the store's everyday reading path.

:func:`gmdesk.store.rows.read_war` builds the plain ``gmdesk-war/1`` dict and hands it to
:meth:`War.from_dict`, which checks every field through a :class:`~gmdesk.model.reading.Reader` and
names what it refuses. Opening a war file does that for every row of every state table, and it was most
of what an open cost (issue 21; docs/war-file.md, "Opening fast"). Here each row is checked in one go,
as tuples, against the same rules, and the model's objects are built from it directly. The moment
anything is not as the rules want (a type, a rank, a flag, an ``extra`` naming a known field, damaged
JSON), this reader gives up and :func:`read_war` reads the file again through the full path, so a bad
file gets exactly the error it got before (file, field, value), and a good one the same war
(``tests/store/test_quick_read.py`` compares the two on good and damaged files).

Keep it in step with the ``from_dict`` methods of :mod:`gmdesk.model` and with :mod:`gmdesk.store.rows`:
a rule added there and not here would be skipped on open.
"""

from __future__ import annotations

import sqlite3
from math import isfinite
from typing import Any, Callable

from gmdesk.errors import RankError, WarFileError
from gmdesk.model.character import KINDS, Character
from gmdesk.model.flags import flag_problem
from gmdesk.model.mapgraph import Location, WarMap
from gmdesk.model.ranks import parse_ranks
from gmdesk.model.war import COLOR, FORMAT, Battle, Team, War
from gmdesk.store import rows
from gmdesk.store.jsoncol import load_json

_KNOWN = {table: frozenset(keys) for table, keys in rows.KNOWN_KEYS.items()}
_CHARACTERS = ("SELECT id, name, kind, class, team, master, location, alive, spirit_form, health, health_max, "
               "health_regen, mana, mana_max, mana_regen, command_spells, true_name, alignment, notes, gm_notes, "
               "stats, points, statuses, skills, items, flags, extra FROM characters ORDER BY position")
_LOCATIONS = "SELECT id, name, x, y, home_base, hidden, effects, notes, extra FROM locations ORDER BY position"


class _NotQuick(Exception):
    """Something is not as the rules want: read the file through the full path, which names it."""


def read_war(db: sqlite3.Connection, path: str) -> War:
    """The current war, as :func:`gmdesk.store.rows.read_war` reads it (the same war, the same errors)."""
    try:
        return _quick_war(db, path)
    except (_NotQuick, WarFileError, sqlite3.DatabaseError, UnicodeDecodeError):
        # whatever it is, the full path meets it in its own order and says it in its own words
        return rows.read_war(db, path)


def _quick_war(db: sqlite3.Connection, path: str) -> War:
    # the tables in the order rows.read_war_dict reads them
    row = db.execute("SELECT format, ruleset, title, seed, turn, settings, knowledge, orders, decisions, map_extra, "
                     "extra FROM war WHERE id = 1").fetchone()
    if row is None:
        raise _NotQuick
    fmt, ruleset, title, seed, turn, settings, knowledge, orders, decisions, map_extra, extra = row
    if not (fmt == FORMAT and type(ruleset) is str and type(title) is str and type(seed) is int
            and type(turn) is int and turn >= 1):
        raise _NotQuick
    teams = [_team(r, path) for r in db.execute("SELECT id, name, color, extra FROM teams ORDER BY position")]
    locations = [_location(r, path) for r in db.execute(_LOCATIONS)]
    links = db.execute("SELECT a, b FROM links ORDER BY position").fetchall()
    for a, b in links:
        if type(a) is not str or type(b) is not str:
            raise _NotQuick
    war_map = WarMap(locations, links, _extra(load_json(map_extra, "", path), "map"))
    characters: dict[str, Character] = {}
    duplicates: list[str] = []
    for r in db.execute(_CHARACTERS):
        ch = _character(r, path)
        if ch.id in characters:
            duplicates.append(ch.id)
        characters[ch.id] = ch
    battles = [_battle(r, path) for r in db.execute(
        "SELECT id, location, participants, turns, extra FROM battles ORDER BY position")]
    settings = _object(load_json(settings, "", path))
    if "interpretations" in settings and type(settings["interpretations"]) is not dict:
        raise _NotQuick
    knowledge = _object(load_json(knowledge, "", path))
    orders = _objects(load_json(orders, "", path), _order)
    decisions = _objects(load_json(decisions, "", path), _decision)
    return War(ruleset, title, war_map, characters, seed, turn, teams, settings, battles, knowledge, orders,
               decisions, _extra(load_json(extra, "", path), "war"), duplicates)


def _object(value: Any) -> dict[str, Any]:
    if type(value) is not dict:
        raise _NotQuick
    return value


def _extra(value: Any, table: str) -> dict[str, Any]:
    """An ``extra`` column: an object naming none of the fields beside it (they are its model's unknown keys)."""
    if type(value) is not dict or (value and not _KNOWN[table].isdisjoint(value)):
        raise _NotQuick
    return value


def _id(value: Any) -> str:
    if type(value) is not str or not value.strip():
        raise _NotQuick
    return value


def _objects(value: Any, good: Callable[[dict[str, Any]], bool]) -> list[dict[str, Any]]:
    """A list of objects, each ``good`` (the orders, the decisions)."""
    if type(value) is not list:
        raise _NotQuick
    for item in value:
        if type(item) is not dict or not good(item):
            raise _NotQuick
    return value


def _order(order: dict[str, Any]) -> bool:
    return "actor" not in order or type(order["actor"]) is str


def _decision(decision: dict[str, Any]) -> bool:
    return type(decision.get("id")) is str and "choice" in decision


def _team(r: tuple[Any, ...], path: str) -> Team:
    tid, name, color, extra = r
    extra = {} if extra == "{}" else _extra(load_json(extra, "", path), "teams")
    if extra:  # the players, or unknown fields: the model reads them (its errors send us the full way)
        data = {"id": tid, "name": name}
        if color is not None:
            data["color"] = color
        data.update(extra)
        return Team.from_dict(data, "", path)
    if type(name) is not str or (color is not None and not (type(color) is str and COLOR.fullmatch(color))):
        raise _NotQuick
    return Team(_id(tid), name, color, [], extra)


def _flag(value: Any) -> bool:
    """A 0/1 column as true or false."""
    if type(value) is not int or value not in (0, 1):
        raise _NotQuick
    return value == 1


def _location(r: tuple[Any, ...], path: str) -> Location:
    lid, name, x, y, home_base, hidden, effects, notes, extra = r
    effects = [] if effects == "[]" else load_json(effects, "", path)
    if not (type(name) is str and type(notes) is str and (home_base is None or type(home_base) is str)
            and type(effects) is list):
        raise _NotQuick
    for value in (x, y):  # empty, a whole number or a finite number (never true or false)
        if type(value) is not int and value is not None and (type(value) is not float or not isfinite(value)):
            raise _NotQuick
    for effect in effects:
        if type(effect) is not str or not effect:
            raise _NotQuick
    return Location(_id(lid), name, effects, home_base, _flag(hidden), x, y, notes,
                    {} if extra == "{}" else _extra(load_json(extra, "", path), "locations"))


def _character(r: tuple[Any, ...], path: str) -> Character:
    (cid, name, kind, class_name, team, master, location, alive, spirit_form, health, health_max, health_regen,
     mana, mana_max, mana_regen, command_spells, true_name, alignment, notes, gm_notes, stats, points, statuses,
     skills, items, flags, extra) = r
    if not (kind in KINDS and type(kind) is str and type(name) is str and type(notes) is str
            and type(gm_notes) is str and (command_spells is None or type(command_spells) is int)):
        raise _NotQuick
    for text in (class_name, team, master, location, true_name, alignment):
        if text is not None and type(text) is not str:
            raise _NotQuick
    for value in (health, health_max, health_regen, mana, mana_max, mana_regen):
        if type(value) is not int and value is not None and (type(value) is not float or not isfinite(value)):
            raise _NotQuick
    stats = {} if stats == "{}" else load_json(stats, "", path)
    points = {} if points == "{}" else load_json(points, "", path)
    statuses = [] if statuses == "[]" else load_json(statuses, "", path)
    skills = [] if skills == "[]" else load_json(skills, "", path)
    items = [] if items == "[]" else load_json(items, "", path)
    flags = {} if flags == "{}" else load_json(flags, "", path)
    if not (type(stats) is dict and type(points) is dict and type(statuses) is list and type(skills) is list
            and type(items) is list and type(flags) is dict):
        raise _NotQuick
    try:
        ranks = parse_ranks(stats)
    except RankError:
        raise _NotQuick from None
    for value in points.values():
        if type(value) is not int and type(value) is not float:
            raise _NotQuick
    for status in statuses:
        if type(status) is not dict or type(status.get("name")) is not str:
            raise _NotQuick
    for entry in skills:
        if type(entry) is not dict:
            raise _NotQuick
    for entry in items:
        if type(entry) is not dict:
            raise _NotQuick
    for key, value in flags.items():
        if flag_problem(key, value):
            raise _NotQuick
    return Character(_id(cid), name, kind, team, class_name, master, location, ranks, health, health_max,
                     health_regen, mana, mana_max, mana_regen, points, statuses, skills, items, notes, gm_notes,
                     true_name, alignment, _flag(alive), _flag(spirit_form), command_spells, flags,
                     {} if extra == "{}" else _extra(load_json(extra, "", path), "characters"))


def _battle(r: tuple[Any, ...], path: str) -> Battle:
    bid, location, participants, turns, extra = r
    participants = load_json(participants, "", path)
    if not (type(location) is str and type(turns) is int and type(participants) is list):
        raise _NotQuick
    for cid in participants:
        if type(cid) is not str:
            raise _NotQuick
    return Battle(_id(bid), location, participants, turns, _extra(load_json(extra, "", path), "battles"))
