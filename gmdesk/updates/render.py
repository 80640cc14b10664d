"""An :class:`~gmdesk.updates.compose.Update` as forum text: BBCode (team colours), Markdown or plain text."""

from __future__ import annotations

from enum import StrEnum
from typing import Callable

from gmdesk.updates.compose import Line, Span, Update


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


def _line(line: Line, span: Callable[[Span], str]) -> str:
    return "".join(span(s) for s in line)


def bbcode(update: Update) -> str:
    title = f"[b]{_bb_escape(update.title)}[/b]"
    out = [f"[size=4][color={update.color}]{title}[/color][/size]" if update.color else f"[size=4]{title}[/size]"]
    for section in update.sections:
        out += ["", f"[u]{_bb_escape(section.heading)}[/u]", "[list]"]
        out += [f"[*]{_line(line, _bb_span)}" for line in section.lines]
        out.append("[/list]")
    return "\n".join(out) + "\n"


def markdown(update: Update) -> str:
    out = [f"## {_md_escape(update.title)}"]
    for section in update.sections:
        out += ["", f"### {_md_escape(section.heading)}", ""]
        out += [f"- {_line(line, _md_span)}" for line in section.lines]
    return "\n".join(out) + "\n"


def text(update: Update) -> str:
    out = [update.title, "=" * len(update.title)]
    for section in update.sections:
        out += ["", section.heading, "-" * len(section.heading)]
        out += [f"* {''.join(s.text for s in line)}" for line in section.lines]
    return "\n".join(out) + "\n"


RENDERERS: dict[UpdateFormat, Callable[[Update], str]] = {
    UpdateFormat.BBCODE: bbcode, UpdateFormat.MARKDOWN: markdown, UpdateFormat.TEXT: text,
}


def render(update: Update, form: UpdateFormat | str = UpdateFormat.BBCODE) -> str:
    try:
        chosen = UpdateFormat(form)
    except ValueError:
        raise ValueError(f"unknown update format {form!r}; use one of: {', '.join(f.value for f in UpdateFormat)}") \
            from None
    return RENDERERS[chosen](update)
