"""Steps the act activity no longer repeats (docs/engine-speed.md, round 4): deaths settled for the characters
written since the last settle only, a cost paid from a pool without a Change taken apart again, and the action an
order's checks built read, not copied, by its resolution (a location target is expanded on a copy)."""

from __future__ import annotations

from gmdesk.engine.combat import act, budgets, changes
from gmdesk.engine.combat.state import combat_of
from gmdesk.engine.context import TurnContext
from gmdesk.model.vocabulary import ChangeKind, EventKind
from gmdesk.rulesets.combat import Change
from tests.engine.test_turn_reuse import turn  # noqa: F401 (the fixture: the benchmark war's checked turn)


def _deaths(ctx: TurnContext) -> list[str]:
    return [e.actors[0] for e in ctx.events if e.kind == EventKind.DEATH]


def _servant(ctx: TurnContext) -> str:
    return next(c.id for c in sorted(ctx.war.characters.values(), key=lambda c: c.id) if c.is_servant())


def test_the_first_settle_asks_everyone(turn):
    """A character at 0 Health before anything was written (a war saved so) dies at the first settle
    (ap-sp 000:L40)."""
    victim = _servant(turn)
    turn.war.characters[victim].health = 0.0  # not through changes: only the first settle can see it
    combat_of(turn)
    assert changes.settle_deaths(turn) == [victim] and _deaths(turn) == [victim]
    assert not turn.war.characters[victim].alive


def test_later_settles_ask_the_characters_written_since(turn):
    """After the first settle, a death comes from a write through changes: each writer notes its character,
    whatever kind of write it is (a hit, a change, a cost paid from a pool)."""
    state = combat_of(turn)
    assert changes.settle_deaths(turn) == [] and state.settled and state.touched == set()
    servants = sorted(c.id for c in turn.war.characters.values() if c.is_servant())
    hit, drained = servants[0], servants[1]
    changes.land_hit(turn, turn.war.characters[hit], 0.0, drained)
    assert {hit, drained} <= state.touched
    assert changes.settle_deaths(turn) == [hit] and state.touched == set()
    mana = turn.war.characters[drained].mana or 0.0
    assert changes.pay_pool(turn, turn.war.characters[drained], "mana", mana) == (mana, 0.0)
    assert state.touched == {drained}
    assert changes.settle_deaths(turn) == [drained]  # a Servant at 0 Mana dies (ap-sp 000:L50)
    changes.apply(turn, Change(servants[2], ChangeKind.HEALTH, "a fall", "test", amount=-10_000.0))
    assert changes.settle_deaths(turn) == [servants[2]] and _deaths(turn) == [hit, drained, servants[2]]


def test_a_cost_paid_from_a_pool_is_what_a_pay_change_writes(turn):
    servant = _servant(turn)
    ch = turn.war.characters[servant]
    before, writes = ch.mana or 0.0, turn.writes
    assert changes.pay_pool(turn, ch, "mana", 0.1) == (before, round(before - 0.1, 10))
    paid = round(before - 0.1, 10)
    changes.write(turn, Change(servant, ChangeKind.PAY, "the same, as a change", amount=0.1, value="mana"))
    assert ch.mana == round(paid - 0.1, 10) and turn.writes == writes + 2 and not turn.events


def test_a_location_target_is_expanded_on_a_copy_of_the_checked_action(turn):
    order = next(o for o in turn.orders if o.action == "skill" and o.checked["action"].skill.attack)
    actor = turn.char(order.actor)
    built = order.checked["action"]
    built.targets = [actor.location]  # the order names the actor's location (ap-sp 000:L636)
    phase = next(p for p in turn.ruleset.phases_for(turn.war) if built.skill.slot in p.slots)
    budgets.grant(turn)
    act._resolve(turn, phase, order, combat_of(turn))
    assert built.targets == [actor.location] and built.locations == []  # the checks' action stays as built
    used = next(e for e in turn.events if e.kind == EventKind.ACTION and e.data.get("order") == order.index)
    there = sorted(c.id for c in turn.war.at(actor.location) if c.team != actor.team)
    assert there and used.data["targets"] == there  # everyone there but the user's team


def test_pools_are_rounded_as_round_to_ten_digits_does():
    """``changes.round10`` returns a whole float as it is, the rest as ``round(value, 10)``: the same number, of the
    same type, with the same sign of zero."""
    import math

    for value in (0.0, -0.0, 3.0, -5.0, 2.0 ** 60, 1e300, 1 / 3, 123.456789012345, 0.1 + 0.2, 7, -2, float("inf")):
        ours, theirs = changes.round10(value), round(value, 10)
        assert type(ours) is type(theirs) and ours == theirs and math.copysign(1, ours) == math.copysign(1, theirs)
    assert math.isnan(changes.round10(float("nan")))


def test_every_rulesets_death_reason_reads_the_characters_own_record(turn):
    """What ``settle_deaths`` relies on to ask only the characters written since the last settle: no ruleset's
    ``death_reason`` reads where the character stands (written outside ``changes``, by moves and scouting) or any
    other character (ap-sp 000:L40, L50; the other documents' death rules alike)."""
    from dataclasses import replace

    from gmdesk import rulesets
    from gmdesk.model.flags import Flag

    war = turn.war
    elsewhere = war.copy()
    for other in elsewhere.characters.values():
        other.alive, other.health, other.mana = False, 0.0, 0.0
    base = next(iter(war.characters.values()))
    places = [loc for loc in war.map.locations if loc != base.location]
    asked = 0
    for ruleset_id in rulesets.available():
        ruleset = rulesets.get(ruleset_id)
        for kind in ("servant", "master"):
            for health in (None, 5.0, 0.0, -1.0):
                for mana in (None, 3.0, 0.0):
                    for flags in ({}, {Flag.SUBDUED: True}):
                        ch = replace(base, kind=kind, health=health, mana=mana, flags=dict(flags))
                        moved = replace(ch, location=places[0], flags=dict(flags))
                        assert ruleset.death_reason(ch, war) == ruleset.death_reason(moved, elsewhere)
                        asked += 1
    assert asked >= 5 * 48
