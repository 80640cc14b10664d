"""A disk that refuses a write (full, or failing) mid-command (QA qa-safety): the command names the file and
what the system said, exits 2, leaves no half-written file and keeps the file that was there whole. Before,
`resolve --out`, `updates --all`, `new` and `import` on a full disk ended in a traceback (a plain write had
already emptied the update files of an earlier run), and `print` wrote an empty PDF and said "Wrote 14 sheets".

The disk is made to refuse for real where it can be: `print` runs in a child process whose files may not grow
past 40 KB (RLIMIT_FSIZE: every write beyond it fails, as on a full disk, and QPdfWriter is not told). The
others fail at the flush to the disk (``os.fsync`` raising ENOSPC) or at SQLite's write ("database or disk is
full"), as a full disk fails them."""

from __future__ import annotations

import errno
import os
import resource
import signal
import sqlite3
import subprocess
import sys

import pytest

from gmdesk.model.warfile import load_war
from gmdesk.store import WarStore
from tests.store.helpers import MAPS, listing, run

NO_SPACE = OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))


@pytest.fixture
def full_disk(monkeypatch):
    """Every file gmdesk writes whole (JSON wars, updates, maps) is refused at its flush to the disk."""
    def refuse(_fd):
        raise NO_SPACE
    monkeypatch.setattr("gmdesk.model.atomicfile.os.fsync", refuse)


def test_resolve_out_on_a_full_disk_says_the_turn_is_stored_and_keeps_the_old_json(played, tmp_path, full_disk,
                                                                                  capsys):
    out = tmp_path / "next.json"
    out.write_text("the GM's earlier export", encoding="utf-8")
    code, _out, err = run(capsys, "resolve", played, "--out", out)
    assert code == 2
    assert f"{out}: cannot write: No space left on device" in err
    assert f"turn 4 is stored in {played} all the same" in err and "Traceback" not in err
    assert out.read_text(encoding="utf-8") == "the GM's earlier export"
    assert not [name for name in listing(tmp_path) if name.endswith(".tmp")]
    with WarStore.open(played, readonly=True) as store:
        assert store.turn_numbers() == [1, 2, 3, 4] and store.load_war().turn == 5


@pytest.mark.parametrize("out", ["a-folder", "no-folder/next.json"])
def test_resolve_out_that_cannot_be_written_is_refused_before_the_turn_is_stored(played, tmp_path, capsys, out):
    (tmp_path / "a-folder").mkdir()
    code, _out, err = run(capsys, "resolve", played, "--out", tmp_path / out)
    assert code == 2 and f"{tmp_path / out}: " in err and "Traceback" not in err
    with WarStore.open(played, readonly=True) as store:
        assert store.turn_numbers() == [1, 2, 3]


def test_updates_on_a_full_disk_keep_the_files_of_the_run_before(played, tmp_path, capsys, monkeypatch):
    folder = tmp_path / "updates"
    assert run(capsys, "updates", played, "--all", folder)[0] == 0
    before = {name: (folder / name).read_bytes() for name in listing(folder)}
    assert len(before) == 8 and all(before.values())
    monkeypatch.setattr("gmdesk.model.atomicfile.os.fsync", lambda _fd: (_ for _ in ()).throw(NO_SPACE))
    code, _out, err = run(capsys, "updates", played, "--all", folder)
    assert code == 2 and "cannot write: No space left on device" in err and str(folder) in err
    assert {name: (folder / name).read_bytes() for name in listing(folder)} == before


@pytest.mark.parametrize("command", ["new", "import"])
def test_a_war_file_made_on_a_full_disk_is_named_and_nothing_is_left(tmp_path, capsys, monkeypatch, command):
    def full(*_args):
        raise sqlite3.OperationalError("database or disk is full")
    monkeypatch.setattr("gmdesk.store.opening.write_state", full)
    target = tmp_path / "war.gmdesk"
    argv = (["new", target, "--ruleset", "valor", "--map", MAPS / "city.map.json"] if command == "new"
            else ["import", MAPS / "sample-valor.json", target])
    code, _out, err = run(capsys, *argv)
    assert (code, err.strip()) == (2, f"gmdesk: {target}: cannot be created: the disk is full")
    assert listing(tmp_path) == []


def _files_capped_at_40_kb() -> None:  # in the child, before it runs gmdesk
    resource.setrlimit(resource.RLIMIT_FSIZE, (40_000, resource.getrlimit(resource.RLIMIT_FSIZE)[1]))
    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # a write past the cap fails (EFBIG) instead of killing


def test_print_on_a_disk_that_takes_no_more_says_so_and_keeps_the_old_pdf(tmp_path):
    war = tmp_path / "war.gmdesk"
    WarStore.create(war, load_war(MAPS / "sample-ap-sp.json")).close()
    out = tmp_path / "sheets.pdf"
    out.write_bytes(b"%PDF- the GM's earlier sheets")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-m", "gmdesk.launcher", "print", str(war), "-o", str(out)],
                          capture_output=True, text=True, env=env, cwd=tmp_path, preexec_fn=_files_capped_at_40_kb)
    assert done.returncode == 2, done.stdout + done.stderr
    assert f"{out}: the PDF could not be written whole: is the disk full?" in done.stderr
    assert "Wrote" not in done.stdout and "Traceback" not in done.stderr
    assert out.read_bytes() == b"%PDF- the GM's earlier sheets"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["sheets.pdf", "war.gmdesk"]


def test_conformance_of_an_unknown_ruleset_or_an_empty_folder_does_not_pass(tmp_path, capsys):
    """A misspelt ruleset ran no case and exited 0 ("0 passed, 0 failed")."""
    code, _out, err = run(capsys, "conformance", "--ruleset", "valour")
    assert code == 2 and "unknown ruleset 'valour'" in err
    code, _out, err = run(capsys, "conformance", "--cases", tmp_path)
    assert code == 2 and f"{tmp_path}: no rules case found to run" in err
