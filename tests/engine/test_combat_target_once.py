"""The first target of an attack is checked once when nothing is written between perform's check and the attack
(act.perform, act._attack; ``TurnContext.writes``), and checked again when something is (docs/engine-speed.md)."""

from __future__ import annotations

from typing import Any

from gmdesk.engine.combat import act
from gmdesk.engine.combat.budgets import grant
from gmdesk.engine.combat.actions import build_action
from gmdesk.model.vocabulary import ChangeKind, EventKind
from gmdesk.rulesets.combat import Change
from tests.engine.test_turn_reuse import turn  # noqa: F401 (the fixture: the benchmark war's checked turn)


def _attack(turn: Any) -> tuple[Any, Any, Any, Any]:
    """An attack order of the benchmark turn on one living target, its actor, action and act phase (the turn's
    budgets granted)."""
    grant(turn)
    for order in turn.orders:
        if order.action not in ("attack", "skill"):
            continue
        actor = turn.char(order.actor)
        action = build_action(turn.ruleset, turn.war, actor, order.raw)
        if action.skill.attack and len(action.targets) == 1 and not action.skill.surprise:
            phase = next(p for p in turn.ruleset.phases_for(turn.war) if "act" in p.activities)
            return order, actor, action, phase
    raise AssertionError("the benchmark turn has an attack")


def _counting(turn: Any, monkeypatch: Any) -> list[str]:
    asked: list[str] = []
    hook = turn.ruleset.target_problem

    def target_problem(attacker: Any, target: Any, *rest: Any) -> str | None:
        asked.append(target.id)
        return "marked" if target.flags.get("test-mark") else hook(attacker, target, *rest)
    monkeypatch.setattr(turn.ruleset, "target_problem", target_problem)
    return asked


def test_nothing_written_the_first_target_is_asked_once(turn, monkeypatch):
    order, actor, action, phase = _attack(turn)
    asked = _counting(turn, monkeypatch)
    monkeypatch.setattr(act, "pay", lambda *args: "")  # (the skill's cost may be paid from a pool: a write)
    before = turn.writes
    hits = act.perform(turn, phase, actor, action, order.index)
    assert turn.writes == before  # nothing written: the answer of perform's check stands
    assert asked == action.targets and hits  # asked once, and the attack went ahead


def test_a_change_written_before_the_attack_has_the_target_asked_again(turn, monkeypatch):
    order, actor, action, phase = _attack(turn)
    asked = _counting(turn, monkeypatch)
    tid = action.targets[0]
    mark = Change(tid, ChangeKind.FLAG, "marked", value=("test-mark", True))
    monkeypatch.setattr(turn.ruleset, "skill_changes", lambda *args: [mark])
    hits = act.perform(turn, phase, actor, action, order.index)
    assert asked == [tid, tid] and hits == []
    cancel = turn.events[-1]
    assert cancel.kind == EventKind.CANCEL and cancel.data["reason"] == "target" and "marked" in cancel.explain
