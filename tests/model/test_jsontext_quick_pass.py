"""The quick pass over every value read (issue 21) agrees with the named check (issue 20): a value is
refused by one exactly when it is refused by the other. Reading compact JSON straight from the scanner
gives what json.loads gives."""

from __future__ import annotations

import json
import math

import pytest
from hypothesis import given, settings, strategies as st

from gmdesk.errors import WarFileError
from gmdesk.model.jsontext import MAX_DEPTH, MAX_INTEGER, MAX_TEXT, check_limits, parse_json, within_limits

scalars = st.one_of(st.none(), st.booleans(), st.text(max_size=5),
                    st.integers(min_value=-2 * MAX_INTEGER, max_value=2 * MAX_INTEGER),
                    st.floats(allow_nan=True, allow_infinity=True))
values = st.recursive(scalars, lambda inner: st.one_of(st.lists(inner, max_size=4),
                                                        st.dictionaries(st.text(max_size=3), inner, max_size=4)),
                      max_leaves=30)


def refused_by_check(value) -> bool:
    try:
        check_limits(value, "war.json")
    except WarFileError:
        return True
    return False


@settings(max_examples=300, deadline=None)
@given(values)
def test_quick_pass_agrees_with_the_named_check(value):
    assert within_limits(value) == (not refused_by_check(value))


def nested(depth: int):
    value: object = 1
    for _ in range(depth):
        value = [value]
    return value


@pytest.mark.parametrize("value, ok", [
    (nested(MAX_DEPTH), True), (nested(MAX_DEPTH + 1), False),
    ({"notes": "x" * MAX_TEXT}, True), ({"notes": "x" * (MAX_TEXT + 1)}, False), ({"x" * (MAX_TEXT + 1): 1}, False),
    ([MAX_INTEGER, -MAX_INTEGER], True), ([MAX_INTEGER + 1], False), ([math.inf], False), (math.nan, False),
])
def test_quick_pass_at_each_limit(value, ok):
    assert within_limits(value) is ok
    assert refused_by_check(value) is (not ok)


def test_texts_are_not_measured_when_the_whole_json_is_short():
    """A JSON text no longer than one text may be cannot hold a text beyond the limit."""
    assert within_limits({"notes": "x" * 10}, text_length=50)


@settings(max_examples=200, deadline=None)
@given(st.recursive(st.one_of(st.none(), st.booleans(), st.text(max_size=5), st.integers(min_value=-MAX_INTEGER, max_value=MAX_INTEGER),
                              st.floats(allow_nan=False, allow_infinity=False)),
                    lambda inner: st.one_of(st.lists(inner, max_size=4),
                                            st.dictionaries(st.text(max_size=3), inner, max_size=4)),
                    max_leaves=20),
       st.sampled_from([(",", ":"), (", ", ": ")]), st.sampled_from(["", " ", "\n"]))
def test_reading_straight_from_the_scanner_gives_json_loads_values(value, separators, around):
    """Compact JSON goes straight to the scanner (issue 21); with whitespace around it, through json.loads:
    the value read is json.loads' either way."""
    text = around + json.dumps(value, separators=separators) + around
    assert parse_json(text, "war.json") == json.loads(text)


@pytest.mark.parametrize("text", ["", "[1,", "[1] x", "\ufeff[]", "{'a': 1}", "[1]]"])
def test_what_json_loads_refuses_is_refused_naming_the_file(text):
    with pytest.raises(WarFileError, match="war.json.*not valid JSON"):
        parse_json(text, "war.json")


@settings(max_examples=300, deadline=None)
@given(values, st.integers(0, 400))
def test_the_checking_scanner_refuses_what_the_walk_refuses(value, padding):
    """Most texts are read by a scanner that looks at numbers as it reads them, instead of a walk over the
    value afterwards (issue 21): short and long texts (``padding``) alike, the value is json.loads' or it is
    refused, exactly when the walk refuses it."""
    text = json.dumps([value, "x" * padding])
    loaded = json.loads(text)
    if within_limits(loaded):
        assert parse_json(text, "war.json") == loaded
    else:
        with pytest.raises(WarFileError, match="war.json"):
            parse_json(text, "war.json")


@pytest.mark.parametrize("text, ok", [
    ("1e400", False), ("[-1e400]", False), ('{"a":NaN}', False), ("[Infinity]", False), ("-Infinity", False),
    ("[1.5e300]", True), (str(MAX_INTEGER), True), (str(MAX_INTEGER + 1), False),
    (json.dumps(["x" * 400, MAX_INTEGER + 1]), False), (json.dumps(["x" * 400, -MAX_INTEGER]), True),
    ("[" * (MAX_DEPTH - 1) + "]" * (MAX_DEPTH - 1), True), ("[" * MAX_DEPTH + "]" * MAX_DEPTH, True),
    ("[" * (MAX_DEPTH + 1) + "]" * (MAX_DEPTH + 1), False), (json.dumps(["[" * 100]), True),
])
def test_the_checking_scanner_at_each_limit(text, ok):
    if ok:
        assert parse_json(text, "war.json") == json.loads(text)
    else:
        with pytest.raises(WarFileError, match="war.json"):
            parse_json(text, "war.json")
