"""What the order checks and the act path work out once (engine sprint round 5, docs/engine-speed-combat.md
"Round 5"): each actor's sheet read once while the orders are checked, compared with the order-by-order reading on
the benchmark's 20-character ap-sp war."""

from __future__ import annotations

from typing import Any

import pytest

from gmdesk.engine.combat import actions
from gmdesk.engine.combat.actions import Sheets, build_action
from gmdesk.engine.orders import check_orders
from tests.engine.test_order_checks_once import battle  # noqa: F401  (the benchmark's war, a fixture)


def test_checking_reads_each_actors_sheet_once_and_builds_the_same_actions(battle, monkeypatch):
    war, ruleset = battle
    asked: list[Any] = []
    get = actions._SHEETS.get

    def counted(key: Any, entries: Any, work: Any) -> Any:
        asked.append(key[1])
        return get(key, entries, work)

    monkeypatch.setattr(actions._SHEETS, "get", counted)
    checked = check_orders(war, ruleset, list(war.orders))
    paid = [o for o in checked if o.action in ("attack", "skill")]
    users = {o.actor for o in paid}
    both = {a for a in users if {o.action for o in paid if o.actor == a} == {"attack", "skill"}}
    assert both and len(asked) == len(users) and set(asked) == users  # an attack and a skill order: one read
    monkeypatch.setattr(actions._SHEETS, "get", get)
    for order in paid:  # the reference: each order built on its own, without the pass's sheets
        alone = build_action(ruleset, war, war.characters[order.actor], order.raw)
        assert order.checked["action"] == alone


def test_a_sheet_replaced_during_a_pass_is_read_again(battle):
    war, ruleset = battle
    servant = war.characters["s0"]
    sheets: Sheets = {}
    first = build_action(ruleset, war, servant, {"action": "skill", "skill": "Cleave", "target": "s1"}, sheets)
    assert first.skill.name == "Cleave" and sheets["s0"][0] is servant.skills
    servant.skills = [dict(e, Name="Sunder") if e.get("Name") == "Cleave" else dict(e) for e in servant.skills]
    again = build_action(ruleset, war, servant, {"action": "skill", "skill": "Sunder", "target": "s1"}, sheets)
    assert again.skill.name == "Sunder" and sheets["s0"][0] is servant.skills
    with pytest.raises(Exception, match="no skill 'Cleave'"):
        build_action(ruleset, war, servant, {"action": "skill", "skill": "Cleave", "target": "s1"}, sheets)
