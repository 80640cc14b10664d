"""A character's orders that cost more than it has are refused with both numbers explained by their operands,
as the other refusals and the events explain theirs: "lancer needs 20 mana for its orders (Gae Thrust 20), has
15" — what each order costs, and what the turn's budget gives (its own explanation) or the pool holds now (not
the budget's lines, which say nothing of mana). One wording for every resource, in English and in Japanese
(engine/combat/order_checks.py; resources/i18n/core_ja.json)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gmdesk.conformance import Case
from gmdesk.engine import resolve_turn
from gmdesk.engine.orders import OrdersRefused
from gmdesk.messages import say

CASES = Path(__file__).resolve().parents[2] / "resources" / "cases"


def refusal(name: str):
    path = CASES / name
    case = Case(path.stem, path, json.loads(path.read_text(encoding="utf-8")))
    war = case.war()
    with pytest.raises(OrdersRefused) as refused:
        resolve_turn(war, case.data["orders"], case.data.get("decisions", []), case.data.get("seed", war.seed))
    [found] = refused.value.refusals
    return found.reason


def test_a_skill_costing_more_mana_than_the_pool_holds():
    """true-hgw 003 §IX (R3 (d)): "The skill's cost must be paid when it is cast": Lancer has 15 mana, Gae Thrust
    costs 20. The pool is what Lancer holds, so the turn's budget (its actions) is not given as the reason."""
    reason = refusal("true-hgw/115-skill-cost-mana-short-refused.json")
    assert reason == "lancer needs 20 mana for its orders (Gae Thrust 20), has 15"
    assert say(reason, "ja") == "lancerの命令には魔力 20が必要です（Gae Thrust 20）が、15しかありません"


def test_a_budget_resource_names_each_order_s_share_and_the_budget_s_own_sum():
    """valor 001:L91 (R1 (f)): one offensive action, one more normal attack per '+' in AGI; s2 (AGI C) orders
    two normal attacks: 1 + 1 needed, the budget's 1 + 0 = 1 given."""
    reason = refusal("valor/107-refuse-second-attack.json")
    assert reason == ("s2 needs 2 attacks for its orders (STR normal attack 1 + STR normal attack 1), has 1 this turn "
                      "(one support action and one offensive action (valor 001:L89-97); attacks 1 + 0 (AGI C: one "
                      "more normal attack per '+', valor 001:L91) = 1)")
    assert say(reason, "ja") == (
        "s2の命令には攻撃回数 2が必要です（筋力の通常攻撃 1 + 筋力の通常攻撃 1）が、このターンは1しかありません"
        "（支援アクション1回と攻撃アクション1回（valor 001:L89-97）；攻撃 1 ＋ 0（AGI C：「+」1つごとに通常攻撃1回追加、"
        "valor 001:L91）＝ 1）")


def test_a_summoned_familiar_has_no_ap_and_says_why():
    """ap-sp 000:L230 (R0 (d)): "they will have 0 AP and SP during the Turn they are summoned"."""
    reason = refusal("ap-sp/425-summoned-this-turn-no-ap.json")
    assert reason.startswith("f1 needs 1 AP for its orders (Strike 1), has 0 this turn (summoned this Turn: 0 AP "
                             "and 0 SP (ap-sp 000:L230); ")
    japanese = say(reason, "ja")
    assert japanese.startswith("f1の命令にはAP 1が必要です（Strike 1）が、このターンは0しかありません（このターンに召喚："
                               "AP 0、SP 0（ap-sp 000:L230）；")
    for word in ("needs", "has", "this turn", "summoned", "need", "gives"):
        assert word not in japanese
