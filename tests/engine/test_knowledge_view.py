"""The knowledge filter: a team sees its own side in full and, of everything else, only what it learnt."""

import json
from pathlib import Path

import pytest

from gmdesk.engine import resolve_turn
from gmdesk.engine.knowledge_view import (PUBLIC_LOCATION_FIELDS, SEEN_CHARACTER_FIELDS, gm_view,
                                          team_view, view_for)
from gmdesk.model.war import War
from gmdesk.model.warfile import load_war
from tests.builders import line_map, person, war, war_dict

MAPS = Path(__file__).resolve().parents[2] / "maps"
SAMPLES = sorted(p.name for p in MAPS.glob("sample-*.json"))
HIDDEN_FIELDS = ("stats", "skills", "items", "notes", "gm_notes", "statuses", "health", "health_max", "mana",
                 "mana_max", "points", "true_name", "command_spells", "class", "master", "alignment")


def sample(name: str) -> War:
    return load_war(MAPS / name)


def small_war(**fields) -> War:
    """t1 (s1, m1 at a) against t2 (s2 at c, m2 in its hidden base e) and t3 (s3 at d); a–b–c–d, c–e."""
    m = line_map("a", "b", "c", "d", extra_links=[("c", "e")])
    m["locations"].append({"id": "e", "name": "E", "hidden": True, "home_base": "t2", "notes": "t2's den",
                           "secret": "the key is under the mat"})
    m["locations"][0].update(home_base="t1")
    m["locations"][3].update(home_base="t3", notes="a tower")
    m["background"] = {"image": "AAAA", "mime": "image/png"}
    m["gm_layout"] = {"draft": True}
    chars = [
        person("s1", "t1", "a", stats={"STR": "B"}, skills=[{"name": "Cut"}], gm_notes="really Arthur",
               notes="our knight", health=50, health_max=50),
        person("m1", "t1", "a", kind="master", gm_notes="betrays t1 at night 5", command_spells=3),
        person("s2", "t2", "c", stats={"STR": "A"}, skills=[{"name": "Gae Bolg"}], items=[{"name": "spear"}],
               notes="blue", gm_notes="cursed", true_name="Cu Chulainn", health=40, health_max=60, mana=10,
               points={"valor": 3}, statuses=[{"name": "wounded"}], command_spells=1, **{"class": "lancer"}),
        person("m2", "t2", "e", kind="master", gm_notes="hides at e"),
        person("s3", "t3", "d", stats={"STR": "C"}),
    ]
    fields.setdefault("teams", [{"id": "t1", "name": "One", "color": "#111111", "secret": "x"},
                                {"id": "t2", "name": "Two", "color": "#222222"},
                                {"id": "t3", "name": "Three"}])
    return War.from_dict(war_dict("valor", m, chars, **fields))


# -- what a view must not reveal --------------------------------------------------------------------------


def test_the_input_war_is_never_changed():
    w = small_war(knowledge={"t1": [{"turn": 1, "kind": "scouted", "where": "c", "who": ["s2"], "by": "s1"}]})
    before = w.to_dict()
    view = team_view(w, "t1")
    view.characters["s1"].stats.clear()
    view.characters["s2"].location = "a"
    view.knowledge["t1"].append({"kind": "made-up"})
    view.map.locations["a"].effects.append("fog")
    assert w.to_dict() == before
    assert w.characters["s1"].gm_notes == "really Arthur" and w.seed == 7


@pytest.mark.parametrize("name", SAMPLES)
def test_no_gm_notes_of_anyone_reach_any_team(name):
    w = sample(name)
    assert any(c.gm_notes for c in w.characters.values())
    for team in w.team_ids():
        view = team_view(w, team)
        assert all(c.gm_notes == "" for c in view.characters.values())
        assert "gm_notes" not in json.dumps(view.to_dict())


def test_an_enemy_seen_shows_none_of_its_sheet():
    w = small_war(knowledge={"t1": [{"turn": 1, "kind": "scouted", "where": "c", "who": ["s2"], "by": "s1"}]})
    seen = team_view(w, "t1").characters["s2"]
    assert seen.to_dict() == {"id": "s2", "name": "S2", "kind": "servant", "team": "t2", "location": "c",
                              "flags": {"seen_turn": 1}}
    assert not any(key in seen.to_dict() for key in HIDDEN_FIELDS)
    assert seen.health is None and seen.mana is None and seen.class_name is None and seen.true_name is None


def test_enemies_nobody_learnt_about_are_absent():
    w = small_war()
    view = team_view(w, "t1")
    assert list(view.characters) == ["s1", "m1"]
    assert "S2" not in json.dumps(view.to_dict()) and "s3" not in json.dumps(view.to_dict()["characters"])


def test_hidden_locations_and_unknown_home_bases_stay_hidden():
    view = team_view(small_war(), "t1")
    assert "e" not in view.map.locations  # t2's hidden base
    assert ["c", "e"] not in view.to_dict()["map"]["links"]
    assert view.map.locations["a"].home_base == "t1"
    assert view.map.locations["d"].home_base is None  # t3's base, visible place, unknown owner
    assert all(not loc.hidden for loc in view.map.locations.values())


def test_other_teams_orders_knowledge_and_the_seed_stay_out():
    w = small_war(
        orders=[{"actor": "s1", "action": "move", "to": "b"}, {"actor": "s2", "action": "move", "to": "e"}],
        decisions=[{"id": "t1.scout-spotted.s1", "choice": "return", "asks": "t1"},
                   {"id": "t1.crossing.s2", "choice": "stop", "asks": "t2"},
                   {"id": "t1.attack.tie.s1-s2", "choice": "s1"}],
        knowledge={"t1": [{"turn": 1, "kind": "intruder", "where": "a"}],
                   "t2": [{"turn": 1, "kind": "scouted", "where": "a", "who": ["s1", "m1"], "by": "s2"}]})
    view = team_view(w, "t1")
    assert view.orders == [{"actor": "s1", "action": "move", "to": "b"}]
    assert [d["id"] for d in view.decisions] == ["t1.scout-spotted.s1"]  # an answer without 'asks' is the GM's
    assert view.knowledge == {"t1": [{"turn": 1, "kind": "intruder", "where": "a"}]}
    assert view.seed == 0 and w.seed == 7


def test_teams_are_public_but_their_extra_fields_are_not():
    view = team_view(small_war(), "t2")
    assert [t.to_dict() for t in view.teams] == [{"id": "t1", "name": "One", "color": "#111111"},
                                                 {"id": "t2", "name": "Two", "color": "#222222"},
                                                 {"id": "t3", "name": "Three"}]


def test_locations_keep_only_their_public_fields():
    view = team_view(small_war(), "t2")
    den = view.map.locations["e"]
    assert den.home_base == "t2" and den.notes == "t2's den" and den.extra == {} and not den.hidden
    assert set(den.to_dict()) <= set(PUBLIC_LOCATION_FIELDS)
    assert view.map.extra == {"background": {"image": "AAAA", "mime": "image/png"}}  # no GM layout


def test_battles_are_those_the_team_fights_with_the_participants_it_knows():
    w = small_war(battles=[{"id": "b1", "location": "c", "participants": ["s1", "s2"]},
                           {"id": "b2", "location": "d", "participants": ["s2", "s3"]}],
                  knowledge={"t1": [{"turn": 1, "kind": "scouted", "where": "c", "who": ["s2"], "by": "s1"}]})
    assert [b.to_dict() for b in team_view(w, "t1").battles] == [
        {"id": "b1", "location": "c", "participants": ["s1", "s2"], "turns": 0}]
    # t3 never learnt of s2 from a fact, but fights it: it sees it there
    assert [b.to_dict() for b in team_view(w, "t3").battles] == [
        {"id": "b2", "location": "d", "participants": ["s2", "s3"], "turns": 0}]


def test_settings_other_than_the_interpretations_stay_with_the_gm():
    w = small_war(settings={"interpretations": {"valor.flee": "strict"}, "gm_plan": "the church burns at 5",
                            "house_notes": ["s2 is cursed"]})
    view = team_view(w, "t1")
    assert view.settings == {"interpretations": {"valor.flee": "strict"}}
    assert team_view(small_war(settings={"gm_plan": "x"}), "t1").settings == {}
    view.settings["interpretations"]["valor.flee"] = "loose"
    assert w.settings["interpretations"] == {"valor.flee": "strict"}


def test_battle_location_and_war_extras_stay_with_the_gm():
    w = small_war(battles=[{"id": "b1", "location": "c", "participants": ["s1", "s2"], "turns": 2,
                            "gm_ruling": "s2 flees next turn"}],
                  gm_diary="a word for nobody")
    w.map.locations["c"].extra["trap"] = "a bounded field only t2 knows"
    view = team_view(w, "t1")
    assert [b.to_dict() for b in view.battles] == [{"id": "b1", "location": "c", "participants": ["s1", "s2"],
                                                    "turns": 2}]
    assert view.map.locations["c"].extra == {} and view.extra == {}
    text = json.dumps(view.to_dict())
    assert "s2 flees" not in text and "bounded field" not in text and "a word for nobody" not in text


@pytest.mark.parametrize("team", [None, ""])
def test_a_team_view_needs_a_team(team):
    with pytest.raises(ValueError, match="gm_view"):
        team_view(small_war(), team)


def test_an_unknown_team_is_refused_with_the_known_ones():
    with pytest.raises(ValueError, match=r"unknown team 't9'; the war's teams are: t1, t2, t3"):
        team_view(small_war(), "t9")
    with pytest.raises(ValueError, match="unknown team"):
        view_for(small_war(), "t9")


# -- what a view must show --------------------------------------------------------------------------------


def test_the_own_team_is_shown_in_full_but_for_gm_notes():
    w = sample("sample-valor-night3.json")
    view = team_view(w, "verhaegen")
    for cid in ("odile", "saber"):
        mine = w.characters[cid].to_dict()
        assert mine["gm_notes"]
        del mine["gm_notes"]
        assert view.characters[cid].to_dict() == mine
    assert view.map.locations["weir-mills"].home_base == "verhaegen"


def test_an_enemy_is_shown_where_the_newest_fact_saw_it():
    facts = [  # learnt out of order on purpose: the newest turn wins, not the list position
        {"turn": 3, "kind": "detected-scout", "where": "d", "who": ["s2"]},
        {"turn": 2, "kind": "scouted", "where": "b", "who": ["s2", "s3"], "by": "s1"},
        {"turn": 3, "kind": "igm-information", "piece": 4, "about": "s3", "text": "S3 is an Archer"},
    ]
    view = team_view(small_war(knowledge={"t1": facts}), "t1")
    assert view.characters["s2"].location == "d" and view.characters["s2"].flags == {"seen_turn": 3}
    # a fact that names without placing keeps the last place seen
    assert view.characters["s3"].location == "b" and view.characters["s3"].flags == {"seen_turn": 3}
    assert view.characters["s2"].alive and view.characters["s2"].team == "t2"
    assert "m2" not in view.characters


def test_a_scout_fleeing_toward_a_hidden_base_reveals_that_place_but_not_its_owner():
    facts = [{"turn": 2, "kind": "scout-fled", "where": "c", "who": ["m2"], "toward": "e"}]
    view = team_view(small_war(knowledge={"t1": facts}), "t1")
    assert view.characters["m2"].location == "c"
    assert view.map.locations["e"].home_base is None
    assert ("c", "e") in view.map.links


def test_a_home_base_revealed_by_a_search_shows_the_hidden_place_and_its_owner():
    facts = [{"turn": 2, "kind": "home-base", "where": "e", "owner": "t2", "by": "s1"}]
    view = team_view(small_war(knowledge={"t1": facts}), "t1")
    assert view.map.locations["e"].home_base == "t2"
    assert view.map.locations["e"].name == "E" and view.map.adjacent("c", "e")
    assert "m2" not in view.characters  # the base is known, not who sits in it
    assert team_view(small_war(knowledge={"t1": facts}), "t3").map.locations.get("e") is None


def test_any_fact_with_an_owner_reveals_a_home_base():
    facts = [{"turn": 2, "kind": "igm-information", "where": "d", "owner": "t3"}]
    assert team_view(small_war(knowledge={"t1": facts}), "t1").map.locations["d"].home_base == "t3"


def test_a_lost_base_is_no_longer_shown_as_the_team_s():
    w = small_war(knowledge={"t1": [{"turn": 1, "kind": "home-base", "where": "b", "owner": "t1", "by": "s1"}]})
    assert team_view(w, "t1").map.locations["b"].home_base is None


def test_a_hidden_place_the_team_stands_in_is_shown():
    w = sample("sample-true-hgw-night2.json")
    view = team_view(w, "lindqvist")  # agathe and caster fight in hale's hidden base
    assert view.map.locations["northgate-yard"].home_base is None
    assert view.map.locations["calder-hill"].home_base == "lindqvist"
    assert "weir-mills" not in view.map.locations


def test_the_gm_view_is_the_whole_war_as_a_copy():
    w = sample("sample-true-hgw-night2.json")
    for view in (gm_view(w), view_for(w, None)):
        assert view.to_dict() == w.to_dict() and view is not w
        view.characters["odile"].gm_notes = ""
    assert w.characters["odile"].gm_notes
    assert view_for(w, "hale").to_dict() == team_view(w, "hale").to_dict()


@pytest.mark.parametrize("name", SAMPLES)
def test_every_team_view_is_a_sound_war_file(name):
    w = sample(name)
    for team in w.team_ids():
        view = team_view(w, team)
        assert view.problems() == []
        assert War.from_dict(json.loads(json.dumps(view.to_dict()))).to_dict() == view.to_dict()
        # no facts in the samples yet: other teams' characters are those fighting the team's
        fought = {cid for b in w.battles if any(w.characters[p].team == team for p in b.participants)
                  for cid in b.participants if w.characters[cid].team != team}
        assert {c.id for c in view.characters.values() if c.team != team} == fought
        assert view.title == w.title and view.ruleset == w.ruleset and view.turn == w.turn
        assert view.settings == {k: v for k, v in w.settings.items() if k == "interpretations"}


@pytest.mark.parametrize("name", SAMPLES)
def test_of_another_team_s_character_a_view_holds_only_the_seen_record(name):
    w = sample(name)
    for team in w.team_ids():
        for ch in team_view(w, team).characters.values():
            if ch.team != team:
                record = ch.to_dict()
                assert set(record) <= set(SEEN_CHARACTER_FIELDS) | {"flags"}
                assert set(record.get("flags", {})) <= {"seen_turn"}


# -- a real turn ------------------------------------------------------------------------------------------


def _resolved(w: War) -> War:
    """Resolve the war's turn with its own orders and decisions, answering any missing with the first option."""
    decisions = list(w.decisions)
    while True:
        result = resolve_turn(w, decisions=decisions)
        if result.resolved:
            return result.war
        decisions.append({"id": result.pending[0].id, "choice": result.pending[0].options[0]})


def test_after_a_scout_the_scouting_team_sees_whom_it_scouted():
    """Greenhalgh's archer scouts the bonded warehouses on night 3 of the valor demo."""
    before = sample("sample-valor-night3.json")
    assert "mirela" not in team_view(before, "greenhalgh").characters
    after = _resolved(before)
    scouted = [f for f in after.knowledge["greenhalgh"] if f["kind"] == "scouted"]
    assert scouted and scouted[0]["where"] == "bonded-warehouses"
    view = team_view(after, "greenhalgh")
    for cid in scouted[0]["who"]:
        seen = view.characters[cid]
        assert seen.location == after.characters[cid].location == "bonded-warehouses"
        assert seen.flags == {"seen_turn": 3} and seen.stats == {} and seen.gm_notes == ""
    assert set(view.characters) == {"tobias", "archer", *scouted[0]["who"]}
    assert view.knowledge == {"greenhalgh": after.knowledge["greenhalgh"]}


def test_a_detected_scout_is_shown_where_it_was_seen_not_where_it_went():
    after = _resolved(sample("sample-valor-night3.json"))
    assert any(f["kind"] == "detected-scout" for f in after.knowledge.get("castellan", []))
    archer = team_view(after, "castellan").characters["archer"]
    assert archer.location == "bonded-warehouses" and after.characters["archer"].location == "cape-light"
    assert "archer" not in team_view(after, "hale").characters


def test_teams_without_a_teams_list_come_from_the_characters():
    """A war built by the shared test helpers (no teams list) names its teams from the characters."""
    w = war("valor", line_map("a", "b"), [person("x", "t1", "a"), person("y", "t2", "b")])
    assert list(team_view(w, "t2").characters) == ["y"]


# -- whom the team fights --------------------------------------------------------------------------------


def test_in_the_sample_battles_each_side_sees_whom_it_fights_and_nothing_of_their_sheets():
    """Night 2 of the ap-sp demo: Verhaegen and Arakida fight at the gasworks, Lindqvist and Hale at
    Northgate yard; nobody has learnt anything from a fact yet."""
    w = sample("sample-ap-sp-night2.json")
    assert not w.knowledge
    view = team_view(w, "verhaegen")
    assert list(view.characters) == ["odile", "saber", "jun", "rider"]
    for cid in ("jun", "rider"):
        ch = w.characters[cid]
        assert view.characters[cid].to_dict() == {"id": cid, "name": ch.name, "kind": ch.kind, "team": "arakida",
                                                  "location": "gasworks", "flags": {"seen_turn": 2}}
    assert [b.to_dict() for b in view.battles] == [{"id": "b1-gasworks", "location": "gasworks",
                                                    "participants": ["saber", "odile", "rider", "jun"],
                                                    "turns": 1}]
    text = json.dumps(view.to_dict())
    for secret in ("Sefa Amaranth", "Lightning-Bridle Lash", "Scrapyard Tinkering", "True Neutral"):
        assert secret not in text
    assert set(team_view(w, "hale").characters) == {"rufus", "berserker", "agathe", "caster"}
    assert set(team_view(w, "greenhalgh").characters) == {"tobias", "archer"}  # fights nobody
    assert team_view(w, "greenhalgh").battles == []


def test_a_battle_shows_the_enemy_where_it_fights_over_an_older_fact():
    facts = [{"turn": 1, "kind": "scouted", "where": "b", "who": ["s2"], "by": "s1"}]
    w = small_war(turn=3, knowledge={"t1": facts},
                  battles=[{"id": "b3-c", "location": "c", "participants": ["s2", "s1"], "turns": 1}])
    w.characters["s1"].location = "c"
    seen = team_view(w, "t1").characters["s2"]
    assert (seen.location, seen.flags) == ("c", {"seen_turn": 3})
    assert seen.to_dict() == {"id": "s2", "name": "S2", "kind": "servant", "team": "t2", "location": "c",
                              "flags": {"seen_turn": 3}}
    # even a fact of this very turn elsewhere is older than the fight going on now
    w.knowledge["t1"].append({"turn": 3, "kind": "detected-scout", "where": "d", "who": ["s2"]})
    assert team_view(w, "t1").characters["s2"].location == "c"


def test_once_the_battle_is_over_only_the_facts_remain():
    facts = [{"turn": 1, "kind": "scouted", "where": "b", "who": ["s2"], "by": "s1"}]
    fighting = {"id": "b3-c", "location": "c", "participants": ["s1", "s2", "s3"]}
    w = small_war(turn=3, knowledge={"t1": facts}, battles=[fighting])
    assert set(team_view(w, "t1").characters) == {"s1", "m1", "s2", "s3"}
    w.battles.clear()
    view = team_view(w, "t1")
    assert (view.characters["s2"].location, view.characters["s2"].flags) == ("b", {"seen_turn": 1})
    assert "s3" not in view.characters


def test_a_battle_of_others_reveals_nothing():
    w = small_war(battles=[{"id": "b1", "location": "d", "participants": ["s2", "s3"]}])
    view = team_view(w, "t1")
    assert list(view.characters) == ["s1", "m1"] and view.battles == []


def test_the_dead_neither_see_nor_are_seen_in_a_battle():
    """The engine prunes the dead from battles at the end of a turn; a hand-edited war may still list them."""
    w = small_war(battles=[{"id": "b1", "location": "c", "participants": ["s1", "s2", "s3"]}])
    w.characters["s3"].alive = False
    assert set(team_view(w, "t1").characters) == {"s1", "m1", "s2"}
    w.characters["s1"].alive = False
    view = team_view(w, "t1")
    assert set(view.characters) == {"s1", "m1"} and view.battles == []
    assert "s1" not in team_view(w, "t2").characters  # a dead body is not a fighter seen


@pytest.mark.parametrize("ruleset, concealed", [("true-hgw", True), ("valor", False), ("not-installed", True)])
def test_a_spirit_form_the_ruleset_conceals_is_not_seen_in_a_battle(ruleset, concealed):
    """true-hgw: a Servant in Spirit Form 'cannot be detected' (003 §X), and it is not met on arrival either;
    valor conceals only Presence Concealment. A ruleset gmdesk does not know conceals every Spirit Form."""
    w = small_war(battles=[{"id": "b1", "location": "c", "participants": ["s1", "s2", "m2"]}])
    w.ruleset = ruleset
    w.characters["s2"].spirit_form = True
    view = team_view(w, "t1")
    assert ("s2" not in view.characters) is concealed
    assert "m2" in view.characters
    assert view.battles[0].participants == (["s1", "m2"] if concealed else ["s1", "s2", "m2"])
    # an older fact names it: it is shown where the fact saw it, and not as fighting here now
    w.knowledge = {"t1": [{"turn": 1, "kind": "scouted", "where": "b", "who": ["s2"], "by": "s1"}]}
    view = team_view(w, "t1")
    assert view.characters["s2"].location == ("b" if concealed else "c")
    assert view.battles[0].participants == (["s1", "m2"] if concealed else ["s1", "s2", "m2"])


def test_characters_who_meet_after_a_move_learn_of_each_other():
    """An encounter (characters ending a move where hostiles stand, ap-sp 000 movement) is seen by both
    sides: each team's view then holds the other at that place, seen on that turn."""
    w = war("ap-sp", line_map("a", "b", "c"),
            [person("saber", "red", "a"), person("lancer", "blue", "b"), person("caster", "green", "c")],
            teams=[{"id": "red", "name": "Red"}, {"id": "blue", "name": "Blue"},
                   {"id": "green", "name": "Green"}])
    result = resolve_turn(w, [{"actor": "saber", "action": "move", "to": "b"}], [])
    after = result.war
    assert any(e.kind == "encounter" for e in result.events)
    red, blue, green = (team_view(after, t) for t in ("red", "blue", "green"))
    assert red.characters["lancer"].location == "b" and red.characters["lancer"].flags["seen_turn"] == 1
    assert blue.characters["saber"].location == "b"
    assert "saber" not in green.characters and "lancer" not in green.characters
