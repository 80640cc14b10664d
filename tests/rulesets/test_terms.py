"""A ruleset's own words (issue 17, "In Japanese"): roll-dice names things as its document does, beside the
English; every other ruleset keeps its English. No Qt here: the sheet dock's HTML and the printed sheet's blocks.

Words are cited into /work/shared/rules/roll-dice.004_8acb8ad758a0196c.txt (004:Lnn); the stats are the
sheet's 【ステータス】筋力 耐久 敏捷 魔力 幸運 宝具 (004:L1541) and the Master's 社会 (004:L862).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from gmdesk import rulesets
from gmdesk.model.warfile import load_war
from gmdesk.rulesets.base import Ruleset
from gmdesk.rulesets.roll_dice import RULESET as ROLL_DICE
from gmdesk.rulesets.roll_dice.terms import TERMS, WORDS
from gmdesk.rulesets.terms import KEY_KINDS, NO_TERMS, Terms
from gmdesk.sheets.html import character_html
from gmdesk.sheets.printable import printable_sheet

MAPS = Path(__file__).resolve().parents[2] / "maps"
#: Kanji, hiragana and katakana (and the halfwidth and fullwidth forms).
JAPANESE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uff00-\uffef]")
OTHER_RULESETS = ["ap-sp", "skirmish", "true-hgw", "valor"]


def test_roll_dice_names_its_stats_as_its_sheet_does():
    """004:L1541 【ステータス】筋力 耐久 敏捷 魔力 幸運 宝具; 004:L862 Masters have 社会 instead of 宝具."""
    labels = [ROLL_DICE.term(f"stat.{s.key}", s.key) for s in ROLL_DICE.stats]
    assert labels == ["筋力 STR", "耐久 END", "敏捷 AGI", "魔力 MAG", "幸運 LCK", "宝具 NP", "社会 SOC"]


@pytest.mark.parametrize(("key", "english", "label"), [
    ("kind.servant", "Servant", "サーヴァント Servant"),  # 004:L657
    ("kind.master", "Master", "マスター Master"),  # 004:L657
    ("class.Saber", "Saber", "セイバー Saber"),  # 004:L657, L666
    ("row.front", "front", "前衛 front"),  # 004:L161
    ("row.back", "back", "後衛 back"),  # 004:L161
    ("action.command-spell", "Command Spell", "令呪 Command Spell"),  # 004:L272
    ("sheet.true_name", "True name", "真名 True name"),  # 004:L1536
])
def test_roll_dice_words_stand_before_the_english(key, english, label):
    assert ROLL_DICE.term(key, english) == label


def test_a_key_without_a_word_keeps_its_english():
    assert ROLL_DICE.term("point.luck_used", "luck_used") == "luck_used"
    assert ROLL_DICE.term("class.Shielder", "Shielder") == "Shielder"  # a class of the GM's own


def test_the_table_is_data_with_known_keys_and_a_line_for_each_word():
    assert TERMS.language == "ja"
    assert TERMS.unknown_keys() == []
    assert all(key.partition(".")[0] in KEY_KINDS for key in WORDS)
    assert all(re.fullmatch(r"L\d+(-L\d+)?(, L\d+(-L\d+)?)*", line) for _word, line in WORDS.values())
    assert ROLL_DICE.terms is TERMS


@pytest.mark.parametrize("ruleset_id", OTHER_RULESETS)
def test_other_rulesets_keep_their_english(ruleset_id):
    ruleset = rulesets.get(ruleset_id)
    assert ruleset.terms is NO_TERMS
    for key in ["stat.STR", "kind.servant", "class.Saber", "action.attack", "sheet.stats", *WORDS]:
        assert ruleset.term(key, "English") == "English"


def test_the_default_hook_is_english_and_a_table_of_ones_own_is_used():
    assert Ruleset.terms is NO_TERMS

    class Translated(Ruleset):
        id = "translated"
        terms = Terms(language="de", words={"stat.STR": "Stärke"})

    assert Translated().term("stat.STR", "STR") == "Stärke STR"
    assert Terms(words={"stat.STR": "STR"}).label("stat.STR", "STR") == "STR"  # never "STR STR"
    assert Terms(words={"stats.STR": "x", "stat.": "y"}).unknown_keys() == ["stats.STR", "stat."]


def test_the_sheet_dock_shows_a_roll_dice_sheet_in_the_documents_words():
    war = load_war(MAPS / "sample-roll-dice.json")
    war.characters["saber"].flags["row"] = "back"
    page = character_html(war, ROLL_DICE, "saber")
    for label in ("筋力 STR", "宝具 NP", "サーヴァント Servant", "セイバー Saber", "ステータス Stats",
                  "真名 True name", "後衛 back", "ランクレベル rank level"):
        assert label in page, label


def test_the_printed_sheet_shows_the_documents_words():
    war = load_war(MAPS / "sample-roll-dice.json")
    sheet = printable_sheet(war, ROLL_DICE, "odile", player_copy=False)
    page = "".join(block.html for block in sheet.blocks)
    for label in ("筋力 STR", "社会 SOC", "マスター Master", "ステータス STATS", "令呪 COMMAND SPELLS"):
        assert label in page, label


@pytest.mark.parametrize("name", ["sample-ap-sp-night2.json", "sample-valor.json", "sample-true-hgw.json"])
def test_an_english_war_has_no_japanese_label(name):
    war = load_war(MAPS / name)
    ruleset = rulesets.get(war.ruleset)
    for cid in war.characters:
        page = character_html(war, ruleset, cid) + "".join(
            block.html for block in printable_sheet(war, ruleset, cid, player_copy=False).blocks)
        assert not JAPANESE.search(page), (name, cid, JAPANESE.search(page))
