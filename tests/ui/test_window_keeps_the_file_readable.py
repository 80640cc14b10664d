"""The window never leaves a war file gmdesk cannot read back, and says why in a dialog (QA qa-safety): a sheet
text beyond the reader's limits (docs/war-format.md, "Limits") is refused at the edit; a turn whose snapshot
would hold one (a note written by an older gmdesk) is not stored; a PDF the disk did not take whole is not
called written. Before, a 300,000-character skill text was autosaved and the war no longer opened, and an
export to a full disk left an empty PDF with "Wrote 14 sheet(s)" in the status bar."""

from __future__ import annotations

import resource
import signal
import sqlite3
from pathlib import Path

from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox

from gmdesk.model.sheetedits import SetSheetValue
from gmdesk.model.warfile import load_war
from gmdesk.store import WarStore
from tests.ui import test_damaged_files_in_the_window as damaged_files

SAMPLE = Path(__file__).resolve().parents[2] / "maps" / "sample-ap-sp-night2.json"
LONG = "n" * 300_000
window = damaged_files.window  # the fixture: the window, no war open yet


def _war_file(tmp_path: Path) -> Path:
    path = tmp_path / "night.gmdesk"
    WarStore.create(path, load_war(SAMPLE)).close()
    return path


def _dialog_texts(window) -> list[str]:
    """The error dialogs shown over ``window`` (parented to it or to one of its docks)."""
    def over(widget) -> bool:
        while widget is not None and widget is not window:
            widget = widget.parentWidget()
        return widget is window
    return [f"{d.windowTitle()}: {d.text()}" for d in QApplication.topLevelWidgets()
            if isinstance(d, QMessageBox) and d.isVisible() and over(d)]


def test_a_sheet_text_the_file_could_not_keep_is_refused_at_the_edit(window, tmp_path, qtbot):
    path = _war_file(tmp_path)
    assert window.open_path(path)
    skills = window.document.war.characters["saber"].skills
    assert not window.document.do(SetSheetValue("saber", ("skills",), [{"name": "Long", "text": LONG}]))
    qtbot.waitUntil(lambda: bool(_dialog_texts(window)))
    assert _dialog_texts(window) == ["The editor refused: characters.saber.skills[0].text: a text of 300,000 "
                                     "characters (at most 200,000)"]
    assert window.document.war.characters["saber"].skills == skills
    assert not window.isWindowModified()
    with WarStore.open(path, readonly=True) as store:  # the file opens, as it was
        assert store.load_war().characters["saber"].skills == skills


def test_a_turn_the_file_could_not_give_back_is_not_stored_and_the_war_goes_on(window, tmp_path, qtbot):
    path = _war_file(tmp_path)
    conn = sqlite3.connect(path)  # a note an older gmdesk let through
    conn.execute("UPDATE characters SET notes = ? WHERE id = 'saber'", [LONG])
    conn.commit()
    conn.close()
    assert window.open_path(path)
    turn = window.document.war.turn
    window.turn_commands.resolve_now()
    qtbot.waitUntil(lambda: bool(_dialog_texts(window)))
    [text] = _dialog_texts(window)
    assert text.startswith(f"Night {turn} was not resolved: {path}: turns(main, {turn}).state_before.")
    assert ".notes: cannot be stored: a text of 300,000 characters (at most 200,000)" in text
    assert window.document.war.turn == turn and window.document.path == path
    with WarStore.open(path, readonly=True) as store:
        assert store.turn_numbers() == [] and store.load_war().turn == turn  # nothing stored
    assert window.document.do(SetSheetValue("saber", ("notes",), "trimmed")) and window.save()  # the way on
    with WarStore.open(path, readonly=True) as store:
        assert store.load_war().characters["saber"].notes == "trimmed"


def test_sheets_exported_to_a_disk_that_takes_no_more_are_not_called_written(sample_window, tmp_path,
                                                                             monkeypatch):
    target = tmp_path / "sheets.pdf"
    target.write_bytes(b"%PDF- the GM's earlier sheets")
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    dialog = sample_window.characters.export_sheets()
    dialog.every.setChecked(True)
    soft, hard = resource.getrlimit(resource.RLIMIT_FSIZE)
    ignored = signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # a write past the cap fails instead of killing
    resource.setrlimit(resource.RLIMIT_FSIZE, (40_000, hard))  # files stop growing at 40 KB, as a full disk
    try:
        dialog.export()
    finally:
        resource.setrlimit(resource.RLIMIT_FSIZE, (soft, hard))
        signal.signal(signal.SIGXFSZ, ignored)
    [error] = [d.text() for d in dialog.errors]
    assert error == f"{target}: the PDF could not be written whole: is the disk full? Nothing was written"
    assert dialog.exported is None and "Wrote" not in sample_window.statusBar().currentMessage()
    assert target.read_bytes() == b"%PDF- the GM's earlier sheets"
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".part")]
