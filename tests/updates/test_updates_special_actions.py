"""A team's own special action in its update reads as what was done, in English and Japanese ("Archer fed on
civilians at Harbour Docks.", not "Archer took the action Civilians at …"): every ruleset's special action ids,
through the one knowledge filter (docs/updates.md; update-own-orders)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gmdesk.engine import resolve_turn
from gmdesk.engine.options.labels import SPECIAL_LABELS
from gmdesk.messages import say
from gmdesk.model.war import War
from gmdesk.rulesets.ap_sp import hooks as ap_sp_hooks
from gmdesk.rulesets.roll_dice.support import ACTIONS as ROLL_DICE_SUPPORT
from gmdesk.rulesets.skirmish.budget import SPECIAL_SLOTS as SKIRMISH_SPECIALS
from gmdesk.rulesets.true_hgw.actions import SLOTS as TRUE_HGW_SPECIALS
from gmdesk.rulesets.valor.actions import SLOTS as VALOR_SPECIALS
from gmdesk.updates import UpdateFormat, render, turn_updates
from gmdesk.updates.special_sentences import PHRASES, did

MAPS = Path(__file__).resolve().parents[2] / "maps"
EVERY_SPECIAL = (set(SPECIAL_LABELS) | set(ap_sp_hooks.SPECIAL_ACTIONS) | {"spirit-form", "cancel"}
                 | set(ROLL_DICE_SUPPORT) | set(SKIRMISH_SPECIALS) | set(TRUE_HGW_SPECIALS) | set(VALOR_SPECIALS))


def night(name: str):
    war = War.from_dict(json.loads((MAPS / name).read_text(encoding="utf-8")))
    result = resolve_turn(war, list(war.orders), list(war.decisions))
    return turn_updates(war, result.war, result.events, result.pending)


@pytest.mark.parametrize("action", sorted(EVERY_SPECIAL))
def test_every_special_action_has_a_verb_phrase_in_both_languages(action):
    assert action in PHRASES
    for on in ("", "Rin"):
        english = did(action, on)
        assert english and "took the action" not in english and english[0].islower()
        japanese = say(english, "ja")
        assert japanese != english and "を行った" not in japanese
        assert ("Rin" in japanese) == ("Rin" in english)  # a target named in one language is named in the other


def test_valor_civilians_reads_as_feeding_on_civilians():
    """valor 001: the sample night's Archer drains civilians at the Harbour Docks."""
    greenhalgh = night("sample-valor-night2.json").teams["greenhalgh"]
    assert "* Archer fed on civilians at Harbour Docks." in render(greenhalgh, UpdateFormat.TEXT)
    assert "* ArcherはHarbour Docksで一般人を襲って魔力を得た。" in render(greenhalgh, UpdateFormat.TEXT, "ja")
    assert "took the action" not in render(greenhalgh, UpdateFormat.TEXT)


def test_skirmish_consume_of_no_one_is_a_civilian_and_the_others_are_not_told():
    """skirmish 002:L16: a consume order without a target drains a civilian; only the team's own update says so."""
    updates = night("sample-skirmish-night2.json")
    lindqvist = updates.teams["lindqvist"]
    assert "* Caster fed on civilians at Calder Hill Observatory." in render(lindqvist, UpdateFormat.TEXT)
    assert "* CasterはCalder Hill Observatoryで一般人を襲って魔力を得た。" in render(lindqvist, UpdateFormat.TEXT, "ja")
    for team, update in updates.all().items():
        if update is not lindqvist:
            assert "fed on civilians" not in render(update, UpdateFormat.TEXT), team


def _ch(cid: str, team: str, kind: str = "servant", **extra: object) -> dict:
    d = {"id": cid, "name": cid.title(), "kind": kind, "team": team, "location": "bridge",
         "stats": {"STR": "C", "END": "C", "MAG": "C", "AGI": "C", "LCK": "C"},
         "health": 100, "health_max": 100, "mana": 50, "mana_max": 100, "skills": [], **extra}
    if kind == "master":
        d["command_spells"] = 3
    return d


def test_skirmish_consuming_a_defeated_master_and_a_spirit_form_command_name_what_was_done():
    """002:L22 (consume a defeated Master) and 002:L6 (the Master's Spirit Form command)."""
    war = War.from_dict({
        "format": "gmdesk-war/1", "ruleset": "skirmish", "title": "t", "seed": 1, "turn": 1,
        "teams": [{"id": "x", "name": "X"}, {"id": "y", "name": "Y"}, {"id": "z", "name": "Z"}],
        "map": {"locations": [{"id": "bridge", "name": "Great Bridge"}, {"id": "park", "name": "Park"}],
                "links": [["bridge", "park"]]},
        "characters": [_ch("rin", "x", "master"), _ch("archer", "x", master="rin"),
                       _ch("kirei", "y", "master", alive=False, health=0), _ch("caster", "z", location="park")]})
    war.orders = [{"actor": "archer", "action": "consume", "target": "kirei"},
                  {"actor": "rin", "action": "spirit-form", "servant": "archer"}]
    result = resolve_turn(war, list(war.orders), [], 1)
    updates = turn_updates(war, result.war, result.events, result.pending)
    english = render(updates.teams["x"], UpdateFormat.TEXT)
    japanese = render(updates.teams["x"], UpdateFormat.TEXT, "ja")
    assert "* Archer consumed Kirei at Great Bridge." in english and "consumed a civilian" not in english
    assert "* ArcherはGreat BridgeでKireiを喰らった。" in japanese
    assert "* Rin switched Spirit Form at Great Bridge." in english
    assert "* RinはGreat Bridgeで霊体化を切り替えた。" in japanese
    assert "Kirei" not in render(updates.teams["z"], UpdateFormat.TEXT)  # Caster, elsewhere, saw none of it


def test_skirmish_consumed_master_is_named_by_the_consume_event_and_only_to_those_who_know_him():
    """002:L22: the consume event records whom it consumed (not "a civilian", the 002:L16 drain); the consumer's
    team reads it once, Kirei's own team reads that he was consumed (not by whom), a team at the bridge that knows
    both reads it, and one that does not know Kirei learns nothing of him (the one knowledge filter)."""
    war = War.from_dict({
        "format": "gmdesk-war/1", "ruleset": "skirmish", "title": "t", "seed": 1, "turn": 1,
        "teams": [{"id": "x", "name": "X"}, {"id": "y", "name": "Y"}, {"id": "w", "name": "W"}, {"id": "v", "name": "V"}],
        "map": {"locations": [{"id": "bridge", "name": "Great Bridge"}]},
        "characters": [_ch("rin", "x", "master"), _ch("archer", "x", master="rin"),
                       _ch("kirei", "y", "master", alive=False, health=0), _ch("saber", "w"), _ch("lancer", "v")],
        "knowledge": {"v": [{"turn": 0, "kind": "scouted", "where": "bridge", "who": ["archer", "kirei"]}]}})
    war.orders = [{"actor": "archer", "action": "consume", "target": "kirei"}]
    result = resolve_turn(war, list(war.orders), [], 1)
    [event] = [e for e in result.events if e.kind == "consume"]
    assert event.data["targets"] == ["kirei"] and event.data["target"] == "archer"  # the mana is Archer's
    assert event.data["state"]["kirei"]["alive"] is False and event.data["state"]["archer"]["mana"] == 100
    updates = turn_updates(war, result.war, result.events, result.pending)
    english = render(updates.teams["x"], UpdateFormat.TEXT)
    assert english.count("Archer consumed Kirei at Great Bridge.") == 1 and "civilian" not in english
    assert "civilian" not in render(updates.teams["x"], UpdateFormat.TEXT, "ja").replace("一般人", "civilian")
    assert "* Someone consumed Kirei at Great Bridge." in render(updates.teams["y"], UpdateFormat.TEXT)
    assert "* 何者かはGreat BridgeでKireiを魂喰いした。" in render(updates.teams["y"], UpdateFormat.TEXT, "ja")
    assert "* Archer consumed Kirei at Great Bridge." in render(updates.teams["v"], UpdateFormat.TEXT)
    assert "* ArcherはGreat BridgeでKireiを魂喰いした。" in render(updates.teams["v"], UpdateFormat.TEXT, "ja")
    for team in ("w", "public"):
        told = render(updates.all()[team], UpdateFormat.TEXT)
        assert "Kirei" not in told and "consumed" not in told, team


def test_skirmish_a_drained_civilian_is_told_once_to_the_consumer_team():
    """002:L16: the team's own consume order of no target reads "fed on civilians", not a second consume line."""
    lindqvist = night("sample-skirmish-night2.json").teams["lindqvist"]
    assert "consumed a civilian" not in render(lindqvist, UpdateFormat.TEXT)
    assert "魂喰い" not in render(lindqvist, UpdateFormat.TEXT, "ja")
