"""A war's title and the turn it may name: the words for a turn (every ruleset's, in every language gmdesk has a
table for) and the parts of a title that only restate a turn ("… — night 2"), which go stale as the war goes on.

Light on purpose (the rulesets' registry and the message tables, no rules loaded): the window's title reads it
before the first paint; :mod:`gmdesk.updates.titles` builds the updates' titles on it.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache
from typing import Callable

from gmdesk import rulesets
from gmdesk.messages import available_languages, catalogue

GENERIC_TURN_WORDS = ("turn", "night")
"""Words a GM may use for a turn in a title whatever the ruleset calls it; said in every language too. Not
"day": a roll-dice day holds four action turns, so "day 1" says more than the turn."""

_DASHES = re.compile(r"(\s+[—–-]\s+)")


def _normal(text: str) -> str:
    return unicodedata.normalize("NFKC", text).casefold().strip()


@lru_cache(maxsize=None)
def turn_words() -> tuple[str, ...]:
    """Every word for a turn: the rulesets' (``Ruleset.turn_word``, without loading the bundled rulesets: the window's
    title asks before its first paint) and the generic ones, in every language."""
    english = {rulesets.turn_word(r) for r in rulesets.at_hand()} | set(GENERIC_TURN_WORDS)
    words = {_normal(word) for word in english}
    for language in available_languages():
        table = {_normal(k): v for k, v in catalogue(language).items()}
        words |= {_normal(table[w]) for w in list(words) if w in table}
    return tuple(sorted(words, key=len, reverse=True))  # the longest first: "action turn" before "turn"


@lru_cache(maxsize=None)
def _turn_patterns() -> tuple[re.Pattern[str], ...]:
    word = "(?:" + "|".join(re.escape(w) for w in turn_words()) + ")"
    number = r"(?P<n>\d+)"
    return (re.compile(rf"(?<![a-z]){word}\s*(?:no\.?|#|:)?\s*{number}"),  # night 2, Night #2, 夜2, action turn 4
            re.compile(rf"(?:第\s*)?{number}\s*(?:st|nd|rd|th)?\s*{word}\s*目?"))  # 第2夜, 2夜目, 2nd night


def _may_restate(plain: str) -> bool:
    """Whether normalized ``plain`` has the shape of a restated turn: it starts (after 第) or ends with a digit
    (what the patterns' ``\\d`` matches), which the words are not needed to tell."""
    return bool(plain) and (plain[0].isdecimal() or plain[0] == "第" or plain[-1].isdecimal())


def restated_turn(text: str) -> int | None:
    """The number of the turn ``text`` names and nothing else (``"night 2"`` → 2), else None."""
    plain = _normal(text)
    if not _may_restate(plain):
        return None  # without reading the words
    for pattern in _turn_patterns():
        found = pattern.fullmatch(plain)
        if found:
            return int(found.group("n"))
    return None


def names_turn(text: str, turn: int) -> bool:
    """Whether ``text`` names turn ``turn`` somewhere ("night 2: the siege" names turn 2)."""
    plain = _normal(text)
    return any(int(found.group("n")) == turn for pattern in _turn_patterns() for found in pattern.finditer(plain)
               if not plain[found.end():found.end() + 1].isdigit())


def without_turn(war_title: str) -> str:
    """The war's title without the parts (between dashes) that only restate a turn: a stored "… — night 2" is
    stale once the war is at turn 3 (the window's title and the Turns dock name the turn themselves)."""
    pieces = _DASHES.split(war_title.strip())  # part, dash, part, dash, …: the GM's own dashes are kept
    title = ""
    for i, part in enumerate(pieces[::2]):
        if part and restated_turn(part) is None:
            title += (pieces[2 * i - 1] if title else "") + part
    return title


def needs_words(war_title: str) -> bool:
    """Whether :func:`without_turn` needs the turn words for ``war_title``: only when a part of it starts or ends
    with a number (most titles have none, and the window's title is then right before the words are read)."""
    return any(_may_restate(_normal(part)) for part in _DASHES.split(war_title.strip())[::2])


def without_turn_if_read(war_title: str) -> str | None:
    """:func:`without_turn` when it needs no turn words or they are read already, else None (read them later)."""
    return without_turn(war_title) if ready() or not needs_words(war_title) else None


def ready() -> bool:
    """Whether the turn words are read already (the first call reads every language's table: a few milliseconds
    the window's first paint need not wait for: see :func:`read_words`)."""
    return _turn_patterns.cache_info().currsize > 0


def read_words(then: Callable[[], object] | None = None) -> None:
    """Read the turn words now, then call ``then`` (the window's title, once its first paint is done)."""
    _turn_patterns()
    if then is not None:
        then()
