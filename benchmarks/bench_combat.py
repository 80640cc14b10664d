"""Benchmark (not a test): how long resolving a turn of combat takes, next to a Diplomacy adjudicator.

Builds a 20-character war (10 teams of a Master and a Servant) with everyone in battle: the teams
share 4 locations, every battle already in its second battle turn (no first-turn limits). Every
character has a basic attack and a damage skill written in its ruleset's sheet format, and orders
for everyone: skills, basic attacks and two Command Spells. The turn is resolved N times for each
built-in ruleset with combat among ap-sp and true-hgw (the arena house ruleset of
tests/engine/test_combat_engine.py when neither has combat yet); the median and 90th percentile per
turn are printed with the number of events.

For scale, the same process then times the ``diplomacy`` package (a DATC-compliant Diplomacy
adjudicator) adjudicating the standard opening, Spring 1901 with orders for all 22 units, as many
times. ``diplomacy`` is a benchmark-only dependency, not one of gmdesk's: install it with

    python -m pip install diplomacy

The comparison is skipped, with a message, when it is not installed.

Run: python benchmarks/bench_combat.py [--repeat N]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from gmdesk import rulesets  # noqa: E402
from gmdesk.engine import resolve_turn  # noqa: E402
from gmdesk.engine.orders import OrdersRefused  # noqa: E402
from gmdesk.model.war import War  # noqa: E402
from common import answer_all  # noqa: E402

TEAMS = 10
LOCATIONS = ("harbour", "market", "shrine", "bridge")
AGI = ("A", "B+", "B", "C+", "C", "D+", "D", "E+", "A", "C")
"""Varied Agility so that initiative phases order the actors rather than tie them all."""


# -- sheets per ruleset (each in the ruleset's documented format) ------------------------------------
def ap_sp_sheet(kind: str, t: int) -> dict:
    """ap-sp sheets: stats of 000:L58-171, pools of 000:L40-50, AP in points (000:L230), skills in the
    SKILL FORMAT of 000:L283-329."""
    stats = {"STR": "B", "END": "C", "MAE": "C", "MAR": "C", "AGI": AGI[t], "LCK": "C", "ACT": "C"}
    if kind == "servant":
        return {"stats": {**stats, "NP": "B"}, "health": 300, "health_max": 300, "mana": 200, "mana_max": 200,
                "health_regen": 10, "mana_regen": 10, "points": {"AP": 4},
                "skills": [{"Name": "Basic Attack", "Type": "Basic Attack", "Damage": "20 Physical"},
                           {"Name": "Cleave", "Rank": "B", "Type": "Anti-Personnel", "Max Number of Targets": "1",
                            "Type of Target": "[Enemy]", "Damage": "30 Physical", "Cost": "1 AP, 10 Mana"}]}
    return {"stats": {**stats, "STR": "E"}, "health": 150, "health_max": 150, "mana": 75, "mana_max": 75,
            "command_spells": 3, "points": {"CP": 0},
            "skills": [{"Name": "Basic Attack", "Type": "Basic Attack", "Damage": "5 Physical",
                        "Cost": "1 Turn Action"},
                       {"Name": "Gandr", "Rank": "D", "Type": "Anti-Personnel", "Max Number of Targets": "1",
                        "Type of Target": "[Enemy]", "Damage": "15 Magical", "Cost": "10 Mana"}]}


def true_hgw_sheet(kind: str, t: int) -> dict:
    """true-hgw sheets: stats and pools of 003 §II, Attributes for basic attacks (003 §VII), skills as
    003 §IX writes them."""
    stats = {"STR": "B", "END": "C", "MAG": "C", "AGI": AGI[t].rstrip("-"), "LCK": "C"}
    if kind == "servant":
        return {"stats": {**stats, "NP": "B"}, "health": 100, "health_max": 100, "mana": 100, "mana_max": 100,
                "health_regen": 5, "mana_regen": 5, "attributes": ["Melee", "Projectile"],
                "skills": [{"name": "Cleave", "rank": "B", "type": "Melee Attack", "targets": "[Enemy] 1",
                            "cost": "10 Mana", "effect": "A heavy blow."}]}
    return {"stats": {**stats, "STR": "E"}, "health": 50, "health_max": 50, "mana": 50, "mana_max": 50,
            "command_spells": 3, "attributes": ["Magus"],
            "skills": [{"name": "Gandr", "rank": "D", "type": "Magic Attack", "targets": "[Enemy] 1",
                        "cost": "5 Mana", "effect": "A curse shot."}]}


def arena_sheet(kind: str, t: int) -> dict:
    """The arena house ruleset's sheet dicts (tests/engine/test_combat_engine.py)."""
    return {"stats": {"AGI": AGI[t]}, "health": 100, "health_max": 100, "mana": 30, "mana_max": 40,
            "command_spells": 3 if kind == "master" else None,
            "skills": [{"name": "Cleave" if kind == "servant" else "Gandr", "damage": [15], "ap": 1}]}


def roll_dice_sheet(kind: str, t: int) -> dict:
    """roll-dice sheets: stats of 004:L660-L706 (Saber and the Master base), HP/MP of L871, rank level (L747),
    a weapon and armour (L202-L203), a skill adding dice to attack and defence (L922)."""
    agi = AGI[t].rstrip("+-")
    if kind == "servant":
        return {"class": "Saber", "stats": {"STR": "A", "END": "B", "AGI": agi, "MAG": "C", "LCK": "D", "NP": "-"},
                "health": 45, "health_max": 45, "mana": 29, "mana_max": 29, "points": {"rank_level": 7},
                "skills": [{"name": "心眼(偽)", "rank": "C", "combat": "both"}],
                "items": [{"name": "剣", "type": "武器", "attack": 2}, {"name": "鎧", "type": "防具", "armour": 1}]}
    return {"stats": {"STR": "D", "END": "D", "AGI": "D", "MAG": "C", "LCK": "E", "SOC": "E"}, "health": 19,
            "health_max": 19, "mana": 15, "mana_max": 15, "points": {"rank_level": 3}, "command_spells": 3,
            "skills": [{"name": "魔術", "rank": "C"}]}


SHEETS = {"ap-sp": ap_sp_sheet, "true-hgw": true_hgw_sheet, "arena-test": arena_sheet, "roll-dice": roll_dice_sheet}
ONE_ACTION = {"true-hgw", "roll-dice"}
"""Rulesets where a character has one standard action a turn (true-hgw 003 §VI): one attack each."""
SPELLS = {"ap-sp": [("kill-them", {}), ("withstand", {})], "true-hgw": [("win", {"stat": "STR"}), ("obey", {})],
          "arena-test": [("shield", {}), ("shield", {})], "roll-dice": []}
BASIC_ONLY = {"roll-dice"}
"""Rulesets whose attacks are basic attacks only (roll-dice: stat checks, 004:L202-L213; skills add dice)."""


def build(ruleset_id: str, teams: int = TEAMS, locations: tuple[str, ...] = LOCATIONS,
          solo_master: bool = False) -> tuple[War, list[dict]]:
    """The war and its orders: ``teams`` teams of a Master and a Servant sharing ``locations`` (team ``t`` at
    ``locations[t % len(locations)]``); with ``solo_master`` the last team is a Master alone (odd sizes)."""
    characters, battles = [], []
    for t in range(teams):
        loc = locations[t % len(locations)]
        for kind in ("master", "servant"):
            if kind == "servant" and solo_master and t == teams - 1:
                continue
            cid = f"{kind[0]}{t}"
            sheet = {k: v for k, v in SHEETS[ruleset_id](kind, t % len(AGI)).items() if v is not None}
            ch = {"id": cid, "name": f"{kind.capitalize()} {t}", "kind": kind, "team": f"t{t}", "location": loc,
                  **sheet}
            if kind == "servant":
                ch["master"] = f"m{t}"
            characters.append(ch)
    for loc in locations:
        battles.append({"id": f"battle-{loc}", "location": loc, "turns": 1,
                        "participants": [c["id"] for c in characters if c["location"] == loc]})
    data = {"format": "gmdesk-war/1", "ruleset": ruleset_id, "title": "combat bench", "seed": 3, "turn": 4,
            "map": {"locations": [{"id": loc, "name": loc.capitalize()} for loc in locations],
                    "links": [[a, b] for a, b in zip(locations, locations[1:])] + [[locations[-1], locations[0]]]},
            "characters": characters, "battles": battles, "orders": [], "decisions": []}
    ids = {c["id"] for c in characters}
    return War.from_dict(data), [o for o in orders_for(ruleset_id, teams, len(locations)) if _names_only(o, ids)]


def _names_only(order: dict, ids: set[str]) -> bool:
    """Whether every character the order names is in the war (a solo Master's team has no Servant)."""
    named = [order["actor"], order.get("target"), order.get("servant"), *order.get("targets", [])]
    return all(n in ids for n in named if n is not None)


def orders_for(ruleset_id: str, teams: int = TEAMS, locations: int = len(LOCATIONS)) -> list[dict]:
    """Everyone attacks a foe of the next team in the same location: Servants use their skill (and, where
    AP allow, a basic attack too), Masters alternate basic attacks and skills; two Command Spells."""
    orders = []
    for t in range(teams):
        same = [u for u in range(teams) if u != t and u % locations == t % locations]
        foe = same[0]
        other = same[-1]
        if ruleset_id in BASIC_ONLY:
            # Luck rerolls on attack and defence (004:L215-L217) so the battle's modifiers are timed too
            orders.append({"actor": f"s{t}", "action": "attack", "target": f"s{foe}", "luck": 1, "defence_luck": 1})
        elif ruleset_id in ONE_ACTION and t % 2:
            orders.append({"actor": f"s{t}", "action": "attack", "target": f"s{foe}", "mode": "melee"})
        else:
            orders.append({"actor": f"s{t}", "action": "skill", "skill": "Cleave", "targets": [f"s{foe}"]})
        if ruleset_id not in ONE_ACTION:
            orders.append({"actor": f"s{t}", "action": "attack", "target": f"s{other}"})
        if t % 2 or ruleset_id in BASIC_ONLY:
            orders.append({"actor": f"m{t}", "action": "attack", "target": f"m{foe}"})
        else:
            orders.append({"actor": f"m{t}", "action": "skill", "skill": "Gandr", "targets": [f"m{other}"]})
    for t, (spell, params) in enumerate(SPELLS[ruleset_id]):
        orders.append({"actor": f"m{t}", "action": "command-spell", "spell": spell, "servant": f"s{t}", **params})
    return orders


def accepted(war: War, orders: list[dict]) -> list[dict]:
    """The orders the engine accepts (a refused one is reported and dropped, so the bench still runs)."""
    try:
        resolve_turn(war, orders, [])
        return orders
    except OrdersRefused as refused:
        bad = {r.order.get("_index") for r in refused.refusals}
        for r in refused.refusals:
            print(f"  note: order dropped: {r}")
        return accepted(war, [o for i, o in enumerate(orders) if i not in bad])



def timed(fn, repeat: int, setup=lambda: None) -> list[float]:
    times = []
    for _ in range(repeat):
        arg = setup()
        start = time.perf_counter()
        fn(arg)
        times.append((time.perf_counter() - start) * 1000)
    return times


def p90(times: list[float]) -> float:
    return statistics.quantiles(times, n=10)[-1] if len(times) > 1 else times[0]


# -- Diplomacy --------------------------------------------------------------------------------------
OPENING = {
    "AUSTRIA": ["A BUD - SER", "F TRI - ALB", "A VIE - GAL"],
    "ENGLAND": ["F EDI - NTH", "F LON - ENG", "A LVP - YOR"],
    "FRANCE": ["F BRE - MAO", "A MAR - SPA", "A PAR - BUR"],
    "GERMANY": ["F KIE - DEN", "A BER - KIE", "A MUN - RUH"],
    "ITALY": ["F NAP - ION", "A ROM - APU", "A VEN H"],
    "RUSSIA": ["A MOS - UKR", "F SEV - BLA", "F STP/SC - BOT", "A WAR - GAL"],
    "TURKEY": ["F ANK - BLA", "A CON - BUL", "A SMY - CON"],
}
"""Spring 1901 standard orders for all 22 units; Galicia and the Black Sea bounce (two standoffs)."""


def diplomacy_times(repeat: int) -> tuple[list[float], list[float], str] | None:
    try:
        from diplomacy import Game
    except ImportError as exc:
        print(f"diplomacy: not installed ({exc}); skipping the comparison. Install it (benchmark only, not a "
              f"gmdesk dependency) with:  python -m pip install diplomacy")
        return None
    assert sum(len(v) for v in OPENING.values()) == 22

    def adjudicate(game) -> None:
        for power, orders in OPENING.items():
            game.set_orders(power, orders)
        game.process()

    check = Game()
    adjudicate(check)
    outcome = (f"next phase {check.get_current_phase()}; Austria {' '.join(check.get_units('AUSTRIA'))}, "
               f"Russia {' '.join(check.get_units('RUSSIA'))}")
    made = timed(lambda _g: Game(), repeat)
    runs = timed(adjudicate, repeat, setup=Game)
    return runs, made, outcome


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--repeat", type=int, default=30, help="turns resolved per ruleset (default 30)")
    args = parser.parse_args()
    chosen = [r for r in ("ap-sp", "true-hgw", "roll-dice") if rulesets.get(r).has_combat]
    if not chosen:
        from tests.engine.test_combat_engine import Arena

        print("neither ap-sp nor true-hgw has combat yet: timing the arena house ruleset instead")
        rulesets.register(Arena())
        chosen = ["arena-test"]
    medians = {}
    for ruleset_id in chosen:
        war, orders = build(ruleset_id)
        orders = accepted(war, orders)
        decisions = answer_all(war, orders)
        result = resolve_turn(war, orders, decisions)
        kinds: dict[str, int] = {}
        for e in result.events:
            kinds[e.kind] = kinds.get(e.kind, 0) + 1
        times = timed(lambda _x: resolve_turn(war, orders, decisions), args.repeat)
        medians[ruleset_id] = statistics.median(times)
        top = ", ".join(f"{k} {n}" for k, n in sorted(kinds.items(), key=lambda kv: -kv[1])[:8])
        print(f"{ruleset_id}: 20 characters in 4 battles, {len(orders)} orders, {len(decisions)} decisions, "
              f"{len(result.events)} events per turn ({top}): median {medians[ruleset_id]:.2f} ms, "
              f"p90 {p90(times):.2f} ms per turn over {args.repeat} turns")
    if "roll-dice" in medians and "ap-sp" in medians:
        print(f"ratio roll-dice / ap-sp (medians): {medians['roll-dice'] / medians['ap-sp']:.2f} (a roll-dice turn "
              f"fights its combat turns to the end inside the action turn, 004:L240)")
    dip = diplomacy_times(args.repeat)
    if dip is None:
        return
    runs, made, outcome = dip
    median = statistics.median(runs)
    print(f"diplomacy: Spring 1901 standard opening, 22 units (set_orders + process; after it: {outcome}): "
          f"median {median:.2f} ms, p90 {p90(runs):.2f} ms over {args.repeat} turns "
          f"(building a fresh Game(), not timed above: median {statistics.median(made):.2f} ms)")
    for ruleset_id, ms in medians.items():
        print(f"ratio {ruleset_id} / diplomacy (medians): {ms / median:.2f}")


if __name__ == "__main__":
    main()
