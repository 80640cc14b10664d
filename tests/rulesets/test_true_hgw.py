"""The True Holy Grail War ruleset (document true-hgw.003, cited by section: 003 §VII)."""

from __future__ import annotations

import pytest

from gmdesk.errors import RankError
from gmdesk.model.character import Character
from gmdesk.model.mapgraph import Location, WarMap
from gmdesk.model.ranks import parse_rank
from gmdesk.model.war import War
from gmdesk.rulesets import get
from gmdesk.rulesets.true_hgw import RULESET

LETTERS = ("E", "D", "C", "B", "A", "EX")


def war(interpretations: dict | None = None, *chars: Character) -> War:
    return War(
        ruleset="true-hgw",
        title="test",
        map=WarMap([Location("N0", "N0"), Location("N1", "N1")], [("N0", "N1")]),
        characters={c.id: c for c in chars},
        settings={"interpretations": dict(interpretations or {})},
    )


def servant(cid: str, agi: str, lck: str, kind: str = "servant") -> Character:
    stats = {"AGI": parse_rank(agi), "LCK": parse_rank(lck)}
    return Character(id=cid, name=cid.title(), kind=kind, location="N0", stats=stats)


def read(table: str, text: str, stat: str = "STR") -> float:
    return RULESET.tables[table].value(RULESET.parse_stat(stat, text))


# -- tables ---------------------------------------------------------------------------------------
def test_registry_returns_the_plugin():
    """003 is bundled as ruleset id true-hgw (rules README)."""
    assert get("true-hgw") is RULESET
    assert RULESET.id == "true-hgw"


@pytest.mark.parametrize("letter,damage", list(zip(LETTERS, (8, 16, 24, 32, 40, 50))))
def test_attack_damage_rows(letter, damage):
    """003 §VII: 'E: 8 D: 16 C: 24 B: 32 A: 40 EX: 50'."""
    assert read("attack", letter) == damage


@pytest.mark.parametrize("letter,percent", list(zip(LETTERS, (5, 10, 15, 20, 25, 32))))
def test_defence_rows_are_percent_numbers(letter, percent):
    """003 §VII: 'E: 5% D: 10% C: 15% B: 20% A: 25% EX: 32%', stored as 5 meaning 5 %."""
    assert read("defence", letter, "END") == percent


@pytest.mark.parametrize("letter,percent", list(zip(LETTERS, (4, 9, 15, 22, 30, 40))))
def test_evasion_rows(letter, percent):
    """003 §VII: Luck evasion 'E: 4% D: 9% C: 15% B: 22% A: 30% EX: 40%'."""
    assert read("evasion", letter, "LCK") == percent


def test_each_plus_is_a_fixed_step():
    """003 §VII: 'Each + is worth an additional 3 damage' / 'an additional 2%' (defence, evasion)."""
    assert read("attack", "B++") == 38
    assert read("attack", "E+++") == 17
    assert read("defence", "A+", "END") == 27
    assert read("defence", "C+++", "MAG") == 21
    assert read("evasion", "D++", "LCK") == 13


def test_ex_plus_follows_the_step():
    """003 §VII 'Each +' and §III Win ('A Rank or higher … get a +'): EX+ = EX + one step."""
    assert read("attack", "EX+") == 53
    assert read("defence", "EX++", "END") == 36
    assert read("evasion", "EX+", "LCK") == 42


def test_table_reads_explain_the_operands():
    """003 §VII: the lookups name the row they used and cite the section."""
    score = RULESET.attack_damage(RULESET.parse_stat("STR", "B++"))
    assert score.value == 38 and score.explain == "attack damage[B++] = 38"
    assert score.rule == "true-hgw 003 §VII"
    assert RULESET.defence_value(RULESET.parse_stat("END", "A")).explain == "defence value %[A] = 25 %"
    assert RULESET.evasion_value(RULESET.parse_stat("LCK", "EX")).value == 40


# -- sheets ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("text", ["B-", "C--", "A++++", "F", "b", "N/A", "-", ""])
def test_policies_refuse_bad_ranks(text):
    """003 §VII knows only '+' subranks (no '-', GAP I3.7); letters E…EX; sheets take up to 3 '+'."""
    with pytest.raises(RankError):
        RULESET.parse_stat("STR", text)


def test_np_may_be_absent_for_masters():
    """003 §II: NP is 'a stat possessed only by Servants'."""
    assert str(RULESET.parse_stat("NP", "-")) == "-"
    assert RULESET.stat_spec("NP").required is False
    assert [s.key for s in RULESET.stats] == ["STR", "END", "MAG", "AGI", "LCK", "NP"]


def test_pools_cap_servants_at_100_and_masters_at_50():
    """003 §II: 'Servants all have 100 maximum health; Masters have 50', and the same for mana."""
    assert RULESET.pool_maximum("health", "servant") == 100
    assert RULESET.pool_maximum("mana", "servant") == 100
    assert RULESET.pool_maximum("health", "master") == 50
    assert RULESET.pool_maximum("mana", "master") == 50
    master = Character(id="m", name="M", kind="master", location="N0", health_max=60, mana_max=50)
    problems = RULESET.validate_character(master, "characters[0](m)")
    assert [p.field for p in problems] == ["characters[0](m).health_max"]


def test_validate_character_reports_a_minus_rank():
    """003 §VII, GAP I3.7: a '-' subrank on a sheet is a problem."""
    ch = Character(id="s", name="S", kind="servant", location="N0", stats={"STR": parse_rank("B-")})
    problems = RULESET.validate_character(ch, "characters[0](s)")
    assert len(problems) == 1 and problems[0].field == "characters[0](s).stats.STR"


# -- phases ---------------------------------------------------------------------------------------
def test_six_phases_in_order():
    """003 §VI: 'Initial Phase -> Command Spell Phase -> Support Phase -> Attack Phase -> Movement Phase -> End Phase'."""
    assert [p.id for p in RULESET.phases] == ["initial", "command-spell", "support", "attack", "movement", "end"]
    assert [p.order for p in RULESET.phases] == [
        "simultaneous", "simultaneous", "initiative", "initiative", "initiative", "simultaneous"]
    assert all("003 §VI" in p.rule for p in RULESET.phases)


def test_phase_activities():
    """003 §VI-§VIII: actions by slot in the Command Spell, Support and Attack Phases (an attack starts
    combat); search, move and flee in the Movement Phase; effects in the Initial and End Phases; §IX
    'Ongoing skills … can be cancelled in the Initial Phase', so the Initial Phase also acts (slot initial)."""
    acts = {p.id: p.activities for p in RULESET.phases}
    slots = {p.id: p.slots for p in RULESET.phases}
    assert acts["attack"] == acts["support"] == acts["command-spell"] == ("act",)
    assert slots["command-spell"] == ("command-spell",) and slots["support"] == ("support",)
    assert slots["attack"] == ("attack",)
    assert acts["movement"] == ("search", "move", "flee")
    assert acts["initial"] == ("effects", "act") and slots["initial"] == ("initial",)
    assert acts["end"] == ("effects",)
    assert RULESET.phases_for(war()) == RULESET.phases


# -- initiative -------------------------------------------------------------------------------------
def test_higher_agility_acts_first():
    """003 §II: 'Characters with higher Agility move before characters with lower Agility within each phase'."""
    w = war()
    fast, slow, plus = servant("fast", "A", "E"), servant("slow", "B", "EX"), servant("plus", "B+", "E")
    order = sorted([slow, plus, fast], key=lambda c: RULESET.initiative_key(c, w), reverse=True)
    assert [c.id for c in order] == ["fast", "plus", "slow"]


def test_luck_breaks_agility_ties():
    """003 §II: Luck is 'used as a tiebreaker in the case of tied Agilities'."""
    w = war()
    a, b = servant("a", "C", "B"), servant("b", "C", "B+")
    assert RULESET.initiative_key(b, w) > RULESET.initiative_key(a, w)


def test_full_tie_goes_to_the_initiative_tie_interpretation():
    """003 §II, GAP I3.12: no rule for equal Agility and Luck; the GM decides by default."""
    w = war()
    assert RULESET.initiative_key(servant("a", "B", "C"), w) == RULESET.initiative_key(servant("b", "B", "C"), w)
    assert RULESET.initiative_tie == "initiative-tie"
    tie = RULESET.interpretation("initiative-tie")
    assert tie.default == "gm"
    assert set(tie.options) == {"gm", "simultaneous", "random"}
    assert "I3.12" in tie.source and "003 §II" in tie.source
    assert RULESET.explain_initiative(servant("a", "B", "C"), war()) == "AGI B, LCK C"


def test_missing_agility_acts_last():
    """003 §II orders by Agility; a sheet without AGI sorts below every rank."""
    w = war()
    bare = Character(id="x", name="X", kind="master", location="N0")
    assert RULESET.initiative_key(bare, w) < RULESET.initiative_key(servant("e", "E", "E"), w)


# -- movement ---------------------------------------------------------------------------------------
def test_movement_reaches_anywhere_in_agility_order():
    """003 §VIII: 'they may move to any location on the map'; §VI: Movement Phase acts by Agility."""
    m = RULESET.movement
    assert (m.range, m.max_steps, m.move_order) == ("anywhere", None, "initiative")
    assert m.battle_blocks_move is True
    assert m.move_action_orders == ("move", "flee", "search")
    assert m.scout is None and m.meetings is None


def test_flee_rules():
    """003 §VIII: flee 'only … in the second turn of combat', 'only to adjacent locations', and
    'cannot move until last during the next Movement Phase'."""
    flee = RULESET.movement.flee
    assert flee.min_battle_turn == 2
    assert flee.destination == "adjacent"
    assert flee.pursuit == "moves-last"
    assert flee.exact_turn_interpretation == "flee-turn"
    assert flee.pursuit_interpretation == "pursuit-catch"
    assert RULESET.interpretation("flee-turn").default == "exact"
    assert set(RULESET.interpretation("flee-turn").options) == {"exact", "from"}
    assert RULESET.interpretation("pursuit-catch").default == "leave"
    assert set(RULESET.interpretation("pursuit-catch").options) == {"leave", "held"}


def test_search_rules():
    """003 §V: 'a 50% chance of finding an adjacent Home Base'; searching spends the Move Action (I3.9)."""
    search = RULESET.movement.search
    assert search.chance == 0.5 and search.consumes_move_action is True
    assert search.roll_interpretation == "search-roll"
    assert RULESET.interpretation("search-roll").default == "per-base"
    assert set(RULESET.interpretation("search-roll").options) == {"per-base", "per-search"}
    assert RULESET.search_chance_text(None).startswith("50 % to find")
    assert "search-roll=per-search" in RULESET.search_chance_text(war({"search-roll": "per-search"}))


# -- interpretations -----------------------------------------------------------------------------------
@pytest.mark.parametrize("key,default,checklist", [
    ("health-regen", "no-hit", "I3.1"),
    ("dodge-clamp", "zero", "I3.6"),
    ("rank-floor", "floor-e", "I3.7"),
    ("win-duration", "with-casting-turn", "I3.8"),
    ("win-at-ex", "plus", "I3.8"),
    ("claim-last-base", "protected", "I3.10"),
    ("cooldown-same-turn", "same-turn", "I3.11"),
    ("command-spell-timing", "any-time", "I3.5"),
    ("flee-spell-action", "free", "I3.3"),
    ("late-entrant", "on-attack", "003 §VII"),
])
def test_interpretation_defaults(key, default, checklist):
    """003 I3.x: each open question has a default among its options and cites checklist and section."""
    item = RULESET.interpretation(key)
    assert item.default == default
    assert default in item.options
    assert checklist in item.source and "003 §" in item.source
    assert RULESET.choice(None, key) == default


def test_every_interpretation_is_well_formed():
    """003 I3.x: unique keys, defaults among options, sources citing 003."""
    keys = [i.key for i in RULESET.interpretations]
    assert len(keys) == len(set(keys))
    for item in RULESET.interpretations:
        assert item.default in item.options and "003" in item.source


def test_war_setting_overrides_default_and_bad_choices_are_reported():
    """003 §VIII, I3.4: the war's chosen option wins; an unknown option is a validation problem."""
    assert RULESET.choice(war({"flee-turn": "from"}), "flee-turn") == "from"
    problems = RULESET.validate_war(war({"flee-turn": "always", "no-such": "x"}))
    assert sorted(p.field for p in problems) == ["settings.interpretations.flee-turn",
                                                 "settings.interpretations.no-such"]
