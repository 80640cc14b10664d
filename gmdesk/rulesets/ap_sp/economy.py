"""The ap-sp economy at the end of a Night and its special actions (000:L523-564, L567-619).

Night n is Turn n (``war.turn``; see economy_state). At the end of every Turn, in this order:

1. CP gained by every living Master (000:L525-527, L533);
2. CP lost by teams idling in a Reality Marble (000:L544-546);
3. item effects whose last Night ends (000:L610-616);
4. the IGM hunt: a mark's death or three Nights passed (000:L559);
5. the story countdown from Night 10 (000:L564);
6. at the end of every seventh Night: the Seal of the IGM, then the CP wipe (000:L536, L559);
7. characters with ACT EX detect the Bounded Fields where they stand (000:L541);
8. when the War ends this Turn, the endings for the GM (000:L25, L687-706; ``contracts.war_end_changes``).

Hooks for the ruleset: :func:`end_of_turn_changes`, :func:`economy_action` / :func:`economy_action_slot` /
:func:`economy_action_cost`, :func:`economy_fatal_blow`, :func:`economy_target_problem`,
``contracts.after_death_changes``, ``contracts.war_result``.
"""

from __future__ import annotations

from typing import Any, Mapping, TYPE_CHECKING

from gmdesk.errors import IllegalOrderError
from gmdesk.model.vocabulary import ChangeKind
from gmdesk.rulesets.combat import Change, Cost, NO_COST
from gmdesk.rulesets.scores import Score, fmt
from gmdesk.rulesets.damage_words import cp_gained as cp_gained_line

from . import contracts, economy_state as st, fields, igm, items
from .economy_interpretations import CP_DAMAGE, CP_FAMILIARS, CP_WIPE_ORDER, choice, describe
from .hunt import hunt_end_of_turn, seal_changes, seal_night

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.model.character import Character
    from gmdesk.model.war import War
    from gmdesk.rulesets.combat import TurnFacts

RULE_CP = "ap-sp 000:L527"
RULE_WIPE = "ap-sp 000:L536"
RULE_STORY = "ap-sp 000:L564"


# -- CP --------------------------------------------------------------------------------------------------
def partners_of(cid: str, war: "War", facts: "TurnFacts") -> str | None:
    """``cid``'s team at the beginning of the Turn (``facts.partners_at_start``), else its team now."""
    starts: Mapping[str, str | None] = getattr(facts, "partners_at_start", {}) or {}
    if cid in starts:
        return starts[cid]
    ch = war.characters.get(cid)
    return ch.team if ch is not None else None


def partnered(a: str, b: str, war: "War", facts: "TurnFacts") -> bool:
    """Whether ``a`` and ``b`` were partners at the beginning of the Turn (000:L533); everyone is their own."""
    if a == b:
        return True
    ta, tb = partners_of(a, war, facts), partners_of(b, war, facts)
    return ta is not None and ta == tb


def counted_hits(war: "War", facts: "TurnFacts") -> tuple[list[tuple[str, str, float]], float]:
    """The hits the CP formula counts, and the overkill left out (interpretation cp-damage-counted, I0.15).

    With ``health-lost`` the Health a killed character was left below 0 (``health`` of the dead at the end
    of the Turn) is taken off the last hits on them."""
    hits = [(a, t, float(d)) for a, t, d in getattr(facts, "hits", [])]
    if choice(war, CP_DAMAGE) != "health-lost":
        return hits, 0.0
    removed = 0.0
    for dead_id, _killer in getattr(facts, "deaths", []):
        dead = war.characters.get(dead_id)
        if dead is None or dead.health is None or dead.health >= 0:
            continue
        over = -dead.health
        for i in range(len(hits) - 1, -1, -1):
            a, t, d = hits[i]
            if t != dead_id or over <= 0:
                continue
            cut = min(d, over)
            hits[i] = (a, t, d - cut)
            over -= cut
            removed += cut
    return hits, removed


def earners(master: "Character", war: "War") -> list["Character"]:
    """The Servants whose damage earns ``master`` CP: contracted with them (000:L527); with cp-familiars =
    with-familiars also the familiars of their team."""
    out = [c for c in war.characters.values() if c.kind == "servant" and c.master == master.id]
    if choice(war, CP_FAMILIARS) == "with-familiars":
        out += [c for c in war.characters.values() if c.kind == "familiar" and c.team is not None
                and c.team == master.team]
    return out


def cp_gained(master: "Character", war: "War", facts: "TurnFacts") -> Score:
    """CP Gained = Damage Inflicted + Damage All Their Servants Inflicted + 0.5 * (Damage Received + Damage
    All Their Servants Received) (000:L527), e.g. ``CP 40.75 + 0 + 0.5 × (25 + 0) = 53.25``.

    No CP from "battling any other character that was partnered with them at the beginning of that Turn"
    (000:L533, ``facts.partners_at_start``); "Masterless Servants are unable to earn CP" (they have no Master
    to earn for); a dead Master's CP disappears (000:L530), so the dead earn none. Overkill per
    cp-damage-counted, familiars per cp-familiars (I0.15); intercepted hits count for whoever took them.
    """
    return _cp_gained(master, war, facts, _TurnHits(war, facts))


class _TurnHits:
    """What every Master's CP reads of the Turn, worked out once: the counted hits, the earners of each
    Master, and whether a hit landed on someone who died; :meth:`sums` reads the hits once for all Masters."""

    def __init__(self, war: "War", facts: "TurnFacts") -> None:
        self.hits, self.overkill = counted_hits(war, facts)
        dead = {d for d, _k in getattr(facts, "deaths", [])}
        # (most Turns nobody died: no generator run over every hit to find that no hit landed on the dead)
        self.on_dead = bool(dead) and any(t in dead for _a, t, _d in self.hits)
        familiars = choice(war, CP_FAMILIARS)
        with_familiars = familiars == "with-familiars"
        self.familiars_note = f" ({describe(war, CP_FAMILIARS)})" if familiars != "servants-only" else ""
        left_out = f": {fmt(self.overkill)} overkill left out" if self.overkill else ""
        self.damage_note = f" ({describe(war, CP_DAMAGE)}{left_out})" if self.overkill or self.on_dead else ""
        """The interpretations' notes every Master's explanation ends with (the same for the whole Turn)."""
        starts: Mapping[str, str | None] = getattr(facts, "partners_at_start", {}) or {}
        self.partners: dict[str, str | None] = {cid: ch.team for cid, ch in war.characters.items()}
        self.partners.update(starts)
        """``partners_of`` of every character (None for an id not in the war), worked out once: the war does
        not change while the CP are counted (the changes are applied after)."""
        self.servants: dict[str, list[str]] = {}
        self.familiars: dict[str, list[str]] = {}
        for c in war.characters.values():
            if c.kind == "servant" and c.master is not None:
                self.servants.setdefault(c.master, []).append(c.id)
            elif with_familiars and c.kind == "familiar" and c.team is not None:
                self.familiars.setdefault(c.team, []).append(c.id)

    def earners(self, master: "Character") -> list[str]:
        """``earners(master, war)``'s ids, from the index."""
        return self.servants.get(master.id, []) + (self.familiars.get(master.team, []) if master.team else [])

    def sums(self, masters: list["Character"]) -> dict[str, list[float]]:
        """Each Master's CP operands, [own dealt, team dealt, own received, team received, between partners],
        from one pass over the Turn's hits: a hit by or on a Master or one of its earners adds to that Master's
        sums, in the order of the Turn (the order a pass per Master adds them in, so the sums are the same)."""
        out: dict[str, list[float]] = {}
        per_master: list[tuple[list[float], str, list[str]]] = []
        # each id's one Master when no id earns for two (the commonest war): its sums and where its hits go,
        # [dealt, received] = [0, 2] for the Master itself, [1, 3] for an earner
        roles: dict[str, tuple[list[float], int, int]] = {}
        shared = False
        for master in masters:
            team = self.earners(master)
            acc = out.setdefault(master.id, [0.0, 0.0, 0.0, 0.0, 0.0])
            per_master.append((acc, master.id, team))
            for cid in () if shared else (master.id, *team):
                if cid in roles:  # (an id earns for two Masters, or is listed twice: the general pass)
                    shared = True
                    break
                roles[cid] = (acc, 0, 2) if cid == master.id else (acc, 1, 3)
        if not shared:
            self._sums_by_role(roles)
            return out
        members: dict[str, list[tuple[list[float], str, list[str]]]] = {}
        for entry in per_master:
            for cid in (entry[1], *entry[2]):
                listed = members.setdefault(cid, [])
                if not listed or listed[-1] is not entry:  # (an id listed twice counts its hits once)
                    listed.append(entry)
        partners = self.partners
        none: list[tuple[list[float], str, list[str]]] = []
        for a, t, d in self.hits:
            # (``in`` and a subscript, not ``.get``: no method call for each of the Turn's hits)
            entries = members[a] if a in members else none
            if t != a and t in members:
                mine = members[t]
                if not entries:
                    entries = mine
                elif len(entries) == 1 and len(mine) == 1:  # (most hits: one Master's side against another's)
                    entries = entries if entries[0] is mine[0] else [entries[0], mine[0]]
                else:
                    # the target's entries not already there (by identity), in a plain loop: no comprehension to call
                    entries = list(entries)
                    for e in mine:
                        for f in entries:
                            if f is e:
                                break
                        else:
                            entries.append(e)
            if not entries:
                continue
            # partnered(a, t, war, facts), from the teams at the beginning of the Turn read once (``partners``)
            between = a == t or ((team_a := partners[a] if a in partners else None) is not None
                                 and team_a == (partners[t] if t in partners else None))
            for acc, mid, team in entries:
                if between:
                    acc[4] += d
                    continue
                if a == mid:
                    acc[0] += d
                elif a in team:
                    acc[1] += d
                if t == mid:
                    acc[2] += d
                elif t in team:
                    acc[3] += d
        return out

    def _sums_by_role(self, roles: dict[str, tuple[list[float], int, int]]) -> None:
        """:meth:`sums`' pass over the hits when each id has one Master (``roles``): a hit adds to the sums of
        its dealer's Master and of its target's, the same operands in the same order as the general pass, with
        no list of entries to build and walk for each hit (the CP of every Turn reads every hit)."""
        partners = self.partners
        for a, t, d in self.hits:
            ra = roles[a] if a in roles else None
            rt = roles[t] if t in roles else None
            if ra is None and rt is None:
                continue
            # partnered(a, t, war, facts), as in :meth:`sums`
            if a == t or ((team_a := partners[a] if a in partners else None) is not None
                          and team_a == (partners[t] if t in partners else None)):
                if ra is not None:
                    ra[0][4] += d
                if rt is not None and (ra is None or rt[0] is not ra[0]):
                    rt[0][4] += d
                continue
            if ra is not None:
                ra[0][ra[1]] += d
            if rt is not None:
                rt[0][rt[2]] += d


def _cp_gained(master: "Character", war: "War", facts: "TurnFacts", turn: _TurnHits,
               sums: dict[str, list[float]] | None = None) -> Score:
    """``cp_gained`` with the Turn's hits read once (``turn``); ``sums``: ``turn.sums`` of every living Master,
    worked out once for all of them (else for ``master`` alone)."""
    if master.kind != "master" or not master.alive:
        return Score(0.0, f"{master.name} is not a living Master: no CP (000:L530)", RULE_CP)
    gain, explain = _gain(master, (sums or turn.sums([master]))[master.id], turn)
    return Score(gain, explain, RULE_CP)


def _gain(master: "Character", operands: list[float], turn: _TurnHits) -> tuple[float, str]:
    """A living Master's CP Gained and its explanation, from its :meth:`_TurnHits.sums` (000:L527): what
    :func:`_cp_gained` answers, without the Score the end of the Turn takes apart again."""
    own_in, team_in, own_rec, team_rec, skipped = operands
    total = own_in + team_in + 0.5 * (own_rec + team_rec)
    # (``round(total, 10)``: a whole number is its own rounding; ``round`` with digits goes through the decimal text)
    gain = total if total % 1.0 == 0.0 else round(total, 10)
    explain = (f"{master.name}: CP {fmt(own_in)} + {fmt(team_in)} + 0.5 × ({fmt(own_rec)} + {fmt(team_rec)}) = "
               f"{fmt(gain)}")
    if skipped:
        explain += f" (not counted: {fmt(skipped)} damage between partners at the beginning of the Turn, 000:L533)"
    return gain, explain + turn.damage_note + turn.familiars_note


# -- the story countdown -------------------------------------------------------------------------------
def no_combat(facts: "TurnFacts") -> bool:
    """"a Night with no combat whatsoever" (000:L564): no hit, no attack, nobody in battle."""
    return not (getattr(facts, "hits", None) or getattr(facts, "attacked", None) or getattr(facts, "in_battle", None))


def story_changes(war: "War", facts: "TurnFacts") -> list[Change]:
    """"Starting from Night 10, a countdown will begin until the War experiences a Night with no combat
    whatsoever, at which point ... all surviving Masters will gain new skills. Then, ten Nights after the
    first set ... a second countdown will occur" (000:L564): if Night 10 has no battles, the second countdown
    begins on Night 20 (E0.8). The skills themselves are the GM's: a flag and a note per Master."""
    n = st.night(war)
    story = st.state(war, st.STORY, {"first": None, "second": None})
    if story.get("first") is None:
        start, which, key = 10, 1, "first"
    elif story.get("second") is None:
        start, which, key = story["first"] + 10, 2, "second"
    else:
        return []
    if n < start or not no_combat(facts):
        return []
    story[key] = n
    why = (f"Night {n} ≥ {start} had no combat" + (f" (second countdown from Night {story['first']} + 10 = {start})"
                                                     if which == 2 else " (countdown from Night 10)"))
    out = [st.set_state(st.STORY, story, f"story update {which}: {why}", RULE_STORY)]
    for ch in war.characters.values():
        if ch.kind == "master" and ch.alive:
            got = list(ch.flags.get(st.STORY_SKILLS) or []) + [which]
            out.append(st.flag(ch, st.STORY_SKILLS, got, f"{ch.name} survives to story update {which}", RULE_STORY))
            out.append(st.note(ch.id, f"story update {which}: the GM gives {ch.name} their new skills", RULE_STORY))
    return out


# -- the end of a Night ----------------------------------------------------------------------------------
def wipe_changes(war: "War", cp: Mapping[str, float]) -> list[Change]:
    """"At the end of every seventh Night, all Masters' CP stores will disappear" (000:L536)."""
    n = st.night(war)
    out = []
    for ch in war.characters.values():
        held = cp.get(ch.id, st.cp_of(ch)) if ch.kind == "master" else 0.0
        if held:
            out.append(st.cp_change(ch, -held, f"end of Night {n}, a seventh Night: {ch.name}'s CP disappears "
                                    f"({fmt(held)} − {fmt(held)} = 0)", RULE_WIPE))
    return out


def end_of_turn_changes(war: "War", facts: "TurnFacts") -> list[Change]:
    """Every economy change at the end of the Turn, in the order of the module docstring."""
    n = st.night(war)
    masters = [c for c in war.characters.values() if c.kind == "master" and c.alive]
    cp = {m.id: st.cp_of(m) for m in masters}
    gains: list[Change] = []
    gained: dict[str, float] = {}
    turn = _TurnHits(war, facts)
    sums = turn.sums(masters)
    for m in masters:  # (every one a living Master: _cp_gained's answer without its Score)
        gain, explain = _gain(m, sums[m.id], turn)
        if gain:
            gains.append(st.cp_change(m, gain, cp_gained_line(n, explain), RULE_CP))
            gained[m.id] = gain
    wipe_first = seal_night(war) and choice(war, CP_WIPE_ORDER) == "wipe-first"
    out: list[Change] = []
    if not wipe_first:
        out += gains
        for mid, value in gained.items():
            cp[mid] += value
    losses, cp = fields.marble_cp_changes(war, facts, cp)
    out += losses
    out += items.item_effects_end_of_turn(war)
    out += hunt_end_of_turn(war, facts)
    out += story_changes(war, facts)
    if seal_night(war):
        out += seal_changes(war, cp)
        out += wipe_changes(war, cp)
        if wipe_first:
            out += [Change(c.target, c.what, f"{c.explain} (kept: {describe(war, CP_WIPE_ORDER)})", c.rule,
                           amount=c.amount, kind=c.kind, pool=c.pool) for c in gains]
    out += fields.act_ex_detection_changes(war)
    out += contracts.war_end_changes(war)
    return out


# -- special actions ---------------------------------------------------------------------------------------
ACTIONS: tuple[str, ...] = ("buy", "use-item", "give", "information", "service", "shelter", "consume",
                            "contract", "release")
"""Order fields: buy {item}; use-item {item; Teleporter: to, who}; give {item, target}; information {pay, offer};
service {service, pay, offer, for, to}; shelter {}; consume {target: "civilian" | MASTER}; contract {servant | master};
release {servant}."""


def economy_action_slot(order: Mapping[str, Any]) -> str | None:
    """The slot an economy action resolves in: the Teleporter in the Movement Phase (000:L612); everything
    else is a Support action (items and location access "consumes no SP", 000:L597-616, L640); None for an
    action the economy does not know."""
    action = order.get("action")
    if action not in ACTIONS:
        return None
    if action == "use-item" and items.slot_of(order.get("item")) == "movement":
        return "movement"
    return "support"


def economy_action_cost(ch: "Character", order: Mapping[str, Any], war: "War") -> Cost:
    """What an economy action costs its actor: a civilian's "Full Turn" (000:L551), the Teleporter's Move
    Action (000:L612); the rest cost nothing (Support, no SP)."""
    action = order.get("action")
    if action == "consume":
        acts = contracts.consume_cost_actions(order, war)
        return Cost(actions=acts) if acts else NO_COST
    if action == "use-item" and items.slot_of(order.get("item")) == "movement":
        return Cost(actions=("move",))
    return NO_COST


def economy_action(ch: "Character", order: Mapping[str, Any], war: "War", facts: "TurnFacts | None" = None) -> list[Change]:
    """The changes of one economy action, or IllegalOrderError with the reason and the line."""
    order = dict(order)
    problem = igm.sheltered_problem(ch)
    if problem:
        raise IllegalOrderError(order, problem, rule=igm.RULE_SHELTER)
    action = order.get("action")
    if action == "buy":
        return items.buy(ch, order.get("item"), war, order, facts)
    if action == "use-item":
        return items.use_item(ch, order.get("item"), war, order, facts)
    if action == "give":
        return items.give_item(ch, order, war)
    if action == "information":
        return igm.buy_information(ch, order, war, facts)
    if action == "service":
        return igm.service(ch, order, war, facts)
    if action == "shelter":
        return igm.shelter(ch, order, war, facts)
    if action == "consume":
        return contracts.consume(ch, order, war, facts)
    if action == "contract":
        return contracts.contract(ch, order, war)
    if action == "release":
        return contracts.release(ch, order, war)
    raise IllegalOrderError(order, f"ap-sp has no economy action {action!r} ({', '.join(ACTIONS)})")


# -- hooks the damage pipeline calls ---------------------------------------------------------------------
def economy_fatal_blow(ch: "Character", health_after: float, war: "War") -> list[Change]:
    """A sheltered Master "cannot die" (000:L588); else a held Focus Band's Battle Continuation (E) (000:L606).
    The engine applies the blow, then the change (``amount`` relative to ``health_after``)."""
    if st.is_sheltered(ch):
        before = ch.health if ch.health is not None else 0.0
        return [Change(ch.id, ChangeKind.HEALTH,
                       f"{ch.name} is under the IGM's shelter and cannot die: the blow is undone",
                       igm.RULE_SHELTER, amount=round(before - health_after, 10), value=before)]
    return items.focus_band_changes(ch, health_after)


def economy_target_problem(attacker: "Character", target: "Character", war: "War") -> str | None:
    """A sheltered Master is immune to all effects and damage (000:L588); nobody outside a Reality Marble can
    target anyone inside (000:L544), unless the target is a mark of the IGM hunt (000:L559)."""
    if target.flags.get(st.SHELTERED) not in (None, False):  # (st.is_sheltered, read inline: asked every target)
        return f"{target.name} is under the IGM's shelter: immune to all effects and damage (000:L588)"
    if attacker.location == target.location:  # (most targets: no Reality Marble stands between the two, so
        return None                            # fields.target_problem's answer too, without looking for one)
    return fields.target_problem(attacker, target, war)
