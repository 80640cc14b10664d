"""The skirmish War (document 002): sheets, tables, turn order, ordering and movement."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any, Mapping

from gmdesk.errors import IllegalOrderError, Problem
from gmdesk.messages import Listing, Message
from gmdesk.model.ranks import Rank, RankPolicy
from gmdesk.model.flags import Flag
from gmdesk.model.vocabulary import ChangeKind, EventKind, FleeDestination, MoveOrder, MoveRange, ScoutRange
from gmdesk.rulesets.base import Ruleset
from gmdesk.rulesets.descriptions import Phase, PoolSpec, StatSpec
from gmdesk.rulesets.movement import FleeRules, MovementRules, ScoutRules
from gmdesk.rulesets.order_words import ENGLISH, JAPANESE, OrderWords
from gmdesk.rulesets.scores import Check, RankTable, Score, fmt
from gmdesk.rulesets.sheetchecks import CommandSpellLimit
from gmdesk.rulesets.sheetformat import ALIGNMENTS, Derived
from gmdesk.rulesets.combat import Budget, Change, CommandSpell, Cost, Skill, TurnFacts
from gmdesk.rulesets.skirmish import actions, budget, damage, interpretations as interp, melee_round, night, rules
from gmdesk.rulesets.skirmish import phases as turn_phases, sheet, skills
from gmdesk.rulesets.skirmish.command_spells import COMMAND_SPELLS, reach_problem
from gmdesk.rulesets.skirmish.skill_format import SKILL_FORMAT
from gmdesk.rulesets.skirmish.tables import AGI_VALUE, END_REDUCER, LCK_VALUE, MAG_SCORE, STR_SCORE, TABLES

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.model.character import Character
    from gmdesk.model.war import War

DOC = "skirmish 002"

STAT_POLICY = RankPolicy(max_plus=3, max_minus=0, ex_subranks=False, allow_na=False, allow_none=False)
"""Up to three '+' (002:L86); no '-' anywhere in 002; EX takes no '+' (the END table has no EX+
rows, I2.2)."""

NP_POLICY = RankPolicy(max_plus=3, max_minus=0, ex_subranks=False, allow_na=True, allow_none=True)
"""'Servants possess this parameter as well' (002:L156): a Master's sheet may leave it out."""

_NO_VALUE = -1.0
"""Ordering value of AGI or LCK missing from a sheet: below every table value."""


class Skirmish(Ruleset):
    id = "skirmish"
    title = "Skirmish War (7 Masters, 7 Servants)"
    short_name = "Skirmish War"
    document = "skirmish.002_021bc7baff9a4247.txt"
    summary = (
        "Seven Master-Servant pairs; a skirmish opens every battle (counter-attacks at 80 %); "
        "fixed battle order command spell → surprise → supports → offence → flee; damage from "
        "STR/MAG scores and END/Magical Defense reducers; dodge and critical chances from AGI and LCK."
    )
    kinds = ("master", "servant", "familiar")
    skill_format = SKILL_FORMAT
    starting_command_spells = 3  # 002:L29
    command_spell_limit = CommandSpellLimit(3, "skirmish 002:L29")
    has_combat = True
    combat_rule = f"{DOC}:L57-84"
    special_action_rules = actions.RULES  # 002:L6 Spirit Form, L16 civilians and L22 Masters
    budget_rule = f"{DOC}:L66, L68, L70"
    engage_rule = f"{DOC}:L57, L64"
    spirit_form_leaves_battle = True
    command_spells = COMMAND_SPELLS
    order_words = ENGLISH + JAPANESE + OrderWords(verbs={"consume": ("魂喰い", "魂食い", "喰らう", "食らう"),
                                                         "spirit-form": ("霊体化",)})
    """Posts in English or Japanese: a war whose forum writes Japanese (its updates can be written in it) reads
    its players' Japanese orders too; drain a civilian and Spirit Form in the words a Japanese post uses."""
    alignments = ALIGNMENTS

    stats = (
        StatSpec("STR", "Strength", STAT_POLICY,
                 "Score for physical damage; '+' multiplies damage ×(n+1).", f"{DOC}:L94-101"),
        StatSpec("END", "Endurance", STAT_POLICY,
                 "Reducer against physical skills and attacks.", f"{DOC}:L103-125"),
        StatSpec("MAG", "Magical Energy / Magical Defense", STAT_POLICY,
                 "Magical Energy score (damage) and Magical Defense reducer (END values).",
                 f"{DOC}:L127-136"),
        StatSpec("AGI", "Agility", STAT_POLICY,
                 "Move order, dodge and critical values; '+' gives extra melee attacks.", f"{DOC}:L138-145"),
        StatSpec("LCK", "Luck", STAT_POLICY,
                 "Agility tie-breaker; dodge and critical values (+.02 per '+').", f"{DOC}:L147-154"),
        StatSpec("NP", "Noble Phantasm", NP_POLICY,
                 "Servants only; no effect beyond the sheet.", f"{DOC}:L156", required=False),
    )

    pools = (
        PoolSpec("health", "Health", {"master": None, "servant": None, "familiar": None}, f"{DOC}:L88",
                 "Maximum and resting regeneration per sheet ('x (regen)'); death at 0."),
        PoolSpec("mana", "Mana", {"master": None, "servant": None, "familiar": None}, f"{DOC}:L90",
                 "Maximum and resting regeneration per sheet; a Servant dies at 0 (002:L12)."),
    )

    tables = TABLES
    phases = turn_phases.DEFAULT
    interpretations = interp.ALL

    movement = MovementRules(
        range=MoveRange.ADJACENT,
        max_steps=1,
        move_order=MoveOrder.INITIATIVE,
        battle_blocks_move=True,
        cancel_if_engaged=True,
        spirit_form_follows_master=True,
        move_action_orders=("move", "flee", "scout"),
        scout=ScoutRules(
            kinds=("servant",),
            range=ScoutRange.ADJACENT,
            range_interpretation=interp.SCOUT_RANGE.key,
            not_after_battle=False,
            rule=f"{DOC}:L8",
            detection_rule=f"{DOC}:L8; no detection rule (GAP I2.9): the GM decides",
        ),
        meetings=None,
        flee=FleeRules(
            min_battle_turn=1,
            exact_turn_interpretation=None,
            destination=FleeDestination.ADJACENT,
            consumes_move_action=True,
            pursuit=None,
            rule=f"{DOC}:L72; destination and turn GAP I2.9",
        ),
        search=None,
        late_entrant="skirmish",
        late_entrant_rule=f"{DOC}:L57-59 (a Servant entering a battle starts a new skirmish; Assassin may skip it)",
        rule="house rule, not in the document: 002 has no map movement (GAP I2.9, interpretation move-range)",
        cancel_rule=f"{DOC}:L64, L72 (a battle is left by fleeing)",
    )

    initiative_rule = f"{DOC}:L54, L62, L138"
    initiative_tie = "random"

    notes = (
        "Move order: AGI value (pluses have no effect, 002:L138), then LCK value, then random (002:L54).",
        "STR and MAG '+' multiply damage ×(n+1) instead of raising the score (002:L94, L127); the "
        "score tables read a '+' rank as its letter.",
        "END A+++ is printed '. 45' (002:L124) and LCK EX 'EX 0.25' without the dash (002:L154).",
        "MAG E scores 0 (002:L129): an E-MAG magical attack does 0 whatever its pluses (I2.1).",
        "Magical Defense reads the MAG rank through the END table (002:L136).",
        "No maximum Health or Mana: both come from the sheet (002:L88-90).",
        "002 has no map movement, flee destination or scouting detection (GAP I2.9); see the "
        "interpretations move-range, movement-phase, scout-range, flee-destination, flee-when. "
        "Scouting detection is always asked of the GM.",
        "'Each night' is read as each turn (I2.10). 'Assassin cannot receive surprise' is read as "
        "'perform' (I2.6).",
        "002 names Archer, Assassin and Berserker but lists no classes.",
        "Skirmish (002:L57-59): when a battle begins or a new Servant enters one, the Servants strike in "
        "Agility order; a struck Servant's turn is a counter-attack at 80 %. Masters do not skirmish; an "
        "Assassin making a surprise attack skips it.",
        "Damage: skills avg(score, rank score) × reducer × (skill '+' + 1) (002:L78, L159); melee "
        "score × reducer ÷ 2 × (stat '+' + 1) (002:L80, L94, L127); counter-attacks × 0.8 (002:L57); "
        "critical hits × 1.5 (002:L84); NP clashes do the difference (002:L76).",
        "Dodge and critical chances: (AGI difference) × (LCK difference) when both are positive; never "
        "for or against a Noble Phantasm (002:L82, L84).",
        "Night (I2.10): resting characters regenerate, doubled in Spirit Form, not after battle, moving "
        "or scouting (002:L6-L14); masterless Servants lose 30 % of maximum mana (002:L12); a Master's "
        "several Servants cut regeneration (002:L26); civilians +40 mana (002:L16); consumed Masters "
        "+50 % (002:L22).",
        "Not applied by the engine, left to the GM: 'certain unruly Servants may take the opportunity to "
        "turn on their former Master' after the third Command Spell (002:L29); what Shake it Off removes "
        "and what Do as I say! commands (002:L43, L45); recontracting (002:L24).",
    ) + tuple(f"{key}: {why}" for key, why in interp.HOUSE_RULES.items())

    # -- turn ----------------------------------------------------------------------------------
    def phases_for(self, war: "War") -> tuple[Phase, ...]:
        """The turn for the chosen movement-phase and command-spell-order readings (GAP I2.9, 002:L29, L64)."""
        movement_first = self.choice(war, interp.MOVEMENT_PHASE.key) == "before-battle"
        spells_first = self.choice(war, interp.COMMAND_SPELL_ORDER.key) == "before-skirmish"
        return turn_phases.turn(movement_first, spells_first)

    def movement_for(self, war: "War | None") -> MovementRules:
        """Movement with the war's move-range, flee-destination and flee-when readings (GAP I2.9)."""
        rules = self.movement
        if self.choice(war, interp.MOVE_RANGE.key) == MoveRange.ANYWHERE:
            rules = replace(rules, range=MoveRange.ANYWHERE, max_steps=None)
        flee = rules.flee
        if flee is not None:
            destination = FleeDestination(self.choice(war, interp.FLEE_DESTINATION.key))
            first_turn = 2 if self.choice(war, interp.FLEE_WHEN.key) == "second" else 1
            rules = replace(rules, flee=replace(flee, destination=destination, min_battle_turn=first_turn))
        return rules

    # -- table reads ---------------------------------------------------------------------------
    @staticmethod
    def _read(table: RankTable, rank: Rank) -> Score:
        return Score(table.value(rank), table.formula_text(rank), table.rule)

    def str_score(self, rank: Rank) -> Score:
        """STR score of the letter: E 10 … A 50, EX 300 (002:L96-101)."""
        return self._read(STR_SCORE, rank)

    def mag_score(self, rank: Rank) -> Score:
        """Magical Energy score of the letter: E 0 … A 60, EX 300 (002:L129-134)."""
        return self._read(MAG_SCORE, rank)

    def end_reducer(self, rank: Rank) -> Score:
        """Endurance reducer row, subranks included: E .99 … A+++ .45, EX .3 (002:L105-125)."""
        return self._read(END_REDUCER, rank)

    def magic_defense_reducer(self, rank: Rank) -> Score:
        """Magical Defense reducer: 'Its values are equal to those listed for Endurance' (002:L136)."""
        value = END_REDUCER.value(rank)
        return Score(value, f"Magical Defense {rank} = END reducer[{rank}] = {fmt(value)}", f"{DOC}:L136")

    def agi_value(self, rank: Rank) -> Score:
        """AGI value: E 0 … EX 4; "'+'s have no effect on these values" (002:L138-145)."""
        return self._read(AGI_VALUE, rank)

    def lck_value(self, rank: Rank) -> Score:
        """LCK value: E .01 … EX .25, 'Each '+' adds .02' (002:L147-154)."""
        return self._read(LCK_VALUE, rank)

    def plus_multiplier(self, rank: Rank) -> Score:
        """Damage multiplier of a STR, MAG or skill rank: (number of '+') + 1 (002:L94, L127, L159)."""
        factor = rank.plus + 1
        return Score(factor, f"{rank}: {rank.plus} '+' → damage ×({rank.plus} + 1) = ×{factor}",
                     f"{DOC}:L94, L127, L159")

    # -- ordering ----------------------------------------------------------------------------
    def agi_pluses(self, ch: "Character", war: "War | None") -> Score:
        """Agility '+' that count for a character: all of a Servant's; for a Master, per
        interpretation master-agi-plus, because 'Masters do not benefit from '++' or '+++'
        Agility' (002:L70)."""
        rank = ch.stat("AGI")
        pluses = rank.plus if rank is not None else 0
        shown = rank if rank is not None else "(no rank)"
        if ch.kind != "master":
            return Score(pluses, Message("{name}: AGI {rank} → {plus} '+'", name=ch.name, rank=shown, plus=pluses),
                         f"{DOC}:L70, L138")
        choice = self.choice(war, interp.MASTER_AGI_PLUS.key)
        counted = min(pluses, 1) if choice == "one" else 0
        return Score(counted, Message("{name} (Master): AGI {rank} → {plus} '+' counted; {reading}", name=ch.name,
                                      rank=shown, plus=counted, reading=interp.MASTER_AGI_PLUS.describe(choice)),
                     f"{DOC}:L70")

    def extra_melee_attacks(self, ch: "Character", war: "War | None") -> Score:
        """Extra regular melee attacks per turn: one per counted AGI '+' (002:L70, L138)."""
        counted = self.agi_pluses(ch, war)
        return Score(counted.value, Message("{how} → {count} extra regular melee attack(s)", how=counted.explain,
                                            count=fmt(counted.value)), f"{DOC}:L70, L138")

    def _value(self, table: RankTable, ch: "Character", stat: str) -> float:
        rank = ch.stat(stat)
        if rank is None or rank.is_special:
            return _NO_VALUE
        return table.value(rank)

    def initiative_key(self, ch: "Character", war: "War") -> tuple[float, int, float]:
        """AGI value first, then (interpretation agi-plus-tiebreak) AGI '+', then LCK value;
        full ties are random (002:L54, L138)."""
        agi = self._value(AGI_VALUE, ch, "AGI")
        lck = self._value(LCK_VALUE, ch, "LCK")
        plus = 0
        if self.choice(war, interp.AGI_PLUS_TIEBREAK.key) == "yes":
            plus = int(self.agi_pluses(ch, war).value)
        return (agi, plus, lck)

    def explain_initiative(self, ch: "Character", war: "War") -> str:
        """The values behind the acting order: AGI value, then LCK value (002:L54, L140-154)."""
        agi, plus, lck = self.initiative_key(ch, war)
        if self.choice(war, interp.AGI_PLUS_TIEBREAK.key) == "yes":
            return Message("AGI {agi_rank} = {agi}, LCK {lck_rank} = {lck}, AGI '+' {plus} breaks AGI ties",
                           agi_rank=ch.stat("AGI"), agi=fmt(agi), lck_rank=ch.stat("LCK"), lck=fmt(lck), plus=plus)
        return Message("AGI {agi_rank} = {agi}, LCK {lck_rank} = {lck}", agi_rank=ch.stat("AGI"), agi=fmt(agi),
                       lck_rank=ch.stat("LCK"), lck=fmt(lck))

    # -- scouting ----------------------------------------------------------------------------
    def scout_detection(self, scout: "Character", observers: list["Character"], war: "War") -> list[tuple[list[str], Check]]:
        """002 lets Servants scout (002:L8) but has no detection rule (GAP I2.9): the GM decides."""
        if not observers:
            return []
        check = Check(
            explain=Message("{scout} scouts where {names} stands: detection is the GM's call (GAP I2.9)"
                            if len(observers) == 1 else
                            "{scout} scouts where {names} stand: detection is the GM's call (GAP I2.9)",
                            scout=scout.name, names=Listing([o.name for o in observers])),
            rule=f"{DOC}:L8; GAP I2.9",
            chance=None,
            certain=None,
            data={"ask_gm": True},
        )
        return [([o.id for o in observers], check)]

    # -- combat: skills, attacks, damage -------------------------------------------------------
    def parse_skill(self, raw: Mapping[str, Any], owner: "Character", index: int) -> Skill:
        """A sheet entry: rank, type (the step of 002:L64), nature (002:L78), mana cost."""
        return skills.parse_skill(raw, owner, index)

    def basic_attacks(self, ch: "Character") -> list[Skill]:
        """Regular melee attacks, the skirmish's attacks and Assassin's surprise (002:L57, L68, L74)."""
        return skills.basic_attacks(ch)

    def damage(self, attacker: "Character", target: "Character", skill: Skill, part_index: int,
               war: "War", facts: TurnFacts) -> Score:
        """002:L57, L76-80 with the '+' multipliers of L94, L127, L159."""
        return damage.damage(self, attacker, target, skill, war, facts)

    def evasion(self, attacker: "Character", target: "Character", skill: Skill, war: "War") -> Check | None:
        """(defender AGI − attacker AGI) × (defender LCK − attacker LCK) (002:L82)."""
        return damage.dodge(self, attacker, target, skill, war)

    def critical(self, attacker: "Character", target: "Character", skill: Skill, war: "War") -> Check | None:
        """(attacker AGI − defender AGI) × (attacker LCK − defender LCK), damage × 1.5 (002:L84)."""
        return damage.critical(self, attacker, target, skill, war)

    def target_problem(self, attacker: "Character", target: "Character", skill: Skill, war: "War",
                       facts: TurnFacts) -> str | None:
        """Spirit Form (002:L6), protected Masters (002:L18), surprise attacks (002:L74)."""
        return rules.target_problem(attacker, target, skill, war)

    def interceptor(self, attacker: "Character", target: "Character", skill: Skill,
                    war: "War") -> tuple[str | None, str, str]:
        """Protect X (002:L39)."""
        return rules.interceptor(war, target)

    def surprise_detection(self, user: "Character", target: "Character", war: "War") -> Check | None:
        """'if not detected due to a familiar or similar skill' (002:L74): the GM's call; what a detection does
        follows interpretation surprise-detected (not in the document)."""
        return rules.surprise_detection(user, target, self.choice(war, interp.SURPRISE_DETECTED.key))

    def surprise_disables(self, user: "Character", targets: list[str], war: "War") -> list[str]:
        """A surprise attack only strikes first (002:L74): it stops no one from acting."""
        return []

    def skill_changes(self, actor: "Character", skill: Skill, targets: list[str], war: "War",
                      facts: TurnFacts) -> list[Change]:
        """A surprise attack is remembered for the battle (once per battle, 002:L74)."""
        if skills.attack_kind(skill) != skills.SURPRISE or actor.location is None:
            return []
        battle = next((b for b in war.battles if b.location == actor.location), None)
        battle_id = battle.id if battle is not None else f"b{facts.turn}-{actor.location}"
        place = war.map.locations.get(actor.location)
        said = Message("{name} makes its surprise attack in the battle at {place}", name=actor.name,
                       place=place.name if place is not None else actor.location)  # the id is the flag's value
        return [Change(actor.id, ChangeKind.FLAG, said, f"{DOC}:L74", value=(Flag.SURPRISED_BATTLE, battle_id),
                       kind=EventKind.NOTE)]

    # -- combat: the skirmish --------------------------------------------------------------------
    def scheduled_actors(self, phase: Phase, war: "War", facts: TurnFacts) -> list[str]:
        """The skirmish's Servants (002:L57-59)."""
        return melee_round.actors(self, war, facts) if phase.id == turn_phases.SKIRMISH.id else []

    def scheduled_action(self, phase: Phase, ch: "Character", war: "War",
                         facts: TurnFacts) -> Mapping[str, Any] | None:
        """A skirmish attack, or a counter-attack once struck (002:L57)."""
        return melee_round.action(self, ch, war, facts) if phase.id == turn_phases.SKIRMISH.id else None

    # -- combat: the action economy ---------------------------------------------------------------
    def command_spell_problem(self, caster: "Character", spell: "CommandSpell", order: Mapping[str, Any],
                              war: "War") -> str | None:
        """Where a spell reaches: 002 gives no range (reading command-spell-reach); Spirit Form 002:L6."""
        return reach_problem(caster, spell, order, war, self.choice(war, interp.COMMAND_SPELL_REACH.key))

    def turn_budget(self, ch: "Character", war: "War", foes: list["Character"],
                    first_battle_turn: bool) -> Budget:
        """A support and an offensive action; 1 + AGI '+' regular melee attacks (002:L66-70)."""
        return budget.turn_budget(self, ch, war)

    def action_cost(self, ch: "Character", skill: Skill, war: "War") -> Cost:
        return budget.action_cost(ch, skill)

    def cost_problem(self, ch: "Character", skill: Skill, budget_now: Budget, war: "War",
                     cost: Cost | None = None) -> str | None:
        return budget.cost_problem(self, ch, skill, budget_now, war)

    def special_action_slot(self, order: Mapping[str, Any]) -> str | None:
        """spirit-form in the Master's support step (002:L6); consume at night (002:L16, L22)."""
        return budget.SPECIAL_SLOTS.get(str(order.get("action")))

    def special_action_cost(self, ch: "Character", order: Mapping[str, Any], war: "War") -> Cost:
        return budget.special_action_cost(order)

    def special_action(self, ch: "Character", order: Mapping[str, Any], war: "War",
                       facts: TurnFacts) -> list[Change]:
        """The Spirit Form toggle (002:L6), civilians (002:L16), consuming Masters (002:L22)."""
        if order.get("action") == "spirit-form":
            return actions.spirit_form(ch, order, war)
        if order.get("action") == "consume":
            return actions.consume(ch, order, war, facts)
        raise IllegalOrderError(dict(order), f"{self.id} has no action {order.get('action')!r}", rule=DOC)

    # -- combat: night, deaths, the end of the War ---------------------------------------------------
    def phase_effects(self, phase: Phase, war: "War", facts: TurnFacts) -> list[Change]:
        """The Night: regeneration and the masterless loss (002:L6-L14, L26)."""
        return night.night(self, war, facts) if phase.id == turn_phases.NIGHT.id else []

    def end_of_turn(self, war: "War", facts: TurnFacts) -> list[Change]:
        return rules.end_of_turn(war, facts)

    def death_reason(self, ch: "Character", war: "War | None") -> str | None:
        return rules.death_reason(ch)

    def war_result(self, war: "War") -> str | None:
        return rules.war_result(war)

    def derived_values(self, ch: "Character", war: "War | None") -> list[Derived]:
        """The tables' reads, then the melee and skill damage before the enemy's reducer, and the extra
        melee attacks (002:L70-80, L94, L127, L159): the skirmish sheet on screen and on paper."""
        return super().derived_values(ch, war) + sheet.derived(self, ch, war)

    def validate_war(self, war: "War") -> list[Problem]:
        """The ruleset's checks, and the Spirit Form of 002:L6."""
        return super().validate_war(war) + rules.war_problems(war)
