"""An :class:`~gmdesk.updates.compose.Update` as forum text: BBCode (team colours), Markdown or plain text, in
a language: the update's headings and sentences (:class:`~gmdesk.messages.Message`\\ s) are said in it here, from
``resources/i18n/core_<language>.json``; names, places and the ruleset's own words stay as they are. English
(the default) is the text the update's strings already hold: the CLI and the saved files are English.
"""

from __future__ import annotations

import unicodedata
from enum import StrEnum
from typing import Callable

from gmdesk.messages import say
from gmdesk.updates.compose import Line, Span, Update, spans


class UpdateFormat(StrEnum):
    BBCODE = "bbcode"
    MARKDOWN = "markdown"
    TEXT = "text"


def _bb_escape(text: str) -> str:
    """Square brackets a player wrote in a name cannot open a tag."""
    return text.replace("[", "(").replace("]", ")")


def _md_escape(text: str) -> str:
    return "".join("\\" + c if c in "\\`*_[]<>#|" else c for c in text)


def _bb_span(span: Span) -> str:
    text = _bb_escape(span.text)
    if span.strong:
        text = f"[b]{text}[/b]"
    return f"[color={span.color}]{text}[/color]" if span.color else text


def _md_span(span: Span) -> str:
    text = _md_escape(span.text)
    return f"**{text}**" if span.strong and text.strip() else text


def said(line: Line, update: Update, language: str) -> Line:
    """``line`` in ``language``: each span said, a span of ``names`` cut where the reader's own characters are
    named, so they are drawn in its colour."""
    out: list[Span] = []
    for span in line:
        text = say(span.text, language)
        if span.names:
            out += spans(text, update.colors)
        else:
            out.append(Span(text, span.color, span.strong))
    return tuple(out)


def _line(line: Line, span: Callable[[Span], str]) -> str:
    return "".join(span(s) for s in line)


def bbcode(update: Update, language: str = "en") -> str:
    title = f"[b]{_bb_escape(say(update.title, language))}[/b]"
    out = [f"[size=4][color={update.color}]{title}[/color][/size]" if update.color else f"[size=4]{title}[/size]"]
    for section in update.sections:
        out += ["", f"[u]{_bb_escape(say(section.heading, language))}[/u]", "[list]"]
        out += [f"[*]{_line(said(line, update, language), _bb_span)}" for line in section.lines]
        out.append("[/list]")
    return "\n".join(out) + "\n"


def markdown(update: Update, language: str = "en") -> str:
    out = [f"## {_md_escape(say(update.title, language))}"]
    for section in update.sections:
        out += ["", f"### {_md_escape(say(section.heading, language))}", ""]
        out += [f"- {_line(said(line, update, language), _md_span)}" for line in section.lines]
    return "\n".join(out) + "\n"


UNDERLINE_MOST = 24
"""The longest underline of plain text, in columns: a long title's own length would wrap in a narrow pane (the
Updates window's four panes at 1366x768 hold about 28 "=" in its proportional font)."""


def columns(text: str) -> int:
    """How many columns ``text`` takes in a monospaced pane: a wide (CJK) character two."""
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in text)


def underline(text: str, mark: str) -> str:
    return mark * min(columns(text), UNDERLINE_MOST)


def text(update: Update, language: str = "en") -> str:
    title = say(update.title, language)
    out = [title, underline(title, "=")]
    for section in update.sections:
        heading = say(section.heading, language)
        out += ["", heading, underline(heading, "-")]
        out += [f"* {''.join(say(s.text, language) for s in line)}" for line in section.lines]
    return "\n".join(out) + "\n"


RENDERERS: dict[UpdateFormat, Callable[..., str]] = {
    UpdateFormat.BBCODE: bbcode, UpdateFormat.MARKDOWN: markdown, UpdateFormat.TEXT: text,
}


def render(update: Update, form: UpdateFormat | str = UpdateFormat.BBCODE, language: str = "en") -> str:
    """``update`` as forum text in ``form``, said in ``language`` (``en``, ``ja``…)."""
    try:
        chosen = UpdateFormat(form)
    except ValueError:
        raise ValueError(f"unknown update format {form!r}; use one of: {', '.join(f.value for f in UpdateFormat)}") \
            from None
    return RENDERERS[chosen](update, language)
