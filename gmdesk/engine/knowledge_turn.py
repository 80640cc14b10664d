"""The knowledge filter for a turn: what one team, or the public, may read of a resolved (or paused) turn.

Everything a player's update says comes from here, and this is built on
:func:`gmdesk.engine.knowledge_view.team_view` (the one knowledge filter) of the war before and after the
turn, reading events through a :class:`~gmdesk.engine.knowledge_events.Lens`:

* a team reads what its own characters did and suffered, what it witnessed where its characters stand
  (only about characters its view knows), the facts it learnt this turn, and the questions the rules put
  to its players (answered, or still waiting);
* the public reads what the ruleset's :class:`~gmdesk.rulesets.updates.UpdateRules` make public: facts
  marked public or of a public kind, battles, deaths, Noble Phantasms, and, where the ruleset has a focus
  character (ap-sp 000:L653-657), what that character saw, with no skill, number or sheet.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterable

from gmdesk import rulesets
from gmdesk.engine.decisions import PendingDecision
from gmdesk.engine.events import Event
from gmdesk.engine.knowledge_events import Lens, Seen, _ids, is_noble_phantasm
from gmdesk.engine.knowledge_view import team_view
from gmdesk.model.character import Character
from gmdesk.model.updateedits import FOCUS_SETTING
from gmdesk.model.vocabulary import EventKind
from gmdesk.model.war import War
from gmdesk.rulesets.updates import Detail



@dataclass(frozen=True)
class Question:
    """A question the rules put to the team's players: ``choice`` is None while it waits."""

    question: str
    options: tuple[str, ...]
    choice: str | None = None
    rule: str = ""


@dataclass(frozen=True)
class Learned:
    """A fact learnt this turn, its ids already turned into names the reader knows."""

    kind: str
    who: tuple[str, ...] = ()
    place: str | None = None
    owner: str | None = None


@dataclass
class TurnView:
    """What one reader may know of turn ``turn``: ``team`` None is the public update."""

    team: str | None
    turn: int
    ruleset: str
    seen: list[Seen] = field(default_factory=list)
    learned: list[Learned] = field(default_factory=list)
    questions: list[Question] = field(default_factory=list)
    own: list[Character] = field(default_factory=list)
    focus: str | None = None
    rule: str = ""
    places: dict[str, str] = field(default_factory=dict)
    """The names of the places the reader's view holds (id → name)."""
    waiting: bool = False
    """The turn has not been resolved yet: only the questions it waits for are told."""


def _known(*views: War) -> dict[str, Character]:
    known: dict[str, Character] = {}
    for view in views:
        known.update(view.characters)
    return known


def turn_view_for(before: War, after: War, events: Iterable[Event], team: str,
                  pending: Iterable[PendingDecision] = ()) -> TurnView:
    """What ``team`` may read of the turn that took ``before`` to ``after`` through ``events``."""
    ruleset = rulesets.get(after.ruleset)
    view_after = team_view(after, team)
    known = _known(team_view(before, team), view_after)
    own = {c.id for c in after.characters.values() if c.team == team}
    for cid in own:
        known.pop(cid, None)
    lens = Lens(ruleset, after, own, known, watchers=set(own),
                places=set(view_after.map.locations) | set(team_view(before, team).map.locations)).start(before)
    events = list(events)
    seen = [s for s in (lens.read(e) for e in events) if s is not None]
    asked = own | {team}
    questions = [q for q in (_answered(e, asked, lens) for e in events) if q is not None]
    questions += [Question(_scrubbed(p.question, lens), tuple(p.options), None, p.rule)
                  for p in pending if p.asks in asked]
    learned = [_learned(f, lens) for f in view_after.knowledge.get(team, [])
               if isinstance(f, dict) and f.get("turn") == before.turn]
    return TurnView(team, before.turn, after.ruleset, seen, learned, questions,
                    [lens.own_record(view_after.characters[c]) for c in sorted(own) if c in view_after.characters],
                    places={loc.id: loc.name for loc in view_after.map.locations.values()})


def waiting_view_for(war: War, team: str, pending: Iterable[PendingDecision]) -> TurnView:
    """The questions the coming turn of ``war`` waits for that the rules put to ``team``'s players."""
    view = team_view(war, team)
    own = {c.id for c in war.characters.values() if c.team == team}
    known = {cid: ch for cid, ch in view.characters.items() if cid not in own}
    lens = Lens(rulesets.get(war.ruleset), war, own, known, watchers=set(own), places=set(view.map.locations))
    questions = [Question(_scrubbed(p.question, lens), tuple(p.options), None, p.rule)
                 for p in pending if p.asks in own | {team}]
    return TurnView(team, war.turn, war.ruleset, questions=questions, waiting=True)


def focus_characters(war: War) -> list[str]:
    """The focus characters, primary first: the GM's recorded choice (``settings.focus``), else the
    war's Masters in team order (a default "not in the document": ap-sp 000:L653 says one was chosen)."""
    chosen = war.settings.get(FOCUS_SETTING)
    if isinstance(chosen, list) and all(isinstance(c, str) for c in chosen):
        return [c for c in chosen if c in war.characters]
    order = {t: i for i, t in enumerate(war.team_ids())}
    masters = sorted((c for c in war.characters.values() if c.kind == "master"),
                     key=lambda c: (order.get(c.team or "", len(order)), c.id))
    return [c.id for c in masters[:2]]


def public_turn_view(before: War, after: War, events: Iterable[Event]) -> TurnView:
    """What the public update may tell of the turn (the ruleset's :class:`UpdateRules`)."""
    ruleset = rulesets.get(after.ruleset)
    rules = ruleset.update_rules_for(after)
    events = list(events)
    focus = _living_focus(before, after) if rules.focus else None
    lens = _public_lens(before, after, focus)
    seen: list[Seen] = []
    if focus is not None:
        seen += [s for s in (lens.read(e) for e in events) if s is not None]
    battles: dict[str, str | None] = {b.id: b.location for b in before.battles}  # where each battle is, for an end that names nobody
    for event in events:
        if event.kind == EventKind.ENGAGE and isinstance(event.data.get("battle"), str):
            battles.setdefault(event.data["battle"], lens.place_of(event))
        brief = _brief(event, rules, lens, after, battles)
        if brief is not None and all(s.seq != brief.seq for s in seen):
            seen.append(brief)
    seen.sort(key=lambda s: s.seq)
    view = TurnView(None, before.turn, after.ruleset, seen, _public_facts(after, before.turn, rules.public_fact_kinds,
                                                                        lens), rule=rules.rule)
    view.focus = lens.name(focus) if focus is not None else None
    return view


def _living_focus(before: War, after: War) -> str | None:
    """The primary focus character, or the secondary when the primary has died (ap-sp 000:L657)."""
    for cid in focus_characters(before):
        ch = after.characters.get(cid)
        if ch is not None and ch.alive:
            return cid
    return None


def _public_lens(before: War, after: War, focus: str | None) -> Lens:
    """The focus character's eyes, at most basic detail and with no skill named; without a focus, eyes
    nowhere (only the brief public lines are read)."""
    ruleset = rulesets.get(after.ruleset)
    places = {loc.id for loc in after.map.locations.values() if not loc.hidden} | _public_places(after, before.turn)
    if focus is None or after.characters[focus].team is None:
        return Lens(ruleset, after, set(), {}, cap=Detail.BASIC, skills=False, own_numbers=False, places=places)
    team = after.characters[focus].team or ""
    known = _known(team_view(before, team), team_view(after, team))
    known[focus] = after.characters[focus]
    return Lens(ruleset, after, {focus}, known, watchers={focus}, cap=Detail.BASIC, skills=False,
                own_numbers=False, places=places).start(before)


def _public_places(after: War, turn: int) -> set[str]:
    """Hidden places the rules made public this turn (a public fact, see :func:`_public_facts`)."""
    kinds = rulesets.get(after.ruleset).update_rules.public_fact_kinds
    return {p for facts in after.knowledge.values() for p in _public_fact_places(facts, turn, kinds)}


def _public_fact_places(facts: Any, turn: int, kinds: tuple[str, ...]) -> list[str]:
    out = []
    for fact in facts if isinstance(facts, list) else []:
        if isinstance(fact, dict) and _is_public(fact, turn, kinds):
            where = fact.get("where", fact.get("location"))
            if isinstance(where, str):
                out.append(where)
    return out


def _is_public(fact: dict[str, Any], turn: int, kinds: tuple[str, ...]) -> bool:
    return fact.get("turn") == turn and (fact.get("public") is True or fact.get("kind") in kinds)


def _brief(event: Event, rules: Any, lens: Lens, after: War, battles: dict[str, str | None]) -> Seen | None:
    """A line the public always reads: a battle begun or over, a death, a Noble Phantasm (where only). A
    battle's end that names nobody (its last fighters dead or fled) is placed where the battle was."""
    where = lens.place_of(event)
    if where is None and event.kind == EventKind.BATTLE_END:
        where = battles.get(str(event.data.get("battle")))
    place = lens.place_name(where)
    if rules.battles and event.kind == EventKind.ENGAGE and event.data.get("new_battle"):
        return Seen(event.seq, "battle-begins", (), place=place)
    if rules.battles and event.kind == EventKind.BATTLE_END:
        return Seen(event.seq, "battle-ends", (), place=place)
    if rules.deaths and event.kind == EventKind.DEATH and event.actors and event.actors[0] in after.characters:
        return Seen(event.seq, "death", (after.characters[event.actors[0]].name,), place=place)
    skill = event.data.get("skill")
    if rules.noble_phantasms and event.kind == EventKind.ACTION and event.actors and isinstance(skill, str) \
            and is_noble_phantasm(after, event.actors[0], skill):
        return Seen(event.seq, "noble-phantasm", (), place=place, skill="a Noble Phantasm")
    return None


def _public_facts(after: War, turn: int, kinds: tuple[str, ...], lens: Lens) -> list[Learned]:
    """Facts of this turn every team learnt because the rules make them public (no who, only where)."""
    out: list[Learned] = []
    for facts in after.knowledge.values():
        for fact in facts if isinstance(facts, list) else []:
            if isinstance(fact, dict) and _is_public(fact, turn, kinds):
                place = lens.place_name(fact.get("where", fact.get("location")))
                entry = Learned(str(fact.get("kind", "fact")), (), place)
                if entry not in out:
                    out.append(entry)
    return out


def _answered(event: Event, asked: set[str], lens: Lens) -> Question | None:
    """A question the rules put to the reader's players and its recorded answer."""
    data = event.data
    if event.kind != EventKind.DECISION or data.get("asks") not in asked:
        return None
    choice, decision = str(data.get("choice", "")), str(data.get("decision", ""))
    question = event.explain.removesuffix(f" → {choice} (recorded decision {decision})")
    return Question(_scrubbed(question, lens), (), choice, event.rule)


def _secret_words(lens: Lens) -> list[str]:
    """Words that would tell the reader what it does not know: the names of characters it has not met,
    everything identifying others (true names, skill and item names), and the names of places it may not
    name (a hidden place it has not found)."""
    words: set[str] = {loc.name for loc in lens.war.map.locations.values()
                       if lens.places is not None and loc.id not in lens.places}
    for ch in lens.war.characters.values():
        if ch.id in lens.own:
            continue
        if ch.id not in lens.known:
            words.add(ch.name)
        words.add(ch.true_name or "")
        for entry in (*ch.skills, *ch.items):
            for key in ("name", "Name"):
                if isinstance(entry.get(key), str):
                    words.add(entry[key])
    return sorted((w for w in words if w.strip()), key=len, reverse=True)


def _scrubbed(text: str, lens: Lens) -> str:
    """``text`` with every secret word of :func:`_secret_words` replaced by "(unknown)"."""
    import re

    for word in _secret_words(lens):
        text = re.sub(re.escape(word), "(unknown)", text, flags=re.IGNORECASE)
    return text


def _learned(fact: dict[str, Any], lens: Lens) -> Learned:
    who = tuple(lens.name(c) for key in ("who", "by", "about") for c in _ids(fact.get(key))
                if c in lens.war.characters and c not in lens.own)
    owner = fact.get("owner")
    owner_name = None
    if isinstance(owner, str):
        team = next((t for t in lens.war.teams if t.id == owner), None)
        owner_name = team.name if team is not None else None
    return Learned(str(fact.get("kind", "fact")), who, lens.place_name(fact.get("where", fact.get("location"))),
                   owner_name)

