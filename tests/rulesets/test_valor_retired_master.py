"""A retired Master in encounters (valor 001:L41: 'They have the option of peacefully retiring from the war').

She stays where she stands, teamless, but she has left the war peacefully: nobody meets, sights, crosses,
ambushes or fights her, and she none of them (Flag.OUT_OF_WAR, ``hostile`` is False both ways). Before,
being teamless made her 'hostile to everyone'.

The war: sample night 2 (maps/sample-valor-night2.json) with Caster dead and Sister Agathe at St. Brannoc
Infirmary, out of any fight; she retires this night; the next night others come by.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gmdesk.engine import resolve_turn
from gmdesk.engine.orders import OrdersRefused
from gmdesk.model.character import hostile
from gmdesk.model.vocabulary import EventKind
from gmdesk.model.war import War

NIGHT2 = Path(__file__).resolve().parents[2] / "maps" / "sample-valor-night2.json"
MEETINGS = (EventKind.CROSSING, EventKind.SIGHTING, EventKind.ENCOUNTER)


def retired_war(**places: str) -> War:
    data = json.loads(NIGHT2.read_text(encoding="utf-8"))
    data["orders"] = [{"actor": "agathe", "action": "retire"}]
    data["battles"] = [b for b in data["battles"] if "agathe" not in b.get("participants", [])]
    places = {"agathe": "saint-brannoc", **places}
    for c in data["characters"]:
        if c["id"] == "caster":
            c.update(alive=False, health=0)
        if c["id"] in places:
            c["location"] = places[c["id"]]
    return resolve_turn(War.from_dict(data)).war


def met_agathe(result) -> list:
    return [e for e in result.events if e.kind in MEETINGS and "agathe" in e.actors]


def test_retiring_takes_her_out_of_the_war_hostile_to_no_one():
    war = retired_war()
    agathe = war.characters["agathe"]
    assert agathe.team is None and agathe.flags.get("out_of_war") == war.turn - 1
    assert not any(hostile(agathe, c) or hostile(c, agathe) for c in war.characters.values())


def test_no_encounter_or_sighting_with_a_retired_master_standing_still():
    """Jun and Rider end their move where she stands; Lancer and Mirela pass through her place on a
    two-location move (a Sighting, 001:L111, would ask them what to do): neither meets her."""
    war = retired_war(mirela="belvedere-house", lancer="belvedere-house", jun="promenade", rider="promenade")
    war.orders = [{"actor": "lancer", "action": "move", "to": "lantern-market"},
                  {"actor": "mirela", "action": "move", "to": "lantern-market"}]
    result = resolve_turn(war)
    assert not met_agathe(result) and not result.pending
    assert result.war.characters["lancer"].location == "lantern-market"
    war.orders = [{"actor": "jun", "action": "move", "to": "saint-brannoc"},
                  {"actor": "rider", "action": "move", "to": "saint-brannoc"}]
    result = resolve_turn(war)
    assert not met_agathe(result) and not result.pending
    assert not any(b.location == "saint-brannoc" for b in result.war.battles)


def test_no_crossing_with_a_retired_master_on_the_road():
    """She walks St. Brannoc → Promenade as Jun and Rider walk the other way (a Crossing before): she goes her
    way, and nobody is asked anything."""
    war = retired_war(jun="promenade", rider="promenade")
    war.orders = [{"actor": "agathe", "action": "move", "to": "promenade"},
                  {"actor": "jun", "action": "move", "to": "saint-brannoc"},
                  {"actor": "rider", "action": "move", "to": "saint-brannoc"}]
    result = resolve_turn(war)
    assert not met_agathe(result) and not result.pending
    assert result.war.characters["agathe"].location == "promenade"
    assert result.war.characters["rider"].location == "saint-brannoc"


def test_no_ambush_of_a_retired_master():
    """Assassin comes to her place to attack her (an ambush, 001:L87, would ask the GM minor or full): the
    attack is refused at intake with the reason, so there is nothing to ambush; she is no one's foe."""
    war = retired_war(assassin="belvedere-house", piet="belvedere-house")
    war.orders = [{"actor": "assassin", "action": "move", "to": "saint-brannoc"},
                  {"actor": "assassin", "action": "attack", "target": "agathe"}]
    with pytest.raises(OrdersRefused, match="has left the war peacefully: no one's foe") as refused:
        resolve_turn(war)
    assert "valor 001:L41" in str(refused.value)
    war.orders = war.orders[:1]
    result = resolve_turn(war)
    assert not result.pending and not met_agathe(result)
    assert result.war.characters["assassin"].location == "saint-brannoc"
