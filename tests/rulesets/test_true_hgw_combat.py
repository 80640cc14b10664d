"""Combat of the True Holy Grail War (document true-hgw.003, cited by section: 003 §VII).

Numbers come from the tables of 003 §VII (attack damage E 8 … EX 50 +3; defence E 5 % … EX 32 % +2;
evasion E 4 % … EX 40 % +2). Fixtures marked "derived" are the checklist's own computations.
"""

from __future__ import annotations

import pytest

from gmdesk.errors import IllegalOrderError, WarFileError
from gmdesk.model.character import Character
from gmdesk.model.mapgraph import Location, WarMap
from gmdesk.model.ranks import parse_rank
from gmdesk.model.war import Battle, Team, War
from gmdesk.rulesets.descriptions import Phase
from gmdesk.rulesets.combat import Budget, TurnFacts
from gmdesk.rulesets.true_hgw import RULESET
from gmdesk.rulesets.true_hgw.command_spells import COMMAND_SPELLS
from gmdesk.rulesets.true_hgw.effective import effective_rank

INITIAL = next(p for p in RULESET.phases if p.id == "initial")
END = next(p for p in RULESET.phases if p.id == "end")


def ch(cid: str, kind: str = "servant", team: str | None = None, master: str | None = None, loc: str = "a",
       attributes=("Melee",), **stats: str) -> Character:
    base = {"STR": "C", "END": "C", "MAG": "C", "AGI": "C", "LCK": "E"}
    base.update(stats)
    top = 100 if kind == "servant" else 50
    return Character(id=cid, name=cid.title(), kind=kind, team=team or cid, master=master, location=loc,
                     stats={k: parse_rank(v) for k, v in base.items()}, health=top, health_max=top, mana=top,
                     mana_max=top, command_spells=3 if kind == "master" else None,
                     extra={"attributes": list(attributes)} if attributes is not None else {})


def war(*chars: Character, interpretations: dict | None = None, turn: int = 1, battles=()) -> War:
    locations = [Location("a", "Alpha"), Location("b", "Beta"), Location("c", "Gamma"),
                 Location("hb", "Home", home_base="t1", hidden=True), Location("hb2", "Other", home_base="t2"),
                 Location("hb3", "Third", home_base="t2")]
    links = [("a", "b"), ("b", "c"), ("a", "hb"), ("c", "hb2"), ("hb2", "hb3")]
    return War(ruleset="true-hgw", title="t", map=WarMap(locations, links), characters={c.id: c for c in chars},
               turn=turn, teams=[Team("t1", "One"), Team("t2", "Two"), Team("t3", "Three")],
               settings={"interpretations": dict(interpretations or {})}, battles=list(battles))


def basic(c: Character, mode: str):
    return next(s for s in RULESET.basic_attacks(c) if s.type == mode)


def skill(c: Character, entry: dict):
    c.skills.append(entry)
    return RULESET.parse_skill(entry, c, len(c.skills) - 1)


# -- skill sheets --------------------------------------------------------------------------------------
def test_skill_entry_fields_are_parsed():
    """003 §IX: skills have 'name, rank, type, targets, and effect', often 'cost, upkeep, duration,
    cooldown, and requirements'; 'Targets: [Type] Number'."""
    owner = ch("s")
    s = skill(owner, {"name": "Gae Thrust", "rank": "A+", "type": "Melee Attack / Free Action",
                      "targets": "[Enemy] 2", "cost": "20 Mana, 5 Health", "upkeep": "10 Mana",
                      "duration": "3 Turns", "cooldown": 2, "requirements": "In combat", "effect": "Pierces."})
    assert (s.name, str(s.rank), s.slot, s.free_action) == ("Gae Thrust", "A+", "attack", True)
    assert s.target_types == ("Enemy",) and s.targets_max == 2
    assert dict(s.cost.resources) == {"mana": 20.0, "health": 5.0} and dict(s.upkeep.resources) == {"mana": 10.0}
    assert (s.duration, s.cooldown) == (3, 2)
    assert s.damage[0].kind == "Melee" and s.damage[0].amount is None
    assert s.requirements == "In combat" and s.requires_active == ()
    assert s.description == "Pierces."


def test_self_targets_and_types():
    """003 §IX: 'Many skills have a Type of Self, meaning that it always targets the caster';
    'Abilities are marked with Type: Passive Ability'; other types are support-speed."""
    owner = ch("s")
    aura = skill(owner, {"name": "Aura", "rank": "B", "type": "Support", "targets": "[Self]", "cost": 15})
    assert aura.self_only and aura.targets_max == 1 and aura.slot == "support" and not aura.attack
    assert dict(aura.cost.resources) == {"mana": 15.0}
    passive = skill(owner, {"name": "Riding", "rank": "C", "type": "Passive Ability", "effect": "Rides."})
    assert passive.slot == "passive"


def test_requirement_naming_a_sheet_skill_is_mechanical():
    """003 §IX: requirements; 'Skills with duration may not be cancelled early, unless their
    Requirements are no longer fulfilled' — "X active" naming a skill of the sheet is checked."""
    owner = ch("s")
    owner.skills.append({"name": "Mana Burst", "rank": "A", "type": "Support", "targets": "[Self]"})
    s = skill(owner, {"name": "Burst Strike", "rank": "A", "type": "Melee Attack", "targets": "[Enemy] 1",
                      "requirements": "Mana Burst must be active"})
    assert s.requires_active == ("Mana Burst",)
    other = skill(owner, {"name": "X", "rank": "A", "type": "Support", "targets": "[Self]",
                          "requirements": "Moon is active"})
    assert other.requires_active == ()


@pytest.mark.parametrize("entry,field,value", [
    ({"name": "X", "rank": "A", "type": "Melee Attack", "targets": "Enemy 1"}, "targets", "Enemy 1"),
    ({"name": "X", "rank": "A", "type": "Melee Attack"}, "targets", None),
    ({"name": "X", "type": "Melee Attack", "targets": "[Enemy] 1"}, "rank", None),
    ({"name": "X", "rank": "B-", "type": "Support", "targets": "[Self]"}, "rank", "B-"),
    ({"name": "X", "rank": "A", "type": "Support", "targets": "[Self]", "cost": "lots"}, "cost", "lots"),
    ({"name": "X", "rank": "A", "type": "Support", "targets": "[Self]", "cooldown": "soon"}, "cooldown", "soon"),
    ({"name": "X", "rank": "A", "targets": "[Self]"}, "type", None),
    ({"rank": "A", "type": "Support"}, "name", None),
])
def test_unreadable_entries_name_the_field_and_value(entry, field, value):
    """003 §IX sheet format: an entry that cannot be read is a war-file error at characters.<id>.skills[i].<field>."""
    owner = ch("sab")
    owner.skills.append(entry)
    with pytest.raises(WarFileError) as info:
        RULESET.parse_skill(entry, owner, 0)
    assert info.value.field == f"characters.sab.skills[0].{field}"
    assert info.value.value == value


def test_validate_reports_skills_and_attributes():
    """003 §VII Attributes (Melee, Magus, Projectile), 003 §IX skill entries and 003 §III 'each Master
    begins with 3 Command Spells' are checked on the sheet."""
    owner = ch("s", attributes=("Melee", "Sword"))
    owner.skills.append({"name": "X", "rank": "A", "type": "Melee Attack"})
    fields = [p.field for p in RULESET.validate_character(owner, "characters[0](s)")]
    assert "characters[0](s).attributes" in fields and "characters.s.skills[0].targets" in fields
    master = ch("m", "master")
    master.command_spells = 4
    assert [p.field for p in RULESET.validate_character(master, "characters[1](m)")] == ["characters[1](m).command_spells"]


# -- basic attacks and damage ---------------------------------------------------------------------------
def test_basic_attacks_follow_attributes():
    """003 §VII: 'characters with the Melee Attribute may use Melee Basic Attacks, … Magus … Magic …,
    Projectile … Projectile Basic Attacks'."""
    assert [s.type for s in RULESET.basic_attacks(ch("s", attributes=("Magus", "Projectile")))] == \
        ["Magic", "Projectile"]
    assert RULESET.basic_attacks(ch("s", attributes=None)) == []


def test_melee_basic_attack_damage_explained():
    """003 §VII: Melee uses STR, END defends: 32 × (1 − 15 %) = 27.2."""
    a, t = ch("a", STR="B"), ch("t", END="C")
    score = RULESET.damage(a, t, basic(a, "Melee"), 0, war(a, t), TurnFacts(1))
    assert score.value == pytest.approx(27.2)
    assert score.explain == "Melee Basic Attack rank B (STR B) = 32 × (1 − 15 % (END C)) = 27.2"
    assert score.rule == "true-hgw 003 §VII"


def test_derived_fixture_b_plus_against_a():
    """Derived (checklist R3): melee basic attack STR B+ (35) vs END A (25 %) = 26.25 (003 §VII)."""
    a, t = ch("a", STR="B+"), ch("t", END="A")
    assert RULESET.damage(a, t, basic(a, "Melee"), 0, war(a, t), TurnFacts(1)).value == pytest.approx(26.25)


def test_magic_basic_attack_uses_mag_both_ways():
    """003 §VII: Magic Basic Attack rank = MAG; 'If the attack is a Magic Attack …, MAG is used'."""
    a, t = ch("a", attributes=("Magus",), MAG="A", STR="E"), ch("t", MAG="B", END="E")
    assert RULESET.damage(a, t, basic(a, "Magic"), 0, war(a, t), TurnFacts(1)).value == pytest.approx(32)


def test_projectile_uses_the_higher_stats():
    """003 §VII: Projectile rank = 'the higher of STR and MAG'; defence 'the higher of END and MAG'."""
    a, t = ch("a", attributes=("Projectile",), STR="B", MAG="C"), ch("t", END="C", MAG="A")
    score = RULESET.damage(a, t, basic(a, "Projectile"), 0, war(a, t), TurnFacts(1))
    assert score.value == pytest.approx(24)
    assert "higher of STR B, MAG C" in score.explain and "higher of END C, MAG A" in score.explain


def test_attack_skill_uses_its_own_rank():
    """003 §VII: 'Characters using an Attack Skill simply use the rank of that skill'."""
    a, t = ch("a", STR="EX"), ch("t", END="E")
    s = skill(a, {"name": "Jab", "rank": "D", "type": "Melee Attack", "targets": "[Enemy] 1"})
    score = RULESET.damage(a, t, s, 0, war(a, t), TurnFacts(1))
    assert score.value == pytest.approx(15.2)
    assert score.explain.startswith("Jab (Melee Attack) rank D = 16 × (1 − 5 % (END E))")


def test_plus_steps_in_damage():
    """003 §VII: 'Each + is worth an additional 3 damage' and 'an additional 2%': A++ 46 vs B+ 22 %."""
    a, t = ch("a", STR="A++"), ch("t", END="B+")
    assert RULESET.damage(a, t, basic(a, "Melee"), 0, war(a, t), TurnFacts(1)).value == pytest.approx(35.88)


# -- dodge ------------------------------------------------------------------------------------------------
def test_dodge_formula_derived_fixture():
    """Derived (checklist R3): LCK A (30) vs attacker LCK C (15) with a B attack (22): 30 − ½(15 + 22) = 11.5 %."""
    a, t = ch("a", STR="B", LCK="C"), ch("t", LCK="A")
    check = RULESET.evasion(a, t, basic(a, "Melee"), war(a, t))
    assert check.chance == pytest.approx(0.115)
    assert "30 % (T LCK A) − ½ × (15 % (A LCK C) + 22 % (attack rank B as LCK)) = 11.5 %" in check.explain


@pytest.mark.parametrize("choice,certain", [("zero", False), ("gm", None)])
def test_negative_dodge_follows_dodge_clamp(choice, certain):
    """I3.6, 003 §VII: E+ (6) vs A (30) with an A attack (30) gives −24 %."""
    a, t = ch("a", STR="A", LCK="A"), ch("t", LCK="E+")
    check = RULESET.evasion(a, t, basic(a, "Melee"), war(a, t, interpretations={"dodge-clamp": choice}))
    assert check.chance is None and check.certain is certain
    assert "= -24 %" in check.explain and f"dodge-clamp={choice}" in check.explain


def test_zero_dodge_is_certain_no_dodge():
    """003 §VII: C 15 − ½ (15 + 15) = 0 %: the attack cannot be dodged."""
    a, t = ch("a", STR="C", LCK="C"), ch("t", LCK="C")
    check = RULESET.evasion(a, t, basic(a, "Melee"), war(a, t))
    assert check.certain is False and "= 0 %" in check.explain


# -- effective ranks: multiple Servants and Win ----------------------------------------------------------
def test_each_extra_servant_costs_a_rank():
    """003 §III: 'for each Servant beyond the first, all Servants that Master controls loses one rank in all stats'."""
    m = ch("m", "master", team="t1")
    s1, s2, s3 = (ch(f"s{i}", team="t1", master="m", STR="B+", END="E") for i in (1, 2, 3))
    w = war(m, s1, s2, s3)
    rank, text = effective_rank(RULESET, s1, "STR", w)
    assert str(rank) == "D+" and "−2 ranks" in text and "M controls 3 Servants" in text
    assert str(effective_rank(RULESET, s1, "END", w)[0]) == "E"  # rank-floor=floor-e
    w.settings["interpretations"]["rank-loss-plus"] = "drop-plus"
    assert str(effective_rank(RULESET, s1, "STR", w)[0]) == "D"
    s3.alive = False
    assert str(effective_rank(RULESET, s1, "STR", w)[0]) == "C"


def test_win_raises_a_rank_or_adds_a_plus():
    """003 §III Win: 'a rank up in that stat … if the Servant has A Rank or higher in that stat, they get a + instead'."""
    s = ch("s", STR="B", END="A", MAG="EX")
    s.statuses += [{"name": "Win", "key": "win", "stat": stat, "turns": 3} for stat in ("STR", "END", "MAG")]
    w = war(s)
    assert [str(effective_rank(RULESET, s, k, w)[0]) for k in ("STR", "END", "MAG")] == ["A", "A+", "EX+"]
    w.settings["interpretations"]["win-at-ex"] = "none"
    assert str(effective_rank(RULESET, s, "MAG", w)[0]) == "EX"


def test_initiative_reads_effective_agility():
    """003 §II acting order by Agility; 003 §III rank loss applies to 'all stats'."""
    m = ch("m", "master", team="t1")
    s1, s2 = ch("s1", team="t1", master="m", AGI="B"), ch("s2", team="t1", master="m", AGI="B")
    other = ch("o", team="t2", AGI="C+")
    w = war(m, s1, s2, other)
    assert RULESET.initiative_key(other, w) > RULESET.initiative_key(s1, w)


# -- budget and costs -----------------------------------------------------------------------------------
def test_one_standard_and_one_move_action():
    """003 §VI: 'characters are granted one standard action and one move action'."""
    s = ch("s")
    assert RULESET.turn_budget(s, war(s), [], False).actions == {"standard", "move"}
    s.spirit_form = True
    assert RULESET.turn_budget(s, war(s, interpretations={"spirit-form-exit": "command-spell-only"}),
                               [], False).actions == {"move"}


def test_free_action_costs_no_standard_action():
    """003 §VI: 'Any skill or ability not marked with Free Action will cost your standard action'."""
    s = ch("s")
    free = skill(s, {"name": "Step", "rank": "C", "type": "Support / Free Action", "targets": "[Self]"})
    slow = skill(s, {"name": "Cut", "rank": "C", "type": "Melee Attack", "targets": "[Enemy] 1", "cost": "5 Mana"})
    assert RULESET.action_cost(s, free, war(s)).actions == ()
    cost = RULESET.action_cost(s, slow, war(s))
    assert cost.actions == ("standard",) and dict(cost.resources) == {"mana": 5.0}


def test_cost_problems():
    """003 §IX Cooldown ('it cannot be cast'), Passive Abilities; 003 §X Spirit Form 'cannot use attack skills'."""
    s = ch("s")
    cut = skill(s, {"name": "Cut", "rank": "C", "type": "Melee Attack", "targets": "[Enemy] 1"})
    passive = skill(s, {"name": "Riding", "rank": "C", "type": "Passive Ability"})
    full = Budget(actions={"standard", "move"})
    assert RULESET.cost_problem(s, cut, full, war(s)) is None
    assert "Passive Ability" in RULESET.cost_problem(s, passive, full, war(s))
    assert "standard action is already used" in RULESET.cost_problem(s, cut, Budget(actions={"move"}), war(s))
    s.statuses.append({"name": "Cut (Cooldown)", "kind": "cooldown", "skill": "Cut", "turns": 2})
    assert "on Cooldown: 2 turns left" in RULESET.cost_problem(s, cut, full, war(s))
    s.statuses.clear()
    s.spirit_form = True
    assert "cannot use attack skills" in RULESET.cost_problem(s, cut, full, war(s))


# -- targets and interception --------------------------------------------------------------------------
def test_spirit_form_cannot_be_targeted():
    """003 §X: 'they cannot be affected or targeted by anything'."""
    a, t = ch("a"), ch("t")
    t.spirit_form = True
    assert "Spirit Form" in RULESET.target_problem(a, t, basic(a, "Melee"), war(a, t), TurnFacts(1))


def test_servant_intercepts_attacks_on_its_master():
    """003 §III: 'as long as Servant and Master are in the same area, attacks aimed at the Master will
    be automatically intercepted by the Servant'."""
    m, s, foe = ch("m", "master", team="t1"), ch("s", team="t1", master="m"), ch("f", team="t2")
    w = war(m, s, foe)
    who, why, rule = RULESET.interceptor(foe, m, basic(foe, "Melee"), w)
    assert who == "s" and "automatically intercepted" in why and rule == "true-hgw 003 §III"
    s.location = "b"
    assert RULESET.interceptor(foe, m, basic(foe, "Melee"), w)[0] is None
    s.location = "a"
    s.spirit_form = True
    assert RULESET.interceptor(foe, m, basic(foe, "Melee"), w)[0] is None
    w.settings["interpretations"]["spirit-form-intercept"] = "yes"
    assert RULESET.interceptor(foe, m, basic(foe, "Melee"), w)[0] == "s"


def test_defend_intercepts_for_the_target():
    """003 §III Defend: 'For up to 3 Turns, the Servant will intercept any attacks aimed at the target'."""
    m, s, ally, foe = ch("m", "master", team="t1"), ch("s", team="t1", master="m"), ch("x", team="t3"), ch("f", team="t2")
    s.statuses.append({"name": "Defend", "key": "defend", "target": "x", "turns": 3, "id": "e1"})
    who, why, _ = RULESET.interceptor(foe, ally, basic(foe, "Melee"), war(m, s, ally, foe))
    assert who == "s" and why.startswith("Defend by M")


# -- the Initial Phase ------------------------------------------------------------------------------------
def test_mana_always_regenerates_health_only_without_hits():
    """003 §VI 'Characters regenerate mana in this phase'; §II no Health regeneration after a successful
    attack given or taken in the previous turn (health-regen=no-hit)."""
    m, s = ch("m", "master", team="t1"), ch("s", team="t1", master="m")
    s.health, s.mana, s.health_regen, s.mana_regen = 50, 50, 6, 8
    s.flags["last_hit_turn"] = 1
    changes = RULESET.phase_effects(INITIAL, war(m, s, turn=2), TurnFacts(2))
    mine = {(c.what, c.amount) for c in changes if c.target == "s"}
    assert ("mana", 8) in mine and ("health", 0.0) in mine


@pytest.mark.parametrize("choice,regen", [("no-hit", 6), ("not-in-combat", 0.0), ("both", 0.0)])
def test_health_regen_interpretations_in_combat(choice, regen):
    """I3.1: §II (no successful attack last turn) against §VI ('while not in combat')."""
    m, s = ch("m", "master", team="t1"), ch("s", team="t1", master="m")
    s.health, s.health_regen = 50, 6
    w = war(m, s, interpretations={"health-regen": choice}, battles=[Battle("b", "a", ["s", "m"], 1)])
    health = [c.amount for c in RULESET.phase_effects(INITIAL, w, TurnFacts(1)) if c.what == "health"]
    assert health == [regen]


def test_spirit_form_health_regeneration():
    """003 §X: 'While in Spirit Form, their health regeneration increases to 1.5x'."""
    m, s = ch("m", "master", team="t1"), ch("s", team="t1", master="m")
    s.health, s.health_regen, s.spirit_form = 50, 6, True
    change = next(c for c in RULESET.phase_effects(INITIAL, war(m, s), TurnFacts(1)) if c.what == "health")
    assert change.amount == 9 and "6 × 1.5 = 9" in change.explain


def test_masterless_servant_loses_40_percent_and_does_not_regenerate():
    """003 §III: 'a Servant without a Master will not regenerate health or mana, and at the beginning of
    the turn, loses 40% of their maximum mana'."""
    m, s = ch("m", "master", team="t1"), ch("s", team="t1", master="m")
    m.alive = False
    s.mana_regen = 10
    amounts = [(c.what, c.amount) for c in RULESET.phase_effects(INITIAL, war(m, s), TurnFacts(1))]
    assert amounts == [("mana", 0.0), ("mana", -40.0)]


def test_upkeep_paid_or_cancelled():
    """003 §IX: 'to maintain a skill with upkeep, you must pay the upkeep cost at the beginning of the
    turn. If not, the skill will be cancelled.'"""
    m, s = ch("m", "master", team="t1"), ch("s", team="t1", master="m")
    s.statuses.append({"id": "e1", "name": "Shield", "kind": "skill", "turns": None, "upkeep_cost": {"mana": 10},
                       "source": "s"})
    w = war(m, s)
    assert [(c.what, c.amount) for c in RULESET.phase_effects(INITIAL, w, TurnFacts(1))] == [("mana", -10)]
    s.mana = 5
    cancelled = RULESET.phase_effects(INITIAL, w, TurnFacts(1))
    assert [(c.what, c.value) for c in cancelled] == [("effect-", "e1")]
    s.mana = 100
    w.settings["interpretations"]["upkeep-default"] = "not-paid"
    assert [c.what for c in RULESET.phase_effects(INITIAL, w, TurnFacts(1))] == ["effect-"]


# -- the End Phase -------------------------------------------------------------------------------------------
def test_duration_counts_down_and_cooldown_starts_when_it_ends():
    """003 §IX: 'the duration of all active skills is decremented by one turn; once it hits 0, the skill
    ends'; 'ongoing skills do not trigger Cooldown until they end'."""
    s = ch("s")
    s.skills.append({"name": "Aura", "rank": "B", "type": "Support", "targets": "[Self]", "duration": 2,
                     "cooldown": 3})
    s.statuses.append({"id": "e1", "name": "Aura", "kind": "skill", "turns": 2, "source": "s", "since": 1})
    w = war(s)
    first = RULESET.phase_effects(END, w, TurnFacts(1))
    assert [(c.what, c.value) for c in first] == [("effect~", {"id": "e1", "turns": 1})]
    s.statuses[0]["turns"] = 1
    ended = RULESET.phase_effects(END, w, TurnFacts(1))
    assert [c.what for c in ended] == ["effect-", "effect+"]
    assert ended[1].value["kind"] == "cooldown" and ended[1].value["turns"] == 2  # cooldown-same-turn=same-turn
    w.settings["interpretations"]["cooldown-same-turn"] = "next-turn"
    assert RULESET.phase_effects(END, w, TurnFacts(1))[1].value["turns"] == 3


@pytest.mark.parametrize("choice,what", [("same-turn", "effect-"), ("next-turn", "effect~")])
def test_cooldown_set_this_turn(choice, what):
    """I3.11, 003 §IX: 'the Cooldown decrements by one turn at the end of each turn, and is resolved once it hits 0'."""
    s = ch("s")
    s.statuses.append({"id": "c1", "name": "Cut (Cooldown)", "kind": "cooldown", "skill": "Cut", "turns": 1,
                       "since": 1})
    changes = RULESET.phase_effects(END, war(s, interpretations={"cooldown-same-turn": choice}), TurnFacts(1))
    assert [c.what for c in changes] == [what]


@pytest.mark.parametrize("choice,turns", [("with-casting-turn", 2), ("after-casting-turn", 3)])
def test_win_duration(choice, turns):
    """I3.8, 003 §III 'for the next three turns' and §IX End-Phase decrement."""
    s = ch("s")
    s.statuses.append({"id": "w1", "name": "Win", "key": "win", "kind": "command-spell", "stat": "STR",
                       "turns": 3, "since": 1})
    change = RULESET.phase_effects(END, war(s, interpretations={"win-duration": choice}), TurnFacts(1))[0]
    assert change.value == {"id": "w1", "turns": turns}


def test_defend_ends_when_the_target_attacks():
    """003 §III Defend 'ends automatically if the target should attack the Master or Servant': at the
    attack (interception_changes), not at the End Phase."""
    m, s, x, y = ch("m", "master", team="t1"), ch("s", team="t1", master="m"), ch("x", team="t3"), ch("y", team="t2")
    s.statuses.append({"id": "d1", "name": "Defend", "key": "defend", "target": "x", "turns": 3, "since": 1})
    w = war(m, s, x, y)
    attack = basic(y, "Melee")
    assert RULESET.interception_changes(y, x, attack, w, TurnFacts(1, attack_log=[("y", "x")])) == []
    changes = RULESET.interception_changes(y, x, attack, w, TurnFacts(1, attack_log=[("x", "m"), ("y", "x")]))
    assert [(c.target, c.what, c.value) for c in changes] == [("s", "effect-", "d1")]
    assert "attacked the Master M" in changes[0].explain and changes[0].rule == "true-hgw 003 §III"
    ended = RULESET.phase_effects(END, w, TurnFacts(1, attack_log=[("x", "m")]))
    assert not [c for c in ended if c.what == "effect-" and c.value == "d1"]


# -- Command Spells ---------------------------------------------------------------------------------------
def test_command_spells_of_003():
    """003 §III: Obey (≤ 3 Turns), Summon, Defend (up to 3 Turns), Win (three turns), Flee (Servant in
    the area, §VIII), Swap Form."""
    assert list(COMMAND_SPELLS) == ["obey", "summon", "defend", "win", "flee", "swap-form"]
    assert COMMAND_SPELLS["obey"].duration == COMMAND_SPELLS["defend"].duration == COMMAND_SPELLS["win"].duration == 3
    assert COMMAND_SPELLS["win"].params == ("stat",) and COMMAND_SPELLS["win"].effect == "boost"
    assert COMMAND_SPELLS["flee"].same_area and not COMMAND_SPELLS["summon"].same_area
    assert COMMAND_SPELLS["flee"].uses_actions == ()
    assert RULESET.command_spells is COMMAND_SPELLS


# -- special actions -------------------------------------------------------------------------------------
def test_civilian_consumption():
    """003 §X: 'Servants can drain mana from civilians … they regain 25 Mana … all players will be alerted'."""
    s = ch("s", team="t1")
    w = war(s)
    changes = RULESET.special_action(s, {"action": "consume"}, w, TurnFacts(1))
    assert (changes[0].what, changes[0].amount) == ("mana", 25)
    assert [c.value[0] for c in changes[1:]] == ["t1", "t2", "t3"]
    assert RULESET.special_action_slot({"action": "consume"}) == "support"
    assert RULESET.special_action_cost(s, {"action": "consume"}, w).actions == ("standard",)
    m = ch("m", "master", team="t1")
    with pytest.raises(IllegalOrderError):
        RULESET.special_action(m, {"action": "consume"}, war(m), TurnFacts(1))
    w.settings["interpretations"]["civilian-locations"] = "marked"
    with pytest.raises(IllegalOrderError):
        RULESET.special_action(s, {"action": "consume"}, w, TurnFacts(1))


def test_claim_territory():
    """003 §X: 'You cannot claim a territory that is not adjacent to (one of) your Home Base(s)'; claiming
    costs 'both your standard and movement action'."""
    m = ch("m", "master", team="t1")
    w = war(m)
    changes = RULESET.special_action(m, {"action": "claim"}, w, TurnFacts(1))
    assert changes[0].value == ("a", "t1")
    assert RULESET.special_action_cost(m, {"action": "claim"}, w).actions == ("standard", "move")
    m.location = "b"
    with pytest.raises(IllegalOrderError, match="not adjacent"):
        RULESET.special_action(m, {"action": "claim"}, w, TurnFacts(1))


def test_claim_inside_another_base():
    """003 §X: 'by using a claim territory action inside their Home Base, you will remove it … However,
    you cannot claim someone's last Home Base' (claim-last-base, I3.10)."""
    m = ch("m", "master", team="t1", loc="hb2")
    w = war(m)
    assert RULESET.special_action(m, {"action": "claim"}, w, TurnFacts(1))[0].value == ("hb2", None)
    w.map.locations["hb3"].home_base = None
    with pytest.raises(IllegalOrderError, match="last Home Base"):
        RULESET.special_action(m, {"action": "claim"}, w, TurnFacts(1))
    w.settings["interpretations"]["claim-last-base"] = "remove-only"
    changes = RULESET.special_action(m, {"action": "claim"}, w, TurnFacts(1))
    assert [c.what for c in changes] == ["home-base", "war"]


def test_resign_and_contract():
    """003 §X 'a Master can resign, leaving the game for good'; 003 §III 'the Servant may join one of the
    remaining Masters … free to choose'."""
    m, s, other = ch("m", "master", team="t1"), ch("s", team="t1", master="m"), ch("o", "master", team="t2")
    w = war(m, s, other)
    assert [c.what for c in RULESET.special_action(m, {"action": "resign"}, w, TurnFacts(1))] == ["flag", "kill"]
    with pytest.raises(IllegalOrderError, match="still has its Master"):
        RULESET.special_action(s, {"action": "contract", "master": "o"}, w, TurnFacts(1))
    m.alive = False
    changes = RULESET.special_action(s, {"action": "contract", "master": "o"}, w, TurnFacts(1))
    assert [(c.what, c.value) for c in changes] == [("master", "o"), ("team", "t2")]


def test_cancel_rules():
    """003 §IX: 'Skills with duration may not be cancelled early'; 'Ongoing skills that lack both
    duration and upkeep can be cancelled'; 003 §III Defend 'can be cancelled early'."""
    m, s = ch("m", "master", team="t1"), ch("s", team="t1", master="m")
    s.statuses += [{"id": "e1", "name": "Aura", "kind": "skill", "turns": 2, "source": "s"},
                   {"id": "e2", "name": "Veil", "kind": "skill", "turns": None, "source": "s"},
                   {"id": "e3", "name": "Defend", "key": "defend", "kind": "command-spell", "turns": 3, "source": "m"}]
    w = war(m, s)
    with pytest.raises(IllegalOrderError, match="Duration"):
        RULESET.special_action(s, {"action": "cancel", "effect": "Aura"}, w, TurnFacts(1))
    assert RULESET.special_action(s, {"action": "cancel", "effect": "Veil"}, w, TurnFacts(1))[0].value == "e2"
    assert RULESET.special_action(m, {"action": "cancel", "effect": "Defend"}, w, TurnFacts(1))[0].value == "e3"


# -- death and the end of the War ----------------------------------------------------------------------------
def test_death_reasons():
    """003 §II: Health 'reduced to 0 or below, the character is dead'; Servants die at Mana 0 or below."""
    s, m = ch("s"), ch("m", "master")
    s.mana = 0
    m.mana = 0
    assert "Mana 0" in RULESET.death_reason(s, war(s, m))
    assert RULESET.death_reason(m, war(s, m)) is None
    m.health = -3
    assert "Health -3" in RULESET.death_reason(m, war(s, m))


def test_master_death_removes_and_reveals_the_home_base():
    """003 §V: 'Once a Master dies, their Home Base field(s) (but not the location itself) is removed,
    and the location is revealed to all players'."""
    m = ch("m", "master", team="t1")
    changes = RULESET.after_death(m, None, war(m))
    assert changes[0].what == "home-base" and changes[0].value == ("hb", None)
    assert [c.value[0] for c in changes if c.what == "knowledge"] == ["t1", "t2", "t3"]


def test_war_result():
    """003 §I: 'Once no more than one Servant remains alive (or, rarely, if all Masters have been killed),
    the War ends and, if a Master-Servant team is still alive, that team is declared the winner'."""
    m1, s1 = ch("m1", "master", team="t1"), ch("s1", team="t1", master="m1")
    m2, s2 = ch("m2", "master", team="t2"), ch("s2", team="t2", master="m2")
    w = war(m1, s1, m2, s2)
    assert RULESET.war_result(w) is None
    s2.alive = False
    assert "M1 and S1" in RULESET.war_result(w) and "wins" in RULESET.war_result(w)
    s2.alive, m1.alive, m2.alive = True, False, False
    assert "every Master is dead" in RULESET.war_result(w) and "nobody wins" in RULESET.war_result(w)


# -- interpretations and wiring ---------------------------------------------------------------------------
@pytest.mark.parametrize("key,default", [
    ("upkeep-default", "pay"), ("spirit-form-exit", "leave-allowed"), ("spirit-form-intercept", "no"),
    ("rank-loss-plus", "keep-plus"), ("resign-as-death", "no"), ("civilian-locations", "anywhere"),
])
def test_new_interpretations(key, default):
    """003 §III, §VI, §IX, §X gaps: each has a literal default and cites the checklist and the section."""
    interp = RULESET.interpretation(key)
    assert interp.default == default and default in interp.options
    assert "003 §" in interp.source


def test_combat_wiring():
    """003 §VI: Command Spell, Support and Attack Phases act by slot; Initial and End Phases apply effects."""
    assert RULESET.has_combat
    phases = {p.id: p for p in RULESET.phases}
    assert isinstance(phases["end"], Phase) and phases["end"].activities == ("effects",)
    assert RULESET.special_action_slot({"action": "resign"}) == "initial"
    assert RULESET.special_action_slot({"action": "cancel"}) == "initial"
    assert RULESET.special_action_slot({"action": "leave-combat"}) == "support"
    assert RULESET.special_action_slot({"action": "buy"}) is None
