"""Links from an event to the readings of the rules its explanation depends on ("interpretation flee-timing=…"):
one line under the event in the Events dock and the timeline's panel; a click opens Turn > Rule Readings… on it."""

from __future__ import annotations

import html

from PySide6.QtCore import QUrl

from gmdesk.rulesets.reading_rows import readings_named
from gmdesk.ui.i18n import tr

SCHEME = "reading"


def readings_html(explain: str, muted: str) -> str:
    """The line "Readings: key, key (open one to read its question or change it)", or "" when none is named."""
    keys = readings_named(explain)
    if not keys:
        return ""
    esc = html.escape
    links = ", ".join(f'<a href="{SCHEME}:{esc(key)}">{esc(key)}</a>' for key in keys)
    return ("<p><b>" + tr("Events", "Readings:") + f"</b> {links} <span style=\"color:{muted}\">"
            + esc(tr("Events", "(open one to read its question or change it)")) + "</span></p>")


def reading_key(url: QUrl) -> str | None:
    """The reading a clicked link names, or None for any other link."""
    return url.path() if url.scheme() == SCHEME and url.path() else None
