"""Valor's small formulas on plain numbers; the ruleset class reads the numbers off the sheets."""

from __future__ import annotations

from gmdesk.rulesets.scores import fmt


def mean(values: list[float]) -> float:
    """The plain average used for a party's LCK (001:L109) and the scouted players' LCK (001:L200)."""
    return sum(values) / len(values)


def scout_evade_percent(scout_lck: float, scouted_lck: list[float]) -> float:
    """Scout evasion in percent (valor 001:L200).

    'players have a chance of evading detection calculated by dividing the scouting player's LCK
    through the scouted players' average LCK, multiplied by 50': ``50 × LCK(scout) / mean(LCK)``,
    with LCK read in the LCK value table. Not capped here (interpretation scout-evade-cap).
    """
    return 50.0 * scout_lck / mean(scouted_lck)


def percent_text(value: float) -> str:
    """A percentage as the explanations print it: two decimals at most (38.71, 50, 0)."""
    return fmt(round(value, 2))
