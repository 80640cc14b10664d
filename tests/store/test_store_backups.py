"""Numbered backups before risky operations, newest first, with a retention limit (issue 4)."""

import pytest

from gmdesk.errors import WarFileError
from gmdesk.store import WarStore
from gmdesk.store.backups import KEEP_BACKUPS, backup_path
from tests.store.helpers import listing, new_store, plant_lock_row, play, sample_war


def _title(path):
    with WarStore.open(path, readonly=True) as store:
        return store.load_war().title


def test_backups_rotate_and_keep_the_last_few(tmp_path):
    with WarStore.create(tmp_path / "war.gmdesk", sample_war(), keep_backups=3) as store:
        for n in range(1, 6):
            war = store.load_war()
            war.title = f"state {n}"
            store.save_state(war)
            assert store.backup() == tmp_path / "war.gmdesk.bak1"
        assert [p.name for p in store.backups()] == ["war.gmdesk.bak1", "war.gmdesk.bak2", "war.gmdesk.bak3"]
    assert [_title(tmp_path / f"war.gmdesk.bak{n}") for n in (1, 2, 3)] == ["state 5", "state 4", "state 3"]
    assert "war.gmdesk.bak4" not in listing(tmp_path)


def test_default_retention_is_five(tmp_path):
    assert KEEP_BACKUPS == 5
    with new_store(tmp_path) as store:
        for _ in range(7):
            store.backup()
        assert len(store.backups()) == 5


def test_a_smaller_retention_removes_older_backups(tmp_path):
    with new_store(tmp_path) as store:
        for _ in range(5):
            store.backup()
    with WarStore.open(tmp_path / "war.gmdesk", keep_backups=2) as store:
        store.backup()
        assert len(store.backups()) == 2
    assert not backup_path(tmp_path / "war.gmdesk", 3).exists()


def test_a_backup_is_a_whole_war_file_of_that_moment(tmp_path):
    with new_store(tmp_path) as store:
        play(store, 3)
        store.backup()
        play(store, 2)
    with WarStore.open(tmp_path / "war.gmdesk.bak1", readonly=True) as old:
        assert [t.number for t in old.history()] == [1, 2, 3] and old.check() == []


def test_import_over_a_file_keeps_a_backup_and_needs_replace(tmp_path):
    path = tmp_path / "war.gmdesk"
    with new_store(tmp_path) as store:
        play(store, 2)
    with pytest.raises(WarFileError, match="exists already"):
        WarStore.create(path, sample_war("sample-ap-sp.json"))
    with WarStore.create(path, sample_war("sample-ap-sp.json"), replace=True) as store:
        assert store.load_war().ruleset == "ap-sp" and store.history() == []
    with WarStore.open(tmp_path / "war.gmdesk.bak1", readonly=True) as old:
        assert old.load_war().ruleset == "valor" and len(old.history()) == 2


def test_no_replacing_a_file_another_gmdesk_writes(tmp_path):
    path = tmp_path / "war.gmdesk"
    with new_store(tmp_path):
        plant_lock_row(path, 4242, "laptop-of-the-co-gm", age=0)
    with pytest.raises(WarFileError, match="laptop-of-the-co-gm"):
        WarStore.create(path, sample_war(), replace=True)
    assert not any(name.endswith(".tmp") for name in listing(tmp_path))
