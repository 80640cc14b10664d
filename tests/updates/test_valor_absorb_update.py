"""A valor absorption in the updates (valor 001:L33: 'a servant who deals the killing blow to another one will
automatically absorb it after the combat phase'): told once, in words, to the team that absorbs, in English
and in Japanese. Sample night 2 (maps/sample-valor-night2.json) with Berserker's
STR EX attack on Caster at Northgate Goods Yard: 200 × END D 0,9 = 180 kills Caster (82 Health)."""

from __future__ import annotations

import json
from pathlib import Path

from gmdesk.engine import resolve_turn
from gmdesk.model.war import War
from gmdesk.updates import UpdateFormat, render, turn_updates

NIGHT2 = Path(__file__).resolve().parents[2] / "maps" / "sample-valor-night2.json"


def updates():
    data = json.loads(NIGHT2.read_text(encoding="utf-8"))
    data["orders"] = [{"actor": "berserker", "action": "attack", "target": "caster"}]
    war = War.from_dict(data)
    result = resolve_turn(war)
    return turn_updates(war, result.war, result.events, result.pending)


def test_an_absorption_is_told_once_in_words():
    told = updates()
    text = render(told.teams["hale"], UpdateFormat.TEXT)
    assert text.count("absorbed the energy of the fallen") == 1
    assert "* Berserker absorbed the energy of the fallen at Northgate Goods Yard." in text
    assert "Absorb:" not in text
    assert "BerserkerはNorthgate Goods Yardで倒れた者の力を吸収した。" in render(told.teams["hale"], UpdateFormat.TEXT, "ja")
