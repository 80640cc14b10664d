"""The True Holy Grail War (document 003, ssv9001): sheets, turn, ordering and movement."""

from __future__ import annotations

from typing import TYPE_CHECKING

from gmdesk.model.ranks import Rank, RankPolicy
from gmdesk.rulesets.base import (
    FleeRules,
    MovementRules,
    Phase,
    PoolSpec,
    RankTable,
    Ruleset,
    Score,
    SearchRules,
    StatSpec,
    fmt,
)
from gmdesk.rulesets.true_hgw import interpretations as interp
from gmdesk.rulesets.true_hgw.tables import ATTACK_DAMAGE, DEFENCE_VALUE, EVASION_VALUE, TABLES

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.model.character import Character
    from gmdesk.model.war import War

DOC = "true-hgw 003"

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
    title = "The True Holy Grail War"
    document = "true-hgw.003_a51ee01e620d0b6c.txt"
    summary = (
        "Six phases (Initial, Command Spell, Support, Attack, Movement, End); one standard and one "
        "move action per turn; moves to any location; damage 8…50 by rank reduced by defence "
        "percentages; Luck evasion; hidden Home Bases found by searching (50 %)."
    )
    kinds = ("master", "servant")
    classes = ("Saber", "Archer", "Lancer", "Caster", "Rider", "Assassin", "Berserker")

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
        Phase("initial", "Initial Phase", "simultaneous", (), f"{DOC} §VI",
              "Mana regenerates; Health regenerates under interpretation health-regen; upkeep is "
              "paid or the skill is cancelled; 'beginning of the turn' effects; a masterless "
              "Servant loses 40 % of its maximum mana (§III). No other actions."),
        Phase("command-spell", "Command Spell Phase", "simultaneous", (), f"{DOC} §VI, §III",
              "Only Command Spells."),
        Phase("support", "Support Phase", "initiative", (), f"{DOC} §VI, §X",
              "Support skills; civilian consumption, Spirit Form and territory claims are "
              "support-speed actions."),
        Phase("attack", "Attack Phase", "initiative", ("engage",), f"{DOC} §VI, §VII",
              "Attack skills and basic attacks; an attack starts combat."),
        Phase("movement", "Movement Phase", "initiative", ("search", "move", "flee"), f"{DOC} §VI, §V, §VIII",
              "Search for adjacent Home Bases, move anywhere, or flee combat to an adjacent location."),
        Phase("end", "End Phase", "simultaneous", (), f"{DOC} §VI, §IX",
              "Durations and cooldowns decrement; 'end of the turn' effects. No acting."),
    )

    interpretations = interp.ALL

    movement = MovementRules(
        range="anywhere",
        max_steps=None,
        move_order="initiative",
        battle_blocks_move=True,
        cancel_if_engaged=True,
        move_action_orders=("move", "flee", "search"),
        scout=None,
        meetings=None,
        flee=FleeRules(
            min_battle_turn=2,
            exact_turn_interpretation=interp.FLEE_TURN.key,
            destination="adjacent",
            consumes_move_action=True,
            pursuit="moves-last",
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

    engage_pulls_team = True
    engage_rule = f"{DOC} §VII"
    initiative_rule = f"{DOC} §II, §VI"
    initiative_tie = interp.INITIATIVE_TIE.key

    notes = (
        "Percentages are stored as printed numbers: defence 5 means 5 %, evasion 4 means 4 % (003 §VII).",
        "No '-' subranks (GAP I3.7): every stat refuses '-'.",
        "EX takes '+' (decision on GAP I3.7): 'Each +' in 003 §VII has no exception and Win gives "
        "'+' to stats of 'A Rank or higher' (003 §III); EX+ reads EX plus the table's step.",
        "003 sets no cap on '+'; sheets accept up to three.",
        "Agility has no numeric table: ordering compares ranks (letter, then '+'), Luck breaks ties (003 §II).",
        "Moves reach any location; fleeing reaches only adjacent ones (003 §VIII).",
        "Home Bases are hidden until found; a search uses the move action, and the finder may move "
        "to the base at once (003 §V).",
    )

    # -- ordering ----------------------------------------------------------------------------
    @staticmethod
    def _rank_key(ch: "Character", stat: str) -> tuple[int, int]:
        rank = ch.stat(stat)
        if rank is None or rank.is_special:
            return _MISSING
        return rank.sort_key()

    def initiative_key(self, ch: "Character", war: "War") -> tuple:
        """Higher Agility acts first inside a phase; Luck breaks Agility ties (003 §II, §VI)."""
        return (self._rank_key(ch, "AGI"), self._rank_key(ch, "LCK"))

    def explain_initiative(self, ch: "Character", war: "War") -> str:
        """The ranks behind the acting order: Agility, then Luck (003 §II)."""
        agi = ch.stat("AGI")
        lck = ch.stat("LCK")
        return f"AGI {agi if agi is not None else 'none'}, LCK {lck if lck is not None else 'none'}"

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
