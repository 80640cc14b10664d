"""``TurnContext.emit(..., previous_settled=True)``: a caller that wrote nothing into the war since its previous
event lets ``emit`` keep that event's snapshots instead of taking them again (gmdesk/engine/context.py).

The claim is checked here on every turn these tests resolve: a checking ``emit`` takes the skipped snapshots
anyway and compares them, value and type (``1`` against ``1.0``), with the ones kept. A write slipping in
between two such events (a ruleset's ``turn_budget`` that changed a character, a new step in
``budgets.grant``) makes the check fail: the last test shows it does.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from gmdesk import rulesets
from gmdesk.engine import resolve_turn
from gmdesk.engine.context import TurnContext, character_state
from gmdesk.model.vocabulary import EventKind
from gmdesk.model.war import War

ROOT = Path(__file__).resolve().parents[2]
MAPS = ROOT / "maps"
SAMPLES = sorted(p.name for p in MAPS.glob("sample-*.json"))


def _text(value: Any) -> str:
    """Values as the event log writes them (``1`` and ``1.0`` apart), plus their types."""
    return json.dumps(value) + repr(value)


def _named(actors: Any, data: dict[str, Any]) -> set[str]:
    """The characters an event names (its actors, its data's target and targets): ``emit`` snapshots these for
    the new event and leaves the previous event's snapshots of them as they are, claim or no claim."""
    named = {a for a in actors if isinstance(a, str)}
    if isinstance(data.get("target"), str):
        named.add(data["target"])
    if isinstance(data.get("targets"), (list, tuple)):
        named.update(t for t in data["targets"] if isinstance(t, str))
    return named


@pytest.fixture
def checked(monkeypatch):
    """Every ``previous_settled`` claim of the turns resolved in the test is checked: each character the previous
    event names and the new one does not (those the settle step would snapshot again) must be as that event shows
    it. Returns how many claims were checked ([0]), how many by event kind ([1]) and each claim's (previous event's kind,
    kind) ([2])."""
    emit = TurnContext.emit
    claims: list[Any] = [0, {}, []]

    def checking(self: TurnContext, kind: Any, actors: Any, explain: str, rule: str = "", *,
                 previous_settled: bool = False, **data: Any):
        actors = list(actors)
        if previous_settled and self.events:
            kept = self.events[-1].data.get("state") or {}
            named = _named(actors, data)
            for cid, shown in kept.items():
                if cid in named:
                    continue
                fresh = character_state(self.war.characters[cid])
                assert _text(fresh) == _text(shown), (
                    f"event {len(self.events) + 1} ({kind}) claims the previous event settled, but {cid} changed "
                    f"since: {shown} → {fresh}")
            claims[0] += 1
            claims[1][EventKind(kind)] = claims[1].get(EventKind(kind), 0) + 1
            claims[2].append((self.events[-1].kind, EventKind(kind)))
        return emit(self, kind, actors, explain, rule, previous_settled=previous_settled, **data)

    monkeypatch.setattr(TurnContext, "emit", checking)
    return claims


def _resolve_all(war: War, claims: list[int], monkeypatch, orders: list[dict] | None = None):
    """Resolve, answering every question with its first option; ``claims`` counts those of the last resolution."""
    monkeypatch.syspath_prepend(str(ROOT / "benchmarks"))
    from common import answer_all

    decisions = answer_all(war, orders)
    claims[0] = 0
    claims[1] = {}
    claims[2] = []
    return resolve_turn(war, orders, decisions)


def _sample(name: str) -> War:
    return War.from_dict(json.loads((MAPS / name).read_text(encoding="utf-8")))


@pytest.mark.parametrize("name", SAMPLES)
def test_every_settled_claim_of_the_sample_turns_holds(checked, monkeypatch, name):
    war = _sample(name)
    result = _resolve_all(war, checked, monkeypatch)
    budgets = sum(1 for e in result.events if e.kind == EventKind.BUDGET)
    assert checked[1].get(EventKind.BUDGET, 0) == max(budgets - 1, 0) or not rulesets.get(war.ruleset).has_combat


@pytest.mark.parametrize("ruleset_id", ["ap-sp", "true-hgw", "roll-dice"])
def test_every_settled_claim_of_the_benchmark_battles_holds(checked, monkeypatch, ruleset_id):
    monkeypatch.syspath_prepend(str(ROOT / "benchmarks"))
    from bench_combat import accepted, build

    war, orders = build(ruleset_id)
    result = _resolve_all(war, checked, monkeypatch, accepted(war, orders))
    budgets = [e for e in result.events if e.kind == EventKind.BUDGET]
    assert len(budgets) == len(war.alive()) and checked[1][EventKind.BUDGET] == len(budgets) - 1
    # the damage loop: each damage event right after another one, with only its own hit written between
    events = result.events
    runs = sum(1 for a, b in zip(events, events[1:]) if a.kind == b.kind == EventKind.DAMAGE)
    assert checked[2].count((EventKind.DAMAGE, EventKind.DAMAGE)) <= runs
    # the economy's points changes at the end of the Turn (changes.apply_all), one after another
    runs = sum(1 for a, b in zip(events, events[1:]) if a.kind == b.kind == EventKind.ECONOMY)
    assert checked[1].get(EventKind.ECONOMY, 0) <= runs
    if ruleset_id == "ap-sp":  # (and an action's event right after an attack's hits or a group's damage step)
        assert checked[1][EventKind.DAMAGE] > 0 and checked[1][EventKind.ECONOMY] > 0
        assert checked[1][EventKind.ACTION] > 0
        # the first action of an act phase keeps the snapshots of the phase's acting-order event (act.run)
        pair = (EventKind.INITIATIVE, EventKind.ACTION)
        after_order = sum(1 for a, b in zip(events, events[1:]) if (a.kind, b.kind) == pair)
        assert after_order > 0 and checked[2].count(pair) == after_order
        # a group's first damage event keeps the snapshots of its last attack's interception (act._apply_hits)
        pair = (EventKind.INTERCEPT, EventKind.DAMAGE)
        after_intercept = sum(1 for a, b in zip(events, events[1:]) if (a.kind, b.kind) == pair)
        assert after_intercept > 0 and checked[2].count(pair) == after_intercept


def test_the_grant_keeps_each_event_as_a_full_settle_would(monkeypatch):
    """The budget events with the claim equal those of an ``emit`` that settles every time."""
    monkeypatch.syspath_prepend(str(ROOT / "benchmarks"))
    from bench_combat import accepted, build

    war, orders = build("ap-sp")
    orders = accepted(war, orders)
    fast = resolve_turn(war, orders, []).to_dict()
    emit = TurnContext.emit

    def settling(self: TurnContext, *args: Any, previous_settled: bool = False, **data: Any):
        return emit(self, *args, **data)

    monkeypatch.setattr(TurnContext, "emit", settling)
    assert json.dumps(resolve_turn(war, orders, []).to_dict()) == json.dumps(fast)


def test_a_write_slipping_in_between_two_budget_events_fails_the_check(checked, monkeypatch):
    """A ``turn_budget`` that wrote into the war (here: one health off a character the previous budget event
    named) breaks the claim of ``budgets.grant``, and the check above says so."""
    war = _sample("sample-ap-sp-night2.json")
    ruleset = rulesets.get(war.ruleset)
    hook = type(ruleset).turn_budget
    seen: list[str] = []

    def writing(self: Any, ch: Any, war_: War, *args: Any):
        if seen:
            previous = war_.characters[seen[-1]]
            previous.health = (previous.health or 0.0) - 1.0
        seen.append(ch.id)
        return hook(self, ch, war_, *args)

    monkeypatch.setattr(type(ruleset), "turn_budget", writing)
    with pytest.raises(AssertionError, match="claims the previous event settled"):
        resolve_turn(war, [], [])


def test_a_write_slipping_in_between_two_damage_events_fails_the_check(checked, monkeypatch):
    """A hit that wrote into a character the previous damage event named and the new one does not (here: one
    health off the previous hit's target, written along with the hit, so the count of writes moves as a hit's does)
    breaks the claim of ``act._apply_hits``, and the check above says so."""
    monkeypatch.syspath_prepend(str(ROOT / "benchmarks"))
    from bench_combat import accepted, build

    from gmdesk.engine.combat import changes

    war, orders = build("ap-sp")
    orders = accepted(war, orders)
    land_hit = changes.land_hit
    hit: list[str] = []

    def writing(ctx: Any, target: Any, after: float, attacker: str) -> float:
        if hit and hit[-1] not in (target.id, attacker):
            previous = ctx.war.characters[hit[-1]]
            previous.health = (previous.health or 0.0) - 1.0
        hit.append(target.id)
        return land_hit(ctx, target, after, attacker)

    monkeypatch.setattr(changes, "land_hit", writing)
    with pytest.raises(AssertionError, match=r"\(damage\) claims the previous event settled"):
        _resolve_all(war, checked, monkeypatch, orders)


def test_a_write_slipping_in_between_two_points_events_fails_the_check(checked, monkeypatch):
    """A points change that also wrote into the character of the previous points event (here: one CP off it, while
    the event's ``what`` is worked out) breaks the claim of ``changes.apply_all``, and the check above says so."""
    monkeypatch.syspath_prepend(str(ROOT / "benchmarks"))
    from bench_combat import accepted, build

    from gmdesk.engine.combat import changes

    war, orders = build("ap-sp")
    orders = accepted(war, orders)
    point_what = changes.point_what
    resolved: list[Any] = []

    def writing(key: str) -> Any:
        ctx = resolved[0]
        if ctx.events and ctx.events[-1].kind == EventKind.ECONOMY:
            previous = ctx.war.characters[ctx.events[-1].actors[0]]
            previous.points[key] = previous.points.get(key, 0.0) - 1.0
        return point_what(key)

    init = TurnContext.__init__

    def keeping(self: TurnContext, *args: Any, **kwargs: Any) -> None:
        init(self, *args, **kwargs)
        resolved[:] = [self]

    monkeypatch.setattr(TurnContext, "__init__", keeping)
    monkeypatch.setattr(changes, "point_what", writing)
    with pytest.raises(AssertionError, match=r"\(economy\) claims the previous event settled"):
        _resolve_all(war, checked, monkeypatch, orders)


def test_a_write_slipping_in_before_an_action_event_fails_the_check(checked, monkeypatch):
    """A ruleset's ``skill_problem`` (asked by ``act.perform`` before it pays) that wrote into the war (here: one
    health off everyone but the actor and its targets) breaks the claim of the action's event (``CombatState.quiet``),
    and the check above says so."""
    monkeypatch.syspath_prepend(str(ROOT / "benchmarks"))
    from bench_combat import accepted, build

    war, orders = build("ap-sp")
    orders = accepted(war, orders)
    ruleset = rulesets.get(war.ruleset)
    hook = type(ruleset).skill_problem

    def writing(self: Any, actor: Any, skill: Any, targets: list[str], war_: War) -> Any:
        for ch in war_.characters.values():
            if ch.id != actor.id and ch.id not in targets:
                ch.health = (ch.health or 0.0) - 1.0
        return hook(self, actor, skill, targets, war_)

    monkeypatch.setattr(type(ruleset), "skill_problem", writing)
    with pytest.raises(AssertionError, match=r"\(action\) claims the previous event settled"):
        _resolve_all(war, checked, monkeypatch, orders)
