"""The post box shows why an unsure line is unsure (QA qa-posts finding 4): the word not understood, or the
near spelling read, is in the line's pick itself, not only in a tooltip."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QComboBox

from gmdesk.intake import read_post
from gmdesk.model.warfile import load_war
from gmdesk.ui.desk.post_reading import PostReadingView

ROOT = Path(__file__).resolve().parents[2]


def test_the_pick_of_an_unsure_line_says_which_word_was_not_understood(qtbot) -> None:
    war = load_war(ROOT / "maps" / "sample-skirmish-night2.json")
    war.orders = []
    view = PostReadingView()
    qtbot.addWidget(view)
    view.resize(900, 400)
    view.show()
    reading = read_post(war, "Orders\nJUN: Move to Weir Mils\nRider attacks Saber quietly", "arakida")
    view.show_reading(war, reading, readonly=False)
    rows = range(view.table.rowCount())
    texts = [view.table.item(r, 2).text() for r in rows if view.table.item(r, 2) is not None]
    assert any(t.startswith("'Weir Mils' read as Weir Mills (a near spelling); refused by the rules") for t in texts)
    [row] = [r for r in rows if isinstance(view.table.cellWidget(r, 2), QComboBox)]
    assert view.table.item(row, 1).text() == "unsure"
    combo = view.table.cellWidget(row, 2)
    assert combo.itemText(0) == "not understood: 'quietly' — pick a reading…"
    assert combo.itemText(1) == "Rider: Attack on Saber"
    assert combo.toolTip().endswith("\nnot understood: 'quietly'")
    assert view.chosen_orders() == []
    view.pick(row, 0)
    assert view.chosen_orders() == [{"actor": "rider", "action": "attack", "target": "saber"}]
