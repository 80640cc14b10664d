"""Benchmark (not a test): how long resolving a turn of movement takes.

Prints medians over repeated runs for
- the sample valor night (14 characters, 25 locations, a crossing, a sighting, a scout, a flight);
- a generated valor war of N teams moving two locations on a 1,000-location grid city
  (crossings and sightings are found by comparing every pair of parties);
- a raw networkx baseline: the shortest routes alone for the same moves, to show what share of
  the time is the rules rather than the graph.

Run: python benchmarks/bench_movement.py
"""

from __future__ import annotations

import json
from pathlib import Path

import networkx as nx

from common import answer_all, median_ms
from gmdesk.engine import resolve_turn
from gmdesk.model.war import War

ROOT = Path(__file__).resolve().parent.parent




def grid_war(side: int, teams: int) -> tuple[War, list[dict]]:
    ids = [f"n{x}-{y}" for x in range(side) for y in range(side)]
    links = []
    for x in range(side):
        for y in range(side):
            if x + 1 < side:
                links.append([f"n{x}-{y}", f"n{x + 1}-{y}"])
            if y + 1 < side:
                links.append([f"n{x}-{y}", f"n{x}-{y + 1}"])
    characters, orders = [], []
    for t in range(teams):
        x, y = (t * 7) % (side - 2), (t * 3) % (side - 2)
        here, there = f"n{x}-{y}", f"n{x + 2}-{y}"
        for kind in ("servant", "master"):
            cid = f"{kind[0]}{t}"
            characters.append({"id": cid, "name": cid, "kind": kind, "team": f"t{t}", "location": here,
                               "stats": {"AGI": "C", "LCK": "BCDAE"[t % 5]}})
            orders.append({"actor": cid, "action": "move", "to": there})
    data = {"format": "gmdesk-war/1", "ruleset": "valor", "title": "bench", "seed": 1, "turn": 1,
            "map": {"locations": [{"id": i, "name": i} for i in ids], "links": links},
            "characters": characters, "orders": [], "decisions": []}
    return War.from_dict(data), orders



def main() -> None:
    sample = War.from_dict(json.loads((ROOT / "maps" / "sample-valor-night3.json").read_text()))
    ms = median_ms(lambda: resolve_turn(sample))
    print(f"sample valor night 3 (14 characters, 25 locations): median {ms:.2f} ms per turn")
    for teams in (10, 20, 40):
        war, orders = grid_war(32, teams)
        decisions = answer_all(war, orders)
        ms = median_ms(lambda: resolve_turn(war, orders, decisions), repeat=7)
        graph = war.map.graph
        base = median_ms(lambda: [nx.shortest_path(graph, war.characters[o["actor"]].location, o["to"])
                                  for o in orders], repeat=7)
        print(f"valor, 1,024 locations, {2 * teams} characters moving 2 locations, "
              f"{len(decisions)} decisions: median {ms:.1f} ms; routes alone (networkx) {base:.2f} ms; "
              f"ratio {ms / base:.0f}x")


if __name__ == "__main__":
    main()
