"""Odds of an order's random outcomes (gmdesk/engine/odds.py): exact numbers from the documents' formulas,
the same the engine rolls against, never sampled.

Documents cited: ap-sp.000 (lines), true-hgw.003 (sections), valor.001 (lines), roll-dice.004 (lines), all in
/work/shared/rules.
"""

from __future__ import annotations

import copy
from fractions import Fraction
from pathlib import Path

import pytest

from gmdesk.engine import resolve_turn
from gmdesk.engine.odds import Odds, order_odds
from gmdesk.engine.rng import TurnRandom
from gmdesk.model.war import Battle
from gmdesk.model.warfile import load_war
from gmdesk.rulesets.roll_dice import formulas as roll_dice
from tests.builders import war as build_war

MAPS = Path(__file__).resolve().parents[2] / "maps"
NIGHTS = ("sample-ap-sp-night2.json", "sample-true-hgw-night2.json", "sample-valor-night3.json")


def sample(name: str):
    return load_war(MAPS / name)


# -- true-hgw: Luck evasion ----------------------------------------------------------------------------------
EVASION = {"E": 4, "D": 9, "C": 15, "B": 22, "A": 30, "EX": 40}
"""Evasion values by Luck rank, 'Each + is worth an additional 2%' (true-hgw 003 §VII)."""


def evasion_value(rank: str) -> float:
    letter = rank.rstrip("+")
    return EVASION[letter] + 2 * (len(rank) - len(letter))


def test_true_hgw_dodge_is_the_document_formula():
    """'The chance to dodge an attack ... is equal to (Defender's LCK Value) – (1/2) (Attacker's LCK Value +
    Attack Rank {as LCK value})'; a Melee Basic Attack's rank is STR (003 §VII). Lancer (LCK E, STR B+) attacks
    Archer (LCK A): 30 − ½ (4 + 24) = 16 %."""
    war = sample("sample-true-hgw-night2.json")
    lancer, archer = war.characters["lancer"], war.characters["archer"]
    expected = (evasion_value(str(archer.stat("LCK")))
                - (evasion_value(str(lancer.stat("LCK"))) + evasion_value(str(lancer.stat("STR")))) / 2) / 100
    (odds,) = order_odds(war, {"actor": "lancer", "action": "attack", "target": "archer"})
    assert odds.probability == pytest.approx(expected) == pytest.approx(0.16)
    assert odds.rule == "true-hgw 003 §VII"
    assert "Archer" in odds.label


def test_true_hgw_odds_are_the_chances_the_engine_rolls_against():
    """Every dodge the night's orders cause is rolled (or certain) with the chance the odds gave before the
    turn. Mirela's Win (a rank up, 003 §III) is left out: it changes Lancer's rank during the turn, and the
    odds are those of the war at the beginning of the turn."""
    war = sample("sample-true-hgw-night2.json")
    war.orders = [o for o in war.orders if o.get("action") != "command-spell"]
    expected: dict[tuple[str, str], float] = {}
    for order in war.orders:
        if "if" in order:
            continue
        for odds in order_odds(war, order):
            struck = next(c for c in war.characters.values() if odds.label.startswith(c.name + " dodges"))
            expected[(order["actor"], struck.id)] = odds.probability
    rolled = [e for e in resolve_turn(war).events if e.kind == "dodge"]
    compared = []
    for event in rolled:
        target, attacker = event.actors
        if (attacker, target) in expected:  # not the conditional order's branch
            assert (event.data.get("chance") or 0.0) == pytest.approx(expected[(attacker, target)])
            compared.append(event.data.get("chance") or 0.0)
    assert len(compared) >= 8 and any(chance > 0 for chance in compared)


def test_an_intercepted_attack_gives_the_interceptors_dodge():
    """'attacks aimed at the Master will be automatically intercepted by the Servant' (003 §III): Odile's
    attack on Jun strikes Rider, whose Luck dodges."""
    war = sample("sample-true-hgw-night2.json")
    (odds,) = order_odds(war, {"actor": "odile", "action": "attack", "target": "jun"})
    assert odds.label.startswith("Rider dodges")
    assert "intercepts" in odds.explain


def test_a_conditional_order_gives_the_odds_of_both_branches():
    """'If X, do A; otherwise, do B' (ap-sp 000:L403; true-hgw 003 §VI): the odds of A under its condition."""
    war = sample("sample-true-hgw-night2.json")
    order = next(o for o in war.orders if o["actor"] == "tobias" and "if" in o)
    found = order_odds(war, order)
    assert found and all(o.label.startswith("if attacked: ") for o in found)


# -- ap-sp: no dodge; ACT decides detection ------------------------------------------------------------------
def test_apsp_attacks_have_no_dodge():
    """ap-sp has no evasion roll (checklist R0 (f): "Not in R0: dodge/evasion"): an attack has no odds."""
    war = sample("sample-ap-sp-night2.json")
    assert order_odds(war, {"actor": "saber", "action": "attack", "target": "rider"}) == []


def test_apsp_scout_and_surprise_detection_are_certain_by_act():
    """"A character in the area with ACT ranked equal to or higher than that of a scouting character will
    detect that scouting character" (000:L471); a Surprise Attack "Fails if a target detects the user"
    (000:L314), by the same test. The odds are 1 or 0, and the resolved night agrees."""
    war = sample("sample-ap-sp-night2.json")
    scout = next(o for o in war.orders if o["action"] == "scout")
    surprise = next(o for o in war.orders if o.get("skill") == "Snuffing Cut")
    scouted = {o.label: o.probability for o in order_odds(war, scout)}
    (detect,) = order_odds(war, surprise)
    events = [e for e in resolve_turn(war).events if e.kind == "detect"]
    for event in events:
        if event.data.get("scout") == scout["actor"]:
            (observer,) = event.data["observers"]
            label = f"{war.characters['tobias'].name} is detected by {war.characters[observer].name}"
            assert scouted[label] == (1.0 if event.data["detected"] else 0.0)
        else:
            assert detect.probability == (1.0 if event.data["detected"] else 0.0)
    scout_act = war.characters["tobias"].stat("ACT").level
    for cid in ("mirela", "lancer", "assassin"):
        observer = war.characters[cid]
        label = f"{war.characters['tobias'].name} is detected by {observer.name}"
        assert scouted[label] == (1.0 if observer.stat("ACT").level >= scout_act else 0.0)
    assert len([e for e in events if e.data.get("scout") == "tobias"]) == 3


# -- valor: the scout's Luck ---------------------------------------------------------------------------------
def test_valor_scout_detection_is_fifty_times_the_luck_ratio():
    """"chance of evading detection calculated by dividing the scouting player's LCK through the scouted
    players' average LCK, multiplied by 50" (valor 001:L200), with LCK values from the Rank Value table
    (001:L202-223: A 7,25, B 4,75). Archer (LCK A) scouts Mirela (LCK B): detected 1 − 50 × 7.25 / 4.75 %."""
    war = sample("sample-valor-night3.json")
    order = next(o for o in war.orders if o["action"] == "scout")
    (odds,) = order_odds(war, order)
    assert odds.probability == pytest.approx(1 - 50 * 7.25 / 4.75 / 100)
    assert odds.rule == "valor 001:L200"
    event = next(e for e in resolve_turn(war).events if e.kind == "detect")
    assert odds.probability == pytest.approx(1 - event.data["evade_percent"] / 100)


# -- true-hgw: searching for hidden home bases ---------------------------------------------------------------
def search_war(settings=None, knowledge=None):
    locations = [{"id": "a", "name": "A", "hidden": True, "home_base": "blue"},
                 {"id": "b", "name": "B"},
                 {"id": "c", "name": "C", "hidden": True, "home_base": "green"},
                 {"id": "d", "name": "D", "hidden": True, "home_base": "red"}]
    links = [["a", "b"], ["b", "c"], ["b", "d"]]
    people = [{"id": "saber", "name": "Saber", "kind": "servant", "team": "red", "location": "b"}]
    return build_war("true-hgw", {"locations": locations, "links": links}, people,
                     settings=settings or {}, knowledge=knowledge or {})


def test_true_hgw_search_finds_each_adjacent_hidden_base_half_the_time():
    """"There is a 50% chance of finding an adjacent Home Base if one exists" (003 §V); by default each base
    is rolled for (interpretation search-roll=per-base): two bases of other teams next to B, so at least one
    is found 1 − 0.5² = 75 % of the time. The team's own base (D) is not searched for."""
    found = order_odds(search_war(), {"actor": "saber", "action": "search"})
    assert [(o.label, o.probability) for o in found] == [
        ("Saber finds the home base at A", 0.5), ("Saber finds the home base at C", 0.5),
        ("Saber finds at least one home base", 0.75)]
    assert all(o.rule == "true-hgw 003 §V" for o in found)


def test_true_hgw_search_with_one_roll_and_known_bases():
    """search-roll=per-search: one 50 % roll (I3.9; 003 §V); a base the team knows is 'permanently revealed'
    (003 §V) and not searched for; with none left the search finds nothing."""
    (one,) = order_odds(search_war({"interpretations": {"search-roll": "per-search"}}),
                        {"actor": "saber", "action": "search"})
    assert one.probability == 0.5
    known = {"red": [{"turn": 1, "kind": "home-base", "where": "a"}, {"turn": 1, "kind": "home-base", "where": "c"}]}
    (none,) = order_odds(search_war(knowledge=known), {"actor": "saber", "action": "search"})
    assert none.probability == 0.0


# -- roll-dice: the escape contest ---------------------------------------------------------------------------
def successes(dice: int, threshold: int) -> dict[int, Fraction]:
    """How many of ``dice`` d6 show ``threshold`` or less, die by die (roll-dice 004:L864-L865)."""
    dist = {0: Fraction(1)}
    for _ in range(dice):
        step: dict[int, Fraction] = {}
        for count, p in dist.items():
            for face in range(1, 7):
                hit = count + (face <= threshold)
                step[hit] = step.get(hit, Fraction(0)) + p / 6
        dist = step
    return dist


def side_max(pools: list[tuple[int, int]]) -> dict[int, Fraction]:
    """The highest achievement on one side: the pools' success counts combined pair by pair."""
    best: dict[int, Fraction] | None = None
    for dice, threshold in pools:
        own = successes(dice, threshold)
        if best is None:
            best = own
            continue
        combined: dict[int, Fraction] = {}
        for a, p in best.items():
            for b, q in own.items():
                combined[max(a, b)] = combined.get(max(a, b), Fraction(0)) + p * q
        best = combined
    return best or {}


def test_roll_dice_escape_is_the_exact_contest():
    """Escape (roll-dice 004:L520-L523): when the other side blocks, every character of both sides rolls AGI
    (level × 2 dice, success on ≤ level, L864); the escape succeeds when a fugitive has the single highest
    achievement, ties are rolled again. Saber (AGI B) and her Master Odile flee together from Jun (D+) and
    Rider (A): P(win) / (1 − P(tie)), here counted die by die."""
    war = sample("sample-roll-dice.json")
    for cid in ("odile", "saber"):
        war.characters[cid].location = "gasworks"
    war.battles = [Battle("b1", "gasworks", ["odile", "saber", "jun", "rider"], 1)]
    order = {"actor": "saber", "action": "flee", "to": war.map.neighbours("gasworks")[0]}
    (odds,) = order_odds(war, order, [order, {**order, "actor": "odile"}])
    pool = {cid: roll_dice.stat_pool(war.characters[cid].stat("AGI")) for cid in ("saber", "odile", "jun", "rider")}
    fugitive = side_max([(pool[c].dice, pool[c].threshold) for c in ("saber", "odile")])
    blockers = side_max([(pool[c].dice, pool[c].threshold) for c in ("jun", "rider")])
    win = sum((p * q for a, p in fugitive.items() for b, q in blockers.items() if a > b), Fraction(0))
    tie = sum((p * q for a, p in fugitive.items() for b, q in blockers.items() if a == b), Fraction(0))
    assert odds.probability == pytest.approx(float(win / (1 - tie)), abs=1e-12)
    assert "Jun" in odds.label and "Rider" in odds.label
    assert odds.rule.endswith("L520-L523")


def test_roll_dice_unopposed_escape_is_certain():
    """"他陣営がそれを阻止しようとしない場合、無判定で脱出が可能です" (004:L521): with no one left to
    block, the escape is certain."""
    war = sample("sample-roll-dice.json")
    war.battles = [Battle("b1", "weir-mills", ["odile", "saber"], 1)]
    order = {"actor": "saber", "action": "flee", "to": war.map.neighbours("weir-mills")[0]}
    (odds,) = order_odds(war, order, [order])
    assert odds.probability == 1.0


# -- never sampled -------------------------------------------------------------------------------------------
@pytest.mark.parametrize("name", NIGHTS)
def test_odds_never_draw_a_random_number(name, monkeypatch):
    """The odds come from formulas alone: the turn's generator and Python's random module are never used, the
    war is unchanged, and the same order gives the same odds."""
    import random

    def refuse(*args, **kwargs):
        raise AssertionError("odds must not draw random numbers")

    for method in ("roll", "pick", "percent"):
        monkeypatch.setattr(TurnRandom, method, refuse)
    for method in ("random", "randrange", "choice", "uniform"):
        monkeypatch.setattr(random.Random, method, refuse)
    war = sample(name)
    before = copy.deepcopy(war.to_dict())
    found = [order_odds(war, o) for o in war.orders]
    assert any(found)
    assert [order_odds(war, o) for o in war.orders] == found
    assert war.to_dict() == before
    assert all(isinstance(o, Odds) and 0.0 <= o.probability <= 1.0 and o.rule and o.explain
               for group in found for o in group)


def test_no_zero_is_claimed_for_a_scout_a_moving_hostile_may_meet_on_the_road():
    """valor 001:L29, L109: a team moving this turn may pass the scouted place and spot the scout there
    (case valor-048, where the engine rolls 85.42 %); only the resolution knows, so the desk claims no 0 %."""
    from gmdesk.conformance import load_cases

    case = next(c for c in load_cases() if c.id == "valor-048")
    scout = next(o for o in case.data["orders"] if o.get("action") == "scout")
    assert not any(o.probability == 0.0 for o in order_odds(case.war(), scout, case.data["orders"]))
    still = [o for o in case.data["orders"] if o.get("action") != "move"]
    assert [o.probability for o in order_odds(case.war(), scout, still)] == [0.0]  # nobody moves: none there


def test_roll_dice_escape_behind_a_rear_guard_is_certain():
    """'When some stay to hold the enemy, the escapers get away for certain' (roll-dice 004:L524): Odile stays
    in the battle while Saber flees, so the odds are 1 (interpretation rear-guard=holds)."""
    war = sample("sample-roll-dice.json")
    for cid in ("odile", "saber"):
        war.characters[cid].location = "gasworks"
    war.battles = [Battle("b1", "gasworks", ["odile", "saber", "jun", "rider"], 1)]
    order = {"actor": "saber", "action": "flee", "to": war.map.neighbours("gasworks")[0]}
    (odds,) = order_odds(war, order, [order])
    assert odds.probability == 1
    assert "stays behind to hold" in odds.explain and odds.rule.endswith("L524")


def test_roll_dice_attack_odds_are_the_exact_contest():
    """An attack check against a defence check (roll-dice 004:L202, L864): the desk shows the exact chance that
    the attack wins and of a tie, counted here die by die: Saber 筋力 A (10d6≤5) against Rider's best defence."""
    war = sample("sample-roll-dice.json")
    war.characters["saber"].location = "gasworks"
    order = {"actor": "saber", "action": "attack", "target": "rider", "mode": "STR"}
    wins, ties = order_odds(war, order, [order])
    attack = side_max([(10, 5)])
    best = None
    for key in ("END", "AGI"):
        pool = roll_dice.stat_pool(war.characters["rider"].stat(key))
        defence = side_max([(pool.dice, pool.threshold)])
        win = sum((p * q for a, p in attack.items() for b, q in defence.items() if a > b), Fraction(0))
        tie = sum((p * q for a, p in attack.items() for b, q in defence.items() if a == b), Fraction(0))
        if best is None or win < best[0]:
            best = (win, tie)
    assert wins.probability == pytest.approx(float(best[0]), abs=1e-12)
    assert ties.probability == pytest.approx(float(best[1]), abs=1e-12)
    assert "(exact)" in wins.explain and wins.rule.endswith("L202-L213")
