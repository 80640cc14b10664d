"""Every phase of every ruleset, and every ruleset's summary, is said in Japanese (docs/japanese.md, "The phases
in Japanese"): the four English-document rulesets (ap-sp 000, valor 001, skirmish 002, true-hgw 003) and roll-dice,
in every order a reading may give the phases (ap-sp flee-timing=end-of-turn adds "Retreats (last in the Turn)").
The English is the key of resources/i18n/core_ja.json (gmdesk.rulesets.own_words); a phase added without its
Japanese fails here. The Japanese keeps the document's line references (000:L520, §III, 001:L89) and numbers.
The engine's phase headers carry the name as a Message: stored, read back and said in Japanese, with the English
explanation letter for letter as before."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from gmdesk import rulesets
from gmdesk.engine import resolve_turn
from gmdesk.engine.events import Event
from gmdesk.messages import say
from gmdesk.model.vocabulary import EventKind
from gmdesk.model.war import War
from gmdesk.rulesets.own_words import own_words
from gmdesk.ui.desk.wording import delay_text, phase_name

ENGLISH_DOCUMENT = ("ap-sp", "true-hgw", "skirmish", "valor")
MAPS = Path(__file__).resolve().parent.parent / "maps"
JAPANESE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")
KEPT = (re.compile(r"\b(?:\d{3}:)?L\d+(?:-L?\d+)?"), re.compile(r"§[IVX]+"), re.compile(r"\d+"))


def sample(ruleset_id: str) -> War:
    return War.from_dict(json.loads((MAPS / f"sample-{ruleset_id}.json").read_text(encoding="utf-8")))


def every_phase(ruleset_id: str) -> list:
    """The ruleset's phases, and those of its sample war under every option of every reading."""
    ruleset, war = rulesets.get(ruleset_id), sample(ruleset_id)
    found = {p.id + p.name + p.description: p for p in ruleset.phases}
    for reading in ruleset.interpretations:
        for option in reading.options:
            chosen = war.copy()
            chosen.settings.setdefault("interpretations", {})[reading.key] = option
            found.update({p.id + p.name + p.description: p for p in ruleset.phases_for(chosen)})
    return list(found.values())


def problems_of(english: str) -> list[str]:
    japanese = say(own_words(english), "ja")
    if not JAPANESE.search(japanese) or (japanese == english and re.search(r"[A-Za-z]{3}", english)):
        return [f"{english!r} has no Japanese"]
    lost = [kept for pattern in KEPT for kept in pattern.findall(english) if kept not in japanese]
    return [f"{lost} lost in {japanese!r}"] if lost else []


@pytest.mark.parametrize("ruleset_id", sorted(rulesets.BUILTIN))
def test_every_phase_name_and_description_is_said_in_japanese(ruleset_id):
    phases = every_phase(ruleset_id)
    problems = [f"{p.id}: {problem}" for p in phases for text in (p.name, p.description) if text
                for problem in problems_of(text)]
    assert problems == []
    assert len(phases) >= len(rulesets.get(ruleset_id).phases)


def test_the_flee_timing_reading_adds_a_phase_that_is_said_too():
    names = {p.id: say(own_words(p.name), "ja") for p in every_phase("ap-sp")}
    assert names["flee"] == "撤退（ターンの最後）"
    assert names["daily-move"] == "日中移動フェイズ（偵察）"
    assert names["attacking-2"] == "第2攻撃フェイズ"


@pytest.mark.parametrize("ruleset_id", sorted(rulesets.BUILTIN))
def test_the_summary_is_said_in_japanese(ruleset_id):
    assert problems_of(rulesets.get(ruleset_id).summary) == []


@pytest.mark.parametrize("ruleset_id", ENGLISH_DOCUMENT)
def test_the_title_and_the_command_spells_source_are_said_in_japanese(ruleset_id):
    """Rules of This War's heading, and where more Command Spells come from (ap-sp: the Seal of the IGM, 000:L559)."""
    ruleset = rulesets.get(ruleset_id)
    gains = ruleset.command_spell_limit.gains if ruleset.command_spell_limit else ""
    assert [problem for text in (ruleset.title, gains) if text for problem in problems_of(text)] == []


def test_english_is_kept_in_an_english_window_and_in_the_cli():
    ruleset = rulesets.get("ap-sp")
    assert say(own_words(ruleset.phases[0].name), "en") == "Daily Move Phase (Scouting)"
    assert ruleset.describe()["phases"][0]["name"] == "Daily Move Phase (Scouting)"
    assert say(own_words(ruleset.summary), "en") == ruleset.summary


def test_the_phase_headers_of_an_ap_sp_night_are_said_in_japanese_after_storing():
    """maps/sample-ap-sp-night2.json resolved: each phase's event says its name in Japanese (its order too), its
    English is the ruleset's name and "(simultaneous)" / "(in initiative order: …)" as always."""
    war = War.from_dict(json.loads((MAPS / "sample-ap-sp-night2.json").read_text(encoding="utf-8")))
    result = resolve_turn(war)
    headers = [Event.from_dict(json.loads(json.dumps(e.to_dict()))) for e in result.events
               if e.kind == EventKind.PHASE and e.phase == "daily-move"]
    assert [str(h.explain) for h in headers] == ["Daily Move Phase (Scouting) (simultaneous)"]
    assert say(headers[0].explain, "ja") == "日中移動フェイズ（偵察）（同時）"
    attacking = [e for e in result.events if e.kind == EventKind.PHASE and e.phase == "attacking"]
    assert str(attacking[0].explain).startswith("Attacking Phase (in initiative order")
    assert say(attacking[0].explain, "ja").startswith("攻撃フェイズ（")


def test_the_desk_says_a_delay_to_a_phase_in_japanese():
    war = sample("ap-sp")
    assert say(phase_name(war, "prepared-2"), "ja") == "第2準備効果フェイズ"
    delayed = delay_text(war, {"phase": "attacking-2"})
    assert str(delayed) == "delayed to the 2nd Attacking Phase"
    assert say(delayed, "ja") == "第2攻撃フェイズまで遅延"
