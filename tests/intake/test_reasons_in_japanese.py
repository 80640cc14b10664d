"""A post read for a Japanese GM (QA qa-skirmishja): why a line is not an order (the post's prose above the heading,
the heading, quotes, spoken words, a character's heading, a line with no action word, a team that cannot be told) is
said in Japanese in the desk's post box, as the rules' refusals already were; a team whose name starts like an orders
heading ("Order of the Calder Lamp") is the post's title, not its heading; and "Caster feeds on civilians" in the
skirmish War is its civilian drain, ``consume`` without a target (skirmish 002:L16)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from gmdesk.intake.night import PostsRefused, read_posts
from gmdesk.intake.post import read_post
from gmdesk.intake.tally import tally
from gmdesk.messages import Message, message_of, say
from gmdesk.model.vocabulary import LineStatus
from gmdesk.model.war import War

ROOT = Path(__file__).resolve().parents[2]
POSTS = ROOT / "tests" / "fixtures" / "posts" / "skirmish-night2"


@pytest.fixture
def war() -> War:
    return War.from_dict(json.loads((ROOT / "maps" / "sample-skirmish.json").read_text(encoding="utf-8")))


def english(text: str, war: War) -> list[str]:
    for name in sorted([c.name for c in war.characters.values()] + [t.name for t in war.teams], key=len, reverse=True):
        text = text.replace(name, " ")
    return re.findall(r"[A-Za-z]{2,}", text)


POST = """[b]House Verhaegen[/b]
The bridge must be held.
[b]Orders[/b]
> Rider: I will cross at dawn.
"We hold the line!"
Saber:
We ride at dawn.
- Saber moves to Weir Bridge."""


def test_every_reason_of_an_unread_line_is_said_in_japanese(war):
    reading = read_post(war, POST, team="verhaegen")
    unread = [line for line in reading.lines if line.status == LineStatus.UNREAD]
    assert len(unread) == 7
    for line in unread:
        assert isinstance(line.why, Message), line.why
        assert not english(say(line.why, "ja"), war), (line.text, say(line.why, "ja"))
    said = [say(line.why, "ja") for line in unread]
    assert said[:3] == ["命令の見出しより前：投稿の地の文", "命令の見出しより前：投稿の地の文", "命令の見出し"]
    assert "見出し：以下の行はSaberの命令" in said
    assert tally(war, reading).prose == 7  # the English reasons still count the prose (gmdesk/intake/tally.py)


def test_a_team_named_like_a_heading_is_the_posts_title(war):
    """The bundled night-2 post of the Order of the Calder Lamp: its title, its prose, then "Orders:"."""
    reading = read_post(war, (POSTS / "lindqvist.txt").read_text(encoding="utf-8"), team="lindqvist")
    whys = [str(line.why) for line in reading.lines]
    assert whys[:3] == ["before the orders heading: the post's prose", "before the orders heading: the post's prose",
                        "the orders heading"]
    assert reading.orders == [{"actor": "caster", "action": "consume"}]
    assert tally(war, reading).unread == 0


def test_feeding_on_civilians_is_the_skirmish_drain(war):
    """002:L16 'Servants restore 40 mana each turn in which they kill a civilian': consume with no target."""
    reading = read_post(war, "Orders\n- Caster feeds on civilians.", team="lindqvist")
    assert reading.orders == [{"actor": "caster", "action": "consume"}]
    assert reading.lines[-1].status == LineStatus.READ


def test_a_post_whose_team_cannot_be_told_is_refused_in_japanese(war):
    with pytest.raises(PostsRefused) as refused:
        read_posts(war, [("hello.txt", "Good evening, everyone!")])
    assert say(message_of(refused.value), "ja") == ("hello.txt：誰の投稿か分かりません：陣営、プレイヤー、キャラクターの名前が"
                                                    "ありません（陣営を指定してください）")


def test_a_japanese_post_is_read_in_the_skirmish_war(war):
    """A war whose updates are written in Japanese gets its players' orders in Japanese too: the document's
    actions (002:L16 a civilian drained, L6 Spirit Form, moves by the house rule) in the words of a Japanese post,
    the classes in katakana."""
    reading = read_post(war, "**命令**\n- ランサーはBelvedere Houseへ移動\n- Mirelaは待機", team="castellan")
    assert reading.orders == [{"actor": "lancer", "action": "move", "to": "belvedere-house"},
                              {"actor": "mirela", "action": "stay"}]
    assert read_post(war, "命令\n- キャスターは魂喰い", team="lindqvist").orders == [{"actor": "caster", "action": "consume"}]
    assert read_post(war, "命令\n- Tobiasが霊体化を命じる", team="greenhalgh").orders == [
        {"actor": "tobias", "action": "spirit-form"}]
