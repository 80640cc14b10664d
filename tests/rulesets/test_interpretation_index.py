"""Interpretations are found through an index by key: the same answers as reading the ruleset's tuples."""

import copy

import pytest

from gmdesk import rulesets
from gmdesk.model.war import War
from gmdesk.rulesets.descriptions import Interpretation


def reading(key: str, default: str) -> Interpretation:
    return Interpretation(key, f"{key} title", "not in the document", "which?", default,
                          {"a": "reading a", "b": "reading b"})


def test_every_interpretation_of_every_ruleset_is_found_by_its_key():
    for ruleset_id in rulesets.available():
        ruleset = rulesets.get(ruleset_id)
        for interp in (*ruleset.interpretations, *ruleset.update_readings):
            found = ruleset.interpretation(interp.key)
            assert found.key == interp.key
            assert ruleset.choice(None, interp.key) == found.default


def test_replacing_the_tuple_is_seen_and_the_first_of_a_repeated_key_wins():
    ruleset = copy.copy(rulesets.get("ap-sp"))
    ruleset.interpretations = (reading("speed-test", "a"), reading("speed-test", "b"))
    assert ruleset.interpretation("speed-test").default == "a"
    ruleset.interpretations = (reading("speed-test", "b"),)
    assert ruleset.choice(None, "speed-test") == "b"
    with pytest.raises(KeyError):
        ruleset.interpretation("two-full-ranks")  # gone with the tuple it was in


def test_a_war_setting_wins_over_the_default_and_an_unknown_key_is_refused():
    ruleset = rulesets.get("ap-sp")
    key = ruleset.interpretations[0].key
    other = next(o for o in ruleset.interpretations[0].options if o != ruleset.interpretations[0].default)
    war = War.from_dict({"format": "gmdesk-war/1", "ruleset": "ap-sp", "title": "t", "seed": 1, "turn": 1,
                         "map": {"locations": [{"id": "a", "name": "A"}], "links": []}, "characters": [],
                         "settings": {"interpretations": {key: other}}})
    assert ruleset.choice(war, key) == other
    with pytest.raises(KeyError):
        ruleset.choice(war, "no-such-interpretation")


def test_a_war_without_a_setting_for_the_key_reads_the_default():
    """An empty or missing ``settings.interpretations``, or a null for the key, leaves the documented default."""
    ruleset = rulesets.get("ap-sp")
    interp = ruleset.interpretations[0]
    other = ruleset.interpretations[1].key
    war = War.from_dict({"format": "gmdesk-war/1", "ruleset": "ap-sp", "title": "t", "seed": 1, "turn": 1,
                         "map": {"locations": [{"id": "a", "name": "A"}], "links": []}, "characters": []})
    assert ruleset.choice(war, interp.key) == interp.default
    for chosen in ({}, {other: interp.default}, {interp.key: None}):
        war.settings["interpretations"] = chosen
        assert ruleset.choice(war, interp.key) == interp.default


def test_replacing_the_update_readings_is_seen_too_and_other_attributes_keep_the_index():
    ruleset = copy.copy(rulesets.get("ap-sp"))
    key = ruleset.interpretations[0].key
    assert ruleset.choice(None, key) == ruleset.interpretations[0].default  # the index is built
    ruleset.update_readings = (reading("reading-test", "b"),)
    assert ruleset.choice(None, "reading-test") == "b"
    ruleset.title = "renamed"  # any other attribute: the index stays
    assert ruleset.interpretation("reading-test").default == "b"
    ruleset.update_readings = ()
    with pytest.raises(KeyError):
        ruleset.choice(None, "reading-test")
    assert rulesets.get("ap-sp").choice(None, key) == ruleset.interpretations[0].default  # the original is untouched
