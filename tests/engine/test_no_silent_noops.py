"""No silent no-ops: every order the desk offers, in every ruleset, changes the war or is refused.

The brief of issue 15: 'Wherever any ruleset accepts an order, an action or a phase, it resolves it or
refuses it with a reason that names what is not supported — never an accepted order that does
nothing.' For each bundled sample war (one or more per ruleset) and each character, every kind of
order the desk offers (gmdesk/engine/options/legal.py) is resolved alone and compared with the same
turn resolved without it: the war after must differ, a decision must be asked, the order must be
refused (before resolution, or by a cancel event with its reason), or an event of the order must say
what became of it (a support skill whose effect is the GM's to apply, a search that finds nothing).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gmdesk.engine import resolve_turn
from gmdesk.engine.options.legal import order_options
from gmdesk.engine.orders import OrdersRefused
from gmdesk.model.vocabulary import EventKind, TurnStatus
from gmdesk.model.war import War

MAPS = Path(__file__).resolve().parents[2] / "maps"
SAMPLES = ["sample-ap-sp.json", "sample-ap-sp-night2.json", "sample-true-hgw.json", "sample-true-hgw-night2.json",
           "sample-valor.json", "sample-valor-night3.json", "sample-skirmish.json", "sample-roll-dice.json"]


QUIET = (EventKind.PHASE, EventKind.BUDGET, EventKind.INITIATIVE)
"""Events that mention an order without saying what became of it."""


def _war(name: str) -> War:
    data = json.loads((MAPS / name).read_text(encoding="utf-8"))
    data["orders"], data["decisions"] = [], []
    return War.from_dict(data)


def _after(war: War, orders: list[dict]) -> tuple[str, dict | None, list]:
    """(outcome, war after, events) of resolving ``orders`` alone."""
    try:
        result = resolve_turn(war, orders, [], 7)
    except OrdersRefused as refused:
        return "refused", None, [str(refused)]
    if result.status == TurnStatus.PENDING:
        return "pending", None, result.events
    return "resolved", result.war.to_dict(), result.events


@pytest.mark.parametrize("sample", SAMPLES)
def test_every_offered_order_changes_the_war_or_is_refused_with_a_reason(sample):
    war = _war(sample)
    _, baseline, _ = _after(war, [])
    silent = []
    tried = 0
    for cid in sorted(war.characters):
        if not war.characters[cid].alive:
            continue
        seen = set()
        for option in order_options(war, cid, []).actions:
            if option.action in seen or option.action == "stay":  # 'stay' means: nothing changes
                continue  # one order of each kind per character keeps the walk short
            seen.add(option.action)
            tried += 1
            outcome, after, events = _after(war, [dict(option.template)])
            if outcome in ("refused", "pending"):
                continue
            told = [e for e in events if e.data.get("order") == 0 and e.kind not in QUIET]
            assert all(e.explain for e in told)  # an outcome or a refusal names what happened and why
            if after == baseline and not told:
                silent.append(option.template)
    assert tried, f"{sample}: the desk offered no order at all"
    assert not silent, f"{sample}: accepted orders that change nothing: {silent}"
