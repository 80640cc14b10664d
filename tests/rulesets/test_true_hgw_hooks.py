"""True Holy Grail War: the rules review's findings (document true-hgw.003, cited by section: 003 §VII).

Leaving combat by agreement, the Home Base alert, Defend ending at once, target types of support skills,
cancelling in the Initial Phase, lethal upkeep, what a civilian consumption tells, Spirit Form in combat,
and the interpretations that replaced silent guesses (Win, '+', EX+, Defend's area).
"""

from __future__ import annotations

import pytest

from gmdesk.errors import IllegalOrderError
from gmdesk.model.character import Character
from gmdesk.model.mapgraph import Location, WarMap
from gmdesk.model.ranks import Rank, parse_rank
from gmdesk.model.war import Battle, Team, War
from gmdesk.rulesets.combat import Skill, TurnFacts
from gmdesk.rulesets.true_hgw import RULESET
from gmdesk.rulesets.true_hgw.effective import effective_rank, step_up

INITIAL = next(p for p in RULESET.phases if p.id == "initial")
END = next(p for p in RULESET.phases if p.id == "end")


def ch(cid: str, kind: str = "servant", team: str | None = None, master: str | None = None, loc: str = "a",
       **stats: str) -> Character:
    base = {"STR": "C", "END": "C", "MAG": "C", "AGI": "C", "LCK": "E"}
    base.update(stats)
    top = 100 if kind == "servant" else 50
    return Character(id=cid, name=cid.title(), kind=kind, team=team or cid, master=master, location=loc,
                     stats={k: parse_rank(v) for k, v in base.items()}, health=top, health_max=top, mana=top,
                     mana_max=top, command_spells=3 if kind == "master" else None, extra={"attributes": ["Melee"]})


def war(*chars: Character, interpretations: dict | None = None, battles=(), orders=()) -> War:
    locations = [Location("a", "Alpha"), Location("b", "Beta"), Location("hb", "Home", home_base="t1", hidden=True)]
    w = War(ruleset="true-hgw", title="t", map=WarMap(locations, [("a", "b"), ("a", "hb")]),
            characters={c.id: c for c in chars}, teams=[Team("t1", "One"), Team("t2", "Two"), Team("t3", "Three")],
            settings={"interpretations": dict(interpretations or {})}, battles=list(battles))
    w.orders = list(orders)
    return w


def support(types: tuple[str, ...]) -> Skill:
    return Skill(name="Charm", slot="support", target_types=types)


# -- H1 leaving combat by agreement ----------------------------------------------------------------------------
def _battle(*ids: str) -> Battle:
    return Battle(id="b1", location="a", participants=list(ids), turns=1)


def test_leave_combat_when_every_foe_agrees():
    """003 §VII: 'everybody they're in combat with agrees to leave combat' — both sides leave."""
    s, x = ch("s", team="t1"), ch("x", team="t2")
    orders = [{"actor": "s", "action": "leave-combat"}, {"actor": "x", "action": "leave-combat"}]
    w = war(s, x, battles=[_battle("s", "x")], orders=orders)
    changes = RULESET.special_action(s, orders[0], w, TurnFacts(1))
    assert [(c.target, c.what) for c in changes if c.what == "leave-battle"] == [("s", "leave-battle"), ("x", "leave-battle")]
    assert all(c.rule == "true-hgw 003 §VII" for c in changes)
    assert RULESET.special_action_slot(orders[0]) == "support"
    assert RULESET.special_action_cost(s, orders[0], w).empty


def test_leave_combat_names_who_did_not_agree():
    """003 §VII: without everybody's agreement nobody in combat with the refuser leaves."""
    m, s, x = ch("m", "master", team="t1"), ch("s", team="t1", master="m"), ch("x", team="t2")
    orders = [{"actor": "s", "action": "leave-combat"}, {"actor": "x", "action": "leave-combat"}]
    w = war(m, s, x, battles=[_battle("s", "x", "m")], orders=orders)
    own = RULESET.special_action(s, orders[0], w, TurnFacts(1))
    assert [c.target for c in own if c.what == "leave-battle"] == ["s"]  # Saber's only foe agreed
    refused = RULESET.special_action(x, orders[1], w, TurnFacts(1))
    assert [c.what for c in refused] == ["note"] and refused[0].value == {"refusing": ["m"]}
    lone = RULESET.special_action(x, orders[1], war(m, s, x, battles=[_battle("s", "x")], orders=orders[1:]),
                                  TurnFacts(1))
    assert lone[0].what == "note" and lone[0].value == {"refusing": ["s"]} and "does not agree" in lone[0].explain


def test_leave_combat_outside_combat_is_refused():
    """003 §VII: only a character in combat can leave it."""
    s = ch("s", team="t1")
    with pytest.raises(IllegalOrderError, match="not in combat"):
        RULESET.special_action(s, {"action": "leave-combat"}, war(s), TurnFacts(1))


# -- H2 the Home Base alert ------------------------------------------------------------------------------------
def test_home_base_alerts_its_master_without_identity():
    """003 §V: a Home Base 'alerts the Master of that team whenever someone else enters'."""
    m, x, mate = ch("m", "master", team="t1", loc="b"), ch("x", team="t2"), ch("s", team="t1", master="m")
    w = war(m, x, mate)
    (alert,) = RULESET.arrival_changes([x], "hb", w)
    assert alert.what == "knowledge" and alert.value == ("t1", {"kind": "intruder", "where": "hb", "turn": 1})
    assert "X" not in alert.explain.split(":")[1] and alert.rule == "true-hgw 003 §V"
    assert RULESET.arrival_changes([mate], "hb", w) == []  # not 'someone else'
    assert RULESET.arrival_changes([x], "b", w) == []  # not a Home Base
    m.alive = False
    assert RULESET.arrival_changes([x], "hb", w) == []  # no Master to alert


@pytest.mark.parametrize("choice,alerted", [("undetected", False), ("alerts", True)])
def test_home_base_alert_and_spirit_form(choice, alerted):
    """003 §X: a Servant in Spirit Form 'cannot be detected' (interpretation alert-spirit-form)."""
    m, x = ch("m", "master", team="t1", loc="b"), ch("x", team="t2")
    x.spirit_form = True
    changes = RULESET.arrival_changes([x], "hb", war(m, x, interpretations={"alert-spirit-form": choice}))
    assert any(c.what == "knowledge" for c in changes) is alerted
    assert RULESET.interpretation("alert-spirit-form").default == "undetected"


def test_spirit_form_is_concealed():
    """003 §X: in Spirit Form a Servant 'cannot be detected'."""
    s = ch("s")
    assert not RULESET.is_concealed(s)
    s.spirit_form = True
    assert RULESET.is_concealed(s)


# -- H4 target types -------------------------------------------------------------------------------------------
@pytest.mark.parametrize("types,target,refused", [
    (("Enemy",), "x", None), (("Enemy",), "mate", "is an ally"), (("Enemy",), "s", "is its user"),
    (("Ally",), "mate", None), (("Ally",), "s", None), (("Ally",), "x", "not an ally"),
    (("Any",), "x", None), (("Self",), "s", None), (("Servant",), "x", None),
])
def test_target_types_of_support_skills(types, target, refused):
    """003 §IX: 'Targets: [Type] Number' — [Enemy], [Ally], [Any], [Self]; other types are the GM's."""
    s, mate, x = ch("s", team="t1"), ch("mate", team="t1"), ch("x", team="t2")
    w = war(s, mate, x)
    problem = RULESET.target_problem(s, w.characters[target], support(types), w, TurnFacts(1))
    assert (problem is None) if refused is None else (refused in problem)


def test_support_skill_on_spirit_form_refused():
    """003 §X: in Spirit Form a Servant 'cannot be affected or targeted by anything'."""
    s, x = ch("s", team="t1"), ch("x", team="t2")
    x.spirit_form = True
    assert "Spirit Form" in RULESET.target_problem(s, x, support(("Enemy",)), war(s, x), TurnFacts(1))


# -- H3 and Defend's area --------------------------------------------------------------------------------------
@pytest.mark.parametrize("choice,guard", [("same-area", None), ("anywhere", "s")])
def test_defend_area(choice, guard):
    """003 §III: Defend 'will intercept any attacks aimed at the target' (interpretation defend-area)."""
    m, s = ch("m", "master", team="t1", loc="b"), ch("s", team="t1", master="m", loc="b")
    t, x = ch("t", team="t3"), ch("x", team="t2")
    s.statuses.append({"id": "d1", "name": "Defend", "key": "defend", "target": "t", "turns": 3})
    w = war(m, s, t, x, interpretations={"defend-area": choice})
    who, why, rule = RULESET.interceptor(x, t, RULESET.basic_attacks(x)[0], w)
    assert who == guard
    if guard:
        assert "defend-area=anywhere" in why and rule == "true-hgw 003 §III"


# -- M3 cancelling ---------------------------------------------------------------------------------------------
def test_cancel_refuses_upkeep_and_later_phases():
    """003 §IX: 'Ongoing skills that lack both duration and upkeep can be cancelled in the Initial Phase'."""
    s = ch("s", team="t1")
    s.statuses += [{"id": "e1", "name": "Ward", "kind": "skill", "turns": None, "source": "s",
                    "upkeep_cost": {"mana": 5}},
                   {"id": "e2", "name": "Veil", "kind": "skill", "turns": None, "source": "s"}]
    w = war(s)
    with pytest.raises(IllegalOrderError, match="has an upkeep"):
        RULESET.special_action(s, {"action": "cancel", "effect": "Ward"}, w, TurnFacts(1))
    with pytest.raises(IllegalOrderError, match="Initial Phase"):
        RULESET.special_action(s, {"action": "cancel", "effect": "Veil", "delay": {"phase": "support"}}, w,
                               TurnFacts(1))
    assert RULESET.special_action(s, {"action": "cancel", "effect": "Veil"}, w, TurnFacts(1))[0].value == "e2"
    assert {RULESET.special_action_slot({"action": a}) for a in ("cancel", "contract", "resign", "pay-cost")} \
        == {"initial"}


# -- M4 lethal upkeep ------------------------------------------------------------------------------------------
def _aura(s: Character, **extra) -> War:
    s.mana = 10
    s.statuses.append({"id": "a1", "name": "Aura", "kind": "skill", "turns": None, "source": "s",
                       "upkeep_cost": {"mana": 10}, **extra})
    return war(s, ch("m", "master", team="t1"))


@pytest.mark.parametrize("choice,whats", [
    ("cancel", ["effect-"]), ("pay", ["note", "mana"]), ("gm", ["decision"]),
])
def test_lethal_upkeep(choice, whats):
    """003 §II 'if their Mana is reduced to 0 or below, they die'; §IX upkeep (interpretation lethal-upkeep)."""
    s = ch("s", team="t1", master="m")
    w = _aura(s)
    w.settings["interpretations"]["lethal-upkeep"] = choice
    changes = RULESET.phase_effects(INITIAL, w, TurnFacts(1))
    assert [c.what for c in changes] == whats
    if choice == "gm":
        assert changes[0].value["id"] == "t1.upkeep.s.aura" and set(changes[0].value["then"]) == {"pay", "cancel"}


def test_lethal_upkeep_asked_for_is_paid():
    """003 §IX: the move may still ask for the upkeep (pay_upkeep: true)."""
    s = ch("s", team="t1", master="m")
    changes = RULESET.phase_effects(INITIAL, _aura(s, pay_upkeep=True), TurnFacts(1))
    assert [(c.what, c.amount) for c in changes] == [("mana", -10)]


def test_masters_upkeep_of_mana_is_not_lethal():
    """003 §II: only Servants die of Mana at 0 or below."""
    m = ch("m", "master", team="t1")
    m.mana = 10
    m.statuses.append({"id": "a1", "name": "Aura", "kind": "skill", "turns": None, "source": "m",
                       "upkeep_cost": {"mana": 10}})
    assert [(c.what, c.amount) for c in RULESET.phase_effects(INITIAL, war(m), TurnFacts(1))] == [("mana", -10)]


# -- M5 civilian consumption -----------------------------------------------------------------------------------
def test_consumption_tells_others_only_where():
    """003 §X: 'all players will be alerted to the location where that civilian was consumed'."""
    s = ch("s", team="t1")
    changes = RULESET.special_action(s, {"action": "consume"}, war(s), TurnFacts(1))
    facts = {c.value[0]: c.value[1] for c in changes if c.what == "knowledge"}
    assert facts == {"t1": {"kind": "consumption", "where": "a", "by": "s"},
                     "t2": {"kind": "consumption", "where": "a"}, "t3": {"kind": "consumption", "where": "a"}}


# -- M6 and the engine switches ----------------------------------------------------------------------------------
def test_engine_switches_and_citations():
    """003 §VII lists no Spirit Form way out of combat; §III 'Servants cannot be multi-hit'; §VI budgets and
    conditions."""
    assert RULESET.spirit_form_leaves_battle is False
    assert RULESET.intercept_once_per_skill is True
    assert RULESET.budget_rule == RULESET.conditions_rule == "true-hgw 003 §VI"


def test_delayed_key_acts_after_that_agility():
    """003 §VI: delayed actions may act 'in response to A Agility actions'."""
    fast, other = ch("f", AGI="B", LCK="EX"), ch("o", AGI="C", LCK="E")
    w = war(fast, other)
    fast.statuses.append({"id": "w1", "key": "win", "stat": "AGI", "turns": 3})
    delayed = RULESET.delayed_key(fast, w, parse_rank("C"))
    assert delayed < RULESET.initiative_key(other, w)
    assert delayed > RULESET.initiative_key(ch("d", AGI="D", LCK="EX"), w)


# -- Win, '+', EX+ -------------------------------------------------------------------------------------------
@pytest.mark.parametrize("rank,settings,expected", [
    ("B+", {}, "A+"), ("B+", {"win-on-plus": "drop-plus"}, "A"), ("A+++", {}, "A++++"),
    ("A+++", {"plus-cap": "three"}, "A+++"), ("EX", {}, "EX+"), ("EX", {"ex-plus": "refused"}, "EX"),
    ("EX", {"win-at-ex": "none"}, "EX"), ("C", {}, "B"),
])
def test_win_steps(rank, settings, expected):
    """003 §III Win: 'a rank up … if the Servant has A Rank or higher in that stat, they get a + instead'."""
    got, _how = step_up(parse_rank(rank), RULESET, war(interpretations=settings))
    assert str(got) == expected


@pytest.mark.parametrize("choice,expected", [("stack", "A"), ("refresh", "B")])
def test_two_wins_on_one_stat(choice, expected):
    """003 §III: 'the Servant gets a rank up in that stat'; Command Spells 'even more than one in a turn'."""
    s = ch("s", STR="C")
    s.statuses += [{"id": f"w{i}", "key": "win", "stat": "STR", "turns": 3} for i in (1, 2)]
    rank, text = effective_rank(RULESET, s, "STR", war(s, interpretations={"win-stacking": choice}))
    assert rank == parse_rank(expected) and f"win-stacking={choice}" in text


def test_ex_plus_refused_on_sheets():
    """003 §VII names no EX+ (I3.7): under ex-plus=refused a sheet with EX+ is a problem."""
    s = ch("s", STR="EX+")
    assert RULESET.validate_war(war(s)) == []
    problems = RULESET.validate_war(war(s, interpretations={"ex-plus": "refused"}))
    assert [p.field for p in problems] == ["characters[0](s).stats.STR"] and "ex-plus=refused" in problems[0].message


@pytest.mark.parametrize("key,default", [
    ("lethal-upkeep", "cancel"), ("alert-spirit-form", "undetected"), ("defend-area", "same-area"),
    ("win-stacking", "stack"), ("win-on-plus", "keep-plus"), ("ex-plus", "allowed"), ("plus-cap", "none"),
])
def test_review_interpretations(key, default):
    """Each reading cites its checklist item and the section of 003; the default is the literal one."""
    interp = RULESET.interpretation(key)
    assert interp.default == default and default in interp.options
    assert "003 §" in interp.source and (interp.source.startswith("I3.") or interp.source.startswith("GAP (R3"))


# -- Passive Ability costs ---------------------------------------------------------------------------------------
SPRING = {"name": "Spring", "rank": "C", "type": "Passive Ability", "cost": "10 Mana",
          "timing": "beginning of the turn", "health": 15, "effect": "Heal."}


@pytest.mark.parametrize("ordered,whats", [(False, ["note"]), (True, ["mana", "health"])])
def test_passive_cost_paid_only_when_ordered(ordered, whats):
    """003 §IX: 'you should include in your move whether you want to pay that Cost … By default it will
    not be paid.'"""
    s = ch("s", team="t1", master="m")
    s.health = 60
    s.skills.append(dict(SPRING))
    orders = [{"actor": "s", "action": "pay-cost", "ability": "Spring"}] if ordered else []
    changes = RULESET.phase_effects(INITIAL, war(s, ch("m", "master", team="t1"), orders=orders), TurnFacts(1))
    assert [c.what for c in changes] == whats
    if ordered:
        assert [c.amount for c in changes] == [-10, 15]


def test_pay_cost_order_needs_a_passive_with_a_cost():
    """003 §IX: only 'some abilities may have a Cost'."""
    s = ch("s", team="t1")
    s.skills.append(dict(SPRING))
    w = war(s)
    assert RULESET.special_action(s, {"action": "pay-cost", "ability": "Spring"}, w, TurnFacts(1))[0].what == "note"
    with pytest.raises(IllegalOrderError):
        RULESET.special_action(s, {"action": "pay-cost", "ability": "Nothing"}, w, TurnFacts(1))


def test_rank_type_is_unchanged():
    """Rank objects above three '+' print and compare like any other (plus-cap=none, 003 §VII)."""
    assert str(Rank("A", 4)) == "A++++" and Rank("A", 4).sort_key() > parse_rank("A+++").sort_key()
