"""What ``gmdesk rules ID`` prints of a ruleset, as plain data (Ruleset.describe; kept apart so that base.py holds
the hooks)."""

from __future__ import annotations

from dataclasses import asdict
from typing import TYPE_CHECKING, Any

from gmdesk.rulesets.movement import MovementRules
from gmdesk.rulesets.sheetchecks import NO_LIMIT_TEXT

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.rulesets.base import Ruleset


def describe(ruleset: "Ruleset") -> dict[str, Any]:
    """Everything ``gmdesk rules ID`` prints, as plain data."""
    return {
        "id": ruleset.id,
        "title": ruleset.title,
        "document": ruleset.document,
        "summary": ruleset.summary,
        "kinds": list(ruleset.kinds),
        "classes": list(ruleset.classes),
        "stats": [
            {"key": s.key, "name": s.name, "ranks": s.policy.describe(), "rule": s.rule}
            for s in ruleset.stats
        ],
        "pools": [
            {"key": p.key, "name": p.name, "maximum": dict(p.maximum), "rule": p.rule} for p in ruleset.pools
        ],
        "phases": [
            {"id": p.id, "name": p.name, "order": p.order, "activities": list(p.activities), "rule": p.rule}
            for p in ruleset.phases
        ],
        "initiative": {"rule": ruleset.initiative_rule, "tie": ruleset.initiative_tie},
        "command_spells": (ruleset.command_spell_limit.describe() if ruleset.command_spell_limit is not None
                           else NO_LIMIT_TEXT),
        "tables": {
            name: {"stats": list(t.stats), "rule": t.rule, "values": dict(t.values), "note": t.note}
            for name, t in ruleset.tables.items()
        },
        "interpretations": [
            {"key": i.key, "title": i.title, "source": i.source, "question": i.question,
             "default": i.default, "options": dict(i.options)}
            for i in (*ruleset.interpretations, *ruleset.update_readings)
        ],
        "movement": _movement_dict(ruleset.movement),
        "notes": list(ruleset.notes),
        "not_applied": list(ruleset.not_applied),
    }


def _movement_dict(m: MovementRules) -> dict[str, Any]:
    return asdict(m)
