"""A difference between two wars as a sentence a GM reads (no Qt).

``knowledge.brandauer: 1 → 2 entries; + {"turn": 2, …}`` becomes "Team Brandauer learnt 1 fact: on turn 2,
scouted at Park: Saber (by Archer)."; ``characters.piet.location: "ferngate" → "velodrome"`` becomes "Piet's
location changed from Ferngate to Velodrome." The correction dialog and the turn comparison both use it.
"""

from __future__ import annotations

import json
from collections import Counter
from typing import Any, Mapping

from gmdesk.messages import Listing, Message, capitalised
from gmdesk.model.wording import Names, split_path, value_words, where_words
from gmdesk.store.diff import MISSING

#: Keys of a knowledge fact told before the others, and how (the rest follow as ``key value``).
_FACT_KEYS = ("kind", "turn", "where", "who", "by")

#: The kinds of fact the engine teaches a team (``engine.knowledge.learn``), as a sentence names them; another
#: kind keeps its word, hyphens as spaces.
FACT_WORDS = {"scouted": Message("scouted"), "encounter": Message("encounter"), "noticed": Message("noticed"),
              "detected-scout": Message("detected scout"), "scout-fled": Message("scout fled"),
              "home-base": Message("home base"), "sighting": Message("sighting")}


def change_sentence(path: str, old: Any, new: Any, names: Names | None = None) -> str:
    """One changed field of the war as a sentence: a :class:`Message`, English as a string, said in the
    window's language by the compare view and the correction dialog."""
    names = names or Names.none()
    kind, _, rest = split_path(path, names)
    who, what = where_words(path, names)
    field = rest.rsplit(".", 1)[-1] if rest else path.rsplit(".", 1)[-1]
    if path.startswith("knowledge.") and (isinstance(old, list) or isinstance(new, list)):
        return _knowledge_sentence(who, _listed(old), _listed(new), names)
    subject = _subject(who, what, kind)
    if old is MISSING:
        return Message("{subject} was added: {value}.", subject=subject, value=value_words(new, names, field))
    if new is MISSING:
        return Message("{subject} is gone (it was {value}).", subject=subject, value=value_words(old, names, field))
    if isinstance(old, list) and isinstance(new, list):
        gone, added = only_in(old, new), only_in(new, old)
        parts = [Message("added {value}", value=value_words(item, names, field)) for item in added]
        parts += [Message("removed {value}", value=value_words(item, names, field)) for item in gone]
        if parts:
            return Message("{subject}: {old} → {new} entries; {changes}.", subject=subject, old=len(old),
                           new=len(new), changes=Listing(parts, "; "))
    return Message("{subject} changed from {old} to {new}.", subject=subject, old=value_words(old, names, field),
                   new=value_words(new, names, field))


def _subject(who: str, what: str, kind: str) -> str:
    if not kind:
        return Message("The war's {what}", what=what)
    return capitalised(Message("{who}'s {what}", who=who, what=what) if what != "sheet" else who)


def _listed(value: Any) -> list[Any]:
    return value if isinstance(value, list) else []


def _knowledge_sentence(who: str, old: list[Any], new: list[Any], names: Names) -> str:
    learnt, forgotten = only_in(new, old), only_in(old, new)
    parts = []
    if learnt:
        parts.append(Message("learnt {count}: {facts}", count=_count(len(learnt)),
                             facts=Listing([fact_words(f, names) for f in learnt], "; ")))
    if forgotten:
        parts.append(Message("no longer knows {count}: {facts}", count=_count(len(forgotten)),
                             facts=Listing([fact_words(f, names) for f in forgotten], "; ")))
    told = Listing(parts, ", and ") if parts else Message("knows the same facts, in another order")
    return Message("{team} {told}.", team=capitalised(who), told=told)


def _count(n: int) -> str:
    return Message("{n} fact", n=n) if n == 1 else Message("{n} facts", n=n)


def fact_words(fact: Any, names: Names | None = None) -> str:
    """``{"turn": 2, "kind": "scouted", "where": "park", "who": ["saber"], "by": "archer"}`` →
    ``on turn 2, scouted at Park: Saber (by Archer)`` (a :class:`Message`, each part its own)."""
    names = names or Names.none()
    if not isinstance(fact, Mapping):
        return value_words(fact, names)
    kind = str(fact.get("kind", "")) if "kind" in fact else ""
    text: str = FACT_WORDS.get(kind) or (kind.replace("-", " ") if kind else Message("a fact"))
    if "where" in fact:
        text = Message("{fact} at {where}", fact=text, where=value_words(fact["where"], names, "where"))
    if "who" in fact:
        text = Message("{fact}: {who}", fact=text, who=_names(fact["who"], names))
    if "by" in fact:
        text = Message("{fact} (by {by})", fact=text, by=_names(fact["by"], names))
    rest = [Message("{key} {value}", key=str(k), value=value_words(v, names, str(k)))
            for k, v in fact.items() if k not in _FACT_KEYS]
    if rest:
        text = Message("{fact}, {rest}", fact=text, rest=Listing(rest))
    if "turn" in fact:
        text = Message("on turn {turn}, {fact}", turn=value_words(fact["turn"]), fact=text)
    return text


def _names(value: Any, names: Names) -> str:
    ids = value if isinstance(value, list) else [value]
    return Listing([names.any(str(i)) or str(i) for i in ids]) if ids else Message("no one")


def only_in(these: list[Any], others: list[Any]) -> list[Any]:
    """The entries of ``these`` that ``others`` lacks, one for one (a repeated entry counts twice)."""
    unused = Counter(json.dumps(item, sort_keys=True, default=str) for item in others)
    missing = []
    for item in these:
        key = json.dumps(item, sort_keys=True, default=str)
        if unused[key] > 0:
            unused[key] -= 1
        else:
            missing.append(item)
    return missing
