"""The skirmish sheet names MAG's defensive side as document 002 does (skirmish.002 cited by line).

002:L136 'Magical Defense: The other aspect of MAG ... Its values are equal to those listed for
Endurance'. QA (qf-skirmish #3) read "MAG C+ … END reducer 0.82" on the sheet dock and the printed
sheet: the reading under MAG is the Magical Defense reducer, under END the END reducer (002:L103)."""

from __future__ import annotations

import html
import re
from pathlib import Path

from gmdesk import rulesets
from gmdesk.model.warfile import load_war
from gmdesk.sheets.printable import printable_sheet

SAMPLE = Path(__file__).resolve().parents[2] / "maps" / "sample-skirmish.json"


def _readings(cid: str) -> dict[str, float]:
    war = load_war(SAMPLE)
    ruleset = rulesets.get("skirmish")
    return {d.key: d.value for d in ruleset.derived_values(war.characters[cid], war) if d.key.startswith("table.")}


def test_mag_reads_a_magical_defense_reducer_and_end_an_end_reducer():
    """Odile: MAG C+ → Magical Defense .82 (002:L114, L136); END D → END reducer .95 (002:L109)."""
    found = _readings("odile")
    assert found["table.Magical Defense reducer.MAG"] == 0.82
    assert found["table.END reducer.END"] == 0.95
    assert "table.END reducer.MAG" not in found


def test_the_printed_sheet_says_magical_defense_under_mag():
    war = load_war(SAMPLE)
    sheet = printable_sheet(war, rulesets.get("skirmish"), "odile", player_copy=False)
    text = html.unescape(re.sub(r"<[^>]+>", " ", " ".join(b.html for b in sheet.blocks)))
    assert "Magical Defense reducer 0.82" in text
    assert "END reducer 0.82" not in text and "END reducer 0.95" in text


def test_the_japanese_sheet_names_both_reducers_in_japanese():
    war = load_war(SAMPLE)
    sheet = printable_sheet(war, rulesets.get("skirmish"), "odile", player_copy=False, language="ja")
    text = html.unescape(re.sub(r"<[^>]+>", " ", " ".join(b.html for b in sheet.blocks)))
    assert "魔術防御の軽減 0.82" in text and "耐久の軽減 0.95" in text
    assert "耐久の軽減 0.82" not in text
