"""Writes maps/sample-valor-night3.json: the sample valor war on its third night, with orders.

A war in progress shows what the engine does with movement: a crossing on Weir Bridge, a sighting
at the Collegium between two teams of equal luck (so the GM is asked), a scout at the warehouses,
and a flight from the Velodrome with a pursuit that guesses right. Run from anywhere:
``python maps/build_demo.py``. Deterministic; the output is committed.
"""

import json
from pathlib import Path

HERE = Path(__file__).resolve().parent

POSITIONS = {
    "saber": "weir-mills", "odile": "weir-mills",          # verhaegen set out south
    "rider": "gasworks", "jun": "gasworks",                # arakida hold the gasworks
    "caster": "calder-hill", "agathe": "calder-hill",      # lindqvist head for Northgate
    "berserker": "collegium", "rufus": "collegium",        # hale wait at the Collegium
    "archer": "cape-light", "tobias": "cape-light",        # greenhalgh at home
    "mirela": "bonded-warehouses",                         # castellan's Master lurks
    "lancer": "velodrome", "assassin": "velodrome",        # fighting since last night
    "piet": "hollin-wood",
}

ARRIVED_ON_NIGHT_2 = {"berserker", "rufus", "mirela", "lancer", "assassin"}
"""Who came to where they stand on night 2 (the others have stood there since night 1): the valor flags that count a
team's time in one area (001:L81), so the night does not start everyone's count afresh."""

ORDERS = [
    {"actor": "saber", "action": "move", "to": "gasworks"},
    {"actor": "odile", "action": "move", "to": "gasworks"},
    {"actor": "rider", "action": "move", "to": "weir-bridge", "delay": True},
    {"actor": "jun", "action": "move", "to": "weir-bridge", "delay": True},
    {"actor": "caster", "action": "move", "to": "northgate-yard", "route": ["calder-hill", "collegium", "northgate-yard"]},
    {"actor": "agathe", "action": "move", "to": "northgate-yard", "route": ["calder-hill", "collegium", "northgate-yard"]},
    {"actor": "archer", "action": "scout", "target": "bonded-warehouses"},
    {"actor": "assassin", "action": "flee", "to": "hollin-wood"},
    {"actor": "lancer", "action": "pursue", "target": "assassin", "to": "hollin-wood"},
    {"actor": "caster", "action": "attack", "target": "berserker"},
]

DECISIONS = [
    {"id": "t3.scout-spotted.archer", "choice": "return"},
    {"id": "t3.crossing.arakida:rider-jun.verhaegen:saber-odile", "choice": "follow"},
    {"id": "t3.sighting-tie.lindqvist:caster-agathe.hale:rufus-berserker", "choice": "lindqvist:caster-agathe"},
    {"id": "t3.sighting.lindqvist:caster-agathe.hale:rufus-berserker", "choice": "stop"},
]


def build() -> dict:
    war = json.loads((HERE / "sample-valor.json").read_text(encoding="utf-8"))
    war["title"] = war["title"] + " — night 3"
    war["turn"] = 3
    for ch in war["characters"]:
        ch["location"] = POSITIONS[ch["id"]]
        fighting = ch["id"] in ("lancer", "assassin")  # since night 2, their skirmish behind them (001:L75-77)
        ch["flags"] = {"last_battle_turn": 2, "valor:skirmished": 2} if fighting else {}
        since = 2 if ch["id"] in ARRIVED_ON_NIGHT_2 else 1
        ch["flags"].update({"valor:at": ch["location"], "valor:here_since": since})
    war["battles"] = [{"id": "b2-velodrome", "location": "velodrome", "participants": ["lancer", "assassin"],
                       "turns": 1}]
    war["orders"] = ORDERS
    war["decisions"] = DECISIONS
    return war


if __name__ == "__main__":
    out = HERE / "sample-valor-night3.json"
    out.write_text(json.dumps(build(), ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    print(f"wrote {out}")
