"""One clause of a post read into candidate orders: who acts, what action, on whom or where.

The candidates are the war file's order dicts, built from what the clause names; they are not yet
checked (:mod:`gmdesk.intake.post` keeps the ones the engine's order checks accept). A clause that
names no action gives no candidate and says why.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass, field
from typing import Any

from gmdesk.intake.names import Mention
from gmdesk.intake.text import find, fold, words
from gmdesk.messages import Message
from gmdesk.intake.vocab import SKILL_SEP, Vocabulary

#: Words that point back at the last actor named ("then she uses…").
PRONOUNS = ("he", "she", "they", "him", "her", "it", "i", "me", "彼", "彼女")
SELF_WORDS = ("himself", "herself", "themselves", "itself", "myself", "me", "self", "自分")
#: Fields a clause sets itself; the rest come from the ruleset's field phrases.
LOCATION_ACTIONS = {"move": "to", "flee": "to", "scout": "target", "pursue": "to"}
NO_ACTION = Message("no order here: no action word, skill or Command Spell named")
"""Why a sentence gives no order (``gmdesk.intake.tally`` counts it as prose unless it names the team's own)."""


@dataclass
class Clause:
    """What one clause names (folded text, mentions) and the actors it may be about."""

    text: str
    mentions: list[Mention]
    actors: list[str] = field(default_factory=list)
    why: str = ""
    source: str = ""
    """The line as written (case kept), to quote a name the war does not know."""


def verbs_in(text: str, vocab: Vocabulary) -> list[tuple[int, int, str]]:
    """The action verbs of ``text``: (start, end, action), the longest phrase at a place."""
    found: list[tuple[int, int, str]] = []
    for action, phrases in vocab.words.verbs.items():
        for phrase in phrases:
            at = find(text, fold(phrase))
            if at >= 0:
                found.append((at, at + len(fold(phrase)), action))
    found.sort(key=lambda v: (-(v[1] - v[0]), v[0]))
    kept: list[tuple[int, int, str]] = []
    for v in found:
        if all(v[1] <= k[0] or v[0] >= k[1] or (v[0], v[1]) == (k[0], k[1]) for k in kept):
            kept.append(v)
    return sorted(kept)


def actors_of(clause: Clause, team: set[str], vocab: Vocabulary, last: list[str], first_verb: int) -> list[str]:
    """Who a clause is about: the team's characters named before its verb; else every one of them for
    "we"; else the owner of a skill it names; else the last actor for a pronoun."""
    named: list[str] = []
    for m in clause.mentions:
        if m.kind == "character" and (first_verb < 0 or m.start < first_verb):
            mine = [cid for cid in m.ids if cid in team]
            if len(mine) == 1 and mine[0] not in named:
                named.append(mine[0])
    if named:
        return named
    head = clause.text[:first_verb] if first_verb >= 0 else clause.text
    living = sorted(cid for cid in team if vocab.war.characters[cid].alive)
    if any(find(head, fold(w)) >= 0 for w in vocab.words.all_words):
        return living
    owners = {m.ids[0].split(SKILL_SEP)[0] for m in clause.mentions
              if m.kind in ("skill", "basic", "item") and len(m.ids) == 1 and m.whole}
    owners &= team
    if len(owners) == 1:
        return list(owners)
    if last and (first_verb <= 0 or any(find(head, w) >= 0 for w in PRONOUNS + ("then", "and", "also"))):
        return list(last)
    return []


def _after(mentions: list[Mention], kind: str, start: int) -> list[Mention]:
    return [m for m in mentions if m.kind == kind and m.start >= start]


def _one_each(mentions: list[Mention], skip: set[str]) -> list[list[str]]:
    """Every choice of one id per mention (an ambiguous mention gives several)."""
    choices = [[i for i in m.ids if i not in skip] or list(m.ids) for m in mentions]
    return [list(dict.fromkeys(c)) for c in itertools.product(*choices)] if choices else [[]]


def candidates(clause: Clause, actor: str, vocab: Vocabulary) -> tuple[list[dict[str, Any]], str]:
    """The orders ``actor`` may mean by ``clause``, or why there is none."""
    text, mentions = clause.text, clause.mentions
    verbs = verbs_in(text, vocab)
    skills = [m for m in mentions if m.kind == "skill" and any(i.split(SKILL_SEP)[0] == actor for i in m.ids)]
    spells = [m for m in mentions if m.kind == "spell"]
    actions = [v[2] for v in verbs]
    start = min(([verbs[0][0]] if verbs else []) + [m.start for m in skills[:1]], default=0)
    if skills:
        names = [i.split(SKILL_SEP)[1] for i in skills[0].ids if i.split(SKILL_SEP)[0] == actor]
        return [dict(o, skill=n) for n in names for o in _with_targets(clause, actor, vocab, start, "skill")], ""
    items = [i.split(SKILL_SEP)[1] for m in mentions if m.kind == "item" for i in m.ids
             if i.split(SKILL_SEP)[0] == actor]
    if items and "skill" in actions:
        return [{"actor": actor, "action": "use-item", "item": name} for name in items], ""
    if "command-spell" in actions:
        if not (vocab.ruleset.has_combat and vocab.ruleset.command_spells):
            return [], Message("{ruleset} lists no Command Spell the engine applies: the GM rules on it by hand",
                               ruleset=vocab.ruleset.id)
        return _command_spells(clause, actor, vocab, spells), ""
    basics = [i.split(SKILL_SEP)[1] for m in mentions if m.kind == "basic" and m.whole for i in m.ids
              if i.split(SKILL_SEP)[0] == actor]
    if basics:
        attacks = _with_targets(clause, actor, vocab, start, "attack")
        if len(vocab.basics.get(actor, [])) > 1:
            attacks = [dict(o, mode=name) for o in attacks for name in basics]
        return [_with_fields(o, text, vocab) for o in attacks], ""
    if not actions:
        return [], NO_ACTION
    readings: list[dict[str, Any]] = []
    if set(actions) == {"skill"}:
        return [], Message("no order here: a word for using a skill, but no skill of {name} named",
                           name=vocab.war.characters[actor].name)
    said = list(dict.fromkeys(a for a in actions if a != "skill"))
    for action in said:
        unknown = _unknown_aim(clause, actor, vocab, verbs, action, start)
        if unknown:
            if len(said) == 1:
                return [], Message("no character named '{name}'" if action == "attack" else
                                   "no location named '{name}'", name=unknown)
            continue
        if action == "attack":
            readings += _with_targets(clause, actor, vocab, start, "attack")
        elif action in LOCATION_ACTIONS:
            readings += _with_place(clause, actor, vocab, action, start)
        else:
            readings.append({"actor": actor, "action": _drain(action, vocab)})
    return [_with_fields(o, text, vocab) for o in readings], ""


def _drain(action: str, vocab: Vocabulary) -> str:
    """"Feeds on civilians" in a ruleset that has no civilians action but drains a civilian by ``consume`` with no
    target (skirmish 002:L16) is that consume; any other action as it is."""
    ruleset = vocab.ruleset
    if action == "civilians" and ruleset.special_action_slot({"action": "civilians"}) is None \
            and ruleset.special_action_slot({"action": "consume"}) is not None:
        return "consume"
    return action


def unknown_name(clause: Clause, vocab: Vocabulary, after: int) -> str:
    """Capitalised words after ``after`` that name nothing the war knows, as the line writes them
    (``Saber attacks Lancer.`` in a war with no Lancer): "" when there are none. Words of the ruleset's
    field phrases (``with STR``) are not names."""
    covered = [(m.start, m.end) for m in clause.mentions]
    phrased = {w for p in vocab.words.field_phrases for _, w in words(fold(p.phrase))}
    found: list[str] = []
    for at, word in words(clause.text):
        if at < after or word in phrased or any(start <= at < end for start, end in covered):
            continue
        written = re.search(rf"(?<![\w']){re.escape(word)}(?![\w'])", clause.source, re.IGNORECASE)
        if written and written.group()[:1].isupper():
            found.append(written.group())
    return " ".join(found)


def _unknown_aim(clause: Clause, actor: str, vocab: Vocabulary, verbs: list[tuple[int, int, str]], action: str,
                 start: int) -> str:
    """The name written after the verb of an attack (or a move, flight, scout, pursuit) that names no character
    (location) the war knows, when the clause names none it does: "" otherwise."""
    if action == "attack":
        named = bool(_targets(clause, actor, start))
    elif action in LOCATION_ACTIONS:
        named = any(m.kind == "location" for m in clause.mentions)
    else:
        return ""
    return "" if named else unknown_name(clause, vocab, next(v[1] for v in verbs if v[2] == action))


def _targets(clause: Clause, actor: str, start: int) -> list[list[str]]:
    """Whom an attack or skill aims at: the characters named after the verb, but the actor (unless the
    clause says "herself"), else a location named after it."""
    who = [m for m in clause.mentions if m.kind == "character" and set(m.ids) != {actor}
           and not (m.start < start and set(m.ids) & set(clause.actors))]
    picks = _one_each(who, {actor}) if who else []
    if any(find(clause.text[start:], w) >= 0 for w in SELF_WORDS):
        picks = [p + [actor] for p in picks] if picks else [[actor]]
    if not picks:
        places = _after(clause.mentions, "location", start)
        picks = [[i] for m in places[:1] for i in m.ids]
    return picks


def _with_targets(clause: Clause, actor: str, vocab: Vocabulary, start: int, action: str) -> list[dict[str, Any]]:
    picks = _targets(clause, actor, start)
    if action == "attack":
        out = [{"actor": actor, "action": "attack", "target": p[0]} for p in picks if p]
        return out or [{"actor": actor, "action": "attack"}]
    return [{"actor": actor, "action": "skill", "targets": p} for p in picks] or [{"actor": actor, "action": "skill"}]


def _with_place(clause: Clause, actor: str, vocab: Vocabulary, action: str, start: int) -> list[dict[str, Any]]:
    places = _after(clause.mentions, "location", start) or _after(clause.mentions, "location", 0)
    key = LOCATION_ACTIONS[action]
    base: dict[str, Any] = {"actor": actor, "action": action}
    if action == "pursue":
        who = [i for m in _after(clause.mentions, "character", start) for i in m.ids if i != actor]
        base = {**base, "target": who[0]} if who else base
    if not places:
        return [base]
    return [{**base, key: loc} for loc in places[-1].ids]


def _command_spells(clause: Clause, actor: str, vocab: Vocabulary, spells: list[Mention]) -> list[dict[str, Any]]:
    ruleset, war = vocab.ruleset, vocab.war
    keys = [k for m in spells for k in m.ids] or list(ruleset.command_spells)
    me = war.characters[actor]
    servants = [c.id for c in war.characters.values() if c.master == actor]
    named = [i for m in clause.mentions if m.kind == "character" for i in m.ids if i in servants]
    others = [i for m in clause.mentions if m.kind == "character" for i in m.ids
              if i not in servants and i != actor]
    out: list[dict[str, Any]] = []
    for key in dict.fromkeys(keys):
        order: dict[str, Any] = {"actor": actor, "action": "command-spell", "spell": key}
        if named and me.kind != "servant":
            order["servant"] = named[0]  # a Servant not named is left out: filled in if the spell needs one
        params = getattr(ruleset.command_spells[key], "params", ())
        if "stat" in params:
            stats = [i for m in clause.mentions if m.kind == "stat" for i in m.ids]
            order.update({"stat": stats[0]} if stats else {})
        places = [i for m in clause.mentions if m.kind == "location" for i in m.ids]
        readings = [order]
        if places:
            readings = [dict(order, to=p) for p in places[-1:]] + [order]
        if others:
            readings = [dict(r, target=o) for r in readings for o in others[:1]] + readings
        out += readings
    return out


def _with_fields(order: dict[str, Any], text: str, vocab: Vocabulary) -> dict[str, Any]:
    """The ruleset's own field phrases (an ambush, an attack's mode) and a delay to a named phase."""
    for phrase in sorted(vocab.words.field_phrases, key=lambda p: -len(p.phrase)):
        if (not phrase.actions or order["action"] in phrase.actions) and phrase.field not in order \
                and find(text, fold(phrase.phrase)) >= 0:
            order[phrase.field] = phrase.value
    return order


def with_delay(order: dict[str, Any], clause: Clause) -> dict[str, Any]:
    """``delayed to the Prepared Effect Phase`` → ``"delay": {"phase": "prepared"}``."""
    phases = [m for m in clause.mentions if m.kind == "phase" and len(m.ids) == 1]
    if phases and order.get("action") in ("attack", "skill", "command-spell"):
        return dict(order, delay={"phase": phases[-1].ids[0]})
    return order


def with_extras(order: dict[str, Any], clause: Clause, vocab: Vocabulary) -> dict[str, Any]:
    return with_delay(_with_fields(dict(order), clause.text, vocab), clause)
