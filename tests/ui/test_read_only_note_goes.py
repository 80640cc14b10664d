"""The status bar's "Opened read-only: nothing can be changed" is said of the war it was said for (QA
qa-safety): opening a war another gmdesk writes, then a war this window may write, left the note standing
over the writable war until the next save said something else."""

from __future__ import annotations

from pathlib import Path

from gmdesk.model.warfile import load_war
from gmdesk.store import WarStore
from tests.ui import test_damaged_files_in_the_window as damaged_files

SAMPLE = Path(__file__).resolve().parents[2] / "maps" / "sample-ap-sp-night2.json"
window = damaged_files.window  # the fixture: the window, no war open yet


def test_the_read_only_note_goes_when_a_writable_war_opens(window, tmp_path):
    held, free = tmp_path / "held.gmdesk", tmp_path / "free.gmdesk"
    for path in (held, free):
        WarStore.create(path, load_war(SAMPLE)).close()
    with WarStore.open(held) as other:  # another gmdesk has it open for writing
        assert not other.readonly
        assert window.open_path(held) and window.document.readonly
        assert window.statusBar().currentMessage().startswith("Opened read-only: nothing can be changed")
        assert window.open_path(free) and not window.document.readonly
        assert window.statusBar().currentMessage() == ""
