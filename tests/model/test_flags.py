"""Character flags have a declared schema: a known key with a value of the wrong type is refused when
a war is read, naming the character, the field and the value; other keys are the GM's own."""

import json

import pytest

from gmdesk.errors import WarFileError
from gmdesk.model.flags import FLAGS, Flag, flag_problem
from gmdesk.model.war import War
from tests.builders import line_map, person, war_dict


def read(flags):
    data = war_dict("ap-sp", line_map("a", "b"), [person("saber", "red", "a", flags=flags)])
    return War.from_dict(json.loads(json.dumps(data)), source="war.json")


def test_every_flag_is_declared():
    assert set(FLAGS) == set(Flag)
    assert all(spec.meaning and spec.types for spec in FLAGS.values())


def test_a_known_flag_of_the_wrong_type_is_refused_naming_character_field_and_value():
    with pytest.raises(WarFileError) as err:
        read({"last_hit_turn": "two"})
    text = str(err.value)
    assert "war.json" in text and "flags.last_hit_turn" in text and "saber" in text and "'two'" in text
    assert "whole number" in text


def test_true_is_not_a_turn_and_a_text_is_not_true_or_false():
    assert flag_problem(Flag.SUMMONED_TURN, True) is not None
    assert flag_problem(Flag.SUMMONED_TURN, 3) is None
    assert flag_problem(Flag.CONCEALED, "false") is not None  # bool("false") would read as true
    assert flag_problem(Flag.CONCEALED, 1) is None


def test_unknown_flags_and_absent_values_are_kept():
    flags = {"house_rule": [1, 2], "cooldown_fireball": None, "forgo_dodge": True, "np_stat_seen": "false"}
    assert read(flags).characters["saber"].flags == flags
