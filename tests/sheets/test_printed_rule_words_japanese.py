"""A printed sheet in Japanese says the rulesets' own words (QA qa-printja): a true-hgw Cooldown (003 §IX) after
a turn, roll-dice's stats by the document's word alone (as the sheet editor does, docs/japanese.md), an ap-sp
skill's flag (000:L267), and the arithmetic of skirmish's (002:L70-80, L94, L127, L159) and valor's (001:L11,
L75-77, L91) derived values; the English sheet is as before. The GM's and the player's copies alike."""

from __future__ import annotations

import html
import re
from pathlib import Path

import pytest

from gmdesk import rulesets
from gmdesk.engine import resolve_turn
from gmdesk.model.warfile import load_war
from gmdesk.sheets.html import character_html
from gmdesk.sheets.printable import printable_sheet

MAPS = Path(__file__).resolve().parents[2] / "maps"


def sheet_text(war, cid: str, language: str, player_copy: bool = False) -> str:
    """The printed sheet's words, as its blocks' HTML holds them (tags out, entities read)."""
    sheet = printable_sheet(war, rulesets.get(war.ruleset), cid, player_copy=player_copy, language=language)
    return html.unescape(re.sub(r"<[^>]+>", " ", "".join(block.html for block in sheet.blocks)))


def sample(name: str):
    return load_war(MAPS / name)


@pytest.fixture(scope="module")
def true_hgw_after():
    """The true-hgw sample's night 2 resolved: Berserker's and Caster's skills are cooling down."""
    return resolve_turn(sample("sample-true-hgw-night2.json")).war


def test_a_cooldown_on_a_printed_sheet_is_said_in_japanese(true_hgw_after):
    for player_copy in (False, True):
        japanese = sheet_text(true_hgw_after, "berserker", "ja", player_copy)
        assert "Clapper of the Ninth Bell（再使用待ち）" in japanese and "Cooldown" not in japanese
        english = sheet_text(true_hgw_after, "berserker", "en", player_copy)
        assert "Clapper of the Ninth Bell (Cooldown)" in english
    assert "The Sealed Alembic（再使用待ち）" in sheet_text(true_hgw_after, "caster", "ja")
    dock = character_html(true_hgw_after, rulesets.get(true_hgw_after.ruleset), "berserker", language="ja")
    assert "Clapper of the Ninth Bell（再使用待ち）" in dock and "Cooldown" not in dock  # the Sheet dock's view
    player = sheet_text(true_hgw_after, "berserker", "ja", player_copy=True)
    assert "Fever (スキル)" in player and "Distilled Malady" not in player  # Caster's skill stays masked


def test_roll_dice_stats_are_named_by_the_documents_word_alone_in_japanese():
    war = sample("sample-roll-dice-day1.json")
    japanese = printable_sheet(war, rulesets.get(war.ruleset), "saber", player_copy=False, language="ja")
    grid = next(b.html for b in japanese.blocks if "筋力" in b.html)
    assert "<b>筋力</b>" in grid and "<b>宝具</b>" in grid and "STR</b>" not in grid
    english = printable_sheet(war, rulesets.get(war.ruleset), "saber", player_copy=False, language="en")
    assert "<b>筋力 STR</b>" in "".join(b.html for b in english.blocks)
    dock = character_html(war, rulesets.get(war.ruleset), "saber", language="ja")  # the Sheet dock's view
    assert "<b>筋力</b>" in dock and "筋力 STR" not in dock
    assert "筋力 STR" in character_html(war, rulesets.get(war.ruleset), "saber")


def test_an_ap_sp_skills_flag_is_a_word_in_japanese():
    war = sample("sample-ap-sp-night2.json")
    assert "[基本攻撃]" in sheet_text(war, "caster", "ja") and "[basic]" not in sheet_text(war, "caster", "ja")
    assert "[basic]" in sheet_text(war, "caster", "en")


@pytest.mark.parametrize("name, cid, japanese, english", [
    ("sample-skirmish-night2.json", "saber",  # (its Noble Phantasm's nature taken off below: the note shows)
     ["STR Aのスコア 50 ÷ 2 × （「+」0 ＋ 1） ＝ 25、これに敵の耐久の軽減を掛ける",
      "MAG Bのスコア 45 ÷ 2 × （「+」0 ＋ 1） ＝ 22.5、これに敵の魔術防御の軽減を掛ける",
      "Saber：AGI B → 「+」0個 → 追加の通常の近接攻撃 0回",
      "（シートに性質の記載なし：解釈 skill-nature=physical）"],
     ["STR A score 50 ÷ 2 × (0 '+' + 1) = 25, × the enemy's END reducer",
      "Saber: AGI B → 0 '+' → 0 extra regular melee attack(s)",
      "avg(STR 50, rank A+ 50) = 50 × (1 '+' + 1) = 100, × the enemy's END reducer (no nature on the sheet: "
      "interpretation skill-nature=physical)"]),
    ("sample-valor-night2.json", "agathe",
     ["STR E 10 × 0.5（マスター） × 対象の耐久／魔力の倍率", "1 ＋ 0（AGI Eの「+」）。小競り合いでは1",
      "3ポイントでIGMから情報を買える"],
     ["STR E 10 × 0.5 (a Master's) × the target's END/MAG multiplier", "1 + 0 ('+' in AGI E); 1 in a skirmish",
      "3 buy information from the IGM"]),
])
def test_the_derived_values_arithmetic_is_said_in_japanese(name, cid, japanese, english):
    war = sample(name)
    for skill in war.characters[cid].skills:  # a skill with no nature on the sheet, for the interpretation's note
        skill.pop("nature", None)
    for player_copy in (False, True):
        text = sheet_text(war, cid, "ja", player_copy)
        for said in japanese:
            assert said in text, said
        for words in ("the enemy's", "the target's", "reducer", "multiplier", "in a skirmish", "buy information",
                      "extra regular", "no nature"):
            assert words not in text, words
        english_text = sheet_text(war, cid, "en", player_copy)
        for said in english:
            assert said in english_text, said


def test_the_running_head_names_the_class_as_the_sheets_header_does():
    """From page 2 on, the running head names whose sheet it is: in Japanese roll-dice's class is the document's
    word, left out when the name says it (ライダー · 間桐陣営, not ライダー · Rider); in English as before."""
    war = sample("sample-roll-dice-day1.json")
    ruleset = rulesets.get(war.ruleset)
    assert printable_sheet(war, ruleset, "rider", player_copy=False, language="ja").running_head == "ライダー · 間桐陣営"
    assert printable_sheet(war, ruleset, "rider", player_copy=False).running_head == "ライダー · Rider · 間桐陣営"
    english_doc = sample("sample-true-hgw-night2.json")
    assert printable_sheet(english_doc, rulesets.get(english_doc.ruleset), "odile", player_copy=False,
                           language="ja").running_head == "Odile Verhaegen · House Verhaegen"
