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


def split(text: str, words: OrderWords) -> Clauses:
    """``if attacked by assassin, use heirloom pistol; else gracious hostess`` → body, condition, other."""
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


def condition(text: str, negated: bool, words: OrderWords, names: Names) -> list[dict[str, Any]]:
    """The conditions ``text`` may mean (several: ambiguous, none: not in the vocabulary)."""
    scored: list[tuple[int, dict[str, Any]]] = []
    text = re.sub(r"^(it is|there is|we are|i am)\s+", "", text.strip())
    for table, negate in ((words.negated_conditions, True), (words.conditions, False)):
        for kind, phrases in table.items():
            for phrase in phrases:
                for span, cond in _match(kind, phrase, text, names):
                    if negate != negated:
                        cond["not"] = True
                    scored.append((span, cond))
        if scored:
            break
    best = max((s for s, _ in scored), default=0)
    readings: list[dict[str, Any]] = []
    for score, cond in scored:
        if score == best and cond not in readings:
            readings.append(cond)
    return readings


def _match(kind: str, phrase: str, text: str, names: Names) -> list[tuple[int, dict[str, Any]]]:
    """The conditions ``phrase`` finds in ``text``, each with the length of text it covers (the longest
    reading is the most precise: "attacked by Assassin" before "attacked")."""
    if "~" not in phrase:
        return [(len(fold(phrase)), {"kind": kind})] if find(text, fold(phrase)) >= 0 else []
    before, _, after = fold(phrase).partition("~")
    pattern = re.escape(before) + r"(.+?)" + re.escape(after) + (r"(?:\b|$)" if after[-1:].isascii() else "")
    match = re.search(pattern, text) if before or after else None
    if match is None:
        return []
    who = [m for m in names.mentions(match.group(1).strip(), ("character",))]
    if not who:
        return []
    key = {"attacked-by": "by", "attacked": "who", "target-here": "target"}.get(kind, "who")
    return [(match.end() - match.start(), {"kind": kind, key: cid}) for cid in who[0].ids]
