"""A location added on the map is named in the window's language (QA qa-recheck9: "New location" in a Japanese
window), numbered on when the name is taken."""

from gmdesk.model.mapgraph import Location, WarMap
from gmdesk.ui.map.modes import next_location_name
from tests.ui.test_japanese_roll_dice_sheet import japanese  # noqa: F401 (a fixture: the window in Japanese)


def test_a_new_location_is_named_in_japanese_and_numbered(japanese):
    assert next_location_name(WarMap([], [])) == "新しい場所"
    assert next_location_name(WarMap([Location("a", "新しい場所")], [])) == "新しい場所 2"


def test_in_english_it_is_new_location():
    assert next_location_name(WarMap([Location("a", "New location")], [])) == "New location 2"
