"""The skill library: the skills each rules document gives or describes, as sheet entries in the ruleset's
skill format, each citing its lines.

Citations ``000:Lnn`` point into the rules documents (ap-sp.000_…, valor.001_…, skirmish.002_…,
roll-dice.004_…); true-hgw 003 is one physical line and is cited by section (``003 §IX``).
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from gmdesk import rulesets
from gmdesk.errors import WarFileError
from gmdesk.model.character import Character
from gmdesk.model.warfile import load_war
from gmdesk.rulesets.roll_dice.tables import BASE_SHEETS
from gmdesk.sheets.library import LIBRARY_DIR, LibrarySkill, library, read_library
from gmdesk.sheets.problems import problems_at, sheet_problems

MAPS = Path(__file__).resolve().parents[2] / "maps"
BUNDLED = ("ap-sp", "valor", "skirmish", "true-hgw", "roll-dice")
CITATION = {
    "ap-sp": r"^ap-sp 000:L\d+",
    "valor": r"^valor 001:L\d+",
    "skirmish": r"^skirmish 002:L\d+",
    "true-hgw": r"^true-hgw 003 §[IVX]+",
    "roll-dice": r"^roll-dice 004:L\d+",
}


def by_name(ruleset_id: str) -> dict[str, LibrarySkill]:
    return {s.name: s for s in library(ruleset_id)}


@pytest.mark.parametrize("ruleset_id", BUNDLED)
def test_every_library_loads_with_8_to_20_cited_skills(ruleset_id):
    skills = library(ruleset_id)
    assert 8 <= len(skills) <= 20
    assert len({s.name for s in skills}) == len(skills), "two library skills share a name"
    for s in skills:
        assert re.match(CITATION[ruleset_id], s.source), s.source
        assert s.category.strip()


@pytest.mark.parametrize("ruleset_id", BUNDLED)
def test_entries_use_the_formats_field_keys_and_flags_only(ruleset_id):
    fmt = rulesets.get(ruleset_id).skill_format
    for s in library(ruleset_id):
        for key in s.entry:
            if key in fmt.flags:
                continue
            field = fmt.field(key)
            assert field is not None, f"{s.name}: {key!r} is not a field of the {ruleset_id} skill format"
            assert key == field.key, f"{s.name}: {key!r} should be spelled {field.key!r}"


@pytest.mark.parametrize("ruleset_id", ("ap-sp", "true-hgw"))
def test_every_entry_is_read_by_the_ruleset(ruleset_id):
    """The engine reads these entries (ap-sp 000:L283-329, true-hgw 003 §IX): each one parses."""
    ruleset = rulesets.get(ruleset_id)
    entries = [s.entry for s in library(ruleset_id)]
    owner = Character(id="tester", name="Tester", kind="servant", skills=entries)
    for i, entry in enumerate(entries):
        skill = ruleset.parse_skill(entry, owner, i)
        assert skill.name


@pytest.mark.parametrize("ruleset_id", BUNDLED)
def test_library_skills_bring_no_problem_onto_a_sample_sheet(ruleset_id):
    """Added to the sample's Saber, no library skill is a problem for the rules (`gmdesk validate`)."""
    war = load_war(MAPS / f"sample-{ruleset_id}.json")
    ruleset = rulesets.get(ruleset_id)
    saber = war.characters["saber"]
    first = len(saber.skills)
    saber.skills.extend(json.loads(json.dumps(s.entry)) for s in library(ruleset_id))
    problems = sheet_problems(war, ruleset, "saber")
    for i in range(first, len(saber.skills)):
        assert problems_at(problems, f"skills[{i}]") == []


def test_ap_sp_examples_are_the_documents_own():
    """ap-sp 000:L714-730 (Rapid Cut), L769-785 (Lightning Storm), L888-900 (the Power Blow progression)."""
    skills = by_name("ap-sp")
    assert skills["Rapid Cut"].entry == {
        "Name": "Rapid Cut", "Rank": "C-", "Type": "Anti-Personnel", "Max Number of Targets": 1,
        "Type of Target": "[Any]", "Damage": "25 Physical", "Cost": "1 AP",
        "Description": "The opponent is repeatedly slashed with a sword.", "basic": True}
    assert skills["Rapid Cut"].source == "ap-sp 000:L714-L730"
    storm = skills["Lightning Storm"].entry
    assert (storm["Rank"], storm["Type"], storm["Max Number of Targets"]) == ("A-", "Anti-Army", 99)
    assert (storm["Damage"], storm["Cost"]) == ("30 Magical, Stun 1", "2 AP, 50 Mana")
    assert storm["Requirements"] == '"Rain Manipulation" must be active.'
    blow = skills['"Power Blow" - Crushing Punch -> Instant Crushing Punch'].entry
    assert blow["Damage"] == "25 Physical -> 50 Physical, Stun 1"
    assert blow["Cost"] == "1 AP, 0 Mana -> 2 AP, 35 Mana"
    owner = Character(id="t", name="T", kind="servant", skills=[blow, dict(blow, stage=1)])
    ruleset = rulesets.get("ap-sp")
    first, upgraded = ruleset.parse_skill(blow, owner, 0), ruleset.parse_skill(owner.skills[1], owner, 1)
    assert (first.name, first.slot, first.stages) == ("Crushing Punch", "attack", 2)
    assert (upgraded.name, upgraded.slot, str(upgraded.rank)) == ("Instant Crushing Punch", "instant", "D+")
    assert [i.status for i in upgraded.inflicts] == ["Stun"]


def test_ap_sp_basic_attacks_are_marked_basic():
    """The three examples under "Basic Attack" (000:L714-764) are listed apart from skills (000:L267)."""
    basic = [s.name for s in library("ap-sp") if s.category == "Basic attack"]
    assert basic == ["Rapid Cut", "Double Bullet", "Longshot"]
    ruleset = rulesets.get("ap-sp")
    owner = Character(id="t", name="T", kind="servant")
    for s in library("ap-sp"):
        assert ruleset.parse_skill(s.entry, owner, 0).basic is (s.category == "Basic attack")


def test_skills_named_without_mechanics_keep_their_mechanical_fields_empty():
    """ap-sp names Riding (000:L193) and Independent Action (000:L358) without numbers; valor and
    skirmish describe Assassin's ambushes (001:L87, 002:L74) without a rank or a cost."""
    ap = by_name("ap-sp")
    for name in ("Riding", "Independent Action", "Flight"):
        assert set(ap[name].entry) == {"Name", "Type", "Description"}
    for ruleset_id, name in (("valor", "Minor ambush"), ("valor", "Full ambush"), ("skirmish", "Surprise attack")):
        assert set(by_name(ruleset_id)[name].entry) == {"name", "description"}


ROLL_DICE_FP = {
    "対魔力": (1, "L1138"), "騎乗": (2, "L1134"), "単独行動": (3, "L1149"), "狂化": (4, "L1169"),
    "気配遮断": (2, "L1147"), "陣地作成": (3, "L1153"), "道具作成": (2, "L1154"), "黄金律": (5, "L1131"),
    "怪力": (3, "L1132"), "剛体": (3, "L1370"), "カリスマ": (2, "L1135"), "千里眼": (2, "L1140"),
    "魔力放出": (2, "L1150"), "戦闘続行": (2, "L1167"), "直感": (4, "L1173"), "心眼": (4, "L1174"),
    "先制攻撃": (2, "L1243"), "飛翔": (2, "L1286"),
}
"""'1Lv nFP' as each skill's line of the skill list (004:L1118-L1373) writes it."""


def test_roll_dice_skills_have_their_fp_per_level_and_japanese_names():
    skills = library("roll-dice")
    assert {s.name.split(" (")[0] for s in skills} == set(ROLL_DICE_FP)
    for s in skills:
        japanese, english = re.fullmatch(r"(.+) \((.+)\)", s.name).groups()
        fp, line = ROLL_DICE_FP[japanese]
        assert s.entry["fp"] == fp and type(s.entry["fp"]) is int
        assert s.source.startswith(f"roll-dice 004:{line}")
        assert english.isascii() and s.entry["description"].strip()


def test_roll_dice_class_skills_start_at_the_class_rank():
    """A class skill's rank is its starting rank in 基本クラス別スキル (004:L660-L706)."""
    started = {skill for sheet in BASE_SHEETS.values() for skill in sheet.class_skills}
    class_skills = [s for s in library("roll-dice") if s.category == "Class skill"]
    assert len(class_skills) == 7
    for s in class_skills:
        assert s.entry["type"] == "Class skill"
        assert s.name.split(" (")[0] + s.entry["rank"] in started
    for s in library("roll-dice"):
        if s.category != "Class skill":
            assert "rank" not in s.entry  # the level is the GM's and the player's choice


def test_a_missing_library_is_empty(tmp_path):
    assert library("ap-sp", tmp_path) == []
    assert library("no-such-ruleset") == []
    assert library("../ap-sp") == []


def write(tmp_path, text: str, name: str = "ap-sp.json") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_a_bad_entry_names_the_file_the_field_and_the_value(tmp_path):
    data = json.loads((LIBRARY_DIR / "ap-sp.json").read_text(encoding="utf-8"))
    data["skills"][3]["entry"] = "Lightning Storm"
    path = write(tmp_path, json.dumps(data))
    with pytest.raises(WarFileError) as caught:
        library("ap-sp", tmp_path)
    assert caught.value.path == str(path)
    assert caught.value.field == "skills[3].entry"
    assert caught.value.value == "Lightning Storm"
    assert str(path) in str(caught.value) and "skills[3].entry" in str(caught.value)
    assert "'Lightning Storm'" in str(caught.value)


@pytest.mark.parametrize("change, field, value", [
    (lambda d: d["skills"][0].pop("source"), "skills[0].source", None),
    (lambda d: d["skills"][1].update(category=""), "skills[1].category", ""),
    (lambda d: d["skills"][2].update(notes="typo"), "skills[2].notes", "notes"),
    (lambda d: d["skills"][2]["entry"].pop("Name"), "skills[2].entry", None),
    (lambda d: d.update(skills={"Rapid Cut": {}}), "skills", {"Rapid Cut": {}}),
    (lambda d: d.update(ruleset="valor"), "ruleset", "valor"),
])
def test_every_field_of_a_library_is_checked(tmp_path, change, field, value):
    data = json.loads((LIBRARY_DIR / "ap-sp.json").read_text(encoding="utf-8"))
    change(data)
    path = write(tmp_path, json.dumps(data))
    with pytest.raises(WarFileError) as caught:
        library("ap-sp", tmp_path)
    assert caught.value.field == field
    assert str(path) in str(caught.value)
    if value is not None:
        assert caught.value.value == value


def test_a_file_that_is_not_json_names_the_file_and_the_line(tmp_path):
    path = write(tmp_path, '{"skills": [\n  {"entry": {"Name": "Rapid Cut"},,}\n]}')
    with pytest.raises(WarFileError) as caught:
        read_library(path)
    assert str(path) in str(caught.value) and "line 2" in str(caught.value)
    path.write_bytes(b'{"skills": ["\xff"]}')
    with pytest.raises(WarFileError, match="UTF-8"):
        read_library(path)
