"""Replay: resolve every stored turn again from its stored inputs and compare with what was stored.

Each turn is resolved from its own stored "war before", so a difference is reported at the turn
where it arises (an engine change, a ruleset fix, or a file edited by hand) instead of spreading to
every later turn. Any difference means the history can no longer be reproduced as it stands.

The GM's rulings are inputs like the orders: they are applied again. Events stored by a gmdesk older
than per-event state snapshots (``data["state"]``) carry none; the snapshots are derived from the
same inputs, so such a turn is compared without them rather than reported as changed everywhere.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterable

from gmdesk import rulesets
from gmdesk.errors import GmdeskError
from gmdesk.model.war import War
from gmdesk.rulesets.descriptions import Phase
from gmdesk.store.diff import TurnDiff, compare_turn
from gmdesk.store.statuses import DiffStatus
from gmdesk.store.turns import StoredTurn
from gmdesk.validation import clean_order


@dataclass
class ReplayReport:
    diffs: list[TurnDiff] = field(default_factory=list)

    @property
    def turns(self) -> int:
        return len(self.diffs)

    @property
    def differences(self) -> list[TurnDiff]:
        return [d for d in self.diffs if d.differs]

    @property
    def ok(self) -> bool:
        return not self.differences

    @property
    def invalid(self) -> list[TurnDiff]:
        """Turns whose stored war its ruleset refuses (they could not be resolved again)."""
        return [d for d in self.diffs if d.status == DiffStatus.INVALID]


def ruleset_refusals(war: War) -> list[str]:
    """What the war's ruleset refuses in it (its sheets, its interpretation settings), as ``resolve``
    checks before resolving: a stored war resolved again is checked the same way, so an
    interpretation option the ruleset does not offer is refused, never silently read as another."""
    try:
        return [str(p) for p in rulesets.get(war.ruleset).validate_war(war)]
    except GmdeskError as exc:
        return [str(exc)]


def replay_turn(turn: StoredTurn) -> TurnDiff:
    """The stored turn resolved again; status ``invalid`` when its ruleset refuses the war before."""
    from gmdesk.engine import resolve_turn  # the rules load with the first replay, not with the store
    from gmdesk.engine.orders import OrdersRefused

    try:
        war = turn.war_before()
    except GmdeskError as exc:
        return TurnDiff(turn.number, DiffStatus.INVALID, refusals=[str(exc)])
    refusals = ruleset_refusals(war)
    if refusals:
        return TurnDiff(turn.number, DiffStatus.INVALID, refusals=refusals)
    try:
        result = resolve_turn(war, turn.orders, turn.decisions, turn.seed, turn.rulings)
    except OrdersRefused as refused:
        return TurnDiff(turn.number, DiffStatus.REFUSED, refusals=[
            f"orders[{r.order.get('_index')}] {clean_order(r.order)}: {r.reason}" for r in refused.refusals])
    except GmdeskError as exc:
        return TurnDiff(turn.number, DiffStatus.FAILED, refusals=[str(exc)])
    if not result.resolved:
        return TurnDiff(turn.number, DiffStatus.PENDING, pending=[p.to_dict() for p in result.pending])
    events = [e.to_dict() for e in result.events]
    if not has_states(turn.stored_events):
        events = events_without_states(events)
    events = in_former_phase_names(turn.stored_events, events, rulesets.get(war.ruleset).phases_for(war))
    return compare_turn(turn.number, turn.stored_events, events, turn.state_after, result.war.to_dict())


def has_states(events: list[dict[str, Any]]) -> bool:
    """Whether stored events carry state snapshots (any gmdesk since they were added writes them)."""
    return any(isinstance(e.get("data"), dict) and "state" in e["data"] for e in events)


def events_without_states(events: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Event dicts as a gmdesk without state snapshots wrote them (no ``data`` when nothing else is left)."""
    out = []
    for event in events:
        data = event.get("data")
        if not isinstance(data, dict) or "state" not in data:
            out.append(event)
            continue
        rest = {k: v for k, v in data.items() if k != "state"}
        plain = {k: v for k, v in event.items() if k != "data"}
        out.append(dict(plain, data=rest) if rest else plain)
    return out


def in_former_phase_names(stored: list[dict[str, Any]], events: list[dict[str, Any]],
                          phases: Iterable[Phase]) -> list[dict[str, Any]]:
    """``events`` with a phase's new name put back where the stored event of the same ``seq`` said it by a
    former name (:attr:`Phase.former_names`) and nothing else differs in its words: a renamed phase."""
    renamed = {p.id: p for p in phases if p.former_names}
    if not renamed:
        return events
    by_seq = {e.get("seq"): e for e in stored}
    out = []
    for event in events:
        phase, old = renamed.get(event.get("phase", "")), by_seq.get(event.get("seq"))
        explain = event.get("explain")
        if phase is not None and old is not None and isinstance(explain, str) and explain.startswith(phase.name):
            rest = explain[len(phase.name):]
            if any(old.get("explain") == former + rest for former in phase.former_names):
                event = dict(event, explain=old["explain"])
        out.append(event)
    return out


def replay_turns(turns: Iterable[StoredTurn]) -> ReplayReport:
    report = ReplayReport()
    for turn in turns:
        report.diffs.append(replay_turn(turn))
    return report
