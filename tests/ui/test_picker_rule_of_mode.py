"""The order preview cites the rule of the attack the GM picked (QA qf-skirmish #5): Assassin's surprise
attack is skirmish.002 L74, not the regular melee attack's L68, L80."""

from __future__ import annotations

import json
from pathlib import Path

from gmdesk.engine.options.legal import order_options
from gmdesk.model.war import War
from gmdesk.ui.desk.order_picker import OrderPicker

SAMPLE = Path(__file__).resolve().parents[2] / "maps" / "sample-skirmish-night2.json"


def _war() -> War:
    """Night 2 with Assassin next door at Belvedere House, moving in on Berserker (002:L74: on the turn it
    enters the battle)."""
    data = json.loads(SAMPLE.read_text(encoding="utf-8"))
    next(c for c in data["characters"] if c["id"] == "assassin")["location"] = "belvedere-house"
    data["orders"] = [{"actor": "assassin", "action": "move", "to": "saint-brannoc"}]
    return War.from_dict(data)


def test_an_attack_options_rule_follows_its_mode():
    war = _war()
    attack = next(o for o in order_options(war, "assassin", list(war.orders)).actions if o.action == "attack")
    assert "Surprise attack" in attack.values("mode")
    assert attack.rule_for(attack.order(mode="Surprise attack")) == "skirmish 002:L74"
    assert attack.rule_for(attack.template) == "skirmish 002:L68, L80" == attack.rule


def test_the_preview_shows_the_surprise_attacks_rule(qtbot):
    war = _war()
    picker = OrderPicker()
    qtbot.addWidget(picker)
    picker.show_options(war, "assassin", list(war.orders), readonly=False)
    labels = [picker.action.itemText(i) for i in range(picker.action.count())]
    picker.action.setCurrentIndex(next(i for i, t in enumerate(labels) if t.startswith("Basic attack")))
    mode = picker.fields["mode"]
    mode.setCurrentIndex(next(i for i in range(mode.count()) if mode.itemText(i) == "Surprise attack"))
    assert "Rule: skirmish 002:L74" in picker.preview.text()
    mode.setCurrentIndex(0)
    assert "Rule: skirmish 002:L68, L80" in picker.preview.text()
