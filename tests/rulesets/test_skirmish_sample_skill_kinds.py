"""The skirmish sample sheets (maps/sample-skirmish*.json, maps/build_samples.py SKIRMISH_SHEETS) write each skill in
the kinds of document skirmish.002 (checklist R2 (l) 'Skills: a rank with optional "+", physical or magical, support
or offensive, NP flag'): a support skill, an offensive one or a Noble Phantasm, each in its step of the battle order
(002:L64-66), and every damaging skill physical or magical in nature (002:L78, L159).

The sheets carried the free types of the other rulesets ("Bounded Field", "Anti-Army", "Noble Phantasm (Anti-Army)")
and no nature, so the Sheet dock showed "None" under "Physical or magical" and Caster's bottled plague was read as
physical (interpretation skill-nature's default): STR E 10 instead of MAG A+ 60."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gmdesk import rulesets
from gmdesk.engine import resolve_turn
from gmdesk.model.vocabulary import EventKind
from gmdesk.model.war import War
from gmdesk.rulesets.skirmish.skill_format import SKILL_FORMAT

MAPS = Path(__file__).resolve().parents[2] / "maps"
SAMPLES = ("sample-skirmish.json", "sample-skirmish-night2.json")


@pytest.mark.parametrize("name", SAMPLES)
def test_every_skill_is_of_a_kind_the_document_names(name):
    """002:L64-66: support and offensive skills and Noble Phantasms (and passives, which are no action); the
    Type column offers exactly these (skill_format), and every sample skill is one of them."""
    kinds = next(f.choices for f in SKILL_FORMAT.fields if f.key == "type")
    data = json.loads((MAPS / name).read_text(encoding="utf-8"))
    types = {s["type"] for ch in data["characters"] for s in ch["skills"]}
    assert types == set(kinds) == {"Support", "Offensive", "Noble Phantasm", "Passive"}


@pytest.mark.parametrize("name", SAMPLES)
def test_every_damaging_skill_says_physical_or_magical(name):
    """002:L78 'If the skill is physical in nature … If the skill is magical in nature': every offensive skill and
    Noble Phantasm says which; Caster's two are magical, the blades, spear, arrows, hooves and clapper physical;
    support and passive skills say nothing."""
    data = json.loads((MAPS / name).read_text(encoding="utf-8"))
    natures = {(ch["id"], s["name"]): s.get("nature") for ch in data["characters"] for s in ch["skills"]
               if s["type"] in ("Offensive", "Noble Phantasm")}
    assert {k for k, v in natures.items() if v == "Magical"} == {("caster", "Distilled Malady"),
                                                                ("caster", "The Sealed Alembic")}
    assert {v for k, v in natures.items() if k[0] != "caster"} == {"Physical"}
    assert len(natures) == 8
    assert not [s for ch in data["characters"] for s in ch["skills"]
                if s["type"] in ("Support", "Passive") and "nature" in s]


def test_the_sheet_of_caster_has_no_problem_and_reads_magical():
    """The sheet check (gmdesk validate, the Sheet dock's problems) accepts every sample sheet; the engine reads
    Caster's Distilled Malady as a magical offensive skill (002:L78)."""
    war = War.from_dict(json.loads((MAPS / "sample-skirmish.json").read_text(encoding="utf-8")))
    ruleset = rulesets.get("skirmish")
    assert ruleset.validate_war(war) == []
    malady = next(s for s in ruleset.skills_of(war.characters["caster"]) if s.name == "Distilled Malady")
    assert [d.kind for d in malady.damage] == ["Magical"] and malady.slot == "servant-offence"


def test_distilled_malady_deals_magical_damage():
    """002:L78 'If the skill is magical in nature, its damage is equal to the average of the user's Magical Energy
    score and the skill's rank score, multiplied by the enemy's Magical Defense reducer', L159 (one '+' doubles):
    on sample night 2 Caster uses it on Archer at Calder Hill: avg(MAG A+ 60, B 45) = 52.5 × Archer's MAG B
    .75 = 39.375, × 2 = 78.75 (as physical it was avg(STR E 10, B 40) = 25 × END D+ .93 × 2 = 46.5)."""
    data = json.loads((MAPS / "sample-skirmish-night2.json").read_text(encoding="utf-8"))
    data["orders"] = [{"actor": "caster", "action": "skill", "skill": "Distilled Malady", "targets": ["archer"]}]
    for ch in data["characters"]:
        if ch["id"] == "archer":
            ch["location"] = "calder-hill"
    result = resolve_turn(War.from_dict(data))
    [hit] = [e for e in result.events if e.kind == EventKind.DAMAGE and e.phase == "servant-offence"]
    assert hit.data["amount"] == pytest.approx(78.75)
    assert "magical Distilled Malady: avg(Caster's MAG A+ score 60, rank B+ score 45) = 52.5" in hit.explain
    assert "Magical Defense (MAG) B reducer 0.75" in hit.explain
