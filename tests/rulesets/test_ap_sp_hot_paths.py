"""The shortcuts of the ap-sp hooks asked many times a turn give the answers of the full rules: interpretations
read only where their rule applies, values kept on frozen ranks, early exits (engine speed sprint, issue 21).
Rules cited from ap-sp.000 (000:Lnn) and the checklist's inconsistencies (I0.x)."""

from __future__ import annotations

import dataclasses
import math
from decimal import Decimal

import pytest

from gmdesk.model.character import Character
from gmdesk.model.mapgraph import Location, WarMap
from gmdesk.model.ranks import Rank, parse_rank
from gmdesk.model.war import War
from gmdesk.rulesets.ap_sp import RULESET as R
from gmdesk.rulesets.ap_sp.command_spells import raise_subrank
from gmdesk.rulesets.combat import TurnFacts
from gmdesk.rulesets.scores import fmt

BULLET = {"Name": "Double Bullet", "Rank": "C-", "Type": "Anti-Personnel", "basic": True,
          "Max Number of Targets": 1, "Type of Target": "[Any]", "Damage": "20 Ranged", "Cost": "1 AP"}
KILL_THEM = {"id": "k", "name": "Kill them no matter what!", "key": "kill-them", "turns": 3}


def char(cid: str, team: str = "red", kind: str = "servant", **stats: str) -> Character:
    base = {"STR": "C", "END": "C", "MAE": "C", "MAR": "C", "AGI": "C", "LCK": "C", **stats}
    return Character(id=cid, name=cid.capitalize(), kind=kind, team=team, location="a",
                     stats={k: parse_rank(v) for k, v in base.items()}, health=300, health_max=300)


def war(*chars: Character, **interpretations: str) -> War:
    return War(ruleset="ap-sp", title="t", map=WarMap([Location("a", "A"), Location("b", "B")], [("a", "b")]),
               characters={c.id: c for c in chars}, settings={"interpretations": dict(interpretations)}, turn=2)


# -- ranks keep what they work out, and stay values ----------------------------------------------------
def test_a_rank_keeps_its_level_but_compares_by_its_three_fields():
    """Reading level, subrank and parts keeps them on the rank; equality, hash, repr and replace are unchanged."""
    read, fresh = parse_rank("B+"), Rank("B", 1, 0)
    assert (read.level, read.subrank, read.is_special, read.parts) == (4, 1, False, ("B", 1, 0))
    assert read == fresh and hash(read) == hash(fresh) and repr(read) == "Rank(letter='B', plus=1, minus=0)"
    assert dataclasses.replace(read, plus=2) == Rank("B", 2, 0) and dataclasses.replace(read, plus=2).level == 4
    assert Rank("-").level == 0 and Rank("N/A").is_special and Rank("EX").level == 6


def test_raised_ranks_order_above_three_plus():
    """"Kill them no matter what!" gives one positive subrank (000:L379): C+++ becomes C++++, above C+++ and below
    B-, and the comparisons see the new rank's own kept order."""
    raised = raise_subrank(parse_rank("C+++"))
    assert (raised.parts, raised.subrank) == (("C", 4, 0), 4)
    assert parse_rank("C+++") < raised < parse_rank("B-") and raised >= Rank("C", 4) and not raised > Rank("C", 4)
    assert sorted([parse_rank("B-"), raised, parse_rank("C+++")]) == [parse_rank("C+++"), raised, parse_rank("B-")]


# -- numbers as the explanations print them --------------------------------------------------------------
@pytest.mark.parametrize("value, text", [
    (40.75, "40.75"), (43.5375, "43.5375"), (25.0, "25"), (-3.0, "-3"), (-0.0, "0"), (1.35, "1.35"),
    (2.0000001, "2"), (-1e-9, "-0"), (0.1234567, "0.123457"), (1e16, "10000000000000000"),
    (math.inf, "inf"), (math.nan, "nan"), (7, "7"), (True, "True"), (Decimal("2.50"), "2.5"),
])
def test_fmt_writes_numbers_as_the_worked_examples(value, text):
    """``25 * (.68 - .05 + 1) = 40.75`` (000:L811), ``32.25 * 1.35 = 43.5375`` (000:L871): no trailing zeros."""
    assert fmt(value) == text


# -- interpretations read where their rule applies -------------------------------------------------------
def test_phases_follow_a_flee_timing_edited_in_place():
    """flee-timing=end-of-turn moves fleeing to a last step (I0.7; 000:L512); the phases kept for the war follow
    its setting even when the GM edits the same settings dict."""
    w = war(char("a"))
    assert [p.id for p in R.phases_for(w)][-1] != "flee"
    w.settings["interpretations"]["flee-timing"] = "end-of-turn"
    assert [p.id for p in R.phases_for(w)][-1] == "flee"
    del w.settings["interpretations"]["flee-timing"]
    assert len(R.phases_for(w)) == 11


def test_kill_them_on_the_targeted_opponent_alone_still_counts():
    """With the attack intercepted, the LCK of the opponent being targeted is used (000:L145, intercepted-lck), and
    "Kill them no matter what!" raises it one subrank (000:L379) although no one else in the hit has an effect:
    under two-full-ranks=subrank-tiebreak (I0.5), LCK C against E- is (3,0) > (3,-1), against E only (3,0)."""
    a, struck, aimed = char("a", LCK="C"), char("s", team="blue"), char("t", team="blue", LCK="E-")
    w = war(a, struck, aimed, **{"two-full-ranks": "subrank-tiebreak"})
    skill = R.parse_skill(BULLET, a, 0)
    facts = TurnFacts(turn=2, aimed_at="t")
    assert R.damage(a, struck, skill, 0, w, facts).value == pytest.approx(25)
    aimed.statuses.append(dict(KILL_THEM))
    score = R.damage(a, struck, skill, 0, w, facts)
    assert score.value == 20 and "no LCK +25%" in score.explain and "C vs E" in score.explain


def test_kill_them_on_the_target_alone_raises_its_end():
    """END raised one subrank on the target only (000:L379; +0.03, 000:L75): 20 * (.45 - .48 + 1) = 19.4."""
    a, t = char("a", STR="C"), char("t", team="blue", END="C")
    t.statuses.append(dict(KILL_THEM))
    raw = {**BULLET, "Damage": "20 Physical"}
    score = R.damage(a, t, R.parse_skill(raw, a, 0), 0, war(a, t), TurnFacts(turn=2))
    assert score.value == pytest.approx(19.4) and "END C + 1 subrank" in score.explain
    t_main_six = R.damage(a, t, R.parse_skill(raw, a, 0), 0, war(a, t, **{"kill-them-scope": "main-six"}),
                          TurnFacts(turn=2))
    assert t_main_six.value == pytest.approx(19.4)


def test_initiative_text_without_delays_is_the_ranks_alone():
    """AGI and LCK (000:L416); a delay text only for the character who delays (000:L408, L822)."""
    a, b = char("a", AGI="A"), char("b", AGI="B")
    w = war(a, b)
    w.orders = [{"actor": "b", "action": "attack", "target": "a", "delay": {"phase": "attacking", "at": "end"}}]
    assert R.explain_initiative(a, w) == "AGI A (5,0), LCK C (3,0)"
    assert "delayed to the end of the Attacking Phase" in R.explain_initiative(b, w)


def test_defend_x_found_among_other_effects():
    """"Defend X!": the Servant intercepts any attack directed at X (000:L387), found past other effects."""
    foe, x, guard, other = char("foe", team="blue"), char("x"), char("g"), char("o")
    other.statuses.append({"id": "d0", "name": "Defend X!", "key": "defend", "target": "foe"})
    guard.statuses += [{"id": "w", "name": "Withstand it!", "key": "withstand", "turns": 3},
                       {"id": "d1", "name": "Defend X!", "key": "defend", "target": "x"}]
    w = war(foe, x, guard, other)
    who, why, rule = R.interceptor(foe, x, R.parse_skill(BULLET, foe, 0), w)
    assert (who, rule) == ("g", "ap-sp 000:L387") and "Defend X!" in why
    assert R.interception_changes(foe, x, R.parse_skill(BULLET, foe, 0), w, TurnFacts(turn=2)) == []


def test_a_hit_with_nothing_to_inflict_changes_nothing():
    """Statuses are received from the skill's list (000:L342): none listed, none received; Stun 1 is received."""
    a, t = char("a"), char("t", team="blue")
    w = war(a, t)
    assert R.inflict(t, R.parse_skill(BULLET, a, 0), w) == []
    [change] = R.inflict(t, R.parse_skill({**BULLET, "Damage": "20 Ranged, Stun 1"}, a, 0), w)
    assert change.value["name"] == "Stun" and change.value["turns"] == 1
