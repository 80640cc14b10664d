"""The True Holy Grail War ruleset (document 003)."""

from gmdesk.rulesets.true_hgw.ruleset import TrueHolyGrailWar

RULESET = TrueHolyGrailWar()

__all__ = ["RULESET", "TrueHolyGrailWar"]
