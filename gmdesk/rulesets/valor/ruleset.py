"""The valor ruleset: seven teams, two-location moves, Crossing and Sighting, valor points (001)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from gmdesk.errors import IllegalOrderError, Problem, RankError
from gmdesk.messages import Message
from gmdesk.model.flags import Flag
from gmdesk.model.ranks import Rank, RankPolicy
from gmdesk.rulesets.base import InitiativeKey, Ruleset
from gmdesk.rulesets.combat import Budget, Change, CommandSpell, Cost, Skill, TurnFacts
from gmdesk.rulesets.valor.order_fields import OrderFields
from gmdesk.rulesets.valor import actions, attacks, budget, command_spells, effects
from gmdesk.rulesets.valor.effective import boosted_rank, spell_effect
from gmdesk.rulesets.descriptions import Phase, PoolSpec, StatSpec
from gmdesk.rulesets.order_words import ENGLISH, FieldPhrase, OrderWords
from gmdesk.rulesets.scores import Check, Score, fmt
from gmdesk.rulesets.sheetchecks import CommandSpellLimit
from gmdesk.rulesets.sheetformat import ALIGNMENTS, Derived
from gmdesk.rulesets.valor.formulas import mean, percent_text, scout_evade_percent
from gmdesk.rulesets.valor.interpretations import INTERPRETATIONS
from gmdesk.rulesets.valor.skill_format import SKILL_FORMAT
from gmdesk.rulesets.valor.tables import TABLES
from gmdesk.rulesets.valor.turn import MOVEMENT_RULES, PHASES, PHASES_SPELLS_FIRST

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.model.character import Character
    from gmdesk.model.war import War

POLICY = RankPolicy(max_plus=3, max_minus=0, ex_subranks=False, allow_na=False, allow_none=False)
"""E…EX with up to three '+', no '-', EX without subranks: the only rows the tables print (001:L125-223)."""

CLASSES = ("Saber", "Archer", "Lancer", "Caster", "Rider", "Berserker", "Assassin")
"""'There are seven classes available to servants' (001:L19)."""

COMMAND_SPELLS = 3
"""'All masters start the game with a total of 3 command spells' and never gain more (001:L53)."""

MAX_SERVANTS_PER_MASTER = 4
"""'It is impossible for a master to be contracted to 5 servants or more' (001:L47)."""

UNKNOWN_RANK = Rank("E")
"""A stat a sheet lacks (or a rank the tables do not print) is read as E, the lowest row, and the
explanation says so. The document is silent (every sheet has every stat, 001:L115)."""

# (what the ruleset reads) -> (stat, table key)
LCK = ("LCK", "lck_value")
AGI = ("AGI", "agi_value")


class ValorRuleset(OrderFields, Ruleset):
    id = "valor"
    order_words = ENGLISH + OrderWords(field_phrases=(
        FieldPhrase("full ambush", "ambush", "full", ("attack", "skill")),
        FieldPhrase("minor ambush", "ambush", "minor", ("attack", "skill")),
        FieldPhrase("no ambush", "ambush", "none", ("attack", "skill")),
    ))
    """Valor's ambush of an attack (001:L87, L109, L111) as players write it."""
    title = "Valor — seven teams"
    short_name = "Valor"
    document = "valor.001_5783168674cc5f36.txt"
    summary = (
        "Seven Master–Servant teams (001:L3). Moves of up to two locations along a route in two "
        "halves (001:L5); scouting with an LCK evasion chance (001:L29, L200); Crossing and Sighting "
        "decided by average LCK (001:L109-111); Command Spell, support and offensive phases in AGI "
        "order (001:L89); skirmishes and Assassin ambushes (001:L75-87); fleeing to a pre-chosen "
        "adjacent location with guessed pursuit (001:L107); valor points traded for information "
        "(001:L11-15); rank → number tables with decimal commas (001:L125-223)."
    )
    kinds = ("master", "servant", "familiar")
    classes = CLASSES
    skill_format = SKILL_FORMAT
    starting_command_spells = 3  # 001:L53
    command_spell_limit = CommandSpellLimit(COMMAND_SPELLS, "valor 001:L53")
    alignments = ALIGNMENTS
    stats = (
        StatSpec("STR", "Strength", POLICY, "Base damage of normal attacks and multiplier of "
                 "physical skills (001:L123).", "valor 001:L123-146"),
        StatSpec("END", "Endurance", POLICY, "Multiplier reducing STR-based damage (001:L148).",
                 "valor 001:L148-171"),
        StatSpec("MAG", "Magical Energy and Defense", POLICY, "Counterpart of both STR and END: the "
                 "offensive side uses the STR table, the defensive side the END multipliers "
                 "(001:L173).", "valor 001:L173"),
        StatSpec("AGI", "Agility", POLICY, "Acting order by letter, then '+' (001:L89); dodge value "
                 "(001:L175); each '+' adds a normal attack (001:L91).", "valor 001:L175-198"),
        StatSpec("LCK", "Luck", POLICY, "Tie-breaker of acting order (001:L89); dodge, scout evasion "
                 "and Crossing/Sighting value (001:L200, L109).", "valor 001:L200-223"),
        StatSpec("NP", "Noble Phantasm", POLICY, "Shows the quality of the Noble Phantasm(s); "
                 "'It serves no purpose beyond that' (001:L225).", "valor 001:L225", required=False),
    )
    pools = (
        PoolSpec("health", "Health", {}, "valor 001:L117",
                 "Per sheet, no global maximum; the bracketed value is the regeneration (001:L117)."),
        PoolSpec("mana", "Mana", {}, "valor 001:L119",
                 "Per sheet, no global maximum; a Servant at 0 Mana dies (001:L21, L119)."),
        PoolSpec("valor", "Valor points", {}, "valor 001:L11-13",
                 "1 per turn in a fight, 0,5 when fleeing at the end of a round, 0 when fleeing a "
                 "skirmish; at most 1 per team and turn; 3 buy information from the IGM (001:L11-13)."),
    )
    tables = TABLES
    phases = PHASES
    interpretations = INTERPRETATIONS
    movement = MOVEMENT_RULES
    initiative_rule = "valor 001:L89, L103"
    initiative_tie = "random"
    engage_pulls_team = True
    """Combat is between teams: 'When at least one team currently in the same location as a
    different one initiates hostile actions, combat commences' (001:L73); a team earns valor for a
    turn in a fight (001:L11) and flees as a team by default (001:L107). So an attack puts everyone
    of both teams standing in that location into the battle."""
    engage_rule = "valor 001:L73"
    notes = (
        "Acting order goes by AGI letter first, '+' only between equal letters, then LCK the same "
        "way, then chance (001:L89, L103). Values are not monotonic across letters (I1.3): a C "
        "character acts before a D+++ one although D+++ (3,0) dodges better than C (2,5).",
        "AGI C+++ is printed 5,99 (001:L189), where the C row's step predicts 4,99 (I1.1); the table "
        "keeps 5,99 and interpretation agi-c-triple-plus can choose 4,99.",
        "The STR and END subrank steps follow no formula (I1.2): every row is data, none is computed.",
        "'Strike first!' raises AGI to EX for the Servant's primary offensive action (001:L59; "
        "interpretation strike-first-scope: primary or all) and is ignored for skirmish order (001:L79).",
        "Delayed moves (001:L103): several players delaying are ordered by AGI, then LCK, then chance "
        "— the higher one presses the other to act first.",
        "A stat missing from a sheet is read as E in formulas, and the explanation says so.",
        "Skirmish turn (001:L75-85): the first turn of a new battle allows each Servant one normal attack "
        "(no skills, no AGI extras) and Masters nothing but Command Spells. Each side's skirmish attack is "
        "its own order, as players declare their skirmish targets and conditions (001:L79).",
        "Skirmish skipped (001:L81): both teams ended last turn in the same place, came before it, and "
        "neither moves this turn (flags valor:at and valor:here_since written at each turn's end).",
        "Ambushes (001:L87, L109, L111): after movement (in the Command Spell phase, or the support phase when "
        "spells come first) the engine asks the GM, as decision t<turn>.ambush.<actor>.<target>, whether an "
        "Assassin's attack on a party that one of them met this turn is none, a minor or a full ambush (only the GM "
        "knows whether it went undiscovered); an attack by a party that noticed the other first in a Crossing or "
        "Sighting and followed or stopped is a minor ambush ('handled like a minor ambush'), an Assassin's being "
        "asked minor or full. An attack order's \"ambush\": \"minor\"|\"full\"|\"none\" is the GM's answer given "
        "beforehand. The ambusher strikes first in the offensive phase.",
        "Three-way skirmish (001:L79): a Servant's `skirmish-random` order has its target drawn with the "
        "turn's seeded generator among the other teams' skirmishers (a `pick` in the support phase); the attack "
        "follows in the offensive phase after the ordered ones. A preference is an ordinary attack order.",
        "Contracts (001:L45-49): a Master's `contract` order (`servant`, `force`?) at the end of the turn; the "
        "Servant agrees by its own order or is asked; force costs one Command Spell; a Master left with no Command "
        "Spells at the end of a turn loses its contracts (its Servants keep the team until they contract elsewhere).",
        "Valor (001:L11-13): 1 point per team and turn in a fight, 0,5 for fleeing after a round, 0 for "
        "fleeing during the skirmish; exchange-valor at the IGM's home (a location whose effects name IGM, "
        "igm-office or supervisor-office) costs 3. The points are the team's: a dead holder's pass to the team's "
        "next holder (interpretation valor-holder).",
        "Special actions: absorb / forfeit-absorb (001:L33), drain (001:L43), civilians (001:L31, full "
        "turn, only where the location's effects name civilians or great-market; count 2 at a great-market), "
        "exchange-valor (001:L11, any member spends the team's points), "
        "spirit-form (001:L25), retire (001:L41: the Master leaves the team and any fight she is in, and the war: "
        "hostile to no one, nobody meets, sights, crosses, ambushes or attacks her).",
    )

    has_combat = True
    command_spells = command_spells.COMMAND_SPELLS
    combat_rule = "valor 001:L73-107"
    special_action_rules = actions.RULES  # civilians 001:L31, the IGM 001:L11… (not the combat section)
    budget_rule = "valor 001:L75, L89-97"
    conditions_rule = "valor 001:L101-103"
    spirit_form_leaves_battle = True
    """A Servant in Spirit Form 'will not be able to fight and protect its master or otherwise act' (001:L25)."""
    intercept_once_per_skill = False
    """'Should an attack directly target both the servant and its protégé, the protecting servant will be
    hit twice instead' (001:L63)."""

    not_applied = (
        "001:L7-9 Communication and alliances: table talk, not a turn's resolution.",
        "001:L15 The IGM may withhold valor from weak blows traded between allies: a GM ruling on the "
        "valor event.",
        "001:L61 'Shake it off!' reads a status's 'negative' and 'external' marks: statuses without them "
        "are left alone. 001:L65 'Do as I say!' records the GM's control; the orders are the Master's.",
        "001:L228-236 The Logic Game (red and blue text): outside the engine.",
    )

    # -- phases --------------------------------------------------------------------------------
    def phases_for(self, war: "War") -> tuple[Phase, ...]:
        """Command Spells after movement by default, or first with command-spell-timing (I1.8)."""
        if self.choice(war, "command-spell-timing") == "before-movement":
            return PHASES_SPELLS_FIRST
        return PHASES

    # -- table values --------------------------------------------------------------------------
    def table_value(self, table: str, rank: Rank, war: "War | None" = None) -> float:
        """The number a table prints for ``rank`` (001:L125-223), with interpretation agi-c-triple-plus."""
        if table == "agi_value" and str(rank) == "C+++" and self.choice(war, "agi-c-triple-plus") == "pattern":
            return 4.99
        return self.tables[table].value(rank)

    def stat_value(self, ch: "Character", stat: str, table: str, war: "War | None" = None) -> tuple[float, str]:
        """``ch``'s value of ``stat`` in ``table`` and the operand text, e.g. ``"LCK C 3"``.

        A missing stat, or a rank the table does not print, is read as E and the text says so.
        """
        rank = ch.stats.get(stat)
        if rank is None:
            value = self.table_value(table, UNKNOWN_RANK, war)
            return value, f"{stat} missing → E {fmt(value)}"
        try:
            value = self.table_value(table, rank, war)
        except RankError:
            value = self.table_value(table, UNKNOWN_RANK, war)
            return value, f"{stat} {rank} not in the table → E {fmt(value)}"
        text = f"{stat} {rank} {fmt(value)}"
        if table == "agi_value" and str(rank) == "C+++":
            text += f" ({self.interpretation('agi-c-triple-plus').describe(self.choice(war, 'agi-c-triple-plus'))})"
        return value, text

    # -- ordering ------------------------------------------------------------------------------
    def initiative_key(self, ch: "Character", war: "War") -> tuple[int, int, int, int]:
        """AGI letter, then AGI '+', then LCK letter, then LCK '+' (valor 001:L89).

        'the priority of the rank is decided by the letters, with any pluses used only if the
        letters are tied. Should the AGI rank of two or more players be equal, LCK is used as a
        tie-breaker. If LCK is tied as well, the order will be decided randomly' (001:L89).
        A missing stat counts below E. Under "Stop holding back!" 'All stats are raised by one rank for the
        duration of this spell' (001:L55): the raised AGI and LCK order it.
        """
        return self._acting_rank(ch, "AGI", war)[0].sort_key() + self._acting_rank(ch, "LCK", war)[0].sort_key()

    def _acting_rank(self, ch: "Character", stat: str, war: "War") -> tuple[Rank, str | None]:
        """``stat`` as it orders ``ch`` now (raised by Stop holding back!, 001:L55), with the raise's words."""
        rank = ch.stats.get(stat)
        if rank is None:
            return Rank("-"), None
        if spell_effect(ch, "stop-holding-back") is None:
            return rank, None
        return boosted_rank(rank, stat, self, war)

    def explain_initiative(self, ch: "Character", war: "War") -> str:
        """The ranks behind the acting order: letters first, '+' only on equal letters (001:L89)."""
        parts = []
        for stat in ("AGI", "LCK"):
            rank, raised = self._acting_rank(ch, stat, war)
            parts.append(raised if raised is not None else f"{stat} {rank}" if ch.stats.get(stat) is not None
                         else f"{stat} missing (below E)")
        if budget.own_ambush(war, ch.id) is not None:
            parts.append("its ambush strikes first in the offensive phase (valor 001:L87)")
        elif spell_effect(ch, "strike-first") is not None and not self._skirmish_turn(ch, war):
            parts.append('"Strike first!": AGI EX for its first offensive order (valor 001:L59)')
        return ", ".join(parts)

    @staticmethod
    def _skirmish_turn(ch: "Character", war: "War") -> bool:
        """Whether ``ch`` skirmishes this turn, where attacks go 'in the order of AGI, ignoring any "Strike first!"'
        (001:L79): a battle not begun yet, unless the teams have been together a turn (001:L81)."""
        battle = war.battle_of(ch.id)
        return (battle is None or battle.turns == 0) and not budget.together(ch, war)

    def phase_initiative_key(self, ch: "Character", war: "War", phase: Phase) -> InitiativeKey:
        """In the offensive phase "Strike first!" (001:L59) and an ambush (001:L87: 'Assassin will always
        strike first'; a minor ambush strikes before the target could answer) make AGI EX;
        never in a skirmish turn, where attacks go 'in the order of AGI, ignoring any "Strike first!"'
        (001:L79), nor in the support phase (001:L59). Teams together for a turn skip the skirmish (001:L81):
        their first battle turn is no skirmish turn, so "Strike first!" counts."""
        key = self.initiative_key(ch, war)
        if phase.id != "offensive":
            return key
        ambusher = budget.own_ambush(war, ch.id) is not None
        if ambusher or (spell_effect(ch, "strike-first") is not None and not self._skirmish_turn(ch, war)):
            return Rank("EX").sort_key() + key[2:]
        return key

    def order_initiative_key(self, ch: "Character", war: "War", phase: Phase, order: Mapping[str, Any],
                             index: int) -> InitiativeKey:
        """"Strike first!" raises AGI to EX 'only for their own primary action of this turn's offensive skill
        phase' (001:L59): under strike-first-scope=primary only the Servant's first offensive order does."""
        key = self.phase_initiative_key(ch, war, phase)
        if phase.id != "offensive" or self.choice(war, "strike-first-scope") != "primary" \
                or spell_effect(ch, "strike-first") is None \
                or budget.own_ambush(war, ch.id) is not None:
            return key
        attack_skills = {k.key for k in self.skills_of(ch) if k.slot == "attack"}
        offensive = [i for i, o in enumerate(war.orders) if o.get("actor") == ch.id and (
            o.get("action") == "attack" or (o.get("action") == "skill" and isinstance(o.get("skill"), str)
                                            and str(o.get("skill")).casefold() in attack_skills))]
        if offensive and index != offensive[0]:
            return self.initiative_key(ch, war)
        return key

    # -- movement formulas ---------------------------------------------------------------------
    def scout_detection(self, scout: "Character", observers: list["Character"], war: "War") -> list[tuple[list[str], Check]]:
        """One group check: evade % = 50 × LCK(scout) / average LCK(scouted) (valor 001:L200).

        The scout is detected with the remaining chance. Above 100 % evasion follows
        interpretation scout-evade-cap (clamp: never detected; gm: the GM decides).
        """
        if not observers:
            return []
        scout_value, scout_text = self.stat_value(scout, *LCK, war)
        seen = [self.stat_value(o, *LCK, war) for o in observers]
        values = [v for v, _ in seen]
        average = mean(values)
        evade = scout_evade_percent(scout_value, values)
        ids = [o.id for o in observers]
        rule = "valor 001:L200"
        formula = (
            f"{scout.id} scouting {', '.join(ids)}: evade = 50 × {scout_text} / "
            f"avg({', '.join(t for _, t in seen)}) {fmt(round(average, 6))} = {percent_text(evade)} %"
        )
        data: dict[str, Any] = {"evade_percent": evade, "scout_lck": scout_value, "mean_lck": average,
                "interpretation": None}
        if evade > 100:
            choice = self.choice(war, "scout-evade-cap")
            described = self.interpretation("scout-evade-cap").describe(choice)
            data["interpretation"] = f"scout-evade-cap={choice}"
            if choice == "gm":
                data["ask_gm"] = "scout-evade-cap"
                return [(ids, Check(explain=f"{formula} > 100 % ({described}); the GM decides",
                                    rule=rule, data=data))]
            formula += f" → capped at 100 % ({described})"
            evade = 100.0
        detected = min(1.0, max(0.0, 1.0 - evade / 100.0))
        explain = f"{formula}; detected {percent_text(detected * 100)} % = 100 % − {percent_text(evade)} %"
        return [(ids, Check(explain=explain, rule=rule, chance=detected, data=data))]

    def notice_score(self, members: list["Character"], war: "War") -> Score:
        """A party's average LCK value: 'the average value of servant, master and possible allies'
        (valor 001:L109); the higher average notices the other party first (001:L109, L111)."""
        rule = "valor 001:L109"
        if not members:
            return Score(0.0, "avg LCK() of an empty party = 0", rule)
        seen = [(m.id, *self.stat_value(m, *LCK, war)) for m in members]
        value = mean([v for _, v, _ in seen])
        operands = ", ".join(f"{cid} {text.removeprefix('LCK ')}" for cid, _, text in seen)
        return Score(value, f"avg LCK({operands}) = {fmt(round(value, 6))}", rule)

    # -- sheets --------------------------------------------------------------------------------
    def validate_character(self, ch: "Character", where: str) -> list[Problem]:
        """Base checks (at most 3 Command Spells, 001:L53, skill entries), plus: Servant classes (001:L19) and
        valor in steps of 0,5 (1, 0,5 or 0 a turn, 3 spent at a time: 001:L11-13)."""
        found = super().validate_character(ch, where)
        if ch.kind == "servant" and ch.class_name is not None and ch.class_name not in CLASSES:
            found.append(Problem(f"{where}.class", ch.class_name,
                                 f"valor has seven classes: {', '.join(CLASSES)} (001:L19)"))
        valor = ch.points.get("valor")
        if valor is not None and (valor < 0 or (valor * 2) != int(valor * 2)):
            found.append(Problem(f"{where}.points.valor", valor,
                                 "valor comes in 1, 0,5 or 0 a turn and is spent 3 at a time, so it "
                                 "is a non-negative multiple of 0,5 (001:L11-13)"))
        return found

    def validate_war(self, war: "War") -> list[Problem]:
        """Base checks, plus: each class at most once among living Servants (001:L19), at most 4
        Servants per Master (001:L47), Spirit Form only beside the Master (001:L25)."""
        found = super().validate_war(war)
        index = {cid: i for i, cid in enumerate(war.characters)}
        holders: dict[str, str] = {}
        for ch in war.characters.values():
            where = f"characters[{index[ch.id]}]({ch.id})"
            if ch.kind == "servant" and ch.alive and ch.class_name in CLASSES:
                first = holders.setdefault(ch.class_name, ch.id)
                if first != ch.id:
                    found.append(Problem(f"{where}.class", ch.class_name,
                                         f"{first} is already the {ch.class_name}: each class is only "
                                         "represented once (001:L19)"))
            if ch.kind == "master":
                contracted = [s.id for s in war.servants_of(ch.id) if s.alive]
                if len(contracted) > MAX_SERVANTS_PER_MASTER:
                    found.append(Problem(where, ch.id,
                                         f"contracted to {len(contracted)} Servants; 5 or more is "
                                         "impossible (001:L47)"))
            if ch.kind == "servant" and ch.spirit_form and ch.alive and ch.master in war.characters:
                master = war.characters[ch.master]
                if master.alive and master.location != ch.location:
                    found.append(Problem(f"{where}.location", ch.location,
                                         f"in Spirit Form but its Master is at {master.location}: "
                                         "it moves only in unison with its Master (001:L25)"))
        return found

    # -- the printed sheet ------------------------------------------------------------------------
    def derived_values(self, ch: "Character", war: "War | None") -> list[Derived]:
        """The table reads, then what valor computes from a sheet: the normal attack's base (STR, or MAG
        for Caster and Archer, 001:L77, L91), attacks a turn (1 + AGI '+', 001:L91) and valor points
        (001:L11)."""
        found = super().derived_values(ch, war)
        stat = attacks.default_stat(ch) if ch.is_servant() else "STR"
        rank = ch.stats.get(stat)
        if rank is not None:
            try:
                base = self.table_value("str_base", rank, war)
            except RankError:
                base = None
            if base is not None:
                half = ch.is_master()
                value = base * (0.5 if half else 1)
                found.append(Derived("valor.normal-attack", "Normal attack", value, Message(
                    "{stat} {rank} {base} × 0.5 (a Master's) × the target's END/MAG multiplier" if half
                    else "{stat} {rank} {base} × the target's END/MAG multiplier", stat=stat, rank=str(rank),
                    base=fmt(base)), "valor 001:L77, L91"))
        agi = ch.stats.get("AGI")
        plus = agi.plus if agi is not None else 0
        found.append(Derived("valor.attacks", "Attacks a turn", 1 + plus,
                             Message("1 + {plus} ('+' in AGI {agi}); 1 in a skirmish", plus=plus,
                                     agi=str(agi) if agi is not None else Message("missing")),
                             "valor 001:L75, L91"))
        if ch.is_master():
            found.append(Derived("valor.points", "Valor points", ch.points.get("valor", 0),
                                 Message("3 buy information from the IGM"), "valor 001:L11"))
        return found

    # -- combat hooks ----------------------------------------------------------------------------
    def parse_skill(self, raw: Mapping[str, Any], owner: "Character", index: int) -> Skill:
        """A sheet entry with valor's fields (001:L93-97; see attacks.parse_skill)."""
        return attacks.parse_skill(raw, owner, index)

    def basic_attacks(self, ch: "Character") -> list[Skill]:
        """The normal attack with STR (MAG for Caster and Archer) and with the other stat (001:L77, L91)."""
        return attacks.basic_attacks(ch)

    def turn_budget(self, ch: "Character", war: "War", foes: list["Character"], first_battle_turn: bool) -> Budget:
        """One support and one offensive action, 1 + AGI '+' attacks (001:L89-97)."""
        return budget.turn_budget(self, ch, war, first_battle_turn)

    def action_cost(self, ch: "Character", skill: Skill, war: "War") -> Cost:
        return budget.action_cost(skill)

    def cost_problem(self, ch: "Character", skill: Skill, budget_now: Budget, war: "War",
                     cost: Cost | None = None) -> str | None:
        """The skirmish, flight, ambushes, Spirit Form and attacks left (001:L25, L75-91, L107)."""
        return budget.cost_problem(self, ch, skill, budget_now, war)

    def skill_problem(self, actor: "Character", skill: Skill, targets: list[str], war: "War") -> str | None:
        """An offensive skill needs a rank for its base value, or under skill-base=gm the base the GM
        wrote on it (001:L95)."""
        if skill.slot == "attack" and not skill.basic and skill.rank is None and skill.raw.get("base") is None:
            return f"{skill.name} has no Rank, so no base value (valor 001:L95): write its rank or a `base`"
        if skill.slot == "attack" and not skill.basic and self.choice(war, "skill-base") == "gm" \
                and skill.raw.get("base") is None:
            return "skill-base=gm: the GM writes the skill's base value on its entry (`base`) (valor 001:L95)"
        return None

    def skill_changes(self, actor: "Character", skill: Skill, targets: list[str], war: "War",
                      facts: TurnFacts) -> list[Change]:
        """The skirmish step an attack is (a skirmish attack, a minor or full ambush), for the timeline
        (001:L75, L87)."""
        return budget.skirmish_notes(actor, skill, targets, war)

    def damage(self, attacker: "Character", target: "Character", skill: Skill, part_index: int,
               war: "War", facts: TurnFacts) -> Score:
        return attacks.damage(self, attacker, target, skill, part_index, war, facts)

    def evasion(self, attacker: "Character", target: "Character", skill: Skill, war: "War") -> Check | None:
        return attacks.dodge(self, attacker, target, skill, war)

    def target_problem(self, attacker: "Character", target: "Character", skill: Skill, war: "War",
                       facts: TurnFacts) -> str | None:
        return attacks.target_problem(attacker, target, skill, war)

    def interceptor(self, attacker: "Character", target: "Character", skill: Skill,
                    war: "War") -> tuple[str | None, str, str]:
        return attacks.interceptor(attacker, target, skill, war)

    def special_action_slot(self, order: Mapping[str, Any]) -> str | None:
        return actions.SLOTS.get(str(order.get("action")))

    def special_action_cost(self, ch: "Character", order: Mapping[str, Any], war: "War") -> Cost:
        return budget.special_cost(ch, order, war)

    def special_action(self, ch: "Character", order: Mapping[str, Any], war: "War",
                       facts: TurnFacts) -> list[Change]:
        handler = actions.HANDLERS.get(str(order.get("action")))
        if handler is None:
            raise IllegalOrderError(dict(order), f"valor has no action {order.get('action')!r}", rule="valor 001")
        return handler(ch, order, war, facts)

    def command_spell_problem(self, caster: "Character", spell: CommandSpell, order: Mapping[str, Any],
                              war: "War") -> str | None:
        return command_spells.problem(caster, spell, order, war)

    def command_spell_changes(self, caster: "Character", servant: "Character", spell: CommandSpell,
                              order: Mapping[str, Any], war: "War") -> list[Change]:
        return command_spells.changes(caster, servant, spell, order, war)

    def phase_effects(self, phase: Phase, war: "War", facts: TurnFacts) -> list[Change]:
        """Start: regeneration and the Masterless loss (001:L23-27); absorption: the killer's (001:L33)."""
        if phase.id == "start":
            return effects.start_of_turn(self, war)
        if phase.id == "absorb":
            return effects.automatic_absorption(war, facts)
        after_movement = "command-spell" if self.choice(war, "command-spell-timing") == "after-movement" else "support"
        if phase.id == after_movement:
            return budget.ambush_questions(war)
        return []

    def end_of_turn(self, war: "War", facts: TurnFacts) -> list[Change]:
        """Valor points (001:L11-13), the Masterless loss under end-of-turn, Command Spells running out."""
        return effects.end_of_turn(self, war, facts) + command_spells.expire(war) + actions.broken_contracts(war)

    def fleeing_scout_attackers(self, scout: "Character", detectors: list["Character"], war: "War") -> list[str]:
        """'it is possible for hostile players to attack the scouting servants as if they were in a skirmish,
        but only if their AGI is higher' (001:L29): the spotters whose AGI ranks above the scout's (letters
        first, '+' only on equal letters, 001:L89)."""
        from gmdesk.model.character import hostile

        mine = scout.stats.get("AGI", Rank("-")).sort_key()
        return [d.id for d in detectors if d.alive and hostile(d, scout)
                and d.stats.get("AGI", Rank("-")).sort_key() > mine]

    def scheduled_actors(self, phase: Phase, war: "War", facts: TurnFacts) -> list[str]:
        """In the offensive phase, the skirmishers whose three-way target was drawn (001:L79)."""
        if phase.id != "offensive":
            return []
        return [c.id for c in war.alive() if isinstance(c.flags.get(Flag.VALOR_SKIRMISH_TARGET), str)]

    def scheduled_action(self, phase: Phase, ch: "Character", war: "War",
                         facts: TurnFacts) -> Mapping[str, Any] | None:
        """The drawn skirmish attack (001:L79), with the mode the skirmish-random order named."""
        target = ch.flags.get(Flag.VALOR_SKIRMISH_TARGET)
        if not isinstance(target, str):
            return None
        order = next((o for o in war.orders if o.get("actor") == ch.id and o.get("action") == "skirmish-random"), {})
        return {"action": "attack", "target": target, **({"mode": order["mode"]} if order.get("mode") else {})}

    def death_reason(self, ch: "Character", war: "War | None") -> str | None:
        return effects.death_reason(ch)

    def after_death(self, dead: "Character", killer: "Character | None", war: "War") -> list[Change]:
        return effects.after_death(dead, war)

    def war_result(self, war: "War") -> str | None:
        return effects.war_result(war)


RULESET = ValorRuleset()
