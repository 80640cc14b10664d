"""The pieces behind replay and re-resolution reports: field-level war differences, event
differences, and the GM's edits carried onto a new history (issue 4: "show what changed")."""

from gmdesk.store.diff import MISSING, compare_turn, event_changes, state_changes
from gmdesk.store.edits import apply_edits, gm_edits
from tests.store.helpers import sample_war


def _war():
    return sample_war().to_dict()


def test_changes_name_characters_and_locations_by_id():
    old, new = _war(), _war()
    new["characters"][1]["location"] = "threeways"
    new["map"]["locations"][0]["notes"] = "burnt"
    new["title"] = "renamed"
    changes = state_changes(old, new)
    assert [c.where for c in changes] == ["title", "map.locations.weir-mills.notes", "characters.saber.location"]
    assert str(changes[2]) == 'characters.saber.location: "weir-mills" → "threeways"'
    assert str(changes[1]).endswith('drowns ... → "burnt"')  # long values are shortened


def test_whole_and_fractional_numbers_differ():
    old, new = _war(), _war()
    new["characters"][0]["health"] = float(old["characters"][0]["health"])
    [change] = state_changes(old, new)
    assert change.where == "characters.odile.health" and (change.old, change.new) == (50, 50.0)


def test_added_and_removed_fields_show_as_absent():
    old, new = _war(), _war()
    new["characters"][0]["flags"] = {"concealed": True}
    del new["characters"][1]["notes"]
    changes = {c.where: c for c in state_changes(old, new)}
    assert changes["characters.odile.flags"].old is MISSING
    assert changes["characters.saber.notes"].new is MISSING
    assert str(changes["characters.odile.flags"]) == 'characters.odile.flags: (absent) → {"concealed": true}'


def test_event_changes_ignore_renumbering():
    a = [{"seq": 1, "kind": "phase", "explain": "p"}, {"seq": 2, "kind": "move", "explain": "x"}]
    b = [{"seq": 1, "kind": "phase", "explain": "p"}, {"seq": 2, "kind": "scout", "explain": "s"},
         {"seq": 3, "kind": "move", "explain": "x"}]
    removed, added = event_changes(a, b)
    assert removed == [] and added == [b[1]]
    renumbered = [dict(e, seq=e["seq"] + 10) for e in a]
    diff = compare_turn(1, a, renumbered, _war(), _war())
    assert diff.status == "changed" and diff.notes == ["the same events, numbered differently"]
    assert compare_turn(1, a, list(a), _war(), _war()).status == "same"


def test_gm_edits_are_carried_and_conflicts_reported():
    after, before_next = _war(), _war()
    before_next["characters"][0]["health"] = 7                     # healed by hand
    before_next["characters"][1]["location"] = "threeways"         # moved by hand
    before_next["turn"] = after["turn"] + 1                        # not an edit
    before_next["orders"] = [{"actor": "saber", "action": "stay"}]  # not an edit
    edits = gm_edits(after, before_next)
    assert {c.where for c in edits} == {"characters.odile.health", "characters.saber.location"}
    new_after = _war()
    new_after["characters"][1]["location"] = "weir-bridge"  # the re-resolution moved Saber elsewhere
    carried, notes = apply_edits(new_after, edits)
    assert carried["characters"][0]["health"] == 7
    assert carried["characters"][1]["location"] == "threeways"
    assert notes == ['GM edit kept: characters.saber.location is "threeways" (the re-resolution gave '
                     '"weir-bridge", the old history "weir-mills")']


def test_characters_added_and_removed_by_hand_are_carried():
    after, before_next = _war(), _war()
    before_next["characters"].append({"id": "ghost", "name": "Ghost", "kind": "familiar", "location": "threeways"})
    del before_next["characters"][0]
    carried, notes = apply_edits(_war(), gm_edits(after, before_next))
    ids = [c["id"] for c in carried["characters"]]
    assert ids[-1] == "ghost" and "odile" not in ids and notes == []
    assert carried["characters"][-1] == {"id": "ghost", "name": "Ghost", "kind": "familiar", "location": "threeways"}
