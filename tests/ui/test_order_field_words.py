"""An order's roll-dice check fields read in words in the desk's order lines (not their keys)."""

from pathlib import Path

from gmdesk.messages import say
from gmdesk.model.warfile import load_war
from gmdesk.ui.desk.wording import order_text

MAPS = Path(__file__).resolve().parents[2] / "maps"


def test_roll_dice_check_fields_are_worded_in_both_languages():
    # roll-dice 004:L215-L217 (Luck), L228-L229 (support), L897-L909 ('+'/'−'): the fields the desk offers
    war = load_war(MAPS / "sample-roll-dice-day1.json")
    actor, target = list(war.characters)[:2]
    order = {"actor": actor, "action": "attack", "target": target, "plus": "mp", "defence_luck": 2,
             "defence_support": 1, "defence_minus_pay": "hp"}
    english = order_text(war, order)
    assert "'+' by mp" in english and "defence Luck rerolls 2" in english
    assert "defence support spent 1" in english and "defence '−' paid off with hp" in english
    assert "defence_" not in english
    japanese = say(english, "ja")
    assert "防御の幸運による振り直し 2" in japanese and "「+」の支払い mp" in japanese


def test_a_value_picked_from_the_rulesets_choices_reads_as_it_was_offered():
    # QA qa-recheck9 5: 「優先 attack」, the value's key, in a Japanese order line (roll-dice 004:L220-L222 priority)
    from tests.rulesets.test_roll_dice_order_fields import _attack, battle_war

    war = battle_war()
    order = {**_attack(war).template, "priority": "attack", "dice": 3}
    japanese = say(order_text(war, order), "ja")
    assert "攻撃優先（防御判定のダイスを攻撃判定へ）" in japanese and "ダイス数 3" in japanese
    assert " attack" not in japanese
