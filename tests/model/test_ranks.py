"""Ranks as every document writes them: E…A, EX, subranks, N/A and '-'."""

import copy
import dataclasses

import pytest

from gmdesk.errors import RankError
from gmdesk.model.ranks import DEFAULT_POLICY, Rank, RankPolicy, parse_rank

VALOR_LIKE = RankPolicy(max_plus=3, max_minus=0)
AP_SP_LIKE = RankPolicy(max_plus=3, max_minus=3, ex_subranks=True)
ACT_LIKE = RankPolicy(max_plus=0, max_minus=0, allow_na=True)


@pytest.mark.parametrize("text", ["E", "D", "C", "B", "A", "EX", "B+", "A+++", "C--", "D---"])
def test_round_trip(text):
    """Ranks print back exactly as written (ap-sp 000:L811-867 uses B+, A++, C--, D---)."""
    assert str(parse_rank(text, AP_SP_LIKE)) == text


def test_letter_order_then_subranks():
    """Letters decide first, subranks only break ties (valor 001:L89; ap-sp 000:L416)."""
    ranks = [parse_rank(t, AP_SP_LIKE) for t in ["D+++", "C", "C+", "C-", "EX", "A+++", "E"]]
    assert [str(r) for r in sorted(ranks)] == ["E", "D+++", "C-", "C", "C+", "A+++", "EX"]


def test_levels():
    """roll-dice levels E=1 … EX=6; '-' is level 0 (004 summary notation)."""
    assert [parse_rank(t).level for t in ["E", "D", "C", "B", "A", "EX", "-"]] == [1, 2, 3, 4, 5, 6, 0]
    assert parse_rank("N/A").level == 0


def test_letters_above():
    """'Greater than two full ranks' is counted in letters (ap-sp 000:L140)."""
    assert Rank("A").letters_above(Rank("D")) == 3
    assert Rank("C").letters_above(Rank("A")) == -2


@pytest.mark.parametrize(
    "text, reason",
    [
        ("A++++", "at most 3 '+'"),
        ("F", "expected one of"),
        ("b", "capitals"),
        ("", "empty"),
        ("B-", "'-' subranks are not allowed"),
        ("EX+", "EX takes no subranks"),
        ("A+-", "expected one of"),
        (3, "a rank is text"),
    ],
)
def test_malformed_ranks_name_field_and_owner(text, reason):
    """Malformed ranks are errors that say which field of which character holds them."""
    with pytest.raises(RankError) as info:
        parse_rank(text, VALOR_LIKE, field="stats.AGI", owner="saber")
    message = str(info.value)
    assert "saber" in message and "stats.AGI" in message and reason in message


def test_special_ranks_need_policy():
    """ACT has N/A (ap-sp 000:L152); '-' is roll-dice's 'none'."""
    assert parse_rank("N/A", ACT_LIKE).is_special
    with pytest.raises(RankError):
        parse_rank("N/A", VALOR_LIKE)
    with pytest.raises(RankError):
        parse_rank("C+", ACT_LIKE)
    assert parse_rank("-", DEFAULT_POLICY).letter == "-"


def test_typographic_signs_are_read():
    """Japanese and typeset documents write − and ＋; they read as - and +."""
    assert str(parse_rank("C−", AP_SP_LIKE)) == "C-"
    assert str(parse_rank("B＋", AP_SP_LIKE)) == "B+"


def test_a_sheets_ranks_read_at_once_are_those_read_one_by_one():
    from gmdesk.model.ranks import parse_rank, parse_ranks

    texts = {"STR": "B+", "END": "EX", "AGI": "N/A", "LCK": "-", "NP": "A－", "MAE": "B+"}
    assert parse_ranks(texts) == {key: parse_rank(text) for key, text in texts.items()}
    for bad in ("Q", "b", "", 1, None):
        with pytest.raises(RankError):
            parse_ranks({"STR": "C", "AGI": bad})


def test_derived_values_are_set_at_construction_and_are_not_fields():
    """A rank's level, subrank, parts and order are plain attributes set once (read many times a turn), while
    equality, hashing, repr, fields() and replace() still see only the letter and the subranks."""
    rank = Rank("A", 1)
    assert (rank.is_special, rank.level, rank.subrank, rank.parts, rank.sort_key()) == (False, 5, 1, ("A", 1, 0), (5, 1))
    assert Rank("N/A").level == 0 and Rank("N/A").is_special
    assert [f.name for f in dataclasses.fields(rank)] == ["letter", "plus", "minus"]
    assert dataclasses.asdict(rank) == {"letter": "A", "plus": 1, "minus": 0}
    assert repr(rank) == "Rank(letter='A', plus=1, minus=0)"
    assert rank == Rank("A", 1) and hash(rank) == hash(Rank("A", 1)) and rank != Rank("A")
    lowered = dataclasses.replace(rank, plus=0, minus=1)
    assert (lowered.subrank, lowered.parts, lowered < rank) == (-1, ("A", 0, 1), True)
    assert copy.deepcopy(rank).parts == ("A", 1, 0)
    with pytest.raises(dataclasses.FrozenInstanceError):
        rank.level = 1  # type: ignore[misc]
