"""The order checks' round-6 shortcuts (docs/engine-speed-checks.md, "Round 6"): ``build_action`` reading the sheet
the pass has read already gives the action a fresh read gives, and the phase's acting-order event names every
order's actor, group by group. On the benchmark's 20-character ap-sp war."""

from __future__ import annotations

import pytest

from gmdesk.engine import resolve_turn
from gmdesk.engine.combat.actions import Action, Sheets, build_action
from gmdesk.errors import IllegalOrderError
from gmdesk.model.vocabulary import EventKind

from tests.engine.test_order_checks_once import battle  # noqa: F401  (the benchmark's war, a fixture)


def test_an_action_built_from_the_pass_sheets_is_the_one_a_fresh_read_builds(battle):
    war, ruleset = battle
    sheets: Sheets = {}
    built = 0
    for _ in range(2):  # the second pass finds every sheet (and its basic attacks) read already
        for raw in war.orders:
            if raw["action"] not in ("attack", "skill"):
                continue
            actor = war.characters[raw["actor"]]
            assert build_action(ruleset, war, actor, raw, sheets) == build_action(ruleset, war, actor, raw)
            built += 1
    assert built == 60 and set(sheets) == {o["actor"] for o in war.orders if o["action"] in ("attack", "skill")}
    # a skill not on the sheet is refused with the same text from the pass's sheets as from a fresh read
    actor = war.characters["s0"]
    raw = {"actor": "s0", "action": "skill", "skill": "No Such Skill", "targets": ["s4"]}
    with pytest.raises(IllegalOrderError) as kept:
        build_action(ruleset, war, actor, raw, sheets)
    with pytest.raises(IllegalOrderError) as fresh:
        build_action(ruleset, war, actor, raw)
    assert str(kept.value) == str(fresh.value) and "has no skill 'No Such Skill'" in str(kept.value)


def test_an_action_has_no_instance_dict_and_compares_by_its_fields(battle):
    war, ruleset = battle
    skill = build_action(ruleset, war, war.characters["s0"], {"actor": "s0", "action": "attack", "target": "s8"}).skill
    a, b = Action(skill, ["s8"]), Action(skill, ["s8"])
    assert a == b and a.locations == [] and a.locations is not b.locations
    assert a != Action(skill, ["s9"])
    assert not hasattr(a, "__dict__")  # (slotted: made twice per order of a turn)


def test_the_acting_order_event_names_every_order_actor_group_by_group(battle):
    war, _ruleset = battle
    result = resolve_turn(war, list(war.orders), {})
    orders = [e for e in result.events if e.kind == EventKind.INITIATIVE]
    assert orders
    for event in orders:
        groups = event.data["groups"]
        assert [a for g in groups for a in g] == list(event.actors)
        assert all(groups)
