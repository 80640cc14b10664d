"""The action economy of 003 §VI and §X: one standard and one move action a turn.

"Any skill or ability not marked with 'Free Action' will cost your standard action to use. Using
your regular movement will cost your move action." (003 §VI). A Servant in Spirit Form "cannot use
attack skills, and do[es] not have access to their standard action" (003 §X); leaving Spirit Form
is itself a standard action, which interpretation ``spirit-form-exit`` reconciles.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from gmdesk.rulesets.combat import NO_COST, Budget, Cost, Skill
from gmdesk.messages import Message

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.model.character import Character
    from gmdesk.model.war import War
    from gmdesk.rulesets.base import Ruleset

RULE = "true-hgw 003 §VI"
RULE_SPIRIT = "true-hgw 003 §X"
RULE_SKILLS = "true-hgw 003 §IX"

SPECIAL_ACTION_COSTS: Mapping[str, tuple[str, ...]] = {
    "consume": ("standard",),      # "a standard (non-free), support-speed action" (003 §X)
    "spirit-form": ("standard",),  # "Both of these are a standard, support-speed action" (003 §X)
    "claim": ("standard", "move"),  # "costs both your standard and movement action" (003 §X)
    "resign": (),                  # "at any time" (003 §X)
    "contract": (),                # the Servant "may join one of the remaining Masters" (003 §III)
    "cancel": (),                  # ending an ongoing skill early (003 §IX), or Defend (003 §III)
    "leave-combat": (),            # an agreement, not a skill or a move: 003 §VII names no cost
    "pay-cost": (),                # part of the move: the Cost itself is paid when the trigger applies (§IX)
}


_ACTIONS_LINE = Message("one standard action and one move action (true-hgw 003 §VI)")
"""(a Message, so a window in another language says it: resources/i18n/core_ja.json)"""


def turn_budget(ruleset: "Ruleset", ch: "Character", war: "War") -> Budget:
    """'During a turn, characters are granted one standard action and one move action' (003 §VI)."""
    actions = {"standard", "move"}
    explain: list[str] = [_ACTIONS_LINE]
    if ch.spirit_form:
        choice = ruleset.choice(war, "spirit-form-exit")
        note = ruleset.interpretation("spirit-form-exit").describe(choice)
        if choice == "command-spell-only":
            actions.discard("standard")
            explain.append(Message("in Spirit Form: no standard action (true-hgw 003 §X; {reading})", reading=note))
        else:
            explain.append(Message("in Spirit Form: the standard action serves only to leave it (true-hgw 003 §X; "
                                   "{reading})", reading=note))
    return Budget(actions=actions, explain=explain)


def action_cost(skill: Skill) -> Cost:
    """The skill's Cost, plus the standard action unless it is a Free Action (003 §VI, §IX)."""
    actions = () if skill.free_action else ("standard",)
    return Cost(dict(skill.cost.resources), actions)


def cooldown_left(ch: "Character", skill: Skill) -> int:
    """Turns left on ``skill``'s Cooldown (0: castable)."""
    left = [int(e.get("turns") or 0) for e in ch.statuses
            if e.get("kind") == "cooldown" and str(e.get("skill", "")).casefold() == skill.key]
    return max(left, default=0)


def cost_problem(ch: "Character", skill: Skill, budget: Budget) -> str | None:
    """Why ``ch`` cannot use ``skill`` now: passive, Spirit Form, Cooldown, no standard action."""
    if skill.slot == "passive":
        return f"{skill.name} is a Passive Ability, not an action ({RULE_SKILLS})"
    if ch.spirit_form and skill.attack:
        return f"a Servant in Spirit Form 'cannot use attack skills' ({RULE_SPIRIT})"
    if ch.spirit_form and not skill.free_action:
        return f"a Servant in Spirit Form does 'not have access to their standard action' ({RULE_SPIRIT})"
    left = cooldown_left(ch, skill)
    if left:
        return f"{skill.name} is on Cooldown: {left} turn{'s' if left != 1 else ''} left ({RULE_SKILLS})"
    if not skill.free_action and "standard" not in budget.actions:
        return f"the standard action is already used this turn ({RULE})"
    return None


def special_action_cost(order: Mapping[str, Any]) -> Cost:
    """What a special action of 003 §X costs (nothing for resign, contract, cancel, leave-combat, pay-cost)."""
    actions = SPECIAL_ACTION_COSTS.get(str(order.get("action")), ())
    return Cost({}, actions) if actions else NO_COST
