"""A skill's or an item's fields in words, in the sheet's language (no Qt).

The dock's sheet and the printed sheet show an entry's own keys (outside its format) as ``label: value``.
A ruleset that reads some of them (roll-dice's ``attack``, ``armour``, a weapon's ``bad_status``) names
them and writes their values in words through its ``entry_words(key, value)`` (see
:mod:`gmdesk.rulesets.roll_dice.entry_words`); any other key is shown with its underscores as spaces, a
nested value as ``key value`` pairs, never as JSON. Field titles of gmdesk's own formats (``Type``…) and a
ruleset's titles written as :class:`Message` are said in the sheet's language.
"""

from __future__ import annotations

from typing import Any, Callable, Mapping

from gmdesk.messages import Listing, Message, say
from gmdesk.rulesets.scores import fmt
from gmdesk.rulesets.sheetformat import SkillField

#: The titles of gmdesk's own skill, status and item formats (:mod:`gmdesk.rulesets.sheetformat`) and of the
#: English rulesets' skill formats: the ones the window's editor translates too (gmdesk/ui/sheet/field_titles.py).
FIELD_TITLES: dict[str, Message] = {
    "Name": Message("Name"), "Rank": Message("Rank"), "Type": Message("Type"),
    "Description": Message("Description"), "Item": Message("Item"),
    "Cost": Message("Cost"), "Damage": Message("Damage"), "Type of Target": Message("Type of Target"),
    "Max Number of Targets": Message("Max Number of Targets"), "Targets": Message("Targets"),
    "Target": Message("Target"), "Requirements": Message("Requirements"), "Duration": Message("Duration"),
    "Upkeep": Message("Upkeep"), "Cooldown": Message("Cooldown"), "Effect": Message("Effect"),
    "Mana cost": Message("Mana cost"), "Physical or magical": Message("Physical or magical"),
    "Status": Message("Status"), "Turns left": Message("Turns left"), "Amount": Message("Amount"),
    "From skill": Message("From skill"), "Caused by": Message("Caused by"), "Since turn": Message("Since turn"),
}


#: Keys gmdesk's own engine writes on a status or an entry (``source``: who caused it), in words.
KEY_WORDS: dict[str, Message] = {
    "source": Message("caused by"), "rule": Message("rule"), "turns_left": Message("turns left"),
    "level": Message("level"), "forced": Message("forced"),
}

#: The flags a ruleset's skill format reads (ap-sp's, :attr:`SkillFormat.flags`), shown as tags: English as the
#: sheet writes the key, another language in its words.
FLAG_WORDS: dict[str, Message] = {
    "basic": Message("basic"), "hits_masters": Message("hits_masters"), "Treats": Message("Treats"),
}

#: A status's keys in words: the status format's (:data:`gmdesk.rulesets.sheetformat.STATUS_FORMAT`: ``since`` → since turn), the engine's.
STATUS_KEY_WORDS: dict[str, Message] = {
    "turns": Message("turns left"), "duration": Message("turns left"), "amount": Message("amount"),
    "skill": Message("from skill"), "since": Message("since turn"),
    **KEY_WORDS,
    "targets": Message("targets"), "upkeep": Message("upkeep"), "upkeep_cost": Message("upkeep cost"),
    "timing": Message("timing"), "health": Message("Health"), "mana": Message("Mana"),
}

#: Values the engine writes in a status in English words (true-hgw's ``timing``), said in the sheet's language.
WORDED_VALUES: dict[str, Message] = {
    "end of the turn": Message("end of the turn"), "beginning of the turn": Message("beginning of the turn"),
}

#: A status's keys that are the engine's bookkeeping, never printed: its id in the war (``t4.2``) and the
#: engine's sort of effect (``kind: skill``, ``kind: cooldown``: the status's name says it).
HIDDEN_STATUS_KEYS = frozenset({"id", "kind"})


def field_title(field: SkillField, language: str = "en") -> str:
    """The field's title in ``language``: a :class:`Message` said, a title of gmdesk's own translated, a
    ruleset's plain title as written."""
    title: Any = field.title
    if not isinstance(title, Message):
        title = FIELD_TITLES.get(title, title)
    return say(title, language)


def flag_word(key: str, language: str = "en") -> str:
    """A flag's tag (``[basic]``) in ``language``: the key as written in English, gmdesk's word for it in
    another language (基本攻撃), a flag gmdesk does not know as written."""
    return say(FLAG_WORDS.get(key, key), language)


def extra_words(ruleset, key: str, value: Any, language: str = "en",
                key_words: Mapping[str, Message] = KEY_WORDS) -> tuple[str, str]:
    """(label, value) of an entry's own key, both words in ``language`` (``key_words``: gmdesk's own words
    for the keys the ruleset does not word)."""
    words = getattr(ruleset, "entry_words", None)
    said = words(key, value) if words is not None else None
    label, text = said if said is not None else (key_words.get(key, key.replace("_", " ")), plain(value, key_words))
    return say(label, language), say(text, language)


def plain(value: Any, key_words: Mapping[str, Message] = KEY_WORDS) -> object:
    """A value as words: a number as the sheet writes it, a list or a mapping as its items in a row (a
    mapping's keys in ``key_words`` where it has them: ``{"mana": 10}`` → "Mana 10")."""
    if isinstance(value, bool):
        return Message("yes") if value else Message("no")
    if isinstance(value, float):
        return fmt(value)
    if isinstance(value, dict):
        return Listing([Message("{key} {value}", key=key_words.get(str(k), str(k).replace("_", " ")),
                                value=plain(v, key_words))
                        for k, v in value.items() if v not in (None, "", [], {})])
    if isinstance(value, (list, tuple)):
        return Listing([plain(v, key_words) for v in value])
    if isinstance(value, str) and value in WORDED_VALUES:
        return WORDED_VALUES[value]
    return value


def status_details(ruleset, status: Mapping[str, Any], language: str = "en",
                   named: Callable[[Any], Any] = lambda value: value) -> list[str]:
    """A status's fields beside its name, in words: what the ruleset words itself (roll-dice: a bad
    status's kind, level and nature, through its ``status_words``), then each other key as
    ``label: value`` (``named``: a character's id as its name)."""
    hook = getattr(ruleset, "status_words", None)
    said = hook(status) if hook is not None else None
    used = {"name"}
    found: list[str] = []
    if said is not None:
        words, keys = said
        used.update(keys)
        if str(words):
            found.append(say(words, language))
    for key, value in status.items():
        if key in used or key in HIDDEN_STATUS_KEYS or value in (None, "", [], {}):
            continue
        label, text = extra_words(ruleset, key, named(value), language, STATUS_KEY_WORDS)
        found.append(f"{label}: {text}")
    return found
