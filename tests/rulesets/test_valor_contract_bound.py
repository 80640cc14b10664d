"""Valor: a Servant still under contract forms no new contract (valor 001:L45: "it is possible to make
additional contracts with masterless servants"; 001:L49: "It is also possible for an unbound servant to
leave their original master and form a contract with another one"), whether its Master or the Servant
itself orders it. Sample: maps/sample-valor-night2.json, every Servant contracted with a living Master."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gmdesk.engine import resolve_turn
from gmdesk.engine.options.legal import order_options
from gmdesk.model.vocabulary import EventKind
from gmdesk.model.war import War

NIGHT2 = Path(__file__).resolve().parents[2] / "maps" / "sample-valor-night2.json"
REASON = "only Masterless or unbound Servants form new contracts"


def night2(dead: tuple[str, ...] = ()) -> dict:
    data = json.loads(NIGHT2.read_text(encoding="utf-8"))
    for c in data["characters"]:
        if c["id"] in dead:
            c["alive"], c["health"] = False, 0
    return data


@pytest.mark.parametrize("servant", ["saber", "assassin", "berserker"])
def test_a_contracted_servant_is_offered_no_contract(servant):
    """valor 001:L45, L49: Saber (Odile's), Assassin (Piet's), Berserker (Rufus's) are bound: the
    picker (which tries the ruleset's contract handler on a copy of the war) offers them no "Contract"."""
    war = War.from_dict(night2())
    assert order_options(war, servant).of("contract") == []
    assert order_options(war, servant).of("scout") != []  # (the picker does offer them other orders)


def test_a_contracted_servants_own_contract_order_is_cancelled_with_the_reason():
    """valor 001:L45, L49: a contract order typed in anyway (the order checks at intake do not run a special
    action, whose outcome depends on the war when it resolves) forms nothing: it is cancelled and says why."""
    data = night2()
    data["orders"].append({"actor": "saber", "action": "contract", "master": "tobias"})
    result = resolve_turn(War.from_dict(data))
    assert result.resolved
    assert not [e for e in result.events if e.kind == EventKind.CONTRACT and "saber" in e.actors]
    [cancel] = [e for e in result.events if e.kind == EventKind.CANCEL and "saber" in e.actors]
    assert "Saber is contracted with Odile Verhaegen" in cancel.explain and REASON in cancel.explain
    assert cancel.rule == "valor 001:L45, L49"
    assert result.war.characters["saber"].master == "odile"


def test_a_masterless_servant_is_still_offered_a_contract():
    """valor 001:L45: with Odile dead, Saber is Masterless and may agree to a contract with a Master."""
    war = War.from_dict(night2(dead=("odile",)))
    [option] = order_options(war, "saber").of("contract")
    assert "tobias" in [value for value, _label in option.fields["master"]]
