"""True Holy Grail War nights played as a GM (QA qf-truehgw): the sample's night 2, then a night 3.

Document true-hgw.003, cited by section. Night 3 starts from maps/sample-true-hgw-night2.json resolved with
its own orders: Rufus casts "Flee" for Berserker out of the Northgate Goods Yard battle, so nobody attacks
Berserker, whose Fever (Distilled Malady, 'end of the turn' −5 Health) still ticks.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gmdesk.engine import resolve_turn
from gmdesk.engine.orders import OrdersRefused
from gmdesk.model.flags import Flag
from gmdesk.model.war import War

NIGHT2 = Path(__file__).resolve().parents[2] / "maps" / "sample-true-hgw-night2.json"
FLEE = {"actor": "rufus", "action": "command-spell", "spell": "flee", "servant": "berserker", "to": "collegium"}


@pytest.fixture(scope="module")
def night3_war() -> War:
    result = resolve_turn(War.from_dict(json.loads(NIGHT2.read_text(encoding="utf-8"))))
    assert result.resolved
    return result.war


def night3(war: War, *orders: dict):
    result = resolve_turn(War.from_dict(war.to_dict()), orders=list(orders),
                          decisions=[{"id": "t3.attack.tie.berserker-caster", "choice": "berserker"}])
    assert result.resolved, [p.question for p in result.pending]
    return result


def test_flee_by_command_spell_ends_the_battle_it_leaves(night3_war):
    """003 §VII: 'A character leaves combat once they flee'; §III, §VIII: Flee moves Master and Servant to an
    adjacent area at once. Caster and Agathe are left with no foe: the battle is over, and an event says so."""
    result = night3(night3_war, FLEE)
    ends = [e for e in result.events if e.kind == "battle-end"]
    assert [(e.phase, e.data["battle"]) for e in ends] == [("command-spell", "b1-northgate-yard")]
    assert ends[0].explain == "the battle at Northgate Goods Yard is over: no hostile fighters are left there"
    assert ends[0].rule == "true-hgw 003 §III, §VIII"
    assert [b.id for b in result.war.battles] == ["b2-gasworks"]


def test_an_end_of_turn_effect_is_not_an_attack_for_health_regeneration(night3_war):
    """003 §II: no Health regeneration unless 'not successfully attacked and did not successfully attack
    during the previous turn'. Berserker only loses 5 Health to Fever on night 3: it regenerates on night 4
    (Health 31.1 + 10 = 41.1)."""
    result = night3(night3_war, FLEE)
    fever = [e for e in result.events if e.kind == "effect" and "Fever" in e.explain]
    assert [(e.data["before"], e.data["after"]) for e in fever] == [(36.1, 31.1)]
    assert Flag.LAST_HIT_TURN not in result.war.characters["berserker"].flags
    cleared = [e for e in result.events if e.kind == "flag" and e.actors == ["berserker"]]
    assert cleared[0].rule == "true-hgw 003 §II"
    night4 = resolve_turn(result.war, orders=[])
    regen = [e.explain for e in night4.events if e.kind == "regen" and e.actors == ["berserker"]]
    assert "Berserker regenerates 10 Health (sheet): health 31.1 → 41.1" in regen


def test_a_landed_attack_still_stops_regeneration(night3_war):
    """003 §II, the other side: Saber and Rider hit each other on night 3; neither regenerates Health on night 4."""
    result = night3(night3_war, {"actor": "saber", "action": "attack", "target": "rider"})
    assert result.war.characters["saber"].flags[Flag.LAST_HIT_TURN] == 3  # (Saber hit Rider)
    night4 = resolve_turn(result.war, orders=[])
    blocked = {e.actors[0] for e in night4.events if e.kind == "regen" and "regenerates no Health" in e.explain}
    assert {"saber", "rider"} <= blocked


@pytest.mark.parametrize("target, why", [
    ("odile", "Odile Verhaegen is the Master, whom the Servant guards already"),
    ("saber", "Saber would guard itself"),
])
def test_defend_on_the_master_or_the_servant_is_refused(night3_war, target, why):
    """003 §III: Defend 'Orders the Servant to protect someone else in addition to the Master'."""
    order = {"actor": "odile", "action": "command-spell", "spell": "defend", "servant": "saber", "target": target}
    with pytest.raises(OrdersRefused) as refused:
        night3(night3_war, order)
    assert why in str(refused.value) and "true-hgw 003 §III" in str(refused.value)


def test_defend_on_someone_else_is_cast(night3_war):
    order = {"actor": "odile", "action": "command-spell", "spell": "defend", "servant": "saber", "target": "jun"}
    result = night3(night3_war, order)
    assert [e["target"] for e in result.war.characters["saber"].statuses if e.get("key") == "defend"] == ["jun"]


def team_text(before: War, result, team: str, language: str = "en") -> list[str]:
    from gmdesk.updates.build import team_update
    from gmdesk.updates.render import text

    return [line[2:] for line in text(team_update(before, result.war, result.events, team), language).splitlines()
            if line.startswith("* ")]


def test_players_read_a_claim_once_and_whom_a_home_base_alert_warns(night3_war):
    """003 §X: a claimed location 'becomes considered a Home Base for you' (told once, not twice); 003 §V: a
    Home Base 'alerts the Master of that team whenever someone else enters' — the Master is the one alerted,
    not the intruder (the alert never says who entered); Assassin in Spirit Form sets off no alert."""
    orders = [{"actor": "tobias", "action": "claim"}, {"actor": "piet", "action": "claim"},
              {"actor": "lancer", "action": "move", "to": "harbour-docks"},
              {"actor": "assassin", "action": "spirit-form", "enter": True},
              {"actor": "assassin", "action": "move", "to": "harbour-docks"}]
    result = night3(night3_war, *orders)
    greenhalgh = team_text(night3_war, result, "greenhalgh")
    assert greenhalgh.count("Tobias Greenhalgh claimed the territory at Harbour Docks.") == 1
    assert greenhalgh.count("Someone else entered the Home Base at Harbour Docks: Tobias Greenhalgh is alerted.") == 1
    assert not [line for line in greenhalgh if line.startswith(("Claim:", "Home base alert:"))]
    brandauer = team_text(night3_war, result, "brandauer", "ja")
    assert brandauer.count("Piet BrandauerはFerngate Estatesで場所を掌握した。") == 1
    # 003 §X: in Spirit Form a Servant 'cannot be detected': no alert, and its own team reads so
    assert "Assassinは気づかれずにHarbour Docksの拠点に入った。" in brandauer
    assert "Assassin took on Spirit Form at Ferngate Estates." in team_text(night3_war, result, "brandauer")
    castellan = team_text(night3_war, result, "castellan")
    assert not [line for line in castellan if "alert" in line]  # (the intruder's team is not told of the alert)


def test_special_actions_cite_the_special_actions_section(night3_war):
    """Consuming a civilian, Spirit Form and claiming a territory are 003 §X (Special Actions), at the desk and
    in the action's event; leaving combat by agreement stays 003 §VII."""
    from gmdesk.engine.options.legal import order_options

    orders = [{"actor": "archer", "action": "consume", "target": "civilian"}, {"actor": "piet", "action": "claim"},
              {"actor": "assassin", "action": "spirit-form", "enter": True}]
    result = night3(night3_war, *orders)
    cited = {e.data["action"]: e.rule for e in result.events if e.kind == "action" and "action" in e.data}
    assert cited == {"consume": "true-hgw 003 §X", "claim": "true-hgw 003 §X", "spirit-form": "true-hgw 003 §X"}
    desk = {o.action: o.rule for o in order_options(night3_war, "caster", []).actions}
    assert desk["consume"] == desk["spirit-form"] == "true-hgw 003 §X"
    assert desk["leave-combat"] == "true-hgw 003 §VII"


def test_summon_of_a_servant_already_there_is_refused(night3_war):
    """003 §III: Summon 'Immediately and freely moves the Servant to the Master's location': Lancer stands with
    Mirela at Fish Market, so it would spend a Command Spell for nothing; Assassin is summoned from afar."""
    order = {"actor": "mirela", "action": "command-spell", "spell": "summon"}
    with pytest.raises(OrdersRefused) as refused:
        night3(night3_war, order)
    assert "Summon: Lancer already stands with Mirela Castellan at Fish Market" in str(refused.value)
    apart = War.from_dict(night3_war.to_dict())
    apart.characters["assassin"].location = "hollin-wood"
    moved = night3(apart, {"actor": "piet", "action": "command-spell", "spell": "summon"})
    assert moved.war.characters["assassin"].location == "ferngate"


def test_a_dead_masters_team_reads_that_its_home_base_field_is_gone(night3_war):
    """003 §V: 'Once a Master dies, their Home Base field(s) (but not the location itself) is removed, and the
    location is revealed to all players' — Caster kills Rufus, alone at Northgate Goods Yard."""
    alone = War.from_dict(night3_war.to_dict())
    alone.characters["berserker"].location = "collegium"
    alone.battles = [b for b in alone.battles if b.location != "northgate-yard"]
    alone.characters["rufus"].health = 5
    result = night3(alone, {"actor": "caster", "action": "attack", "target": "rufus", "mode": "Magic"})
    assert not result.war.characters["rufus"].alive
    hale = team_text(alone, result, "hale")
    assert "The Home Base field at Northgate Goods Yard is gone; the place stays." in hale
    assert "Home base: at Northgate Goods Yard (home base of Hale Ironworks)." in team_text(alone, result, "verhaegen")
    assert "Northgate Goods Yardの拠点の結界は消えた（場所はそのまま残る）。" in team_text(alone, result, "hale", "ja")
