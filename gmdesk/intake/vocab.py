"""What a war's posts may name, gathered once per post: its characters (name, id, words of the name,
class, the ruleset's other names of classes), locations, each character's skills and items, the
ruleset's Command Spells (words and key), phases and stats."""

from __future__ import annotations

from dataclasses import dataclass

from gmdesk import rulesets
from gmdesk.errors import GmdeskError
from gmdesk.intake.names import Names
from gmdesk.intake.text import fold
from gmdesk.model.character import Character
from gmdesk.model.war import War
from gmdesk.rulesets.base import Ruleset
from gmdesk.rulesets.order_words import OrderWords

#: Separates the owner from the skill's name in a skill mention's id.
SKILL_SEP = "\t"


@dataclass
class Vocabulary:
    """The names of one war and the ruleset's words for orders."""

    war: War
    ruleset: Ruleset
    words: OrderWords
    names: Names
    #: each character's basic attacks by name (a name picks the attack's ``mode`` when there are several).
    basics: dict[str, list[str]]


def vocabulary(war: War) -> Vocabulary:
    ruleset = rulesets.get(war.ruleset)
    words = ruleset.order_words
    names = Names()
    classes = {v.casefold(): k for k, v in words.class_names.items()}
    basics: dict[str, list[str]] = {}
    for ch in war.characters.values():
        names.add("character", ch.id, ch.id, parts=False)
        names.add("character", ch.id, ch.name)
        klass = ch.class_name
        if klass:
            names.add("character", ch.id, klass, parts=False)
            if klass.casefold() in classes:
                names.add("character", ch.id, classes[klass.casefold()], parts=False)
        for skill in _skills(ruleset, ch):
            names.add("skill", ch.id + SKILL_SEP + skill, skill)
        basics[ch.id] = _basic_attacks(ruleset, ch)
        for name in basics[ch.id]:
            names.add("basic", ch.id + SKILL_SEP + name, name)
        for item in ch.items:
            if isinstance(item, dict) and isinstance(item.get("name"), str):
                names.add("item", ch.id + SKILL_SEP + item["name"], item["name"])
    for loc in war.map.locations.values():
        names.add("location", loc.id, loc.id, parts=False)
        names.add("location", loc.id, loc.id.replace("-", " "), parts=False)
        names.add("location", loc.id, loc.name)
    for key, spell in (ruleset.command_spells.items() if ruleset.has_combat else ()):
        names.add("spell", key, key.replace("-", " "), parts=False)
        words_of = getattr(spell, "words", "")
        if words_of:
            names.add("spell", key, words_of.rstrip("!. "), parts=False)
    try:
        phases = ruleset.phases_for(war)
    except GmdeskError:
        phases = ()
    for phase in phases:
        if "phase" in fold(phase.name):
            names.add("phase", phase.id, phase.name, parts=False)
    for stat in ruleset.stats:
        names.add("stat", stat.key, stat.key, parts=False)
        names.add("stat", stat.key, stat.name, parts=False)
    return Vocabulary(war, ruleset, words, names, basics)


def _skills(ruleset: Ruleset, ch: Character) -> list[str]:
    """The names of a character's skills as its ruleset reads the sheet (none when it cannot)."""
    try:
        return [s.name for s in ruleset.skills_of(ch)]
    except (GmdeskError, AttributeError, TypeError, ValueError):
        return []


def _basic_attacks(ruleset: Ruleset, ch: Character) -> list[str]:
    """The names of a character's basic attacks (none when the ruleset has no combat or cannot read them)."""
    if not ruleset.has_combat:
        return []
    try:
        return [s.name for s in ruleset.basic_attacks(ch)]
    except (GmdeskError, AttributeError, TypeError, ValueError):
        return []
