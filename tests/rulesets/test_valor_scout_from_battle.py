"""Scouting from inside a battle: interpretation scout-from-battle (not in the document; valor 001:L29, L81).

001:L29 lets a Servant 'leave their master's current position to scout an area adjacent to their own'; 001:L81 says a
fight makes 'it impossible for either team to leave their current location through regular movement'. Whether
scouting is such a leaving the document does not say. The war: sample night 2 (maps/sample-valor-night2.json),
where Caster fights Berserker at Northgate Goods Yard (battle b1-northgate-yard); Caster scouts Collegium Quarter,
adjacent.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gmdesk.engine import resolve_turn
from gmdesk.engine.options.legal import order_options
from gmdesk.engine.orders import OrdersRefused
from gmdesk.model.vocabulary import EventKind
from gmdesk.model.war import War

NIGHT2 = Path(__file__).resolve().parents[2] / "maps" / "sample-valor-night2.json"
SCOUT = {"actor": "caster", "action": "scout", "target": "collegium"}


def war_with(reading: str | None) -> War:
    data = json.loads(NIGHT2.read_text(encoding="utf-8"))
    data["orders"] = [SCOUT]
    if reading is not None:
        data.setdefault("settings", {}).setdefault("interpretations", {})["scout-from-battle"] = reading
    war = War.from_dict(data)
    assert war.battle_of("caster") is not None
    return war


@pytest.mark.parametrize("reading", [None, "allowed"])
def test_allowed_by_default_a_fighting_servant_scouts(reading):
    """Default allowed (today's behaviour): Caster looks at Collegium Quarter and comes back to its fight."""
    war = war_with(reading)
    result = resolve_turn(war)
    [scout] = [e for e in result.events if e.kind == EventKind.SCOUT and "caster" in e.actors]
    assert "Caster scouts Collegium Quarter from Northgate Goods Yard" in scout.explain and scout.rule == "valor 001:L29"
    assert result.war.characters["caster"].location == "northgate-yard"
    assert order_options(war, "caster", []).of("scout")


def test_refused_a_fighting_servant_cannot_scout_and_is_told_why():
    """Reading refused: the order is refused at intake, naming the reading and the lines (001:L29, L81), and the desk
    does not offer scouting to Caster while it fights; Archer, in no fight, still may."""
    war = war_with("refused")
    with pytest.raises(OrdersRefused) as refused:
        resolve_turn(war)
    [problem] = refused.value.refusals
    assert problem.reason == "Caster is in a battle and cannot scout from it (interpretation scout-from-battle=refused)"
    assert problem.rule == "valor 001:L29, L81"
    assert not order_options(war, "caster", []).of("scout")
    assert order_options(war, "archer", []).of("scout")
