"""The data an event kept (``Event.data``), as a game master reads it under the event in the Events dock.

The engine stores its numbers by key (:class:`~gmdesk.model.vocabulary.DataKey`: ``target``, ``before``,
``attack_dice``…) and names things by id. Here each known key gets a label in the window's language and each
value its words: characters, places and teams by their names, effects by their names, numbers as the rules
write them, a chance as a percentage, an order in the desk's words, dice pool by pool, lists without brackets.

Nothing is hidden from the GM: a key without a label (a ruleset's own number, ap-sp's ``scout_lck``) is shown by
its key under "Other data". Two keys are left out, on purpose:

- ``state`` (each character right after the event): picking an event here brings the Timeline forward on it,
  and its detail shows the same characters before *and* after, with what changed marked; an "after" copy in
  this narrow pane would only push the event's own numbers out of view. A line says where to read it.
- ``explain_words`` (the explanation's stored template): the explanation above already says it in the
  window's language.

**The GM's eyes only**: this shows every fact of the event, secret or not (no knowledge filter). What a player
sees is made by ``gmdesk.engine.knowledge.view_for``; never reuse these words for a player.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from gmdesk import rulesets
from gmdesk.engine.event_words import KEY as EXPLAIN_WORDS
from gmdesk.engine.events import Event
from gmdesk.errors import GmdeskError
from gmdesk.messages import Listing
from gmdesk.model.vocabulary import DataKey
from gmdesk.model.war import War
from gmdesk.rulesets.costwords import action_name, resource_word
from gmdesk.rulesets.own_words import own_words
from gmdesk.sheets.html import pool_name
from gmdesk.sheets.words import sheet_words
from gmdesk.ui.desk.choices import percent
from gmdesk.ui.desk.wording import action_label, asker_text, name_of, option_text, order_text, spell_words, term
from gmdesk.ui.i18n import N, language_in_use, say, tr
from gmdesk.ui.timeline.detail import value_text

K = DataKey
#: Each data key the engine writes, as the GM reads it (the order of the event's data is kept).
LABELS: dict[str, str] = {
    K.PHASE_ORDER: N("EventData", "Acting order"), K.ACTIVITIES: N("EventData", "Steps of the phase"),
    K.ROUND: N("EventData", "Round"), K.GROUPS: N("EventData", "Who acts, in order"),
    K.TIE: N("EventData", "Tie broken by"), K.DECISION: N("EventData", "Question"),
    K.ASKS: N("EventData", "Asked of"), K.CHOICE: N("EventData", "Answer"), K.PICK: N("EventData", "Draw"),
    K.RULING: N("EventData", "GM ruling"), K.FIELD: N("EventData", "Field ruled"),
    K.ORDER: N("EventData", "Order"), K.ACTION: N("EventData", "Action taken"), K.SKILL: N("EventData", "Skill"),
    K.SLOT: N("EventData", "Resolves in"), K.TARGETS: N("EventData", "Targets"), K.COST: N("EventData", "Cost"),
    K.REASON: N("EventData", "Reason"), K.HOLDS: N("EventData", "Condition holds"),
    K.REACHED: N("EventData", "Reached its target"), K.SPELL: N("EventData", "Command Spell cast"),
    K.SERVANT: N("EventData", "On the Servant"), K.RESOURCES: N("EventData", "Resources this turn"),
    K.ACTIONS: N("EventData", "Actions this turn"), K.LIMIT: N("EventData", "Spending cap"),
    K.WHAT: N("EventData", "What changes"), K.TARGET: N("EventData", "Target"),
    K.BEFORE: N("EventData", "Value before"), K.AFTER: N("EventData", "Value after"),
    K.AMOUNT: N("EventData", "Amount"), K.POOL: N("EventData", "Points pool"),
    K.RESOURCE: N("EventData", "Spent from"), K.EFFECT: N("EventData", "Effect"),
    K.FLAG: N("EventData", "Character flag"), K.STAT: N("EventData", "Stat"), K.ITEM: N("EventData", "Item"),
    K.VALUE: N("EventData", "New value"), K.KEY: N("EventData", "War entry"),
    K.TEAM: N("EventData", "Team told"), K.FACT: N("EventData", "Fact learnt"),
    K.OWNER: N("EventData", "New owner"), K.KILLER: N("EventData", "Killed by"),
    K.ATTACKER: N("EventData", "Attacker"), K.INTERCEPTOR: N("EventData", "Intercepted by"),
    K.ONCE: N("EventData", "Hit once per attack"), K.CHANCE: N("EventData", "Chance"),
    K.DODGED: N("EventData", "Dodged"), K.FORGONE: N("EventData", "Dodge forgone"),
    K.FROM: N("EventData", "From"), K.TO: N("EventData", "To"), K.ROUTE: N("EventData", "Route"),
    K.LOCATION: N("EventData", "Place"), K.BATTLE: N("EventData", "Battle"),
    K.BATTLE_TURN: N("EventData", "Battle turn"), K.NEW_BATTLE: N("EventData", "Starts a battle"),
    K.JOINED: N("EventData", "Joined"), K.ARRIVED: N("EventData", "Arrived"),
    K.PRESENT: N("EventData", "Already there"), K.AWAY: N("EventData", "Away"),
    K.LATE_ENTRANT: N("EventData", "Late entrant"), K.FLED: N("EventData", "Fled"),
    K.FLED_TO: N("EventData", "Fled to"), K.GUESS: N("EventData", "Pursuer's guess"),
    K.INTERCEPTED: N("EventData", "Fugitive caught"), K.CAUGHT: N("EventData", "Held"),
    K.DEFERRED: N("EventData", "Lands next turn"), K.ORIGIN: N("EventData", "Scouted from"),
    K.SEEN: N("EventData", "Seen"), K.SCOUTS_THERE: N("EventData", "Other scouts there"),
    K.SCOUT: N("EventData", "Scout"), K.OBSERVERS: N("EventData", "Observers"),
    K.DETECTED: N("EventData", "Detected"), K.CONCEALED: N("EventData", "Concealed"),
    K.ENCOUNTER: N("EventData", "Became an encounter"), K.CONTEST: N("EventData", "Scores compared"),
    K.PARTIES: N("EventData", "Parties"), K.NOTICER: N("EventData", "Noticed by"),
    K.NOTICERS: N("EventData", "All who noticed"), K.OTHER: N("EventData", "Other party"),
    K.PATH: N("EventData", "Stretch of the way"), K.WHERE: N("EventData", "Where"),
    K.TIME: N("EventData", "When on the way"), K.SCORES: N("EventData", "Scores"),
    K.FOUND: N("EventData", "Found"), K.ROLLS: N("EventData", "Rolls"),
    K.CANDIDATES: N("EventData", "Places searched"), K.CRITICAL: N("EventData", "Critical hit"),
    K.ATTACK_DICE: N("EventData", "Attack dice"), K.DEFENCE_DICE: N("EventData", "Defence dice"),
    K.ATTACK_TOTAL: N("EventData", "Attack achievement"), K.DEFENCE_TOTAL: N("EventData", "Defence achievement"),
}
#: Not shown: the characters after the event (the Timeline shows them before and after) and the explanation's
#: stored template (the explanation above says it).
LEFT_OUT = frozenset({K.STATE.value, EXPLAIN_WORDS})

#: What a change writes (``what``: a ChangeKind, ``point:KEY`` for a points pool).
CHANGES = {"health": N("EventData", "Health"), "mana": N("EventData", "Mana"),
           "hit": N("EventData", "health, by a hit"), "pay": N("EventData", "a cost paid"),
           "effect+": N("EventData", "an effect added"), "effect-": N("EventData", "an effect removed"),
           "effect~": N("EventData", "an effect updated"), "flag": N("EventData", "a character flag"),
           "stat": N("EventData", "a stat"), "spirit-form": N("EventData", "spirit form"),
           "move": N("EventData", "the character's place"), "kill": N("EventData", "death"),
           "item+": N("EventData", "an item added"), "item-": N("EventData", "an item removed"),
           "note": N("EventData", "nothing (a note)"), "command-spells": N("EventData", "Command Spells"),
           "war": N("EventData", "the war's data"), "master": N("EventData", "the Master"),
           "team": N("EventData", "the team")}
PHASE_ORDERS = {"simultaneous": N("EventData", "all at once"),
                "initiative": N("EventData", "one by one, by initiative")}
NONE = N("EventData", "none")


@dataclass(frozen=True)
class DataWords:
    """What the words need: the war (names now, its ruleset's words), the turn's orders and effects' names."""

    war: War | None = None
    orders: Sequence[Any] = ()
    #: An effect's id → its name ("t2.1" → "Kill them no matter what!"), from the turn's events.
    effects: dict[str, str] = field(default_factory=dict)

    def name(self, value: str) -> str:
        """A character's, place's, team's or effect's name for its id; anything else as written."""
        named = name_of(self.war, value) if self.war is not None else value
        return self.effects.get(value, value) if named == value else named


def effect_names(events: Sequence[Event]) -> dict[str, str]:
    """The name of each effect the turn's events added (by its id)."""
    names: dict[str, str] = {}
    for event in events:
        effect = event.data.get(K.EFFECT)
        if isinstance(effect, dict) and isinstance(effect.get("id"), str) and isinstance(effect.get("name"), str):
            names[effect["id"]] = effect["name"]
    return names


def words(value: Any, context: DataWords) -> str:
    """Any stored value in words: ids by name, numbers as the rules write them, lists and dicts without brackets."""
    if not isinstance(value, (str, list, tuple, dict)):
        return value_text(value)  # (a number as the rules write it; yes or no; a dash for nothing)
    if isinstance(value, str):
        return context.name(value)
    if isinstance(value, (list, tuple)):
        if not value:
            return tr("EventData", NONE)
        if all(isinstance(item, (list, tuple)) for item in value):  # parties: each its members
            return " / ".join(words(item, context) for item in value)
        return say(Listing([words(item, context) for item in value]))
    if isinstance(value, dict):
        if not value:
            return tr("EventData", NONE)
        return say(Listing([f"{key} {words(item, context)}" for key, item in value.items()]))
    return str(value)


def _in_order(value: Any, context: DataWords) -> str:
    """A route or the acting groups: one after the other."""
    if not isinstance(value, list) or not value:
        return words(value, context)
    return " \u2192 ".join(words(item, context) for item in value)


def _order(value: Any, context: DataWords) -> str:
    if type(value) is int and context.war is not None and 0 <= value < len(context.orders):
        return say(order_text(context.war, context.orders[value], with_actor=True))
    return words(value, context)


def _amounts(value: Any, context: DataWords) -> str:
    """``{"AP": 2, "mana": 20}`` → "AP 2, mana 20"."""
    if not isinstance(value, dict) or not value:
        return words(value, context)
    return say(Listing([f"{say(resource_word(str(key)))} {words(amount, context)}" for key, amount in value.items()]))


def _actions(value: Any, context: DataWords) -> str:
    if not isinstance(value, list) or not value or not all(isinstance(a, str) for a in value):
        return words(value, context)
    return say(Listing([say(action_name(a)) for a in value]))


def _cost(value: Any, context: DataWords) -> str:
    if not isinstance(value, dict) or set(value) - {"resources", "actions"}:
        return words(value, context)
    parts = [_amounts(value["resources"], context)] if value.get("resources") else []
    if value.get("actions"):
        parts.append(_actions(value["actions"], context))
    return "; ".join(parts) or tr("EventData", "nothing")


def _chance(value: Any, context: DataWords) -> str:
    if isinstance(value, (int, float)) and not isinstance(value, bool) and 0 <= value <= 1:
        return percent(value)
    return words(value, context)


def _dice(value: Any, context: DataWords) -> str:
    """The faces rolled, pool by pool: "3 5 2 4 · 1 1 2"."""
    if not isinstance(value, list) or not all(isinstance(pool, list) for pool in value):
        return words(value, context)
    pools = [" ".join(words(face, context) for face in pool) for pool in value if pool]
    return " \u00b7 ".join(pools) or tr("EventData", "no dice")


def _change(value: Any, context: DataWords) -> str:
    if isinstance(value, str) and value.startswith("point:"):
        return tr("EventData", "points {0}").format(value.partition(":")[2])
    if isinstance(value, str) and value in CHANGES:
        return tr("EventData", CHANGES[value])
    return words(value, context)


def _effect(value: Any, context: DataWords) -> str:
    """An effect by its name, the rest of it after: "Stun (turns 1, source Rider…)"."""
    if isinstance(value, dict):
        name = value.get("name") or context.effects.get(str(value.get("id")))
        if isinstance(name, str):
            rest = {k: v for k, v in value.items() if k != "name" and not (k == "id" and "name" not in value)}
            return f"{name} ({words(rest, context)})" if rest else name
    return words(value, context)


def _action(value: Any, context: DataWords) -> str:
    """An order's action in the ruleset's words ("cover" → 庇う in a roll-dice war)."""
    if isinstance(value, str) and value and context.war is not None:
        return say(term(context.war, f"action.{value}", action_label(value)))
    return words(value, context)


def _phase_order(value: Any, context: DataWords) -> str:
    return tr("EventData", PHASE_ORDERS[value]) if value in PHASE_ORDERS else words(value, context)


#: Why an order was cancelled (``reason``), as the engine's events write it.
REASONS = {"target": N("EventData", "its target"), "requirements": N("EventData", "its requirements"),
           "cost": N("EventData", "its cost"), "illegal": N("EventData", "the rules refuse it"),
           "detected": N("EventData", "it was detected"), "command-spell": N("EventData", "a Command Spell")}


def _reason(value: Any, context: DataWords) -> str:
    return tr("EventData", REASONS[value]) if value in REASONS else words(value, context)


def _pool(value: Any, context: DataWords) -> str:
    """A points pool as the sheet names it ("Luck rerolls used", 覚醒ターン), else its key in words."""
    if not isinstance(value, str) or context.war is None:
        return words(value, context)
    try:
        return pool_name(rulesets.get(context.war.ruleset), value, sheet_words(language_in_use()))
    except GmdeskError:
        return value.replace("_", " ")


def _battle(value: Any, context: DataWords) -> str:
    """A battle by its place ("the battle at Northgate Goods Yard"), not its id."""
    war = context.war
    if not isinstance(value, str) or war is None:
        return words(value, context)
    place = next((b.location for b in war.battles if b.id == value), None)
    if place is None:  # a battle over since: its id ends with its place's (b1-northgate-yard)
        place = next((loc for loc in war.map.locations if value.endswith("-" + loc)), None)
    return tr("EventData", "the battle at {0}").format(context.name(place)) if place else value


def _slot(value: Any, context: DataWords) -> str:
    """The phase an action resolves in, by the ruleset's name of it when it is a phase."""
    war = context.war
    if isinstance(value, str) and war is not None:
        try:
            for phase in rulesets.get(war.ruleset).phases_for(war):
                if phase.id == value:
                    return say(own_words(phase.name))
        except GmdeskError:
            pass
    return words(value, context)


#: The keys whose values need more than :func:`words`.
SAYERS: dict[str, Callable[[Any, DataWords], str]] = {
    K.GROUPS: _in_order, K.ROUTE: _in_order, K.PATH: _in_order, K.ORDER: _order, K.COST: _cost,
    K.RESOURCES: _amounts, K.LIMIT: _amounts, K.ACTIONS: _actions, K.CHANCE: _chance,
    K.ACTION: _action, K.ATTACK_DICE: _dice, K.DEFENCE_DICE: _dice, K.WHAT: _change, K.EFFECT: _effect, K.PHASE_ORDER: _phase_order,
    K.ASKS: lambda v, c: say(asker_text(c.war, v)) if c.war is not None else words(v, c),
    K.CHOICE: lambda v, c: say(option_text(c.war, v)) if c.war is not None else words(v, c),
    K.SPELL: lambda v, c: spell_words(c.war, v) if c.war is not None else words(v, c),
    K.REASON: _reason, K.POOL: _pool, K.BATTLE: _battle, K.SLOT: _slot,
}


def data_rows(data: dict[str, Any], context: DataWords) -> tuple[list[tuple[str, str]], list[tuple[str, str]]]:
    """(label, words) of each labelled key, then (key, words) of each other key, in the data's order."""
    known: list[tuple[str, str]] = []
    other: list[tuple[str, str]] = []
    for key, value in data.items():
        if key in LEFT_OUT:
            continue
        sayer = SAYERS.get(key, words)
        if key in LABELS:
            known.append((tr("EventData", LABELS[key]), sayer(value, context)))
        else:
            other.append((str(key), words(value, context)))
    return known, other


def data_html(data: dict[str, Any], context: DataWords, muted: str) -> str:
    """The event's data as two small tables (the second muted, "Other data"), and where its characters are read."""
    esc = html.escape
    known, other = data_rows(data, context)
    out: list[str] = []
    if known:
        out.append(_table(known, f'style="color:{muted}; padding-right:12px"', "", top=6))
    if other:
        out.append(f'<p style="color:{muted}; margin-top:8px; margin-bottom:2px"><b>'
                   + esc(tr("EventData", "Other data")) + "</b></p>")
        out.append(_table(other, f'style="color:{muted}; padding-right:12px"', f' style="color:{muted}"'))
    if data.get(K.STATE):
        out.append(f'<p style="color:{muted}; margin-top:6px"><i>' + esc(tr(
            "EventData", "Each character before and after this event: in the Timeline.")) + "</i></p>")
    return "".join(out)


def _table(rows: list[tuple[str, str]], label_style: str, value_style: str, top: int = 0) -> str:
    esc = html.escape
    cells = "".join(f"<tr><td {label_style}>{esc(label)}</td><td{value_style}>{esc(text)}</td></tr>"
                    for label, text in rows)
    return f'<table cellspacing="0" cellpadding="1" style="margin-top:{top}px">{cells}</table>'
