"""The Fate/roll dice ruleset (roll-dice 004): the plugin class."""

from __future__ import annotations

from dataclasses import replace
import math
from typing import Any, Mapping, TYPE_CHECKING, TypeVar

from gmdesk.errors import Problem, RankError, RulesetError
from gmdesk.messages import Listing, Message
from gmdesk.model.flags import Flag
from gmdesk.model.ranks import Rank, parse_rank
from gmdesk.model.vocabulary import MoveOrder, PhaseOrder
from gmdesk.rulesets.base import Ruleset
from gmdesk.rulesets.descriptions import Phase
from gmdesk.rulesets.movement import MovementRules
from gmdesk.rulesets.order_words import ENGLISH, JAPANESE
from gmdesk.rulesets.combat import Budget, Change, Cost, Skill, TurnFacts
from gmdesk.rulesets.dice import CheckQuestion, Contest, ContestResult, DiceChange, DicePool
from gmdesk.rulesets.roll_dice import combat as C, formulas as F, sheet as S, tables as T, time as TIME, turn as TURN
from gmdesk.rulesets.roll_dice import follow as FOLLOW
from gmdesk.rulesets.roll_dice.interpretations import INTERPRETATIONS
from gmdesk.rulesets.roll_dice.memo import memos_of, settings_key
from gmdesk.rulesets.roll_dice import (acts as ACTS, checks as CHECKS, lineups as LINES, support as SUPPORT,
                                       troops as TROOPS, unbound as UNBOUND)
from gmdesk.rulesets.roll_dice.entry_words import entry_words as ENTRY_WORDS, status_words as STATUS_WORDS
from gmdesk.rulesets.roll_dice.skill_format import SKILL_FORMAT
from gmdesk.rulesets.roll_dice.terms import TERMS
from gmdesk.rulesets.scores import Check, Score, fmt
from gmdesk.rulesets.sheetchecks import CommandSpellLimit
from gmdesk.rulesets.sheetformat import Derived, entry_flag, is_no, is_yes

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.model.character import Character
    from gmdesk.model.war import War

_T = TypeVar("_T")


def _skill_problems(ch: "Character", where: str) -> list[Problem]:
    """Each skill's rank takes at most three '+' or '−' (L914); its FP per level is a number (L928)."""
    found: list[Problem] = []
    for i, entry in enumerate(ch.skills):
        for key, value in entry.items():
            if not isinstance(key, str):
                continue
            if key.casefold() == "rank" and isinstance(value, str) and value.strip():
                try:
                    parse_rank(value, F.SKILL_POLICY)
                except RankError as exc:
                    found.append(Problem(f"{where}.skills[{i}].{key}", value, Message(
                        "{reason} ({rule})", reason=exc.reason,
                        rule=Message("{policy}; {line}", policy=F.SKILL_POLICY.describe(), line=T.cite("L914")))))
            elif key.casefold() in ("fp", "fp per level") and value not in (None, ""):
                try:
                    number = float(value if isinstance(value, (int, float)) else str(value).strip())
                except ValueError:
                    number = math.nan
                if isinstance(value, bool) or not math.isfinite(number):  # "nan", "inf" read as floats
                    found.append(Problem(f"{where}.skills[{i}].{key}", value, Message(
                        "{reason} ({rule})", reason=Message("FP per level is a number"), rule=T.cite("L928-L933"))))
    return found


def _is_noble_phantasm(entry: Mapping[str, Any]) -> bool:
    """An equipment entry that is a Noble Phantasm (宝具): its type or kind says so (L301: 「宝具以外の装備」)."""
    for key in ("type", "kind"):
        value = entry_flag(entry, key)
        if isinstance(value, str) and ("noble phantasm" in value.casefold() or "宝具" in value):
            return True
    return False


class RollDice(Ruleset):
    id = "roll-dice"
    order_words = ENGLISH + JAPANESE
    title = "Fate/roll dice (新伝奇タッグバトルTRPG)"
    short_name = "Fate/roll dice"
    document = "roll-dice.004_8acb8ad758a0196c.txt"
    turn_word = "Action turn"  # 行動ターン: a day's four turns (L237)
    summary = Message("d6 pools: a stat rolls level × 2 dice, success on ≤ level (EX: 14 automatic); "
                      "FP = rank level × 6 builds the sheet; HP/MP/IV from stats; four action turns a "
                      "day; combat turns in descending IV with front and back rows.")
    kinds = ("master", "servant", "troop")
    stats = S.STAT_SPECS
    pools = S.POOLS
    tables = T.TABLES
    phases = TURN.PHASES
    interpretations = INTERPRETATIONS
    movement = TURN.MOVEMENT
    initiative_rule = Message("{rule}: descending IV, IV = AGI × 3 + LCK", rule=T.cite("L197-L201, L871"))
    initiative_tie = "iv-tie"
    classes = T.SERVANT_CLASSES
    skill_format = SKILL_FORMAT
    starting_command_spells = 3  # 004:L274, 3 per master per war
    command_spell_limit = CommandSpellLimit(3, T.cite("L274"), Message("an event the GM sets off (令呪, {rule})",
                                                                       rule=T.cite("L274")))
    alignments = T.ALIGNMENTS  # the document's 「秩序/善」… (L832-L836), not the English sheets' nine
    alignment_glosses = T.ALIGNMENT_ENGLISH
    terms = TERMS  # the sheet and the desk name things in the document's Japanese
    notes = (
        "One gmdesk turn is one action turn (行動ターン); turn 1 is day 1 朝 (L62, L237). The extra "
        "action turn of a 継戦 summoner before day 1 (L134) is left to the GM.",
        "Ranks carry their '+'/'−' marks ('A+', 'B−−', L866, L898); the marks' conditions are sheet "
        "text (L915). EX takes no '+' (L868); the document does not say EX takes '−', so EX takes "
        "no marks. Lowering EX once gives A++ (L888).",
        "The rank level is kept in points.rank_level (sheet 【ランクレベル】, L1540).",
        "Oddity: the '−' rule reads 『1+「+個数」』分の一 (L904) where the examples divide by 1 + the "
        "number of '−' (L905); the examples are followed.",
        "Oddity: L885 says 社会 and 宝具 start at '−', while the Master base sheet has 社会E (L662); "
        "the base sheet is used for FP and '-' stays a legal 社会.",
        "Oddity: L215 repeats '1日にステータスレベル回数だけ' twice; L353 reads '魔力ステータスと7か魔術スキル' "
        "(the '7' looks like a typo).",
        "A Servant summoned during the war (a Caster's Fake, 2 action turns, L259; a second "
        "catalyst's Servant on day 1 turn 2, L136; a fated encounter at a GM-chosen time, L140-L150) "
        "appears with its summoner; the GM places it.",
        "Battle (L161-L213): an attack order (mode STR, AGI, MAG; STR-subdue… to incapacitate, L204) is an "
        "attack check against the target's defence check, both d6 pools the engine rolls, with the exact "
        "odds shown; damage = difference + weapon 攻撃力 − armour 防御力 (L202-L203); a Servant takes no "
        "non-magical damage from a non-Servant (L205). Rows come from flags.row (前衛/後衛). Skills add "
        "dice when their entry says combat: attack / defence / both (L922).",
        "Not applied yet in battle (the GM rules them as events): bad statuses (L424-L437), covering "
        "(L471-L482), stealth and ambush (L443-L457), Command Spells (L287-L292: refused, none are listed), "
        "sleep and all-nighters (L246-L252: only a recorded 徹夜 status stops day-end recovery).",
        # -- roll-dice battle (rdbattle)
        "Battle modifiers (rulesets/roll_dice/checks.py): '+'/'−' on a stat pool (L897-L909): a '+' is off and "
        "a '−' on unless the order says otherwise: plus: mp|hp pays the extra dice before the check (L901), "
        "plus: condition claims the sheet's situation, minus_pay: mp|hp pays the '−' off (L908), minus: avoided "
        "claims its situation is not met, and the GM rules each claim (a recorded decision per check, L902, "
        "L909); a defender uses defence_plus, defence_minus_pay, defence_minus on any order. Luck (L215-L218): an attack order's luck: N and any order's defence_luck: N reroll failed "
        "dice, counted in points.luck_used; a Master and Servant share when the lender's flags.share_luck "
        "is true (L217); an NP's 必中/必殺/防御不能 target is asked whether it spends 1 reroll to cancel it "
        "(L218). Priority (L220-L225): an attack order's priority: attack|defence with dice: N (from: AGI|MAG) "
        "moves dice usable both ways, threshold kept, capped by L225; which defence loses them is "
        "interpretation priority-source.",
        "Support (L226-L235): a support order rolls 魔力 + 魔術 skills (or stat: X) and banks up to achievement "
        "+ points.affinity in the Servant's points.support, 1 MP per point beyond the affinity, only together; "
        "the Servant spends it with support: N (attack) or defence_support: N; supply: mp: N gives MP, half "
        "from afar (L234). A Caster Servant supports its Master likewise (L233). Not applied: the Master "
        "paying part of the Servant's NP MP while waiting (L232).",
        "Actions (L917-L925, L1061-L1064): a skill entry with action: attack|heal is an action (skill order): "
        "an NP (type 宝具) adds rank level × 2 dice (単発), rank level (継続) or ⌈level ÷ 2⌉ (常時) and costs "
        "that MP per use (paid when used, not after), its 固定値 (fixed) adds to damage; effects 必中 (defence "
        "by 幸運), 必殺 (+ maximum HP), 防御不能 (no defence), 防御無視 (armour ignored) (L1404-L1415).",
        "Split lines (L187-L195): flags.line (A, B…) set by the GM; no attack or support crosses lines and rows "
        "are per line. Unbound Servants lose rank level HP/MP at the end of each combat turn too (L244, "
        "interpretation unbound-loss). Troops (L390-L396): a troop's attack and 対軍/対界 entries (target) deal "
        "a troop ×1.5 rounded up (L392, L395); a troop at half HP or less halves its final achievement, "
        "rounded up, in the exact odds too (L394). Covering without penalty (L393) and splitting (L396-L403) "
        "are the GM's.",
        "Not modelled: the mana-shortage state keeping HP/MP but lowering IV "
        "(L551), equipment and skill modifiers of IV (record the sheet's IV in points.iv).",
    )

    # -- turns -----------------------------------------------------------------------------------
    def phases_for(self, war: "War") -> tuple[Phase, ...]:
        """The phases of one action turn; day-end only after 深夜 (L241); the move and action
        phases follow interpretation action-order (kept by those two values)."""
        key = (*settings_key(war, ("action-order",)), TURN.is_day_end(war.turn))
        return memos_of(self).phases.get(key, lambda: self._phases_for(war))

    def _phases_for(self, war: "War") -> tuple[Phase, ...]:
        by_initiative = self.choice(war, "action-order") == PhaseOrder.INITIATIVE
        order = PhaseOrder.INITIATIVE if by_initiative else PhaseOrder.SIMULTANEOUS
        last = TURN.is_day_end(war.turn)
        out = []
        for phase in self.phases:
            if phase.id == "day-end" and not last:
                continue
            if phase.id in ("move", "action"):
                phase = replace(phase, order=order)
            out.append(phase)
        return tuple(out)

    def movement_for(self, war: "War | None") -> MovementRules:
        """The movement rules in force: interpretation move-range sets how far a move goes (L574
        gives no rule), escape-destination where an escaper goes (L520-L524 name no place), and
        action-order whether moves follow IV (L197). Kept by those three settings."""
        key = settings_key(war, ("move-range", "action-order", "escape-destination"))
        return memos_of(self).movement.get(key, lambda: self._movement_for(war))

    def _movement_for(self, war: "War | None") -> MovementRules:
        rules = replace(self.movement, **self._option(war, "move-range", TURN.MOVE_RANGES))
        if self.choice(war, "action-order") == MoveOrder.INITIATIVE:
            rules = replace(rules, move_order=MoveOrder.INITIATIVE)
        assert rules.flee is not None, "roll-dice's movement has flight rules"
        flee = replace(rules.flee, destination=self._option(war, "escape-destination", TURN.ESCAPE_DESTINATIONS))
        return replace(rules, flee=flee)

    def _option(self, war: "War | None", key: str, table: Mapping[str, _T]) -> _T:
        choice = self.choice(war, key)
        if choice not in table:
            raise RulesetError(f"{self.id}: interpretation {key}={choice!r} is not one of "
                               f"{', '.join(self.interpretation(key).options)}")
        return table[choice]

    # -- sheets ----------------------------------------------------------------------------------
    def starting_sheet(self, kind: str) -> dict[str, Any]:
        return S.starting_sheet(kind)

    def sheet_follows(self, before: "Character", after: "Character") -> list[tuple[tuple[str | int, ...], Any]]:
        """A class's base sheet and the HP/MP formulas follow the GM's edit (follow.py; L660-L706, L871)."""
        return FOLLOW.sheet_follows(before, after)

    def validate_character(self, ch: "Character", where: str) -> list[Problem]:
        found = super().validate_character(ch, where)
        if ch.kind in self.kinds:
            found.extend(S.check_sheet(ch, where))
        iv_value = ch.points.get("iv")
        if iv_value is not None and iv_value < 0:
            found.append(Problem(f"{where}.points.iv", iv_value, Message(
                "{reason} ({rule})", reason=Message("IV is never below 0"), rule=T.cite("L201"))))
        found.extend(_skill_problems(ch, where))
        over = self._fp_over_budget(ch, None)
        if over is not None:
            found.append(Problem(f"{where}.points.fp", over[0], over[1]))
        return found

    def _fp_over_budget(self, ch: "Character", war: "War | None") -> tuple[float, str] | None:
        """(FP spent, why) when the sheet spends more FP than it was built with (L750, L885-L890, L928).
        Not when the budget is the GM's to set: a troop above level 6 under troop-fp-levels=gm, or (with no
        war to read the interpretation from) under whichever reading the table chose (L363, L367)."""
        if not self._budget_known(ch, war):
            return None
        try:
            budget = self.fp_total(ch, war)
            stats = self.fp_spent(ch)
        except (RulesetError, KeyError):
            return None
        skills, _, _ = F.skills_fp(ch)
        spent = stats.value + skills
        if spent <= budget.value:
            return None
        return spent, Message("FP over budget: {stats} on stats + {skills} on skills = {spent} > {budget} ({rule})",
                              stats=fmt(stats.value), skills=fmt(skills), spent=fmt(spent), budget=budget.explain,
                              rule=T.cite("L750, L885-L890, L928"))

    def _budget_known(self, ch: "Character", war: "War | None") -> bool:
        """Whether the rules fix this sheet's FP budget: a troop above level 6 gets extra FP by the
        interpretation troop-fp-levels (L363, L367), and under ``gm`` the GM sets it."""
        if ch.kind != "troop":
            return True
        try:
            above = F.rank_level(ch) > 6
        except RulesetError:
            return True
        return not above or (war is not None and self.choice(war, "troop-fp-levels") != "gm")

    def derived_values(self, ch: "Character", war: "War | None") -> list[Derived]:
        """HP, MP and IV from the stats and rank level (L871), Luck rerolls (L215), and the FP the sheet
        was built with, spent on stats and skills, and left (L750, L885-L890, L928-L933)."""
        found: list[Derived] = []
        for key, label, formula in (("hp", Message("HP (formula)"), F.hp), ("mp", Message("MP (formula)"), F.mp),
                                    ("iv", Message("IV (formula)"), F.iv),
                                    ("luck", Message("Luck rerolls a day"), F.luck_rerolls)):
            try:
                score = formula(ch)
            except (RulesetError, KeyError):
                continue
            warning = ""
            stored = {"hp": ch.health_max, "mp": ch.mana_max}.get(key)
            if stored is not None and stored != score.value:
                warning = Message("the sheet's maximum is {stored}, the formula gives {value}", stored=fmt(stored),
                                  value=fmt(score.value))
            found.append(Derived(key, label, score.value, score.explain, score.rule, warning))
        found.extend(self._fp_values(ch, war))
        return found + super().derived_values(ch, war)

    def _fp_values(self, ch: "Character", war: "War | None") -> list[Derived]:
        try:
            budget = self.fp_total(ch, war)
            stats = self.fp_spent(ch)
        except (RulesetError, KeyError):
            return []
        skills, parts, unpriced = F.skills_fp(ch)
        spent = stats.value + skills
        left = budget.value - spent
        said: list[object] = list(parts) if parts else [Message("no skill names its FP per level")]
        if unpriced and parts:
            said.append(Message("1 skill without FP not counted") if unpriced == 1 else
                        Message("{count} skills without FP not counted", count=unpriced))
        rule = T.cite("L750, L885-L890, L910-L911, L928-L933")
        warning = Message("{over} FP over budget", over=fmt(-left)) if left < 0 and self._budget_known(ch, war) else ""
        return [
            Derived("fp.total", Message("FP budget"), budget.value, budget.explain, budget.rule),
            Derived("fp.stats", Message("FP on stats"), stats.value, stats.explain, stats.rule),
            Derived("fp.skills", Message("FP on skills"), skills,
                    Message("{parts} = {total}", parts=Listing(said, "; "), total=fmt(skills)), rule),
            Derived("fp.left", Message("FP left"), left,
                    f"{fmt(budget.value)} − {fmt(stats.value)} − {fmt(skills)} = {fmt(left)}", rule, warning),
        ]

    @staticmethod
    def entry_words(key: str, value: Any) -> tuple[Any, object] | None:
        """An item's key the rules read (攻撃力, 防御力, a weapon's bad status) named, its value in words."""
        return ENTRY_WORDS(key, value)

    @staticmethod
    def status_words(status: Mapping[str, Any]) -> tuple[Any, tuple[str, ...]] | None:
        """A bad status (バッドステータス) on the sheet in words, and the keys they say."""
        return STATUS_WORDS(status)

    def conceal_from_owner(self, ch: "Character", war: "War") -> None:
        """A Servant whose true name its Master was not told (``flags.true_name_told`` false) shows its
        Master's player the class, rank level, stats but NP, HP/MP/IV and equipment but NPs; a skill once
        it was used in a check, an NP (a skill, or an item whose type is a Noble Phantasm) once used
        (entries marked ``revealed``), the NP stat once every NP was seen (``flags.np_stat_seen``)
        (L299-L303). Under ステータス隠し the stats are hidden too (L1399). A base of the sheet's own
        (``base_stats``, L709) goes with what it is the base of."""
        stats_concealed = ch.has_status("ステータス隠し") or ch.has_status("Status Concealment")
        super().conceal_from_owner(ch, war)  # may drop the status itself when the GM marked it hidden
        if ch.kind != "servant":
            return
        if Flag.TRUE_NAME_TOLD in ch.flags and is_no(ch.flags[Flag.TRUE_NAME_TOLD]):
            ch.true_name = None
            ch.skills = [s for s in ch.skills if is_yes(entry_flag(s, "revealed"))]
            ch.items = [i for i in ch.items if not _is_noble_phantasm(i) or is_yes(entry_flag(i, "revealed"))]
            if not is_yes(ch.flags.get(Flag.NP_STAT_SEEN)):
                ch.stats.pop("NP", None)
                if isinstance(ch.extra.get("base_stats"), dict):
                    ch.extra["base_stats"] = {k: v for k, v in ch.extra["base_stats"].items() if k != "NP"}
        if stats_concealed:
            ch.stats = {}
            ch.extra.pop("base_stats", None)

    # -- ordering --------------------------------------------------------------------------------
    def initiative_key(self, ch: "Character", war: "War") -> tuple[float]:
        """Greater IV acts first (L197)."""
        return (F.initiative(ch).value,)

    def delay_key(self, ch: "Character", war: "War", value: Any, tie: str | None) -> tuple[Any, str]:
        """IV may be lowered to delay, never below 0 (L197, L201); on meeting another's IV the delayer says
        whether it acts before or after (``tie``, L199); without it the equal-IV rule applies (iv-tie, L200)."""
        own = F.initiative(ch).value
        rule = T.cite("L197-L201")
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0 <= value < own:
            return None, (f"IV is lowered to delay to a number from 0 to below {ch.id}'s own IV {fmt(own)}, "
                          f"not {value!r} ({rule})")
        if tie not in (None, "before", "after"):
            return None, f"a delayer meeting another's IV acts 'before' or 'after' it, not {tie!r} ({rule})"
        return (value + {None: 0.0, "before": 0.5, "after": -0.5}[tie],), ""

    def explain_initiative(self, ch: "Character", war: "War") -> str:
        return F.initiative(ch).explain

    def is_concealed(self, ch: "Character") -> bool:
        """隠密状態 (stealth, L445-L449): flag ``stealth`` or a status named 隠密 / Stealth."""
        return (super().is_concealed(ch) or bool(ch.flags.get(Flag.STEALTH))
                or ch.has_status("隠密") or ch.has_status("Stealth"))

    # -- formulas --------------------------------------------------------------------------------
    def hp(self, ch: "Character") -> Score:
        return F.hp(ch)

    def mp(self, ch: "Character") -> Score:
        return F.mp(ch)

    def iv(self, ch: "Character") -> Score:
        return F.iv(ch)

    def fp_budget(self, rank_level: int) -> Score:
        return F.fp_budget(rank_level)

    def fp_total(self, ch: "Character", war: "War | None" = None) -> Score:
        return F.fp_total(ch, self.choice(war, "troop-fp-levels"))

    def fp_spent(self, ch: "Character") -> Score:
        return F.fp_spent(ch)

    def luck_rerolls(self, ch: "Character") -> Score:
        return F.luck_rerolls(ch)

    def stat_pool(self, rank: Rank, war: "War | None" = None, *, plus_active: bool = False,
                  minus_active: bool = False) -> F.Pool:
        return F.stat_pool(rank, plus_active=plus_active, minus_active=minus_active,
                           ex_boost_cost=self.choice(war, "ex-boost-cost"))

    def rank_level_check(self, ch: "Character") -> F.Pool:
        return F.rank_level_check(ch)

    def escape_check(self, escapers: list["Character"], blockers: list["Character"]) -> Check:
        return F.escape_check(escapers, blockers)

    def faction_escape_check(self, escapers: list["Character"], staying: list["Character"],
                             blockers: list["Character"], war: "War") -> Check | None:
        """A rear guard makes the escape certain (L524, rear-guard=holds); otherwise, once the other side
        blocks, every character of the escaping faction rolls 敏捷, those who stay included (L522)."""
        return F.faction_escape_check(escapers, staying, blockers, self.choice(war, "rear-guard"))

    # -- battle (L161-L213) ----------------------------------------------------------------------
    has_combat = True
    combat_rule = C.ATTACK_RULE
    budget_rule = T.cite("L197, L239")
    engage_rule = T.cite("L197, L240")

    combat_turn_phases = ("escape", "combat")
    combat_turns_after = "combat"
    combat_turn_rule = T.cite("L240")

    def combat_turn_limit(self, war: "War") -> tuple[int, bool]:
        """Combat turns inside one action turn per interpretation combat-turns (L240)."""
        return self._option(war, "combat-turns", TURN.COMBAT_TURNS)

    def phase_effects(self, phase: Phase, war: "War", facts: TurnFacts) -> list[Change]:
        """The end of an action turn: a Servant without a Master loses rank level HP and MP (L244-L245);
        the end of a day: Masters recover all MP (L241, L248)."""
        if phase.id == "turn-end":
            return TIME.unbound_servant_changes(war)
        if phase.id == "day-end":
            return TIME.day_end_changes(war)
        return []

    def phase_dice(self, phase: Phase, war: "War") -> list[DiceChange]:
        """The end of a day: Masters recover 2d6 HP (L241)."""
        return TIME.day_end_dice(war) if phase.id == "day-end" else []

    def parse_skill(self, raw: Mapping[str, Any], owner: "Character", index: int) -> Skill:
        """A sheet skill with ``action: attack|heal`` is an action of its own (acts.py, L922, L1061-L1064);
        any other adds dice to attack and defence checks when its entry says ``combat`` (L922) and a skill
        order naming it is refused as passive."""
        acting = ACTS.parse(raw, index)  # ``action: attack|heal``: a skill or NP used as an action
        if acting is not None:
            return acting
        rank = None
        try:
            rank = parse_rank(str(raw.get("rank")), F.SKILL_POLICY) if raw.get("rank") else None
        except RankError:
            rank = None
        return Skill(name=str(raw.get("name") or f"skill {index + 1}"), slot="passive", rank=rank,
                     rule=T.cite("L917-L933"), raw=raw)

    def basic_attacks(self, ch: "Character") -> list[Skill]:
        """筋力 / 敏捷 attacks, and 魔力 for a magician (L208-L213); the one with most expected successes first."""
        return C.basic_attacks(ch)

    def turn_budget(self, ch: "Character", war: "War", foes: list["Character"],
                    first_battle_turn: bool) -> Budget:
        """One action per action turn (L239): a move and one attack."""
        return Budget(actions={"standard", "move"},
                      explain=[Message("one attack and one move in this action turn ({rule})",
                                       rule=T.cite("L197, L239"))])

    def action_cost(self, ch: "Character", skill: Skill, war: "War") -> Cost:
        return skill.cost

    def cost_problem(self, ch: "Character", skill: Skill, budget_now: Budget, war: "War",
                     cost: Cost | None = None) -> str | None:
        """An incapacitated character (戦闘不能) does not act until its HP is healed (L204)."""
        if C.incapacitated(ch):
            return Message("{name} is incapacitated (戦闘不能) at {hp} HP ({rule})", name=ch.name, hp=fmt(ch.health or 0),
                           rule=T.cite("L204"))
        return None

    def target_problem(self, attacker: "Character", target: "Character", skill: Skill, war: "War",
                       facts: TurnFacts) -> str | None:
        """Rows: body attacks reach the front row, magic either row (L161-L177, L211, L213); an attack meant to
        subdue has nothing left to do against the incapacitated (L204)."""
        if not target.alive:
            return f"{target.name} is already down"
        if LINES.crossing(attacker, target):
            return LINES.crossing(attacker, target)
        if C.incapacitated(target) and C.subdues(skill):
            return Message("{name} is already incapacitated (戦闘不能, {rule})", name=target.name, rule=T.cite("L204"))
        return C.reach_problem(attacker, target, skill, war, self.choice(war, "physical-reach"),
                               self.choice(war, "row-placement"))

    def inflict(self, target: "Character", skill: Skill, war: "War") -> list[Change]:
        """A hit records the attacker's intent: to kill, or to incapacitate (L204)."""
        return C.intent_changes(target, skill)

    def death_reason(self, ch: "Character", war: "War | None") -> str | None:
        """HP 0 kills when the attack meant to kill; a hit meant to subdue leaves it incapacitated (L204)."""
        if ch.health is None or ch.health > 0 or C.incapacitated(ch):
            return None
        return Message("HP {hp} ≤ 0 from an attack meant to kill ({rule})", hp=fmt(ch.health), rule=T.cite("L204"))

    def contest(self, attacker: "Character", target: "Character", skill: Skill, war: "War",
                answers: Mapping[str, str] | None = None) -> Contest | None:
        """Attack check against defence check, both as d6 pools (L202, L864, L922), with '+'/'−', Luck,
        priority, support, NP effects and troops (see rulesets/roll_dice/checks.py)."""
        choices = {key: self.choice(war, key) for key in ("defence-stat", "ex-boost-cost", "priority-source")}
        return CHECKS.build(attacker, target, skill, war, choices, dict(answers or {}))

    def contest_questions(self, attacker: "Character", target: "Character", skill: Skill,
                          war: "War") -> list[CheckQuestion]:
        """'+'/'−' conditions the GM rules (L902, L909); a Luck reroll against an NP effect (L218)."""
        return CHECKS.questions(attacker, target, skill, war, self.choice(war, "defence-stat"))

    def contest_damage(self, attacker: "Character", target: "Character", skill: Skill,
                       result: ContestResult, war: "War") -> Score:
        """Damage (L202-L205); an action's 固定値 and NP effects (L1405, L1415); troops ×1.5 (L395)."""
        if ACTS.acting(attacker, skill):
            scores = C.achievement_words(result.attack_total, result.defence_total)
            score = ACTS.damage(attacker, target, skill, result.margin, scores, result.contest.tags)
        else:
            score = C.damage(attacker, target, skill, result)
        return TROOPS.troop_damage(score, attacker, target, skill, False)

    # -- support, supply and combat-turn ends (rdbattle: L226-L235, L244) ---------------------------
    def special_action_slot(self, order: Mapping[str, Any]) -> str | None:
        """Support and supply act in the combat phase, in IV order (L227, L231)."""
        return "attack" if order.get("action") in SUPPORT.ACTIONS else None

    def special_action_cost(self, ch: "Character", order: Mapping[str, Any], war: "War") -> Cost:
        return SUPPORT.cost(order)

    def special_action_check(self, ch: "Character", order: Mapping[str, Any],
                             war: "War") -> tuple[tuple[DicePool, ...], str, str] | None:
        return SUPPORT.check(ch, order, war)

    def special_action(self, ch: "Character", order: Mapping[str, Any], war: "War",
                       facts: TurnFacts) -> list[Change]:
        if order.get("action") not in SUPPORT.ACTIONS:
            return super().special_action(ch, order, war, facts)
        return SUPPORT.changes(ch, order, war)

    def combat_turn_end(self, war: "War", number: int, fighters: frozenset[str]) -> list[Change]:
        """An unbound Servant who fought loses rank level HP and MP per combat turn (L244, unbound-loss)."""
        return UNBOUND.combat_turn_changes(war, number, fighters, self.choice(war, "unbound-loss"))


# -- statuses, Command Spells, covering, stealth, sleep, wealth, knowledge (rdstatus) --------------------
from gmdesk.rulesets.roll_dice.hooks import StatusHooks, declaring  # noqa: E402  (hooks over the battle)
from gmdesk.rulesets.roll_dice import whole  # noqa: E402
from gmdesk.rulesets.roll_dice.order_fields import OrderFields  # noqa: E402  (the desk's values of its fields)


class RollDiceWhole(OrderFields, StatusHooks, RollDice):
    """The battle ruleset with the status, covering, stealth, sleep, wealth and knowledge hooks."""

    phases = whole.described(declaring(TURN.PHASES))
    interpretations = INTERPRETATIONS
    notes = whole.notes(RollDice.notes)  # type: ignore[assignment]  # the battle notes, rewritten


RULESET = RollDiceWhole()
