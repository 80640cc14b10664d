"""A line cut into its clauses: the order, its condition (``if``/``unless``) and the other branch
(``else``/``otherwise``); a condition read into the closed vocabulary of conditional orders."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from gmdesk.intake.names import Names
from gmdesk.intake.text import find, fold
from gmdesk.rulesets.order_words import OrderWords


@dataclass(frozen=True)
class Clauses:
    """``body`` is the order; ``condition`` its condition's text (``negated`` for ``unless``); ``other`` the
    order of the other branch (empty: none). All folded."""

    body: str
    condition: str = ""
    negated: bool = False
    other: str = ""


def _earliest(text: str, phrases: tuple[str, ...], start: int = 0) -> tuple[int, str]:
    best = (-1, "")
    for phrase in (fold(p) for p in phrases):
        at = find(text, phrase, start)
        if at >= 0 and (best[0] < 0 or at < best[0] or (at == best[0] and len(phrase) > len(best[1]))):
            best = (at, phrase)
    return best


def split(text: str, words: OrderWords, names: Names | None = None) -> Clauses:
    """``if attacked by assassin, use heirloom pistol; else gracious hostess`` → body, condition, other. With
    ``names``, a condition with no comma after it ends where its phrase ends (``if he is attacked by Caster
    he flees``)."""
    other = ""
    at, phrase = _earliest(text, words.else_words, 1)
    if at > 0 and (text[:at].rstrip()[-1:] in ";,.、。" or not phrase.isascii()):
        text, other = text[:at].rstrip(" ;,.、。"), text[at + len(phrase):].strip(" ,:;、。")
    for negated, opener in ((False, words.if_words), (True, words.unless_words)):
        at, phrase = _earliest(text, opener)
        if at < 0:
            continue
        head = text[at + len(phrase):]
        if at == 0 or not phrase.isascii() and at <= 2:
            cut = re.search(r"[,:、]| then ", head)
            if cut is None:
                end = condition_end(head, words, names) if names is not None else -1
                if end > 0 and head[end:].strip(" ,.;"):
                    return Clauses(head[end:].strip(" ,.;"), head[:end].strip(), negated, other)
                return Clauses(text, "", False, other)
            return Clauses(head[cut.end():].strip(), head[:cut.start()].strip(), negated, other)
        return Clauses(text[:at].rstrip(" ,;"), head.strip(" ,.;"), negated, other)
    jp = _japanese_condition(text, words)
    if jp is not None:
        return Clauses(jp[1], jp[0], False, other)
    return Clauses(text, "", False, other)


def _japanese_condition(text: str, words: OrderWords) -> tuple[str, str] | None:
    """A Japanese condition ends in たら/場合/なら/なければ before the order: (condition, order)."""
    match = re.search(r"(たら|場合は?|なら|なければ)[、,]?", text)
    if match is None or text.isascii():
        return None
    return text[:match.end()].strip("、, "), text[match.end():].strip("、, ")


_SUBJECT = re.compile(r"^(it is|there is|we are|i am)\s+")


def _scored(text: str, negated: bool, words: OrderWords, names: Names) -> list[tuple[int, int, int, dict[str, Any]]]:
    """Every condition ``text`` may hold: (length of text it covers, start, end, condition); the negated
    phrases when any is found, else the plain ones."""
    lead = _SUBJECT.match(text)
    offset = lead.end() if lead else 0
    scored: list[tuple[int, int, int, dict[str, Any]]] = []
    for table, negate in ((words.negated_conditions, True), (words.conditions, False)):
        for kind, phrases in table.items():
            for phrase in phrases:
                for start, end, cond in _match(kind, phrase, text[offset:], names):
                    if negate != negated:
                        cond["not"] = True
                    scored.append((end - start, start + offset, end + offset, cond))
        if scored:
            break
    return scored


def _best(scored: list[tuple[int, int, int, dict[str, Any]]]) -> list[tuple[int, int, int, dict[str, Any]]]:
    top = max((s[0] for s in scored), default=0)
    return [s for s in scored if s[0] == top]


def condition(text: str, negated: bool, words: OrderWords, names: Names) -> list[dict[str, Any]]:
    """The conditions ``text`` may mean (several: ambiguous, none: not in the vocabulary)."""
    readings: list[dict[str, Any]] = []
    for _, _, _, cond in _best(_scored(text.strip(), negated, words, names)):
        if cond not in readings:
            readings.append(cond)
    return readings


def condition_end(text: str, words: OrderWords, names: Names) -> int:
    """Where the condition at the start of ``text`` ends (-1: no condition there)."""
    best = _best(_scored(text, False, words, names))
    return max((end for _, _, end, _ in best), default=-1)


def condition_rest(text: str, negated: bool, words: OrderWords, names: Names) -> str:
    """``text`` with its condition's phrase blanked out: the words the condition did not use."""
    text = text.strip()
    best = _best(_scored(text, negated, words, names))
    if not best:
        return text
    start, end = min(s[1] for s in best), max(s[2] for s in best)
    return text[:start] + " " * (end - start) + text[end:]


def _match(kind: str, phrase: str, text: str, names: Names) -> list[tuple[int, int, dict[str, Any]]]:
    """The conditions ``phrase`` finds in ``text``, each with where its words start and end (the longest
    reading is the most precise: "attacked by Assassin" before "attacked")."""
    if "~" not in phrase:
        at = find(text, fold(phrase))
        return [(at, at + len(fold(phrase)), {"kind": kind})] if at >= 0 else []
    before, _, after = fold(phrase).partition("~")
    key = {"attacked-by": "by", "attacked": "who", "target-here": "target"}.get(kind, "who")
    if before and not after:  # "attacked by ~": the name right after the phrase
        at = find(text, before.strip())
        if at < 0:
            return []
        rest = at + len(before)
        who = names.mentions(text[rest:], ("character",))
        if not who or text[rest:rest + who[0].start].strip() not in ("", "the", "a", "an"):
            return []
        return [(at, rest + who[0].end, {"kind": kind, key: cid}) for cid in who[0].ids]
    pattern = re.escape(before) + r"(.+?)" + re.escape(after) + (r"(?:\b|$)" if after[-1:].isascii() else "")
    match = re.search(pattern, text) if before or after else None
    if match is None:
        return []
    who = names.mentions(match.group(1).strip(), ("character",))
    if not who:
        return []
    return [(match.start(), match.end(), {"kind": kind, key: cid}) for cid in who[0].ids]
