"""Sheet edits: each is refused when the war file could not hold its result, and undone exactly."""

from pathlib import Path

import pytest

from gmdesk.model.mapedits import Batch, EditRefused
from gmdesk.model.sheetedits import (InsertEntry, MoveEntry, RemoveEntry, SetSheetValue, copy_entries, path_text)
from gmdesk.model.warfile import load_war

MAPS = Path(__file__).resolve().parents[2] / "maps"


@pytest.fixture
def war():
    return load_war(MAPS / "sample-ap-sp.json")


def test_path_text_names_fields_as_validation_does():
    assert path_text(("stats", "STR")) == "stats.STR"
    assert path_text(("skills", 2, "Damage")) == "skills[2].Damage"
    assert path_text(("health",)) == "health"


def test_a_stat_is_set_and_undone_to_the_same_object(war):
    saber = war.characters["saber"]
    before = saber.to_dict()
    edit = SetSheetValue("saber", ("stats", "STR"), "EX")
    assert edit.describe(war) == "Saber: STR A → EX"
    edit.check(war)
    touched = edit.apply(war)
    assert touched.characters == {"saber"}
    assert war.characters["saber"] is saber  # views holding the character see the change
    assert str(saber.stats["STR"]) == "EX"
    edit.revert(war)
    assert saber.to_dict() == before


@pytest.mark.parametrize("path, value, words", [
    (("stats", "STR"), "Q", "stats.STR"),
    (("health",), "lots", "must be a number"),
    (("kind",), "dragon", "must be one of"),
    (("id",), "other", "not a field the sheet editor sets"),
    (("location",), "docks", "not a field the sheet editor sets"),
    (("team",), "nobody", "no team 'nobody'"),
    (("skills", 9, "Damage"), "1 Physical", "no skills[9]"),
])
def test_values_a_war_file_cannot_hold_are_refused_with_the_field_and_value(war, path, value, words):
    before = war.characters["saber"].to_dict()
    with pytest.raises(EditRefused, match=words.replace("[", r"\[").replace("]", r"\]")):
        SetSheetValue("saber", path, value).check(war)
    assert war.characters["saber"].to_dict() == before


def test_none_removes_an_optional_field(war):
    edit = SetSheetValue("saber", ("true_name",), None)
    edit.apply(war)
    assert war.characters["saber"].true_name is None
    edit.revert(war)
    assert war.characters["saber"].true_name is not None


def test_a_skill_field_is_set_by_its_document_key(war):
    edit = SetSheetValue("saber", ("skills", 0, "Damage"), "30 Physical")
    assert "skill Nine-Notch Cleave Damage 25 Physical → 30 Physical" in edit.describe(war)
    edit.apply(war)
    assert war.characters["saber"].skills[0]["Damage"] == "30 Physical"


def test_entries_are_added_moved_and_removed_with_exact_undo(war):
    saber = war.characters["saber"]
    names = [s["Name"] for s in saber.skills]
    add = InsertEntry("saber", "skills", {"Name": "Mana Burst", "Type": "Support"}, 1)
    assert add.describe(war) == "Saber: add skill Mana Burst"
    add.apply(war)
    assert [s["Name"] for s in saber.skills][1] == "Mana Burst"
    move = MoveEntry("saber", "skills", 1, 0)
    assert move.describe(war) == "Saber: move skill Mana Burst up"
    move.apply(war)
    assert saber.skills[0]["Name"] == "Mana Burst"
    remove = RemoveEntry("saber", "skills", 0)
    remove.apply(war)
    assert [s["Name"] for s in saber.skills] == names
    for edit in (remove, move, add):
        edit.revert(war)
    assert [s["Name"] for s in saber.skills] == names


def test_entry_edits_refuse_places_that_do_not_exist(war):
    with pytest.raises(EditRefused, match="no entry 40"):
        RemoveEntry("saber", "skills", 40).check(war)
    with pytest.raises(EditRefused, match="cannot move"):
        MoveEntry("saber", "skills", 0, 40).check(war)
    with pytest.raises(EditRefused, match="not a list of the sheet"):
        InsertEntry("saber", "flags", {"name": "x"}).check(war)


def test_copying_skills_to_another_character_is_one_batch(war):
    saber = war.characters["saber"]
    lancer_before = list(war.characters["lancer"].skills)
    batch = Batch(copy_entries(saber, "skills", [0, 1], "lancer"), "copy 2 skills to Lancer")
    batch.check(war)
    batch.apply(war)
    lancer = war.characters["lancer"]
    assert [s["Name"] for s in lancer.skills[-2:]] == [s["Name"] for s in saber.skills[:2]]
    lancer.skills[-1]["Name"] = "changed"  # a copy, not the same dict
    assert saber.skills[1]["Name"] != "changed"
    batch.revert(war)
    assert war.characters["lancer"].skills == lancer_before


def test_a_new_character_starts_at_the_rulesets_maxima_and_command_spells(war):
    """ap-sp 000:L40, L50 (Masters: 150 Health, 75 Mana), 000:L374 (three Command Spells)."""
    from gmdesk import rulesets
    from gmdesk.model.sheetedits import AddCharacter, new_character

    data = new_character(war, "Saber", "master", "t1" if "t1" in war.team_ids() else war.team_ids()[0],
                         next(iter(war.map.locations)), rulesets.get("ap-sp"))
    assert data["id"] == "saber-2"  # "saber" is taken
    assert (data["health"], data["mana"], data["command_spells"]) == (150, 75, 3)
    add = AddCharacter(data)
    assert add.describe(war) == "add master Saber"
    add.check(war)
    add.apply(war)
    assert list(war.characters)[-1] == "saber-2"
    add.revert(war)
    assert "saber-2" not in war.characters


def test_adding_refuses_unknown_places_and_taken_ids(war):
    from gmdesk.model.sheetedits import AddCharacter

    with pytest.raises(EditRefused, match="already a character 'saber'"):
        AddCharacter({"id": "saber", "name": "x", "kind": "servant"}).check(war)
    with pytest.raises(EditRefused, match="no location 'moon'"):
        AddCharacter({"id": "new", "name": "x", "kind": "servant", "location": "moon"}).check(war)
    with pytest.raises(EditRefused, match="kind"):
        AddCharacter({"id": "new", "name": "x", "kind": "dragon"}).check(war)


def test_removing_a_character_is_refused_while_a_contract_names_them_and_undone_in_place(war):
    from gmdesk.model.sheetedits import RemoveCharacter

    master = war.characters["saber"].master
    with pytest.raises(EditRefused, match="contracted with"):
        RemoveCharacter(master).check(war)
    order = list(war.characters)
    remove = RemoveCharacter("saber")
    remove.check(war)
    remove.apply(war)
    assert "saber" not in war.characters
    remove.revert(war)
    assert list(war.characters) == order


def test_undo_steps_name_teams_masters_and_fields_in_the_gms_words(war):
    team = next(t for t in war.teams if t.id == war.characters["saber"].team)
    assert SetSheetValue("saber", ("team",), None).describe(war) == f"Saber: team {team.name} → no team"
    assert SetSheetValue("saber", ("alive",), False).describe(war) == "Saber: alive yes → no"
    assert SetSheetValue("saber", ("master",), "mirela").describe(war).endswith(
        f"Master {war.characters[war.characters['saber'].master].name} → {war.characters['mirela'].name}")
    assert SetSheetValue("saber", ("spirit_form",), True).describe(war) == "Saber: spirit form (empty) → True"
    assert SetSheetValue("saber", ("points", "AP"), 5).describe(war) == "Saber: AP 4 → 5"
