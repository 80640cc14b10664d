"""The Turn Desk's legal orders offer what the order checks accept (QA fixes): roll-dice Saber's attack on a
hidden Rider that ambushes this turn, delayed past the ambush (the sample day's turn 2); identification's
財産ポイント; valor's flight and pursuit, which do not go together.

Documents cited: roll-dice = /work/shared/rules/roll-dice.004 (lines), valor = valor.001 (lines).
"""

from __future__ import annotations

from pathlib import Path

from gmdesk.engine.options.legal import order_options, order_problem
from gmdesk.model.warfile import load_war
from tests.sample_day import day_after

MAPS = Path(__file__).resolve().parents[2] / "maps"


def _day_after(tmp_path: Path, capsys, turns: int):
    """The sample day after its first ``turns`` turns, and the day's turns."""
    path, day = day_after(tmp_path, turns)
    capsys.readouterr()
    return load_war(path), day


def test_saber_may_attack_the_hidden_rider_that_ambushes_this_turn_delayed_to_the_combat_phase(tmp_path, capsys):
    """Turn 2: Rider is hidden (L445) and ambushes 衛宮士郎 on the bridge, which ends its stealth (L457); Saber,
    moving there, attacks it delayed to the combat phase. The checks accept that order, so the desk offers it."""
    war, day = _day_after(tmp_path, capsys, 1)
    wanted = day[1]["orders"][4]
    assert wanted["actor"] == "saber" and wanted["delay"] == {"phase": "combat"}
    before = day[1]["orders"][:4]  # the moves, Saber's cover, Rider's ambush
    assert order_problem(war, wanted, before) is None
    attacks = order_options(war, "saber", before).of("attack")
    assert len(attacks) == 1
    attack = attacks[0]
    assert attack.values("target") == ["rider"]
    assert "hidden" in dict(attack.fields["target"])["rider"]  # why it needs the delay, shown with the target
    assert {"phase": "combat"} in attack.values("delay")
    strength = next(m for m in attack.values("mode") if "STR" in m)
    assert order_problem(war, attack.order(mode=strength, delay={"phase": "combat"}), before) is None


def test_a_hidden_target_that_does_nothing_this_turn_is_not_offered(tmp_path, capsys):
    """Without an order of Rider's this turn nothing ends its stealth before Saber acts (L445): not offered."""
    war, day = _day_after(tmp_path, capsys, 1)
    moves = day[1]["orders"][:3]
    assert order_options(war, "saber", moves).of("attack") == []


def test_identification_offers_the_wealth_the_master_has_left(tmp_path, capsys):
    """Turn 3: 衛宮士郎 identifies Rider with 2 財産ポイント (L963); he has 社会 level × 2 = 4 (L960)."""
    war, day = _day_after(tmp_path, capsys, 2)
    wanted = day[2]["orders"][1]
    assert wanted == {"actor": "shirou", "action": "identify", "target": "rider", "wealth": 2}
    identify = order_options(war, "shirou", day[2]["orders"][:1]).of("identify")[0]
    assert identify.values("wealth") == [None, 1, 2, 3, 4]
    assert identify.order(wealth=2) == wanted


def test_valor_a_fugitive_is_not_offered_a_pursuit_and_the_pair_is_refused():
    """valor 001:L107: fugitives 'cannot move anywhere else except for the destination they chose as escape
    route'; a pursuer moves to where it guesses the fugitive went. Rufus flees on night 2."""
    war = load_war(MAPS / "sample-valor-night2.json")
    assert {"actor": "rufus", "action": "flee", "to": "collegium"} in war.orders
    assert order_options(war, "rufus").of("pursue") == []
    pursuit = {"actor": "rufus", "action": "pursue", "target": "caster", "to": "collegium"}
    assert "already used by flee" in (order_problem(war, pursuit) or "")
    alone = [o for o in war.orders if o["actor"] != "rufus"]
    assert order_options(war, "rufus", alone).of("pursue")  # without his flight he may pursue
    assert order_problem(war, pursuit, alone) is None
