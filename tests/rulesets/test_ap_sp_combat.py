"""Combat of the ap-sp ruleset against its document, ap-sp.000 (cited 000:Lnn), and the checklist's
worked examples E0.1-E0.5 and inconsistencies I0.x."""

from __future__ import annotations

import pytest

from gmdesk.errors import WarFileError
from gmdesk.model.character import Character
from gmdesk.model.mapgraph import Location, WarMap
from gmdesk.model.ranks import parse_rank
from gmdesk.model.war import War
from gmdesk.rulesets.ap_sp import RULESET
from gmdesk.rulesets.ap_sp import regeneration, statuses
from gmdesk.rulesets.ap_sp.command_spells import COMMAND_SPELLS, raise_subrank
from gmdesk.rulesets.ap_sp.skills import parse_cost, parse_damage
from gmdesk.rulesets.combat import Change, TurnFacts

R = RULESET

RAPID_CUT = {"Name": "Rapid Cut", "Rank": "C-", "Type": "Anti-Personnel", "basic": True, "Max Number of Targets": 1,
             "Type of Target": "[Any]", "Damage": "25 Physical", "Cost": "1 AP",
             "Description": "The opponent is repeatedly slashed with a sword."}
DOUBLE_BULLET = {"Name": "Double Bullet", "Rank": "C-", "Type": "Anti-Personnel", "basic": True,
                 "Max Number of Targets": 1, "Type of Target": "[Any]", "Damage": "25 Ranged", "Cost": "1 AP",
                 "Description": "Two bullets are fired in an instant."}
LONGSHOT = {"Name": "Longshot", "Rank": "C-", "Type": "Anti-Location", "Max Number of Targets": 1,
            "Type of Target": "[Location]", "Damage": "10 Long-ranged", "Cost": "1 AP",
            "Description": "Many bullets are fired into the distance, damaging everyone in the target area."}
STORM = {"Name": "Lightning Storm", "Rank": "A-", "Type": "Anti-Army", "Max Number of Targets": 99,
         "Type of Target": "[Any]", "Damage": "30 Magical, Stun 1", "Cost": "2 AP, 50 Mana",
         "Requirements": '"Rain Manipulation" must be active.', "Description": "Lightning bolts."}
TELEPORT = {"Name": "Teleport", "Rank": "B", "Type": "Support", "Max Number of Targets": 3,
            "Type of Target": "[Self] [Contracted Partner] [Location]", "Cost": "1 SP, 25 Mana, 1 Move Action",
            "Description": "The caster and their contracted partner are warped to a distant location."}
POWER_BLOW = {"Name": '"Power Blow" - Crushing Punch -> Instant Crushing Punch', "Rank": "D -> D+",
              "Type": "Anti-Personnel -> Instant", "Max Number of Targets": 1, "Type of Target": "[Any]",
              "Damage": "25 Physical -> 50 Physical, Stun 1", "Cost": "1 AP, 0 Mana -> 2 AP, 35 Mana"}
SKILL_X = {"Name": "Skill X", "Type": "Anti-Personnel", "Damage": "25 Physical", "Cost": "1 AP",
           "Description": "A rapid cut.",
           "modifiers": [{"when": "user-health-at-most", "fraction": 0.3, "percent": 50},
                         {"when": "target-stat-at-least", "stat": "LCK", "rank": "A", "percent": -15}]}


def char(cid: str, kind: str = "servant", team: str = "red", health: float | None = None, **stats: str) -> Character:
    base = {"STR": "C", "END": "C", "MAE": "C", "MAR": "C", "AGI": "C", "LCK": "C"}
    base.update(stats)
    cap = {"servant": 300, "master": 150}.get(kind, 100)
    return Character(id=cid, name=cid.capitalize(), kind=kind, team=team, location="a",
                     stats={k: parse_rank(v) for k, v in base.items()}, health=cap if health is None else health,
                     health_max=cap)


def war(*chars: Character, **interpretations: str) -> War:
    settings = {"interpretations": dict(interpretations)} if interpretations else {}
    return War(ruleset="ap-sp", title="t", map=WarMap([Location("a", "A"), Location("b", "B")], [("a", "b")]),
               characters={c.id: c for c in chars}, settings=settings, turn=2)


def hit(attacker: Character, target: Character, raw: dict, w: War, part: int = 0):
    skill = R.parse_skill(raw, attacker, 0)
    return R.damage(attacker, target, skill, part, w, TurnFacts(turn=w.turn))


def apply(ch: Character, changes: list[Change]) -> None:
    """Apply effect changes as the engine does (test stand-in for gmdesk/engine/combat/changes.py)."""
    for c in changes:
        if c.what == "effect~":
            for e in ch.statuses:
                if e.get("id") == c.value["id"]:
                    e.update(c.value)
        elif c.what == "effect-":
            ch.statuses[:] = [e for e in ch.statuses if e.get("id") != c.value]
        elif c.what == "health":
            ch.health += c.amount


# -- the sheet parser (000:L283-329, L879-905) ------------------------------------------------------
def test_basic_attack_entry():
    """A Basic Attack "consumes only 1 AP" and is "separated from other skills" (000:L267, L714-730)."""
    ch = char("saber")
    ch.skills = [RAPID_CUT, TELEPORT]
    basic = R.basic_attacks(ch)
    assert [s.name for s in basic] == ["Rapid Cut"]
    assert [s.name for s in R.skills_of(ch)] == ["Teleport"]
    skill = basic[0]
    assert skill.basic and skill.slot == "attack" and skill.cost.resources == {"AP": 1.0}
    assert [(d.amount, d.kind) for d in skill.damage] == [(25, "Physical")]
    assert str(skill.rank) == "C-" and skill.target_types == ("Any",)


def test_attack_skill_example_fields():
    """Lightning Storm: "30 Magical, Stun 1", "2 AP, 50 Mana", '"Rain Manipulation" must be active' (000:L769-785)."""
    skill = R.parse_skill(STORM, char("caster"), 0)
    assert [(d.amount, d.kind) for d in skill.damage] == [(30, "Magical")]
    assert [(i.status, i.turns, i.amount) for i in skill.inflicts] == [("Stun", 1, None)]
    assert skill.cost.resources == {"AP": 2.0, "mana": 50.0}
    assert skill.requires_active == ("Rain Manipulation",)
    assert skill.targets_max == 99 and skill.slot == "attack" and skill.area


def test_support_skill_example_fields():
    """Teleport: Support, 3 targets [Self] [Contracted Partner] [Location], "1 SP, 25 Mana, 1 Move Action" (000:L790-800)."""
    skill = R.parse_skill(TELEPORT, char("saber"), 0)
    assert skill.slot == "support" and not skill.attack
    assert skill.target_types == ("Self", "Contracted Partner", "Location")
    assert skill.cost.resources == {"SP": 1.0, "mana": 25.0} and skill.cost.actions == ("move",)


def test_long_ranged_reaches_other_locations():
    """Long-ranged attacks "can be used from other locations" (000:L255); Longshot is Anti-Location (000:L750-764)."""
    skill = R.parse_skill(LONGSHOT, char("archer"), 0)
    assert skill.across_locations and skill.slot == "attack" and skill.target_types == ("Location",)
    assert not R.parse_skill(DOUBLE_BULLET, char("archer"), 0).across_locations


@pytest.mark.parametrize("type_text, damage, slot", [
    ("Instant", None, "instant"), ("Surprise Attack", "20 Ranged", "instant"), ("Support", None, "support"),
    ("Anti-Personnel", "20 Physical", "attack"), ("Anti-Army", "20 Physical", "attack"),
    ("Anti-Location", "20 Physical", "attack"), ("Prepared", "20 Physical", "prepared"), ("Passive", None, "passive"),
    ("Summoning", None, "support"), ("Bounded Field", None, "support"), ("Reality Marble", "20 Special", "attack"),
    ("Noble Phantasm (Anti-Army)", None, "attack"),
])
def test_type_to_phase_slot(type_text, damage, slot):
    """Types and phases: Instant/Surprise Attack → Instant Phase, Prepared → Prepared Effect Phase,
    "Attacking Phase (Anti-)", Support Phase for nondamaging skills (000:L311-317, L421-443; I0.9)."""
    raw = {"Name": "X", "Type": type_text}
    if damage:
        raw["Damage"] = damage
    skill = R.parse_skill(raw, char("s"), 0)
    assert skill.slot == slot
    assert skill.surprise == (type_text == "Surprise Attack")


def test_progression_stages():
    """"Power Blow" takes "the latter of the values" once upgraded (000:L879-905)."""
    ch = char("berserker")
    first = R.parse_skill(POWER_BLOW, ch, 0)
    second = R.parse_skill({**POWER_BLOW, "stage": 1}, ch, 0)
    assert (first.name, first.slot, str(first.rank), first.stages) == ("Crushing Punch", "attack", "D", 2)
    assert first.cost.resources == {"AP": 1.0, "mana": 0.0} and first.damage[0].amount == 25
    assert (second.name, second.slot, str(second.rank)) == ("Instant Crushing Punch", "instant", "D+")
    assert second.cost.resources == {"AP": 2.0, "mana": 35.0}
    assert [(i.status, i.turns) for i in second.inflicts] == [("Stun", 1)]
    assert second.raw["alias"] == "Power Blow"


def test_damage_texts():
    """Status notation "Poison T/D" and "Stun T" (000:L337-339); multi-hit, each hit a separate attack (000:L270)."""
    assert parse_damage("Poison 3/30") == ((), (parse_damage("Poison 3/30")[1][0],), 1)
    assert parse_damage("Poison 3/30")[1][0].amount == 30
    assert parse_damage("3x10 Physical")[2] == 3
    assert parse_damage("10 Physical x3")[2] == 3
    with pytest.raises(ValueError):
        parse_damage("3x10 Physical, 2x5 Magical")


def test_cost_texts():
    """"Full Turn" consumes the Move Action (000:L236); upkeep "per Turn" (000:L325)."""
    cost, upkeep, free = parse_cost("Full Turn")
    assert set(cost.actions) == {"full-turn", "move"} and upkeep is None and not free
    cost, upkeep, _ = parse_cost("1 SP, 20 Mana, 10 Mana per Turn")
    assert cost.resources == {"SP": 1.0, "mana": 20.0} and upkeep.resources == {"mana": 10.0}


def test_parse_errors_name_field_and_value():
    """Sheet errors name characters.<id>.skills[i].<Field> and the value (SKILL FORMAT, 000:L283-302)."""
    with pytest.raises(WarFileError) as err:
        R.parse_skill({"Name": "Bad", "Type": "Anti-Personnel", "Damage": "25 Fire"}, char("saber"), 2)
    assert err.value.field == "characters.saber.skills[2].Damage" and err.value.value == "25 Fire"
    with pytest.raises(WarFileError) as err:
        R.parse_skill({"Name": "Bad", "Type": "Teleportation"}, char("saber"), 0)
    assert err.value.field == "characters.saber.skills[0].Type"
    with pytest.raises(WarFileError) as err:
        R.parse_skill({"Name": "Bad", "Type": "Support", "Cost": "1 AP -> 2 AP -> 3 AP",
                       "Damage": "1 Ranged -> 2 Ranged"}, char("saber"), 0)
    assert "stages" in str(err.value)
    with pytest.raises(WarFileError) as err:
        R.parse_skill({**SKILL_X, "modifiers": [{"when": "target-is-scary", "percent": 5}]}, char("saber"), 0)
    assert err.value.field == "characters.saber.skills[0].modifiers"


# -- damage (000:L247-270, L809-871) -----------------------------------------------------------------
def test_worked_example_e01_physical():
    """Saber (B+ STR) Rapid Cut on Caster (E END): 25 * (.68 - .05 + 1) = 40.75 (000:L811)."""
    saber, caster = char("saber", STR="B+"), char("caster", END="E")
    score = hit(saber, caster, RAPID_CUT, war(saber, caster))
    assert score.value == pytest.approx(40.75)
    assert "25 * (.68 - .05 + 1) = 40.75" in score.explain


def test_worked_example_e02_magical():
    """Caster (A++ MAE) Lightning Storm on Rider (C MAR): 30 * (.91 - .45 + 1) = 43.8 (000:L813)."""
    caster, rider = char("caster", MAE="A++"), char("rider", MAR="C")
    score = hit(caster, rider, STORM, war(caster, rider))
    assert score.value == pytest.approx(43.8)
    assert "30 * (.91 - .45 + 1) = 43.8" in score.explain


def test_worked_example_e03_ranged():
    """Archer Double Bullet on Saber: 25 damage (000:L253, L815)."""
    archer, saber = char("archer", STR="E"), char("saber", END="EX")
    score = hit(archer, saber, DOUBLE_BULLET, war(archer, saber))
    assert score.value == 25 and "Base Damage = 25" in score.explain


@pytest.mark.parametrize("reading, value, shown", [
    ("as-example", 43.5375, "32.25 * (0.50 - .15 + 1) = 32.25 * 1.35 = 43.5375"),
    ("additive", 35.475, "32.25 * (0.50 - .15 - .25 + 1) = 32.25 * 1.1 = 35.475"),
    ("multiplicative", 32.653125, "43.5375 * 0.75 = 32.653125"),
])
def test_worked_example_e04_advanced(reading, value, shown):
    """Saber (B+ STR, 6/20 Health) Skill X on Archer (C-- END, A+ LCK): 25 * (1.68 - .39) = 32.25, then
    32.25 * (0.50 - .15 + 1) = 43.5375 (000:L863-871); the low-Health penalty (000:L40) per I0.1."""
    saber = char("saber", health=6, STR="B+", LCK="A+")
    saber.health_max = 20
    archer = char("archer", END="C--", LCK="A+")
    score = hit(saber, archer, SKILL_X, war(saber, archer, **{"low-health-penalty": reading}))
    assert score.value == pytest.approx(value)
    assert "25 * (1.68 - .39) = 32.25" in score.explain and shown in score.explain
    assert f"low-health-penalty={reading}" in score.explain


def test_skill_modifier_thresholds_inclusive():
    """"30% or less" and "LCK ranked A or higher" include the bound (000:L858-860; I0.3): A counts, B does not."""
    saber = char("saber", health=90, STR="C")
    for lck, value in (("A", 25 * 1.35), ("B", 25 * 1.5)):
        archer = char("archer", LCK=lck)
        assert hit(saber, archer, SKILL_X, war(saber, archer, **{"low-health-penalty": "as-example"})).value \
            == pytest.approx(value)


def test_lck_bonus_non_special_only():
    """LCK more than two full ranks above the target's: +25% non-Special damage (000:L145)."""
    a, t = char("a", LCK="A"), char("t", LCK="D")
    assert hit(a, t, DOUBLE_BULLET, war(a, t)).value == pytest.approx(31.25)
    special = {**DOUBLE_BULLET, "Damage": "25 Special"}
    assert hit(a, t, special, war(a, t)).value == 25
    t2 = char("t2", LCK="C-")
    assert hit(a, t2, DOUBLE_BULLET, war(a, t2)).value == 25
    assert hit(a, t2, DOUBLE_BULLET, war(a, t2, **{"two-full-ranks": "subrank-tiebreak"})).value == pytest.approx(31.25)


def test_flight_and_survive():
    """Flight -15% physical / -10% magical against Flightless (000:L504); "Survive at all costs!" -50% (000:L381)."""
    a, t = char("a"), char("t")
    t.flags["flight"] = "C"
    w = war(a, t)
    physical = {**RAPID_CUT, "Damage": "20 Physical"}
    magical = {**RAPID_CUT, "Damage": "20 Magical"}
    assert hit(a, t, physical, w).value == pytest.approx(17)
    assert hit(a, t, magical, w).value == pytest.approx(18)
    facts = TurnFacts(turn=2)
    assert "Flight" in R.target_problem(a, t, R.parse_skill(physical, a, 0), w, facts)
    facts.attackers.add("t")
    assert R.target_problem(a, t, R.parse_skill(physical, a, 0), w, facts) is None
    t.flags.pop("flight")
    t.statuses.append({"id": "s", "name": "Survive at all costs!", "key": "survive", "turns": 2})
    assert hit(a, t, physical, w).value == pytest.approx(10)


def test_modifier_stacking_readings():
    """LCK +25% and Survive -50% together: one sum (0.75) or in turn (1.25 * 0.5) (I0.14; 000:L869)."""
    a, t = char("a", LCK="A"), char("t", LCK="D")
    a.statuses.append({"id": "s", "name": "Survive at all costs!", "key": "survive", "turns": 2})
    bullet = {**DOUBLE_BULLET, "Damage": "20 Ranged"}
    assert hit(a, t, bullet, war(a, t)).value == pytest.approx(15)
    assert hit(a, t, bullet, war(a, t, **{"modifier-stacking": "multiplicative"})).value == pytest.approx(12.5)


def test_negative_damage_readings():
    """STR E against END EX: 20 * (.05 - 1.20 + 1) = -3 (I0.6): clamped to 0 by default."""
    a, t = char("a", STR="E"), char("t", END="EX")
    raw = {**RAPID_CUT, "Damage": "20 Physical"}
    assert hit(a, t, raw, war(a, t)).value == 0
    assert hit(a, t, raw, war(a, t, **{"negative-damage": "as-computed"})).value == pytest.approx(-3)


def test_kill_them_raises_one_subrank():
    """"Kill them no matter what!": one positive subrank to all stats, +0.03 (000:L75, L379)."""
    assert str(raise_subrank(parse_rank("B+"))) == "B++"
    assert str(raise_subrank(parse_rank("C--"))) == "C-"
    a, t = char("a", STR="B+"), char("t", END="E")
    a.statuses.append({"id": "k", "name": "Kill them no matter what!", "key": "kill-them", "turns": 3})
    assert hit(a, t, RAPID_CUT, war(a, t)).value == pytest.approx(25 * (0.71 - 0.05 + 1))


# -- statuses (000:L332-350) -------------------------------------------------------------------------
def _e05_target() -> Character:
    v = char("servant")
    for i, (name, turns, amount) in enumerate([("Poison", 1, 6), ("Poison", 3, 30), ("Poison", 5, 15),
                                               ("Stun", 2, None), ("Stun", 7, None), ("Stun", 22, None)]):
        e = {"id": f"e{i}", "name": name, "kind": "status", "turns": turns, "since": 1}
        if amount:
            e["amount"] = amount
        v.statuses.append(e)
    return v


@pytest.mark.parametrize("reading, poison, stunned_turns", [
    ("next-turn", [30, 30, 30, 15, 15, 0], 22),
    ("cast-turn", [30, 30, 15, 15, 0, 0], 21),
])
def test_worked_example_e05(reading, poison, stunned_turns):
    """Poison 1/6, 3/30, 5/15 and Stun 2, 7, 22 received in one Turn: "30 Special damage during each Instant
    Phase of the next 3 Turns, then ... 15 ... of the following 2 Turns"; "lose 1 AP at the beginning of
    each of the next 22 Turns" (000:L344-347); under cast-turn the Turn received counts (000:L642, I0.4)."""
    v = _e05_target()
    w = war(v, **{"status-first-turn": reading})
    choice = R._choice(w)
    w.turn = 1
    apply(v, statuses.countdown(w, 1, choice))
    ticks, stuns = [], 0
    for turn in range(2, 30):
        w.turn = turn
        if statuses.stunned(v, turn, choice):
            stuns += 1
        before = v.health
        apply(v, [c for c in statuses.poison(w, choice, lambda ch, k, c: (1.0, "")) if c.what == "health"])
        if turn < 8:
            ticks.append(before - v.health)
        apply(v, statuses.countdown(w, turn, choice))
    assert ticks == poison
    assert stuns == stunned_turns


def test_stun_budget_and_master_immunity():
    """Stun: "the victim loses 1 AP" at the beginning of a Turn; Masters are immune (000:L339)."""
    s = char("s")
    s.points = {"AP": 3}
    s.statuses = [{"id": "x", "name": "Stun", "kind": "status", "turns": 2, "since": 1}]
    assert R.turn_budget(s, war(s), [], False).resources == {"AP": 2.0, "SP": 1.0}
    m = char("m", kind="master")
    stun = R.parse_skill({"Name": "Glare", "Type": "Anti-Personnel", "Damage": "Stun 2"}, s, 0)
    assert R.inflict(m, stun, war(m)) == []
    assert [c.value["name"] for c in R.inflict(s, stun, war(s))] == ["Stun"]


def test_withstand_and_treatment():
    """"Withstand it!" immunity (000:L383); treatment removes every version (000:L350)."""
    s = char("s")
    poison = R.parse_skill({"Name": "Dart", "Type": "Anti-Personnel", "Damage": "Poison 3/30"}, s, 0)
    s.statuses = [{"id": "w", "name": "Withstand it!", "key": "withstand", "turns": 3}]
    assert R.inflict(s, poison, war(s)) == []
    s.statuses = [{"id": "a", "name": "Poison", "kind": "status", "turns": 3, "amount": 30},
                  {"id": "b", "name": "Poison", "kind": "status", "turns": 1, "amount": 6}]
    assert {c.value for c in statuses.treat(s, "cure")} == {"a", "b"}


# -- budgets (000:L227-239, L140, L489) ---------------------------------------------------------------
def test_agi_bonus_and_master_budget():
    """+1 AP when AGI is more than two full ranks above the highest foe AGI, or EX (000:L140); Masters get
    a Turn Action and a Move Action (000:L233-236)."""
    s = char("s", AGI="A")
    s.points = {"AP": 3}
    assert R.turn_budget(s, war(s), [char("f", AGI="D")], False).resources["AP"] == 4
    assert R.turn_budget(s, war(s), [char("f", AGI="D"), char("g", AGI="B")], False).resources["AP"] == 3
    ex = char("x", AGI="EX")
    ex.points = {"AP": 3}
    assert R.turn_budget(ex, war(ex), [char("f", AGI="A")], False).resources["AP"] == 4
    m = char("m", kind="master")
    b = R.turn_budget(m, war(m), [], False)
    assert b.resources == {} and {"turn", "move"} <= b.actions


def test_first_battle_turn_limits():
    """First Turn of battle: "only 1 AP or 1 SP in skills, not both"; Masters' Turn Action only if the Move
    Action was not used; "Surprise Attacks circumvent these limitations" (000:L489)."""
    s = char("s")
    s.points = {"AP": 3}
    w = war(s)
    budget = R.turn_budget(s, w, [], True)
    attack = R.parse_skill(RAPID_CUT, s, 0)
    assert R.cost_problem(s, attack, budget, w) is None
    budget.spent["AP"] = 1
    assert "first Turn of battle" in R.cost_problem(s, attack, budget, w)
    surprise = R.parse_skill({"Name": "Ambush", "Type": "Surprise Attack", "Damage": "30 Ranged", "Cost": "2 AP"}, s, 0)
    assert R.cost_problem(s, surprise, budget, w) is None
    m = char("m", kind="master")
    mb = R.turn_budget(m, war(m), [], True)
    gandr = R.parse_skill({"Name": "Gandr", "Type": "Anti-Personnel", "Damage": "15 Magical", "Cost": "5 Mana"}, m, 0)
    assert R.action_cost(m, gandr, w).actions == ("turn",)
    assert R.cost_problem(m, gandr, mb, w) is None
    mb.used_actions.append("move")
    assert "Move Action" in R.cost_problem(m, gandr, mb, w)


def test_full_turn_alone():
    """A Full Turn skill "requires the caster to not make any other action during that Turn" (000:L239)."""
    s = char("s")
    s.points = {"AP": 3}
    w = war(s)
    b = R.turn_budget(s, w, [], False)
    meditate = R.parse_skill({"Name": "Meditate", "Type": "Support", "Cost": "Full Turn"}, s, 0)
    b.spent["AP"] = 1
    assert "Full Turn" in R.cost_problem(s, meditate, b, w)
    b2 = R.turn_budget(s, w, [], False)
    b2.used_actions += ["full-turn", "move"]
    assert "Full Turn" in R.cost_problem(s, R.parse_skill(RAPID_CUT, s, 0), b2, w)


# -- Command Spells (000:L372-399) ---------------------------------------------------------------------
def test_command_spell_table():
    """All eleven Command Spells with their words, durations and stacking (000:L379-399)."""
    table = {k: (s.words, s.effect, s.duration, s.stacks) for k, s in COMMAND_SPELLS.items()}
    assert table == {
        "kill-them": ("Kill them no matter what!", "boost", 3, False),
        "survive": ("Survive at all costs!", "boost", 2, False),
        "withstand": ("Withstand it!", "boost", 3, True),
        "obey": ("Obey me!", "obey", None, True),
        "defend": ("Defend X!", "defend", None, False),
        "get-behind": ("Get behind me!", "guard-servant", None, False),
        "flee": ("Flee this battle now!", "flee", None, True),
        "no-escape": ("You can't escape!", "pursue", None, True),
        "take-spirit-form": ("Take on Spirit Form!", "spirit-form-in", None, True),
        "leave-spirit-form": ("Leave Spirit Form!", "spirit-form-out", None, True),
        "summon": ("Summon!", "summon", None, True),
    }
    assert [k for k, s in COMMAND_SPELLS.items() if not s.same_area] == ["summon"]
    assert COMMAND_SPELLS["flee"].uses_actions == ("move",) and COMMAND_SPELLS["flee"].params == ("to",)
    assert COMMAND_SPELLS["defend"].params == ("target",)
    assert R.command_spells is COMMAND_SPELLS


# -- regeneration and contracts (000:L355-366, L452, L479-482, L610) ------------------------------------
def _team() -> tuple[War, Character, Character]:
    m, s = char("m", kind="master", health=100), char("s", health=100)
    s.master = "m"
    for c, h in ((m, 8.0), (s, 20.0)):
        c.health_regen = h
    w = war(m, s)
    w.map.locations["a"].home_base = "red"
    return w, m, s


@pytest.mark.parametrize("reading, value", [("percent-of-original", 60.0), ("flat-first", 62.5)])
def test_regeneration_bonuses(reading, value):
    """Spirit Form +50% (000:L482), Home Base +5 (000:L452), Charged Potion +125% of the original values
    (000:L610), in the order of regen-order (I0.13): 20 * 2.75 + 5 = 60, (20 + 5) * 1.5 + 25 = 62.5."""
    w, m, s = _team()
    w.settings = {"interpretations": {"regen-order": reading}}
    s.spirit_form = True
    s.statuses.append({"id": "p", "name": "Charged Potion", "turns": 2})
    got = {c.target: c.amount for c in regeneration.regeneration(w, R, R._choice(w)) if c.what == "health"}
    assert got == {"m": 13.0, "s": value}


def test_regeneration_blocked():
    """No regeneration after a battle Turn (000:L479), for a Masterless Servant (000:L358), a Master with two
    Servants (000:L361); Masterless Mana loss .40 * 200 = 80 and 10 * (N - 2) with three Servants (000:L358, L363)."""
    w, m, s = _team()
    s.flags["last_attack_turn"] = 1
    changes = regeneration.regeneration(w, R, R._choice(w))
    assert {c.target: c.amount for c in changes} == {"m": 0.0, "s": 0.0}
    assert "its servant S was in battle" in changes[0].explain
    lone = char("lone")
    lone.mana, lone.mana_max = 200.0, 200.0
    w2 = war(lone)
    assert [c.amount for c in regeneration.contract_losses(w2, R)] == [-80.0]
    w3, m3, s3 = _team()
    extra = [char(f"x{i}") for i in range(2)]
    for x in extra:
        x.master = "m"
        w3.characters[x.id] = x
    m3.mana = 40.0
    assert [c.amount for c in regeneration.contract_losses(w3, R)] == [-10.0]
    assert "every member" in regeneration.blocked(s3, w3)[0]



def test_regeneration_reads_the_served_index_as_the_war():
    """battle_reason, blocked and contracted answer the same with the one-pass index of who serves whom as
    with the war's own scans (000:L361, L479): a Master with three Servants (one dead, one in battle, in
    its location), a disqualified Master with a re-formed contract, and a Masterless Servant."""
    from gmdesk.model.flags import Flag

    w, m, s = _team()
    extra = [char(f"x{i}") for i in range(3)]
    for x in extra:
        x.master = "m"
        w.characters[x.id] = x
    extra[0].alive = False
    extra[1].flags[Flag.LAST_ATTACK_TURN] = w.turn - 1
    q, r = char("q", kind="master"), char("r")
    r.master = "q"
    q.flags[Flag.DISQUALIFIED], q.flags[Flag.RECONTRACTED] = True, "r"
    lone = char("lone")
    lone.master = "gone"
    for c in (q, r, lone):
        w.characters[c.id] = c
    served = regeneration.served_index(w)
    for ch in w.characters.values():
        assert regeneration.battle_reason(ch, w, served) == regeneration.battle_reason(ch, w)
        assert regeneration.blocked(ch, w, served) == regeneration.blocked(ch, w)
        if ch.kind == "master":
            assert regeneration.contracted(ch, w, served) == regeneration.contracted(ch, w)
    assert "was in battle in its location" in regeneration.battle_reason(m, w, served)
    assert [c.id for c in regeneration.contracted(m, w, served)] == ["s", "x1", "x2"]


def test_a_reality_marble_blocks_regeneration_only_while_active_and_a_full_pool_reports_nothing():
    """"the caster of an active Reality Marble is unable to regenerate" (000:L544): the skill alone does not
    block; its effect does. A pool already full regenerates nothing and reports nothing (000:L479)."""
    w, m, s = _team()
    s.skills.append({"Name": "Infinite Blades", "Type": "Reality Marble"})
    s.health, m.health_max = 50, 100
    assert regeneration.blocked(s, w) == ("", "")
    assert [c.target for c in regeneration.regeneration(w, R, R._choice(w)) if c.amount] == ["s"]  # m is full
    s.statuses.append({"id": "rm", "name": "Infinite Blades"})
    assert regeneration.blocked(s, w)[1] == regeneration.MARBLE_RULE
    assert [(c.target, c.amount) for c in regeneration.regeneration(w, R, R._choice(w))] == [("s", 0.0)]

def test_servant_mana_death():
    """"Because Servants are magical beings, they die if their Mana reaches 0 or below" (000:L50)."""
    s, m = char("s"), char("m", kind="master")
    s.mana = m.mana = 0.0
    assert "Mana" in R.death_reason(s, war(s))
    assert R.death_reason(m, war(m)) is None


# -- interception (000:L222, L387-389, L494) ------------------------------------------------------------
def test_servant_protects_master():
    """A Servant in its Master's location intercepts; not in Spirit Form (000:L482, L494)."""
    m, s, foe = char("m", kind="master"), char("s"), char("foe", team="blue")
    s.master = "m"
    w = war(m, s, foe)
    attack = R.parse_skill(DOUBLE_BULLET, foe, 0)
    assert R.interceptor(foe, m, attack, w)[0] == "s"
    s.spirit_form = True
    assert R.interceptor(foe, m, attack, w)[0] is None


def test_get_behind_me_canceled_if_fatal():
    """"Get behind me!" is canceled if the intercepted attack would kill the caster (000:L389)."""
    m, s, foe = char("m", kind="master", health=30), char("s"), char("foe", team="blue")
    s.master = "m"
    s.statuses.append({"id": "g", "name": "Get behind me!", "key": "get-behind", "source": "m"})
    w = war(m, s, foe)
    attack = R.parse_skill(DOUBLE_BULLET, foe, 0)
    assert R.interceptor(foe, s, attack, w)[0] == "m"
    m.health = 25
    assert R.interceptor(foe, s, attack, w)[0] is None


def test_validation_reports_unreadable_skills():
    """A skill entry that the SKILL FORMAT cannot read is a validation problem naming its field (000:L283-329)."""
    c = char("x")
    c.skills = [RAPID_CUT, {"Name": "Bad", "Type": "Anti-Personnel", "Damage": "25 Fire"}]
    problems = R.validate_character(c, "characters[0](x)")
    assert [(p.field, p.value) for p in problems] == [("characters.x.skills[1].Damage", "25 Fire")]


def test_skill_x_modifier_at_least_and_above_differ_for_an_a_rank_target():
    """I0.3 (000:L860 "LCK ranked A or higher" vs L867 "higher than A"): against an A-LCK target the first
    reading takes the 15% off, the second does not; the sheet's modifier says which is meant."""
    saber = char("saber", STR="B+", health=6)
    saber.health_max = 20
    archer = char("archer", END="C--", LCK="A")
    w = war(saber, archer, **{"low-health-penalty": "as-example"})
    at_least = hit(saber, archer, SKILL_X, w)
    above = dict(SKILL_X, modifiers=[SKILL_X["modifiers"][0],
                                     {"when": "target-stat-above", "stat": "LCK", "rank": "A", "percent": -15}])
    strict = hit(saber, archer, above, w)
    assert at_least.value == pytest.approx(32.25 * 1.35)
    assert strict.value == pytest.approx(32.25 * 1.5)
    assert "- .15" not in strict.explain and "- .15" in at_least.explain
