"""Engine activities a ruleset's phases can name. A ruleset may add its own through
``Ruleset.activities`` (name → callable(ctx, phase))."""

from gmdesk.engine.activities import engage, flee, move, scout, search
from gmdesk.engine.combat import act, effects, scheduled

ACTIVITIES = {
    "scout": scout.run,
    "engage": engage.run,
    "move": move.run,
    "flee": flee.run,
    "search": search.run,
    "act": act.run,
    "effects": effects.run,
    "scheduled": scheduled.run,
}
