"""Review of issue 7's core (rulings, per-event states, the desk's legal choices and its secrets).

Issue 7: "A resolved turn is a pure function of (state before, orders, GM decisions, seed). Store those
inputs; the event log is derived and must replay identically", and "Rules < sheets < GM: the GM can
override any value, and the override is recorded as a ruling". A ruling sets a value at the end of the
turn; what the war's own bookkeeping derives from that value follows in the same phase, so the war after
the turn is one the rules could have left (gmdesk/engine/rulings.py).

Documents cited: ap-sp = /work/shared/rules/ap-sp.000 (line numbers).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gmdesk.conformance import load_cases
from gmdesk.engine import resolve_turn
from gmdesk.engine.combat import actions
from gmdesk.engine.knowledge_view import gm_view, team_view
from gmdesk.engine.options.legal import order_options
from gmdesk.errors import WarFileError
from gmdesk.model.orderedits import POSTS_KEY, SetPost
from gmdesk.model.war import War
from gmdesk import rulesets
from tests.store.helpers import new_store

NIGHT = Path(__file__).resolve().parents[2] / "maps" / "sample-ap-sp-night2.json"


@pytest.fixture(scope="module")
def night_data():
    return json.loads(NIGHT.read_text(encoding="utf-8"))


@pytest.fixture
def night(night_data):
    """ap-sp, night 2: battles at Northgate Goods Yard (Caster, Agathe, Berserker, Rufus) and, by the end
    of the night, at Bonded Warehouses (Assassin, Lancer, Mirela)."""
    return War.from_dict(night_data)


def _ruled(events):
    return [e for e in events if e.phase == "gm-rulings"]


def _battle_of(war: War, cid: str):
    return next((b for b in war.battles if cid in b.participants), None)


# -- battles: a fighter is alive and stands at the battle's place ---------------------------------------------
def test_a_character_ruled_elsewhere_leaves_its_battle_and_may_move_next_turn(night):
    """The engine keeps a battle's fighters alive and at its place (every flight prunes them, and the end of
    the turn drops the dead). A ruling that puts Lancer at the Old Gasworks must not leave Lancer held in
    the battle at Bonded Warehouses: next turn Lancer would only be offered a flight from a battle it is
    not at, and its budget would count a foe elsewhere (ap-sp 000:L230)."""
    plain = resolve_turn(War.from_dict(night.to_dict()))
    assert "lancer" in _battle_of(plain.war, "lancer").participants  # the rules leave Lancer fighting there
    result = resolve_turn(night, rulings=[{"id": "r1", "character": "lancer", "field": "location",
                                           "value": "gasworks", "reason": "the GM's call"}])
    assert _battle_of(result.war, "lancer") is None
    battle = next(b for b in result.war.battles if b.location == "bonded-warehouses")
    assert battle.participants == ["assassin", "mirela"]  # still hostile to each other: it goes on
    [ruling, leave] = [e for e in _ruled(result.events) if e.kind != "phase"]
    assert ruling.kind == "ruling" and leave.kind == "leave-battle" and leave.actors == ["lancer"]
    assert leave.explain == ("Lancer leaves the battle at Bonded Warehouses: the GM's ruling puts them at "
                             "Old Gasworks")
    assert leave.rule == "GM ruling" and leave.data["battle"] == battle.id
    nxt = order_options(War.from_dict(result.war.to_dict()), "lancer", [])
    assert nxt.of("move") and not any(a.label == "Flee the battle" for a in nxt.of("flee"))


def test_a_battle_left_without_hostile_fighters_by_a_ruling_is_over(night):
    result = resolve_turn(night, rulings=[{"character": "assassin", "field": "location", "value": "gasworks"}])
    assert all(b.location != "bonded-warehouses" for b in result.war.battles)
    [end] = [e for e in _ruled(result.events) if e.kind == "battle-end"]
    assert end.explain == "the battle at Bonded Warehouses is over: no hostile fighters are left there"
    for battle in result.war.battles:  # the invariant every resolved turn keeps
        for cid in battle.participants:
            ch = result.war.characters[cid]
            assert ch.alive and ch.location == battle.location


# -- deaths: a character ruled dead dies as a death goes -----------------------------------------------------
def test_a_master_ruled_dead_sets_off_what_a_death_does(night):
    """ap-sp 000:L619 "If a character is killed or consumed, every item they were holding will disappear";
    000:L530 a dead Master's CP disappears; 000:L358 their Servants become Masterless. The ruled death is
    the GM's; what a death sets off is the rules', as when the engine kills (nobody is the killer)."""
    plain = resolve_turn(War.from_dict(night.to_dict())).war.characters["agathe"]
    assert plain.alive and plain.items and plain.points["CP"] > 0  # what the rules leave her with tonight
    assert night.characters["caster"].master == "agathe"
    result = resolve_turn(night, rulings=[{"id": "r1", "character": "agathe", "field": "alive", "value": False,
                                           "reason": "struck down by the GM"}])
    after = result.war.characters["agathe"]
    assert not after.alive and after.items == [] and after.points["CP"] == 0
    assert result.war.characters["caster"].master is None
    assert "agathe" not in _battle_of(result.war, "caster").participants
    kinds = [(e.kind, e.rule) for e in _ruled(result.events)]
    assert kinds[:2] == [("phase", "GM ruling"), ("ruling", "GM ruling")]
    assert ("economy", "ap-sp 000:L619") in kinds and ("economy", "ap-sp 000:L530") in kinds
    assert ("effect", "ap-sp 000:L358") in kinds and kinds[-1] == ("leave-battle", "GM ruling")
    # the next turn starts from that war: Caster is Masterless (000:L358), nobody fights beside a corpse
    nxt = resolve_turn(War.from_dict(result.war.to_dict()), [])
    assert any("Masterless" in e.explain and e.actors == ["caster"] for e in nxt.events)


def test_rulings_that_leave_one_team_end_the_war_in_the_same_turn(night):
    """ap-sp 000:L25 "The War ends the moment only one team comprising one Master and exactly one Servant
    remains": the war-end check runs again after the rulings, not a turn late."""
    rulings = [{"character": c, "field": "alive", "value": False}
               for c in ("archer", "lancer", "rider", "caster", "assassin", "berserker")]
    result = resolve_turn(night, rulings=rulings)
    [end] = [e for e in _ruled(result.events) if e.kind == "war-end"]
    assert end.explain.startswith("The War ends: only Odile Verhaegen and Saber remain")
    assert result.war.extra["result"] == end.explain
    assert end.seq == result.events[-1].seq  # after the rulings and what followed them


def test_a_health_of_zero_ruled_by_the_gm_is_what_the_gm_said_until_the_rules_look(night):
    """Rulings set off nothing that reads numbers: Health 0 (ap-sp 000:L40) kills when the rules next look,
    at the start of the next turn's first change."""
    result = resolve_turn(night, rulings=[{"character": "agathe", "field": "health", "value": 0}])
    assert result.war.characters["agathe"].alive and result.war.characters["agathe"].health == 0
    assert [e.kind for e in _ruled(result.events)] == ["phase", "ruling"]


def test_a_ruling_on_a_character_who_died_this_turn_says_so():
    case = next(c for c in load_cases() if c.id == "ap-sp-197")
    plain = resolve_turn(case.war(), case.data["orders"], case.data["decisions"], case.data.get("seed"))
    victim = next(e for e in plain.events if e.kind == "death").actors[0]
    with pytest.raises(WarFileError) as info:
        resolve_turn(case.war(), case.data["orders"], case.data["decisions"], case.data.get("seed"),
                     rulings=[{"character": victim, "field": "health", "value": 20}])
    assert info.value.field == "rulings[0].character"
    assert "died during this turn" in str(info.value)


def test_a_character_ruled_dead_by_an_earlier_ruling_says_so(night):
    with pytest.raises(WarFileError) as info:
        resolve_turn(night, rulings=[{"character": "saber", "field": "alive", "value": False},
                                     {"character": "saber", "field": "health", "value": 1}])
    assert info.value.field == "rulings[1].character" and "ruled dead by an earlier ruling" in str(info.value)


def test_the_moments_of_a_turn_show_a_ruled_move_and_a_ruled_death(night):
    """The timeline's map after the last event is the war after, rulings included: a ruled move is drawn
    as a move of kind "ruling", a ruled death shows the character dead (gmdesk/engine/moments.py)."""
    from gmdesk.engine.moments import moves_until, positions_at, war_at

    result = resolve_turn(night, rulings=[{"character": "lancer", "field": "location", "value": "gasworks"},
                                          {"character": "agathe", "field": "alive", "value": False}])
    last = result.events[-1].seq
    assert positions_at(night, result.events, last) == {c: ch.location for c, ch in result.war.characters.items()}
    assert moves_until(result.events, last, night)[-1] == ("lancer", "bonded-warehouses", "gasworks", "ruling")
    assert war_at(night, result.events, last).characters["agathe"].alive is False


# -- determinism through the war file ------------------------------------------------------------------------
def test_rulings_resolve_store_replay_and_rebranch_identically(tmp_path, night):
    """resolve → store → replay → re-resolve (rebranch + accept): the same events, byte for byte, with
    rulings that kill, move and change numbers, and a later turn resolved from the ruled war."""
    rulings = [{"id": "a", "character": "caster", "field": "health", "value": 1.5, "reason": "x"},
               {"id": "b", "character": "caster", "field": "health", "value": 7},
               {"id": "c", "character": "agathe", "field": "alive", "value": False, "reason": "heart"},
               {"id": "d", "character": "saber", "field": "stats.AGI", "value": "A+"},
               {"id": "e", "character": "lancer", "field": "location", "value": "gasworks"},
               {"id": "f", "character": "rider", "field": "points.SP", "value": 3}]
    direct = resolve_turn(War.from_dict(night.to_dict()), rulings=rulings)
    with new_store(tmp_path, night) as store:
        store.resolve(rulings=rulings)
        store.resolve([])
        stored = [store.turn(2).stored_events, store.turn(3).stored_events]
        assert stored[0] == json.loads(json.dumps([e.to_dict() for e in direct.events]))
        assert store.replay().ok
        proposal = store.rebranch({2: {"rulings": rulings}})
        assert proposal.complete and [d.status for d in proposal.diffs] == ["same", "same"]
        store.accept()
        assert [store.turn(2).stored_events, store.turn(3).stored_events] == stored
        assert store.replay().ok


# -- secrets -----------------------------------------------------------------------------------------------
def test_the_players_posts_never_reach_a_team_view(night):
    """orderedits keeps each team's post in war.extra["posts"]; the knowledge filter drops war.extra, so no
    team sees its own or another team's post, and the GM's view keeps them."""
    teams = night.team_ids()
    for i, team in enumerate(teams):
        SetPost(team, f"SECRET-POST-{i} of {team}").apply(night)
    assert len(night.extra[POSTS_KEY]) == len(teams)
    for team in teams:
        shown = json.dumps(team_view(night, team).to_dict())
        assert "SECRET-POST" not in shown and POSTS_KEY not in team_view(night, team).extra
    assert gm_view(night).extra[POSTS_KEY] == night.extra[POSTS_KEY]


# -- the parsed-sheet cache of the legal-order search ---------------------------------------------------------
def test_sheet_skills_follow_a_sheet_changed_in_place_or_replaced(night):
    """The cache answers the same list with equal entries at once; a list changed in place or replaced is
    parsed again (an order checked against a stale sheet would offer a skill the character lost)."""
    ruleset = rulesets.get(night.ruleset)
    saber = night.characters["saber"]

    def parsed_now() -> list[str]:
        return [skill.name for skill in ruleset.skills_of(saber)]

    first = actions.sheet_skills(ruleset, saber)
    assert actions.sheet_skills(ruleset, saber) is first and [s.name for s in first] == parsed_now()
    removed = saber.skills.pop()
    assert [s.name for s in actions.sheet_skills(ruleset, saber)] == parsed_now() != [s.name for s in first]
    saber.skills.append(removed)
    assert [s.name for s in actions.sheet_skills(ruleset, saber)] == [s.name for s in first]
    saber.skills = [dict(e) for e in saber.skills]
    saber.skills[-1]["Name"] = "Renamed Ford"
    assert [s.name for s in actions.sheet_skills(ruleset, saber)] == parsed_now()
    assert actions.sheet_skills(ruleset, saber)[-1].name == "Renamed Ford"
