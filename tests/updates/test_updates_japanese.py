"""A player's update in the reader's language (QA ja-updates): every heading and sentence of gmdesk/updates is a
Message, English as before and Japanese when rendered in Japanese; a point change names its point and its own
new value; an answered question says what the answer does (the question's label), not the option's id."""

from __future__ import annotations

import json
import re
from dataclasses import fields

import pytest

from gmdesk.engine import resolve_turn
from gmdesk.engine.decisions import PendingDecision
from gmdesk.engine.knowledge_events import OWN_KINDS, WITNESSED_KINDS, Seen
from gmdesk.engine.knowledge_turn import Learned, Question, TurnView
from gmdesk.messages import Message, say
from gmdesk.model.character import Character
from gmdesk.model.war import War
from gmdesk.rulesets import get as ruleset
from gmdesk.updates import UpdateFormat, render, turn_updates
from gmdesk.updates.compose import compose
from gmdesk.updates.sentences import KIND_WORDS, SENTENCES, learned_line, question_line, sentence
from gmdesk.updates.views import AskedQuestion, PointSeen, _with_words, point_name
from tests.sample_day import DAY

JAPANESE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")
NAMES = ("Saber", "Rider", "Archer", "Weir Mills", "Old Gasworks", "Rapid Cut", "Petrified", "House Verhaegen",
         "ignore", "follow", "Win", "IGM")
"""The names, places, skills, statuses and option ids of the made-up records (kept as they are), and an acronym."""


def english_left(text: str) -> list[str]:
    """The English words of ``text`` once the made-up names are taken out."""
    for name in NAMES:
        text = text.replace(name, "")
    return re.findall(r"[A-Za-z]{2,}", text)


def seens() -> list[Seen]:
    """Every sentence kind, with and without each part that may be missing."""
    out = []
    for kind in [*SENTENCES, *KIND_WORDS, *sorted(OWN_KINDS | WITNESSED_KINDS)]:
        for place, to, amount, health in (("Weir Mills", "Old Gasworks", 12.0, 40.0), (None, None, None, None),
                                          ("Weir Mills", None, -3.0, None), (None, "Old Gasworks", None, 7.0)):
            for targets in ((), ("Rider", "Archer")):
                out.append(Seen(1, kind, ("Saber",), targets, place=place, to=to, amount=amount, health=health,
                                skill="Rapid Cut" if amount else None, status="Petrified" if amount else None,
                                choice="new" if place else "joined"))
    out.append(Seen(2, "action", ("someone",), ("a servant",), skill="a Noble Phantasm"))
    for place in ("Weir Mills", None):  # the readability fixes (fx-updwords): each with and without its parts
        for targets in ((), ("Rider",)):
            out.append(Seen(5, "action", ("Saber",), targets, place=place, order="cover"))
            out.append(Seen(5, "damage", ("Saber",), targets, amount=0.0, health=7.0 if place else None))
            out.append(Seen(5, "damage", ("Saber",), targets, amount=30.0 if place else None, choice="fatal"))
        out.append(Seen(5, "scout", ("Saber",), (), to=place, choice="nobody"))
    out.append(Seen(3, "command-spell", ("Saber",), (), skill='the Command Spell "Win"'))
    out.append(PointSeen(4, "economy", ("Saber",), amount=2.0, health=2.0, point=Message("health")))
    return out


def test_every_sentence_of_an_update_is_japanese_and_english_as_before():
    for seen in seens():
        english = sentence(seen)
        if not english:
            continue
        japanese = say(english, "ja")
        assert JAPANESE.search(japanese) and not english_left(japanese), (seen, english, japanese)
        assert str(english)[:1] == str(english)[:1].upper()


@pytest.mark.parametrize("seen, english", [
    (Seen(1, "move", ("Saber",), ("Rider",), place="Weir Mills", to="Old Gasworks"),
     "Saber and Rider moved from Weir Mills to Old Gasworks."),
    (Seen(1, "action", ("Saber",), ("Rider", "Archer", "Saber"), place="Weir Mills"),
     "Saber did something to Rider and Archer at Weir Mills."),
    (Seen(1, "action", ("Saber",), (), place="Weir Mills"), "Saber did something at Weir Mills."),
    (Seen(1, "damage", ("Saber",), ("Rider",), amount=-21.0, health=39.0),
     "Saber hit Rider for 21 damage (Rider: 39 health left)."),
    (Seen(1, "detect", ("Saber",), ()), "Saber noticed someone scouting."),
    (Seen(1, "masterless", (), (), place="Weir Mills"), "Masterless:  at Weir Mills."),
    (Seen(1, "engage", ("Saber",), ("Rider", "Archer"), place="Weir Mills", choice="new"),
     "A battle began at Weir Mills: Saber, Rider and Archer."),
    (Seen(1, "economy", ("Saber",), amount=-1.0, health=3.0), "Saber: points −1 (now 3)."),
])
def test_the_english_of_a_sentence_is_unchanged(seen, english):
    assert sentence(seen) == english


def test_facts_questions_and_headings_are_japanese_too():
    facts = [Learned("encounter", ("Rider",), "Weir Mills"), Learned("home-base", (), "Weir Mills", "House Verhaegen"),
             Learned("scouted", (), "Weir Mills"), Learned("scouted"),
             Learned("true-name", ("Rider",)), Learned("civilian-killing", (), "Weir Mills"), Learned("consumption")]
    assert learned_line(facts[1]) == "Home base: at Weir Mills (home base of House Verhaegen)."
    questions = [Question("Rider flees?", ("ignore", "follow")), Question("Rider flees?", (), "ignore")]
    for text in [*map(learned_line, facts), *map(question_line, questions)]:
        assert JAPANESE.search(say(text, "ja")) and not english_left(say(text, "ja").replace("flees", "")), text
    own = Character.from_dict({"id": "saber", "name": "Saber", "kind": "servant", "health": 39, "mana": 30,
                               "location": "mills", "alive": False,
                               "statuses": [{"name": "Petrified"}]}, "characters[0]")
    view = TurnView("verhaegen", 3, "valor", seen=[seens()[1]], learned=facts, questions=questions, own=[own],
                    focus="Saber", places={"mills": "Weir Mills"})
    update = compose(view, "Title", "#c0392b", {"Saber": "#c0392b"})
    for form in UpdateFormat:
        japanese = render(update, form, "ja")
        body = japanese.replace("Title", "").replace("flees", "")
        assert not english_left(re.sub(r"\[/?[a-z]+(=#?\w+)?\]", "", body)), japanese
        assert render(update, form) == render(update, form, "en")
    bbcode = render(update, UpdateFormat.BBCODE, "ja")
    assert "[u]起きたこと[/u]" in bbcode and "[u]あなたのキャラクター[/u]" in bbcode
    assert "[*][color=#c0392b][b]Saber[/b][/color]（死亡）\n" in bbcode  # the dead: no pools
    # the reader's own names are coloured once the sentence is said
    assert "[*][color=#c0392b][b]Saber[/b][/color]、RiderとArcherはWeir MillsからOld Gasworksへ移動した。" in bbcode


# -- the roll-dice sample day, turn 3 (QA ja-updates #2, #3) -------------------------------------------------
@pytest.fixture(scope="module")
def day_turn3():
    data = json.loads(DAY.read_text(encoding="utf-8"))
    war = War.from_dict(data)
    for turn in data["day_turns"][:3]:
        war = war.copy()
        war.orders, war.decisions = turn["orders"], turn["decisions"]  # as the store keeps a turn's war before
        before, result = war, resolve_turn(war, turn["orders"], turn["decisions"])
        war = result.war
    return turn_updates(before, result.war, result.events, result.pending).teams["emiya"]


def test_a_point_change_names_its_point_and_its_own_value(day_turn3):
    english, japanese = render(day_turn3, UpdateFormat.TEXT), render(day_turn3, UpdateFormat.TEXT, "ja")
    assert "* 衛宮士郎: 消費した財産ポイント +2 (now 2)." in english  # wealth_used 0 → 2 (roll-dice 004:L961-L963)
    assert "points +2" not in english
    assert "* 衛宮士郎：消費した財産ポイント +2（現在 2）。" in japanese
    assert "体力 19、魔力 11（冬木大橋にいる）" in japanese  # health is its own line's


def test_an_answered_question_says_what_the_answer_does(day_turn3):
    english, japanese = render(day_turn3, UpdateFormat.TEXT), render(day_turn3, UpdateFormat.TEXT, "ja")
    assert "You answered: ライダー gets away unopposed." in english and "let-go" not in english
    assert ("* ライダーが逃げようとしています。衛宮士郎、セイバーは止めようとしますか？ あなたの答え：ライダーは妨げられずに逃げる。"
            in japanese)
    for line in japanese.splitlines():
        assert not english_left(line) or line.startswith(("冬木の一日", "=")), line  # the title is another fix's


def test_an_answer_s_words_naming_what_the_question_does_not_are_not_used():
    asked = PendingDecision("t1.q", Message("Does {who} stay?", who="Saber"), ["stay", "go"], "verhaegen",
                            labels={"stay": Message("{who} stays at {place}", who="Saber", place="Hidden Den"),
                                    "go": Message("{who} goes", who="Saber")})
    stay, go = Question("Does Saber stay?", (), "stay"), Question("Does Saber stay?", (), "go")
    assert question_line(_with_words(stay, asked, set())) == "Does Saber stay? You answered: stay."
    assert question_line(_with_words(go, asked, set())) == "Does Saber stay? You answered: Saber goes."
    known = _with_words(stay, asked, {"Hidden Den"})
    assert isinstance(known, AskedQuestion) and known.answer == "Saber stays at Hidden Den"
    scrubbed = Question("Does (unknown) stay?", (), "go")  # the filter hid a name: its text is kept
    assert question_line(_with_words(scrubbed, asked, set())) == "Does (unknown) stay? You answered: go."


def test_points_are_named_in_the_ruleset_s_words():
    assert point_name(ruleset("roll-dice"), "wealth_used") == "消費した財産ポイント"
    assert point_name(ruleset("ap-sp"), "CP") == "Combat Points (CP)"
    assert say(point_name(ruleset("ap-sp"), "CP"), "ja") == "戦闘ポイント（CP）"
    assert say(point_name(ruleset("valor"), "valor"), "ja") == "武勲ポイント"
    assert say(point_name(ruleset("valor"), "health"), "ja") == "体力"
    assert {f.name for f in fields(PointSeen)} - {f.name for f in fields(Seen)} == {"point"}
