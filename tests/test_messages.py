"""The core's sentences in another language (issue 22, gmdesk/messages.py): a Message is its English text
for everyone who reads it as a string (the CLI, the logs, every test that compares English), and the same
sentence in Japanese for a window that asks, from the table resources/i18n/core_ja.json."""

from __future__ import annotations

import copy
import pickle
import re
import string
import sys
from pathlib import Path

import pytest

from gmdesk.messages import Listing, Message, catalogue, message_of, say
from gmdesk.model.mapedits import EditRefused, MoveLocations, PlaceCharacter
from gmdesk.model.sheetedits import InsertEntry, MoveEntry, RemoveCharacter, SetSheetValue
from gmdesk.model.teams import AddTeam, RemoveTeam
from gmdesk.model.warfile import load_war

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "resources" / "i18n"))
from core_templates import table, templates  # noqa: E402

JAPANESE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")


@pytest.fixture
def war():
    return load_war(ROOT / "maps" / "sample-ap-sp.json")


def test_a_message_is_its_english_text():
    text = Message("place {who} in {where}", who="Saber", where="Weir Mills")
    assert text == "place Saber in Weir Mills" and isinstance(text, str)
    assert f"{text}!" == "place Saber in Weir Mills!" and str(text) == text
    assert say(text) == say(text, "en") == "place Saber in Weir Mills"
    assert say("plain text", "ja") == "plain text"


def test_japanese_fills_the_values_in_its_own_order_and_says_inner_messages_too():
    inner = Message("{noun} {name}", noun=Message("skill"), name="Rapid Cut")
    assert say(Message("remove {entry}", entry=inner), "ja") == "スキル「Rapid Cut」を削除"
    assert say(Message("{who}: {what}", who="Saber", what=Message("move {entry} up", entry=inner)), "ja") == \
        "Saber: スキル「Rapid Cut」を上へ移動"
    assert say(Listing(["Saber", Message("no team")]), "ja") == "Saber、陣営なし"
    assert Listing(["Saber", "Archer"]) == "Saber, Archer"


def test_a_template_the_table_lacks_and_a_language_without_one_stay_english():
    assert say(Message("not in any table {x}", x=1), "ja") == "not in any table 1"
    assert say(Message("skill"), "xx") == "skill"


def test_a_message_survives_copy_and_pickle_with_its_values():
    text = Message("{who}: {what}", who="Saber", what=Message("skill"))
    for other in (copy.deepcopy(text), copy.copy(text), pickle.loads(pickle.dumps(text))):
        assert other == text and say(other, "ja") == "Saber: スキル"
    names = Listing(["a", "b"])
    assert say(copy.deepcopy(names), "ja") == "a、b"


def test_an_error_raised_with_a_message_keeps_it():
    exc = EditRefused(Message("there is no character {id!r}", id="nobody"))
    assert str(exc) == "there is no character 'nobody'"
    assert say(message_of(exc), "ja") == "キャラクター 'nobody' はいません"
    assert message_of(ValueError("plain")) == "plain"


def test_undo_labels_of_common_edits_are_english_as_before_and_japanese_when_asked(war):
    edits = [
        (PlaceCharacter("saber", "threeways"), ("place Saber in Threeways", "SaberをThreewaysに配置")),
        (SetSheetValue("saber", ("stats", "STR"), "EX"), ("Saber: STR A → EX", "Saber: STR A → EX")),
        (SetSheetValue("saber", ("team",), None), (None, "Saber: 陣営 House Verhaegen → 陣営なし")),
        (SetSheetValue("saber", ("skills", 0, "Rank"), "A"), (None, "Saber: スキル「Nine-Notch Cleave」のRank B → A")),
        (MoveEntry("saber", "skills", 1, 0), (None, None)),
        (InsertEntry("saber", "items", {"Name": "Rope"}), ("Saber: add item Rope", "Saber: アイテム「Rope」を追加")),
        (AddTeam("Night Watch"), ("add team Night Watch", "陣営「Night Watch」を追加")),
        (MoveLocations({"threeways": (1.0, 2.0)}), (None, None)),
    ]
    for edit, (english, japanese) in edits:
        text = edit.describe(war)
        if english is not None:
            assert text == english
        if japanese is not None:
            assert say(text, "ja") == japanese, say(text, "ja")
        else:
            assert JAPANESE.search(say(text, "ja")), say(text, "ja")


def test_refusals_name_the_same_things_in_japanese(war):
    refused = [
        (RemoveCharacter("odile"), "SaberはOdile Verhaegenと契約しています：先に契約を解いてください"),
        (RemoveTeam("verhaegen"), "House Verhaegenにはまだキャラクターがいます（Odile Verhaegen、Saber）"),
        (SetSheetValue("saber", ("name",), ""), "キャラクターには名前が必要です"),
    ]
    for edit, japanese in refused:
        with pytest.raises(EditRefused) as caught:
            edit.check(war)
        english = str(caught.value)
        assert not JAPANESE.search(english)
        assert japanese in say(message_of(caught.value), "ja")


def test_every_template_of_the_core_has_japanese_with_the_same_values():
    """resources/i18n/core_templates.py: a Message("...") written without its Japanese fails here."""
    used, japanese = templates(), table("ja")
    assert len(used) > 100
    missing = [f"{where}: {t!r}" for t, where in used.items() if t not in japanese]
    assert not missing, "add to resources/i18n/core_ja.json:\n" + "\n".join(missing)
    fields = lambda t: sorted({f for _, f, _, _ in string.Formatter().parse(t) if f})  # noqa: E731
    wrong = [t for t in used if fields(t) != fields(japanese[t])]
    assert not wrong, wrong
    english_left = [t for t in used if not JAPANESE.search(japanese[t]) and re.search(r"[a-z]{2,}", re.sub(
        r"\{[^}]*\}", "", t))]
    assert not english_left, english_left
    assert catalogue("ja")["skill"] == "スキル"


def test_a_value_the_war_file_reader_refuses_is_told_in_japanese_with_the_field(war):
    edit = SetSheetValue("saber", ("health",), "plenty")
    with pytest.raises(EditRefused) as caught:
        edit.check(war)
    assert str(caught.value) == "characters.saber.health: must be a number (got 'plenty')"
    assert say(message_of(caught.value), "ja") == "characters.saber.health：数にしてください（値：'plenty'）"


def test_the_note_of_a_value_cut_short_is_japanese_too():
    from gmdesk.errors import WarFileError, shown_value

    long = shown_value("x" * 500)
    assert long.endswith("… (302 more characters not shown)")
    assert say(long, "ja").endswith("…（ほか302文字は省略）")
    error = WarFileError(Message("must be {kinds}", kinds=Listing([Message("text"), Message("a list")], " or ")),
                         path="war.gmdesk", field="notes", value=5)
    assert str(error) == "war.gmdesk: notes: must be text or a list (got 5)"
    assert say(message_of(error), "ja") == "war.gmdesk: notes：文字列またはリストにしてください（値：5）"


def test_the_war_s_problem_sentences_are_japanese_and_english_as_before(war):
    from gmdesk.model.wording import Names
    from gmdesk.validation import problem_sentence, war_problems

    war.characters["saber"].health = 999
    war.map.locations["threeways"].home_base = "nobody"
    found = {p.field: problem_sentence(p, Names.of(war)) for p in war_problems(war)}
    health = next(s for f, s in found.items() if f.endswith("(saber).health"))
    base = next(s for f, s in found.items() if f.endswith("(threeways).home_base"))
    assert health == ("Saber", "Saber's Health is 999: above its maximum 300.")
    assert base == ("location Threeways", "Location Threeways's home base is nobody: unknown team.")
    assert [say(text, "ja") for text in health] == ["Saber", "Saberの体力は999：最大値 300 を超えています。"]
    assert [say(text, "ja") for text in base] == ["場所「Threeways」", "場所「Threeways」の拠点はnobody：存在しない陣営です。"]
