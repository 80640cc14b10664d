"""Crossing and sighting: parties that meet on the road during a two-half move.

Each party (a team's characters moving the same way, a scout, or a team standing still) has a
path of three positions: at the start, after the first half and after the second half of the
movement phase. Two hostile parties

- **cross** when, in the same half, one goes u → v and the other v → u on the same link;
- **sight** each other when, after the first half, they stand in the same location and at least
  one of them is passing through it on a two-location move (or scouting it).

Meetings resolve in time order. The party with the better notice score (the ruleset's formula,
e.g. average LCK) notices first; concealment applies after that comparison; the noticing side
then chooses (a recorded decision). A choice can change that party's path, so the next meeting
is looked for again on the changed paths; each pair of parties meets at most once.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from gmdesk.engine import decision_words
from gmdesk.engine.checks import settle
from gmdesk.engine.context import CHOICE_WORDS, TurnContext, compress
from gmdesk.engine.knowledge import learn
from gmdesk.messages import Listing, Message
from gmdesk.model.vocabulary import EventKind


@dataclass
class Party:
    key: str
    team: str | None
    members: list[str]
    path: list[str]
    scouting: bool = False
    history: list[str] = field(default_factory=list)
    at_peace: bool = False
    """Its members left the war peacefully (``out_of_war``): it goes its way but meets, sights, crosses and
    is found by no one (valor 001:L41 'peacefully retiring from the war')."""

    def moves(self) -> bool:
        return len(set(self.path)) > 1

    def passes_through_first_stop(self) -> bool:
        """On a two-location move, the first stop is passed through. A scout's look at its
        target is not a pass: those it finds there are settled by the scouting rule."""
        return not self.scouting and self.path[0] != self.path[1] and self.path[1] != self.path[2]


@dataclass
class Meeting:
    kind: str  # "crossing" or "sighting"
    time: float
    a: Party
    b: Party
    where: tuple[str, ...]

    def sort_key(self) -> tuple[float, tuple[str, ...], str, str]:
        return (self.time, self.where, self.a.key, self.b.key)


def first_meeting(a: Party, b: Party) -> Meeting | None:
    for half in (1, 2):
        u1, v1 = a.path[half - 1], a.path[half]
        u2, v2 = b.path[half - 1], b.path[half]
        if u1 != v1 and u2 != v2 and u1 == v2 and v1 == u2:
            return Meeting("crossing", half - 0.5, a, b, (u1, v1))
        if half == 1:
            here = a.path[1]
            both_started_here = a.path[0] == here and b.path[0] == here
            if here == b.path[1] and not both_started_here and (
                a.passes_through_first_stop() or b.passes_through_first_stop()
            ):
                return Meeting("sighting", 1.0, a, b, (here,))
    return None


def resolve(ctx: TurnContext, parties: list[Party]) -> set[frozenset[str]]:
    """Find and settle every meeting; changes the parties' paths in place.

    Returns the pairs of party keys that met (a scout that met a party on the road does not
    look at it again at its target)."""
    rules = ctx.movement.meetings
    settled: set[tuple[str, str]] = set()
    if rules is None:
        return set()
    while True:
        found = []
        for i, a in enumerate(parties):
            for b in parties[i + 1:]:
                pair = (a.key, b.key)
                if pair in settled or a.team == b.team or a.at_peace or b.at_peace or not (a.moves() or b.moves()):
                    continue
                meeting = first_meeting(a, b)
                if meeting:
                    found.append(meeting)
        if not found:
            return {frozenset(pair) for pair in settled}
        meeting = min(found, key=Meeting.sort_key)
        settled.add((meeting.a.key, meeting.b.key))
        _settle(ctx, meeting)


def _settle(ctx: TurnContext, m: Meeting) -> None:
    rules = ctx.movement.meetings
    assert rules is not None  # meetings are looked for only under meeting rules
    rule = rules.rule_crossing if m.kind == "crossing" else rules.rule_sighting
    score_a = ctx.ruleset.notice_score([ctx.char(c) for c in m.a.members], ctx.war)
    score_b = ctx.ruleset.notice_score([ctx.char(c) for c in m.b.members], ctx.war)
    where = _where(ctx, m)
    label_a, label_b = _label(ctx, m.a), _label(ctx, m.b)
    comparison = Message("{a}: {score_a} vs {b}: {score_b}", a=label_a, score_a=score_a.explain, b=label_b,
                         score_b=score_b.explain)
    scout_rule = _scout_reading(ctx, m)
    if scout_rule in ("detection", "gm"):
        noticers, how = _scout_sighting(ctx, m, scout_rule, rule)
        ctx.emit(m.kind, m.a.members + m.b.members, Message("{kind} {where} with a scout → {how}", kind=_kind(m),
                                                                where=where, how=how), rule,
                 where=list(m.where), time=m.time, parties=[m.a.members, m.b.members],
                 noticers=[p.members for p in noticers])
        _after_noticing(ctx, m, noticers, rule)
        return
    if score_a.value > score_b.value:
        noticers, how = [m.a], Message("{who} notices first", who=label_a)
    elif score_b.value > score_a.value:
        noticers, how = [m.b], Message("{who} notices first", who=label_b)
    else:
        noticers, how = _tie(ctx, m, rule, label_a, label_b, comparison)
    ctx.emit(m.kind, m.a.members + m.b.members,
             Message("{kind} {where}: {comparison} → {how}", kind=_kind(m), where=where, comparison=comparison,
                     how=how), rule,
             where=list(m.where), time=m.time, parties=[m.a.members, m.b.members],
             scores=[score_a.value, score_b.value], noticers=[p.members for p in noticers])
    _after_noticing(ctx, m, noticers, rule)


def _after_noticing(ctx: TurnContext, m: Meeting, noticers: list[Party], rule: str) -> None:
    rules = ctx.movement.meetings
    assert rules is not None  # meetings are looked for only under meeting rules
    for noticer in noticers:
        other = m.b if noticer is m.a else m.a
        hidden = [c for c in other.members if ctx.ruleset.is_concealed(ctx.char(c))]
        if hidden and len(hidden) == len(other.members):
            ctx.emit(m.kind, noticer.members + other.members,
                     Message("{who} is concealed: concealment applies after the comparison, so there is simply no "
                             "encounter", who=_label(ctx, other)), rules.concealment_rule or rule,
                     concealed=hidden, encounter=False)
            continue
        _choose(ctx, m, noticer, other, rule)


def _scout_reading(ctx: TurnContext, m: Meeting) -> str | None:
    """For a sighting with a scout, the interpretation in force (None: compare scores)."""
    assert ctx.movement.meetings is not None  # meetings are looked for only under meeting rules
    key = ctx.movement.meetings.scout_interpretation
    if m.kind != "sighting" or key is None or not (m.a.scouting or m.b.scouting):
        return None
    return ctx.interpretation(key)


def _scout_sighting(ctx: TurnContext, m: Meeting, reading: str, rule: str) -> tuple[list[Party], str]:
    """The scouted side detects the scout by the scouting formula, or the GM says who notices."""
    assert ctx.movement.meetings is not None and ctx.movement.meetings.scout_interpretation is not None
    scout_party, other = (m.a, m.b) if m.a.scouting else (m.b, m.a)
    scout = ctx.char(scout_party.members[0])
    note = ctx.interpretation_note(ctx.movement.meetings.scout_interpretation)
    if reading == "gm":
        answer = ctx.decide(
            f"t{ctx.turn}.{m.kind}-scout.{scout_party.key}.{other.key}",
            Message("{kind} {where} between {a} and {b}. Who notices first?", kind=_kind(m), where=_where(ctx, m),
                    a=_label(ctx, scout_party), b=_label(ctx, other)),
            [scout_party.key, other.key, "both", "neither"], rule=rule,
            labels=decision_words.notices({p.key: _label(ctx, p) for p in (scout_party, other)}))
        chosen = {scout_party.key: [scout_party], other.key: [other], "both": [scout_party, other], "neither": []}
        return chosen[answer], Message("the GM rules {answer} ({note})", answer=answer, note=note)
    observers = [ctx.char(c) for c in other.members]
    detected = False
    for who, check in ctx.ruleset.scout_detection(scout, observers, ctx.war):
        hit, roll_text = settle(ctx, check, f"t{ctx.turn}.scout-detect.{scout.id}.{'-'.join(who)}",
                                decision_words.scout_detection(Listing([ctx.name(w) for w in who]), len(who), scout.name),
                                decision_words.detection(Listing([ctx.name(w) for w in who]), len(who), scout.name))
        ctx.emit(EventKind.DETECT, list(who) + [scout.id],
                 Message("{name} is sighted {where}: {how}{roll} → detected ({note})" if hit else
                         "{name} is sighted {where}: {how}{roll} → not detected ({note})", name=scout.name,
                         where=_where(ctx, m), how=check.explain, roll=roll_text, note=note), check.rule or rule,
                 detected=hit, observers=list(who), scout=scout.id)
        detected = detected or hit
    if detected:
        return [other], Message("{who} detects the scout ({note})", who=_label(ctx, other), note=note)
    return [scout_party], Message("the scout is not detected and sees {who} ({note})", who=_label(ctx, other), note=note)


def _tie(ctx: TurnContext, m: Meeting, rule: str, label_a: str, label_b: str,
         comparison: str) -> tuple[list[Party], str]:
    assert ctx.movement.meetings is not None  # meetings are looked for only under meeting rules
    key = ctx.movement.meetings.tie_interpretation
    choice = ctx.interpretation(key) if key else "gm"
    note = ctx.interpretation_note(key) if key else "no tie rule"
    if choice == "both":
        return [m.a, m.b], Message("equal scores: both notice ({note})", note=note)
    if choice == "neither":
        return [], Message("equal scores: neither notices ({note})", note=note)
    if choice == "random":
        pick = ctx.rng.pick([m.a, m.b])
        return [pick], Message("equal scores: seeded random pick, {who} notices ({note})", who=_label(ctx, pick),
                               note=note)
    answer = ctx.decide(
        f"t{ctx.turn}.{m.kind}-tie.{m.a.key}.{m.b.key}",
        Message("{kind} {where}: {a} and {b} have equal scores ({comparison}). Who notices first?", kind=_kind(m),
                where=_where(ctx, m), a=label_a, b=label_b, comparison=str(comparison)),
        [m.a.key, m.b.key, "both", "neither"], rule=rule,
        labels=decision_words.notices({m.a.key: label_a, m.b.key: label_b}),
    )
    chosen = {m.a.key: [m.a], m.b.key: [m.b], "both": [m.a, m.b], "neither": []}[answer]
    return chosen, Message("equal scores: the GM rules {answer} ({note})", answer=answer, note=note)


def _choose(ctx: TurnContext, m: Meeting, noticer: Party, other: Party, rule: str) -> None:
    rules = ctx.movement.meetings
    assert rules is not None  # meetings are looked for only under meeting rules
    if noticer.scouting:
        options = list(rules.scout_options)
    else:
        options = list(rules.crossing_options if m.kind == "crossing" else rules.sighting_options)
    choice = ctx.decide(
        f"t{ctx.turn}.{m.kind}.{noticer.key}.{other.key}",
        Message("{noticer} notices {other} {where}. What do they do?", noticer=_label(ctx, noticer),
                other=_label(ctx, other), where=_where(ctx, m)),
        options, asks=noticer.team or "gm", rule=rule,
        labels=decision_words.meeting(_label(ctx, other), ctx.place(m.where[0]), ctx.place(noticer.path[0])),
    )
    before = list(noticer.path)
    # Noticing first is seeing the others (valor 001:L109, L111): the noticing team knows whom it saw, whatever it does.
    place = {"where": m.where[0]} if len(m.where) == 1 else {}  # a Sighting's place; a Crossing's road has two ends
    learn(ctx, noticer.team, kind="noticed", who=list(other.members), **place)
    if choice in ("follow", "stop"):
        from gmdesk.engine.combat import changes
        from gmdesk.model.flags import Flag

        for mid in noticer.members:
            changes.set_flag(ctx, mid, Flag.NOTICED, {"turn": ctx.turn, "who": list(other.members)},
                             f"noticed first and chose {choice}")
    if choice == "follow":
        # From the end of the half in which they met, the followers go where the others go.
        for t in range(int(m.time + 0.5), 3):
            noticer.path[t] = other.path[t]
    elif choice == "stop":
        for t in range(int(m.time) + 1, 3):
            noticer.path[t] = m.where[0]
    elif choice == "return":
        noticer.path[2] = noticer.path[0]
    parts: list[str] = [Message("{who} chooses {choice}.", who=_label(ctx, noticer),
                                choice=CHOICE_WORDS.get(choice, choice))]
    if other.scouting:
        parts.append(Message(" The scout is found without the usual detection roll."))
    if noticer.path != before:
        noticer.history.append(f"{choice} {_label(ctx, other)}")
        stops = [ctx.place(p) for p in compress(noticer.path)]
        parts.append(Message(" New path: {path}.", path=" → ".join(stops)) if len(stops) > 1
                     else Message(" They stay at {place}.", place=stops[0]))
    ctx.emit(m.kind, noticer.members + other.members, Listing(parts, "") if len(parts) > 1 else parts[0], rule,
             choice=choice, noticer=noticer.members, other=other.members, path=list(noticer.path))



def _kind(m: Meeting) -> str:
    """"Crossing" or "Sighting", as a question starts (a Message: said in the window's language)."""
    return Message("Crossing") if m.kind == "crossing" else Message("Sighting")


def _where(ctx: TurnContext, m: Meeting) -> str:
    names = [ctx.place(w) for w in m.where]
    if m.kind == "crossing":
        half = Message("first half") if m.time < 1 else Message("second half")
        return Message("on the road {a} – {b} ({half})", a=names[0], b=names[1], half=half)
    return Message("at {place} (after the first half)", place=names[0])


def _label(ctx: TurnContext, party: Party) -> str:
    names = Listing([ctx.name(c) for c in party.members])  # 「、」 in Japanese
    if party.scouting:
        return Message("scouting {names} ({team})", names=names, team=ctx.team_label(party.team))
    return Message("{names} ({team})", names=names, team=ctx.team_label(party.team))
