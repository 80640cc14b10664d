"""Fixtures shared by the war-file tests."""

import pytest

from tests.store.helpers import new_store, play


@pytest.fixture
def played(tmp_path):
    """A war file with three resolved turns (files that need another history define their own)."""
    with new_store(tmp_path) as store:
        play(store, 3)
    return tmp_path / "war.gmdesk"
