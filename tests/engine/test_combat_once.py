"""What the combat path works out once per turn or per phase and reads again (docs/engine-speed.md): each action
order's slot and delay, for every act phase; a hit written without a Change; deaths looked for before sorting."""

from __future__ import annotations

from gmdesk.engine.combat import changes, phase_orders
from gmdesk.engine.combat.state import combat_of
from gmdesk.engine.context import TurnContext
from gmdesk.engine.rng import TurnRandom
from gmdesk.model.clone import clone
from gmdesk.model.flags import Flag
from gmdesk.model.vocabulary import ChangeKind, EventKind
from gmdesk.rulesets.combat import Change
from tests.engine.test_turn_reuse import turn  # noqa: F401 (the fixture: the benchmark war's checked turn)


def _one_by_one(ctx: TurnContext, phase, done: set[int]) -> list:
    return [o for o in phase_orders.action_orders(ctx) if o.index not in done and phase_orders.due_here(ctx, o, phase)]


def test_each_phase_gets_the_orders_due_here_would_pick(turn):
    phases = turn.ruleset.phases_for(turn.war)
    done: set[int] = set()
    seen = 0
    for phase in phases:
        due = phase_orders.due_orders(turn, phase, done)
        assert due == _one_by_one(turn, phase, done)
        seen += len(due)
        done.update(o.index for o in due[::2])  # some resolved, the rest still due later
    assert seen > 0  # the benchmark's war has orders in its act phases


def test_a_delayed_order_is_due_from_the_phase_its_delay_names(turn):
    order = next(o for o in turn.orders if o.action == "skill")
    phases = turn.ruleset.phases_for(turn.war)
    act_phases = [p for p in phases if "act" in p.activities]
    last = next(p for p in reversed(act_phases) if phase_orders.slot_of(turn, order) in p.slots)
    first = next(p for p in act_phases if phase_orders.slot_of(turn, order) in p.slots)
    assert first is not last  # the delay moves it
    order.raw["delay"] = {"phase": last.id}
    for phase in phases:
        assert phase_orders.due_orders(turn, phase, set()) == _one_by_one(turn, phase, set())
        assert (order in phase_orders.due_orders(turn, phase, set())) == (phase is last)


def test_a_replaced_skill_list_reads_the_slot_again(turn):
    order = next(o for o in turn.orders if o.action == "skill")
    phases = turn.ruleset.phases_for(turn.war)
    assert any(order in phase_orders.due_orders(turn, p, set()) for p in phases)  # the turn's table is read
    actor = turn.char(order.actor)
    actor.skills = clone(actor.skills)
    entry = next(e for e in actor.skills if order.checked["action"].skill.name in e.values())
    entry["Type"] = "Passive"  # no longer an action: it has no slot to resolve in
    assert phase_orders.slot_of(turn, order) is None
    for phase in phases:
        assert order not in phase_orders.due_orders(turn, phase, set())
        assert phase_orders.due_orders(turn, phase, set()) == _one_by_one(turn, phase, set())


def test_a_landed_hit_writes_what_a_hit_change_writes(turn):
    attacker, target = [c for c in turn.war.characters.values() if c.alive][:2]
    other = TurnContext(clone(turn.war), turn.ruleset, turn.orders, {}, TurnRandom(turn.war.seed, turn.war.turn))
    health = target.health
    before = changes.land_hit(turn, target, 7.5, attacker.id)
    changes.write(other, Change(target.id, ChangeKind.HIT, "hit", amount=7.5, value=attacker.id))
    assert before == health and target.health == 7.5
    for cid in (attacker.id, target.id):
        assert turn.war.characters[cid].health == other.war.characters[cid].health
        assert turn.war.characters[cid].flags == other.war.characters[cid].flags
    assert target.flags[Flag.LAST_HIT_BY] == attacker.id
    assert combat_of(turn).facts.hits == combat_of(other).facts.hits == [(attacker.id, target.id, before - 7.5)]


def test_deaths_come_in_id_order_and_nobody_dies_without_a_reason(turn):
    assert changes.settle_deaths(turn) == []
    assert not turn.events
    living = sorted(c.id for c in turn.war.characters.values() if c.alive)
    for cid in reversed(living[:3]):  # hit last to first: they still die in id order
        turn.war.characters[cid].health = 0.0
    died = changes.settle_deaths(turn)
    assert died[:3] == living[:3]
    deaths = [e for e in turn.events if e.kind == EventKind.DEATH]
    assert [e.actors[0] for e in deaths][:3] == living[:3]
