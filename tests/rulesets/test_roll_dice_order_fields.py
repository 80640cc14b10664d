"""roll-dice's own order fields offered at the Turn Desk with their closed sets of values (rulesets/roll_dice/
order_fields.py), and the orders picked from them resolved: Luck rerolls (004:L215-L217), the support banked
(L228-L229), attack and defence priority (L220-L225), '+' and '−' (L897-L909), the support check's stat (L227)."""

from __future__ import annotations

from pathlib import Path

import pytest

from gmdesk.engine import resolve_turn
from gmdesk.engine.options.legal import order_options, order_problem
from gmdesk.messages import say
from gmdesk.model.war import War
from gmdesk.model.warfile import load_war

SAMPLE = Path(__file__).resolve().parents[2] / "maps" / "sample-roll-dice.json"


def battle_war(**stats: str) -> War:
    """The roll-dice sample with Archer and Tobias at Weir Mills, in battle with Saber and Odile; Saber's stats
    changed by ``stats``, 2 points of support banked on it."""
    data = load_war(SAMPLE).to_dict()
    for ch in data["characters"]:
        if ch["id"] in ("archer", "tobias"):
            ch["location"] = "weir-mills"
        if ch["id"] == "saber":
            ch["stats"].update(stats)
            ch["points"]["support"] = 2
    data["battles"] = [{"id": "b", "location": "weir-mills", "participants": ["saber", "archer", "odile", "tobias"],
                        "turns": 1}]
    return War.from_dict(data)


def _attack(war: War, cid: str = "saber"):
    return next(o for o in order_options(war, cid).actions if o.action == "attack")


def test_an_attack_offers_luck_support_and_priority():
    """L215: 幸運-level rerolls a day (Saber 幸運 C+: 3); L228-L229 the bank (2); L220 攻撃優先/防御優先 with the dice
    of 敏捷 (Saber 敏捷 B: level 4 × 2 = 8 dice, L223-L225). No magecraft: no ``from`` (L213, L224)."""
    option = _attack(battle_war())
    assert option.values("luck") == [None, 1, 2, 3]
    assert option.values("support") == [None, 1, 2]
    assert option.values("priority") == [None, "attack", "defence"]
    assert option.values("dice") == [None, *range(1, 9)]
    assert "from" not in option.fields
    assert "plus" not in option.fields and "minus" not in option.fields  # Saber's attack stats have none
    assert option.values("defence_luck") == [None, 1, 2, 3]  # L217: on each defence check, from any order
    assert option.values("defence_support") == [None, 1, 2]  # L228-L229
    assert option.values("defence_plus") == [None, "mp", "hp", "condition"]  # 耐久 B+ defends (L209, L897-L902)
    for field in ("luck", "support", "priority", "dice"):
        assert field not in option.template  # each may be left out
    words = dict(option.fields["priority"])
    assert say(words["attack"], "ja") == "攻撃優先（防御判定のダイスを攻撃判定へ）"
    assert say(dict(option.fields["luck"])[2], "ja") == "幸運の振り直し：最大2回"


def test_marks_on_an_attack_stat_offer_paying_or_claiming():
    """L897-L909: a '+' paid with MP or HP or its situation claimed; a '−' paid off or its situation claimed."""
    option = _attack(battle_war(STR="A+", AGI="B-"))
    assert option.values("plus") == [None, "mp", "hp", "condition"]
    assert option.values("minus_pay") == [None, "mp", "hp"]
    assert option.values("minus") == [None, "avoided"]


def test_the_values_picked_resolve_as_the_rules_say():
    """L215-L216: 2 rerolls asked, spent and counted; L220-L222: 3 敏捷 dice join the attack check at their own
    threshold; L228-L229: 1 support achievement spent from the bank."""
    war = battle_war()
    order = _attack(war).order(luck=2, priority="attack", dice=3, support=1)
    assert order_problem(war, order) is None
    result = resolve_turn(war, [order], [], 1)
    assert result.resolved
    said = [say(e.explain) for e in result.events]
    assert any("Saber spends 2 Luck rerolls on the attack check" in s for s in said), said
    assert any("攻撃優先 (AGI) 3d6≤4" in s for s in said), said
    assert any("Saber adds 1 support achievement" in s for s in said), said
    saber = result.war.characters["saber"]
    assert saber.points["luck_used"] >= 2 and saber.points["support"] <= 1


def test_a_magician_may_move_dice_from_either_stat():
    """L224: 魔力 dice move too for a character with magecraft (a 魔術 skill, L213)."""
    war = battle_war()
    war.characters["saber"].skills.append({"name": "魔術", "rank": "C"})
    option = _attack(war)
    assert option.values("from") == [None, "AGI", "MAG"]


def test_support_offers_the_stat_of_its_check():
    """L227: 魔力 and magic skills by default, or a stat the player explains how it serves."""
    war = load_war(SAMPLE)
    option = next(o for o in order_options(war, "odile").actions if o.action == "support")
    assert option.values("stat") == [None, "STR", "END", "AGI"]
    assert say(dict(option.fields["stat"])["AGI"]) == "敏捷 AGI"
    assert say(dict(option.fields["stat"])["AGI"], "ja") == "敏捷"


@pytest.mark.parametrize("cid", ["saber", "odile"])
def test_every_value_offered_is_an_order_the_engine_accepts(cid):
    """Each value offered, changed alone on the template, passes the order check (legal by construction)."""
    war = battle_war(STR="A+", AGI="B-")
    for option in order_options(war, cid).actions:
        for name in ("luck", "support", "priority", "dice", "from", "plus", "minus_pay", "minus", "stat", "pool",
                     "defence_luck", "defence_support", "defence_plus", "defence_minus_pay", "defence_minus"):
            for value in option.values(name):
                assert order_problem(war, option.order(**{name: value})) is None, (option.label, name, value)


def test_luck_on_defence_picked_is_spent_on_the_defence_check():
    """L217: Saber's ``defence_luck`` (on its own attack order) rerolls its defence against Archer's attack."""
    war = battle_war()
    mine = _attack(war).order(defence_luck=1)
    theirs = _attack(war, "archer").order(target="saber")
    result = resolve_turn(war, [mine, theirs], [], 1)
    assert result.resolved
    said = [say(e.explain) for e in result.events]
    assert any("Saber spends 1 Luck reroll on the defence check" in s for s in said), said


def test_dice_picked_without_a_priority_are_said_to_move_nothing():
    """L220: dice move only under 攻撃優先 or 防御優先; ``dice`` picked alone is explained, not passed over."""
    war = battle_war()
    result = resolve_turn(war, [_attack(war).order(dice=3)], [], 1)
    # (the turn then waits for a GM's answer of its own; the contest is already explained)
    said = [say(e.explain) for e in result.events]
    assert any("moves no dice: dice: 3 given without priority: attack or defence (roll-dice 004:L220)" in s
               for s in said), said


def test_the_desks_odds_count_the_fields_of_the_order_weighed():
    """QA qa-recheck9 1: the preview's odds left out the Luck, priority and dice picked (37.9 % shown, 71.94 %
    resolved). L215-L216: Luck rerolls raise the attack's chance; L220-L222: priority dice join the attack check."""
    from gmdesk.engine.odds import order_odds

    war = battle_war()
    plain = _attack(war).template
    helped = {**plain, "luck": 3, "priority": "attack", "dice": 3}
    assert plain not in war.orders and helped not in war.orders  # weighed at the desk, not given yet

    def wins(order):
        return next(o.probability for o in order_odds(war, order) if "beats" in str(o.label))
    assert wins(helped) > wins(plain)
    assert war.orders == load_war(SAMPLE).orders  # the desk's war is left as it was
