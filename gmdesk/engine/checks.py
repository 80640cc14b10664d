"""Turning a ruleset's Check into a yes or no: as stated, rolled, or asked of the GM."""

from __future__ import annotations

from gmdesk.engine.context import TurnContext
from gmdesk.messages import Message
from gmdesk.rulesets.scores import Check, fmt


def settle(ctx: TurnContext, check: Check, decision_id: str, question: str,
           labels: dict[str, str] | None = None) -> tuple[bool, str]:
    """Returns the outcome and the text to add to the explanation (the roll, or who decided). A check with no
    chance asks the GM ``question`` (a ``Message``: said in the window's language), with the check's
    explanation after it; ``labels`` say what yes and no mean."""
    if check.certain is not None:
        return bool(check.certain), ""
    if check.chance is not None:
        roll = ctx.rng.roll()
        hit = roll < check.chance
        return hit, roll_text(roll, check.chance, hit)
    answer = ctx.decide(decision_id, Message("{question} ({explain})", question=question, explain=check.explain),
                        ["yes", "no"], rule=check.rule, labels=labels)
    return answer == "yes", GM_DECIDES


GM_DECIDES = Message("; the GM decides")
"""What a check the GM answered adds to its explanation."""


def roll_text(roll: float, chance: float, hit: bool) -> str:
    """"; roll 50.86 ≥ 1 %": the seeded roll (0 to 100) against the chance, a percentage on the same scale
    (the chance itself is a fraction of 1; both to two decimals)."""
    return Message("; roll {roll} {sign} {chance} %", roll=fmt(round(roll * 100, 2)), sign="<" if hit else "≥",
                   chance=fmt(round(chance * 100, 2)))
