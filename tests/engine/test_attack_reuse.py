"""An attack order's action built once by its checks and read again when it resolves, where the ruleset's basic
attacks come from the sheet alone (``Ruleset.basic_attacks_from_sheet``, ap-sp 000:L267)."""

from __future__ import annotations

from gmdesk import rulesets
from gmdesk.engine.combat import act, actions
from gmdesk.engine.context import TurnContext
from gmdesk.engine.order import Order
from gmdesk.model.character import Character
from gmdesk.model.clone import clone
from gmdesk.rulesets.base import Ruleset
from gmdesk.rulesets.combat import Skill
from tests.engine.test_turn_reuse import turn  # noqa: F401 (the fixture: the benchmark war's checked turn)


def _attack_order(ctx: TurnContext) -> Order:
    return next(o for o in ctx.orders if o.action == "attack")


def test_only_a_ruleset_that_says_so_reads_basic_attacks_from_the_sheet_alone():
    assert Ruleset.basic_attacks_from_sheet is False
    assert rulesets.get("ap-sp").basic_attacks_from_sheet is True


def test_ap_sp_basic_attacks_read_the_sheet_alone(turn):
    order = _attack_order(turn)
    actor = turn.char(order.actor)
    before = turn.ruleset.basic_attacks(actor)
    other = clone(actor)
    other.stats = {key: "E" for key in other.stats}  # stats and pools are not read (000:L267)
    other.health = 1
    assert turn.ruleset.basic_attacks(other) == before


def test_an_attack_resolves_with_the_checked_action(turn):
    order = _attack_order(turn)
    actor = turn.char(order.actor)
    built = order.checked["action"]
    assert order.checked["skills"] is actor.skills and built.skill.basic
    action = act._action_of(turn, actor, order, order.raw)
    assert action is built and action.targets == [order.raw["target"]]  # shared: resolving only reads it


def test_an_attack_reads_a_replaced_skill_list_again(turn):
    order = _attack_order(turn)
    actor = turn.char(order.actor)
    built = order.checked["action"]
    actor.skills = clone(actor.skills)
    entry = next(e for e in actor.skills if built.skill.name in e.values())
    entry["Damage"] = "77 Physical"
    action = act._action_of(turn, actor, order, order.raw)
    assert action.skill is not built.skill and [d.amount for d in action.skill.damage] == [77]


def test_another_order_than_the_checked_one_is_built_now(turn):
    order = _attack_order(turn)
    actor = turn.char(order.actor)
    other = dict(order.raw, target=actor.id)  # e.g. an order's ``else``: not the fields the checks read
    action = act._action_of(turn, actor, order, other)
    assert action.targets == [actor.id]


def test_basic_attacks_kept_with_the_sheet_follow_an_edit_in_place(turn):
    order = _attack_order(turn)
    actor = turn.char(order.actor)
    first = actions.basic_attacks(turn.ruleset, actor)
    assert actions.basic_attacks(turn.ruleset, actor) is first  # kept with the sheet
    assert list(first) == turn.ruleset.basic_attacks(actor)
    entry = next(e for e in actor.skills if first[0].name in e.values())
    entry["Damage"] = "55 Physical"  # the same list, edited in place
    again = actions.basic_attacks(turn.ruleset, actor)
    assert [d.amount for d in again[0].damage] == [55] and list(again) == turn.ruleset.basic_attacks(actor)


def test_basic_attacks_of_a_ruleset_that_does_not_say_so_are_asked_each_time(turn, monkeypatch):
    actor = turn.char(_attack_order(turn).actor)
    asked: list[str] = []

    def basic_attacks(ch: Character) -> list[Skill]:
        asked.append(ch.id)
        return []

    monkeypatch.setattr(turn.ruleset, "basic_attacks_from_sheet", False)
    monkeypatch.setattr(turn.ruleset, "basic_attacks", basic_attacks)
    assert actions.basic_attacks(turn.ruleset, actor) == [] and actions.basic_attacks(turn.ruleset, actor) == []
    assert asked == [actor.id, actor.id]


def test_find_skill_finds_the_first_skill_of_a_name_in_any_case(turn):
    order = next(o for o in turn.orders if o.action == "skill")
    actor = turn.char(order.actor)
    name = order.checked["action"].skill.name
    actor.skills = clone(actor.skills)
    twin = dict(next(e for e in actor.skills if name in e.values()), Cost="3 AP")
    actor.skills.append(twin)  # a second entry of that name, last on the sheet
    found = actions.find_skill(turn.ruleset, actor, name.upper())
    assert found is not None and found.name == name and found.cost.resources.get("AP") != 3
    assert actions.find_skill(turn.ruleset, actor, "no such skill") is None
    assert actions.find_skill(turn.ruleset, actor, 7) is None
