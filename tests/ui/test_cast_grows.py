"""The Cast widens when characters are added and it is too narrow to tell their names and places apart (QA first
hour: a new war's Cast was laid out empty, and "Kiritsugu" showed as "Kiritsu…"); a width the GM chose is never
narrowed."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from gmdesk.model.mapgraph import WarMap
from gmdesk.model.sheetedits import AddCharacter, new_character
from gmdesk.model.war import War
from tests.ui.helpers import window_on


def test_names_added_to_an_empty_war_widen_a_narrow_cast(qtbot, tmp_path):
    war = War(ruleset="ap-sp", title="New", map=WarMap.from_dict({"locations": [
        {"id": "a", "name": "New location 1"}, {"id": "b", "name": "New location 2"}], "links": []}),
        characters={}, seed=1)
    window = window_on(qtbot, tmp_path, war, (1366, 740))
    cast = window.docks["cast"]
    window.resizeDocks([cast], [180], Qt.Orientation.Horizontal)  # narrower than the names will need
    QApplication.processEvents()
    narrow = cast.width()
    try:
        for name, where in (("Kiritsugu Emiya", "a"), ("Artoria Pendragon", "b"), ("Irisviel", "b")):
            assert window.document.do(AddCharacter(new_character(window.document.war, name, "master", None, where)))
            QApplication.processEvents()
        assert cast.width() > narrow and cast.width() >= cast.least_width() - 2
        chosen = cast.width()
        window.document.do(AddCharacter(new_character(window.document.war, "Maiya", "master", None, "a")))
        QApplication.processEvents()
        assert cast.width() == chosen  # wide enough already: left alone
    finally:
        window.close_war()
