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


def updates(answers: dict[str, str] | None = None):
    data = json.loads(NIGHT3.read_text(encoding="utf-8"))
    for decision in data["decisions"]:
        decision["choice"] = (answers or {}).get(decision["id"], decision["choice"])
    war = War.from_dict(data)
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


def test_the_noticing_team_knows_whom_it_saw_even_when_it_ignores_them():
    """valor 001:L109, L111: the team that notices first sees the others; answering 'ignore' it never meets
    them, yet its update names them (not 'someone') and says so under What you learned; the noticed team
    learns nothing."""
    told = updates({"t3.crossing.arakida:rider-jun.verhaegen:saber-odile": "ignore",
                    "t3.sighting.lindqvist:caster-agathe.hale:rufus-berserker": "ignore"})
    arakida, lindqvist = lines(told.teams["arakida"]), lines(told.teams["lindqvist"])
    assert "* On the road, Saber, Odile Verhaegen, Rider and Jun Arakida crossed paths." in arakida
    assert "* Noticed first: Saber and Odile Verhaegen." in arakida
    assert "* Noticed first: Rufus Okonkwo-Hale and Berserker at Collegium Quarter." in lindqvist
    assert not any("someone" in line or "(unknown)" in line for line in arakida + lindqvist)
    assert not any("Noticed" in line for line in lines(told.teams["verhaegen"]) + lines(told.teams["hale"]))


def test_a_spotted_scout_is_told_once():
    """valor 001:L29: Archer scouts Bonded Warehouses, is spotted and goes back ('return'): Greenhalgh reads the
    scouting once; what it chose is told with its question."""
    greenhalgh = lines(updates().teams["greenhalgh"])
    assert [line for line in greenhalgh if "scouted" in line] == [
        "* Archer scouted Bonded Warehouses and saw Mirela Castellan."]
    assert any("You answered: Archer goes back to its Master at Cape Lighthouse." in line for line in greenhalgh)
