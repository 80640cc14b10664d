"""Error lines quoting a huge value stay readable (issue 20: `validate` printed a 120,000-character
value whole). The cut keeps the line's start (file, field) and end (the reason)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gmdesk import cli
from gmdesk.errors import SHOWN_LINE_HEAD, SHOWN_LINE_TAIL, Problem, shown_line, shown_value

MAPS = Path(__file__).resolve().parents[1] / "maps"
HUGE = "y" * 120_000
LONGEST_LINE = SHOWN_LINE_HEAD + SHOWN_LINE_TAIL + 60


def test_shown_value_keeps_a_short_value_whole_and_counts_what_it_leaves_out():
    assert shown_value("Saber") == "'Saber'"
    cut = shown_value(HUGE)
    assert cut.startswith("'yyy")
    assert f"({len(repr(HUGE)) - 200:,} more characters not shown)" in cut


def test_shown_line_keeps_start_and_reason():
    line = shown_line(f"war.json: characters[0].name: {HUGE}: must be text")
    assert line.startswith("war.json: characters[0].name: yyy")
    assert line.endswith("yyy: must be text")
    assert "characters not shown" in line and len(line) < LONGEST_LINE


def test_a_problem_with_a_huge_value_prints_in_one_short_line():
    text = str(Problem("characters[0].stats.STR", HUGE, f"{HUGE!r} is not a rank"))
    assert text.startswith("characters[0].stats.STR = 'yyy") and text.endswith("is not a rank")
    assert len(text) < LONGEST_LINE


@pytest.mark.parametrize("path", [("orders", 1, "spell"), ("characters", 0, "skills", 0, "Cost"),
                                  ("characters", 1, "skills", 0, "Damage"), ("map", "links", 0, 0),
                                  ("ruleset",)])
def test_validate_prints_a_huge_value_cut(tmp_path, capsys, path):
    war = json.loads((MAPS / "sample-ap-sp-night2.json").read_text(encoding="utf-8"))
    holder = war
    for key in path[:-1]:
        holder = holder[key]
    holder[path[-1]] = HUGE
    target = tmp_path / "war.json"
    target.write_text(json.dumps(war), encoding="utf-8")
    assert cli.main(["validate", str(target)]) == 2
    out = capsys.readouterr()
    lines = (out.out + out.err).splitlines()
    assert lines and max(len(line) for line in lines) < LONGEST_LINE
    assert any("characters not shown" in line for line in lines)
