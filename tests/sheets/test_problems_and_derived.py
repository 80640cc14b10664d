"""Live validation by field and the values derived from a sheet, as the sheet editor shows them."""

from pathlib import Path

import pytest

from gmdesk import rulesets
from gmdesk.model.character import Character
from gmdesk.model.ranks import Rank
from gmdesk.model.warfile import load_war
from gmdesk.rulesets.roll_dice import formulas as F
from gmdesk.rulesets.sheetformat import DEFAULT_SKILL_FORMAT, has_progression, progression_parts
from gmdesk.sheets.problems import problems_at, relative_field, sheet_problems

MAPS = Path(__file__).resolve().parents[2] / "maps"
SAMPLES = sorted(p.name for p in MAPS.glob("sample-*.json"))


def sample(name):
    w = load_war(MAPS / name)
    return w, rulesets.get(w.ruleset)


@pytest.mark.parametrize("name", SAMPLES)
def test_every_sample_sheet_has_no_problem(name):
    w, r = sample(name)
    for cid in w.characters:
        assert sheet_problems(w, r, cid) == []


def test_fields_are_named_relative_to_the_sheet():
    assert relative_field("characters[3](saber).stats.STR", "saber") == "stats.STR"
    assert relative_field("characters.saber.skills[2].Damage", "saber") == "skills[2].Damage"
    assert relative_field("characters[1](lancer).stats.STR", "saber") is None
    assert relative_field("map.links[0]", "saber") is None


def test_ap_sp_problems_point_at_the_field():
    """ap-sp 000:L75 (subranks), 000:L283-329 (skill format), 000:L355 (contracts are with Masters)."""
    w, r = sample("sample-ap-sp.json")
    saber = w.characters["saber"]
    saber.stats["STR"] = Rank("A", 4, 0)
    saber.skills[0]["Damage"] = "lots of Physical"
    saber.master = "lancer"
    found = {p.field: p.message for p in sheet_problems(w, r, "saber")}
    assert "at most 3 '+'" in found["stats.STR"]
    assert "cannot read damage part 'lots of Physical'" in found["skills[0].Damage"]
    assert not found["skills[0].Damage"].startswith("character ")
    assert "not a Master" in found["master"]
    assert [p.field for p in problems_at(sheet_problems(w, r, "saber"), "skills[0]")] == ["skills[0].Damage"]


def test_a_rank_this_ruleset_does_not_allow():
    """roll-dice 004:L867-L868, L914: EX takes no marks and a stat at most two."""
    w, r = sample("sample-roll-dice.json")
    w.characters["saber"].stats["STR"] = Rank("EX", 1, 0)
    w.characters["saber"].stats["END"] = Rank("B", 3, 0)
    fields = {p.field for p in sheet_problems(w, r, "saber")}
    assert {"stats.STR", "stats.END"} <= fields


def test_roll_dice_skill_fp_follows_levels_ex_and_marks():
    """roll-dice 004:L928 (FP per level), L931 (EX costs three times a level for that step), L910-L911
    ('+' costs half a level rounded up; '−' refunds as much)."""
    assert F.skill_fp({"name": "a", "rank": "B", "fp": 3}).value == 12
    assert F.skill_fp({"name": "a", "rank": "B+", "fp": 3}).value == 14
    assert F.skill_fp({"name": "a", "rank": "A−", "fp": 5}).value == 22
    assert F.skill_fp({"name": "a", "rank": "EX", "fp": 3}).value == 24
    assert F.skill_fp({"name": "a", "rank": "C", "fp": -2}).value == -6
    assert F.skill_fp({"name": "a", "rank": "C"}) is None
    assert "EX = 5 × 3 + 3 × 3 = 24 FP" in F.skill_fp({"name": "a", "rank": "EX", "fp": 3}).explain


def test_roll_dice_derived_values_and_fp_over_budget():
    """roll-dice 004:L871 (HP, MP, IV), L750 (FP = rank level × 6), L885-L890 (stat FP)."""
    w, r = sample("sample-roll-dice.json")
    saber = w.characters["saber"]
    derived = {d.key: d for d in r.derived_values(saber, w)}
    assert derived["hp"].value == F.hp(saber).value and derived["hp"].explain == F.hp(saber).explain
    assert derived["fp.total"].value == 6 * saber.points["rank_level"]
    left = derived["fp.left"].value
    assert left == derived["fp.total"].value - derived["fp.stats"].value - derived["fp.skills"].value
    assert not derived["fp.left"].warning
    saber.skills[0]["fp"] = 6
    saber.skills[0]["rank"] = "EX"  # 48 FP: over the budget
    derived = {d.key: d for d in r.derived_values(saber, w)}
    assert derived["fp.skills"].value == 48
    assert "over budget" in derived["fp.left"].warning
    problem = next(p for p in sheet_problems(w, r, "saber") if p.field == "points.fp")
    assert "FP over budget" in problem.message and "L750" in problem.message


def test_roll_dice_skill_ranks_take_at_most_three_marks():
    """roll-dice 004:L914: skills up to three '+' or '−'."""
    w, r = sample("sample-roll-dice.json")
    w.characters["saber"].skills[0]["rank"] = "B+++"
    assert sheet_problems(w, r, "saber") == []
    w.characters["saber"].skills[0]["rank"] = "B++++"
    assert [p.field for p in sheet_problems(w, r, "saber")] == ["skills[0].rank"]


def test_a_stored_maximum_that_disagrees_with_the_formula_is_flagged():
    w, r = sample("sample-roll-dice.json")
    saber = w.characters["saber"]
    saber.health_max = F.hp(saber).value + 5
    hp = next(d for d in r.derived_values(saber, w) if d.key == "hp")
    assert "the formula gives" in hp.warning


@pytest.mark.parametrize("ruleset_id", rulesets.available())
def test_every_ruleset_derives_its_table_readings(ruleset_id):
    r = rulesets.get(ruleset_id)
    stats = {s.key: "C" for s in r.stats}
    ch = Character(id="x", name="X", kind=r.kinds[0], stats={k: Rank(v) for k, v in stats.items()},
                   points={"rank_level": 8})
    derived = r.derived_values(ch, None)
    for d in derived:
        assert d.explain and d.label
    if r.tables:
        assert any(d.key.startswith("table.") for d in derived)


@pytest.mark.parametrize("name", SAMPLES)
def test_sample_skills_use_their_rulesets_format(name):
    """Every field a sample skill writes is a field of its ruleset's format (or one of its flags / sheet
    extensions), so the editor shows it in a column, not as an unknown key."""
    w, r = sample(name)
    fmt = r.skill_format
    allowed_extra = set(fmt.flags) | {"modifiers", "stage", "Heals", "timing", "health", "mana", "hidden"}
    for ch in w.characters.values():
        for entry in ch.skills:
            assert fmt.key_in(entry, fmt.fields[0]) is not None  # every skill has a name
            assert set(fmt.extra_keys(entry)) <= allowed_extra, (ch.id, entry)


def test_progressions_are_read_as_the_document_writes_them():
    """ap-sp 000:L879-905: values written 'old -> new'."""
    assert progression_parts("25 Physical -> 35 Physical") == ["25 Physical", "35 Physical"]
    assert has_progression("A -> A+") and not has_progression("A+")
    assert rulesets.get("ap-sp").skill_format.progressions
    assert DEFAULT_SKILL_FORMAT.blank() == {"name": "", "rank": "", "type": "", "description": ""}
