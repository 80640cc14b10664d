"""An update as a document: headings and lines of spans, made from a :class:`TurnView` only.

Nothing here reads the war or an event: every word comes from the knowledge filter's records
(:mod:`gmdesk.engine.knowledge_turn`, through :mod:`gmdesk.updates.views`), so a sentence cannot say what the
reader does not know. Headings and sentences are :class:`~gmdesk.messages.Message`\\ s
(:mod:`gmdesk.updates.sentences`): English as strings, said in the reader's language when rendered.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from gmdesk.engine.knowledge_events import Seen
from gmdesk.engine.knowledge_turn import TurnView
from gmdesk.messages import Listing, Message
from gmdesk.model.character import Character
from gmdesk.rulesets.scores import fmt
from gmdesk.updates.sentences import FATAL, SENTENCES, learned_line, question_line, sentence, status_word


@dataclass(frozen=True)
class Span:
    """A piece of text; ``color`` is a team's colour (``#rrggbb``) or empty, ``strong`` bold. ``names``: the
    reader's own characters named in the text are drawn in the update's colours once it is said (in whatever
    language the update is rendered)."""

    text: str
    color: str = ""
    strong: bool = False
    names: bool = False


Line = tuple[Span, ...]


@dataclass
class Section:
    heading: str
    lines: list[Line] = field(default_factory=list)


@dataclass
class Update:
    """One update: its ``title`` (coloured with the team's colour), its sections; ``colors`` maps the names of
    the reader's own characters to its colour."""

    title: str
    color: str = ""
    sections: list[Section] = field(default_factory=list)
    colors: dict[str, str] = field(default_factory=dict)


def compose(view: TurnView, title: str, color: str = "", colors: dict[str, str] | None = None) -> Update:
    """The update for ``view``; ``colors`` maps the names of the reader's own characters to its colour."""
    colors = colors or {}
    update = Update(title, color, colors=dict(colors))
    if view.focus:
        update.sections.append(Section(Message("Viewpoint"),
                                       [(Span(Message("Told as {focus} saw it.", focus=view.focus)),)]))
    events = [s for s in (sentence(s) for s in in_order(view.seen)) if s]
    if not view.waiting:
        update.sections.append(Section(Message("What happened"), [(Span(text, names=True),) for text in events]
                                       or [(Span(Message("Nothing you could see happened.")),)]))
    if view.learned:
        title_learned = Message("Made public" if view.team is None else "What you learned")
        update.sections.append(Section(title_learned, [(Span(learned_line(f)),) for f in view.learned]))
    if view.questions:
        update.sections.append(Section(Message("Questions for you"),
                                       [(Span(question_line(q), strong=q.choice is None),) for q in view.questions]))
    if view.own:
        update.sections.append(Section(Message("Your characters"),
                                       [_own_line(ch, colors, view.places) for ch in view.own]))
    return update


def in_order(seen: list[Seen]) -> list[Seen]:
    """``seen`` as an update tells it: a battle begun or joined before the action that began or joined it (the
    engine records the action first), a blow its target died of (the death told next) marked ``fatal``, and the
    reader's own consume order told once (its action line already says whom it consumed: skirmish 002:L16, L22)."""
    out = [s for at, s in enumerate(seen) if not (at and _told_by_order(seen[at - 1], s))]
    for at in range(1, len(out)):
        s, before = out[at], out[at - 1]
        if s.kind == "engage" and before.kind == "action" and before.seq == s.seq - 1 and s.actors[:1] == before.actors[:1]:
            out[at - 1], out[at] = s, before
    for at, s in enumerate(out[:-1]):
        after = out[at + 1]
        if s.kind == "damage" and after.kind == "death" and s.targets[:1] == after.actors[:1] and s.seq < after.seq:
            out[at] = replace(s, choice=FATAL)
    return out


def _told_by_order(before: Seen, s: Seen) -> bool:
    """A consume event right after the reader's own consume order of the same character (update-own-orders)."""
    return s.kind == "consume" and before.kind == "action" and before.order == "consume" and before.actors == s.actors


def _status(status: dict[str, object]) -> str:
    """A status as the filter named it, with its turns left where it has a duration."""
    raw, turns = status["name"], status.get("turns")
    name = status_word(raw if isinstance(raw, str) else str(raw))  # a Message kept: "Fever (a skill)" said
    if isinstance(turns, int) and not isinstance(turns, bool) and turns > 0:
        return Message("{status} (1 turn left)" if turns == 1 else "{status} ({turns} turns left)", status=name,
                       turns=turns)
    return name


def _own_line(ch: Character, colors: dict[str, str], places: dict[str, str]) -> Line:
    name = Span(ch.name, colors.get(ch.name, ""), strong=True)
    if not ch.alive:  # no pools for the dead (never a negative health)
        return (name, Span(Message(" (dead)")))
    parts = [Message("{value} health" if what == "health" else "{value} mana", value=fmt(max(value, 0)))
             for value, what in ((ch.health, "health"), (ch.mana, "mana")) if value is not None]
    values = {"pools": Listing(parts), "place": places.get(ch.location, ch.location) if ch.location else "",
              "dead": ""}
    statuses = [_status(s) for s in ch.statuses if isinstance(s.get("name"), str)]  # as the filter named them
    if statuses:
        values["statuses"] = Listing(statuses)
        text = Message("{dead}: {pools} at {place}; {statuses}" if ch.location else "{dead}: {pools}; {statuses}",
                       **values)
    else:
        text = Message("{dead}: {pools} at {place}" if ch.location else "{dead}: {pools}", **values)
    return (name, Span(text))


def spans(text: str, colors: dict[str, str]) -> Line:
    """``text`` (as said) with the reader's own names in its colour."""
    spans: list[Span] = []
    rest = text
    while rest:
        hits = [(rest.find(n), n) for n in colors if n and rest.find(n) >= 0]
        if not hits:
            spans.append(Span(rest))
            break
        at, name = min(hits, key=lambda h: (h[0], -len(h[1])))
        if at:
            spans.append(Span(rest[:at]))
        spans.append(Span(name, colors[name], strong=True))
        rest = rest[at + len(name):]
    return tuple(spans)


__all__ = ["Line", "SENTENCES", "Section", "Span", "Update", "compose", "learned_line", "question_line", "sentence",
           "spans"]
