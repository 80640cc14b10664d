"""GM rulings (issue 7): "Rules < sheets < GM: the GM can override any value, and the override is
recorded as a ruling". A ruling is an input of the turn like its orders: resolve_turn applies it at
the very end of the turn, in the phase ``gm-rulings``, one ``ruling`` event each, and refuses a bad
one naming ``rulings[i].<key>`` and the value."""

import json
import math
from pathlib import Path

import pytest

from gmdesk.conformance import load_cases
from gmdesk.engine import resolve_turn
from gmdesk.errors import WarFileError
from gmdesk.model.vocabulary import EventKind
from gmdesk.model.war import War
from tests.builders import line_map, person, war

NIGHT = Path(__file__).resolve().parents[2] / "maps" / "sample-ap-sp-night2.json"


@pytest.fixture(scope="module")
def night_data():
    return json.loads(NIGHT.read_text(encoding="utf-8"))


@pytest.fixture
def night(night_data):
    """The ap-sp sample on its second night: a battle going on, 21 orders, no question left."""
    return War.from_dict(night_data)


@pytest.fixture(scope="module")
def plain_result(night_data):
    """The same night resolved without rulings."""
    return resolve_turn(War.from_dict(night_data))


def _events(result):
    return [e.to_dict() for e in result.events]


def test_a_health_ruling_is_applied_last_and_explained_with_its_numbers(night, plain_result):
    before = plain_result.war.characters["saber"].health
    assert before == 247.1  # what the rules leave Saber with tonight
    ruling = {"id": "r1", "character": "saber", "field": "health", "value": 50, "reason": "the GM's call"}
    result = resolve_turn(night, rulings=[ruling])
    assert result.resolved and result.war.characters["saber"].health == 50
    assert result.war.turn == plain_result.war.turn == 3
    # everything the rules did is unchanged; the rulings come after it, in their own phase
    n = len(plain_result.events)
    assert _events(result)[:n] == _events(plain_result)
    phase, event = result.events[n:]
    assert (phase.kind, phase.phase, phase.turn) == ("phase", "gm-rulings", 2)
    assert (event.kind, event.phase, event.turn, event.seq) == ("ruling", "gm-rulings", 2, n + 2)
    assert event.actors == ["saber"] and event.rule == "GM ruling"
    assert event.explain == "GM ruling: Saber's health 247.1 → 50 (reason: the GM's call)"
    state = event.data.pop("state")
    assert event.data == {"ruling": "r1", "field": "health", "before": 247.1, "after": 50, "reason": "the GM's call"}
    assert state["saber"]["health"] == 50 and state["saber"]["location"] == "gasworks"
    # the rest of the war is as the rules left it
    others = {cid: ch.to_dict() for cid, ch in result.war.characters.items() if cid != "saber"}
    assert others == {cid: ch.to_dict() for cid, ch in plain_result.war.characters.items() if cid != "saber"}


@pytest.mark.parametrize("field, value, check, explain", [
    ("mana", 12.5, lambda ch: ch.mana == 12.5, "Saber's mana 80 → 12.5"),
    ("location", "weir-bridge", lambda ch: ch.location == "weir-bridge",
     "Saber's location Old Gasworks → Weir Bridge"),
    ("alive", False, lambda ch: ch.alive is False, "Saber: alive → dead"),
    ("spirit_form", True, lambda ch: ch.spirit_form is True, "Saber's spirit form no → yes"),
    ("points.AP", 7, lambda ch: ch.points["AP"] == 7, "Saber's AP 4 → 7"),
    ("points.SP", 2, lambda ch: ch.points["SP"] == 2, "Saber's SP none → 2"),  # a pool of the ruleset's sheets
    ("stats.AGI", "A+", lambda ch: str(ch.stats["AGI"]) == "A+", "Saber's AGI B → A+"),
])
def test_each_field_a_ruling_can_set(night, field, value, check, explain):
    result = resolve_turn(night, rulings=[{"character": "saber", "field": field, "value": value}])
    assert check(result.war.characters["saber"])
    event = result.events[-1]
    assert event.kind == "ruling" and event.explain == f"GM ruling: {explain}"
    assert event.data["ruling"] == "r1"  # no id given: numbered by its place
    assert event.data["field"] == field and event.data["after"] == value and event.data["reason"] == ""
    assert "before" in event.data


def test_rulings_apply_in_order_and_each_sees_the_one_before(night):
    result = resolve_turn(night, rulings=[
        {"id": "a", "character": "lancer", "field": "health", "value": 100, "reason": "first"},
        {"id": "b", "character": "lancer", "field": "health", "value": 90.5},
    ])
    first, second = [e for e in result.events if e.kind == "ruling"]
    assert (first.data["before"], first.data["after"]) == (265.0, 100)
    assert (second.data["before"], second.data["after"]) == (100, 90.5)
    assert second.explain == "GM ruling: Lancer's health 100 → 90.5"
    assert result.war.characters["lancer"].health == 90.5


def test_a_ruling_is_a_pure_input(night_data):
    """Same war, orders, decisions, seed and rulings: byte-identical events and war (no random draw)."""
    rulings = [{"id": "r1", "character": "rider", "field": "mana", "value": 3, "reason": "drained"}]
    one = resolve_turn(War.from_dict(night_data), rulings=rulings)
    two = resolve_turn(War.from_dict(night_data), rulings=rulings)
    assert json.dumps(one.to_dict()) == json.dumps(two.to_dict())
    assert rulings == [{"id": "r1", "character": "rider", "field": "mana", "value": 3, "reason": "drained"}]


def test_a_note_changes_nothing(night, plain_result):
    """Rulings stored by older files are notes ({"text": …}): kept with the turn, nothing applied."""
    result = resolve_turn(night, rulings=[{"text": "no civilians harmed"}, {"note": "ruling 1"}])
    assert json.dumps(result.to_dict()) == json.dumps(plain_result.to_dict())


def test_ruling_is_an_event_kind():
    assert EventKind("ruling") is EventKind.RULING


# -- refusals ------------------------------------------------------------------------------------------
def _small_war():
    return war("ap-sp", line_map("a", "b", "c"), [
        person("m1", "t1", "a", kind="master", stats={"AGI": "D"}, health=100, mana=50),
        person("s1", "t1", "a", master="m1", stats={"AGI": "B", "ACT": "C"}, health=100, mana=50, points={"AP": 4}),
        person("s2", "t2", "c", stats={"AGI": "C"}, health=100, alive=False),
    ])


@pytest.mark.parametrize("ruling, field, value", [
    ({"character": "ghost", "field": "health", "value": 5}, "rulings[0].character", "ghost"),
    ({"character": "s2", "field": "health", "value": 5}, "rulings[0].character", "s2"),
    ({"character": "s1", "field": "charm", "value": 5}, "rulings[0].field", "charm"),
    ({"character": "s1", "field": "points.valor", "value": 5}, "rulings[0].field", "points.valor"),
    ({"character": "s1", "field": "stats.MAG", "value": "B"}, "rulings[0].field", "stats.MAG"),
    ({"character": "s1", "field": "health", "value": "50"}, "rulings[0].value", "50"),
    ({"character": "s1", "field": "health", "value": True}, "rulings[0].value", True),
    ({"character": "s1", "field": "health", "value": math.inf}, "rulings[0].value", math.inf),
    ({"character": "s1", "field": "mana", "value": None}, "rulings[0].value", None),
    ({"character": "s1", "field": "mana", "value": 10 ** 400}, "rulings[0].value", 10 ** 400),
    ({"character": "s1", "field": "points.AP", "value": "3"}, "rulings[0].value", "3"),
    ({"character": "s1", "field": "location", "value": "nowhere"}, "rulings[0].value", "nowhere"),
    ({"character": "s1", "field": "location", "value": None}, "rulings[0].value", None),
    ({"character": "s1", "field": "alive", "value": "yes"}, "rulings[0].value", "yes"),
    ({"character": "s1", "field": "spirit_form", "value": 1}, "rulings[0].value", 1),
    ({"character": "s1", "field": "stats.AGI", "value": "Z"}, "rulings[0].value", "Z"),
    ({"character": "s1", "field": "stats.ACT", "value": "B+"}, "rulings[0].value", "B+"),  # ACT takes no '+'
    ({"character": "s1", "field": "stats.AGI", "value": 3}, "rulings[0].value", 3),
    ({"character": "s1", "field": "health", "valeu": 5}, "rulings[0].valeu", 5),
    ({"character": "s1", "field": "health"}, "rulings[0].value", None),
    ({"character": 7, "field": "health", "value": 5}, "rulings[0].character", 7),
    ({"character": "s1", "field": "health", "value": 5, "reason": ["x"]}, "rulings[0].reason", ["x"]),
    ("health 5", "rulings[0]", "health 5"),
])
def test_a_bad_ruling_is_refused_naming_its_field_and_value(ruling, field, value):
    w = _small_war()
    with pytest.raises(WarFileError) as info:
        resolve_turn(w, [], [], rulings=[ruling])
    assert info.value.field == field
    if isinstance(value, float) and math.isinf(value):
        assert info.value.value == value
    else:
        assert info.value.value == value and type(info.value.value) is type(value)


def test_the_index_names_the_bad_ruling_and_ids_are_unique():
    w = _small_war()
    good = {"id": "r1", "character": "s1", "field": "health", "value": 5}
    with pytest.raises(WarFileError) as info:
        resolve_turn(w, [], [], rulings=[{"text": "a note"}, good, {"character": "s1", "field": "mana", "value": "x"}])
    assert info.value.field == "rulings[2].value"
    with pytest.raises(WarFileError) as info:
        resolve_turn(w, [], [], rulings=[good, dict(good, value=6)])
    assert info.value.field == "rulings[1].id" and info.value.value == "r1"


def test_the_refused_ruling_message_says_what_is_wrong():
    with pytest.raises(WarFileError) as info:
        resolve_turn(_small_war(), [], [], rulings=[{"character": "s2", "field": "health", "value": 5}])
    assert str(info.value) == ("rulings[0].character: S2 is dead: a ruling on the dead can only bring them back "
                               "(alive = true) (got 's2')")
    with pytest.raises(WarFileError) as info:
        resolve_turn(_small_war(), [], [], rulings=[{"character": "s1", "field": "stats.ACT", "value": "B+"}])
    assert "rulings[0].value" in str(info.value) and "E/D/C/B/A/EX, N/A" in str(info.value)


def test_a_character_ruled_dead_takes_no_later_ruling():
    with pytest.raises(WarFileError) as info:
        resolve_turn(_small_war(), [], [], rulings=[{"character": "s1", "field": "alive", "value": False},
                                                    {"character": "s1", "field": "health", "value": 1}])
    assert info.value.field == "rulings[1].character" and info.value.value == "s1"


def test_a_character_who_died_this_turn_can_be_ruled_back_to_life_with_health():
    """QA valor #14: docs/desktop.md says a ruling overrides "alive"; a GM who judges a death wrong rules
    the character alive, then their Health, in the same turn (each its own event, in their order)."""
    case = next(c for c in load_cases() if c.id == "ap-sp-197")
    plain = resolve_turn(case.war(), case.data["orders"], case.data["decisions"], case.data.get("seed"))
    [death] = [e for e in plain.events if e.kind == "death"]
    victim = death.actors[0]
    ruled = resolve_turn(case.war(), case.data["orders"], case.data["decisions"], case.data.get("seed"),
                         rulings=[{"id": "r1", "character": victim, "field": "alive", "value": True, "reason": "x"},
                                  {"id": "r2", "character": victim, "field": "health", "value": 20}])
    back = ruled.war.characters[victim]
    assert back.alive and back.health == 20
    assert back.location == plain.war.characters[victim].location  # where they fell
    rulings = [e for e in ruled.events if e.kind == EventKind.RULING]
    name = back.name
    assert [e.explain for e in rulings] == [f"GM ruling: {name}: dead → alive (reason: x)",
                                            f"GM ruling: {name}'s health {_fmt(plain.war.characters[victim].health)} → 20"]
    assert [e.explain for e in ruled.events][:len(plain.events)] == [e.explain for e in plain.events]


def _fmt(value):
    from gmdesk.rulesets.scores import fmt

    return fmt(value)


def test_a_character_who_died_this_turn_takes_no_ruling():
    """The ruling is checked again when it applies, against the war as the turn left it."""
    case = next(c for c in load_cases() if c.id == "ap-sp-197")
    plain = resolve_turn(case.war(), case.data["orders"], case.data["decisions"], case.data.get("seed"))
    [death] = [e for e in plain.events if e.kind == "death"]
    victim = death.actors[0]
    assert case.war().characters[victim].alive  # alive when the turn starts
    with pytest.raises(WarFileError) as info:
        resolve_turn(case.war(), case.data["orders"], case.data["decisions"], case.data.get("seed"),
                     rulings=[{"character": victim, "field": "health", "value": 20}])
    assert info.value.field == "rulings[0].character" and info.value.value == victim


def test_a_pending_turn_checks_its_rulings_and_applies_them_once_answered():
    w = war("valor", line_map("a", "b", "c", "d"), [
        person("s1", "t1", "a", stats={"LCK": "B", "AGI": "C"}),
        person("m1", "t1", "a", kind="master", stats={"LCK": "C", "AGI": "D"}),
        person("s2", "t2", "c", stats={"LCK": "C", "AGI": "B"}, health=40),
    ])
    orders = [{"actor": "s1", "action": "move", "to": "c"}, {"actor": "m1", "action": "move", "to": "c"},
              {"actor": "s2", "action": "move", "to": "a"}]
    rulings = [{"id": "heal", "character": "s2", "field": "health", "value": 45, "reason": "first aid"}]
    with pytest.raises(WarFileError):
        resolve_turn(w, orders, [], rulings=[{"character": "s2", "field": "health", "value": "lots"}])
    pending = resolve_turn(w, orders, [], rulings=rulings)
    assert pending.status == "pending" and pending.war.characters["s2"].health == 40
    assert not any(e.kind == "ruling" for e in pending.events)
    done = resolve_turn(w, orders, [{"id": pending.pending[0].id, "choice": "ignore"}], rulings=rulings)
    assert done.resolved and done.war.characters["s2"].health == 45
    assert done.events[-1].explain == "GM ruling: S2's health 40 → 45 (reason: first aid)"
