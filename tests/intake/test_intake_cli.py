"""``gmdesk intake WAR POSTS... [--team ID] [--json]``: posts read from text files."""

from __future__ import annotations

import json
from pathlib import Path

from gmdesk.cli import main

ROOT = Path(__file__).resolve().parents[2]
WAR = str(ROOT / "maps" / "sample-ap-sp-night2.json")
POSTS = ROOT / "tests" / "fixtures" / "posts" / "ap-sp-night2"


def run(capsys, *argv: str) -> tuple[int, str]:
    code = main(list(argv))
    return code, capsys.readouterr().out


def test_every_line_is_printed_with_what_was_read(capsys) -> None:
    code, out = run(capsys, "intake", WAR, str(POSTS / "castellan.txt"))
    assert code == 0
    assert "Castellans of Ashcombe — 2 read, 0 unsure, 0 unread, 5 prose/quotes" in out  # no order lost
    assert 'L8   read    Lancer attacks Assassin.\n         → {"actor": "lancer", "action": "attack", "target": "assassin"}' in out
    assert "(spoken words (in quotes), not an order)" in out


def test_json_prints_the_orders_of_all_posts_in_the_war_files_format(capsys) -> None:
    posts = sorted(str(p) for p in POSTS.glob("*.txt"))
    code, out = run(capsys, "intake", WAR, *posts, "--json")
    assert code == 0
    orders = json.loads(out)
    war = json.loads(Path(WAR).read_text(encoding="utf-8"))
    assert sorted(json.dumps(o, sort_keys=True) for o in orders) == \
        sorted(json.dumps(o, sort_keys=True) for o in war["orders"])


def test_the_team_given_is_used_and_an_unknown_one_refused(capsys, tmp_path) -> None:
    post = tmp_path / "post.txt"
    post.write_text("move to Ferngate Estates\n", encoding="utf-8")
    code, out = run(capsys, "intake", WAR, str(post), "--team", "brandauer")
    assert code == 0 and "0 read, 1 unsure" in out
    code, out = run(capsys, "intake", WAR, str(post), "--team", "nobody")
    assert code == 2 and "no team 'nobody'" in out


def test_a_post_whose_team_cannot_be_told_is_refused(capsys, tmp_path) -> None:
    post = tmp_path / "post.txt"
    post.write_text("Hello GM, nothing from me.\n", encoding="utf-8")
    code, out = run(capsys, "intake", WAR, str(post))
    assert code == 2 and "cannot be told" in out and "post.txt" in out


def test_a_missing_file_is_a_clear_error(capsys, tmp_path) -> None:
    code = main(["intake", WAR, str(tmp_path / "nope.txt")])
    assert (code, capsys.readouterr().err.strip()) == (2, f"gmdesk: {tmp_path / 'nope.txt'}: no such file")


def test_an_unsure_line_prints_why(capsys, tmp_path) -> None:
    """QA qa-posts finding 4: the word not understood is named beside the readings."""
    war = tmp_path / "war.json"
    data = json.loads((ROOT / "maps" / "sample-skirmish-night2.json").read_text(encoding="utf-8"))
    war.write_text(json.dumps(dict(data, orders=[])), encoding="utf-8")
    post = tmp_path / "post.txt"
    post.write_text("Jun: move to weir\n", encoding="utf-8")
    code, out = run(capsys, "intake", str(war), str(post), "--team", "arakida")
    assert code == 0 and "0 read, 1 unsure" in out
    assert '1) {"actor": "jun", "action": "move", "to": "weir-bridge"}' in out
    assert "('weir' may also mean Weir Mills, which the rules refuse: Old Gasworks → Weir Mills is 2 locations" in out
