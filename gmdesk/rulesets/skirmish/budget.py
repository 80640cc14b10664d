"""The action economy of 002:L66-70 and the limits of Spirit Form (002:L6).

"Both Masters and Servants are capable of using both a support skill and an offensive skill within a
single turn; in addition, Masters can also use a command spell" (002:L66). A regular melee attack
replaces the offensive skill (002:L68); each counted AGI '+' gives one more regular melee attack
(002:L70). A Servant using a Noble Phantasm "cannot use another skill in that turn" (002:L66): the NP
takes the support action too.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from gmdesk.rulesets.combat import NO_COST, Budget, Cost, Skill
from gmdesk.messages import Message
from gmdesk.rulesets.scores import fmt
from gmdesk.rulesets.skirmish import skills as sk

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.model.character import Character
    from gmdesk.model.war import War
    from gmdesk.rulesets.skirmish.ruleset import Skirmish

DOC = "skirmish 002"


def turn_budget(ruleset: "Skirmish", ch: "Character", war: "War") -> Budget:
    """A support and an offensive action; for a Servant, 1 + (AGI '+') regular melee attacks."""
    actions = {"support", "offence"}
    explain: list[str] = [Message("a support and an offensive action ({doc}:L66)", doc=DOC)]
    resources: dict[str, float] = {}
    if ch.is_servant():
        extra = ruleset.extra_melee_attacks(ch, war)
        resources["melee"] = 1 + extra.value
        explain.append(Message("regular melee attacks: 1 (instead of the offensive skill, {doc}:L68) + {extra} extra "
                               "({why}) = {total}", doc=DOC, extra=fmt(extra.value), why=extra.explain,
                               total=fmt(1 + extra.value)))
        actions.add("drain")
        explain.append(Message("one civilian at night ({doc}:L16)", doc=DOC))
    if ch.is_master():
        actions.add("spirit-form")
        explain.append(Message("Command Spells ({doc}:L29, L66); one free Spirit Form command ({doc}:L6)", doc=DOC))
    return Budget(resources=resources, actions=actions, explain=explain)


def cost_problem(ruleset: "Skirmish", ch: "Character", skill: Skill, budget: Budget, war: "War") -> str | None:
    """Spirit Form, the skirmish's own attacks, a melee attack after the offensive skill, a skill after
    the offensive action went to a melee attack."""
    kind = sk.attack_kind(skill)
    if skill.slot == "passive":
        return Message("{skill} is passive: it is not an action", skill=skill.name)
    if ch.spirit_form:
        return Message("a Servant in Spirit Form cannot use abilities or attack ({doc}:L6)", doc=DOC)
    if kind in (sk.SKIRMISH, sk.COUNTER):
        if budget.limit.get("checking"):
            return Message("the skirmish makes its own attacks; order a regular melee attack ({doc}:L57)", doc=DOC)
        return None
    extra = ruleset.extra_melee_attacks(ch, war).value
    used_melee = budget.spent.get("melee", 0.0)
    if kind in (sk.REGULAR, sk.SURPRISE) and "offence" in budget.used_actions and used_melee >= extra:
        return Message("the offensive action is used and the {extra} extra melee attack(s) of AGI '+' are spent "
                       "({doc}:L68, L70)", extra=fmt(extra), doc=DOC)
    if kind in ("skill", "np") and used_melee > extra:
        return Message("the offensive action went to a regular melee attack ({doc}:L68)", doc=DOC)
    return None


def action_cost(ch: "Character", skill: Skill) -> Cost:
    """The skill's mana and its actions; a regular melee attack takes one melee attack of the budget."""
    return skill.cost


SPECIAL_SLOTS = {"spirit-form": "master-support", "consume": "night"}
"""Spirit Form is toggled 'during the Master's support action' (002:L6); consuming (a civilian or a
defeated Master) happens at night, outside battle (002:L16, L22)."""


def special_action_cost(order: Mapping[str, Any]) -> Cost:
    """A civilian takes the night's drain (one a night, 002:L16); the Spirit Form command is free, once a
    turn, beside the support action (002:L6)."""
    if order.get("action") == "consume" and not order.get("target"):
        return Cost({}, ("drain",))
    if order.get("action") == "spirit-form":
        return Cost({}, ("spirit-form",))  # free, but 'once during their turn' (002:L6)
    return NO_COST
