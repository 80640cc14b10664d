"""The printed sheet as QA read it (qa-print: the PDFs of every sample war, rendered and read page by page).

- A status the engine writes (roll-dice's 徹夜: ``{"rd": "all-nighter", "id": "t4.2", "since": 4, …}``) is
  printed in words, never its bookkeeping keys (``rd``, its id) in either language.
- A point the engine keeps (``wealth_used``) is named in the document's word in a Japanese sheet.
- The player's copy of every sample war names no character by its id and carries no GM notice.
- A Japanese sheet of an English ruleset says the stats, tables, pools and skill fields in Japanese.
"""

from __future__ import annotations

import html
import re
from pathlib import Path

import pytest

from gmdesk import rulesets
from gmdesk.model.warfile import load_war
from gmdesk.sheets.html import character_html
from gmdesk.sheets.printable import printable_sheet, printable_sheets

MAPS = Path(__file__).resolve().parents[2] / "maps"
SAMPLES = sorted(MAPS.glob("sample-*.json"))
ALL_NIGHTER = {"name": "徹夜", "rd": "all-nighter", "level": 1, "rule": "roll-dice 004:L246-L249", "id": "t4.2",
               "since": 4}


def text_of(fragment: str) -> str:
    """What a reader sees of the HTML: its text, without tags."""
    return html.unescape(re.sub(r"<[^>]+>", " ", fragment))


def sheet_text(sheet) -> str:
    return " ".join(text_of(block.html) for block in sheet.blocks)


@pytest.fixture
def day_after_a_night():
    """The roll-dice sample day with 遠坂凛 awake all night and 衛宮士郎's 財産ポイント spent, as turn 4 leaves them."""
    war = load_war(MAPS / "sample-roll-dice-day1.json")
    war.characters["rin"].statuses.append(dict(ALL_NIGHTER))
    war.characters["shirou"].points["wealth_used"] = 1
    return war


@pytest.mark.parametrize("language", ["en", "ja"])
@pytest.mark.parametrize("player_copy", [False, True])
def test_an_engine_status_is_printed_without_its_bookkeeping(day_after_a_night, language, player_copy):
    war = day_after_a_night
    sheet = printable_sheet(war, rulesets.get(war.ruleset), "rin", player_copy=player_copy, language=language)
    status = text_of(next(b.html for b in sheet.blocks if b.kind == "statuses"))
    assert "徹夜" in status and "t4.2" not in status and "all-nighter" not in status, status
    assert not re.search(r"\b(rd|id|since)\s*:", status), status
    assert ("開始ターン: 4" if language == "ja" else "since turn: 4") in status
    assert ("レベル: 1" if language == "ja" else "level: 1") in status
    dock = text_of(character_html(war, rulesets.get(war.ruleset), "rin", language=language))
    assert "t4.2" not in dock and "all-nighter" not in dock


def test_the_wealth_spent_is_named_in_the_documents_word(day_after_a_night):
    war = day_after_a_night
    ja = sheet_text(printable_sheet(war, rulesets.get(war.ruleset), "shirou", player_copy=True, language="ja"))
    assert "消費した財産ポイント" in ja and "WEALTH USED" not in ja.upper()
    en = sheet_text(printable_sheet(war, rulesets.get(war.ruleset), "shirou", player_copy=True, language="en"))
    assert "消費した財産ポイント WEALTH USED" in en  # the document's word beside the English, as every term


@pytest.mark.parametrize("path", SAMPLES, ids=lambda p: p.stem)
@pytest.mark.parametrize("language", ["en", "ja"])
def test_the_player_copy_names_nobody_by_id_and_keeps_no_gm_notice(path, language):
    war = load_war(path)
    ruleset = rulesets.get(war.ruleset)
    for sheet in printable_sheets(war, ruleset, None, player_copy=True, language=language):
        text = sheet_text(sheet)
        ids = [cid for cid in war.characters if cid.casefold() not in {w.casefold() for w in re.findall(
            r"[A-Za-z]+", war.characters[sheet.cid].notes or "")}]  # a word of the notes that happens to be an id
        found = [cid for cid in ids if re.search(rf"(?<![\w-]){re.escape(cid)}(?![\w-])", text)]
        assert not found, (sheet.cid, found)
        for notice in ("ID IN THE WAR FILE", "戦争ファイル内のID", "Note:", "注：", "GM ONLY", "GM専用"):
            assert notice not in text.upper() and notice not in text, (sheet.cid, notice)
        assert "{" not in text and "rank_level" not in text and "bad_status" not in text


@pytest.mark.parametrize("name", ["valor", "ap-sp", "skirmish", "true-hgw"])
def test_a_japanese_sheet_of_an_english_ruleset_says_its_own_words_in_japanese(name):
    war = load_war(MAPS / f"sample-{name}.json")
    ruleset = rulesets.get(war.ruleset)
    text = " ".join(sheet_text(s) for s in printable_sheets(war, ruleset, None, player_copy=False, language="ja"))
    for english in ("Strength", "Endurance", "Agility", "HEALTH", "MANA", "Mana cost",
                    "Type of Target", "Max Number of Targets", "Damage", "Duration", "STR base damage"):
        assert english not in text, english
    assert "筋力" in text and "宝具" in text
    if name == "valor":  # the tables read under each stat (the explanations of derived values are the ruleset's)
        assert "筋力の基本ダメージ" in text and "耐久の倍率" in text
    english = " ".join(sheet_text(s) for s in printable_sheets(war, ruleset, None, player_copy=False, language="en"))
    assert "Strength" in english and "Noble Phantasm" in english


def test_a_pool_named_after_its_key_is_not_named_twice():
    war = load_war(MAPS / "sample-valor.json")
    text = sheet_text(printable_sheet(war, rulesets.get("valor"), "odile", player_copy=False))
    assert "VALOR POINTS" in text and "(VALOR)" not in text
    apsp = load_war(MAPS / "sample-ap-sp.json")
    assert "ACTION POINTS (AP)" in sheet_text(printable_sheet(apsp, rulesets.get("ap-sp"), "saber", player_copy=False))


@pytest.mark.parametrize("language", ["en", "ja"])
def test_the_effects_a_night_leaves_are_printed_in_words(language):
    """true-hgw night 2 (Cattle-Raid Dash's upkeep, Fever's timing) and ap-sp night 2 (Poison): the keys in
    words, never the engine's ``kind`` nor a mapping's raw key."""
    lines = []
    for name in ("true-hgw-night2", "ap-sp-night2"):
        war = load_war(MAPS / f"sample-{name}.json")
        for sheet in printable_sheets(war, rulesets.get(war.ruleset), None, player_copy=False, language=language):
            lines += [text_of(b.html) for b in sheet.blocks if b.kind == "statuses"]
    text = " ".join(lines)
    assert "Cattle-Raid Dash" in text and "Poison" in text
    assert not re.search(r"\bkind\s*:", text) and "upkeep_cost" not in text and "{" not in text
    if language == "ja":
        for word in ("維持コスト: 魔力 10", "タイミング: ターン終了時", "体力: -5", "残りターン: 2", "量: 15", "元のスキル"):
            assert word in text, word
        assert not re.search(r"\b(targets|timing|upkeep|turns left|since turn|amount)\b", text), text
    else:
        assert "upkeep cost: Mana 10" in text and "timing: end of the turn" in text and "since turn: 1" in text


def test_a_status_from_an_unseen_hand_is_said_unknown_in_japanese():
    """The knowledge filter renames a status that only an unseen character's skill names "(unknown)"; the
    Japanese player copy says it in Japanese, and names neither the skill nor its owner."""
    from gmdesk.engine.knowledge_view import team_view

    war = load_war(MAPS / "sample-valor.json")
    odile = war.characters["odile"]
    view = team_view(war, odile.team)
    unseen = next(c for c in war.characters.values() if c.id not in view.characters and c.skills)
    skill = unseen.skills[0]["name"]
    odile.statuses.append({"name": skill, "source": unseen.id, "turns": 2})
    text = sheet_text(printable_sheet(war, rulesets.get("valor"), "odile", player_copy=True, language="ja"))
    assert "（不明）" in text and skill not in text and unseen.name not in text and unseen.id not in text
    assert "残りターン: 2" in text
