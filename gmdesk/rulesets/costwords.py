"""The Turn Desk's words for the engine's closed names (actions, pools, resources) as :class:`Message`, so a
window in another language says them too (issue 22); the English text is unchanged."""

from __future__ import annotations

from gmdesk.messages import Message

#: An action of the turn budget (ap-sp: the Move, Turn, standard action, the Full Turn).
ACTION_NAMES = {"move": Message("Move Action"), "turn": Message("Turn Action"),
                "standard": Message("standard action"), "full-turn": Message("Full Turn")}

#: A resource a cost or a budget names: the sheet's pools get their word; AP, SP… stay as the rules print them.
#: An action's own word, as a cost names it (``move`` → "move action").
ACTION_WORDS = {"move": Message("move"), "turn": Message("turn"), "standard": Message("standard"),
                "full-turn": Message("full-turn")}

RESOURCE_WORDS = {"mana": Message("mana"), "health": Message("health")}
#: A resource's word for an amount of exactly one, where it is not the plural key ("1 attack", valor's attacks).
RESOURCE_ONE = {"attacks": Message("attack")}
POOL_NAMES = {"mana": Message("Mana"), "health": Message("Health")}


def action_name(action: str) -> str:
    """``move`` → Move Action; any other action ``x`` → ``x action``."""
    return ACTION_NAMES.get(action) or action_word(action)


def action_word(action: str) -> str:
    """``move`` → move action (what a cost takes)."""
    return Message("{action} action", action=ACTION_WORDS.get(action, action))


def resource_word(key: str, amount: float | None = None) -> str:
    """``mana`` → mana (魔力), ``AP`` → AP; with ``amount`` 1, ``attacks`` → attack."""
    if amount == 1 and key in RESOURCE_ONE:
        return RESOURCE_ONE[key]
    return RESOURCE_WORDS.get(key, key)


# -- skirmish budget words (qf-skirmish): its own actions (002:L6, L16, L66) and regular melee attacks (002:L68,
# L70), said in the window's language like the others (the English words are unchanged)
ACTION_WORDS.update({"support": Message("support"), "offence": Message("offence"), "drain": Message("drain"),
                     "spirit-form": Message("spirit-form")})
RESOURCE_WORDS.update({"melee": Message("melee")})

# -- valor's action word (001:L89-97): its offensive action, said like skirmish's offence
ACTION_WORDS.update({"offensive": Message("offensive")})

# -- valor's Noble Phantasm action (001:L97) and its normal attacks (001:L91), said in the window's language
ACTION_WORDS.update({"noble-phantasm": Message("noble-phantasm")})
RESOURCE_WORDS.update({"attacks": Message("attacks")})
