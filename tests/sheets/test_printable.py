"""The printed sheet's blocks (core, no Qt): the GM's copy holds everything, in the ruleset's skill
format; the player's copy is built from the team's view and holds no GM secret."""

from __future__ import annotations

import html
import re
from pathlib import Path

import pytest

from gmdesk import rulesets
from gmdesk.errors import WarFileError
from gmdesk.model.warfile import load_war
from gmdesk.sheets.printable import GM_COPY, PLAYER_COPY, printable_sheet, printable_sheets

MAPS = Path(__file__).resolve().parents[2] / "maps"
SAMPLES = sorted(p.name for p in MAPS.glob("sample-*.json"))


def sample(name):
    w = load_war(MAPS / name)
    return w, rulesets.get(w.ruleset)


def text_of(sheet) -> str:
    """The sheet's words as a reader sees them: tags dropped, entities read, whitespace as one space."""
    raw = " ".join(b.html for b in sheet.blocks)
    return " ".join(html.unescape(re.sub(r"<[^>]+>", " ", raw)).split())


def words(value) -> str:
    return " ".join(str(value).split())


@pytest.mark.parametrize("name", SAMPLES)
def test_the_gm_copy_holds_every_name_stat_skill_and_note(name):
    w, r = sample(name)
    sheets = printable_sheets(w, r, player_copy=False)
    assert [s.cid for s in sheets] == list(w.characters)
    for sheet in sheets:
        ch = w.characters[sheet.cid]
        text = text_of(sheet)
        assert sheet.title == ch.name and ch.name in text
        assert sheet.footer == f"gmdesk · {w.title} · {GM_COPY}"
        for key, rank in ch.stats.items():
            assert f"{key} {rank}" in text, (sheet.cid, key)
        skills = [b for b in sheet.blocks if b.kind == "skill"]
        assert len(skills) == len(ch.skills)
        for block, entry in zip(skills, ch.skills):
            for field in r.skill_format.fields:
                value = r.skill_format.value(entry, field)
                if value not in (None, ""):
                    assert words(value) in text_of_block(block), (sheet.cid, field.key)
        if ch.gm_notes:
            assert words(ch.gm_notes) in text and "GM ONLY" in text


def text_of_block(block) -> str:
    return " ".join(html.unescape(re.sub(r"<[^>]+>", " ", block.html)).split())


@pytest.mark.parametrize("name", SAMPLES)
def test_the_player_copy_holds_no_gm_note(name):
    w, r = sample(name)
    before = w.to_dict()
    for sheet in printable_sheets(w, r, player_copy=True):
        text = text_of(sheet)
        assert sheet.footer.endswith(PLAYER_COPY) and "GM ONLY" not in text
        assert all(b.kind != "gm-notes" for b in sheet.blocks)
        for ch in w.characters.values():
            if ch.gm_notes:
                assert words(ch.gm_notes)[:60] not in text
    assert w.to_dict() == before  # the GM's war is never changed


def test_a_servant_whose_true_name_was_not_told_keeps_it_from_the_player():
    """roll-dice 004:L299-L303: the Master's player sees no true name, no NP stat, and only skills used
    in a check (``revealed``) until told."""
    w, r = sample("sample-roll-dice.json")
    saber = w.characters["saber"]
    saber.flags["true_name_told"] = False
    saber.skills[0]["revealed"] = True
    hidden = [s["name"] for s in saber.skills[1:]]
    gm = text_of(printable_sheet(w, r, "saber", player_copy=False))
    player = text_of(printable_sheet(w, r, "saber", player_copy=True))
    assert saber.true_name in gm and saber.true_name not in player
    assert "Hrodvar" not in player
    assert saber.skills[0]["name"] in player
    for name in hidden:
        assert name in gm and name not in player
    assert f"NP {saber.stats['NP']}" in gm and "NP " not in player.replace("NP stat", "")
    assert "FP left" in gm and "FP left" not in player  # FP spent would be counted without the hidden NP


def test_a_hidden_skill_is_left_out_of_the_player_copy_only():
    w, r = sample("sample-true-hgw.json")
    w.characters["saber"].skills.append({"name": "Drowned Crown", "rank": "EX", "hidden": True,
                                         "effect": "Unlocked when the ninth king falls."})
    gm = printable_sheet(w, r, "saber", player_copy=False)
    player = printable_sheet(w, r, "saber", player_copy=True)
    assert "Drowned Crown" in text_of(gm) and "[hidden]" in text_of(gm)
    assert "Drowned Crown" not in text_of(player)


def test_a_character_without_a_team_has_no_player_copy():
    w, r = sample("sample-ap-sp.json")
    w.characters["piet"].team = None
    with pytest.raises(WarFileError) as err:
        printable_sheets(w, r, ["saber", "piet"], player_copy=True, source="war.json")
    assert err.value.field == "characters.piet.team" and err.value.path == "war.json"
    assert "Piet Brandauer (piet) has no team" in str(err.value)
    assert printable_sheet(w, r, "piet", player_copy=False).title == "Piet Brandauer"
    every = [sheet.cid for sheet in printable_sheets(w, r, player_copy=True)]  # every player: piet has none
    assert "piet" not in every and len(every) == len(w.characters) - 1
    assert "piet" in [sheet.cid for sheet in printable_sheets(w, r, player_copy=False)]


def test_an_unknown_character_is_refused_by_id():
    w, r = sample("sample-ap-sp.json")
    with pytest.raises(WarFileError) as err:
        printable_sheets(w, r, ["saber", "zed"], player_copy=False, source="war.json")
    assert err.value.value == "zed" and "no character 'zed'" in str(err.value)


def test_skill_fields_are_read_in_any_letter_case_and_progressions_kept_as_written():
    """ap-sp 000:L879-905: ``A -> B`` progressions are printed as the sheet writes them."""
    w, r = sample("sample-ap-sp.json")
    w.characters["saber"].skills = [{"NAME": "Rising Tide", "rank": "B", "dAmAgE": "25 Physical -> 35 Physical",
                                     "COST": "1 AP", "stage": 1, "Treats": True, "basic": False}]
    block = next(b for b in printable_sheet(w, r, "saber", player_copy=False).blocks if b.kind == "skill")
    text = text_of_block(block)
    assert "Rising Tide" in text and "25 Physical -> 35 Physical" in text and "1 AP" in text
    assert "Damage 25 Physical" in text  # under the document's label, whatever the sheet's case
    assert "[Treats]" in text and "stage: 1" in text and "basic" not in text


def test_everything_from_the_war_is_escaped():
    w, r = sample("sample-ap-sp.json")
    saber = w.characters["saber"]
    saber.name = "<b>Saber</b>"
    saber.skills[0]["Name"] = "<img src=x>"
    saber.notes = "<script>alert(1)</script>"
    raw = " ".join(b.html for b in printable_sheet(w, r, "saber", player_copy=False).blocks)
    assert "<img" not in raw and "<script" not in raw and "<b>Saber</b>" not in raw
    assert "&lt;img src=x&gt;" in raw and "&lt;b&gt;Saber&lt;/b&gt;" in raw


def test_blocks_say_what_must_stay_together():
    w, r = sample("sample-ap-sp.json")
    sheet = printable_sheet(w, r, "tobias", player_copy=False)
    kinds = [b.kind for b in sheet.blocks]
    assert kinds[:2] == ["header", "stats"]
    assert kinds.count("skill") == 2 and kinds.count("item") == 1 and kinds[-1] == "gm-notes"
    for block in sheet.blocks:
        assert block.keep_together == (block.kind not in ("notes",))
        assert block.keep_with_next == (block.kind == "heading")
    assert kinds[kinds.index("skill") - 1] == "heading"


def test_the_stat_block_shows_pools_points_command_spells_and_derived_values():
    w, r = sample("sample-roll-dice.json")
    stats = next(b for b in printable_sheet(w, r, "saber", player_copy=False).blocks if b.kind == "stats")
    text = text_of_block(stats)
    assert "48 / 48" in text and "40 / 40" in text
    assert "FP budget 60" in text and "IV (formula) 15" in text
    w, r = sample("sample-ap-sp.json")
    stats = next(b for b in printable_sheet(w, r, "odile", player_copy=False).blocks if b.kind == "stats")
    text = text_of_block(stats)
    assert "150 / 150" in text and "+8 a turn" in text and "COMMAND SPELLS 3" in text
    assert "STR E" in text
