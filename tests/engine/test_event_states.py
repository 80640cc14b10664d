"""Per-event state snapshots and the moments of a turn (issue 7: the phase-timeline inspector shows
each event's "state before/after"). Every event's ``data["state"]`` holds the characters it names as
they are right after it: a damage event shows the reduced health, a move event the new location."""

import ast
import json
from pathlib import Path

import pytest

from gmdesk.conformance import load_cases
from gmdesk.engine import resolve_turn
from gmdesk.engine.context import TurnContext, character_state
from gmdesk.engine.events import Event
from gmdesk.engine.moments import Move, moves_until, positions_at
from gmdesk.engine.rng import TurnRandom
from gmdesk import rulesets
from gmdesk.model.war import War
from gmdesk.store.replay import events_without_states
from tests.builders import line_map, person, war

MAPS = Path(__file__).resolve().parents[2] / "maps"
SAMPLES = sorted(p.name for p in MAPS.glob("sample-*.json"))


def _resolved(war_: War):
    """Resolve, answering every question with its first option."""
    decisions: list[dict] = []
    while True:
        result = resolve_turn(war_, None, decisions)
        if result.resolved:
            return result
        decisions.append({"id": result.pending[0].id, "choice": result.pending[0].options[0]})


def _sample(name: str) -> War:
    return War.from_dict(json.loads((MAPS / name).read_text(encoding="utf-8")))


def _case(case_id: str):
    case = next(c for c in load_cases() if c.id == case_id)
    before = case.war()
    return before, resolve_turn(case.war(), case.data["orders"], case.data["decisions"], case.data.get("seed"))


def _named(event: Event, characters) -> list[str]:
    targets = event.data.get("targets") if isinstance(event.data.get("targets"), list) else []
    out = []
    for cid in [*event.actors, event.data.get("target"), *targets]:
        if isinstance(cid, str) and cid in characters and cid not in out:
            out.append(cid)
    return out


@pytest.fixture(scope="module")
def night():
    before = _sample("sample-ap-sp-night2.json")
    return before, _resolved(before)


@pytest.mark.parametrize("name", SAMPLES)
def test_every_event_shows_the_characters_it_names_and_the_last_snapshot_is_the_war_after(name):
    before = _sample(name)
    result = _resolved(before)
    last = {}
    for event in result.events:
        state = event.data["state"]
        assert list(state) == _named(event, result.war.characters), event.explain
        last.update(state)
    for cid, snapshot in last.items():
        assert snapshot == character_state(result.war.characters[cid]), cid
    # plain JSON, kept through the stored form
    stored = json.loads(json.dumps([e.to_dict() for e in result.events]))
    assert [Event.from_dict(e).data["state"] for e in stored] == [e.data["state"] for e in result.events]
    # and the positions after the last event are the war after's
    assert positions_at(before, result.events, result.events[-1].seq) == {
        cid: ch.location for cid, ch in result.war.characters.items()}
    assert positions_at(before, result.events, 0) == {cid: ch.location for cid, ch in before.characters.items()}


def test_a_snapshot_has_the_contract_fields(night):
    _, result = night
    event = next(e for e in result.events if e.kind == "action" and e.actors[0] == "saber")
    assert event.data["state"]["saber"] == {
        "location": "gasworks", "health": 262.5, "mana": 160.0, "alive": True, "spirit_form": False,
        "statuses": ["Kill them no matter what!"], "points": {"AP": 4}}


def test_damage_shows_the_reduced_health_and_the_snapshot_before_it_the_health_before(night):
    before, result = night
    seen = {cid: character_state(ch) for cid, ch in before.characters.items()}
    damages = 0
    for event in result.events:
        data = event.data
        if (event.kind == "damage" or data.get("what") == "health") and data.get("after", 0) < data.get("before", 0):
            target = event.data["target"]
            assert seen[target]["health"] == event.data["before"], event.explain
            assert event.data["state"][target]["health"] == event.data["after"] < event.data["before"]
            damages += 1
        seen.update(event.data["state"])
    assert damages >= 10


def test_a_paid_cost_shows_in_the_action_event(night):
    """"Saber uses Ninefold Ford on Rider (cost: 2 AP, 80 mana; AP 3 → 1, mana 160 → 80)"."""
    _, result = night
    [event] = [e for e in result.events if e.kind == "action" and "Ninefold Ford" in e.explain]
    assert "mana 160 → 80" in event.explain
    assert event.data["state"]["saber"]["mana"] == 80
    assert event.data["state"]["rider"]["health"] == 244.25  # the hit comes in its own event after


def test_moves_and_flights_show_the_new_location(night):
    before, result = night
    [move] = [e for e in result.events if e.kind == "move"]
    assert move.actors == ["piet"] and move.data["state"]["piet"]["location"] == "ferngate" == move.data["to"]
    [flee] = [e for e in result.events if e.kind == "flee"]
    assert flee.data["from"] == "gasworks" and flee.data["to"] == "weir-bridge"
    assert {cid: s["location"] for cid, s in flee.data["state"].items()} == {"rider": "weir-bridge",
                                                                             "jun": "weir-bridge"}
    assert positions_at(before, result.events, flee.seq - 1)["rider"] == "gasworks"
    assert positions_at(before, result.events, flee.seq)["rider"] == "weir-bridge"
    assert moves_until(result.events, flee.seq - 1) == [Move("piet", "hollin-wood", "ferngate", "move")]
    assert moves_until(result.events, result.events[-1].seq) == [
        ("piet", "hollin-wood", "ferngate", "move"), ("rider", "gasworks", "weir-bridge", "flee"),
        ("jun", "gasworks", "weir-bridge", "flee")]


def test_moves_of_events_stored_without_snapshots_are_read_from_their_data(night):
    """Events an older gmdesk stored have no state: their move and flee data still give the moves."""
    before, result = night
    old = events_without_states([e.to_dict() for e in result.events])
    assert all("state" not in e.get("data", {}) for e in old)
    last = result.events[-1].seq
    assert moves_until(old, last) == moves_until(result.events, last)
    assert positions_at(before, old, last) == positions_at(before, result.events, last)


def test_a_flight_that_lands_next_turn_leaves_the_fugitives_where_they_were():
    """valor 001:L107 (pursuit-timing = next-movement): "Until the next turn, they are still regarded to
    be in their original location": the flee event says where they go, the snapshot where they are."""
    before, result = _case("valor-094")
    [flee] = [e for e in result.events if e.kind == "flee"]
    assert (flee.data["from"], flee.data["to"]) == ("b", "c")
    assert {cid: s["location"] for cid, s in flee.data["state"].items()} == {"m1": "b", "s1": "b"}
    assert moves_until(result.events, flee.seq) == []
    assert positions_at(before, result.events, flee.seq) == {"m1": "b", "s1": "b", "m2": "b", "s2": "b"}


def test_pursuits_scouts_and_command_spell_flights_are_named_by_their_event():
    before, result = _case("ap-sp-418")  # "You can't escape!": the Servant follows the flight at once
    assert moves_until(result.events, result.events[-1].seq) == [
        ("s2", "park", "church", "flee"), ("s1", "park", "church", "pursuit")]
    before, result = _case("true-hgw-136")  # a flight by Command Spell is a change with what "move"
    assert moves_until(result.events, result.events[-1].seq) == [
        ("mara", "market", "docks", "flee"), ("saber", "market", "docks", "flee")]
    night3 = _sample("sample-valor-night3.json")
    result = _resolved(night3)
    moves = moves_until(result.events, result.events[-1].seq, night3)
    assert ("archer", "cape-light", "bonded-warehouses", "scout") in moves  # stays where it looked
    assert ("lancer", night3.characters["lancer"].location, "hollin-wood", "pursuit") in moves
    # without the war before, the pursuer's origin is read from the first event that shows it (its
    # regeneration note at the start of the turn, valor 001:L23)
    assert ("lancer", "velodrome", "hollin-wood", "pursuit") in moves_until(result.events, result.events[-1].seq)


def test_positions_at_reads_a_stored_war_before_and_stored_events(night):
    before, result = night
    stored = json.loads(json.dumps([e.to_dict() for e in result.events]))
    flee = next(e for e in stored if e["kind"] == "flee")
    assert positions_at(before.to_dict(), stored, flee["seq"]) == positions_at(before, result.events, flee["seq"])


def test_a_change_made_after_its_event_shows_in_that_event_unless_the_next_event_names_the_character():
    """Most activities change the war and then emit; a few emit first (a scout that stays where it
    looked). The change between two events belongs to the later one only if it names the character."""
    w = war("valor", line_map("a", "b", "c"), [person("x", "t1", "a"), person("y", "t2", "c")])
    ctx = TurnContext(w, rulesets.get("valor"), [], {}, TurnRandom(1, 1))
    first = ctx.emit("scout", ["x"], "x stays at b")
    w.characters["x"].location = "b"
    ctx.emit("note", ["y"], "about y only")
    assert first.data["state"]["x"]["location"] == "b"
    w.characters["y"].location = "b"
    arrival = ctx.emit("move", ["y", "x"], "y arrives where x stands")
    assert arrival.data["state"]["y"]["location"] == "b"
    w.characters["x"].health = 3
    ctx.settle_states()
    assert arrival.data["state"]["x"]["health"] == 3 and arrival.data["state"]["y"]["location"] == "b"
    assert ctx.events[1].data["state"]["y"]["location"] == "c"  # y's move belongs to the event naming y



def test_an_event_names_its_actors_then_its_targets_once_each_and_only_characters():
    """``data["state"]`` holds the actors (in order, once each, characters of the war only), then the
    ``target`` and the ``targets`` list that are not already named; a null keyword is dropped."""
    w = war("valor", line_map("a", "b"), [person("x", "t1", "a"), person("y", "t2", "b"), person("z", "t2", "b")])
    ctx = TurnContext(w, rulesets.get("valor"), [], {}, TurnRandom(1, 1))
    cases = [
        ((["x"], {}), ["x"]),
        ((["nobody"], {}), []),
        (([], {"target": "y"}), ["y"]),
        ((["x", "x", "ghost"], {"target": "x", "targets": ["z", "y", "z", 3]}), ["x", "z", "y"]),
        ((["y"], {"targets": ("x",), "target": None}), ["y", "x"]),
        ((["z"], {"targets": "x"}), ["z"]),  # text is not a list of targets
    ]
    for (actors, data), named in cases:
        event = ctx.emit("note", actors, "who is named", **data)
        assert list(event.data["state"]) == named
        assert "target" not in event.data or event.data["target"] is not None

def test_snapshots_share_nothing_with_the_war(night):
    _, result = night
    event = next(e for e in result.events if "saber" in e.data["state"])
    copy = json.loads(json.dumps(event.data["state"]))
    saber = result.war.characters["saber"]
    saber.points["AP"] = 99
    saber.statuses.append({"name": "Edited"})
    assert event.data["state"] == copy


def test_events_without_characters_carry_an_empty_state(night):
    _, result = night
    phases = [e for e in result.events if e.kind == "phase"]
    assert phases and all(e.data["state"] == {} for e in phases)


def test_the_war_at_a_moment_has_everyone_where_and_as_they_were_then(night):
    """The scrubber's map: after each event, positions and health as the events' states say."""
    from gmdesk.engine.moments import war_at

    war, result = night
    events = result.events
    hit = next(e for e in events if e.kind == "damage")
    moment = war_at(war, events, hit.seq)
    for cid, state in hit.data["state"].items():
        assert moment.characters[cid].health == state["health"]
    assert {cid: ch.location for cid, ch in moment.characters.items()} == positions_at(war, events, hit.seq)
    end = war_at(war, events, events[-1].seq)
    for cid, ch in result.war.characters.items():
        assert (end.characters[cid].location, end.characters[cid].health) == (ch.location, ch.health)
    assert war_at(war, events, 0).to_dict() == war.to_dict()


def test_no_caller_passes_an_events_rule_or_words_by_keyword():
    """``TurnContext.emit`` takes ``kind``, ``actors``, ``explain`` and ``rule`` by position only (a keyword that
    goes into its data is then matched against one named parameter, not five): a ``rule=`` written by keyword
    would land in the event's data instead of its rule, silently (the data is typed ``Any``)."""
    root = Path(__file__).resolve().parents[2]
    positional = {"kind", "actors", "explain", "rule"}
    found = []
    for path in sorted((root / "gmdesk").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "emit":
                found += [f"{path.relative_to(root)}:{node.lineno} {kw.arg}=" for kw in node.keywords
                          if kw.arg in positional]
    assert found == []
    w = war("valor", line_map("a", "b"), [person("x", "t1", "a")])
    ctx = TurnContext(w, rulesets.get("valor"), [], {}, TurnRandom(1, 1))
    event = ctx.emit("note", ["x"], "x is here", "valor 1.2", note="kept")
    assert event.rule == "valor 1.2" and list(event.data) == ["note", "state"]
