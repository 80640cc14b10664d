"""What a valor team reads of a Sighting or a Crossing in its update (sample night 3,
maps/sample-valor-night3.json): Caster and Sister Agathe, going Calder Hill Observatory → Collegium Quarter,
notice Rufus and Berserker standing at Collegium Quarter (valor 001:L111: 'encounter each other … in a specific
area'); Rider and Jun notice Saber and Odile on the road Weir Bridge – Old Gasworks (valor 001:L109)."""

from __future__ import annotations

import json
from pathlib import Path

from gmdesk.engine import resolve_turn
from gmdesk.model.war import War
from gmdesk.updates import UpdateFormat, render, turn_updates

NIGHT3 = Path(__file__).resolve().parents[2] / "maps" / "sample-valor-night3.json"


def updates():
    war = War.from_dict(json.loads(NIGHT3.read_text(encoding="utf-8")))
    result = resolve_turn(war)
    return turn_updates(war, result.war, result.events, result.pending)


def lines(update) -> list[str]:
    return render(update, UpdateFormat.TEXT).splitlines()


def test_a_sighting_is_told_where_it_happened_once():
    """valor 001:L111: the Sighting happens at Collegium Quarter, where the noticed party stands, not at Calder
    Hill Observatory, where the noticing party set out; the noticing team's answer ('stop') is told with its
    question, so the meeting is told once."""
    lindqvist = lines(updates().teams["lindqvist"])
    sighted = [line for line in lindqvist if "sighted one another" in line]
    assert sighted == ["* Caster, Sister Agathe Lindqvist, Rufus Okonkwo-Hale and Berserker sighted one another at "
                       "Collegium Quarter."]


def test_a_crossing_is_told_once_to_the_side_that_noticed_and_not_to_the_other():
    """valor 001:L109: Rider and Jun notice first and read one crossing; Saber and Odile read none."""
    told = updates()
    assert [line for line in lines(told.teams["arakida"]) if "crossed paths" in line] == [
        "* On the road, Saber, Odile Verhaegen, Rider and Jun Arakida crossed paths."]
    assert not [line for line in lines(told.teams["verhaegen"]) if "crossed paths" in line]
    assert not [line for line in lines(told.teams["hale"]) if "sighted" in line]
