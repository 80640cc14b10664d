"""ap-sp's economy orders offered at the Turn Desk with their closed sets of values (rulesets/ap_sp/order_fields.py):
they were not offered at all. Buying at the shop where one stands (000:L592-616), giving a held item (000:L619), the
IGM's services (000:L581-586); each picked order resolves as the rules say."""

from __future__ import annotations

from pathlib import Path

import pytest

from gmdesk.engine import resolve_turn
from gmdesk.engine.options.legal import order_options, order_problem
from gmdesk.messages import say
from gmdesk.model.war import War
from gmdesk.model.warfile import load_war

SAMPLE = Path(__file__).resolve().parents[2] / "maps" / "sample-ap-sp.json"


def _at(location: str) -> War:
    """Odile (1000 CP, holding a Splint) and Saber at ``location``."""
    war = load_war(SAMPLE)
    odile = war.characters["odile"]
    odile.points["CP"], odile.items = 1000, [{"name": "Splint"}]
    odile.location = war.characters["saber"].location = location
    return war


def _option(war: War, action: str):
    return next(o for o in order_options(war, "odile").actions if o.action == action)


def test_the_super_mall_sells_its_five_items():
    """000:L592: the Super Mall (Meridian Arcade, a shopping mall) sells the Focus Band, Charged Potion, Teleporter,
    Magic Glasses and Mana Detector (000:L604-616), each with its price."""
    option = _option(_at("meridian-arcade"), "buy")
    assert option.values("item") == ["Focus Band", "Charged Potion", "Teleporter", "Magic Glasses", "Mana Detector"]
    assert say(dict(option.fields["item"])["Teleporter"]) == "Teleporter (250 CP)"
    assert say(dict(option.fields["item"])["Teleporter"], "ja") == "Teleporter（250 CP）"


def test_nothing_to_buy_where_there_is_no_shop():
    war = _at("weir-mills")
    assert not [o for o in order_options(war, "odile").actions if o.action == "buy"]


def test_a_purchase_picked_is_paid_with_cp():
    """000:L592, L610: the Charged Potion costs 400 CP of the team Master's."""
    war = _at("meridian-arcade")
    order = _option(war, "buy").order(item="Charged Potion")
    assert order_problem(war, order) is None
    result = resolve_turn(war, [order], [], 1)
    assert result.resolved
    odile = result.war.characters["odile"]
    assert any(i.get("name") == "Charged Potion" for i in odile.items)
    assert any("CP 1000 − 400 = 600" in say(e.explain) for e in result.events)


def test_giving_offers_the_items_held_and_who_is_here():
    """000:L619: a held item to a character in the same location."""
    war = _at("meridian-arcade")
    option = _option(war, "give")
    assert option.values("item") == ["Splint"] and option.values("target") == ["saber"]
    result = resolve_turn(war, [option.template], [], 1)
    assert result.resolved
    assert [i["name"] for i in result.war.characters["saber"].items if i.get("name") == "Splint"] == ["Splint"]


@pytest.mark.parametrize("whom", [None, "saber"])
def test_the_igm_services_for_oneself_or_ones_servant(whom):
    """000:L581, L583: Fast Healing restores 15 % of the maximum Health and Mana of the player or a Servant they're
    contracted with, for 150 CP; the Instant Teleport (000:L585) needs a destination and is left to the GM."""
    war = _at("assize-island")
    option = _option(war, "service")
    assert option.values("service") == ["fast-healing", "true-healing", "memory-erase"]
    assert option.values("for") == [None, "saber"]
    order = option.order(service="fast-healing", **{"for": whom})
    assert order_problem(war, order) is None
    result = resolve_turn(war, [order], [], 1)
    assert result.resolved
    healed = [e for e in result.events if e.rule == "ap-sp 000:L581, L583"]
    assert healed and (whom or "odile") in healed[0].actors, [say(e.explain) for e in result.events]
