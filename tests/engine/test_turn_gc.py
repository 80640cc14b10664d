"""resolve_turn pauses Python's cyclic garbage collector while it works (docs/engine-speed.md, third pass):
it must be running again after every way out, a refused turn and a pending one included, and stay off when
the caller had switched it off."""

import gc
import json
from pathlib import Path

import pytest

from gmdesk.engine import resolve_turn
from gmdesk.engine.orders import OrdersRefused
from gmdesk.model.vocabulary import TurnStatus
from gmdesk.model.war import War

SAMPLE = Path(__file__).resolve().parents[2] / "maps" / "sample-ap-sp.json"


def _war() -> War:
    return War.from_dict(json.loads(SAMPLE.read_text(encoding="utf-8")))


def test_collector_runs_again_after_a_turn_and_after_a_refusal():
    war = _war()
    assert gc.isenabled()
    result = resolve_turn(war)
    assert result.status in (TurnStatus.RESOLVED, TurnStatus.PENDING)
    assert gc.isenabled()
    with pytest.raises(OrdersRefused):
        resolve_turn(war, [{"actor": "nobody-here", "action": "move", "to": "nowhere"}])
    assert gc.isenabled()


def test_collector_left_off_when_the_caller_switched_it_off():
    war = _war()
    gc.disable()
    try:
        resolve_turn(war)
        assert not gc.isenabled()
    finally:
        gc.enable()
