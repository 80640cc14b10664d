"""The table of appliers is the list of what can change: one applier per ChangeKind, an unknown
change is refused, and a change written without an event is one whose applier leaves the event to apply."""

import pytest

from gmdesk.engine.combat import changes
from gmdesk.engine.combat.state import combat_of
from gmdesk.engine.context import TurnContext
from gmdesk.engine.rng import TurnRandom
from gmdesk.errors import RulesetError
from gmdesk.model.flags import Flag
from gmdesk.model.vocabulary import ChangeKind
from gmdesk.rulesets import get
from gmdesk.rulesets.combat import Change
from tests.builders import line_map, person, war


def context():
    w = war("ap-sp", line_map("a", "b"), [person("saber", "red", "a")])
    return TurnContext(w, get("ap-sp"), [], {}, TurnRandom(1, w.turn))


def test_every_change_kind_has_an_applier():
    assert set(changes.APPLIERS) == set(ChangeKind)
    assert all(applier.__doc__ for applier in changes.APPLIERS.values())


def test_an_unknown_change_is_refused():
    with pytest.raises(RulesetError, match="unknown change 'teleport'"):
        changes.apply(context(), Change("saber", "teleport", "nothing"))  # type: ignore[arg-type]


def test_written_changes_record_no_event():
    ctx = context()
    changes.set_flag(ctx, "saber", Flag.LAST_HIT_TURN, 1, "is hit")
    changes.put(ctx, "saber", "b", "moves")
    assert ctx.events == [] and ctx.war.characters["saber"].flags == {"last_hit_turn": 1}
    assert ctx.war.characters["saber"].location == "b"
    changes.set_flag(ctx, "saber", Flag.LAST_HIT_TURN, None, "forgotten")
    assert ctx.war.characters["saber"].flags == {}


def test_a_change_that_records_itself_cannot_be_written_silently():
    with pytest.raises(RulesetError):
        changes.write(context(), Change("saber", ChangeKind.HEALTH, "hurt", amount=-1))


def test_applied_flag_change_records_its_event():
    ctx = context()
    changes.apply(ctx, Change("saber", ChangeKind.FLAG, "marked", value=(Flag.CONCEALED, True)))
    assert [(e.kind, e.data["flag"], e.data["value"]) for e in ctx.events] == [("effect", "concealed", True)]


def two_context():
    w = war("ap-sp", line_map("a", "b"), [person("saber", "red", "a"), person("lancer", "blue", "a")])
    return TurnContext(w, get("ap-sp"), [], {}, TurnRandom(1, w.turn))


def test_a_hit_sets_the_health_worked_out_and_remembers_both_sides():
    """The damage step's write (ap-sp 000:L479: hitting and being hit both count as being in battle)."""
    ctx = two_context()
    saber = ctx.war.characters["saber"]
    saber.health = 100.0
    changes.write(ctx, Change("saber", ChangeKind.HIT, "Saber is hit", amount=74.5, value="lancer"))
    assert saber.health == 74.5 and ctx.events == []
    assert saber.flags[Flag.LAST_HIT_BY] == "lancer" and saber.flags[Flag.LAST_HIT_TURN] == ctx.turn
    assert ctx.war.characters["lancer"].flags[Flag.LAST_HIT_TURN] == ctx.turn
    assert combat_of(ctx).facts.hits == [("lancer", "saber", 25.5)]


def test_a_cost_paid_from_a_pool_is_neither_capped_nor_a_hit():
    ctx = two_context()
    saber = ctx.war.characters["saber"]
    saber.mana, saber.health = 10.0, 50.0
    changes.write(ctx, Change("saber", ChangeKind.PAY, "Saber pays 30 mana", amount=30.0, value="mana"))
    changes.write(ctx, Change("saber", ChangeKind.PAY, "Saber pays 5 health", amount=5.0, value="health"))
    assert (saber.mana, saber.health) == (-20.0, 45.0) and ctx.events == []
    assert combat_of(ctx).facts.hits == [] and Flag.LAST_HIT_TURN not in saber.flags
