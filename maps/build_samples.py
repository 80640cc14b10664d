"""Build the bundled sample wars: one city, seven teams, one war file per ruleset.

Run from anywhere (standard library only, deterministic: the same script always writes the
same bytes)::

    python maps/build_samples.py

It writes, next to itself:

* ``city.map.json``           the map alone: ``{"locations": [...], "links": [...]}``
* ``sample-ap-sp.json``       ruleset ``ap-sp``    (ap-sp 000)
* ``sample-valor.json``       ruleset ``valor``    (valor 001)
* ``sample-skirmish.json``    ruleset ``skirmish`` (skirmish 002)
* ``sample-true-hgw.json``    ruleset ``true-hgw`` (true-hgw 003)
* ``sample-roll-dice.json``   ruleset ``roll-dice`` (Fate/roll dice 004, Japanese)
* ``sample-skirmish-night2.json`` the skirmish sample on its second night, with orders: two battles
  open with skirmishes (one ends in a counter-attack that kills), a Noble Phantasm clash, a civilian
  drained, and Archer scouting yet regenerating by her Independent Action (002:L8) (``skirmish_night2``)
* ``sample-valor-night2.json`` the valor war on its second night, with two battles and every order
  (``valor_night``): a full ambush by Assassin at the Old Gasworks (001:L87) and, at Northgate Goods
  Yard in its second battle turn, Caster's skill and the flight of the Hale team (001:L95, L107);
  Archer walks to the Harbour Docks and drains civilians there (001:L31).

Every war file is in the canonical ``gmdesk-war/1`` form, i.e. exactly what
``War.from_dict(data).to_dict()`` returns (same keys, same key order, empty optional fields
left out), written the way ``gmdesk.model.warfile.dump_war`` writes it.

The city and the teams are shared. What changes per ruleset is the sheet: the stat keys, the
subranks a ruleset allows, the health and mana pools, the point pools, and (true-hgw only)
hidden home bases. roll-dice also needs what the English sheet does not hold: each sheet's rank
level and each Master's 社会 (Society); they are in ``ROLL_DICE`` below. ap-sp, true-hgw, skirmish and valor
resolve combat from the sheet: their skills are written in each document's skill format
(``AP_SP_SHEETS``, ``TRUE_HGW_SHEETS``, ``SKIRMISH_SHEETS``: 002's kinds and natures, ``VALOR_SHEETS``: type,
Mana cost, target and damage, 001:L77, L93-97, L119) and true-hgw sheets carry ``attributes``.
"""

from __future__ import annotations

import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
FORMAT = "gmdesk-war/1"
SEED = 20261122
CITY = "Port Corvane"
WAR_TITLE = "The Lanterns of Corvane"

# ---------------------------------------------------------------------------------------------
# The city. Coordinates are screen-like: x grows to the east, y grows to the south, both in
# 0..1000. The river Sable enters in the west, runs past the weir, splits around Assize Island
# in the middle of town and opens into the harbour estuary in the south-east.
# (id, name, x, y, effects, notes)
# ---------------------------------------------------------------------------------------------
LOCATIONS = [
    # -- north bank ------------------------------------------------------------------------
    ("weir-mills", "Weir Mills", 90, 380, [],
     "Derelict watermills above the weir; the millrace roars all night and drowns footsteps."),
    ("threeways", "Threeways", 210, 260, ["crossroads"],
     "A cobbled junction with a horse trough where the hill road, the mill lane and the market "
     "street meet."),
    ("calder-hill", "Calder Hill Observatory", 150, 90, ["high-ground"],
     "A copper-domed observatory on the highest hill; from its gallery one sees the whole town."),
    ("collegium", "Collegium Quarter", 360, 160, ["civilians", "library"],
     "Lecture halls, student lodgings and the chained library of the old collegium."),
    ("lantern-market", "Lantern Market", 340, 330, ["great-market", "civilians"],
     "The great night market: a maze of stalls under paper lanterns, crowded until dawn."),
    ("northgate-yard", "Northgate Goods Yard", 580, 90, ["ruins"],
     "An abandoned rail goods yard of rusting wagons and a roofless engine shed."),
    ("saint-brannoc", "St. Brannoc Infirmary", 590, 260, ["hospital", "civilians"],
     "The advanced hospital on the ridge; its night pharmacy sells to anyone with coin."),
    ("promenade", "Riverside Promenade", 490, 390, ["civilians"],
     "A tree-lined embankment walk with cafes; the north span to Assize Island starts here."),
    ("belvedere-house", "Belvedere House", 740, 200, ["fancy-mansion"],
     "A gilded mansion in walled gardens whose eccentric residents remember every visitor."),
    ("ashcombe-manor", "Ashcombe Manor", 890, 110, [],
     "An old country house swallowed by the town's edge, ringed by yew hedges."),
    ("greyfield-cemetery", "Greyfield Cemetery", 870, 340, ["leyline"],
     "Terraced graves above the harbour; a leyline surfaces under the ossuary chapel."),
    ("printers-lane", "Printers' Lane", 700, 410, ["civilians"],
     "Narrow streets of print shops and taverns running down to the swing bridge."),
    # -- the river -------------------------------------------------------------------------
    ("assize-island", "Assize Island", 500, 480, ["supervisor-office"],
     "The Assize Tower on its river island, seat of the war's overseer: neutral ground, "
     "reached by the twin spans from the promenade and from the arcade."),
    ("weir-bridge", "Weir Bridge", 130, 470, ["bridge"],
     "A narrow stone footbridge along the top of the weir; the only western crossing."),
    ("swing-bridge", "Harbour Swing Bridge", 800, 510, ["bridge"],
     "An iron swing bridge over the estuary mouth, opened at night for the ships."),
    # -- south bank ------------------------------------------------------------------------
    ("gasworks", "Old Gasworks", 140, 590, ["ruins"],
     "Two skeletal gasholders and a brick retort house, fenced off for decades."),
    ("tanners-row", "Tanners' Row", 320, 590, ["civilians"],
     "Crowded tenements and tannery yards; nobody here asks questions."),
    ("meridian-arcade", "Meridian Arcade", 510, 620, ["shopping-mall", "civilians"],
     "The glass-roofed shopping mall at the south span; open late, lit like day."),
    ("fishmarket", "Fish Market", 690, 610, ["civilians"],
     "Auction halls and ice houses; busiest an hour before dawn."),
    ("harbour-docks", "Harbour Docks", 880, 680, ["harbour", "civilians"],
     "Cranes, dry docks and sailors' hostels along the deep-water quay."),
    ("bonded-warehouses", "Bonded Warehouses", 720, 770, ["cover"],
     "Rows of locked customs warehouses; a good place to hide and a bad place to be found."),
    ("cape-light", "Cape Lighthouse", 950, 880, ["high-ground"],
     "The lighthouse on the cape at the end of the harbour road; its beam sweeps the whole bay."),
    ("velodrome", "Old Velodrome", 290, 760, ["open-ground"],
     "A disused cycling track; wide open ground with nowhere to hide."),
    ("ferngate", "Ferngate Estates", 520, 840, ["civilians"],
     "Quiet terraces and allotments at the south edge of town, where the coast road begins."),
    ("hollin-wood", "Hollin Wood", 90, 880, ["woods", "leyline"],
     "An ancient holly wood beyond the last streets; smugglers' tunnels run under it."),
]

# Undirected roads. The river is crossed only at Weir Bridge, by the twin spans of Assize
# Island and at the Harbour Swing Bridge.
LINKS = [
    # north bank
    ("weir-mills", "threeways"),
    ("threeways", "calder-hill"),
    ("threeways", "lantern-market"),
    ("calder-hill", "collegium"),          # the hill road
    ("collegium", "lantern-market"),
    ("collegium", "northgate-yard"),
    ("lantern-market", "promenade"),
    ("lantern-market", "saint-brannoc"),
    ("northgate-yard", "saint-brannoc"),
    ("saint-brannoc", "promenade"),
    ("saint-brannoc", "belvedere-house"),
    ("belvedere-house", "ashcombe-manor"),
    ("ashcombe-manor", "greyfield-cemetery"),  # the long cemetery road
    ("greyfield-cemetery", "printers-lane"),
    ("promenade", "printers-lane"),
    # crossings
    ("weir-mills", "weir-bridge"),
    ("weir-bridge", "gasworks"),
    ("promenade", "assize-island"),        # north span
    ("assize-island", "meridian-arcade"),  # south span
    ("printers-lane", "swing-bridge"),
    ("swing-bridge", "harbour-docks"),
    # south bank
    ("gasworks", "tanners-row"),
    ("tanners-row", "meridian-arcade"),
    ("tanners-row", "velodrome"),
    ("velodrome", "hollin-wood"),
    ("hollin-wood", "ferngate"),           # the coast road
    ("meridian-arcade", "ferngate"),
    ("meridian-arcade", "fishmarket"),
    ("fishmarket", "harbour-docks"),
    ("fishmarket", "bonded-warehouses"),
    ("ferngate", "bonded-warehouses"),     # the warehouse road
    ("bonded-warehouses", "cape-light"),
    ("harbour-docks", "cape-light"),       # the harbour road
]

# ---------------------------------------------------------------------------------------------
# Teams: (id, name, colour, home base). Characters below name their team by id.
# ---------------------------------------------------------------------------------------------
TEAMS = [
    ("verhaegen", "House Verhaegen", "#2f6fd0", "weir-mills"),
    ("greenhalgh", "Greenhalgh Pilotage", "#2e9e5b", "cape-light"),
    ("castellan", "Castellans of Ashcombe", "#c0392b", "ashcombe-manor"),
    ("arakida", "Arakida Works", "#e67e22", "gasworks"),
    ("lindqvist", "Order of the Calder Lamp", "#8e44ad", "calder-hill"),
    ("brandauer", "Brandauer Chandlery", "#34495e", "hollin-wood"),
    ("hale", "Hale Ironworks", "#b8860b", "northgate-yard"),
]

# ---------------------------------------------------------------------------------------------
# Characters. ``sheet`` is written in the richest notation (ap-sp 000: STR END MAE MAR AGI LCK
# ACT NP, "+" and "-" subranks); the other rulesets derive theirs from it (see the functions
# below). ``pools`` holds per-ruleset (health regen, mana regen) where the ruleset fixes the
# maxima, and (health max, health regen, mana max, mana regen) where the sheet sets them.
# Ordering design: Assassin AGI A++ > Lancer A+ > Rider A (valor: same letter, "+" decides)
# > Archer B = Saber B (LCK decides: A over C+) > Caster C = Berserker C with equal LCK D and
# Masters of equal LCK D (a full tie, and equal team-average LCK) > every Master.
# roll-dice orders by IV = AGI × 3 + LCK, marks ignored (004:L871, L912): Rider 19 > Assassin 18
# > Archer 17 > Lancer 16 > Saber 15 > Caster 11 = Berserker 11 (a tie: 004:L198) > the Masters.
# ---------------------------------------------------------------------------------------------
CHARACTERS = [
    # -- House Verhaegen -----------------------------------------------------------------------
    {
        "id": "odile", "name": "Odile Verhaegen", "kind": "master", "team": "verhaegen",
        "alignment": "Lawful Neutral",
        "sheet": {"STR": "E", "END": "D", "MAE": "C+", "MAR": "C", "AGI": "D", "LCK": "D+", "ACT": "B"},
        "pools": {"ap-sp": (8, 6), "valor": (50, 5, 80, 8), "skirmish": (60, 6, 90, 9), "true-hgw": (3, 4)},
        "skills": [
            {"name": "Millrace Ward", "rank": "C", "type": "Bounded Field",
             "description": "Binds the noise of running water into a ward that muffles everything "
                            "said and done inside one location."},
            {"name": "Heron's Patience", "rank": "D", "type": "Support",
             "description": "Stands perfectly still and unseen for one turn while watching a "
                            "neighbouring location's riverbank."},
        ],
        "notes": "Twenty-six, the last practising heir of an old family of water-magi. Precise "
                 "and cold in public; feeds the river herons every morning.",
        "gm_notes": "Her family has lived at the Weir Mills for two centuries. Her grandfather sold the weir's leyline rights to the Castellans; she wants "
                    "them back more than she wants the Grail. The millrace that hides her also "
                    "hides anyone sneaking up on the mills.",
    },
    {
        "id": "saber", "name": "Saber", "kind": "servant", "class": "Saber", "team": "verhaegen",
        "master": "odile", "true_name": "Hrodvar Ninefold, Warden of the Ford",
        "alignment": "Lawful Good",
        "sheet": {"STR": "A", "END": "B+", "MAE": "D", "MAR": "B", "AGI": "B", "LCK": "C+",
                  "ACT": "D", "NP": "A+"},
        "pools": {"ap-sp": (20, 15), "valor": (150, 15, 110, 10), "skirmish": (170, 15, 120, 10),
                  "true-hgw": (8, 7)},
        "ap": 4,
        "skills": [
            {"name": "Warden of the Crossing", "rank": "B", "type": "Passive",
             "description": "Fights at his best when he holds a bridge, a ford or a gate against "
                            "those trying to pass."},
            {"name": "Oath of the Nine Days", "rank": "A", "type": "Support",
             "description": "Swears not to yield the ground he stands on; for a while no blow can "
                            "push him out of his location."},
            {"name": "Ninefold Ford", "rank": "A+", "type": "Noble Phantasm (Anti-Army)",
             "description": "The river of his legend rises around him and nine drowned kings "
                            "strike with him at once."},
        ],
        "notes": "A broad, grey-bearded knight in salt-streaked mail who speaks little and always "
                 "stands facing the water.",
        "gm_notes": "Legend: a northern king who held a river ford alone for nine days against "
                    "nine raiding kings. Hints: nine notches on his sword, his habit of facing "
                    "water. Weakness: he cannot refuse a single combat offered at a river "
                    "crossing. Ninefold Ford is strongest on or next to a bridge.",
    },
    # -- Greenhalgh Pilotage -------------------------------------------------------------------
    {
        "id": "tobias", "name": "Tobias Greenhalgh", "kind": "master", "team": "greenhalgh",
        "alignment": "Neutral Good",
        "sheet": {"STR": "D", "END": "D+", "MAE": "E+", "MAR": "D", "AGI": "D+", "LCK": "C", "ACT": "C"},
        "pools": {"ap-sp": (10, 4), "valor": (60, 6, 40, 4), "skirmish": (70, 7, 50, 5), "true-hgw": (4, 2)},
        "skills": [
            {"name": "Weather Eye", "rank": "C", "type": "Support",
             "description": "Reads wind and tide; learns whether anyone crossed the river by "
                            "boat or bridge near him last night."},
        ],
        "items": [
            {"name": "Pilot's Lantern", "description": "A storm lantern that never goes out; "
                                                       "its light can be seen from the lighthouse."},
        ],
        "notes": "Forty-one, a cheerful harbour pilot and hedge-magus who smokes a clay pipe and "
                 "knows every sandbank in the bay.",
        "gm_notes": "Owes the Brandauer chandlery a large debt and will trade information to clear "
                    "it. His magic circuits are poor: his mana runs dry fast.",
    },
    {
        "id": "archer", "name": "Archer", "kind": "servant", "class": "Archer", "team": "greenhalgh",
        "master": "tobias", "true_name": "Ysmene of the Salt Towers",
        "alignment": "Neutral Good",
        "sheet": {"STR": "C", "END": "D+", "MAE": "B-", "MAR": "C", "AGI": "B", "LCK": "A",
                  "ACT": "B", "NP": "B+"},
        "pools": {"ap-sp": (15, 20), "valor": (120, 10, 130, 15), "skirmish": (130, 10, 140, 15),
                  "true-hgw": (6, 9)},
        "ap": 4,
        "skills": [
            {"name": "Beacon Sight", "rank": "B", "type": "Passive",
             "description": "Sees as far as a lighthouse beam reaches; spots movement in "
                            "neighbouring locations."},
            {"name": "Stormbreaker Volley", "rank": "B+", "type": "Anti-Army",
             "description": "A rain of white arrows that scatters everyone standing in the open."},
        ],
        "notes": "A tall woman in a sea-green cloak with a longbow of pale whalebone; she hums "
                 "shanties under her breath and never sits with her back to the sea.",
        "gm_notes": "Legend: a lighthouse-queen who shot storm spirits out of the sky to bring "
                    "her fleet home. Hints: salt, towers, the drowned fleet. Weakness: her "
                    "legend ends when her tower's flame went out; in darkness without a light "
                    "she loses heart. She will not shoot a foe whose back is turned.",
    },
    # -- Castellans of Ashcombe ----------------------------------------------------------------
    {
        "id": "mirela", "name": "Mirela Castellan", "kind": "master", "team": "castellan",
        "alignment": "Chaotic Neutral",
        "sheet": {"STR": "E", "END": "E", "MAE": "C", "MAR": "D+", "AGI": "E+", "LCK": "B-", "ACT": "B"},
        "pools": {"ap-sp": (5, 7), "valor": (45, 4, 70, 7), "skirmish": (55, 5, 80, 8), "true-hgw": (2, 4)},
        "skills": [
            {"name": "Gracious Hostess", "rank": "B", "type": "Support",
             "description": "Anyone she invites into her house is bound by guest-right while "
                            "they stay: they may not strike first."},
        ],
        "items": [
            {"name": "Ashcombe Garnet", "description": "A mana-charged heirloom garnet; crushing "
                                                       "it restores part of her mana once."},
        ],
        "notes": "A charming, bored heiress with a collection of antique weapons; throws "
                 "parties nobody dares to refuse.",
        "gm_notes": "Lives at Ashcombe Manor. Holds the weir leyline rights the Verhaegens lost. Bought the catalyst, a "
                    "hooked spearhead, at auction. Secretly ill and wants the Grail for a cure.",
    },
    {
        "id": "lancer", "name": "Lancer", "kind": "servant", "class": "Lancer", "team": "castellan",
        "master": "mirela", "true_name": "Tavish Duncrow of the Black Bull",
        "alignment": "Chaotic Good",
        "sheet": {"STR": "B+", "END": "C", "MAE": "E", "MAR": "D-", "AGI": "A+", "LCK": "E",
                  "ACT": "C", "NP": "B"},
        "pools": {"ap-sp": (25, 10), "valor": (130, 12, 100, 10), "skirmish": (150, 12, 110, 10),
                  "true-hgw": (9, 6)},
        "ap": 4,
        "skills": [
            {"name": "Cattle-Raid Dash", "rank": "A", "type": "Support",
             "description": "Runs down any foe who tries to get away; a fleeing target finds him "
                            "already waiting."},
            {"name": "Crowhook", "rank": "B", "type": "Noble Phantasm (Anti-Personnel)",
             "description": "The hooked spear catches its target and drags it to him; wounds it "
                            "makes close slowly."},
        ],
        "notes": "A red-haired, laughing young warrior with a hooked spear and too many scars to "
                 "count; calls everyone 'friend' until the fighting starts.",
        "gm_notes": "Legend: a highland raider who carried off a king's black bull with a hooked "
                    "spear. Hints: the black bull, crows that follow him. Weakness: a geis "
                    "forbids him to refuse food offered by a host (poison). His luck ran out at "
                    "the third ford of his saga: LCK E.",
    },
    # -- Arakida Works -------------------------------------------------------------------------
    {
        "id": "jun", "name": "Jun Arakida", "kind": "master", "team": "arakida",
        "alignment": "True Neutral",
        "sheet": {"STR": "D", "END": "D", "MAE": "E", "MAR": "E", "AGI": "D+", "LCK": "C+", "ACT": "C"},
        "pools": {"ap-sp": (9, 3), "valor": (55, 6, 35, 4), "skirmish": (65, 6, 45, 4), "true-hgw": (4, 2)},
        "skills": [
            {"name": "Scrapyard Tinkering", "rank": "D", "type": "Support",
             "description": "Patches up a vehicle, a lock or a door in no time."},
        ],
        "items": [
            {"name": "Rebuilt Motorcycle", "description": "Loud, fast and held together with wire."},
        ],
        "notes": "Nineteen, an engineering student who rebuilds engines for fun and rides "
                 "everywhere too fast.",
        "gm_notes": "Has turned the Old Gasworks into his workshop. Summoned a Servant by "
                    "accident with a bridle found in a scrapyard. Not a trained magus: tiny mana pool. Has a latent talent for golem-craft "
                    "that the GM may unlock later in the war.",
    },
    {
        "id": "rider", "name": "Rider", "kind": "servant", "class": "Rider", "team": "arakida",
        "master": "jun", "true_name": "Sefa Amaranth, the Bridled Storm",
        "alignment": "Chaotic Neutral",
        "sheet": {"STR": "C+", "END": "C", "MAE": "C", "MAR": "C-", "AGI": "A", "LCK": "B",
                  "ACT": "D", "NP": "A"},
        "pools": {"ap-sp": (15, 15), "valor": (125, 12, 120, 12), "skirmish": (140, 12, 130, 12),
                  "true-hgw": (7, 8)},
        "ap": 5,
        "skills": [
            {"name": "Wind-Rider", "rank": "A", "type": "Passive",
             "description": "Never tires on the road; counts long roads as short ones."},
            {"name": "Qarasel, Horse of the Four Winds", "rank": "A", "type": "Noble Phantasm (Anti-Army)",
             "description": "She calls her wind-horse and rides through everything between two "
                            "points, trampling all in the way."},
        ],
        "notes": "A sun-browned rider with braided hair and a bridle of woven lightning looped on "
                 "her belt; impatient, loves speed and the harbour wind.",
        "gm_notes": "Legend: a steppe princess who tamed the wind-horse Qarasel and died when she "
                    "was penned inside a walled city. Hint: the lightning bridle. Weakness: "
                    "kept from moving, she loses her calm.",
    },
    # -- Order of the Calder Lamp --------------------------------------------------------------
    {
        "id": "agathe", "name": "Sister Agathe Lindqvist", "kind": "master", "team": "lindqvist",
        "alignment": "Lawful Good",
        "sheet": {"STR": "E", "END": "D-", "MAE": "B", "MAR": "B+", "AGI": "E", "LCK": "D", "ACT": "A"},
        "pools": {"ap-sp": (6, 8), "valor": (50, 5, 90, 10), "skirmish": (60, 5, 100, 10), "true-hgw": (3, 5)},
        "skills": [
            {"name": "Vesper Hymn", "rank": "B", "type": "Support",
             "description": "A sung prayer that closes wounds on one ally in her location."},
            {"name": "Star Reckoning", "rank": "C", "type": "Support",
             "description": "From the observatory, learns how many people stand in one location "
                            "she can see."},
        ],
        "items": [
            {"name": "Calder Star-Chart", "description": "Her order's chart of the town's "
                                                         "leylines, drawn in silver ink."},
        ],
        "notes": "A nun-astronomer of a small religious order; gentle, exact, and awake at "
                 "every hour of the night.",
        "gm_notes": "Her order keeps the Calder Hill Observatory. Secretly the Church's reserve overseer, sent to watch the office on Assize "
                    "Island; the overseer there does not know. Strong in healing, helpless in a "
                    "brawl.",
    },
    {
        "id": "caster", "name": "Caster", "kind": "servant", "class": "Caster", "team": "lindqvist",
        "master": "agathe", "true_name": "Abbess Maudeline Vorn",
        "alignment": "Lawful Neutral",
        "sheet": {"STR": "E", "END": "D", "MAE": "A+", "MAR": "A", "AGI": "C", "LCK": "D",
                  "ACT": "A", "NP": "B++"},
        "pools": {"ap-sp": (10, 25), "valor": (100, 8, 160, 20), "skirmish": (110, 8, 170, 20),
                  "true-hgw": (5, 12)},
        "ap": 3,
        "skills": [
            {"name": "Cloister Workshop", "rank": "A", "type": "Bounded Field",
             "description": "Turns a location into her laboratory; her spells cost less inside it."},
            {"name": "Distilled Malady", "rank": "B+", "type": "Anti-Personnel",
             "description": "Uncorks a vial of bottled fever; the target sickens for several turns."},
            {"name": "The Sealed Alembic", "rank": "B++", "type": "Noble Phantasm (Anti-Army)",
             "description": "Opens the glass alembic that holds a whole plague year."},
        ],
        "notes": "A gaunt, elderly abbess in ink-stained robes who carries a stoppered glass "
                 "alembic and speaks in precise, clinical sentences.",
        "gm_notes": "Legend: an alchemist abbess who bottled a plague to save her town. Hint: the "
                    "glass alembic. Weakness: if the alembic is struck hard (an A-rank physical "
                    "hit) it cracks and its contents hurt everyone present, herself included.",
    },
    # -- Brandauer Chandlery -------------------------------------------------------------------
    {
        "id": "piet", "name": "Piet Brandauer", "kind": "master", "team": "brandauer",
        "alignment": "Neutral Evil",
        "sheet": {"STR": "D", "END": "D", "MAE": "D", "MAR": "D", "AGI": "D++", "LCK": "C", "ACT": "B"},
        "pools": {"ap-sp": (8, 5), "valor": (55, 5, 50, 5), "skirmish": (65, 5, 60, 5), "true-hgw": (3, 3)},
        "skills": [
            {"name": "Smugglers' Ways", "rank": "C", "type": "Support",
             "description": "Knows the tunnels and back alleys; may leave a location unseen."},
        ],
        "items": [
            {"name": "Tunnel Map", "description": "An oilcloth map of the smugglers' tunnels "
                                                  "under Hollin Wood and the docks."},
        ],
        "notes": "The soft-spoken owner of a riverboat chandlery, polite to a fault, who always "
                 "pays his bills in cash.",
        "gm_notes": "Runs half the smuggling on the Sable through the tunnels under Hollin Wood. "
                    "Holds Tobias Greenhalgh's debt. Will sell out any ally for an advantage.",
    },
    {
        "id": "assassin", "name": "Assassin", "kind": "servant", "class": "Assassin",
        "team": "brandauer", "master": "piet", "true_name": "Quell of the Nine Lanterns",
        "alignment": "Neutral Evil",
        "sheet": {"STR": "C", "END": "E+", "MAE": "D", "MAR": "D", "AGI": "A++", "LCK": "C",
                  "ACT": "B", "NP": "C"},
        "pools": {"ap-sp": (15, 10), "valor": (110, 10, 100, 12), "skirmish": (120, 10, 110, 12),
                  "true-hgw": (6, 7)},
        "ap": 5,
        "skills": [
            {"name": "Between the Lanterns", "rank": "A", "type": "Passive",
             "description": "Presence concealment: unseen in any location lit only by lamps and "
                            "lanterns."},
            {"name": "Snuffing Cut", "rank": "B", "type": "Anti-Personnel",
             "description": "A single silent blow from the dark; the victim's light goes out."},
        ],
        "notes": "A slight hooded figure who smells of lamp oil; seen, if at all, as a shadow "
                 "between two lights.",
        "gm_notes": "Legend: the silent ferryman-killer of a river guild, who put out nine "
                    "lanterns before each murder. Hints: nine lanterns, lamp oil. Weakness: a "
                    "bright steady light (the lighthouse beam, the arcade at night) breaks the "
                    "concealment.",
    },
    # -- Hale Ironworks ------------------------------------------------------------------------
    {
        "id": "rufus", "name": "Rufus Okonkwo-Hale", "kind": "master", "team": "hale",
        "alignment": "Lawful Neutral",
        "sheet": {"STR": "C", "END": "C+", "MAE": "E", "MAR": "E", "AGI": "D", "LCK": "D", "ACT": "D"},
        "pools": {"ap-sp": (12, 3), "valor": (80, 8, 30, 3), "skirmish": (90, 8, 40, 3), "true-hgw": (5, 2)},
        "skills": [
            {"name": "Old Prizefighter", "rank": "C", "type": "Passive",
             "description": "Takes a punch like few humans can; shrugs off the first blow of a fight."},
        ],
        "notes": "A retired heavyweight boxer turned blacksmith; big, slow to anger, kind to "
                 "stray dogs.",
        "gm_notes": "Bought the Northgate Goods Yard for his forge. Summoned Berserker by mistake with a bronze bell-clapper he meant to melt "
                    "down. Poor mana: Berserker's hunger strains him every night.",
    },
    {
        "id": "berserker", "name": "Berserker", "kind": "servant", "class": "Berserker",
        "team": "hale", "master": "rufus", "true_name": "Gorm Ashenmaw, the Bell-Breaker",
        "alignment": "Chaotic Neutral",
        "sheet": {"STR": "EX", "END": "A", "MAE": "E", "MAR": "E", "AGI": "C", "LCK": "D",
                  "ACT": "N/A", "NP": "B"},
        "pools": {"ap-sp": (30, 10), "valor": (160, 15, 90, 6), "skirmish": (180, 15, 100, 6),
                  "true-hgw": (10, 5)},
        "ap": 4,
        "skills": [
            {"name": "Mad Enhancement", "rank": "B", "type": "Passive",
             "description": "Reason traded for raw strength; he cannot hold back or talk."},
            {"name": "Clapper of the Ninth Bell", "rank": "B", "type": "Noble Phantasm (Anti-Personnel)",
             "description": "One swing of the bronze clapper that tolls like a falling bell tower."},
        ],
        "notes": "A hulking, soot-black giant with a bronze bell-clapper for a club; he howls "
                 "whenever a church bell rings.",
        "gm_notes": "Legend: an ogre-blooded giant who smashed the bells of the city that mocked "
                    "him. Hint: bells. Weakness: in his legend a tolling bell lured him into a "
                    "pit; a ringing bell stuns him for a moment.",
    },
]

# ---------------------------------------------------------------------------------------------
# Combat sheets. ap-sp, true-hgw, skirmish and valor resolve combat from the sheet, so their samples carry
# the skills in each document's own format (skirmish's and valor's below, after true-hgw's); roll-dice keeps
# the free-form ``skills`` above.
# The names, ranks and flavour are the characters' own (the entries of ``CHARACTERS`` above),
# with a basic attack and the numbers each document needs.
#
# ap-sp: the SKILL FORMAT of 000:L283-329 with the document's field names (``Name``, ``Rank``,
# ``Type``, ``Max Number of Targets``, ``Type of Target``, ``Damage``, ``Cost``,
# ``Requirements``, ``Description``) and the sheet-side extensions documented in
# gmdesk/rulesets/ap_sp/skills.py: ``basic`` marks the Basic Attack, "separated from other
# skills" and costing "only 1 AP" (000:L267, example L714-764); ``Duration``; ``Heals``;
# ``modifiers``. Damage "25 Physical", "10 Special, Poison 3/15", "20 Magical, Stun 1"
# (000:L247-265, L337-339); Cost "1 AP, 30 Mana", "1 SP", "5 Mana per Turn" (000:L227-239, L325).
# Masters have no AP: their skills take the Turn Action (000:L233). AP per Turn is ``points.AP``.
# ---------------------------------------------------------------------------------------------
def ap_skill(name: str, rank: str, type_: str, targets: int | str, target_type: str, cost: str,
             description: str, damage: str | None = None, requirements: str | None = None,
             duration: str | None = None, **extensions) -> dict:
    """One ap-sp sheet entry in the order of the SKILL FORMAT (000:L286-302)."""
    entry: dict = {"Name": name, "Rank": rank, "Type": type_, "Max Number of Targets": targets,
                   "Type of Target": target_type}
    if damage is not None:
        entry["Damage"] = damage
    entry["Cost"] = cost
    if requirements is not None:
        entry["Requirements"] = requirements
    if duration is not None:
        entry["Duration"] = duration
    entry["Description"] = description
    entry.update(extensions)
    return entry


def ap_basic(name: str, rank: str, damage: str, description: str, **extensions) -> dict:
    """A Basic Attack: Anti-Personnel, one target of any kind, 1 AP (000:L267, L714-730)."""
    return ap_skill(name, rank, "Anti-Personnel", 1, "[Any]", "1 AP", description, damage=damage, basic=True,
                    **extensions)


def ap_passive(name: str, rank: str, description: str) -> dict:
    """An ability: "passive skills … follow the same format as skills" (000:L273-275)."""
    return ap_skill(name, rank, "Passive", 1, "[Self]", "None", description)


AP_SP_SHEETS = {
    "odile": [
        ap_skill("Sable Needle", "C", "Anti-Personnel", 1, "[Any]", "10 Mana",
                 "A needle of river water flicked from her fingertip, hard as steel for an instant.",
                 damage="15 Magical"),
        ap_skill("Millrace Ward", "C", "Bounded Field", 1, "[Location]", "30 Mana, 5 Mana per Turn",
                 "Binds the noise of running water into a ward that muffles everything said and done "
                 "inside one location."),
        ap_skill("Heron's Patience", "D", "Support", 1, "[Self]", "10 Mana",
                 "Stands perfectly still and unseen for one turn while watching a neighbouring "
                 "location's riverbank.", duration="1 Turn"),
    ],
    "saber": [
        ap_basic("Nine-Notch Cleave", "B", "25 Physical",
                 "A heavy two-handed cut of the notched sword; each notch is a king he turned back."),
        ap_passive("Warden of the Crossing", "B",
                   "Fights at his best when he holds a bridge, a ford or a gate against those trying "
                   "to pass."),
        ap_skill("Oath of the Nine Days", "A", "Support", 1, "[Self]", "1 SP, 20 Mana",
                 "Swears not to yield the ground he stands on; for a while no blow can push him out of "
                 "his location.", duration="3 Turns"),
        ap_skill("Ninefold Ford", "A+", "Noble Phantasm (Anti-Army)", 9, "[Any]", "2 AP, 80 Mana",
                 "The river of his legend rises around him and nine drowned kings strike with him at once.",
                 damage="45 Physical"),
    ],
    "tobias": [
        ap_skill("Weather Eye", "C", "Support", 1, "[Self]", "5 Mana",
                 "Reads wind and tide; learns whether anyone crossed the river by boat or bridge near "
                 "him last night.", duration="1 Turn"),
        ap_skill("Signal Flare", "D", "Anti-Personnel", 1, "[Any]", "5 Mana",
                 "A pilot's flare pistol fired point-blank; more glare than harm.", damage="10 Ranged"),
    ],
    "archer": [
        ap_basic("Whalebone Shot", "C", "25 Ranged",
                 "One arrow from the pale whalebone bow, loosed between two bars of a shanty."),
        ap_passive("Beacon Sight", "B",
                   "Sees as far as a lighthouse beam reaches; spots movement in neighbouring locations."),
        ap_skill("Stormbreaker Volley", "B+", "Anti-Army", 3, "[Any]", "1 AP, 30 Mana",
                 "A rain of white arrows, loosed high from afar, that scatters everyone standing in the "
                 "open.", damage="20 Long-ranged"),
    ],
    "mirela": [
        ap_skill("Heirloom Pistol", "D", "Anti-Personnel", 1, "[Any]", "5 Mana",
                 "A silver-chased duelling pistol from her collection, loaded with a blessed ball.",
                 damage="15 Ranged"),
        ap_skill("Gracious Hostess", "B", "Support", 3, "[Any]", "15 Mana",
                 "Anyone she invites into her house is bound by guest-right while they stay: they may "
                 "not strike first.", duration="2 Turns"),
    ],
    "lancer": [
        ap_basic("Hooked Spear Thrust", "C+", "25 Physical",
                 "A lunge of the hooked spear, laughing."),
        ap_skill("Cattle-Raid Dash", "A", "Support", 1, "[Self]", "1 SP, 15 Mana",
                 "Runs down any foe who tries to get away; a fleeing target finds him already waiting.",
                 duration="2 Turns"),
        ap_skill("Crowhook", "B", "Noble Phantasm (Anti-Personnel)", 1, "[Any]", "2 AP, 50 Mana",
                 "The hooked spear catches its target and drags it to him; wounds it makes close slowly.",
                 damage="40 Physical"),
    ],
    "jun": [
        ap_skill("Scrapyard Tinkering", "D", "Support", 1, "[Self]", "5 Mana",
                 "Patches up a vehicle, a lock or a door in no time."),
    ],
    "rider": [
        ap_basic("Lightning-Bridle Lash", "C+", "25 Physical",
                 "The bridle of woven lightning swung like a whip."),
        ap_passive("Wind-Rider", "A", "Never tires on the road; counts long roads as short ones."),
        ap_skill("Bridle of Storms", "B", "Anti-Personnel", 1, "[Any]", "2 AP, 20 Mana",
                 "She cracks the lightning bridle across a foe; the shock leaves it reeling.",
                 damage="20 Magical, Stun 1"),
        ap_skill("Qarasel, Horse of the Four Winds", "A", "Noble Phantasm (Anti-Army)", 99, "[Any]",
                 "3 AP, 100 Mana",
                 "She calls her wind-horse and rides through everything between two points, trampling all "
                 "in the way.", damage="50 Physical"),
    ],
    "agathe": [
        ap_skill("Vesper Hymn", "B", "Support", 1, "[Ally]", "20 Mana",
                 "A sung prayer that closes wounds on one ally in her location.", Heals=30),
        ap_skill("Star Reckoning", "C", "Support", 1, "[Location]", "10 Mana",
                 "From the observatory, learns how many people stand in one location she can see."),
    ],
    "caster": [
        ap_basic("Ink-Stained Hex", "B", "25 Magical",
                 "A curse written in the air with a wet quill; it finds a fever already in the blood.",
                 modifiers=[{"when": "target-has-status", "status": "Poison", "percent": 25}]),
        ap_skill("Cloister Workshop", "A", "Bounded Field", 1, "[Location]", "1 SP, 40 Mana, 10 Mana per Turn",
                 "Turns a location into her laboratory; her spells cost less inside it."),
        ap_skill("Distilled Malady", "B+", "Anti-Personnel", 1, "[Any]", "1 AP, 30 Mana",
                 "Uncorks a vial of bottled fever; the target sickens for several turns.",
                 damage="10 Special, Poison 3/15"),
        ap_skill("The Sealed Alembic", "B++", "Noble Phantasm (Anti-Army)", 99, "[Any]", "3 AP, 120 Mana",
                 "Opens the glass alembic that holds a whole plague year.", damage="40 Special",
                 requirements='"Cloister Workshop" must be active.'),
    ],
    "piet": [
        ap_skill("Smugglers' Ways", "C", "Support", 1, "[Self]", "10 Mana",
                 "Knows the tunnels and back alleys; may leave a location unseen.", duration="1 Turn"),
    ],
    "assassin": [
        ap_basic("Lamp-Oil Knife", "C", "25 Physical", "A thin knife that smells of lamp oil."),
        ap_passive("Between the Lanterns", "A",
                   "Presence concealment: unseen in any location lit only by lamps and lanterns."),
        ap_skill("Snuffing Cut", "B", "Surprise Attack", 1, "[Any]", "2 AP, 20 Mana",
                 "A single silent blow from the dark; the victim's light goes out. If the target notices "
                 "her first, the blow never falls.", damage="35 Physical"),
    ],
    "rufus": [
        ap_skill("Blacksmith's Haymaker", "D", "Anti-Personnel", 1, "[Any]", "None",
                 "The right hand that won forty fights, now swung by a man who shoes horses.",
                 damage="15 Physical"),
        ap_passive("Old Prizefighter", "C",
                   "Takes a punch like few humans can; shrugs off the first blow of a fight."),
    ],
    "berserker": [
        ap_basic("Clapper Swing", "B", "25 Physical", "A wild swing of the bronze bell-clapper."),
        ap_passive("Mad Enhancement", "B", "Reason traded for raw strength; he cannot hold back or talk."),
        ap_skill("Tolling Overhead Blow", "B", "Prepared", 1, "[Any]", "2 AP",
                 "He raises the clapper high and waits for the bell in his head; it falls at the end of "
                 "the exchange like a bell tower.", damage="40 Physical"),
        ap_skill("Clapper of the Ninth Bell", "B", "Noble Phantasm (Anti-Personnel)", 1, "[Any]",
                 "3 AP, 60 Mana", "One swing of the bronze clapper that tolls like a falling bell tower.",
                 damage="60 Physical, Stun 1"),
    ],
}


# ---------------------------------------------------------------------------------------------
# true-hgw: the skill entries of 003 §IX (``name``, ``rank``, ``type``, ``targets`` "[Type]
# Number", ``cost``/``upkeep`` "20 Mana", ``duration``/``cooldown`` in turns, ``requirements``,
# ``effect``; see gmdesk/rulesets/true_hgw/skills.py). Melee/Magic/Projectile Attack skills deal
# the damage of their rank (003 §VII); "Free Action" costs no standard action (003 §VI, §IX);
# "Passive Ability" is not an action. Every other effect is free text for the GM. Basic attacks
# come from the top-level ``attributes`` (Melee, Magus, Projectile; 003 §VII).
# ---------------------------------------------------------------------------------------------
def hgw_skill(name: str, rank: str, type_: str, effect: str, targets: str | None = None,
              cost: str | None = None, upkeep: str | None = None, duration: int | None = None,
              cooldown: int | None = None, requirements: str | None = None) -> dict:
    """One true-hgw entry, fields in the order 003 §IX lists them."""
    entry: dict = {"name": name, "rank": rank, "type": type_}
    for key, value in (("targets", targets), ("cost", cost), ("upkeep", upkeep), ("duration", duration),
                       ("cooldown", cooldown), ("requirements", requirements)):
        if value is not None:
            entry[key] = value
    entry["effect"] = effect
    return entry


TRUE_HGW_ATTRIBUTES = {
    "odile": ["Magus"], "saber": ["Melee"],
    "tobias": ["Projectile"], "archer": ["Projectile", "Melee"],
    "mirela": ["Melee", "Magus"], "lancer": ["Melee"],
    "jun": ["Melee"], "rider": ["Melee", "Projectile"],
    "agathe": ["Magus"], "caster": ["Magus"],
    "piet": ["Projectile"], "assassin": ["Melee", "Projectile"],
    "rufus": ["Melee"], "berserker": ["Melee"],
}
"""003 §VII: "characters with the Melee Attribute may use Melee Basic Attacks, … Magus … Magic
Basic Attacks, … Projectile … Projectile Basic Attacks"."""

TRUE_HGW_SHEETS = {
    "odile": [
        hgw_skill("Millrace Ward", "C", "Support",
                  "The running water muffles everything said and done in her location while it lasts.",
                  targets="[Self]", cost="15 Mana", duration=2),
        hgw_skill("Heron's Patience", "D", "Support",
                  "Stands still and unseen for the turn, watching one neighbouring riverbank.",
                  targets="[Self]", cost="5 Mana"),
    ],
    "saber": [
        hgw_skill("Warden of the Crossing", "B", "Passive Ability",
                  "On a bridge or a ford he counts his END one rank higher (the GM applies)."),
        hgw_skill("Oath of the Nine Days", "A", "Support",
                  "No effect can move him out of his location while it lasts.",
                  targets="[Self]", cost="20 Mana", duration=3, cooldown=2),
        hgw_skill("Ninefold Ford", "A+", "Melee Attack",
                  "Nine drowned kings strike with him at once.", targets="[Enemy] 3", cost="40 Mana",
                  cooldown=4, requirements="On a bridge or next to one"),
    ],
    "tobias": [
        hgw_skill("Weather Eye", "C", "Support",
                  "Learns whether anyone crossed the river by boat or bridge near him last night.",
                  targets="[Self]", cost="5 Mana"),
    ],
    "archer": [
        hgw_skill("Beacon Sight", "B", "Passive Ability",
                  "Spots movement in neighbouring locations; the GM tells her who passed."),
        hgw_skill("Whistling Shaft", "C", "Projectile Attack / Free Action",
                  "A signal arrow nocked and loosed between two shots; it takes no standard action.",
                  targets="[Enemy] 1", cost="10 Mana", cooldown=1),
        hgw_skill("Stormbreaker Volley", "B+", "Projectile Attack",
                  "A rain of white arrows on everyone standing in the open.", targets="[Enemy] 3",
                  cost="30 Mana", cooldown=3),
    ],
    "mirela": [
        hgw_skill("Gracious Hostess", "B", "Support",
                  "Her guests may not strike first while they stay in her house.",
                  targets="[Ally/Self] 3", cost="10 Mana", duration=2),
    ],
    "lancer": [
        hgw_skill("Cattle-Raid Dash", "A", "Support",
                  "While it is maintained, a foe who flees from Lancer is run down: the GM tells him "
                  "where it went.", targets="[Self]", upkeep="10 Mana"),
        hgw_skill("Crowhook", "B", "Melee Attack",
                  "The hooked spear drags its target to him; the target cannot flee next turn (the GM "
                  "applies).", targets="[Enemy] 1", cost="25 Mana", cooldown=2),
    ],
    "jun": [
        hgw_skill("Scrapyard Tinkering", "D", "Support",
                  "Patches up a vehicle, a lock or a door in no time.", targets="[Self]", cooldown=1),
    ],
    "rider": [
        hgw_skill("Wind-Rider", "A", "Passive Ability", "Never tires on the road."),
        hgw_skill("Bridle of Storms", "B", "Magic Attack",
                  "The lightning bridle cracks across up to two foes.", targets="[Enemy] 2",
                  cost="20 Mana", cooldown=1),
        hgw_skill("Qarasel, Horse of the Four Winds", "A", "Melee Attack",
                  "The wind-horse tramples everything between two points.", targets="[Enemy] 5",
                  cost="50 Mana", cooldown=5),
    ],
    "agathe": [
        hgw_skill("Vesper Hymn", "B", "Support",
                  "Closes wounds: one ally in her location regains 15 Health (the GM applies).",
                  targets="[Ally/Self] 1", cost="15 Mana", cooldown=1),
        hgw_skill("Star Reckoning", "C", "Support",
                  "Learns how many people stand in one location she can see from the observatory.",
                  targets="[Self]", cost="5 Mana"),
    ],
    "caster": [
        hgw_skill("Cloister Workshop", "A", "Support",
                  "While maintained, her skills cast in this location cost 5 Mana less (the GM applies).",
                  targets="[Self]", upkeep="5 Mana"),
        hgw_skill("Distilled Malady", "B+", "Magic Attack",
                  "The target sickens: it loses 5 Health at the end of each of the next two turns (the GM "
                  "records it as an 'end of the turn' effect).", targets="[Enemy] 1", cost="15 Mana",
                  cooldown=1),
        hgw_skill("The Sealed Alembic", "B++", "Magic Attack",
                  "The alembic of a plague year is opened on everyone she names.", targets="[Enemy] 5",
                  cost="60 Mana", cooldown=5, requirements="Cloister Workshop active"),
    ],
    "piet": [
        hgw_skill("Smugglers' Ways", "C", "Support",
                  "He may leave his location unseen this turn.", targets="[Self]", cost="5 Mana"),
    ],
    "assassin": [
        hgw_skill("Between the Lanterns", "A", "Passive Ability",
                  "Unseen in any location lit only by lamps and lanterns."),
        hgw_skill("Snuffing Cut", "B", "Melee Attack",
                  "A single silent blow from the dark.", targets="[Enemy] 1", cost="15 Mana", cooldown=2,
                  requirements="Assassin has not been seen this turn"),
    ],
    "rufus": [
        hgw_skill("Old Prizefighter", "C", "Passive Ability",
                  "Shrugs off the first blow of a fight (the GM applies)."),
    ],
    "berserker": [
        hgw_skill("Mad Enhancement", "B", "Passive Ability", "He cannot hold back or talk."),
        hgw_skill("Clapper of the Ninth Bell", "B", "Melee Attack",
                  "One swing that tolls like a falling bell tower.", targets="[Enemy] 1", cost="30 Mana",
                  cooldown=3),
        hgw_skill("Bell-Breaker's Howl", "C", "Support",
                  "He howls at the bells; no one in his location can be heard (the GM applies).",
                  targets="[Self]", cost="10 Mana", duration=2),
    ],
}

# ---------------------------------------------------------------------------------------------
# skirmish: the skill kinds of 002 (checklist R2 (l)): a support skill or an offensive one, each in its own
# step of the battle order (002:L64-66), or a Noble Phantasm; a damaging skill is physical or magical in
# nature, which picks the STR or the MAG column and the END or Magical Defense reducer (002:L78, L159).
# The characters' own skills, their types said in those kinds: a Bounded Field is a support skill, an
# Anti-Personnel or Anti-Army skill an offensive one, "Noble Phantasm (Anti-Army)" a Noble Phantasm.
# ---------------------------------------------------------------------------------------------
SKIRMISH_MAGICAL = {("caster", "Distilled Malady"), ("caster", "The Sealed Alembic")}
"""The damaging skills that are magical in nature (Caster's bottled fever and plague year); the others, spear,
arrows, blade, hooves and clapper, are physical (002:L78)."""


def skirmish_type(type_: str) -> str:
    """A sheet's free type said as one of 002's kinds (skill_format's choices)."""
    if "Noble Phantasm" in type_:
        return "Noble Phantasm"
    if type_ == "Passive":
        return "Passive"
    return "Offensive" if type_.startswith("Anti-") else "Support"


def skirmish_skill(cid: str, entry: dict) -> dict:
    """One skill in the fields of the skirmish sheet (name, rank, type, nature, description)."""
    kind = skirmish_type(entry["type"])
    out = {"name": entry["name"], "rank": entry["rank"], "type": kind}
    if kind in ("Offensive", "Noble Phantasm"):
        out["nature"] = "Magical" if (cid, entry["name"]) in SKIRMISH_MAGICAL else "Physical"
    out["description"] = entry["description"]
    return out


SKIRMISH_CLASS_SKILLS = {
    "archer": [{"name": "Independent Action", "rank": "B", "type": "Passive",
                "description": "The Archer's class skill: she acts apart from her Master and regenerates while "
                               "scouting (skirmish 002:L8)."}],
}
"""'Most Servants are incapable of regeneration while scouting, though Archer's Independent Action allows him to do
so' (002:L8): the class skill the engine reads by its name (gmdesk/rulesets/skirmish/night.py)."""

SKIRMISH_SHEETS = {ch["id"]: [skirmish_skill(ch["id"], e) for e in ch["skills"]]
                   + SKIRMISH_CLASS_SKILLS.get(ch["id"], []) for ch in CHARACTERS}

# ---------------------------------------------------------------------------------------------
# valor: the fields of valor's skill format (gmdesk/rulesets/valor/skill_format.py; 001 gives no formal
# format, checklist R1 (l)), each as the document's text uses it:
# ``type`` a support skill (001:L93) or an offensive one (001:L95), or a Noble Phantasm of either
# (001:L89, L97); the format's ``Passive`` for what is never an action;
# ``cost`` "Each skill's mana cost is indicated in brackets next to its name" (001:L119); passives cost none;
# ``target`` offensive skills "labeled as 'Anti-Personnel' or 'Anti-Army', with 'Anti-Personnel' indicating a
# limited amount of targets, while 'Anti-Army' an target an unlimited amount of players" (001:L95); support
# skills "target masters specifically" too (001:L93): ``Self`` or ``Ally``;
# ``damage`` the stat and the range: "all servants will use their STR rank ..., with the exception of Caster
# and Archer, who use MAG instead. In this case, attacks using MAG are always counted as ranged or projectile
# moves ..., while attacks using STR ... are counted as melee moves" (001:L77); the skill's multiplier is
# that stat's and the target's END or MAG reduces it (001:L95, L99, L173).
# The names, ranks and descriptions are the characters' own (``CHARACTERS``); the Mana costs are set
# against each sheet's Mana (the document sets none): a support skill 5-40, an offensive skill 20-30, a
# Noble Phantasm 40-100.
# ---------------------------------------------------------------------------------------------
VALOR_FIELDS = {
    ("odile", "Millrace Ward"): ("Support", 30, "Self", None),  # a Bounded Field: a support skill (001:L93)
    ("odile", "Heron's Patience"): ("Support", 10, "Self", None),
    ("saber", "Warden of the Crossing"): ("Passive", None, "Self", None),
    ("saber", "Oath of the Nine Days"): ("Support", 20, "Self", None),
    ("saber", "Ninefold Ford"): ("Noble Phantasm (Offensive)", 80, "Anti-Army", "STR, melee"),
    ("tobias", "Weather Eye"): ("Support", 5, "Self", None),
    ("archer", "Beacon Sight"): ("Passive", None, "Self", None),
    ("archer", "Stormbreaker Volley"): ("Offensive", 30, "Anti-Army", "MAG, ranged"),
    ("mirela", "Gracious Hostess"): ("Support", 15, "Self", None),
    ("lancer", "Cattle-Raid Dash"): ("Support", 15, "Self", None),
    ("lancer", "Crowhook"): ("Noble Phantasm (Offensive)", 40, "Anti-Personnel", "STR, melee"),
    ("jun", "Scrapyard Tinkering"): ("Support", 5, "Self", None),
    ("rider", "Wind-Rider"): ("Passive", None, "Self", None),
    ("rider", "Qarasel, Horse of the Four Winds"): ("Noble Phantasm (Offensive)", 70, "Anti-Army", "STR, melee"),
    ("agathe", "Vesper Hymn"): ("Support", 20, "Ally", None),
    ("agathe", "Star Reckoning"): ("Support", 10, "Self", None),
    ("caster", "Cloister Workshop"): ("Support", 40, "Self", None),  # a Bounded Field (001:L93)
    ("caster", "Distilled Malady"): ("Offensive", 30, "Anti-Personnel", "MAG, ranged"),
    ("caster", "The Sealed Alembic"): ("Noble Phantasm (Offensive)", 100, "Anti-Army", "MAG, ranged"),
    ("piet", "Smugglers' Ways"): ("Support", 10, "Self", None),
    ("assassin", "Between the Lanterns"): ("Passive", None, "Self", None),
    ("assassin", "Snuffing Cut"): ("Offensive", 20, "Anti-Personnel", "STR, melee"),
    ("rufus", "Old Prizefighter"): ("Passive", None, "Self", None),
    ("berserker", "Mad Enhancement"): ("Passive", None, "Self", None),
    ("berserker", "Clapper of the Ninth Bell"): ("Noble Phantasm (Offensive)", 50, "Anti-Personnel", "STR, melee"),
}
"""(character id, skill) → (type, Mana cost, target, damage) in valor's fields."""


def valor_skill(cid: str, entry: dict) -> dict:
    """One skill in the fields of the valor sheet, in the format's order (name, rank, type, cost, target,
    damage, description)."""
    type_, cost, target, damage = VALOR_FIELDS[(cid, entry["name"])]
    out: dict = {"name": entry["name"], "rank": entry["rank"], "type": type_}
    if cost is not None:
        out["cost"] = cost
    out["target"] = target
    if damage is not None:
        out["damage"] = damage
    out["description"] = entry["description"]
    return out


VALOR_SHEETS = {ch["id"]: [valor_skill(ch["id"], e) for e in ch["skills"]] for ch in CHARACTERS}

COMBAT_SHEETS = {"ap-sp": AP_SP_SHEETS, "true-hgw": TRUE_HGW_SHEETS, "skirmish": SKIRMISH_SHEETS,
                 "valor": VALOR_SHEETS}
"""Ruleset → character id → the sheet's skills in the document's format."""


# ---------------------------------------------------------------------------------------------
# Rulesets.
# ---------------------------------------------------------------------------------------------
LETTERS = ("E", "D", "C", "B", "A", "EX")

# Fixed maxima per kind: ap-sp 000:L40/L50 (Servant 300/200, Master 150/75),
# true-hgw 003 §II (Servant 100/100, Master 50/50). The other rulesets set them per sheet.
FIXED_POOLS = {
    "ap-sp": {"servant": (300, 200), "master": (150, 75)},
    "true-hgw": {"servant": (100, 100), "master": (50, 50)},
}

RULESET_TITLES = {
    "ap-sp": "AP/SP (ap-sp 000)",
    "valor": "Valor (valor 001)",
    "skirmish": "Skirmish (skirmish 002)",
    "true-hgw": "True Holy Grail War (true-hgw 003)",
    "roll-dice": "Fate/roll dice (roll-dice 004)",
}

# roll-dice 004 (see docs/roll-dice-keys.md): the sheet's 【ランクレベル】 (Masters 1-6, Servants
# 7-12, 004:L747-L748; FP = rank level × 6, L750) and a Master's 社会 (Society, L862: standing,
# wealth, negotiation, L874-L877), which no English sheet has. Each rank level leaves FP for the
# skills after the stats are paid for from the type's base stats (L660-L706, L885-L888, L910).
# id: (rank level, 社会 or None for a Servant)
ROLL_DICE = {
    "odile": (6, "C"),      # heir of an old family of magi
    "saber": (10, None),
    "tobias": (6, "D"),     # harbour pilot in debt
    "archer": (10, None),
    "mirela": (6, "B"),     # rich heiress who throws parties
    "lancer": (8, None),
    "jun": (4, "E"),        # student
    "rider": (11, None),
    "agathe": (5, "D"),     # nun of a small order
    "caster": (8, None),
    "piet": (6, "D"),       # chandler and smuggler
    "assassin": (8, None),
    "rufus": (6, "D"),      # blacksmith who bought a goods yard
    "berserker": (10, None),
}


def plus_only(rank: str, max_plus: int = 3) -> str:
    """A rank for a "+"-only ruleset: "-" subranks dropped, at most ``max_plus`` "+", EX bare.

    valor 001:L125-223 and skirmish 002:L86 list "+" up to "+++" and EX without subranks;
    true-hgw 003 §VII knows only "+" steps.
    """
    letter = rank.rstrip("+-")
    if letter == "EX":
        return "EX"
    return letter + "+" * min(rank.count("+"), max_plus)


def rank_key(rank: str) -> tuple[int, int]:
    """Letter first, then net subranks: the order every document uses."""
    letter = rank.rstrip("+-")
    return (LETTERS.index(letter), rank.count("+") - rank.count("-"))


def two_marks(rank: str) -> str:
    """A roll-dice rank: at most two '+' or two '-' (004:L914), EX without marks (L867-L868)."""
    letter = rank.rstrip("+-")
    if letter == "EX":
        return "EX"
    return letter + rank[len(letter):][:2]


def level(rank: str) -> int:
    """E=1 … A=5, EX=6; '+'/'-' never change HP, MP or IV (roll-dice 004:L864, L871, L912)."""
    return LETTERS.index(rank.rstrip("+-")) + 1


def magic(sheet: dict) -> str:
    """The single MAG stat of valor/skirmish/true-hgw: the better of the sheet's MAE and MAR.

    valor 001:L173 (MAG is "the counterpart of both STR and END"), skirmish 002:L127-136,
    true-hgw 003 §II ("Magic" both raises magical damage and reduces it).
    """
    return max(sheet["MAE"], sheet["MAR"], key=rank_key)


def stats_for(ruleset: str, ch: dict) -> dict:
    """The sheet's stats in the keys and subranks ``ruleset`` uses (Masters have no NP)."""
    sheet = ch["sheet"]
    if ruleset == "ap-sp":
        keys = ("STR", "END", "MAE", "MAR", "AGI", "LCK", "ACT", "NP")
        return {k: sheet[k] for k in keys if k in sheet}
    if ruleset == "roll-dice":
        # 筋力 耐久 敏捷 魔力 幸運 + 宝具 (Servants) or 社会 (Masters), 004:L862.
        out = {k: two_marks(sheet[k]) for k in ("STR", "END", "AGI")}
        out["MAG"] = two_marks(magic(sheet))
        out["LCK"] = two_marks(sheet["LCK"])
        if ch["kind"] == "servant":
            out["NP"] = two_marks(sheet["NP"])
        else:
            out["SOC"] = ROLL_DICE[ch["id"]][1]
        return out
    out = {
        "STR": plus_only(sheet["STR"]),
        "END": plus_only(sheet["END"]),
        "MAG": plus_only(magic(sheet)),
        "AGI": plus_only(sheet["AGI"]),
        "LCK": plus_only(sheet["LCK"]),
    }
    if "NP" in sheet:
        out["NP"] = plus_only(sheet["NP"])
    return out


def pools_for(ruleset: str, ch: dict) -> dict:
    """health, health_max, health_regen, mana, mana_max, mana_regen; everyone starts full."""
    kind = ch["kind"]
    if ruleset == "roll-dice":
        return roll_dice_pools(ch)
    if ruleset in FIXED_POOLS:
        hmax, mmax = FIXED_POOLS[ruleset][kind]
        hreg, mreg = ch["pools"][ruleset]
    else:
        hmax, hreg, mmax, mreg = ch["pools"][ruleset]
    return {"health": hmax, "health_max": hmax, "health_regen": hreg,
            "mana": mmax, "mana_max": mmax, "mana_regen": mreg}


def roll_dice_pools(ch: dict) -> dict:
    """HP = (max(耐久, 筋力) × 3 + min) × 2 + rank level and MP = (魔力 × 3 + 幸運) × 2 + rank level
    (roll-dice 004:L871), full. No regen numbers: Masters recover 2d6 HP and all MP at day end,
    Servants nothing by themselves (L241)."""
    stats = stats_for("roll-dice", ch)
    rank_level = ROLL_DICE[ch["id"]][0]
    strength, endurance = level(stats["STR"]), level(stats["END"])
    hp = (max(strength, endurance) * 3 + min(strength, endurance)) * 2 + rank_level
    mp = (level(stats["MAG"]) * 3 + level(stats["LCK"])) * 2 + rank_level
    return {"health": hp, "health_max": hp, "mana": mp, "mana_max": mp}


def points_for(ruleset: str, ch: dict) -> dict:
    """Point pools: ap-sp Servants' AP from the sheet (000:L230) and Masters' CP (000:L525);
    valor's Valor, a team score kept on the Master (001:L11); roll-dice's rank level, which HP,
    MP and FP are computed from (004:L750, L871). Others have none."""
    if ruleset == "roll-dice":
        return {"rank_level": ROLL_DICE[ch["id"]][0]}
    if ruleset == "ap-sp":
        return {"AP": ch["ap"]} if ch["kind"] == "servant" else {"CP": 0}
    if ruleset == "valor" and ch["kind"] == "master":
        return {"valor": 0}
    return {}


def home_of(team: str) -> str:
    for tid, _name, _color, base in TEAMS:
        if tid == team:
            return base
    raise KeyError(team)


# ---------------------------------------------------------------------------------------------
# Canonical dictionaries (key order and omissions exactly as the model's to_dict()).
# ---------------------------------------------------------------------------------------------
def location_dict(row: tuple, hidden_bases: bool) -> dict:
    lid, name, x, y, effects, notes = row
    out: dict = {"id": lid, "name": name}
    if effects:
        out["effects"] = list(effects)
    owner = next((t[0] for t in TEAMS if t[3] == lid), None)
    if owner is not None:
        out["home_base"] = owner
        if hidden_bases:
            out["hidden"] = True
    out["x"] = x
    out["y"] = y
    if notes:
        out["notes"] = notes
    return out


def map_dict(hidden_bases: bool = False) -> dict:
    return {
        "locations": [location_dict(row, hidden_bases) for row in LOCATIONS],
        "links": [[a, b] for a, b in LINKS],
    }


def character_dict(ruleset: str, ch: dict) -> dict:
    out: dict = {"id": ch["id"], "name": ch["name"], "kind": ch["kind"]}
    if "class" in ch:
        out["class"] = ch["class"]
    out["team"] = ch["team"]
    if "master" in ch:
        out["master"] = ch["master"]
    out["location"] = home_of(ch["team"])
    if "true_name" in ch:
        out["true_name"] = ch["true_name"]
    out["alignment"] = ch["alignment"]
    out["stats"] = stats_for(ruleset, ch)
    out.update(pools_for(ruleset, ch))
    points = points_for(ruleset, ch)
    if points:
        out["points"] = points
    if ch["kind"] == "master":
        out["command_spells"] = 3
    skills = COMBAT_SHEETS[ruleset][ch["id"]] if ruleset in COMBAT_SHEETS else ch.get("skills", [])
    if skills:
        out["skills"] = [dict(entry) for entry in skills]
    if ch.get("items"):
        out["items"] = [dict(entry) for entry in ch["items"]]
    out["notes"] = ch["notes"]
    out["gm_notes"] = ch["gm_notes"]
    if ruleset == "true-hgw":
        out["attributes"] = list(TRUE_HGW_ATTRIBUTES[ch["id"]])  # a top-level sheet field (003 §VII)
    return out


def war_dict(ruleset: str) -> dict:
    """One sample war. Empty ``settings`` is left out, as War.to_dict() does."""
    return {
        "format": FORMAT,
        "ruleset": ruleset,
        "title": f"{WAR_TITLE} — sample war, {RULESET_TITLES[ruleset]}",
        "seed": SEED,
        "turn": 1,
        "teams": [{"id": tid, "name": name, "color": color} for tid, name, color, _base in TEAMS],
        "map": map_dict(hidden_bases=(ruleset == "true-hgw")),  # true-hgw 003 §V: bases hidden
        "characters": [character_dict(ruleset, ch) for ch in CHARACTERS],
        "orders": [],
        "decisions": [],
    }


SKIRMISH_NIGHT2_PLACES = {"saber": "weir-bridge", "rider": "weir-bridge",
                          "assassin": "saint-brannoc", "berserker": "saint-brannoc"}
"""Where last night's moves left the four Servants who fight tonight (their Masters stayed home)."""

SKIRMISH_NIGHT2_HEALTH = {"assassin": 100, "caster": 90}
"""Assassin was hurt, Caster weakened, on the first night."""

SKIRMISH_NIGHT2_MANA = {"caster": 100, "archer": 110}
"""Caster and Archer spent mana on the first night; tonight Caster drains a civilian (+40, 002:L16) and rests, and
Archer scouts and still regenerates with her Independent Action (+15, 002:L8)."""

SKIRMISH_NIGHT2_ORDERS = [
    # Battle at Weir Bridge: the skirmish (Rider AGI A strikes first, Saber counter-attacks at 80 %),
    # then two Noble Phantasms aimed at each other clash (skirmish 002:L57, L76).
    {"actor": "saber", "action": "skill", "skill": "Ninefold Ford", "targets": ["rider"]},
    {"actor": "rider", "action": "skill", "skill": "Qarasel, Horse of the Four Winds", "targets": ["saber"]},
    # Battle at Saint Brannoc: Assassin (AGI A++) strikes first; Berserker's counter-attack, 80 % of STR EX
    # 300 × END E+ .98 ÷ 2, kills it (skirmish 002:L57, L80).
    {"actor": "assassin", "action": "attack", "target": "berserker"},
    {"actor": "berserker", "action": "attack", "target": "assassin"},
    # Away from battle: Caster drains a civilian at night (002:L16); Archer scouts (002:L8).
    {"actor": "caster", "action": "consume"},
    {"actor": "archer", "action": "scout", "target": "bonded-warehouses"},
]


def skirmish_night2() -> dict:
    """The skirmish sample on its second night, with its orders (skirmish 002)."""
    war = war_dict("skirmish")
    war["title"] = f"{WAR_TITLE} — sample skirmish night 2 ({RULESET_TITLES['skirmish']})"
    war["turn"] = 2
    for ch in war["characters"]:
        ch["location"] = SKIRMISH_NIGHT2_PLACES.get(ch["id"], ch["location"])
        if ch["id"] in SKIRMISH_NIGHT2_HEALTH:
            ch["health"] = SKIRMISH_NIGHT2_HEALTH[ch["id"]]
        if ch["id"] in SKIRMISH_NIGHT2_MANA:
            ch["mana"] = SKIRMISH_NIGHT2_MANA[ch["id"]]
    war["orders"] = [dict(o) for o in SKIRMISH_NIGHT2_ORDERS]
    return war


def dump(data: dict) -> str:
    """The same text as gmdesk.model.warfile.dump_war."""
    return json.dumps(data, ensure_ascii=False, indent=2) + "\n"


VALOR_NIGHT_POSITIONS = {"assassin": "tanners-row", "piet": "tanners-row", "caster": "northgate-yard",
                         "agathe": "northgate-yard"}
"""Where night 1 left the valor teams that differ from the start (the others stay home)."""

VALOR_NIGHT_STATE = {"caster": {"health": 82, "mana": 130}, "berserker": {"health": 121}, "agathe": {"mana": 70},
                     "archer": {"mana": 70}, "lancer": {"health": 100}}
"""Health and Mana spent on night 1 (the Northgate skirmish: Caster's MAG A+ 75 × END A 0,6 = 45 …; Archer's
Mana, low enough that tonight's civilians show in full: 70 + 15 + 30 = 115 of 130)."""

VALOR_NIGHT_ORDERS = [
    {"actor": "assassin", "action": "move", "to": "gasworks"},
    {"actor": "piet", "action": "move", "to": "gasworks"},
    {"actor": "assassin", "action": "skill", "skill": "Snuffing Cut", "targets": ["rider"], "ambush": "full"},
    {"actor": "rider", "action": "attack", "target": "assassin", "if": {"kind": "attacked"}},
    {"actor": "agathe", "action": "command-spell", "spell": "survive", "servant": "caster"},
    {"actor": "caster", "action": "skill", "skill": "Distilled Malady", "targets": ["berserker"]},
    {"actor": "agathe", "action": "skill", "skill": "Vesper Hymn", "targets": ["caster"]},
    {"actor": "rufus", "action": "flee", "to": "collegium"},
    {"actor": "berserker", "action": "flee", "to": "collegium"},
    {"actor": "archer", "action": "move", "to": "harbour-docks"},
    {"actor": "tobias", "action": "move", "to": "harbour-docks"},
    {"actor": "archer", "action": "civilians"},
]
"""Night 2: Assassin's full ambush on Rider (001:L87), who strikes back; at Northgate, Survive at all
costs! on Caster (001:L57), her Distilled Malady on Berserker (001:L95), Agathe's hymn, and the Hale
team's flight to the Collegium (001:L107); Archer and Tobias walk the harbour road from Cape Lighthouse,
where there are no civilians, to the Harbour Docks, where Archer drains civilians (+30 Mana, 001:L31: 'civilians
present in their current location', after the move at the beginning of the turn, 001:L5)."""


def whereabouts(ch: dict, since: int) -> dict:
    """The valor flags that say where ``ch`` stood at the end of the last turn and since when (001:L81 'in the
    same area … for at least 1 turn'), so a war in progress does not start counting everyone's time afresh."""
    return {"valor:at": ch["location"], "valor:here_since": since}


def valor_night() -> dict:
    """The valor war on night 2 (turn 2), with its battles, orders and flags of night 1."""
    war = war_dict("valor")
    war["title"] = war["title"] + " — night 2"
    war["turn"] = 2
    for ch in war["characters"]:
        ch["location"] = VALOR_NIGHT_POSITIONS.get(ch["id"], ch["location"])
        ch.update(VALOR_NIGHT_STATE.get(ch["id"], {}))
        ch["flags"] = {}
        if ch["id"] in ("caster", "agathe", "berserker", "rufus"):
            ch["flags"] = {"last_battle_turn": 1, "valor:skirmished": 1}
        ch["flags"].update(whereabouts(ch, 1))  # everyone has stood where they are since night 1
    war["battles"] = [{"id": "b1-northgate-yard", "location": "northgate-yard",
                       "participants": ["caster", "berserker", "agathe", "rufus"], "turns": 1}]
    war["orders"] = VALOR_NIGHT_ORDERS
    war["decisions"] = []
    keys = ("format", "ruleset", "title", "seed", "turn", "teams", "map", "characters", "battles", "orders",
            "decisions")
    return {k: war[k] for k in keys}


def outputs() -> dict[str, dict]:
    """Every file this script writes, by name."""
    files = {"city.map.json": map_dict()}
    for ruleset in RULESET_TITLES:
        files[f"sample-{ruleset}.json"] = war_dict(ruleset)
    files["sample-skirmish-night2.json"] = skirmish_night2()
    files["sample-valor-night2.json"] = valor_night()
    return files


def main() -> None:
    for name, data in outputs().items():
        (HERE / name).write_text(dump(data), encoding="utf-8")
        print(f"wrote {name}")


if __name__ == "__main__":
    main()
