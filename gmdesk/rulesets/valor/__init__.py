"""The valor ruleset (valor.001_5783168674cc5f36.txt): seven teams, Crossing and Sighting, valor points."""

from gmdesk.rulesets.valor.ruleset import RULESET, ValorRuleset

__all__ = ["RULESET", "ValorRuleset"]
