"""The phase-timeline inspector: a stored turn as lanes of events (:class:`TimelineView`), a
character's pools across the history (:class:`CharacterCharts`), and two turns side by side
(:class:`TurnCompare`). All read the store; none changes it."""

from gmdesk.ui.timeline.charts import CharacterCharts
from gmdesk.ui.timeline.compare import TurnCompare
from gmdesk.ui.timeline.view import TimelineView

__all__ = ["CharacterCharts", "TimelineView", "TurnCompare"]
