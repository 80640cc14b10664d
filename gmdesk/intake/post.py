"""A post read line by line: each line read (one legal order), unsure (several legal readings) or
unread (why). Orders are checked with the engine's own order checks beside the turn's other orders
(the other teams' orders in the war, and this post's orders read so far)."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from gmdesk.engine.options.legal import order_problem
from gmdesk.intake import clauses as C
from gmdesk.intake.fill import missing_field_readings
from gmdesk.intake.leftover import (allowed, as_written, covered, distance, loose_words, near_names, order_values,
                                    runs, unused, with_near, written)
from gmdesk.intake.markup import Line, lines_of
from gmdesk.intake.names import Mention
from gmdesk.intake.reader import NO_ACTION, Clause, actors_of, candidates, verbs_in, with_extras
from gmdesk.intake.teams import infer_team, members
from gmdesk.intake.text import find, fold
from gmdesk.intake.vocab import Vocabulary, vocabulary
from gmdesk.intake.wording import with_names
from gmdesk.messages import Listing, Message
from gmdesk.model.vocabulary import LineStatus as Status
from gmdesk.model.war import War

#: Where one sentence may hold a second clause: a comma, a semicolon, "and", "then", 、.
_JOINS = re.compile(r"(?=[,;、]\s*|\s+(?:and|then|while)\s+)")
_LEAD = re.compile(r"^[\s,;、]*(?:(?:and|then|while)\s+)?", re.IGNORECASE)
_TAIL = re.compile(r"[\s,;、]*(?:\b(?:and|then|while))?[\s,;、]*$", re.IGNORECASE)
_SENTENCE = re.compile(r"(?<![Ss]t\.)(?<!Mr\.)(?<!Dr\.)(?<!Mrs\.)(?<=[.!?。！？])\s+(?=[A-Z\"'「(])|(?<=[。！？])")


@dataclass
class LineResult:
    """One line (or sentence) of a post and what was read from it."""

    number: int
    text: str
    status: Status
    readings: list[dict[str, Any]] = field(default_factory=list)
    why: str = ""

    @property
    def order(self) -> dict[str, Any] | None:
        """The order read (None unless the line is read)."""
        return self.readings[0] if self.status == Status.READ else None

    def as_dict(self) -> dict[str, Any]:
        return {"line": self.number, "text": self.text, "status": str(self.status), "readings": self.readings,
                "why": self.why}


@dataclass
class PostReading:
    """A whole post: the team it is from (None: unknown) and every line's result."""

    team: str | None
    lines: list[LineResult]
    team_why: str = ""

    @property
    def orders(self) -> list[dict[str, Any]]:
        """The orders read, in the post's order."""
        return [r.readings[0] for r in self.lines if r.status == Status.READ]

    def count(self, status: Status) -> int:
        return sum(1 for r in self.lines if r.status == status)


def read_post(war: War, text: str, team: str | None = None) -> PostReading:
    """Read ``text`` as ``team``'s post (None: the team is worked out from whom the post names)."""
    vocab = vocabulary(war)
    lines = lines_of(text)
    start = _section_start(lines, vocab)
    team_why = ""
    if team is None:
        team, team_why = infer_team(war, vocab, [ln.text for ln in lines[start:]] or [ln.text for ln in lines])
    elif team not in war.team_ids():
        raise ValueError(f"--team: the war has no team {team!r} (teams: {', '.join(war.team_ids())})")
    results: list[LineResult] = []
    for i, line in enumerate(lines[:start]):
        why = Message("the orders heading") if i == start - 1 else Message("before the orders heading: the post's prose")
        results.append(LineResult(line.number, line.text, Status.UNREAD, why=why))
    if team is None:
        results += [LineResult(ln.number, ln.text, Status.UNREAD, why=team_why) for ln in lines[start:]]
        return PostReading(None, results, team_why)
    state = _State(vocab, members(war, team), [o for o in war.orders if o.get("actor") not in members(war, team)])
    for line in lines[start:]:
        results += state.read_line(line)
    return PostReading(team, results, team_why)


def _section_start(lines: list[Line], vocab: Vocabulary) -> int:
    """The first line after an orders heading (``[b]Orders:[/b]``); 0 when the post has none. A line that
    names a team is the post's title, not its heading ("Order of the Calder Lamp" is a team)."""
    heads = {fold(w) for w in vocab.words.section_words}
    teams = [fold(t.name) for t in vocab.war.teams if t.name.strip()]
    for i, line in enumerate(lines):
        folded = fold(line.text).rstrip(" :：-")
        if folded in heads or any(folded.startswith(h + " ") and len(folded.split()) <= 5
                                  and not vocab.names.mentions(folded, ("character", "skill"))
                                  and not any(find(folded, t) >= 0 for t in teams) for h in heads):
            return i + 1
    return 0


class _State:
    """Reading one post: the team, the orders around it, the last actors named."""

    def __init__(self, vocab: Vocabulary, team: set[str], others: list[dict[str, Any]]):
        self.vocab, self.team, self.others = vocab, team, others
        self.read: list[dict[str, Any]] = []
        self.last: list[str] = []
        #: The actors the last heading named (``Saber:``): the lines below that name nobody are theirs.
        self.heading: list[str] = []

    def read_line(self, line: Line) -> list[LineResult]:
        if line.quoted:
            return [LineResult(line.number, line.text, Status.UNREAD, why=Message("quoted text: someone else's words"))]
        text = line.text
        if text[:1] in "\"\u201c":
            return [LineResult(line.number, text, Status.UNREAD, why=Message("spoken words (in quotes), not an order"))]
        head = self._heading(text)
        if head is not None:
            actors, rest = head
            self.last = self.heading = actors
            if not rest:
                name = Listing([self.vocab.war.characters[a].name for a in actors])
                return [LineResult(line.number, text, Status.UNREAD,
                                   why=Message("a heading: the lines below are {name}'s", name=name))]
            text = rest
        out: list[LineResult] = []
        for sentence in (s.strip() for s in _SENTENCE.split(text)):
            for piece, carried in self._subjects(sentence) if sentence else []:
                out += self._sentence(line.number, piece, carried)
        if out and text != line.text and out[0].text == text:
            out[0].text = line.text  # the actor's name before the colon is shown too
        return out

    def _subjects(self, sentence: str) -> list[tuple[str, bool]]:
        """``Saber attacks Rider, and Odile throws a Sable Needle at Jun`` cut where a character of the
        team starts a clause of its own with its own verb (``Rider and Jun flee`` stays whole); an order
        followed by a conditional order of its own is cut before the condition, and that order's actor is
        the one before it when it names none (``Rider attacks Saber, if attacked she flees``: carried, True)."""
        cut = self._conditional_tail(sentence)
        if cut is not None:
            return self._subjects(cut[0]) + [(cut[1], True)]
        chunks = [c for c in _JOINS.split(sentence) if c]
        if len(chunks) == 1 or C.split(fold(sentence), self.vocab.words).condition:
            return [(sentence, False)]
        pieces = [chunks[0]]
        for chunk in chunks[1:]:
            folded = _LEAD.sub("", fold(chunk))
            subject = self.vocab.names.mentions(folded, ("character",))[:1]
            verbs = verbs_in(folded, self.vocab)
            starts = bool(subject) and subject[0].start == 0 and bool(set(subject[0].ids) & self.team)
            if (starts and verbs or verbs and verbs[0][0] == 0) and verbs_in(fold(pieces[-1]), self.vocab):
                pieces.append(_LEAD.sub("", chunk))
            else:
                pieces[-1] += chunk
        return [(_TAIL.sub("", p), False) for p in pieces]

    def _has_order(self, folded: str) -> bool:
        return bool(verbs_in(folded, self.vocab)) or any(
            m.kind in ("skill", "basic") for m in self.vocab.names.mentions(folded))

    def _conditional_tail(self, sentence: str) -> tuple[str, str] | None:
        """``Rufus attacks Agathe, if he is attacked by Caster he flees to Northgate``: (the order, the
        conditional order after it), where the sentence has an order of its own before a condition that
        has its own order (a condition that ends the sentence stays the first order's). None: no such cut."""
        words = self.vocab.words
        openers = [w for w in words.if_words + words.unless_words if w.isascii()]
        at = [m.start() for m in _JOINS.finditer(sentence)]
        if openers:
            at += [m.start() for m in re.finditer(r"\s(?=(?:%s)\b)" % "|".join(map(re.escape, openers)), sentence,
                                                  re.IGNORECASE)]
        for cut in sorted(set(at)):
            head, tail = sentence[:cut], _LEAD.sub("", sentence[cut:]).strip()
            if not head.strip() or not tail:
                continue
            folded_head, folded_tail = fold(head), fold(tail)
            if not self._has_order(folded_head) or C.split(folded_head, words, self.vocab.names).condition:
                continue
            parts = C.split(folded_tail, words, self.vocab.names)
            opens = not folded_tail.isascii() or any(folded_tail.startswith(fold(o) + " ") for o in openers)
            if parts.condition and opens and self._has_order(parts.body):
                return _TAIL.sub("", head), tail
        return None

    def _heading(self, text: str) -> tuple[list[str], str] | None:
        """``Saber:``, ``【セイバー】`` or ``Saber — attack Rider``: the actor named alone, or before a colon or
        dash. Returns the actors and the rest of the line."""
        match = re.match(r"^([^:：\-—–]{1,40})\s*[:：\-—–]\s*(.*)$", text)
        head, rest = (match.group(1), match.group(2).strip()) if match else (text, "")
        folded = fold(head).strip(" 【】「」[]()<>")
        found = self.vocab.names.mentions(folded, ("character",))
        covered = sum(m.end - m.start for m in found)
        mine = [i for m in found for i in m.ids if i in self.team]
        theirs = any(not set(m.ids) & self.team for m in found)  # "Rider atacks Saber" names an enemy: no heading
        rest_words = re.sub(r"\b(and|&|orders?|for)\b|[,、と]", "", folded).strip()
        if mine and not theirs and covered >= len(rest_words.replace(" ", "")) * 0.6 \
                and not verbs_in(folded, self.vocab) and self._near_verb(folded) is None:
            return list(dict.fromkeys(mine)), rest
        return None

    def _clause(self, folded: str, source: str) -> Clause:
        """The clause's names, a name written with a small misspelling among them (``Weir Mils``)."""
        mentions = self.vocab.names.mentions(folded)
        near = near_names(folded, loose_words(folded, covered(folded, mentions, self.vocab)), self.vocab.names)
        return Clause(folded, with_near(mentions, near), source=source)

    def _near_verb(self, folded: str) -> tuple[str, str] | None:
        """A word that names nothing and is an action word misspelt (``Rider atacks Saber``): (the word, the
        verb). Only a word of six letters or more, right after a character of the team or first in the
        sentence: prose is full of short words one letter from a verb ("night", "flies")."""
        mentions = self.vocab.names.mentions(folded)
        subjects = {m.end for m in mentions if m.kind == "character" and set(m.ids) & self.team}
        loose = loose_words(folded, covered(folded, mentions, self.vocab))
        verbs = [v for phrases in self.vocab.words.verbs.values() for v in phrases if v.isalpha() and len(v) >= 6]
        for at, word in loose:
            if len(word) < 6 or not (at == 0 or any(end < at and not folded[end:at].strip() for end in subjects)):
                continue
            near = sorted((distance(word, v, allowed(v)), v) for v in verbs)
            if near and 0 < near[0][0] <= allowed(near[0][1]):
                return word, near[0][1]
        return None

    def _sentence(self, number: int, text: str, carried: bool = False, read_as: str = "",
                  spelt: list[str] | None = None) -> list[LineResult]:
        """``text``'s results (read as ``read_as`` when given: the text with a misspelt action word put right,
        ``spelt`` saying so)."""
        source = read_as or text
        folded = fold(source)
        parts = C.split(folded, self.vocab.words, self.vocab.names)
        clause = self._clause(parts.body, source)
        said = _Said(source, clause, parts, self._clause(parts.other, source) if parts.other else None, spelt or [])
        verbs = verbs_in(parts.body, self.vocab)
        first = min([v[0] for v in verbs] + [m.start for m in clause.mentions if m.kind in ("skill", "basic")],
                    default=-1)
        has_order = bool(verbs) or any(m.kind in ("skill", "basic") for m in clause.mentions)
        if not has_order:
            near = None if read_as else self._near_verb(folded)
            if near is not None:  # "Rider atacks Saber": read as "attacks", never confidently
                word, verb = near
                fixed = re.sub(re.escape(written(text, word)), verb, text, count=1)
                return self._sentence(number, text, carried, fixed, [_spelt(written(text, word), verb)])
            return [LineResult(number, text, Status.UNREAD, why=NO_ACTION)]
        actors = (actors_of(clause, self.team, self.vocab, self.last, first) or (list(self.last) if carried else [])
                  or list(self.heading))
        if parts.condition and not any(m.kind == "character" and set(m.ids) & self.team and m.start < max(first, 0)
                                       for m in clause.mentions):
            subject = [i for m in self.vocab.names.mentions(parts.condition, ("character",)) for i in m.ids
                       if i in self.team]
            actors = subject[:1] or actors
        if not actors and any(v[2] == "command-spell" for v in verbs):
            actors = sorted(c for c in self.team if self.vocab.war.characters[c].is_master()
                            and self.vocab.war.characters[c].alive)
        if not actors:
            living = sorted(c for c in self.team if self.vocab.war.characters[c].alive)
            return [self._pick(number, text, [o for a in living for o in self._orders(a, said)[0]],
                               "nobody of the team is named", said)]
        self.last = actors
        clause.actors = actors
        out = []
        for actor in actors:
            orders, why = self._orders(actor, said)
            out.append(self._pick(number, text, orders, why, said))
        return out

    def _orders(self, actor: str, said: "_Said") -> tuple[list[dict[str, Any]], str]:
        clause, parts = said.body, said.parts
        found, why = candidates(clause, actor, self.vocab)
        found = [with_extras(o, clause, self.vocab) for o in found]
        if parts.condition:
            conds = C.condition(parts.condition, parts.negated, self.vocab.words, self.vocab.names)
            if not conds:
                return [], Message("the condition {condition!r} is not one the rules know", condition=parts.condition)
            conds = [{k: v for k, v in c.items() if not (k == "who" and v == actor)} for c in conds]
            found = [_conditioned(o, c) for o in found for c in conds]
        if said.other is not None and found:
            other = said.other
            alts, why_else = candidates(other, actor, self.vocab)
            if not alts:
                return [], Message("the other branch: {why}", why=why_else)
            alts = [with_extras(a, other, self.vocab) for a in alts]
            found = [dict(o, **{"else": {k: v for k, v in a.items() if k != "actor"}}) for o in found for a in alts]
        return found, why

    def _pick(self, number: int, text: str, orders: list[dict[str, Any]], why: str,
              said: "_Said | None" = None) -> LineResult:
        if not orders:
            return LineResult(number, text, Status.UNREAD, why=why or Message("no order could be made of it"))
        context = self.others + self.read
        legal: list[dict[str, Any]] = []
        refused: list[tuple[dict[str, Any], str]] = []
        for order in _unique(orders):
            problem = order_problem(self.vocab.war, order, context)
            if problem is None:
                legal.append(order)
            else:
                refused.append((order, problem))
        if not legal:
            legal = [o for o in _unique(missing_field_readings(self.vocab.war, orders, context))
                     if order_problem(self.vocab.war, o, context) is None]
        notes = said.notes(legal or [o for o, _ in refused[:1]], refused, self.vocab) if said else []
        if len(legal) == 1 and not notes:
            self.read.append(legal[0])
            return LineResult(number, text, Status.READ, legal)
        if legal:
            why = _joined(notes) or Message("{count} readings", count=len(legal))
            return LineResult(number, text, Status.UNSURE, legal, why=why)
        if refused and all(o.get("action") == "attack" and "target" not in o for o in orders):
            return LineResult(number, text, Status.UNREAD, why=Message("no target named, and the rules allow none now"))
        if not refused:
            return LineResult(number, text, Status.UNREAD, why=why)
        problem = Message("refused by the rules: {problem}", problem=with_names(self.vocab.war, refused[0][1]))
        return LineResult(number, text, Status.UNREAD, why=_joined(notes + [problem]))  # the word first: it is short


@dataclass
class _Said:
    """What one sentence wrote (the line as written, its order's clause, its condition, its other branch),
    to tell the GM what a reading did not use: a word left over, a name read from a near spelling, a
    name that also means what the rules refuse."""

    source: str
    body: Clause
    parts: C.Clauses
    other: Clause | None = None
    #: Notes on words put right before reading (an action word misspelt).
    spelt: list[str] = field(default_factory=list)

    def notes(self, readings: list[dict[str, Any]], refused: list[tuple[dict[str, Any], str]],
              vocab: Vocabulary) -> list[str]:
        """Why ``readings`` (the legal ones, else the first refused) are not certain: [] when every content
        word went into each of them and no name of theirs could also mean a refused reading."""
        notes: list[str] = list(self.spelt)
        for order in readings:
            for note in self._near(order, vocab) + self._left(order, vocab) + self._refused_too(order, readings, refused,
                                                                                        vocab):
                if note not in notes:
                    notes.append(note)
        return notes

    def _clauses(self) -> list[Clause]:
        return [self.body] + ([self.other] if self.other is not None else [])

    def _near(self, order: dict[str, Any], vocab: Vocabulary) -> list[str]:
        values = order_values(order)
        return [with_names(vocab.war, _spelt(written(self.source, c.text[m.start:m.end]), _name_of(c, m, values)))
                for c in self._clauses() for m in c.mentions if m.near and _name_of(c, m, values)]

    def _left(self, order: dict[str, Any], vocab: Vocabulary) -> list[str]:
        actors = self.body.actors or [str(order.get("actor"))]
        found = runs(self.body.text, unused(self.body.text, self.body.mentions, order, actors, vocab))
        if self.other is not None and isinstance(order.get("else"), dict):
            other = dict(order["else"], actor=order.get("actor"))
            found += runs(self.other.text, unused(self.other.text, self.other.mentions, other, actors, vocab))
        if self.parts.condition:
            rest = C.condition_rest(self.parts.condition, self.parts.negated, vocab.words, vocab.names)
            named = order_values(order) | set(actors)  # the condition's subject is the actor (who acts, rule 4)
            found += runs(rest, loose_words(rest, [(m.start, m.end) for m in vocab.names.mentions(rest)
                                                   if set(m.ids) & named]))
        said = as_written(self.source, found)
        return [Message("not understood: {words}", words=Listing([f"'{w}'" for w in said]))] if said else []

    def _refused_too(self, order: dict[str, Any], readings: list[dict[str, Any]],
                     refused: list[tuple[dict[str, Any], str]], vocab: Vocabulary) -> list[str]:
        """A name that fits two things (``weir``: Weir Mills, Weir Bridge) where the rules refuse one of them:
        the legality of an order does not tell what the player meant."""
        if len(readings) != 1:
            return []
        out: list[str] = []
        for c in self._clauses():
            for m in (m for m in c.mentions if len(m.ids) > 1):
                for other, problem in refused:
                    changed = [k for k in set(order) | set(other) if order.get(k) != other.get(k)]
                    if changed and all(order.get(k) in m.ids and other.get(k) in m.ids for k in changed):
                        out.append(with_names(vocab.war, Message(
                            "'{written}' may also mean {other}, which the rules refuse: {problem}",
                            written=written(self.source, c.text[m.start:m.end]), other=other[changed[0]],
                            problem=with_names(vocab.war, problem))))
        return out


def _name_of(clause: Clause, mention: Mention, values: set[str]) -> str:
    """The id a near-spelt mention stands for in an order ("" when the order does not use it)."""
    return next((i.split("\t")[-1] for i in mention.ids if i in values or i.split("\t")[-1] in values), "")


def _spelt(word: str, name: str) -> Message:
    return Message("'{written}' read as {name} (a near spelling)", written=word, name=name)


def _joined(notes: list[str]) -> str:
    kept = [n for n in notes if n]
    return Listing(kept, "; ") if len(kept) > 1 else (kept[0] if kept else "")


def _conditioned(order: dict[str, Any], cond: dict[str, Any]) -> dict[str, Any]:
    """The order under ``cond``; a skill with no target aims at the one the condition names."""
    out = dict(order, **{"if": cond})
    if out.get("action") == "skill" and "targets" not in out and isinstance(cond.get("by"), str):
        out["targets"] = [cond["by"]]
    return out


#: The order of an order's fields, as the war files and the desk's picker write them.
KEY_ORDER = ("actor", "action", "skill", "spell", "item", "target", "targets", "servant", "to", "mode", "stat",
             "ambush", "if", "else", "delay")


def _canonical(order: dict[str, Any]) -> dict[str, Any]:
    keys = sorted(order, key=lambda k: (KEY_ORDER.index(k) if k in KEY_ORDER else len(KEY_ORDER), k))
    return {k: _canonical(order[k]) if k == "else" and isinstance(order[k], dict) else order[k] for k in keys}


def _unique(orders: list[dict[str, Any]]) -> list[dict[str, Any]]:
    seen: list[dict[str, Any]] = []
    for o in map(_canonical, orders):
        if o not in seen:
            seen.append(o)
    return seen


__all__ = ["LineResult", "PostReading", "Status", "read_post", "find"]
