"""The damage, CP, upkeep and countdown sentences the English-document rulesets write, said in Japanese (docs/japanese.md,
"Damage, CP, upkeep and countdowns in Japanese"): ap-sp's CP (000:L512), upkeep (000:L479) and countdowns (its damage
formulas stay English: issue 21's benchmark), skirmish's damage (002:L76-84), valor's (001:L91-97) and true-hgw's (003 §VII)
damage and upkeep (003 §IX). Read back from the stored event as the Timeline reads it, they keep every number; their
English is what it was (``benchmarks/dump_turns.py`` against main: only ``explain_words`` differ) and each Message's
English is its template filled."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from gmdesk.engine import resolve_turn
from gmdesk.engine.events import Event
from gmdesk.messages import Listing, Message, say
from gmdesk.model.war import War
from gmdesk.rulesets import damage_words

MAPS = Path(__file__).resolve().parent.parent / "maps"
NIGHTS = ["sample-ap-sp-night2", "sample-skirmish-night2", "sample-valor-night2", "sample-valor-night3",
          "sample-true-hgw-night2"]
"""The sample nights with battles (the first nights have none)."""
KINDS = {"damage", "economy", "countdown", "upkeep", "effect-end"}
NUMBERS = re.compile(r"\d+(?:\.\d+)?")
IDS = re.compile(r"[a-z]+(?:-[a-z]+)+(?:=[a-z-]+)?")
"""A reading's key and option (skill-base=str-base-column) stay as the war file writes them."""
#: Words of the English sentences that must not be left in their Japanese.
ENGLISH_WORDS = re.compile(r"\b(damage|Damage|gained|upkeep|Turn\(s\)|score|reducer|multiplier|base|higher of|"
                           r"counter-attack|i\.e\.|full ranks|letters|intercepted|Health|ends with|pays|left|avg|clash|"
                           r"modifiers|written by)\b")


def events(name: str) -> list[Event]:
    war = War.from_dict(json.loads((MAPS / f"{name}.json").read_text(encoding="utf-8")))
    return resolve_turn(war).events


def stored(event: Event) -> Event:
    """The event as a reopened war reads it (its words from ``explain_words``)."""
    return Event.from_dict(json.loads(json.dumps(event.to_dict())))


def names_of(event: Event) -> set[str]:
    """The characters' and skills' names an event may quote (kept as written)."""
    found = set()
    for state in (event.data.get("state") or {}).values():
        if isinstance(state, dict) and isinstance(state.get("name"), str):
            found.add(state["name"])
    return found


def english_left(japanese: str, event: Event) -> list[str]:
    text = japanese
    for name in sorted(names_of(event), key=len, reverse=True):
        text = text.replace(name, "")
    text = re.sub(r"[A-Z][\w'’-]*(?: (?:of the|of|the|[A-Z][\w'’-]*))*", "", IDS.sub("", text))  # names, stat keys
    return ENGLISH_WORDS.findall(text)


def kept(english: str, japanese: str) -> bool:
    said = NUMBERS.findall(japanese)
    return all(said.count(n) >= NUMBERS.findall(english).count(n) for n in NUMBERS.findall(english))


def kind_of(event: Event) -> str:
    return str(getattr(event.kind, "value", event.kind))


def converted(name: str) -> list[Event]:
    """The events of the converted kinds (ap-sp's damage is not one of them: it stays English, docs/japanese.md)."""
    return [e for e in events(name) if kind_of(e) in KINDS and not (name.startswith("sample-ap-sp") and kind_of(e) == "damage")]


@pytest.mark.parametrize("name", NIGHTS)
def test_the_sentences_are_said_in_japanese_with_every_number(name):
    for event in map(stored, converted(name)):
        japanese = say(event.explain, "ja")
        assert japanese != event.explain, event.explain
        assert english_left(japanese, event) == [], japanese
        assert kept(event.explain, japanese), japanese
        assert say(event.explain, "en") == event.explain


def test_each_ruleset_has_sentences_of_these_kinds():
    found: dict[str, set[str]] = {}
    for name in NIGHTS:
        found.setdefault(name.split("-night")[0], set()).update(str(getattr(e.kind, "value", e.kind))
                                                                for e in converted(name))
    assert {"economy", "countdown"} <= found["sample-ap-sp"]
    assert "damage" in found["sample-skirmish"] and "damage" in found["sample-valor"]
    assert {"damage", "upkeep"} <= found["sample-true-hgw"]


def filled(text: object) -> None:
    """Every Message in ``text`` is its template filled with its values (a Listing: its items joined)."""
    if isinstance(text, Listing):
        assert str(text) == text.template.join(str(item) for item in text.items)
        for item in text.items:
            filled(item)
    elif isinstance(text, Message):
        assert str(text) == text.template.format(**text.values), text.template
        for value in text.values.values():
            filled(value)


@pytest.mark.parametrize("name", NIGHTS)
def test_each_message_is_its_template_filled(name):
    made = converted(name)
    assert made
    for event in made:
        assert isinstance(event.explain, Message)
        filled(event.explain)


def test_the_lines_made_from_their_parts_are_their_templates():
    how = Message("{rank} score {score}", rank="STR A", score="50")
    for line in (damage_words.hit_on("Cleave", "Saber", how), damage_words.health_after(how, "Saber", "60", "57"),
                 damage_words.point_after(how, Message("CP"), "0", "3"), damage_words.cp_gained(2, how)):
        assert type(line).template in {cls.template for cls in damage_words.SAID}
        filled(line)
        assert say(line, "ja") != line


def test_an_ap_sp_hit_keeps_its_english():
    """ap-sp's damage formula (000:L257) is said on every hit of issue 21's benchmark turn: it stays English (its
    Messages cost ~4 % of that turn), the engine's words around it too."""
    hits = [stored(e) for e in events("sample-ap-sp-night2") if kind_of(e) == "damage"]
    assert hits and all(say(e.explain, "ja") == e.explain for e in hits)


def test_ap_sp_cp_is_said_with_its_night():
    gains = [stored(e) for e in converted("sample-ap-sp-night2") if e.kind == "economy"]
    assert gains
    for event in gains:
        assert event.explain.startswith("CP gained at the end of Night 2: ")
        assert say(event.explain, "ja").startswith("夜2の終わりに得たCP：")
