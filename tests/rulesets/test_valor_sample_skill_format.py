"""The valor sample sheets (maps/sample-valor*.json, maps/build_samples.py VALOR_SHEETS) write each skill in valor's
fields (gmdesk/rulesets/valor/skill_format.py; document valor.001 gives no formal format, checklist R1 (l)): a
support or offensive skill or a Noble Phantasm of either (001:L89, L93-97), its Mana cost (001:L119), its target
"Anti-Personnel" or "Anti-Army" (001:L95) and the stat and range of its damage (001:L77).

The sheets carried the free types of the other rulesets ("Bounded Field", "Anti-Army", "Noble Phantasm
(Anti-Army)") with no cost, target or damage, so every skill cost nothing and the Sheet dock's valor fields were
empty."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gmdesk import rulesets
from gmdesk.engine import resolve_turn
from gmdesk.model.vocabulary import EventKind
from gmdesk.model.war import War
from gmdesk.rulesets.valor.skill_format import SKILL_FORMAT

MAPS = Path(__file__).resolve().parents[2] / "maps"
SAMPLES = ("sample-valor.json", "sample-valor-night2.json", "sample-valor-night3.json")
DAMAGING = ("Offensive", "Noble Phantasm (Offensive)")


def choices(key: str) -> set[str]:
    return set(next(f.choices for f in SKILL_FORMAT.fields if f.key == key))


def skills(name: str) -> list[tuple[str, dict]]:
    data = json.loads((MAPS / name).read_text(encoding="utf-8"))
    return [(ch["id"], s) for ch in data["characters"] for s in ch.get("skills", [])]


@pytest.mark.parametrize("name", SAMPLES)
def test_every_skill_is_written_in_valor_s_fields(name):
    """Type and target are the format's choices; every action has its Mana cost 'in brackets next to its name'
    (001:L119), a passive none; offensive skills are 'Anti-Personnel' or 'Anti-Army' (001:L95), support skills
    aim at the user or an ally (001:L93); only damaging skills say a damage."""
    entries = skills(name)
    assert len(entries) == 25
    assert {s["type"] for _c, s in entries} == choices("type") - {"Noble Phantasm (Support)"}
    assert {s["target"] for _c, s in entries} <= choices("target")
    for _cid, s in entries:
        assert list(s) == [k for k in ("name", "rank", "type", "cost", "target", "damage", "description") if k in s]
        assert ("cost" in s) is (s["type"] != "Passive") and (not s.get("cost") or s["cost"] > 0)
        assert ("damage" in s) is (s["type"] in DAMAGING)
        assert (s["target"] in ("Anti-Personnel", "Anti-Army")) is (s["type"] in DAMAGING)


def test_damaging_skills_use_the_class_default_stat_and_its_range():
    """001:L77: Servants attack with STR, 'with the exception of Caster and Archer, who use MAG instead … attacks
    using MAG are always counted as ranged or projectile moves …, while attacks using STR … are counted as melee'."""
    damage = {(cid, s["name"]): s["damage"] for cid, s in skills("sample-valor.json") if "damage" in s}
    assert {k for k, v in damage.items() if v == "MAG, ranged"} == {
        ("archer", "Stormbreaker Volley"), ("caster", "Distilled Malady"), ("caster", "The Sealed Alembic")}
    assert {v for k, v in damage.items() if k[0] not in ("archer", "caster")} == {"STR, melee"}
    assert len(damage) == 8


def test_the_ruleset_reads_each_sample_skill_as_written():
    """The reader (gmdesk/rulesets/valor/attacks.py parse_skill) gives each skill its slot, Noble Phantasm mark,
    area (Anti-Army, 001:L95), Mana cost (001:L119) and stat (001:L77); the sheet checks find nothing."""
    war = War.from_dict(json.loads((MAPS / "sample-valor.json").read_text(encoding="utf-8")))
    ruleset = rulesets.get("valor")
    assert not [p for ch in war.characters.values() for p in ruleset.validate_character(ch, ch.id)]
    read = {(ch.id, k.name): k for ch in war.characters.values() for k in ruleset.skills_of(ch) if not k.basic}
    ford = read[("saber", "Ninefold Ford")]
    assert (ford.slot, ford.type, ford.area, ford.cost.resources, ford.damage[0].kind) == \
        ("attack", "Noble Phantasm", True, {"mana": 80.0}, "STR")
    malady = read[("caster", "Distilled Malady")]
    assert (malady.slot, malady.area, malady.cost.resources, malady.damage[0].kind) == \
        ("attack", False, {"mana": 30.0}, "MAG")
    ward = read[("odile", "Millrace Ward")]  # a Bounded Field: a support skill whose effect the GM applies (001:L93)
    assert (ward.slot, ward.self_only, ward.cost.resources) == ("support", True, {"mana": 30.0})
    assert read[("rider", "Wind-Rider")].slot == "passive"


def test_the_valor_night_spends_the_skills_mana_and_cancels_nothing():
    """Night 2: Snuffing Cut (20), Distilled Malady (30) and Vesper Hymn (20) spend their Mana (001:L119); every
    order resolves, none is cancelled for a sheet reason."""
    data = json.loads((MAPS / "sample-valor-night2.json").read_text(encoding="utf-8"))
    result = resolve_turn(War.from_dict(data), data["orders"], data["decisions"], data["seed"])
    assert result.resolved and not [e for e in result.events if e.kind == EventKind.CANCEL]
    spent = {e.actors[0]: e.explain for e in result.events if e.kind == EventKind.ACTION and "mana" in e.explain}
    assert "20 mana" in spent["assassin"] and "mana 100 → 80" in spent["assassin"]
    assert "30 mana" in spent["caster"] and "mana 130 → 100" in spent["caster"]
    assert "20 mana" in spent["agathe"] and "mana 80 → 60" in spent["agathe"]
    mana = {c.id: c.mana for c in result.war.characters.values()}
    assert (mana["assassin"], mana["caster"], mana["agathe"]) == (80, 100, 60)
