"""The ap-sp ruleset plugin (ap-sp.000): ``RULESET`` is what the registry loads."""

from .ranking import more_than_two_ranks
from .ruleset import RULESET, ApSpRuleset

__all__ = ["RULESET", "ApSpRuleset", "more_than_two_ranks"]
