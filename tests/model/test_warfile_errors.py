"""Writing a war where it cannot go gives a clear error, not a raw OS error; reading refuses numbers
that are not numbers."""

import json
import os
from pathlib import Path

import pytest

from gmdesk.errors import WarFileError
from gmdesk.model.warfile import load_war, save_war
from tests.builders import line_map, person, war, war_dict


def test_saving_into_a_missing_folder_names_the_file(tmp_path):
    war = load_war(Path(__file__).resolve().parents[2] / "maps" / "sample-valor.json")
    target = tmp_path / "missing" / "war.json"
    with pytest.raises(WarFileError) as err:
        save_war(war, target)
    assert str(target) in str(err.value) and "cannot write here" in str(err.value)


def test_a_number_that_is_not_finite_is_refused(tmp_path):
    """JSON readers accept NaN and Infinity; a war's numbers must be real numbers."""
    data = war_dict("ap-sp", line_map("a", "b"), [person("saber", "red", "a", health=float("nan"))])
    path = tmp_path / "nan.json"
    path.write_text(json.dumps(data))
    with pytest.raises(WarFileError, match=r"characters\[0\].*health.*finite"):
        load_war(path)


def test_saving_a_war_gives_an_ordinary_file(tmp_path):
    """An atomic save goes through a private temporary file; the war file must not stay owner-only."""
    path = tmp_path / "war.json"
    mask = os.umask(0o022)
    try:
        save_war(war("ap-sp", line_map("a"), []), path)
    finally:
        os.umask(mask)
    assert path.stat().st_mode & 0o777 == 0o644
    os.chmod(path, 0o640)
    save_war(war("ap-sp", line_map("a"), []), path)
    assert path.stat().st_mode & 0o777 == 0o640


def test_a_team_colour_that_is_no_colour_is_refused_naming_the_field():
    """A colour goes into the sheet's style: a value that smuggles more style in is refused on reading."""
    import pytest

    from gmdesk.errors import WarFileError
    from gmdesk.model.war import War
    from tests.builders import line_map, person, war_dict

    def war_with(color):
        return War.from_dict(war_dict("ap-sp", line_map("a"), [person("s", "red", "a")],
                                      teams=[{"id": "red", "name": "Red", "color": color}]), source="w.json")

    for good in ("#f00", "#c0392b", "teal"):
        assert war_with(good).teams[0].color == good
    for bad in ("#f00; background-image:url(/etc/passwd)", "url(/dev/zero)", "#12345", "red blue"):
        with pytest.raises(WarFileError, match=r"teams\[0\]\.color.*must be a colour") as refused:
            war_with(bad)
        assert "w.json" in str(refused.value)
