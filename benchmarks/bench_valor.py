"""Benchmark (not a test): a 20-character valor battle turn next to the ap-sp turn of the same size.

The war is bench_combat.py's (10 teams of a Master and a Servant in 4 locations, every battle in its
second battle turn, so no skirmish limits), with sheets in valor's format (001:L115-223: stats, the
bracketed regeneration, a STR skill of rank B). Every Servant uses its skill and, with a '+' in AGI,
a normal attack more (001:L91); Masters attack normally (001:L91; an offensive skill cannot target a
Master, 001:L95); two Command Spells (001:L55, L57). The ap-sp turn is bench_combat.py's own. Prints
both medians and the ratio valor / ap-sp, which should stay within 1.5.

Run: python benchmarks/bench_valor.py [--repeat N]
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import bench_combat  # noqa: E402
from bench_combat import LOCATIONS, SHEETS, SPELLS, TEAMS, accepted, build, p90, timed  # noqa: E402
from common import answer_all  # noqa: E402
from gmdesk.engine import resolve_turn  # noqa: E402

VALOR_AGI = ("A+", "B+", "B", "C+", "C", "D+", "D", "E+", "A", "C")
"""bench_combat's Agility with valor's ranks ('+' only, 001:L125-223): some have a '+' for an extra attack."""


def valor_sheet(kind: str, t: int) -> dict:
    """valor sheets: stats of 001:L121-223, Health and Mana with their bracketed regeneration (001:L117,
    L119), a Servant's offensive skill and a Master's (valor skill format)."""
    stats = {"STR": "B", "END": "C", "MAG": "C", "AGI": VALOR_AGI[t], "LCK": "C"}
    if kind == "servant":
        return {"stats": {**stats, "NP": "B"}, "class": ("Saber", "Archer", "Lancer", "Caster", "Rider",
                                                         "Berserker", "Assassin")[t % 7],
                "health": 300, "health_max": 300, "mana": 200, "mana_max": 200, "health_regen": 10, "mana_regen": 10,
                "skills": [{"name": "Cleave", "rank": "B", "type": "Offensive", "cost": 10, "damage": "STR, melee"}]}
    return {"stats": {**stats, "STR": "E"}, "health": 150, "health_max": 150, "mana": 75, "mana_max": 75,
            "command_spells": 3, "points": {"valor": 0}}


def valor_orders() -> list[dict]:
    """Each Servant's skill on a foe's Servant, a normal attack more with a '+' in AGI; Masters attack a
    foe's Servant normally; two Command Spells."""
    orders = []
    for t in range(TEAMS):
        same = [u for u in range(TEAMS) if u != t and u % len(LOCATIONS) == t % len(LOCATIONS)]
        foe, other = same[0], same[-1]
        orders.append({"actor": f"s{t}", "action": "skill", "skill": "Cleave", "targets": [f"s{foe}"]})
        if "+" in VALOR_AGI[t]:
            orders.append({"actor": f"s{t}", "action": "attack", "target": f"s{other}"})
        orders.append({"actor": f"m{t}", "action": "attack", "target": f"s{foe}"})
    for t, (spell, params) in enumerate(SPELLS["valor"]):
        orders.append({"actor": f"m{t}", "action": "command-spell", "spell": spell, "servant": f"s{t}", **params})
    return orders


def median_turn(ruleset_id: str, repeat: int) -> tuple[float, float, int, int]:
    war, orders = build(ruleset_id)
    orders = accepted(war, orders)
    decisions = answer_all(war, orders)
    events = len(resolve_turn(war, orders, decisions).events)
    times = timed(lambda _x: resolve_turn(war, orders, decisions), repeat)
    return statistics.median(times), p90(times), len(orders), events


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--repeat", type=int, default=30, help="turns resolved per ruleset (default 30)")
    args = parser.parse_args()
    SHEETS["valor"] = valor_sheet
    SPELLS["valor"] = [("stop-holding-back", {}), ("survive", {})]
    original = bench_combat.orders_for
    bench_combat.orders_for = lambda rid: valor_orders() if rid == "valor" else original(rid)  # type: ignore[assignment]
    results = {rid: median_turn(rid, args.repeat) for rid in ("ap-sp", "valor")}
    for rid, (median, high, n_orders, n_events) in results.items():
        print(f"{rid}: 20 characters in 4 battles, {n_orders} orders, {n_events} events per turn: "
              f"median {median:.2f} ms, p90 {high:.2f} ms over {args.repeat} turns")
    ratio = results["valor"][0] / results["ap-sp"][0]
    print(f"ratio valor / ap-sp (medians): {ratio:.2f} ({'within' if ratio <= 1.5 else 'ABOVE'} 1.5)")


if __name__ == "__main__":
    main()
