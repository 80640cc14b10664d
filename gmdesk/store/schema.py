"""What a gmdesk war file is made of: the schema version, the tables each version has, and names.

The DDL itself lives in :mod:`gmdesk.store.migrations`: a new file is built by applying every
migration in order, so a fresh file and an upgraded old file go through the same statements and
cannot drift apart.
"""

from __future__ import annotations

#: ``PRAGMA user_version`` of files this gmdesk writes. Older files are upgraded (after a backup);
#: newer ones are refused.
CURRENT_VERSION = 3

#: ``PRAGMA application_id``: the bytes ``gmdk``, so tools like ``file(1)`` and gmdesk itself can
#: tell a war file from other SQLite databases.
APPLICATION_ID = 0x676D646B

#: ``meta.format``: the kind of database, checked on open.
STORE_FORMAT = "gmdesk-store"

#: The history that counts. Re-resolutions waiting for the GM live under other branch names.
MAIN_BRANCH = "main"

#: The tables each schema version must have (checked on open and by ``gmdesk check``).
TABLES = {
    1: ("meta", "war", "teams", "locations", "links", "characters", "battles", "turns", "pending", "lock"),
    2: ("meta", "war", "teams", "locations", "links", "characters", "battles", "turns", "pending", "lock",
        "branches", "background"),
    3: ("meta", "war", "teams", "locations", "links", "characters", "battles", "turns", "pending", "lock",
        "branches", "background"),
}
