"""Every menu command is one Alt+letter away, in English and in Japanese: no two entries of a menu share a
mnemonic (Qt then only cycles between them; QA keyboard found File N, S, P and Turn R, P taken twice), and a
Japanese entry keeps its (&X) wherever the English has a letter."""

from __future__ import annotations

import re
from collections import Counter

import pytest
from PySide6.QtWidgets import QMenu

from gmdesk.ui import i18n
from gmdesk.ui.app import build_window
from gmdesk.ui.settings import Settings

#: The Map menu's lists are the map's own names (its layers, the teams): no letters there.
WITHOUT_LETTERS = ("menu.map.layers", "menu.map.auto_layout", "menu.map.background", "menu.map.as_seen_by")


def mnemonic(text: str) -> str | None:
    found = re.search(r"&([^&\s])", text.replace("&&", ""))
    return found.group(1).casefold() if found else None


def menus(window):
    for action in window.menuBar().actions():
        menu = action.menu()
        if isinstance(menu, QMenu) and menu.objectName() not in WITHOUT_LETTERS:
            yield from walk(menu)


def walk(menu: QMenu):
    menu.aboutToShow.emit()  # the menus filled when shown (Open Recent, the View's docks)
    yield menu
    for action in menu.actions():
        if isinstance(action.menu(), QMenu) and action.menu().objectName() not in WITHOUT_LETTERS:
            yield from walk(action.menu())


@pytest.fixture(params=["en", "ja"])
def window(request, qtbot, tmp_path):
    settings = Settings(tmp_path / "s.ini")
    settings.set("ui/language", request.param)
    settings.sync()
    window = build_window(["--settings", str(tmp_path / "s.ini"), "--home", str(tmp_path / "home"), "--sample"])
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.ensure_ready()
    yield window
    window.close_war()
    i18n.install("en")


def test_no_menu_gives_one_letter_to_two_commands(window):
    shared = {}
    top = Counter(mnemonic(a.text()) for a in window.menuBar().actions())
    assert all(n == 1 for n in top.values()) and None not in top, top
    for menu in menus(window):
        letters = Counter(m for a in menu.actions() if not a.isSeparator() and (m := mnemonic(a.text())))
        if twice := sorted(letter for letter, n in letters.items() if n > 1):
            shared[menu.title()] = twice
    assert not shared, shared


def test_the_go_to_menu_has_a_letter_and_a_key_for_every_pane(window):
    go_to = next(m for m in menus(window) if m.objectName() == "menu.view.go_to")
    entries = [a for a in go_to.actions() if not a.isSeparator()]
    assert len(entries) == 11
    assert all(mnemonic(a.text()) and not a.shortcut().isEmpty() for a in entries)


def test_every_map_command_has_its_letter(window):
    map_menu = next(m for m in menus(window) if m.objectName() == "menu.map")
    commands = [a for a in map_menu.actions() if not a.isSeparator() and a.menu() is None]
    assert len(commands) == 12 and all(mnemonic(a.text()) for a in commands), [a.text() for a in commands]


def test_the_map_toolbar_shows_words_without_the_menus_letters(window):
    """"削除(D)" on the toolbar when the Delete command got its letter (a toolbar button's word is the menu text
    without "&" unless it has a word of its own)."""
    bar = window.map_panel.toolbar
    words = [a.iconText() for a in bar.actions() if not a.isSeparator() and a.isVisible()]
    assert words and not [w for w in words if re.search(r"\([A-Z]\)", w)], words
