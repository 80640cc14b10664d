"""The rulesets' own words in a Japanese player update (QA qa-printja), on the true-hgw, valor and skirmish sample
nights: the filter's mask inside a status's name, a Cooldown (true-hgw 003 §IX) and a team's own basic attack
(true-hgw 003 §VII, valor 001:L77, L91, skirmish 002:L57, L68) are said in Japanese, in *What happened* and in
*Your characters* alike, from a war resolved in memory and from a war file's stored turn; the English is as
before, and another team's secrets stay out (docs/updates.md, "What a team reads", "In the reader's language")."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from gmdesk.cli import main
from gmdesk.engine.knowledge_names import masked
from gmdesk.messages import capitalised, say
from gmdesk.model.warfile import load_war
from gmdesk.rulesets import get as ruleset
from gmdesk.store import WarStore
from gmdesk.updates import UpdateFormat, render
from gmdesk.updates.sentences import FILTER_WORDS, status_word
from tests.updates.test_updates_rules import MAPS, night

JAPANESE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")
TRUE_HGW, VALOR, SKIRMISH = "sample-true-hgw-night2.json", "sample-valor-night2.json", "sample-skirmish-night2.json"


@pytest.fixture(scope="module")
def true_hgw():
    return night(TRUE_HGW)


@pytest.fixture(scope="module")
def valor():
    return night(VALOR)


def readers(updates) -> dict:
    return {"public": updates.public, **updates.teams}


def war_words(name: str) -> list[str]:
    """Every text of the war (names, places, skills, statuses, sheets) and its ruleset's Command Spell words,
    longest first: what an update keeps as written."""
    data = json.loads((MAPS / name).read_text(encoding="utf-8"))
    found: set[str] = set()

    def walk(value) -> None:
        if isinstance(value, str):
            found.add(value)
        elif isinstance(value, dict):
            for item in value.values():
                walk(item)
        elif isinstance(value, list):
            for item in value:
                walk(item)

    walk(data)
    found |= {spell.words for spell in ruleset(data["ruleset"]).command_spells.values()}
    return sorted((w for w in found if len(w) > 1), key=len, reverse=True)


def status_words(name: str) -> set[str]:
    """The words of the statuses the GM wrote on the sheets: one with a part masked keeps the others ("Fever")."""
    data = json.loads((MAPS / name).read_text(encoding="utf-8"))
    return {w for c in data["characters"] for s in c.get("statuses", []) for w in re.findall(r"[A-Za-z]{2,}",
                                                                                            str(s.get("name", "")))}


def english_left(text: str, kept: list[str], words: set[str]) -> list[str]:
    """The English words of a Japanese update once its title line, its BBCode tags and the war's own texts are
    taken out, but ``words``."""
    body = re.sub(r"\[/?[a-z*]+(=[^\]]*)?\]", "", text.split("\n", 1)[1])
    for phrase in kept:
        body = body.replace(phrase, " ")
    return [w for w in re.findall(r"[A-Za-z]{2,}", body) if w not in words]


@pytest.mark.parametrize("name", [TRUE_HGW, VALOR, SKIRMISH])
def test_no_english_is_left_in_a_japanese_update_but_the_wars_own_words(name):
    kept, words = war_words(name), status_words(name)
    for reader, update in readers(night(name)).items():
        for form in UpdateFormat:
            text = render(update, form, "ja")
            assert english_left(text, kept, words) == [], (name, reader, form, text)


def test_a_status_named_with_a_mask_is_said_in_japanese_in_your_characters_too(true_hgw):
    """Hale's Berserker carries "Fever (Distilled Malady)" from Lindqvist's Caster: the filter masks the skill
    ("Fever (a skill)"), and the mask is said in the reader's language in the events and in *Your characters*
    (it was English there: the name went through str())."""
    hale = true_hgw.teams["hale"]
    japanese = render(hale, UpdateFormat.TEXT, "ja")
    assert "* BerserkerのFever (スキル)：残り1ターン。" in japanese
    assert "* Berserker：体力 36.1、魔力 60（Northgate Goods Yardにいる）；Fever (スキル)（残り1ターン）" in japanese
    assert "a skill" not in japanese
    assert "Fever (a skill) (1 turn left)" in render(hale, UpdateFormat.TEXT)
    for form in UpdateFormat:
        for language in ("en", "ja"):
            assert "Distilled Malady" not in render(hale, form, language)  # the secret stays masked


def test_a_cooldown_is_said_in_the_readers_language(true_hgw):
    """003 §IX: a skill's Cooldown counts down after it is used; its status is stored as "… (Cooldown)"."""
    hale, lindqvist = true_hgw.teams["hale"], true_hgw.teams["lindqvist"]
    assert "Clapper of the Ninth Bell（再使用待ち）（残り2ターン）" in render(hale, UpdateFormat.TEXT, "ja")
    assert "The Sealed Alembic（再使用待ち）（残り3ターン）" in render(lindqvist, UpdateFormat.TEXT, "ja")
    assert "Clapper of the Ninth Bell (Cooldown) (2 turns left)" in render(hale, UpdateFormat.TEXT)
    for update in readers(true_hgw).values():
        for form in UpdateFormat:
            assert "Cooldown" not in render(update, form, "ja")


def test_a_teams_own_basic_attack_is_named_in_japanese_and_anothers_is_an_attack(true_hgw, valor):
    castellan = render(true_hgw.teams["castellan"], UpdateFormat.TEXT, "ja")
    assert "* LancerはFish MarketでArcherに近接基本攻撃を使った。" in castellan  # 003 §VII: Melee Basic Attack
    assert "* Mirela CastellanはFish MarketでTobias Greenhalghに魔力基本攻撃を使った。" in castellan
    assert "* ArcherはFish MarketでLancerを攻撃した。" in castellan and "射撃基本攻撃" not in castellan  # not named
    assert "射撃基本攻撃を使った" in render(true_hgw.teams["greenhalgh"], UpdateFormat.TEXT, "ja")
    assert "* RiderはOld GasworksでAssassinに筋力の通常攻撃を使った。" in \
        render(valor.teams["arakida"], UpdateFormat.TEXT, "ja")  # valor 001:L77: the STR normal attack
    skirmish = night(SKIRMISH)
    assert "小競り合いの攻撃（物理）を使った" in render(skirmish.teams["arakida"], UpdateFormat.TEXT, "ja")
    assert "反撃（物理）を使った" in render(skirmish.teams["hale"], UpdateFormat.TEXT, "ja")  # 002:L57
    # the English as before
    assert "* Lancer used Melee Basic Attack on Archer at Fish Market." in \
        render(true_hgw.teams["castellan"], UpdateFormat.TEXT)
    assert "* Rider used STR normal attack on Assassin at Old Gasworks." in \
        render(valor.teams["arakida"], UpdateFormat.TEXT)
    assert "Skirmish attack (physical)" in render(skirmish.teams["arakida"], UpdateFormat.TEXT)


def test_a_war_files_stored_turn_says_them_in_japanese_too(tmp_path: Path, capsys):
    """A stored event keeps its skill and a status its name as English text: the words are found again."""
    path = tmp_path / "night.gmdesk"
    with WarStore.create(path, load_war(MAPS / TRUE_HGW)):
        pass
    assert main(["resolve", str(path)]) == 0
    capsys.readouterr()
    for team, said in (("hale", "Clapper of the Ninth Bell（再使用待ち）（残り2ターン）"),
                       ("castellan", "LancerはFish MarketでArcherに近接基本攻撃を使った。")):
        assert main(["updates", str(path), "--team", team, "--format", "text", "--language", "ja"]) == 0
        out = capsys.readouterr().out
        assert said in out and "Cooldown" not in out and "Basic Attack" not in out


def test_another_teams_cooldown_keeps_the_filters_mask_in_japanese():
    """Another team's Cooldown names its skill: the filter masks it ("a skill (Cooldown)"), and the mask stays
    in the Japanese (スキル（再使用待ち）), the skill's name in neither language."""
    war = load_war(MAPS / TRUE_HGW)
    name = masked(war, "berserker", "Clapper of the Ninth Bell (Cooldown)", known=True)
    assert str(status_word(name)) == "a skill (Cooldown)"
    assert say(status_word(name), "ja") == "スキル（再使用待ち）"
    assert say(status_word("Clapper of the Ninth Bell (Cooldown)"), "ja") == "Clapper of the Ninth Bell（再使用待ち）"
    assert status_word("Fever (Distilled Malady)") == "Fever (Distilled Malady)"  # any other name as it is


def test_a_status_only_an_unseen_character_could_name_is_said_in_japanese():
    """A status Hale cannot name (its name is the skill of Brandauer's Assassin, whom Hale has not seen) reads
    "An effect" at a sentence's start and "(unknown)" in *Your characters*: both said in Japanese (ある効果, （不明）),
    and the skill's name in neither language."""
    def unseen_source(data: dict) -> None:
        berserker = next(c for c in data["characters"] if c["id"] == "berserker")
        berserker["statuses"][0].update(name="Snuffing Cut", source="assassin")

    hale = night(TRUE_HGW, unseen_source).teams["hale"]
    english, japanese = render(hale, UpdateFormat.TEXT), render(hale, UpdateFormat.TEXT, "ja")
    assert "* An effect on Berserker: 1 turn left." in english and "; (unknown) (1 turn left)" in english
    assert "* Berserkerのある効果：残り1ターン。" in japanese and "；（不明）（残り1ターン）" in japanese
    for form in UpdateFormat:
        said = render(hale, form, "ja")
        assert "An effect" not in said and "(unknown)" not in said
        assert "Snuffing Cut" not in said and "Snuffing Cut" not in render(hale, form)


def test_every_filter_word_starting_a_sentence_is_said_in_japanese():
    """ap-sp's ACT N/A reader reads "A servant hit …" (000:L152): the capital a sentence gives the filter's word
    keeps it said."""
    for english, said in FILTER_WORDS.items():
        first = capitalised(said)
        assert str(first) == english[:1].upper() + english[1:]
        assert say(first, "ja") == say(said, "ja") and JAPANESE.search(say(first, "ja")), english
