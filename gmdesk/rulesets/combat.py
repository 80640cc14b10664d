"""The combat part of the ruleset plugin API: skills, costs, budgets, effects and state changes.

A ruleset parses its sheets' skills into :class:`Skill`, gives each character a turn
:class:`Budget`, and answers the engine's questions with formulas (:class:`~gmdesk.rulesets.base.Score`,
:class:`~gmdesk.rulesets.base.Check`) or with lists of :class:`Change` the engine applies and
records. The engine owns the order of events, dice and bookkeeping; the ruleset owns the numbers.
Nothing here imports the engine.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Generic, Mapping, TypeVar, overload

from gmdesk.model.ranks import Rank
from gmdesk.model.vocabulary import ChangeKind, EventKind
from gmdesk.rulesets.scores import fmt
from gmdesk.rulesets.costwords import action_word, resource_word
from gmdesk.messages import Listing, Message


@dataclass(frozen=True)
class Damage:
    """One damage entry of a skill: ``25 Physical``, ``10 Long-ranged``; ``kind`` as the document
    names it. ``amount`` may be None for a rank-based attack (true-hgw: damage comes from the rank)."""

    amount: float | None
    kind: str

    def text(self) -> str:
        return f"{fmt(self.amount)} {self.kind}" if self.amount is not None else self.kind


@dataclass(frozen=True)
class Inflict:
    """A status a skill inflicts: ``Stun 1`` (turns=1), ``Poison 3/30`` (turns=3, amount=30)."""

    status: str
    turns: int | None = None
    amount: float | None = None

    def text(self) -> str:
        if self.amount is not None:
            return f"{self.status} {self.turns}/{fmt(self.amount)}"
        return f"{self.status} {self.turns}" if self.turns is not None else self.status


T = TypeVar("T")


class _Kept(Generic[T]):
    """A value a frozen object works out from its own frozen fields, kept as its instance attribute on first use
    (a descriptor without ``__set__``, so the kept value is found first from then on)."""

    def __init__(self, work: Callable[[Any], T]) -> None:
        self.work = work
        self.name = work.__name__
        self.__doc__ = work.__doc__

    @overload
    def __get__(self, owner_object: None, owner: Any = None) -> "_Kept[T]": ...

    @overload
    def __get__(self, owner_object: object, owner: Any = None) -> T: ...

    def __get__(self, owner_object: object | None, owner: Any = None) -> "T | _Kept[T]":
        if owner_object is None:
            return self
        value = self.work(owner_object)
        # (``object.__setattr__`` passes a frozen dataclass's guard; writing through the object's ``__dict__``
        # would turn its attribute storage into a dict and make every later attribute read slower)
        object.__setattr__(owner_object, self.name, value)
        return value


@dataclass(frozen=True)
class Cost:
    """What a skill costs: numeric resources (``AP``, ``SP``, ``mana``, ``health``) and actions
    (``move``, ``standard``, ``turn``, ``full-turn``)."""

    resources: Mapping[str, float] = field(default_factory=dict)
    actions: tuple[str, ...] = ()

    def text(self) -> str:
        """The cost in words ("1 AP, the Move Action"), worked out once per cost (its fields are frozen) and kept:
        a turn shows the cost of every action it pays."""
        return self._shown

    @_Kept
    def _shown(self) -> str:
        key = (tuple((k, type(v), v) for k, v in self.resources.items()), tuple(self.actions))
        found = _COST_TEXTS.get(key)
        if found is None:
            if len(_COST_TEXTS) > 4096:
                _COST_TEXTS.clear()
            found = _COST_TEXTS[key] = self._text()
        return found

    def _text(self) -> str:
        parts: list[str] = [Message("{amount} {resource}", amount=fmt(v), resource=resource_word(k, v))
                 for k, v in self.resources.items() if v]
        parts += [action_word(a) for a in self.actions]
        return Listing(parts) if parts else Message("no cost")

    @property
    def empty(self) -> bool:
        return not any(self.resources.values()) and not self.actions


NO_COST = Cost()

_COST_TEXTS: dict[tuple[tuple[tuple[str, type, Any], ...], tuple[str, ...]], str] = {}
"""Cost texts by the cost's resources (names, types and amounts, in order) and actions: the text reads nothing
else (the words are fixed tables), and a cost's text is asked for every action of a turn."""


@dataclass(frozen=True)
class Skill:
    """A skill (or basic attack, or ability) as the engine uses it, parsed from a sheet entry.

    ``slot`` says which kind of phase it resolves in (``instant``, ``support``, ``attack``,
    ``prepared``, ``command-spell``) or ``passive`` (not an action). ``stage``/``stages`` follow a
    progression ``A -> B`` (ap-sp 000:L879-905). ``raw`` is the sheet entry, kept for the GM.
    """

    name: str
    slot: str
    type: str = ""
    rank: Rank | None = None
    targets_max: int | None = 1
    target_types: tuple[str, ...] = ()
    damage: tuple[Damage, ...] = ()
    hits: int = 1
    inflicts: tuple[Inflict, ...] = ()
    cost: Cost = NO_COST
    upkeep: Cost | None = None
    duration: int | None = None
    cooldown: int | None = None
    requirements: str = ""
    requires_active: tuple[str, ...] = ()
    """Mechanical requirements: names of effects that must be active on the user."""
    description: str = ""
    basic: bool = False
    free_action: bool = False
    surprise: bool = False
    across_locations: bool = False
    area: bool = False
    heals: float | None = None
    effect: str = ""
    """A self/ally effect the engine applies by name (``spirit-form`` …); empty for damage skills."""
    ongoing: bool = False
    """An ongoing skill with neither duration nor upkeep: active until cancelled (true-hgw 003 §IX)."""
    stage: int = 0
    stages: int = 1
    rule: str = ""
    raw: Mapping[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        # Worked out once from frozen fields as the skill is made, kept as plain instance attributes: a turn reads
        # them a few hundred times, and a plain attribute reads about twice as fast as a class descriptor's.
        # (``object.__setattr__`` passes the frozen guard and keeps the attribute storage inline.)
        setattr_ = object.__setattr__
        setattr_(self, "key", self.name.casefold())
        # Any skill that can inflict damage is an attack (ap-sp 000:L270; true-hgw 003 §VII), a poisoning one included.
        setattr_(self, "attack", bool(self.damage) or any(i.amount for i in self.inflicts))
        setattr_(self, "self_only", self.target_types == ("Self",))

    if TYPE_CHECKING:  # (set by __post_init__; declared here for the type checker only, not dataclass fields)
        @property
        def key(self) -> str:
            """The name casefolded."""

        @property
        def attack(self) -> bool:
            """Whether the skill can inflict damage."""

        @property
        def self_only(self) -> bool:
            """Whether it targets only its user."""


@dataclass
class Budget:
    """What a character may spend this turn: resources (AP, SP…) and actions (move, standard…).

    ``explain`` holds one line per source (``AP 3 (sheet) + 1 (AGI A vs D)``). ``limit`` caps how
    many resources of the listed kinds may be spent this turn (ap-sp first battle turn: one AP or
    one SP, not both, 000:L489)."""

    resources: dict[str, float] = field(default_factory=dict)
    actions: set[str] = field(default_factory=set)
    explain: list[str] = field(default_factory=list)
    spent: dict[str, float] = field(default_factory=dict)
    used_actions: list[str] = field(default_factory=list)
    limit: Mapping[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return {"resources": dict(self.resources), "actions": sorted(self.actions), "explain": list(self.explain),
                "spent": dict(self.spent), "used_actions": list(self.used_actions), "limit": dict(self.limit)}


@dataclass(frozen=True)
class Change:
    """A state change a ruleset asks for; the engine applies it, records an event, and keeps maxima.

    ``what`` says what changes and how ``amount``/``value`` are read (:class:`ChangeKind` documents
    each); ``pool`` names the points pool of a ``POINT`` change. ``kind`` is the event's kind.
    """

    target: str
    what: ChangeKind
    explain: str
    rule: str = ""
    amount: float | None = None
    value: Any = None
    kind: EventKind = EventKind.EFFECT
    uncapped: bool = False
    pool: str = ""

    @classmethod
    def point(cls, target: str, pool: str, explain: str, rule: str = "", *, amount: float | None = None,
              value: Any = None, kind: EventKind = EventKind.EFFECT) -> "Change":
        """A change of the points pool ``pool`` (``CP``…): ``amount`` added, else set to ``value``."""
        return cls(target, ChangeKind.POINT, explain, rule, amount=amount, value=value, kind=kind, pool=pool)


@dataclass(frozen=True)
class CommandSpell:
    """One Command Spell of a document: its words, what it does and how long.

    ``effect`` is a closed word the engine knows: ``boost`` (an effect the ruleset's formulas read),
    ``flee``, ``pursue``, ``summon``, ``spirit-form-in``, ``spirit-form-out``, ``swap-form``, ``defend``,
    ``guard-servant``, ``obey``. ``duration`` in turns (None: instant or as long as the caster wants).
    ``stacks``: whether a second casting adds a second effect or only refreshes."""

    key: str
    words: str
    effect: str
    duration: int | None
    stacks: bool
    rule: str
    description: str
    params: tuple[str, ...] = ()
    """Order fields this spell needs (``to`` for flee, ``target`` for defend, ``stat`` for win)."""
    same_area: bool = True
    at_phase_end: bool = False
    """The effect happens at the end of the phase it is cast in (ap-sp "Flee this battle now!",
    000:L391), not at once."""
    uses_actions: tuple[str, ...] = ()
    """Actions the spell takes from the caster and the Servant (ap-sp "Flee this battle now!" uses
    both Move Actions, 000:L391)."""
    """The Servant must be in the caster's location (every spell but Summon, ap-sp 000:L374)."""


@dataclass
class TurnFacts:
    """What happened to whom this turn, for the ruleset's bookkeeping formulas (regeneration, CP).

    ``hits`` lists (attacker, target, damage dealt) of every hit that landed, in order.
    """

    turn: int
    hits: list[tuple[str, str, float]] = field(default_factory=list)
    attacked: set[str] = field(default_factory=set)
    """Characters who were the target of an attack (landed or not)."""
    attackers: set[str] = field(default_factory=set)
    attack_log: list[tuple[str, str]] = field(default_factory=list)
    """(attacker, target) of every attack made, landed or not, in order."""
    in_battle: set[str] = field(default_factory=set)
    partners_at_start: dict[str, str | None] = field(default_factory=dict)
    """Each character's team at the beginning of the turn (CP is not earned against partners)."""
    places_at_start: dict[str, str | None] = field(default_factory=dict)
    """Each character's location at the beginning of the turn (whoever is elsewhere at night has left the area,
    by a move or a summons: skirmish 002:L14)."""
    fighting_at_start: set[str] = field(default_factory=set)
    """The fighters of the battles going on at the beginning of the turn (a battle that ends during the turn was
    still fought in it: skirmish 002:L10, L14)."""
    deaths: list[tuple[str, str | None]] = field(default_factory=list)
    """(dead character, killer) in the order they died."""
    consumed: list[tuple[str, str]] = field(default_factory=list)
    aimed_at: str | None = None
    """While a hit is computed: the character the attack was aimed at (the struck one may be its guard)."""
    casts: list[tuple[str, str]] = field(default_factory=list)
    """(character, skill key) of every skill used this turn, in order (cooldowns start from it)."""
    plans: dict[str, Any] = field(default_factory=dict)
    """A ruleset's own plans for this turn, by name (who fights in a skirmish, fixed when it opens)."""

    def dealt(self, cid: str) -> float:
        return sum(d for a, _t, d in self.hits if a == cid)

    def received(self, cid: str) -> float:
        return sum(d for _a, t, d in self.hits if t == cid)
