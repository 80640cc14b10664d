"""The turn desk's post box does what it says (issue 18): a pasted post's orders are read beside it, each
line read, unsure (the GM picks a reading) or unread (why); "Use these orders" makes them the team's
orders in one undo step; the teams with no orders yet are listed.

Uses the ``document`` fixture of tests/ui/conftest.py: the ap-sp night-2 sample in a fresh .gmdesk.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from gmdesk.model.orderedits import SetOrders
from gmdesk.ui.desk import TurnDesk

POSTS = Path(__file__).resolve().parents[1] / "fixtures" / "posts" / "ap-sp-night2"


@pytest.fixture
def desk(qtbot, document):
    widget = TurnDesk(document)
    qtbot.addWidget(widget)
    widget.resize(1200, 760)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def castellan_orders(war):
    return [o for o in war.orders if war.characters[o["actor"]].team == "castellan"]


def paste(desk, text: str) -> None:
    desk.post.text.setFocus()
    desk.post.text.setPlainText(text)
    desk.post.read_now()


def test_a_pasted_post_is_read_beside_it_and_used_as_the_teams_orders(qtbot, desk, document):
    expected = castellan_orders(document.war)
    document.do(SetOrders([o for o in document.war.orders if o not in expected]))
    desk.select_character("mirela")
    assert "Castellans of Ashcombe" in desk.post.reading.missing.text()
    paste(desk, (POSTS / "castellan.txt").read_text(encoding="utf-8"))
    view = desk.post.reading
    assert view.summary.text() == "2 read, 0 unsure, 0 unread, 5 prose/quotes"
    marks = [view.table.item(r, 1).text() for r in range(view.table.rowCount())]
    assert marks.count("read") == 2
    assert "Heirloom Pistol on Assassin, if attacked by Assassin; otherwise Gracious Hostess on Mirela Castellan" \
        in view.table.item(marks.index("read") + 1, 2).text()
    qtbot.mouseClick(view.use_button, Qt.MouseButton.LeftButton)
    assert castellan_orders(document.war) == expected
    assert "Castellans" not in view.missing.text()
    document.undo_stack.undo()
    assert castellan_orders(document.war) == []


def test_an_unsure_line_is_used_once_a_reading_is_picked_and_an_unread_one_says_why(qtbot, desk, document):
    desk.select_character("piet")
    paste(desk, "Orders:\n- move to Ferngate Estates\n- Piet flies to the moon")
    view = desk.post.reading
    # What the GM must act on first: the unsure line, the order line not understood; the heading last.
    assert [view.table.item(r, 1).text() for r in range(3)] == ["unsure", "unread", "prose"]
    assert [view.table.item(r, 0).text() for r in range(3)] == ["2", "3", "1"]
    assert view.table.item(1, 2).text().startswith("no order here")
    assert view.summary.text() == "0 read, 1 unsure, 1 unread, 1 prose/quotes"
    combo = view.table.cellWidget(0, 2)
    options = [combo.itemText(i) for i in range(combo.count())]
    assert options[1:] == ["Assassin: Move to Ferngate Estates", "Piet Brandauer: Move to Ferngate Estates"] \
        or options[1:] == ["Piet Brandauer: Move to Ferngate Estates", "Assassin: Move to Ferngate Estates"]
    assert view.chosen_orders() == []
    view.pick(view.row_of(2), options.index("Piet Brandauer: Move to Ferngate Estates") - 1)
    qtbot.mouseClick(view.use_button, Qt.MouseButton.LeftButton)
    desk.replace_dialog.findChild(QPushButton, "replaceOrders").click()  # the sample's order of Assassin goes
    brandauer = [o for o in document.war.orders if document.war.characters[o["actor"]].team == "brandauer"]
    assert brandauer == [{"actor": "piet", "action": "move", "to": "ferngate"}]


def test_the_post_box_is_drawn(qtbot, desk, document):
    desk.select_character("odile")
    paste(desk, (POSTS / "verhaegen.txt").read_text(encoding="utf-8"))
    desk.grab().save("/tmp/intake-desk.png")
    assert desk.post.reading.table.rowCount() == 10


def test_the_turn_menu_uses_the_posts_orders_and_says_why_when_there_are_none(qtbot, sample_window):
    window = sample_window
    document = window.document
    desk = window.docks["desk"].widget()
    window.docks["desk"].raise_()
    desk.select_character("piet")
    action = window.actions_by_name("action.use_post_orders")
    assert action.shortcut().toString() == "Ctrl+Shift+U"
    action.trigger()  # no post yet: a dialog says why, nothing changes
    assert desk.error_dialog is not None and "No order to use" in desk.error_dialog.text()
    desk.error_dialog.close()
    orders_before = list(document.war.orders)
    paste(desk, "Piet heads for Ferngate Estates. Assassin stays.")
    action.trigger()  # the sample's orders of the team are not the post's: the GM is asked first
    assert desk.replace_dialog is not None and desk.replace_dialog.isVisible()
    desk.replace_dialog.findChild(QPushButton, "replaceOrders").click()
    brandauer = [o for o in document.war.orders if document.war.characters[o["actor"]].team == "brandauer"]
    assert brandauer == [{"actor": "piet", "action": "move", "to": "ferngate"}, {"actor": "assassin", "action": "stay"}]
    document.undo_stack.undo()
    assert document.war.orders == orders_before


def test_a_nights_seven_posts_become_the_turns_orders_in_a_few_clicks(qtbot, sample_window, monkeypatch):
    """Issue 18's night, its intake half: seven BBCode posts read from files into the sample's 21 orders
    and resolved. The GM's clicks: the menu command, choosing the files (select all, Open), Resolve."""
    from PySide6.QtWidgets import QFileDialog

    window = sample_window
    document = window.document
    desk = window.docks["desk"].widget()
    sample_orders = list(document.war.orders)
    document.do(SetOrders([]))
    clicks = 0
    files = sorted(str(p) for p in POSTS.glob("*.txt"))

    def choose(*_args, **_kwargs):
        nonlocal clicks
        clicks += 2  # select all, Open
        return files, ""

    monkeypatch.setattr(QFileDialog, "getOpenFileNames", choose)
    window.actions_by_name("action.read_posts").trigger()
    clicks += 1
    war = document.war
    assert sorted(json.dumps(o, sort_keys=True) for o in war.orders) == \
        sorted(json.dumps(o, sort_keys=True) for o in sample_orders)
    assert sorted(war.extra["posts"]) == sorted(war.team_ids())
    assert desk.summary.text() == "7 posts read: 21 orders, 0 lines unsure, 0 order lines unread, 34 lines of " \
        "prose/quotes."
    assert "Every team has orders" in desk.post.reading.missing.text() or desk.post.team is None
    with qtbot.waitSignal(desk.turns.turn_stored):
        window.actions_by_name("action.resolve_turn").trigger()
    clicks += 1
    assert document.store.turn_numbers() == [2] and clicks <= 10


def test_posts_whose_team_cannot_be_told_are_refused_whole(qtbot, sample_window, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QFileDialog

    window = sample_window
    desk = window.docks["desk"].widget()
    before = list(window.document.war.orders)
    chatter = tmp_path / "hello.txt"
    chatter.write_text("Hello GM, nothing from me tonight.", encoding="utf-8")
    monkeypatch.setattr(QFileDialog, "getOpenFileNames",
                        lambda *a, **k: ([str(POSTS / "hale.txt"), str(chatter)], ""))
    window.actions_by_name("action.read_posts").trigger()
    assert "hello.txt" in desk.error_dialog.text() and "cannot be told" in desk.error_dialog.text()
    assert window.document.war.orders == before
