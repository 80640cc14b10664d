"""The Cast dock's tooltips speak the window's language: the kind and the pools as the ruleset's sheet names them
(サーヴァント, 体力), and "true name", the place and "dead" through the interface's words.

Uses the ``document`` fixture of tests/ui/conftest.py (the ap-sp night-2 sample in a fresh .gmdesk)."""

from __future__ import annotations

import pytest

from gmdesk.ui import i18n
from gmdesk.ui.docks import CastDock
from gmdesk.ui.docks.cast import HEALTH, MANA, NAME, WHERE
from tests.ui.helpers import shown
from tests.ui.test_docks import rows

SAID = {
    "en": {"kind": "Servant", "true_name": "true name: Emiya", "dead": "dead", "health": "Health ", "mana": "Mana "},
    "ja": {"kind": "サーヴァント", "true_name": "真名：Emiya", "dead": "死亡", "health": "体力 ", "mana": "魔力 "},
}


@pytest.fixture(params=["en", "ja"])
def language(request):
    """The window's language; English is put back after the test."""
    assert i18n.install(request.param) == request.param
    yield request.param
    i18n.install("en")


def test_a_characters_tooltip_names_kind_true_name_place_and_death_in_the_windows_language(qtbot, document,
                                                                                           language):
    archer = document.war.characters["archer"]
    archer.true_name, archer.alive, archer.health = "Emiya", False, 0
    dock = shown(qtbot, CastDock(document), (420, 600))
    dock.show_dead.setChecked(True)
    _, cells = rows(dock)["archer"]
    tip = cells[NAME].toolTip().split("\n")
    said = SAID[language]
    place = cells[WHERE].text()  # (the place as the dock names it)
    assert tip[0] == archer.name
    assert tip[1].startswith(said["kind"])
    assert said["true_name"] in tip
    assert tip[-1] == said["dead"]
    assert any(place in line for line in tip[3:])
    if language == "ja":
        assert not [line for line in tip[1:] if "true name" in line or line.startswith("at ") or line == "dead"]


def test_the_pool_bars_tooltips_name_the_pool_as_the_sheet_does(qtbot, document, language):
    dock = shown(qtbot, CastDock(document), (420, 600))
    _, cells = rows(dock)["saber"]
    saber = document.war.characters["saber"]
    assert cells[HEALTH].toolTip().startswith(SAID[language]["health"])
    assert cells[MANA].toolTip().startswith(SAID[language]["mana"])
    assert cells[HEALTH].toolTip().endswith(f"{saber.health:g} / {saber.health_max:g}")
