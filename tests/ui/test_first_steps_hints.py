"""A new war's first steps point to where they are taken (QA first hour: the empty Cast was a blank table, and a
location's "Home base of" offered a lone "none" before any team existed)."""

from __future__ import annotations

from gmdesk.model.mapgraph import WarMap
from gmdesk.model.war import War
from gmdesk.model.warfile import load_war
from gmdesk.ui.docks import CastDock
from gmdesk.ui.document import WarDocument
from gmdesk.ui.map.dialogs import LocationDialog
from tests.ui.conftest import SAMPLE


def test_an_empty_cast_says_how_to_make_teams_and_characters(qtbot, tmp_path):
    war = War(ruleset="ap-sp", title="Empty", map=WarMap(), characters={}, seed=1)
    doc = WarDocument.create(tmp_path / "empty.gmdesk", war)
    try:
        dock = CastDock(doc)
        qtbot.addWidget(dock)
        dock.show()
        assert dock.empty_hint.isVisible() and "Teams… (Ctrl+Shift+T)" in dock.empty_hint.text()
    finally:
        doc.close()
    sample = WarDocument.create(tmp_path / "night.gmdesk", load_war(SAMPLE))
    try:
        full = CastDock(sample)
        qtbot.addWidget(full)
        full.show()
        assert not full.empty_hint.isVisible()
    finally:
        sample.close()


def test_a_location_s_home_base_points_to_the_teams_dialog_while_there_are_none(qtbot):
    war = War(ruleset="ap-sp", title="Empty", map=WarMap.from_dict({"locations": [{"id": "a", "name": "Harbour"}],
                                                                     "links": []}), characters={}, seed=1)
    dialog = LocationDialog(war, war.map.locations["a"])
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.owner_combo.itemText(0) == "(nobody's)" and dialog.owner_combo.count() == 1
    assert dialog.no_teams.isVisible() and "Characters ▸ Teams…" in dialog.no_teams.text()
    teams = LocationDialog(load_war(SAMPLE), next(iter(load_war(SAMPLE).map.locations.values())))
    qtbot.addWidget(teams)
    teams.show()
    assert not teams.no_teams.isVisible()
