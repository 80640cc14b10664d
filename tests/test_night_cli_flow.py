"""Issue 18: the GM's night from the command line, for every ruleset's sample night — the teams' posts
read (`gmdesk intake --json`), the turn resolved with those orders (`gmdesk resolve`, decisions answered
with their first choice), then the public and every team's private update written (`gmdesk updates
--all`). The posts are the fixtures in tests/fixtures/posts/."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gmdesk.cli import main
from gmdesk.model.warfile import load_war

ROOT = Path(__file__).resolve().parents[1]
POSTS = ROOT / "tests" / "fixtures" / "posts"
NIGHTS = [("sample-ap-sp-night2.json", "ap-sp-night2"), ("sample-valor-night2.json", "valor-night2"),
          ("sample-skirmish-night2.json", "skirmish-night2"), ("sample-true-hgw-night2.json", "true-hgw-night2"),
          ("sample-roll-dice.json", "roll-dice")]


@pytest.mark.parametrize("sample, posts", NIGHTS)
def test_posts_to_orders_to_a_resolved_war_file_to_updates(sample, posts, tmp_path, capsys):
    war_file = tmp_path / "war.gmdesk"
    assert main(["import", str(ROOT / "maps" / sample), str(war_file)]) == 0
    capsys.readouterr()
    assert main(["intake", str(war_file), *sorted(str(p) for p in (POSTS / posts).glob("*.txt")), "--json"]) == 0
    orders = json.loads(capsys.readouterr().out)
    assert orders, "the posts give orders"
    orders_file = tmp_path / "orders.json"
    orders_file.write_text(json.dumps(orders), encoding="utf-8")
    decide: list[str] = []
    for _ in range(40):  # answer each question the turn asks with its first choice
        code = main(["resolve", str(war_file), "--orders", str(orders_file), "--json", *decide])
        out = capsys.readouterr().out
        if code == 0:
            break
        assert code == 3, out
        pending = json.loads(out)["pending"]
        decide += [f"--decide={p['id']}={p['options'][0]}" for p in pending]
    else:
        pytest.fail("the turn kept asking")
    assert main(["updates", str(war_file), "--all", str(tmp_path / "updates"), "--format", "text"]) == 0
    written = sorted(p.name for p in (tmp_path / "updates").iterdir())
    teams = load_war(ROOT / "maps" / sample).teams
    assert len(written) == 1 + len(teams)
    assert all((tmp_path / "updates" / name).read_text(encoding="utf-8").strip() for name in written)
