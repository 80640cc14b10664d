"""A conditional order's line in the turn's log says the condition as the GM reads it, with names: "Rider's condition
holds: Rider was attacked earlier this turn" (valor 001:L101-103, conditional moves), not the vocabulary's own text
"attacked: the actor (or `who`, a team member) was attacked earlier this turn", which the desk keeps for its tips."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gmdesk.engine import resolve_turn
from gmdesk.engine.combat.conditions import describe
from gmdesk.messages import say
from gmdesk.model.vocabulary import EventKind
from gmdesk.model.war import War

NIGHT2 = Path(__file__).resolve().parents[2] / "maps" / "sample-valor-night2.json"


def condition_lines(rider_if: dict) -> list:
    """Sample valor night 2 (Assassin's full ambush on Rider at Old Gasworks, 001:L87), Rider's answer under
    ``rider_if``."""
    data = json.loads(NIGHT2.read_text(encoding="utf-8"))
    for order in data["orders"]:
        if order["actor"] == "rider":
            order["if"] = rider_if
    result = resolve_turn(War.from_dict(data))
    return [e for e in result.events if e.kind == EventKind.CONDITION]


def test_the_sample_nights_condition_names_who_was_attacked():
    """valor 001:L101-103 'players … declare to use certain moves only under certain conditions': Rider strikes back
    if attacked, and was: the line names her, in English and in Japanese."""
    [line] = condition_lines({"kind": "attacked"})
    assert line.explain == "Rider's condition holds: Rider was attacked earlier this turn"
    assert line.data["holds"] is True and line.rule == "valor 001:L101-103"
    assert say(line.explain, "ja") == "Riderの条件が成立：Riderがこのターン先に攻撃された"
    assert "`" not in line.explain and "the actor" not in line.explain


@pytest.mark.parametrize("cond,english,japanese", [
    ({"kind": "attacked", "who": "jun"}, "Jun Arakida was attacked earlier this turn",
     "Jun Arakidaがこのターン先に攻撃された"),
    ({"kind": "attacked-by", "by": "assassin"}, "Assassin attacked Rider's team earlier this turn",
     "Assassinがこのターン先にRiderのチームを攻撃した"),
    ({"kind": "hostile-here"}, "a hostile is at Rider's location", "Riderのいる場所に敵がいる"),
    ({"kind": "in-battle", "not": True}, "it is not so that Rider is in a battle", "「Riderは戦闘中」ではない"),
    ({"kind": "target-here"}, "Assassin is at Rider's location", "AssassinがRiderと同じ場所にいる"),
])
def test_every_kind_of_condition_is_said_with_names(cond, english, japanese):
    """The closed vocabulary of conditions (gmdesk/engine/combat/conditions.py), each said of Rider's answer."""
    [line] = condition_lines(cond)
    assert line.explain.endswith(f": {english}") or f": {english};" in line.explain
    assert japanese in say(line.explain, "ja")


def test_the_vocabularys_own_words_stay_for_the_desks_tips():
    """The desk's tooltip (tests/ui/test_night_desk_timeline_and_charts.py) keeps the engine's definition."""
    assert describe({"kind": "attacked", "not": True}).startswith("not attacked: it is not so that the actor")
