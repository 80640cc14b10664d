"""A difference between two wars as a sentence a GM reads (no Qt).

``knowledge.brandauer: 1 → 2 entries; + {"turn": 2, …}`` becomes "Team Brandauer learnt 1 fact: on turn 2,
scouted at Park: Saber (by Archer)."; ``characters.piet.location: "ferngate" → "velodrome"`` becomes "Piet's
location changed from Ferngate to Velodrome." The correction dialog and the turn comparison both use it.
"""

from __future__ import annotations

import json
from collections import Counter
from typing import Any, Mapping

from gmdesk.model.wording import Names, split_path, value_words, where_words
from gmdesk.store.diff import MISSING

#: Keys of a knowledge fact told before the others, and how (the rest follow as ``key value``).
_FACT_KEYS = ("kind", "turn", "where", "who", "by")


def change_sentence(path: str, old: Any, new: Any, names: Names | None = None) -> str:
    """One changed field of the war as a sentence."""
    names = names or Names.none()
    kind, _, rest = split_path(path, names)
    who, what = where_words(path, names)
    field = rest.rsplit(".", 1)[-1] if rest else path.rsplit(".", 1)[-1]
    if path.startswith("knowledge.") and (isinstance(old, list) or isinstance(new, list)):
        return _knowledge_sentence(who, _listed(old), _listed(new), names)
    subject = _subject(who, what, kind)
    if old is MISSING:
        return f"{subject} was added: {value_words(new, names, field)}."
    if new is MISSING:
        return f"{subject} is gone (it was {value_words(old, names, field)})."
    if isinstance(old, list) and isinstance(new, list):
        gone, added = only_in(old, new), only_in(new, old)
        parts = [f"added {value_words(item, names, field)}" for item in added]
        parts += [f"removed {value_words(item, names, field)}" for item in gone]
        if parts:
            return f"{subject}: {len(old)} → {len(new)} entries; " + "; ".join(parts) + "."
    return (f"{subject} changed from {value_words(old, names, field)} "
            f"to {value_words(new, names, field)}.")


def _subject(who: str, what: str, kind: str) -> str:
    if not kind:
        return f"The war's {what}"
    text = f"{who}'s {what}" if what != "sheet" else who
    return text[0].upper() + text[1:]


def _listed(value: Any) -> list[Any]:
    return value if isinstance(value, list) else []


def _knowledge_sentence(who: str, old: list[Any], new: list[Any], names: Names) -> str:
    learnt, forgotten = only_in(new, old), only_in(old, new)
    team = who[0].upper() + who[1:]
    parts = []
    if learnt:
        parts.append(f"learnt {_count(len(learnt), 'fact')}: " + "; ".join(fact_words(f, names) for f in learnt))
    if forgotten:
        parts.append(f"no longer knows {_count(len(forgotten), 'fact')}: "
                     + "; ".join(fact_words(f, names) for f in forgotten))
    return f"{team} " + ", and ".join(parts or ["knows the same facts, in another order"]) + "."


def _count(n: int, noun: str) -> str:
    return f"{n} {noun}{'s' if n != 1 else ''}"


def fact_words(fact: Any, names: Names | None = None) -> str:
    """``{"turn": 2, "kind": "scouted", "where": "park", "who": ["saber"], "by": "archer"}`` →
    ``on turn 2, scouted at Park: Saber (by Archer)``."""
    names = names or Names.none()
    if not isinstance(fact, Mapping):
        return value_words(fact, names)
    text = "on turn " + value_words(fact["turn"]) + ", " if "turn" in fact else ""
    text += str(fact.get("kind", "a fact")).replace("-", " ")
    if "where" in fact:
        text += f" at {value_words(fact['where'], names, 'where')}"
    if "who" in fact:
        text += ": " + _names(fact["who"], names)
    if "by" in fact:
        text += f" (by {_names(fact['by'], names)})"
    rest = [f"{k} {value_words(v, names, str(k))}" for k, v in fact.items() if k not in _FACT_KEYS]
    return text + (", " + ", ".join(rest) if rest else "")


def _names(value: Any, names: Names) -> str:
    ids = value if isinstance(value, list) else [value]
    return ", ".join(names.any(str(i)) or str(i) for i in ids) or "nobody"


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
