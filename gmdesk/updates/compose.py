"""An update as a document: headings and lines of spans, made from a :class:`TurnView` only.

Nothing here reads the war or an event: every word comes from the knowledge filter's records
(:mod:`gmdesk.engine.knowledge_turn`), so a sentence cannot say what the reader does not know.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from gmdesk.engine.knowledge_events import Seen
from gmdesk.engine.knowledge_turn import Learned, Question, TurnView
from gmdesk.model.character import Character
from gmdesk.rulesets.scores import fmt


@dataclass(frozen=True)
class Span:
    """A piece of text; ``color`` is a team's colour (``#rrggbb``) or empty, ``strong`` bold."""

    text: str
    color: str = ""
    strong: bool = False


Line = tuple[Span, ...]


@dataclass
class Section:
    heading: str
    lines: list[Line] = field(default_factory=list)


@dataclass
class Update:
    """One update: its ``title`` (coloured with the team's colour), its sections."""

    title: str
    color: str = ""
    sections: list[Section] = field(default_factory=list)


def _list(names: tuple[str, ...]) -> str:
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


def _at(place: str | None) -> str:
    return f" at {place}" if place else ""


def _num(value: float | None) -> str:
    return "" if value is None else fmt(round(value, 2))


def _damage(s: Seen) -> str:
    target = _list(s.targets) or "someone"
    amount = f" for {_num(abs(s.amount))} damage" if s.amount is not None else ""
    left = f" ({target}: {_num(s.health)} health left)" if s.health is not None else ""
    return f"{s.actors[0] if s.actors else 'Someone'} hit {target}{amount}{left}."


def _action(s: Seen) -> str:
    who = s.actors[0] if s.actors else "Someone"
    others = tuple(t for t in s.targets if t != who)
    on = f" on {_list(others)}" if others else ""
    return f"{who} used {s.skill or 'an action'}{on}{_at(s.place)}."


def _pool(s: Seen, what: str) -> str:
    if s.amount is None or s.amount == 0:
        return ""
    after = f" (now {_num(s.health)})" if s.health is not None else ""
    return f"{s.actors[0] if s.actors else ''}: {what} {'+' if s.amount >= 0 else '−'}{_num(abs(s.amount))}{after}."


SENTENCES = {
    "move": lambda s: f"{_list(s.actors + s.targets)} moved{' from ' + s.place if s.place else ''}"
                      f"{' to ' + s.to if s.to else ''}.",
    "scout": lambda s: f"{s.actors[0]} scouted {s.to or 'a neighbouring place'}"
                       + (f" and saw {_list(s.targets)}." if s.targets else "."),
    "detect": lambda s: f"{s.actors[0]} noticed {_list(s.targets) or 'someone'} scouting{_at(s.place)}.",
    "crossing": lambda s: f"On the road, {_list(s.actors + s.targets)} crossed paths.",
    "sighting": lambda s: f"{_list(s.actors + s.targets)} sighted one another{_at(s.place)}.",
    "encounter": lambda s: f"{_list(s.actors + s.targets)} met{_at(s.place)}.",
    "engage": lambda s: f"A battle began{_at(s.place)}: {_list(s.actors + s.targets)}." if s.choice == "new"
                        else f"{_list(s.actors + s.targets)} joined the battle{_at(s.place)}.",
    "flee": lambda s: f"{_list(s.actors + s.targets)} fled{' from ' + s.place if s.place else ''}"
                      f"{' to ' + s.to if s.to else ''}.",
    "pursuit": lambda s: f"{s.actors[0]} pursued {_list(s.targets) or 'someone'}.",
    "search": lambda s: f"{s.actors[0]} searched {s.to or 'nearby'}.",
    "action": _action,
    "command-spell": lambda s: f"{s.actors[0]} used {s.skill or 'a Command Spell'}"
                               f"{' on ' + _list(s.targets) if s.targets else ''}.",
    "disabled": lambda s: f"{s.actors[0]} could not act.",
    "intercept": lambda s: f"{s.actors[0]} took a blow meant for {s.targets[0] if s.targets else 'someone'}.",
    "damage": _damage,
    "heal": lambda s: "" if s.amount == 0 else f"{_list(s.targets) or s.actors[0]} was healed"
                                                f"{' by ' + _num(s.amount) if s.amount is not None else ''}.",
    "poison": lambda s: f"{s.actors[0]} suffered poison{' (' + _num(abs(s.amount)) + ')' if s.amount is not None else ''}.",
    "status": lambda s: f"{s.actors[0]} is affected by {s.status or 'something'}.",
    "expire": lambda s: f"An effect on {s.actors[0]} ended.",
    "effect-end": lambda s: f"An effect on {s.actors[0]} ended.",
    "death": lambda s: f"{s.actors[0]} died{_at(s.place)}.",
    "consume": lambda s: f"{s.actors[0]} consumed {_list(s.targets) or 'a civilian'}{_at(s.place)}.",
    "battle-end": lambda s: f"The battle{_at(s.place)} is over.",
    "regeneration": lambda s: _pool(s, "regenerated"),
    "regen": lambda s: _pool(s, "regenerated"),
    "economy": lambda s: _pool(s, "points"),
    "valor": lambda s: _pool(s, "valor"),
    "battle-begins": lambda s: f"A battle broke out{_at(s.place)}.",
    "battle-ends": lambda s: f"A battle ended{_at(s.place)}.",
    "noble-phantasm": lambda s: f"A Noble Phantasm was activated{_at(s.place)}.",
}


def sentence(s: Seen) -> str:
    """One line for what was seen; a kind without a sentence of its own is told plainly."""
    make = SENTENCES.get(s.kind)
    text = str(make(s)) if make is not None else \
        f"{s.kind.replace('-', ' ').capitalize()}: {_list(s.actors + s.targets)}{_at(s.place)}."
    return text[:1].upper() + text[1:]


def learned_line(fact: Learned) -> str:
    who = f" {_list(fact.who)}" if fact.who else ""
    owner = f" (home base of {fact.owner})" if fact.owner else ""
    if fact.kind == "civilian-killing":
        return f"A civilian was killed{_at(fact.place)}."
    if fact.kind == "consumption":
        return f"A civilian was consumed{_at(fact.place)}."
    return f"{fact.kind.replace('-', ' ').capitalize()}:{who}{_at(fact.place)}{owner}."


def question_line(q: Question) -> str:
    if q.choice is None:
        return f"{q.question} Answer one of: {' / '.join(q.options)}."
    return f"{q.question} You answered: {q.choice}."


def compose(view: TurnView, title: str, color: str = "", colors: dict[str, str] | None = None) -> Update:
    """The update for ``view``; ``colors`` maps the names of the reader's own characters to its colour."""
    colors = colors or {}
    update = Update(title, color)
    if view.focus:
        update.sections.append(Section("Viewpoint", [(Span(f"Told as {view.focus} saw it."),)]))
    events = [s for s in (sentence(s) for s in view.seen) if s]
    if not view.waiting:
        update.sections.append(Section("What happened", [_spans(text, colors) for text in events]
                                       or [(Span("Nothing you could see happened."),)]))
    if view.learned:
        title_learned = "Made public" if view.team is None else "What you learned"
        update.sections.append(Section(title_learned, [(Span(learned_line(f)),) for f in view.learned]))
    if view.questions:
        update.sections.append(Section("Questions for you", [(Span(question_line(q), strong=q.choice is None),)
                                                             for q in view.questions]))
    if view.own:
        update.sections.append(Section("Your characters", [_own_line(ch, colors, view.places) for ch in view.own]))
    return update


def _own_line(ch: Character, colors: dict[str, str], places: dict[str, str]) -> Line:
    parts = [f"{fmt(value)} {what}" for value, what in ((ch.health, "health"), (ch.mana, "mana")) if value is not None]
    where = f" at {places.get(ch.location, ch.location)}" if ch.location else ""
    state = "" if ch.alive else " (dead)"
    statuses = [str(s.get("name")) for s in ch.statuses if isinstance(s.get("name"), str)]
    rest = f"; {', '.join(statuses)}" if statuses else ""
    return (Span(ch.name, colors.get(ch.name, ""), strong=True), Span(f"{state}: {', '.join(parts)}{where}{rest}"))


def _spans(text: str, colors: dict[str, str]) -> Line:
    """``text`` with the reader's own names in its colour."""
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
