"""The interface in Japanese (issue 22): with the setting at 日本語 the main window and the Turn Desk show no
English of their own: every menu action, dock title, visible label, button, check box, group box, tab,
column header and placeholder is Japanese, or a name the war or its ruleset gives (the document's language
stays), a number, or a key. English stays the default when the system speaks English.
"""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QLocale, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (QAbstractButton, QDockWidget, QGroupBox, QHeaderView, QLabel, QLineEdit, QMenu,
                               QTabBar, QTabWidget, QWidget)

from gmdesk.ui import i18n
from gmdesk.ui.app import build_window
from gmdesk.ui.printing.dialog import PrintSheetsDialog
from gmdesk.ui.settings import Settings
from gmdesk.ui.timeline.compare import TurnCompare
from gmdesk.rulesets.turn_titles import without_turn
from tests.ui.helpers import resolve_next_turn

JAPANESE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")
#: Words that stay as they are in a Japanese interface: the app's name, the language menu's own names,
#: an algorithm's proper name, and the units and marks the ruleset documents print.
KEPT = ("gmdesk", "English", "Kamada–Kawai", "AP", "SP", "HP", "MP")


@pytest.fixture
def language():
    """Sets the interface language for the next window, and puts English back after the test."""
    yield lambda settings, code: (settings.set("ui/language", code), settings.sync())
    i18n.install("en")


def open_window(qtbot, tmp_path, code: str | None):
    settings = Settings(tmp_path / "s.ini")
    if code is not None:
        settings.set("ui/language", code)
        settings.sync()
    window = build_window(["--settings", str(tmp_path / "s.ini"), "--home", str(tmp_path / "home"), "--sample"])
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    return window


def names_of(window) -> list[str]:
    """What the war and its ruleset name (kept in the document's language), longest first."""
    doc = window.document
    war = doc.war
    names = [war.title, without_turn(war.title), doc.ruleset.title, doc.ruleset.short_name, doc.ruleset.id,
             doc.path.name]  # (the title is shown without a stale "— night 2")
    names += [c.name for c in war.characters.values()] + [t.name for t in war.teams]
    names += [loc.name for loc in war.map.locations.values()]
    return sorted({n for n in names if n}, key=len, reverse=True)


def ruleset_words_of(window) -> list[str]:
    """What the ruleset names on a sheet (its stats, pools and points, its skill flags and what they mean), and
    the war file's spelling of a flag's value: the document's words, kept."""
    ruleset = window.document.ruleset
    words = [w for s in ruleset.stats for w in (s.name, s.key)]
    words += [w for p in ruleset.pools for w in (f"{p.name} ({p.key})", p.name, p.key)]
    words += [w for key, meaning in ruleset.skill_format.flags.items() for w in (meaning, key)]
    return [*names_of(window), *sorted(set(words), key=len, reverse=True), "true", "false"]


def untranslated(text: str, names: list[str]) -> bool:
    """True when ``text`` is English of the interface's own: no kana or kanji, and letters left once the
    war's names, the kept words, keys and numbers are taken out."""
    if JAPANESE.search(text):
        return False
    rest = re.sub(r"<[^>]+>", " ", text).replace("&", "")
    for name in [*names, *KEPT]:
        rest = rest.replace(name, " ")
    rest = re.sub(r"\b(Ctrl|Shift|Alt|Meta|Del|Ins|Esc|Tab|Enter|Return)\b", " ", rest)
    return bool(re.search(r"[A-Za-z]{2,}", rest))


def visible_texts(root: QWidget) -> list[tuple[str, str]]:
    """(what, text) for every text a GM reads in ``root``: the shown widgets' own, and every action and
    menu title (open or not)."""
    found: list[tuple[str, str]] = []
    for action in root.findChildren(QAction):
        found.append((f"action {action.objectName()}", action.text()))
    for menu in root.findChildren(QMenu):
        found.append((f"menu {menu.objectName()}", menu.title()))
    for dock in root.findChildren(QDockWidget):
        found.append((f"dock {dock.objectName()}", dock.windowTitle()))
    for kind in (QLabel, QAbstractButton, QGroupBox, QLineEdit):
        for widget in root.findChildren(kind):
            if not widget.isVisible():
                continue
            text = (widget.title() if isinstance(widget, QGroupBox) else widget.placeholderText()
                    if isinstance(widget, QLineEdit) else widget.text())
            found.append((f"{type(widget).__name__} {widget.objectName()}", text))
    for bar in root.findChildren(QTabBar):
        if bar.isVisible():
            found += [("tab", bar.tabText(i)) for i in range(bar.count())]
    for header in root.findChildren(QHeaderView):
        if header.isVisible() and header.model() is not None:
            found += [("header", str(header.model().headerData(i, header.orientation(),
                                                                 Qt.ItemDataRole.DisplayRole) or ""))
                      for i in range(header.count()) if not header.isSectionHidden(i)]
    return [(what, text.strip()) for what, text in found if text and text.strip()]


def test_in_japanese_the_main_window_and_the_turn_desk_show_no_english_of_their_own(qtbot, tmp_path, language):
    window = open_window(qtbot, tmp_path, "ja")
    assert i18n.language_in_use() == "ja"
    names = names_of(window)
    texts = visible_texts(window)
    # the Turn Desk brought forward with a character picked: its orders, the order picker and the post box
    desk_dock = window.docks["desk"]
    desk_dock.show()
    desk_dock.raise_()
    desk = desk_dock.widget()
    desk.select_character("saber")
    qtbot.waitUntil(desk.isVisible)
    desk_texts = visible_texts(desk)
    assert len(desk_texts) > 20, desk_texts
    checked = texts + desk_texts
    left = sorted({f"{what}: {text!r}" for what, text in checked if untranslated(text, names)})
    print(f"{len(checked)} visible texts checked, {len(left)} untranslated")
    assert not left, "untranslated:\n" + "\n".join(left)
    menus = [m.title() for m in window.menuBar().findChildren(QMenu) if m.menuAction() in window.menuBar().actions()]
    assert "ファイル(&F)" in menus and "ターン(&T)" in menus
    assert window.docks["desk"].windowTitle() == "ターンデスク"


def test_the_ruleset_s_words_stay_in_the_document_s_language(qtbot, tmp_path, language):
    """The status bar names the ruleset by its document's title; an event's rule quotes the document."""
    window = open_window(qtbot, tmp_path, "ja")
    assert window.status_ruleset.text() == window.document.ruleset.short_name
    assert not JAPANESE.search(window.document.ruleset.title)  # ap-sp's document is English
    assert window.status_turn.text() == f"夜 {window.document.war.turn}"  # ap-sp's word, as the updates say it


def test_english_is_the_default_when_the_system_speaks_english(qtbot, tmp_path, monkeypatch):
    monkeypatch.setattr(i18n, "system_locale", lambda: QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))
    window = open_window(qtbot, tmp_path, None)
    assert Settings(tmp_path / "s.ini").get("ui/language") == "system"
    assert i18n.language_in_use() == "en"
    assert window.menuBar().actions()[0].text() == "&File"
    assert window.docks["desk"].windowTitle() == "Turn Desk"


def test_the_system_language_is_followed_and_the_setting_overrides_it(qtbot, tmp_path, monkeypatch, language):
    monkeypatch.setattr(i18n, "system_locale", lambda: QLocale(QLocale.Language.Japanese, QLocale.Country.Japan))
    assert i18n.resolve("system") == "ja" and i18n.resolve("en") == "en"
    window = open_window(qtbot, tmp_path, None)
    assert window.menuBar().actions()[0].text() == "ファイル(&F)"
    other = tmp_path / "english"
    other.mkdir()
    assert open_window(qtbot, other, "en").menuBar().actions()[0].text() == "&File"


def test_the_view_menu_stores_the_choice_for_the_next_start(qtbot, tmp_path):
    window = open_window(qtbot, tmp_path, None)
    window.actions_by_name("action.language.ja").trigger()
    assert Settings(tmp_path / "s.ini").get("ui/language") == "ja"
    assert window.actions_by_name("action.language.ja").isChecked()
    assert "restart" in window.actions_by_name("action.language.ja").statusTip() or \
        "starts again" in window.actions_by_name("action.language.ja").statusTip()


def test_in_japanese_the_sheet_the_timeline_and_the_charts_show_no_english_of_their_own(qtbot, tmp_path, language):
    """A character selected: the Sheet dock's editor, each of its tabs; the turn resolved: the Timeline with
    an event selected (its detail), Compare Turns; the Charts brought forward; the Print Sheets dialog."""
    window = open_window(qtbot, tmp_path, "ja")
    names = ruleset_words_of(window)
    window.docks["cast"].select_character("saber")
    sheet_dock = window.docks["sheet"]
    sheet_dock.show_character("saber")  # as a click on Saber on the map
    sheet_dock.show()
    sheet_dock.raise_()
    tabs = sheet_dock.findChild(QTabWidget)
    assert tabs is not None
    checked: list[tuple[str, str]] = []
    for index in range(tabs.count()):
        tabs.setCurrentIndex(index)
        qtbot.waitUntil(tabs.currentWidget().isVisible)
        entries = getattr(tabs.currentWidget(), "view", None)
        if entries is not None and entries.model().rowCount():  # a list tab: its first entry in the form
            entries.selectRow(0)
        checked += visible_texts(sheet_dock)
    saber = window.document.war.characters["saber"].name
    assert saber in [edit.text() for edit in sheet_dock.findChildren(QLineEdit)]  # the editor shows Saber
    shown = [text for _, text in checked]
    assert "体力" in shown and "魔力" in shown
    assert "ap-sp でのサーヴァントの上限: 体力 300、魔力 200" in shown
    assert any(text.endswith("— スキル 1/4") for text in shown), shown
    resolve_next_turn(window.document)
    timeline_dock = window.docks["timeline"]
    timeline_dock.show()
    timeline_dock.raise_()
    timeline = timeline_dock.widget()
    qtbot.waitUntil(timeline.isVisible)
    timeline.show_turn(window.document.war.turn - 1)
    acting = next(b for b in timeline.lanes.blocks if b.event.actors and b.event.rule)
    timeline.select_event(acting.seq)
    checked += visible_texts(timeline_dock)
    # the detail is rich text: its own words (the event's explanation and rule stay the ruleset's)
    detail = timeline.detail.shown_html
    checked += [("detail", word) for word in re.findall(r"<b>([^<]*)</b>", detail)[1:] if word not in names]  # [0]: the event's kind
    assert "行為者:" in detail and "ルール:" in detail and "後" in detail, detail
    compare = TurnCompare(window.document)
    qtbot.addWidget(compare)
    compare.show()
    compare.compare(window.document.war.turn - 1, window.document.war.turn - 1)
    checked += visible_texts(compare)
    printing = PrintSheetsDialog(window.document, "saber", window)
    qtbot.addWidget(printing)
    printing.show()
    checked += visible_texts(printing) + [("window", printing.windowTitle())]
    checked += [("copy", printing.copy.itemText(i)) for i in range(printing.copy.count())]
    checked += [("to print", printing.list.item(i).text()) for i in range(printing.list.count())]
    charts_dock = window.docks["charts"]
    charts_dock.show()
    charts_dock.raise_()
    charts = charts_dock.widget()
    qtbot.waitUntil(charts.isVisible)
    charts.show_character("saber")
    checked += visible_texts(charts_dock)
    checked += [("chart title", plot.titleLabel.text) for plot in (charts.pools, charts.points)]
    checked += [("chart tick", text) for _, text in charts.pools.getAxis("bottom")._tickLevels[0]]
    checked += [("timeline axis", timeline.plot.plot.getAxis("bottom").labelText)]
    checked += [("phase block", f"{b.title} {b.actors}") for b in timeline.lanes.blocks if b.kind == "phase"]
    assert len(checked) > 60, checked
    left = sorted({f"{what}: {text!r}" for what, text in checked if untranslated(text, names)})
    print(f"{len(checked)} visible texts checked, {len(left)} untranslated")
    assert not left, "untranslated:\n" + "\n".join(left)
