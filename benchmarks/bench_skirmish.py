"""Benchmark (not a test): a 20-character skirmish battle turn, next to the ap-sp combat turn.

Uses benchmarks/bench_combat.py's war and orders (10 teams of a Master and a Servant in 4 locations,
everyone attacking a foe of the next team, two Command Spells) with skirmish sheets (document 002:
STR/END/MAG/AGI/LCK, a physical offensive skill "Cleave" rank B, Masters' magical "Gandr" rank D). The
battles begin this turn, so each opens with its skirmish (002:L57): every Servant strikes in Agility
order and the struck ones counter-attack at 80 %, then the battle order runs (002:L64) and the Night.
The median per turn is printed with its ratio to the ap-sp turn of bench_combat.

Run: python benchmarks/bench_skirmish.py [--repeat N]
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import bench_combat as bc  # noqa: E402
from gmdesk.engine import resolve_turn  # noqa: E402
from common import answer_all  # noqa: E402


def skirmish_sheet(kind: str, t: int) -> dict:
    """A skirmish sheet: stats of 002:L94-154 (AGI varied as in bench_combat), Health and Mana with their
    regeneration (002:L88-90), skills with rank, type and nature (002:L78, L159)."""
    stats = {"STR": "B", "END": "C", "MAG": "C", "AGI": bc.AGI[t], "LCK": "C"}
    if kind == "servant":
        return {"stats": {**stats, "NP": "B"}, "health": 300, "health_max": 300, "mana": 200, "mana_max": 200,
                "health_regen": 10, "mana_regen": 10,
                "skills": [{"name": "Cleave", "rank": "B", "type": "Offensive", "nature": "Physical", "cost": 10}]}
    return {"stats": {**stats, "STR": "E", "AGI": bc.AGI[t].rstrip("+")}, "health": 150, "health_max": 150,
            "mana": 75, "mana_max": 75, "command_spells": 3,
            "skills": [{"name": "Gandr", "rank": "D", "type": "Offensive", "nature": "Magical", "cost": 5,
                        "hits_masters": True}]}


bc.SHEETS["skirmish"] = skirmish_sheet
bc.SPELLS["skirmish"] = [("fight-harder", {}), ("survive", {})]


def turn_median(ruleset_id: str, repeat: int, opening: bool) -> tuple[float, int, int]:
    war, orders = bc.build(ruleset_id)
    if opening:
        war.battles = []  # the battles begin this turn: each opens with a skirmish (002:L57)
        war.turn = 1
    orders = bc.accepted(war, orders)
    decisions = answer_all(war, orders)
    result = resolve_turn(war, orders, decisions)
    times = bc.timed(lambda _x: resolve_turn(war, orders, decisions), repeat)
    return statistics.median(times), len(result.events), len(orders)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--repeat", type=int, default=30, help="turns resolved per ruleset (default 30)")
    args = parser.parse_args()
    skirmish, s_events, s_orders = turn_median("skirmish", args.repeat, opening=True)
    ap_sp, a_events, a_orders = turn_median("ap-sp", args.repeat, opening=False)
    print(f"skirmish: 20 characters, 4 battles opening with skirmishes, {s_orders} orders, {s_events} events: "
          f"median {skirmish:.2f} ms per turn over {args.repeat} turns")
    print(f"ap-sp: 20 characters in 4 battles, {a_orders} orders, {a_events} events: median {ap_sp:.2f} ms")
    print(f"ratio skirmish / ap-sp (medians): {skirmish / ap_sp:.2f}")


if __name__ == "__main__":
    main()
