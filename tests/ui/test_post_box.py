"""The turn desk's post box does what it says (issue 18): a pasted post's orders are read beside it, each
line read, unsure (the GM picks a reading) or unread (why); "Use these orders" makes them the team's
orders in one undo step; the teams with no orders yet are listed.

Uses the ``document`` fixture of tests/ui/conftest.py: the ap-sp night-2 sample in a fresh .gmdesk.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

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
    assert view.summary.text() == "2 read, 0 unsure, 5 unread"
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
    assert [view.table.item(r, 1).text() for r in range(3)] == ["unread", "unsure", "unread"]
    assert view.table.item(2, 2).text().startswith("no order here")
    combo = view.table.cellWidget(1, 2)
    options = [combo.itemText(i) for i in range(combo.count())]
    assert options[1:] == ["Assassin: Move to Ferngate Estates", "Piet Brandauer: Move to Ferngate Estates"] \
        or options[1:] == ["Piet Brandauer: Move to Ferngate Estates", "Assassin: Move to Ferngate Estates"]
    assert view.chosen_orders() == []
    view.pick(1, options.index("Piet Brandauer: Move to Ferngate Estates") - 1)
    qtbot.mouseClick(view.use_button, Qt.MouseButton.LeftButton)
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
    action.trigger()
    brandauer = [o for o in document.war.orders if document.war.characters[o["actor"]].team == "brandauer"]
    assert brandauer == [{"actor": "piet", "action": "move", "to": "ferngate"}, {"actor": "assassin", "action": "stay"}]
    document.undo_stack.undo()
    assert document.war.orders == orders_before
