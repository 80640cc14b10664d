"""Valor's delayed second half and the "follow" answer to a sighting, on the sample night 3
(maps/sample-valor-night3.json: Caster and Sister Agathe go Calder Hill → Collegium Quarter → Northgate
Goods Yard, Caster with an attack order on Berserker; Rufus and Berserker stand at Collegium Quarter).

- valor 001:L5: a move of one location may be delayed to the second half of the movement phase, but
  "this second half will be skipped in the case of a hostile player starting a battle upon arriving".
- valor 001:L111 (Sighting): the team that notices first may "ignore them and proceed to their original
  destination, follow the other players to theirs, or stop at the location they sighted the other team at".
"""

from __future__ import annotations

import json
from pathlib import Path

from gmdesk.engine import resolve_turn
from gmdesk.model.vocabulary import EventKind
from gmdesk.model.war import War

NIGHT3 = Path(__file__).resolve().parents[2] / "maps" / "sample-valor-night3.json"
TIE = "t3.sighting-tie.lindqvist:caster-agathe.hale:rufus-berserker"
HALE_SIGHTS = "t3.sighting.hale:rufus-berserker.lindqvist:caster-agathe"
OTHER_ANSWERS = {"t3.crossing.arakida:rider-jun.verhaegen:saber-odile": "follow", "t3.scout-spotted.archer": "return"}


def night3(decisions: dict[str, str], orders: list[dict] | None = None) -> dict:
    data = json.loads(NIGHT3.read_text(encoding="utf-8"))
    data["decisions"] = [{"id": k, "choice": v} for k, v in {**OTHER_ANSWERS, **decisions}.items()]
    if orders is not None:
        data["orders"] = orders
    return data


def skipped(result) -> list:
    return [e for e in result.events if e.kind == EventKind.CANCEL and "second half is skipped" in e.explain]


def test_following_a_party_that_passes_through_takes_the_followers_to_its_destination():
    """valor 001:L111: Rufus and Berserker notice Caster and Agathe at Collegium Quarter and follow them
    to theirs, Northgate Goods Yard; Caster only passes through Collegium Quarter, so no battle starts
    there and nothing skips their (follower's) second half (valor 001:L5: a battle "upon arriving")."""
    result = resolve_turn(War.from_dict(night3({TIE: "hale:rufus-berserker", HALE_SIGHTS: "follow"})))
    assert result.resolved
    assert skipped(result) == []
    chars = result.war.characters
    for cid in ("rufus", "berserker", "caster", "agathe"):
        assert chars[cid].location == "northgate-yard", cid
    follow = next(e for e in result.events if e.kind == EventKind.SIGHTING and e.data.get("choice") == "follow")
    assert "New path: Collegium Quarter → Northgate Goods Yard" in follow.explain
    move = next(e for e in result.events if e.kind == EventKind.MOVE and "rufus" in e.actors)
    assert "Collegium Quarter → Northgate Goods Yard" in move.explain and "follow Caster" in move.explain
    meet = next(e for e in result.events if e.kind == EventKind.ENCOUNTER and "Northgate Goods Yard" in e.explain)
    assert {"rufus", "berserker", "caster", "agathe"} <= set(meet.actors)
    # The two teams meet, so Caster's attack on Berserker is carried out at Northgate Goods Yard.
    assert not [e for e in result.events if e.kind == EventKind.CANCEL and "caster" in e.actors]
    assert any(b.location == "northgate-yard" and {"caster", "berserker"} <= set(b.participants)
               for b in result.war.battles)


def test_a_party_only_passing_through_does_not_skip_a_delayed_move():
    """valor 001:L5: Rufus and Berserker delay a move of one location (Collegium Quarter → Northgate
    Goods Yard) to the second half; Caster passes Collegium Quarter in the first half on his way to the
    same place. He stops nowhere near them, so their second half is not skipped."""
    data = night3({TIE: "hale:rufus-berserker", HALE_SIGHTS: "ignore"})
    data["orders"] += [{"actor": a, "action": "move", "to": "northgate-yard", "delay": True}
                       for a in ("rufus", "berserker")]
    result = resolve_turn(War.from_dict(data))
    assert result.resolved
    assert skipped(result) == []
    assert result.war.characters["rufus"].location == "northgate-yard"
    assert result.war.characters["berserker"].location == "northgate-yard"


def test_a_real_first_half_arrival_with_an_attack_still_skips_the_second_half():
    """valor 001:L5: Caster goes only to Collegium Quarter (arriving in the first half) to attack
    Berserker, who waits there to move in the second half: the second half is skipped and the battle is
    at Collegium Quarter."""
    data = night3({})
    for order in data["orders"]:
        if order["actor"] in ("caster", "agathe") and order["action"] == "move":
            order["to"], order["route"] = "collegium", ["calder-hill", "collegium"]
    data["orders"] += [{"actor": a, "action": "move", "to": "northgate-yard", "delay": True}
                       for a in ("rufus", "berserker")]
    result = resolve_turn(War.from_dict(data))
    assert result.resolved
    [cancel] = skipped(result)
    assert set(cancel.actors) == {"rufus", "berserker"}
    assert "Caster arrived at Collegium Quarter in the first half to start a battle" in cancel.explain
    assert cancel.rule.startswith("valor 001:L5")
    for cid in ("rufus", "berserker", "caster", "agathe"):
        assert result.war.characters[cid].location == "collegium", cid
    assert any(b.location == "collegium" and {"caster", "berserker"} <= set(b.participants)
               for b in result.war.battles)
