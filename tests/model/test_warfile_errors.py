"""Writing a war where it cannot go gives a clear error, not a raw OS error."""

from pathlib import Path

import pytest

from gmdesk.errors import WarFileError
from gmdesk.model.warfile import load_war, save_war


def test_saving_into_a_missing_folder_names_the_file(tmp_path):
    war = load_war(Path(__file__).resolve().parents[2] / "maps" / "sample-valor.json")
    target = tmp_path / "missing" / "war.json"
    with pytest.raises(WarFileError) as err:
        save_war(war, target)
    assert str(target) in str(err.value) and "cannot write here" in str(err.value)
