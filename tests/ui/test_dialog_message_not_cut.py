"""A dialog's red message is never cut at its last line (QA qa-newwar, 1366 × 768 under X11).

New Character on a war whose map has no location yet: the message saying why OK is off wrapped on three lines;
picking the kind Servant showed the Class row, the dialog kept the height it opened with and the message was
squeezed to one line, "…draw a location first (Map ▸ Add location, A)" cut off. A refusal longer than the message
before it (a name another character has) was cut the same way."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMainWindow

from gmdesk import rulesets
from gmdesk.model.mapgraph import WarMap
from gmdesk.model.war import Team, War
from gmdesk.ui.new_war import NewWarDialog
from gmdesk.ui.sheet.new_character import NewCharacterDialog


def _whole(label) -> bool:
    """The label is as tall as its wrapped text at its width."""
    return label.height() >= label.heightForWidth(label.width())


@pytest.fixture
def window(qtbot):
    """A window for the dialogs to open over, as the main window at 1366 × 768."""
    parent = QMainWindow()
    qtbot.addWidget(parent)
    parent.resize(1350, 706)
    parent.show()
    return parent


def _shown(qtbot, dialog):
    dialog.open()
    qtbot.waitExposed(dialog)
    return dialog


def test_the_no_location_message_stays_whole_when_the_class_row_appears(qtbot, window):
    war = War(ruleset="ap-sp", title="t", map=WarMap(), characters={})
    war.teams.append(Team(id="verhaegen", name="House Verhaegen"))
    dialog = _shown(qtbot, NewCharacterDialog(war, rulesets.get("ap-sp"), window))
    assert "draw a location first" in dialog.message.text() and _whole(dialog.message)
    dialog.kind.setCurrentIndex(dialog.kind.findData("servant"))
    qtbot.waitUntil(lambda: dialog.message.isVisible())
    assert dialog.class_name.isVisible() and _whole(dialog.message), (dialog.message.height(),
                                                                       dialog.message.heightForWidth(dialog.message.width()))


def test_a_longer_refusal_grows_the_dialog(qtbot, window):
    dialog = _shown(qtbot, NewWarDialog(window))
    height = dialog.height()
    dialog.message.setText("cannot read /home/gm/maps/a-very-long-folder-name/port-corvane-redrawn.graphml: line 3, "
                           "column 1: the file is not GraphML or node-link JSON (a map file gmdesk reads)")
    assert _whole(dialog.message) and dialog.height() > height
