"""The knowledge filter's turn views (:mod:`gmdesk.engine.knowledge_turn`), with the words an update says that
the filter's records leave out: which point a point change moved, and a question to the players as the engine
asked it (its sentence, to be said in the reader's language, and what each answer does).

Nothing here widens what a reader is told: a record the filter did not give stays out, a point is named only on
a line the filter already gave (the reader's own bookkeeping), and a question's words are used only when they
say exactly what the filter let through (a question with a secret word scrubbed keeps its scrubbed text; an
answer's words only when every name in them is already in the question, a place the reader knows or one of its
own characters).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterable, Iterator

from gmdesk import rulesets
from gmdesk.engine import resolve_turn
from gmdesk.engine.decisions import PendingDecision
from gmdesk.engine.events import Event
from gmdesk.engine.knowledge_events import POOL_KINDS, Seen
from gmdesk.engine.knowledge_turn import Question, TurnView
from gmdesk.engine.knowledge_turn import turn_view_for as filtered_turn_view
from gmdesk.engine.knowledge_turn import waiting_view_for as filtered_waiting_view
from gmdesk.errors import GmdeskError
from gmdesk.messages import Listing, Message
from gmdesk.model.vocabulary import EventKind
from gmdesk.model.war import War
from gmdesk.rulesets.base import Ruleset


@dataclass(frozen=True)
class PointSeen(Seen):
    """A change of one of the reader's pools or points, with the name of what changed."""

    point: str = ""
    """The point in the ruleset's words: the document's own word (roll-dice ``消費した財産ポイント``), else the
    ruleset's name of the pool (``Combat Points (CP)``, ``Valor points``), else the key in words."""


@dataclass(frozen=True)
class AskedQuestion(Question):
    """A question as the engine asked it: ``words`` its sentence (a :class:`Message`), ``answer`` what the chosen
    option does (the question's label for it), each None where the filter's text must be kept."""

    words: str | None = None
    answer: str | None = None


#: The pools a sheet keeps under fields of their own, as an update names them.
POOL_WORDS = {"health": Message("health"), "mana": Message("mana")}


def point_name(ruleset: Ruleset, key: str) -> str:
    """How an update names the pool or point ``key`` (see :attr:`PointSeen.point`)."""
    native = ruleset.terms.native(f"point.{key}") or ruleset.terms.native(f"pool.{key}")
    if native:
        return native
    if key in POOL_WORDS:
        return POOL_WORDS[key]
    for spec in ruleset.pools:
        if spec.key == key:
            name = Message(spec.name)  # the ruleset's own name (its Japanese, where the table has it)
            return name if key.casefold() in spec.name.casefold() else Message("{name} ({key})", name=name, key=key)
    return key.replace("_", " ")


def _point_key(event: Event) -> str | None:
    pool = event.data.get("pool")
    if isinstance(pool, str):
        return pool
    what = str(event.data.get("what", ""))
    return what if what in POOL_WORDS else None


def _named_points(seen: list[Seen], events: list[Event], ruleset: Ruleset) -> list[Seen]:
    by_seq = {e.seq: e for e in events}
    out: list[Seen] = []
    for s in seen:
        event = by_seq.get(s.seq)
        key = _point_key(event) if event is not None and s.kind in POOL_KINDS else None
        if key is None:
            out.append(s)
            continue
        fields = {name: getattr(s, name) for name in Seen.__dataclass_fields__}
        out.append(PointSeen(**fields, point=point_name(ruleset, key)))
    return out


def _plain_values(text: Any) -> Iterator[str]:
    """The values of a :class:`Message` that are said as they are (names, places, numbers), at any depth."""
    if isinstance(text, Listing):
        for item in text.items:
            yield from _plain_values(item) if isinstance(item, Message) else [str(item)]
    elif isinstance(text, Message):
        for value in text.values.values():
            yield from _plain_values(value) if isinstance(value, Message) else [str(value)]


def _tells_nothing_new(words: str, question: str, known: set[str]) -> bool:
    """Whether every name in ``words`` is already in ``question`` or among ``known`` (or a number)."""
    for value in _plain_values(words):
        for part in (p.strip() for p in value.split(",")):
            if part and part not in question and part not in known and not part.lstrip("+-−").replace(".", "").isdigit():
                return False
    return True


def _asked_again(before: War, decision: str) -> PendingDecision | None:
    """The question ``decision`` as the engine asks it: the turn resolved again from ``before`` (its orders and
    the other answers; a turn is a pure function of them) stops there."""
    others = [d for d in before.decisions if not (isinstance(d, dict) and d.get("id") == decision)]
    try:
        result = resolve_turn(before, list(before.orders), others)
    except GmdeskError:
        return None
    return next((p for p in result.pending if p.id == decision), None)


def _recorded(events: list[Event], question: Question) -> str | None:
    """The id of the recorded decision ``question`` (an answered one) reads, when its text is the engine's whole."""
    for event in events:
        data = event.data
        if event.kind != EventKind.DECISION or str(data.get("choice", "")) != question.choice:
            continue
        decision = str(data.get("decision", ""))
        if event.explain == f"{question.question} → {question.choice} (recorded decision {decision})":
            return decision
    return None


def _with_words(question: Question, asked: PendingDecision | None, known: set[str],
                names: dict[str, str] | None = None) -> Question:
    """``question`` with the engine's words where they say what the filter let through; an answer without a
    label that is the id of a place or character the reader knows reads as its name."""
    if asked is not None and str(asked.question) != question.question:
        asked = None
    answer = asked.label(question.choice) if asked is not None and question.choice is not None else None
    if answer is not None and not _tells_nothing_new(answer, question.question, known):
        answer = None
    if answer is None and question.choice is not None:
        answer = (names or {}).get(question.choice)
    words = asked.question if asked is not None and isinstance(asked.question, Message) else None
    if words is None and answer is None:
        return question
    return AskedQuestion(**{name: getattr(question, name) for name in Question.__dataclass_fields__},
                         words=words, answer=answer)


def _known_names(view: TurnView) -> set[str]:
    return set(view.places.values()) | {ch.name for ch in view.own}


def turn_view_for(before: War, after: War, events: Iterable[Event], team: str,
                  pending: Iterable[PendingDecision] = ()) -> TurnView:
    """:func:`gmdesk.engine.knowledge_turn.turn_view_for`, its point changes named and its questions in words."""
    events, pending = list(events), list(pending)
    view = filtered_turn_view(before, after, events, team, pending)
    ruleset = rulesets.get(after.ruleset)
    view.seen = _named_points(view.seen, events, ruleset)
    known = _known_names(view)
    names = {**view.places, **{ch.id: ch.name for ch in view.own}}
    questions = []
    for q in view.questions:
        if q.choice is None:
            asked = next((p for p in pending if str(p.question) == q.question and tuple(p.options) == q.options), None)
        else:
            decision = _recorded(events, q)
            asked = _asked_again(before, decision) if decision is not None else None
        questions.append(_with_words(q, asked, known, names))
    view.questions = questions
    return view


def waiting_view_for(war: War, team: str, pending: Iterable[PendingDecision]) -> TurnView:
    """:func:`gmdesk.engine.knowledge_turn.waiting_view_for`, its questions in words."""
    pending = list(pending)
    view = filtered_waiting_view(war, team, pending)
    view.questions = [_with_words(q, next((p for p in pending if str(p.question) == q.question
                                           and tuple(p.options) == q.options), None), set())
                      for q in view.questions]
    return view


