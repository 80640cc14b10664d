"""The True Holy Grail War (document 003, ssv9001): sheets, turn, ordering, movement and the combat hooks."""

from __future__ import annotations

from typing import Any, Mapping, TYPE_CHECKING

from gmdesk.errors import IllegalOrderError, Problem, WarFileError
from gmdesk.model.ranks import Rank, RankPolicy
from gmdesk.model.vocabulary import FleeDestination, MoveOrder, MoveRange, PhaseOrder, Pursuit
from gmdesk.rulesets.base import InitiativeKey, Ruleset
from gmdesk.rulesets.combat import Budget, Change, CommandSpell, Cost, Skill, TurnFacts
from gmdesk.rulesets.descriptions import Phase, PoolSpec, StatSpec
from gmdesk.rulesets.order_words import ENGLISH, FieldPhrase, OrderWords
from gmdesk.rulesets.movement import FleeRules, MovementRules, SearchRules
from gmdesk.rulesets.scores import Check, RankTable, Score, fmt
from gmdesk.rulesets.sheetchecks import CommandSpellLimit
from gmdesk.rulesets.sheetformat import ALIGNMENTS
from gmdesk.rulesets.updates import UpdateRules
from gmdesk.rulesets.true_hgw import actions, alerts, budget, contracts, damage, effects, hits, interpretations as interp, skills
from gmdesk.rulesets.true_hgw.command_spells import COMMAND_SPELLS, STARTING_COMMAND_SPELLS
from gmdesk.rulesets.true_hgw.effective import effective_rank
from gmdesk.rulesets.true_hgw.skill_format import SKILL_FORMAT
from gmdesk.rulesets.true_hgw.tables import ATTACK_DAMAGE, DEFENCE_VALUE, EVASION_VALUE, TABLES

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.model.character import Character
    from gmdesk.model.war import War

DOC = "true-hgw 003"

WIN_STATS = ("STR", "END", "MAG", "AGI", "LCK")
"""The stats Win may raise: 003 §II's stats but NP, which is "not generally included among the other
stats for the purpose of skills"."""

STAT_POLICY = RankPolicy(max_plus=3, max_minus=0, ex_subranks=True, allow_na=False, allow_none=False)
"""'+' only: 003 §VII adds a fixed step per '+' and names no '-' (GAP I3.7). EX takes '+' because
the Win Command Spell gives '+' to stats of 'A Rank or higher' (003 §III). 003 sets no cap on '+';
sheets accept up to three, the cap of every other document."""

NP_POLICY = RankPolicy(max_plus=3, max_minus=0, ex_subranks=True, allow_na=True, allow_none=True)
"""NP is 'a stat possessed only by Servants' (003 §II): a Master's sheet may leave it out or write '-'."""

_MISSING = (-1, 0)
"""Ordering key of a stat missing from a sheet: below every rank."""


class TrueHolyGrailWar(Ruleset):
    id = "true-hgw"
    order_words = ENGLISH + OrderWords(field_phrases=tuple(
        FieldPhrase(phrase, "mode", mode, ("attack",)) for mode, phrases in (
            ("Projectile", ("projectile attack", "projectile", "ranged attack", "shoots", "shoot")),
            ("Magic", ("magic attack", "with magic", "magecraft", "spell attack")),
            ("Melee", ("melee attack", "in melee", "melee")),
        ) for phrase in phrases))
    """The Basic Attack's Attribute (003 §VII: Melee, Magus, Projectile) as players write it."""
    title = "The True Holy Grail War"
    short_name = "True Holy Grail War"
    document = "true-hgw.003_a51ee01e620d0b6c.txt"
    summary = (
        "Six phases (Initial, Command Spell, Support, Attack, Movement, End); one standard and one "
        "move action per turn; moves to any location; damage 8…50 by rank reduced by defence "
        "percentages; Luck evasion; hidden Home Bases found by searching (50 %)."
    )
    kinds = ("master", "servant")
    classes = ("Saber", "Archer", "Lancer", "Caster", "Rider", "Assassin", "Berserker")
    skill_format = SKILL_FORMAT
    starting_command_spells = STARTING_COMMAND_SPELLS  # 003 §III
    command_spell_limit = CommandSpellLimit(STARTING_COMMAND_SPELLS, f"{DOC} §III")
    alignments = ALIGNMENTS

    stats = (
        StatSpec("STR", "Strength", STAT_POLICY, "Damage of physical basic attacks.", f"{DOC} §II, §VII"),
        StatSpec("END", "Endurance", STAT_POLICY, "Reduces damage of Melee Attacks.", f"{DOC} §II, §VII"),
        StatSpec("MAG", "Magic", STAT_POLICY,
                 "Damage of magical basic attacks; reduces damage of Magic Attacks.", f"{DOC} §II, §VII"),
        StatSpec("AGI", "Agility", STAT_POLICY,
                 "Acting order inside each phase; no numeric table.", f"{DOC} §II, §VI"),
        StatSpec("LCK", "Luck", STAT_POLICY,
                 "Evasion and the Agility tie-breaker.", f"{DOC} §II, §VII"),
        StatSpec("NP", "Noble Phantasm", NP_POLICY,
                 "Servants only; 'No special significance'.", f"{DOC} §II", required=False),
    )

    pools = (
        PoolSpec("health", "Health", {"servant": 100, "master": 50}, f"{DOC} §II",
                 "Dead at 0 or below."),
        PoolSpec("mana", "Mana", {"servant": 100, "master": 50}, f"{DOC} §II",
                 "A Servant dies at 0 or below."),
    )

    tables = TABLES

    phases = (
        Phase("initial", "Initial Phase", PhaseOrder.SIMULTANEOUS, ("effects", "act"), f"{DOC} §VI, §IX",
              "Mana regenerates; Health regenerates under interpretation health-regen; upkeep is "
              "paid or the skill is cancelled; 'beginning of the turn' effects; a masterless "
              "Servant loses 40 % of its maximum mana (§III). Then, at the same moment and costing no "
              "action: cancelling an ongoing skill without Duration or upkeep (§IX) or a Defend (§III), "
              "a masterless Servant's new contract, resigning, paying a Passive Ability's Cost.",
              slots=("initial",)),
        Phase("command-spell", "Command Spell Phase", PhaseOrder.SIMULTANEOUS, ("act",), f"{DOC} §VI, §III",
              "Only Command Spells.", slots=("command-spell",)),
        Phase("support", "Support Phase", PhaseOrder.INITIATIVE, ("act",), f"{DOC} §VI, §X, §VII",
              "Support skills; civilian consumption, Spirit Form and territory claims are "
              "support-speed actions; leaving combat by agreement.", slots=("support",)),
        Phase("attack", "Attack Phase", PhaseOrder.INITIATIVE, ("act",), f"{DOC} §VI, §VII",
              "Attack skills and basic attacks; an attack starts combat.", slots=("attack",)),
        Phase("movement", "Movement Phase", PhaseOrder.INITIATIVE, ("search", "move", "flee"), f"{DOC} §VI, §V, §VIII",
              "Search for adjacent Home Bases, move anywhere, or flee combat to an adjacent location."),
        Phase("end", "End Phase", PhaseOrder.SIMULTANEOUS, ("effects",), f"{DOC} §VI, §IX",
              "'end of the turn' effects; Durations and Cooldowns decrement. No acting."),
    )

    interpretations = interp.ALL
    update_rules = UpdateRules(public_fact_kinds=("consumption",), rule="true-hgw 003 §X (civilians: \"during the "
                               "update that night, all players will be alerted to the location\"); battles and "
                               "deaths: interpretation public-update (not in the document)")

    movement = MovementRules(
        range=MoveRange.ANYWHERE,
        max_steps=None,
        move_order=MoveOrder.INITIATIVE,
        battle_blocks_move=True,
        cancel_if_engaged=True,
        move_action_orders=("move", "flee", "search"),
        scout=None,
        meetings=None,
        flee=FleeRules(
            min_battle_turn=2,
            exact_turn_interpretation=interp.FLEE_TURN.key,
            destination=FleeDestination.ADJACENT,
            consumes_move_action=True,
            pursuit=Pursuit.MOVES_LAST,
            pursuit_interpretation=interp.PURSUIT_CATCH.key,
            rule=f"{DOC} §VIII",
            pursuit_rule=f"{DOC} §VIII",
        ),
        search=SearchRules(
            chance=0.5,
            roll_interpretation=interp.SEARCH_ROLL.key,
            consumes_move_action=True,
            rule=f"{DOC} §V",
        ),
        late_entrant=interp.LATE_ENTRANT.key,
        rule=f"{DOC} §VIII",
        cancel_rule=f"{DOC} §VII (a character leaves combat only by fleeing, killing all foes or agreement)",
        late_entrant_rule=f"{DOC} §VII",
    )

    has_combat = True
    special_action_rules = actions.RULES  # §X for consume, spirit-form, claim, resign (not the combat section §VII)
    command_spells = COMMAND_SPELLS
    combat_rule = f"{DOC} §VII"
    budget_rule = f"{DOC} §VI"
    conditions_rule = f"{DOC} §VI"
    spirit_form_leaves_battle = False
    """003 §VII: 'A character leaves combat once they flee, or kill everyone they're in combat with, or
    everybody they're in combat with agrees to leave combat'. Spirit Form (§X) is not among the ways."""
    intercept_once_per_skill = True
    """§III says it of Defend: 'Servants cannot be multi-hit as a result of this effect'. The Master's
    protection is read the same way (a Servant that is itself a target of a skill, or already took one
    hit of it for someone, is not hit again by it): 003 gives no other rule, and the engine's switch is
    one for the ruleset, not per interception."""

    engage_pulls_team = True
    engage_rule = f"{DOC} §VII"
    initiative_rule = f"{DOC} §II, §VI"
    initiative_tie = interp.INITIATIVE_TIE.key

    notes = (
        "Percentages are stored as printed numbers: defence 5 means 5 %, evasion 4 means 4 % (003 §VII).",
        "No '-' subranks (GAP I3.7): every stat refuses '-'.",
        "EX takes '+' by default (interpretation ex-plus, I3.7): 'Each +' in 003 §VII has no exception "
        "and Win gives '+' to stats of 'A Rank or higher' (003 §III); EX+ reads EX plus the table's step.",
        "003 sets no cap on '+'; a war file holds up to three; whether Win adds a fourth is plus-cap.",
        "Agility has no numeric table: ordering compares ranks (letter, then '+'), Luck breaks ties (003 §II).",
        "An action delayed 'as AGI X' acts after every character whose Agility is X, 'in response to' them "
        "(003 §VI).",
        "Moves reach any location; fleeing reaches only adjacent ones (003 §VIII).",
        "Home Bases are hidden until found; a search uses the move action, and the finder may move "
        "to the base at once (003 §V).",
        "Attributes are a sheet field: \"attributes\": [\"Melee\", \"Magus\", \"Projectile\"]; each "
        "allows one basic attack (003 §VII). Without Attributes a character has no basic attack.",
        "Skills: name, rank, type, targets '[Type] Number', cost/upkeep ('20 Mana'), duration/cooldown "
        "(turns), requirements, effect (003 §IX). Melee/Magic/Projectile Attack skills deal the damage "
        "of their rank; every other effect stays for the GM.",
        "Forgoing the dodge chance (003 §VII) is the defender's standing choice: flags.forgo_dodge = true.",
        "Multiple Servants (003 §III) and Win lower/raise the ranks formulas read (damage, defence, "
        "dodge, acting order); the sheet keeps its ranks.",
        "Resign, a new contract, cancel and pay-cost cost no action and resolve in the Initial Phase "
        "(003 §VI allows only Command Spells in the Command Spell Phase; §IX names the Initial Phase for "
        "cancelling); a resignation may be delayed to any later phase ('at any time', §X).",
        "Leaving combat by agreement (003 §VII) is the free order leave-combat, resolved in the Support "
        "Phase: everyone in the battle who orders it leaves when every hostile in it orders it too.",
        "A Home Base alerts its team when someone else enters (003 §V): knowledge 'intruder' with the "
        "place and turn, not who; Spirit Form per alert-spirit-form.",
        "Civilian consumption tells every other team where, not who; the consumer's team knows who (003 §X).",
        "Spirit Form does not take a Servant out of combat (003 §VII lists flight, victory and agreement).",
        "A Servant is hit at most once by one use of a skill, interceptions included (003 §III says so of "
        "Defend; the Master's protection is read the same way).",
        "Passive Abilities marked 'beginning of the turn' or 'end of the turn' (sheet field timing, with "
        "health/mana amounts) take effect then; one with a Cost only when the move orders pay-cost (003 §IX).",
        "A Servant in Spirit Form 'cannot be detected' (003 §X): is_concealed is true for it.",
    )

    # -- ordering ----------------------------------------------------------------------------
    def _rank_key(self, ch: "Character", stat: str, war: "War | None" = None) -> tuple[int, int]:
        rank, _text = effective_rank(self, ch, stat, war)
        if rank is None or rank.is_special:
            return _MISSING
        return rank.sort_key()

    def initiative_key(self, ch: "Character", war: "War") -> tuple[tuple[int, int], tuple[int, int]]:
        """Higher Agility acts first inside a phase; Luck breaks Agility ties (003 §II, §VI). The ranks
        are those the character has now (multiple Servants, Win: 003 §III)."""
        return (self._rank_key(ch, "AGI", war), self._rank_key(ch, "LCK", war))

    def delayed_key(self, ch: "Character", war: "War", as_rank: Rank | None) -> InitiativeKey:
        """An action delayed 'as' AGI ``as_rank`` acts after everyone whose Agility is that rank, whatever
        their Luck, and before lower Agilities: 'even if unable to act at A Agility, you could still use
        delayed actions in response to A Agility actions' (003 §VI). The rank is the moment chosen, so
        Win and the multiple-Servant loss (which change the character's own Agility) do not apply to it."""
        if as_rank is None:  # 003 has no delay to the end of a phase
            return super().delayed_key(ch, war, as_rank)
        return (as_rank.sort_key(), _MISSING)

    def explain_initiative(self, ch: "Character", war: "War") -> str:
        """The ranks behind the acting order: Agility, then Luck (003 §II)."""
        _agi, agi = effective_rank(self, ch, "AGI", war)
        _lck, lck = effective_rank(self, ch, "LCK", war)
        return f"{agi}, {lck}"

    # -- table reads -------------------------------------------------------------------------
    @staticmethod
    def _read(table: RankTable, rank: Rank, unit: str) -> Score:
        value = table.value(rank)
        return Score(value, f"{table.formula_text(rank)}{unit}", table.rule)

    def attack_damage(self, rank: Rank) -> Score:
        """Damage of an attack of ``rank``: E 8 … EX 50, +3 per '+' (003 §VII)."""
        return self._read(ATTACK_DAMAGE, rank, "")

    def defence_value(self, rank: Rank) -> Score:
        """Percent of damage removed by a defensive stat of ``rank``: E 5 … EX 32, +2 per '+' (003 §VII)."""
        return self._read(DEFENCE_VALUE, rank, " %")

    def evasion_value(self, rank: Rank) -> Score:
        """Luck evasion percent of ``rank``: E 4 … EX 40, +2 per '+' (003 §VII)."""
        return self._read(EVASION_VALUE, rank, " %")

    def search_chance_text(self, war: "War | None") -> str:
        """How a Home Base search is rolled, for the GM's log (003 §V)."""
        choice = self.choice(war, interp.SEARCH_ROLL.key)
        chance = self.movement.search.chance if self.movement.search else 0.0
        return f"{fmt(chance * 100)} % to find an adjacent hidden Home Base; {interp.SEARCH_ROLL.describe(choice)}"

    # -- sheets ------------------------------------------------------------------------------
    def validate_character(self, ch: "Character", where: str) -> list[Problem]:
        """The base checks (skill entries, 003 §IX; the Command Spells a Master can hold, 'each Master begins
        with 3', 003 §III), plus Attributes (003 §VII)."""
        found = super().validate_character(ch, where)
        found += [Problem(f, v, m) for f, v, m in damage.attribute_problems(ch, where)]
        return found

    def validate_war(self, war: "War") -> list[Problem]:
        """The base checks, plus EX+ on sheets under ex-plus=refused (I3.7; 003 §VII)."""
        found = super().validate_war(war)
        if self.choice(war, interp.EX_PLUS.key) != "refused":
            return found
        why = f"EX has no subranks ({interp.EX_PLUS.describe('refused')})"
        for i, ch in enumerate(war.characters.values()):
            where = f"characters[{i}]({ch.id})"
            for key, rank in ch.stats.items():
                if rank.letter == "EX" and rank.plus:
                    found.append(Problem(f"{where}.stats.{key}", str(rank), why))
            for j, raw in enumerate(ch.skills):
                try:
                    skill_rank = self.parse_skill(raw, ch, j).rank
                except WarFileError:
                    continue  # reported by validate_character
                if skill_rank is not None and skill_rank.letter == "EX" and skill_rank.plus:
                    found.append(Problem(f"{where}.skills[{j}].rank", str(skill_rank), why))
        return found

    # -- combat: skills and attacks -----------------------------------------------------------
    def parse_skill(self, raw: Mapping[str, Any], owner: "Character", index: int) -> Skill:
        """A sheet entry of 003 §IX (see gmdesk/rulesets/true_hgw/skills.py)."""
        names = tuple(str(r.get("name")) for r in owner.skills if isinstance(r, Mapping) and r.get("name"))
        return skills.parse_skill(raw, owner.id, index, names)

    def basic_attacks(self, ch: "Character") -> list[Skill]:
        """Melee, Magic and Projectile Basic Attacks allowed by the sheet's Attributes (003 §VII)."""
        return damage.basic_attacks(ch)

    def damage(self, attacker: "Character", target: "Character", skill: Skill, part_index: int,
               war: "War", facts: TurnFacts) -> Score:
        """(Attack Damage) × (1 − Defense Value) (003 §VII)."""
        return damage.damage(self, attacker, target, skill, part_index, war)

    def evasion(self, attacker: "Character", target: "Character", skill: Skill, war: "War") -> Check | None:
        """Dodge = DefLCK − ½ (AttLCK + attack rank as LCK) (003 §VII)."""
        return damage.dodge(self, attacker, target, skill, war)

    def target_problem(self, attacker: "Character", target: "Character", skill: Skill, war: "War",
                       facts: TurnFacts) -> str | None:
        """Spirit Form 'cannot be affected or targeted by anything' (003 §X); target types (003 §IX)."""
        return damage.target_problem(attacker, target, skill)

    def interceptor(self, attacker: "Character", target: "Character", skill: Skill,
                    war: "War") -> tuple[str | None, str, str]:
        """The Servant intercepts attacks aimed at its Master in the same area; Defend (003 §III)."""
        return damage.interceptor(self, attacker, target, skill, war)

    def interception_changes(self, attacker: "Character", target: "Character", skill: Skill, war: "War",
                             facts: TurnFacts) -> list[Change]:
        """Defend 'ends automatically if the target should attack the Master or Servant' (003 §III): at
        once, so a later attack on the target this turn is not intercepted."""
        return damage.defend_breaks(self, war, list(facts.attack_log))

    def arrival_changes(self, movers: list["Character"], location: str, war: "War") -> list[Change]:
        """A Home Base 'alerts the Master of that team whenever someone else enters' (003 §V)."""
        return alerts.arrival_changes(self, movers, location, war)

    def is_concealed(self, ch: "Character") -> bool:
        """A Servant in Spirit Form 'cannot be detected' (003 §X)."""
        return super().is_concealed(ch) or bool(ch.spirit_form)

    def inflict(self, target: "Character", skill: Skill, war: "War") -> list[Change]:
        """003 defines no statuses: a skill's extra effects are free text the GM applies (003 §IX)."""
        return []

    # -- combat: the action economy -------------------------------------------------------------
    def turn_budget(self, ch: "Character", war: "War", foes: list["Character"],
                    first_battle_turn: bool) -> Budget:
        """One standard and one move action; none of the standard in Spirit Form (003 §VI, §X)."""
        return budget.turn_budget(self, ch, war)

    def action_cost(self, ch: "Character", skill: Skill, war: "War") -> Cost:
        """The skill's Cost plus the standard action, unless it is a Free Action (003 §VI, §IX)."""
        return budget.action_cost(skill)

    def cost_problem(self, ch: "Character", skill: Skill, budget_now: Budget, war: "War",
                     cost: Cost | None = None) -> str | None:
        """Passive Abilities, Spirit Form, Cooldowns and the used standard action (003 §IX, §X, §VI)."""
        return budget.cost_problem(ch, skill, budget_now)

    def special_action_slot(self, order: Mapping[str, Any]) -> str | None:
        """consume, spirit-form and claim are support-speed (003 §X); resign, contract, cancel and pay-cost
        resolve in the Initial Phase (003 §VI, §IX); leave-combat in the Support Phase (003 §VII)."""
        return actions.SLOTS.get(str(order.get("action")))

    def special_action_cost(self, ch: "Character", order: Mapping[str, Any], war: "War") -> Cost:
        """Standard action (consume, spirit form), standard and move action (claim) (003 §X)."""
        return budget.special_action_cost(order)

    def special_action(self, ch: "Character", order: Mapping[str, Any], war: "War",
                       facts: TurnFacts) -> list[Change]:
        """The special actions of 003 §X and the contract and cancel rules of §III and §IX."""
        handler = actions.HANDLERS.get(str(order.get("action")))
        if handler is None:
            raise IllegalOrderError(dict(order), f"{self.id} has no action {order.get('action')!r}",
                                    rule=f"{DOC} §X")
        return handler(self, ch, order, war)

    # -- combat: turn effects, deaths, end of the War ---------------------------------------------
    def phase_effects(self, phase: Phase, war: "War", facts: TurnFacts) -> list[Change]:
        """Initial Phase: regeneration, upkeep, masterless loss, 'beginning of the turn'; End Phase:
        'end of the turn', Durations and Cooldowns (003 §VI, §IX, §III)."""
        if phase.id == "initial":
            return effects.initial_phase(self, war)
        if phase.id == "end":
            return effects.end_phase(self, war, facts, list(getattr(facts, "casts", [])))
        return []

    def end_of_turn(self, war: "War", facts: TurnFacts) -> list[Change]:
        """Health lost outside an attack (an 'end of the turn' effect) does not stop next turn's Health
        regeneration (003 §II: "not successfully attacked"; gmdesk/rulesets/true_hgw/hits.py)."""
        return hits.attack_hit_flags(war, facts)

    def death_reason(self, ch: "Character", war: "War | None") -> str | None:
        """Health ≤ 0; for a Servant also Mana ≤ 0 (003 §II)."""
        return contracts.death_reason(ch)

    def frees_from_battle(self, war: "War", cid: str) -> bool:
        """Leaving combat by agreement (003 §VII) happens in the Support Phase, before the Movement Phase."""
        return actions.agreed_to_leave(war, cid)

    def command_spell_problem(self, caster: "Character", spell: CommandSpell, order: Mapping[str, Any],
                              war: "War") -> str | None:
        """Win needs one of the stats of 003 §II (NP is "not generally included among the other stats");
        under command-spell-timing=phase-only a Command Spell cannot be delayed out of its phase (I3.5)."""
        if spell.key == "defend" and (problem := contracts.defend_problem(caster, order, war)):
            return problem
        if spell.key == "summon" and (problem := contracts.summon_problem(caster, order, war)):
            return problem
        if spell.key == "win" and order.get("stat") not in WIN_STATS:
            return f"Win: choose one of {', '.join(WIN_STATS)}, not {order.get('stat')!r} (true-hgw 003 §III, §II)"
        if order.get("delay") and self.choice(war, interp.COMMAND_SPELL_TIMING.key) == "phase-only":
            return ("Command Spells are cast only in the Command Spell Phase ("
                    f"{interp.COMMAND_SPELL_TIMING.describe('phase-only')})")
        return None

    def command_spell_actions(self, spell: CommandSpell, war: "War") -> tuple[str, ...]:
        """Flee costs no action, or the move action under flee-spell-action=move-action (I3.3)."""
        if spell.effect == "flee" and self.choice(war, interp.FLEE_SPELL_ACTION.key) == "move-action":
            return ("move",)
        return spell.uses_actions

    def after_death(self, dead: "Character", killer: "Character | None", war: "War") -> list[Change]:
        """A Master's death removes the team's Home Base field(s) and reveals them to all (003 §V)."""
        return contracts.after_death(self, dead, war)

    def war_result(self, war: "War") -> str | None:
        """No more than one Servant alive, or every Master dead (003 §I)."""
        return contracts.war_result(war)
