"""Fate/roll dice (roll-dice 004) ruleset: sheets, derived values, FP, dice tables, order, phases.

Line citations ``004:Lnn`` point into /work/shared/rules/roll-dice.004_8acb8ad758a0196c.txt; the
"summary §9 #n" rows are the worked examples of roll-dice.summary.en.md.
"""

from __future__ import annotations

import pytest

from gmdesk.errors import RankError, RulesetError
from gmdesk.model.character import Character
from gmdesk.model.ranks import Rank, parse_rank
from gmdesk.rulesets import get
from gmdesk.rulesets.roll_dice import RULESET
from gmdesk.rulesets.roll_dice import formulas as F
from gmdesk.rulesets.roll_dice import tables as T
from gmdesk.rulesets.roll_dice.turn import action_turn


class _War:
    """The two War attributes the ruleset reads (turn, settings)."""

    def __init__(self, turn: int = 1, **interpretations: str):
        self.turn = turn
        self.settings = {"interpretations": dict(interpretations)}


class _ValidatedWar(_War):
    """A war with no characters, for validate_war's interpretation checks."""

    characters: dict = {}


def make(cid: str, kind: str, stats: dict[str, str], rank_level: int | None, cls: str | None = None) -> Character:
    ranks = {k: RULESET.parse_stat(k, v, owner=cid) for k, v in stats.items()}
    pts: dict[str, float] = {}
    if rank_level is not None:
        pts["rank_level"] = rank_level
    return Character(id=cid, name=cid, kind=kind, class_name=cls, stats=ranks, points=pts)


def base(type_name: str) -> dict[str, str]:
    return dict(T.BASE_SHEETS[type_name].stats)


def servant(cls: str, rank_level: int = 7, **changes: str) -> Character:
    return make(cls.lower(), "servant", {**base(cls), **changes}, rank_level, cls)


def master(rank_level: int = 1, **changes: str) -> Character:
    return make("master", "master", {**base("Master"), **changes}, rank_level)


def rank(text: str) -> Rank:
    return parse_rank(text)


# -- registry and stat keys ---------------------------------------------------------------------
def test_registry_exposes_the_ruleset():
    """The plugin is reachable as roll-dice (registry BUILTIN) and names its document, 004:L1."""
    assert get("roll-dice") is RULESET
    assert RULESET.document == "roll-dice.004_8acb8ad758a0196c.txt"


def test_stat_keys_carry_the_japanese_names():
    """Servants: 筋力 耐久 敏捷 魔力 幸運 宝具; Masters: … 社会 (004:L862, sheets L1541, L1605)."""
    names = {s.key: s.description for s in RULESET.stats}
    assert names == {"STR": "筋力", "END": "耐久", "AGI": "敏捷", "MAG": "魔力", "LCK": "幸運",
                     "NP": "宝具", "SOC": "社会"}
    assert [s.key for s in RULESET.stats if s.required] == ["STR", "END", "AGI", "MAG", "LCK"]
    assert all("004:L" in s.rule for s in RULESET.stats)


# -- rank policies ------------------------------------------------------------------------------
@pytest.mark.parametrize("text, expected", [("A++", (5, 2)), ("B--", (4, -2)), ("B−", (4, -1)),
                                            ("EX", (6, 0)), ("E", (1, 0))])
def test_policy_accepts_two_marks(text, expected):
    """'+'/'−' are written in the rank, at most two on a stat (004:L866, L898, L905, L914)."""
    r = RULESET.parse_stat("STR", text)
    assert (r.level, r.subrank) == expected


@pytest.mark.parametrize("text", ["A+++", "C---", "EX+", "EX-", "-", "N/A", "b", "F"])
def test_policy_refuses_bad_ranks(text):
    """Three marks (004:L914), marks on EX (L867-L868), none/N-A on STR (L885) are refused."""
    with pytest.raises(RankError):
        RULESET.parse_stat("STR", text)


def test_none_rank_for_np_soc_and_mag():
    """宝具/社会 may be '-' (004:L668, L885); MAG '-' is parsed (troops, L371) and level 0."""
    for key in ("NP", "SOC", "MAG"):
        assert RULESET.parse_stat(key, "-").level == 0
    assert T.RANK_LEVEL.value(rank("-")) == 0


# -- derived values -----------------------------------------------------------------------------
@pytest.mark.parametrize("cls, hp, mp, iv", [
    ("Saber", 45, 29, 14), ("Lancer", 37, 21, 16), ("Archer", 31, 15, 10), ("Rider", 23, 27, 13),
    ("Berserker", 37, 23, 11), ("Assassin", 23, 21, 16), ("Caster", 15, 45, 13),
])
def test_derived_values_of_base_servants(cls, hp, mp, iv):
    """HP/MP/IV formulas of 004:L871 on the base sheets L666-L706 at rank 7 (summary §9 table)."""
    ch = servant(cls)
    assert (F.hp(ch).value, F.mp(ch).value, F.iv(ch).value) == (hp, mp, iv)


def test_derived_values_of_base_master():
    """Master D D D E E, rank 1: HP 17, MP 9, IV 7 (004:L660-L664, L871; summary §9 table)."""
    ch = master()
    assert (RULESET.hp(ch).value, RULESET.mp(ch).value, RULESET.iv(ch).value) == (17, 9, 7)


def test_explanations_show_operands():
    """The HP formula shows both stats, the × 3, and the rank level (004:L871)."""
    ch = servant("Saber")
    assert F.hp(ch).explain == "HP = (max(END B=4, STR A=5) 5 × 3 + min 4) × 2 + rank level 7 = 45"
    assert F.mp(ch).explain == "MP = (MAG C=3 × 3 + LCK D=2) × 2 + rank level 7 = 29"
    assert F.iv(ch).explain == "IV = AGI B=4 × 3 + LCK D=2 = 14"
    assert "004:L871" in F.hp(ch).rule


def test_berserker_madness_example():
    """Berserker with 狂化 E raising STR/END to A/B has HP 45 (summary §9 table; 004:L871)."""
    assert F.hp(servant("Berserker", STR="A", END="B")).value == 45


def test_marks_do_not_change_derived_values():
    """'+'/'−' never change HP, MP or IV (004:L912)."""
    plain, marked = servant("Saber"), servant("Saber", STR="A++", END="B-", AGI="B+")
    assert [F.hp(marked).value, F.mp(marked).value, F.iv(marked).value] == \
           [F.hp(plain).value, F.mp(plain).value, F.iv(plain).value]
    assert "ignored, L912" in F.hp(marked).explain


def test_missing_rank_level_is_an_error():
    """HP and MP add the rank level (004:L871); a sheet without it cannot give HP."""
    ch = make("x", "master", base("Master"), None)
    with pytest.raises(RulesetError):
        F.hp(ch)
    assert F.iv(ch).value == 7


# -- FP -----------------------------------------------------------------------------------------
@pytest.mark.parametrize("level, fp", [(1, 6), (6, 36), (7, 42), (12, 72)])
def test_fp_budget(level, fp):
    """FP = rank level × 6 (004:L750); Masters 1-6, Servants 7-12 (L747-L748)."""
    score = F.fp_budget(level)
    assert score.value == fp
    assert score.explain == f"FP = rank level {level} × 6 = {fp}"


@pytest.mark.parametrize("before, after, cost", [
    ("D", "B", 12),      # summary §9 #5, 004:L886
    ("-", "C", 18),      # §9 #6, L886
    ("A", "EX", 18),     # §9 #7, L887
    ("A++", "EX", 12),   # §9 #8, L888
    ("D", "E", -6),      # §9 #9, L890
    ("B", "B+", 3),      # §9 #14, L910
    ("B", "B-", -3),     # §9 #14, L911
    ("A", "A++", 6),     # §9 #34, L1171
])
def test_stat_fp_worked_examples(before, after, cost):
    """Stat FP: 6 per level, A→EX 18, '+' 3, '−' −3 (004:L885-L890, L910-L911)."""
    assert F.stat_fp_change(rank(before), rank(after)).value == cost


def test_fp_table_reads_marks_through_steps():
    """A++ is worth 36 FP, so A++→EX = 12 (004:L888); B− refunds 3 of B's 24 (L911)."""
    assert T.STAT_FP.value(rank("A++")) == 36
    assert T.STAT_FP.value(rank("B-")) == 21
    assert T.STAT_FP.value(rank("EX")) - T.STAT_FP.value(rank("A++")) == 12


def test_fp_spent_on_stats():
    """Saber STR A→EX (+18) and LCK D→E (−6) spends 12 FP (004:L887, L889-L890)."""
    score = F.fp_spent(servant("Saber", STR="EX", LCK="E"))
    assert score.value == 12
    assert "STR A→EX +18" in score.explain and "LCK D→E −6" in score.explain


def test_fp_spent_raising_master_society_and_unknown_class():
    """A Master raising 社会 E→C spends 12 (004:L662, L885); irregular classes need a GM base (L709)."""
    assert F.fp_spent(master(SOC="C")).value == 12
    odd = make("odd", "servant", base("Saber"), 7, "Avenger")
    with pytest.raises(RulesetError):
        F.fp_spent(odd)
    odd.extra["base_stats"] = base("Saber")
    assert F.fp_spent(odd).value == 0


def test_fake_class_uses_its_class_base():
    """A Fake-Archer is an Archer summoned by a Caster (004:L710)."""
    ch = make("fa", "servant", base("Archer"), 7, "Fake-Archer")
    assert F.fp_spent(ch).value == 0


# -- dice tables --------------------------------------------------------------------------------
def test_stat_dice_table():
    """level × 2 dice, success on ≤ level; B = 8 dice ≤ 4 (004:L864-L865; summary §9 #2)."""
    assert [T.STAT_DICE.value(rank(x)) for x in ("E", "D", "C", "B", "A", "EX")] == [2, 4, 6, 8, 10, 14]
    assert [T.STAT_THRESHOLD.value(rank(x)) for x in ("E", "D", "C", "B", "A", "EX")] == [1, 2, 3, 4, 5, 6]
    pool = F.stat_pool(rank("B"))
    assert (pool.dice, pool.threshold) == (8, 4)


def test_ex_pool_is_automatic():
    """EX: 14 dice, all succeed → 14; +14 more for MP, 14 MP by default (004:L867-L868; §9 #3)."""
    plain = F.stat_pool(rank("EX"))
    assert (plain.dice, plain.automatic, plain.bonus) == (14, 14, 0)
    boosted = RULESET.stat_pool(rank("EX"), None, plus_active=True)
    assert (boosted.automatic + boosted.bonus, boosted.cost) == (28, 14)
    by_gm = RULESET.stat_pool(rank("EX"), _War(**{"ex-boost-cost": "gm"}), plus_active=True)
    assert by_gm.cost is None and "GM" in by_gm.explain


@pytest.mark.parametrize("text, plus, minus, dice, threshold", [
    ("A+", True, False, 20, 5),     # §9 #10, 004:L898
    ("B++", True, False, 24, 4),    # §9 #10, L898
    ("A-", False, True, 5, 5),      # §9 #12, L905
    ("B--", False, True, 3, 4),     # §9 #12, L905: ceil(8/3)
    ("A+", False, False, 10, 5),    # condition not met: plain A
])
def test_plus_minus_pools(text, plus, minus, dice, threshold):
    """'+' × (1 + count), '−' ÷ (1 + count) rounded up, threshold unchanged (004:L897-L905)."""
    pool = F.stat_pool(rank(text), plus_active=plus, minus_active=minus)
    assert (pool.dice, pool.threshold) == (dice, threshold)


def test_paid_plus_costs_the_extra_dice():
    """A paid '+' costs HP or MP equal to the increase: A+ → 10 (004:L901)."""
    assert F.stat_pool(rank("A+"), plus_active=True).cost == 10


def test_skill_dice_table():
    """Skills roll one die per level; EX = 14 ÷ 2 = 7 (004:L922)."""
    assert T.SKILL_DICE.value(rank("B")) == 4
    assert T.SKILL_DICE.value(rank("EX")) == 7


def test_rank_level_check():
    """Master rank L / Servant rank L − 6 → 2L dice ≤ L; at 6 or 12: 12 dice ≤ 5, not EX (004:L878-L879; §9 #4)."""
    top_master, top_servant = F.rank_level_check(master(6)), F.rank_level_check(servant("Saber", 12))
    assert (top_master.dice, top_master.threshold) == (12, 5)
    assert (top_servant.dice, top_servant.threshold) == (12, 5)
    mid = F.rank_level_check(servant("Saber", 9))
    assert (mid.dice, mid.threshold) == (6, 3)
    assert T.RANK_LEVEL_CHECK[6] == (12, 5)


def test_luck_rerolls():
    """Rerolls per day = Luck level; EX 6 + 2 = 8; marks do not count (004:L215, L869, L912)."""
    assert F.luck_rerolls(servant("Assassin")).value == 4
    assert F.luck_rerolls(servant("Assassin", LCK="B+")).value == 4
    assert F.luck_rerolls(servant("Assassin", LCK="EX")).value == 8


def test_troop_stats_and_fp():
    """Troop stats 1 + Lv ÷ 2 rounded up: Lv3 C; Lv4 C + 10 FP (004:L367-L369; §9 #26-27)."""
    assert F.troop_stat_level(3).value == 3 and F.troop_stat_level(4).value == 3
    assert F.troop_stat_level(1).value == 2 and F.troop_stat_level(5).value == 4
    assert F.troop_fp_bonus(4).value == 10 and F.troop_fp_bonus(3).value == 0
    assert F.troop_fp_bonus(8).value == 0                      # troop-fp-levels=listed
    assert F.troop_fp_bonus(8, "even").value == 14
    troop = make("t", "troop", {k: "C" for k in ("STR", "END", "AGI", "MAG", "LCK", "SOC")}, 4)
    assert RULESET.fp_total(troop).value == 10
    assert F.fp_spent(troop).value == 0


# -- initiative ---------------------------------------------------------------------------------
def test_initiative_orders_by_iv():
    """Characters act from the highest IV down (004:L197); IV = AGI × 3 + LCK (L871)."""
    chars = [master(), servant("Saber"), servant("Lancer"), servant("Caster")]
    war = _War()
    ordered = sorted(chars, key=lambda c: RULESET.initiative_key(c, war), reverse=True)
    assert [c.id for c in ordered] == ["lancer", "saber", "caster", "master"]
    assert RULESET.explain_initiative(chars[1], war) == "IV = AGI B=4 × 3 + LCK D=2 = 14"


def test_sheet_iv_overrides_formula():
    """The sheet's ・IV (004:L1544) carries mounts and skills (L1012-L1016, L1243)."""
    ch = servant("Saber")
    ch.points["iv"] = 20
    assert RULESET.initiative_key(ch, _War()) == (20,)
    assert "formula gives" in RULESET.explain_initiative(ch, _War())


def test_iv_tie_goes_to_the_gm():
    """Equal IV → AGI + LCK contest, winner chooses (004:L198): Lancer and Assassin both have 16."""
    war = _War()
    assert RULESET.initiative_key(servant("Lancer"), war) == RULESET.initiative_key(servant("Assassin"), war)
    assert RULESET.initiative_tie == "iv-tie"
    tie = RULESET.interpretation("iv-tie")
    assert tie.default == "gm" and set(tie.options) == {"gm", "random"}


# -- phases -------------------------------------------------------------------------------------
def test_phases_of_an_action_turn():
    """Move, act, meet, escape at combat-turn start, IV order, turn end (004:L237-L240, L197, L521)."""
    phases = RULESET.phases_for(_War(turn=1))
    assert [p.id for p in phases] == ["move", "action", "encounter", "escape", "combat", "turn-end"]
    by_id = {p.id: p for p in phases}
    assert by_id["move"].activities == ("move",)
    assert by_id["encounter"].activities == ("act",)  # attacks start battles, by IV (L197, L202)
    assert by_id["encounter"].slots == ("attack",)
    assert by_id["escape"].activities == ("flee",)
    assert by_id["combat"].order == "initiative"
    assert all("004:L" in p.rule for p in RULESET.phases)


def test_day_end_after_four_action_turns():
    """A day is 朝 昼 夜 深夜; day-end recovery after the fourth (004:L237, L241)."""
    assert [p.id for p in RULESET.phases_for(_War(turn=4))][-1] == "day-end"
    assert "day-end" not in [p.id for p in RULESET.phases_for(_War(turn=3))]
    assert [action_turn(t)[1].japanese for t in (1, 2, 3, 4)] == ["朝", "昼", "夜", "深夜"]
    assert action_turn(5)[0] == 2 and action_turn(8)[1].japanese == "深夜"


def test_action_order_interpretation():
    """No order is given for an action turn (004:L237-L240); action-order=initiative uses IV."""
    default = RULESET.phases_for(_War())[0]
    chosen = RULESET.phases_for(_War(**{"action-order": "initiative"}))[0]
    assert (default.order, chosen.order) == ("simultaneous", "initiative")


# -- movement -----------------------------------------------------------------------------------
def test_movement_rules():
    """No scouting or hidden bases in 004; escape at any combat-turn start (L521), catch-up by GM (L524)."""
    m = RULESET.movement
    assert m.range == "adjacent" and m.scout is None and m.search is None and m.meetings is None
    assert m.flee.min_battle_turn == 1 and m.flee.pursuit is None
    assert RULESET.interpretation(m.flee.pursuit_interpretation).default == "gm"


def test_movement_for_defaults():
    """No movement rule in 004 (L574, move-range=adjacent): one linked district; escape to a linked
    district (escape-destination=adjacent), declared at a combat turn's start and not taken from
    the action turn's move (L521), so flee is not a move-action order."""
    m = RULESET.movement_for(_War())
    assert (m.range, m.max_steps, m.move_order) == ("adjacent", 1, "simultaneous")
    assert m.flee.destination == "adjacent" and m.flee.consumes_move_action is False
    assert m.move_action_orders == ("move",)
    assert RULESET.movement_for(None) == m


def test_movement_for_move_range_anywhere():
    """move-range=anywhere: the stage's transport (移動手段, 004:L572) reaches any district."""
    m = RULESET.movement_for(_War(**{"move-range": "anywhere"}))
    assert (m.range, m.max_steps) == ("anywhere", None)
    assert m.flee.destination == "adjacent"


def test_move_range_offers_no_gm_option():
    """move-range has no per-move GM ruling: the engine checks orders before resolving (004:L574)."""
    assert set(RULESET.interpretation("move-range").options) == {"adjacent", "anywhere"}
    problems = RULESET.validate_war(_ValidatedWar(**{"move-range": "gm"}))
    assert [p.field for p in problems] == ["settings.interpretations.move-range"]
    with pytest.raises(RulesetError, match="move-range='gm'"):
        RULESET.movement_for(_War(**{"move-range": "gm"}))


@pytest.mark.parametrize("choice, destination", [("adjacent", "adjacent"), ("stay", "stay"), ("gm", "anywhere")])
def test_movement_for_escape_destination(choice, destination):
    """004:L520-L524 name no place for an escaper: a linked district, its own district, or where
    the GM writes it in the escape order (any district)."""
    m = RULESET.movement_for(_War(**{"escape-destination": choice}))
    assert m.flee.destination == destination
    assert (m.range, m.flee.min_battle_turn) == ("adjacent", 1)


def test_movement_for_action_order():
    """action-order=initiative: moves follow descending IV as combat does (004:L197)."""
    assert RULESET.movement_for(_War(**{"action-order": "initiative"})).move_order == "initiative"


def test_escape_check():
    """Unopposed escape is automatic (004:L521); opposed AGI contest, ties rerolled (L522-L523)."""
    saber, lancer = servant("Saber"), servant("Lancer")
    assert F.escape_check([saber], []).certain is True
    even = RULESET.escape_check([saber], [servant("Saber")])
    assert even.chance == pytest.approx(0.5)
    slower = F.escape_check([saber], [lancer])
    assert 0 < slower.chance < 0.5 and "8d6≤4" in slower.explain and "10d6≤5" in slower.explain
    ex = servant("Saber", AGI="EX")
    assert F.escape_check([ex], [servant("Lancer", AGI="EX")]).chance is None
    assert F.escape_check([ex], [lancer]).chance == pytest.approx(1.0)


# -- interpretations ----------------------------------------------------------------------------
def test_interpretation_defaults():
    """Defaults read 004 literally; GM calls (L195, L198, L524) default to gm."""
    defaults = {i.key: i.default for i in RULESET.interpretations}
    assert defaults == {
        "iv-tie": "gm", "row-placement": "gm", "ex-boost-cost": "14-mp", "plus-minus-limit": "combined",
        "troop-fp-levels": "listed", "action-order": "simultaneous", "move-range": "adjacent",
        "move-action": "free", "escape-destination": "adjacent", "escape-catch-up": "gm",
        "defence-stat": "best", "physical-reach": "front", "combat-turns": "until-decided",
        "rear-guard": "holds",
        "unbound-loss": "both", "priority-source": "source-stat",  # rdbattle: L244 read literally; L221 GAP
        "covering-order": "in-place", "stealth-observers": "each",
    }
    for interp in RULESET.interpretations:
        assert interp.default in interp.options
        assert "004:L" in interp.source


def test_choice_reads_war_settings():
    """A war's recorded interpretation wins over the default (ex-boost-cost, 004:L867-L868)."""
    assert RULESET.choice(None, "ex-boost-cost") == "14-mp"
    assert RULESET.choice(_War(**{"ex-boost-cost": "gm"}), "ex-boost-cost") == "gm"


# -- sheet validation ---------------------------------------------------------------------------
def _messages(ch: Character) -> list[str]:
    return [f"{p.field}: {p.message}" for p in RULESET.validate_character(ch, "c")]


def test_valid_sheets_pass():
    """Base sheets of 004:L660-L706 with rank levels in range (L747-L748) have no problems."""
    assert _messages(servant("Saber")) == []
    assert _messages(master(6)) == []


def test_sheet_problems():
    """Servants have 宝具, not 社会 (004:L862); rank levels 1-6 / 7-12 (L747-L748); MAG '-' is for troops (L371)."""
    wrong = make("w", "servant", {**base("Saber"), "SOC": "E", "MAG": "-"}, 13, "Saber")
    text = " | ".join(_messages(wrong))
    assert "no SOC status" in text and "rank level is 7-12" in text and "MAG to '-'" in text
    no_soc = make("m", "master", {k: v for k, v in base("Master").items() if k != "SOC"}, None)
    text = " | ".join(_messages(no_soc))
    assert "has SOC" in text and "records its rank level" in text


def test_troop_spread_and_familiar_kind():
    """Troop stats differ by at most 2, '-' aside (004:L374); 004 has no familiar kind (L328)."""
    troop = make("t", "troop", {"STR": "A", "END": "E", "AGI": "C", "MAG": "-", "LCK": "C", "SOC": "C"}, 3)
    assert any("differ by at most 2" in m for m in _messages(troop))
    fine = make("t2", "troop", {"STR": "B", "END": "D", "AGI": "C", "MAG": "-", "LCK": "C", "SOC": "C"}, 3)
    assert _messages(fine) == []
    familiar = make("f", "familiar", {}, None)
    assert any("no familiar" in m for m in _messages(familiar))
