"""An update's title: the war's title, the turn said once, the reader.

A war's stored title may already name the turn ("… — night 2", as the sample wars' do): the update then
would say it twice ("… — night 2 — Night 2 — House Verhaegen"). A part of the title (between dashes) that
only restates a turn, a turn word and a number in any case and in any language gmdesk has a table for
("night 2", "Night #2", "夜2", "第2夜", "行動ターン 4"), is left out; a title that says more about the turn
("night 2: the siege") is kept whole and the update then adds no turn of its own.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from gmdesk import rulesets
from gmdesk.messages import catalogue, catalogue_dirs

GENERIC_TURN_WORDS = ("turn", "night")
"""Words a GM may use for a turn in a title whatever the ruleset calls it; said in every language too. Not
"day": a roll-dice day holds four action turns, so "day 1" says more than the turn."""

_DASHES = re.compile(r"(\s+[—–-]\s+)")


def languages() -> list[str]:
    """English and every language with a core table (``core_<lang>.json``)."""
    found = {path.stem.removeprefix("core_") for folder in catalogue_dirs() if folder.is_dir()
             for path in folder.glob("core_*.json")}
    return ["en", *sorted(found - {"en"})]


def _normal(text: str) -> str:
    return unicodedata.normalize("NFKC", text).casefold().strip()


@lru_cache(maxsize=None)
def turn_words() -> tuple[str, ...]:
    """Every word for a turn: the rulesets' (``Ruleset.turn_word``) and the generic ones, in every language."""
    english = {rulesets.get(r).turn_word for r in rulesets.available()} | set(GENERIC_TURN_WORDS)
    words = {_normal(word) for word in english}
    for language in languages():
        table = {_normal(k): v for k, v in catalogue(language).items()}
        words |= {_normal(table[w]) for w in list(words) if w in table}
    return tuple(sorted(words, key=len, reverse=True))  # the longest first: "action turn" before "turn"


@lru_cache(maxsize=None)
def _turn_patterns() -> tuple[re.Pattern[str], ...]:
    word = "(?:" + "|".join(re.escape(w) for w in turn_words()) + ")"
    number = r"(?P<n>\d+)"
    return (re.compile(rf"(?<![a-z]){word}\s*(?:no\.?|#|:)?\s*{number}"),  # night 2, Night #2, 夜2, action turn 4
            re.compile(rf"(?:第\s*)?{number}\s*(?:st|nd|rd|th)?\s*{word}\s*目?"))  # 第2夜, 2夜目, 2nd night


def restated_turn(text: str) -> int | None:
    """The number of the turn ``text`` names and nothing else (``"night 2"`` → 2), else None."""
    plain = _normal(text)
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


def update_title(war_title: str, turn_name: str, turn: int, reader: str) -> str:
    """``war title — turn — reader``, the turn said once: a part of the war's title that only restates a
    turn is left out; a title that names this turn with more words keeps it and the turn is not added."""
    pieces = _DASHES.split(war_title.strip())  # part, dash, part, dash, …: the GM's own dashes are kept
    title = ""
    for i, part in enumerate(pieces[::2]):
        if part and restated_turn(part) is None:
            title += (pieces[2 * i - 1] if title else "") + part
    parts = [title] if title else []
    if not names_turn(title, turn):
        parts.append(turn_name)
    return " — ".join([*parts, reader])
