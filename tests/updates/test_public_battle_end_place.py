"""The public update says where a battle ended, as it says where one broke out (QA qf-skirmish #4).

Skirmish night 2 with Berserker fleeing (skirmish.002 L72: the fugitive acts last): the battle at
St. Brannoc Infirmary ends with no fighter left there (Assassin dead, Berserker gone), so the end event
names nobody; the update finds the place from the battle that began there."""

from __future__ import annotations

import json
from pathlib import Path

from gmdesk.engine import resolve_turn
from gmdesk.model.war import War
from gmdesk.updates import UpdateFormat, render, turn_updates

MAPS = Path(__file__).resolve().parents[2] / "maps"


def _night2_berserker_flees() -> str:
    data = json.loads((MAPS / "sample-skirmish-night2.json").read_text(encoding="utf-8"))
    data["orders"].append({"actor": "berserker", "action": "flee", "to": "belvedere-house"})
    war = War.from_dict(data)
    result = resolve_turn(war)
    return render(turn_updates(war, result.war, result.events, result.pending).public, UpdateFormat.TEXT)


def test_a_battle_that_ends_with_nobody_left_is_placed():
    public = _night2_berserker_flees()
    assert "A battle broke out at St. Brannoc Infirmary." in public
    assert "A battle ended at St. Brannoc Infirmary." in public
    assert "A battle ended." not in public


def test_a_battle_begun_in_an_earlier_turn_is_placed_too():
    """Night 2's battle at Weir Bridge goes on; night 3 Rider flees it: its end is placed from the war's
    battles before the turn."""
    data = json.loads((MAPS / "sample-skirmish-night2.json").read_text(encoding="utf-8"))
    war = War.from_dict(data)
    after = resolve_turn(war).war
    after.orders = [{"actor": "rider", "action": "flee", "to": "gasworks"}]
    result = resolve_turn(after)
    public = render(turn_updates(after, result.war, result.events, result.pending).public, UpdateFormat.TEXT)
    assert "A battle ended at Weir Bridge." in public
