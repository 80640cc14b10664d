"""The valor ruleset (valor.001_5783168674cc5f36.txt, "001"): tables, ranks, order, phases, movement."""

from __future__ import annotations

from pathlib import Path

import pytest

from gmdesk.errors import RankError
from gmdesk.model.character import Character
from gmdesk.model.mapgraph import Location, WarMap
from gmdesk.model.ranks import Rank, parse_rank
from gmdesk.model.war import War
from gmdesk.rulesets import get
from gmdesk.rulesets.valor import RULESET
from gmdesk.rulesets.valor.tables import decimal_comma

DOC = Path("/work/shared/rules/valor.001_5783168674cc5f36.txt")


# -- helpers ---------------------------------------------------------------------------------------
def R(text: str) -> Rank:
    return parse_rank(text)


def char(cid: str, kind: str = "servant", **stats: str) -> Character:
    return Character(id=cid, name=cid.title(), kind=kind, location="park",
                     stats={k: parse_rank(v) for k, v in stats.items()})


def war(*characters: Character, interpretations: dict | None = None) -> War:
    wmap = WarMap([Location("park", "Park"), Location("church", "Church")], [("park", "church")])
    settings = {"interpretations": dict(interpretations)} if interpretations else {}
    return War(ruleset="valor", title="test", map=wmap,
               characters={c.id: c for c in characters}, settings=settings)


def value(table: str, rank: str) -> float:
    return RULESET.tables[table].value(parse_rank(rank, RULESET.stat_spec("LCK").policy))


# -- registry ----------------------------------------------------------------------------------------
def test_registry_serves_the_valor_ruleset():
    """The valor id names document 001 (rules README); gmdesk.rulesets.get loads RULESET."""
    assert get("valor") is RULESET
    assert RULESET.id == "valor"
    assert RULESET.document == "valor.001_5783168674cc5f36.txt"


# -- tables (001:L125-223) -----------------------------------------------------------------------
def test_decimal_commas_are_read():
    """001 prints numbers with decimal commas ("1,07", "0,70"; 001:L127, L161)."""
    assert decimal_comma("1,07") == 1.07
    assert decimal_comma("0,70") == 0.7
    assert decimal_comma("200") == 200.0


def test_str_base_damage_rows():
    """STR base damage, 001:L125-146, including E+++ 25 above D 20 (I1.3) and EX 200 (001:L146)."""
    assert value("str_base", "E") == 10
    assert value("str_base", "E+++") == 25
    assert value("str_base", "D") == 20
    assert value("str_base", "C+") == 45
    assert value("str_base", "B") == 40
    assert value("str_base", "A+++") == 125
    assert value("str_base", "EX") == 200
    assert value("str_base", "E+++") > value("str_base", "D")


def test_str_multiplier_rows():
    """STR multiplier, 001:L125-146: irregular steps (I1.2), e.g. D++ 1,25, C++ 1,37, A+++ 1,7."""
    assert value("str_multiplier", "E") == 1.0
    assert value("str_multiplier", "E+") == 1.07
    assert value("str_multiplier", "D++") == 1.25
    assert value("str_multiplier", "C++") == 1.37
    assert value("str_multiplier", "B+++") == 1.58
    assert value("str_multiplier", "A+++") == 1.7
    assert value("str_multiplier", "EX") == 2.0


def test_end_multiplier_rows():
    """END multiplier, 001:L150-171: C++ printed 0,70; E+++ 0,82 protects less than D 0,9 (I1.3)."""
    assert value("end_multiplier", "E") == 1.0
    assert value("end_multiplier", "E+++") == 0.82
    assert value("end_multiplier", "D") == 0.9
    assert value("end_multiplier", "D+") == 0.84
    assert value("end_multiplier", "C++") == 0.7
    assert value("end_multiplier", "B+") == 0.66
    assert value("end_multiplier", "A+++") == 0.49
    assert value("end_multiplier", "EX") == 0.3


def test_agi_value_rows_with_the_c_triple_plus_oddity():
    """AGI value, 001:L177-198; C+++ = 5,99 as printed (001:L189, I1.1), above B 4,0 and B+ 5,32."""
    assert value("agi_value", "E+++") == 1.99
    assert value("agi_value", "D") == 1.5
    assert value("agi_value", "C") == 2.5
    assert value("agi_value", "C++") == 4.16
    assert value("agi_value", "C+++") == 5.99
    assert value("agi_value", "B+") == 5.32
    assert value("agi_value", "A+++") == 11.94
    assert value("agi_value", "EX") == 15.0
    assert value("agi_value", "C+++") > value("agi_value", "B+")


def test_lck_value_rows():
    """LCK value, 001:L202-223; E+++ 1,9 above D 1,75 (I1.3)."""
    assert value("lck_value", "E+++") == 1.9
    assert value("lck_value", "D") == 1.75
    assert value("lck_value", "D+") == 2.28
    assert value("lck_value", "C") == 3.0
    assert value("lck_value", "B") == 4.75
    assert value("lck_value", "A") == 7.25
    assert value("lck_value", "A+++") == 13.79
    assert value("lck_value", "EX") == 15.0


def test_every_row_is_listed_and_nothing_is_computed():
    """001:L125-223 print 21 rows per table (E…A with up to '+++', EX alone); no subrank formula (I1.2)."""
    for table in RULESET.tables.values():
        assert len(table.values) == 21
        assert table.subrank_step is None and table.minus_step is None
        assert "EX" in table.values and "EX+" not in table.values
        assert "valor 001:L" in table.rule
        with pytest.raises(RankError):
            table.value(Rank("B", 0, 1))


def test_mag_uses_the_str_and_end_tables():
    """MAG: offensive side uses the STR values, defensive side the END multipliers (001:L173)."""
    assert "MAG" in RULESET.tables["str_base"].stats
    assert "MAG" in RULESET.tables["str_multiplier"].stats
    assert "MAG" in RULESET.tables["end_multiplier"].stats
    assert "001:L173" in RULESET.tables["str_multiplier"].note
    assert "001:L173" in RULESET.tables["end_multiplier"].note


@pytest.mark.skipif(not DOC.exists(), reason="the rules document is not on this machine")
def test_tables_match_the_document_line_by_line():
    """Each table row equals the document's line (001:L126-146, L151-171, L178-198, L203-223)."""
    lines = DOC.read_text(encoding="utf-8").splitlines()
    blocks = {(126, 146): ("str_base", "str_multiplier"), (151, 171): ("end_multiplier",),
              (178, 198): ("agi_value",), (203, 223): ("lck_value",)}
    for (first, last), keys in blocks.items():
        for line in lines[first - 1:last]:
            rank, *numbers = line.split()
            for key, number in zip(keys, numbers):
                assert RULESET.tables[key].values[rank] == decimal_comma(number), (key, line)


def test_agi_c_triple_plus_interpretation():
    """I1.1, 001:L189: as-printed 5,99 by default; the 'pattern' reading gives 4,99."""
    assert RULESET.table_value("agi_value", R("C+++")) == 5.99
    w = war(interpretations={"agi-c-triple-plus": "pattern"})
    assert RULESET.table_value("agi_value", R("C+++"), w) == 4.99
    assert RULESET.table_value("agi_value", R("C++"), w) == 4.16


# -- stats and rank policy (001:L115-225) -----------------------------------------------------------
def test_stats_and_pools():
    """Stats STR END MAG AGI LCK NP (001:L123-225); Health and Mana per sheet, no caps (001:L117-119);
    valor points (001:L11)."""
    assert [s.key for s in RULESET.stats] == ["STR", "END", "MAG", "AGI", "LCK", "NP"]
    assert [p.key for p in RULESET.pools] == ["health", "mana", "valor"]
    for kind in ("master", "servant", "familiar"):
        assert RULESET.pool_maximum("health", kind) is None
        assert RULESET.pool_maximum("mana", kind) is None


@pytest.mark.parametrize("text", ["A+++", "C", "E+", "EX"])
def test_rank_policy_accepts_printed_rows(text):
    """Only the rows the tables print are ranks: E…A with up to '+++', EX (001:L125-223)."""
    for stat in ("STR", "END", "MAG", "AGI", "LCK", "NP"):
        assert str(RULESET.parse_stat(stat, text)) == text


@pytest.mark.parametrize("text,reason", [
    ("B-", "'-' subranks are not allowed"),
    ("EX+", "EX takes no subranks"),
    ("A++++", "at most 3 '+'"),
    ("N/A", "N/A"),
    ("-", "none"),
])
def test_rank_policy_refuses(text, reason):
    """001:L125-223 have no '-' rows, no EX subranks and at most '+++'."""
    with pytest.raises(RankError) as err:
        RULESET.parse_stat("AGI", text, owner="saber")
    assert reason in err.value.reason


def test_validate_character_reports_bad_ranks_classes_and_spells():
    """Ranks per 001:L125-223; seven classes (001:L19); 3 Command Spells per Master (001:L53);
    valor comes in 1 / 0,5 / 0 (001:L11-13)."""
    saber = Character(id="saber", name="Saber", kind="servant", class_name="Avenger",
                      stats={"STR": parse_rank("B-"), "AGI": parse_rank("A++")})
    saber.points["valor"] = 1.25
    found = RULESET.validate_character(saber, "characters[0](saber)")
    fields = {p.field for p in found}
    assert "characters[0](saber).stats.STR" in fields
    assert "characters[0](saber).stats.AGI" not in fields
    assert "characters[0](saber).class" in fields
    assert "characters[0](saber).points.valor" in fields
    shirou = Character(id="shirou", name="Shirou", kind="master", command_spells=4)
    assert [p.field for p in RULESET.validate_character(shirou, "m")] == ["m.command_spells"]
    shirou.command_spells = 3
    shirou.points["valor"] = 3.5
    assert RULESET.validate_character(shirou, "m") == []
    troop = Character(id="t", name="T", kind="troop")
    assert [p.field for p in RULESET.validate_character(troop, "t")] == ["t.kind"]


def test_validate_war_classes_servant_count_and_spirit_form():
    """One Servant per class (001:L19); 5 Servants for one Master is impossible (001:L47);
    Spirit Form only beside the Master (001:L25)."""
    master = Character(id="m", name="M", kind="master", location="park")
    servants = [Character(id=f"s{i}", name=f"S{i}", kind="servant", class_name=c, master="m",
                          location="park")
                for i, c in enumerate(["Saber", "Archer", "Lancer", "Caster", "Saber"])]
    servants[1].spirit_form = True
    servants[1].location = "church"
    found = RULESET.validate_war(war(master, *servants))
    messages = " | ".join(str(p) for p in found)
    assert "s0 is already the Saber" in messages
    assert "contracted to 5 Servants" in messages
    assert "Spirit Form" in messages and "001:L25" in messages
    servants[4].alive = False
    servants[1].location = "park"
    assert RULESET.validate_war(war(master, *servants)) == []


# -- initiative (001:L89, L103) ------------------------------------------------------------------
def test_letter_beats_pluses_c_acts_before_d_triple_plus():
    """001:L89 'decided by the letters, with any pluses used only if the letters are tied' (I1.3):
    AGI C acts before D+++ although D+++ (3,0) is worth more than C (2,5)."""
    w = war()
    c = char("c", AGI="C", LCK="E")
    d = char("d", AGI="D+++", LCK="EX")
    assert RULESET.initiative_key(c, w) > RULESET.initiative_key(d, w)
    assert value("agi_value", "D+++") > value("agi_value", "C")
    order = sorted([d, c], key=lambda ch: RULESET.initiative_key(ch, w), reverse=True)
    assert [ch.id for ch in order] == ["c", "d"]


def test_pluses_then_lck_then_random():
    """001:L89: '+' breaks a letter tie; equal AGI → LCK (letter first); full tie → random."""
    w = war()
    assert RULESET.initiative_key(char("a", AGI="C+", LCK="E"), w) > RULESET.initiative_key(char("b", AGI="C", LCK="EX"), w)
    assert RULESET.initiative_key(char("a", AGI="B", LCK="C"), w) > RULESET.initiative_key(char("b", AGI="B", LCK="D+++"), w)
    assert RULESET.initiative_key(char("a", AGI="B", LCK="C+"), w) > RULESET.initiative_key(char("b", AGI="B", LCK="C"), w)
    assert RULESET.initiative_key(char("a", AGI="A", LCK="B"), w) == RULESET.initiative_key(char("b", AGI="A", LCK="B"), w)
    assert RULESET.initiative_tie == "random"
    assert "001:L89" in RULESET.initiative_rule


def test_initiative_explanation_and_missing_stats():
    """001:L89 order explained; a sheet without AGI sorts below E."""
    w = war()
    text = RULESET.explain_initiative(char("saber", AGI="C+", LCK="B"), w)
    assert text == "AGI C+, LCK B"
    assert RULESET.initiative_key(char("x"), w) < RULESET.initiative_key(char("y", AGI="E"), w)


# -- phases (checklist R1 (c)) -------------------------------------------------------------------
def test_phase_order_and_activities():
    """Start (001:L23-27) → movement (001:L5) → Command Spells → support → offence (001:L89) →
    absorption (001:L33) → fleeing, 'the very last event of the turn' (001:L107) → end."""
    ids = [p.id for p in RULESET.phases_for(war())]
    assert ids == ["start", "movement", "command-spell", "support", "offensive", "absorb", "flee", "end"]
    phases = {p.id: p for p in RULESET.phases}
    assert phases["movement"].activities == ("scout", "move")
    assert phases["movement"].order == "simultaneous"
    assert phases["offensive"].activities == ("act", "scheduled") and phases["offensive"].slots == ("attack",)
    assert phases["command-spell"].slots == ("command-spell",) and phases["support"].slots == ("support",)
    assert phases["start"].activities == ("effects", "act") and phases["absorb"].activities == ("effects", "act")
    assert phases["flee"].activities == ("flee",)
    for pid in ("command-spell", "support", "offensive"):
        assert phases[pid].order == "initiative"
    assert phases["start"].order == "simultaneous"
    for phase in RULESET.phases:
        assert phase.rule.startswith("valor 001:L")


def test_command_spell_timing_interpretation():
    """I1.8: after movement by default (001:L67, L89); 'before-movement' puts them first (001:L53)."""
    assert RULESET.interpretation("command-spell-timing").default == "after-movement"
    w = war(interpretations={"command-spell-timing": "before-movement"})
    ids = [p.id for p in RULESET.phases_for(w)]
    assert ids.index("command-spell") < ids.index("movement")
    assert ids[-2:] == ["flee", "end"]


# -- movement (001:L5, L25, L29, L81, L107-111) -------------------------------------------------------
def test_movement_rules():
    """Up to two locations, two halves, no out-and-back (001:L5); Spirit Form follows the Master
    (001:L25); fights leave only by fleeing (001:L81, L107)."""
    m = RULESET.movement
    assert (m.range, m.max_steps, m.half_steps, m.no_return) == ("steps", 2, True, True)
    assert m.move_order == "simultaneous"
    assert m.battle_blocks_move and m.cancel_if_engaged and m.spirit_form_follows_master
    assert m.cancel_rule == "valor 001:L5, L81"
    assert "skirmish" in m.late_entrant and "001:L75" in m.late_entrant_rule


def test_scout_and_meeting_rules():
    """Servants scout an adjacent area (001:L29); Crossing/Sighting options (001:L109, L111)."""
    s = RULESET.movement.scout
    assert s.kinds == ("servant",) and s.range == "adjacent"
    assert s.spotted_options == ("show", "return", "flee-back", "stay-fight", "stay")
    assert s.class_options == {"Assassin": ("minor-ambush",)}
    assert s.detection_rule == "valor 001:L200"
    meet = RULESET.movement.meetings
    assert meet.crossing_options == ("ignore", "follow")
    assert meet.sighting_options == ("ignore", "follow", "stop")
    assert meet.scout_options == ("ignore", "return")
    assert meet.tie_interpretation == "crossing-tie"
    RULESET.interpretation(meet.tie_interpretation)


def test_flee_rules():
    """Fleeing is allowed from the first battle turn (001:L77, L13), to an adjacent location chosen
    beforehand, with guessed pursuit (001:L107)."""
    f = RULESET.movement.flee
    assert f.min_battle_turn == 1
    assert f.destination == "adjacent"
    assert f.pursuit == "guess"
    assert f.timing_interpretation == "pursuit-timing"
    assert RULESET.interpretation("pursuit-timing").default == "end-of-turn"


# -- notice score (001:L109) -----------------------------------------------------------------------
def test_notice_score_is_the_average_lck_value():
    """001:L109: 'the average value of servant, master and possible allies': (4,75 + 3,0) / 2."""
    score = RULESET.notice_score([char("saber", LCK="B"), char("shirou", "master", LCK="C")], war())
    assert score.value == pytest.approx(3.875)
    assert score.explain == "avg LCK(saber B 4.75, shirou C 3) = 3.875"
    assert score.rule == "valor 001:L109"


def test_notice_score_letter_order_is_not_value_order():
    """001:L109 averages table values, so E+++ (1,9) notices before D (1,75) (I1.3)."""
    w = war()
    assert RULESET.notice_score([char("a", LCK="E+++")], w).value > RULESET.notice_score([char("b", LCK="D")], w).value


def test_notice_score_missing_lck_counts_as_e():
    """001:L115 gives every sheet an LCK; a missing one is read as E (1,0) and said so."""
    score = RULESET.notice_score([char("saber", LCK="A"), char("shirou", "master")], war())
    assert score.value == pytest.approx((7.25 + 1.0) / 2)
    assert "shirou missing → E 1" in score.explain


# -- scout detection (001:L200) ----------------------------------------------------------------------
def test_scout_detection_derived_fixture_c_vs_c_is_50_percent():
    """Derived fixture (checklist, not in the text): scout LCK C 3,0 vs average C 3,0 →
    50 × 3 / 3 = 50 % evasion, so 50 % detection (001:L200)."""
    result = RULESET.scout_detection(char("assassin", LCK="C"),
                                     [char("saber", LCK="C"), char("shirou", "master", LCK="C")], war())
    assert len(result) == 1
    who, check = result[0]
    assert who == ["saber", "shirou"]
    assert check.chance == pytest.approx(0.5)
    assert check.rule == "valor 001:L200"
    assert "= 50 %" in check.explain and "detected 50 %" in check.explain


def test_scout_detection_explains_operands():
    """001:L200: evade = 50 × LCK(scout) / avg LCK(scouted) = 50 × 3 / 3,875 = 38,71 %."""
    [(who, check)] = RULESET.scout_detection(char("assassin", LCK="C"),
                                             [char("saber", LCK="B"), char("shirou", "master", LCK="C")], war())
    assert check.chance == pytest.approx(1 - 50 * 3 / 3.875 / 100)
    assert "evade = 50 × LCK C 3 / avg(LCK B 4.75, LCK C 3) 3.875 = 38.71 %; detected 61.29 %" in check.explain


def test_scout_detection_clamps_above_100_percent():
    """001:L200 has no cap: A vs E is 362,5 %; scout-evade-cap=clamp (default) → never detected."""
    assert RULESET.interpretation("scout-evade-cap").default == "clamp"
    [(_, check)] = RULESET.scout_detection(char("assassin", LCK="A"), [char("saber", LCK="E")], war())
    assert check.chance == 0.0
    assert "362.5 %" in check.explain and "capped at 100 %" in check.explain
    assert "scout-evade-cap=clamp" in check.explain


def test_scout_detection_gm_reading_asks_the_gm():
    """001:L200 above 100 % with scout-evade-cap=gm: no chance, the GM is asked."""
    w = war(interpretations={"scout-evade-cap": "gm"})
    [(_, check)] = RULESET.scout_detection(char("assassin", LCK="A"), [char("saber", LCK="E")], w)
    assert check.chance is None and check.certain is None
    assert check.data["ask_gm"] == "scout-evade-cap"


def test_scout_detection_low_luck_scout_and_missing_lck():
    """001:L200: E scout (1,0) vs EX observer (15,0) evades 3,33 %; a missing LCK reads as E."""
    [(_, check)] = RULESET.scout_detection(char("rider", LCK="E"), [char("gil", LCK="EX")], war())
    assert check.chance == pytest.approx(1 - 50 / 15 / 100)
    [(_, check)] = RULESET.scout_detection(char("rider", LCK="C"), [char("familiar", "familiar")], war())
    assert "LCK missing → E 1" in check.explain
    assert check.chance == 0.0
    assert RULESET.scout_detection(char("rider", LCK="C"), [], war()) == []


# -- interpretations ---------------------------------------------------------------------------------
def test_interpretation_defaults():
    """Checklist I1.1, I1.4, I1.5, I1.8, I1.9, I1.10, I1.14 and the 001:L200 cap: documented defaults."""
    defaults = {i.key: i.default for i in RULESET.interpretations}
    assert defaults == {
        "agi-c-triple-plus": "as-printed",
        "dodge-scale": "percent",
        "scout-evade-cap": "clamp",
        "crossing-tie": "gm",
        "sighting-scout": "as-crossing",
        "pursuit-timing": "end-of-turn",
        "command-spell-timing": "after-movement",
        "masterless-count": "turn-start",
        "skill-base": "str-base-column",
        "rank-up": "letter",
        "valor-holder": "master",
        "regen-block": "battle",
        "strike-first-scope": "primary",
        "hostile-magic": "attacked-or-hit",
        "great-market-civilians": "each",
        "valor-fight": "battle",
        "scout-from-battle": "allowed",
    }
    assert set(RULESET.interpretation("crossing-tie").options) == {"gm", "both", "neither", "random"}
    for interp in RULESET.interpretations:
        assert interp.default in interp.options
        assert "001:L" in interp.source


def test_war_setting_overrides_and_is_validated():
    """A war's chosen reading wins over the default (I1.10, 001:L109); unknown options are refused."""
    w = war(interpretations={"crossing-tie": "random"})
    assert RULESET.choice(w, "crossing-tie") == "random"
    assert RULESET.choice(war(), "crossing-tie") == "gm"
    bad = war(interpretations={"crossing-tie": "coin", "nonsense": "x"})
    fields = [p.field for p in RULESET.validate_war(bad)]
    assert "settings.interpretations.crossing-tie" in fields
    assert "settings.interpretations.nonsense" in fields


def test_describe_is_plain_data():
    """gmdesk rules valor prints tables (001:L125-223), phases and interpretations as plain data."""
    d = RULESET.describe()
    assert d["tables"]["agi_value"]["values"]["C+++"] == 5.99
    assert d["initiative"] == {"rule": "valor 001:L89, L103", "tie": "random"}
    assert d["movement"]["flee"]["min_battle_turn"] == 1
    assert len(d["classes"]) == 7


def test_an_attack_puts_both_teams_into_the_fight():
    """valor 001:L73: 'When at least one team currently in the same location as a different one
    initiates hostile actions, combat commences' — combat is between teams, so everyone of both
    teams in that location is in the battle (they then flee as a team by default, 001:L107)."""
    assert RULESET.engage_pulls_team is True
    assert RULESET.engage_rule == "valor 001:L73"
