"""Fate/roll dice (roll-dice 004, Japanese): the ruleset plugin. See docs/roll-dice-keys.md."""

from gmdesk.rulesets.roll_dice.ruleset import RULESET, RollDice

__all__ = ["RULESET", "RollDice"]
