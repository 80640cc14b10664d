"""same_json (the re-resolution's field-by-field comparison) answers what comparing the written JSON answers,
on the values where a quick equality would not: numbers of other types, signed zeros, NaN, tuples, key order,
number keys, text subclasses."""

import json
import math

import pytest

from gmdesk.messages import Message
from gmdesk.store.diff import MISSING, same_json

PAIRS = [
    (1, 1.0), (True, 1), (False, 0), (0.0, -0.0), (0.0, 0.0), (-0.0, -0.0), (math.nan, math.nan),
    (None, None), (None, 0), ("a", "a"), ("a", Message("a")), ([1, 2], (1, 2)), ([1, 2], [2, 1]),
    ({"a": 1, "b": [1.5]}, {"b": [1.5], "a": 1}), ({"a": 1}, {"a": 1.0}), ({1: "x"}, {"1": "x"}),
    ({"a": {"b": (1, None)}}, {"a": {"b": [1, None]}}), ({"a": 1}, {"a": 1, "b": 2}), ([[]], [()]),
    ({"s": ["x", {"t": -0.0}]}, {"s": ["x", {"t": 0.0}]}), (1e20, 1e20), (2, 3),
]


@pytest.mark.parametrize("a, b", PAIRS)
def test_same_json_is_equality_of_the_written_json(a, b):
    written = json.dumps(a, sort_keys=True) == json.dumps(b, sort_keys=True)
    assert same_json(a, b) is written
    assert same_json(b, a) is written


def test_an_absent_value_is_the_same_only_as_another_absent_one():
    assert same_json(MISSING, MISSING) and not same_json(MISSING, None) and not same_json({}, MISSING)
