"""The sheet in words, in both languages: an item's effect, the copy's id, the formula notices (QA qa-ja #5,
#6, #9, #11; qa-night #15)."""

from __future__ import annotations

import html
import re
from pathlib import Path

from gmdesk import rulesets
from gmdesk.model.warfile import load_war
from gmdesk.sheets.html import character_html
from gmdesk.sheets.printable import printable_sheet
from gmdesk.sheets.problems import sheet_notices, sheet_problems

MAPS = Path(__file__).resolve().parents[2] / "maps"


def sample(name="sample-roll-dice-day1.json"):
    war = load_war(MAPS / name)
    return war, rulesets.get(war.ruleset)


def text(raw: str) -> str:
    return " ".join(html.unescape(re.sub(r"<[^>]+>", " ", raw)).split())


def printed(war, ruleset, cid, *, player=False, language="en") -> str:
    sheet = printable_sheet(war, ruleset, cid, player_copy=player, language=language)
    return text(" ".join(b.html for b in sheet.blocks))


def test_a_weapon_s_bad_status_is_printed_and_previewed_in_words_in_both_languages():
    """Rider's 鎖付き短剣 (sample day, L424-L437): never the JSON of its bad_status."""
    war, ruleset = sample()
    for shown, language in ((printed(war, ruleset, "rider"), "en"),
                            (text(character_html(war, ruleset, "rider", language="en")), "en"),
                            (printed(war, ruleset, "rider", language="ja"), "ja"),
                            (text(character_html(war, ruleset, "rider", language="ja")), "ja")):
        assert "{" not in shown and '"bs"' not in shown and "bad_status" not in shown
        if language == "en":
            assert "Attack power : 2" in shown.replace(": ", " : ").replace("  ", " ")
            assert "Bad status" in shown and "石化の呪い (impediment Lv2, magical, STR/END/AGI checks)" in shown
        else:
            assert "攻撃力" in shown and "バッドステータス" in shown
            assert "石化の呪い（行動阻害 Lv2、魔術的、筋力・耐久・敏捷の判定）" in shown


def test_an_item_key_no_ruleset_reads_is_words_too():
    war, ruleset = sample("sample-ap-sp.json")
    war.characters["odile"].items = [{"name": "Charm", "type": "trinket", "power_source": {"kind": "moon", "uses": 2}}]
    shown = printed(war, ruleset, "odile")
    assert "power source: kind moon, uses 2" in shown and "{" not in shown


def test_the_player_copy_shows_no_id_and_the_gm_copy_labels_it():
    """qa-night #15: "ID odile" was printed on the player's copy too."""
    war, ruleset = sample("sample-ap-sp.json")

    def header(player, language="en"):
        sheet = printable_sheet(war, ruleset, "odile", player_copy=player, language=language)
        return text(sheet.blocks[0].html)

    assert "ID IN THE WAR FILE odile" in header(False)
    assert "戦争ファイル内のID odile" in header(False, "ja")
    for language in ("en", "ja"):
        assert "odile" not in header(True, language).split() and "ID" not in header(True, language)


def test_a_maximum_the_formula_does_not_give_is_a_notice_on_the_sheet_and_a_note_on_the_gm_copy_only():
    """Saber's HP 60 against the formula's 46 (L871): the editor and the page say the same."""
    war, ruleset = sample()
    assert not sheet_problems(war, ruleset, "saber")
    notices = [str(n.message) for n in sheet_notices(war, ruleset, "saber")]
    assert notices == ["HP (formula): the sheet's maximum is 60, the formula gives 46"]
    gm = printed(war, ruleset, "saber")
    assert "Note: the sheet's maximum is 60, the formula gives 46" in gm and "! the sheet" not in gm
    player = printed(war, ruleset, "saber", player=True)
    assert "the formula gives" not in player
    assert "注：シートの最大値は60、計算式では46" in printed(war, ruleset, "saber", language="ja")


def test_a_bad_status_on_the_sheet_is_words_too():
    """The status a weapon's bad status leaves (statuses.py, L424-L437): kind, Lv, nature, who caused it."""
    war, ruleset = sample()
    war.characters["saber"].statuses.append({"name": "石化の呪い", "bs": "impede", "level": 2, "nature": "magical",
                                             "area": "body", "rd": "bs", "source": "rider"})
    en = printed(war, ruleset, "saber")
    assert "石化の呪い — impediment Lv2, magical, STR/END/AGI checks · caused by: ライダー" in en
    ja = text(character_html(war, ruleset, "saber", language="ja"))
    assert "石化の呪い 行動阻害 Lv2、魔術的、筋力・耐久・敏捷の判定 · 原因: ライダー" in ja
    assert "bs:" not in en + ja and "rd:" not in en + ja


def test_a_sheet_with_no_health_or_mana_says_the_engine_reads_none_as_0():
    """QA first hour: a new skirmish character (Health and Mana per sheet, skirmish 002:L88-90: no default) had
    neither, and the sheet said "No problems" while the first hit would find 0 Health. A notice, not a refusal:
    the document gives no value to refuse against, and older files keep resolving."""
    war, ruleset = sample("sample-skirmish-night2.json")
    saber = war.characters["saber"]
    assert not sheet_notices(war, ruleset, "saber")
    saber.health = None
    notices = [(n.field, str(n.message)) for n in sheet_notices(war, ruleset, "saber")]
    assert notices == [("health", "no Health on the sheet: the rules count from it, and the engine reads none as 0 "
                                  "(the first hit or cost finds 0)")]
    saber.alive = False
    assert not sheet_notices(war, ruleset, "saber")  # the dead spend nothing


def test_the_printed_sheet_names_the_turn_with_the_ruleset_s_word_as_the_updates_do():
    """The copy's mark said "turn 2" (第2ターン) while the updates and dialogs said "Night 2" (夜 2): the sheet now
    uses the ruleset's word for a turn (``Ruleset.turn_word``) in both languages, roll-dice's "Action turn" too."""
    from gmdesk.messages import say
    from gmdesk.updates.build import turn_name

    for name, english, japanese in (("sample-valor-night2.json", "Night 2", "夜 2"),
                                    ("sample-roll-dice-day1.json", "Action turn 1", "行動ターン 1")):
        war, ruleset = sample(name)
        cid = next(iter(war.characters))
        for language, word in (("en", english), ("ja", japanese)):
            mark = text(printable_sheet(war, ruleset, cid, player_copy=False, language=language).blocks[0].html)
            assert say(turn_name(war, war.turn), language) == word and f" {word} " in f" {mark} "
            assert "turn 2" not in mark and "ターン" not in mark.replace("行動ターン", "")
