"""Every reading of every ruleset says its question and what each option means in Japanese (docs/japanese.md, "The
rule readings in Japanese"): the four English-document rulesets (ap-sp 000, valor 001, skirmish 002, true-hgw 003)
as well as roll-dice, the update readings included, from resources/i18n/core_ja.json through the one mechanism
(gmdesk.rulesets.reading_rows gives them as Message; the dialog and Rules of This War ``say`` them). A reading added
without its Japanese fails here. The Japanese keeps the document's line references (000:L471, §VIII), the numbers
of the worked examples (43.5375, 5,99), the other readings' keys and the war file's fields (pay_upkeep: true);
an English window and the CLI keep the ruleset's English, letter for letter."""

from __future__ import annotations

import re

import pytest

from gmdesk import rulesets
from gmdesk.messages import say
from gmdesk.rulesets.reading_rows import reading_rows

JAPANESE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")
KEPT = (re.compile(r"\b(?:\d{3}:)?L\d+(?:-L?\d+)?"),  # document lines: 000:L471, L344-347
        re.compile(r"§[IVX]+"),  # true-hgw's sections
        re.compile(r"\d+(?:[.,]\d+)+|\d+"),  # numbers, decimal points and commas as the document writes them
        re.compile(r"(?<=interpretation )[a-z]+(?:-[a-z]+)+"),  # another reading's key
        re.compile(r"\b[a-z]+(?:-[a-z]+)+=[a-z-]+|\b[a-z]+_[a-z_]+(?::\s*(?:true|false))?"))  # war-file fields
QUOTE = re.compile(r"'[^']*'|\([^)]*'[^)]*\)")
"""A source's quote of its English document stays as written (the citation to look up)."""
CODES = re.compile(r"I\d\.\d+|R\d \([a-z]\)|\d{3}(?::L\d+(?:-\d+)?)?|L\d+(?:-\d+)?|§[IVX]+|[;,()\s]")
"""What a source says without words: checklist items (I0.7, R0 (c)), document lines; the same in any language."""

ENGLISH_DOCUMENT = ("ap-sp", "true-hgw", "skirmish", "valor")
READINGS = {"ap-sp": (34, 2), "true-hgw": (27, 4), "skirmish": (19, 4), "valor": (17, 4), "roll-dice": (18, 4)}


def lost(english: str, japanese: str) -> list[str]:
    """What of ``english`` that must be kept as written is missing from ``japanese``."""
    return [found for pattern in KEPT for found in pattern.findall(english) if found not in japanese]


@pytest.mark.parametrize("ruleset_id", sorted(rulesets.BUILTIN))
def test_every_question_and_meaning_is_said_in_japanese(ruleset_id):
    rows = reading_rows(rulesets.get(ruleset_id), None)
    problems = []
    said = 0
    for row in rows:
        for field, english in [("question", row.question)] + [(f"option {o}", m) for o, m in row.options]:
            japanese = say(english, "ja")
            if japanese == english or not JAPANESE.search(japanese):
                problems.append(f"{row.key} {field}: {english!r} has no Japanese")
            elif lost(english, japanese):
                problems.append(f"{row.key} {field}: {lost(english, japanese)} lost in {japanese!r}")
            said += 1
    assert problems == []
    assert said > 2 * len(rows)


@pytest.mark.parametrize("ruleset_id", sorted(rulesets.BUILTIN))
def test_every_source_that_says_words_says_them_in_japanese(ruleset_id):
    """"GAP", "AMBIG", "house rule, not in the document" are said (記載なし（GAP）, 曖昧（AMBIG）); a source of
    checklist items and line references alone reads the same in any language."""
    for row in reading_rows(rulesets.get(ruleset_id), None):
        words = CODES.sub("", QUOTE.sub("", row.source))
        japanese = say(row.source, "ja")
        if words:
            assert JAPANESE.search(japanese), (row.key, str(row.source))
        assert lost(row.source, japanese) == [], (row.key, japanese)
        assert [q for q in re.findall(r"'[^']*'", row.source) if q not in japanese] == []  # quotes kept


@pytest.mark.parametrize("ruleset_id", ENGLISH_DOCUMENT)
def test_the_english_document_rulesets_count_and_keep_their_english(ruleset_id):
    """The readings the brief counts, each said in English as the ruleset writes it (the CLI's words)."""
    ruleset = rulesets.get(ruleset_id)
    rows = reading_rows(ruleset, None)
    turns, updates = READINGS[ruleset_id]
    assert (sum(not row.for_updates for row in rows), sum(row.for_updates for row in rows)) == (turns, updates)
    for row, interp in zip(rows, [*ruleset.interpretations, *ruleset.update_readings]):
        assert say(row.question, "en") == row.question == interp.question
        assert [say(meaning, "en") for _, meaning in row.options] == list(interp.options.values())
        assert not JAPANESE.search(row.question)


def test_the_japanese_reads_as_a_gm_would_say_it():
    """The vocabulary already chosen (core_ja.json): フェイズ, ターン, 令呪, 体力, 霊体化, 拠点, 裁定."""
    said = {rid: {row.key: row for row in reading_rows(rulesets.get(rid), None)} for rid in ENGLISH_DOCUMENT}
    flee = said["ap-sp"]["flee-timing"]
    assert say(flee.question, "ja").startswith("逃走は「ターンの最後に行われる」（000:L512）")
    assert (say(flee.meaning("movement-phase"), "ja")
            == "移動フェイズで、そのフェイズの通常の移動がすべて終わった後に逃走する（000:L445）")
    assert "43.5375" in say(said["ap-sp"]["low-health-penalty"].meaning("as-example"), "ja")
    assert "霊体化" in say(said["true-hgw"]["spirit-form-intercept"].question, "ja")
    assert say(said["true-hgw"]["dodge-clamp"].meaning("gm"), "ja") == "負の確率が出るたびにGMが裁定する"
    assert "令呪" in say(said["skirmish"]["command-spell-order"].question, "ja")
    assert "5,99" in say(said["valor"]["agi-c-triple-plus"].meaning("as-printed"), "ja")
    assert say(said["valor"]["scout-evade-cap"].source, "ja") == "記載なし（GAP、チェックリストにない）；001:L200"
    assert say(said["ap-sp"]["delay-tie"].source, "ja") == "R0 (c) 曖昧（AMBIG）；000:L408"
