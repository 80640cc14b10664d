"""The turn desk's columns at 1366 × 768 (QA recheck, new defect 6 and files #10): everyone's orders take the
picker's room, so Who, Order, Cost and Odds are all in view without a sideways scroll bar; the player's
post takes the orders' room, so the post and its line-by-line reading stand side by side, both in view.

The window is the size :func:`gmdesk.ui.dock_layout.first_size` gives on a 1366 × 768 screen (1350 × 706),
and the first pass's (1284 × 706) and a 1920 × 1080 screen's (1600 × 993)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from gmdesk.model.warfile import load_war
from gmdesk.store import WarStore
from gmdesk.ui.desk.desk_columns import POST_TAB
from gmdesk.ui.desk.orders_table import LEAST_CHARS, ODDS, ORDER, WHO
from gmdesk.ui.main_window import MainWindow
from gmdesk.ui.settings import Settings
from tests.ui.conftest import MAPS
from tests.ui.test_japanese_interface import language, open_window  # noqa: F401 (a fixture)

POSTS = Path(__file__).resolve().parents[1] / "fixtures" / "posts" / "ap-sp-night2"
SIZES = [(1350, 706), (1284, 706), (1600, 993)]


def _window(qtbot, tmp_path, sample: str, size: tuple[int, int]) -> MainWindow:
    path = tmp_path / "war.gmdesk"
    with WarStore.create(path, load_war(MAPS / sample)):
        pass
    window = MainWindow(Settings(tmp_path / "settings.ini"), tmp_path / "home")
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    assert window.open_path(path)
    window.ensure_ready()
    window.docks["desk"].raise_()
    QApplication.processEvents()
    return window


def _whole_in_view(widget) -> bool:
    return widget.isVisible() and widget.visibleRegion().boundingRect().size() == widget.size()


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_everyones_orders_show_who_order_cost_and_odds_without_scrolling(qtbot, tmp_path, size):
    window = _window(qtbot, tmp_path, "sample-valor-night3.json", size)
    desk = window.docks["desk"].widget()
    desk.select_character(None)
    table = desk.orders.table
    qtbot.waitUntil(lambda: _whole_in_view(desk.orders.header) and table.rowCount() == 10)
    assert not desk.side.isVisible()  # picker and post are for one character: their room is the table's
    assert not table.horizontalScrollBar().isVisible()
    header = table.horizontalHeader()
    odds_end = header.sectionViewportPosition(ODDS) + header.sectionSize(ODDS)
    assert header.sectionViewportPosition(ODDS) >= 0 and odds_end <= table.viewport().width()
    metrics = table.fontMetrics()
    for row in range(table.rowCount()):
        for column in (WHO, ORDER):
            cell = table.item(row, column)
            room = header.sectionSize(column) - 2 * (table.style().pixelMetric(
                table.style().PixelMetric.PM_FocusFrameHMargin, None, table) + 1)
            shown = metrics.elidedText(cell.text(), table.textElideMode(), room)
            assert shown == cell.text() or len(shown.rstrip("…")) >= LEAST_CHARS, (cell.text(), shown)
        assert table.item(row, ORDER).text() in table.item(row, ORDER).toolTip()
    desk.select_character("saber")  # one character: the picker is back beside the orders
    qtbot.waitUntil(lambda: _whole_in_view(desk.orders.picker.action))
    assert _whole_in_view(desk.orders.header)


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_the_post_and_its_reading_are_both_in_view(qtbot, tmp_path, size):
    window = _window(qtbot, tmp_path, "sample-ap-sp-night2.json", size)
    desk = window.docks["desk"].widget()
    assert desk.read_post_files(sorted(POSTS.glob("*.txt")))
    desk.select_character("rider")
    desk.show_post_tab()
    post, reading = desk.post, desk.post.reading
    widgets = (post.title, post.text, reading.summary, reading.use_button, reading.table)
    qtbot.waitUntil(lambda: all(_whole_in_view(widget) for widget in widgets))  # the layout settles
    assert not desk.orders.isVisible()  # the post has the orders' room ("Add an order" brings them back)
    # Side by side (the reading was 200 wide, alone), the reading the wider (2 : 3, QA qa-posts finding 7).
    assert post.text.width() >= 180 and reading.table.width() >= 260 and reading.table.width() > post.text.width()
    assert post.text.toPlainText().startswith("**Arakida Works**")
    assert reading.table.rowCount() >= 3
    assert reading.table.viewport().height() >= 2 * reading.table.rowHeight(0)  # lines read, in view
    assert reading.use_button.isEnabled()
    desk.show_picker_tab()
    qtbot.waitUntil(lambda: _whole_in_view(desk.orders.header))
    assert desk.side.currentIndex() != POST_TAB and _whole_in_view(desk.orders.picker.action)


def test_in_japanese_the_posts_summary_and_line_marks_are_japanese(qtbot, tmp_path, language):
    """Seen while checking the post tab in Japanese: "7 posts read: 21 orders, …" and "read"/"unread" were English."""
    window = open_window(qtbot, tmp_path, "ja")
    window.ensure_ready()
    window.docks["desk"].raise_()
    desk = window.docks["desk"].widget()
    summary = desk.read_post_files(sorted(POSTS.glob("*.txt")))
    assert summary == "7 件の投稿を読み取りました：命令 21 件、不確かな行 0 行、未読の命令行 0 行、文章・引用 34 行。"
    desk.select_character("rider")
    desk.show_post_tab()
    table = desk.post.reading.table
    marks = {table.item(r, 1).text() for r in range(table.rowCount())}
    assert marks == {"読取", "文章"}
