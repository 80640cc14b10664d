"""Folding text for matching: case, accents, width and quote marks do not matter; names are found
at word boundaries (for Latin letters; Japanese has no spaces, so any position there)."""

from __future__ import annotations

import re
import unicodedata

_QUOTES = str.maketrans({"\u2018": "'", "\u2019": "'", "\u201c": '"', "\u201d": '"', "\u2013": "-",
                         "\u2014": "-", "\u00a0": " ", "\u3000": " "})


def fold(text: str) -> str:
    """Lower case, no accents, half-width, straight quotes, single spaces (``"Épée  «Nine»"`` → ``"epee «nine»"``)."""
    text = unicodedata.normalize("NFKC", text).translate(_QUOTES)
    decomposed = unicodedata.normalize("NFKD", text)
    kept: list[str] = []
    for c in decomposed:  # accents off Latin letters only: a kana's voicing mark is part of the word
        if unicodedata.combining(c) and kept and ord(kept[-1]) < 0x250:
            continue
        kept.append(c)
    plain = "".join(kept)
    return re.sub(r"\s+", " ", unicodedata.normalize("NFC", plain).casefold()).strip()


def _wordish(c: str) -> bool:
    return c.isascii() and (c.isalnum() or c == "_")


def find(text: str, phrase: str, start: int = 0) -> int:
    """Where folded ``phrase`` stands in folded ``text`` as whole words from ``start`` (-1: nowhere)."""
    if not phrase:
        return -1
    at = text.find(phrase, start)
    while at >= 0:
        end = at + len(phrase)
        before_ok = at == 0 or not (_wordish(text[at - 1]) and _wordish(phrase[0]))
        after_ok = end == len(text) or not (_wordish(text[end]) and _wordish(phrase[-1]))
        if before_ok and after_ok:
            return at
        at = text.find(phrase, at + 1)
    return -1


def find_all(text: str, phrase: str) -> list[int]:
    """Every place ``phrase`` stands in ``text`` as whole words."""
    found: list[int] = []
    at = find(text, phrase)
    while at >= 0:
        found.append(at)
        at = find(text, phrase, at + 1)
    return found


def words(text: str) -> list[tuple[int, str]]:
    """The Latin words of folded ``text`` with where each starts."""
    return [(m.start(), m.group()) for m in re.finditer(r"[a-z0-9][a-z0-9'-]*", text)]
