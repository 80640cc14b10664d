"""The read limits' refusals (issue 20: too large, too deep, too many entries, numbers beyond any float) are
core Messages: a CLI and a log read the English as before, and a Japanese window says the same refusal in
Japanese, still naming the file, the field and the value (gmdesk/model/jsontext.py, gmdesk/store/jsoncol.py,
resources/i18n/core_ja.json)."""

from __future__ import annotations

import json
import re
import zlib

import pytest

from gmdesk.errors import WarFileError
from gmdesk.messages import message_of, say
from gmdesk.model.jsontext import MAX_DEPTH, MAX_ITEMS, MAX_TEXT, parse_json, refuse_unreadable
from gmdesk.model.warfile import parse_war
from gmdesk.store import jsoncol
from tests.model.test_json_limits import war_text


def refusal(call, *args, **kwargs) -> tuple[str, str]:
    """The refusal ``call`` raises: in English (``str``, as the CLI prints it) and in Japanese."""
    with pytest.raises(WarFileError) as refused:
        call(*args, **kwargs)
    return str(refused.value), say(message_of(refused.value), "ja")


def nested(depth: int) -> str:
    return "[" * depth + "]" * depth


def english_left(text: str) -> list[str]:
    """English words in a Japanese refusal after the file and the field (which end at the first '：'), once
    the words kept as they are (JSON, NaN, MB, UTF-8, the value inf, Python's own JSON error) are taken out."""
    rest = text.split("：", 1)[1]
    return re.findall(r"[A-Za-z]{2,}", re.sub(r"JSON|NaN|MB|UTF-8|inf|Expecting value", " ", rest))


CASES = [  # (text, English, Japanese): each limit of gmdesk/model/jsontext.py
    (war_text(health_regen=10 ** 400), "war.json: characters[0](saber).health_regen: a whole number of 401 "
     "digits (at most 10^308)", "war.json: characters[0](saber).health_regen：401桁の整数です（最大10^308）"),
    (war_text().replace('"turn": 1', '"turn": ' + "7" * 5000), "war.json: turn: a whole number of 5000 digits "
     "(at most 10^308)", "war.json: turn：5000桁の整数です（最大10^308）"),
    (war_text().replace('"seed": 7', '"seed": 1e400'), "war.json: seed: must be a finite number (got inf)",
     "war.json: seed：有限の数にしてください（値：inf）"),
    (war_text(notes="x" * (MAX_TEXT + 1)), "war.json: characters[0](saber).notes: a text of 200,001 characters "
     "(at most 200,000)", "war.json: characters[0](saber).notes：200,001文字のテキストです（最大200,000文字）"),
    (war_text().replace('"seed": 7', '"seed": 7, "extra_list": ' + nested(MAX_DEPTH + 1)),
     "war.json: extra_list" + "[0]" * (MAX_DEPTH - 1) + ": nested deeper than 64 levels",
     "war.json: extra_list" + "[0]" * (MAX_DEPTH - 1) + "：入れ子が64段より深くなっています"),
    (war_text().replace('"seed": 7', '"seed": 7, "extra_list": ' + nested(100_000)),
     "war.json: nested deeper than 64 levels", "war.json：入れ子が64段より深くなっています"),
    (war_text().replace('"seed": 7', '"seed": 7, "extra_list": [' + ",".join(["0"] * (MAX_ITEMS + 1)) + "]"),
     "war.json: extra_list: more than 100,000 entries (100,001)",
     "war.json: extra_list：項目が100,000個を超えています（100,001個）"),
    ('{"seed": 7,\n "turn": }', "war.json: not valid JSON (line 2, column 10: Expecting value)",
     "war.json：JSONとして正しくありません（2行10列目：Expecting value）"),
]


@pytest.mark.parametrize("text, english, japanese", CASES)
def test_a_read_limit_is_said_in_japanese_naming_file_field_and_value(text, english, japanese):
    said, said_ja = refusal(parse_war, text, source="war.json")
    assert said == english  # the CLI's words are as before
    assert said_ja == japanese
    assert english_left(said_ja) == []


def test_a_damaged_column_says_so_in_japanese():
    english, japanese = refusal(jsoncol.load_json, json.dumps({"notes": "x" * (MAX_TEXT + 1)}),
                                "turns(main, 2).state_after", "night.gmdesk")
    assert english == ("night.gmdesk: turns(main, 2).state_after.notes: damaged: a text of 200,001 characters "
                       "(at most 200,000)")
    assert japanese == ("night.gmdesk: turns(main, 2).state_after.notes：壊れています：200,001文字のテキストです"
                        "（最大200,000文字）")
    english, japanese = refusal(jsoncol.load_json, "[" * 70 + "]" * 70, "turns(main, 2).events", "night.gmdesk")
    assert japanese.endswith("：壊れています：入れ子が64段より深くなっています") and english.endswith(
        ": damaged: nested deeper than 64 levels")
    english, japanese = refusal(jsoncol.load_json, '{"a": ', "turns(main, 2).events", "night.gmdesk")
    assert english.endswith("damaged: not valid JSON (at character 6: Expecting value)")
    assert japanese.endswith("壊れています：JSONとして正しくありません（6文字目：Expecting value）")


def test_a_packed_value_beyond_the_unpacking_limit_is_said_in_japanese(monkeypatch):
    monkeypatch.setattr(jsoncol, "MAX_UNPACKED", 2 * 2**20)
    blob = zlib.compress(json.dumps(["x" * 1000] * 3000).encode())  # 3 MB unpacked
    english, japanese = refusal(jsoncol.load_json, blob, "turns(main, 2).state_after", "night.gmdesk")
    assert english == ("night.gmdesk: turns(main, 2).state_after: damaged: a packed value that is cut short or "
                       "unpacks to more than 2 MB")
    assert japanese == ("night.gmdesk: turns(main, 2).state_after：壊れています：途中で切れているか、展開すると"
                        "2 MBを超える圧縮データです")


def test_a_value_refused_before_it_is_written_says_so_in_japanese():
    value = {"skills": [{"Effect": "x" * (MAX_TEXT + 1)}]}
    english, japanese = refusal(refuse_unreadable, value, json.dumps(value), "characters[0](saber)")
    assert english == ("characters[0](saber).skills[0].Effect: cannot be stored: a text of 200,001 characters "
                       "(at most 200,000)")
    assert japanese == "characters[0](saber).skills[0].Effect：保存できません：200,001文字のテキストです（最大200,000文字）"


def test_a_whole_number_of_309_digits_within_the_limit_is_read():
    assert parse_json('{"a": 1' + "0" * 308 + "}", "war.json") == {"a": 10 ** 308}
    english, _ = refusal(parse_json, '{"a": [1, ' + "9" * 5000 + "]}", "war.json")
    assert english == "war.json: a[1]: a whole number of 5000 digits (at most 10^308)"
