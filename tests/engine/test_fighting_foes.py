"""Each fighter's battle and foes, looked for once per battle and team (budgets.Fighting), are what foes_in gives
every character on its own: the battle's living hostiles in the battle's order."""

from __future__ import annotations

from gmdesk.engine.combat.budgets import Fighting, battles_by_character, foes_in
from gmdesk.model.character import Character, hostile
from gmdesk.model.mapgraph import Location, WarMap
from gmdesk.model.war import Battle, War


def char(cid: str, team: str | None, kind: str = "servant", alive: bool = True) -> Character:
    return Character(id=cid, name=cid.capitalize(), kind=kind, team=team, location="a", alive=alive)


def test_every_fighter_gets_the_foes_foes_in_finds_and_a_list_of_its_own():
    people = [char("m1", "red", "master"), char("s1", "red"), char("m2", "blue", "master"), char("s2", "blue"),
              char("s3", "green", alive=False), char("rogue", None), char("loner", None), char("away", "red")]
    war = War(ruleset="ap-sp", title="t", map=WarMap([Location("a", "A"), Location("b", "B")], [("a", "b")]),
              characters={c.id: c for c in people},
              battles=[Battle("b1", "a", ["m1", "s1", "s2", "s3", "rogue"]), Battle("b2", "a", ["m2", "loner"])])
    fighting = Fighting(war)
    battles = battles_by_character(war)
    for ch in people:
        battle, foes = fighting.of(ch)
        assert battle is battles.get(ch.id)
        assert foes == foes_in(war, ch, battle, hostile)
    _, red_master = fighting.of(war.characters["m1"])
    _, red_servant = fighting.of(war.characters["s1"])
    assert [f.id for f in red_master] == ["s2", "rogue"] and red_master is not red_servant
    red_master.clear()  # a caller's list is its own
    assert [f.id for f in fighting.of(war.characters["s1"])[1]] == ["s2", "rogue"]
    assert [f.id for f in fighting.of(war.characters["rogue"])[1]] == ["m1", "s1", "s2", "rogue"]  # no team: all
    assert fighting.of(war.characters["away"]) == (None, [])
