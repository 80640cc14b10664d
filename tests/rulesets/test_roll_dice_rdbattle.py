"""Fate/roll dice battle modifiers: '+'/'−', Luck, priority, support, actions, split lines, troops, the unbound
Servant per combat turn (roll-dice 004:L178-L244, L390-L396, L897-L909, L1061-L1064, L1404-L1415)."""

from __future__ import annotations

from fractions import Fraction
from itertools import product
import math

import pytest

from gmdesk.engine import resolve_turn
from gmdesk.errors import IllegalOrderError
from gmdesk.model.war import War
from gmdesk.rulesets.combat import Damage, Skill
from gmdesk.rulesets.dice import Contest, DicePool, contest_odds, divided, successes
from gmdesk.rulesets.roll_dice import (acts, checks, lineups, luck, priority, support, troops, unbound)
from gmdesk.rulesets.roll_dice import combat as C
from gmdesk.rulesets.scores import Score


def _sheet(cid: str, team: str, stats: dict | None = None, kind: str = "servant", **extra) -> dict:
    base = {"STR": "C", "END": "C", "AGI": "C", "MAG": "C", "LCK": "C"}
    base["SOC" if kind == "master" else "NP"] = "E" if kind == "master" else "-"
    sheet = {"id": cid, "name": cid, "kind": kind, "team": team, "location": "x", "stats": {**base, **(stats or {})},
             "health": 40, "health_max": 40, "mana": 20, "mana_max": 20, "points": {"rank_level": 7}}
    if kind == "servant":
        sheet["class"] = "Saber"
    sheet.update(extra)
    return sheet


def _war(characters: list[dict], interpretations: dict | None = None, orders: list | None = None) -> War:
    war = War.from_dict({
        "format": "gmdesk-war/1", "ruleset": "roll-dice", "title": "t", "seed": 3, "turn": 1,
        "teams": [{"id": "a", "name": "A"}, {"id": "b", "name": "B"}],
        "map": {"locations": [{"id": "x", "name": "X"}, {"id": "y", "name": "Y"}], "links": [["x", "y"]]},
        "settings": {"interpretations": {"combat-turns": "one", **(interpretations or {})}},
        "characters": characters,
    })
    war.orders = list(orders or [])
    return war


CHOICES = {"defence-stat": "end", "ex-boost-cost": "14-mp", "priority-source": "source-stat"}


# -- the final achievement halved (L394) -----------------------------------------------------------
def test_halved_defence_odds_match_every_face():
    """A troop's final achievement ÷ 2 rounded up (004:L394): the exact odds equal counting all 6^5 faces."""
    contest = Contest((DicePool(2, 3, "a"),), (DicePool(3, 4, "d"),), "", "", defence_divisor=2)
    wins = ties = 0
    for faces in product(range(1, 7), repeat=5):
        attack = successes(contest.attack[0], faces[:2])
        defence = divided(successes(contest.defence[0], faces[2:]), 2)
        wins += attack > defence
        ties += attack == defence
    odds = contest_odds(contest)
    assert (odds.attack_wins, odds.tie) == (Fraction(wins, 6 ** 5), Fraction(ties, 6 ** 5))


def test_troop_halves_at_half_hp_rounded_down():
    """Half of 21 HP rounded down is 10 (004:L394): at 10 HP halved, at 11 not; Servants never."""
    war = _war([_sheet("t", "a", kind="troop", health=10, health_max=21), _sheet("u", "a", kind="troop", health=11,
                                                                             health_max=21)])
    assert troops.divisor(war.characters["t"])[0] == 2
    assert troops.divisor(war.characters["u"])[0] == 1
    assert divided(7, 2) == 4 and divided(0, 2) == 0


def test_anti_army_damage_on_troops_rounded_up():
    """対軍 on a troop: final damage × 1.5 rounded up (004:L395); 対人 is unchanged; 対城 only on several targets."""
    war = _war([_sheet("s", "a"), _sheet("t", "b", kind="troop")])
    s, t = war.characters["s"], war.characters["t"]
    army = Skill(name="軍勢", slot="attack", raw={"target": "対軍"})
    one = Skill(name="一撃", slot="attack", raw={"target": "対人"})
    castle = Skill(name="城砕き", slot="attack", raw={"target": "対城"})
    assert troops.troop_damage(Score(5, "x", "r"), s, t, army, False).value == math.ceil(7.5)
    assert troops.troop_damage(Score(5, "x", "r"), s, t, one, False).value == 5
    assert troops.troop_damage(Score(5, "x", "r"), s, t, castle, False).value == 5
    assert troops.troop_damage(Score(5, "x", "r"), s, t, castle, True).value == 8


# -- '+'/'−' (L897-L909) ---------------------------------------------------------------------------
def test_marks_default_and_claims():
    """A '+' is off and a '−' on unless paid or a claimed situation the GM upholds (004:L901-L902, L908-L909)."""
    orders = [{"actor": "s", "action": "attack", "target": "d", "mode": "STR"}]
    war = _war([_sheet("s", "a", {"STR": "A+"}), _sheet("d", "b", {"END": "B-", "AGI": "E"})], {"defence-stat": "end"},
               orders)
    s, d = war.characters["s"], war.characters["d"]
    attack = C.basic_attacks(s)[0]
    assert checks.questions(s, d, attack, war, "end") == []
    plain = checks.build(s, d, attack, war, CHOICES, {})
    assert [p.dice for p in plain.attack] == [10] and [p.dice for p in plain.defence] == [4]  # B− = 8 ÷ 2 (L905)
    war.orders = [{**orders[0], "plus": "condition"}, {"actor": "d", "action": "move", "to": "y",
                                                       "defence_minus": "avoided"}]
    keys = [q.key for q in checks.questions(s, d, attack, war, "end")]
    assert keys == ["mark.s.STR.s-d", "mark.d.END.s-d"]
    upheld = checks.build(s, d, attack, war, CHOICES, dict.fromkeys(keys, "yes"))
    assert [(p.dice, p.threshold) for p in upheld.attack] == [(20, 5)]  # A+ = 20 dice (L898)
    assert [p.dice for p in upheld.defence] == [8] and not upheld.changes
    war.orders = [{**orders[0], "plus": "mp"}]
    paid = checks.build(s, d, attack, war, CHOICES, {})
    assert [c.amount for c in paid.changes] == [10]  # 10 MP for the 10 extra dice (L901)


def test_plus_unpaid_when_mp_is_short():
    """No payment, no '+' (004:L901: 支払う事が出来ない場合は使用できず)."""
    orders = [{"actor": "s", "action": "attack", "target": "d", "mode": "STR", "plus": "mp"}]
    war = _war([_sheet("s", "a", {"STR": "A+"}, mana=9), _sheet("d", "b")], orders=orders)
    s, d = war.characters["s"], war.characters["d"]
    contest = checks.build(s, d, C.basic_attacks(s)[0], war, CHOICES, {})
    assert contest.attack[0].dice == 10 and not contest.changes
    assert any("cannot pay 10 MP" in n for n in contest.notes)


# -- Luck (L215-L218) ------------------------------------------------------------------------------
def test_shared_luck_draws_on_the_consenting_partner():
    """Own rerolls first, then the partner's with its consent (004:L217)."""
    war = _war([_sheet("s", "a", {"LCK": "E"}, master="m"),
                _sheet("m", "a", {"LCK": "D"}, kind="master", flags={"share_luck": True})])
    s = war.characters["s"]
    spent, found = luck.spend(s, 4, war, "a check")
    assert spent == 3  # 1 own (E) + 2 of the Master's (D)
    assert [(c.target, c.amount) for c in found] == [("s", 1), ("m", 2)]


def test_np_effect_cancel_needs_a_reroll_left():
    """Cancelling 必殺 spends 1 Luck reroll (004:L218, L1405): with none left nothing is asked."""
    np = {"name": "NP", "type": "宝具", "rank": "B", "action": "attack", "effects": ["必殺", "防御無視"]}
    war = _war([_sheet("s", "a", skills=[np]), _sheet("d", "b", points={"rank_level": 7, "luck_used": 3})])
    s, d = war.characters["s"], war.characters["d"]
    skill = acts.parse(np, 0)
    assert skill is not None and acts.effects(np) == ("必殺", "防御無視")
    assert checks.questions(s, d, skill, war, "best") == []
    d.points["luck_used"] = 2
    assert [q.key for q in checks.questions(s, d, skill, war, "best")] == ["luck-cancel.d.s.必殺"]


# -- actions (L922, L1062-L1064) -------------------------------------------------------------------
@pytest.mark.parametrize("activation, dice, mp", [("単発", 8, 8), ("継続", 4, 4), ("常時", 2, 0)])
def test_np_activation_gives_dice_and_mp(activation, dice, mp):
    """B NP: 単発 8 dice / 8 MP, 継続 4 / 4, 常時 ⌈4 ÷ 2⌉ = 2 dice and no MP per use (004:L1062-L1064)."""
    raw = {"name": "NP", "type": "宝具", "rank": "B", "activation": activation, "action": "attack"}
    found = acts.plus_pool(raw, "s")
    assert found is not None and (found[0].dice, found[0].threshold) == (dice, 4)
    assert acts.mp_cost(raw) == mp


def test_skill_action_dice_and_passive_entries():
    """A skill action adds 1 die per level (004:L922); an entry without ``action`` stays passive."""
    found = acts.plus_pool({"name": "魔術", "rank": "C", "action": "attack", "stat": "MAG"}, "s")
    assert found is not None and (found[0].dice, found[0].threshold) == (3, 3)
    assert acts.parse({"name": "騎乗", "rank": "A"}, 0) is None


def test_heal_action_restores_hp_for_mp():
    """A healing skill used as an action pays its MP and restores its HP (004:L235, L243)."""
    heal = {"name": "治癒魔術", "rank": "C", "action": "heal", "mp": 3, "heals": 6}
    war = _war([_sheet("m", "a", kind="master", skills=[heal]), _sheet("s", "a", health=20, master="m")])
    result = resolve_turn(war, [{"actor": "m", "action": "skill", "skill": "治癒魔術", "target": "s"}], [], 1)
    assert result.resolved
    assert result.war.characters["s"].health == 26 and result.war.characters["m"].mana == 17


def test_undefendable_piercing_damage():
    """防御不能 (no defence check, 004:L1414) and 防御無視 (armour ignored, L1415) in the damage."""
    np = {"name": "NP", "type": "宝具", "rank": "B", "action": "attack", "fixed": 2, "effects": ["防御無視"]}
    war = _war([_sheet("s", "a", skills=[np]), _sheet("d", "b", items=[{"name": "鎧", "armour": 5}])])
    s, d = war.characters["s"], war.characters["d"]
    skill = acts.parse(np, 0)
    assert skill is not None
    assert acts.damage(s, d, skill, 3, "x", ()).value == 5  # 3 + 0 + 2, armour 5 ignored
    plain = Skill(name="NP", slot="attack", damage=(Damage(None, "magical"),), raw={**np, "effects": []})
    assert acts.damage(s, d, plain, 3, "x", ()).value == 0  # 3 + 2 − 5 → 0


# -- priority (L220-L225) --------------------------------------------------------------------------
def test_priority_caps_and_sources():
    """Only dice usable both ways move (004:L223-L224), at most the larger base stat's dice (L225)."""
    orders = [{"actor": "s", "action": "attack", "target": "d", "mode": "AGI", "priority": "attack", "dice": 12}]
    war = _war([_sheet("s", "a", {"AGI": "B"}), _sheet("d", "b")], orders=orders)
    s, d = war.characters["s"], war.characters["d"]
    agi = next(a for a in C.basic_attacks(s) if a.type == "AGI")
    found = priority.shift(s, d, agi, war)
    assert found is not None and (found.dice, found.threshold, found.source) == (8, 4, "AGI") and found.refused
    war.orders = [{**orders[0], "from": "MAG"}]
    refused = priority.shift(s, d, agi, war)
    assert refused is not None and refused.dice == 0 and "magecraft" in refused.refused
    pools, _ = priority.apply_defence(s, "AGI", [DicePool(8, 4, "AGI")], found)
    assert pools[0].dice == 0
    war.orders = [{**orders[0], "dice": 3}]
    three = priority.shift(s, d, agi, war)
    end, _ = priority.apply_defence(s, "END", [DicePool(6, 3, "END")], three)
    assert end[0].dice == 0  # priority-source=source-stat: defending with 耐久 is given up
    end, _ = priority.apply_defence(s, "END", [DicePool(6, 3, "END")], three, "any-defence")
    assert end[0].dice == 3


# -- support and supply (L226-L235) ---------------------------------------------------------------
def test_support_banks_achievement_plus_affinity():
    """Up to achievement + affinity; MP only for the part beyond the affinity (004:L227, L230)."""
    war = _war([_sheet("m", "a", kind="master", points={"rank_level": 3, "affinity": 2}), _sheet("s", "a", master="m")])
    m = war.characters["m"]
    found = support.changes(m, {"action": "support", "target": "s", "achievement": 4}, war)
    assert [(c.target, c.amount) for c in found] == [("s", 6), ("m", 4)]
    free = support.changes(m, {"action": "support", "target": "s", "achievement": 4, "amount": 2}, war)
    assert [(c.target, c.amount) for c in free] == [("s", 2)]  # the affinity's part costs no MP


def test_support_only_for_own_servant_and_caster_exception():
    """A Master supports its own Servant; a Caster Servant may support its Master (004:L226, L233)."""
    war = _war([_sheet("m", "a", kind="master"), _sheet("s", "a", master="m"), _sheet("o", "b"),
                _sheet("c", "a", master="m", **{"class": "Caster"})])
    with pytest.raises(IllegalOrderError):
        support.changes(war.characters["m"], {"action": "support", "target": "o", "achievement": 1}, war)
    banked = support.changes(war.characters["c"], {"action": "support", "target": "m", "achievement": 1}, war)
    assert banked[0].target == "m"


# -- split lines and the unbound Servant (L187-L195, L244) ----------------------------------------
def test_split_lines_and_rows_per_line():
    """No attack or support between lines (004:L193); an empty front on one line pulls its back row forward."""
    war = _war([_sheet("m", "a", kind="master", flags={"line": "A", "row": "back"}),
                _sheet("s", "a", flags={"line": "B"}), _sheet("o", "b", flags={"line": "B"})])
    m, s, o = (war.characters[k] for k in ("m", "s", "o"))
    assert lineups.crossing(m, o) and not lineups.crossing(s, o)
    assert C.row_of(m, war, "gm") == "front"  # alone on line A (L169-L177)


def test_unbound_loss_per_combat_turn_only_in_battle():
    """Rank level HP/MP per combat turn for an unbound Servant who fought (004:L244); none under action-turn."""
    war = _war([_sheet("s", "a", points={"rank_level": 8}), _sheet("f", "a", points={"rank_level": 9})])
    found = unbound.combat_turn_changes(war, 1, frozenset({"s"}), "both")
    assert {c.target for c in found} == {"s"} and [c.amount for c in found][:2] == [-8, -8]
    assert unbound.combat_turn_changes(war, 1, frozenset({"s"}), "action-turn") == []
