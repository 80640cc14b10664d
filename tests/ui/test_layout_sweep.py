"""The window at the sizes a GM's screen has, 1280 × 720 to 1920 × 1080: every location's name shown on the
map is whole in view and clear of the others, the turn desk's order preview is not cut off, no table cell
is elided or wrapped (but a narrow Events dock's actors and text, whole in their tooltips), the Sheet shows several
stats, and no stray tab bar is left after switching wars."""

from __future__ import annotations

import shutil

import pytest
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtWidgets import QAbstractItemView, QApplication, QTabBar, QToolButton

from gmdesk.store import WarStore
from gmdesk.model.warfile import load_war
from gmdesk.ui.desk.orders_table import ODDS
from gmdesk.ui.docks.events import ACTORS, TEXT
from gmdesk.ui.main_window import MainWindow
from gmdesk.ui.map.labels import NAME_PIXELS, SMALLER
from gmdesk.ui.settings import Settings
from tests.ui.conftest import MAPS, SAMPLE

SIZES = [(1280, 720), (1366, 768), (1600, 1000), (1920, 1080)]
#: Stats the Sheet shows without scrolling, from this window height on (its identity box comes first).
STATS_IN_VIEW = {720: 1, 768: 2, 1000: 5, 1080: 6}


@pytest.fixture(params=SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def window(request, qtbot, tmp_path):
    path = tmp_path / "night.gmdesk"
    with WarStore.create(path, load_war(SAMPLE)):
        pass
    win = MainWindow(Settings(tmp_path / "settings.ini"), tmp_path / "home")
    qtbot.addWidget(win)
    win.resize(*request.param)
    win.show()
    qtbot.waitExposed(win)
    assert win.open_path(path)
    win.ensure_ready()  # the docks, which come after the map's first paint (docs/startup.md)
    QApplication.processEvents()
    yield win
    win.close_war()


def _clipped_labels(window) -> list[str]:
    view, scene = window.map_panel.view, window.map_panel.scene
    viewport = view.viewport().rect()
    shown = [item for item in scene.location_items.values() if item.label.isVisible()]
    rects = {item.name: view.mapFromScene(item.label.plate()).boundingRect() for item in shown}  # its leader aside
    clipped = [name for name, rect in rects.items() if not viewport.contains(rect)]
    names = list(rects)
    clipped += [f"{a} over {b}" for i, a in enumerate(names) for b in names[i + 1:] if rects[a].intersects(rects[b])]
    return clipped


def _clipped_cells(view: QAbstractItemView, cut_with_tip: tuple[int, ...] = ()) -> list[str]:
    """Cells narrower or shorter than their contents (elided, or a row too low for its lines); the columns
    ``cut_with_tip`` may be cut at their end when their tooltip holds the whole text."""
    model = view.model()
    out = []
    for row in range(model.rowCount()):
        for column in range(model.columnCount()):
            index = model.index(row, column, QModelIndex())
            if view.isIndexHidden(index) if hasattr(view, "isIndexHidden") else False:
                continue
            rect, wanted = view.visualRect(index), view.sizeHintForIndex(index)
            if column in cut_with_tip and index.data(Qt.ItemDataRole.ToolTipRole) == index.data():
                wanted.setWidth(0)  # cut on purpose, whole in its tooltip
            if rect.width() + 1 < wanted.width() or rect.height() + 1 < wanted.height():
                out.append(f"{view.objectName()}[{row},{column}] {model.data(index)!r}: {rect.size().toTuple()} "
                           f"< {wanted.toTuple()}")
    return out


def test_every_name_shown_is_whole_readable_and_clear_of_the_others(window):
    panel = window.map_panel
    panel.view.fit()
    scene = panel.scene
    assert _clipped_labels(window) == []
    shown = [item for item in scene.location_items.values() if item.label.isVisible()]
    assert len(shown) >= 5
    for item in shown:
        pixels = panel.view.zoom() * item.scale() * item.label.scale() * item.label.FONT.pixelSize()
        needed = item.owner_color is not None or item.occupied  # may come a little smaller where crowded
        assert pixels >= NAME_PIXELS * (SMALLER[-1] if needed else 1.0) - 0.01
    homes = [item for item in scene.location_items.values() if item.owner_color is not None]
    assert sum(item.label.isVisible() for item in homes) >= len(homes) // 2  # home bases' names first


def test_the_turn_desk_shows_its_preview_and_tables_whole(window, qtbot):
    desk_dock = window.docks["desk"]
    desk_dock.raise_()
    desk = desk_dock.widget()
    desk.select_character("saber")
    picker = desk.orders.picker
    picker.pick_action("flee", None)
    QApplication.processEvents()
    preview = picker.preview
    assert preview.text()
    # the picker's column grows to the preview's lines (and then gets its scroll bar) over a few layouts
    qtbot.waitUntil(lambda: preview.height() >= preview.heightForWidth(preview.width()))
    assert _clipped_cells(desk.orders.table) == []
    window.turn_commands.resolve()  # the night resolved: the turns and its events listed
    QApplication.processEvents()
    for name in ("turns", "events"):
        window.docks[name].raise_()
        QApplication.processEvents()
        view = window.docks[name].view
        assert view.model().rowCount() > 0
        # a narrow Events dock cuts each event's actors and text at the dock's edge (whole in its tooltip, the detail below
        # and the timeline) rather than scroll sideways to it
        assert _clipped_cells(view, (ACTORS, TEXT) if name == "events" else ()) == []


def test_the_sheet_shows_its_stats(window):
    window.characters.edit_sheet("saber")
    QApplication.processEvents()
    editor = window.docks["sheet"].editor
    host = editor.form_host
    viewport = host.viewport()
    seen = 0
    for stat in ("STR", "END", "MAE", "MAR", "AGI", "LCK", "ACT", "NP"):
        widget = editor.field(f"stats.{stat}")
        top_left = widget.mapTo(viewport, widget.rect().topLeft())
        bottom = top_left.y() + widget.height()
        seen += 0 <= top_left.y() and bottom <= viewport.height()
    assert seen >= STATS_IN_VIEW[window.height()], seen


def test_no_stray_tab_bar_after_switching_wars(window, tmp_path):
    other = tmp_path / "valor.json"
    shutil.copy(MAPS / "sample-valor.json", other)
    assert window.open_path(other)
    window.ensure_ready()  # the docks, which come after the map's first paint (docs/startup.md)
    QApplication.processEvents()
    bars = [bar for bar in window.findChildren(QTabBar) if bar.parent() is window and bar.isVisible()]
    groups = sorted(tuple(bar.tabText(i) for i in range(bar.count())) for bar in bars)
    assert groups == [("Cast", "Charts"), ("Sheet", "Undo History"), ("Timeline", "Turn Desk"),
                      ("Turns", "Events")]


def _whole_in_view(widget) -> bool:
    """The widget is on screen and no part of it is scrolled or squeezed out of view."""
    return widget.isVisible() and widget.visibleRegion().boundingRect().size() == widget.size()


def test_the_desk_shows_the_budget_the_orders_and_the_picker_at_once(window, qtbot):
    """QA (valor #2, ja #7): at 1366 × 768 the desk showed one order row and the picker was scrolled out of
    view, even at 1920 × 1080; the Odds column read "Odd". As the window opens, without scrolling, a
    character's budget, orders, the picker's action list and its Add button are all in view, and the
    Odds column lies within the table, its percentage readable and the whole in its tooltip."""
    window.docks["desk"].raise_()
    desk = window.docks["desk"].widget()
    desk.select_character("assassin")  # a Snuffing Cut whose odds are a long line
    panel, picker = desk.orders, desk.orders.picker
    qtbot.waitUntil(lambda: _whole_in_view(picker.add_button))
    for widget in (panel.header, panel.budget, picker.action, picker.add_button, panel.remove_button):
        assert _whole_in_view(widget), widget.objectName() or widget.text()
    table = panel.table
    assert table.isVisible() and table.visibleRegion().boundingRect().height() >= 3 * table.rowHeight(0)
    assert picker.add_button.isEnabled()
    header = table.horizontalHeader()
    odds_end = header.sectionViewportPosition(ODDS) + header.sectionSize(ODDS)
    assert header.sectionViewportPosition(ODDS) >= 0 and odds_end <= table.viewport().width()
    row = next(r for r in range(table.rowCount()) if "%" in table.item(r, ODDS).text())
    cell = table.item(row, ODDS)
    percentage = cell.text().split("%")[0] + "%"
    assert header.sectionSize(ODDS) > table.fontMetrics().horizontalAdvance(percentage)
    assert cell.text().splitlines()[0].split("%", 1)[1].strip() in cell.toolTip()  # what the odds are of
    # the post, one click away in the column it shares with the picker, at a readable width
    desk.show_post_tab()
    qtbot.waitUntil(lambda: desk.post.isVisible())
    assert desk.post.text.width() >= 180


def test_a_waiting_question_takes_one_line_of_the_desk(window, qtbot):
    """QA (valor #2): the orange "waits for an answer" line took five lines and squeezed the character list.
    It is one line, the whole question in its tooltip, the Answer… button beside it."""
    window.docks["desk"].raise_()
    desk = window.docks["desk"].widget()
    question = "Who notices first? " * 30
    desk.waiting.setText(f"Turn 2 waits for an answer: {question}")
    desk.waiting_bar.show()
    QApplication.processEvents()
    assert desk.waiting.height() <= desk.waiting.fontMetrics().height() + 2
    assert desk.waiting.is_elided() and question.strip() in desk.waiting.toolTip()
    assert _whole_in_view(desk.answer_button)
    assert desk.characters.height() >= 5 * desk.waiting.fontMetrics().height()


def test_the_cast_tells_names_and_places_apart_at_every_size(window, qtbot):
    """QA (valor #9; recheck new defect 2): "Odile …", "Old …", "Cap…" at 1366 × 768, where Old Gasworks and
    Old Velodrome read the same. As the window opens, at every size, the bars are whole, nothing scrolls
    sideways, and every name and place shown differs from the others and keeps 10 or 8 characters; from
    1600 pixels wide nothing is cut."""
    from gmdesk.ui.docks.cast import LEAST_NAME_CHARS, LEAST_PLACE_CHARS
    from tests.ui.test_docks import _cut_cells, _told_apart

    view = window.docks["cast"].view
    QApplication.processEvents()
    qtbot.waitUntil(lambda: not view.horizontalScrollBar().isVisible())
    header = view.header()
    assert all(header.sectionSize(c) >= view.sizeHintForColumn(c) for c in (2, 3))  # the bars
    assert _told_apart(view, 0, LEAST_NAME_CHARS) == [] and _told_apart(view, 1, LEAST_PLACE_CHARS) == []
    if window.width() >= 1600:
        assert _cut_cells(view, 0) == [] and _cut_cells(view, 1) == []


def test_every_sheet_tab_is_whole_with_no_scroll_arrows(window):
    """QA (valor #13): at 1366 × 768 the Sheet dock's last tab read "Pre" behind scroll arrows."""
    window.characters.edit_sheet("saber")
    QApplication.processEvents()
    bar = window.docks["sheet"].editor.tabs.tabBar()
    assert [bar.tabText(i) for i in range(bar.count())][-1] == "Preview"
    assert bar.tabRect(bar.count() - 1).right() <= bar.width()
    assert not [b for b in bar.findChildren(QToolButton) if b.isVisible()]  # the scroll arrows
