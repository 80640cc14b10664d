"""Regression cases from the review of the sheet core (issue 6): what the player's copy must not reveal,
exact undo of sheet edits, problems landing on the right field whatever the id, and roll-dice skill FP.

Each case restates the rule it guards; document lines are roll-dice 004 unless said otherwise.
"""

from __future__ import annotations

import copy
import html
import math
import re

import pytest

from gmdesk import rulesets
from gmdesk.engine.knowledge_view import team_view
from gmdesk.model.mapedits import Batch, EditRefused
from gmdesk.model.sheetedits import (AddCharacter, InsertEntry, MoveEntry, RemoveCharacter, RemoveEntry,
                                     SetSheetValue)
from gmdesk.model.war import War
from gmdesk.rulesets.roll_dice import formulas as F
from gmdesk.sheets.printable import printable_sheet
from gmdesk.sheets.problems import relative_field, sheet_problems
from tests.builders import line_map, person, war_dict

TEAMS = [{"id": "t1", "name": "One"}, {"id": "t2", "name": "Two"}, {"id": "t3", "name": "Three"}]
SABER_STATS = {"STR": "A", "END": "B", "AGI": "B", "MAG": "C", "LCK": "D", "NP": "-"}  # L666-L670, 0 FP spent


def text_of(sheet) -> str:
    raw = " ".join(b.html for b in sheet.blocks)
    return " ".join(html.unescape(re.sub(r"<[^>]+>", " ", raw)).split())


def raw_html(sheet) -> str:
    return " ".join(b.html for b in sheet.blocks)


def player_text(w: War, cid: str) -> str:
    return text_of(printable_sheet(w, rulesets.get(w.ruleset), cid, player_copy=True))


# -- 1. the player's copy names no character its team has not seen -----------------------------------------
def unseen_war(ruleset: str = "ap-sp", **fields) -> War:
    s1 = person("s1", "t1", "a", master="m1",
                statuses=[{"name": "Curse", "cause": {"who": "zouken-matou", "skill": "Worms"}},
                          {"name": "Bleeding", "by": ["zouken-matou", "m1"]}],
                skills=[{"name": "Marked Prey", "rank": "C", "target": "zouken-matou"}],
                items=[{"name": "Stolen Dagger", "taken_from": "zouken-matou"}],
                flags={"grudges": {"zouken-matou": 3}, "last_hit": {"by": "zouken-matou", "turn": 2}},
                points={"zouken-matou": 1, "favour": 2},
                rival="zouken-matou", **fields)
    m1 = person("m1", "t1", "a", kind="master")
    s2 = person("s2", "t1", "a", master="kirei-kotomine")
    zouken = person("zouken-matou", "t2", "b", kind="master", name="Zouken Matou")
    kirei = person("kirei-kotomine", "t3", "b", kind="master", name="Kirei Kotomine")
    return War.from_dict(war_dict(ruleset, line_map("a", "b"), [s1, m1, s2, zouken, kirei], teams=TEAMS))


def test_no_field_of_the_own_sheet_names_an_unseen_character_at_any_depth():
    """The brief: a player copy names no character the team has not seen, wherever the own sheet keeps an
    id (a status's nested cause, a skill's target, an item, a flag keyed by the id, points, extra)."""
    w = unseen_war()
    before = w.to_dict()
    text = player_text(w, "s1")
    assert "zouken" not in text.casefold()
    assert "Worms" in text and "Marked Prey" in text and "Stolen Dagger" in text and "M1" in text
    view = team_view(w, "t1").characters["s1"]
    assert "zouken-matou" not in repr(view.to_dict())
    assert view.statuses[1]["by"] == ["m1"] and view.flags["last_hit"] == {"turn": 2}
    assert view.points == {"favour": 2}
    assert w.to_dict() == before  # the GM's war keeps every id


def test_a_master_the_team_has_not_seen_is_not_named():
    """A Servant contracted to another team's unseen Master: the identity row would print its id."""
    w = unseen_war()
    assert "kirei" not in player_text(w, "s2").casefold()
    assert team_view(w, "t1").characters["s2"].master is None
    assert "MASTER M1" in player_text(w, "s1")  # a Master of the team is named


def test_a_seen_character_is_still_named_everywhere():
    w = unseen_war()
    seen = War.from_dict(w.to_dict() | {"knowledge": {"t1": [{"turn": 1, "kind": "encounter", "where": "b",
                                                              "who": ["zouken-matou"]}]}})
    view = team_view(seen, "t1").characters["s1"]
    assert view.skills[0]["target"] == "zouken-matou" and view.flags["grudges"] == {"zouken-matou": 3}
    assert "Zouken Matou" in player_text(seen, "s1")  # the status's 'by' list shown by name


def test_a_concealed_spirit_form_enemy_in_the_battle_is_not_named():
    """true-hgw 003 §X: a Servant in Spirit Form 'cannot be detected'; the Battle row names only whom the
    team sees fighting."""
    s1 = person("s1", "t1", "a", master="m1", statuses=[{"name": "Wound", "source": "ghost"}])
    m1 = person("m1", "t1", "a", kind="master")
    ghost = person("ghost", "t2", "a", spirit_form=True, name="Ghostly Assassin")
    ally = person("ally", "t3", "a", name="Visible Ally")
    w = War.from_dict(war_dict("true-hgw", line_map("a", "b"), [s1, m1, ghost, ally], teams=TEAMS,
                               battles=[{"id": "b1", "location": "a", "participants": ["s1", "ghost", "ally", "m1"]}]))
    for cid in ("s1", "m1"):
        text = player_text(w, cid)
        assert "ghost" not in text.casefold() and "Visible Ally" in text
    assert "Ghostly Assassin" in text_of(printable_sheet(w, rulesets.get("true-hgw"), "s1", player_copy=False))


# -- 2. GM-only parts -----------------------------------------------------------------------------------------
def test_hidden_marks_in_any_letter_case_and_on_statuses_stay_with_the_gm():
    """true-hgw 003 §IX 'hidden skills and abilities'; the sheet format matches keys in any letter case, so
    ``Hidden`` hides as ``hidden`` does, and a status the GM hid (a curse not yet noticed) goes too."""
    s1 = person("s1", "t1", "a", skills=[{"name": "Open", "rank": "C", "type": "Passive Ability", "effect": "x"},
                                         {"name": "Locked", "rank": "A", "type": "Passive Ability", "effect": "y",
                                          "Hidden": True},
                                         {"name": "Sealed", "rank": "B", "type": "Passive Ability", "effect": "z",
                                          "HIDDEN": "yes"}],
                statuses=[{"name": "Secret Curse", "hidden": True}, {"name": "Tired"}],
                items=[{"name": "Relic", "hidden": 1}, {"name": "Coat", "hidden": False}])
    w = War.from_dict(war_dict("true-hgw", line_map("a"), [s1], teams=TEAMS[:1]))
    text = player_text(w, "s1")
    assert "Open" in text and "Tired" in text and "Coat" in text
    for secret in ("Locked", "Sealed", "Secret Curse", "Relic"):
        assert secret not in text


def test_gm_notes_kept_on_an_entry_or_in_the_flags_never_reach_a_player():
    """The brief: the player copy holds no GM note, wherever the GM wrote one."""
    s1 = person("s1", "t1", "a", gm_notes="betrays at night 3",
                skills=[{"name": "Cut", "rank": "C", "GM_Notes": "really an NP in disguise"}],
                items=[{"name": "Ring", "gm_note": "cursed"}], flags={"gm_notes": "will die turn 4"},
                gm_note="top-level secret")
    w = War.from_dict(war_dict("ap-sp", line_map("a"), [s1], teams=TEAMS[:1]))
    text = player_text(w, "s1")
    for secret in ("betrays", "disguise", "cursed", "will die", "top-level"):
        assert secret not in text
    assert "top-level secret" not in repr(team_view(w, "t1").characters["s1"].to_dict())
    gm = text_of(printable_sheet(w, rulesets.get("ap-sp"), "s1", player_copy=False))
    assert "really an NP in disguise" in gm and "cursed" in gm


# -- 3. roll-dice: a Servant whose true name its Master was not told --------------------------------------
def roll_dice_servant(**fields) -> War:
    sheet = {"class": "Saber", "stats": dict(SABER_STATS, NP="A"), "true_name": "Hector",
             "points": {"rank_level": 9}} | fields
    servant = person("s1", "t1", "a", **sheet)
    master = person("m1", "t1", "a", kind="master")
    return War.from_dict(war_dict("roll-dice", line_map("a"), [servant, master], teams=TEAMS[:1]))


def test_an_np_kept_as_equipment_shows_once_used():
    """L301-L302: untold, the Master sees 「宝具以外の装備」 (equipment but NPs); each NP once used."""
    w = roll_dice_servant(flags={"true_name_told": False},
                          items=[{"name": "Shield of Troy", "type": "Noble Phantasm (Anti-Unit)"},
                                 {"name": "Spear of Ilion", "type": "宝具", "revealed": True},
                                 {"name": "Bronze Helm", "type": "Armour"}])
    text = player_text(w, "s1")
    assert "Shield of Troy" not in text
    assert "Spear of Ilion" in text and "Bronze Helm" in text
    told = roll_dice_servant(items=[{"name": "Shield of Troy", "type": "Noble Phantasm (Anti-Unit)"}])
    assert "Shield of Troy" in player_text(told, "s1")  # L299: told, everything


@pytest.mark.parametrize("told", [False, "no", "false", 0, None])
def test_a_true_name_not_told_in_any_spelling_is_kept(told):
    """L301: untold, no true name and no NP stat; a GM may write the mark as no/false/0."""
    w = roll_dice_servant(flags={"true_name_told": told, "np_stat_seen": "false"})
    text = player_text(w, "s1")
    assert "Hector" not in text
    assert "NP" not in team_view(w, "t1").characters["s1"].stats


def test_the_np_base_of_an_irregular_class_goes_with_the_np_stat():
    """L302 (the NP stat once every NP was seen), L709 (an irregular class's base on the sheet)."""
    w = roll_dice_servant(flags={"true_name_told": False}, base_stats=dict(SABER_STATS, NP="EX"))
    view = team_view(w, "t1").characters["s1"]
    assert "NP" not in view.stats and "NP" not in view.extra["base_stats"]


def test_status_concealment_hides_the_stats_even_when_the_status_itself_is_hidden():
    """L1399: ステータス隠し — while it works, the Master cannot see the Servant's stats. Marking the status
    hidden (so the player does not learn its name) must not show the stats it hides."""
    w = roll_dice_servant(statuses=[{"name": "ステータス隠し", "hidden": True}])
    view = team_view(w, "t1").characters["s1"]
    assert view.stats == {} and view.statuses == []
    assert "base_stats" not in view.extra


def test_the_player_copy_keeps_derived_values_when_only_an_unseen_name_was_dropped():
    """printable: values derived from the whole sheet are left out only when the rules kept stats or skills
    from the player (L301-L302); dropping a skill's target (an unseen id) changes no FP."""
    w = roll_dice_servant(skills=[{"name": "Cut", "rank": "C", "fp": 2, "target": "z"}])
    w = War.from_dict(w.to_dict() | {"characters": w.to_dict()["characters"] + [person("z", "t2", "a")],
                                     "teams": TEAMS})
    text = player_text(w, "s1")
    assert "FP left" in text and "z" not in team_view(w, "t1").characters["s1"].skills[0]


def test_every_text_from_the_war_is_escaped_on_both_copies():
    """gmdesk/sheets/html.py: a sheet is data, never markup."""
    evil = "<i>x</i>"
    s1 = person("s1", "t1", "a", name=evil, true_name=evil, alignment=evil, **{"class": evil},
                stats={evil: "A"}, points={evil: 1}, notes=evil,
                statuses=[{"name": evil, evil: evil}], skills=[{"name": evil, "rank": evil, evil: evil}],
                items=[{"name": evil, evil: True}])
    w = War.from_dict(war_dict("ap-sp", {"locations": [{"id": "a", "name": evil}], "links": []}, [s1],
                               teams=[{"id": "t1", "name": evil}], title=evil))
    for player in (False, True):
        raw = raw_html(printable_sheet(w, rulesets.get("ap-sp"), "s1", player_copy=player))
        assert "<i>" not in raw and "&lt;i&gt;x&lt;/i&gt;" in raw


# -- 4. sheet edits: exact undo, refusals ---------------------------------------------------------------------
def nested_war() -> War:
    s1 = person("s1", "t1", "a", skills=[{"name": "Cut", "tags": ["x"]}, {"name": "Parry"}],
                flags={"deep": {"k": 1}}, myextra={"n": [1]})
    s2 = person("s2", "t1", "a")
    return War.from_dict(war_dict("ap-sp", line_map("a"), [s1, s2], teams=TEAMS[:1]))


EDITS = [
    SetSheetValue("s1", ("skills", 0, "tags", 0), "y"),
    SetSheetValue("s1", ("flags", "deep", "k"), 2),
    SetSheetValue("s1", ("myextra", "n", 0), 5),
    SetSheetValue("s1", ("skills", 1, "Damage"), "3 Physical"),
    SetSheetValue("s1", ("flags", "deep"), None),
    InsertEntry("s1", "skills", {"name": "New", "tags": ["z"]}, 0),
    RemoveEntry("s1", "skills", 0),
    MoveEntry("s1", "skills", 0, 1),
    AddCharacter({"id": "s3", "name": "S3", "kind": "servant", "team": "t1", "location": "a",
                  "extra_key": {"kept": True}}, 1),
    RemoveCharacter("s2"),
]


@pytest.mark.parametrize("edit", EDITS, ids=lambda e: type(e).__name__)
def test_check_changes_nothing_and_undo_restores_the_war_exactly(edit):
    """Character.to_dict shares nested lists and dicts with the live sheet: an edit must work on a copy, or
    checking it changes the GM's war and undo restores the changed state."""
    w = nested_war()
    before = copy_of(w)
    objects = dict(w.characters)
    edit.check(w)
    assert w.to_dict() == before
    edit.apply(w)
    assert w.to_dict() != before
    edit.revert(w)
    assert w.to_dict() == before and list(w.characters) == ["s1", "s2"]
    assert all(w.characters[cid] is ch for cid, ch in objects.items())


def copy_of(w: War) -> dict:
    return copy.deepcopy(w.to_dict())


def test_a_batch_of_several_edits_of_one_character_is_undone_exactly():
    w = nested_war()
    before = copy_of(w)
    batch = Batch([SetSheetValue("s1", ("skills", 0, "tags", 0), "y"), SetSheetValue("s1", ("flags", "deep", "k"), 3),
                   InsertEntry("s1", "skills", {"name": "New"}), MoveEntry("s1", "skills", 2, 0),
                   SetSheetValue("s1", ("myextra", "n"), [])])
    batch.check(w)
    assert w.to_dict() == before
    batch.apply(w)
    ch = w.characters["s1"]
    assert [s["name"] for s in ch.skills] == ["New", "Cut", "Parry"] and ch.skills[1]["tags"] == ["y"]
    assert ch.flags == {"deep": {"k": 3}} and ch.extra == {"myextra": {"n": []}}
    batch.revert(w)
    assert w.to_dict() == before


def test_an_extra_key_survives_an_edit_and_an_added_character():
    w = nested_war()
    SetSheetValue("s1", ("notes",), "hello").apply(w)
    assert w.characters["s1"].extra == {"myextra": {"n": [1]}}
    AddCharacter({"id": "s3", "name": "S3", "kind": "servant", "odd": [1, {"x": 2}]}).apply(w)
    assert w.characters["s3"].to_dict()["odd"] == [1, {"x": 2}]


@pytest.mark.parametrize("name", ["", "   ", None])
def test_a_new_character_needs_a_name(name):
    """A sheet edit refuses a nameless sheet; a new character must not start without one (each later edit of
    it would be refused)."""
    with pytest.raises(EditRefused, match=r"characters\.x\.name"):
        AddCharacter({"id": "x", "name": name, "kind": "servant"}).check(nested_war())


@pytest.mark.parametrize("order", [
    {"actor": "m1", "action": "contract", "servant": "s2"},
    {"actor": "m1", "action": "use", "who": ["s1", "s2"]},
    {"actor": "m1", "action": "attack", "target": "s1", "if": {"kind": "attacked-by", "by": "s2"}},
    {"actor": "m1", "action": "transfer", "for": "s2"},
])
def test_a_character_an_order_names_under_any_key_is_not_removed(order):
    """RemoveCharacter: refused while anything still names the character (orders name characters under
    target, targets, servant, master, who, for and a condition's by)."""
    w = War.from_dict(war_dict("ap-sp", line_map("a"), [person("m1", "t1", "a", kind="master"),
                                                         person("s1", "t1", "a"), person("s2", "t1", "a")],
                               teams=TEAMS[:1], orders=[order]))
    with pytest.raises(EditRefused, match=r"orders\[0\].*S2 \(s2\)"):
        RemoveCharacter("s2").check(w)


def test_a_character_a_decision_names_is_not_removed():
    w = nested_war()
    w.decisions = [{"id": "d1", "choice": "yes", "asks": "s2"}]
    with pytest.raises(EditRefused, match=r"decisions\[0\] \(d1\)"):
        RemoveCharacter("s2").check(w)
    w.decisions = []
    RemoveCharacter("s2").check(w)


def test_refusals_name_the_field_and_the_value():
    w = nested_war()
    with pytest.raises(EditRefused, match=r"characters\.s1\.name: .*'  '"):
        SetSheetValue("s1", ("name",), "  ").check(w)
    with pytest.raises(EditRefused, match=r"characters\.s1\.team: there is no team 'zz'"):
        SetSheetValue("s1", ("team",), "zz").check(w)
    with pytest.raises(EditRefused, match=r"characters\.s1\.points\.fp: must be a finite number \(got nan\)"):
        SetSheetValue("s1", ("points", "fp"), math.nan).check(w)
    with pytest.raises(EditRefused, match=r"no skills\[0\]"):
        SetSheetValue("s2", ("skills", 0, "name"), "Cut").check(w)  # s2 has no skills yet: insert one first


# -- 5. problems land on the right character and field, whatever the id -------------------------------------
@pytest.mark.parametrize("cid", ["a.b", "x(1)", "y[2]", "o'neil", "p)q"])
def test_problems_of_an_id_with_dots_brackets_or_parentheses_land_on_its_fields(cid):
    """The editor's live validation: model rules (health above its maximum), ruleset rules and each skill."""
    other = person("a", "t1", "a")
    ch = person(cid, "t1", "nowhere", health=999, health_max=10,
                skills=[{"name": "Bad", "rank": "Q", "type": "Passive Ability", "effect": "x"}])
    w = War.from_dict(war_dict("true-hgw", line_map("a"), [other, ch], teams=TEAMS[:1]))
    found = {p.field: p.message for p in sheet_problems(w, rulesets.get("true-hgw"), cid)}
    assert {"location", "health", "skills[0].rank"} <= set(found)
    assert not found["skills[0].rank"].startswith(("characters", "character"))
    assert sheet_problems(w, rulesets.get("true-hgw"), "a") == []


def test_relative_field_picks_the_longest_id_that_fits():
    assert relative_field("characters.a.b.skills[0].rank", "a.b") == "skills[0].rank"
    assert relative_field("characters.a.b.skills[0].rank", "a", ["a", "a.b"]) is None
    assert relative_field("characters[1](x(1)).stats.STR", "x(1)") == "stats.STR"
    assert relative_field("characters[1](x(1)).stats.STR", "x") is None
    assert relative_field("characters[0](ab).stats", "a") is None
    assert relative_field("characters.saber", "saber") == ""


# -- 6. roll-dice skill FP -----------------------------------------------------------------------------------
@pytest.mark.parametrize("fp", ["nan", "inf", "-Infinity", math.nan, math.inf])
def test_a_skill_fp_that_is_no_finite_number_is_a_problem_not_a_crash(fp):
    """L928: 1Lvあたり1〜6FPの間で決定. 'nan' and 'inf' read as floats and broke the sum (math.ceil)."""
    assert F.skill_fp({"name": "x", "rank": "C+", "fp": fp}) is None
    w = roll_dice_servant(skills=[{"name": "x", "rank": "C+", "fp": fp}])
    r = rulesets.get("roll-dice")
    problems = {p.field: p.message for p in sheet_problems(w, r, "s1")}
    assert "FP per level is a number" in problems["skills[0].fp"]
    assert {d.key for d in r.derived_values(w.characters["s1"], w)} >= {"fp.skills", "fp.left"}


def test_negative_skills_and_ex_on_a_negative_skill():
    """L932-L933: a skill of drawbacks only gives FP; L931: EX costs three times one level for that step,
    so EX of a −2 skill gives 5 × 2 + 3 × 2 = 16 FP; '+'/'−' move by half a level rounded up (L910-L911),
    taken away from zero for a negative skill (the document gives no example)."""
    assert F.skill_fp({"name": "x", "rank": "EX", "fp": -2}).value == -16
    assert F.skill_fp({"name": "x", "rank": "C", "fp": -3}).value == -9
    assert F.skill_fp({"name": "x", "rank": "C+", "fp": -3}).value == -11
    assert F.skill_fp({"name": "x", "rank": "C-", "fp": -3}).value == -7
    assert F.skill_fp({"name": "x", "rank": "E", "fp": 0}).value == 0
    assert F.skill_fp({"name": "x", "rank": "EX+", "fp": 3}) is None  # EX takes no '+' (L868)


def test_a_base_class_skill_is_counted_from_its_free_rank():
    """L880-L882: a type starts with its 基本ステータス and 基本クラス別スキル and FP raises them from there;
    L889: lowering them refunds. Saber starts with 対魔力E and 騎乗E (L670)."""
    w = roll_dice_servant(skills=[{"name": "対魔力 (Magic Resistance)", "rank": "B", "fp": 1},
                                  {"name": "Riding", "rank": "E", "fp": 2},
                                  {"name": "Cut", "rank": "C", "fp": 2}])
    total, parts, unpriced = F.skills_fp(w.characters["s1"])
    assert (total, unpriced) == (3 + 0 + 6, 0)
    assert "− base E (1 × 1, free) = 3 FP" in parts[0]
    w = roll_dice_servant(stats=SABER_STATS, skills=[{"name": "騎乗", "rank": "-", "fp": 2}])
    assert F.skills_fp(w.characters["s1"])[0] == -2
    derived = {d.key: d for d in rulesets.get("roll-dice").derived_values(w.characters["s1"], w)}
    assert derived["fp.left"].value == 9 * 6 - 0 + 2 and not derived["fp.left"].warning


def troop_war(choice: str | None) -> War:
    troop = person("t", "t1", "a", kind="troop", points={"rank_level": 8},
                   stats={"STR": "EX", "END": "A", "AGI": "A", "MAG": "A", "LCK": "A"})
    settings = {"interpretations": {"troop-fp-levels": choice}} if choice else {}
    return War.from_dict(war_dict("roll-dice", line_map("a"), [troop], teams=TEAMS[:1], settings=settings))


def test_a_troop_above_level_6_is_not_over_budget_when_the_gm_sets_its_fp():
    """L363, L367 (interpretation troop-fp-levels): above level 6 the extra FP is the table's reading; under
    'gm' the GM sets it, so no budget is broken; validation, which has no war to read the reading from,
    does not guess."""
    r = rulesets.get("roll-dice")
    for choice in ("gm", None):
        w = troop_war(choice)
        assert not [p for p in sheet_problems(w, r, "t") if p.field == "points.fp"]
    gm = {d.key: d for d in r.derived_values(troop_war("gm").characters["t"], troop_war("gm"))}
    assert not gm["fp.left"].warning
    listed = troop_war("listed")
    derived = {d.key: d for d in r.derived_values(listed.characters["t"], listed)}
    assert derived["fp.total"].value == 0 and "over budget" in derived["fp.left"].warning


def test_a_status_another_team_put_on_the_own_character_names_none_of_its_skills():
    """QA qa-posts: the updates mask "Fever (Distilled Malady)" from Caster as "Fever (a skill)" (interpretation
    update-skill-names, not in the document); the player's printed sheet says it the same way, whether the team
    has seen Caster or not, and a status named exactly after the skill reads "an effect" once Caster is seen."""
    caster_skills = [{"name": "Distilled Malady", "rank": "B"}]
    s1 = person("s1", "t1", "a", master="m1", statuses=[{"name": "Fever (Distilled Malady)", "source": "caster"},
                                                        {"name": "Distilled Malady", "source": "caster"},
                                                        {"name": "Tired (Distilled Malady)"}])
    m1 = person("m1", "t1", "a", kind="master")
    caster = person("caster", "t2", "b", name="Caster", skills=caster_skills)
    w = War.from_dict(war_dict("true-hgw", line_map("a", "b"), [s1, m1, caster], teams=TEAMS))
    unseen = [s["name"] for s in team_view(w, "t1").characters["s1"].statuses]
    assert unseen[0] == "Fever (a skill)" and "Distilled" not in " ".join(unseen[:2])
    assert unseen[2] == "Tired (Distilled Malady)"  # no source: the GM's own wording, left alone
    seen = War.from_dict(w.to_dict() | {"knowledge": {"t1": [{"turn": 1, "kind": "encounter", "where": "b",
                                                              "who": ["caster"]}]}})
    named = [s["name"] for s in team_view(seen, "t1").characters["s1"].statuses]
    assert named[:2] == ["Fever (a skill)", "an effect"]
    text = player_text(seen, "s1")
    assert "Distilled Malady)" not in text.replace("Tired (Distilled Malady)", "") and "Fever (a skill)" in text
