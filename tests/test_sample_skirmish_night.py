"""The bundled skirmish night (maps/sample-skirmish-night2.json, built by maps/build_samples.py) resolves
through `gmdesk resolve` with two battles, an NP clash and a counter-attack that kills, each number
checkable by hand (document skirmish.002: L57 skirmish and counter-attacks, L76 clash, L80 melee, L16
civilians)."""

from __future__ import annotations

import json
from pathlib import Path

from gmdesk.cli import main

NIGHT = Path(__file__).resolve().parent.parent / "maps" / "sample-skirmish-night2.json"


def resolved(capsys) -> dict:
    code = main(["resolve", str(NIGHT), "--json"])
    out, err = capsys.readouterr()
    assert code == 0, err
    return json.loads(out)


def test_two_battles_open_with_skirmishes(capsys):
    """002:L57 'Skirmishes take place at the beginning of all battles'."""
    events = resolved(capsys)["events"]
    starts = [e for e in events if e["kind"] == "engage" and e["phase"] == "skirmish"]
    assert sorted(e["data"]["location"] for e in starts) == ["saint-brannoc", "weir-bridge"]


def test_counter_attack_that_kills(capsys):
    """002:L57 '80% the normal damage', L80 STR × END reducer ÷ 2: Berserker STR EX 300 × Assassin END E+
    .98 ÷ 2 = 147, × 0.8 = 117.6 on Assassin's 100 Health."""
    events = resolved(capsys)["events"]
    counter = next(e for e in events if e["kind"] == "damage" and e["phase"] == "skirmish"
                   and e["data"]["attacker"] == "berserker")
    assert abs(counter["data"]["amount"] - 300 * 0.98 / 2 * 0.8) < 1e-9
    assert "147 × 0.8 = 117.6" in counter["explain"] and counter["data"]["after"] < 0
    assert any(e["kind"] == "death" and e["actors"][0] == "assassin" for e in events)


def test_np_clash_only_the_stronger_hits(capsys):
    """002:L76: Ninefold Ford avg(50, 50) × .85 × 2 = 85 against Qarasel avg(30, 50) × .71 = 28.4:
    Saber's NP does 85 − 28.4 = 56.6, Rider's does 0."""
    events = resolved(capsys)["events"]
    nps = {e["data"]["attacker"]: e for e in events if e["kind"] == "damage" and "NP clash" in e["explain"]}
    assert abs(nps["saber"]["data"]["amount"] - (50 * 0.85 * 2 - 40 * 0.71)) < 1e-9
    assert nps["rider"]["data"]["amount"] == 0
    assert "skirmish 002:L76" in nps["saber"]["rule"]


def test_every_damage_cites_its_rule_line(capsys):
    """Each number carries its formula and its line of 002."""
    for e in resolved(capsys)["events"]:
        if e["kind"] == "damage":
            assert e["rule"].startswith("skirmish 002:L") and "=" in e["explain"]


def test_civilian_and_night(capsys):
    """002:L16 '+40 mana'; 002:L14 a resting character restores its sheet values (Caster 100 + 40 + 20)."""
    war = resolved(capsys)["war"]
    caster = next(c for c in war["characters"] if c["id"] == "caster")
    assert caster["mana"] == 160 and caster["health"] == 98
