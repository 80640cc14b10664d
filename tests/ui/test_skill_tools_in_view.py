"""The Skills tab's toolbar at 1366 × 768: From Library… in view, not under the » menu (QA qa-newwar).

A GM making an ap-sp Servant from a blank sheet needs its Basic Attack, a skill on the sheet (ap-sp 000:L267)
that the library holds (000:L714-L764); the toolbar put From Library… last, and in the Sheet dock's first width
(about 370 pixels, at 1366 × 768 as at 1920 × 1080) it sat under the toolbar's » menu, out of sight. The commands
now come by how often a GM wants them: Add, From Library…, Remove, Duplicate, then Copy to… and the moves, which
have keys of their own (Ctrl+Up/Down)."""

from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import QApplication, QTableView

from gmdesk import rulesets
from gmdesk.ui import i18n
from gmdesk.ui.sheet.entry_tools import EntryTools

JAPANESE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")


def test_from_library_is_in_view_in_the_first_layout_at_1366x768(qtbot, sample_window):
    window = sample_window
    window.resize(1350, 706)  # what first_size gives on a 1366 × 768 screen
    QApplication.processEvents()
    window.characters.edit_sheet("saber")
    editor = window.docks["sheet"].editor
    editor.tabs.setCurrentWidget(editor.skills)
    QApplication.processEvents()
    toolbar = editor.skills.toolbar
    assert window.docks["sheet"].width() < 420  # the dock as narrow as the GM first sees it
    shown = [key for key, action in toolbar.by_key.items() if toolbar.widgetForAction(action).isVisible()]
    assert {"add", "library", "remove"} <= set(shown), shown
    order = [a.objectName() for a in toolbar.actions()]
    assert order[:4] == ["skills.add", "skills.library", "skills.remove", "skills.duplicate"]


@pytest.fixture
def japanese(qapp):
    assert i18n.install("ja") == "ja"
    yield
    i18n.install("en")


def test_the_copy_tip_and_the_library_title_speak_japanese_in_a_japanese_window(qtbot, japanese):
    """Both went past tr(): a Japanese window showed them in English."""
    from gmdesk.sheets.library import library
    from gmdesk.ui.sheet.library_dialog import LibraryDialog

    view = QTableView()
    qtbot.addWidget(view)
    tools = EntryTools("skills", "skill", view, {k: lambda: None for k in ("add", "remove", "up", "down",
                                                                              "duplicate", "library")},
                       lambda: [], lambda _cid: None)
    tip = tools.by_key["copy"].toolTip()
    dialog = LibraryDialog(library("ap-sp"), rulesets.get("ap-sp").skill_format, "ap-sp")
    qtbot.addWidget(dialog)
    for text in (tip, dialog.windowTitle()):
        assert JAPANESE.search(text) and "the" not in text, text
    assert "ap-sp" in dialog.windowTitle()
