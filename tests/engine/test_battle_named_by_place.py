"""A battle is named to the GM by where it is fought, never by its id (``b3-collegium`` is the war file's key, kept in
the event's data): the engine's lines that start or join a battle, skirmish's surprise-attack note (002:L74), and the
refusals of the map and sheet edits, in English and in Japanese (resources/i18n/core_ja.json)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gmdesk.engine import resolve_turn
from gmdesk.messages import say
from gmdesk.model.mapedits import EditRefused
from gmdesk.model.sheetedits import RemoveCharacter
from gmdesk.model.vocabulary import EventKind
from gmdesk.model.war import War

MAPS = Path(__file__).resolve().parents[2] / "maps"


def sample(name: str) -> dict:
    return json.loads((MAPS / name).read_text(encoding="utf-8"))


def test_a_battle_that_starts_is_said_at_its_place():
    """valor 001:L73 (combat commences when a team turns hostile): on sample night 3 Caster's attack after the
    sighting starts the battle at the Collegium; the line names the place, the data keeps the id."""
    result = resolve_turn(War.from_dict(sample("sample-valor-night3.json")))
    [start] = [e for e in result.events if e.kind == EventKind.ENGAGE]
    assert start.explain == ("Caster attacks Berserker at Collegium Quarter: a battle starts (battle turn 1; in it now: "
                             "Caster, Berserker, Sister Agathe Lindqvist, Rufus Okonkwo-Hale)")
    assert (start.data["battle"], start.data["location"]) == ("b3-collegium", "collegium")
    assert say(start.explain, "ja") == ("CasterがCollegium QuarterでBerserkerを攻撃：戦闘開始（戦闘1ターン目。参加者："
                                        "Caster、Berserker、Sister Agathe Lindqvist、Rufus Okonkwo-Hale）")


@pytest.mark.parametrize("name", ["sample-ap-sp-night2.json", "sample-true-hgw-night2.json", "sample-valor-night2.json",
                                  "sample-valor-night3.json", "sample-skirmish-night2.json"])
def test_no_line_of_a_sample_night_names_a_battle_by_its_id(name):
    """Every sample night that starts or fights battles: no event's sentence, English or Japanese, holds a battle's
    id, while the engage events still carry it."""
    data = sample(name)
    result = resolve_turn(War.from_dict(data), data["orders"], data["decisions"])
    ids = {b.id for b in result.war.battles} | {e.data["battle"] for e in result.events if e.data.get("battle")}
    ids |= {b["id"] for b in data.get("battles", [])}
    assert ids
    said = [e.explain for e in result.events] + [say(e.explain, "ja") for e in result.events]
    assert not [line for line in said if any(i in line for i in ids)]


def test_skirmish_surprise_attack_note_names_the_place():
    """skirmish 002:L74 'Assassin cannot receive surprise more than once per battle': the note that remembers the
    battle says where it is; the flag keeps the battle's id."""
    data = sample("sample-skirmish-night2.json")
    data["orders"] = [{"actor": "assassin", "action": "attack", "mode": "Surprise attack", "target": "berserker"}]
    data["decisions"] = [{"id": "t2.surprise.assassin.berserker", "choice": "no"}]
    result = resolve_turn(War.from_dict(data))
    [note] = [e for e in result.events if e.kind == EventKind.NOTE and "surprise" in e.explain]
    assert note.explain == "Assassin makes its surprise attack in the battle at St. Brannoc Infirmary"
    assert note.rule == "skirmish 002:L74"
    assert say(note.explain, "ja") == "AssassinはSt. Brannoc Infirmaryの戦闘で奇襲を行った"
    assert result.war.characters["assassin"].flags["skirmish:surprised-battle"] == "b2-saint-brannoc"


def test_removing_a_fighter_is_refused_naming_the_battles_place():
    """Removing a fighter is refused while the battle goes on; the refusal says which battle by its place (moving one:
    tests/model/test_mapedit_names.py)."""
    war = War.from_dict(sample("sample-valor-night2.json"))
    with pytest.raises(EditRefused) as removing:
        RemoveCharacter("berserker").check(war)
    assert str(removing.value) == "Berserker fights in the battle at Northgate Goods Yard: end the battle first"
    assert say(removing.value.args[0], "ja") == "BerserkerはNorthgate Goods Yardの戦闘で戦っています：先に戦闘を終えてください"
