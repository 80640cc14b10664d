"""Hypothesis strategies for wars with a bit of everything the JSON format allows: unknown fields at
every level, unicode, whole and fractional numbers, nested free-form sheet parts, backgrounds."""

from __future__ import annotations

import base64

from hypothesis import strategies as st

from gmdesk.model.flags import Flag

TEXT = st.text(st.characters(codec="utf-8", exclude_categories=("Cs",)), max_size=10)
IDS = st.from_regex(r"[a-z][a-z0-9-]{0,5}", fullmatch=True)
#: Unknown keys: a prefix keeps them apart from the keys the model reads.
EXTRA_KEYS = TEXT.map(lambda s: "x-" + s)
NUMBERS = st.integers(-(2**63), 2**63 - 1) | st.floats(allow_nan=False, allow_infinity=False)
SMALL_NUMBERS = st.integers(-1000, 1000) | st.floats(-1e6, 1e6, allow_nan=False)
JSON = st.recursive(st.none() | st.booleans() | NUMBERS | TEXT,
                    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(TEXT, inner, max_size=3),
                    max_leaves=6)
EXTRA = st.dictionaries(EXTRA_KEYS, JSON, max_size=2)
#: Flags the model does not know: a known flag (``subdued``, ``row``…) must hold its own type, so free JSON
#: under its name is a refused war, not a round trip (a generated ``"subdued": []`` once failed the test).
_KNOWN_FLAGS = frozenset(flag.value for flag in Flag)
FREE_FLAG_KEYS = TEXT.filter(lambda key: key not in _KNOWN_FLAGS)
RANKS = st.builds(lambda letter, sub: letter + sub, st.sampled_from(["E", "D", "C", "B", "A", "EX"]),
                  st.sampled_from(["", "+", "++", "+++", "-", "--"])) | st.sampled_from(["N/A", "-"])


def _optional(draw, data: dict, key: str, strategy) -> None:
    if draw(st.booleans()):
        data[key] = draw(strategy)


@st.composite
def locations(draw, lid: str, teams: list[str]) -> dict:
    loc = {"id": lid, "name": draw(TEXT)}
    _optional(draw, loc, "effects", st.lists(st.sampled_from(["hospital", "home-base", "civilians", "ley"]),
                                            max_size=2))
    _optional(draw, loc, "home_base", st.sampled_from(teams))
    _optional(draw, loc, "hidden", st.booleans())
    _optional(draw, loc, "x", SMALL_NUMBERS)
    _optional(draw, loc, "y", SMALL_NUMBERS)
    _optional(draw, loc, "notes", TEXT)
    loc.update(draw(EXTRA))
    return loc


@st.composite
def characters(draw, cid: str, teams: list[str], places: list[str]) -> dict:
    ch = {"id": cid, "name": draw(TEXT), "kind": draw(st.sampled_from(["master", "servant", "familiar", "troop"])),
          "team": draw(st.sampled_from(teams)), "location": draw(st.sampled_from(places))}
    _optional(draw, ch, "class", st.sampled_from(["Saber", "Archer", "Caster"]))
    _optional(draw, ch, "stats", st.dictionaries(st.sampled_from(["STR", "END", "AGI", "LCK", "NP"]), RANKS,
                                                 max_size=3))
    for pool in ("health", "health_max", "mana", "mana_regen"):
        _optional(draw, ch, pool, SMALL_NUMBERS)
    _optional(draw, ch, "points", st.dictionaries(st.sampled_from(["AP", "SP", "valor"]), SMALL_NUMBERS, max_size=2))
    _optional(draw, ch, "command_spells", st.integers(0, 3))
    _optional(draw, ch, "alive", st.booleans())
    _optional(draw, ch, "spirit_form", st.booleans())
    _optional(draw, ch, "statuses", st.lists(st.fixed_dictionaries({"name": TEXT}, optional={"turns": SMALL_NUMBERS}),
                                             max_size=2))
    _optional(draw, ch, "skills", st.lists(st.dictionaries(TEXT, JSON, max_size=3), max_size=2))
    _optional(draw, ch, "items", st.lists(st.dictionaries(TEXT, JSON, max_size=2), max_size=2))
    for key in ("notes", "gm_notes", "true_name", "alignment"):
        _optional(draw, ch, key, TEXT)
    _optional(draw, ch, "flags", st.dictionaries(FREE_FLAG_KEYS, JSON, max_size=2))
    ch.update(draw(EXTRA))
    return ch


@st.composite
def backgrounds(draw) -> object:
    """Canonical image objects (stored as a blob) and look-alikes (kept as plain data)."""
    image = base64.b64encode(draw(st.binary(max_size=40))).decode("ascii")
    canonical = {"image": image, "mime": draw(st.sampled_from(["image/png", "image/jpeg"])),
                 "opacity": draw(SMALL_NUMBERS), "scale": draw(SMALL_NUMBERS)}
    canonical.update(draw(EXTRA))
    return draw(st.sampled_from([canonical, {"mime": "image/png", "image": image}, image + "!", None]))


@st.composite
def war_dicts(draw) -> dict:
    teams = draw(st.lists(IDS, min_size=1, max_size=3, unique=True))
    places = draw(st.lists(IDS, min_size=1, max_size=5, unique=True))
    cids = draw(st.lists(IDS, max_size=5, unique=True))
    war_map = {"locations": [draw(locations(p, teams)) for p in places],
               "links": draw(st.lists(st.lists(st.sampled_from(places), min_size=2, max_size=2), max_size=4))}
    war_map.update(draw(EXTRA))
    if draw(st.booleans()):
        position = draw(st.integers(0, len(war_map) - 2))
        items = list(war_map.items())
        items.insert(2 + position, ("background", draw(backgrounds())))
        war_map = dict(items)
    war = {"format": "gmdesk-war/1", "ruleset": draw(st.sampled_from(["valor", "ap-sp", "skirmish"])),
           "title": draw(TEXT), "seed": draw(st.integers(0, 2**63 - 1)), "turn": draw(st.integers(1, 500))}
    _optional(draw, war, "settings", st.fixed_dictionaries({"interpretations": st.dictionaries(IDS, IDS, max_size=2)}))
    _optional(draw, war, "teams", st.just([{"id": t, "name": t.upper(), "color": "#123456"} for t in teams]))
    war["map"] = war_map
    war["characters"] = [draw(characters(c, teams, places)) for c in cids]
    if cids:
        _optional(draw, war, "battles", st.lists(st.fixed_dictionaries(
            {"id": IDS, "location": st.sampled_from(places), "participants": st.lists(st.sampled_from(cids)),
             "turns": st.integers(0, 9)}, optional={"x-note": TEXT}), max_size=2))
    _optional(draw, war, "knowledge", st.dictionaries(st.sampled_from(teams), st.lists(
        st.fixed_dictionaries({"turn": st.integers(1, 9), "kind": TEXT}), max_size=2), max_size=2))
    war["orders"] = draw(st.lists(st.fixed_dictionaries({"actor": st.sampled_from(cids or ["nobody"]),
                                                         "action": st.sampled_from(["move", "stay"])}), max_size=2))
    war["decisions"] = draw(st.lists(st.fixed_dictionaries({"id": IDS, "choice": JSON}), max_size=2))
    war.update(draw(EXTRA))
    return war
