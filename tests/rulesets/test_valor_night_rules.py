"""Valor rules a GM met playing the sample nights on (maps/sample-valor-night2.json, -night3.json):

- civilians (valor 001:L31): 'servants can interact with civilians present in their current location to
  restore an amount of 30 mana'; Cape Lighthouse (Archer's home base) has none, Harbour Docks has, and the sample
  night walks her there first.
- "Strike first!" (valor 001:L59) once teams have been together for a turn, so no skirmish (001:L81).
- retiring (valor 001:L41): 'They have the option of peacefully retiring from the war … only possible at the
  very end of a turn': a retired Master leaves the fight she was in.
- valor points (valor 001:L11-13) are the team's: they outlive the Master who kept them.
- "Leave this place!" (valor 001:L69) names the place the Servant is sent to.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gmdesk.engine import resolve_turn
from gmdesk.engine.orders import OrdersRefused
from gmdesk.model.vocabulary import EventKind
from gmdesk.model.war import War

MAPS = Path(__file__).resolve().parents[2] / "maps"
NIGHT2 = MAPS / "sample-valor-night2.json"
NIGHT3 = MAPS / "sample-valor-night3.json"


def night2(orders: list[dict], **changes: dict) -> dict:
    data = json.loads(NIGHT2.read_text(encoding="utf-8"))
    data["orders"] = orders
    for c in data["characters"]:
        c.update(changes.get(c["id"], {}))
    return data


def cancels(result, cid: str) -> list:
    return [e for e in result.events if e.kind == EventKind.CANCEL and cid in e.actors]


def test_no_civilians_at_cape_lighthouse():
    """valor 001:L31 'interact with civilians present in their current location': Cape Lighthouse's
    effects are only 'high-ground', so Archer (70 of 130 Mana), ordered to civilians without moving, gains nothing and
    is told why."""
    result = resolve_turn(War.from_dict(night2([{"actor": "archer", "action": "civilians"}])))
    [cancel] = cancels(result, "archer")
    assert "there are no civilians at Cape Lighthouse" in cancel.explain and cancel.rule == "valor 001:L31"
    assert result.war.characters["archer"].mana == 70 + 15  # only its sheet's regeneration (001:L23)


def test_the_sample_night_walks_archer_to_civilians_and_feeds_her():
    """valor 001:L31 'servants can interact with civilians present in their current location to restore an amount
    of 30 mana in addition to any regular regeneration', L5 (movement at the beginning of every turn): the sample's
    own orders walk Archer and Tobias one location along the harbour road, Cape Lighthouse → Harbour Docks, where
    Archer drains civilians in the support phase: 70 + 15 (regeneration, 001:L23) + 30 = 115. Nothing of the night
    is cancelled, and the action line says what she does, under the civilians rule."""
    result = resolve_turn(War.from_dict(json.loads(NIGHT2.read_text(encoding="utf-8"))))
    assert not [e for e in result.events if e.kind == EventKind.CANCEL]
    chars = result.war.characters
    assert (chars["archer"].location, chars["tobias"].location) == ("harbour-docks", "harbour-docks")
    assert chars["archer"].mana == 70 + 15 + 30
    [line] = [e for e in result.events if e.kind == EventKind.ACTION and e.data.get("action") == "civilians"]
    assert line.explain == "Archer: interact with civilians (cost: support action, offensive action)"
    assert line.rule == "valor 001:L31"  # not the combat section 001:L73-107
    [gain] = [e for e in result.events if e.kind == EventKind.REGENERATION and "civilians" in e.explain]
    assert gain.explain == "Archer interacts with civilians: +30 Mana: mana 85 → 115"


def test_civilians_where_there_are_some():
    """valor 001:L31: at Harbour Docks ('harbour', 'civilians') Archer restores 30 Mana after its
    regeneration of 15 (001:L23): 95 + 15 + 30 = 140, capped at its maximum 130."""
    data = night2([{"actor": "archer", "action": "civilians"}],
                  archer={"location": "harbour-docks", "mana": 60}, tobias={"location": "harbour-docks"})
    result = resolve_turn(War.from_dict(data))
    assert cancels(result, "archer") == []
    assert result.war.characters["archer"].mana == 60 + 15 + 30


def night4(orders: list[dict]) -> War:
    """The war after sample night 3 (answers as stored), with ``orders`` for night 4: Saber and Odile have
    stood at Old Gasworks with Rider and Jun Arakida since night 3."""
    data = json.loads(NIGHT3.read_text(encoding="utf-8"))
    war = resolve_turn(War.from_dict(data)).war
    war.orders = orders
    return war


def acting_order(extra: list[dict]) -> list[str]:
    """Who acts in night 4's offensive phase, in order, when Saber, Lancer and Assassin attack."""
    orders = extra + [{"actor": "saber", "action": "attack", "target": "rider"},
                      {"actor": "lancer", "action": "attack", "target": "assassin"},
                      {"actor": "assassin", "action": "attack", "target": "lancer"}]
    result = resolve_turn(night4(orders))
    line = next(e for e in result.events if e.kind == EventKind.INITIATIVE and e.phase == "offensive").explain
    return sorted(["Saber", "Assassin", "Lancer"], key=lambda name: line.index(f"{name} attack"))


def test_strike_first_counts_when_the_skirmish_is_skipped():
    """valor 001:L81: 'Should a team have been in the same area … for at least 1 turn and decides to initiate
    hostile actions, skirmish will be skipped entirely'; so valor 001:L59 "Strike first!" raises Saber's AGI
    to EX for its primary action: Saber (AGI B) acts before Assassin (AGI A++) and Lancer (AGI A+)."""
    spell = {"actor": "odile", "action": "command-spell", "spell": "strike-first", "servant": "saber"}
    assert acting_order([spell]) == ["Saber", "Assassin", "Lancer"]


def test_without_strike_first_saber_acts_by_its_own_agi():
    """valor 001:L89: without the Command Spell, AGI letters order the phase: A++, A+, then B."""
    assert acting_order([]) == ["Assassin", "Lancer", "Saber"]


def test_a_retired_master_leaves_her_fight():
    """valor 001:L41: Sister Agathe, whose Caster is dead, retires at the end of the turn; the battle at
    Northgate Goods Yard (her, Rufus, Berserker) is over, so Hale Ironworks no longer fights there
    (no valor point for a fight that is over, 001:L11; regeneration again, 001:L23)."""
    data = night2([{"actor": "agathe", "action": "retire"}], caster={"alive": False, "health": 0})
    result = resolve_turn(War.from_dict(data))
    leave = next(e for e in result.events if e.kind == EventKind.LEAVE_BATTLE and "agathe" in e.actors)
    assert "leaves the fight at Northgate Goods Yard" in leave.explain and leave.rule == "valor 001:L41"
    assert not any(b.location == "northgate-yard" for b in result.war.battles)
    after = resolve_turn(result.war)
    assert not [e for e in after.events if e.kind == EventKind.VALOR and "Hale" in e.explain]
    assert after.war.characters["rufus"].points.get("valor") == 1.0  # this night's point only


def test_a_dead_masters_valor_points_stay_with_the_team():
    """valor 001:L11-13 (points are the team's: 'they gain a valor point'; interpretation valor-holder=master:
    the living Master keeps them, else the first living Servant): Jun Arakida died holding 2 points; Rider
    keeps them and gains this night's point for the fight at Old Gasworks: 2 + 1 = 3."""
    data = night2(json.loads(NIGHT2.read_text(encoding="utf-8"))["orders"],
                  jun={"alive": False, "health": 0, "points": {"valor": 2}})
    result = resolve_turn(War.from_dict(data))
    chars = result.war.characters
    assert chars["rider"].points.get("valor") == 3.0
    assert chars["jun"].points.get("valor") == 0.0
    passed = [e for e in result.events if e.kind == EventKind.VALOR and "pass from Jun Arakida to Rider" in e.explain]
    assert len(passed) == 2 and passed[0].rule == "valor 001:L11-13"


def test_each_member_keeps_its_own_points_under_valor_holder_each():
    """Interpretation valor-holder=each: every member gets the team's points, so nothing is passed on."""
    data = night2(json.loads(NIGHT2.read_text(encoding="utf-8"))["orders"],
                  jun={"alive": False, "health": 0, "points": {"valor": 2}})
    data.setdefault("settings", {}).setdefault("interpretations", {})["valor-holder"] = "each"
    result = resolve_turn(War.from_dict(data))
    assert result.war.characters["jun"].points.get("valor") == 2.0
    assert result.war.characters["rider"].points.get("valor") == 1.0


def test_leave_this_place_names_the_place_and_no_fight_left():
    """valor 001:L69: Tobias sends Archer (in no fight) from Cape Lighthouse to Lantern Market."""
    orders = [{"actor": "tobias", "action": "command-spell", "spell": "leave-this-place", "servant": "archer",
               "to": "lantern-market"}]
    result = resolve_turn(War.from_dict(night2(orders)))
    move = next(e for e in result.events if e.kind == EventKind.MOVE and "archer" in e.actors)
    assert move.explain == "Archer is teleported to Lantern Market; Tobias Greenhalgh stays"
    assert not [e for e in result.events if "archer" in e.actors and "leaves its fight" in e.explain]
    assert result.war.characters["archer"].location == "lantern-market"


def igm_night(valor_holder: str | None = None) -> dict:
    """Night 2 with Tanners' Row as the IGM's home; Brandauer Chandlery holds 3,5 valor points (on Piet, its Master,
    or, under valor-holder=each, on Piet and Assassin alike); Assassin asks the IGM about Saber."""
    data = night2([{"actor": "assassin", "action": "exchange-valor", "about": "saber"}],
                  piet={"points": {"valor": 3.5}}, assassin={"points": {"valor": 3.5}} if valor_holder else {})
    for loc in data["map"]["locations"]:
        if loc["id"] == "tanners-row":
            loc["effects"] = loc.get("effects", []) + ["IGM"]
    if valor_holder:
        data.setdefault("settings", {}).setdefault("interpretations", {})["valor-holder"] = valor_holder
    return data


def test_any_member_spends_the_teams_valor_points_at_the_igm():
    """valor 001:L11 'If they have collected at least three valor points, they can visit the central area of the
    map, which is the IGM's home, to exchange them': the points are the team's; Assassin spends the 3,5 Piet keeps
    (valor-holder=master): 3,5 − 3 = 0,5, and the IGM's piece is about Saber, named."""
    result = resolve_turn(War.from_dict(igm_night()))
    assert cancels(result, "assassin") == []
    assert result.war.characters["piet"].points["valor"] == 0.5
    [spent] = [e for e in result.events if e.kind == EventKind.VALOR and "exchanges" in e.explain]
    assert spent.explain == ("Assassin exchanges 3 valor points with the IGM for information about Saber (the team's "
                             "points, kept by Piet Brandauer): valor 3.5 → 0.5")
    [reveal] = [e for e in result.events if e.kind == EventKind.REVEAL]
    assert "tells Brandauer Chandlery: information about Saber" in reveal.explain


def test_under_valor_holder_each_every_copy_of_the_points_pays():
    """Interpretation valor-holder=each: Piet and Assassin each hold the team's 3,5 points; one exchange spends
    3 from both, so the team cannot spend the same points twice."""
    result = resolve_turn(War.from_dict(igm_night("each")))
    chars = result.war.characters
    assert (chars["piet"].points["valor"], chars["assassin"].points["valor"]) == (0.5, 0.5)


def market_night(count: int | None, reading: str | None = None, place: str = "lantern-market") -> dict:
    """Night 2 with Archer (60 of 130 Mana, regenerating 15) and Tobias at ``place``, Archer ordered to civilians."""
    order = {"actor": "archer", "action": "civilians", **({"count": count} if count else {})}
    data = night2([order], archer={"location": place, "mana": 60}, tobias={"location": place})
    if reading:
        data.setdefault("settings", {}).setdefault("interpretations", {})["great-market-civilians"] = reading
    return data


def test_two_civilians_at_the_great_market():
    """valor 001:L31 'it is possible to interact with two civilians at the Great Market, both consuming one or two of
    them always takes a full turn' (interpretation great-market-civilians=each, not in the document: 30 Mana each):
    Lantern Market ('great-market', 'civilians'): 60 + 15 regeneration + 2 × 30 = 135, capped at 130; one: 105."""
    assert resolve_turn(War.from_dict(market_night(2))).war.characters["archer"].mana == 130
    assert resolve_turn(War.from_dict(market_night(None))).war.characters["archer"].mana == 60 + 15 + 30
    assert resolve_turn(War.from_dict(market_night(2, "once"))).war.characters["archer"].mana == 60 + 15 + 30


def test_two_civilians_only_at_the_great_market():
    """valor 001:L31: Harbour Docks has civilians but no Great Market: two civilians are refused, Mana unchanged."""
    result = resolve_turn(War.from_dict(market_night(2, place="harbour-docks")))
    [cancel] = cancels(result, "archer")
    assert "two civilians only at the Great Market" in cancel.explain
    assert result.war.characters["archer"].mana == 60 + 15


def test_the_desk_offers_two_civilians_at_the_great_market_only():
    """The Turn Desk's field for the count (Ruleset.order_field_choices): at Lantern Market one or two civilians;
    at Harbour Docks the order has no such field."""
    from gmdesk.engine.options.legal import order_options

    market = War.from_dict(market_night(None))
    market.orders = []
    [option] = order_options(market, "archer").of("civilians")
    assert [value for value, _label in option.fields["count"]] == [None, 2]
    docks = War.from_dict(market_night(None, place="harbour-docks"))
    docks.orders = []
    [option] = order_options(docks, "archer").of("civilians")
    assert "count" not in option.fields


def test_a_valor_budget_said_in_japanese():
    """The Turn Desk's budget line of a valor Servant in Japanese: its attacks (001:L91) and its Noble Phantasm
    action (001:L97) in Japanese as well, the English line unchanged."""
    from gmdesk.messages import say
    from gmdesk.rulesets.costwords import action_word, resource_word

    assert (str(resource_word("attacks")), str(action_word("noble-phantasm"))) == ("attacks", "noble-phantasm action")
    assert (say(resource_word("attacks"), "ja"), say(action_word("noble-phantasm"), "ja")) == ("攻撃回数", "宝具アクション")


def test_stop_holding_back_gives_its_extra_attack_the_turn_it_is_cast():
    """valor 001:L53 (Command Spells come 'near the beginning of a turn, preceeding the support and offensive
    phase') and L55 ('any extra attacks which are only possible through the AGI boost this spell grants have their
    damage halved'): Piet casts it on Assassin (AGI A++ → A+++: 1 + 3 attacks) in sample night 2's full ambush;
    the fourth attack, only the boost allows, deals STR C → B 40 × END C 0,8 × 0,5 = 16."""
    data = night2([o for o in json.loads(NIGHT2.read_text(encoding="utf-8"))["orders"] if o["actor"] in ("assassin", "piet")]
                  + [{"actor": "piet", "action": "command-spell", "spell": "stop-holding-back", "servant": "assassin"}]
                  + [{"actor": "assassin", "action": "attack", "target": "rider"}] * 3)
    data["decisions"] = [{"id": "t2.ambush.assassin.rider", "choice": "full"}]
    result = resolve_turn(War.from_dict(data))
    assert result.resolved
    hits = [e for e in result.events if e.kind == EventKind.DAMAGE and "rider" in e.actors]
    assert [round(e.data["amount"], 6) for e in hits] == [41.6, 32.0, 32.0, 16.0]
    assert "an extra attack only the boost's AGI allows" in hits[-1].explain


def test_stop_holding_back_raises_the_agi_that_orders_the_phase():
    """valor 001:L55 'All stats are raised by one rank for the duration of this spell' and L89 (AGI letters order
    each phase): on night 4 at Collegium Quarter, Rufus's "Stop holding back!" makes Berserker's AGI C → B, so it
    acts before Caster (AGI C) instead of a coin toss, and its STR EX 200 + 10 = 210 × END D 0,9 = 189 kills Caster
    (100 Health) before Caster's attack."""
    orders = [{"actor": "rufus", "action": "command-spell", "spell": "stop-holding-back", "servant": "berserker"},
              {"actor": "berserker", "action": "attack", "target": "caster"},
              {"actor": "caster", "action": "attack", "target": "berserker"}]
    result = resolve_turn(night4(orders))
    line = next(e for e in result.events if e.kind == EventKind.INITIATIVE and e.phase == "offensive").explain
    assert line.index("Berserker attack (AGI C → B") < line.index("Caster attack (AGI C, LCK D)")
    assert not result.war.characters["caster"].alive
    assert [e for e in result.events if e.kind == EventKind.CANCEL and "caster" in e.actors]
    assert result.war.characters["berserker"].health == 85 + 100 * 0.3  # untouched by Caster; absorbs it (001:L33)


def test_a_retired_master_is_no_ones_target():
    """valor 001:L41 'peacefully retiring from the war': the night after Sister Agathe retires, Berserker's attack
    on her (she still stands at Northgate Goods Yard) is refused, and says why; she is in no fight."""
    data = night2([{"actor": "agathe", "action": "retire"}], caster={"alive": False, "health": 0})
    war = resolve_turn(War.from_dict(data)).war
    war.orders = [{"actor": "berserker", "action": "attack", "target": "agathe"}]
    with pytest.raises(OrdersRefused, match="has left the war peacefully: no one's foe"):
        resolve_turn(war)
    war.orders = []
    result = resolve_turn(war)
    assert result.war.characters["agathe"].health == 50
    assert not any(b.location == "northgate-yard" for b in result.war.battles)


def test_valor_for_a_turn_in_a_battle_without_blows_follows_the_reading():
    """valor 001:L11 'Every turn a team spends in a fight … they gain a valor point', L15 (the GM may refuse
    points): sample night 2 with no orders, the battle at Northgate Goods Yard open and nobody striking. Reading
    valor-fight=battle (default): Hale Ironworks and Order of the Calder Lamp get 1 each; =blows: none."""
    def points(reading: str | None) -> list[float]:
        data = night2([])
        if reading:
            data.setdefault("settings", {}).setdefault("interpretations", {})["valor-fight"] = reading
        chars = resolve_turn(War.from_dict(data)).war.characters
        return [chars["rufus"].points["valor"], chars["agathe"].points["valor"]]

    assert points(None) == [1.0, 1.0]
    assert points("blows") == [0.0, 0.0]


def test_the_acting_order_says_why_an_ambusher_or_strike_first_goes_first():
    """Explain every number: sample night 2's Assassin (full ambush, valor 001:L87 'Assassin will always strike
    first') and night 4's Saber ("Strike first!", 001:L59) head the offensive order; the line says why."""
    night_2 = resolve_turn(War.from_dict(json.loads(NIGHT2.read_text(encoding="utf-8"))))
    line = next(e for e in night_2.events if e.kind == EventKind.INITIATIVE and e.phase == "offensive").explain
    assert "Assassin skill (AGI A++, LCK C, its ambush strikes first in the offensive phase (valor 001:L87))" in line
    spell = {"actor": "odile", "action": "command-spell", "spell": "strike-first", "servant": "saber"}
    night_4 = resolve_turn(night4([spell, {"actor": "saber", "action": "attack", "target": "rider"},
                                   {"actor": "lancer", "action": "attack", "target": "assassin"}]))
    line = next(e for e in night_4.events if e.kind == EventKind.INITIATIVE and e.phase == "offensive").explain
    assert 'Saber attack (AGI B, LCK C+, "Strike first!": AGI EX for its first offensive order (valor 001:L59))' in line
