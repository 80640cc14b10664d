"""Cancelling one's own active effects (000:L634) and the limits on Command Spells (I0.16).

"An effect with upkeep can be canceled in the Initial Phase by refusing to pay"; one with a definite
duration "cannot be canceled early unless that skill has a target of [Self], in which case it follows
the following addendum" — an addendum the document never gives (I0.8); one with neither can be
canceled in the Support Phase as a Free action.
"""

from __future__ import annotations

from typing import Any, Callable, Mapping, TYPE_CHECKING

from gmdesk.errors import IllegalOrderError
from gmdesk.model.vocabulary import ChangeKind, EventKind
from gmdesk.rulesets.combat import Change
from gmdesk.rulesets.descriptions import Interpretation

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.model.character import Character
    from gmdesk.model.war import War

RULE = "ap-sp 000:L634"

SELF_CANCEL = Interpretation(
    key="self-cancel",
    title="Cancelling a [Self] skill that has a duration",
    source="I0.8; 000:L634",
    question="A skill with a definite duration cannot be cancelled early 'unless that skill has a target of "
             "[Self], in which case it follows the following addendum' — which is missing. May its user "
             "cancel it?",
    default="gm",
    options={
        "gm": "the GM decides each time (the addendum is missing)",
        "never": "no: a duration runs its course",
        "allowed": "yes: a [Self] skill may be cancelled like one without a duration",
    },
    labels={"gm": "the GM decides each time", "never": "never cancelled", "allowed": "may be cancelled"},
)

COMMAND_SPELL_LIMIT = Interpretation(
    key="command-spell-limit",
    title="Command Spells per Turn",
    source="I0.16; 000:L374",
    question="No per-Turn limit on Command Spells is stated. May a Master use several in one Turn?",
    default="none",
    options={
        "none": "no limit: as many as the Master has (nothing in the text limits them)",
        "one-per-turn": "at most one Command Spell per Master per Turn",
    },
    labels={"none": "no limit", "one-per-turn": "one per Turn"},
)

INTERPRETATIONS = (SELF_CANCEL, COMMAND_SPELL_LIMIT)


def cancel_orders(war: "War", user_id: str) -> set[str]:
    """Names of the effects ``user_id`` orders cancelled this Turn (folded)."""
    return {str(o.get("effect", "")).casefold() for o in war.orders
            if o.get("actor") == user_id and o.get("action") == "cancel"}


def _own_effects(ch: "Character", war: "War", name: str) -> list[tuple["Character", dict[str, Any]]]:
    folded = name.casefold()
    return [(holder, e) for holder in war.characters.values() for e in holder.statuses
            if str(e.get("name", "")).casefold() == folded and (e.get("source") or holder.id) == ch.id
            and e.get("kind") in ("skill", None)]


def cancel(ch: "Character", order: Mapping[str, Any], war: "War", choice: Callable[[str], str]) -> list[Change]:
    """The Support-Phase Free action: end one of ``ch``'s own effects where 000:L634 allows it."""
    name = order.get("effect")
    if not isinstance(name, str):
        raise IllegalOrderError(dict(order), "cancel needs `effect`: the name of the skill to cancel", rule=RULE)
    found = _own_effects(ch, war, name)
    if not found:
        return [Change(ch.id, ChangeKind.NOTE,
                       f"{ch.name} has no active {name} left to cancel (an upkeep skill ends in the "
                       f"Initial Phase when its upkeep is refused)", RULE, value={}, kind=EventKind.CANCEL)]
    out: list[Change] = []
    for holder, effect in found:
        ends = Change(holder.id, ChangeKind.EFFECT_REMOVE, f"{ch.name} cancels {name}", RULE,
                      value=effect.get("id") or name,
                      kind=EventKind.EFFECT_END)
        if effect.get("upkeep_cost"):
            raise IllegalOrderError(dict(order), f"{name} has an upkeep: it is canceled in the Initial Phase by "
                                    f"refusing to pay (the same order does that next Turn)", rule=RULE)
        if effect.get("turns") is None:
            out.append(ends)
            continue
        if not effect.get("self_only"):
            raise IllegalOrderError(dict(order), f"{name} has a definite duration and does not target [Self] only: "
                                    f"it cannot be canceled early", rule=RULE)
        reading = choice(SELF_CANCEL.key)
        if reading == "never":
            raise IllegalOrderError(dict(order), f"{name} has a duration: {SELF_CANCEL.describe(reading)}", rule=RULE)
        if reading == "allowed":
            out.append(ends)
            continue
        out.append(Change(ch.id, ChangeKind.DECISION,
                          f"May {ch.name} cancel {name} early? ({SELF_CANCEL.describe(reading)})",
                          RULE, kind=EventKind.DECISION,
                          value={"id": f"t{war.turn}.cancel.{ch.id}.{effect.get('id')}",
                                 "question": f"May {ch.name} cancel its [Self] skill {name} before its duration ends? "
                                             f"(the addendum of 000:L634 is missing)",
                                 "options": ["yes", "no"], "asks": "gm",
                                 "then": {"yes": [ends], "no": [Change(ch.id, ChangeKind.NOTE, f"{name} stays active",
                                                                       RULE,
                                                                        value={}, kind=EventKind.CANCEL)]}}))
    return out


def command_spell_problem(caster: "Character", war: "War", choice: Callable[[str], str]) -> str | None:
    """Under command-spell-limit=one-per-turn a Master's second Command Spell order is refused."""
    if choice(COMMAND_SPELL_LIMIT.key) != "one-per-turn":
        return None
    count = sum(1 for o in war.orders if o.get("actor") == caster.id and o.get("action") == "command-spell")
    if count > 1:
        return f"{caster.id} has {count} Command Spell orders; {COMMAND_SPELL_LIMIT.describe('one-per-turn')}"
    return None
