"""The desk's quick judge (gmdesk/engine/options/quick.py) gives exactly the answers of the whole check.

The turn desk judges each candidate order by checking only what it can change beside the turn's legal
orders; the reference is check_orders of all the orders for every candidate (``Judge.quick = False``).
Both are compared, character by character, on the sample war of every ruleset (maps/sample-*.json) and
on the benchmark wars (benchmarks/bench_combat.py: everyone in battle, orders for everyone).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from gmdesk import rulesets
from gmdesk.engine.options.judge import Judge
from gmdesk.engine.options.legal import legal_orders, order_options
from gmdesk.engine.options.quick import TurnBase
from gmdesk.model.war import War
from gmdesk.model.warfile import load_war

ROOT = Path(__file__).resolve().parents[2]
SAMPLES = sorted(p.name for p in (ROOT / "maps").glob("sample-*.json"))


def both(war: War, monkeypatch: pytest.MonkeyPatch) -> list[tuple[Any, Any]]:
    """Every character's options from the quick judge and from the whole check."""
    found = []
    for cid in war.characters:
        quick = order_options(war, cid)
        with monkeypatch.context() as m:
            m.setattr(Judge, "quick", False)
            whole = order_options(war, cid)
        found.append((quick, whole))
    return found


@pytest.mark.parametrize("name", SAMPLES)
def test_quick_options_are_the_whole_checks_options_on_every_sample_war(name, monkeypatch):
    war = load_war(ROOT / "maps" / name)
    pairs = both(war, monkeypatch)
    assert any(quick.actions for quick, _ in pairs)
    for quick, whole in pairs:
        assert quick == whole, quick.actor


@pytest.mark.parametrize("ruleset_id,teams", [("ap-sp", 10), ("true-hgw", 4), ("roll-dice", 4)])
def test_quick_options_are_the_whole_checks_options_on_the_benchmark_war(ruleset_id, teams, monkeypatch):
    monkeypatch.syspath_prepend(str(ROOT / "benchmarks"))
    from bench_combat import accepted, build

    war, orders = build(ruleset_id, teams, ("harbour", "market", "shrine", "bridge")[:teams // 2])
    war.orders = accepted(war, orders)
    assert len(war.orders) >= 2 * teams
    for quick, whole in both(war, monkeypatch):
        assert quick == whole, quick.actor


def test_checks_that_read_the_turns_orders_are_found_and_run_again():
    """valor night 2: an order whose own check reads the turn's orders, and characters whose whole-turn
    checks do, are the ones checked again for each candidate; nothing else is. Without notes of where everyone
    stood last night (a war's first night), a budget does not ask whether its team has been somewhere a turn
    (001:L81), so Piet, Rufus, Tobias do not read the turn's orders; with the sample's notes of night 1 everyone's
    budget reads its own moves."""
    war = load_war(ROOT / "maps" / "sample-valor-night2.json")
    base = TurnBase(war, rulesets.get(war.ruleset), legal_orders(war, war.orders))
    assert not base.whole
    assert base.rerun_orders and set(base.rerun_actors) == set(base.own)
    for ch in war.characters.values():
        ch.flags.pop("valor:at", None)
        ch.flags.pop("valor:here_since", None)
    base = TurnBase(war, rulesets.get(war.ruleset), legal_orders(war, war.orders))
    assert base.rerun_orders and set(base.rerun_actors) < set(base.own)
    assert {"piet", "rufus", "tobias"} <= set(base.own) - set(base.rerun_actors)
    apsp = load_war(ROOT / "maps" / "sample-ap-sp-night2.json")
    base = TurnBase(apsp, rulesets.get(apsp.ruleset), legal_orders(apsp, apsp.orders))
    assert (base.whole, base.rerun_orders, base.rerun_actors, base.reach_reads) == (False, [], [], False)


def test_a_candidate_that_makes_an_order_of_the_turn_illegal_is_refused(monkeypatch):
    """A ruleset hook reading the turn's orders: here a Command Spell is refused when an order of the turn
    targets its caster. odile's "kill-them" stands in ap-sp night 2; rider's Noble Phantasm (in her battle, gasworks) aimed at
    odile would make it illegal, so the quick judge, like the whole check, does not offer odile as a target."""
    war = load_war(ROOT / "maps" / "sample-ap-sp-night2.json")
    ruleset = rulesets.get(war.ruleset)
    phantasm = "Qarasel, Horse of the Four Winds"
    before = next(a for a in order_options(war, "rider").of("skill") if a.template["skill"] == phantasm)
    assert ["odile"] in before.values("targets")

    def problem(self: Any, caster: Any, spell: Any, order: Any, war: War) -> str | None:
        aimed = [o for o in war.orders if o.get("target") == caster.id or caster.id in o.get("targets", [])]
        return "its caster is attacked this turn" if aimed else None

    monkeypatch.setattr(type(ruleset), "command_spell_problem", problem)
    assert legal_orders(war, war.orders) == war.orders
    quick = order_options(war, "rider")
    after = next(a for a in quick.of("skill") if a.template["skill"] == phantasm)
    assert ["odile"] not in after.values("targets") and ["saber"] in after.values("targets")
    monkeypatch.setattr(Judge, "quick", False)
    assert order_options(war, "rider") == quick
