"""The state of one turn while it resolves: the war being changed, the orders, the events so far."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterable, Mapping

from gmdesk.engine import decision_words
from gmdesk.engine.combat.state import CombatState
from gmdesk.engine.decisions import DecisionNeeded, PendingDecision, option_labels
from gmdesk.engine.events import Event
from gmdesk.engine.order import Order
from gmdesk.engine.rng import TurnRandom
from gmdesk.messages import Listing, Message
from gmdesk.model.character import Character
from gmdesk.model.vocabulary import EventKind, PhaseOrder
from gmdesk.model.war import Battle, War
from gmdesk.rulesets.base import Ruleset
from gmdesk.rulesets.descriptions import Phase
from gmdesk.rulesets.movement import MovementRules
from gmdesk.rulesets.own_words import own_words


CHOICE_WORDS = {choice: Message(choice) for choice in (
    "yes", "no", "block", "let-go", "stop", "continue", "strike", "both", "neither", "show", "return", "flee-back",
    "stay-fight", "stay", "ignore", "follow", "simultaneous")}
"""The engine's and the rulesets' decision options as a recorded decision shows them: the option's id in English
(``→ let-go``), its words in another language (``→ 見逃す``); any other choice (a character's id) as it is."""


@dataclass
class TurnContext:
    war: War
    ruleset: Ruleset
    orders: list[Order]
    decisions: dict[str, Any]
    rng: TurnRandom
    events: list[Event] = field(default_factory=list)
    phase: Phase | None = None
    phases: tuple[Phase, ...] = ()
    """The phases this turn goes through (``ruleset.phases_for(war)``), asked once at its start: the turn's
    phase loop and whatever needs the phases' places (the combat's due orders, later chances) read them here."""
    engaged: set[str] = field(default_factory=set)
    """Characters pulled into a battle this turn (their regular move is cancelled where the rules say)."""
    scout_paths: dict[str, list[str]] = field(default_factory=dict)
    """Where each scout went (origin, target, where it ended up), for crossings on the road."""
    used_decisions: set[str] = field(default_factory=set)
    spent_orders: set[int] = field(default_factory=set)
    """Indexes of orders already carried out (an attack that landed is not repeated)."""
    combat: CombatState | None = None
    """The turn's combat state once combat starts (combat_of creates it)."""
    memo: dict[Any, Any] = field(default_factory=dict)
    """What the turn works out once and reads again (an order's slot, the phases' places), each entry kept
    with the objects it was worked out from and read only while they are the same."""
    writes: int = 0
    """How many writes :mod:`gmdesk.engine.combat.changes` has made into this turn's war (``apply``, ``write``,
    ``set_flag``, ``land_hit``). The same count before and after a step means the step wrote nothing through it,
    the one place that writes a ruleset's changes: an answer read before the step still holds (act.perform's
    target check)."""
    emitted_writes: int = -1
    """``writes`` when the last event was emitted: the same count now means nothing was written through
    :mod:`~gmdesk.engine.combat.changes` since that event (see ``CombatState.quiet``)."""

    @property
    def turn(self) -> int:
        return self.war.turn

    @property
    def movement(self) -> MovementRules:
        return self.ruleset.movement_for(self.war)

    # -- events ----------------------------------------------------------------------------
    def emit(self, kind: EventKind | str, actors: Iterable[str], explain: str, rule: str = "", /, *,
             previous_settled: object = False, **data: Any) -> Event:
        """Record one event; its ``data["state"]`` shows the characters it names as they are after it.

        Most activities change the war and then emit, so the snapshot is taken now. A few emit first
        and change afterwards (a scout that stays where it looked): the previous event's snapshot is
        brought up to date here for the characters this new event does not name, since a change
        between two events belongs to the later one only when the later one names that character.

        ``previous_settled`` (not a data key): the caller emitted the previous event itself and has written nothing
        since then into a character that event names and this one does not (the only snapshots the settle step would
        take again), so they are already right and are not taken again (``budgets.grant``: one event per character,
        nothing written in between; ``act._apply_hits``: between two damage events only the hit, into the two
        characters the second one names; ``changes.apply_all``: point changes in a row; ``act.perform``: an action's
        event after its attack's hits, see ``CombatState.quiet``). Only for a call site where that is proven;
        ``tests/engine/test_settled_emit.py`` resolves the turns with a check of every such claim. (Typed ``object``,
        any true value claims it: callers that pass their data as ``**mapping`` still type-check.)

        ``kind``, ``actors``, ``explain`` and ``rule`` are positional-only (``/``): CPython 3.11 matches each keyword
        that goes into ``**data`` against every named parameter it could be, by string comparison, before it lands
        in ``data`` (about 5 data keywords an event: 2 % of the ap-sp battle turn's instructions with them named).
        A ``rule=`` passed by keyword would land in ``data``: no caller does (``test_event_states.py`` checks).
        """
        actors = list(actors)
        for value in data.values():  # by identity: ``None in`` would call each value's __eq__ (a Cost's…)
            if value is None:  # (the keyword arguments are this call's own dict)
                data = {k: v for k, v in data.items() if v is not None}
                break
        characters = self.war.characters
        # The characters it names (its actors, then its data's target(s)), each snapshot taken as it is named:
        # the snapshots are the names, in order (a name already in it is not taken twice).
        state = {}
        for cid in actors:  # (``type is`` first: ids are plain text, and isinstance is a call)
            if (type(cid) is str or isinstance(cid, str)) and cid in characters and cid not in state:
                state[cid] = character_state(characters[cid])
        if "target" in data:
            target = data["target"]
            if (type(target) is str or isinstance(target, str)) and target in characters and target not in state:
                state[target] = character_state(characters[target])
        if "targets" in data:
            targets = data["targets"]
            if type(targets) is list or isinstance(targets, (list, tuple)):
                for cid in targets:
                    if (type(cid) is str or isinstance(cid, str)) and cid in characters and cid not in state:
                        state[cid] = character_state(characters[cid])
        events = self.events
        if events and not previous_settled:  # _settle_last, inline: it runs once an event
            previous = events[-1].data
            last = previous["state"] if "state" in previous else None
            if last:
                for cid in last:
                    if cid not in state:
                        last[cid] = character_state(characters[cid])
        data["state"] = state
        phase = self.phase
        event = Event(len(events) + 1, self.war.turn, phase.id if phase else "",
                      kind if type(kind) is EventKind else EventKind(kind),  # an unlisted kind is refused
                      actors, explain, rule, data)
        events.append(event)
        self.emitted_writes = self.writes
        return event

    def settle_states(self) -> None:
        """Bring the last event's snapshots up to date: nothing follows it to claim later changes."""
        self._settle_last(())

    def _settle_last(self, named: list[str] | tuple[()]) -> None:
        if not self.events:
            return
        state = self.events[-1].data.get("state")
        if not state:
            return
        characters = self.war.characters
        for cid in state:
            if cid not in named:  # a few names: a list is quicker to search than a set is to build
                state[cid] = character_state(characters[cid])

    # -- orders ------------------------------------------------------------------------------
    def orders_for(self, *actions: str) -> list[Order]:
        return [o for o in self.orders if o.action in actions and self.war.characters[o.actor].alive
                and not (o.action != "attack" and o.index in self.spent_orders)]

    def order_of(self, cid: str, action: str) -> Order | None:
        for order in self.orders:
            if order.actor == cid and order.action == action:
                return order
        return None

    # -- decisions -----------------------------------------------------------------------------
    def decide(self, decision_id: str, question: str, options: list[str], *, asks: str = "gm",
               rule: str = "", labels: Mapping[str, str] | None = None, **context: Any) -> str:
        """The stored answer to a decision, or pause resolution to ask for it. ``labels`` say what each
        option does (option → text, a ``Message`` where it can be said in another language); only the
        chosen option's id is stored and written in the event."""
        if decision_id in self.decisions:
            choice: str = self.decisions[decision_id]
            if choice not in options:
                from gmdesk.errors import GmdeskError

                raise GmdeskError(f"decision {decision_id}: {choice!r} is not one of {', '.join(options)}")
            self.used_decisions.add(decision_id)
            self.emit(EventKind.DECISION, [], Message("{question} → {choice} (recorded decision {id})",
                                                      question=question, choice=CHOICE_WORDS.get(choice, choice),
                                                      id=decision_id), rule,
                      decision=decision_id, choice=choice, asks=asks)
            return choice
        raise DecisionNeeded(PendingDecision(decision_id, question, list(options), asks, rule, context,
                                             option_labels(list(options), labels)))

    def interpretation(self, key: str) -> str:
        return self.ruleset.choice(self.war, key)

    def interpretation_note(self, key: str) -> str:
        choice = self.interpretation(key)
        return self.ruleset.interpretation(key).describe(choice)

    # -- people and places ---------------------------------------------------------------------------
    def char(self, cid: str) -> Character:
        return self.war.characters[cid]

    def name(self, cid: str) -> str:
        return self.war.characters[cid].name

    def place(self, loc: str | None) -> str:
        """A location's name for explanations (the id when it is not on the map)."""
        found = self.war.map.locations.get(loc) if loc is not None else None
        return found.name if found else str(loc)

    def team_label(self, team: str | None) -> str:
        for t in self.war.teams:
            if t.id == team:
                return t.name
        return team or "no team"

    def ordered_groups(self, characters: list[Character]) -> list[list[Character]]:
        """Characters in acting order for the current phase, as groups acting at the same moment.

        Simultaneous phases give one group. Initiative phases sort by the ruleset's key (greater
        first); full ties follow the ruleset's tie rule: simultaneous, random (seeded), or the GM.
        """
        if not characters:
            return []
        if self.phase is None or self.phase.order == PhaseOrder.SIMULTANEOUS:
            return [list(characters)]
        keyed: dict[tuple[Any, ...], list[Character]] = {}
        for ch in characters:
            keyed.setdefault(tuple(self.ruleset.initiative_key(ch, self.war)), []).append(ch)
        groups: list[list[Character]] = []
        for key in sorted(keyed, reverse=True):
            tied = keyed[key]
            if len(tied) == 1:
                groups.append(tied)
                continue
            groups.extend(self.break_tie(tied))
        if len(characters) > 1:
            self._explain_order(groups)
        return groups

    def _explain_order(self, groups: list[list[Character]]) -> None:
        """One event that shows the acting order and the values behind it."""
        assert self.phase is not None  # called for the groups of a phase only
        parts = []
        for group in groups:
            shown = []
            for ch in group:
                why = self.ruleset.explain_initiative(ch, self.war)
                shown.append(Message("{name} ({why})", name=ch.name, why=why) if why else ch.name)
            parts.append(Listing(shown, " = ") if len(group) > 1 else shown[0])
        self.emit(EventKind.INITIATIVE, [c.id for g in groups for c in g],
                  Message("{phase} acting order: {order}", phase=own_words(self.phase.name), order=Listing(parts, " → ")),
                  self.ruleset.initiative_rule,
                  groups=[[c.id for c in g] for g in groups])

    def break_tie(self, tied: list[Character]) -> list[list[Character]]:
        rule = self.ruleset.initiative_tie
        tie_rule = rule
        if rule not in ("simultaneous", "random", "gm"):
            tie_rule = self.interpretation(rule)
        names = Listing([c.name for c in tied])  # 「、」 in Japanese (what the GM reads: the ids stay in the decision's id)
        if tie_rule == "simultaneous":
            return [tied]
        if tie_rule == "random":
            remaining = list(tied)
            order = []
            while remaining:
                pick = self.rng.pick(remaining)
                remaining.remove(pick)
                order.append(pick)
            self.emit(EventKind.DECISION, [c.id for c in order],
                      Message("full initiative tie between {names}: seeded random order {order}", names=names,
                              order=Listing([c.name for c in order])),
                      self.ruleset.initiative_rule, tie="random")
            return [[c] for c in order]
        assert self.phase is not None  # a tie left to the GM is one of a phase's
        first = self.decide(
            f"t{self.turn}.{self.phase.id}.tie.{'-'.join(sorted(c.id for c in tied))}",
            Message("{phase}: {names} tie on initiative. Who acts first?", phase=self.phase.name, names=names),
            sorted(c.id for c in tied) + ["simultaneous"],
            rule=self.ruleset.initiative_rule, labels=decision_words.initiative_tie({c.id: c.name for c in tied}),
        )
        if first == "simultaneous":
            return [tied]
        rest = [c for c in tied if c.id != first]
        head = [[c for c in tied if c.id == first]]
        return head + (self.break_tie(rest) if len(rest) > 1 else [rest])

    # -- battles ---------------------------------------------------------------------------------
    def battle_at(self, location: str) -> Battle | None:
        for battle in self.war.battles:
            if battle.location == location:
                return battle
        return None


def character_state(ch: Character) -> dict[str, Any]:
    """What an event's ``data["state"]`` shows of one character (plain JSON, nothing shared with the war)."""
    statuses, points = ch.statuses, ch.points
    return {
        "location": ch.location,
        "health": ch.health,
        "mana": ch.mana,
        "alive": ch.alive,
        "spirit_form": ch.spirit_form,
        "statuses": [s["name"] for s in statuses if isinstance(s.get("name"), str)] if statuses else [],
        "points": {**points},  # (as quick as ``dict.copy``, with no method call; any mapping)
    }


def compress(path: list[str]) -> list[str]:
    """A path of positions without repeats in a row: the stops actually made."""
    out: list[str] = []
    for p in path:
        if not out or out[-1] != p:
            out.append(p)
    return out
