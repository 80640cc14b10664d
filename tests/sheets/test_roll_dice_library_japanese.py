"""The roll-dice skill library in its document's Japanese (roll-dice 004 is written in Japanese): each skill's effect is
a short Japanese summary of the line its ``source`` cites, and a skill's kind, stored in English ("Class skill", so
war files keep working), reads as the sheet template's headings 【クラス別スキル】【固有スキル】【宝具】 (004:L1546,
L1553, L1560) on the dock's sheet and the printed page, alone in Japanese, before the English in English."""

from __future__ import annotations

import re

import pytest

from gmdesk import rulesets
from gmdesk.model.mapgraph import Location, WarMap
from gmdesk.model.sheetedits import AddCharacter
from gmdesk.model.war import Team, War
from gmdesk.rulesets.roll_dice.follow import class_skill_entries
from gmdesk.rulesets.roll_dice.terms import WORDS
from gmdesk.sheets.follow import complete_entries
from gmdesk.sheets.html import character_html
from gmdesk.sheets.library import library
from gmdesk.sheets.printable import printable_sheets
from gmdesk.sheets.words import choice_term, sheet_words

RD = rulesets.get("roll-dice")

#: A run of three Latin letters or more: an English word ("defense", "Servant"); HP, MP, IV, EX, Lv are the
#: document's own two-letter words (L871, L928).
LATIN_WORD = re.compile(r"[A-Za-z]{3,}")


def english_words(text: str) -> list[str]:
    return LATIN_WORD.findall(text)


def test_the_check_catches_an_english_effect():
    assert english_words("E–D: defense against magic attacks + skill level.") == [
        "defense", "against", "magic", "attacks", "skill", "level"]
    assert english_words("IV＋スキルレベル×2。HP・MPがスキルレベル×2点回復。1Lv4FP、EX") == []


def test_every_library_effect_is_japanese():
    for skill in library("roll-dice"):
        text = skill.entry["description"]
        assert english_words(text) == [], skill.name
        kana_kanji = sum(1 for ch in text if "\u3040" <= ch <= "\u30ff" or "\u4e00" <= ch <= "\u9fff")
        assert kana_kanji > len(text) / 2, skill.name


#: A phrase of each skill's cited line (roll-dice 004) its summary keeps.
FROM_THE_LINE = {
    "対魔力": "対魔術攻撃の防御力",  # L1138
    "騎乗": "乗騎",  # L1134
    "単独行動": "スキルレベル÷2切り上げ",  # L1149
    "狂化": "「単発」区分の宝具",  # L1169
    "気配遮断": "隠密判定",  # L1147
    "陣地作成": "スキルレベル×4",  # L1153
    "道具作成": "常備化ポイント",  # L1154
    "黄金律": "「社会」ステータス",  # L1131
    "怪力": "「筋力」",  # L1132
    "剛体": "「耐久」",  # L1370
    "カリスマ": "反応修正",  # L1135
    "千里眼": "射撃武器",  # L1140
    "魔力放出": "霊的存在",  # L1150
    "戦闘続行": "戦闘不能",  # L1167
    "直感": "軍略",  # L1173
    "心眼": "裏をかく",  # L1174
    "先制攻撃": "IV＋スキルレベル×2",  # L1243: 「IVを+スキルレベル×2点する」
    "飛翔": "飛行状態",  # L1286
}


def test_each_effect_says_what_its_line_says():
    skills = {s.name.split(" (")[0]: s for s in library("roll-dice")}
    assert set(skills) == set(FROM_THE_LINE)
    for name, phrase in FROM_THE_LINE.items():
        assert phrase in skills[name].entry["description"], name
        assert re.search(r" \([A-Za-z' ]+\)$", skills[name].name)  # the names keep their English (L1138…)


def test_the_kinds_are_the_document_s_words_and_the_stored_values_stay():
    field = RD.skill_format.field("type")
    assert field is not None and field.choices == ("Class skill", "Personal skill", "Noble Phantasm", "Equipment",
                                                   "Passive", "Support")
    words = {choice: WORDS[f"choice.type.{choice}"] for choice in field.choices}
    assert words["Class skill"] == ("クラス別スキル", "L1546")
    assert words["Personal skill"] == ("固有スキル", "L1553")
    assert words["Noble Phantasm"] == ("宝具", "L1560")
    assert [w for w, _line in words.values()][3:] == ["装備", "常時", "支援"]  # L954, L988, L227
    assert {s.entry["type"] for s in library("roll-dice")} == {"Class skill", "Personal skill"}
    ja, en = sheet_words("ja"), sheet_words("en")
    assert choice_term(RD, "type", "Class skill", ja) == "クラス別スキル"
    assert str(choice_term(RD, "type", "Class skill", en)) == "クラス別スキル Class skill"
    assert choice_term(RD, "type", "宝具・乗騎", ja) == "宝具・乗騎"  # a kind of the GM's own, as written
    assert str(choice_term(rulesets.get("ap-sp"), "type", "Class skill", en)) == "Class skill"


def _war() -> War:
    war = War(ruleset="roll-dice", title="第五次", map=WarMap([Location("emiya", "衛宮邸", home_base="t1")], []),
              characters={}, teams=[Team("t1", "衛宮陣営")])
    saber = {"id": "saber", "name": "セイバー", "kind": "servant", "team": "t1", "class": "Saber",
             "skills": complete_entries(RD, class_skill_entries("Saber"))}  # as New Character makes them
    AddCharacter(saber).apply(war)
    return war


@pytest.mark.parametrize("language, shown", [("ja", "クラス別スキル"), ("en", "クラス別スキル Class skill")])
def test_the_dock_sheet_and_the_printed_page_show_the_kind_in_the_document_s_words(language, shown):
    war = _war()
    assert [s["type"] for s in war.characters["saber"].skills] == ["Class skill", "Class skill"]
    assert all(english_words(s["description"]) == [] for s in war.characters["saber"].skills)
    dock = character_html(war, RD, "saber", language=language)
    page = "".join(b.html for b in printable_sheets(war, RD, ["saber"], player_copy=False, language=language)[0].blocks)
    for text in (dock, page):
        assert shown in text
        assert "対魔術攻撃の防御力" in text  # the library's Japanese effect, copied to the sheet
    if language == "ja":
        assert "Class skill" not in dock and "Class skill" not in page
