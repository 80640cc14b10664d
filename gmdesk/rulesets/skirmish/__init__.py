"""The skirmish War ruleset (document 002)."""

from gmdesk.rulesets.skirmish.ruleset import Skirmish

RULESET = Skirmish()

__all__ = ["RULESET", "Skirmish"]
