"""The knowledge filter's words for what a reader may not name: another character's skills, attacks and the
statuses it inflicted.

Part of the one knowledge filter (:mod:`gmdesk.engine.knowledge_events`, interpretation update-skill-names, "not
in the document"): another team's skill is "a skill" (or "a Noble Phantasm"), its basic attack "an attack" (the
ruleset's :meth:`~gmdesk.rulesets.base.Ruleset.basic_attacks`: a basic, counter or skirmish attack is not a
skill), and a status it put on someone is named only as far as its name does not name that character's
secrets: a name that is one of them reads "an effect", a name holding one reads with that part masked ("Fever
(Distilled Malady)" from Caster → "Fever (a skill)").
"""

from __future__ import annotations

import re
from typing import Any

from gmdesk.messages import Listing, Message
from gmdesk.model.war import War
from gmdesk.rulesets.base import Ruleset

SOMEONE = "someone"
A_SKILL = "a skill"
A_NOBLE_PHANTASM = "a Noble Phantasm"
AN_ATTACK = "an attack"
AN_EFFECT = "an effect"

#: A secret is masked where it stands as a whole word: not inside a longer ASCII word ("Dash" in "Dashing"),
#: anywhere in a text without spaces (Japanese names).
_EDGE = "A-Za-z0-9_"


def skill_entries(war: War, cid: str) -> list[dict[str, Any]]:
    """``cid``'s sheet entries that name what it can do: its skills and its items."""
    ch = war.characters.get(cid)
    return [] if ch is None else [*ch.skills, *ch.items]


def entry_name(entry: dict[str, Any]) -> str:
    for key in ("name", "Name"):
        if isinstance(entry.get(key), str):
            return str(entry[key])
    return ""


def _is_np_entry(entry: dict[str, Any]) -> bool:
    kind = entry.get("Type", entry.get("type"))
    return isinstance(kind, str) and "noble phantasm" in kind.casefold()


def is_noble_phantasm(war: War, cid: str, skill: str) -> bool:
    """Whether ``cid``'s skill ``skill`` is a Noble Phantasm (its type says so)."""
    return any(entry_name(e) == skill and _is_np_entry(e) for e in skill_entries(war, cid))


def basic_attack_name(ruleset: Ruleset, war: War, cid: str, skill: str) -> str | None:
    """The ruleset's name of ``skill`` when it is one of the basic attacks the ruleset gives ``cid``
    (``Skill.basic``): true-hgw's Melee Basic Attack, skirmish's Skirmish attack and Counter-attack, valor's STR
    normal attack, ap-sp's sheet Basic Attack; else None. The ruleset's name is the same English, a
    :class:`Message` where the ruleset wrote one (said in the reader's language: 近接基本攻撃), which a stored
    event's ``skill`` no longer is."""
    ch = war.characters.get(cid)
    if ch is None:
        return None
    folded = skill.casefold()
    return next((b.name for b in ruleset.basic_attacks(ch) if b.basic and b.name.casefold() == folded), None)


def is_basic_attack(ruleset: Ruleset, war: War, cid: str, skill: str) -> bool:
    """Whether ``skill`` is one of the basic attacks the ruleset gives ``cid`` (:func:`basic_attack_name`)."""
    return basic_attack_name(ruleset, war, cid, skill) is not None


def secret_words(war: War, cid: str, known: bool) -> list[tuple[str, str]]:
    """What would tell a reader who ``cid`` is or what it can do, longest first, each with the filter's word
    for it: its skill and item names ("a skill", "a Noble Phantasm"), its true name and, unless the reader
    ``known``\\ s it, its name ("someone")."""
    ch = war.characters.get(cid)
    if ch is None:
        return []
    words: dict[str, str] = {}
    for entry in skill_entries(war, cid):
        name = entry_name(entry).strip()
        if name:
            words.setdefault(name.casefold(), A_NOBLE_PHANTASM if _is_np_entry(entry) else A_SKILL)
    for name in (ch.true_name or "", "" if known else ch.name):
        if name.strip():
            words.setdefault(name.strip().casefold(), SOMEONE)
    return sorted(words.items(), key=lambda kv: -len(kv[0]))


def _pattern(secret: str) -> re.Pattern[str]:
    return re.compile(f"(?<![{_EDGE}]){re.escape(secret)}(?![{_EDGE}])", re.IGNORECASE)


def names_a_secret(war: War, cid: str, text: str, known: bool = True) -> bool:
    """Whether ``text`` holds one of ``cid``'s :func:`secret_words`, whole or within a longer text."""
    return any(_pattern(secret).search(text) for secret, _word in secret_words(war, cid, known))


def masked(war: War, cid: str, text: str, known: bool = True) -> str:
    """``text`` (a status ``cid`` inflicted) as a reader may read it: "an effect" when it is one of ``cid``'s
    :func:`secret_words`, else each of them in it replaced by the filter's word (a :class:`Listing` of the
    parts, said in the reader's language); ``text`` itself when it names none."""
    secrets = secret_words(war, cid, known)
    if any(text.strip().casefold() == secret for secret, _word in secrets):
        return Message(AN_EFFECT)
    parts: list[object] = [text]
    for secret, word in secrets:
        pattern = _pattern(secret)
        split: list[object] = []
        for part in parts:
            if not isinstance(part, str) or isinstance(part, Message):
                split.append(part)
                continue
            at = 0
            for hit in pattern.finditer(part):
                split += [part[at:hit.start()], Message(word)]
                at = hit.end()
            split.append(part[at:])
        parts = [p for p in split if p != ""]
    if len(parts) == 1 and not isinstance(parts[0], Message):
        return text
    return Listing(parts, "")
