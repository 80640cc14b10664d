"""The one reading boundary for JSON from files (issue 20): what would break gmdesk later (a crash, a
hang, a copy that recurses forever) is refused when the file is read, naming the file and the field."""

import json

import pytest

from gmdesk.errors import WarFileError
from gmdesk.model.jsontext import MAX_DEPTH, MAX_TEXT, parse_json
from gmdesk.model.warfile import load_war, parse_war
from tests.builders import line_map, person, war_dict


def war_text(**servant_fields) -> str:
    return json.dumps(war_dict("ap-sp", line_map("a", "b"), [person("saber", "red", "a", **servant_fields)]))


@pytest.mark.parametrize("text, field, words", [
    (war_text().replace('"turn": 1', '"turn": ' + "7" * 5000), "turn", "a whole number of 5000 digits (at most"),
    (war_text(health_regen=10 ** 400), "characters[0](saber).health_regen", "401 digits"),
    (war_text().replace('"seed": 7', '"seed": 1e400'), "seed", "finite"),
    (war_text(notes="x" * (MAX_TEXT + 1)), "characters[0](saber).notes", "characters (at most"),
    (war_text(extra_list="[" * 100_000 + "]" * 100_000).replace('"[[', "[[").replace(']]"', "]]"), "",
     "nested deeper"),
])
def test_a_value_beyond_the_limits_is_refused_naming_file_and_field(text, field, words):
    with pytest.raises(WarFileError) as refused:
        parse_war(text, source="war.json")
    message = str(refused.value)
    assert message.startswith("war.json") and words in message and field in message


def test_nesting_is_counted_without_recursion_and_named_where_it_goes_too_deep():
    deep = {"a": 1}
    for _ in range(MAX_DEPTH):
        deep = {"x": deep}
    with pytest.raises(WarFileError, match=r"orders\.json: x\.x\..*nested deeper than 64 levels"):
        parse_json(json.dumps(deep), "orders.json")
    assert parse_json(json.dumps({"x": {"y": [1, 2.5, "z", None, True]}}), "ok.json")["x"]["y"][1] == 2.5


def test_the_same_limits_hold_for_a_war_file_read_from_disk(tmp_path):
    path = tmp_path / "war.json"
    path.write_text(war_text(health_regen=10 ** 400))
    with pytest.raises(WarFileError, match=r"war\.json: characters\[0\]\(saber\)\.health_regen"):
        load_war(path)
