"""The explanation panel: the selected event whole, and what it changed for each character in it.

The explanation is the engine's own text (it carries the real numbers and the rule), in the window's language
where the engine wrote it as a Message (``gmdesk.engine.event_words``), else as stored; beside it, a
table of each involved character's health, mana, place and statuses just before and just after the
event, changed values marked, so the GM checks a number against the state it came from.
"""

from __future__ import annotations

import html
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QUrl, Signal
from PySide6.QtWidgets import QTextBrowser, QWidget

from gmdesk.engine.events import Event
from gmdesk.model.war import War
from gmdesk.rulesets.scores import fmt
from gmdesk.ui.i18n import N, say, tr
from gmdesk.ui.reading_links import reading_key, readings_html
from gmdesk.ui.timeline.blocks import Block
from gmdesk.ui.timeline.kind_titles import kind_heading
from gmdesk.ui.timeline.kinds import blend, kind_color
from gmdesk.ui.timeline.plotting import is_dark
from gmdesk.ui.timeline.states import CharacterState, StatePair, states_around, turn_keeps_states

NO_STATES_NOTE = N("EventDetail", "This turn was resolved before gmdesk kept the state after each event: \u201cBefore\u201d is "
                  "the war before the turn, and the state after this event is not known.")
UNKNOWN = N("EventDetail", "unknown")


@dataclass(frozen=True)
class DetailContext:
    """What naming and the states need: names now, the war before the turn, the turn's events."""

    names: dict[str, str]
    places: dict[str, str]
    war_before: War
    events: list[Event]


def value_text(value: Any) -> str:
    if value is None:
        return "\u2014"
    if isinstance(value, bool):
        return tr("EventDetail", "yes") if value else tr("EventDetail", "no")
    if isinstance(value, (int, float)):
        return fmt(value)
    return str(value)


def state_rows(before: CharacterState | None, after: CharacterState | None,
               places: dict[str, str]) -> list[tuple[str, str, str]]:
    """(what, before, after) lines for one character; points, alive and spirit form only when they matter."""
    def place(state: CharacterState | None) -> str:
        if state is None:
            return tr("EventDetail", UNKNOWN)
        return places.get(state.location, state.location) if state.location else "\u2014"

    def field(state: CharacterState | None, name: str) -> str:
        return tr("EventDetail", UNKNOWN) if state is None else value_text(getattr(state, name))

    def statuses(state: CharacterState | None) -> str:
        if state is None:
            return tr("EventDetail", UNKNOWN)
        return ", ".join(state.statuses) or tr("EventDetail", "none")

    def points(state: CharacterState | None) -> str:
        if state is None:
            return tr("EventDetail", UNKNOWN)
        return ", ".join(f"{k} {value_text(v)}" for k, v in sorted(state.points.items())) or tr("EventDetail", "none")

    rows = [(tr("EventDetail", "Health"), field(before, "health"), field(after, "health")),
            (tr("EventDetail", "Mana"), field(before, "mana"), field(after, "mana")),
            (tr("EventDetail", "Location"), place(before), place(after)),
            (tr("EventDetail", "Statuses"), statuses(before), statuses(after))]
    states = [s for s in (before, after) if s is not None]
    if before is not None and after is not None and before.points != after.points:
        # only when they change: a turn's spending is kept apart from the sheet's points, so unchanged
        # AP would read as "nothing spent"
        rows.append((tr("EventDetail", "Points"), points(before), points(after)))
    if any(not s.alive for s in states):
        rows.append((tr("EventDetail", "Alive"), field(before, "alive"), field(after, "alive")))
    if any(s.spirit_form for s in states):
        rows.append((tr("EventDetail", "Spirit form"), field(before, "spirit_form"), field(after, "spirit_form")))
    return rows


def slot_text(slot: int) -> str:
    suffix = "th" if 10 <= slot % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(slot % 10, "th")
    return tr("EventDetail", "{0}{1} to act").format(slot, suffix)


def detail_html(block: Block, lane_name: str, context: DetailContext, *, muted: str, changed: str,
                accent: str) -> str:
    """The whole panel for one event."""
    esc = html.escape
    event = block.event
    facts = [esc(lane_name), tr("EventDetail", "event {0}").format(block.seq)]
    if block.slot is not None:
        facts.append(slot_text(block.slot))
    kind = esc(kind_heading(block.kind))
    out = [f'<p style="margin-bottom:2px"><span style="color:{accent}; font-size:large"><b>{kind}</b></span>'
           f'<span style="color:{muted}"> &nbsp;&middot; {" &middot; ".join(facts)}</span></p>']
    actors = [context.names.get(cid, cid) for cid in dict.fromkeys(event.actors)]
    if actors:
        out.append("<p><b>" + tr("EventDetail", "Actors:") + f"</b> {esc(', '.join(actors))}</p>")
    out.append(f'<p style="margin-top:6px; margin-bottom:6px">{esc(say(event.explain))}</p>')  # (window's language)
    if event.rule:
        out.append("<p><b>" + tr("EventDetail", "Rule:") + f'</b> <span style="color:{muted}">{esc(event.rule)}</span></p>')
    out.append(readings_html(event.explain, muted))  # each reading the explanation names, a link to its question
    index = next((i for i, e in enumerate(context.events) if e is event), None)
    if index is None:
        index = next(i for i, e in enumerate(context.events) if e.seq == block.seq)
    pairs = states_around(context.events, index, context.war_before)
    if pairs:
        out.append(_states_table(pairs, context, muted=muted, changed=changed,
                                 kept=turn_keeps_states(context.events)))
    return "".join(out)


def _states_table(pairs: list[StatePair], context: DetailContext, *, muted: str, changed: str, kept: bool) -> str:
    esc = html.escape
    before_head = tr("EventDetail", "Before") if kept else tr("EventDetail", "Before (start of turn)")
    cells = [f'<table cellspacing="0" cellpadding="3" style="margin-top:8px">'
             f'<tr><td></td><td style="color:{muted}"><b>{before_head}</b></td>'
             f'<td style="color:{muted}"><b>' + tr("EventDetail", "After") + '</b></td></tr>']
    for pair in pairs:
        name = context.names.get(pair.cid, pair.cid)
        cells.append(f'<tr><td colspan="3" style="padding-top:8px"><b>{esc(name)}</b></td></tr>')
        for what, before, after in state_rows(pair.before, pair.after, context.places):
            differs = pair.after is not None and before != after
            style = f' style="color:{changed}; font-weight:bold"' if differs else (
                f' style="color:{muted}"' if after == tr("EventDetail", UNKNOWN) else "")
            cells.append(f'<tr><td style="color:{muted}; padding-right:14px">{what}</td>'
                         f'<td style="padding-right:14px">{esc(before)}</td><td{style}>{esc(after)}</td></tr>')
    cells.append("</table>")
    if not kept:
        cells.append(f'<p style="color:{muted}"><i>{esc(tr("EventDetail", NO_STATES_NOTE))}</i></p>')
    elif any(p.after is None for p in pairs):
        cells.append(f'<p style="color:{muted}"><i>' + esc(tr(
            "EventDetail", "The engine kept no state after this event for a character marked \u201c{0}\u201d.")
            .format(tr("EventDetail", UNKNOWN))) + '</i></p>')
    return "".join(cells)


class EventDetail(QTextBrowser):
    """The selected event, or a hint when none is."""

    #: A reading the event names was clicked: its key (the window opens Turn > Rule Readings… on it).
    reading_requested = Signal(str)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("timelineDetail")
        self.setOpenLinks(False)
        self.anchorClicked.connect(self._link_clicked)
        self.block: Block | None = None
        self.shown_html = ""
        self.show_hint(tr("EventDetail", "Select an event to read it whole."))

    def _link_clicked(self, url: QUrl) -> None:
        key = reading_key(url)
        if key is not None:
            self.reading_requested.emit(key)

    def show_hint(self, text: str) -> None:
        self.block = None
        self.shown_html = f'<p style="color:{self._muted()}"><i>{html.escape(text)}</i></p>'
        self.setHtml(self.shown_html)

    def show_block(self, block: Block, lane_name: str, context: DetailContext) -> None:
        self.block = block
        dark = is_dark(self)
        accent = blend(kind_color(block.kind), self.palette().base().color(), 0.95 if dark else 1.0)
        if not dark:
            accent = accent.darker(125)
        #: The panel's HTML as written (Qt rewrites what it is given).
        self.shown_html = detail_html(block, lane_name, context, muted=self._muted(),
                                      changed="#f0a35e" if dark else "#b4471f", accent=accent.name())
        self.setHtml(self.shown_html)

    def _muted(self) -> str:
        return "#a6b0ba" if is_dark(self) else "#5f6b76"
