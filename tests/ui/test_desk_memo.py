"""The desk's memo of options, odds, budgets and problems (gmdesk.ui.desk.choices, issue 21): asked again
with the war unchanged, the answer is the one already worked out; after any change, even in place, it is
worked out again and equals what the engine says now."""

import json
from pathlib import Path

from gmdesk.engine.options.legal import order_options
from gmdesk.model.war import War
from gmdesk.ui.desk import choices

SAMPLE = Path(__file__).resolve().parent.parent.parent / "maps" / "sample-ap-sp-night2.json"


def sample() -> War:
    return War.from_dict(json.loads(SAMPLE.read_text(encoding="utf-8")))


def labels(found) -> list[tuple[str, str]]:
    return [(a.action, a.label) for a in found.actions]


def test_unchanged_war_is_answered_from_the_memo(monkeypatch):
    monkeypatch.setattr(choices, "MEMO", choices.DeskMemo())
    war = sample()
    cid = next(iter(war.characters))
    first = choices.options_for(war, cid, war.orders)
    again = choices.options_for(war, cid, war.orders)
    assert again is first
    assert (choices.MEMO.hits, choices.MEMO.misses) == (1, 1)
    assert labels(first) == labels(order_options(war, cid, war.orders))
    order = war.orders[0]
    assert choices.odds_for(war, order, war.orders) is choices.odds_for(war, order, war.orders)
    assert choices.budget_for(war, cid, war.orders) == choices.budget_for(war, cid, war.orders)


def test_a_change_in_place_is_seen(monkeypatch):
    monkeypatch.setattr(choices, "MEMO", choices.DeskMemo())
    war = sample()
    servant = next(c for c in war.characters.values() if c.is_servant())
    before = choices.budget_for(war, servant.id, [])
    servant.points["AP"] = servant.points.get("AP", 0) + 7  # an edit made in place, no new object
    after = choices.budget_for(war, servant.id, [])
    assert choices.MEMO.misses == 2
    assert after != before
    assert after == choices._budget_for(war, servant.id, [])


def test_other_orders_are_part_of_the_question(monkeypatch):
    monkeypatch.setattr(choices, "MEMO", choices.DeskMemo())
    war = sample()
    cid = war.orders[0]["actor"]
    with_orders = choices.options_for(war, cid, war.orders)
    without = choices.options_for(war, cid, [])
    assert choices.MEMO.misses == 2 and with_orders is not without


def test_the_turns_checks_are_shared_by_the_characters_of_one_war(monkeypatch):
    """Every character's options on one state of the war use one check of the turn's orders; a change in
    place, or another war object with the same text, gets its own, and the options are the engine's."""
    monkeypatch.setattr(choices, "MEMO", choices.DeskMemo())
    war = sample()
    first, second = list(war.characters)[:2]
    turn = choices.MEMO.turn(war, war.orders)
    assert choices.MEMO.turn(war, war.orders) is turn and turn.war is war
    assert labels(choices.options_for(war, second, war.orders)) == labels(order_options(war, second, war.orders))
    twin = sample()
    assert choices.MEMO.turn(twin, twin.orders) is not turn
    servant = next(c for c in war.characters.values() if c.is_servant())
    servant.points["AP"] = servant.points.get("AP", 0) + 7
    changed = choices.MEMO.turn(war, war.orders)
    assert changed is not turn
    assert labels(choices.options_for(war, first, war.orders)) == labels(order_options(war, first, war.orders))
