"""Each sample night's forum posts (tests/fixtures/posts) read back into that night's orders: one post
per team, with BBCode, Markdown and in-character prose around the orders; nothing is unsure, and every
unread line is the post's prose, a heading, quoted or spoken words."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gmdesk import rulesets
from gmdesk.engine.orders import check_orders
from gmdesk.intake import Status, read_post
from gmdesk.model.warfile import load_war

ROOT = Path(__file__).resolve().parents[2]
POSTS = ROOT / "tests" / "fixtures" / "posts"
NIGHTS = [("sample-ap-sp-night2.json", "ap-sp-night2"), ("sample-valor-night2.json", "valor-night2"),
          ("sample-skirmish-night2.json", "skirmish-night2"), ("sample-true-hgw-night2.json", "true-hgw-night2")]
CHATTER = ("prose", "heading", "quoted", "spoken", "no order here")


def _posts(folder: str) -> list[Path]:
    return sorted((POSTS / folder).glob("*.txt"))


@pytest.mark.parametrize("war_file,folder", NIGHTS)
def test_each_post_reads_into_its_teams_orders_of_the_sample_night(war_file: str, folder: str) -> None:
    war = load_war(ROOT / "maps" / war_file)
    assert [p.stem for p in _posts(folder)] == sorted(war.team_ids())
    for post in _posts(folder):
        reading = read_post(war, post.read_text(encoding="utf-8"))
        expected = [o for o in war.orders if war.characters[o["actor"]].team == post.stem]
        assert reading.team == post.stem, post.name
        assert reading.orders == expected, post.name
        assert reading.count(Status.UNSURE) == 0, post.name
        for line in reading.lines:
            if line.status == Status.UNREAD:
                assert any(word in line.why for word in CHATTER), (post.name, line)


def test_the_seven_ap_sp_posts_give_the_whole_night_in_the_war_file_order() -> None:
    war = load_war(ROOT / "maps" / "sample-ap-sp-night2.json")
    read = [o for post in _posts("ap-sp-night2") for o in read_post(war, post.read_text(encoding="utf-8")).orders]
    assert len(read) == len(war.orders) == 21
    assert sorted(json.dumps(o, sort_keys=True) for o in read) == sorted(json.dumps(o, sort_keys=True) for o in war.orders)


def test_japanese_roll_dice_posts_read_into_legal_orders() -> None:
    war = load_war(ROOT / "maps" / "sample-roll-dice.json")
    expected = json.loads((POSTS / "roll-dice" / "expected-orders.json").read_text(encoding="utf-8"))
    everything = []
    for post in _posts("roll-dice"):
        reading = read_post(war, post.read_text(encoding="utf-8"))
        assert reading.team == post.stem
        assert reading.orders == expected[post.stem], post.name
        everything += reading.orders
    assert len(everything) == 7
    check_orders(war, rulesets.get(war.ruleset), everything)  # raises if any is refused
