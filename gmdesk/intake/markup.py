"""A post's markup taken off: BBCode and Markdown emphasis, lists and quotes; what is left is cut
into lines, each with its line number in the post as pasted."""

from __future__ import annotations

import html
import re
from dataclasses import dataclass

_ITEM = re.compile(r"\[\*\]", re.IGNORECASE)
_DROPPED = re.compile(r"\[(img|youtube|video)[^\]]*\].*?\[/\1\]", re.IGNORECASE | re.DOTALL)
_URL = re.compile(r"\[url=[^\]]*\](.*?)\[/url\]", re.IGNORECASE | re.DOTALL)
_TAG = re.compile(r"\[/?(?:b|i|u|s|color|colour|size|font|center|left|right|spoiler|list|url|code|highlight|"
                  r"sup|sub|indent|hr|ooc|quote)(?:=[^\]]*)?\]", re.IGNORECASE)
_MD_LINK = re.compile(r"\[([^\]]+)\]\([^)]*\)")
_MD_EMPHASIS = re.compile(r"(\*\*|__|~~|\*|_|`)(?=\S)(.+?)(?<=\S)\1")
_BULLET = re.compile(r"^\s*(?:[-*+•·・>]+|\d+[.)]|#+)\s+")
_QUOTE_OPEN = re.compile(r"\[quote(?:=[^\]]*)?\]", re.IGNORECASE)
_QUOTE_CLOSE = re.compile(r"\[/quote\]", re.IGNORECASE)


@dataclass(frozen=True)
class Line:
    """One line of a post: its number (1-based) as pasted, the text as pasted, the text without markup,
    and whether it is quoted (``[quote]`` or ``>``: someone else's words)."""

    number: int
    raw: str
    text: str
    quoted: bool = False


def strip_line(text: str) -> str:
    """One line without its markup and list bullet; HTML character references of a forum's copy put back
    (``&amp;`` → ``&``, ``&quot;`` → ``"``)."""
    text = _DROPPED.sub("", html.unescape(text))
    text = _URL.sub(r"\1", text)
    text = _TAG.sub("", text)
    text = _MD_LINK.sub(r"\1", text)
    for _ in range(3):  # nested emphasis: ***bold italic***
        text = _MD_EMPHASIS.sub(r"\2", text)
    text = _BULLET.sub("", text)
    return text.strip().strip("*_~`").strip()


def lines_of(post: str) -> list[Line]:
    """The post's non-empty lines, markup taken off; a BBCode list item ``[*]`` starts a line of its own."""
    found: list[Line] = []
    depth = 0
    for number, raw in enumerate(post.splitlines(), start=1):
        quoted_line = raw.lstrip().startswith(">")
        for piece in _ITEM.split(raw):
            opens, closes = len(_QUOTE_OPEN.findall(piece)), len(_QUOTE_CLOSE.findall(piece))
            quoted = quoted_line or depth > 0 or opens > 0
            depth = max(0, depth + opens - closes)
            text = strip_line(piece)
            if text:
                found.append(Line(number, raw, text, quoted))
    return found
