"""Round 5 of the engine speed sprint (docs/engine-speed-ruleset-hooks.md, "Round 5"): ``cost_problem`` reads the cost
its caller holds, and a ruleset whose ``target_problem`` reads no pool keeps its first answer across a payment from
a pool (act.perform, act._attack)."""

from __future__ import annotations

from typing import Any

from gmdesk.engine.combat import act
from gmdesk.engine.combat.actions import build_action
from gmdesk.engine.combat.budgets import grant
from gmdesk.rulesets.ap_sp import RULESET as R, budget as budgets
from gmdesk.rulesets.combat import Budget, Cost
from tests.engine.test_combat_target_once import _counting  # (counts the target checks asked)
from tests.rulesets.test_ap_sp_budget_once import char, war as small_war
from tests.engine.test_turn_reuse import turn  # noqa: F401 (the fixture: the benchmark war's checked turn)


def _pool_paid_attack(turn: Any) -> tuple[Any, Any, Any, Any]:
    """An attack of the benchmark turn on one target whose cost is paid from Mana or Health (a write into the war)."""
    grant(turn)
    phase = next(p for p in turn.ruleset.phases_for(turn.war) if "act" in p.activities)
    for order in turn.orders:
        if order.action not in ("attack", "skill"):
            continue
        actor = turn.char(order.actor)
        action = build_action(turn.ruleset, turn.war, actor, order.raw)
        cost = turn.ruleset.action_cost(actor, action.skill, turn.war)
        pools = any(cost.resources.get(k) for k in ("mana", "health"))
        if action.skill.attack and pools and len(action.targets) == 1 and not action.skill.surprise:
            return order, actor, action, phase
    raise AssertionError("the benchmark turn has an attack paid from a pool")


def test_ap_sp_target_check_reads_no_pool_so_a_pool_payment_keeps_the_first_answer(turn, monkeypatch):
    order, actor, action, phase = _pool_paid_attack(turn)
    asked = _counting(turn, monkeypatch)
    before = turn.writes
    hits = act.perform(turn, phase, actor, action, order.index)
    assert turn.writes > before  # the cost was paid from a pool: a write
    assert turn.ruleset.target_problem_reads_pools is False
    assert asked == action.targets and hits  # asked once, and the attack went ahead


def test_a_ruleset_whose_target_check_reads_pools_is_asked_again_after_the_payment(turn, monkeypatch):
    order, actor, action, phase = _pool_paid_attack(turn)
    asked = _counting(turn, monkeypatch)
    monkeypatch.setattr(turn.ruleset, "target_problem_reads_pools", True)
    hits = act.perform(turn, phase, actor, action, order.index)
    assert asked == action.targets * 2 and hits


def test_ap_sp_cost_problem_answers_the_same_with_the_callers_cost(turn):
    ruleset, war = turn.ruleset, turn.war
    asked = 0
    for order in turn.orders:
        if order.action not in ("attack", "skill"):
            continue
        actor = turn.char(order.actor)
        skill = build_action(ruleset, war, actor, order.raw).skill
        for first in (False, True):
            budget = ruleset.turn_budget(actor, war, [], first)
            cost = ruleset.action_cost(actor, skill, war)
            assert ruleset.cost_problem(actor, skill, budget, war, cost) == ruleset.cost_problem(actor, skill, budget,
                                                                                                war)
            asked += 1
    assert asked >= 30


def test_ap_sp_cost_problem_reads_the_cost_it_is_given(turn):
    """000:L236-239: a Full Turn after acting is refused; the given cost is the one read (not worked out again)."""
    ruleset, war = turn.ruleset, turn.war
    order = next(o for o in turn.orders if o.action == "attack")
    actor = turn.char(order.actor)
    skill = build_action(ruleset, war, actor, order.raw).skill
    budget = Budget({"AP": 3.0, "SP": 1.0}, {"move", "full-turn"}, spent={"AP": 1.0})
    assert ruleset.cost_problem(actor, skill, budget, war) is None
    full = Cost(dict(skill.cost.resources), ("full-turn",))
    problem = ruleset.cost_problem(actor, skill, budget, war, full)
    assert problem is not None and "Full Turn" in problem and "000:L236-239" in problem


def test_a_servants_agi_bonus_and_ap_line_are_the_rules_answer_when_found_again():
    """000:L140, L230: +1 AP when AGI is more than two full ranks above the highest foe AGI; the answer kept for the
    same ranks, names and readings is the one worked out afresh, and a changed reading is worked out again."""
    s, foe = char("s", agi="A"), char("f", team="blue", agi="D")
    w = small_war(s, foe)
    budgets._BONUSES.clear()
    budgets._AP_LINES.clear()
    fresh = R.turn_budget(s, w, [foe], False)
    again = R.turn_budget(s, w, [foe], False)
    assert again.explain == fresh.explain and again.resources == fresh.resources == {"AP": 1.0, "SP": 1.0}
    assert "+ 1 (AGI: highest foe AGI D (F)" in fresh.explain[0] and fresh.explain[0].endswith("= 1")
    w.settings["interpretations"] = {"two-full-ranks": "subrank-fraction"}
    other = R.turn_budget(s, w, [foe], False)
    assert "two-full-ranks=subrank-fraction" in other.explain[0]
    budgets._BONUSES.clear()
    budgets._AP_LINES.clear()
    assert R.turn_budget(s, w, [foe], False).explain == other.explain


def test_the_contracts_index_is_contracted_and_master_of_of_every_character():
    """000:L355, L358: the Initial Phase's index of contracts says what ``contracted`` and ``master_of`` say, for
    every character: alive or dead, a disqualified Master with or without a re-formed contract, a dead Master, a
    Master named by nobody, a Servant whose Master is not in the war."""
    from gmdesk.model.flags import Flag
    from gmdesk.rulesets.ap_sp import regeneration

    for dead, disqualified, recontracted, master_dead in [(d, q, r, md) for d in (False, True) for q in (False, True)
                                                          for r in (None, "s", "other") for md in (False, True)]:
        m, s, t, lone, other = (char("m", kind="master"), char("s"), char("t"), char("lone"),
                                char("o", kind="master"))
        s.master = t.master = "m"
        lone.master = "gone"
        s.alive = not dead
        m.alive = not master_dead
        if disqualified:
            m.flags[Flag.DISQUALIFIED] = True
        if recontracted:
            m.flags[Flag.RECONTRACTED] = recontracted
        w = small_war(m, s, t, lone, other)
        index = regeneration.Contracts(w)
        for ch in w.characters.values():
            assert index.masters.get(ch.id) is (regeneration.master_of(ch, w) if ch.kind == "servant" else None)
            if ch.kind == "master":
                assert index.servants.get(ch.id, []) == regeneration.contracted(ch, w)
            assert regeneration.blocked(ch, w, None, index) == regeneration.blocked(ch, w)


def test_the_cp_sums_of_all_masters_at_once_are_each_masters_own():
    """000:L527, L533: each Master's CP operands, read in one pass over the Turn's hits for every Master, are what a
    pass for that Master alone finds: hits between two teams, inside a team, on oneself, between partners at the
    beginning of the Turn, by someone of no team, and with the familiars of the team counted (cp-familiars). With
    the familiars counted, the red familiar earns for two Masters: all Masters at once take the general pass, each
    alone the pass by role (``_sums_by_role``), so the two passes are compared hit for hit."""
    from gmdesk.rulesets.ap_sp import economy
    from gmdesk.rulesets.combat import TurnFacts

    m1, m2, m3 = char("m1", kind="master", team="red"), char("m2", kind="master", team="blue"), \
        char("m3", kind="master", team="green")
    s1, s2, s3 = char("s1", team="red"), char("s2", team="blue"), char("s3", team="green")
    f1, lone = char("f1", kind="familiar", team="red"), char("lone", team="grey")
    m4 = char("m4", kind="master", team="red")  # a second red Master: the red familiar earns for both
    s1.master, s2.master, s3.master = "m1", "m2", "m3"
    hits = [("s1", "s2", 10.0), ("s2", "s1", 4.0), ("s1", "m1", 2.0), ("s3", "s3", 1.5), ("m2", "s3", 3.0),
            ("lone", "m3", 5.0), ("f1", "s2", 6.0), ("s2", "f1", 2.5), ("s1", "s3", 7.0), ("s3", "m1", 1.0)]
    for familiars in ("servants-only", "with-familiars"):
        w = small_war(m1, m2, m3, m4, s1, s2, s3, f1, lone)
        w.settings["interpretations"] = {"cp-familiars": familiars}
        facts = TurnFacts(turn=w.turn, hits=list(hits), partners_at_start={"s3": "blue", "m2": "blue"})
        turn = economy._TurnHits(w, facts)
        masters = [m1, m2, m3, m4]
        together = turn.sums(masters)
        for m in masters:
            assert together[m.id] == turn.sums([m])[m.id]
        team_dealt = 10.0 + 7.0 + (6.0 if familiars == "with-familiars" else 0.0)  # s1's hit on m1: between partners
        assert together["m1"][0] == 0 and together["m1"][1] == team_dealt and together["m1"][4] == 2.0
