"""The Rule Readings dialog in a Japanese window (docs/japanese.md, "The rule readings in Japanese"): the words of
every roll-dice reading (title, source, question, each option's meaning; the document is Japanese,
004_8acb8ad758a0196c) and of every ruleset's update readings are said in Japanese from
resources/i18n/core_ja.json, as gmdesk.rulesets.reading_rows gives them to the dialog; the other rulesets'
titles too, so the dialog's list reads in Japanese; every option of every ruleset has a short label in both languages.
Line references and option ids stay as written."""

from __future__ import annotations

import re
import string

import pytest

from gmdesk import rulesets
from gmdesk.messages import Message, say
from gmdesk.rulesets.reading_rows import ReadingRow, reading_rows

JAPANESE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")
LINE_REFERENCE = re.compile(r"\b(?:\d{3}:)?L\d+(?:-L?\d+)?")
ONLY_LINES = re.compile(r"^[\s\d:;,L\-–§.]*$")


def texts(row: ReadingRow) -> list[tuple[str, str]]:
    return ([("title", row.title), ("source", row.source), ("question", row.question)]
            + [(f"option {option}", meaning) for option, meaning in row.options])


def placeholders(text: str) -> list[str]:
    return sorted(field for _, field, _, _ in string.Formatter().parse(text) if field is not None)


def unsaid(rows: list[ReadingRow]) -> list[str]:
    """Every word of ``rows`` a Japanese window would still show in English, or that loses a line reference
    or a placeholder."""
    problems = []
    for row in rows:
        for field, english in texts(row):
            assert isinstance(english, Message), (row.key, field)
            japanese = say(english, "ja")
            if ONLY_LINES.match(english):
                continue
            if japanese == english or not JAPANESE.search(japanese):
                problems.append(f"{row.key} {field}: {english!r} → {japanese!r}")
            lost = [ref for ref in LINE_REFERENCE.findall(english) if ref not in japanese]
            if lost:
                problems.append(f"{row.key} {field}: line references {lost} lost in {japanese!r}")
            if "{" in english and placeholders(english) != placeholders(japanese):
                problems.append(f"{row.key} {field}: placeholders differ in {japanese!r}")
    return problems


def test_every_word_of_the_roll_dice_readings_is_said_in_japanese():
    """18 roll-dice readings and the 4 update readings (update-own-orders among them)."""
    rows = reading_rows(rulesets.get("roll-dice"), None)
    assert len(rows) == 22 and sum(len(texts(row)) for row in rows) > 100
    assert unsaid(rows) == []


def test_the_roll_dice_readings_use_the_documents_words():
    """004 writes 前衛/後衛 (L161), 戦闘離脱 (L519), 庇う (L474), 攻撃優先 (L219), 行動ターン/戦闘ターン (L237)."""
    said = {row.key: {field: say(text, "ja") for field, text in texts(row)}
            for row in reading_rows(rulesets.get("roll-dice"), None)}
    assert said["row-placement"]["title"] == "戦闘開始時の前衛・後衛"
    assert "戦闘離脱" in said["escape-destination"]["title"]
    assert "庇う" in said["covering-order"]["title"] and "L474" in said["covering-order"]["question"]
    assert "攻撃優先" in said["priority-source"]["title"]
    assert "行動ターン" in said["combat-turns"]["title"] and "戦闘ターン" in said["combat-turns"]["title"]
    assert said["defence-stat"]["option agi"].startswith("常に敏捷")
    assert said["public-update"]["source"] == "文書にはない"


@pytest.mark.parametrize("ruleset_id", sorted(rulesets.BUILTIN))
def test_every_update_reading_is_said_in_japanese(ruleset_id):
    rows = [row for row in reading_rows(rulesets.get(ruleset_id), None) if row.for_updates]
    assert rows
    assert unsaid(rows) == []


@pytest.mark.parametrize("ruleset_id", sorted(rulesets.BUILTIN))
def test_every_reading_title_is_said_in_japanese(ruleset_id):
    """The dialog's list of readings reads in Japanese."""
    rows = reading_rows(rulesets.get(ruleset_id), None)
    english = [row.title for row in rows if not JAPANESE.search(say(row.title, "ja"))]
    assert english == []


def test_the_english_words_stay_english():
    row = reading_rows(rulesets.get("roll-dice"), None)[0]
    assert say(row.title, "en") == row.title == rulesets.get("roll-dice").interpretations[0].title
    assert not JAPANESE.search(str(row.title))


@pytest.mark.parametrize("ruleset_id", sorted(rulesets.BUILTIN))
def test_every_option_has_a_short_label_said_in_japanese(ruleset_id):
    """QA qa-jagm #2: the dialog and Help > Rules of This War name an option by a few words, not its id (`random`,
    `default-line`, `in-place`); every reading of every ruleset has them in both languages."""
    rows = reading_rows(rulesets.get(ruleset_id), None)
    assert rows
    for row in rows:
        for option, _meaning in row.options:
            label = row.label(option)
            assert isinstance(label, Message) and label != option, (row.key, option)
            assert 2 <= len(label.split()) <= 7, (row.key, option, label)  # a few words, not a sentence
            assert "document" not in label, (row.key, option, label)  # "not in the document" is the meaning's
            assert JAPANESE.search(say(label, "ja")), (row.key, option, say(label, "ja"))
            assert len(say(label, "ja")) <= 20, (row.key, option, say(label, "ja"))  # short: the dialog's column
            assert row.option_name(option, "ja") == say(label, "ja")
    said = {row.key: {option: say(row.label(option), "ja") for option, _ in row.options} for row in rows}
    if ruleset_id == "roll-dice":
        assert said["iv-tie"] == {"gm": "GMが対抗判定を振る", "random": "ランダムに決める"}
        assert said["defence-stat"]["agi"] == "常に敏捷"
    if ruleset_id == "ap-sp":
        assert said["flee-timing"] == {"movement-phase": "移動フェイズで", "end-of-turn": "ターンの最後に"}
    if ruleset_id == "true-hgw":
        assert said["initiative-tie"]["random"] == "ランダムに決める"  # as roll-dice's random draw


@pytest.mark.parametrize("ruleset_id", sorted(rulesets.BUILTIN))
def test_the_labels_of_a_reading_name_its_options_apart(ruleset_id):
    """Two options of one reading never share a label (the radio buttons would read alike), in either language."""
    for row in reading_rows(rulesets.get(ruleset_id), None):
        for language in ("en", "ja"):
            names = [row.option_name(option, language) for option, _ in row.options]
            assert len(set(names)) == len(names), (row.key, language, names)


def test_an_option_without_a_label_is_named_by_its_id():
    """A reading a ruleset gives without labels (a plugin's): the id stays (the war file's word), in either
    language."""
    row = ReadingRow("scout-range", Message("How far a scout may look"), Message("000:L471"), Message("?"),
                     (("adjacent", Message("adjacent only")), ("any", Message("any location"))), "adjacent", "any",
                     False)
    assert row.label("any") == "any" and row.label("no such option") == "no such option"
    assert row.option_name("any", "en") == row.option_name("any", "ja") == "any"


def test_an_english_label_without_japanese_leaves_the_id_in_a_japanese_window():
    """A label a ruleset gives in English only: an English window shows it, a Japanese one the id (the war file's
    word), never the English label (qa-jagm #2: English in a Japanese window)."""
    row = ReadingRow("scout-range", Message("How far a scout may look"), Message("000:L471"), Message("?"),
                     (("adjacent", Message("adjacent only")), ("any", Message("any location"))), "adjacent", "any",
                     False, (("adjacent", Message("next door only")), ("any", Message("the whole map"))))
    assert row.option_name("any", "en") == "the whole map" and row.option_name("any", "ja") == "any"
    roll_dice = reading_rows(rulesets.get("roll-dice"), None)[0]
    assert roll_dice.option_name("random", "ja") == "ランダムに決める"
    assert roll_dice.option_name("random", "en") == "random draw"
