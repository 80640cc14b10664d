"""A turn's updates call the turn what the ruleset's document does, and tell a heal by what it changed.

maps/sample-roll-dice-day1.json, turn 4: 衛宮士郎 sleeps (roll-dice 004:L246) with his health at its maximum 19,
so his rest heals nothing; the day's turns are 行動ターン, action turns (L237), not nights.
"""

from __future__ import annotations

import json
from pathlib import Path

from gmdesk.cli import main
from tests.sample_day import day_after

MAPS = Path(__file__).resolve().parents[2] / "maps"


def _turn_four(tmp_path: Path, capsys) -> Path:
    """The sample day after its first three turns, holding turn 4's orders."""
    current, day = day_after(tmp_path, 3)
    war = json.loads(current.read_text(encoding="utf-8"))
    war["orders"] = day[3]["orders"]
    path = tmp_path / "turn4.json"
    path.write_text(json.dumps(war, ensure_ascii=False), encoding="utf-8")
    capsys.readouterr()
    return path


def test_a_heal_capped_at_the_maximum_is_not_told_and_the_turn_is_an_action_turn(tmp_path, capsys):
    war = _turn_four(tmp_path, capsys)
    assert main(["updates", str(war), "--team", "emiya", "--format", "text"]) == 0
    text = capsys.readouterr().out
    assert text.splitlines()[0] == "冬木の一日 (Fate/roll dice sample day) — Action turn 4 — 衛宮陣営"
    assert "衛宮士郎: 19 health" in text
    assert "healed" not in text
    assert main(["updates", str(war), "--public", "--format", "text"]) == 0
    assert "— Action turn 4 — public update" in capsys.readouterr().out


def test_other_rulesets_keep_their_nights(capsys):
    assert main(["updates", str(MAPS / "sample-valor-night2.json"), "--public", "--format", "text"]) == 0
    assert " — Night 2 — public update" in capsys.readouterr().out.splitlines()[0]
