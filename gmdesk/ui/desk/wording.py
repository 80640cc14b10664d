"""Orders and questions in the GM's words: names instead of ids (no Qt here).

An order stays a plain dict in the war; the desk shows ``{"actor": "saber", "action": "skill", "skill":
"Ninefold Ford", "targets": ["rider"]}`` as "Ninefold Ford on Rider". Only the wording lives here; what
an order may be is the engine's (``check_orders``, ``gmdesk.engine.options``).
"""

from __future__ import annotations

from typing import Any

from gmdesk import rulesets
from gmdesk.engine.options.labels import ORDER_LABELS
from gmdesk.errors import GmdeskError
from gmdesk.messages import Listing, Message
from gmdesk.model.war import War
from gmdesk.rulesets.scores import fmt
from gmdesk.rulesets.own_words import own_words

#: Fields every order may carry that are worded apart (not "key: value").
_WORDED = ("actor", "action", "to", "target", "targets", "skill", "spell", "servant", "effect", "if", "else",
           "delay", "route")

#: What the conditional orders' vocabulary (gmdesk.engine.combat.conditions) reads as.
#: A :class:`Message` each (issue 22: a Japanese window says them); ``{by}`` is filled with the name.
CONDITION_WORDS = {
    "hostile-here": Message("a hostile is here"),
    "attacked": Message("attacked earlier this turn"),
    "attacked-by": "attacked by {by}",
    "target-here": Message("the target is here"),
    "in-battle": Message("in a battle"),
    "entered": Message("a hostile entered"),
}


#: The other fields of an order, in words (``{"wealth": 2}`` → "wealth points 2", 財産ポイント 2). A ruleset
#: with its own word for a field (``field.wealth`` in roll-dice's terms) says it instead; a field not named
#: here is shown by its key. ``mode`` (a basic attack's name) needs no label: :func:`order_text`.
FIELD_WORDS = {
    "to": Message("destination"),  # (worded apart in an order; named so in a refusal: named)
    "target": Message("target"),
    "wealth": Message("wealth points"),
    "mp": Message("MP"),
    "stat": Message("stat"),
    "ability": Message("ability"),
    "item": Message("item"),
    "master": Message("Master"),
    "enter": Message("spirit form"),
    "move_to_found": Message("then"),
    "luck": Message("Luck rerolls"),
    "priority": Message("priority"),
    "from": Message("priority from"),
    "dice": Message("dice"),
    "achievement": Message("achievement"),
    "pool": Message("restores"),
    "skills": Message("skills seen"),
    "who": Message("who"),
    "service": Message("service"),
    "ranged_across": Message("across places"),
    "pay": Message("pays with"),
    "offer": Message("offers"),
    "force": Message("by force"),
    "count": Message("civilians"),
    "for": Message("for whom"),
    "about": Message("about"),
    "ambush": Message("ambush"),
    "plus": Message("'+' by"),
    "minus_pay": Message("'−' paid off with"),
    "minus": Message("'−'"),
    "support": Message("support spent"),
    "defence_luck": Message("defence Luck rerolls"),
    "defence_support": Message("defence support spent"),
    "defence_plus": Message("defence '+' by"),
    "defence_minus_pay": Message("defence '−' paid off with"),
    "defence_minus": Message("defence '−'"),
}


def field_words(war: War, key: str) -> str:
    """An order's field by name: the ruleset's word, else :data:`FIELD_WORDS`, else its key in words."""
    english = FIELD_WORDS.get(key) or key.replace("_", " ").replace("-", " ")
    return term(war, f"field.{key}", english)


def field_text(war: War, key: str, value: Any) -> str:
    """``wealth 2`` as "wealth points 2" (財産ポイント 2)."""
    return Message("{field} {value}", field=field_words(war, key), value=name_of(war, value))


def attack_name(war: War, order: dict[str, Any]) -> str:
    """An attack's ``mode`` ("STR", or the attack's name) as the ruleset names the actor's basic attack it
    picks (the engine's match, ``engine/combat/actions.py``: a :class:`Message` a Japanese window says in the
    document's word alone, 筋力攻撃), else as the order writes it."""
    mode, cid = order.get("mode"), order.get("actor")
    actor = war.characters.get(cid) if isinstance(cid, str) else None
    if actor is not None and mode is not None:
        wanted = str(mode).casefold()
        try:
            for skill in rulesets.get(war.ruleset).basic_attacks(actor):
                kind = str(skill.type).casefold()
                if wanted in (str(skill.name).casefold(), skill.key, kind) or kind.startswith(wanted):
                    return skill.name
        except GmdeskError:
            pass
    return name_of(war, mode)


def name_of(war: War, value: Any) -> str:
    """A character's, location's or team's name for an id; anything else as written."""
    if isinstance(value, str):
        if value in war.characters:
            return war.characters[value].name
        loc = war.map.locations.get(value)
        if loc is not None:
            return loc.name
        for team in war.teams:
            if team.id == value:
                return team.name
        return value
    if isinstance(value, bool):
        return Message("yes") if value else Message("no")
    if isinstance(value, (int, float)):
        return fmt(value)
    if isinstance(value, list):
        return Listing([name_of(war, v) for v in value])
    if isinstance(value, dict):
        return ", ".join(f"{k} {name_of(war, v)}" for k, v in value.items())
    return str(value)


def named(war: War, text: Any) -> Any:
    """A core sentence (a refusal: "saber is on shirou's own team") with its characters and places by name
    ("セイバー is on 衛宮士郎's own team", in Japanese 「セイバーは衛宮士郎と同じ陣営です」): each value of the
    :class:`Message` that is a character's or location's id, inner messages too, and an order's field named
    ``key`` in words ("to: …" → "destination: …", 移動目標). The engine keeps its ids (the CLI, the conformance
    cases); the desk shows the names. Anything else is returned as it is."""
    if isinstance(text, Listing):
        return Listing([named(war, item) for item in text.items], text.template)
    if isinstance(text, Message):
        if not text.values:
            return text
        return Message(text.template, **{key: _named_value(war, value, key) for key, value in text.values.items()})
    return text


def _named_value(war: War, value: Any, name: str = "") -> Any:
    if isinstance(value, Message):
        return named(war, value)
    if name == "key" and value in FIELD_WORDS:  # an order's field ("to: unknown location 'x'")
        return field_words(war, value)
    if isinstance(value, str) and (value in war.characters or value in war.map.locations):
        return name_of(war, value)
    return value


def spell_words(war: War, key: Any) -> str:
    """A Command Spell by its words (``"kill-them"`` → ``"Kill them no matter what!"``, quoted)."""
    try:
        spells: dict[str, Any] = getattr(rulesets.get(war.ruleset), "command_spells", None) or {}
        spell: Any = spells.get(key) if isinstance(key, str) else None
    except GmdeskError:
        spell = None
    return f"\u201c{spell.words}\u201d" if spell is not None and getattr(spell, "words", None) else str(key)


def term(war: War, key: str, english: str) -> str:
    """``english`` with the war's ruleset's word before it ("攻撃 Attack" in a roll-dice war), or alone
    (a ruleset without its own words, or one gmdesk cannot load): :mod:`gmdesk.rulesets.terms`."""
    try:
        return rulesets.get(war.ruleset).term(key, english)
    except GmdeskError:
        return english


def action_label(action: str) -> str:
    """``"command-spell"`` → ``"Command spell"``."""
    if not action:
        return Message("(no action)")
    return ORDER_LABELS.get(action) or action.replace("-", " ").replace("_", " ").capitalize()


def condition_text(war: War, cond: Any) -> str:
    if not isinstance(cond, dict):
        return str(cond)
    kind = cond.get("kind")
    if kind == "attacked" and cond.get("who"):
        return Message("{who} was attacked earlier this turn", who=name_of(war, cond["who"]))
    words = CONDITION_WORDS.get(str(kind), str(kind))
    if kind == "attacked-by":
        words = Message("attacked by {by}", by=name_of(war, cond.get("by")))
    extra = [field_text(war, k, v) for k, v in cond.items()
             if k not in ("kind", "not", "by") and not (k == "target" and kind == "target-here")]
    if extra:
        words = Message("{words} ({extra})", words=words, extra=Listing(extra))
    return words


def condition_clause(war: War, cond: Any) -> str:
    """``if attacked by Assassin`` or, for a negated condition, ``unless a hostile is here``."""
    negated = isinstance(cond, dict) and cond.get("not")
    return Message("unless {condition}" if negated else "if {condition}", condition=condition_text(war, cond))


def phase_name(war: War, phase_id: Any) -> str:
    """The ruleset's name of a phase ("prepared" → "Prepared Effect Phase")."""
    try:
        for phase in rulesets.get(war.ruleset).phases_for(war):
            if phase.id == phase_id:
                return own_words(phase.name)
    except GmdeskError:
        pass
    return f"{str(phase_id).replace('-', ' ')} phase"


def delay_text(war: War, delay: Any) -> str:
    if isinstance(delay, dict) and "phase" in delay:
        return Message("delayed to the {phase}", phase=phase_name(war, delay["phase"]))
    if isinstance(delay, dict) and delay.get("at") == "end":
        return Message("delayed to the end of its phase")
    if isinstance(delay, dict) and "as_agi" in delay:
        return Message("delayed, acts as AGI {rank}", rank=delay["as_agi"])
    return Message("delayed to the second half") if delay is True else Message(
        "delayed ({how})", how=name_of(war, delay))


def order_text(war: War, order: Any, *, with_actor: bool = False) -> str:
    """One order in a line: what, on whom or where, and its condition, delay and other fields."""
    if not isinstance(order, dict):
        return str(order)
    action = str(order.get("action", ""))
    head = term(war, f"action.{action}", action_label(action))
    if action == "skill" and order.get("skill"):
        head = str(order["skill"])
    elif action == "command-spell" and order.get("spell"):
        head = Message("{spell} {words}", spell=term(war, "action.command-spell", Message("Command Spell")),
                       words=spell_words(war, order["spell"]))
    elif action == "cancel" and order.get("effect"):
        head = Message("Cancel {effect}", effect=order["effect"])
    parts = [head]
    if "target" in order:
        where = name_of(war, order["target"])
        parts.append(Message("at {place}", place=where) if action == "scout" else Message("on {who}", who=where))
    if order.get("targets"):
        parts.append(Message("on {who}", who=name_of(war, order["targets"])))
    if "servant" in order:
        parts.append(Message("for {servant}", servant=name_of(war, order["servant"])))
    if "to" in order:
        parts.append(Message("to {place}", place=name_of(war, order["to"])))
    text: str = Listing(parts, " ")
    chosen = _choice_words(war, order)
    extras = [attack_name(war, order) if k == "mode" else chosen[k][v] if k in chosen and v in chosen[k]
              else field_text(war, k, v) for k, v in order.items() if k not in _WORDED]
    if order.get("route"):
        extras.append(Message("by {route}", route=Listing([name_of(war, step) for step in order["route"]], " → ")))
    if order.get("delay"):
        extras.append(delay_text(war, order["delay"]))
    if extras:
        text = Message("{order} ({extras})", order=text, extras=Listing(extras, "; "))
    if "if" in order:
        text = Message("{order}, {condition}", order=text, condition=condition_clause(war, order["if"]))
        if isinstance(order.get("else"), dict):
            text = Message("{order}; otherwise {other}", order=text, other=order_text(war, order["else"]))
    if with_actor:
        actor = order.get("actor")
        who = war.characters[actor].name if actor in war.characters else str(actor)
        text = Message("{who}: {what}", who=who, what=text)
    return text


def _choice_words(war: War, order: dict[str, Any]) -> dict[str, dict[str, str]]:
    """The words of the order's own fields that the ruleset names (``Ruleset.order_field_choices``): a value picked
    from them reads as it was offered ("攻撃優先（…）", "pay MP for the '+'"), not as its key ("priority attack");
    only text values (a count reads as "Luck rerolls 2")."""
    cid = order.get("actor")
    actor = war.characters.get(cid) if isinstance(cid, str) else None
    if actor is None:
        return {}
    try:
        offered = rulesets.get(war.ruleset).order_field_choices(actor, order, war)
    except (GmdeskError, KeyError, TypeError, ValueError):  # an order being typed, a value of the wrong kind
        return {}
    return {field: {value: words for value, words in values if isinstance(value, str)}
            for field, values in offered.items()}


def asker_text(war: War, asks: Any) -> str:
    """Who a question is for: the GM, or a player (a team or a character, by name)."""
    if asks in (None, "", "gm"):
        return Message("the GM")
    if isinstance(asks, str) and asks in war.characters:
        ch = war.characters[asks]
        if ch.team:
            return Message("{name}'s player ({team})", name=ch.name, team=name_of(war, ch.team))
        return Message("{name}'s player", name=ch.name)
    return Message("the player of {name}", name=name_of(war, asks))


def option_text(war: War, option: Any) -> str:
    """An answer as the GM reads it: ids become names ("saber" → "Saber"), a party of the movement
    rules ("lindqvist:caster-agathe") its members and team, the rest stays."""
    named = name_of(war, option)
    if named != option:
        return named
    party = party_text(war, option)
    return party if party is not None else str(option)


def party_text(war: War, key: Any) -> str | None:
    """``"team:member-member"`` (how the engine names a party that moves together, in a sighting or a
    crossing) as "Caster, Sister Agathe Lindqvist (Order of the Calder Lamp)"; None when ``key`` is not
    one (ids may hold "-" themselves: the members are matched against the war's characters)."""
    if not isinstance(key, str) or ":" not in key:
        return None
    team, _, rest = key.partition(":")
    members = _member_ids(war, rest)
    if not members or (team and team not in war.team_ids()):
        return None
    names = ", ".join(war.characters[cid].name for cid in members)
    return f"{names} ({name_of(war, team)})" if team else names


def _member_ids(war: War, text: str) -> list[str] | None:
    """``text`` cut into character ids joined by "-", or None when it is not."""
    if text in war.characters:
        return [text]
    for cid in sorted(war.characters, key=len, reverse=True):
        if text.startswith(cid + "-"):
            rest = _member_ids(war, text[len(cid) + 1:])
            if rest is not None:
                return [cid] + rest
    return None
