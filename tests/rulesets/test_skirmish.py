"""The skirmish War ruleset (document skirmish.002, cited by line: 002:L94)."""

from __future__ import annotations

import pytest

from gmdesk.errors import RankError
from gmdesk.model.character import Character
from gmdesk.model.mapgraph import Location, WarMap
from gmdesk.model.ranks import parse_rank
from gmdesk.model.war import War
from gmdesk.rulesets import get
from gmdesk.rulesets.skirmish import RULESET

LETTERS = ("E", "D", "C", "B", "A", "EX")


def war(interpretations: dict | None = None) -> War:
    return War(
        ruleset="skirmish",
        title="test",
        map=WarMap([Location("a", "A"), Location("b", "B")], [("a", "b")]),
        characters={},
        settings={"interpretations": dict(interpretations or {})},
    )


def person(cid: str, agi: str, lck: str, kind: str = "servant") -> Character:
    stats = {"AGI": RULESET.parse_stat("AGI", agi), "LCK": RULESET.parse_stat("LCK", lck)}
    return Character(id=cid, name=cid.title(), kind=kind, location="a", stats=stats)


def read(table: str, text: str, stat: str) -> float:
    return RULESET.tables[table].value(RULESET.parse_stat(stat, text))


def order(chars, w):
    return [c.id for c in sorted(chars, key=lambda c: RULESET.initiative_key(c, w), reverse=True)]


# -- tables ---------------------------------------------------------------------------------------
def test_registry_returns_the_plugin():
    """002 is bundled as ruleset id skirmish (rules README)."""
    assert get("skirmish") is RULESET


@pytest.mark.parametrize("letter,score", list(zip(LETTERS, (10, 20, 30, 40, 50, 300))))
def test_str_scores(letter, score):
    """002:L96-101: STR E 10, D 20, C 30, B 40, A 50, EX 300."""
    assert read("str", letter, "STR") == score


@pytest.mark.parametrize("letter,score", list(zip(LETTERS, (0, 15, 30, 45, 60, 300))))
def test_mag_scores_with_e_zero(letter, score):
    """002:L129-134: Magical Energy E 0 (as printed), D 15, C 30, B 45, A 60, EX 300."""
    assert read("mag", letter, "MAG") == score


def test_str_and_mag_plus_multiply_damage_not_the_score():
    """002:L94 "One '+' doubles the damage… three quadruples it"; 002:L127 "(number of '+') + 1"; 002:L159 for skills."""
    assert read("str", "B+++", "STR") == 40
    assert read("mag", "C++", "MAG") == 30
    assert [RULESET.plus_multiplier(parse_rank(t)).value for t in ("A", "A+", "A++", "A+++")] == [1, 2, 3, 4]
    assert RULESET.plus_multiplier(parse_rank("B++")).explain == "B++: 2 '+' → damage ×(2 + 1) = ×3"


END_ROWS = {
    "E": .99, "E+": .98, "E++": .97, "E+++": .96,
    "D": .95, "D+": .93, "D++": .91, "D+++": .89,
    "C": .85, "C+": .82, "C++": .79, "C+++": .76,
    "B": .75, "B+": .71, "B++": .67, "B+++": .63,
    "A": .6, "A+": .55, "A++": .5, "A+++": .45,
    "EX": .3,
}


@pytest.mark.parametrize("rank,reducer", list(END_ROWS.items()))
def test_end_reducer_rows(rank, reducer):
    """002:L105-125: every Endurance row, subranks included."""
    assert read("end", rank, "END") == reducer


def test_end_a_triple_plus_printed_oddly():
    """002:L124 prints 'A+++ - . 45'; it reads as 0.45, between A++ .5 and EX .3."""
    assert RULESET.end_reducer(parse_rank("A+++")).value == 0.45
    assert RULESET.end_reducer(parse_rank("A+++")).explain == "END reducer[A+++] = 0.45"


def test_magical_defense_uses_the_end_values():
    """002:L136: Magical Defense 'values are equal to those listed for Endurance'."""
    for rank in ("E", "C++", "A+++", "EX"):
        assert RULESET.magic_defense_reducer(parse_rank(rank)).value == END_ROWS[rank]
    assert RULESET.magic_defense_reducer(parse_rank("B+")).rule == "skirmish 002:L136"


@pytest.mark.parametrize("letter,value", list(zip(LETTERS, (0, 1, 1.5, 2, 2.5, 4))))
def test_agi_values(letter, value):
    """002:L140-145: AGI E 0, D 1, C 1.5, B 2, A 2.5, EX 4."""
    assert read("agi", letter, "AGI") == value


def test_agi_pluses_have_no_effect_on_values():
    """002:L138: "'+'s have no effect on these values"."""
    assert read("agi", "C+++", "AGI") == 1.5
    assert RULESET.agi_value(parse_rank("A+")).value == 2.5


@pytest.mark.parametrize("letter,value", list(zip(LETTERS, (0.01, 0.04, 0.08, 0.12, 0.15, 0.25))))
def test_lck_values(letter, value):
    """002:L149-154: LCK E 0.01 … A 0.15, 'EX 0.25' (printed without the dash)."""
    assert read("lck", letter, "LCK") == value


def test_lck_plus_adds_two_hundredths():
    """002:L147: "Each '+' adds .02 to the values"."""
    assert read("lck", "C+", "LCK") == 0.1
    assert read("lck", "C+++", "LCK") == 0.14
    assert read("lck", "A+++", "LCK") == 0.21


# -- sheets ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("text", ["A++++", "B-", "EX+", "F", "c", "N/A", "-"])
def test_policies_refuse_bad_ranks(text):
    """002:L86 'only 3 '+'s in a single parameter'; no '-' in 002; no EX+ rows (I2.2)."""
    with pytest.raises(RankError):
        RULESET.parse_stat("END", text)


def test_policies_accept_three_pluses():
    """002:L86: three '+' are allowed."""
    assert str(RULESET.parse_stat("STR", "A+++")) == "A+++"
    assert [s.key for s in RULESET.stats] == ["STR", "END", "MAG", "AGI", "LCK", "NP"]
    assert str(RULESET.parse_stat("NP", "-")) == "-"


def test_pools_come_from_the_sheet():
    """002:L88-90: Health and Mana 'x (regen)' from the sheet, with no maximum in the rules."""
    assert RULESET.pool_maximum("health", "servant") is None
    assert RULESET.pool_maximum("mana", "master") is None
    big = Character(id="s", name="S", kind="servant", location="a", health_max=900, mana_max=900)
    assert RULESET.validate_character(big, "characters[0](s)") == []


# -- initiative -------------------------------------------------------------------------------------
def test_agility_value_then_luck_then_random():
    """002:L54: 'Agility first…', 'Luck… as a tie-breaker', 'Should Luck also be tied… randomly'."""
    w = war()
    chars = [person("slow", "D", "EX"), person("fast", "A", "E"), person("lucky", "B", "A"), person("plain", "B", "C")]
    assert order(chars, w) == ["fast", "lucky", "plain", "slow"]
    assert RULESET.initiative_tie == "random"


def test_agi_plus_does_not_break_ties_by_default():
    """002:L138, I2.5: with '+' of no effect, B+++ and B tie on AGI and Luck decides."""
    w = war()
    plus, lucky = person("plus", "B+++", "C"), person("lucky", "B", "C+")
    assert order([plus, lucky], w) == ["lucky", "plus"]
    assert RULESET.initiative_key(person("x", "B+", "C"), w) == RULESET.initiative_key(person("y", "B", "C"), w)
    assert RULESET.interpretation("agi-plus-tiebreak").default == "no"


def test_agi_plus_breaks_ties_when_chosen():
    """002:L54, L138, I2.5 option yes: more AGI '+' acts first on equal AGI values."""
    w = war({"agi-plus-tiebreak": "yes"})
    plus, lucky = person("plus", "B+++", "C"), person("lucky", "B", "C+")
    assert order([plus, lucky], w) == ["plus", "lucky"]
    assert "AGI '+' 3 breaks AGI ties" in RULESET.explain_initiative(plus, w)


def test_masters_count_one_agi_plus():
    """002:L70: 'Masters do not benefit from '++' or '+++' Agility' (I2.5, master-agi-plus)."""
    master = person("m", "A+++", "C", kind="master")
    servant = person("s", "A++", "C")
    assert RULESET.extra_melee_attacks(servant, war()).value == 2
    assert RULESET.extra_melee_attacks(master, war()).value == 1
    assert RULESET.extra_melee_attacks(master, war({"master-agi-plus": "none"})).value == 0
    w = war({"agi-plus-tiebreak": "yes"})
    assert order([master, servant], w) == ["s", "m"]


def test_initiative_explanation_shows_values():
    """002:L54, L138-154: the explanation prints the ranks and their values."""
    text = RULESET.explain_initiative(person("s", "C+", "B+"), war())
    assert text == "AGI C+ = 1.5, LCK B+ = 0.14"


# -- phases ---------------------------------------------------------------------------------------
BATTLE = ["skirmish", "command-spell", "surprise", "servant-support", "master-support",
          "servant-offence", "master-offence", "flee"]


def test_default_turn():
    """002:L57-64: skirmish, then 'Command spell -> Surprise attacks -> Servant support skills -> Master
    support skills -> Servant offensive skills / basic attacks -> Master offensive skills -> Fleeing';
    movement first (GAP I2.9) and a night (002:L14, I2.10)."""
    assert [p.id for p in RULESET.phases] == ["movement"] + BATTLE + ["night"]
    assert [p.id for p in RULESET.phases_for(war())] == ["movement"] + BATTLE + ["night"]
    assert all(p.order == "initiative" for p in RULESET.phases if p.id != "night")


def test_phase_activities():
    """002:L8 scouting, L57 the skirmish, L64/L68 offence, L72 fleeing last, L14 the night."""
    acts = {p.id: p.activities for p in RULESET.phases}
    assert acts["movement"] == ("scout", "move")
    assert acts["skirmish"] == ("scheduled",)
    assert acts["servant-offence"] == ("act",)
    assert acts["night"] == ("act", "effects")
    slots = {p.id: p.slots for p in RULESET.phases}
    assert slots["command-spell"] == ("command-spell",) and slots["surprise"] == ("surprise",)
    assert slots["servant-support"] == ("servant-support",) and slots["master-offence"] == ("master-offence",)
    assert acts["flee"] == ("flee",)
    assert RULESET.phases[-2].id == "flee"


def test_phases_follow_interpretations():
    """002:L29 'precede all moves' vs L62 'After the skirmish'; movement placement GAP I2.9."""
    w = war({"command-spell-order": "before-skirmish", "movement-phase": "after-battle"})
    ids = [p.id for p in RULESET.phases_for(w)]
    assert ids == ["command-spell", "skirmish"] + BATTLE[2:] + ["movement", "night"]


# -- movement ---------------------------------------------------------------------------------------
def test_movement_defaults():
    """GAP I2.9 (no map rules in 002): adjacent moves, initiative order (002:L54), Spirit Form stays with the Master (002:L6)."""
    m = RULESET.movement_for(war())
    assert (m.range, m.max_steps, m.move_order) == ("adjacent", 1, "initiative")
    assert m.spirit_form_follows_master is True
    assert m.flee.destination == "adjacent" and m.flee.min_battle_turn == 1
    assert m.flee.pursuit is None
    assert RULESET.movement_for(None) == RULESET.movement


def test_movement_for_anywhere():
    """GAP I2.9, interpretations move-range=anywhere, flee-destination=anywhere, flee-when=second."""
    w = war({"move-range": "anywhere", "flee-destination": "anywhere", "flee-when": "second"})
    m = RULESET.movement_for(w)
    assert (m.range, m.max_steps) == ("anywhere", None)
    assert m.flee.destination == "anywhere" and m.flee.min_battle_turn == 2
    assert RULESET.movement.range == "adjacent"


def test_scouting_is_for_servants_and_detection_asks_the_gm():
    """002:L8 'Servants can leave their Master to scout'; no detection rule (GAP I2.9)."""
    scout_rules = RULESET.movement.scout
    assert scout_rules.kinds == ("servant",)
    assert scout_rules.range_interpretation == "scout-range"
    assert RULESET.interpretation("scout-range").default == "adjacent"
    w = war()
    scout = person("s", "B", "C")
    observers = [person("o1", "C", "C"), person("o2", "E", "E", kind="master")]
    [(who, check)] = RULESET.scout_detection(scout, observers, w)
    assert who == ["o1", "o2"]
    assert check.chance is None and check.certain is None and check.data == {"ask_gm": True}
    assert "GAP I2.9" in check.explain and "002:L8" in check.rule
    assert RULESET.scout_detection(scout, [], w) == []


# -- interpretations -----------------------------------------------------------------------------------
@pytest.mark.parametrize("key,default,options", [
    ("move-range", "adjacent", {"adjacent", "anywhere"}),
    ("movement-phase", "before-battle", {"before-battle", "after-battle"}),
    ("flee-destination", "adjacent", {"adjacent", "anywhere"}),
    ("flee-when", "any", {"any", "second"}),
    ("command-spell-order", "after-skirmish", {"after-skirmish", "before-skirmish"}),
    ("agi-plus-tiebreak", "no", {"no", "yes"}),
    ("master-agi-plus", "one", {"one", "none"}),
    ("skill-plus", "attacks-only", {"attacks-only", "skills-too"}),
    ("chance-cap", "cap", {"cap", "gm"}),
    ("counter-base", "own", {"own", "incoming"}),
    ("np-clash", "difference", {"difference"}),
    ("rank-up-pluses", "keep", {"keep", "drop"}),
    ("rank-up-ex", "none", {"none"}),
    ("skirmish-target", "order-else-first", {"order-else-first", "first"}),
    ("skill-nature", "physical", {"physical", "magical"}),
    ("multi-servant-regen", "master", {"master", "servants"}),
])
def test_interpretation_defaults(key, default, options):
    """002 I2.x and R2 (c)/(e): each open question has its default and options, and cites 002."""
    item = RULESET.interpretation(key)
    assert item.default == default and set(item.options) == options
    assert "002" in item.source
    assert RULESET.choice(None, key) == default


def test_interpretation_keys_are_unique_and_validated():
    """002 I2.x: a war choosing an unknown option is reported."""
    keys = [i.key for i in RULESET.interpretations]
    assert len(keys) == len(set(keys))
    problems = RULESET.validate_war(war({"move-range": "far"}))
    assert [p.field for p in problems] == ["settings.interpretations.move-range"]
