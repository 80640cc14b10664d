"""The IGM's home on a valor map (valor 001:L11): 'If they have collected at least three valor points, they can
visit the central area of the map, which is the IGM's home, to exchange them for information'.

The sample city marks its central place, Assize Island, with ``supervisor-office`` (maps/README.md, the same
word ap-sp's IGM office is marked with); valor read only ``IGM`` there, so the sample valor wars had no IGM's home
and nobody could ever spend valor points on them. No sample night orders an exchange: the first valor points are
won on night 1, at most one a night (001:L11), so no team holds 3 before night 3's end (maps/README.md)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gmdesk.engine import resolve_turn
from gmdesk.engine.options.legal import order_options
from gmdesk.model.vocabulary import EventKind
from gmdesk.model.war import War
from gmdesk.rulesets.valor.actions import is_igm_home

NIGHT2 = Path(__file__).resolve().parents[2] / "maps" / "sample-valor-night2.json"


def night2_at(place: str) -> dict:
    """Sample night 2 with Piet and Assassin (Brandauer Chandlery, 3,5 valor points on Piet) at ``place``, and
    Assassin's order to ask the IGM about Saber."""
    data = json.loads(NIGHT2.read_text(encoding="utf-8"))
    data["orders"] = [{"actor": "assassin", "action": "exchange-valor", "about": "saber"}]
    for ch in data["characters"]:
        if ch["id"] in ("assassin", "piet"):
            ch["location"] = place
        if ch["id"] == "piet":
            ch["points"] = {"valor": 3.5}
    return data


def test_the_sample_citys_assize_island_is_the_igms_home():
    """valor 001:L11 'the central area of the map, which is the IGM's home': Assize Island, the river island in the
    middle of the sample city (x 500, y 480 of 1000), and no other place."""
    war = War.from_dict(json.loads(NIGHT2.read_text(encoding="utf-8")))
    assert [lid for lid in war.map.locations if is_igm_home(war, lid)] == ["assize-island"]
    island = war.map.locations["assize-island"]
    assert (island.x, island.y) == (500, 480) and island.effects == ["supervisor-office"]


@pytest.mark.parametrize("marker", ["IGM", "igm-office", "supervisor-office"])
def test_every_igm_marker_makes_the_igms_home(marker):
    """The words a map marks the IGM's place with, in valor as in ap-sp (gmdesk/rulesets/ap_sp/igm.py)."""
    data = json.loads(NIGHT2.read_text(encoding="utf-8"))
    for loc in data["map"]["locations"]:
        loc["effects"] = [marker] if loc["id"] == "fishmarket" else [e for e in loc.get("effects", [])
                                                                      if e != "supervisor-office"]
    war = War.from_dict(data)
    assert [lid for lid in war.map.locations if is_igm_home(war, lid)] == ["fishmarket"]


def test_valor_points_are_spent_at_assize_island():
    """valor 001:L11 'New information can be obtained for every 3 valor points exchanged with the IGM': at Assize
    Island Assassin spends 3 of the team's 3,5 points (kept by Piet) for a piece about Saber: 0,5 left."""
    result = resolve_turn(War.from_dict(night2_at("assize-island")))
    assert not [e for e in result.events if e.kind == EventKind.CANCEL]
    assert result.war.characters["piet"].points["valor"] == 0.5
    [reveal] = [e for e in result.events if e.kind == EventKind.REVEAL]
    assert reveal.explain == "the GM writes what the IGM tells Brandauer Chandlery: information about Saber"
    assert reveal.rule == "valor 001:L11"


def test_elsewhere_the_exchange_is_refused_and_says_where_the_igm_lives():
    """valor 001:L11: at Tanners' Row there is no IGM; the GM reads where it is (Assize Island) and the points stay."""
    result = resolve_turn(War.from_dict(night2_at("tanners-row")))
    [cancel] = [e for e in result.events if e.kind == EventKind.CANCEL and "assassin" in e.actors]
    assert cancel.explain.startswith("Assassin cannot exchange valor points: valor is exchanged only at the IGM's home")
    assert cancel.explain.endswith("supervisor-office): Assize Island") and cancel.rule == "valor 001:L11"
    assert result.war.characters["piet"].points["valor"] == 3.5


def test_the_turn_desk_offers_the_exchange_at_assize_island_only():
    """The desk's pickers offer only legal orders: exchange-valor at Assize Island, not at Tanners' Row."""
    for place, offered in (("assize-island", True), ("tanners-row", False)):
        war = War.from_dict(night2_at(place))
        war.orders = []
        assert bool(order_options(war, "assassin").of("exchange-valor")) is offered, place
