"""The arrows in the Turn Desk's list go from a character to the next, over the team headings (QA keyboard: Down
from "Everyone" landed on "House Verhaegen", which showed everyone's orders as if nobody were picked)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from gmdesk.ui.desk.turn_desk import TurnDesk
from tests.ui.helpers import shown


def test_down_and_up_skip_the_team_headings(qtbot, document):
    desk = shown(qtbot, TurnDesk(document), (1200, 500))
    names = desk.characters
    order = names.characters()
    names.select(None)
    names.setFocus()
    qtbot.keyClick(names, Qt.Key.Key_Down)
    assert names.selected() == order[0] and desk.selected_character() == order[0]
    qtbot.keyClick(names, Qt.Key.Key_Down)
    qtbot.keyClick(names, Qt.Key.Key_Down)  # over the next team's heading
    assert names.selected() == order[2]
    qtbot.keyClick(names, Qt.Key.Key_Up)  # back over it
    assert names.selected() == order[1]
    qtbot.keyClick(names, Qt.Key.Key_Up)
    qtbot.keyClick(names, Qt.Key.Key_Up)  # over the first heading, to Everyone
    assert names.selected() is None and names.currentItem().text(0) == "Everyone"
