"""A GM's words for problems and differences (gmdesk/model/wording.py, gmdesk/validation.py,
gmdesk/store/diffwords.py): names for ids, sentences for paths, numbers as the documents write them."""

from __future__ import annotations

from builders import line_map, person, war
from gmdesk.errors import Problem
from gmdesk.model.wording import Names, field_words, show_number, value_words
from gmdesk.store.diff import MISSING
from gmdesk.store.diffwords import change_sentence, fact_words
from gmdesk.validation import problem_sentence, war_problems

NAMES = Names({"test-servant": "Test Servant", "archer": "Archer", "a.b": "Dotted"},
              {"park": "Fuyuki Park"}, {"brandauer": "Brandauer"})


def test_numbers_are_written_without_trailing_zeros():
    assert [show_number(v) for v in (150.0, 40.75, 0.5, 3)] == ["150", "40.75", "0.5", "3"]
    assert value_words(150.0) == "150" and value_words(True) == "yes" and value_words(None) == "nothing"


def test_field_paths_read_as_words():
    assert field_words("stats.STR") == "STR"
    assert field_words("skills[2].cost") == "skill 3's cost"
    assert field_words("points.valor") == "valor points"
    assert field_words("health_max") == "maximum Health"
    assert field_words("command_spells") == "Command Spells"


def test_a_problem_names_the_character_by_name_and_the_field_in_words():
    """Issue 19: the list read ``characters[0](test-servant).stats.STR | None | a servant sheet has STR``."""
    who, sentence = problem_sentence(Problem("characters[0](test-servant).stats.STR", None,
                                             "a servant sheet has STR"), NAMES)
    assert who == "Test Servant"
    assert sentence == "Test Servant's STR is not set: a servant sheet has STR."
    _, sentence = problem_sentence(Problem("characters.archer.skills[0].cost", "banana",
                                           "the Mana cost is a number (001:L119)"), NAMES)
    assert sentence == "Archer's skill 1's cost is banana: the Mana cost is a number (001:L119)."
    _, sentence = problem_sentence(Problem("characters.a.b.location", "park", "unknown location"), NAMES)
    assert sentence == "Dotted's location is Fuyuki Park: unknown location."


def test_every_problem_of_a_real_war_reads_without_a_path():
    w = war("valor", line_map("a", "b"), [person("mas", "t", "a", kind="master", command_spells=9, health=-5)])
    sentences = [problem_sentence(p, Names.of(w))[1] for p in war_problems(w)]
    assert any(s.startswith("Mas's Command Spells is 9: 9 is more than the 3 this Master may hold") for s in sentences)
    assert any(s.startswith("Mas's Health is -5: alive, but the rules say this character is dead") for s in sentences)
    assert all("characters[" not in s for s in sentences)


def test_a_knowledge_difference_is_the_facts_learnt_in_words():
    """Issue 19: ``knowledge.brandauer: 1 → 2 entries; + {"turn": 2, …}``."""
    old = [{"turn": 1, "kind": "encounter", "where": "park", "who": ["archer"]}]
    new = old + [{"turn": 2, "kind": "scouted", "where": "park", "who": ["test-servant"], "by": "archer"}]
    assert change_sentence("knowledge.brandauer", old, new, NAMES) == (
        "Team Brandauer learnt 1 fact: on turn 2, scouted at Fuyuki Park: Test Servant (by Archer).")
    assert fact_words(old[0], NAMES) == "on turn 1, encounter at Fuyuki Park: Archer"


def test_a_field_difference_is_a_sentence_with_names_and_plain_numbers():
    assert change_sentence("characters.archer.health", 262.5, 150.0, NAMES) == \
        "Archer's Health changed from 262.5 to 150."
    assert change_sentence("characters.archer.location", "park", MISSING, NAMES) == \
        "Archer's location is gone (it was Fuyuki Park)."
    assert change_sentence("turn", 2, 3, NAMES) == "The war's turn changed from 2 to 3."
