"""Sheets are worked out once while they stay the same, and read again as soon as they change."""

from gmdesk.rulesets.sheetmemo import SheetMemo


def counting_memo():
    calls = []
    memo: SheetMemo[int] = SheetMemo()

    def get(key, entries):
        return memo.get(key, entries, lambda: calls.append(len(entries)) or len(calls))

    return get, calls


def test_the_same_list_and_an_equal_copy_are_worked_out_once():
    get, calls = counting_memo()
    sheet = [{"Name": "Gae Bolg"}]
    assert get("lancer", sheet) == get("lancer", sheet) == get("lancer", [{"Name": "Gae Bolg"}]) == 1
    assert calls == [1]


def test_a_sheet_edited_in_place_or_replaced_is_read_again():
    get, calls = counting_memo()
    sheet = [{"Name": "Gae Bolg"}]
    get("lancer", sheet)
    sheet[0]["Name"] = "Gae Bolg Alternative"
    assert get("lancer", sheet) == 2
    sheet.append({"Name": "Rune Magic"})
    assert get("lancer", sheet) == 3
    assert get("lancer", [{"Name": "Protection from Arrows"}]) == 4


def test_two_characters_with_the_same_sheet_are_kept_apart():
    get, calls = counting_memo()
    get("lancer", [{"Name": "Gae Bolg"}])
    get("archer", [{"Name": "Gae Bolg"}])
    assert len(calls) == 2


def test_a_ruleset_reads_an_edited_sheet_again():
    from gmdesk import rulesets
    from gmdesk.model.character import Character

    ruleset = rulesets.get("true-hgw")
    ch = Character.from_dict({"id": "saber", "name": "Saber", "kind": "servant", "team": "red",
                              "skills": [{"name": "Strike", "rank": "C", "type": "Attack"}]}, "test")
    first = ruleset.skills_of(ch)
    ch.skills[0]["name"] = "Excalibur"
    assert [s.name for s in first] == ["Strike"] and [s.name for s in ruleset.skills_of(ch)] == ["Excalibur"]


def test_two_memos_reading_one_list_each_see_an_edit_made_in_place():
    """The memos share how they recognise a list (its copy and text): an edit made in place after the first
    memo read it is still seen by the second, and by the first again."""
    first, first_calls = counting_memo()
    second, second_calls = counting_memo()
    sheet = [{"Name": "Gae Bolg", "Damage": 1}]
    first("lancer", sheet)
    second("lancer", sheet)
    sheet[0]["Damage"] = 2
    second("lancer", sheet)
    first("lancer", sheet)
    assert first_calls == [1, 1] and second_calls == [1, 1]


def test_equal_lists_share_one_kept_copy_and_each_edit_is_still_seen():
    """Every turn's copy of the war brings new lists equal to the last turn's: they are recognised by their text
    and share the copy kept for it, and an edit made in place to one of them is seen, not to the others."""
    get, calls = counting_memo()
    last_turn = [{"Name": "Gae Bolg", "Damage": 1}]
    this_turn = [{"Name": "Gae Bolg", "Damage": 1}]
    assert get("lancer", last_turn) == get("lancer", this_turn) == 1
    this_turn[0]["Damage"] = 2
    assert get("lancer", this_turn) == 2
    assert get("lancer", last_turn) == 1 and last_turn == [{"Name": "Gae Bolg", "Damage": 1}]
    assert calls == [1, 1]


def test_sheets_equal_to_python_but_written_differently_are_kept_apart():
    """``1``, ``1.0`` and ``True`` are equal to Python, and so are two key orders; a sheet's text tells them apart,
    so a sheet replaced by one written differently is read again (what it gives may differ: "1" or "1.0")."""
    get, calls = counting_memo()
    for sheet in ([{"Name": "Rho Aias", "Layers": 1}], [{"Name": "Rho Aias", "Layers": 1.0}],
                  [{"Name": "Rho Aias", "Layers": True}], [{"Layers": 1, "Name": "Rho Aias"}]):
        get("archer", sheet)
    assert calls == [1, 1, 1, 1]
    assert get("archer", [{"Name": "Rho Aias", "Layers": 1.0}]) == 2  # a new list of a text already read


def test_entries_that_are_not_plain_data_are_recognised_by_their_repr():
    class Word(str):
        pass

    get, calls = counting_memo()
    assert get("caster", [{"Name": Word("Rule Breaker")}]) == get("caster", [{"Name": Word("Rule Breaker")}]) == 1
    assert get("caster", [{"Name": Word("Argon Coin")}]) == 2
