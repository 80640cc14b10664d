"""What each schema version's steps build: its tables with their columns, and its indexes.

The checks on open compare a file with this (:func:`gmdesk.store.check.schema_problems`). It is data,
written down once per version, because a released step is never edited (see
:mod:`gmdesk.store.migrations`) and so what it builds never changes; a test builds every version with
the steps themselves and compares (``tests/store/test_store_migrations.py``), so the two cannot drift
apart. Before issue 21 the layout was built on the first open by running the steps in memory, which
made every open import ``sqlite_utils``.
"""

from __future__ import annotations

from dataclasses import dataclass

from gmdesk.store.sql import MIGRATIONS_TABLE


@dataclass(frozen=True)
class Layout:
    """What a file of one schema version is made of: its tables with their columns, and its indexes."""

    columns: dict[str, tuple[str, ...]]
    indexes: frozenset[str]


_POOLS = ("health", "health_max", "health_regen", "mana", "mana_max", "mana_regen")
_V1 = {
    MIGRATIONS_TABLE: ("id", "migration_set", "name", "applied_at"),
    "battles": ("position", "id", "location", "participants", "turns", "extra"),
    "characters": ("position", "id", "name", "kind", "class", "team", "master", "location", "alive", "spirit_form",
                   *_POOLS, "command_spells", "true_name", "alignment", "notes", "gm_notes", "stats", "points",
                   "statuses", "skills", "items", "flags", "extra"),
    "links": ("position", "a", "b"),
    "locations": ("position", "id", "name", "x", "y", "home_base", "hidden", "effects", "notes", "extra"),
    "lock": ("id", "pid", "host", "token", "since", "heartbeat"),
    "meta": ("key", "value"),
    "pending": ("position", "id", "turn", "question", "asked_at"),
    "teams": ("position", "id", "name", "color", "extra"),
    "turns": ("number", "seed", "state_before", "orders", "decisions", "rulings", "events", "state_after",
              "resolved_at", "gmdesk_version"),
    "war": ("id", "format", "ruleset", "title", "seed", "turn", "settings", "knowledge", "orders", "decisions",
            "map_extra", "extra"),
}
_V2 = {
    **_V1,
    "background": ("id", "image", "mime", "opacity", "scale", "extra", "position"),
    "branches": ("name", "base_turn", "created_at", "corrections", "outcome"),
    "turns": ("branch", "number", "seed", "resolved_at", "gmdesk_version", "orders", "decisions", "rulings",
              "events", "state_before", "state_after"),
}
_V3 = {
    **_V2,
    "turns": ("branch", "number", "seed", "resolved_at", "gmdesk_version", "orders_count", "decisions_count",
              "rulings_count", "events_count", "orders", "decisions", "rulings", "events", "state_before",
              "state_after"),
}
_V1_INDEXES = frozenset({"sqlite_autoindex_meta_1", "sqlite_autoindex_characters_1",
                         "sqlite_autoindex_locations_1", f"idx_{MIGRATIONS_TABLE}_migration_set_name"})
_V2_INDEXES = _V1_INDEXES | {"sqlite_autoindex_branches_1", "sqlite_autoindex_turns_1"}

#: The layout of each schema version.
LAYOUTS = {
    1: Layout(_V1, _V1_INDEXES),
    2: Layout(_V2, _V2_INDEXES),
    3: Layout(_V3, _V2_INDEXES),
}
