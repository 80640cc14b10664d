"""A save the disk refuses (full, read-only, pulled out) leaves the edits in the window and a way out:
QA report qa-files, findings 1-3. The disk is made full for real: SQLite's ``max_page_count`` stops the
war file from growing, so SQLite says "database or disk is full" exactly as a full disk makes it."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox

from gmdesk.model.mapedits import SetLocationFields
from gmdesk.model.warfile import load_war
from gmdesk.store import WarStore
from gmdesk.ui.main_window import MainWindow
from gmdesk.ui.settings import Settings

SAMPLE = Path(__file__).resolve().parents[2] / "maps" / "sample-ap-sp-night2.json"


@pytest.fixture
def window(qtbot, tmp_path):
    """The window, let go by the test itself (not by qtbot, which closes it before the fixtures end: a
    war whose disk is full would then ask the close question with no one to answer it)."""
    win = MainWindow(Settings(tmp_path / "settings.ini"), tmp_path / "home")
    win.resize(1200, 800)
    win.show()
    qtbot.waitExposed(win)
    yield win
    if win.document is not None:
        win.document.undo_stack.setClean()
    win.close()
    win.deleteLater()


@pytest.fixture
def full_disk_war(window, tmp_path):
    """The sample war open, its disk full, and an edit the disk would not take (long notes)."""
    path = tmp_path / "night.gmdesk"
    with WarStore.create(path, load_war(SAMPLE)):
        pass
    assert window.open_path(path)
    conn = window.document.store.conn
    conn.execute(f"PRAGMA max_page_count = {conn.execute('PRAGMA page_count').fetchone()[0]}")
    lid = next(iter(window.document.war.map.locations))
    assert window.document.do(SetLocationFields(lid, {"name": "Rescued", "notes": "x" * 200_000}))
    return path, lid


def _answer_save_dialog(monkeypatch, path: Path) -> None:
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *_a, **_k: (str(path), "")))


def _errors(window) -> list[str]:
    return [d.text() + d.informativeText() for d in window.dialogs if isinstance(d, QMessageBox) and d.isVisible()]


def test_a_full_disk_is_not_called_damage_and_the_way_out_is_named(window, full_disk_war):
    path, _lid = full_disk_war
    assert not window.save()
    [text] = _errors(window)
    assert "damaged" not in text.replace("not damaged", "")
    assert "the disk is full" in text and "not written" in text and "as it was last saved" in text
    assert "File > Save As…" in text and "File > Export JSON…" in text
    assert window.isWindowModified()
    with WarStore.open(path, readonly=True) as store:  # the file is as it was last saved
        assert store.load_war().title == load_war(SAMPLE).title


def test_save_as_after_a_failed_save_writes_the_edits_to_the_new_place(window, full_disk_war, tmp_path,
                                                                       monkeypatch):
    path, lid = full_disk_war
    assert not window.save()
    target = tmp_path / "elsewhere" / "rescued.gmdesk"
    target.parent.mkdir()
    _answer_save_dialog(monkeypatch, target)
    window.actions_by_name("action.save_as").trigger()
    assert window.document.path == target and not window.isWindowModified()
    assert target.name in window.windowTitle()
    with WarStore.open(target, readonly=True) as copy:
        assert copy.load_war().map.locations[lid].name == "Rescued"
    assert window.document.undo_stack.canUndo()  # the undo steps came along
    window.document.do(SetLocationFields(lid, {"name": "Later"}))
    window.document.save()  # and it goes on in the new place
    with WarStore.open(target, readonly=True) as copy:
        assert copy.load_war().map.locations[lid].name == "Later"
    with WarStore.open(path, readonly=True) as old:  # let go, as it was last saved
        assert old.load_war().map.locations[lid].name != "Rescued"


def _answer_close_question(qtbot, button: str, seen: list) -> None:
    """Answer the close question with ``button`` (its text, or "Enter"), after noting what it offers."""
    def answer():
        box = next((w for w in QApplication.topLevelWidgets()
                    if w.objectName() == "rescueDialog" and w.isVisible()), None)
        if box is None:
            QTimer.singleShot(20, answer)
            return
        seen.append((box.defaultButton().text() if box.defaultButton() else None,
                     [b.text() for b in box.buttons()], box.informativeText()))
        if button == "Enter":
            box.defaultButton().click()
        else:
            next(b for b in box.buttons() if b.text().replace("&", "") == button).click()
    QTimer.singleShot(0, answer)


def test_the_close_question_defaults_to_cancel_and_offers_save_as(window, full_disk_war, qtbot, tmp_path,
                                                                  monkeypatch):
    _path, lid = full_disk_war
    seen: list = []
    _answer_close_question(qtbot, "Enter", seen)
    assert not window.close_war()  # a reflex Enter keeps the war and its edits
    assert window.document is not None and window.isWindowModified()
    default, buttons, words = seen[0]
    assert default.replace("&", "") == "Cancel"
    assert {"Save As…", "Export JSON…", "Discard", "Cancel"} <= {b.replace("&", "") for b in buttons}
    assert "File > Save As…" in words

    target = tmp_path / "rescued.gmdesk"
    _answer_save_dialog(monkeypatch, target)
    _answer_close_question(qtbot, "Save As…", seen)
    assert window.close_war()  # saved elsewhere, then closed
    assert window.document is None
    with WarStore.open(target, readonly=True) as copy:
        assert copy.load_war().map.locations[lid].name == "Rescued"


def test_the_read_only_note_fits_the_status_bar_and_the_mark_keeps_the_whole_reason(window, tmp_path):
    """QA qa-files finding 9: the note was the whole reason and was cut at 1366 wide."""
    path = tmp_path / "night.gmdesk"
    with WarStore.create(path, load_war(SAMPLE)):
        pass
    with WarStore.open(path):  # another writer holds it
        assert window.open_path(path) and window.document.readonly
        note = window.statusBar().currentMessage()
        assert note.startswith("Opened read-only") and len(note) <= 90 and str(path) not in note
        assert "another gmdesk" in window.status_readonly.toolTip()
        window.close_war()


def test_a_failed_autosave_is_told_in_the_windows_language(window, full_disk_war):
    """The autosave's failure went to its dialog as English text (``str(exc)``) in a Japanese window."""
    from gmdesk.ui import i18n

    assert i18n.install("ja") == "ja"
    try:
        seen: list[str] = []
        window.document.save_failed.connect(seen.append)
        assert not window.document.save_quietly()
        assert seen and "disk is full" not in seen[0] and "ディスク" in seen[0]
    finally:
        i18n.install("en")
