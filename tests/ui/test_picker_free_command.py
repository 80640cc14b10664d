"""The Turn Desk offers a Command Spell whose command is free words (QA qf-skirmish #6): skirmish's
"Do as I say!" (002:L45, "an absolute command") takes a text box; an empty command is refused, as the order
check refuses it (gmdesk/engine/combat/spells.py), and Add makes the order, which undo takes back."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from gmdesk.engine.combat.spells import problem as spell_problem
from gmdesk.engine.options.legal import order_options
from gmdesk.rulesets import get as ruleset_of
from gmdesk.ui.document import WarDocument
from gmdesk.model.warfile import load_war
from gmdesk.ui.desk import TurnDesk
from tests.ui.helpers import shown

SAMPLE = Path(__file__).resolve().parents[2] / "maps" / "sample-skirmish-night2.json"
COMMAND = "Hold the gate until dawn"


@pytest.fixture
def document(tmp_path, qtbot):
    """A copy of the skirmish night-2 sample in a fresh .gmdesk."""
    shutil.copy(SAMPLE, tmp_path / "night2.json")
    doc = WarDocument.create(tmp_path / "war.gmdesk", load_war(tmp_path / "night2.json"))
    yield doc
    doc.close()


def test_the_engine_offers_do_as_i_say_with_a_written_command(document):
    war = document.war
    spell = next(o for o in order_options(war, "odile", list(war.orders)).actions
                 if o.template.get("spell") == "do-as-i-say")
    assert spell.text_fields == ("command",)
    assert "command" not in spell.fields and spell.rule == "skirmish 002:L45"
    caster = war.characters["odile"]
    ruleset = ruleset_of(war.ruleset)
    assert spell_problem(war, ruleset, caster, spell.template) is None  # a legal order, with a stand-in command
    assert "it is empty" in (spell_problem(war, ruleset, caster, spell.order(command="  ")) or "")
    assert spell_problem(war, ruleset, caster, spell.order(command=COMMAND)) is None


def test_the_desk_adds_the_written_command_and_refuses_an_empty_one(qtbot, document):
    desk = shown(qtbot, TurnDesk(document), (1366, 768))
    desk.select_character("odile")
    picker = desk.orders.picker
    picker.pick_action("command-spell", 'Command Spell "Do as I say!"')
    box = picker.texts["command"]
    assert box.text() == ""  # the GM writes the words; the engine's stand-in is not offered as one
    qtbot.waitUntil(box.isVisible)  # a row added to a shown form is shown once events run
    assert picker.form.labelForField(box).text() == "Command"
    before = list(document.war.orders)
    qtbot.mouseClick(picker.add_button, Qt.MouseButton.LeftButton)
    assert document.war.orders == before  # nothing written: refused, with the reason shown
    assert "write the command first: it may not be empty" in picker.preview.text()
    assert not picker.add_button.isEnabled()
    qtbot.keyClicks(box, COMMAND)
    assert picker.problem() is None
    assert f"command {COMMAND}" in picker.preview.text()
    qtbot.mouseClick(picker.add_button, Qt.MouseButton.LeftButton)
    added = document.war.orders[-1]
    assert added == {"actor": "odile", "action": "command-spell", "spell": "do-as-i-say", "servant": "saber",
                     "command": COMMAND}
    document.undo_stack.undo()
    assert document.war.orders == before
