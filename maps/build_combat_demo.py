"""Writes maps/sample-ap-sp-night2.json and maps/sample-true-hgw-night2.json: the ap-sp and true-hgw
sample wars on their second night, with battles going on and the whole night's orders.

The sibling of ``build_demo.py`` (the valor night 3) for combat: each file is the sample war of
``build_samples.py`` advanced to turn 2 (positions, Health and Mana spent on night 1, the battles of
night 1 in their second battle turn, the effects still running) with every order of the night and
the GM's decisions embedded, so that ``gmdesk resolve`` prints a whole night with every number
explained. Run from anywhere: ``python maps/build_combat_demo.py``. Standard library only and
deterministic; the output is committed and ``tests/test_sample_nights.py`` checks it.

ap-sp night 2 (document ap-sp.000):

* Old Gasworks, battle turn 2: Odile spends a Command Spell, "Kill them no matter what!" (000:L379),
  and Saber cuts with STR A+; Saber swears his Support skill for three Turns; Rider's Bridle of
  Storms (Magical, Stun 1); Odile's Sable Needle at Jun is taken by Rider, who protects her Master
  (000:L494); Rider and Jun flee to Weir Bridge in the Movement Phase (000:L512-515).
* Northgate Goods Yard, battle turn 2: the Poison Caster put on Berserker last night ticks in the
  Instant Phase (000:L337); Caster's hex (+25 % on a poisoned target) and Distilled Malady (Special
  damage, Poison 3/15); Caster and Berserker tie on AGI and LCK and act simultaneously (000:L416);
  Berserker's Prepared blow (000:L424); Rufus swings at Sister Agathe and Caster intercepts; Agathe
  delays her healing hymn to the Prepared Effect Phase.
* Bonded Warehouses, a new battle: Tobias scouts it from the lighthouse (000:L468-474); Assassin's
  Surprise Attack on Lancer (000:L314) starts the battle and Lancer's own attack is not carried out;
  Mirela answers with her pistol only if her team was attacked (a conditional order, 000:L831-843);
  Archer, if nobody reached her lighthouse, looses a Long-ranged volley at the Assassin from the Cape
  (000:L255). Piet moves to Ferngate.

true-hgw night 2 (document true-hgw.003):

* Fish Market, battle turn 2: Mirela casts Win on Lancer's STR (003 §III) and Lancer's Melee Basic
  Attack strikes at A+; Archer's Free Action shaft and her Projectile Basic Attack (003 §VI, §IX);
  Tobias shoots at Mirela only if Archer was attacked, and Lancer takes it for his Master (003 §III);
  Archer and Tobias flee to the Harbour Docks (003 §VIII). Lancer's Cattle-Raid Dash pays its upkeep.
* Northgate Goods Yard, battle turn 2: Caster and Berserker tie on Agility and Luck, so the GM picks
  who acts first (003 §II; interpretation initiative-tie); Distilled Malady and the Clapper set their
  Cooldowns; the fever from last night ticks at the end of the turn; Sister Agathe delays her hymn to
  the Attack Phase; Rufus's punch at her is intercepted by Caster.
* Old Gasworks, a new battle: Rider and Saber trade blows; each Master's basic attack at the other
  Master is taken by the Servant. Saber's Oath of the Nine Days runs down its Duration.
* Assassin and Piet move to Ferngate.

Every dodge chance of 003 §VII is rolled with the war's seed; the GM's one decision (the tie) is
embedded.
"""

from __future__ import annotations

import json
from pathlib import Path

HERE = Path(__file__).resolve().parent

WAR_KEYS = ("format", "ruleset", "title", "seed", "turn", "settings", "teams", "map", "characters",
            "battles", "knowledge", "orders", "decisions")
"""The canonical key order of a war (gmdesk.model.war.War.to_dict)."""

CHARACTER_KEYS = ("id", "name", "kind", "class", "team", "master", "location", "true_name", "alignment",
                  "stats", "health", "health_max", "health_regen", "mana", "mana_max", "mana_regen", "points",
                  "command_spells", "alive", "spirit_form", "statuses", "skills", "items", "notes", "gm_notes",
                  "flags")
"""The canonical key order of a character (gmdesk.model.character.Character.to_dict); other keys
(true-hgw ``attributes``) follow."""


# ---------------------------------------------------------------------------------------------
# ap-sp, night 2
# ---------------------------------------------------------------------------------------------
AP_SP_STATE = {
    # id: (location, health, mana, flags) after night 1
    "odile": ("gasworks", 150, 65, {"last_battle_turn": 1}),
    "saber": ("gasworks", 262.5, 180, {"last_battle_turn": 1, "last_hit_turn": 1}),
    "rider": ("gasworks", 244.25, 170, {"last_battle_turn": 1, "last_hit_turn": 1}),
    "jun": ("gasworks", 150, 75, {"last_battle_turn": 1}),
    "caster": ("northgate-yard", 231.5, 150, {"last_battle_turn": 1, "last_hit_turn": 1}),
    "agathe": ("northgate-yard", 150, 75, {"last_battle_turn": 1}),
    "berserker": ("northgate-yard", 270.75, 190, {"last_battle_turn": 1, "last_hit_turn": 1}),
    "rufus": ("northgate-yard", 150, 75, {"last_battle_turn": 1}),
    "lancer": ("bonded-warehouses", 300, 200, {}),
    "mirela": ("bonded-warehouses", 150, 75, {}),
    "assassin": ("bonded-warehouses", 300, 200, {}),
    "piet": ("hollin-wood", 150, 75, {}),
    "archer": ("cape-light", 300, 200, {}),
    "tobias": ("cape-light", 150, 75, {}),
}

AP_SP_STATUSES = {
    # Distilled Malady hit Berserker on night 1: "Poison 3/15", counted from the next Turn (000:L337,
    # L344-347; interpretation status-first-turn=next-turn), so two Turns are left.
    "berserker": [{"name": "Poison", "kind": "status", "turns": 2, "skill": "Distilled Malady", "since": 1,
                   "amount": 15, "source": "caster"}],
}

AP_SP_BATTLES = [
    {"id": "b1-gasworks", "location": "gasworks", "participants": ["saber", "odile", "rider", "jun"], "turns": 1},
    {"id": "b1-northgate-yard", "location": "northgate-yard",
     "participants": ["caster", "agathe", "berserker", "rufus"], "turns": 1},
]

AP_SP_ORDERS = [
    # Daily Move: Tobias looks into the warehouses next to the lighthouse.
    {"actor": "tobias", "action": "scout", "target": "bonded-warehouses"},
    # Instant Phase: a Command Spell and a Surprise Attack.
    {"actor": "odile", "action": "command-spell", "spell": "kill-them", "servant": "saber"},
    {"actor": "assassin", "action": "skill", "skill": "Snuffing Cut", "targets": ["lancer"]},
    # Support Phase.
    {"actor": "saber", "action": "skill", "skill": "Oath of the Nine Days"},
    {"actor": "tobias", "action": "skill", "skill": "Weather Eye"},
    # Attacking Phase: the Gasworks.
    {"actor": "rider", "action": "skill", "skill": "Bridle of Storms", "targets": ["saber"]},
    {"actor": "saber", "action": "attack", "target": "rider"},
    {"actor": "saber", "action": "skill", "skill": "Ninefold Ford", "targets": ["rider"]},
    {"actor": "odile", "action": "skill", "skill": "Sable Needle", "targets": ["jun"]},
    # Attacking Phase: the Goods Yard.
    {"actor": "caster", "action": "attack", "target": "berserker"},
    {"actor": "caster", "action": "skill", "skill": "Distilled Malady", "targets": ["berserker"]},
    {"actor": "berserker", "action": "attack", "target": "caster"},
    {"actor": "rufus", "action": "skill", "skill": "Blacksmith's Haymaker", "targets": ["agathe"]},
    # Attacking Phase: the warehouses and the Cape.
    {"actor": "lancer", "action": "attack", "target": "assassin"},
    {"actor": "mirela", "action": "skill", "skill": "Heirloom Pistol", "targets": ["assassin"],
     "if": {"kind": "attacked-by", "by": "assassin"},
     "else": {"action": "skill", "skill": "Gracious Hostess", "targets": ["mirela"]}},
    {"actor": "archer", "action": "skill", "skill": "Stormbreaker Volley", "targets": ["assassin"],
     "if": {"kind": "hostile-here", "not": True}},
    # Prepared Effect Phase: the bell falls, then the hymn.
    {"actor": "berserker", "action": "skill", "skill": "Tolling Overhead Blow", "targets": ["caster"]},
    {"actor": "agathe", "action": "skill", "skill": "Vesper Hymn", "targets": ["caster"],
     "delay": {"phase": "prepared"}},
    # Movement Phase: a flight on battle turn 2 and a plain move.
    {"actor": "rider", "action": "flee", "to": "weir-bridge"},
    {"actor": "jun", "action": "flee", "to": "weir-bridge"},
    {"actor": "piet", "action": "move", "to": "ferngate"},
]

AP_SP_DECISIONS: list[dict] = []


# ---------------------------------------------------------------------------------------------
# true-hgw, night 2
# ---------------------------------------------------------------------------------------------
TRUE_HGW_STATE = {
    "odile": ("gasworks", 50, 42, {}),
    "saber": ("gasworks", 100, 80, {}),
    "rider": ("gasworks", 100, 92, {}),
    "jun": ("gasworks", 50, 50, {}),
    "caster": ("northgate-yard", 74.4, 70, {"last_battle_turn": 1, "last_hit_turn": 1}),
    "agathe": ("northgate-yard", 50, 45, {"last_battle_turn": 1}),
    "berserker": ("northgate-yard", 74.35, 85, {"last_battle_turn": 1, "last_hit_turn": 1}),
    "rufus": ("northgate-yard", 50, 50, {"last_battle_turn": 1}),
    "lancer": ("fishmarket", 79.6, 66, {"last_battle_turn": 1, "last_hit_turn": 1}),
    "mirela": ("fishmarket", 50, 50, {"last_battle_turn": 1}),
    "archer": ("fishmarket", 88, 90, {"last_battle_turn": 1, "last_hit_turn": 1}),
    "tobias": ("fishmarket", 50, 50, {"last_battle_turn": 1}),
    "assassin": ("hollin-wood", 100, 100, {}),
    "piet": ("hollin-wood", 50, 50, {}),
}

TRUE_HGW_STATUSES = {
    # Night 1 casts still running (003 §IX): an ongoing skill with upkeep, a Duration, a Cooldown and
    # an 'end of the turn' effect the GM recorded for Distilled Malady.
    "saber": [{"name": "Oath of the Nine Days", "kind": "skill", "turns": 2, "targets": ["saber"], "source": "saber",
               "since": 1}],
    "lancer": [{"name": "Cattle-Raid Dash", "kind": "skill", "turns": None, "upkeep": "10 mana",
                "upkeep_cost": {"mana": 10}, "targets": ["lancer"], "source": "lancer", "since": 1}],
    "caster": [{"name": "The Sealed Alembic (Cooldown)", "kind": "cooldown", "skill": "The Sealed Alembic",
                "turns": 4, "source": "caster", "since": 1}],
    "berserker": [{"name": "Fever (Distilled Malady)", "kind": "skill", "timing": "end of the turn", "health": -5,
                   "turns": 2, "source": "caster", "since": 1}],
}

TRUE_HGW_BATTLES = [
    {"id": "b1-fishmarket", "location": "fishmarket", "participants": ["lancer", "mirela", "archer", "tobias"],
     "turns": 1},
    {"id": "b1-northgate-yard", "location": "northgate-yard",
     "participants": ["caster", "agathe", "berserker", "rufus"], "turns": 1},
]

TRUE_HGW_ORDERS = [
    # Command Spell Phase.
    {"actor": "mirela", "action": "command-spell", "spell": "win", "stat": "STR"},
    # Support Phase.
    {"actor": "piet", "action": "skill", "skill": "Smugglers' Ways"},
    # Attack Phase: the Fish Market.
    {"actor": "lancer", "action": "attack", "target": "archer"},
    {"actor": "archer", "action": "skill", "skill": "Whistling Shaft", "targets": ["lancer"]},
    {"actor": "archer", "action": "attack", "target": "lancer", "mode": "Projectile"},
    {"actor": "tobias", "action": "attack", "target": "mirela", "if": {"kind": "attacked", "who": "archer"},
     "else": {"action": "skill", "skill": "Weather Eye", "targets": ["tobias"]}},
    {"actor": "mirela", "action": "attack", "target": "tobias", "mode": "Magic"},
    # Attack Phase: the Goods Yard.
    {"actor": "caster", "action": "skill", "skill": "Distilled Malady", "targets": ["berserker"]},
    {"actor": "berserker", "action": "skill", "skill": "Clapper of the Ninth Bell", "targets": ["caster"]},
    {"actor": "rufus", "action": "attack", "target": "agathe"},
    {"actor": "agathe", "action": "skill", "skill": "Vesper Hymn", "targets": ["caster"], "delay": {"phase": "attack"}},
    # Attack Phase: the Gasworks, a new battle.
    {"actor": "rider", "action": "skill", "skill": "Bridle of Storms", "targets": ["saber"]},
    {"actor": "saber", "action": "attack", "target": "rider"},
    {"actor": "odile", "action": "attack", "target": "jun"},
    {"actor": "jun", "action": "attack", "target": "odile"},
    # Movement Phase.
    {"actor": "archer", "action": "flee", "to": "harbour-docks"},
    {"actor": "tobias", "action": "flee", "to": "harbour-docks"},
    {"actor": "assassin", "action": "move", "to": "ferngate"},
    {"actor": "piet", "action": "move", "to": "ferngate"},
]

TRUE_HGW_DECISIONS = [
    # Caster and Berserker both have AGI C and LCK D: "the GM decides the order of the tied characters"
    # (interpretation initiative-tie=gm, I3.12; 003 §II). The abbess is quicker with a vial.
    {"id": "t2.attack.tie.berserker-caster", "choice": "caster"},
]


# ---------------------------------------------------------------------------------------------
def canonical(data: dict, keys: tuple[str, ...]) -> dict:
    """``data`` with ``keys`` first, in that order, then any other keys as they were."""
    out = {k: data[k] for k in keys if k in data}
    out.update({k: v for k, v in data.items() if k not in out})
    return out


def advance(sample: str, title: str, state: dict, statuses: dict, battles: list, orders: list,
            decisions: list) -> dict:
    """The sample war at the beginning of night 2."""
    war = json.loads((HERE / sample).read_text(encoding="utf-8"))
    war["title"] = f"{war['title']} — {title}"
    war["turn"] = 2
    characters = []
    for ch in war["characters"]:
        location, health, mana, flags = state[ch["id"]]
        ch["location"] = location
        ch["health"] = health
        ch["mana"] = mana
        if ch["id"] in statuses:
            ch["statuses"] = [dict(e) for e in statuses[ch["id"]]]
        if flags:
            ch["flags"] = dict(flags)
        characters.append(canonical(ch, CHARACTER_KEYS))
    war["characters"] = characters
    war["battles"] = [dict(b) for b in battles]
    war["orders"] = [dict(o) for o in orders]
    war["decisions"] = [dict(d) for d in decisions]
    return canonical(war, WAR_KEYS)


def build_ap_sp() -> dict:
    return advance("sample-ap-sp.json", "night 2", AP_SP_STATE, AP_SP_STATUSES, AP_SP_BATTLES, AP_SP_ORDERS,
                   AP_SP_DECISIONS)


def build_true_hgw() -> dict:
    return advance("sample-true-hgw.json", "night 2", TRUE_HGW_STATE, TRUE_HGW_STATUSES, TRUE_HGW_BATTLES,
                   TRUE_HGW_ORDERS, TRUE_HGW_DECISIONS)


def dump(data: dict) -> str:
    """The same text as gmdesk.model.warfile.dump_war."""
    return json.dumps(data, ensure_ascii=False, indent=2) + "\n"


def outputs() -> dict[str, dict]:
    """Every file this script writes, by name."""
    return {"sample-ap-sp-night2.json": build_ap_sp(), "sample-true-hgw-night2.json": build_true_hgw()}


def main() -> None:
    for name, data in outputs().items():
        (HERE / name).write_text(dump(data), encoding="utf-8")
        print(f"wrote {name}")


if __name__ == "__main__":
    main()
