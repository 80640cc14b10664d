"""The docks around the map: the cast, the selected character's sheet, the history and a turn's events.

Each dock is built from a :class:`~gmdesk.ui.document.WarDocument`, draws ``document.war`` and redraws
itself when ``document.changed`` says something it shows was touched; ``refresh()`` rebuilds it whole.
"""

from gmdesk.ui.docks.cast import CastDock
from gmdesk.ui.docks.events import EventsDock
from gmdesk.ui.docks.sheet import SheetDock
from gmdesk.ui.docks.turns import TurnsDock

__all__ = ["CastDock", "EventsDock", "SheetDock", "TurnsDock"]
