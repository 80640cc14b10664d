"""What the map editor says when a place goes (QA qf-mapdraw #6, #7): deleting a team's home base says the team
has lost it (and how to bring it back); the "where do they go?" dialog speaks the interface's language."""

from __future__ import annotations

import pytest

from gmdesk.ui import i18n


@pytest.fixture
def japanese():
    i18n.install("ja")
    yield
    i18n.install("en")


def test_deleting_a_home_base_says_the_team_lost_it(panel, document):
    war = document.war
    assert war.map.locations["weir-mills"].home_base == "verhaegen"
    assert not [ch for ch in war.characters.values() if ch.location == "weir-mills"]
    panel.scene.select_locations(["weir-mills"])
    assert panel.delete_selected()
    assert "weir-mills" not in war.map.locations
    assert panel.status.text() == ("Weir Mills was House Verhaegen's home base: the team has no home base there "
                                   "now (Edit ▸ Undo brings it back)")
    document.undo_stack.undo()
    assert war.map.locations["weir-mills"].home_base == "verhaegen"


def test_deleting_a_place_that_is_nobodys_base_says_nothing_of_bases(panel, document):
    panel.scene.select_locations(["threeways"])
    assert panel.delete_selected()
    assert "home base" not in panel.status.text()


def test_the_relocate_dialog_speaks_japanese(panel, document, japanese):
    from gmdesk.ui.map.dialogs import RelocateDialog

    war = document.war
    where = next(ch.location for ch in war.characters.values() if ch.kind == "master")
    standing = [ch for ch in war.characters.values() if ch.location == where]
    dialog = RelocateDialog(war, [where], standing, panel)
    combo = dialog.combo_for(standing[0].id)
    assert combo.itemText(0).endswith("（隣）")
    labels = [dialog.layout().itemAt(1).layout().itemAt(i, dialog.layout().itemAt(1).layout().ItemRole.LabelRole)
              .widget().text() for i in range(len(standing))]
    assert any("マスター" in label for label in labels), labels
    assert not any("(master" in label for label in labels), labels
