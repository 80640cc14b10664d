"""The engine's shared sentences said in Japanese (QA: the Timeline and the Events dock of a Japanese window).

A resolved roll-dice turn (the samples of maps/, their first turn with the sample's answers, and the turn after)
(every question answered with its first option) is stored and read back as the Events dock reads it (``Event.to_dict`` → ``Event.from_dict``, then
``gmdesk.messages.say(…, "ja")``, what ``gmdesk.ui.i18n.say`` calls in a Japanese window): no event keeps an
English sentence. Names (characters, places, teams), ids, skill names, numbers, rule citations and the keys the
rules print (HP, MP, AP…) are allowed. The English of every event is its Message's template filled with its values,
letter for letter (act_words builds the hot lines from an f-string: the two must agree). The English-document
rulesets say the engine's own sentences too (phase headers, action lines, engagements).
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from gmdesk.engine import resolve_turn
from gmdesk.engine.combat import act_words
from gmdesk.engine.events import Event
from gmdesk.messages import Listing, Message, say
from gmdesk.model.vocabulary import EventKind
from gmdesk.model.war import War

MAPS = Path(__file__).resolve().parents[2] / "maps"
ROLL_DICE = ("sample-roll-dice.json", "sample-roll-dice-day1.json")
CITATION = re.compile(r"\b(roll-dice|ap-sp|valor|skirmish|true-hgw)? ?\d{3}:L\d+(-L?\d+)?(, L?\d+(-L?\d+)?)*")
READING = re.compile(r"\b[a-z]+(-[a-z]+)+=[a-z-]+\b")  # an interpretation's id = its option (a war file's words)
KEYS = {"HP", "MP", "FP", "IV", "AP", "SP", "STR", "END", "AGI", "MAG", "LCK", "GM", "EX", "Lv", "CP", "d6"}
WORD = re.compile(r"[A-Za-z][A-Za-z'’]+")


def answer_all(war: War, orders: list[dict]) -> list[dict]:
    """Every question of the turn answered with its first option."""
    decisions: list[dict] = []
    while not (result := resolve_turn(war, orders, decisions)).resolved:
        decisions.append({"id": result.pending[0].id, "choice": result.pending[0].options[0]})
    return decisions


def _turns(name: str) -> list[list[Event]]:
    """The sample's turn and the turn after (the sample day: its four turns with their orders and the GM's answers),
    as stored and read back."""
    data = json.loads((MAPS / name).read_text(encoding="utf-8"))
    war = War.from_dict(data)
    results = []
    for turn in data.get("day_turns") or [{"orders": list(war.orders)}, {"orders": []}]:
        orders = turn["orders"]
        result = resolve_turn(war, orders, turn.get("decisions") or answer_all(war, orders))
        assert result.resolved
        results.append(result)
        war = result.war
    return [[Event.from_dict(json.loads(json.dumps(e.to_dict(), ensure_ascii=False))) for e in r.events]
            for r in results]


def _names(name: str) -> set[str]:
    """Every word a name of the war holds: characters, places, teams, skills, items, ids."""
    data = json.loads((MAPS / name).read_text(encoding="utf-8"))
    text = json.dumps(data, ensure_ascii=False)
    return set(WORD.findall(" ".join(re.findall(r'"(?:name|id|title|label|team|skill|words)": "([^"]*)"', text))))


def english_left(said: str, names: set[str]) -> list[str]:
    """The English words ``said`` holds once names, ids, citations, readings and the rules' keys are taken out."""
    rest = READING.sub(" ", CITATION.sub(" ", said))
    return [w for w in WORD.findall(rest) if w not in names and w not in KEYS and not w.isupper()]


@pytest.mark.parametrize("name", ROLL_DICE)
def test_every_event_of_a_roll_dice_turn_is_said_in_japanese(name):
    names = _names(name)
    checked = 0
    for events in _turns(name):
        for event in events:
            said = say(event.explain, "ja")
            assert isinstance(event.explain, Message), (event.kind, event.explain)  # its words were stored
            assert english_left(said, names) == [], (event.kind, event.explain, said)
            checked += 1
    assert checked > 50


def _filled(text: object) -> None:
    if isinstance(text, Listing):
        for item in text.items:
            _filled(item)
        return
    if isinstance(text, Message):
        assert str(text) == text.template.format(**text.values), text.template
        for value in text.values.values():
            _filled(value)


@pytest.mark.parametrize("name", sorted(p.name for p in MAPS.glob("sample-*.json")))
def test_each_message_s_english_is_its_template_filled(name):
    for events in _turns(name):
        for event in events:
            _filled(event.explain)


def test_the_action_line_made_without_format_is_its_template_filled():
    line = act_words.uses("Saber", "Cleave", act_words.targets(["Archer", "Rider"], []), "1 AP", "; AP 3 → 2")
    assert line == "Saber uses Cleave on Archer, Rider (cost: 1 AP; AP 3 → 2)"
    assert line == line.template.format(**line.values)
    assert say(line, "ja") == "SaberがArcher、RiderにCleaveを使用（コスト：1 AP; AP 3 → 2）"
    blocked = act_words.intercepts("Saber", "Archer", "Arrow", "Shirou", "cover")
    assert blocked == "Saber intercepts Archer's Arrow aimed at Shirou: cover"
    assert say(blocked, "ja") == "SaberがShirouへのArcherのArrowを庇う：cover"


def test_an_english_ruleset_s_phase_headers_and_action_lines_are_said_in_japanese():
    events = _turns("sample-ap-sp-night2.json")[0]
    phases = [say(e.explain, "ja") for e in events if e.kind == EventKind.PHASE]
    assert "ターン開始（各キャラクターが使えるもの）" in phases
    assert any(p.endswith("（同時）") for p in phases) and any("（行動順：" in p for p in phases), phases
    actions = [(e.explain, say(e.explain, "ja")) for e in events if e.kind == EventKind.ACTION]
    assert actions
    for english, said in actions:
        assert " uses " in english and "を使用（コスト：" in said and " uses " not in said, said
    engaged = [say(e.explain, "ja") for e in events if e.kind == EventKind.ENGAGE and e.data.get("reached")]
    assert engaged and all("を攻撃：" in s for s in engaged), engaged
