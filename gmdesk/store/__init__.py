"""The war file: a ``.gmdesk`` SQLite database holding the war, its map and sheets, and its history.

Core only (no Qt). May use the model and the engine. Start with :class:`WarStore`::

    with WarStore.open("night.gmdesk") as store:
        war = store.load_war()
        result = store.resolve()          # resolves the next turn and stores it

See ``docs/war-file.md`` for the tables, versions, locking, backups and branches.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from gmdesk.store.background import Background
from gmdesk.store.schema import CURRENT_VERSION
from gmdesk.store.sniff import is_sqlite_file
from gmdesk.store.records import BranchInfo
from gmdesk.store.store import WarStore

if TYPE_CHECKING:
    from gmdesk.store.branches import Proposal
    from gmdesk.store.diff import TurnDiff
    from gmdesk.store.replay import ReplayReport
    from gmdesk.store.turns import Resolution, StoredTurn, TurnInputs, TurnSummary

#: Names of the history's rows, re-resolution and replay, imported on first use: opening and reading a war
#: needs none of them, and the last three bring the rules with them (the window's first paint, issue 21).
_LATER = {"Proposal": "gmdesk.store.branches", "TurnDiff": "gmdesk.store.diff", "ReplayReport": "gmdesk.store.replay",
          "Resolution": "gmdesk.store.turns", "StoredTurn": "gmdesk.store.turns", "TurnInputs": "gmdesk.store.turns",
          "TurnSummary": "gmdesk.store.turns"}


def __getattr__(name: str) -> Any:
    if name in _LATER:
        import importlib

        return getattr(importlib.import_module(_LATER[name]), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

__all__ = ["Background", "BranchInfo", "CURRENT_VERSION", "Proposal", "ReplayReport", "Resolution", "StoredTurn",
           "TurnDiff", "TurnInputs", "TurnSummary", "WarStore", "is_sqlite_file"]
