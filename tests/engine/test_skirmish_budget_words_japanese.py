"""The Turn Desk's budget and costs of a skirmish war in a Japanese window (QA qf-skirmish #10): the
skirmish's own actions (support, offence, drain, spirit-form: skirmish.002 L6, L16, L66) and its regular
melee attacks (002:L68, L70) were said in English ("drainアクション未使用", "melee 残り2／3", "melee 1"). The
English words stay as they were."""

from __future__ import annotations

from pathlib import Path

from gmdesk.engine.options.legal import order_options
from gmdesk.messages import say
from gmdesk.model.warfile import load_war

SAMPLE = Path(__file__).resolve().parents[2] / "maps" / "sample-skirmish-night2.json"


def _budget(cid: str) -> str:
    war = load_war(SAMPLE)
    return order_options(war, cid, list(war.orders)).budget_text


def test_a_servants_budget_is_japanese_in_a_japanese_window():
    """Assassin (AGI A++: 1 + 2 regular melee attacks, 002:L70), one already ordered."""
    english = _budget("assassin")
    assert "melee 2 of 3" in english and "drain action free" in english and "support action free" in english
    japanese = say(english, "ja")
    assert "近接攻撃 残り2／3" in japanese and "吸収アクション未使用" in japanese and "支援アクション未使用" in japanese
    for word in ("melee", "drain", "support", "offence"):
        assert word not in japanese


def test_a_masters_spirit_form_command_and_a_melee_cost_are_japanese():
    japanese = say(_budget("odile"), "ja")
    assert "霊体化アクション未使用" in japanese and "spirit-form" not in japanese
    war = load_war(SAMPLE)
    attack = next(o for o in order_options(war, "assassin", list(war.orders)).actions if o.action == "attack")
    assert say(attack.cost, "ja") == "近接攻撃 1" and str(attack.cost) == "1 melee"
