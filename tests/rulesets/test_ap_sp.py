"""Tests of the ap-sp ruleset plugin against its document, ap-sp.000 (cited as 000:Lnn)."""

from __future__ import annotations

import pytest

from gmdesk.errors import RankError
from gmdesk.model.character import Character
from gmdesk.model.mapgraph import Location, WarMap
from gmdesk.model.ranks import Rank, parse_rank
from gmdesk.model.war import War
from gmdesk.rulesets import get
from gmdesk.rulesets.ap_sp import RULESET, more_than_two_ranks

R = RULESET


def rank(text: str) -> Rank:
    return R.parse_stat("AGI", text)


def char(cid: str, kind: str = "servant", **stats: str) -> Character:
    return Character(id=cid, name=cid.capitalize(), kind=kind, location="a",
                     stats={k: parse_rank(v) for k, v in stats.items()})


def war(**interpretations: str) -> War:
    settings = {"interpretations": dict(interpretations)} if interpretations else {}
    return War(ruleset="ap-sp", title="test", map=WarMap([Location("a", "A"), Location("b", "B")], [("a", "b")]),
               characters={}, settings=settings)


def table_value(stat: str, text: str) -> float:
    return R.tables[stat].value(R.parse_stat(stat, text))


# -- registry and stats -----------------------------------------------------------------------------
def test_registry_loads_ap_sp():
    """The ruleset id of the document ap-sp.000 (rules README) loads through the registry."""
    assert get("ap-sp") is RULESET
    assert RULESET.id == "ap-sp"


def test_stat_keys_exactly():
    """Stats STR, END, MAE, MAR, AGI, LCK, ACT, NP (000:L58-171)."""
    assert [s.key for s in R.stats] == ["STR", "END", "MAE", "MAR", "AGI", "LCK", "ACT", "NP"]


def test_pools_maxima():
    """Health max Servant 300 / Master 150 / familiar any (000:L40); Mana 200 / 75 / any (000:L50);
    Masters have no AP or SP (000:L233); only Masters hold CP (000:L530)."""
    assert R.pool_maximum("health", "servant") == 300
    assert R.pool_maximum("health", "master") == 150
    assert R.pool_maximum("health", "familiar") is None
    assert R.pool_maximum("mana", "servant") == 200
    assert R.pool_maximum("mana", "master") == 75
    assert R.pool_maximum("mana", "familiar") is None
    assert [p.key for p in R.pools] == ["health", "mana", "AP", "SP", "CP"]
    assert R.pool_maximum("AP", "master") == 0
    assert R.pool_maximum("SP", "master") == 0
    assert R.pool_maximum("CP", "servant") == 0
    assert R.pool_maximum("CP", "master") is None


def test_validate_character_caps_health():
    """A Master's maximum Health is 150 (000:L40): a sheet with 200 is a problem."""
    master = char("m", "master", AGI="C")
    master.health_max = 200
    problems = R.validate_character(master, "characters[0](m)")
    assert [p.field for p in problems] == ["characters[0](m).health_max"]


# -- coefficient tables ----------------------------------------------------------------------------
@pytest.mark.parametrize("stat,ex", [("STR", 1.30), ("END", 1.20), ("MAE", 1.30), ("MAR", 1.20)])
def test_coefficient_tables_read_back(stat, ex):
    """STR/END/MAE/MAR: E .05, D .25, C .45, B .65, A .85, EX 1.30/1.20/1.30/1.20 (000:L63-133)."""
    expected = {"E": 0.05, "D": 0.25, "C": 0.45, "B": 0.65, "A": 0.85, "EX": ex}
    for letter, value in expected.items():
        assert table_value(stat, letter) == value


def test_worked_example_subranks():
    """Worked examples: B+ STR = .68 (000:L811), A++ MAE = .91 (000:L813), C-- END = .39 (000:L863-867)."""
    assert table_value("STR", "B+") == 0.68
    assert table_value("MAE", "A++") == 0.91
    assert table_value("END", "C--") == 0.39


def test_subrank_arithmetic():
    """Each subrank "+" or "-" is 0.03 (000:L75, L95, L115, L135), down to D--- (000:L824)."""
    assert table_value("STR", "D---") == pytest.approx(0.16)
    assert table_value("MAR", "E+++") == pytest.approx(0.14)
    assert table_value("MAR", "E-") == pytest.approx(0.02)
    assert table_value("STR", "EX+") == pytest.approx(1.33)
    assert table_value("END", "EX-") == pytest.approx(1.17)
    assert R.tables["STR"].formula_text(rank("B+")) == "STR[B+] = 0.68"


def test_worked_damage_operands():
    """25 * (.68 - .05 + 1) = 40.75 (000:L811); 30 * (.91 - .45 + 1) = 43.8 (000:L813);
    25 * (1.68 - .39) = 32.25 (000:L867): the table values give the printed results."""
    assert 25 * (table_value("STR", "B+") - table_value("END", "E") + 1) == pytest.approx(40.75)
    assert 30 * (table_value("MAE", "A++") - table_value("MAR", "C") + 1) == pytest.approx(43.8)
    assert 25 * (1 + table_value("STR", "B+") - table_value("END", "C--")) == pytest.approx(32.25)


def test_no_agi_lck_table():
    """AGI and LCK have no numeric table; they are only compared (000:L140, L145, L416)."""
    assert set(R.tables) == {"STR", "END", "MAE", "MAR"}


# -- rank policies ---------------------------------------------------------------------------------
def test_act_refuses_subranks_naming_the_field():
    """ACT "cannot gain subranks" (000:L166): "C+" is refused and the error names stats.ACT."""
    with pytest.raises(RankError) as err:
        R.parse_stat("ACT", "C+", owner="saber")
    assert err.value.field == "stats.ACT"
    assert err.value.owner == "saber"
    assert "ACT" in str(err.value)


def test_act_ranks():
    """ACT ranks are N/A, E, D, C, B, A, EX (000:L152-164)."""
    for text in ("N/A", "E", "D", "C", "B", "A", "EX"):
        assert str(R.parse_stat("ACT", text)) == text
    with pytest.raises(RankError):
        R.parse_stat("ACT", "-")


def test_four_pluses_refused():
    """At most three subranks per rank (GAP in R0 (a); the document writes up to D---, 000:L824)."""
    with pytest.raises(RankError) as err:
        R.parse_stat("STR", "A++++")
    assert err.value.field == "stats.STR"
    with pytest.raises(RankError) as err:
        R.parse_stat("AGI", "D----")
    assert err.value.field == "stats.AGI"
    assert str(R.parse_stat("AGI", "D---")) == "D---"
    assert str(R.parse_stat("LCK", "A+++")) == "A+++"


def test_main_stats_refuse_na_and_bad_letters():
    """Main stats are E..EX (000:L63-73): N/A, '-' and F are not ranks of STR."""
    for bad in ("N/A", "-", "F", "b"):
        with pytest.raises(RankError) as err:
            R.parse_stat("STR", bad)
        assert err.value.field == "stats.STR"


def test_ex_takes_subranks():
    """EX subranks (GAP, chosen): 0.03 per subrank under every table (000:L75) and "1 positive subrank to
    all their stats" (000:L379) need EX+."""
    assert R.parse_stat("STR", "EX+") == Rank("EX", 1, 0)
    assert R.parse_stat("NP", "EX-") == Rank("EX", 0, 1)
    assert any("EX subranks" in note for note in R.notes)
    assert any("maximum count is a GAP" in note for note in R.notes)


def test_np_ranks():
    """NP ranks take subranks (000:L171); a character without an NP may write '-' or N/A."""
    assert str(R.parse_stat("NP", "A+")) == "A+"
    assert R.parse_stat("NP", "-").is_special
    assert R.parse_stat("NP", "N/A").is_special


def test_unknown_stat_refused():
    """Only the stats of 000:L58-171 exist: HP is not a ranked stat."""
    with pytest.raises(RankError) as err:
        R.parse_stat("HP", "A")
    assert err.value.field == "stats.HP"


def test_validate_character_reports_bad_act():
    """ACT "cannot gain subranks" (000:L166): a sheet with ACT C+ is reported on its field."""
    saber = char("saber", ACT="C+", AGI="A")
    problems = R.validate_character(saber, "characters[0](saber)")
    assert [p.field for p in problems] == ["characters[0](saber).stats.ACT"]


# -- phases ----------------------------------------------------------------------------------------
def test_phase_list_order_and_kinds():
    """The 11 phases of 000:L419-429; Daily Move, Initial, Instant simultaneous (000:L437); the
    Movement Phase simultaneous (000:L520); the others by AGI/LCK (000:L416)."""
    got = [(p.id, p.order, p.round) for p in R.phases]
    assert got == [
        ("daily-move", "simultaneous", 1),
        ("initial", "simultaneous", 1),
        ("instant", "simultaneous", 1),
        ("support", "initiative", 1),
        ("attacking", "initiative", 1),
        ("prepared", "initiative", 1),
        ("movement", "simultaneous", 1),
        ("instant-2", "simultaneous", 2),
        ("support-2", "initiative", 2),
        ("attacking-2", "initiative", 2),
        ("prepared-2", "initiative", 2),
    ]
    assert [p.name for p in R.phases][0] == "Daily Move Phase (Scouting)"
    assert all("000:L4" in p.rule for p in R.phases)


def test_phase_activities():
    """Scouting in the Daily Move Phase (000:L471); actions (which engage battles) in the Instant, Support,
    Attacking and Prepared Phases of both rounds (000:L421-429, L441, L520); moves, flights and the
    Teleporter in the Movement Phase (000:L445, L612); regeneration in the Initial Phase (000:L433) and
    poison in the Instant Phase (000:L337)."""
    acts = {p.id: p.activities for p in R.phases}
    slots = {p.id: p.slots for p in R.phases}
    assert acts["daily-move"] == ("scout",)
    assert acts["attacking"] == ("act",) and slots["attacking"] == ("attack",)
    assert acts["movement"] == ("move", "flee", "act") and slots["movement"] == ("movement",)
    assert acts["attacking-2"] == ("act",) and slots["attacking-2"] == ("attack",)
    assert acts["initial"] == ("effects",)
    assert "command-spell" in slots["instant"] and slots["support"] == ("support",)


def test_flee_timing_default_movement_phase():
    """I0.7 (000:L445 vs L512): default flee-timing=movement-phase leaves the 11 phases unchanged."""
    assert R.interpretation("flee-timing").default == "movement-phase"
    assert R.phases_for(war()) == R.phases


def test_flee_timing_end_of_turn():
    """I0.7: "that action will always go last in the Turn" (000:L512): with end-of-turn the flee
    leaves the Movement Phase and runs after the 2nd Prepared Effect Phase."""
    phases = R.phases_for(war(**{"flee-timing": "end-of-turn"}))
    assert len(phases) == 12
    assert phases[6].id == "movement" and phases[6].activities == ("move", "act")
    assert phases[10].id == "prepared-2"
    assert phases[-1].id == "flee" and phases[-1].activities == ("flee",)
    assert "000:L512" in phases[-1].rule


# -- initiative ------------------------------------------------------------------------------------
def order(chars: list[Character]) -> list[str]:
    w = war()
    return [c.id for c in sorted(chars, key=lambda c: R.initiative_key(c, w), reverse=True)]


def test_initiative_agi_first():
    """Turn order by AGI (000:L416): A acts before B regardless of LCK."""
    assert order([char("slow", AGI="B", LCK="EX"), char("fast", AGI="A", LCK="E")]) == ["fast", "slow"]


def test_initiative_agi_subranks_break_ties():
    """AGI subranks are the first tie-breakers (000:L416): A+ before A before A-."""
    chars = [char("a", AGI="A", LCK="EX"), char("aminus", AGI="A-", LCK="EX"), char("aplus", AGI="A+", LCK="E")]
    assert order(chars) == ["aplus", "a", "aminus"]


def test_initiative_lck_then_lck_subranks():
    """LCK is the second tie-breaker, LCK subranks the third (000:L416)."""
    chars = [char("c", AGI="B", LCK="C"), char("cplus", AGI="B", LCK="C+"), char("b", AGI="B", LCK="B--")]
    assert order(chars) == ["b", "cplus", "c"]


def test_initiative_full_tie_is_simultaneous():
    """No difference in AGI and LCK: "the skills they use will occur simultaneously" (000:L416)."""
    w = war()
    one, two = char("one", AGI="B+", LCK="C"), char("two", AGI="B+", LCK="C")
    assert R.initiative_key(one, w) == R.initiative_key(two, w) == (4, 1, 3, 0)
    assert R.initiative_tie == "simultaneous"
    assert R.initiative_rule == "ap-sp 000:L416"


def test_explain_initiative():
    """The explanation shows AGI and LCK with their letter level and subranks (000:L416)."""
    w = war()
    assert R.explain_initiative(char("s", AGI="A+", LCK="B"), w) == "AGI A+ (5,+1), LCK B (4,0)"
    assert R.explain_initiative(char("t", AGI="D---"), w) == "AGI D--- (2,-3), LCK none (0,0)"


# -- movement --------------------------------------------------------------------------------------
def test_movement_rules():
    """Adjacent moves, simultaneous, with the Move Action (000:L520); a move is cancelled when the mover
    is pulled into a battle (000:L515); the second combat round for late entrants (000:L499)."""
    m = R.movement
    assert (m.range, m.max_steps, m.move_order) == ("adjacent", 1, "simultaneous")
    assert m.battle_blocks_move and m.cancel_if_engaged
    assert m.move_action_orders == ("move", "flee")
    assert "000:L515" in m.cancel_rule
    assert "second combat round" in m.late_entrant and "000:L499" in m.late_entrant
    assert m.late_entrant_rule.startswith("ap-sp 000:L499")
    assert m.meetings is None and m.search is None


def test_scout_rules():
    """Any character may scout in the Daily Move Phase, not after a battle the previous Turn (000:L471-474);
    range by interpretation scout-range (I0.12), default adjacent; a spotted scout is simply detected."""
    s = R.movement.scout
    assert set(s.kinds) == {"servant", "master", "familiar"}
    assert s.not_after_battle
    assert s.range == "adjacent" and s.range_interpretation == "scout-range"
    assert R.interpretation("scout-range").default == "adjacent"
    assert s.spotted_options == ()
    assert "000:L471" in s.detection_rule


def test_flee_rules():
    """Flee on or after the second Turn of battle, a regular move using the Move Action (000:L512-515);
    pursuit only by the Command Spell "You can't escape!" (000:L393)."""
    f = R.movement.flee
    assert (f.min_battle_turn, f.destination, f.consumes_move_action) == (2, "adjacent", True)
    assert f.pursuit is None
    assert "000:L393" in f.pursuit_rule
    assert any("You can't escape!" in note for note in R.notes)


# -- scout detection -------------------------------------------------------------------------------
def detect(scout: Character, observer: Character, **interp: str):
    result = R.scout_detection(scout, [observer], war(**interp))
    assert len(result) == 1
    who, check = result[0]
    assert who == [observer.id]
    assert check.chance is None and check.rule == "ap-sp 000:L471"
    return check


def test_equal_act_detects():
    """"ACT ranked equal to or higher than that of a scouting character will detect" (000:L471)."""
    check = detect(char("scout", ACT="C"), char("watch", ACT="C"))
    assert check.certain is True
    assert "ACT C" in check.explain and check.explain.count("ACT C") == 2


def test_higher_act_detects_lower_does_not():
    """Higher ACT detects, lower ACT does not (000:L471)."""
    assert detect(char("scout", ACT="D"), char("watch", ACT="EX")).certain is True
    check = detect(char("scout", ACT="B"), char("watch", ACT="C"))
    assert check.certain is False
    assert "ACT C" in check.explain and "ACT B" in check.explain


def test_one_check_per_observer():
    """Every character in the area, scouts of the same area included, is checked (000:L471)."""
    scout = char("scout", ACT="C")
    observers = [char("x", ACT="A"), char("y", ACT="E"), char("z", ACT="C")]
    result = R.scout_detection(scout, observers, war())
    assert [(who, c.certain) for who, c in result] == [(["x"], True), (["y"], False), (["z"], True)]


def test_act_na_lowest_default():
    """I0.12 (000:L152, L471): default act-na=lowest: N/A below E; N/A detects N/A, not E; E detects N/A."""
    assert R.interpretation("act-na").default == "lowest"
    check = detect(char("scout", ACT="N/A"), char("watch", ACT="N/A"))
    assert check.certain is True and "act-na=lowest" in check.explain
    assert detect(char("scout", ACT="E"), char("watch", ACT="N/A")).certain is False
    assert detect(char("scout", ACT="N/A"), char("watch", ACT="E")).certain is True


def test_act_na_never_detects():
    """I0.12 alternative act-na=never-detects: an N/A observer detects no one; N/A scouts are still seen."""
    opt = {"act-na": "never-detects"}
    check = detect(char("scout", ACT="N/A"), char("watch", ACT="N/A"), **opt)
    assert check.certain is False and "act-na=never-detects" in check.explain
    assert detect(char("scout", ACT="N/A"), char("watch", ACT="E"), **opt).certain is True
    assert detect(char("scout", ACT="D"), char("watch", ACT="N/A"), **opt).certain is False


def test_missing_act_is_na():
    """A sheet without ACT is read as N/A (000:L152) and the explanation says so."""
    check = detect(char("scout", ACT="E"), char("watch"))
    assert check.certain is False
    assert "no ACT on the sheet" in check.explain


# -- "greater than two full ranks" -----------------------------------------------------------------
def test_two_full_ranks_default_letters():
    """I0.5 (000:L140, L145): default two-full-ranks=letters: three letters apart counts, two does not."""
    assert R.interpretation("two-full-ranks").default == "letters"
    assert more_than_two_ranks(rank("A"), rank("D")).certain is True
    assert more_than_two_ranks(rank("A"), rank("C-")).certain is False
    assert more_than_two_ranks(rank("A-"), rank("D+")).certain is True
    assert more_than_two_ranks(rank("B+++"), rank("D")).certain is False
    assert R.more_than_two_ranks(rank("A"), rank("D"), war()).certain is True


def test_two_full_ranks_ex_clause():
    """"or if a character has AGI ranked EX and their opponent(s) does not" (000:L140, L145)."""
    check = more_than_two_ranks(rank("EX"), rank("A+++"), stat="AGI")
    assert check.certain is True and "EX clause" in check.explain and check.explain.startswith("AGI EX vs A+++")
    assert more_than_two_ranks(rank("EX"), rank("EX")).certain is False
    assert more_than_two_ranks(rank("EX+"), rank("EX")).certain is False
    assert more_than_two_ranks(rank("A"), rank("EX")).certain is False


def test_two_full_ranks_subrank_tiebreak():
    """I0.5 alternative subrank-tiebreak: above the other rank raised two letters, subranks as in turn order
    (000:L416): A vs C- counts, A vs C and A- vs C+ do not."""
    w = war(**{"two-full-ranks": "subrank-tiebreak"})
    assert R.more_than_two_ranks(rank("A"), rank("C-"), w).certain is True
    assert R.more_than_two_ranks(rank("A"), rank("C"), w).certain is False
    assert R.more_than_two_ranks(rank("A-"), rank("C+"), w).certain is False
    assert R.more_than_two_ranks(rank("A-"), rank("D+"), w).certain is True


def test_two_full_ranks_subrank_fraction():
    """I0.5 alternative subrank-fraction: letter 0.20, subrank 0.03 as in the tables (000:L63-75)."""
    w = war(**{"two-full-ranks": "subrank-fraction"})
    check = R.more_than_two_ranks(rank("A"), rank("C-"), w, stat="LCK")
    assert check.certain is True and "100 - 57 = 43" in check.explain
    assert R.more_than_two_ranks(rank("A-"), rank("C"), w).certain is False
    assert R.more_than_two_ranks(rank("B+++"), rank("D-"), w).certain is True


# -- interpretations -------------------------------------------------------------------------------
def test_interpretation_defaults():
    """Every R0 reading the plugin declares, with its default (checklist I0.1, I0.4-I0.7, I0.10, I0.12,
    I0.15, I0.17; R0 (c) delaying, 000:L408; Surprise Attacks 000:L314; LCK 000:L145; Flight 000:L504; Reality
    Marbles 000:L317, L544)."""
    defaults = {i.key: i.default for i in R.interpretations}
    assert defaults == {
        "flee-timing": "movement-phase",
        "scout-range": "adjacent",
        "act-na": "lowest",
        "two-full-ranks": "letters",
        "delay-tie": "winner-last",
        "status-first-turn": "next-turn",
        "negative-damage": "clamp-zero",
        "low-health-penalty": "as-example",
        "bonus-opponents": "battle-at-start",
        "kill-them-scope": "all-but-act",
        "modifier-stacking": "additive",
        "survive-special": "reduces",
        "withstand-existing": "suppressed",
        "regen-order": "percent-of-original",
        "regen-cap": "cap",
        "familiar-move": "none",
        "surprise-detection": "act",
        "surprise-scope": "opponents-in-battle",
        "intercepted-lck": "targeted",
        "flight-attacked": "attacked-earlier",
        "marble-pull": "targets",
        "home-base-alert": "anyone-else",
        "self-cancel": "gm",
        "command-spell-limit": "none",
        "cp-damage-counted": "as-dealt",
        "cp-familiars": "servants-only",
        "cp-wipe-order": "gain-first",
        "seal-teams": "all-teams",
        "igm-week": "calendar",
        "item-duration": "cast-turn",
        "marble-rounds": "one-per-turn",
        "consume-master-cost": "support",
        "war-end-lone-masters": "ends",
        "cp-poison": "poisoner",
    }
    for interp in R.interpretations:
        assert interp.default in interp.options
        assert "000:L" in interp.source


def test_war_interpretation_validation():
    """A war's interpretation choices must be declared options (the I0.x list): a typo is reported."""
    assert R.validate_war(war(**{"act-na": "never-detects"})) == []
    problems = R.validate_war(war(**{"act-na": "highest"}))
    assert [p.field for p in problems] == ["settings.interpretations.act-na"]


def test_describe_is_plain_data():
    """gmdesk rules ap-sp prints the document's stats, phases (000:L419-429) and tables."""
    d = R.describe()
    assert d["id"] == "ap-sp" and len(d["phases"]) == 11
    assert d["tables"]["END"]["values"]["EX"] == 1.20
    assert d["movement"]["flee"]["min_battle_turn"] == 2


def test_a_master_at_zero_command_spells_is_disqualified_and_validate_names_a_missing_flag():
    """000:L355: a Master whose Command Spells are all gone is disqualified; a sheet at 0 without the
    flag (or with the flag and spells left) is a mismatch validate reports; L554 then reads the count."""
    from gmdesk.rulesets.ap_sp import economy_state as st

    master = Character(id="m", name="M", kind="master", command_spells=0)
    assert st.is_disqualified(master)
    [problem] = [p for p in RULESET.validate_character(master, "characters[0](m)") if "disqualified" in p.field]
    assert "0 Command Spells" in problem.message and "000:L355" in problem.message
    flagged = Character(id="n", name="N", kind="master", command_spells=2, flags={"disqualified": True})
    [problem] = [p for p in RULESET.validate_character(flagged, "characters[1](n)") if "disqualified" in p.field]
    assert "holds 2 Command Spell(s)" in problem.message
    assert not st.is_disqualified(Character(id="o", name="O", kind="master", command_spells=1))
