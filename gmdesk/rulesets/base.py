"""The ruleset plugin API.

A ruleset is data plus small named formulas. The engine asks a :class:`Ruleset` for its phases,
its ordering key, its movement parameters and its formulas, and never asks *which* ruleset it is.

The records a ruleset fills live beside it: phases, stats, pools and interpretations in
:mod:`gmdesk.rulesets.descriptions`, movement in :mod:`gmdesk.rulesets.movement`, and what formulas
answer (:class:`~gmdesk.rulesets.scores.Check`, :class:`~gmdesk.rulesets.scores.Score`) in
:mod:`gmdesk.rulesets.scores`.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Mapping, TYPE_CHECKING

from gmdesk.errors import Problem, RankError, RulesetError
from gmdesk.messages import Message
from gmdesk.model.flags import Flag
from gmdesk.model.ranks import Rank, parse_rank
from gmdesk.model.wording import POOL_WORDS, kind_word
from gmdesk.rulesets.descriptions import Interpretation, Phase, PoolSpec, StatSpec
from gmdesk.rulesets.movement import MovementRules
from gmdesk.rulesets.order_choices import OrderChoices
from gmdesk.rulesets.order_words import ENGLISH, OrderWords
from gmdesk.rulesets.rulesdescribe import describe as describe_ruleset
from gmdesk.rulesets.scores import Check, RankTable, Score, fmt
from gmdesk.rulesets.sheetchecks import (CommandSpellLimit, command_spell_problems, pool_problems,
                                         kept_entry_problems, status_problems)
from gmdesk.rulesets.sheetformat import DEFAULT_SKILL_FORMAT, Derived, SkillFormat, entry_flag, is_no
from gmdesk.rulesets.sheetmemo import SheetMemo
from gmdesk.rulesets.terms import NO_TERMS, Terms
from gmdesk.rulesets.updates import DEFAULT_DETAIL, PUBLIC_UPDATE, UPDATE_DETAIL, UPDATE_READINGS, Detail, UpdateRules

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.model.character import Character
    from gmdesk.model.war import War
    from gmdesk.rulesets.combat import Budget, Change, CommandSpell, Cost, Skill, TurnFacts
    from gmdesk.rulesets.dice import CheckQuestion, Contest, ContestResult, DiceChange, DicePool


InitiativeKey = tuple["float | InitiativeKey", ...]
"""An acting-order key: numbers, or keys of numbers, compared element by element (greater acts first)."""

#: Keys (any letter case) of a skill, item, status, the flags or the sheet's extra fields holding a GM's note.
GM_ONLY_KEYS = ("gm_notes", "gm_note")


def _without_gm_keys(entry: Mapping[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in entry.items() if not (isinstance(k, str) and k.casefold() in GM_ONLY_KEYS)}


# -- the plugin base class ---------------------------------------------------------------------
_PARSED_SHEETS: "SheetMemo[tuple[Skill, ...]]" = SheetMemo()
"""Sheets parsed by :meth:`Ruleset.skills_of`, by ruleset and character (see :mod:`gmdesk.rulesets.sheetmemo`)."""


class Ruleset(OrderChoices):
    """Base of every ruleset plugin. Subclasses fill the class attributes and override formulas."""

    id: str = ""
    title: str = ""
    short_name: str = ""  # named so in the window (status bar, Turns); the title describes the document
    document: str = ""
    summary: str = ""
    turn_word: str = "Night"  # what the document calls a turn (updates: "Night 4"); roll-dice: "Action turn"
    kinds: tuple[str, ...] = ("master", "servant", "familiar")
    stats: tuple[StatSpec, ...] = ()
    pools: tuple[PoolSpec, ...] = ()
    tables: Mapping[str, RankTable] = {}
    phases: tuple[Phase, ...] = ()
    interpretations: tuple[Interpretation, ...] = ()
    movement: MovementRules = MovementRules()
    engage_pulls_team: bool = False
    """When an attack starts a battle, everyone of the attacking and attacked teams in that location
    is in it too (true-hgw 003 §VII); otherwise only the attacker and the target."""
    engage_rule: str = ""
    initiative_rule: str = ""
    initiative_tie: str = "simultaneous"  # "simultaneous", "random", or an interpretation key
    basic_attacks_from_sheet: bool = False
    """True: :meth:`basic_attacks` reads only the id and ``skills`` entries (then kept, as :meth:`skills_of`)."""
    classes: tuple[str, ...] = ()
    alignments: tuple[str, ...] = ()
    """Alignments the document names (suggestions in the sheet editor; a sheet may write others)."""
    starting_command_spells: int | None = None
    """Command Spells a new Master's sheet starts with (None: the document says nothing)."""
    command_spell_limit: CommandSpellLimit | None = None
    """The most Command Spells a Master holds, from the document (None: it sets no number)."""
    skill_format: SkillFormat = DEFAULT_SKILL_FORMAT
    """The document's skill format: the sheet editor's columns and the printed skill block."""
    terms: Terms = NO_TERMS
    """The document's own words for stats, kinds, rows… (:mod:`gmdesk.rulesets.terms`); none: English."""
    notes: tuple[str, ...] = ()
    not_applied: tuple[str, ...] = ()
    order_words: OrderWords = ENGLISH
    """How players write orders in their posts (read by :mod:`gmdesk.intake`); English by default."""
    """Rules of the document the engine does not apply, each with its line: ``gmdesk rules ID`` marks
    them so, and the GM applies them by hand (a ruling)."""

    # -- interpretations -------------------------------------------------------------------
    _interp_index: "dict[str, Interpretation] | None" = None
    """Interpretations and update readings by key (the first of a repeated key wins), for the few hundred questions
    of a turn: built on first use, dropped when a tuple is replaced on the ruleset (:meth:`__setattr__`; the
    tuples are class data, not replaced on the class while gmdesk runs), so no question checks the tuples."""

    def __setattr__(self, name: str, value: Any) -> None:
        if name in ("interpretations", "update_readings"):
            super().__setattr__("_interp_index", None)  # the index is of the tuples being replaced (no __dict__ read)
        super().__setattr__(name, value)

    def interpretation(self, key: str) -> Interpretation:
        index = self._interp_index
        if index is None:
            index = {}
            for each in (*self.interpretations, *self.update_readings):
                index.setdefault(each.key, each)
            self._interp_index = index
        interp = index.get(key)
        if interp is None:
            raise KeyError(f"{self.id} has no interpretation {key!r}")
        return interp

    def choice(self, war: "War | None", key: str) -> str:
        """The option in force for ``key``: the war's setting, else the documented default."""
        index = self._interp_index
        interp = index[key] if index is not None and key in index else self.interpretation(key)  # (or KeyError)
        chosen = war.settings.get("interpretations") if war is not None else None
        if chosen and key in chosen:
            found: str | None = chosen[key]
            if found is not None:
                return found
        return interp.default

    _readings: "tuple[Any, Any, dict[str, Any] | None, dict[str, str]] | None" = None
    """The last answer of :meth:`readings`: (interpretations, update readings, a copy of the war's settings, it)."""

    def readings(self, war: "War | None") -> Mapping[str, str]:
        """Every interpretation's option in force (what :meth:`choice` answers for each key; a key the ruleset
        lacks raises KeyError): for the hooks asked every hit, one lookup per reading instead of a call. Kept
        while the ruleset's tuples are the same and the war's chosen options are equal (compared by value, so
        an option changed in place is seen); the mapping is shared: read it, never change it."""
        chosen = war.settings.get("interpretations") if war is not None else None
        known = self._readings
        if (known is not None and known[0] is self.interpretations and known[1] is self.update_readings
                and known[2] == chosen):
            return known[3]
        found = {i.key: self.choice(war, i.key) for i in (*self.interpretations, *self.update_readings)}
        if chosen is None or isinstance(chosen, dict):
            self._readings = (self.interpretations, self.update_readings, dict(chosen) if chosen else chosen, found)
        return found

    def movement_for(self, war: "War") -> MovementRules:
        """The movement rules in force; a ruleset may vary them with an interpretation."""
        return self.movement

    def phases_for(self, war: "War") -> tuple[Phase, ...]:
        """The phases of one turn; a ruleset may vary them with an interpretation."""
        return self.phases

    def term(self, key: str, english: str) -> str:
        """How the interface names ``key`` (``"stat.STR"``): ``english``, after the document's word if any."""
        return self.terms.label(key, english)

    # -- sheets ------------------------------------------------------------------------------
    def stat_spec(self, key: str) -> StatSpec | None:
        for spec in self.stats:
            if spec.key == key:
                return spec
        return None

    def parse_stat(self, key: str, text: str, owner: str = "") -> Rank:
        spec = self.stat_spec(key)
        if spec is None:
            raise RankError(text, f"{self.id} has no stat {key}", field=f"stats.{key}", owner=owner)
        return parse_rank(text, spec.policy, field=f"stats.{key}", owner=owner)

    def starting_sheet(self, kind: str) -> dict[str, Any]:
        """War-file fields a new ``kind`` sheet starts with (stats, points, pools) beyond the pools' maxima."""
        return {}

    def pool_maximum(self, pool: str, kind: str) -> float | None:
        for spec in self.pools:
            if spec.key == pool:
                return spec.maximum.get(kind)
        return None

    def validate_character(self, ch: "Character", where: str) -> list[Problem]:
        """Ruleset checks of one sheet: stats, rank policies, kinds and maxima."""
        found: list[Problem] = []
        if ch.kind not in self.kinds:
            found.append(Problem(f"{where}.kind", ch.kind, Message("{ruleset} has no {kind} characters",
                                                                  ruleset=self.id, kind=kind_word(ch.kind))))
        for key, rank in ch.stats.items():
            spec = self.stat_spec(key)
            if spec is None:
                found.append(Problem(f"{where}.stats.{key}", str(rank),
                                     Message("{ruleset} has no stat {key}", ruleset=self.id, key=key)))
                continue
            try:
                parse_rank(str(rank), spec.policy, field=f"stats.{key}", owner=ch.id)
            except RankError as exc:
                found.append(Problem(f"{where}.stats.{key}", str(rank),
                                     Message("{reason} ({allowed})", reason=exc.reason,
                                             allowed=spec.policy.describe())))
        for pool in ("health", "mana"):
            maximum = self.pool_maximum(pool, ch.kind)
            declared = getattr(ch, f"{pool}_max")
            if maximum is not None and declared is not None and declared > maximum:
                found.append(Problem(f"{where}.{pool}_max", declared,
                                     Message("{ruleset} caps {kind} {pool} at {maximum}", ruleset=self.id,
                                             kind=kind_word(ch.kind), pool=POOL_WORDS[pool], maximum=fmt(maximum))))
        found += pool_problems(ch, where, lambda c: self.death_reason(c, None))
        found += command_spell_problems(ch, where, self.command_spell_limit)
        found += status_problems(ch, where)
        if self.has_combat:
            found += kept_entry_problems(self.parse_skill, ch, where)
        return found

    def derived_values(self, ch: "Character", war: "War | None") -> list[Derived]:
        """Values the rules compute from the sheet, with their arithmetic: here what the ruleset's tables
        read for each stat; rulesets add their own (roll-dice HP, MP, IV and FP)."""
        found: list[Derived] = []
        for spec in self.stats:
            rank = ch.stats.get(spec.key)
            if rank is None:
                continue
            for table in self.tables.values():
                if spec.key not in table.stats:
                    continue
                try:
                    text = table.formula_text(rank)
                except RankError:
                    continue
                reading = f"{spec.key} value" if table.name == spec.key else table.name  # never a bare number
                label = f"{spec.key} ({reading})"
                found.append(Derived(f"table.{table.name}.{spec.key}", label, table.value(rank), text, table.rule))
        return found

    def conceal_from_owner(self, ch: "Character", war: "War") -> None:
        """Remove from ``ch`` (a copy for its owner's team) what the rules say its owner does not see.

        The knowledge filter calls this after dropping the GM's notes. Here: skill, item and status entries
        the GM marked ``hidden`` in any letter case (a secret to unlock, true-hgw 003 §IX "hidden skills and
        abilities"; a curse the victim has not noticed). Any mark but a plain no hides: a leak is worse
        than a gap. A GM's note kept on an entry or in the flags (``gm_notes``, ``gm_note``, any letter
        case) goes like the sheet's own GM notes.
        """
        for part in ("skills", "items", "statuses"):
            setattr(ch, part, [_without_gm_keys(e) for e in getattr(ch, part) if is_no(entry_flag(e, "hidden"))])
        ch.flags = _without_gm_keys(ch.flags)
        ch.extra = _without_gm_keys(ch.extra)

    # -- updates (what a team learns of a turn; gmdesk/rulesets/updates.py) ---------------------
    update_rules: UpdateRules = UpdateRules()
    """What the public update tells; the default is interpretation public-update (not in the document)."""
    update_readings: tuple[Interpretation, ...] = UPDATE_READINGS
    """The updates' readings where the document is silent (set in ``settings.interpretations`` like the
    others, and listed with them by ``gmdesk rules``)."""

    def update_rules_for(self, war: "War") -> UpdateRules:
        """The public update's rules in force: where they are the interpretation's, its option decides."""
        rules = self.update_rules
        if rules.interpreted and self.choice(war, PUBLIC_UPDATE.key) == "nothing":
            return replace(rules, battles=False, deaths=False)
        return rules

    def update_detail(self, observers: list["Character"], war: "War") -> Detail:
        """How much a team learns of the others ``observers`` (its characters there) see; the default is
        interpretation update-detail (not in the document)."""
        return DEFAULT_DETAIL.get(self.choice(war, UPDATE_DETAIL.key), Detail.DETAILED)

    def validate_war(self, war: "War") -> list[Problem]:
        found: list[Problem] = []
        for i, ch in enumerate(war.characters.values()):
            found.extend(self.validate_character(ch, f"characters[{i}]({ch.id})"))
        known = {i.key for i in (*self.interpretations, *self.update_readings)}
        for key, value in war.settings.get("interpretations", {}).items():
            if key not in known:
                found.append(Problem(f"settings.interpretations.{key}", value, f"{self.id} has no such interpretation"))
            elif not isinstance(value, str) or value not in self.interpretation(key).options:
                opts = ", ".join(self.interpretation(key).options)
                found.append(Problem(f"settings.interpretations.{key}", value, f"expected one of {opts}"))
        return found

    # -- ordering ----------------------------------------------------------------------------
    def initiative_key(self, ch: "Character", war: "War") -> InitiativeKey:
        """Sort key for acting order inside an ``initiative`` phase: greater acts first."""
        return ()

    def phase_initiative_key(self, ch: "Character", war: "War", phase: Phase) -> InitiativeKey:
        """The acting-order key inside ``phase`` (default: :meth:`initiative_key`); a ruleset whose
        order changes in one phase only overrides it (valor "Strike first!": the offensive phase)."""
        return self.initiative_key(ch, war)

    def explain_initiative(self, ch: "Character", war: "War") -> str:
        return ""

    # -- movement formulas (override where the document has the rule) ---------------------------
    def scout_detection(self, scout: "Character", observers: list["Character"], war: "War") -> list[tuple[list[str], Check]]:
        """Whether ``observers`` (hostiles where the scout looks) detect ``scout``.

        Returns (who detects, check) pairs: one pair per observer for a per-observer rule, or one
        pair for the whole group for a group rule. ``check.chance``/``certain`` is the chance that
        the scout is *detected*.
        """
        return []

    def notice_score(self, members: list["Character"], war: "War") -> Score:
        """How well a party notices another on the road (crossing, sighting)."""
        raise RulesetError(f"{self.id} has no crossing or sighting")

    def escape_check(self, escapers: list["Character"], blockers: list["Character"]) -> Check:
        """The chance that an escape the other side tries to stop succeeds (``FleeRules.blockable``)."""
        return Check("no escape contest in this ruleset: the escape succeeds", self.id, certain=True)

    def faction_escape_check(self, escapers: list["Character"], staying: list["Character"],
                             blockers: list["Character"], war: "War") -> Check | None:
        """The escape of ``escapers`` when their side's ``staying`` fighters remain in the battle: a certain
        escape behind a rear guard, or a contest of the whole side (None: :meth:`escape_check` decides,
        once the other side chooses to block)."""
        return None

    def is_concealed(self, ch: "Character") -> bool:
        """Presence concealment: applied after the notice comparison (valor) or to detection."""
        return bool(ch.flags.get(Flag.CONCEALED)) or ch.has_status("Concealment")

    # -- combat (a ruleset without combat keeps these defaults; see gmdesk/rulesets/combat.py) --------
    has_combat: bool = False
    """True when the phases name the ``act`` activity and the hooks below are the document's."""
    budget_rule: str = ""
    """The rule that grants each turn's actions (defaults to ``combat_rule``)."""
    conditions_rule: str = ""
    """The document's rule on conditional orders (cited when a condition is checked)."""
    spirit_form_leaves_battle: bool = True
    """Entering Spirit Form by Command Spell takes a Servant out of its battle (ap-sp 000:L482-485)."""
    intercept_once_per_skill: bool = True
    """A guard is hit at most once by one use of a skill, however many of its charges it targets."""
    target_problem_reads_pools: bool = True
    """False: ``target_problem`` never reads Health or Mana, so paying a cost from them keeps its answer."""
    command_spells: Mapping[str, "CommandSpell"] = {}
    combat_rule: str = ""
    special_action_rules: Mapping[str, str] = {}  # the rule of each special action (by ``action``); else combat_rule
    combat_turn_phases: tuple[str, ...] = ()
    """Phases run again, in this order, for each further combat turn inside one turn while a battle goes
    on (an attack order of a fighter still aims at a hostile one there); empty: one combat round a turn."""
    combat_turns_after: str = ""
    """The phase after which the further combat turns are fought (the last of the first combat turn)."""
    combat_turn_rule: str = ""
    """The rule that has several combat turns inside one turn."""

    def combat_turn_limit(self, war: "War") -> tuple[int, bool]:
        """(count, ask): after ``count`` combat turns in one turn no further one is fought, or with ``ask``
        the GM is asked before each further one."""
        return 1, False

    def parse_skill(self, raw: Mapping[str, Any], owner: "Character", index: int) -> "Skill":
        """One sheet entry as a :class:`Skill`; raise :class:`~gmdesk.errors.WarFileError` naming
        ``characters.<id>.skills[index].<field>`` and the value when the entry cannot be read."""
        raise RulesetError(f"{self.id} has no combat rules")

    def skills_of(self, ch: "Character") -> list["Skill"]:
        """Every skill on the sheet, parsed (basic attacks come from :meth:`basic_attacks`). It must depend
        only on the character's id, kind (skirmish's steps) and ``skills`` entries: it is kept by them (and the
        engine caches it by them too)."""
        return list(_PARSED_SHEETS.get((self.id, ch.id, ch.kind), ch.skills,
                                       lambda: tuple(self.parse_skill(raw, ch, i) for i, raw in enumerate(ch.skills))))

    def basic_attacks(self, ch: "Character") -> list["Skill"]:
        """The basic attacks this character may make (``mode`` in an attack order picks one)."""
        return []

    def turn_budget(self, ch: "Character", war: "War", foes: list["Character"],
                    first_battle_turn: bool) -> "Budget":
        """What ``ch`` may spend this turn, computed at the beginning of the turn. ``foes`` are the
        hostiles it is in battle with (or about to be); ``first_battle_turn`` is true when ``ch`` is
        in the first turn of its battle."""
        from gmdesk.rulesets.combat import Budget

        return Budget(actions={"move"})

    def action_cost(self, ch: "Character", skill: "Skill", war: "War") -> "Cost":
        """What using ``skill`` costs ``ch`` (the skill's cost, plus the action it takes)."""
        return skill.cost

    def cost_problem(self, ch: "Character", skill: "Skill", budget: "Budget", war: "War",
                     cost: "Cost | None" = None) -> str | None:
        """Why ``ch`` cannot pay for ``skill`` out of ``budget`` now, or None. ``cost``: ``action_cost(ch, skill,
        war)`` when the caller has it already (the checks and the paying do), so a ruleset that reads it need not
        work it out again; None: work it out if needed."""
        return None

    def target_problem(self, attacker: "Character", target: "Character", skill: "Skill", war: "War",
                       facts: "TurnFacts") -> str | None:
        """Why ``target`` cannot be targeted by ``skill`` now (spirit form, flight…), or None."""
        return None

    def interceptor(self, attacker: "Character", target: "Character", skill: "Skill",
                    war: "War") -> tuple[str | None, str, str]:
        """Who takes an attack aimed at ``target`` instead: (character id or None, explanation, rule)."""
        return None, "", ""

    def interception_changes(self, attacker: "Character", target: "Character", skill: "Skill",
                             war: "War", facts: "TurnFacts") -> list["Change"]:
        """Changes an attack makes to who guards whom before the interceptor is asked (an effect that
        is canceled by this attack, or by what its target did earlier this turn)."""
        return []

    def arrival_changes(self, movers: list["Character"], location: str, war: "War") -> list["Change"]:
        """What arriving somewhere sets off (a Home Base alerting its owner)."""
        return []

    def delayed_key(self, ch: "Character", war: "War", as_rank: Rank | None) -> InitiativeKey:
        """Initiative key of an action delayed to act "as though" with AGI ``as_rank`` (default: the
        normal key computed with that AGI); ``None`` for a delay to the end of a phase, where the key
        only orders the delayers among themselves."""
        from dataclasses import replace

        if as_rank is None:
            return tuple(self.initiative_key(ch, war))
        return tuple(self.initiative_key(replace(ch, stats={**ch.stats, "AGI": as_rank}), war))

    def delay_key(self, ch: "Character", war: "War", value: Any, tie: str | None) -> tuple[InitiativeKey | None, str]:
        """The initiative key of an action delayed to the initiative ``value`` (an order's ``"delay":
        {"initiative": N, "tie": "before" | "after"}``), or (None, why not)."""
        return None, f"{self.id} has no delay to an initiative value"

    def evasion(self, attacker: "Character", target: "Character", skill: "Skill", war: "War") -> Check | None:
        """The chance that ``target`` dodges one hit of ``skill`` (None: the document has no dodge)."""
        return None

    def damage(self, attacker: "Character", target: "Character", skill: "Skill", part_index: int,
               war: "War", facts: "TurnFacts") -> Score:
        """Damage of one hit of ``skill.damage[part_index]`` on ``target``, with every operand."""
        raise RulesetError(f"{self.id} has no damage rules")

    def critical(self, attacker: "Character", target: "Character", skill: "Skill", war: "War") -> Check | None:
        """The chance that one hit of ``skill`` that was not dodged is a critical hit; the damage is then
        multiplied by ``Check.data["multiplier"]`` (None: the document has no critical hits)."""
        return None

    def order_initiative_key(self, ch: "Character", war: "War", phase: Phase, order: Mapping[str, Any],
                             index: int) -> InitiativeKey:
        """Initiative key of one order (``index`` in the turn's list) in ``phase``; default the actor's
        ``phase_initiative_key`` (valor's "Strike first!" may speed only the primary action, 001:L59)."""
        return self.phase_initiative_key(ch, war, phase)

    def fleeing_scout_attackers(self, scout: "Character", detectors: list["Character"], war: "War") -> list[str]:
        """Of those who spotted ``scout``, who may strike it as it flees back (valor 001:L29); each one's side
        is asked whether it strikes, with one normal attack as in a skirmish. Default: nobody."""
        return []

    def scheduled_actors(self, phase: Phase, war: "War", facts: "TurnFacts") -> list[str]:
        """Characters the rules make act in ``phase`` without an order (a skirmish's fighters), in any
        order: the engine's ``scheduled`` activity asks each in initiative order for its action."""
        return []

    def scheduled_action(self, phase: Phase, ch: "Character", war: "War",
                         facts: "TurnFacts") -> Mapping[str, Any] | None:
        """The action ``ch`` must take now in ``phase`` (asked when its turn comes, after the hits of those
        before it landed), as an ``attack``/``skill`` order without ``actor``; None: it does nothing."""
        return None

    def contest(self, attacker: "Character", target: "Character", skill: "Skill", war: "War",
                answers: Mapping[str, str] | None = None) -> "Contest | None":
        """An opposed dice-pool check for one hit: the attacker's pools against the target's (None: the
        ruleset uses :meth:`evasion` and :meth:`damage` instead). The engine rolls every die with the
        turn's generator, shows the exact odds and the faces, then asks :meth:`contest_damage`.
        ``answers`` holds the GM's answers to :meth:`contest_questions`, by key."""
        return None

    def contest_questions(self, attacker: "Character", target: "Character", skill: "Skill",
                          war: "War") -> list["CheckQuestion"]:
        """What the GM must rule before the check of one hit (default: nothing); each is a recorded decision."""
        return []

    def contest_damage(self, attacker: "Character", target: "Character", skill: "Skill",
                       result: "ContestResult", war: "War") -> Score:
        """Damage of a hit decided by :meth:`contest` (0: no damage), with every operand."""
        raise RulesetError(f"{self.id} has no contest damage")

    def inflict(self, target: "Character", skill: "Skill", war: "War") -> list["Change"]:
        """Statuses ``skill`` puts on ``target`` after a hit that landed."""
        return []

    def phase_effects(self, phase: Phase, war: "War", facts: "TurnFacts") -> list["Change"]:
        """Per-turn effects due in ``phase`` (regeneration, upkeep, poison, mana loss…), as changes."""
        return []

    def phase_dice(self, phase: Phase, war: "War") -> list["DiceChange"]:
        """Changes due in ``phase`` whose amount is rolled (2d6 HP recovered…): the engine rolls each, in
        order, after :meth:`phase_effects`."""
        return []

    def end_of_turn(self, war: "War", facts: "TurnFacts") -> list["Change"]:
        """End-of-turn bookkeeping (durations, cooldowns, points), as changes."""
        return []

    def special_action(self, ch: "Character", order: Mapping[str, Any], war: "War",
                       facts: "TurnFacts") -> list["Change"]:
        """The changes of a non-skill action (consume, use-item, buy, claim, resign…); raise
        :class:`~gmdesk.errors.IllegalOrderError` when it cannot happen now."""
        raise RulesetError(f"{self.id} has no action {order.get('action')!r}")

    def special_action_check(self, ch: "Character", order: Mapping[str, Any],
                             war: "War") -> "tuple[tuple[DicePool, ...], str, str] | None":
        """Dice pools a special action rolls first, with what the check is and its rule (a Master's support
        check); the engine rolls them and hands the achievement to :meth:`special_action` as the order's
        ``achievement``. None (the default): no check."""
        return None

    def combat_turn_end(self, war: "War", number: int, fighters: frozenset[str]) -> list["Change"]:
        """Changes at the end of each combat turn inside a turn (``number`` counts them; ``fighters`` fought
        in it, a battle that just ended included; default: none)."""
        return []

    def special_action_slot(self, order: Mapping[str, Any]) -> str | None:
        """The slot a special action resolves in (``support`` …) or None if the ruleset has no such action."""
        return None

    def special_action_cost(self, ch: "Character", order: Mapping[str, Any], war: "War") -> "Cost":
        """What a special action costs (``Full Turn``, the standard action…)."""
        from gmdesk.rulesets.combat import NO_COST

        return NO_COST

    def surprise_detection(self, user: "Character", target: "Character", war: "War") -> Check | None:
        """Whether ``target`` detects the user of a Surprise Attack, which then fails (None: never)."""
        return None

    def frees_from_battle(self, war: "War", cid: str) -> bool:
        """Whether this turn's orders take ``cid`` out of its battle before it moves (an agreement to
        leave combat), so a move order of its is not refused when orders are checked."""
        return False

    def surprise_disables(self, user: "Character", targets: list[str], war: "War") -> list[str]:
        """Who a Surprise Attack that was not detected stops from acting this turn (default: its targets)."""
        return list(targets)

    def command_spell_problem(self, caster: "Character", spell: "CommandSpell", order: Mapping[str, Any],
                              war: "War") -> str | None:
        """A ruleset's own reason to refuse a Command Spell order (a parameter out of range…)."""
        return None

    def command_spell_changes(self, caster: "Character", servant: "Character", spell: "CommandSpell",
                              order: Mapping[str, Any], war: "War") -> list["Change"]:
        """What a Command Spell does beyond its engine ``effect`` (a spell whose effect is ``ruleset`` does
        only this): statuses negated, a teleport anywhere, a flag (default: nothing more)."""
        return []

    def command_spell_actions(self, spell: "CommandSpell", war: "War") -> tuple[str, ...]:
        """Actions the spell takes from the caster and the Servant (may depend on an interpretation)."""
        return spell.uses_actions

    def fatal_blow(self, ch: "Character", health_after: float, war: "War") -> "list[Change]":
        """A way to survive a blow that would kill (ap-sp Focus Band), as changes (empty: none)."""
        return []

    def skill_problem(self, actor: "Character", skill: "Skill", targets: list[str], war: "War") -> str | None:
        """A reason the skill cannot take effect now, found before anything is paid (so its costs are
        refunded): a second Bounded Field in a location, a Reality Marble during a hunt…"""
        return None

    def skill_changes(self, actor: "Character", skill: "Skill", targets: list[str], war: "War",
                      facts: "TurnFacts") -> list["Change"]:
        """What using the skill sets up beyond damage and statuses (a field, a marble, a record)."""
        return []

    def death_reason(self, ch: "Character", war: "War | None") -> str | None:
        """Why ``ch`` is dead now (health at 0 or below…), or None. The sheet checks ask without a war."""
        if ch.health is not None and ch.health <= 0:
            return f"Health {fmt(ch.health)} ≤ 0"
        return None

    def anyone_dead(self, war: "War") -> bool:
        """Whether any living character of ``war`` now has a :meth:`death_reason`: asked after every action
        (most often nobody died), so a ruleset whose test is a plain reading of the sheet may answer it in one
        loop, without a call per character."""
        death_reason = self.death_reason
        for ch in war.characters.values():
            if ch.alive and death_reason(ch, war) is not None:
                return True
        return False

    def after_death(self, dead: "Character", killer: "Character | None", war: "War") -> list["Change"]:
        """What a death sets off: contracts, home bases, effects that end."""
        return []

    def war_result(self, war: "War") -> str | None:
        """Whether the war is over, and how (None: it goes on)."""
        return None

    def show_to_others(self, seen: "Character", ch: "Character", war: "War", team: str) -> None:
        """What ``team``, which sees another team's ``ch``, learns of its sheet: write it into ``seen``, the
        record the knowledge filter made (who, whose, where). Default: nothing more."""
        return None

    # -- description ---------------------------------------------------------------------------
    def describe(self) -> dict[str, Any]:
        """Everything ``gmdesk rules ID`` prints, as plain data (rulesdescribe.py)."""
        return describe_ruleset(self)
