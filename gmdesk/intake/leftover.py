"""The words of a sentence that its reading did not use.

A reading is **read** (confident) only when every content word of its sentence went into the order:
the actor, the verb, the names of its target and place, a condition's words, the ruleset's field
phrases. A word left over (``Move to Weir Mils``: "mils" names nothing) makes the line *unsure* and is
named, so the GM sees what the reader could not place. Function words (articles, prepositions,
pronouns, "is", "will"…) are not content: :data:`FILLER`. Only words in Latin letters are weighed
(Japanese is written without spaces: its particles cannot be told from its words here).

A word left over may be a name misspelt: :func:`near_names` finds the names within a small edit
distance of it (``Weir Mils`` → Weir Mills), read as a near spelling, never as a confident reading.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from gmdesk.intake.names import Mention, Names
from gmdesk.intake.reader import verbs_in
from gmdesk.intake.text import find_all, fold, words
from gmdesk.intake.vocab import SKILL_SEP, Vocabulary

#: Words that carry no order of their own: articles, prepositions, pronouns, forms of "be" and the
#: auxiliaries, joining words and a few adverbs of time. Never "not", "no" or "never".
FILLER = frozenset("""a an the to at on onto in into inside of off for from with by over under against toward
towards across through via near upon up down out around behind back
he she they it i we you him her them his hers its their theirs my mine our ours your yours me us
himself herself themselves itself myself ourselves yourself self
is are was were be been being am will would shall can could may might must do does did let lets
and or but so then also while as now again tonight first next finally instead too just still please all both
this that these those there here""".split())
#: Words of a delay to a phase (``delayed to the Attack Phase``), used when the order has its delay.
DELAY_WORDS = frozenset({"delay", "delays", "delayed", "until", "till"})
#: Verbs of one action that also serve another (``attacks Lancer with Nine-Notch Cleave`` is a skill).
_KIN = {"skill": {"attack", "use-item", "command-spell"}, "attack": {"skill"}, "civilians": {"consume"}}


def order_values(order: dict[str, Any]) -> set[str]:
    """Every text value of an order, its condition, its other branch and delay included."""
    out: set[str] = set()
    for value in order.values():
        if isinstance(value, str):
            out.add(value)
        elif isinstance(value, dict):
            out |= order_values(value)
        elif isinstance(value, list):
            out |= {v for v in value if isinstance(v, str)}
    return out


def _actions(order: dict[str, Any]) -> set[str]:
    other = order.get("else")
    return {str(order.get("action"))} | ({str(other.get("action"))} if isinstance(other, dict) else set())


def _used(m: Mention, values: set[str], actions: set[str]) -> bool:
    if m.kind == "basic":
        return "attack" in actions
    return bool(({i.split(SKILL_SEP)[-1] for i in m.ids} | set(m.ids)) & values)


def _spans_of(text: str, phrases: list[str]) -> list[tuple[int, int]]:
    return [(at, at + len(p)) for p in (fold(x) for x in phrases) for at in find_all(text, p)]


def loose_words(text: str, spans: list[tuple[int, int]]) -> list[tuple[int, str]]:
    """The content words of folded ``text`` outside ``spans``."""
    return [(at, word) for at, word in words(text)
            if _bare(word) not in FILLER and not any(s <= at < e for s, e in spans)]


def _bare(word: str) -> str:
    """A word without its quotes and a contraction's tail (``she'll`` → ``she``; ``don't`` stays)."""
    return re.sub(r"'(ll|re|ve|d|m|s)$", "", word.strip("'-"))


def covered(text: str, mentions: list[Mention], vocab: Vocabulary) -> list[tuple[int, int]]:
    """Where ``text`` names something or says an order word, whatever the reading made of it."""
    spans = [(m.start, m.end) for m in mentions] + [(s, e) for s, e, _ in verbs_in(text, vocab)]
    return spans + _spans_of(text, [*vocab.words.all_words, *(p.phrase for p in vocab.words.field_phrases)])


def unused(text: str, mentions: list[Mention], order: dict[str, Any], actors: list[str],
           vocab: Vocabulary) -> list[tuple[int, str]]:
    """The content words of folded ``text`` that ``order`` did not use (``actors``: the sentence's actors,
    each the actor of an order of its own)."""
    values, actions = order_values(order) | set(actors), _actions(order)
    actor = vocab.war.characters.get(str(order.get("actor")))
    if actor is not None and "stay" in actions and actor.location:
        values.add(actor.location)  # "Odile stays at Weir Mills", where she is
    spans = [(m.start, m.end) for m in mentions if _used(m, values, actions)]
    spans += [(s, e) for s, e, verb in verbs_in(text, vocab) if verb in actions or _KIN.get(verb, set()) & actions]
    spans += _spans_of(text, list(vocab.words.all_words))
    spans += _spans_of(text, [p.phrase for p in vocab.words.field_phrases if order.get(p.field) == p.value])
    left = loose_words(text, spans)
    return [(at, w) for at, w in left if not ("delay" in order and w in DELAY_WORDS)]


def runs(text: str, found: list[tuple[int, str]]) -> list[str]:
    """Words of folded ``text`` found side by side joined into one phrase (``weir``, ``mills`` → ``weir mills``)."""
    out: list[tuple[int, int]] = []
    for at, word in found:
        if out and not text[out[-1][1]:at].strip():
            out[-1] = (out[-1][0], at + len(word))
        else:
            out.append((at, at + len(word)))
    return [text[start:end] for start, end in out]


def written(source: str, folded: str) -> str:
    """Folded words as the line writes them (case kept); as given when the line does not have them."""
    pattern = r"\s+".join(rf"(?<![A-Za-z0-9_']){re.escape(w)}(?![A-Za-z0-9_'])" for w in folded.split())
    found = re.search(pattern, source, re.IGNORECASE) if pattern else None
    return found.group() if found else folded


def as_written(source: str, phrases: list[str]) -> list[str]:
    """Folded phrases as the line writes them, in order, each once."""
    return list(dict.fromkeys(written(source, p) for p in phrases))


# -- near spellings


def distance(a: str, b: str, limit: int) -> int:
    """The edit distance of ``a`` and ``b`` (a letter added, dropped, changed, or two swapped), or
    ``limit + 1`` when it is more than ``limit``."""
    if abs(len(a) - len(b)) > limit:
        return limit + 1
    prev2: list[int] = []
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        row = [i] + [0] * len(b)
        for j, cb in enumerate(b, 1):
            row[j] = min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (ca != cb))
            if i > 1 and j > 1 and ca == b[j - 2] and a[i - 2] == cb:
                row[j] = min(row[j], prev2[j - 2] + 1)
        if min(row) > limit:
            return limit + 1
        prev2, prev = prev, row
    return prev[-1]


def allowed(name: str) -> int:
    """How many edits a written name may be from ``name`` and still be read as it: one for a name of up
    to nine letters, two for a longer one (interpretation of this reader, not in a rules document)."""
    return 1 if len(name) < 10 else 2


NEAR_KINDS = ("character", "location", "skill", "item")


@dataclass
class _Near:
    distance: int
    start: int
    end: int
    kind: str
    ids: set[str] = field(default_factory=set)


def near_names(text: str, loose: list[tuple[int, str]], names: Names) -> list[Mention]:
    """Names written with a small misspelling: for each loose word (one that names nothing), the name of
    a character, place, skill or item that the words around it spell within :func:`allowed` edits
    (``weir mils`` → Weir Mills). The nearest wins, then the longest; ties are kept (ambiguous)."""
    every = words(text)
    out: list[Mention] = []
    for at, word in loose:
        if len(word) < 3:
            continue
        i = next(k for k, (w_at, _) in enumerate(every) if w_at == at)
        best: list[_Near] = []
        for table in (names.whole, names.partial):
            for phrase, by_kind in table.items():
                kinds = {k: ids for k, ids in by_kind.items() if k in NEAR_KINDS}
                size = len(words(phrase))
                if not kinds or len(phrase) < 5 or size == 0:
                    continue
                for j in range(max(0, i - size + 1), i + 1):
                    window = every[j:j + size]
                    if len(window) < size:
                        continue
                    start, end = window[0][0], window[-1][0] + len(window[-1][1])
                    written = text[start:end]
                    if written[:1] != phrase[:1]:
                        continue
                    d = distance(written, phrase, allowed(phrase))
                    if 0 < d <= allowed(phrase):
                        best += [_Near(d, start, end, k, set(ids)) for k, ids in kinds.items()]
        if best:
            top = min(best, key=lambda n: (n.distance, -(n.end - n.start)))
            same = [n for n in best if (n.distance, n.start, n.end, n.kind) == (top.distance, top.start, top.end,
                                                                                top.kind)]
            ids = set().union(*(n.ids for n in same))
            mention = Mention(top.start, top.end, top.kind, tuple(sorted(ids)), whole=False, near=True)
            if mention not in out:
                out.append(mention)
    return out


def with_near(mentions: list[Mention], near: list[Mention]) -> list[Mention]:
    """``mentions`` with each near name in place of the mentions inside its words (a near name that cuts
    through a name found is left out)."""
    out = list(mentions)
    for n in near:
        inside = [m for m in out if n.start <= m.start and m.end <= n.end]
        if any(m.start < n.end and n.start < m.end and m not in inside for m in out):
            continue
        out = [m for m in out if m not in inside] + [n]
    return sorted(out, key=lambda m: (m.start, m.kind))
