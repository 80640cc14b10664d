"""What the order checks and the act path work out once (engine sprint round 5, docs/engine-speed-combat.md
"Round 5"): each actor's sheet read once while the orders are checked, compared with the order-by-order reading on
the benchmark's 20-character ap-sp war; a Command Spell spent without a Change, as the Change writes it."""

from __future__ import annotations

from typing import Any

import pytest

from gmdesk import rulesets
from gmdesk.engine.context import TurnContext
from gmdesk.engine.rng import TurnRandom
from gmdesk.model.war import War

from gmdesk.engine.combat import actions, changes, told
from gmdesk.engine.combat.actions import Sheets, build_action
from gmdesk.engine.combat.state import combat_of
from gmdesk.engine.orders import check_orders
from gmdesk.model.vocabulary import ChangeKind, EventKind
from gmdesk.rulesets.combat import Change
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


def _context(war: War) -> TurnContext:
    ruleset = rulesets.get(war.ruleset)
    return TurnContext(war, ruleset, check_orders(war, ruleset, list(war.orders)), {}, TurnRandom(war.seed, war.turn))


def test_a_command_spell_is_spent_as_the_command_spells_change_writes_it(battle):
    """spells.cast spends one without building a Change (changes.add_command_spells): the same count, the same
    event data and text ("…: Command Spells 3 → 2"), and the write counted and noted for the next settle of deaths,
    as applying the Change does."""
    war, _ = battle
    by_change, direct = _context(war), _context(war.copy())
    for ctx in (by_change, direct):
        combat_of(ctx).settled = True  # (so that touched characters are kept for the next settle)
    master = by_change.war.characters["m0"]
    changes.apply(by_change, Change("m0", ChangeKind.COMMAND_SPELLS, "spent", "r", amount=-1))
    before, after = changes.add_command_spells(direct, direct.war.characters["m0"], -1)
    direct.emit(EventKind.EFFECT, ["m0"], told.command_spells_after("spent", before, after), "r",
                what=ChangeKind.COMMAND_SPELLS, target="m0", before=before, after=after)
    assert (before, after) == (3, 2) and master.command_spells == direct.war.characters["m0"].command_spells == 2
    assert by_change.events[-1].to_dict() == direct.events[-1].to_dict()
    assert by_change.writes == direct.writes == 1 and "m0" in combat_of(direct).touched
