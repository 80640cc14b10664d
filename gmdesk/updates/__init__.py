"""Updates out: the public update and each team's private update after a turn, as forum text.

Built from :mod:`gmdesk.engine.knowledge_turn` (the knowledge filter for a turn) only; see
``docs/updates.md``."""

from gmdesk.updates.build import (PUBLIC, TurnUpdates, public_update, save_all, team_update, turn_updates,
                                  waiting_updates)
from gmdesk.updates.render import UpdateFormat, render

__all__ = ["PUBLIC", "TurnUpdates", "UpdateFormat", "public_update", "render", "save_all", "team_update",
           "turn_updates", "waiting_updates"]
